/// The base protocol's framing: `Content-Length: N\r\n` (other headers ignored) `\r\n`, then N
/// bytes of JSON. Bytes arrive in any chunks; complete bodies come out. A header that cannot be
/// read is reported and the framer resynchronises at the next `Content-Length:`; a body larger
/// than the limit is skipped without being kept in memory.
public struct MessageFramer {
    /// What the framer found in the bytes so far.
    public enum Event: Equatable, Sendable {
        /// A complete message body.
        case message([UInt8])
        /// A header block that gives no usable length (the framer skipped it).
        case badHeader(String)
        /// A message larger than `maxContentLength` (its body is skipped as it arrives).
        case tooLarge(Int)
    }

    /// The largest body accepted (bytes).
    public let maxContentLength: Int
    /// The largest header block accepted (bytes).
    public let maxHeaderLength = 8_192

    var buffer: [UInt8] = []
    var start = 0
    /// Bytes of an oversized body still to discard.
    var skipping = 0

    public init(maxContentLength: Int = 64 << 20) {
        self.maxContentLength = maxContentLength
    }

    /// Whether a message was cut short (the input ended in its header or body).
    public var hasPartialMessage: Bool { start < buffer.count || skipping > 0 }

    static let separator: [UInt8] = Array("\r\n\r\n".utf8)
    static let lengthHeader: [UInt8] = Array("content-length:".utf8)

    /// Adds bytes; returns the events they complete.
    public mutating func append(_ bytes: [UInt8]) -> [Event] {
        var input = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, input.count)
            skipping -= dropped
            input = input.dropFirst(dropped)
        }
        buffer.append(contentsOf: input)
        var events: [Event] = []
        while let event = nextEvent() { events.append(event) }
        // Keep the buffer small: drop what was consumed.
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        return events
    }

    mutating func nextEvent() -> Event? {
        guard skipping == 0, start < buffer.count else { return nil }
        guard let headerEnd = find(Self.separator, from: start) else {
            if buffer.count - start > maxHeaderLength {
                let problem = "the header is longer than \(maxHeaderLength) bytes"
                resynchronise(after: buffer.count)
                return .badHeader(problem)
            }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int?
        var problem = "no Content-Length header"
        // "\r\n" is one Character in Swift: split on it as well as on lone CR and LF.
        for line in header.split(omittingEmptySubsequences: true,
                                 whereSeparator: { $0 == "\r\n" || $0 == "\r" || $0 == "\n" }) {
            guard let colon = line.firstIndex(of: ":") else {
                problem = "malformed header line '\(line.prefix(60))'"
                length = nil
                break
            }
            let name = line[..<colon].trimmingSpaces.lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingSpaces
            if let parsed = Int(value), parsed >= 0 {
                length = parsed
            } else {
                problem = "invalid Content-Length '\(value.prefix(40))'"
                length = nil
                break
            }
        }
        let bodyStart = headerEnd + Self.separator.count
        guard let length else {
            resynchronise(after: bodyStart)
            return .badHeader(problem)
        }
        if length > maxContentLength {
            let available = buffer.count - bodyStart
            if available >= length {
                start = bodyStart + length
            } else {
                start = buffer.count
                skipping = length - available
            }
            return .tooLarge(length)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .message(body)
    }

    /// Skips to the next `Content-Length:` at or after `offset` (or to the end).
    mutating func resynchronise(after offset: Int) {
        var index = offset
        while index + Self.lengthHeader.count <= buffer.count {
            var matches = true
            for (k, byte) in Self.lengthHeader.enumerated() where lowercase(buffer[index + k]) != byte {
                matches = false
                break
            }
            if matches { start = index; return }
            index += 1
        }
        // Keep a possible partial "Content-Length:" at the very end.
        start = max(offset, buffer.count - Self.lengthHeader.count + 1)
        if start > buffer.count { start = buffer.count }
    }

    func lowercase(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

    func find(_ needle: [UInt8], from offset: Int) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        var index = offset
        while index + needle.count <= buffer.count {
            if buffer[index] == needle[0], buffer[index + 1] == needle[1], buffer[index + 2] == needle[2],
               buffer[index + 3] == needle[3] { return index }
            index += 1
        }
        return nil
    }

    /// One message framed for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
