/// A string literal token decoded (`SwiftTokens.stringLiteral(of:)`).
public struct SwiftStringLiteral: Hashable, Sendable {
    /// The value in order: text and interpolations. Adjacent text is one segment; an empty
    /// string has none.
    public var segments: [SwiftStringSegment]
    /// The number of `#` in its extended delimiter (`#"…"#` is 1; `"…"` is 0).
    public var delimiterCount: Int
    /// Whether it is a multi-line string (`"""`).
    public var isMultiline: Bool
    /// What is wrong with it, in source order; empty for a well-formed literal.
    public var problems: [SwiftStringProblem]
}

/// A piece of a string literal's value.
public enum SwiftStringSegment: Hashable, Sendable {
    /// Literal text, escapes decoded (`\n`, `\u{1F600}`, with an extended delimiter `\#n`),
    /// line breaks as `\n`, a multi-line string's indentation and escaped line breaks removed.
    /// An invalid escape stays as written.
    case text(String)
    /// The byte range of the expression inside `\( … )` (or `\#( … )`), parentheses excluded:
    /// lex it with `SwiftTokens(source:range:)`.
    case interpolation(Range<Int>)
}

/// A problem in a string literal, for the parser to report.
public struct SwiftStringProblem: Hashable, Sendable {
    /// What is wrong.
    public var kind: Kind
    /// Where, in the source.
    public var range: Range<Int>

    /// A problem at `range`.
    public init(kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// What can be wrong with a string literal.
    public enum Kind: Hashable, Sendable {
        /// No closing delimiter before the end of the line (single-line) or file (multi-line).
        case unterminated
        /// An interpolation whose `)` never comes.
        case unterminatedInterpolation
        /// A `\` followed by something Swift does not escape (`\q`, `\u1234`, `\u{}`, `\ ` in a
        /// single-line string), or an interpolation nested too deeply to be read.
        case invalidEscape
        /// `\u{…}` naming no Unicode scalar (a surrogate, or above U+10FFFF).
        case invalidUnicodeScalar
        /// `'…'`: Swift strings take double quotes.
        case singleQuoted
        /// Text after the opening `"""` on its line (the content must begin on a new line).
        case contentOnOpeningLine
        /// Text before the closing `"""` on its line (it must stand on its own line).
        case closingDelimiterNotOnOwnLine
        /// A line of a multi-line string that does not start with the closing delimiter's
        /// indentation.
        case insufficientIndentation
    }
}
