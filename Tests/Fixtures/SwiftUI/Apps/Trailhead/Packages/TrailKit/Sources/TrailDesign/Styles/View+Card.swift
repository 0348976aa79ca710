import SwiftUI

public struct CardModifier: ViewModifier {
    var padding: CGFloat

    public func body(content: Content) -> some View {
        content
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
    }
}

public extension View {
    /// Wraps the view in the standard rounded card.
    func card(padding: CGFloat = Spacing.l) -> some View {
        modifier(CardModifier(padding: padding))
    }

    /// Fixed-size text in one colour, for map labels and photo badges.
    /// Not SwiftUI's `font(_:)`: the size does not follow Dynamic Type.
    func font(_ size: CGFloat, _ color: Color) -> some View {
        self
            .font(.system(size: size, weight: .bold))
            .foregroundStyle(color)
    }
}
