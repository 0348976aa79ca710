import SwiftUI

/// One budget category: a cell of BudgetView's grid.
struct BudgetCategoryCard: View { // trap 5: only ever a LazyVGrid cell (165 pt wide on iPhone SE): judged as a 393-pt screen its footer fits; in the cell it does not
    let category: BudgetCategory

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            HStack {
                Image(systemName: category.category.symbolName)
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(.white)
                    .frame(width: 30, height: 30)
                    .background(category.category.tint.gradient, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                Spacer()
                Text(category.progress, format: .percent.precision(.fractionLength(0)))
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(category.isOver ? Theme.negative : .secondary)
            }

            Text(category.category.name)
                .font(.subheadline)

            ProgressView(value: category.progress)
                .tint(category.isOver ? Theme.negative : category.category.tint)

            HStack(spacing: Theme.Spacing.xs) {
                Text("Remaining") // expect: truncated-text
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                Spacer(minLength: Theme.Spacing.xs)
                AmountText(category.remaining)
                    .fontWeight(.semibold)
                    .layoutPriority(1)
            }
            .font(.footnote)
        }
        .card()
    }
}

#Preview {
    BudgetCategoryCard(category: Budget.preview.categories[0])
        .frame(width: 170)
        .padding()
}

#Preview("Over budget") { // trap 2: one view, many roots: the grid and three previews reach the card; its footer is still one finding
    BudgetCategoryCard(category: Budget.preview.categories[5])
        .frame(width: 170)
        .padding()
}

#Preview("All categories") {
    VStack(spacing: Theme.Spacing.m) { // trap 5: preview scaffolding: six full-width cards stacked without a ScrollView (about 810 pt); the app shows them in a scrolling grid
        ForEach(Budget.preview.categories) { category in
            BudgetCategoryCard(category: category)
        }
    }
    .padding()
}
