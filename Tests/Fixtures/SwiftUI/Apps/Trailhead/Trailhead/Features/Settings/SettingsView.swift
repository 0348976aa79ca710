import SwiftUI
import TrailDesign

struct SettingsView: View {
    @AppStorage("units") private var units: UnitSystem = .metric
    @AppStorage("feed.showsPhotos") private var showsPhotos = true
    @AppStorage("notifications.weekendDigest") private var weekendDigest = true
    @AppStorage("notifications.closureAlerts") private var closureAlerts = false

    @State private var isConfirmingSignOut = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Units", selection: $units) {
                        ForEach(UnitSystem.allCases) { unit in
                            Text(unit.title).tag(unit)
                        }
                    }
                    Toggle("Show trail photos", isOn: $showsPhotos)
                } header: {
                    Text("Display")
                }

                Section {
                    Toggle("Weekend digest", isOn: $weekendDigest)
                    Toggle("Closure alerts", isOn: $closureAlerts)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("We only notify you about trails you have saved.")
                }

                Section("About") {
                    LabeledContent("Version", value: Bundle.main.appVersion)
                    NavigationLink("Licenses") {
                        LicensesView()
                    }
                    Link("Privacy policy", destination: URL(string: "https://trailhead.app/privacy")!)
                }

                Section {
                    Button("Sign out", role: .destructive) { // trap 7: a one-line text button, but it is the row's whole content: the List row is the tap target
                        isConfirmingSignOut = true
                    }
                }
            }
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            .navigationTitle("Settings")
            .confirmationDialog("Sign out of Trailhead?", isPresented: $isConfirmingSignOut, titleVisibility: .visible) {
                Button("Sign out", role: .destructive) {}
            }
        }
    }
}

private struct LicensesView: View {
    private let licenses = [
        ("Mapbox Maps SDK", "BSD-3-Clause"),
        ("Nuke", "MIT"),
        ("swift-collections", "Apache-2.0"),
    ]

    var body: some View {
        List(licenses, id: \.0) { name, license in
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(name)
                Text(license)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        .navigationTitle("Licenses")
    }
}

#Preview {
    SettingsView()
}

#Preview("AX2") {
    SettingsView()
        .environment(\.dynamicTypeSize, .accessibility2)
}
