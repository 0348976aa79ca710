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
    /// Braces are not the language's (children go in `< … >`): the parser reads them where a
    /// SwiftUI developer writes them and says what to write instead.
    case leftBrace = "{", rightBrace = "}"
    /// Ranges, as SwiftUI's `ForEach(0..<3)` writes them: `0..<3`, `1...5`.
    case halfOpenRange = "..<", closedRange = "..."
    /// A key path's backslash (`\.self`), read where SwiftUI's `ForEach(items, id: \.self)` has one.
    case backslash = "\\"
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
        case .keywordLet, .keywordImport, .keywordRepeat, .keywordProposal, .keywordTrue, .keywordFalse, .keywordInf,
             .keywordNil, .keywordIf, .keywordElse:
            return true
        default: return false
        }
    }

    /// The keyword spelled by `bytes[start..<end]`, if any: compared byte by byte, no string
    /// is built (the lexer calls this for every identifier).
    @inline(__always)
    static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind? {
        @inline(__always) func matches(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard end - start == count else { return false }
            let pointer = word.utf8Start
            for i in 0..<count where bytes[start + i] != pointer[i] { return false }
            return true
        }
        switch end - start {
        case 2: return matches("if") ? .keywordIf : nil
        case 3: return matches("let") ? .keywordLet : matches("inf") ? .keywordInf : matches("nil") ? .keywordNil : nil
        case 4: return matches("true") ? .keywordTrue : matches("else") ? .keywordElse : nil
        case 5: return matches("false") ? .keywordFalse : nil
        case 6: return matches("import") ? .keywordImport : matches("repeat") ? .keywordRepeat : nil
        case 8: return matches("proposal") ? .keywordProposal : nil
        default: return nil
        }
    }
}

/// A token: its kind and UTF-8 byte range, and where its leading trivia (whitespace and
/// comments since the previous token) begins, so tools can reproduce comments.
///
/// 20 bytes: a file's tokens are kept, so their size is the lexer's memory per byte of input
/// (a string's invalid escape, rare, is found again when asked: `Lexer.invalidEscape(of:in:)`).
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    private var file: SourceFileID
    private var start: UInt32
    private var end: UInt32
    private var trivia: UInt32

    public init(kind: TokenKind, range: SourceRange, triviaStart: Int) {
        self.kind = kind
        self.file = range.file
        self.start = UInt32(range.start)
        self.end = UInt32(range.end)
        self.trivia = UInt32(triviaStart)
    }

    /// A token from offsets the lexer knows are in range (no checks on the hot path).
    init(kind: TokenKind, file: SourceFileID, start: Int, end: Int, triviaStart: Int) {
        self.kind = kind
        self.file = file
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.trivia = UInt32(truncatingIfNeeded: triviaStart)
    }

    /// The token's text.
    public var range: SourceRange { SourceRange(file: file, start: Int(start), end: Int(end)) }

    /// Start of the leading trivia; `range.start` when there is none.
    public var triviaStart: Int { Int(trivia) }

    /// Start and end offsets without building a range.
    public var startOffset: Int { Int(start) }
    public var endOffset: Int { Int(end) }
}
