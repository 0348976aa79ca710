import SwiftUI
import TrailDesign
import TrailModels

struct RootView: View {
    enum Tab: Hashable {
        case explore
        case profile
        case settings
    }

    @State private var selection: Tab = .explore

    var body: some View {
        TabView(selection: $selection) {
            FeedView()
                .tabItem { Label("Explore", systemImage: "map") }
                .tag(Tab.explore)

            ProfileView(profile: .mock)
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(Tab.profile)

            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
        .tint(Color("TrailGreen"))
    }
}

#Preview {
    RootView()
        .environment(FeedModel.preview)
}
