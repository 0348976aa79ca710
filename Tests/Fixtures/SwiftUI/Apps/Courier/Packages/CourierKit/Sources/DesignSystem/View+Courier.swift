import SwiftUI

/// Grouped content on a rounded, filled background.
public struct CardBackground: ViewModifier {
    public func body(content: Content) -> some View {
        content
            .padding(Theme.Spacing.regular)
            .background(Color.bubbleIncoming, in: RoundedRectangle(cornerRadius: Theme.cardRadius, style: .continuous))
    }
}

public extension View {
    func courierCard() -> some View {
        modifier(CardBackground())
    }

    /// Hides the view without removing it from the layout.
    @ViewBuilder
    func hidden(_ isHidden: Bool) -> some View {
        if isHidden {
            hidden()
        } else {
            self
        }
    }
}
