import SwiftUI

/// "WORK", "REST"… in the phase's colour.
struct PhaseBadge: View {
    let phase: Phase

    var body: some View {
        Text(phase.title)
            .font(.caption.weight(.bold))
            .textCase(.uppercase)
            .foregroundStyle(phase.tint)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(phase.tint.opacity(0.15), in: Capsule())
    }
}

#Preview {
    HStack { // trap 5: preview scaffolding, every badge in one row (wider than the canvas); the app shows one badge at a time
        ForEach(Phase.allCases) { phase in
            PhaseBadge(phase: phase)
                .padding(.horizontal)
        }
    }
}
