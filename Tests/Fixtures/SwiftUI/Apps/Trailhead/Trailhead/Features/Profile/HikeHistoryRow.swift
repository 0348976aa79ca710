import SwiftUI
import TrailDesign
import TrailModels

/// One past hike: in Profile's "Recent hikes" card and in the full history list.
struct HikeHistoryRow: View {
    let hike: Hike

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: Spacing.s))
            : AnyLayout(HStackLayout(spacing: Spacing.m))

        layout {
            Image(systemName: hike.symbolName)
                .font(.system(size: 18, weight: .medium))
                .foregroundStyle(Color.trailGreen)
                .frame(width: 40, height: 40)
                .background(Color.trailGreen.opacity(0.12), in: RoundedRectangle(cornerRadius: 10, style: .continuous))

            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(hike.trailName)
                    .font(.body.weight(.semibold))
                Text(hike.date, format: .dateTime.month(.abbreviated).day().year())
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }

            if !dynamicTypeSize.isAccessibilitySize {
                Spacer(minLength: Spacing.s)
            }

            Text(hike.distanceText)
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(.secondary)
        }
    }
}

struct HikeHistoryList: View {
    let hikes: [Hike]

    var body: some View {
        List(hikes) { hike in
            HikeHistoryRow(hike: hike)
        }
        .navigationTitle("All hikes")
    }
}

#Preview {
    HikeHistoryRow(hike: .mock)
        .padding()
}

#Preview("List") {
    NavigationStack {
        HikeHistoryList(hikes: Hike.mockList)
    }
}
