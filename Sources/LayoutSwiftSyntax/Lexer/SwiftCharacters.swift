/// The character classes of TSPL's "Lexical Structure", on bytes and Unicode scalars, and a
/// UTF-8 decoder that never traps (invalid input is `nil`, and the lexer makes it `.unknown`).
enum SwiftCharacters {
    /// TSPL's whitespace: space, tab, line feed, carriage return, vertical tab, form feed, NUL.
    @inline(__always)
    static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x0B || b == 0x0C || b == 0x00
    }

    /// A line break: line feed or carriage return (a lone CR is one; CR LF is one).
    @inline(__always)
    static func isNewline(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }

    /// Space or tab (TSPL's inline-space).
    @inline(__always)
    static func isInlineSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 48 < 10 }
    @inline(__always) static func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) &- 97 < 26 }
    @inline(__always)
    static func isHexDigit(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20) &- 97 < 6 }

    /// An ASCII identifier-head: a letter or `_`.
    @inline(__always)
    static func isASCIIIdentifierHead(_ b: UInt8) -> Bool { isASCIILetter(b) || b == 95 }

    /// An ASCII identifier character: a head, a digit, or `$` (Swift's lexer accepts `a$b`).
    @inline(__always)
    static func isASCIIIdentifierCharacter(_ b: UInt8) -> Bool { isASCIIIdentifierHead(b) || isDigit(b) || b == 36 }

    /// TSPL's ASCII operator-head: `/ = - + ! * % < > & | ^ ~ ?`.
    @inline(__always)
    static func isASCIIOperatorHead(_ b: UInt8) -> Bool {
        switch b {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// The scalar encoded at `bytes[i…]` (before `limit`) and its length in bytes; nil for an
    /// invalid sequence (a stray continuation byte, an overlong form, a surrogate, a truncation).
    static func decode(_ bytes: [UInt8], at i: Int, limit: Int) -> (scalar: UInt32, length: Int)? {
        guard i >= 0, i < limit, limit <= bytes.count else { return nil }
        let lead = bytes[i]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int, lowest: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; lowest = 0x80
        case 0xE0...0xEF: length = 3; lowest = 0x800
        case 0xF0...0xF4: length = 4; lowest = 0x10000
        default: return nil
        }
        guard i + length <= limit else { return nil }
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        for k in 1..<length {
            let continuation = bytes[i + k]
            guard continuation & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        guard scalar >= lowest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return (scalar, length)
    }

    /// TSPL's identifier-head beyond ASCII.
    static func isIdentifierHead(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIIdentifierHead(UInt8(c)) }
        return contains(identifierHeads, c)
    }

    /// TSPL's identifier-character: a head, a digit, or a combining mark.
    static func isIdentifierCharacter(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIIdentifierCharacter(UInt8(c)) }
        return isIdentifierHead(c) || contains(identifierCombining, c)
    }

    /// TSPL's operator-head.
    static func isOperatorHead(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIOperatorHead(UInt8(c)) }
        return contains(operatorHeads, c)
    }

    /// TSPL's operator-character: a head or a combining mark.
    static func isOperatorCharacter(_ c: UInt32) -> Bool {
        isOperatorHead(c) || (c >= 0x80 && contains(operatorCombining, c))
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ c: UInt32) -> Bool {
        // Sorted, disjoint ranges: binary search for the last range starting at or before `c`.
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= c { low = middle + 1 } else { high = middle }
        }
        return low > 0 && ranges[low - 1].contains(c)
    }

    /// identifier-head beyond ASCII, as TSPL lists it.
    static let identifierHeads: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// The combining marks identifier-character adds to the heads.
    static let identifierCombining: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// operator-head beyond ASCII, as TSPL lists it.
    static let operatorHeads: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB,
        0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7,
        0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
        0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
        0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]

    /// The combining marks operator-character adds to the heads.
    static let operatorCombining: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]
}
