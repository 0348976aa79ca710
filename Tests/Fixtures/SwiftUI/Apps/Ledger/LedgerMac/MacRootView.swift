import AppKit
import SwiftUI

struct MacRootView: View {
    enum SidebarItem: String, Hashable, CaseIterable, Identifiable {
        case activity = "Activity"
        case budget = "Budget"
        case accounts = "Accounts"

        var id: String { rawValue }

        var symbolName: String {
            switch self {
            case .activity: "list.bullet.rectangle"
            case .budget: "chart.pie"
            case .accounts: "building.columns"
            }
        }
    }

    @Environment(LedgerStore.self) private var store
    @State private var selection: SidebarItem? = .activity
    @State private var selectedTransaction: Transaction.ID?

    var body: some View {
        NavigationSplitView {
            List(SidebarItem.allCases, selection: $selection) { item in
                Label(item.rawValue, systemImage: item.symbolName)
                    .font(.system(size: 12)) // trap 1: macOS sidebar: 12-pt labels in a 150-pt column are the platform's own metrics
                    .tag(item)
            }
            .navigationSplitViewColumnWidth(min: 150, ideal: 170, max: 220)
        } detail: {
            switch selection ?? .activity {
            case .activity:
                activity
            case .budget:
                VStack(alignment: .leading) {
                    Text("Last 30 days")
                        .font(.system(size: 11, weight: .medium))
                        .foregroundStyle(.secondary)
                    SparklineView(values: store.transactions.map { NSDecimalNumber(decimal: $0.amount).doubleValue })
                        .frame(height: 60)
                }
                .padding()
            case .accounts:
                Table(store.accounts) {
                    TableColumn("Account", value: \.name)
                    TableColumn("Institution", value: \.institution)
                    TableColumn("Balance") { account in
                        AmountText(account.balance)
                    }
                    .width(min: 90, ideal: 110)
                }
            }
        }
        .toolbar {
            ToolbarItemGroup {
                Button { // trap 1: a 20x20 toolbar button is normal on the Mac
                    Task { await store.refresh() }
                } label: {
                    Image(systemName: "arrow.clockwise")
                        .frame(width: 20, height: 20)
                }
                .help("Refresh")
            }
        }
    }

    private var activity: some View {
        HSplitView {
            List(store.transactions, selection: $selectedTransaction) { transaction in
                TransactionRow(transaction: transaction)
            }
            .frame(minWidth: 260)

            if let id = selectedTransaction, let transaction = store.transactions.first(where: { $0.id == id }) {
                VStack(alignment: .leading, spacing: 6) {
                    Text(transaction.payee)
                        .font(.system(size: 15, weight: .semibold))
                    AmountText(transaction.amount, showsSign: true)
                        .font(.system(size: 24, weight: .bold))
                    Text(transaction.category.name)
                        .font(.system(size: 10)) // trap 1: 10-pt caption in the Mac inspector
                        .foregroundStyle(.secondary)
                    Spacer()
                }
                .padding()
                .frame(minWidth: 220, maxWidth: .infinity, alignment: .leading)
            } else {
                Text("No selection")
                    .font(.system(size: 13))
                    .foregroundStyle(.tertiary)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }
}

#Preview {
    MacRootView()
        .environment(LedgerStore.preview)
        .frame(width: 900, height: 560)
}
