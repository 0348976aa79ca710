import SwiftUI

public extension Color {
    /// Beacon coral, from the asset catalogue of this module.
    static let beaconAccent = Color("Accent", bundle: .module)
}

public extension ShapeStyle where Self == Color {
    static var beaconAccent: Color { Color.beaconAccent }
}

public extension View {
    /// Text at a size and colour from the design spec (sizes are points, as in Figma).
    ///
    ///     Text("Fees included").font(13, .secondary)
    func font(_ size: CGFloat, _ color: Color = .primary, weight: Font.Weight = .regular) -> some View {
        self
            .font(.system(size: size, weight: weight))
            .foregroundStyle(color)
    }
}
