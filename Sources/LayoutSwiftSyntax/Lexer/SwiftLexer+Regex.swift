/// Regular expression literals (TSPL, "Regular Expression Literals"; SE-0354): extended
/// `#/…/#` always, bare `/…/` only where the heuristics of Swift's lexer are sure of it.
extension SwiftLexer {
    /// At `pounds` `#` then `/`. Multi-line when only whitespace follows the opening delimiter
    /// on its line (the closing one then stands on its own line). Unterminated: a single-line
    /// one stops before the line break, a multi-line one at its first line break.
    mutating func lexExtendedRegex(pounds: Int) -> (SwiftTokenKind, SwiftToken.Flags) {
        position += pounds + 1
        var firstNewline = position
        while let b = byte(at: firstNewline), SwiftCharacters.isInlineSpace(b) { firstNewline += 1 }
        let multiline = byte(at: firstNewline).map(SwiftCharacters.isNewline) ?? false
        var flags: SwiftToken.Flags = []
        var lineStart: Int?
        while let b = peek() {
            if SwiftCharacters.isNewline(b) {
                guard multiline else { return (.regex, [.unterminated]) }
                position += 1
                lineStart = position
            } else if b == 0x5C {
                position += 1
                if let escaped = peek(), !SwiftCharacters.isNewline(escaped) { position += 1 }
            } else if b == 0x2F && poundsFollow(position + 1, count: pounds) {
                if multiline, let lineStart, !onlyInlineSpace(lineStart, position) { flags.insert(.invalid) }
                position += 1 + pounds
                return (.regex, flags)
            } else {
                position += 1
            }
        }
        if multiline { position = firstNewline }
        return (.regex, [.unterminated])
    }

    /// Whether `bytes[start..<end]` is only spaces and tabs.
    func onlyInlineSpace(_ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end, let b = byte(at: i), SwiftCharacters.isInlineSpace(b) { i += 1 }
        return i >= end
    }

    /// At a `/` that starts no comment: a bare regex literal if one is certain, else nil and
    /// nothing consumed (SE-0354 and swift-syntax's `RegexLiteralLexer`): where an expression
    /// starts, not touching the token before, not beginning with a space or tab, closing on its
    /// line, not ending with an unescaped space or tab, no unbalanced `)` outside `[…]`, and the
    /// closing `/` not starting a comment.
    mutating func lexBareRegex(leftBound: Bool) -> (SwiftTokenKind, SwiftToken.Flags)? {
        guard !leftBound, regexCanStartHere(), let first = peek(1), !SwiftCharacters.isWhitespace(first) else {
            return nil
        }
        var i = position + 1
        var groups = 0, classes = 0
        var lastSpace = -1
        while let b = byte(at: i), !SwiftCharacters.isNewline(b) {
            switch b {
            case 0x5C:
                i += 1
                if let escaped = byte(at: i), !SwiftCharacters.isNewline(escaped) { i += 1 }
                continue
            case 0x2F:
                if let next = byte(at: i + 1), next == 0x2F || next == 0x2A { return nil }
                if lastSpace == i - 1 { return nil }
                position = i + 1
                return (.regex, [])
            case 0x28 where classes == 0: groups += 1
            case 0x29 where classes == 0:
                guard groups > 0 else { return nil }
                groups -= 1
            case 0x5B: classes += 1
            case 0x5D where classes > 0: classes -= 1
            case 0x20, 0x09: lastSpace = i
            default: break
            }
            i += 1
        }
        return nil
    }
}
