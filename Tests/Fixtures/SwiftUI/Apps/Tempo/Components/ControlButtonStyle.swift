import SwiftUI

/// Round transport buttons of the timer (play, pause, skip, stop).
struct ControlButtonStyle: ButtonStyle {
    var diameter: CGFloat = Theme.controlSize
    var tint: Color = .accentColor
    var isProminent = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: diameter * 0.4, weight: .semibold))
            .labelStyle(.iconOnly)
            .foregroundStyle(isProminent ? Color.white : tint)
            .frame(width: diameter, height: diameter)
            .background(isProminent ? tint : tint.opacity(0.15), in: Circle())
            .scaleEffect(configuration.isPressed ? 0.94 : 1)
            .animation(.spring(duration: 0.2), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == ControlButtonStyle {
    static var control: ControlButtonStyle { ControlButtonStyle() }

    static func control(diameter: CGFloat = Theme.controlSize, tint: Color = .accentColor, prominent: Bool = false) -> ControlButtonStyle {
        ControlButtonStyle(diameter: diameter, tint: tint, isProminent: prominent)
    }
}
