import Foundation

/// What a route answers: a complete response, or a stream of Server-Sent Events.
public enum HTTPReply: Sendable {
    case response(HTTPResponse)
    case eventStream(EventStream)
}

/// A Server-Sent Events stream. The server calls `next` with the id of the last event it sent
/// (nil before the first) and a wait budget; `next` returns the next event, or nil when none came
/// in that time (the server then checks the client is still there and sends a keep-alive).
public struct EventStream: Sendable {
    /// One event: its id and its `data` (one line of text, usually JSON).
    public struct Event: Sendable, Equatable {
        public var id: Int
        public var name: String
        public var data: String
        public init(id: Int, name: String, data: String) {
            self.id = id
            self.name = name
            self.data = data
        }

        /// The event as it goes on the wire.
        public var framed: String {
            "id: \(id)\nevent: \(name)\n"
                + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n"
        }
    }

    public var next: @Sendable (_ lastID: Int?, _ wait: TimeInterval) -> Event?

    public init(next: @escaping @Sendable (_ lastID: Int?, _ wait: TimeInterval) -> Event?) {
        self.next = next
    }
}
