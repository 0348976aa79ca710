import SwiftUI

@main
struct LedgerApp: App {
    @State private var store = LedgerStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
                .task { await store.refresh() }
        }
    }
}
