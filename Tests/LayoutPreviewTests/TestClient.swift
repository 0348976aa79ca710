import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import LayoutPreview

/// A raw HTTP client over a real TCP socket to 127.0.0.1, with bounded waits.
final class TestConnection {
    let fd: Int32
    var received: [UInt8] = []

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(fd)
            throw CocoaError(.fileReadUnknown)
        }
    }

    deinit { close(fd) }

    func send(_ text: String) {
        _ = Socket.writeAll(fd, Array(text.utf8))
    }

    /// Reads until `predicate` holds on what was received, the peer closes, or `timeout` passes.
    @discardableResult
    func read(until predicate: (String) -> Bool = { _ in false }, timeout: TimeInterval = 5) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if predicate(text) { break }
            guard Socket.wait(fd, for: Int16(POLLIN), milliseconds: 50) else { continue }
            guard let bytes = Socket.read(fd), !bytes.isEmpty else { break }
            received += bytes
        }
        return text
    }

    /// Whether the server closed the connection (end of stream) within `timeout`.
    func isClosed(within timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard Socket.wait(fd, for: Int16(POLLIN), milliseconds: 50) else { continue }
            guard let bytes = Socket.read(fd), !bytes.isEmpty else { return true }
            received += bytes
        }
        return false
    }

    var text: String { String(decoding: received, as: UTF8.self) }
}

/// A parsed response.
struct TestResponse {
    var status: Int
    var headers: [String: String]
    var body: String

    init(_ raw: String) {
        let parts = raw.components(separatedBy: "\r\n\r\n")
        let head = parts.first ?? ""
        body = parts.dropFirst().joined(separator: "\r\n\r\n")
        let lines = head.components(separatedBy: "\r\n")
        status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? -1
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
    }

    var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] }
    var errorMessage: String? { (json?["error"] as? [String: Any])?["message"] as? String }
}

/// A preview of files written to a fresh temporary directory, served on a free port.
final class TestPreview {
    let directory: URL
    let server: PreviewServer
    let port: Int

    init(files: [String: String], main: String = "main.layout", proposals: [ProposedViewSizeLiteral] = [],
         server configuration: HTTPServer.Configuration = HTTPServer.Configuration(port: 0)) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let preview = PreviewConfiguration(path: main, directory: directory.path, proposals: proposals.map(\.value))
        server = PreviewServer(configuration: preview, server: configuration, pollInterval: 0.02)
        port = try server.start()
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Replaces a file whole (written beside it, then renamed over it, as most editors save):
    /// a rewrite in place can be seen half done by a watcher on a loaded machine, which the
    /// watcher then corrects with a second build — right, but not what a test can wait for.
    func write(_ name: String, _ text: String) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// One request; the raw request text is sent as is.
    func raw(_ request: String, timeout: TimeInterval = 5) throws -> TestResponse {
        let connection = try TestConnection(port: port)
        connection.send(request)
        return TestResponse(connection.read(timeout: timeout))
    }

    func get(_ target: String, method: String = "GET", host: String = "127.0.0.1") throws -> TestResponse {
        try raw("\(method) \(target) HTTP/1.1\r\nHost: \(host):\(port)\r\n\r\n")
    }
}

import LayoutEngine

/// A proposal written as in the CLI, for test tables.
struct ProposedViewSizeLiteral {
    var value: ProposedViewSize
    init(_ width: CGFloat?, _ height: CGFloat?) { value = ProposedViewSize(width: width, height: height) }
}
