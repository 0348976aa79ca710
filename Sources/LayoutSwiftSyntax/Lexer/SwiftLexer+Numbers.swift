/// Integer and floating-point literals (TSPL, "Integer Literals", "Floating-Point Literals").
/// Lexed greedily and validated as they go (Zig): identifier characters glued to a number
/// (`12px`, `0b102`, `1e`) belong to it, and it is flagged invalid.
extension SwiftLexer {
    /// At a decimal digit.
    mutating func lexNumber() -> (SwiftTokenKind, SwiftToken.Flags) {
        let start = position
        if bytes[start] == 0x30, let prefix = peek(1) {
            switch prefix {
            case 0x78: return lexHexadecimal()                                 // 0x
            case 0x6F: return lexRadix(digitLimit: 8)                          // 0o
            case 0x62: return lexRadix(digitLimit: 2)                          // 0b
            default: break
            }
        }
        var flags: SwiftToken.Flags = []
        var kind = SwiftTokenKind.integer
        skipDigits(SwiftCharacters.isDigit)
        // `4.x` is `4` then `.x`; after `.`, `x.0.1` is a tuple index, not `x.` then `0.1`.
        if peek() == 0x2E, let next = peek(1), SwiftCharacters.isDigit(next), !followsPeriod {
            position += 1
            skipDigits(SwiftCharacters.isDigit)
            kind = .float
        }
        if let e = peek(), e == 0x65 || e == 0x45 {
            position += 1
            kind = .float
            if !skipExponent() { flags.insert(.invalid) }
        }
        if swallowIdentifierCharacters() { flags.insert(.invalid) }
        return (kind, flags)
    }

    /// Whether the previous token is a `.`: then a number is a tuple index.
    var followsPeriod: Bool { previous?.kind == .punctuation(.period) }

    /// `0b…` or `0o…`: digits below `digitLimit` and underscores, the first a digit.
    mutating func lexRadix(digitLimit: UInt8) -> (SwiftTokenKind, SwiftToken.Flags) {
        position += 2
        let valid: (UInt8) -> Bool = { $0 &- 48 < digitLimit }
        var flags: SwiftToken.Flags = []
        if !(peek().map(valid) ?? false) { flags.insert(.invalid) }
        skipDigits(valid)
        if swallowIdentifierCharacters() { flags.insert(.invalid) }
        return (.integer, flags)
    }

    /// `0x…`: hexadecimal digits, then a fraction `.8` and an exponent `p-3` for a float (the
    /// exponent is required; `0xff.description` is an integer then a member).
    mutating func lexHexadecimal() -> (SwiftTokenKind, SwiftToken.Flags) {
        position += 2
        var flags: SwiftToken.Flags = []
        var kind = SwiftTokenKind.integer
        if !(peek().map(SwiftCharacters.isHexDigit) ?? false) { flags.insert(.invalid) }
        skipDigits(SwiftCharacters.isHexDigit)
        if peek() == 0x2E, let next = peek(1), SwiftCharacters.isHexDigit(next), !followsPeriod {
            let period = position
            position += 1
            skipDigits(SwiftCharacters.isHexDigit)
            if let p = peek(), p == 0x70 || p == 0x50 {
                kind = .float
            } else if !SwiftCharacters.isDigit(next) {
                position = period
                return (.integer, flags)
            } else {
                kind = .float
                flags.insert(.invalid)  // a hexadecimal fraction needs an exponent
            }
        }
        if let p = peek(), p == 0x70 || p == 0x50 {
            position += 1
            kind = .float
            if !skipExponent() { flags.insert(.invalid) }
        }
        if swallowIdentifierCharacters() { flags.insert(.invalid) }
        return (kind, flags)
    }

    /// After `e` or `p`: an optional sign and decimal digits; false when no digit follows (the
    /// sign stays in the number, as in Swift's lexer: `1e+` is one malformed literal).
    mutating func skipExponent() -> Bool {
        if let sign = peek(), sign == 0x2B || sign == 0x2D { position += 1 }
        guard let digit = peek(), SwiftCharacters.isDigit(digit) else { return false }
        skipDigits(SwiftCharacters.isDigit)
        return true
    }

    /// Digits accepted by `isDigit`, and underscores.
    mutating func skipDigits(_ isDigit: (UInt8) -> Bool) {
        while let b = peek(), isDigit(b) || b == 0x5F { position += 1 }
    }

    /// Identifier characters glued to a number; true when there were some.
    mutating func swallowIdentifierCharacters() -> Bool {
        let start = position
        skipIdentifierCharacters()
        return position > start
    }
}
