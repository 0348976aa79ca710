#if os(macOS)
import SwiftUI
import TrailModels

/// The compact trail summary of the Mac menu bar extra.
public struct MenuBarTrailSummary: View {
    let trail: Trail
    let onOpen: () -> Void

    public init(trail: Trail, onOpen: @escaping () -> Void) {
        self.trail = trail
        self.onOpen = onOpen
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Text(trail.name)
                    .font(.system(size: 12, weight: .semibold))
                    .lineLimit(1)
                Spacer()
                Button(action: onOpen) { // trap 1: macOS view: a 20x20 borderless button, fine with a pointer
                    Image(systemName: "arrow.up.forward.app")
                }
                .buttonStyle(.borderless)
                .controlSize(.small)
                .frame(width: 20, height: 20)
            }
            Text("\(trail.region) · \(trail.distanceText)") // trap 1: 10-pt text in a macOS-only view
                .font(.system(size: 10))
                .foregroundStyle(.secondary)
        }
        .padding(8)
        .frame(width: 220)
    }
}

#Preview {
    MenuBarTrailSummary(trail: .mock, onOpen: {})
}
#endif
