import SwiftUI
import TrailDesign
import TrailModels

struct FeedView: View {
    @Environment(FeedModel.self) private var model
    @State private var isShowingMap = false

    var body: some View {
        @Bindable var model = model

        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: Spacing.m) {
                    FilterChipsBar(selection: $model.filter)

                    LazyVStack(alignment: .leading, spacing: Spacing.l) {
                        SectionHeader(title: "Popular trails this week", actionTitle: "See all") {
                            model.filter = nil
                        }

                        content
                    }
                    .padding(.horizontal, Spacing.l)
                }
                .padding(.bottom, Spacing.xl)
            }
            .navigationTitle("Explore")
            .searchable(text: $model.searchText, prompt: "Trails, parks, regions")
            .refreshable { await model.refresh() }
            .task { await model.load() }
            .onChange(of: model.filter) {
                Task { await model.refresh() }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Image("Avatar")
                        .resizable()
                        .scaledToFill()
                        .frame(width: 32, height: 32)
                        .clipShape(Circle())
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button { // trap 7: a 22-pt glyph, but the navigation bar gives a toolbar item a 44-pt hit region
                        isShowingMap = true
                    } label: {
                        Image(systemName: "map")
                            .font(.system(size: 17, weight: .semibold))
                            .frame(width: 22, height: 22)
                    }
                    .accessibilityLabel("Show map")
                }
            }
            .navigationDestination(for: Trail.self) { trail in
                TrailDetailView(trail: trail)
            }
            .sheet(isPresented: $isShowingMap) {
                TrailMapSheet(trails: model.visibleTrails)
            }
        }
    }

    @ViewBuilder
    private var content: some View {
        switch model.state {
        case .loading:
            ProgressView("Finding trails…")
                .frame(maxWidth: .infinity, minHeight: 240)
        case .loaded:
            if model.visibleTrails.isEmpty {
                ContentUnavailableView.search(text: model.searchText)
            } else {
                ForEach(model.visibleTrails) { trail in
                    NavigationLink(value: trail) {
                        TrailCard(trail: trail)
                    }
                    .buttonStyle(.plain)
                }
            }
        case .failed(let message):
            ContentUnavailableView {
                Label("No connection", systemImage: "wifi.slash")
            } description: {
                Text(message)
            } actions: {
                Button("Try again") {
                    Task { await model.refresh() }
                }
                .buttonStyle(.trailPrimary)
            }
        }
    }
}

/// The horizontally scrolling row of filter chips above the feed.
struct FilterChipsBar: View {
    @Binding var selection: TrailFilter?

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: Spacing.s) {
                ForEach(TrailFilter.allCases) { filter in
                    chip(for: filter)
                }
            }
            .frame(height: 36) // expect: clipped-by-frame
            .padding(.horizontal, Spacing.l)
        }
    }

    private func chip(for filter: TrailFilter) -> some View {
        let isSelected = selection == filter
        return Button { // expect: small-tap-target
            selection = isSelected ? nil : filter
        } label: {
            Text(filter.title)
                .font(.subheadline.weight(.medium))
                .padding(.horizontal, Spacing.m)
                .padding(.vertical, Spacing.s)
                .foregroundStyle(isSelected ? Color.white : Color.primary)
                .background(isSelected ? Color.trailGreen : Color.trailSand, in: Capsule())
        }
        .buttonStyle(.plain)
    }
}

/// A map of the visible trails, presented as a sheet.
struct TrailMapSheet: View {
    let trails: [Trail]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(trails) { trail in
                VStack(alignment: .leading, spacing: Spacing.xxs) {
                    Text(trail.name)
                        .font(.headline)
                    Text("\(trail.region) · \(trail.distanceText)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .padding(.vertical, Spacing.xs)
            }
            .navigationTitle("Map")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    FeedView()
        .environment(FeedModel.preview)
}

#Preview("Chips") {
    FilterChipsBar(selection: .constant(.easy))
}
