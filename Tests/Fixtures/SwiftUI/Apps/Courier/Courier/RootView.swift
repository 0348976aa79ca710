import SwiftUI

struct RootView: View {
    enum Tab: String {
        case chats, settings
    }

    @EnvironmentObject private var store: ChatStore
    @SceneStorage("selectedTab") private var selectedTab: Tab = .chats

    private var unreadTotal: Int {
        store.conversations.reduce(0) { $0 + $1.unreadCount }
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            ConversationListView()
                .tabItem { Label("Chats", systemImage: "bubble.left.and.bubble.right") }
                .badge(unreadTotal)
                .tag(Tab.chats)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
    }
}

#Preview {
    RootView()
        .environmentObject(ChatStore.mock)
}
