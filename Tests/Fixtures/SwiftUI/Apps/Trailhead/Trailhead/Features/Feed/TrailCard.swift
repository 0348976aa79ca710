import SwiftUI
import TrailDesign
import TrailModels

/// A trail in the Explore feed and in Profile's saved trails.
struct TrailCard: View { // trap 2: one view, many roots: reached from FeedView, ProfileView (saved trails, no photo) and three previews; its badge is one finding
    let trail: Trail
    var showsPhoto: Bool = true

    @State private var isHovering = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if showsPhoto {
                photo
            }

            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text(trail.name)
                    .font(.headline)
                Text(trail.region)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                ViewThatFits(in: .horizontal) {
                    HStack(spacing: Spacing.m) { stats }
                    VStack(alignment: .leading, spacing: Spacing.xs) { stats }
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(.top, Spacing.xs)
            }
            .padding(Spacing.m)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.cardBackground)
        .clipShape(RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
        .overlay(alignment: .bottom) {
            if isHovering {
                HStack(spacing: Spacing.s) { // trap 6: shown only while a pointer hovers (.onHover); never on iPhone, so this 466-pt row is never drawn
                    quickAction("Save", systemImage: "bookmark")
                    quickAction("Directions", systemImage: "car")
                    quickAction("Share", systemImage: "square.and.arrow.up")
                }
                .padding(.bottom, Spacing.s)
            }
        }
        .onHover { isHovering = $0 }
    }

    private var photo: some View {
        AsyncImage(url: trail.photoURL) { image in
            image
                .resizable()
                .scaledToFill()
        } placeholder: {
            Rectangle()
                .fill(Color.trailSand)
                .overlay {
                    Image(systemName: "photo")
                        .font(.title)
                        .foregroundStyle(.secondary)
                }
        }
        .frame(height: 160)
        .frame(maxWidth: .infinity)
        .clipped()
        .overlay(alignment: .topLeading) {
            Text(trail.difficulty.title.uppercased()) // expect: text-too-small
                .font(9, .white)
                .padding(.horizontal, Spacing.s)
                .padding(.vertical, Spacing.xs)
                .background(difficultyColor, in: Capsule())
                .padding(Spacing.m)
        }
    }

    @ViewBuilder
    private var stats: some View {
        Label(trail.distanceText, systemImage: "point.topleft.down.to.point.bottomright.curvepath")
        Label(trail.elevationText, systemImage: "arrow.up.right")
        Label(trail.durationText, systemImage: "clock")
    }

    private func quickAction(_ title: String, systemImage: String) -> some View {
        Label(title, systemImage: systemImage)
            .font(.subheadline.weight(.semibold))
            .frame(width: 150, height: 44)
            .background(.regularMaterial, in: Capsule())
    }

    private var difficultyColor: Color {
        switch trail.difficulty {
        case .easy: .trailGreen
        case .moderate: .orange
        case .hard: .trailRust
        }
    }
}

#Preview {
    TrailCard(trail: .mock)
        .padding()
}

#Preview("Dark") {
    TrailCard(trail: .mock)
        .padding()
        .preferredColorScheme(.dark)
}

#Preview("All difficulties") {
    VStack(spacing: Spacing.l) { // trap 5: preview scaffolding: four cards (about 1,100 pt) stacked without a ScrollView; the app shows them in a scrolling feed
        ForEach(Trail.mockList) { trail in
            TrailCard(trail: trail)
        }
    }
    .padding()
}
