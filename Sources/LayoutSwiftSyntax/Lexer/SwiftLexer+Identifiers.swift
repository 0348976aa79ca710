/// Names: identifiers and keywords, `$0` and `$value`, backticked and raw identifiers,
/// attributes, `#name`, and editor placeholders.
extension SwiftLexer {
    /// Advances over identifier-characters (ASCII fast, else TSPL's Unicode ranges).
    mutating func skipIdentifierCharacters() {
        while let b = peek() {
            if b < 0x80 {
                guard SwiftCharacters.isASCIIIdentifierCharacter(b) else { return }
                position += 1
            } else {
                guard let (scalar, length) = SwiftCharacters.decode(bytes, at: position, limit: limit),
                      SwiftCharacters.isIdentifierCharacter(scalar) else { return }
                position += length
            }
        }
    }

    /// Whether an identifier-head starts at `i`.
    func identifierHeadStarts(at i: Int) -> Bool {
        guard let b = byte(at: i) else { return false }
        if b < 0x80 { return SwiftCharacters.isASCIIIdentifierHead(b) }
        guard let (scalar, _) = SwiftCharacters.decode(bytes, at: i, limit: limit) else { return false }
        return SwiftCharacters.isIdentifierHead(scalar)
    }

    /// At an identifier-head: an identifier, or a keyword.
    mutating func lexIdentifier() -> (SwiftTokenKind, SwiftToken.Flags) {
        let start = position
        if let (_, length) = SwiftCharacters.decode(bytes, at: position, limit: limit) { position += length }
        skipIdentifierCharacters()
        if let keyword = SwiftKeyword.lookUp(bytes, start, position) { return (.keyword(keyword), []) }
        return (.identifier, [])
    }

    /// At `$`: `$0` (an implicit closure parameter), `$value` (a property wrapper's projection),
    /// or `$` alone: all identifiers.
    mutating func lexDollar() -> (SwiftTokenKind, SwiftToken.Flags) {
        position += 1
        skipIdentifierCharacters()
        return (.identifier, [])
    }

    /// At a backtick: `` `class` `` (an escaped identifier) or `` `a b` `` (a raw identifier: any
    /// characters but a backtick, `\`, a line break or NUL, not only whitespace or operator
    /// characters). A backtick that closes nothing on its line stands alone.
    mutating func lexBacktick() -> (SwiftTokenKind, SwiftToken.Flags) {
        let start = position
        var i = start + 1
        while let b = byte(at: i), b != 0x60, b != 0x5C, b != 0x00, !SwiftCharacters.isNewline(b) { i += 1 }
        guard byte(at: i) == 0x60 else { return single(.punctuation(.backtick), [.unterminated]) }
        position = i + 1
        return (.identifier, isRawIdentifierContent(start + 1, i) ? [] : [.invalid])
    }

    /// Whether `bytes[start..<end]` names something: not empty, not only whitespace, not only
    /// operator characters, valid UTF-8.
    func isRawIdentifierContent(_ start: Int, _ end: Int) -> Bool {
        var i = start, onlySpace = true, onlyOperator = true
        while i < end {
            guard let (scalar, length) = SwiftCharacters.decode(bytes, at: i, limit: end) else { return false }
            let isSpace = scalar == 0x20 || scalar == 0x09 || scalar == 0x2029 || scalar == 0x3000
            onlySpace = onlySpace && isSpace
            onlyOperator = onlyOperator && SwiftCharacters.isOperatorCharacter(scalar)
            i += length
        }
        return end > start && !onlySpace && !onlyOperator
    }

    /// At `@`: an attribute `@name`, whole, or a lone `@`.
    mutating func lexAttribute() -> (SwiftTokenKind, SwiftToken.Flags) {
        guard identifierHeadStarts(at: position + 1) else { return single(.punctuation(.at)) }
        position += 1
        _ = lexIdentifier()
        return (.attribute, [])
    }

    /// At `#`: a raw string (`#"…"#`, `##"""…"""##`), an extended regex (`#/…/#`), a
    /// `#name` (`#if`, `#available`, `#Preview`), or a lone `#`.
    mutating func lexPound() -> (SwiftTokenKind, SwiftToken.Flags) {
        let start = position
        var pounds = 0
        while byte(at: start + pounds) == 0x23 { pounds += 1 }
        switch byte(at: start + pounds) {
        case 0x22: return lexString(pounds: pounds)
        case 0x2F: return lexExtendedRegex(pounds: pounds)
        default: break
        }
        guard identifierHeadStarts(at: start + 1) else { return single(.punctuation(.pound)) }
        position += 1
        let nameStart = position
        _ = lexIdentifier()
        return (.poundKeyword(String(decoding: bytes[nameStart..<position], as: UTF8.self)), [])
    }

    /// At `<`: an editor placeholder `<#…#>` on one line, as an identifier flagged invalid; nil
    /// (nothing consumed) when it is not one.
    mutating func lexPlaceholder() -> (SwiftTokenKind, SwiftToken.Flags)? {
        guard let end = placeholderEnd(at: position) else { return nil }
        position = end
        return (.identifier, [.invalid])
    }

    /// The end of the editor placeholder starting at `i`, if one does.
    func placeholderEnd(at i: Int) -> Int? {
        guard byte(at: i) == 0x3C, byte(at: i + 1) == 0x23 else { return nil }
        var k = i + 2
        while let b = byte(at: k), !SwiftCharacters.isNewline(b) {
            if b == 0x3C, byte(at: k + 1) == 0x23 { return nil }
            if b == 0x23, byte(at: k + 1) == 0x3E { return k + 2 }
            k += 1
        }
        return nil
    }
}
