import SwiftUI
import BeaconCore
import BeaconFeatures
import BeaconUI

@main
struct BeaconApp: App {
    @State private var events = EventStore()
    @State private var tickets = TicketStore()
    @State private var session = SessionStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(events)
                .environment(tickets)
                .environment(session)
                .tint(.beaconAccent)
        }
    }
}

struct RootView: View {
    enum Tab: String {
        case discover, tickets, profile
    }

    @AppStorage("selectedTab") private var selectedTab: Tab = .discover

    var body: some View {
        TabView(selection: $selectedTab) {
            DiscoverView()
                .tabItem { Label("Discover", systemImage: "sparkles") }
                .tag(Tab.discover)
            TicketsView()
                .tabItem { Label("Tickets", systemImage: "ticket") }
                .tag(Tab.tickets)
            ProfileView()
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(Tab.profile)
        }
    }
}

#Preview {
    RootView()
        .environment(EventStore.preview)
        .environment(TicketStore.preview)
        .environment(SessionStore.preview)
}
