import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 server over Glibc sockets: one thread accepts, one thread per connection
/// (at most `maxConnections`; more get 503), one request per connection (`Connection: close`).
/// Reading a request is bounded in bytes (`HTTPRequestParser`) and in time (`requestTimeout`,
/// then 408), writing in time; every wait is sliced so that `stop()` ends all threads promptly.
public final class HTTPServer: @unchecked Sendable {
    /// Where and how the server listens.
    public struct Configuration: Sendable {
        public var host: String
        public var port: Int
        public var maxConnections: Int
        /// The longest a client may take to send its request head and body.
        public var requestTimeout: TimeInterval
        /// The longest an event stream stays quiet before a keep-alive comment is sent.
        public var keepAliveInterval: TimeInterval
        public var parser: HTTPRequestParser

        public init(host: String = "127.0.0.1", port: Int = 0, maxConnections: Int = 32,
                    requestTimeout: TimeInterval = 10, keepAliveInterval: TimeInterval = 15,
                    parser: HTTPRequestParser = HTTPRequestParser()) {
            self.host = host
            self.port = port
            self.maxConnections = maxConnections
            self.requestTimeout = requestTimeout
            self.keepAliveInterval = keepAliveInterval
            self.parser = parser
        }
    }

    public typealias Handler = @Sendable (HTTPRequest) -> HTTPReply

    public let configuration: Configuration
    let handler: Handler
    private let state = NSCondition()
    private var listener: Int32 = -1
    private var stopping = false
    private var activeConnections = 0
    private var acceptLoopRunning = false
    /// The port actually bound (after `start`).
    public private(set) var port: Int = 0

    /// How long one wait lasts before the thread looks at `stopping` again.
    static let slice: Int32 = 100

    public init(configuration: Configuration, handler: @escaping Handler) {
        self.configuration = configuration
        self.handler = handler
    }

    /// Binds and starts accepting; returns the bound port.
    @discardableResult
    public func start() throws(ServerStartError) -> Int {
        let (fd, port) = try Socket.listen(host: configuration.host, port: configuration.port)
        state.lock()
        listener = fd
        self.port = port
        acceptLoopRunning = true
        state.unlock()
        Thread.detachNewThread { [self] in acceptLoop(fd) }
        return port
    }

    /// Whether `stop()` was called.
    public var isStopping: Bool {
        state.lock()
        defer { state.unlock() }
        return stopping
    }

    /// Stops accepting, ends every connection and event stream, and waits (at most `timeout`)
    /// for their threads to finish.
    public func stop(timeout: TimeInterval = 3) {
        state.lock()
        stopping = true
        state.broadcast()
        let deadline = Date().addingTimeInterval(timeout)
        while activeConnections > 0 || acceptLoopRunning {
            if !state.wait(until: deadline) { break }
        }
        state.unlock()
    }

    /// The number of connections being served (tests).
    public var connectionCount: Int {
        state.lock()
        defer { state.unlock() }
        return activeConnections
    }

    private func acceptLoop(_ fd: Int32) {
        while !isStopping {
            guard Socket.wait(fd, for: Int16(POLLIN), milliseconds: Self.slice),
                  let client = Socket.accept(fd) else { continue }
            state.lock()
            let admitted = activeConnections < configuration.maxConnections && !stopping
            if admitted { activeConnections += 1 }
            state.unlock()
            guard admitted else {
                let busy = HTTPResponse.error(HTTPError(.serviceUnavailable, "too many connections; try again"))
                _ = Socket.writeAll(client, busy.serialized(), timeout: 1)
                close(client)
                continue
            }
            Thread.detachNewThread { [self] in
                serve(client)
                shutdown(client, Int32(SHUT_RDWR))
                close(client)
                state.lock()
                activeConnections -= 1
                state.broadcast()
                state.unlock()
            }
        }
        close(fd)
        state.lock()
        acceptLoopRunning = false
        state.broadcast()
        state.unlock()
    }

    // MARK: - One connection

    private func serve(_ fd: Int32) {
        let request: HTTPRequest
        switch readRequest(fd) {
        case .none: return
        case let .failure(error)?:
            _ = Socket.writeAll(fd, HTTPResponse.error(error).serialized())
            return
        case let .success(parsed)?:
            request = parsed
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            _ = Socket.writeAll(fd, HTTPResponse.error(
                HTTPError(.methodNotAllowed, "only GET and HEAD are allowed, found \(request.method)")).serialized())
            return
        }
        switch handler(request) {
        case let .response(response):
            _ = Socket.writeAll(fd, response.serialized(includeBody: request.method != "HEAD"))
        case let .eventStream(stream):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
                + "Cache-Control: no-store\r\nX-Accel-Buffering: no\r\nConnection: close\r\n\r\n"
            guard Socket.writeAll(fd, Array(head.utf8)), request.method == "GET" else { return }
            pump(stream, to: fd)
        }
    }

    /// Reads one request head (and its body, which no route uses); `nil` when the client left
    /// or the server is stopping.
    private func readRequest(_ fd: Int32) -> Result<HTTPRequest, HTTPError>? {
        let deadline = Date().addingTimeInterval(configuration.requestTimeout)
        var buffer: [UInt8] = []
        var parsed: (HTTPRequest, Int)?
        while true {
            if parsed == nil {
                do {
                    if case let .complete(request, headLength, bodyLength) = try configuration.parser.parse(buffer) {
                        parsed = (request, headLength + bodyLength)
                    }
                } catch {
                    return .failure(error)
                }
            }
            if let (request, total) = parsed, buffer.count >= total { return .success(request) }
            if isStopping { return nil }
            guard Date() < deadline else {
                return .failure(HTTPError(.requestTimeout,
                                          "the request did not arrive in \(Int(configuration.requestTimeout)) s"))
            }
            guard Socket.wait(fd, for: Int16(POLLIN), milliseconds: Self.slice) else { continue }
            guard let bytes = Socket.read(fd), !bytes.isEmpty else { return nil }
            buffer += bytes
        }
    }

    /// Sends events until the client leaves, a write stalls, or the server stops.
    private func pump(_ stream: EventStream, to fd: Int32) {
        var lastID: Int?
        var quietSince = Date()
        while !isStopping {
            if let event = stream.next(lastID, Double(Self.slice) / 1000) {
                guard Socket.writeAll(fd, Array(event.framed.utf8)) else { return }
                lastID = event.id
                quietSince = Date()
                continue
            }
            // Nothing new: has the client hung up? (A readable socket at end of stream.)
            if Socket.wait(fd, for: Int16(POLLIN), milliseconds: 0) {
                guard let bytes = Socket.read(fd), !bytes.isEmpty else { return }
            }
            if Date().timeIntervalSince(quietSince) >= configuration.keepAliveInterval {
                guard Socket.writeAll(fd, Array(": keep-alive\n\n".utf8)) else { return }
                quietSince = Date()
            }
        }
    }
}
