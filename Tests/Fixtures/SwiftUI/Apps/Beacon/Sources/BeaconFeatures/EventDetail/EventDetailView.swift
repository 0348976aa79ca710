import SwiftUI
import BeaconCore
import BeaconUI

struct EventDetailView: View {
    let event: Event

    @Environment(EventStore.self) private var store
    @State private var isCheckoutPresented = false
    @State private var isSaved = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Spacing.xl) {
                poster

                VStack(alignment: .leading, spacing: Spacing.s) {
                    Text(event.performer)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.beaconAccent)
                    Text(event.title)
                        .font(.largeTitle.bold())
                    event.ageLimit.map { Pill($0, systemImage: "person.badge.shield.checkmark") } // trap 6: Optional.map in a builder; the preview event has "21+"
                }

                HStack(spacing: Spacing.s) {
                    StatTile("Doors open", value: event.doorsOpen.formatted(.dateTime.hour())) // trap 3: the caption truncates inside BeaconUI's StatTile, reported there
                    StatTile("Ages", value: event.ageLimit ?? "All")
                    StatTile("From", value: event.priceFrom.formatted(.currency(code: event.currencyCode).precision(.fractionLength(0))))
                }

                VStack(spacing: Spacing.m) {
                    BeaconUI.Row("Date", value: event.startDate.formatted(date: .abbreviated, time: .omitted), systemImage: "calendar") // trap 2: BeaconUI's Row (clean), not this module's ticket Row
                    BeaconUI.Row("Time", value: event.startDate.formatted(date: .omitted, time: .shortened), systemImage: "clock")
                    BeaconUI.Row("Venue", value: event.venue.name, systemImage: "mappin.and.ellipse")
                }
                .card()

                Text(event.summary)

                host

                if !moreFromHost.isEmpty {
                    VStack(alignment: .leading, spacing: Spacing.m) {
                        Text("More from \(event.host.name)")
                            .font(.title3.bold())
                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack(alignment: .top, spacing: Spacing.m) {
                                ForEach(moreFromHost) { other in
                                    NavigationLink(value: other) {
                                        EventCard.Compact(event: other)
                                    }
                                    .buttonStyle(.plain)
                                }
                            }
                        }
                    }
                }
            }
            .padding(.horizontal, Spacing.l)
            .padding(.bottom, Spacing.xl)
        }
        .safeAreaInset(edge: .bottom) {
            Button(event.availability == .soldOut ? "Join waitlist" : "Get tickets") {
                isCheckoutPresented = true
            }
            .buttonStyle(.primary)
            .padding(.horizontal, Spacing.l)
            .padding(.vertical, Spacing.s)
            .background(.bar)
        }
        .navigationTitle(event.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                ShareLink(item: URL(string: "https://beacon.example/e/\(event.id)")!) { // trap 7: a 22 pt glyph, but the navigation bar gives toolbar items a 44 pt hit region
                    Image(systemName: "square.and.arrow.up")
                }
            }
        }
        .sheet(isPresented: $isCheckoutPresented) {
            CheckoutSheet(event: event)
        }
    }

    private var poster: some View {
        AsyncImage(url: event.posterURL) { image in
            image
                .resizable()
                .scaledToFill()
        } placeholder: {
            Rectangle().fill(.fill.secondary)
        }
        .frame(height: 240)
        .frame(maxWidth: .infinity)
        .clipShape(RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
        .overlay(alignment: .topTrailing) {
            Button { // trap 3: IconButtonStyle (BeaconUI) pads the 24 pt glyph frame to a 52 pt button
                isSaved.toggle()
            } label: {
                Image(systemName: isSaved ? "heart.fill" : "heart")
            }
            .buttonStyle(.icon)
            .padding(Spacing.m)
        }
    }

    private var host: some View {
        HStack(spacing: Spacing.m) {
            Image("host-placeholder", bundle: .module) // expect: unscaled-image
                .frame(width: 44, height: 44)
                .clipShape(Circle())
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text("Hosted by")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(event.host.name)
                    .font(.headline)
            }
        }
    }

    private var moreFromHost: [Event] {
        store.events(in: .all, matching: "")
            .filter { $0.host == event.host && $0.id != event.id }
    }
}

#Preview {
    NavigationStack {
        EventDetailView(event: .preview)
    }
    .environment(EventStore.preview)
}
