import SwiftUI

struct SettingsView: View {
    enum PhotoQuality: String, CaseIterable, Identifiable {
        case original, high, compact
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    @AppStorage(StorageKey.dailyReminder) private var dailyReminder = true
    @AppStorage(StorageKey.reminderHour) private var reminderHour = 21
    @AppStorage(StorageKey.iCloudSync) private var iCloudSync = true
    @AppStorage(StorageKey.photoQuality) private var photoQuality: PhotoQuality = .high
    @State private var isExporting = false

    var body: some View {
        Form {
            Section {
                Toggle("Daily reminder", isOn: $dailyReminder)
                if dailyReminder {
                    Picker("Remind me at", selection: $reminderHour) {
                        ForEach(17..<24) { hour in
                            Text("\(hour):00").tag(hour)
                        }
                    }
                }
            } header: {
                Text("Reminders")
            } footer: {
                Text("One gentle notification, only on days without an entry.")
            }

            Section("Storage") {
                Toggle("iCloud Sync", isOn: $iCloudSync)
                Picker("Photo quality", selection: $photoQuality) {
                    ForEach(PhotoQuality.allCases) { quality in
                        Text(quality.title).tag(quality)
                    }
                }
                LabeledContent("On this iPhone", value: "1.2 GB")
            }

            Section {
                NavigationLink("Widgets") {
                    WidgetHelpView()
                }
                Button("Export Journal…") { // trap 7: a Form row whose whole content is the button; the row is the hit region
                    isExporting = true
                }
            }

            Section("About") {
                LabeledContent("Version", value: "2.3 (118)")
                Link("Privacy", destination: URL(string: "https://mosaic.example/privacy")!)
            }
        }
        .navigationTitle("Settings")
        .confirmationDialog("Export all entries as a ZIP of photos and text?", isPresented: $isExporting, titleVisibility: .visible) {
            Button("Export") {}
        }
    }
}

private struct WidgetHelpView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Memory of the Day")
                    .font(.title2.bold())
                Text("Add the Memory widget to your Home Screen or Lock Screen to see a photo from this day in earlier years.")
                Text("Touch and hold an empty area of the Home Screen, tap Edit, then Add Widget, and search for Mosaic.")
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
        .navigationTitle("Widgets")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            SettingsView()
        }
        .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
        .previewDisplayName("iPhone SE")

        NavigationView {
            SettingsView()
        }
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewDisplayName("AX3")
    }
}
