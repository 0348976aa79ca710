/// A token of Swift source: what it is, where it is, and what the lexer noticed about it.
///
/// The lexer never fails (as `rustc_lexer` and Zig's tokenizer): malformed input is a token with
/// `unterminated` or `invalid` set, and the parser decides what to say about it.
public struct SwiftToken: Hashable, Sendable {
    /// What the token is.
    public var kind: SwiftTokenKind
    /// The token's text, as UTF-8 byte offsets into the source (never `Character` counts).
    public var range: Range<Int>
    /// What the lexer noticed: malformation and the whitespace around the token.
    public var flags: Flags

    /// A token of `kind` over `range`.
    public init(kind: SwiftTokenKind, range: Range<Int>, flags: Flags = []) {
        self.kind = kind
        self.range = range
        self.flags = flags
    }

    /// What the lexer noticed about a token.
    public struct Flags: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt8
        /// Flags from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A literal or comment that reaches the end of its line or file without its closing
        /// delimiter (a single-line string stops before the line break), or a lone backtick.
        public static let unterminated = Flags(rawValue: 1 << 0)
        /// Malformed: a number with a bad digit or suffix; a string with an escape Swift does not
        /// know, single quotes, or text after its opening `"""` (a multi-line string's indentation
        /// is checked by `SwiftTokens.stringLiteral(of:)`, which lists every problem); an editor
        /// placeholder `<#…#>` or an empty or operator-only raw identifier; a multi-line regex
        /// whose closing delimiter is not on its own line; an operator holding `*/`; `.unknown`.
        public static let invalid = Flags(rawValue: 1 << 1)
        /// A line break lies between the previous token that is not a comment and this one
        /// (in whitespace or inside a comment), or this is the first token of a file.
        public static let precededByNewline = Flags(rawValue: 1 << 2)
        /// Whitespace on the left as TSPL's "Operators" counts it: the token starts the text or
        /// follows whitespace, a comment, or one of `(` `[` `{` `,` `;` `:`.
        public static let precededBySpace = Flags(rawValue: 1 << 3)
        /// Whitespace on the right as TSPL's "Operators" counts it: the token ends the text or is
        /// followed by whitespace, a comment, or one of `)` `]` `}` `,` `;` `:`; an operator
        /// with no whitespace on its left followed by `.` counts as followed by whitespace too
        /// (`a+++.b` is a postfix `+++`).
        public static let followedBySpace = Flags(rawValue: 1 << 4)
    }

    /// For an `.operatorToken`, how the whitespace around it uses it (TSPL, "Operators"):
    /// whitespace on both sides or on neither is binary, on the left only prefix, on the right
    /// only postfix. Nil for other kinds; the `?`, `!`, `&` and `=` that TSPL reserves are
    /// `.punctuation` already classified.
    public var operatorPosition: SwiftOperatorPosition? {
        guard kind == .operatorToken else { return nil }
        let left = flags.contains(.precededBySpace), right = flags.contains(.followedBySpace)
        if left == right { return .binary }
        return left ? .prefix : .postfix
    }
}

/// Where an operator stands relative to its operands, decided by whitespace as TSPL describes.
public enum SwiftOperatorPosition: Hashable, Sendable {
    /// Before its operand: `-1`, `!x`, `a +b`.
    case prefix
    /// After its operand: `x...`, `a+ b`.
    case postfix
    /// Between two operands: `a+b`, `a + b`, `a..<b`.
    case binary
}
