import SwiftUI
import TrailDesign
import TrailModels

struct TrailDetailView: View {
    let trail: Trail
    var client: TrailClient = .live

    @State private var isFavorite = false
    @State private var forecast: [DayForecast] = []
    @Environment(\.openURL) private var openURL

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.xl) {
                hero

                VStack(alignment: .leading, spacing: Spacing.l) {
                    Header(trail: trail)
                    DifficultyMeter(level: trail.difficulty)
                    TrailStatsGrid(trail: trail)
                    conditions

                    trail.parkingNote.map { note in // trap 6: Optional.map in a builder: the note's card shows only when the trail has one, and wraps
                        Label(note, systemImage: "parkingsign.circle")
                            .font(.subheadline)
                            .card()
                    }

                    actions
                }
                .padding(.horizontal, Spacing.l)
            }
            .padding(.bottom, Spacing.xl)
        }
        .ignoresSafeArea(edges: .top)
        .navigationBarTitleDisplayMode(.inline)
        .task {
            forecast = (try? await client.forecast(trail.id)) ?? []
        }
    }

    private var hero: some View {
        AsyncImage(url: trail.photoURL) { image in
            image
                .resizable()
                .scaledToFill()
        } placeholder: {
            Color.trailSand
        }
        .frame(height: 280)
        .frame(maxWidth: .infinity)
        .clipped()
        .overlay(alignment: .topTrailing) {
            Image(systemName: isFavorite ? "heart.fill" : "heart") // expect: small-tap-target
                .font(.system(size: 18, weight: .semibold))
                .foregroundStyle(.white)
                .onTapGesture { isFavorite.toggle() }
                .padding(Spacing.m)
                .background(.black.opacity(0.35), in: Circle())
                .padding(.top, 64)
                .padding(.trailing, Spacing.l)
        }
        .overlay(alignment: .bottomLeading) {
            if let credit = trail.photoCredit {
                Text("Photo: \(credit)")
                    .font(.caption2)
                    .foregroundStyle(.white)
                    .padding(Spacing.s)
            }
        }
    }

    private var conditions: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            Text("7-day conditions")
                .font(.headline)
            ScrollView(.horizontal, showsIndicators: false) {
                ConditionsStrip(days: forecast)
            }
            .scrollClipDisabled()
        }
    }

    private var actions: some View {
        HStack(spacing: Spacing.m) {
            Button("Start hike") {}
                .primaryButton()

            Button { // trap 3: IconButtonStyle (TrailKit) pads the 24-pt glyph box by 14 on each side: 52x52
                shareTrail()
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            .buttonStyle(.trailIcon)

            Button {
                openDirections()
            } label: {
                Image(systemName: "car.fill")
            }
            .buttonStyle(.trailIcon(tint: .trailRust))
        }
    }

    private func shareTrail() {}

    private func openDirections() {
        let query = trail.name.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        if let url = URL(string: "maps://?q=\(query)") {
            openURL(url)
        }
    }
}

private struct Header: View { // trap 2: ProfileView.swift declares another private Header (with the avatar bug); this one is clean
    let trail: Trail

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            Text(trail.name)
                .font(.largeTitle.bold())
            Text(trail.region)
                .font(.title3)
                .foregroundStyle(.secondary)
            HStack(spacing: Spacing.xs) {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                Text("\(trail.ratingText) · \(trail.reviewCount) reviews")
            }
            .font(.subheadline)
        }
    }
}

private struct DifficultyMeter: View {
    let level: Difficulty

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            Text("Difficulty: \(level.title)")
                .font(.subheadline.weight(.semibold))
            HStack(spacing: Spacing.s) { // expect: overflow
                ForEach(Difficulty.allCases, id: \.self) { step in
                    Capsule()
                        .fill(step.rank <= level.rank ? Color.trailRust : Color.trailSand)
                        .frame(width: 124, height: 8)
                }
            }
        }
    }
}

#Preview {
    NavigationStack {
        TrailDetailView(trail: .mock, client: .preview)
    }
}
