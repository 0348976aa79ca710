import LayoutDiagnostics

/// The kinds of token. Problems are kinds too: the lexer never fails, the parser reports.
public enum TokenKind: String, Hashable, Sendable, CaseIterable {
    case identifier, number, size, string
    // keywords
    case keywordLet = "let", keywordImport = "import", keywordRepeat = "repeat", keywordProposal = "proposal"
    case keywordTrue = "true", keywordFalse = "false", keywordInf = "inf", keywordNil = "nil"
    // punctuation
    case leftParen = "(", rightParen = ")", leftAngle = "<", rightAngle = ">", comma = ",", colon = ":"
    case dot = ".", hash = "#", equals = "=", plus = "+", minus = "-", star = "*", slash = "/"
    case endOfFile
    // problems
    case unterminatedString, unterminatedComment, strayCharacter, malformedNumber

    /// How messages name the token ("expected ')', found an identifier").
    public var symbol: String {
        switch self {
        case .identifier: return "an identifier"
        case .number: return "a number"
        case .size: return "a size"
        case .string, .unterminatedString: return "a string"
        case .endOfFile: return "the end of the file"
        case .unterminatedComment: return "an unterminated comment"
        case .strayCharacter: return "an unexpected character"
        case .malformedNumber: return "a malformed number"
        default: return "'\(rawValue)'"
        }
    }

    public var isKeyword: Bool {
        switch self {
        case .keywordLet, .keywordImport, .keywordRepeat, .keywordProposal, .keywordTrue, .keywordFalse, .keywordInf, .keywordNil:
            return true
        default: return false
        }
    }

    static let keywords: [String: TokenKind] = [
        "let": .keywordLet, "import": .keywordImport, "repeat": .keywordRepeat, "proposal": .keywordProposal,
        "true": .keywordTrue, "false": .keywordFalse, "inf": .keywordInf, "nil": .keywordNil,
    ]
}

/// A token: its kind and UTF-8 byte range, and where its leading trivia (whitespace and
/// comments since the previous token) begins, so tools can reproduce comments.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: SourceRange
    /// Start of the leading trivia; `range.start` when there is none.
    public var triviaStart: Int
    /// For strings: an escape sequence was invalid (the range of the first one).
    public var invalidEscape: SourceRange?

    public init(kind: TokenKind, range: SourceRange, triviaStart: Int, invalidEscape: SourceRange? = nil) {
        self.kind = kind
        self.range = range
        self.triviaStart = triviaStart
        self.invalidEscape = invalidEscape
    }
}
