import SwiftUI
import BeaconCore
import BeaconUI

/// The ticket itself: what the door staff scan.
struct TicketView: View {
    let ticket: Ticket

    @Environment(\.openURL) private var openURL

    var body: some View {
        ScrollView {
            VStack(spacing: Spacing.xl) {
                VStack(alignment: .leading, spacing: Spacing.l) {
                    header
                    Divider()
                    seats
                    Divider()
                    barcode
                }
                .card(padding: Spacing.xl)
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)

                Button {
                    openURL(URL(string: "https://beacon.example/wallet/\(ticket.barcode)")!)
                } label: {
                    Label("Add to Apple Wallet", systemImage: "wallet.pass")
                }
                .buttonStyle(.primary)

                Text("Tickets can't be refunded. Entry is subject to the venue's terms and a bag check.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .padding(Spacing.l)
        }
        .navigationTitle("Ticket")
        .navigationBarTitleDisplayMode(.inline)
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            Text(ticket.kind.title)
                .font(.caption.weight(.semibold))
                .textCase(.uppercase)
                .foregroundStyle(.beaconAccent)
            Text(ticket.event.title)
                .font(.title2.bold())
            Text(ticket.event.startDate.formatted(date: .complete, time: .shortened))
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(ticket.event.venue.name)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }

    private var seats: some View {
        Grid(alignment: .leading, horizontalSpacing: Spacing.xl, verticalSpacing: Spacing.xxs) {
            GridRow {
                Text("Section")
                Text("Row")
                Text("Seat")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            GridRow {
                Text(ticket.section ?? "GA")
                Text(ticket.row ?? "–")
                Text(ticket.seat ?? "–")
            }
            .font(.title3.weight(.semibold))
        }
    }

    private var barcode: some View {
        VStack(spacing: Spacing.s) {
            QRCode.image(for: ticket.barcode)
                .interpolation(.none)
                .resizable()
                .scaledToFit()
                .frame(width: 180, height: 180)
            Text(ticket.barcode)
                .font(.footnote.monospaced())
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

extension TicketView {
    /// The pass-style summary at the top of the Tickets list.
    struct Compact: View {
        let ticket: Ticket

        var body: some View {
            HStack(spacing: Spacing.m) {
                VStack(alignment: .leading, spacing: Spacing.xxs) {
                    Text("ADMIT ONE") // expect: text-too-small
                        .font(.system(size: 9, weight: .heavy))
                        .kerning(1.2)
                        .foregroundStyle(.secondary)
                    Text(ticket.event.title)
                        .font(.headline)
                    Text(ticket.event.startDate, format: .dateTime.weekday(.abbreviated).month(.abbreviated).day())
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: Spacing.s)
                Image(systemName: "qrcode")
                    .font(.title2)
                    .foregroundStyle(.beaconAccent)
            }
            .padding(.vertical, Spacing.xs)
        }
    }
}

#Preview {
    NavigationStack {
        TicketView(ticket: .preview)
    }
}

#Preview("Compact", traits: .sizeThatFitsLayout) {
    TicketView.Compact(ticket: .preview)
        .padding()
}
