import LayoutDiagnostics

/// The kinds of token. Problems are kinds too: the lexer never fails, the parser reports.
public enum TokenKind: String, Hashable, Sendable, CaseIterable {
    case identifier, number, size, string
    // keywords
    case keywordLet = "let", keywordImport = "import", keywordRepeat = "repeat", keywordProposal = "proposal"
    case keywordTrue = "true", keywordFalse = "false", keywordInf = "inf", keywordNil = "nil"
    case keywordIf = "if", keywordElse = "else"
    // punctuation
    case leftParen = "(", rightParen = ")", leftAngle = "<", rightAngle = ">", comma = ",", colon = ":"
    case leftBracket = "[", rightBracket = "]"
    case dot = ".", hash = "#", equals = "=", plus = "+", minus = "-", star = "*", slash = "/", percent = "%"
    // comparisons and logic (`<` and `>` are the angle brackets above)
    case equalEqual = "==", bangEqual = "!=", lessEqual = "<=", greaterEqual = ">="
    case ampAmp = "&&", pipePipe = "||", bang = "!", question = "?"
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
        case .keywordLet, .keywordImport, .keywordRepeat, .keywordProposal, .keywordTrue, .keywordFalse, .keywordInf, .keywordNil,
             .keywordIf, .keywordElse:
            return true
        default: return false
        }
    }

    static let keywords: [String: TokenKind] = [
        "let": .keywordLet, "import": .keywordImport, "repeat": .keywordRepeat, "proposal": .keywordProposal,
        "true": .keywordTrue, "false": .keywordFalse, "inf": .keywordInf, "nil": .keywordNil,
        "if": .keywordIf, "else": .keywordElse,
    ]
}

/// A token: its kind and UTF-8 byte range, and where its leading trivia (whitespace and
/// comments since the previous token) begins, so tools can reproduce comments.
///
/// 28 bytes: a file's tokens are kept, so their size is the lexer's memory per byte of input.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    private var file: SourceFileID
    private var start: UInt32
    private var end: UInt32
    private var trivia: UInt32
    /// The first invalid escape of a string, as offsets; `start == end == UInt32.max` for none.
    private var escapeStart: UInt32 = .max
    private var escapeEnd: UInt32 = .max

    public init(kind: TokenKind, range: SourceRange, triviaStart: Int, invalidEscape: SourceRange? = nil) {
        self.kind = kind
        self.file = range.file
        self.start = UInt32(range.start)
        self.end = UInt32(range.end)
        self.trivia = UInt32(triviaStart)
        if let invalidEscape {
            escapeStart = UInt32(invalidEscape.start)
            escapeEnd = UInt32(invalidEscape.end)
        }
    }

    /// The token's text.
    public var range: SourceRange { SourceRange(file: file, start: Int(start), end: Int(end)) }

    /// Start of the leading trivia; `range.start` when there is none.
    public var triviaStart: Int { Int(trivia) }

    /// For strings: the first invalid escape sequence, if any.
    public var invalidEscape: SourceRange? {
        escapeStart == .max ? nil : SourceRange(file: file, start: Int(escapeStart), end: Int(escapeEnd))
    }
}
