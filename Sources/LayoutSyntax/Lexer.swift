import LayoutDiagnostics

/// Turns bytes into tokens. Never fails: malformed input becomes tokens of a problem kind
/// (`unterminatedString`, `strayCharacter`, …) for the parser to report, as `rustc_lexer` does.
/// The last token is always `endOfFile`.
///
/// It reads the file's bytes through a pointer, so it lives inside a
/// `file.bytes.withUnsafeBufferPointer` scope (`tokenize`, `Parser.parse`): no bounds check and
/// no reference count per byte.
public struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: SourceFileID
    var position: Int
    /// Where this lexer's text ends: the file's end, or the end of a string interpolation `\(…)`.
    let limit: Int

    /// A lexer of `bytes` (a whole file's) from the start, or from `offset` (a value inside a
    /// larger text), up to `end` (default: the end of the file), where it reports `endOfFile`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, file: SourceFileID, at offset: Int? = nil, end: Int? = nil) {
        self.bytes = bytes
        self.file = file
        self.limit = min(max(end ?? bytes.count, 0), bytes.count)
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        self.position = max(bom, min(offset ?? 0, limit))
    }

    /// The first invalid escape sequence of a string token, if any (lexed again: it is rare,
    /// so tokens do not carry it).
    public static func invalidEscape(of token: Token, in file: SourceFile) -> SourceRange? {
        guard token.kind == .string || token.kind == .unterminatedString else { return nil }
        return file.bytes.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes, file: file.id, at: token.range.start, end: token.range.end)
            guard lexer.peek() == 34 else { return nil }
            return lexer.lexString().1
        }
    }

    /// Room for every token of `file`: dense layout source has a token every 2.5–3 bytes
    /// (`box(40x20)` is four in 10), so half the byte count is one allocation for nearly every
    /// file; capacity never touched costs no resident memory.
    static func estimatedTokenCount(_ file: SourceFile) -> Int { file.bytes.count / 2 + 16 }

    /// Every token of `file`, ending with `endOfFile`.
    public static func tokenize(_ file: SourceFile) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(estimatedTokenCount(file))
        file.bytes.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes, file: file.id)
            while true {
                let token = lexer.next()
                tokens.append(token)
                if token.kind == .endOfFile { return }
            }
        }
        return tokens
    }

    @inline(__always)
    func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < limit ? bytes[position + offset] : nil
    }

    @inline(__always) static func isIdentifierStart(_ b: UInt8) -> Bool { (b | 0x20) &- 97 < 26 || b == 95 }
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 48 < 10 }
    @inline(__always) static func isIdentifierContinue(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }

    /// Skips whitespace and comments; returns an unterminated block comment's start, if any.
    @inline(__always)
    mutating func skipTrivia() -> Int? {
        while position < limit {
            let b = bytes[position]
            if b == 32 || b == 10 || b == 9 || b == 13 || b == 12 {
                position += 1
            } else if b == 47 {
                guard let commentStart = skipComment() else { return nil }
                if commentStart >= 0 { return commentStart }
            } else {
                return nil
            }
        }
        return nil
    }

    /// At a `/`: skips a comment. Nil when it starts none; the comment's start when it is an
    /// unterminated block comment; -1 after a comment.
    mutating func skipComment() -> Int? {
        if peek(1) == 47 {  // line comment
            while position < limit, bytes[position] != 10 { position += 1 }
            return -1
        }
        guard peek(1) == 42 else { return nil }
        // A block comment, nesting as in Swift.
        let start = position
        position += 2
        var depth = 1
        while depth > 0 {
            guard let c = peek() else { return start }
            if c == 47, peek(1) == 42 { depth += 1; position += 2 }
            else if c == 42, peek(1) == 47 { depth -= 1; position += 2 }
            else { position += 1 }
        }
        return -1
    }

    mutating func next() -> Token {
        let triviaStart = position
        if let commentStart = skipTrivia() {
            return Token(kind: .unterminatedComment, file: file, start: commentStart, end: position,
                         triviaStart: triviaStart)
        }
        let start = position
        guard position < limit else {
            return Token(kind: .endOfFile, file: file, start: start, end: start, triviaStart: triviaStart)
        }
        let b = bytes[position]
        let kind: TokenKind
        if Self.isIdentifierStart(b) {
            position += 1
            while position < limit, Self.isIdentifierContinue(bytes[position]) { position += 1 }
            kind = TokenKind.keyword(bytes, start, position) ?? .identifier
        } else if Self.isDigit(b) {
            kind = lexNumber()
        } else if b == 34 {
            kind = lexString().0
        } else {
            position += 1
            switch b {
            case 40: kind = .leftParen
            case 41: kind = .rightParen
            case 60: kind = followedBy(61) ? .lessEqual : .leftAngle
            case 62: kind = followedBy(61) ? .greaterEqual : .rightAngle
            case 44: kind = .comma
            case 58: kind = .colon
            case 46:
                if peek() == 46, peek(1) == 60 {
                    position += 2
                    kind = .halfOpenRange
                } else if peek() == 46, peek(1) == 46 {
                    position += 2
                    kind = .closedRange
                } else {
                    kind = .dot
                }
            case 92: kind = .backslash
            case 123: kind = .leftBrace
            case 125: kind = .rightBrace
            case 35: kind = .hash
            case 61: kind = followedBy(61) ? .equalEqual : .equals
            case 33: kind = followedBy(61) ? .bangEqual : .bang
            case 38 where followedBy(38): kind = .ampAmp
            case 124 where followedBy(124): kind = .pipePipe
            case 63: kind = .question
            case 37: kind = .percent
            case 91: kind = .leftBracket
            case 93: kind = .rightBracket
            case 43: kind = .plus
            case 45: kind = .minus
            case 42: kind = .star
            case 47: kind = .slash
            default:
                // One stray character: a whole UTF-8 scalar, or one invalid byte.
                if b >= 0xC0 {
                    while let c = peek(), c & 0xC0 == 0x80, position - start < 4 { position += 1 }
                }
                kind = .strayCharacter
            }
        }
        return Token(kind: kind, file: file, start: start, end: position, triviaStart: triviaStart)
    }

    /// Consumes the next byte if it is `b` (the second character of `<=`, `==`, `&&`, …).
    mutating func followedBy(_ b: UInt8) -> Bool {
        guard peek() == b else { return false }
        position += 1
        return true
    }

    /// `12`, `12.5`, and size literals `40x20`, `40.5x20.25` as one token. Anything else glued to
    /// a number (`1.2.3`, `40x`, `12px`) is one `malformedNumber` token.
    mutating func lexNumber() -> TokenKind {
        func digits() -> Bool {
            let start = position
            while let c = peek(), Self.isDigit(c) { position += 1 }
            return position > start
        }
        func decimal() -> Bool {
            guard digits() else { return false }
            if peek() == 46 {
                // `1.` without digits after the dot: the number ends before the dot.
                guard let next = peek(1), Self.isDigit(next) else { return true }
                position += 1
                _ = digits()
            }
            return true
        }
        var kind: TokenKind = .number
        var valid = decimal()
        if valid, peek() == 120, let next = peek(1), Self.isDigit(next) {  // 'x'
            position += 1
            valid = decimal()
            kind = .size
        }
        // Swallow whatever is glued on, so `12px` or `1.2.3` is one bad token, not three.
        var glued = false
        while let c = peek(), Self.isIdentifierContinue(c) || (c == 46 && peek(1).map(Self.isDigit) == true) {
            position += 1
            glued = true
        }
        return valid && !glued ? kind : .malformedNumber
    }

    /// A string with escapes `\" \\ \n \t \u{…}` and interpolations `\(expression)`, which may
    /// hold strings of their own; unterminated at a newline or the end. Iterative: an interpolation
    /// nested in a string nested in an interpolation… needs no deeper call stack. Only the
    /// outermost string's first invalid escape is recorded (the parser lexes the interpolations
    /// again and reports theirs).
    mutating func lexString() -> (TokenKind, SourceRange?) {
        position += 1
        var invalid: SourceRange?
        /// Open strings and interpolations, innermost last; an interpolation counts its open '('.
        enum Frame { case string, interpolation(depth: Int) }
        var frames: [Frame] = [.string]
        while let c = peek(), let top = frames.last {
            if c == 10 || c == 13 { return (.unterminatedString, invalid) }
            switch top {
            case .string:
                if c == 34 {
                    position += 1
                    frames.removeLast()
                    if frames.isEmpty { return (.string, invalid) }
                    continue
                }
                guard c == 92 else { position += 1; continue }
                let escapeStart = position
                position += 1
                switch peek() {
                case 40:
                    position += 1
                    frames.append(.interpolation(depth: 0))
                case 34, 92, 110, 116, 114, 48: position += 1
                case 117 where peek(1) == 123:
                    position += 2
                    var hex = 0
                    while let h = peek(), h != 125, h != 34, h != 10, hex < 9 { position += 1; hex += 1 }
                    if peek() == 125 {
                        position += 1
                    } else if invalid == nil && frames.count == 1 {
                        invalid = range(escapeStart, position)
                    }
                default:
                    if peek() != nil && peek() != 10 { position += 1 }
                    if invalid == nil && frames.count == 1 { invalid = range(escapeStart, position) }
                }
            case let .interpolation(depth):
                position += 1
                switch c {
                case 34: frames.append(.string)
                case 40: frames[frames.count - 1] = .interpolation(depth: depth + 1)
                case 41:
                    if depth == 0 {
                        frames.removeLast()
                    } else {
                        frames[frames.count - 1] = .interpolation(depth: depth - 1)
                    }
                default: break
                }
            }
        }
        return (.unterminatedString, invalid)
    }

    func range(_ start: Int, _ end: Int) -> SourceRange { SourceRange(file: file, start: start, end: end) }
}
