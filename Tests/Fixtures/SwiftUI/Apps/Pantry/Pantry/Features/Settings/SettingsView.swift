import SwiftUI

struct SettingsView: View {
    @Environment(RecipeStore.self) private var store
    @AppStorage("defaultServings") private var defaultServings = 4
    @AppStorage("keepScreenOn") private var keepScreenOn = true
    @AppStorage("showNutrition") private var showNutrition = true
    @AppStorage("timerSound") private var timerSound = TimerSound.bell
    @State private var isConfirmingReset = false

    enum TimerSound: String, CaseIterable, Identifiable {
        case bell, chime, none
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    var body: some View {
        Form {
            Section {
                Stepper("Default servings: \(defaultServings)", value: $defaultServings, in: 1...12)
                Toggle("Keep the screen on while cooking", isOn: $keepScreenOn)
                Picker("Timer sound", selection: $timerSound) {
                    ForEach(TimerSound.allCases) { sound in
                        Text(sound.title).tag(sound)
                    }
                }
            } header: {
                Text("Cooking")
            } footer: {
                Text("The screen stays awake while a recipe's steps are open.")
            }

            Section("Recipes") {
                Toggle("Show nutrition estimates", isOn: $showNutrition)
                LabeledContent("Saved recipes", value: store.recipes.count, format: .number)
                LabeledContent("Items to buy", value: store.shoppingList.count, format: .number)
            }

            Section {
                Button("Reset Shopping List", role: .destructive) { // trap 7: the button is the whole Form row; the row is hit-tested
                    isConfirmingReset = true
                }
            }

            Section("About") {
                LabeledContent("Version", value: Bundle.main.shortVersion)
                Link("Privacy Policy", destination: URL(string: "https://pantry.example/privacy")!)
                Link("Send Feedback", destination: URL(string: "mailto:feedback@pantry.example")!)
            }
        }
        .navigationTitle("Settings")
        .confirmationDialog("Remove every item from the shopping list?", isPresented: $isConfirmingReset, titleVisibility: .visible) {
            Button("Reset", role: .destructive) {
                store.shoppingList.removeAll()
            }
        }
    }
}

extension Bundle {
    var shortVersion: String {
        object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
    }
}

#Preview {
    NavigationStack {
        SettingsView()
    }
    .environment(RecipeStore.preview)
}

#Preview("AX3") {
    NavigationStack {
        SettingsView()
    }
    .environment(RecipeStore.preview)
    .environment(\.dynamicTypeSize, .accessibility3)
}
