/// Turns Swift source into tokens, as TSPL's "Lexical Structure" describes them. Never fails and
/// never traps: malformed input becomes tokens flagged `unterminated` or `invalid`, or `.unknown`
/// (`rustc_lexer`, Zig's `tokenizer.zig`). Positions are UTF-8 byte offsets.
///
/// Choices beyond TSPL, each as Swift's own lexer makes it:
/// - Comments are tokens (`.comment`); for the flags they count as whitespace.
/// - A UTF-8 byte order mark, and a `#!` line at the very start, are trivia.
/// - `x.0.1` is a tuple index: a number right after `.` takes no fraction.
/// - A bare `/…/` is a regex only where an expression starts (after `(`, `,`, `=`, a keyword, a
///   binary or prefix operator, …; never after `func` or `operator`), when it does not begin
///   with whitespace or end with unescaped whitespace, has no unbalanced `)` and closes on its
///   line (SE-0354's rules); otherwise `/` is an operator. A prefix operator glued to a regex
///   (`^^/x/`) is not split: it is one operator.
/// - `<#placeholder#>` is an `.identifier` flagged invalid (the compiler's reading).
/// - `'…'` is a `.string` flagged invalid; a backtick that closes nothing on its line is a
///   `.punctuation(.backtick)` flagged unterminated.
/// - `>>` and `>=` are single operators even in `Array<Array<Int>>`: the parser splits them
///   where it reads generic arguments, as TSPL describes.
public struct SwiftLexer {
    let bytes: [UInt8]
    /// Where this lexer stops: the end of the file, or of a sub-range (an interpolation).
    let limit: Int
    /// Where the text starts for operator whitespace (after a BOM): nothing is bound to it.
    let contentStart: Int
    var position: Int
    /// String interpolations nest lexers; past this depth `\(` is an invalid escape, so the
    /// stack stays bounded whatever the input.
    let depth: Int
    static let maximumDepth = 32
    /// In a single-line string's interpolation a line break, or a comment (which would hide
    /// the closing parenthesis), ends the text: the string is unterminated there.
    let stopsAtNewline: Bool

    /// The last token that was not a comment: regexes and tuple indices depend on it.
    var previous: SwiftToken?
    /// The end of the last token of any kind and whether it was a comment: a comment is
    /// whitespace before the token that follows it.
    var lastEnd = -1
    var lastWasComment = false
    /// A line break since the last token that was not a comment (true at the start of a file).
    var newlineSincePrevious: Bool
    /// Set by `stringLiteral(of:)`'s second look at one string: the interpolations it finds.
    var recordedInterpolations: [SwiftInterpolationSpan]?

    /// A lexer of `bytes[range]` (default: all of it). A whole file skips a leading byte order
    /// mark and `#!` line; a sub-range (an interpolation's expression) is lexed as it is.
    init(_ bytes: [UInt8], range: Range<Int>? = nil, depth: Int = 0, stopsAtNewline: Bool = false) {
        self.bytes = bytes
        self.limit = min(max(range?.upperBound ?? bytes.count, 0), bytes.count)
        let start = min(max(range?.lowerBound ?? 0, 0), limit)
        self.contentStart = range == nil ? SwiftLexer.byteOrderMarkEnd(bytes) : start
        self.position = range == nil ? SwiftLexer.leadingTriviaEnd(bytes) : start
        self.depth = depth
        self.stopsAtNewline = stopsAtNewline
        self.newlineSincePrevious = range == nil
    }

    /// Every token of `source`, ending with `.endOfFile`.
    public static func tokenize(_ source: [UInt8]) -> SwiftTokens { SwiftTokens(source: source) }

    /// 3 after a UTF-8 byte order mark, else 0.
    static func byteOrderMarkEnd(_ bytes: [UInt8]) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// Where the tokens of a whole file can start: after a byte order mark and a `#!` line.
    static func leadingTriviaEnd(_ bytes: [UInt8]) -> Int {
        var i = byteOrderMarkEnd(bytes)
        guard i + 1 < bytes.count, bytes[i] == 0x23, bytes[i + 1] == 0x21 else { return i }
        while i < bytes.count, !SwiftCharacters.isNewline(bytes[i]) { i += 1 }
        return i
    }

    @inline(__always)
    func peek(_ offset: Int = 0) -> UInt8? {
        let i = position + offset
        return i >= 0 && i < limit ? bytes[i] : nil
    }

    @inline(__always)
    func byte(at i: Int) -> UInt8? { i >= 0 && i < limit ? bytes[i] : nil }

    /// Whether `count` `#` follow `i` (an extended delimiter's).
    func poundsFollow(_ i: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        for k in 0..<count where byte(at: i + k) != 0x23 { return false }
        return true
    }

    // MARK: - The next token

    /// The next token; `.endOfFile` at the end (and every time after).
    mutating func next() -> SwiftToken {
        guard skipWhitespace(), position < limit else { return finish(.endOfFile, from: position, flags: []) }
        let start = position
        if bytes[start] == 0x2F, let second = peek(1), second == 0x2F || second == 0x2A {
            return lexComment() ?? finish(.endOfFile, from: start, flags: [])
        }
        let leftBound = isLeftBound(start)
        let (kind, flags) = lexToken(leftBound: leftBound)
        if position <= start { position = start + 1 }  // internal invariant: every token advances
        return finish(kind, from: start, flags: flags, leftBound: leftBound)
    }

    /// Skips whitespace; false when a line break ends a single-line string's interpolation.
    mutating func skipWhitespace() -> Bool {
        while let b = peek(), SwiftCharacters.isWhitespace(b) {
            if SwiftCharacters.isNewline(b) {
                if stopsAtNewline { return false }
                newlineSincePrevious = true
            }
            position += 1
        }
        return true
    }

