import SwiftUI

public struct CardModifier: ViewModifier {
    var padding: CGFloat

    public init(padding: CGFloat = 16) {
        self.padding = padding
    }

    public func body(content: Content) -> some View {
        content
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: MosaicMetrics.cardCornerRadius, style: .continuous)
                    .fill(.background.secondary)
            )
    }
}

public extension View {
    func card(padding: CGFloat = 16) -> some View {
        modifier(CardModifier(padding: padding))
    }
}
