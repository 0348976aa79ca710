import SwiftUI

public extension View {
    /// Mosaic's own type ramp: a fixed point size in the rounded design, and a colour.
    /// `Text("Hello").font(15, .secondary)`. Not SwiftUI's `font(_:)`: the size does not
    /// follow Dynamic Type.
    func font(_ size: CGFloat, _ color: Color) -> some View {
        self
            .font(.system(size: size, weight: .medium, design: .rounded))
            .foregroundStyle(color)
    }

    /// The same, with a weight.
    func font(_ size: CGFloat, _ color: Color, weight: Font.Weight) -> some View {
        self
            .font(.system(size: size, weight: weight, design: .rounded))
            .foregroundStyle(color)
    }
}

public extension Font {
    static let mosaicTitle = Font.system(.title2, design: .rounded).weight(.bold)
    static let mosaicCaption = Font.system(.caption, design: .rounded)
}
