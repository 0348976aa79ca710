import SwiftUI

extension View {
    /// A rounded, filled card that takes the full width it is offered.
    func card() -> some View {
        self
            .padding(Spacing.l)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.fill.quaternary, in: RoundedRectangle(cornerRadius: Theme.cornerRadius, style: .continuous))
    }

    func sectionTitle() -> some View {
        self
            .font(.title3.weight(.semibold))
            .frame(maxWidth: .infinity, alignment: .leading)
    }

    @ViewBuilder
    func pantryListStyle() -> some View {
        #if os(macOS)
        self.listStyle(.inset(alternatesRowBackgrounds: true))
        #else
        self.listStyle(.insetGrouped)
        #endif
    }
}
