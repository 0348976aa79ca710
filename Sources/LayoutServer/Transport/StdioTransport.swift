import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads framed messages from a file descriptor on a thread of its own and writes framed
/// messages to another. A write that fails (the client went away) is remembered, so the server
/// can stop instead of writing into the void.
final class StdioTransport: @unchecked Sendable {
    let input: Int32
    let output: Int32
    let queue = EventQueue()
    private let writeLock = NSLock()
    private var broken = false
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)
    private var started = false
    let maxContentLength: Int

    init(input: Int32, output: Int32, maxContentLength: Int) {
        self.input = input
        self.output = output
        self.maxContentLength = maxContentLength
    }

    /// Starts the reading thread.
    func start() {
        started = true
        let thread = Thread { [self] in
            readLoop()
            finished.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Stops the reading thread and waits until it no longer touches the input descriptor (so
    /// that whoever owns the descriptor may close it, and its number be reused, safely).
    func stop() {
        writeLock.lock()
        stopped = true
        writeLock.unlock()
        if started { finished.wait() }
    }

    private var isStopped: Bool {
        writeLock.lock()
        defer { writeLock.unlock() }
        return stopped
    }

    private func readLoop() {
        var framer = MessageFramer(maxContentLength: maxContentLength)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while !isStopped {
            // Wait for input a little at a time, so that a stop is noticed.
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { continue }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                queue.push([.endOfInput(partial: framer.hasPartialMessage)])
                return
            }
            let events = framer.append(Array(chunk[0..<count])).map { event -> ServerEvent in
                switch event {
                case let .message(body): return .message(body)
                case let .badHeader(problem): return .framingError("cannot read the message header: \(problem)")
                case let .tooLarge(length):
                    return .framingError("the message is \(length) bytes, more than the \(maxContentLength) accepted")
                }
            }
            queue.push(events)
        }
    }

    /// Writes one message; `false` once the output is closed.
    @discardableResult
    func send(_ body: [UInt8]) -> Bool {
        writeLock.lock()
        defer { writeLock.unlock() }
        guard !broken else { return false }
        let framed = MessageFramer.frame(body)
        var offset = 0
        while offset < framed.count {
            let written = framed.withUnsafeBytes {
                write(output, $0.baseAddress?.advanced(by: offset), framed.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            if written <= 0 {
                broken = true
                return false
            }
            offset += written
        }
        return true
    }

    var isBroken: Bool {
        writeLock.lock()
        defer { writeLock.unlock() }
        return broken
    }
}
