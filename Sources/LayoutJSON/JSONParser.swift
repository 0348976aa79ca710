/// Why a text is not JSON: a message in the project's style and the byte offset where it went wrong.
public struct JSONParseError: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int
    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// Where an object member is in the text: its name (with the quotes) and its value, as byte ranges.
public struct JSONMemberLocation: Hashable, Sendable {
    public var key: Range<Int>
    public var value: Range<Int>
}

/// A strict JSON reader (RFC 8259) over UTF-8 bytes, with a nesting limit so hostile input
/// cannot exhaust the stack. Strings must be Unicode: bytes that are not UTF-8 (§8.1) and
/// `\u` escapes of a lone surrogate (§8.2: "unpredictable") are refused, never replaced, so
/// a client's text is taken as it was meant or not at all.
public struct JSONParser {
    /// Arrays and objects nested deeper than this are refused.
    public static let maxDepth = 256

    let bytes: [UInt8]
    var position = 0
    var depth = 0
    /// When set, the location of every object member by its path (`/format/indent`).
    var locations: [String: JSONMemberLocation]?
    var path: [String] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON value and reports where each object member is, by its path of keys
    /// (`/format/indent`; array elements by index, `/list/0`), for messages that point at them.
    public static func parseWithLocations(
        _ bytes: [UInt8]
    ) throws(JSONParseError) -> (JSONValue, [String: JSONMemberLocation]) {
        var parser = JSONParser(bytes: bytes)
        parser.locations = [:]
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < bytes.count { throw parser.error("expected the end of the input after the value") }
        return (value, parser.locations ?? [:])
    }

    /// Parses one JSON value filling the whole input (whitespace around it allowed).
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < bytes.count { throw parser.error("expected the end of the input after the value") }
        return value
    }

    /// Parses a string as JSON.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(message: message, offset: offset ?? position)
    }

    var found: String {
        guard position < bytes.count else { return "the end of the input" }
        let byte = bytes[position]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard position < bytes.count else { throw error("expected a value, found the end of the input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value, found \(found)")
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<(position + utf8.count)]) == utf8 else {
            throw error("expected a value, found \(found)")
        }
        position += utf8.count
        return value
    }

    mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > Self.maxDepth { throw error("arrays and objects are nested more than \(Self.maxDepth) levels deep") }
    }

    mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a member name in quotes, found \(found)")
            }
            let keyStart = position
            let key = try parseString()
            let keyEnd = position
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':' after the member name, found \(found)")
            }
            position += 1
            skipWhitespace()
            let valueStart = position
            path.append(key)
            members[key] = try parseValue()
            if locations != nil {
                locations?["/" + path.joined(separator: "/")] = JSONMemberLocation(key: keyStart..<keyEnd,
                                                                                   value: valueStart..<position)
            }
            path.removeLast()
            skipWhitespace()
            guard position < bytes.count else { throw error("expected ',' or '}', found the end of the input") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            throw error("expected ',' or '}', found \(found)")
        }
    }

    mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            path.append(String(elements.count))
            let valueStart = position
            elements.append(try parseValue())
            if locations != nil {
                locations?["/" + path.joined(separator: "/")] = JSONMemberLocation(key: valueStart..<valueStart,
                                                                                   value: valueStart..<position)
            }
            path.removeLast()
            skipWhitespace()
            guard position < bytes.count else { throw error("expected ',' or ']', found the end of the input") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
            throw error("expected ',' or ']', found \(found)")
        }
    }

    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        func digits() -> Int {
            let from = position
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                position += 1
            }
            return position - from
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("expected digits in the number") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number cannot start with 0", at: integerStart)
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is too large", at: start)
        }
        return .number(value)
    }

    mutating func parseString() throws(JSONParseError) -> String {
        let start = position
        position += 1
        // UTF-8 bytes, grown geometrically: a run appended to a `String.UnicodeScalarView` with
        // `append(contentsOf:)` reallocated it each time, which made a 1 MB document of many
        // lines take seconds to read.
        var scalars = ScalarBytes()
        var runStart = position
        // The bytes of the current run OR'ed together: a run of ASCII (nearly every run of a
        // document's text, the ones between its line breaks' escapes) needs no validation.
        var runBits: UInt8 = 0
        func validateRun() throws(JSONParseError) {
            if runBits >= 0x80, String(validating: bytes[runStart..<position], as: UTF8.self) == nil {
                throw error("a string holds bytes that are not UTF-8", at: runStart)
            }
        }
        func flushRun() throws(JSONParseError) {
            guard runStart < position else { return }
            try validateRun()
            scalars.bytes.append(contentsOf: bytes[runStart..<position])
        }
        let count = bytes.count
        while true {
            // The run up to the next quote, backslash or control character, in a local index.
            position = bytes.withUnsafeBufferPointer { buffer in
                var next = position
                while next < count {
                    let byte = buffer[next]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    runBits |= byte
                    next += 1
                }
                return next
            }
            guard position < count else { throw error("unterminated string", at: start) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                if scalars.bytes.isEmpty {
                    // No escape before the end: the string is the run itself, not copied first.
                    try validateRun()
                    position += 1
                    return String(decoding: bytes[runStart..<(position - 1)], as: UTF8.self)
                }
                try flushRun()
                position += 1
                return String(decoding: scalars.bytes, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character in a string; write it as an escape such as \\n") }
            try flushRun()
            runBits = 0
            position += 1
            guard position < bytes.count else { throw error("unterminated string", at: start) }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.bytes.append(escape)
            case UInt8(ascii: "b"): scalars.bytes.append(0x08)
            case UInt8(ascii: "f"): scalars.bytes.append(0x0C)
            case UInt8(ascii: "n"): scalars.bytes.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): scalars.bytes.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "t"): scalars.bytes.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "u"):
                let escapeStart = position - 2
                let high = try hex4()
                func lone(_ value: UInt32) -> JSONParseError {
                    error("\\u\(String(value, radix: 16, uppercase: true)) "
                              + "is half of a surrogate pair, not a character",
                          at: escapeStart)
                }
                if (0xD800...0xDBFF).contains(high) {
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                          bytes[position + 1] == UInt8(ascii: "u") else { throw lone(high) }
                    position += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low),
                          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                        throw lone(high)
                    }
                    scalars.append(scalar)
                } else {
                    guard let scalar = Unicode.Scalar(high) else { throw lone(high) }
                    scalars.append(scalar)
                }
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: position - 2)
            }
            runStart = position
        }
    }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("expected four hexadecimal digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }
}

/// A string's UTF-8 bytes as `parseString` collects them: runs copied as they are, escapes
/// encoded.
private struct ScalarBytes {
    var bytes: [UInt8] = []

    mutating func append(_ scalar: Unicode.Scalar) {
        // Every scalar has a UTF-8 encoding: the optional is never nil.
        if let encoded = UTF8.encode(scalar) { bytes.append(contentsOf: encoded) }
    }
}
