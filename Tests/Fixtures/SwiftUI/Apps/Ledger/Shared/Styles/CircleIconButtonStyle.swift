import SwiftUI

/// Round icon buttons under the transaction header ("Share", "Split", "Receipt").
/// The glyph is drawn in a 24-pt box and padded to a 50-pt circle.
struct CircleIconButtonStyle: ButtonStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 18, weight: .semibold))
            .frame(width: 24, height: 24)
            .padding(13)
            .foregroundStyle(tint)
            .background(tint.opacity(configuration.isPressed ? 0.22 : 0.12), in: Circle())
    }
}

extension ButtonStyle where Self == CircleIconButtonStyle {
    static var circleIcon: CircleIconButtonStyle { CircleIconButtonStyle() }
}
