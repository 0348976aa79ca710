import Foundation

struct Account: Identifiable, Hashable, Codable {
    enum Kind: String, Codable, CaseIterable {
        case checking
        case savings
        case credit

        var title: String {
            switch self {
            case .checking: "Checking"
            case .savings: "Savings"
            case .credit: "Credit cards"
            }
        }
    }

    let id: UUID
    var name: String
    var institution: String
    var kind: Kind
    var balance: Decimal
    /// The last four digits, as the bank sends them ("4821").
    var mask: String
}

extension Account {
    static let mock = Account(id: UUID(uuidString: "0F5C8E1A-3B1D-4C43-9D5B-6A3E2F1C7B90")!, name: "Everyday", institution: "Northwind Bank", kind: .checking, balance: 3_245.18, mask: "4821")

    static let mockList: [Account] = [
        .mock,
        Account(id: UUID(), name: "Rainy day", institution: "Northwind Bank", kind: .savings, balance: 12_800, mask: "0937"),
        Account(id: UUID(), name: "Travel card", institution: "Contoso Card", kind: .credit, balance: -412.60, mask: "5510"),
    ]
}
