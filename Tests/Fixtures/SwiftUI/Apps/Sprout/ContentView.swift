import SwiftUI

struct ContentView: View {
    var body: some View {
        TabView {
            PlantsListView()
                .tabItem {
                    Label("Plants", systemImage: "leaf")
                }
            TodayView()
                .tabItem {
                    Label("Today", systemImage: "checklist")
                }
            SettingsView()
                .tabItem {
                    Label("Settings", systemImage: "gear")
                }
        }
        .accentColor(.sproutGreen)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .environmentObject(PlantStore())
    }
}
