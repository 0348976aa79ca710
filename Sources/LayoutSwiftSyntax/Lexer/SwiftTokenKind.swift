/// The kinds of Swift token (TSPL, "Lexical Structure").
public enum SwiftTokenKind: Hashable, Sendable {
    /// `name`, `` `class` ``, a raw identifier `` `a b` ``, `$0`, `$value`, a lone `$`, and the
    /// contextual keywords (`some`, `any`, `await`, `get`, `open`, …: see `SwiftKeyword`).
    case identifier
    /// A word the lexer reserves (`SwiftKeyword` lists them and why).
    case keyword(SwiftKeyword)
    /// `42`, `0b1010`, `0o17`, `0xFF`, `1_000`: all bases, with underscores.
    case integer
    /// `1.5`, `1e10`, `0x1p-3`, `0x1.8p1`.
    case float
    /// A string literal, whole (its interpolations included): `"…"`, `"""…"""`, `#"…"#`, …
    /// `SwiftTokens.stringLiteral(of:)` decodes it. `'…'` is one too, flagged invalid.
    case string
    /// A regular expression literal: `#/…/#` (any number of `#`, multi-line too), and a bare
    /// `/…/` where an expression starts (see `SwiftLexer`).
    case regex
    /// An operator (TSPL's operator-head/operator-character sets and dot operators such as
    /// `..<` and `...`); `SwiftToken.operatorPosition` says prefix, postfix or binary.
    case operatorToken
    /// Punctuation TSPL reserves: brackets, `.`, `,`, `:`, `;`, `=`, `@`, `#`, prefix `&`,
    /// `->`, a lone backtick, postfix `?` and `!`, and the ternary `?`.
    case punctuation(SwiftPunctuation)
    /// `#name`, its name without the `#`: `#if` is `.poundKeyword("if")`; also `#else`,
    /// `#elseif`, `#endif`, `#available`, `#Preview`, `#selector`, any freestanding macro.
    case poundKeyword(String)
    /// An attribute's `@name`, whole (its arguments are the tokens after it).
    case attribute
    /// The `\` that starts a key path (`\.self`, `\Item.name`).
    case keyPathBackslash
    /// A comment: `// …`, `/* … */` (nested), doc comments (`SwiftTokens.isDocComment`). Kept as
    /// tokens so tools can read them; a parser skips them.
    case comment
    /// Bytes that start no token: a stray character, invalid UTF-8 (always flagged invalid).
    case unknown
    /// The end of the text, empty, always the last token.
    case endOfFile

    /// How messages name the token ("expected ')', found an identifier"), as Zig's `symbol`.
    public var symbol: String {
        switch self {
        case .identifier: return "an identifier"
        case .keyword(let keyword): return "keyword '\(keyword.rawValue)'"
        case .integer: return "an integer literal"
        case .float: return "a floating-point literal"
        case .string: return "a string literal"
        case .regex: return "a regular expression literal"
        case .operatorToken: return "an operator"
        case .punctuation(let punctuation): return "'\(punctuation.spelling)'"
        case .poundKeyword(let name): return "'#\(name)'"
        case .attribute: return "an attribute"
        case .keyPathBackslash: return "'\\'"
        case .comment: return "a comment"
        case .unknown: return "an unexpected character"
        case .endOfFile: return "the end of the file"
        }
    }
}

/// The punctuation TSPL reserves ("Keywords and Punctuation"), with the `?`, `!`, `&` and `.`
/// that whitespace makes special told apart as Swift's own lexer does.
public enum SwiftPunctuation: Hashable, Sendable, CaseIterable {
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// A lone `.` (member access, `.leading`); `..<` and `...` are operators.
    case period
    /// `,`
    case comma
    /// `:`
    case colon
    /// `;`
    case semicolon
    /// A lone `=`.
    case equal
    /// `@` not followed by a name (an attribute is one `.attribute` token).
    case at
    /// `#` not followed by a name, `"` or `/`.
    case pound
    /// `&` as a prefix (`&value`, an in-out argument); otherwise `&` is an operator.
    case ampersandPrefix
    /// `->`
    case arrow
    /// A backtick that starts no identifier (flagged unterminated).
    case backtick
    /// `?` right after its operand (`x?.y`, `Int?`): optional chaining or an optional type.
    case questionPostfix
    /// A lone `?` with whitespace on its left: the ternary conditional's.
    case questionInfix
    /// `!` right after its operand: force unwrap (`x!`, `Int!`).
    case exclaimPostfix

    /// How the punctuation is written.
    public var spelling: String {
        switch self {
        case .leftParen: return "("
        case .rightParen: return ")"
        case .leftBrace: return "{"
        case .rightBrace: return "}"
        case .leftBracket: return "["
        case .rightBracket: return "]"
        case .period: return "."
        case .comma: return ","
        case .colon: return ":"
        case .semicolon: return ";"
        case .equal: return "="
        case .at: return "@"
        case .pound: return "#"
        case .ampersandPrefix: return "&"
        case .arrow: return "->"
        case .backtick: return "`"
        case .questionPostfix: return "?"
        case .questionInfix: return "?"
        case .exclaimPostfix: return "!"
        }
    }
}
