import SwiftUI

@main
struct PantryApp: App {
    @State private var store = RecipeStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
                .task { await store.load() }
        }
        #if os(macOS)
        .defaultSize(width: 1100, height: 720)
        .commands {
            SidebarCommands()
            CommandGroup(after: .newItem) {
                Button("Reload Recipes") { Task { await store.load() } }
                    .keyboardShortcut("r")
            }
        }
        #endif

        #if os(macOS)
        Settings {
            MacSettingsView()
                .environment(store)
        }
        #endif
    }
}
