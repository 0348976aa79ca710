/// A lexed Swift text: the source bytes and every token of it, the last `.endOfFile`. What the
/// parser reads, and where it asks what a token says (its text, a string's segments) without
/// lexing again.
public struct SwiftTokens: RandomAccessCollection, Sendable {
    /// The source, UTF-8; token ranges are offsets into it.
    public let source: [UInt8]
    /// The tokens in order, comments included, ending with `.endOfFile`.
    public let tokens: [SwiftToken]

    /// Lexes a whole file: a leading byte order mark and `#!` line are trivia.
    public init(source: [UInt8]) {
        self.init(source: source, lexer: SwiftLexer(source))
    }

    /// Lexes a whole file given as a string.
    public init(_ text: String) {
        self.init(source: Array(text.utf8))
    }

    /// Lexes `source[range]` alone, as the expression of an interpolation
    /// (`SwiftStringSegment.interpolation`): token ranges stay offsets into `source`.
    public init(source: [UInt8], range: Range<Int>) {
        self.init(source: source, lexer: SwiftLexer(source, range: range))
    }

    private init(source: [UInt8], lexer: SwiftLexer) {
        var lexer = lexer
        var tokens: [SwiftToken] = []
        // Dense Swift has a token every 4–5 bytes.
        tokens.reserveCapacity(source.count / 4 + 16)
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .endOfFile { break }
        }
        self.source = source
        self.tokens = tokens
    }

    /// The first token's index.
    public var startIndex: Int { tokens.startIndex }
    /// One past the last token's index.
    public var endIndex: Int { tokens.endIndex }
    /// The token at `index`.
    public subscript(index: Int) -> SwiftToken { tokens[index] }

    /// The token's text as written (invalid UTF-8 replaced by U+FFFD).
    public func text(of token: SwiftToken) -> String {
        String(decoding: source[clamped(token.range)], as: UTF8.self)
    }

    /// Whether the token is an identifier spelled `word`: a contextual keyword such as `some`,
    /// `any`, `get`, `set`, `await`, `open` where the grammar has one. A backticked identifier
    /// (`` `some` ``) never is one. Compares bytes, no string is built.
    public func isContextualKeyword(_ token: SwiftToken, _ word: StaticString) -> Bool {
        guard token.kind == .identifier else { return false }
        let range = clamped(token.range)
        guard range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { spelling in
            var i = range.lowerBound
            for b in spelling {
                guard source[i] == b else { return false }
                i += 1
            }
            return true
        }
    }

    /// Whether the token is a documentation comment: `///` (not `////`) or `/**` (not `/***`
    /// or `/**/`).
    public func isDocComment(_ token: SwiftToken) -> Bool {
        guard token.kind == .comment else { return false }
        let text = source[clamped(token.range)]
        let start = text.startIndex
        guard text.count >= 3, text[start + 2] == (text[start + 1] == 0x2F ? 0x2F : 0x2A) else { return false }
        guard text.count >= 4 else { return true }
        if text[start + 1] == 0x2F { return text[start + 3] != 0x2F }
        return text[start + 3] != 0x2A && text[start + 3] != 0x2F
    }

    /// A string token decoded: its segments (text with escapes decoded and a multi-line string's
    /// indentation stripped, and interpolations' byte ranges) and its problems. Nil for a token
    /// that is not a `.string`.
    public func stringLiteral(of token: SwiftToken) -> SwiftStringLiteral? {
        guard token.kind == .string else { return nil }
        var decoder = SwiftStringDecoder(source: source, range: clamped(token.range))
        return decoder.decode()
    }

    /// A string token's segments (`stringLiteral(of:)`); empty for any other token.
    public func stringSegments(of token: SwiftToken) -> [SwiftStringSegment] {
        stringLiteral(of: token)?.segments ?? []
    }

    /// `range` within the source (token ranges always are; a hand-built token may not be).
    func clamped(_ range: Range<Int>) -> Range<Int> {
        range.clamped(to: 0..<source.count)
    }
}
