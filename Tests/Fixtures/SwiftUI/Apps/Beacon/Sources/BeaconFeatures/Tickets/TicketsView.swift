import SwiftUI
import BeaconCore
import BeaconUI

public struct TicketsView: View {
    enum Filter: String, CaseIterable, Identifiable {
        case upcoming = "Upcoming"
        case past = "Past"

        var id: Self { self }
    }

    @Environment(TicketStore.self) private var store
    @State private var filter: Filter = .upcoming

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                switch filter { // trap 6: a stored enum with a default (.upcoming); each case is clean on its own
                case .upcoming:
                    if let next = store.next {
                        Section("Next up") {
                            NavigationLink(value: next) {
                                TicketView.Compact(ticket: next) // trap 2: TicketView.Compact's problem is reported once, in TicketView.swift
                            }
                        }
                    }
                    Section("Upcoming") {
                        ForEach(store.upcoming.dropFirst()) { ticket in
                            NavigationLink(value: ticket) {
                                Row(ticket: ticket) // trap 2: the ticket Row of this module, reported once in Row.swift, not here
                            }
                        }
                    }
                case .past:
                    Section("Past") {
                        ForEach(store.past) { ticket in
                            NavigationLink(value: ticket) {
                                Row(ticket: ticket)
                            }
                        }
                    }
                }
            }
            .overlay {
                if store.tickets.isEmpty {
                    ContentUnavailableView(
                        "No tickets yet",
                        systemImage: "ticket",
                        description: Text("Tickets you buy show up here.")
                    )
                }
            }
            .navigationTitle("Tickets")
            .navigationDestination(for: Ticket.self) { ticket in
                TicketView(ticket: ticket)
            }
            .refreshable { await store.refresh() }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu { // trap 7: toolbar item, the bar gives it a 44 pt hit region
                        Picker("Show", selection: $filter) {
                            ForEach(Filter.allCases) { filter in
                                Text(filter.rawValue).tag(filter)
                            }
                        }
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
            }
        }
    }
}

#Preview {
    TicketsView()
        .environment(TicketStore.preview)
}

#Preview("Empty") {
    TicketsView()
        .environment(TicketStore())
}
