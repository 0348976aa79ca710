import SwiftUI

struct TransactionDetailView: View {
    let transaction: Transaction

    @Environment(LedgerStore.self) private var store
    @State private var isConfirmingDelete = false

    private var account: Account? {
        store.accounts.first { $0.id == transaction.accountID }
    }

    var body: some View {
        List {
            Section {
                header
                    .listRowBackground(Color.clear)
            }

            Section("Details") {
                LabeledContent("Category", value: transaction.category.name)
                LabeledContent("Date", value: transaction.date.formatted(date: .abbreviated, time: .omitted))
                if let account {
                    LabeledContent("Account", value: account.name)
                }
                LabeledContent("Status", value: transaction.isPending ? "Pending" : "Posted")
            }

            if let note = transaction.note {
                Section("Note") {
                    Text(note)
                }
            }

            transaction.receiptURL.map { url in // trap 6: Optional.map in a builder: the receipt section exists only when there is a receipt; its image is resizable and capped at 240 pt
                Section("Receipt") {
                    AsyncImage(url: url) { image in
                        image
                            .resizable()
                            .scaledToFit()
                    } placeholder: {
                        ProgressView()
                            .frame(maxWidth: .infinity, minHeight: 120)
                    }
                    .frame(maxHeight: 240)
                }
            }

            Section {
                Button("Delete transaction", role: .destructive) {
                    isConfirmingDelete = true
                }
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        .navigationTitle(transaction.payee)
        .navigationBarTitleDisplayMode(.inline)
        .confirmationDialog("Delete this transaction?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        }
    }

    private var header: some View {
        VStack(spacing: Theme.Spacing.m) {
            AmountText(transaction.amount, showsSign: true)
                .font(.system(size: 44, weight: .bold, design: .rounded))
            Text(transaction.payee)
                .font(.headline)
                .multilineTextAlignment(.center)

            HStack(spacing: Theme.Spacing.xl) {
                Button { // trap 3: CircleIconButtonStyle (Shared/Styles) pads the 24-pt glyph box by 13: a 50x50 target
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibilityLabel("Share")

                Button {
                } label: {
                    Image(systemName: "person.2")
                }
                .accessibilityLabel("Split")

                Button {
                } label: {
                    Image(systemName: "doc.text.viewfinder")
                }
                .accessibilityLabel("Attach receipt")
            }
            .buttonStyle(.circleIcon)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, Theme.Spacing.s)
    }
}

#Preview {
    NavigationStack {
        TransactionDetailView(transaction: .mock)
    }
    .environment(LedgerStore.preview)
}
