import Foundation
import Observation

@MainActor
@Observable
public final class TicketStore {
    public private(set) var tickets: [Ticket]
    public private(set) var isRefreshing = false

    public init(tickets: [Ticket] = []) {
        self.tickets = tickets
    }

    public var upcoming: [Ticket] {
        tickets
            .filter { $0.event.startDate >= .now }
            .sorted { $0.event.startDate < $1.event.startDate }
    }

    public var past: [Ticket] {
        tickets
            .filter { $0.event.startDate < .now }
            .sorted { $0.event.startDate > $1.event.startDate }
    }

    public var next: Ticket? { upcoming.first }

    public func refresh() async {
        isRefreshing = true
        defer { isRefreshing = false }
        try? await Task.sleep(for: .milliseconds(600))
    }
}

extension TicketStore {
    public static let preview = TicketStore(tickets: Ticket.previewList)
}
