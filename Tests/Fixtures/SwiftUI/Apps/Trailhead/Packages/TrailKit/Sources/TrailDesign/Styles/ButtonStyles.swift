import SwiftUI

/// Full-width call to action ("Start hike", "Try again").
public struct PrimaryButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .multilineTextAlignment(.center)
            .foregroundStyle(.white)
            .padding(.horizontal, Spacing.l)
            .frame(maxWidth: .infinity, minHeight: 52)
            .background(Color.trailGreen, in: RoundedRectangle(cornerRadius: Radius.chip, style: .continuous))
            .opacity(configuration.isPressed ? 0.85 : 1)
    }
}

/// Icon-only buttons: the glyph sits in a 24-pt box, padded to a 52-pt circle.
public struct IconButtonStyle: ButtonStyle {
    var tint: Color

    public init(tint: Color = .trailGreen) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        #if os(macOS)
        configuration.label // trap 1: macOS branch: a 20x20 button with a 10-pt glyph, which iOS rules would flag
            .font(.system(size: 10, weight: .semibold))
            .frame(width: 20, height: 20)
            .background(tint.opacity(0.15), in: Circle())
        #else
        configuration.label
            .font(.system(size: 19, weight: .semibold))
            .frame(width: IconSize.button, height: IconSize.button)
            .padding(14)
            .foregroundStyle(tint)
            .background(tint.opacity(configuration.isPressed ? 0.25 : 0.12), in: Circle())
        #endif
    }
}

public extension ButtonStyle where Self == PrimaryButtonStyle {
    static var trailPrimary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

public extension ButtonStyle where Self == IconButtonStyle {
    static var trailIcon: IconButtonStyle { IconButtonStyle() }

    static func trailIcon(tint: Color) -> IconButtonStyle {
        IconButtonStyle(tint: tint)
    }
}

public extension View {
    func primaryButton() -> some View {
        buttonStyle(PrimaryButtonStyle())
    }
}
