import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C (SIGINT) and SIGTERM for the commands that run until stopped (`preview`,
/// `build --watch`). Tests use their own instance and call `request()`.
public final class Interrupt: @unchecked Sendable {
    private let condition = NSCondition()
    private var requested = false
    private let activation: (@Sendable (Interrupt) -> Void)?

    /// An interrupt that only `request()` triggers.
    public init() { activation = nil }

    init(activation: @escaping @Sendable (Interrupt) -> Void) { self.activation = activation }

    /// The process's signals. They are caught only once a long-running command calls
    /// `activate()`, so that Ctrl-C ends every other command the usual way.
    public static let process = Interrupt { interrupt in
        SignalSources.install(for: interrupt)
    }

    /// Starts catching the signals (for the process's instance; nothing for a test's).
    public func activate() { activation?(self) }

    /// Asks the running command to stop.
    public func request() {
        condition.lock()
        requested = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether a stop was asked for.
    public var isRequested: Bool {
        condition.lock()
        defer { condition.unlock() }
        return requested
    }

    /// Waits up to `timeout` seconds (forever when nil); true when a stop was asked for.
    @discardableResult
    public func wait(timeout: TimeInterval? = nil) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while !requested {
            if let deadline {
                if !condition.wait(until: deadline) { return requested }
            } else {
                condition.wait()
            }
        }
        return true
    }
}

/// The dispatch sources that turn SIGINT and SIGTERM into `Interrupt.request()`. After the
/// first signal the default action is restored, so a second Ctrl-C ends a stuck process at once.
enum SignalSources {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let lock = NSLock()

    static func install(for interrupt: Interrupt) {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                signal(SIGINT, SIG_DFL)
                signal(SIGTERM, SIG_DFL)
                interrupt.request()
            }
            source.resume()
            sources.append(source)
        }
    }
}
