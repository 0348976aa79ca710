import Foundation

/// What the server's loop reacts to.
enum ServerEvent: Sendable {
    /// One framed message body.
    case message([UInt8])
    /// A framing problem (answered with an error, then reading goes on).
    case framingError(String)
    /// The input ended (`partial`: in the middle of a message).
    case endOfInput(partial: Bool)
}

/// A queue between the reading thread and the server's loop. Events read in one chunk are
/// pushed together, so a `$/cancelRequest` sent with its request is seen before the request runs.
final class EventQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [ServerEvent] = []

    func push(_ batch: [ServerEvent]) {
        guard !batch.isEmpty else { return }
        condition.lock()
        events.append(contentsOf: batch)
        condition.signal()
        condition.unlock()
    }

    /// The next event, waiting until `deadline` at most (`nil` when it passed first).
    func pop(until deadline: Date?) -> ServerEvent? {
        condition.lock()
        defer { condition.unlock() }
        while events.isEmpty {
            if let deadline {
                if !condition.wait(until: deadline) && events.isEmpty { return nil }
            } else {
                condition.wait()
            }
        }
        return events.removeFirst()
    }

    /// The events already queued, without removing them.
    func pending() -> [ServerEvent] {
        condition.lock()
        defer { condition.unlock() }
        return events
    }
}
