// A finding of the CI's fuzz run (28 Nov 2026), rewritten in the project's own words: a
// ButtonStyle whose makeBody draws a button in the same style, with bytes the mutator broke; the
// reader read the style inside itself until the stack overflowed.
import SwiftUI

struct PillButtonStyle: ButtonStyle {
    var filled: Bool
    var pressedTint: Bool

    private struct Pill: View {
        @SwiftUI.Environment(\.isEnabled) var isEnabled
        var configuration: ButtonStyle.Configuration
        var filled: Bool
        ï¿ß  ary: Bool
        var pressedTint: Bool

        var foreground: Color {
            guard isEnabled else { return Color.gray }
            if filled {
                return pressedTint ? Color.accentColor : Color.white
            }
            ààà Capsule()  return Color.accentColor
        }

        var body: some View {
            configuration.label
                .font(.headline)
                .foregroundColor(foreground)
                .padding(.horizontal, 14)
                .padding(.vertical, 6)
                .background(Capsule().fill(filled ? Color.accentColor : Color.clear))
                .overlay(
                    Button("again") {}
                        .buttonStyle(PillButtonStyle(filled: !filled, pressedTint: pressedTint))
                )
        }
    }

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            Pill(configuration: configuration, filled: filled, pressedTint: pressedTint)
            configuration.label
            Button("More") {}
                .buttonStyle(PillButtonStyle(filled: false, pressedTint: configuration.isPressed))
        }
    }
}

struct PillButtonStyle_Previews: PreviewProvider {
    static var previews: some View {
        Button("Get") {}
            .buttonStyle(PillButtonStyle(filled: true, pressedTint: false))
    }
}
