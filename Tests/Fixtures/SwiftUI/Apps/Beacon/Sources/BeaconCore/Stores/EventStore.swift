import Foundation
import Observation

@MainActor
@Observable
public final class EventStore {
    public enum LoadState: Equatable {
        case idle
        case loading
        case loaded([Event])
        case failed(String)
    }

    public private(set) var state: LoadState = .idle
    /// Marketing copy from remote config ("This weekend: …"). Nil until it loads, and in previews.
    public private(set) var featuredHeadline: String?

    private let client: EventClient

    public init(client: EventClient = .live) {
        self.client = client
    }

    public func load() async {
        if case .loaded = state {} else { state = .loading }
        do {
            state = .loaded(try await client.fetchEvents())
            featuredHeadline = try? await client.fetchHeadline()
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    public func events(in category: Event.Category, matching query: String) -> [Event] {
        guard case .loaded(let events) = state else { return [] }
        return events.filter { event in
            (category == .all || event.category == category)
                && (query.isEmpty || event.title.localizedCaseInsensitiveContains(query)
                    || event.performer.localizedCaseInsensitiveContains(query))
        }
    }
}

extension EventStore {
    public static let preview: EventStore = {
        let store = EventStore(client: .preview)
        store.state = .loaded(Event.previewList)
        return store
    }()
}
