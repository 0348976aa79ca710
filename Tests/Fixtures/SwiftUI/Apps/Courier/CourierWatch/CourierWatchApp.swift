import SwiftUI

@main
struct CourierWatchApp: App {
    @StateObject private var store = ChatStore()

    var body: some Scene {
        WindowGroup {
            WatchConversationList()
                .environmentObject(store)
                .task { await store.refresh() }
        }
    }
}
