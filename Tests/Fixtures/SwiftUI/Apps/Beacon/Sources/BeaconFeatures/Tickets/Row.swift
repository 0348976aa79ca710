import SwiftUI
import BeaconCore
import BeaconUI

/// One ticket in the Tickets list and on the profile: the event, its date and the seat.
///
/// Not BeaconUI's `Row` (a label–value line): inside this module `Row` is this one.
struct Row: View {
    let ticket: Ticket

    var body: some View {
        HStack(spacing: Spacing.m) {
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(ticket.event.title)
                    .font(.headline)
                Text(ticket.event.startDate, format: .dateTime.month(.abbreviated).day().hour().minute())
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: Spacing.s)
            seat("SECTION", ticket.section)
            seat("ROW", ticket.row)
            seat("SEAT", ticket.seat)
        }
        .padding(.vertical, Spacing.xxs)
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }

    /// A fixed 40 pt column, so that the seats line up down the list.
    private func seat(_ label: LocalizedStringKey, _ value: String?) -> some View {
        VStack(spacing: Spacing.xxs) {
            Text(label) // expect: truncated-text
                .font(.system(size: 12, weight: .semibold))
                .foregroundStyle(.secondary)
                .lineLimit(1)
            Text(value ?? "–")
                .font(.system(size: 17, weight: .semibold, design: .rounded))
                .monospacedDigit()
        }
        .frame(width: 40)
    }
}

#Preview {
    List {
        ForEach(Ticket.previewList) { ticket in
            Row(ticket: ticket)
        }
    }
}
