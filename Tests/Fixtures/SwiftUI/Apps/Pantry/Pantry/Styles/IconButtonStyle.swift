import SwiftUI

/// Round tinted icon buttons (favourite, servings). The padding gives every icon a 50 pt
/// circle, so callers only size the glyph.
struct IconButtonStyle: ButtonStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 17, weight: .semibold))
            .foregroundStyle(tint)
            .padding(13)
            .background(tint.opacity(configuration.isPressed ? 0.28 : 0.14), in: Circle())
            .scaleEffect(configuration.isPressed ? 0.94 : 1)
            .animation(.snappy(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == IconButtonStyle {
    static var icon: IconButtonStyle { IconButtonStyle() }
    static func icon(tint: Color) -> IconButtonStyle { IconButtonStyle(tint: tint) }
}
