import SwiftUI

struct SettingsView: View {
    @Environment(WorkoutStore.self) private var store

    @AppStorage("timer.style") private var dialStyle: TimerView.DialStyle = .ring
    @AppStorage("timer.countdown") private var countdown = 3
    @AppStorage("timer.keepAwake") private var keepAwake = true
    @AppStorage("timer.sounds") private var sounds = true
    @AppStorage("timer.haptics") private var haptics = true
    @State private var isConfirmingErase = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Timer") {
                    Picker("Dial", selection: $dialStyle) {
                        Text("Ring").tag(TimerView.DialStyle.ring)
                        Text("Digits").tag(TimerView.DialStyle.digits)
                    }
                    Picker("Countdown", selection: $countdown) {
                        Text("Off").tag(0)
                        Text("3 s").tag(3)
                        Text("5 s").tag(5)
                        Text("10 s").tag(10)
                    }
                    Toggle("Keep screen on", isOn: $keepAwake)
                }

                Section {
                    Toggle("Sounds", isOn: $sounds)
                    Toggle("Haptics", isOn: $haptics)
                } header: {
                    Text("Feedback")
                } footer: {
                    Text("Sounds play through the speaker, even in silent mode.")
                }

                Section("Data") {
                    LabeledContent("Sessions", value: store.sessions.count, format: .number)
                    NavigationLink("Export history") {
                        ShareLink(item: "Tempo history") {
                            Label("Share as text", systemImage: "square.and.arrow.up")
                        }
                        .navigationTitle("Export")
                    }
                    Button("Erase history", role: .destructive) { // trap 7: the Form row is the tap target, not the label
                        isConfirmingErase = true
                    }
                }

                Section {
                    LabeledContent("Version", value: "3.2")
                } footer: {
                    Text("Tempo keeps everything on this iPhone.")
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Erase all sessions?", isPresented: $isConfirmingErase, titleVisibility: .visible) {
                Button("Erase", role: .destructive) { store.sessions.removeAll() }
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

#Preview {
    SettingsView()
        .environment(WorkoutStore.preview)
}
