import SwiftUI

struct PresetsSettingsView: View {
    @Environment(TimerStore.self) private var store
    @State private var selection: TimerPreset.ID?

    var body: some View {
        @Bindable var store = store

        VStack(alignment: .leading, spacing: 0) {
            Table($store.presets, selection: $selection) {
                TableColumn("Name") { $preset in
                    TextField("Name", text: $preset.name)
                        .labelsHidden()
                }
                TableColumn("Minutes") { $preset in
                    Stepper(value: $preset.minutes, in: 1...180) {
                        Text("\(preset.minutes)")
                            .monospacedDigit()
                    }
                }
                .width(90)
            }
            .frame(height: 180)

            HStack(spacing: 0) { // trap 1: the macOS "+ −" bar under a table, two 20 pt buttons
                Button {
                    store.presets.append(TimerPreset(name: "New preset", minutes: 10, symbol: "timer"))
                } label: {
                    Image(systemName: "plus")
                        .frame(width: Metrics.smallButton, height: Metrics.smallButton)
                }
                Divider()
                    .frame(height: 14)
                Button {
                    store.presets.removeAll { $0.id == selection }
                } label: {
                    Image(systemName: "minus")
                        .frame(width: Metrics.smallButton, height: Metrics.smallButton)
                }
                .disabled(selection == nil)
                Spacer()
                Text("Presets appear in the menu bar window in this order.")
                    .font(.system(size: 10)) // trap 1: 10 pt hint, macOS only
                    .foregroundStyle(.secondary)
            }
            .buttonStyle(.borderless)
            .padding(.vertical, 4)
        }
        .padding()
    }
}

#Preview {
    PresetsSettingsView()
        .environment(TimerStore())
        .frame(width: Metrics.settingsWidth)
}
