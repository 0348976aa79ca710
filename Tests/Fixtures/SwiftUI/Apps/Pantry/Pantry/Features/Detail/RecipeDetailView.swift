import SwiftUI

struct RecipeDetailView: View {
    let recipe: Recipe

    @Environment(RecipeStore.self) private var store
    @State private var servings: Int
    @State private var completedSteps: Set<Int> = []
    @State private var isInspectorPresented = true

    init(recipe: Recipe) {
        self.recipe = recipe
        _servings = State(initialValue: recipe.servings)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.xl) {
                hero

                Header(recipe: recipe) {
                    store.toggleFavorite(recipe)
                }

                statBar

                VStack(alignment: .leading, spacing: Spacing.m) {
                    SectionHeader(title: "Ingredients", actionTitle: "Add all") {
                        store.addToShoppingList(recipe)
                    }
                    ServingsControl(servings: $servings)
                    IngredientGrid(
                        ingredients: recipe.ingredients,
                        scale: Double(servings) / Double(recipe.servings)
                    )
                }

                VStack(alignment: .leading, spacing: Spacing.m) {
                    SectionHeader(title: "Steps", actionTitle: "Start cooking") {
                        completedSteps = []
                    }
                    ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                        StepRow(number: index + 1, text: step, isDone: completedSteps.contains(index)) {
                            toggleStep(index)
                        }
                    }
                }

                recipe.sourceURL.map { url in // trap 6: Optional.map in a builder: a Link when the recipe has a source, nothing otherwise
                    Link(destination: url) {
                        Label("View the original recipe", systemImage: "safari")
                            .frame(minHeight: 44)
                            .contentShape(Rectangle())
                    }
                }

                NutritionNote(calories: recipe.caloriesPerServing)
            }
            .padding(.horizontal, Spacing.l)
            .padding(.bottom, Spacing.xl)
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        .navigationTitle(recipe.title)
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        .toolbar {
            if let url = recipe.sourceURL {
                ToolbarItem(placement: .primaryAction) {
                    ShareLink(item: url) { // trap 7: toolbar item; the navigation bar gives it a 44 pt hit region
                        Image(systemName: "square.and.arrow.up")
                    }
                }
            }
        }
        #if os(macOS)
        .inspector(isPresented: $isInspectorPresented) {
            MacRecipeInspector(recipe: recipe)
                .inspectorColumnWidth(min: 200, ideal: Theme.inspectorWidth, max: 320)
        }
        #endif
    }

    private var hero: some View {
        Rectangle()
            .fill(.fill.tertiary)
            .frame(height: Theme.heroHeight)
            .overlay {
                AsyncImage(url: recipe.imageURL) { image in
                    image
                        .resizable()
                        .scaledToFill()
                } placeholder: {
                    ProgressView()
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: Theme.cornerRadius, style: .continuous))
            .overlay(alignment: .bottomLeading) {
                TagChips(tags: recipe.tags).frame(width: Theme.tagAreaWidth, height: Theme.chipHeight, alignment: .leading).clipped() // expect: clipped-by-frame
                    .padding(Spacing.m)
            }
    }

    private var statBar: some View {
        HStack(spacing: Spacing.m) { // expect: overflow
            StatTile(value: "\(recipe.totalMinutes) min", label: "Total time", systemImage: "clock")
            StatTile(value: "\(recipe.servings)", label: "Servings", systemImage: "person.2")
            StatTile(value: recipe.difficulty.title, label: "Difficulty", systemImage: "chart.bar")
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }

    private func toggleStep(_ index: Int) {
        if completedSteps.contains(index) {
            completedSteps.remove(index)
        } else {
            completedSteps.insert(index)
        }
    }
}

private struct Header: View {
    let recipe: Recipe
    let toggleFavorite: () -> Void

    var body: some View {
        HStack(alignment: .top, spacing: Spacing.m) {
            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text(recipe.title)
                    .font(.title.bold())
                Text("Tested twice in the Pantry test kitchen") // expect: truncated-text // trap 2: this file's Header; ShoppingListView's private Header is clean
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                Text(recipe.summary)
                    .foregroundStyle(.secondary)
                    .padding(.top, Spacing.xs)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            Button(action: toggleFavorite) { // trap 3: IconButtonStyle (Styles/IconButtonStyle.swift) pads the 24 pt glyph to a 50 pt circle
                Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
                    .frame(width: 24, height: 24)
            }
            .buttonStyle(.icon(tint: .pink))
            .accessibilityLabel(recipe.isFavorite ? "Remove from Favorites" : "Add to Favorites")
        }
    }
}

private struct StatTile: View {
    let value: String
    let label: String
    let systemImage: String

    var body: some View {
        VStack(spacing: Spacing.xs) {
            Image(systemName: systemImage)
                .foregroundStyle(.tint)
            Text(value)
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(width: Theme.statTileWidth)
        .padding(.vertical, Spacing.m)
        .background(.fill.quaternary, in: RoundedRectangle(cornerRadius: Theme.cornerRadius, style: .continuous))
    }
}

private struct NutritionNote: View {
    let calories: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("\(calories) kcal per serving")
                .font(.footnote.weight(.semibold))
            Text("Nutrition values are estimates calculated from the ingredient list and may vary.") // expect: text-too-small
                .font(.system(size: 9))
                .foregroundStyle(.secondary)
        }
    }
}

#if os(macOS)
private struct MacRecipeInspector: View {
    let recipe: Recipe

    var body: some View {
        Form {
            LabeledContent("Category", value: recipe.category.title)
            LabeledContent("Prep", value: "\(recipe.prepMinutes) min")
            LabeledContent("Cook", value: "\(recipe.cookMinutes) min")
            Text("Added from \(recipe.sourceURL?.host() ?? "Pantry")") // trap 1: 10 pt footnote in a macOS inspector
                .font(.system(size: 10))
                .foregroundStyle(.tertiary)
        }
        .formStyle(.grouped)
        .controlSize(.small)
        .frame(minWidth: 200)
    }
}
#endif

#Preview("Risotto") {
    NavigationStack {
        RecipeDetailView(recipe: .mock)
    }
    .environment(RecipeStore.preview)
}

#Preview("Quick, AX") {
    NavigationStack {
        RecipeDetailView(recipe: .quick)
    }
    .environment(RecipeStore.preview)
    .environment(\.dynamicTypeSize, .accessibility1)
}
