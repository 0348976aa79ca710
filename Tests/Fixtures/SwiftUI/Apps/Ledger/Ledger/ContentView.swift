import SwiftUI

struct ContentView: View {
    @AppStorage("selectedTab") private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            TransactionsView()
                .tabItem { Label("Activity", systemImage: "list.bullet.rectangle") }
                .tag(0)
            BudgetView()
                .tabItem { Label("Budget", systemImage: "chart.pie") }
                .tag(1)
            AccountsView()
                .tabItem { Label("Accounts", systemImage: "building.columns") }
                .tag(2)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(3)
        }
    }
}

#Preview {
    ContentView()
        .environment(LedgerStore.preview)
}
