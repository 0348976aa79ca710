import SwiftUI

struct RecipeRow: View { // trap 5: only ever a List row (RecipeListView); judged at the row's width, not as a 393×759 screen
    let recipe: Recipe
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @State private var isHovering = false

    private var layout: AnyLayout {
        dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: Spacing.s))
            : AnyLayout(HStackLayout(spacing: Spacing.m))
    }

    var body: some View {
        layout { // trap 6: an HStack up to xxxLarge, a VStack at accessibility sizes (read from the environment)
            RecipeThumbnail(url: recipe.imageURL)
                .frame(width: Theme.thumbnailSize, height: Theme.thumbnailSize)
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))

            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.title)
                    .font(.headline)
                Text("\(recipe.totalMinutes) min · \(recipe.difficulty.title)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            if recipe.isFavorite {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.pink)
                    .accessibilityLabel("Favorite")
            }
        }
        .padding(.vertical, Spacing.xs)
        .overlay(alignment: .trailing) {
            if isHovering { // trap 6: false until a pointer hovers (never on iPhone); the 384 pt action bar is not shown
                QuickActions(recipe: recipe)
            }
        }
        .onHover { isHovering = $0 }
    }
}

struct RecipeThumbnail: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url, transaction: Transaction(animation: .easeOut)) { phase in
            switch phase {
            case .success(let image):
                image
                    .resizable()
                    .scaledToFill()
            case .failure:
                Image(systemName: "photo")
                    .foregroundStyle(.secondary)
            default:
                Rectangle()
                    .fill(.fill.tertiary)
            }
        }
    }
}

private struct QuickActions: View {
    let recipe: Recipe
    @Environment(RecipeStore.self) private var store

    var body: some View {
        HStack(spacing: Spacing.m) {
            Button("Add to List") { store.addToShoppingList(recipe) }
                .frame(width: 120)
            Button(recipe.isFavorite ? "Unfavorite" : "Favorite") { store.toggleFavorite(recipe) }
                .frame(width: 120)
            ShareLink("Share", item: recipe.sourceURL ?? URL(string: "https://pantry.example")!)
                .frame(width: 120)
        }
        .buttonStyle(.bordered)
    }
}

#Preview {
    List {
        RecipeRow(recipe: .mock)
        RecipeRow(recipe: .quick)
    }
    .environment(RecipeStore.preview)
}
