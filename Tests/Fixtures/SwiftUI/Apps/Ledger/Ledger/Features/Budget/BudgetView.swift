import SwiftUI

struct BudgetView: View {
    @Environment(LedgerStore.self) private var store
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    private var columns: [GridItem] {
        [GridItem(.adaptive(minimum: 150), spacing: Theme.Spacing.m)]
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: Theme.Spacing.l) {
                    switch store.budgetState { // trap 6: a stored enum whose default is .loading; once loaded (what users see) the grid shows, and only one case is drawn at a time
                    case .loading:
                        ProgressView("Loading budget…")
                            .frame(maxWidth: .infinity, minHeight: 200)
                    case .loaded(let budget):
                        TotalsHeader(budget: budget)

                        if horizontalSizeClass == .regular {
                            CategoryTable(budget: budget)
                        }

                        LazyVGrid(columns: columns, spacing: Theme.Spacing.m) { // trap 6: computed columns: adaptive, at least 150 pt: two columns on a portrait iPhone
                            ForEach(budget.categories) { category in
                                BudgetCategoryCard(category: category)
                            }
                        }
                    case .failed(let message):
                        ContentUnavailableView {
                            Label("Budget unavailable", systemImage: "exclamationmark.triangle")
                        } description: {
                            Text(message)
                        }
                    }
                }
                .padding(.horizontal, Theme.Spacing.l)
                .padding(.bottom, Theme.Spacing.xl)
            }
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .background(Theme.groupedBackground)
            .navigationTitle("June budget")
            .task { await store.loadBudget() }
        }
    }
}

/// The month's totals: three fixed columns.
private struct TotalsHeader: View { // trap 2: AccountsView.swift has its own private TotalsHeader, which is clean; the finding is in this one
    let budget: Budget

    var body: some View {
        HStack(spacing: Theme.Spacing.m) { // expect: overflow
            column("Budgeted", budget.totalLimit)
            column("Spent", budget.totalSpent)
            column("Remaining", budget.totalRemaining)
        }
        .padding(.vertical, Theme.Spacing.s)
    }

    private func column(_ title: String, _ amount: Decimal) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            AmountText(amount)
                .font(.subheadline.weight(.semibold))
        }
        .frame(width: Theme.totalsColumnWidth, alignment: .leading) // trap 3: the width is a constant in Shared/Styles/Theme.swift (120 pt); three of them make the row overflow
    }
}

/// Every category in one row each, with five figures: shown only where the width class is regular.
private struct CategoryTable: View {
    let budget: Budget

    var body: some View {
        VStack(spacing: Theme.Spacing.s) {
            ForEach(budget.categories) { item in
                HStack(spacing: Theme.Spacing.m) { // trap 4: drawn only when horizontalSizeClass is .regular (iPad, or a Plus/Pro Max in landscape: 814/832 pt); its 748-pt rows never meet a portrait iPhone
                    Text(item.category.name)
                        .frame(width: 140, alignment: .leading)
                    AmountText(item.limit)
                        .frame(width: 140, alignment: .trailing)
                    AmountText(item.spent)
                        .frame(width: 140, alignment: .trailing)
                    AmountText(item.remaining)
                        .frame(width: 140, alignment: .trailing)
                    ProgressView(value: item.progress)
                        .frame(width: 140)
                }
                .font(.subheadline)
            }
        }
        .card()
    }
}

#Preview {
    BudgetView()
        .environment(LedgerStore.preview)
}
