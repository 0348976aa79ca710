import SwiftUI
import TrailDesign
import TrailModels

/// The trail's figures, two to a row (one at accessibility sizes).
struct TrailStatsGrid: View {
    let trail: Trail

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var columns: [GridItem] {
        let count = dynamicTypeSize.isAccessibilitySize ? 1 : 2
        return Array(repeating: GridItem(.flexible(), spacing: Spacing.m, alignment: .top), count: count)
    }

    var body: some View {
        LazyVGrid(columns: columns, alignment: .leading, spacing: Spacing.m) { // trap 6: computed columns: two flexible columns, one at AX sizes; every pill fits
            StatPill("Distance", value: trail.distanceText, systemImage: "point.topleft.down.to.point.bottomright.curvepath")
            StatPill("Elevation gain", value: trail.elevationText, systemImage: "arrow.up.right")
            StatPill("Est. time", value: trail.durationText, systemImage: "clock")
            StatPill("Rating", value: trail.ratingText, systemImage: "star")
        }
    }
}

#Preview {
    TrailStatsGrid(trail: .mock)
        .padding()
}

#Preview("AX3") {
    TrailStatsGrid(trail: .mock)
        .padding()
        .environment(\.dynamicTypeSize, .accessibility3)
}
