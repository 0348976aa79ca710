import SwiftUI

struct SettingsView: View {
    private enum Pane: Hashable {
        case general, presets, about
    }

    @State private var pane: Pane = .general

    var body: some View {
        TabView(selection: $pane) {
            GeneralSettingsView()
                .tabItem { Label("General", systemImage: "gearshape") }
                .tag(Pane.general)
            PresetsSettingsView()
                .tabItem { Label("Presets", systemImage: "timer") }
                .tag(Pane.presets)
            AboutView()
                .tabItem { Label("About", systemImage: "info.circle") }
                .tag(Pane.about)
        }
        .frame(width: Metrics.settingsWidth) // trap 1: a 460 pt Settings window on the Mac
    }
}

#Preview {
    SettingsView()
        .environment(TimerStore())
}
