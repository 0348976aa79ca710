import Foundation

/// Parses a request head (request line and header fields) from the bytes read so far, with
/// limits, so that no client can make the server buffer without bound.
public struct HTTPRequestParser: Sendable {
    /// The most bytes a request head may take (request line and headers).
    public var maxHeadBytes: Int
    /// The longest request target.
    public var maxTargetBytes: Int
    /// The largest body a request may announce; larger ones are refused with 413.
    public var maxBodyBytes: Int

    public init(maxHeadBytes: Int = 16 * 1024, maxTargetBytes: Int = 4 * 1024, maxBodyBytes: Int = 64 * 1024) {
        self.maxHeadBytes = maxHeadBytes
        self.maxTargetBytes = maxTargetBytes
        self.maxBodyBytes = maxBodyBytes
    }

    /// What the bytes so far amount to.
    public enum Outcome: Equatable, Sendable {
        /// More bytes are needed.
        case incomplete
        /// A full head: the request, the head's length in bytes and the body length announced.
        case complete(HTTPRequest, headLength: Int, bodyLength: Int)
    }

    /// Parses `bytes` (everything received on the connection so far).
    public func parse(_ bytes: [UInt8]) throws(HTTPError) -> Outcome {
        guard let end = headEnd(bytes) else {
            if bytes.count > maxHeadBytes {
                throw HTTPError(.headersTooLarge, "the request head is longer than \(maxHeadBytes) bytes")
            }
            return .incomplete
        }
        if end > maxHeadBytes {
            throw HTTPError(.headersTooLarge, "the request head is longer than \(maxHeadBytes) bytes")
        }
        // Lines are split on bytes: as a Swift String, "\r\n" is one Character.
        var lines: [Substring] = []
        for raw in bytes[..<end].split(separator: 0x0A, omittingEmptySubsequences: false) {
            let content = raw.last == 0x0D ? raw.dropLast() : raw
            guard let line = String(validating: content, as: UTF8.self) else {
                throw HTTPError(.badRequest, "the request head is not UTF-8")
            }
            lines.append(Substring(line))
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else {
            throw HTTPError(.badRequest, "expected a request line, found nothing")
        }
        var request = try parseRequestLine(requestLine)
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else {
                throw HTTPError(.badRequest, "expected 'Name: value' header field, found '\(line.prefix(40))'")
            }
            let name = line[..<colon]
            guard !name.isEmpty, name.allSatisfy(Self.isTokenCharacter) else {
                throw HTTPError(.badRequest, "invalid header field name '\(name.prefix(40))'")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let key = name.lowercased()
            request.headers[key] = request.headers[key].map { $0 + ", " + value } ?? value
        }
        if request.minorVersion >= 1, request.headers["host"] == nil {
            throw HTTPError(.badRequest, "an HTTP/1.1 request needs a Host header")
        }
        if request.headers["transfer-encoding"] != nil {
            throw HTTPError(.notImplemented, "request bodies with Transfer-Encoding are not supported")
        }
        var bodyLength = 0
        if let field = request.headers["content-length"] {
            guard let length = Int(field), length >= 0 else {
                throw HTTPError(.badRequest, "invalid Content-Length '\(field.prefix(20))'")
            }
            guard length <= maxBodyBytes else {
                throw HTTPError(.payloadTooLarge, "the body is longer than \(maxBodyBytes) bytes")
            }
            bodyLength = length
        }
        return .complete(request, headLength: end, bodyLength: bodyLength)
    }

    /// The offset just past the blank line that ends the head (CRLF CRLF, or bare LF LF).
    func headEnd(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A { return index + 3 }
            }
            index += 1
        }
        return nil
    }

    func parseRequestLine(_ line: Substring) throws(HTTPError) -> HTTPRequest {
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw HTTPError(.badRequest, "expected 'METHOD /path HTTP/1.1', found '\(line.prefix(60))'")
        }
        let method = String(parts[0])
        guard !method.isEmpty, method.allSatisfy(Self.isTokenCharacter) else {
            throw HTTPError(.badRequest, "invalid method '\(method.prefix(20))'")
        }
        let version = parts[2]
        guard version.hasPrefix("HTTP/") else {
            throw HTTPError(.badRequest, "expected an HTTP version, found '\(version.prefix(20))'")
        }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw HTTPError(.versionNotSupported,
                            "only HTTP/1.0 and HTTP/1.1 are supported, found '\(version.prefix(20))'")
        }
        let target = parts[1]
        guard target.utf8.count <= maxTargetBytes else {
            throw HTTPError(.uriTooLong, "the request target is longer than \(maxTargetBytes) bytes")
        }
        guard target.hasPrefix("/") else {
            throw HTTPError(.badRequest, "expected a path starting with '/', found '\(target.prefix(40))'")
        }
        let pathPart: Substring
        var query: [(String, String)] = []
        if let mark = target.firstIndex(of: "?") {
            pathPart = target[..<mark]
            for pair in target[target.index(after: mark)...].split(separator: "&") {
                let name: Substring, value: Substring
                if let equals = pair.firstIndex(of: "=") {
                    name = pair[..<equals]
                    value = pair[pair.index(after: equals)...]
                } else {
                    name = pair
                    value = ""
                }
                guard let decodedName = Self.percentDecode(name, plusIsSpace: true),
                      let decodedValue = Self.percentDecode(value, plusIsSpace: true) else {
                    throw HTTPError(.badRequest, "invalid percent-encoding in the query")
                }
                query.append((decodedName, decodedValue))
            }
        } else {
            pathPart = target
        }
        guard let path = Self.percentDecode(pathPart, plusIsSpace: false) else {
            throw HTTPError(.badRequest, "invalid percent-encoding in the path")
        }
        return HTTPRequest(method: method, path: path, query: query, minorVersion: version == "HTTP/1.1" ? 1 : 0)
    }

    /// `%XX` decoding (and `+` as a space in queries); `nil` for a malformed escape or bytes
    /// that are not UTF-8.
    static func percentDecode(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue),
                      let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace: bytes.append(UInt8(ascii: " "))
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// RFC 9110 `tchar`.
    static func isTokenCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue, ascii > 0x20, ascii < 0x7F else { return false }
        return !"\"(),/:;<=>?@[\\]{}".contains(character)
    }
}
