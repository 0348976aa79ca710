/// A `.layout` string literal's text and its value, both ways (Swift's string literals have the
/// same escapes: the SwiftUI exporter and the Swift reader write theirs with `escaped`).
public enum StringLiteral {
    /// `text` as it is written between a literal's quotes: `"`, `\`, newline, tab and return
    /// escaped as `\"`, `\\`, `\n`, `\t`, `\r`, other control characters as `\u{…}`.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `text` as a literal, quotes included.
    public static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// Decodes a string token's text (with its quotes) into its value.
    static func decode(_ token: String) -> String {
        // Most strings have no escape: their value is what the quotes hold.
        if !token.utf8.contains(UInt8(ascii: "\\")) {
            var body = Substring(token).unicodeScalars
            if body.first == "\"" { body.removeFirst() }
            if body.last == "\"" && !body.isEmpty { body.removeLast() }
            return String(body)
        }
        var scalars = Array(token.unicodeScalars)
        if scalars.first == "\"" { scalars.removeFirst() }
        if scalars.last == "\"" && !scalars.isEmpty { scalars.removeLast() }
        var result = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "\\", i + 1 < scalars.count else {
                result.append(c)
                i += 1
                continue
            }
            let e = scalars[i + 1]
            i += 2
            switch e {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\"", "\\": result.append(e)
            case "u":
                var hex = ""
                if i < scalars.count, scalars[i] == "{" {
                    i += 1
                    while i < scalars.count, scalars[i] != "}" { hex.unicodeScalars.append(scalars[i]); i += 1 }
                    i += 1
                }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.append(scalar) }
            default: result.append(e)
            }
        }
        return String(result)
    }
}

extension StringLiteral {
    /// A part of a string literal: decoded text, or the byte range (in the file) of an
    /// interpolated expression — the text between `\(` and its matching `)`.
    enum Piece: Equatable {
        case text(String)
        case interpolation(Range<Int>)
    }

    /// Whether a string token's text has an interpolation (so is not a plain literal).
    static func hasInterpolation(_ bytes: ArraySlice<UInt8>) -> Bool {
        var i = bytes.startIndex
        while i < bytes.endIndex - 1 {
            if bytes[i] == 92 {
                if bytes[i + 1] == 40 { return true }
                i += 2
                continue
            }
            i += 1
        }
        return false
    }

    /// The pieces of a string token (`bytes` with its quotes, at file offset `bytes.startIndex`).
    /// The matching `)` is found as the lexer finds it: strings inside an interpolation, and
    /// parentheses, nest. An unterminated interpolation runs to the end of the token.
    static func pieces(_ bytes: ArraySlice<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        var i = bytes.startIndex + (bytes.first == 34 ? 1 : 0)
        let end = bytes.last == 34 && bytes.count >= 2 ? bytes.endIndex - 1 : bytes.endIndex
        var literalStart = i
        func flush(_ upTo: Int) {
            if upTo > literalStart {
                pieces.append(.text(decode(String(decoding: bytes[literalStart..<upTo], as: UTF8.self))))
            }
        }
        while i < end {
            guard bytes[i] == 92, i + 1 < end else { i += 1; continue }
            guard bytes[i + 1] == 40 else { i += 2; continue }
            flush(i)
            let start = i + 2
            var j = start
            // Strings and parentheses inside the interpolation, innermost last.
            var nesting: [UInt8] = []
            scan: while j < end {
                let c = bytes[j]
                if nesting.last == 34 {
                    if c == 92 { j += 2; continue }
                    if c == 34 { nesting.removeLast() }
                } else {
                    switch c {
                    case 34, 40: nesting.append(c)
                    case 41:
                        if nesting.isEmpty { break scan }
                        nesting.removeLast()
                    default: break
                    }
                }
                j += 1
            }
            pieces.append(.interpolation(start..<min(j, end)))
            i = min(j + 1, end)
            literalStart = i
        }
        flush(end)
        return pieces
    }
}
