/// String literals as one token each: single-line `"…"`, multi-line `"""…"""`, with extended
/// delimiters `#"…"#`, and interpolations `\( … )` found by lexing the tokens inside them, so
/// `"a \(f("b)")) c"` is one token.
extension SwiftLexer {
    /// At `pounds` `#` then `"`, `"""` or `'` (`'…'`: no Swift literal, flagged invalid).
    mutating func lexString(pounds: Int) -> (SwiftTokenKind, SwiftToken.Flags) {
        position += pounds
        let quote = bytes[position]
        let multiline = quote == 0x22 && peek(1) == 0x22 && peek(2) == 0x22
        var flags: SwiftToken.Flags = quote == 0x27 ? [.invalid] : []
        position += multiline ? 3 : 1
        if multiline && !restOfLineIsBlank(position) { flags.insert(.invalid) }
        while let b = peek() {
            if SwiftCharacters.isNewline(b) {
                if !multiline { return (.string, flags.union(.unterminated)) }
                position += 1
            } else if b == 0x5C && poundsFollow(position + 1, count: pounds) {
                let backslash = position
                position += 1 + pounds
                if peek() == 0x28 {
                    guard depth < SwiftLexer.maximumDepth else {
                        flags.insert(.invalid)
                        position += 1
                        continue
                    }
                    if !skipInterpolation(backslash: backslash, multiline: multiline) {
                        return (.string, flags.union(.unterminated))
                    }
                } else {
                    let escape = SwiftEscape.scan(bytes, at: position, limit: limit, multiline: multiline)
                    if !escape.isValid { flags.insert(.invalid) }
                    position = max(position, escape.end)
                }
            } else if b == quote, closes(at: position, quote: quote, multiline: multiline, pounds: pounds) {
                position += (multiline ? 3 : 1) + pounds
                return (.string, flags)
            } else {
                position += 1
            }
        }
        return (.string, flags.union(.unterminated))
    }

    /// Whether the closing delimiter starts at `i`.
    func closes(at i: Int, quote: UInt8, multiline: Bool, pounds: Int) -> Bool {
        if multiline && (byte(at: i + 1) != quote || byte(at: i + 2) != quote) { return false }
        return poundsFollow(i + (multiline ? 3 : 1), count: pounds)
    }

    /// Whether only spaces and tabs lie between `i` and the end of its line.
    func restOfLineIsBlank(_ i: Int) -> Bool {
        var k = i
        while let b = byte(at: k), SwiftCharacters.isInlineSpace(b) { k += 1 }
        return byte(at: k).map(SwiftCharacters.isNewline) ?? true
    }

    /// At the `(` of an interpolation: lexes the expression's tokens, nested parentheses
    /// counted, to the `)` that closes it. False when the text ends first (in a single-line
    /// string, a line break or a comment ends it): the string is unterminated there.
    mutating func skipInterpolation(backslash: Int, multiline: Bool) -> Bool {
        let expressionStart = position + 1
        var inner = SwiftLexer(bytes, range: expressionStart..<limit, depth: depth + 1, stopsAtNewline: !multiline)
        var parentheses = 0
        while true {
            let token = inner.next()
            switch token.kind {
            case .endOfFile:
                position = max(token.range.lowerBound, expressionStart)
                return false
            case .punctuation(.leftParen):
                parentheses += 1
            case .punctuation(.rightParen):
                if parentheses > 0 {
                    parentheses -= 1
                    continue
                }
                position = token.range.upperBound
                recordedInterpolations?.append(
                    SwiftInterpolationSpan(backslash: backslash, expression: expressionStart..<token.range.lowerBound,
                                           end: token.range.upperBound))
                return true
            default:
                continue
            }
        }
    }
}

/// Where one interpolation of a string literal lies: its `\`, its expression, and the end of its `)`.
struct SwiftInterpolationSpan: Hashable, Sendable {
    var backslash: Int
    var expression: Range<Int>
    var end: Int
}
