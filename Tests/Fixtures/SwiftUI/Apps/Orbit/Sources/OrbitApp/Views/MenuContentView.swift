import AppKit
import SwiftUI

struct MenuContentView: View {
    @Environment(TimerStore.self) private var store
    @Environment(\.openSettings) private var openSettings

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 12) {
                TimerRing(progress: store.progress, caption: store.active?.name ?? "Idle")
                VStack(alignment: .leading, spacing: 2) {
                    Text(store.isRunning ? store.menuBarTitle : "No timer running")
                        .font(.system(size: 20, weight: .semibold, design: .rounded).monospacedDigit())
                    Text("\(store.completedToday) sessions today")
                        .font(.system(size: 10)) // trap 1: a 10 pt caption in a macOS menu bar window
                        .foregroundStyle(.secondary)
                }
            }

            Divider()

            VStack(spacing: 2) {
                ForEach(store.presets) { preset in
                    TimerRow(preset: preset, isActive: store.active?.id == preset.id)
                }
            }

            Divider()

            FooterBar(
                isRunning: store.isRunning,
                stop: store.stop,
                openSettings: { openSettings() }
            )
        }
        .padding(12)
        .frame(width: Metrics.popoverWidth) // trap 1: a 280 pt menu bar window, not an iPhone screen
    }
}

private struct FooterBar: View {
    let isRunning: Bool
    let stop: () -> Void
    let openSettings: () -> Void

    var body: some View {
        HStack(spacing: 6) {
            Button("Stop", action: stop)
                .controlSize(.small) // trap 1: a small macOS push button (about 19 pt tall), clicked with a pointer
                .disabled(!isRunning)
            Spacer()
            Button(action: openSettings) { // trap 1: a 20×20 pt borderless icon button on the Mac
                Image(systemName: "gearshape")
            }
            .buttonStyle(.borderless)
            .frame(width: Metrics.smallButton, height: Metrics.smallButton)
            .help("Settings…")
            Button {
                NSApp.terminate(nil)
            } label: {
                Image(systemName: "power")
            }
            .buttonStyle(.borderless)
            .frame(width: Metrics.smallButton, height: Metrics.smallButton)
            .help("Quit Orbit")
        }
        .font(.system(size: 11))
    }
}

#Preview {
    MenuContentView()
        .environment(TimerStore.preview)
}
