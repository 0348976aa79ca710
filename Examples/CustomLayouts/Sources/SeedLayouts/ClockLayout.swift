import LayoutEngine

/// Children on a circle, the first at `start` (the top by default), the others clockwise at equal
/// angles, each as large as it wants to be: the radial layout of the fourth seed article, written
/// with SwiftUI's `Angle` as the article does.
public struct ClockLayout: Layout {
    public var start: Angle

    public init(start: Angle = .degrees(-90)) {
        self.start = start
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 2
        let step = Angle.degrees(360 / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let angle = start + step * Double(index)
            let x = cos(angle.radians) * (radius - size.width / 2)
            let y = sin(angle.radians) * (radius - size.height / 2)
            subview.place(at: CGPoint(x: bounds.midX + x, y: bounds.midY + y), anchor: .center, proposal: .unspecified)
        }
    }
}
