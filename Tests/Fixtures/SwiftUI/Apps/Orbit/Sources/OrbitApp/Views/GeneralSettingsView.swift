import AppKit
import ServiceManagement
import SwiftUI

struct GeneralSettingsView: View {
    @Environment(TimerStore.self) private var store
    @State private var launchAtLogin = SMAppService.mainApp.status == .enabled

    var body: some View {
        @Bindable var store = store

        Form {
            Toggle("Launch at login", isOn: $launchAtLogin)
                .onChange(of: launchAtLogin) { _, enabled in
                    try? enabled ? SMAppService.mainApp.register() : SMAppService.mainApp.unregister()
                }
            Toggle("Show the remaining time in the menu bar", isOn: $store.showsTimeInMenuBar)
            Toggle("Play a sound when a timer ends", isOn: $store.playsSound)

            Section {
                LabeledContent("Notifications") {
                    Button("Open System Settings…") {
                        NSWorkspace.shared.open(URL(string: "x-apple.systempreferences:com.apple.Notifications-Settings.extension")!)
                    }
                    .controlSize(.small) // trap 1: a small macOS control
                }
            } footer: {
                Text("Orbit only sends a notification when a timer ends.")
                    .font(.system(size: 10)) // trap 1: 10 pt footnote in a macOS Settings pane
                    .foregroundStyle(.secondary)
            }
        }
        .formStyle(.grouped)
        .scrollDisabled(true)
        .frame(height: 240)
    }
}

#Preview {
    GeneralSettingsView()
        .environment(TimerStore())
        .frame(width: Metrics.settingsWidth)
}
