/// A property list in the old-style (OpenStep) text format that Xcode writes `project.pbxproj` in:
/// dictionaries `{ key = value; }`, arrays `( a, b, )`, strings quoted or bare, data `<0fab>`, and
/// `/* … */` and `//` comments anywhere. Every value keeps where it starts, for messages.
public indirect enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    /// Keys in the order written (the last of a repeated key wins in `subscript`).
    case dictionary([(key: String, value: PropertyList)])
    case data([UInt8])

    public static func == (a: PropertyList, b: PropertyList) -> Bool {
        switch (a, b) {
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.data(x), .data(y)): return x == y
        case let (.dictionary(x), .dictionary(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// A dictionary's value for `key`; nil for a missing key or another kind of value.
    public subscript(key: String) -> PropertyList? {
        guard case let .dictionary(members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var string: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    public var array: [PropertyList]? {
        if case let .array(items) = self { return items }
        return nil
    }

    /// A dictionary's members in order; nil for another kind of value.
    public var members: [(key: String, value: PropertyList)]? {
        if case let .dictionary(members) = self { return members }
        return nil
    }

    /// An array of strings (`SUPPORTED_PLATFORMS` may also be one string of words: split it).
    public var strings: [String] {
        switch self {
        case let .string(text): return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        case let .array(items): return items.compactMap(\.string)
        default: return []
        }
    }
}

/// Why a text is not an old-style property list: a message and the byte offset where it went wrong.
public struct PropertyListError: Error, Equatable, Sendable {
    public var message: String
    public var offset: Int
}

/// The reader of `PropertyList`'s text format. It never traps: nesting is bounded, every loop
/// consumes a byte, and the first mistake is an error at its offset.
public struct PropertyListParser {
    /// Arrays and dictionaries nested deeper than this are refused (a project nests about 4).
    public static let maxDepth = 200

    let bytes: [UInt8]
    var position = 0
    var depth = 0

    /// Parses one value filling the whole text (comments and whitespace around it allowed).
    public static func parse(_ bytes: [UInt8]) -> Result<PropertyList, PropertyListError> {
        var parser = PropertyListParser(bytes: bytes)
        do throws(PropertyListError) {
            parser.skipTrivia()
            let value = try parser.value()
            parser.skipTrivia()
            if parser.position < bytes.count {
                throw parser.error("expected the end of the file after the value, found \(parser.found)")
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    func error(_ message: String, at offset: Int? = nil) -> PropertyListError {
        PropertyListError(message: message, offset: offset ?? position)
    }

    var found: String {
        guard position < bytes.count else { return "the end of the file" }
        let byte = bytes[position]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Whitespace and comments.
    mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {   // /*
                position += 2
                while position < bytes.count,
                      !(bytes[position] == 0x2A && position + 1 < bytes.count && bytes[position + 1] == 0x2F) {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2F {   // //
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else {
                return
            }
        }
    }

    mutating func value() throws(PropertyListError) -> PropertyList {
        guard position < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try dictionary()
        case UInt8(ascii: "("): return try array()
        case UInt8(ascii: "<"): return try data()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
        default:
            guard Self.isBare(bytes[position]) else { throw error("expected a value, found \(found)") }
            return .string(bare())
        }
    }

    mutating func nest() throws(PropertyListError) {
        depth += 1
        if depth > Self.maxDepth { throw error("the property list nests deeper than \(Self.maxDepth) levels") }
    }

    mutating func dictionary() throws(PropertyListError) -> PropertyList {
        try nest()
        defer { depth -= 1 }
        position += 1
        var members: [(key: String, value: PropertyList)] = []
        while true {
            skipTrivia()
            guard position < bytes.count else { throw error("expected '}' to end the dictionary, found the end of the file") }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .dictionary(members)
            }
            let keyStart = position
            guard case let .string(key) = try value() else {
                throw error("expected a key (a string), found a collection", at: keyStart)
            }
            skipTrivia()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("expected '=' after the key '\(key)', found \(found)")
            }
            position += 1
            skipTrivia()
            let member = try value()
            skipTrivia()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                throw error("expected ';' after the value of '\(key)', found \(found)")
            }
            position += 1
            members.append((key, member))
        }
    }

    mutating func array() throws(PropertyListError) -> PropertyList {
        try nest()
        defer { depth -= 1 }
        position += 1
        var items: [PropertyList] = []
        while true {
            skipTrivia()
            guard position < bytes.count else { throw error("expected ')' to end the array, found the end of the file") }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return .array(items)
            }
            items.append(try value())
            skipTrivia()
            guard position < bytes.count else { throw error("expected ')' to end the array, found the end of the file") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in the array, found \(found)")
            }
        }
    }

    mutating func data() throws(PropertyListError) -> PropertyList {
        let start = position
        position += 1
        var out: [UInt8] = []
        var high: UInt8?
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
            let byte = bytes[position]
            position += 1
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { continue }
            guard let nibble = Self.hexValue(byte) else {
                throw error("expected a hexadecimal digit in the data, found '\(Character(Unicode.Scalar(byte)))'",
                            at: position - 1)
            }
            if let first = high {
                out.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        guard position < bytes.count else { throw error("expected '>' to end the data", at: start) }
        guard high == nil else { throw error("the data has an odd number of hexadecimal digits", at: start) }
        position += 1
        return .data(out)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    /// Characters of an unquoted string (`PBXGroup`, `com.apple.product-type.application`, `$(SRCROOT)/x`).
    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"): return true
        default: return false
        }
    }

    mutating func bare() -> String {
        let start = position
        while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A quoted string with its escapes: `\n \t \r \" \\ \'`, `\U` and four hexadecimal digits
    /// (a UTF-16 unit: pairs join), and three octal digits.
    mutating func quoted() throws(PropertyListError) -> String {
        let quote = bytes[position]
        let start = position
        position += 1
        var out: [UInt8] = []
        var units: [UInt16] = []
        func flushUnits() {
            guard !units.isEmpty else { return }
            out += Array(String(decoding: units, as: UTF16.self).utf8)
            units = []
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                flushUnits()
                return String(decoding: out, as: UTF8.self)
            }
            if byte != UInt8(ascii: "\\") {
                flushUnits()
                out.append(byte)
                position += 1
                continue
            }
            position += 1
            guard position < bytes.count else { break }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): flushUnits(); out.append(0x0A)
            case UInt8(ascii: "t"): flushUnits(); out.append(0x09)
            case UInt8(ascii: "r"): flushUnits(); out.append(0x0D)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var unit: UInt16 = 0
                var digits = 0
                while digits < 4, position < bytes.count, let nibble = Self.hexValue(bytes[position]) {
                    unit = unit << 4 | UInt16(nibble)
                    position += 1
                    digits += 1
                }
                guard digits == 4 else { throw error("expected four hexadecimal digits after '\\U'", at: position) }
                units.append(unit)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt16(escaped - 0x30)
                var digits = 1
                while digits < 3, position < bytes.count, (0x30...0x37).contains(bytes[position]) {
                    code = code << 3 | UInt16(bytes[position] - 0x30)
                    position += 1
                    digits += 1
                }
                flushUnits()
                out += Array(String(decoding: [min(code, 0xFF)], as: UTF16.self).utf8)
            default:
                flushUnits()
                out.append(escaped)
            }
        }
        throw error("expected a closing quote for the string", at: start)
    }
}
