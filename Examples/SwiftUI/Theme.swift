import SwiftUI

/// The app's spacing scale and sizes: what the views use instead of numbers.
enum Spacing {
    static let small: CGFloat = 4
    static let medium: CGFloat = 8
    static let large: CGFloat = 16
}

enum Metrics {
    static let avatar: CGFloat = 56
    static let cornerRadius: CGFloat = 12
}

extension View {
    /// A card: padded, on the grouped background, rounded.
    func card() -> some View {
        padding(Spacing.large)
            .background(Color(.secondarySystemGroupedBackground))
            .clipShape(RoundedRectangle(cornerRadius: Metrics.cornerRadius))
    }
}

/// The app's filled button: the label padded on an accent capsule.
struct PillButtonStyle: ButtonStyle {
    var compact = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.white)
            .padding(.horizontal, compact ? 10 : 16)
            .padding(.vertical, compact ? 4 : 10)
            .background(Capsule().fill(Color.accentColor))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}
