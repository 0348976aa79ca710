import Foundation
import Observation

@Observable
final class RecipeStore {
    enum LoadState: Equatable {
        case idle
        case loading
        case loaded
        case failed(String)
    }

    var state: LoadState = .idle
    var recipes: [Recipe] = []
    var shoppingList: [ShoppingItem] = []
    var isTimerRunning = false
    var timerRemaining: Duration = .zero

    private let client: RecipeClient

    init(client: RecipeClient = .live) {
        self.client = client
    }

    func recipes(in category: RecipeCategory?) -> [Recipe] {
        guard let category else { return recipes }
        return recipes.filter { $0.category == category }
    }

    @MainActor
    func load() async {
        state = .loading
        do {
            recipes = try await client.fetchRecipes()
            state = .loaded
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func fetchTip() async -> KitchenTip? {
        try? await client.fetchTip()
    }

    func addToShoppingList(_ recipe: Recipe) {
        let items = recipe.ingredients.map { ShoppingItem(name: $0.name, detail: $0.formattedQuantity) }
        shoppingList.append(contentsOf: items)
    }

    func toggleFavorite(_ recipe: Recipe) {
        guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
        recipes[index].isFavorite.toggle()
    }
}

struct ShoppingItem: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var detail: String
    var isChecked = false
}

struct RecipeClient {
    var fetchRecipes: () async throws -> [Recipe]
    var fetchTip: () async throws -> KitchenTip

    static let live = RecipeClient(
        fetchRecipes: {
            let url = URL(string: "https://api.pantry.example/v2/recipes")!
            let (data, _) = try await URLSession.shared.data(from: url)
            return try JSONDecoder().decode([Recipe].self, from: data)
        },
        fetchTip: {
            let url = URL(string: "https://api.pantry.example/v2/tips/today")!
            let (data, _) = try await URLSession.shared.data(from: url)
            return try JSONDecoder().decode(KitchenTip.self, from: data)
        }
    )

    static let preview = RecipeClient(
        fetchRecipes: { Recipe.samples },
        fetchTip: { throw URLError(.notConnectedToInternet) }
    )
}

struct KitchenTip: Codable, Hashable {
    var headline: String
    var body: String
}

extension RecipeStore {
    static let preview: RecipeStore = {
        let store = RecipeStore(client: .preview)
        store.recipes = Recipe.samples
        store.state = .loaded
        store.shoppingList = [
            ShoppingItem(name: "Arborio rice", detail: "300 g"),
            ShoppingItem(name: "Leeks", detail: "2", isChecked: true),
            ShoppingItem(name: "Mascarpone", detail: "2 tbsp"),
        ]
        return store
    }()
}
