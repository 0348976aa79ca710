import AppKit
import SwiftUI

@main
struct LedgerMacApp: App {
    @State private var store = LedgerStore()

    var body: some Scene {
        WindowGroup("Ledger") {
            MacRootView()
                .environment(store)
                .frame(minWidth: 720, minHeight: 480)
                .task { await store.refresh() }
        }
        .windowToolbarStyle(.unified(showsTitle: false))
        .commands {
            CommandGroup(after: .newItem) {
                Button("Refresh") {
                    Task { await store.refresh() }
                }
                .keyboardShortcut("r")
            }
        }

        Settings {
            MacSettingsView()
        }
    }
}
