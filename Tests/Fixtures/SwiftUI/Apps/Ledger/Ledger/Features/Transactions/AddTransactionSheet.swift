import SwiftUI

struct AddTransactionSheet: View {
    var onSave: (Transaction) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var amountText = ""
    @State private var payee = ""
    @State private var category: Category = .groceries
    @State private var date = Date.now
    @State private var isExpense = true

    private var amount: Decimal? {
        Decimal(string: amountText, locale: .current)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Type", selection: $isExpense) {
                        Text("Expense").tag(true)
                        Text("Income").tag(false)
                    }
                    .pickerStyle(.segmented)

                    HStack {
                        TextField("0.00", text: $amountText)
                            .font(.system(size: 40, weight: .semibold, design: .rounded))
                            .keyboardType(.decimalPad)
                        if !amountText.isEmpty {
                            Image(systemName: "xmark.circle.fill") // expect: small-tap-target
                                .font(.system(size: 20))
                                .foregroundStyle(.tertiary)
                                .onTapGesture { amountText = "" }
                                .padding(12)
                        }
                    }
                }

                Section {
                    TextField("Payee", text: $payee)
                    Picker("Category", selection: $category) {
                        ForEach(Category.allCases) { category in
                            Text(category.name)
                                .tag(category)
                        }
                    }
                    DatePicker("Date", selection: $date, displayedComponents: .date)
                }
            }
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .navigationTitle("New transaction")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        guard let amount else { return }
                        onSave(Transaction(payee: payee, amount: isExpense ? -amount : amount, date: date, category: category))
                        dismiss()
                    }
                    .disabled(amount == nil || payee.isEmpty)
                }
            }
        }
    }
}

#Preview {
    AddTransactionSheet { _ in }
}
