import SwiftUI

/// The soft, four-lobed shape behind Mosaic's onboarding art and empty states.
public struct BlobShape: Shape {
    public var wobble: CGFloat

    public init(wobble: CGFloat = 0.18) {
        self.wobble = wobble
    }

    public var animatableData: CGFloat {
        get { wobble }
        set { wobble = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        let w = rect.width
        let h = rect.height
        let inset = min(w, h) * wobble
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY + inset * 0.3))
        path.addCurve(
            to: CGPoint(x: rect.maxX - inset * 0.2, y: rect.midY),
            control1: CGPoint(x: rect.maxX - inset, y: rect.minY - inset * 0.4),
            control2: CGPoint(x: rect.maxX + inset * 0.3, y: rect.minY + h * 0.3)
        )
        path.addCurve(
            to: CGPoint(x: rect.midX, y: rect.maxY - inset * 0.3),
            control1: CGPoint(x: rect.maxX - inset * 0.6, y: rect.maxY - h * 0.2),
            control2: CGPoint(x: rect.midX + w * 0.3, y: rect.maxY + inset * 0.2)
        )
        path.addCurve(
            to: CGPoint(x: rect.minX + inset * 0.2, y: rect.midY),
            control1: CGPoint(x: rect.minX + inset, y: rect.maxY + inset * 0.4),
            control2: CGPoint(x: rect.minX - inset * 0.3, y: rect.maxY - h * 0.3)
        )
        path.addCurve(
            to: CGPoint(x: rect.midX, y: rect.minY + inset * 0.3),
            control1: CGPoint(x: rect.minX + inset * 0.6, y: rect.minY + h * 0.2),
            control2: CGPoint(x: rect.midX - w * 0.3, y: rect.minY - inset * 0.2)
        )
        path.closeSubpath()
        return path
    }
}
