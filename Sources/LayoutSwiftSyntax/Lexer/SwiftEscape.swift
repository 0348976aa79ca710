/// One escape sequence of a string literal (TSPL, "String Literals"): what follows a `\` and the
/// extended delimiter's `#`s. The lexer asks whether it is valid; the decoder asks what it means.
struct SwiftEscape {
    enum Meaning: Equatable {
        /// `\0 \\ \t \n \r \" \'` and `\u{…}`: one scalar.
        case scalar(UInt32)
        /// `\` then optional spaces and tabs at the end of a line of a multi-line string: the line
        /// break is left out.
        case lineContinuation
        /// Not an escape Swift knows.
        case invalid
        /// `\u{…}` with a value that is no Unicode scalar (a surrogate, above U+10FFFF).
        case invalidScalar
    }

    var meaning: Meaning
    /// Where the sequence ends (after a continuation's line break). An invalid sequence never
    /// takes a line break or the character after a malformed `\u{`.
    var end: Int

    var isValid: Bool { meaning != .invalid && meaning != .invalidScalar }

    /// The escape whose character (after `\` and the `#`s) is at `i`, in `bytes[..<limit]`.
    static func scan(_ bytes: [UInt8], at i: Int, limit: Int, multiline: Bool) -> SwiftEscape {
        guard i >= 0, i < limit, limit <= bytes.count else { return SwiftEscape(meaning: .invalid, end: i) }
        let simple: UInt32?
        switch bytes[i] {
        case 0x30: simple = 0x00      // 0
        case 0x5C: simple = 0x5C      // \
        case 0x74: simple = 0x09      // t
        case 0x6E: simple = 0x0A      // n
        case 0x72: simple = 0x0D      // r
        case 0x22: simple = 0x22      // "
        case 0x27: simple = 0x27      // '
        case 0x75: return scanUnicode(bytes, at: i, limit: limit)
        case 0x20, 0x09, 0x0A, 0x0D:
            return scanContinuation(bytes, at: i, limit: limit, multiline: multiline)
        default:
            let length = SwiftCharacters.decode(bytes, at: i, limit: limit)?.length ?? 1
            return SwiftEscape(meaning: .invalid, end: i + length)
        }
        return SwiftEscape(meaning: simple.map(Meaning.scalar) ?? .invalid, end: i + 1)
    }

    /// At `u`: `u{` one to eight hexadecimal digits `}`.
    private static func scanUnicode(_ bytes: [UInt8], at i: Int, limit: Int) -> SwiftEscape {
        guard i + 1 < limit, bytes[i + 1] == 0x7B else { return SwiftEscape(meaning: .invalid, end: i + 1) }
        var k = i + 2
        var value: UInt32 = 0
        var digits = 0
        while k < limit, SwiftCharacters.isHexDigit(bytes[k]) {
            let b = bytes[k]
            let digit = SwiftCharacters.isDigit(b) ? UInt32(b - 48) : UInt32((b | 0x20) - 87)
            if digits < 8 { value = value << 4 | digit }
            digits += 1
            k += 1
        }
        guard k < limit, bytes[k] == 0x7D, (1...8).contains(digits) else {
            return SwiftEscape(meaning: .invalid, end: k < limit && bytes[k] == 0x7D ? k + 1 : k)
        }
        let valid = Unicode.Scalar(value) != nil
        return SwiftEscape(meaning: valid ? .scalar(value) : .invalidScalar, end: k + 1)
    }

    /// At a space, tab or line break: a multi-line string's line continuation, if only spaces and
    /// tabs lie before the line break (or the end of the text).
    private static func scanContinuation(_ bytes: [UInt8], at i: Int, limit: Int, multiline: Bool) -> SwiftEscape {
        guard multiline else {
            let isBreak = SwiftCharacters.isNewline(bytes[i])
            return SwiftEscape(meaning: .invalid, end: isBreak ? i : i + 1)
        }
        var k = i
        while k < limit, SwiftCharacters.isInlineSpace(bytes[k]) { k += 1 }
        guard k < limit else { return SwiftEscape(meaning: .lineContinuation, end: k) }
        guard SwiftCharacters.isNewline(bytes[k]) else { return SwiftEscape(meaning: .invalid, end: i + 1) }
        let crlf = bytes[k] == 0x0D && k + 1 < limit && bytes[k + 1] == 0x0A
        return SwiftEscape(meaning: .lineContinuation, end: k + (crlf ? 2 : 1))
    }
}
