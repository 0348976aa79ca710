import SwiftUI

struct TileBackground: ViewModifier {
    var tint: Color = .secondary

    func body(content: Content) -> some View {
        content
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(tint.opacity(0.12), in: RoundedRectangle(cornerRadius: Theme.cornerRadius, style: .continuous))
    }
}

extension View {
    func tile(tint: Color = .secondary) -> some View {
        modifier(TileBackground(tint: tint))
    }
}
