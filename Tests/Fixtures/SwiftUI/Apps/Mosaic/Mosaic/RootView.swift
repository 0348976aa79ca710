import SwiftUI

struct RootView: View {
    enum Tab: Hashable {
        case journal, profile, settings
    }

    @AppStorage(StorageKey.hasSeenWelcome) private var hasSeenWelcome = false
    @State private var tab: Tab = .journal

    var body: some View {
        TabView(selection: $tab) {
            JournalView()
                .tabItem { Label("Journal", systemImage: "square.grid.2x2") }
                .tag(Tab.journal)

            ProfileView()
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(Tab.profile)

            NavigationStack {
                SettingsView()
            }
            .tabItem { Label("Settings", systemImage: "gearshape") }
            .tag(Tab.settings)
        }
        .fullScreenCover(isPresented: .constant(!hasSeenWelcome)) {
            WelcomeView {
                hasSeenWelcome = true
            }
        }
    }
}

#Preview {
    RootView()
        .environmentObject(JournalStore.preview)
}
