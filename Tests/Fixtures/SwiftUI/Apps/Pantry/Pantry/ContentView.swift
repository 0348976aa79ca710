import SwiftUI

struct ContentView: View {
    @Environment(RecipeStore.self) private var store
    @State private var category: RecipeCategory? = .mains
    @State private var selectedRecipe: Recipe?
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            SidebarView(selection: $category)
        } content: {
            RecipeListView(category: category, selection: $selectedRecipe)
        } detail: {
            if let selectedRecipe {
                RecipeDetailView(recipe: selectedRecipe)
                    .id(selectedRecipe.id)
            } else {
                ContentUnavailableView(
                    "No Recipe Selected",
                    systemImage: "fork.knife",
                    description: Text("Pick a recipe to see its ingredients and steps.")
                )
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

#Preview {
    ContentView()
        .environment(RecipeStore.preview)
}