    /// The token from `start` to `position`, with its whitespace flags.
    mutating func finish(_ kind: SwiftTokenKind, from start: Int, flags extra: SwiftToken.Flags,
                         leftBound: Bool? = nil) -> SwiftToken {
        var flags = extra
        if newlineSincePrevious { flags.insert(.precededByNewline) }
        let left = leftBound ?? isLeftBound(start)
        if !left { flags.insert(.precededBySpace) }
        if !isRightBound(position, leftBound: left, isOperator: kind == .operatorToken) {
            flags.insert(.followedBySpace)
        }
        let token = SwiftToken(kind: kind, range: start..<position, flags: flags)
        lastEnd = position
        lastWasComment = kind == .comment
        if kind != .comment {
            previous = token
            newlineSincePrevious = false
        }
        return token
    }

    /// Whether the token at `start` touches what is before it (TSPL: no whitespace on its left).
    func isLeftBound(_ start: Int) -> Bool {
        guard start > contentStart, let before = byte(at: start - 1) else { return false }
        if lastWasComment && lastEnd == start { return false }
        switch before {
        case 0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A: return false  // ( [ { , ; :
        default: return !SwiftCharacters.isWhitespace(before)
        }
    }

    /// Whether the token ending at `end` touches what follows it (TSPL: no whitespace on its right).
    func isRightBound(_ end: Int, leftBound: Bool, isOperator: Bool) -> Bool {
        guard let after = byte(at: end) else { return false }
        switch after {
        case 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A: return false  // ) ] } , ; :
        case 0x2E: return isOperator ? !leftBound : true          // a+++.b: postfix +++
        case 0x2F:
            let next = byte(at: end + 1)
            return next != 0x2F && next != 0x2A                      // a comment is whitespace
        default: return !SwiftCharacters.isWhitespace(after)
        }
    }

    /// At `//` or `/*`: the comment, nested as Swift nests them. Nil (nothing consumed) when a
    /// single-line string's interpolation cannot hold it.
    mutating func lexComment() -> SwiftToken? {
        let start = position
        if peek(1) == 0x2F {
            if stopsAtNewline { return nil }
            while let b = peek(), !SwiftCharacters.isNewline(b) { position += 1 }
            return finish(.comment, from: start, flags: [])
        }
        position += 2
        var depth = 1, sawNewline = false
        while depth > 0, let b = peek() {
            if b == 0x2F, peek(1) == 0x2A {
                depth += 1
                position += 2
            } else if b == 0x2A, peek(1) == 0x2F {
                depth -= 1
                position += 2
            } else {
                sawNewline = sawNewline || SwiftCharacters.isNewline(b)
                position += 1
            }
        }
        if stopsAtNewline && (sawNewline || depth > 0) {
            position = start
            return nil
        }
        let token = finish(.comment, from: start, flags: depth > 0 ? [.unterminated] : [])
        if sawNewline { newlineSincePrevious = true }
        return token
    }

    /// Lexes one token from `position` (not whitespace, not a comment, not the end).
    mutating func lexToken(leftBound: Bool) -> (SwiftTokenKind, SwiftToken.Flags) {
        let b = bytes[position]
        switch b {
        case _ where SwiftCharacters.isASCIIIdentifierHead(b): return lexIdentifier()
        case _ where SwiftCharacters.isDigit(b): return lexNumber()
        case 0x22, 0x27: return lexString(pounds: 0)                 // " '
        case 0x23: return lexPound()                                  // #
        case 0x40: return lexAttribute()                              // @
        case 0x60: return lexBacktick()                               // `
        case 0x24: return lexDollar()                                 // $
        case 0x5C: return single(.keyPathBackslash)                   // \
        case 0x28: return single(.punctuation(.leftParen))
        case 0x29: return single(.punctuation(.rightParen))
        case 0x7B: return single(.punctuation(.leftBrace))
        case 0x7D: return single(.punctuation(.rightBrace))
        case 0x5B: return single(.punctuation(.leftBracket))
        case 0x5D: return single(.punctuation(.rightBracket))
        case 0x2C: return single(.punctuation(.comma))
        case 0x3B: return single(.punctuation(.semicolon))
        case 0x3A: return single(.punctuation(.colon))
        case 0x2F: return lexBareRegex(leftBound: leftBound) ?? lexOperator(leftBound: leftBound)
        case 0x3C: return lexPlaceholder() ?? lexOperator(leftBound: leftBound)
        case 0x21 where leftBound: return single(.punctuation(.exclaimPostfix))
        case 0x3F where leftBound: return single(.punctuation(.questionPostfix))
        case 0x2E: return lexOperator(leftBound: leftBound)
        case _ where SwiftCharacters.isASCIIOperatorHead(b): return lexOperator(leftBound: leftBound)
        case 0x80...:
            guard let (scalar, length) = SwiftCharacters.decode(bytes, at: position, limit: limit) else {
                return single(.unknown, [.invalid])
            }
            if SwiftCharacters.isIdentifierHead(scalar) { return lexIdentifier() }
            if SwiftCharacters.isOperatorHead(scalar) { return lexOperator(leftBound: leftBound) }
            position += length
            return (.unknown, [.invalid])
        default:
            return single(.unknown, [.invalid])
        }
    }

    /// A one-byte token.
    @inline(__always)
    mutating func single(_ kind: SwiftTokenKind, _ flags: SwiftToken.Flags = []) -> (SwiftTokenKind, SwiftToken.Flags) {
        position += 1
        return (kind, flags)
    }
}
