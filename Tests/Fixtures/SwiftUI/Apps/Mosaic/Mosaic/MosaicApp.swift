import SwiftUI

@main
struct MosaicApp: App {
    @StateObject private var store = JournalStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(store)
                .task { await store.load() }
        }
    }
}
