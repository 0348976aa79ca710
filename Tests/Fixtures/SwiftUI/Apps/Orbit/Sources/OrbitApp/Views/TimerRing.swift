import SwiftUI

/// The progress ring at the top of the menu bar window. (Orbit is a macOS-only package;
/// this file imports nothing platform-specific.)
struct TimerRing: View {
    let progress: Double
    let caption: String

    var body: some View {
        ZStack {
            Circle()
                .stroke(.quaternary, lineWidth: 5)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.tint, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.linear(duration: 1), value: progress)
            Text(caption)
                .font(.system(size: 10, weight: .medium)) // trap 1: 10 pt caption in a 64 pt ring, macOS only
                .lineLimit(1)
                .frame(width: Metrics.ringSize - 16)
        }
        .frame(width: Metrics.ringSize, height: Metrics.ringSize)
    }
}

#Preview {
    HStack(spacing: 20) {
        TimerRing(progress: 0.35, caption: "Focus")
        TimerRing(progress: 0.8, caption: "Long break")
    }
    .padding()
}
