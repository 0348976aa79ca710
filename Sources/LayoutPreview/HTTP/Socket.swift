import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, checked wrappers over the BSD socket calls the server needs. Every wait is bounded by
/// `poll` with a timeout, so no peer can hold a thread forever.
/// Why a server could not start (the port is taken, the host does not resolve, …).
public struct ServerStartError: Error, Equatable, Sendable {
    public var message: String
}

enum Socket {
    /// A listening TCP socket bound to `host:port` (port 0: any free port); returns the socket
    /// and the port actually bound.
    static func listen(host: String, port: Int) throws(ServerStartError) -> (fd: Int32, port: Int) {
        guard (0...65535).contains(port) else {
            throw ServerStartError(message: "port \(port) is out of range 0…65535")
        }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw ServerStartError(message: "cannot resolve host '\(host)': \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(list) }
        var lastError = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue),
                            info.pointee.ai_protocol)
            guard fd >= 0 else {
                lastError = errorText()
                continue
            }
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, Glibc.listen(fd, 64) == 0 else {
                lastError = errorText()
                close(fd)
                continue
            }
            return (fd, boundPort(fd) ?? port)
        }
        throw ServerStartError(message: "cannot listen on \(host):\(port): \(lastError)")
    }

    static func boundPort(_ fd: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) == 0 }
        }
        guard ok else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin_port))
                }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
        default:
            return nil
        }
    }

    /// Waits up to `milliseconds` for `events` on `fd`; true when ready (or the peer hung up).
    static func wait(_ fd: Int32, for events: Int16, milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: events, revents: 0)
        let result = poll(&descriptor, 1, milliseconds)
        return result > 0
    }

    /// Accepts a pending connection, or nil.
    static func accept(_ listener: Int32) -> Int32? {
        let fd = Glibc.accept(listener, nil, nil)
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
    }

    /// Reads what is available (after `wait`): the bytes, empty at end of stream, nil on error.
    static func read(_ fd: Int32, max: Int = 16 * 1024) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: max)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, max, 0) }
        guard count >= 0 else { return errno == EINTR || errno == EAGAIN ? [] : nil }
        return Array(buffer[0..<count])
    }

    /// Writes every byte, waiting at most `timeout` seconds in all; false when the peer is gone
    /// or too slow.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var offset = 0
        while offset < bytes.count {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0, wait(fd, for: Int16(POLLOUT), milliseconds: Int32(min(remaining, 1) * 1000) + 1) else {
                if remaining <= 0 { return false }
                continue
            }
            let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}
