import SwiftUI

/// A section title with an optional trailing text action ("Add all", "See all").
struct SectionHeader: View {
    let title: String
    var actionTitle: String?
    var action: () -> Void = {}

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .firstTextBaseline, spacing: Spacing.s) {
                titleText
                actionButton
            }
            VStack(alignment: .leading, spacing: Spacing.xs) {
                titleText
                actionButton
            }
        }
    }

    private var titleText: some View {
        Text(title)
            .sectionTitle()
    }

    @ViewBuilder
    private var actionButton: some View {
        if let actionTitle {
            Button(actionTitle, action: action) // expect: small-tap-target // trap 2: one SectionHeader reached from RecipeDetailView (twice), ShoppingListView and previews: one finding, here
                .font(.footnote.weight(.semibold))
                .fixedSize()
        }
    }
}

#Preview {
    VStack(spacing: 24) {
        SectionHeader(title: "Ingredients", actionTitle: "Add all")
        SectionHeader(title: "Steps", actionTitle: "Start cooking")
        SectionHeader(title: "Notes")
    }
    .padding()
}
