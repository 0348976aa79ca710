import SwiftUI
import BeaconCore
import BeaconUI

/// An event in the Discover feed.
struct EventCard: View {
    let event: Event

    @State private var isHovering = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            AsyncImage(url: event.posterURL) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                Rectangle().fill(.fill.secondary)
            }
            .frame(height: 168)
            .frame(maxWidth: .infinity)
            .clipped()

            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text(event.startDate, format: .dateTime.weekday(.abbreviated).month(.abbreviated).day())
                    .font(.caption.weight(.semibold))
                    .textCase(.uppercase)
                    .foregroundStyle(.beaconAccent)
                Text(event.title)
                    .font(.title3.weight(.semibold))
                Text(event.venue.name)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                ViewThatFits(in: .horizontal) {
                    HStack(alignment: .firstTextBaseline) {
                        price
                        Spacer(minLength: Spacing.s)
                        availability
                    }
                    VStack(alignment: .leading, spacing: Spacing.xs) {
                        price
                        availability
                    }
                }
                .padding(.top, Spacing.xs)

                if isHovering {
                    HStack(spacing: Spacing.s) { // trap 6: pointer hover only (iPad); @State starts false and an iPhone never sets it
                        Label("Save", systemImage: "heart")
                        Label("Share", systemImage: "square.and.arrow.up")
                        Label("Add to Calendar", systemImage: "calendar.badge.plus")
                        Label("Directions", systemImage: "map")
                    }
                    .font(.footnote)
                    .fixedSize()
                }
            }
            .padding(Spacing.l)
        }
        .background(.background.secondary)
        .clipShape(RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
        .onHover { isHovering = $0 }
    }

    private var price: some View {
        Text("From \(event.priceFrom, format: .currency(code: event.currencyCode).precision(.fractionLength(0)))")
            .font(.subheadline.weight(.medium))
    }

    @ViewBuilder
    private var availability: some View {
        switch event.availability {
        case .fewLeft:
            Pill("Few left", systemImage: "flame")
        case .soldOut:
            Pill("Sold out")
        case .onSale:
            EmptyView()
        }
    }
}

extension EventCard {
    /// The small card of the "More from this host" carousel.
    struct Compact: View { // trap 2: same nested name as TicketView.Compact, which has the problem; this one is clean
        let event: Event

        var body: some View {
            VStack(alignment: .leading, spacing: Spacing.xs) {
                AsyncImage(url: event.posterURL) { image in
                    image
                        .resizable()
                        .scaledToFill()
                } placeholder: {
                    Color.secondary.opacity(0.2)
                }
                .frame(width: 200, height: 112)
                .clipShape(RoundedRectangle(cornerRadius: Radius.chip, style: .continuous))

                Text(event.title)
                    .font(.subheadline.weight(.semibold))
                Text(event.startDate, format: .dateTime.month(.abbreviated).day())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(width: 200, alignment: .leading)
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        }
    }
}

#Preview {
    ScrollView {
        EventCard(event: .preview)
            .padding()
    }
}

#Preview("Narrow") {
    EventCard(event: .preview)
        .frame(width: 250) // trap 5: preview scaffolding; in the app the card is as wide as the screen's content
}

#Preview("Availability") {
    VStack(spacing: Spacing.l) { // trap 5: preview scaffolding, three full cards stacked taller than the canvas; the feed scrolls
        ForEach(Event.previewList) { event in
            EventCard(event: event)
        }
    }
    .padding()
}

#Preview("Compact") {
    ScrollView(.horizontal) {
        HStack {
            ForEach(Event.previewList) { EventCard.Compact(event: $0) }
        }
        .padding()
    }
}
