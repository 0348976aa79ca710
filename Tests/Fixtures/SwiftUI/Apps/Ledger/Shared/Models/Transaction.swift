import Foundation

enum Category: String, CaseIterable, Codable, Identifiable, Hashable {
    case groceries
    case dining
    case transport
    case rent
    case utilities
    case subscriptions
    case income
    case transfer

    var id: String { rawValue }

    var name: String {
        switch self {
        case .groceries: "Groceries"
        case .dining: "Dining"
        case .transport: "Transport"
        case .rent: "Rent"
        case .utilities: "Utilities"
        case .subscriptions: "Subscriptions"
        case .income: "Income"
        case .transfer: "Transfer"
        }
    }

    var symbolName: String {
        switch self {
        case .groceries: "cart.fill"
        case .dining: "fork.knife"
        case .transport: "tram.fill"
        case .rent: "house.fill"
        case .utilities: "bolt.fill"
        case .subscriptions: "play.rectangle.fill"
        case .income: "arrow.down.circle.fill"
        case .transfer: "arrow.left.arrow.right"
        }
    }
}

struct Transaction: Identifiable, Hashable, Codable {
    let id: UUID
    var payee: String
    var amount: Decimal
    var date: Date
    var category: Category
    var accountID: Account.ID
    var note: String?
    var receiptURL: URL?
    var isPending: Bool

    init(
        id: UUID = UUID(),
        payee: String,
        amount: Decimal,
        date: Date,
        category: Category,
        accountID: Account.ID = Account.mock.id,
        note: String? = nil,
        receiptURL: URL? = nil,
        isPending: Bool = false
    ) {
        self.id = id
        self.payee = payee
        self.amount = amount
        self.date = date
        self.category = category
        self.accountID = accountID
        self.note = note
        self.receiptURL = receiptURL
        self.isPending = isPending
    }
}

extension Transaction {
    static let mock = Transaction(
        payee: "Blue Bottle Coffee",
        amount: -6.50,
        date: Date(timeIntervalSince1970: 1_718_870_400),
        category: .dining,
        note: "Flat white and a croissant",
        isPending: true
    )

    static let mockList: [Transaction] = [
        .mock,
        Transaction(payee: "Whole Foods Market", amount: -84.12, date: Date(timeIntervalSince1970: 1_718_784_000), category: .groceries),
        Transaction(payee: "Salary", amount: 2_400, date: Date(timeIntervalSince1970: 1_718_697_600), category: .income),
        Transaction(payee: "Transfer to Savings", amount: -500, date: Date(timeIntervalSince1970: 1_718_697_600), category: .transfer),
        Transaction(payee: "Rent", amount: -1_850, date: Date(timeIntervalSince1970: 1_718_611_200), category: .rent),
        Transaction(payee: "Metro Card", amount: -33, date: Date(timeIntervalSince1970: 1_718_524_800), category: .transport),
    ]
}
