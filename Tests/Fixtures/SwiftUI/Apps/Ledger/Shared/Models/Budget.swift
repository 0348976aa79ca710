import Foundation

struct BudgetCategory: Identifiable, Hashable {
    var id: Category { category }
    var category: Category
    var limit: Decimal
    var spent: Decimal

    var remaining: Decimal { limit - spent }
    var isOver: Bool { spent > limit }

    var progress: Double {
        guard limit > 0 else { return 0 }
        return min(1, NSDecimalNumber(decimal: spent / limit).doubleValue)
    }
}

struct Budget: Hashable {
    var month: Date
    var categories: [BudgetCategory]

    var totalLimit: Decimal { categories.reduce(0) { $0 + $1.limit } }
    var totalSpent: Decimal { categories.reduce(0) { $0 + $1.spent } }
    var totalRemaining: Decimal { totalLimit - totalSpent }
}

extension Budget {
    static let preview = Budget(
        month: Date(timeIntervalSince1970: 1_717_200_000),
        categories: [
            BudgetCategory(category: .groceries, limit: 600, spent: 417.60),
            BudgetCategory(category: .dining, limit: 250, spent: 185.85),
            BudgetCategory(category: .transport, limit: 180, spent: 60),
            BudgetCategory(category: .rent, limit: 1_850, spent: 1_850),
            BudgetCategory(category: .utilities, limit: 220, spent: 179),
            BudgetCategory(category: .subscriptions, limit: 100, spent: 123.80),
        ]
    )
}
