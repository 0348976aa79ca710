import SwiftUI

struct SettingsView: View {
    @AppStorage("dailyReminder") private var dailyReminder = true
    @AppStorage("reminderHour") private var reminderHour = 9
    @AppStorage("showLatinNames") private var showLatinNames = true
    @AppStorage("useMetric") private var useMetric = true

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Reminders")) {
                    Toggle("Daily reminder", isOn: $dailyReminder)
                    if dailyReminder {
                        Picker("Time", selection: $reminderHour) {
                            ForEach(6..<12) { hour in
                                Text("\(hour):00").tag(hour)
                            }
                        }
                    }
                }

                Section(header: Text("Display"), footer: Text("Latin names appear under each plant.")) {
                    Toggle("Latin names", isOn: $showLatinNames)
                    Toggle("Metric units", isOn: $useMetric)
                }

                Section {
                    NavigationLink(destination: AboutView()) {
                        Text("About Sprout")
                    }
                }
            }
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            .navigationBarTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}

private struct AboutView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Image(systemName: "leaf.circle.fill")
                    .font(.system(size: 64))
                    .foregroundColor(.sproutGreen)
                Text("Sprout")
                    .font(.largeTitle.bold())
                Text("Version 1.8 (204)")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                Text("Made by two people and a lot of plants. Thanks for keeping yours alive.")
                    .multilineTextAlignment(.center)
            }
            .padding(24)
            .frame(maxWidth: .infinity)
        }
        .navigationBarTitle("About", displayMode: .inline)
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
        SettingsView()
            .environment(\.sizeCategory, .accessibilityExtraLarge)
            .previewDisplayName("AX4")
    }
}
