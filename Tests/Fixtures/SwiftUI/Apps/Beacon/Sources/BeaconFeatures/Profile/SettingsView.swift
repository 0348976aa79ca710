import SwiftUI
import BeaconCore
import BeaconUI

struct SettingsView: View {
    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark

        var id: Self { self }
        var title: LocalizedStringKey {
            switch self {
            case .system: "System"
            case .light: "Light"
            case .dark: "Dark"
            }
        }
    }

    @Environment(\.dismiss) private var dismiss
    @Environment(SessionStore.self) private var session

    @AppStorage("alerts.onSale") private var onSaleAlerts = true
    @AppStorage("alerts.reminders") private var reminders = true
    @AppStorage("alerts.leadMinutes") private var leadMinutes = 60
    @AppStorage("wallet.autoAdd") private var autoAddToWallet = false
    @AppStorage("appearance") private var appearance: Appearance = .system

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Sale alerts", isOn: $onSaleAlerts)
                    Toggle("Reminders", isOn: $reminders)
                    Picker("Alert me", selection: $leadMinutes) {
                        Text("1 hr").tag(60)
                        Text("3 hr").tag(180)
                        Text("1 day").tag(1_440)
                    }
                    .disabled(!reminders)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("We tell you when artists you follow announce a show, and before your events start.")
                }

                Section("Wallet") {
                    Toggle("Add new tickets to Wallet", isOn: $autoAddToWallet)
                }

                Section("Display") {
                    Picker("Theme", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.title).tag(option)
                        }
                    }
                }

                Section {
                    NavigationLink("Payment") {
                        Text("Cards and Apple Pay")
                            .navigationTitle("Payment")
                    }
                    NavigationLink("Privacy") {
                        Text("Privacy choices")
                            .navigationTitle("Privacy")
                    }
                    LabeledContent("Version", value: Bundle.main.shortVersion)
                }

                Section {
                    Button("Sign out", role: .destructive) { // trap 7: a small label, but a Form row's button is tappable across the whole row
                        session.signOut()
                        dismiss()
                    }
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}

private extension Bundle {
    var shortVersion: String {
        infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
    }
}

#Preview {
    SettingsView()
        .environment(SessionStore.preview)
}
