import Testing
import LayoutDiagnostics
@testable import LayoutSyntax

func source(_ text: String, name: String = "test.layout") -> SourceFile {
    SourceFile(id: SourceFileID(rawValue: 0), name: name, text: text)
}

func kinds(_ text: String) -> [TokenKind] {
    Lexer.tokenize(source(text)).map(\.kind).dropLast()  // without endOfFile
}

struct LexerTests {
    @Test(arguments: [
        ("box(40x20)", [.identifier, .leftParen, .size, .rightParen]),
        ("box(40.5x20)", [.identifier, .leftParen, .size, .rightParen]),
        ("12 12.5 inf nil true false", [.number, .number, .keywordInf, .keywordNil, .keywordTrue, .keywordFalse]),
        ("let tag(w: 40) = box", [.keywordLet, .identifier, .leftParen, .identifier, .colon, .number, .rightParen, .equals, .identifier]),
        ("a < b > .padding(4) #t", [.identifier, .leftAngle, .identifier, .rightAngle, .dot, .identifier, .leftParen, .number, .rightParen, .hash, .identifier]),
        ("1 + 2 - 3 * 4 / 5", [.number, .plus, .number, .minus, .number, .star, .number, .slash, .number]),
        ("\"a \\\"b\\\" \\n\"", [.string]),
        ("\"unterminated\nbox", [.unterminatedString, .identifier]),
        ("/* open", [.unterminatedComment]),
        ("/* a /* nested */ comment */ box // line\nbox", [.identifier, .identifier]),
        ("box $ box", [.identifier, .strayCharacter, .identifier]),
        ("12px 1.2.3 40x", [.malformedNumber, .malformedNumber, .malformedNumber]),
        ("import \"a.layout\" repeat proposal", [.keywordImport, .string, .keywordRepeat, .keywordProposal]),
        ("é", [.strayCharacter]),
        ("", []),
    ] as [(String, [TokenKind])])
    func tokenKinds(_ text: String, _ expected: [TokenKind]) {
        #expect(kinds(text) == expected)
    }

    @Test func rangesAndTrivia() {
        let tokens = Lexer.tokenize(source("  // c\nbox(40x20)"))
        #expect(tokens[0].range.start == 7 && tokens[0].range.end == 10)
        #expect(tokens[0].triviaStart == 0)  // the comment stays reachable as trivia
        #expect(tokens[2].range.start == 11 && tokens[2].range.end == 16)
        #expect(tokens.last?.kind == .endOfFile)
    }

    @Test func invalidByteIsOneStrayToken() {
        let file = SourceFile(id: SourceFileID(rawValue: 0), name: "t", bytes: [98, 0xFF, 98])
        #expect(Lexer.tokenize(file).map(\.kind) == [.identifier, .strayCharacter, .identifier, .endOfFile])
    }

    @Test func invalidEscapeIsFlagged() {
        let file = source("\"a\\qb\"")
        let token = Lexer.tokenize(file)[0]
        #expect(token.kind == .string)
        #expect(Lexer.invalidEscape(of: token, in: file) == SourceRange(file: SourceFileID(rawValue: 0), start: 2, end: 4))
        #expect(StringLiteral.decode("\"a\\u{1F600}\\t\"") == "a😀\t")
    }

    /// A string without escapes is what its quotes hold, the quotes taken as scalars (a quote
    /// followed by a combining mark is still the quote), an unterminated one what follows it.
    @Test(arguments: [("\"item 12\"", "item 12"), ("\"\"", ""), ("\"", ""), ("\"é — 😀\"", "é — 😀"),
                      ("\"\u{301}x\u{301}\"", "\u{301}x\u{301}"), ("\"open", "open"), ("\"a\"b\"", "a\"b")])
    func decodeWithoutEscapes(_ token: String, _ value: String) {
        #expect(StringLiteral.decode(token).unicodeScalars.elementsEqual(value.unicodeScalars))
    }
}
