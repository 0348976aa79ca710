import SwiftUI

struct AccountsView: View {
    @Environment(LedgerStore.self) private var store
    @State private var isLinking = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TotalsHeader(accounts: store.accounts)
                    Text("Balances update when your bank shares new transactions, usually every few hours.") // expect: truncated-text
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .frame(height: 40, alignment: .top)
                }

                ForEach(Account.Kind.allCases, id: \.self) { kind in
                    let accounts = store.accounts.filter { $0.kind == kind }
                    if !accounts.isEmpty {
                        Section(kind.title) {
                            ForEach(accounts) { account in
                                AccountRow(account: account)
                            }
                        }
                    }
                }

                Section {
                    Button { // trap 7: a one-line Label button that is its row's whole content: the row is the tap target
                        isLinking = true
                    } label: {
                        Label("Link an account", systemImage: "plus.circle.fill")
                    }
                } footer: {
                    if let lastSync = store.lastSync {
                        Text("Updated \(lastSync, style: .relative) ago") // expect: text-too-small
                            .font(.system(size: 10))
                    }
                }
            }
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .navigationTitle("Accounts")
            .refreshable { await store.refresh() }
            .sheet(isPresented: $isLinking) {
                LinkAccountSheet()
            }
        }
    }
}

private struct TotalsHeader: View { // trap 2: BudgetView.swift has its own private TotalsHeader, which overflows; this one falls back to a column and is clean
    let accounts: [Account]

    private var assets: Decimal {
        accounts.filter { $0.balance > 0 }.reduce(0) { $0 + $1.balance }
    }

    private var liabilities: Decimal {
        accounts.filter { $0.balance < 0 }.reduce(0) { $0 + $1.balance }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text("Net worth")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            AmountText(assets + liabilities)
                .font(.largeTitle.bold())
            ViewThatFits(in: .horizontal) {
                HStack(spacing: Theme.Spacing.l) {
                    figure("Assets", assets)
                    figure("Debts", liabilities)
                }
                VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                    figure("Assets", assets)
                    figure("Debts", liabilities)
                }
            }
            .font(.footnote)
        }
        .padding(.vertical, Theme.Spacing.xs)
    }

    private func figure(_ title: String, _ amount: Decimal) -> some View {
        HStack(spacing: Theme.Spacing.xs) {
            Text(title)
                .foregroundStyle(.secondary)
            AmountText(amount)
        }
    }
}

private struct AccountRow: View {
    let account: Account

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: Theme.Spacing.s) {
            VStack(alignment: .leading, spacing: 2) {
                Text(account.name)
                Text("\(account.institution) ••\(account.mask)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: Theme.Spacing.s)
            AmountText(account.balance)
        }
    }
}

private struct LinkAccountSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: Theme.Spacing.l) {
                    Image(systemName: "building.columns.circle.fill")
                        .font(.system(size: 56))
                        .foregroundStyle(.tint)
                    Text("Link your bank")
                        .font(.title2.bold())
                    Text("Ledger connects read-only. We never see your password and cannot move money.")
                        .multilineTextAlignment(.center)
                        .foregroundStyle(.secondary)
                    Button {
                        dismiss()
                    } label: {
                        Text("Continue")
                            .font(.headline)
                            .frame(maxWidth: .infinity, minHeight: 50)
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding(Theme.Spacing.xl)
            }
            .navigationTitle("Link account")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    AccountsView()
        .environment(LedgerStore.preview)
}
