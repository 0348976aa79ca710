#if os(macOS)
import AppKit
import SwiftUI

struct MacSettingsView: View {
    private enum Tab: Hashable {
        case general, sync
    }

    @State private var tab: Tab = .general

    var body: some View {
        TabView(selection: $tab) {
            MacGeneralPane()
                .tabItem { Label("General", systemImage: "gearshape") }
                .tag(Tab.general)
            MacSyncPane()
                .tabItem { Label("Sync", systemImage: "arrow.triangle.2.circlepath") }
                .tag(Tab.sync)
        }
        .frame(width: 420) // trap 1: a 420 pt macOS Settings window, not an iPhone screen
        .scenePadding()
    }
}

private struct MacGeneralPane: View {
    @AppStorage("defaultServings") private var defaultServings = 4
    @AppStorage("keepScreenOn") private var keepScreenOn = true
    @AppStorage("showNutrition") private var showNutrition = true

    var body: some View {
        Form {
            Stepper("Default servings: \(defaultServings)", value: $defaultServings, in: 1...12)
            Toggle("Show nutrition estimates", isOn: $showNutrition)
            Toggle("Prevent sleep while cooking", isOn: $keepScreenOn)
            Text("Applies to recipe windows opened after the change.") // trap 1: 10 pt caption in macOS Settings
                .font(.system(size: 10))
                .foregroundStyle(.secondary)
        }
        .formStyle(.grouped)
    }
}

private struct MacSyncPane: View {
    @Environment(RecipeStore.self) private var store
    @State private var lastSync = Date.now

    var body: some View {
        Form {
            LabeledContent("Recipes", value: store.recipes.count, format: .number)
            LabeledContent("Last synced") {
                Text(lastSync, style: .relative)
                    .font(.system(size: 11)) // trap 1: 11 pt small control text on the Mac
            }
            HStack(spacing: 4) {
                Spacer()
                Button { // trap 1: 20×20 pt Mac button, hit-tested with a pointer
                    NSWorkspace.shared.open(URL(string: "https://pantry.example/help/sync")!)
                } label: {
                    Image(systemName: "questionmark.circle")
                }
                .buttonStyle(.borderless)
                .frame(width: 20, height: 20)
                Button("Sync Now") {
                    Task {
                        await store.load()
                        lastSync = .now
                    }
                }
                .controlSize(.small)
            }
        }
        .formStyle(.grouped)
    }
}

#Preview {
    MacSettingsView()
        .environment(RecipeStore.preview)
}
#endif
