import Foundation
import Observation

@Observable
@MainActor
final class LedgerStore {
    var transactions: [Transaction] = []
    var accounts: [Account] = []
    var budgetState: LoadState<Budget> = .loading
    var lastSync: Date?
    var isSyncing = false

    @ObservationIgnored private let api: LedgerAPI

    init(api: LedgerAPI = .live) {
        self.api = api
    }

    var netWorth: Decimal { accounts.reduce(0) { $0 + $1.balance } }

    func transactions(on day: Date) -> [Transaction] {
        transactions.filter { Calendar.current.isDate($0.date, inSameDayAs: day) }
    }

    var days: [Date] {
        let starts = Set(transactions.map { Calendar.current.startOfDay(for: $0.date) })
        return starts.sorted(by: >)
    }

    func refresh() async {
        isSyncing = true
        defer { isSyncing = false }
        async let fetchedTransactions = api.transactions()
        async let fetchedAccounts = api.accounts()
        transactions = (try? await fetchedTransactions) ?? transactions
        accounts = (try? await fetchedAccounts) ?? accounts
        lastSync = .now
    }

    func loadBudget() async {
        do {
            budgetState = .loaded(try await api.budget())
        } catch {
            budgetState = .failed(error.localizedDescription)
        }
    }

    func add(_ transaction: Transaction) {
        transactions.insert(transaction, at: 0)
    }
}

extension LedgerStore {
    static let preview: LedgerStore = {
        let store = LedgerStore(api: .preview)
        store.transactions = Transaction.mockList
        store.accounts = Account.mockList
        store.budgetState = .loaded(.preview)
        store.lastSync = Date(timeIntervalSince1970: 1_718_880_000)
        return store
    }()
}

struct LedgerAPI: Sendable {
    var transactions: @Sendable () async throws -> [Transaction]
    var accounts: @Sendable () async throws -> [Account]
    var budget: @Sendable () async throws -> Budget

    static let live = LedgerAPI(
        transactions: { try await LedgerAPI.get("transactions") },
        accounts: { try await LedgerAPI.get("accounts") },
        budget: { throw URLError(.unsupportedURL) }
    )

    static let preview = LedgerAPI(
        transactions: { Transaction.mockList },
        accounts: { Account.mockList },
        budget: { Budget.preview }
    )

    private static func get<T: Decodable>(_ path: String) async throws -> T {
        let url = URL(string: "https://api.ledger.money/v1/\(path)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: data)
    }
}
