import Foundation

struct Recipe: Identifiable, Hashable, Codable {
    var id: UUID
    var title: String
    var summary: String
    var category: RecipeCategory
    var prepMinutes: Int
    var cookMinutes: Int
    var servings: Int
    var caloriesPerServing: Int
    var difficulty: Difficulty
    var tags: [String]
    var ingredients: [Ingredient]
    var steps: [String]
    var imageURL: URL?
    var sourceURL: URL?
    var isFavorite: Bool

    var totalMinutes: Int { prepMinutes + cookMinutes }
}

struct Ingredient: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var quantity: Double
    var unit: String
    var note: String?

    var formattedQuantity: String {
        let number = quantity.formatted(.number.precision(.fractionLength(0...2)))
        return unit.isEmpty ? number : "\(number) \(unit)"
    }

    /// Imperial units are not offered in Settings yet; kept for the upcoming unit switch.
    func imperialQuantity(scaledBy scale: Double) -> String {
        let amount = quantity * scale
        switch unit {
        case "g": return (amount / 28.35).formatted(.number.precision(.fractionLength(0...1))) + " oz"
        case "ml": return (amount / 29.57).formatted(.number.precision(.fractionLength(0...1))) + " fl oz"
        case "l": return (amount * 4.227).formatted(.number.precision(.fractionLength(0...1))) + " cups"
        default: return amount.formatted(.number.precision(.fractionLength(0...2))) + (unit.isEmpty ? "" : " \(unit)")
        }
    }
}

enum RecipeCategory: String, CaseIterable, Identifiable, Codable {
    case breakfast, mains, sides, baking, drinks

    var id: String { rawValue }

    var title: String {
        switch self {
        case .breakfast: "Breakfast"
        case .mains: "Mains"
        case .sides: "Sides"
        case .baking: "Baking"
        case .drinks: "Drinks"
        }
    }

    var symbol: String {
        switch self {
        case .breakfast: "sun.horizon"
        case .mains: "fork.knife"
        case .sides: "carrot"
        case .baking: "birthday.cake"
        case .drinks: "cup.and.saucer"
        }
    }
}

enum Difficulty: String, Codable {
    case easy, medium, hard

    var title: String { rawValue.capitalized }
}

enum UnitSystem: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: Self { self }
}

extension Recipe {
    static let mock = Recipe(
        id: UUID(uuidString: "6E1B1C52-6A43-4C39-9E0B-3F0E6E2B1A01")!,
        title: "Charred Leek and Lemon Risotto",
        summary: "A weeknight risotto that gets its depth from leeks charred hard in a dry pan, finished with lemon zest and a spoon of mascarpone.",
        category: .mains,
        prepMinutes: 15,
        cookMinutes: 35,
        servings: 4,
        caloriesPerServing: 520,
        difficulty: .medium,
        tags: ["Vegetarian", "One-pot", "Weeknight", "Freezer-friendly"],
        ingredients: [
            Ingredient(name: "Arborio rice", quantity: 300, unit: "g"),
            Ingredient(name: "Leeks", quantity: 2, unit: "", note: "white and pale green parts"),
            Ingredient(name: "Vegetable stock", quantity: 1.2, unit: "l", note: "kept hot"),
            Ingredient(name: "Dry white wine", quantity: 120, unit: "ml"),
            Ingredient(name: "Lemon", quantity: 1, unit: "", note: "zest and juice"),
            Ingredient(name: "Mascarpone", quantity: 2, unit: "tbsp"),
        ],
        steps: [
            "Char the sliced leeks in a dry pan over high heat until blackened in places, then set aside.",
            "Toast the rice in olive oil for two minutes, add the wine and let it bubble away.",
            "Add the stock a ladle at a time, stirring, for about 18 minutes.",
            "Fold in the leeks, lemon and mascarpone; rest for two minutes before serving.",
        ],
        imageURL: URL(string: "https://images.pantry.example/recipes/leek-risotto.jpg"),
        sourceURL: URL(string: "https://pantry.example/r/leek-risotto"),
        isFavorite: true
    )

    static let quick = Recipe(
        id: UUID(uuidString: "6E1B1C52-6A43-4C39-9E0B-3F0E6E2B1A02")!,
        title: "Miso Butter Eggs",
        summary: "Soft scrambled eggs with white miso.",
        category: .breakfast,
        prepMinutes: 2,
        cookMinutes: 6,
        servings: 1,
        caloriesPerServing: 310,
        difficulty: .easy,
        tags: ["Quick"],
        ingredients: [
            Ingredient(name: "Eggs", quantity: 3, unit: ""),
            Ingredient(name: "White miso", quantity: 1, unit: "tsp"),
            Ingredient(name: "Butter", quantity: 15, unit: "g"),
        ],
        steps: ["Whisk the eggs with the miso.", "Cook gently in the butter, stirring, until just set."],
        imageURL: nil,
        sourceURL: nil,
        isFavorite: false
    )

    static let samples: [Recipe] = [.mock, .quick]
}
