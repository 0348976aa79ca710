import SwiftUI

struct SettingsView: View {
    @AppStorage("currencyCode") private var currencyCode = "USD"
    @AppStorage("hideBalances") private var hideBalances = false
    @AppStorage("roundAmounts") private var roundAmounts = false
    @AppStorage("requireFaceID") private var requireFaceID = true
    @AppStorage("weeklySummary") private var weeklySummary = true

    @State private var isConfirmingReset = false

    private let currencies = ["USD", "EUR", "GBP", "CAD", "JPY"]

    var body: some View {
        NavigationStack {
            Form {
                Section("Display") {
                    Picker("Currency", selection: $currencyCode) {
                        ForEach(currencies, id: \.self) { code in
                            Text(code).tag(code)
                        }
                    }
                    Toggle("Hide balances", isOn: $hideBalances)
                    Toggle("Round amounts", isOn: $roundAmounts)
                }

                Section {
                    Toggle("Require Face ID", isOn: $requireFaceID)
                    Toggle("Weekly summary", isOn: $weeklySummary)
                } header: {
                    Text("Privacy")
                } footer: {
                    Text("The summary arrives on Monday mornings.")
                }

                Section {
                    NavigationLink("Export") {
                        ExportView()
                    }
                    Button("Erase all data", role: .destructive) {
                        isConfirmingReset = true
                    }
                }
            }
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            .navigationTitle("Settings")
            .alert("Erase all data?", isPresented: $isConfirmingReset) {
                Button("Erase", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This removes every transaction from this iPhone.")
            }
        }
    }
}

private struct ExportView: View {
    @State private var format = "CSV"
    @State private var includePending = true

    var body: some View {
        Form {
            Picker("Format", selection: $format) {
                Text("CSV").tag("CSV")
                Text("OFX").tag("OFX")
            }
            .pickerStyle(.inline)
            Toggle("Include pending", isOn: $includePending)
            ShareLink(item: "ledger-export.csv") {
                Label("Export", systemImage: "square.and.arrow.up")
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        .navigationTitle("Export")
    }
}

#Preview {
    SettingsView()
}
