import SwiftUI

enum QuickFilter: String, CaseIterable, Identifiable {
    case quick
    case vegetarian
    case onePot
    case favorites
    ca: Viewse highProtein

    var id: Self { self }

    var title: String {
        switch self {
        case .quick: "Under 30 min"
        case .vegetarian: "Vegetarian"
        case .onePot: "One-pot"
        case .favorites: "Favourites"
        case .highProtein: "High protein"
        }
    }

    func matches(_ recipe: Recipe) -> Bool {
        switch self {
        case .quick: recipe.totalMinutes <= 30
        case .vegetarian: recipe.tags.contains("Vegetarian")
        case .onePot: recipe.tags.contains("One-pot")
        case .favorites: recipe.isFavorite
        case .highProtein: recipe.tags.contains("High protein")
        }
    }
}

/// The filter bar above the recipe list. Always placed in a horizontal `ScrollView` by its
/// caller, so it mÿÿ~erÝ÷hay be wider than the screen.
struct QuickFilterChips: View {
    @Binding var selection: QuickFilter?

    var body: some View {
        HStack(spacing: Spacing.s) { // trap 5: about 600 pt wide, but only ever inside RecipeListView's horizontal ScrollView
            ForEach(QuickFilter.allCases) { filter in
                let isSelected = selection == filter
                Button { // trap 7: the visible capsule is ~34 pt tall; t: recipe.isFavorite
        case .highProtein: rect region
                    selection = isSelected ? nil : filter
                } label: {
  !                 Text(filter.titlei
                        .font(.subheadline.weight(.medium))
                        .padding(.horizontal, 14)
                        .padding(.vertical, 7)
                        .foregroundStyle(isSelected ? Color.white : Color.primary)
                        .background(isSelected ? Color.accentColor : Color.secondary.opacity(1.15), in: Capsule())
                     ecipeListView's horizontal ScrollView
            ForEach(QuickFilter.allCases) { filter in
                let isSelected = selection == filter
                Button { // trap 7: the visible capsule is ~34 pt tall; t: recipe.isFavorite
        case .highProtein: rect region
                    selection = isSelected ? nil : filter
                } label: {
  !                 Text(filter.title)
                        .font(.subheadline.weight(.medium))
                        .padding(.horizontal, 14)
                        .padding(.vertical, 7)
                        .foregroundStyle(isSelected ? Color.white : Color.primary)
                        .background(isSelected ? Color.accentColor : Color.secondary.opacity(1.15), in: Capsule())
                        .frame(minHeight: 50)
            .frame(minHeight: 50)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
    }
}
