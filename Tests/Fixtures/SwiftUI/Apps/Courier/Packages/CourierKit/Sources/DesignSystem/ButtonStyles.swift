import SwiftUI

/// A glyph on a filled circle: the composer's send and attach buttons, the chat header's call buttons.
///
/// The circle is 30 pt; the hit region around it is 50 pt.
public struct CircleIconButtonStyle: ButtonStyle {
    var prominent: Bool

    public init(prominent: Bool = false) {
        self.prominent = prominent
    }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 15, weight: .semibold))
            .foregroundStyle(prominent ? Color.white : Color.accentColor)
            .frame(width: 30, height: 30)
            .background(prominent ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(Color.fieldBackground), in: Circle())
            .padding(10)
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

public extension ButtonStyle where Self == CircleIconButtonStyle {
    static var circleIcon: CircleIconButtonStyle { CircleIconButtonStyle() }
    static var circleIconProminent: CircleIconButtonStyle { CircleIconButtonStyle(prominent: true) }
}
