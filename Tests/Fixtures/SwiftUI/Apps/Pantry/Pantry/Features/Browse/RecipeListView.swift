import SwiftUI

struct RecipeListView: View {
    let category: RecipeCategory?
    @Binding var selection: Recipe?

    @Environment(RecipeStore.self) private var store
    @State private var query = ""
    @State private var quickFilter: QuickFilter?
    @State private var isAddingRecipe = false

    private var visibleRecipes: [Recipe] {
        store.recipes(in: category)
            .filter { quickFilter?.matches($0) ?? true }
            .filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        content
            .navigationTitle(category?.title ?? "All Recipes")
            .searchable(text: $query, prompt: "Dishes, ingredients, tags")
            .toolbar { toolbar }
            .sheet(isPresented: $isAddingRecipe) {
                NewRecipeForm()
            }
    }

    @ViewBuilder
    private var content: some View {
        switch store.state {
        case .idle, .loading:
            ProgressView("Loading recipes…")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        case .failed(let message):
            ContentUnavailableView {
                Label("Couldn't Load Recipes", systemImage: "wifi.exclamationmark")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    Task { await store.load() }
                }
            }
        case .loaded:
            List(selection: $selection) {
                Section {
                    ScrollView(.horizontal, showsIndicators: false) {
                        QuickFilterChips(selection: $quickFilter)
                            .padding(.horizontal, Spacing.l)
                    }
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                }

                Section {
                    ForEach(visibleRecipes) { recipe in
                        NavigationLink(value: recipe) {
                            RecipeRow(recipe: recipe)
                        }
                    }
                }
            }
            .pantryListStyle()
            .refreshable { await store.load() }
            .overlay {
                if visibleRecipes.isEmpty && !query.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
    }

    @ToolbarContentBuilder
    private var toolbar: some ToolbarContent {
        #if os(iOS)
        ToolbarItem(placement: .topBarTrailing) {
            Button { // trap 7: a 22 pt "plus" in the navigation bar; the bar gives it a 44 pt hit region
                isAddingRecipe = true
            } label: {
                Image(systemName: "plus")
            }
            .accessibilityLabel("New Recipe")
        }
        #else
        ToolbarItem(placement: .primaryAction) {
            Button("New Recipe", systemImage: "plus") {
                isAddingRecipe = true
            }
        }
        #endif
    }
}

private struct NewRecipeForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var category: RecipeCategory = .mains
    @State private var servings = 4
    @State private var minutes = 30
    @State private var notes = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Recipe") {
                    TextField("Title", text: $title)
                    Picker("Category", selection: $category) {
                        ForEach(RecipeCategory.allCases) { category in
                            Label(category.title, systemImage: category.symbol).tag(category)
                        }
                    }
                }
                Section {
                    Stepper("Serves \(servings)", value: $servings, in: 1...12)
                    Stepper("\(minutes) minutes", value: $minutes, in: 5...240, step: 5)
                } header: {
                    Text("Timing")
                } footer: {
                    Text("Total time includes preparation and cooking.")
                }
                Section("Notes") {
                    TextField("Where it came from, what to change next time", text: $notes, axis: .vertical)
                        .lineLimit(3...8)
                }
            }
            .navigationTitle("New Recipe")
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                        .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview("Loaded") {
    NavigationStack {
        RecipeListView(category: nil, selection: .constant(nil))
    }
    .environment(RecipeStore.preview)
}

#Preview("New recipe") {
    NewRecipeForm()
}
