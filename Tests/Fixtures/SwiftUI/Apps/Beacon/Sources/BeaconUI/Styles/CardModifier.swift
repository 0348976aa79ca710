import SwiftUI

/// Rounded, filled background for grouped content.
public struct CardModifier: ViewModifier {
    var padding: CGFloat

    public func body(content: Content) -> some View {
        content
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.background.secondary, in: RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
    }
}

public extension View {
    func card(padding: CGFloat = Spacing.l) -> some View {
        modifier(CardModifier(padding: padding))
    }
}
