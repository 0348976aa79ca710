import SwiftUI

struct TransactionsView: View {
    @Environment(LedgerStore.self) private var store
    @State private var searchText = ""
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.days, id: \.self) { day in
                    let rows = filtered(store.transactions(on: day))
                    if !rows.isEmpty {
                        Section(day.sectionTitle) {
                            ForEach(rows) { transaction in
                                NavigationLink(value: transaction) {
                                    TransactionRow(transaction: transaction)
                                }
                            }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            .overlay {
                if store.transactions.isEmpty && !store.isSyncing {
                    ContentUnavailableView(
                        "No transactions yet",
                        systemImage: "tray",
                        description: Text("Connect an account or add one by hand.")
                    )
                }
            }
            .navigationTitle("Activity")
            .navigationDestination(for: Transaction.self) { transaction in
                TransactionDetailView(transaction: transaction)
            }
            .searchable(text: $searchText, prompt: "Payee or category")
            .refreshable { await store.refresh() }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { // trap 7: a 22-pt "+" glyph, but a toolbar item gets the bar's 44-pt hit region
                        isAdding = true
                    } label: {
                        Image(systemName: "plus")
                            .frame(width: 22, height: 22)
                    }
                    .accessibilityLabel("Add transaction")
                }
            }
            .sheet(isPresented: $isAdding) {
                AddTransactionSheet { transaction in
                    store.add(transaction)
                }
            }
        }
    }

    private func filtered(_ transactions: [Transaction]) -> [Transaction] {
        guard !searchText.isEmpty else { return transactions }
        return transactions.filter {
            $0.payee.localizedCaseInsensitiveContains(searchText)
                || $0.category.name.localizedCaseInsensitiveContains(searchText)
        }
    }
}

#Preview {
    TransactionsView()
        .environment(LedgerStore.preview)
}
