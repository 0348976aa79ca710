import SwiftUI

struct RootTabView: View {
    enum Tab: String {
        case timer, workouts, history, settings
    }

    @AppStorage("selectedTab") private var selection: Tab = .workouts

    var body: some View {
        TabView(selection: $selection) {
            TimerView()
                .tabItem { Label("Timer", systemImage: "timer") }
                .tag(Tab.timer)
            WorkoutListView()
                .tabItem { Label("Workouts", systemImage: "list.bullet") }
                .tag(Tab.workouts)
            HistoryView()
                .tabItem { Label("History", systemImage: "clock") }
                .tag(Tab.history)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
    }
}

#Preview {
    RootTabView()
        .environment(WorkoutStore.preview)
        .environment(TimerEngine.preview)
}
