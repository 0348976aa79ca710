import Foundation

/// The network boundary of the event catalogue, swapped out in previews and tests.
public struct EventClient: Sendable {
    public var fetchEvents: @Sendable () async throws -> [Event]
    public var fetchHeadline: @Sendable () async throws -> String?

    public init(
        fetchEvents: @escaping @Sendable () async throws -> [Event],
        fetchHeadline: @escaping @Sendable () async throws -> String?
    ) {
        self.fetchEvents = fetchEvents
        self.fetchHeadline = fetchHeadline
    }
}

extension EventClient {
    static let baseURL = URL(string: "https://api.beacon.example/v2")!

    public static let live = EventClient(
        fetchEvents: {
            let (data, _) = try await URLSession.shared.data(from: baseURL.appending(path: "events"))
            return try JSONDecoder.beacon.decode([Event].self, from: data)
        },
        fetchHeadline: {
            let (data, _) = try await URLSession.shared.data(from: baseURL.appending(path: "config/headline"))
            return String(data: data, encoding: .utf8)
        }
    )

    public static let preview = EventClient(
        fetchEvents: { Event.previewList },
        fetchHeadline: { nil }
    )
}

extension JSONDecoder {
    static let beacon: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
}
