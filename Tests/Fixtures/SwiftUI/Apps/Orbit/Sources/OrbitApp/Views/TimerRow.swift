import SwiftUI

struct TimerRow: View {
    let preset: TimerPreset
    let isActive: Bool
    @Environment(TimerStore.self) private var store
    @State private var isHovering = false

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: preset.symbol)
                .font(.system(size: 11))
                .frame(width: 16)
            Text(preset.name)
                .font(.system(size: 12)) // trap 1: 12 pt row text, the macOS menu size
            Spacer()
            Text("\(preset.minutes) min")
                .font(.system(size: 11).monospacedDigit())
                .foregroundStyle(.secondary)
            Button { // trap 1: a 20 pt play button in a menu bar row
                store.start(preset)
            } label: {
                Image(systemName: isActive ? "arrow.clockwise" : "play.fill")
                    .font(.system(size: 9, weight: .bold)) // trap 1: a 9 pt glyph; macOS, never judged by iOS rules
            }
            .buttonStyle(.borderless)
            .frame(width: Metrics.smallButton, height: Metrics.smallButton)
        }
        .padding(.horizontal, 6)
        .frame(height: Metrics.rowHeight)
        .background(
            RoundedRectangle(cornerRadius: 5)
                .fill(isHovering || isActive ? Color.primary.opacity(0.08) : .clear)
        )
        .onHover { isHovering = $0 }
    }
}

#Preview {
    VStack(spacing: 2) {
        TimerRow(preset: TimerStore().presets[0], isActive: true)
        TimerRow(preset: TimerStore().presets[1], isActive: false)
    }
    .environment(TimerStore())
    .frame(width: 256)
    .padding()
}
