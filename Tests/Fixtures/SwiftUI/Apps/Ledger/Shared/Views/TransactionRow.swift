import SwiftUI

/// One transaction in a list. Shared by the iPhone list and the Mac table's compact mode.
struct TransactionRow: View {
    let transaction: Transaction

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: Theme.Spacing.m) {
                icon
                details
                Spacer(minLength: Theme.Spacing.s)
                amount
            }
            VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                HStack(spacing: Theme.Spacing.m) {
                    icon
                    details
                }
                amount
            }
        }
        #if os(macOS)
        .font(.system(size: 11)) // trap 1: macOS branch: 11-pt rows 22 pt high, the Mac table's density
        .frame(height: 22)
        #endif
    }

    private var icon: some View {
        Image(systemName: transaction.category.symbolName)
            .font(.system(size: 15, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: 36, height: 36)
            .background(transaction.category.tint.gradient, in: Circle())
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(transaction.payee)
            HStack(spacing: Theme.Spacing.xs) {
                Text(transaction.category.name)
                if transaction.isPending {
                    Text("· Pending")
                }
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
    }

    private var amount: some View {
        AmountText(transaction.amount, showsSign: true)
            .font(.body.weight(.medium))
    }
}

#Preview {
    List(Transaction.mockList) { transaction in
        TransactionRow(transaction: transaction)
    }
}
