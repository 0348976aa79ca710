import MosaicStyle
import MosaicUI
import SwiftUI

struct ProfileView: View {
    @EnvironmentObject private var store: JournalStore

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    header
                    stats
                    WeekStrip(hasEntry: store.hasEntry(on:))
                    highlights
                    footer
                }
                .padding(.horizontal, MosaicMetrics.screenPadding)
                .padding(.bottom, 24)
            }
            .navigationTitle("Profile")
        }
    }

    private var header: some View {
        HStack(spacing: 12) {
            Image("default-avatar").resizable().scaledToFill().frame(width: 40, height: 40).clipShape(Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(store.profile.name)
                    .font(20, .primary, weight: .bold)
                Text("Journaling since \(store.profile.joined.formatted(.dateTime.month(.wide).year()))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
    }

    private var stats: some View {
        HStack(spacing: 12) {
            StatCard(value: store.profile.entryCount, label: "Entries")
            StatCard(value: store.profile.streak, label: "Day streak")
            StatCard(value: store.favorites.count, label: "Favorites")
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }

    @ViewBuilder
    private var highlights: some View {
        if !store.highlights.isEmpty {
            VStack(alignment: .leading, spacing: 12) {
                Text("Highlights")
                    .font(.title3.bold())
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) {
                        ForEach(store.highlights) { entry in
                            PhotoTile(image: Image(entry.photoName), caption: entry.caption, date: entry.date)
                                .frame(width: 220)
                        }
                    }
                }
                .scrollClipDisabled()
            }
        }
    }

    private var footer: some View {
        Text("Photos stay on this iPhone and in your iCloud account. Mosaic never uploads them anywhere else.") // expect: text-too-small // trap 3: font(_:_:) is MosaicStyle's own extension (a fixed 9 pt), not SwiftUI's font(_:)
            .font(9, .secondary)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
    }
}

private struct StatCard: View {
    let value: Int
    let label: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(value, format: .number)
                .font(.mosaicTitle)
            Text(label)
                .font(13, .secondary)
        }
        .card(padding: 12)
    }
}

private struct WeekStrip: View {
    let hasEntry: (Weekday) -> Bool

    var body: some View {
        HStack(spacing: 6) { // expect: overflow
            ForEach(Weekday.allCases) { day in
                VStack(spacing: 4) {
                    Text(day.letter)
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.secondary)
                    Circle()
                        .fill(hasEntry(day) ? Color.accentColor : Color.secondary.opacity(0.15))
                        .frame(width: 50, height: 50)
                        .overlay {
                            if hasEntry(day) {
                                Image(systemName: "checkmark")
                                    .font(.subheadline.bold())
                                    .foregroundStyle(.white)
                            }
                        }
                }
            }
        }
    }
}

#Preview {
    ProfileView()
        .environmentObject(JournalStore.preview)
}
