import SwiftUI
import BeaconCore
import BeaconUI

public struct DiscoverView: View {
    @Environment(EventStore.self) private var store
    @State private var category: Event.Category = .all
    @State private var searchText = ""

    public init() {}

    public var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: Spacing.xl) {
                    if let headline = store.featuredHeadline {
                        FeaturedBanner(headline: headline)
                            .padding(.horizontal, Spacing.l)
                    }

                    ScrollView(.horizontal, showsIndicators: false) {
                        CategoryChips(selection: $category)
                            .padding(.horizontal, Spacing.l)
                    }

                    content
                        .padding(.horizontal, Spacing.l)
                }
                .padding(.vertical, Spacing.l)
            }
            .navigationTitle("Discover")
            .searchable(text: $searchText, prompt: "Artists, venues, events")
            .refreshable { await store.load() }
            .task { await store.load() }
            .navigationDestination(for: Event.self) { event in
                EventDetailView(event: event)
            }
        }
    }

    @ViewBuilder
    private var content: some View {
        switch store.state {
        case .idle, .loading:
            VStack(spacing: Spacing.l) {
                ForEach(Event.previewList) { event in
                    EventCard(event: event)
                }
            }
            .redacted(reason: .placeholder)
            .disabled(true)

        case .loaded:
            let events = store.events(in: category, matching: searchText)
            if events.isEmpty {
                ContentUnavailableView.search(text: searchText)
            } else {
                LazyVStack(spacing: Spacing.l) {
                    ForEach(events) { event in
                        NavigationLink(value: event) {
                            EventCard(event: event)
                        }
                        .buttonStyle(.plain)
                    }
                }
            }

        case .failed(let message):
            ContentUnavailableView {
                Label("No events", systemImage: "wifi.exclamationmark")
            } description: {
                Text(message)
            } actions: {
                Button("Try again") {
                    Task { await store.load() }
                }
                .buttonStyle(.primary)
            }
        }
    }
}

/// Remote-config banner over the feed ("This weekend: …").
struct FeaturedBanner: View {
    let headline: String

    var body: some View {
        HStack(spacing: Spacing.m) {
            Image(systemName: "sparkles")
                .font(.title3)
                .foregroundStyle(.beaconAccent)
            Text(headline) // trap 4: server copy with no preview data; a stand-in string says nothing about what users see
                .font(.subheadline.weight(.semibold))
            Spacer(minLength: 0)
        }
        .card(padding: Spacing.m)
    }
}

/// The category filter under the search field.
struct CategoryChips: View {
    @Binding var selection: Event.Category

    var body: some View {
        HStack(spacing: Spacing.s) { // trap 5: wider than any iPhone, but only ever shown in a horizontal ScrollView
            ForEach(Event.Category.allCases) { category in
                Button {
                    withAnimation(.snappy) { selection = category }
                } label: {
                    Pill(category.title, systemImage: category.systemImage, isSelected: selection == category)
                        .padding(.vertical, 10)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
    }
}

#Preview {
    DiscoverView()
        .environment(EventStore.preview)
}

#Preview("Chips") {
    CategoryChips(selection: .constant(.music))
        .padding()
}
