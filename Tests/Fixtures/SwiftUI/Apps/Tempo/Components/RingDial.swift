import SwiftUI

/// The countdown face: a progress ring with the time left in the middle.
///
/// Clock digits keep a fixed size, like the system timer's.
struct RingDial: View {
    let remaining: TimeInterval
    let progress: Double
    let tint: Color
    var caption: String? = nil

    var body: some View {
        ZStack {
            Circle()
                .stroke(tint.opacity(0.15), lineWidth: Theme.dialLineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(tint, style: StrokeStyle(lineWidth: Theme.dialLineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.linear(duration: 1), value: progress)
            VStack(spacing: 4) {
                Text(remaining.clock)
                    .font(.system(size: 60, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .contentTransition(.numericText(countsDown: true))
                caption.map { text in // trap 6: Optional.map in a builder; the timer passes "Round 1 of 3"
                    Text(text)
                        .font(.system(size: 15, weight: .medium))
                        .foregroundStyle(.secondary)
                }
            }
        }
        .frame(width: Theme.dialSize, height: Theme.dialSize)
    }
}

#Preview {
    RingDial(remaining: 32, progress: 0.3, tint: .red, caption: "Round 1 of 3")
}
