import SwiftUI

extension Color {
    static let sproutGreen = Color(red: 0.24, green: 0.56, blue: 0.36)
    static let sproutCream = Color(red: 0.97, green: 0.96, blue: 0.91)
}

/// Pill-shaped buttons; the label is padded to at least 50 pt high.
struct CapsuleButtonStyle: ButtonStyle {
    var prominent: Bool = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 16)
            .frame(minHeight: 50)
            .foregroundColor(prominent ? .white : .sproutGreen)
            .background(
                Capsule().fill(prominent ? Color.sproutGreen : Color.white.opacity(0.92))
            )
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

struct CardBackground: ViewModifier {
    func body(content: Content) -> some View {
        content
            .background(
                RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous)
                    .fill(Color(.secondarySystemGroupedBackground))
            )
    }
}

extension View {
    func cardBackground() -> some View {
        modifier(CardBackground())
    }
}
