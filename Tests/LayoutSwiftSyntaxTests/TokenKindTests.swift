import Testing
@testable import LayoutSwiftSyntax

/// `tokenize(source) == [kinds]`: names, keywords, punctuation, `#` and `@` words, and what is no
/// token at all.
@Suite struct TokenKindTests {
    static let names: [(String, [SwiftTokenKind])] = [
        ("body", [id]),
        ("_private __x a1 a$b", [id, id, id, id]),
        ("_", [kw(.wildcard)]),
        ("let _ = x", [kw(.let), kw(.wildcard), p(.equal), id]),
        ("$0 $1 $10", [id, id, id]),
        ("$value.wrappedValue", [id, p(.period), id]),
        ("$", [id]),
        ("`class` `default`", [id, id]),
        ("`a b` `+x`", [id, id]),
        ("é café ñandú", [id, id, id]),
        ("变量 π Ω", [id, id, id]),
        ("😀 x😀", [id, id]),
        ("a\u{0301}", [id]),
    ]

    @Test(arguments: names) func identifiers(_ source: String, _ expected: [SwiftTokenKind]) {
        #expect(kinds(source) == expected, "\(source)")
    }

    static let keywords: [(String, [SwiftTokenKind])] = [
        ("struct ContentView: View {", [kw(.struct), id, p(.colon), id, p(.leftBrace)]),
        ("var body: some View", [kw(.var), id, p(.colon), id, id]),
        ("func f(_ x: any P) async throws -> Self", [kw(.func), id, p(.leftParen), kw(.wildcard), id, p(.colon), id, id,
                                                      p(.rightParen), id, kw(.throws), p(.arrow), kw(.Self)]),
        ("if let x else guard return", [kw(.if), kw(.let), id, kw(.else), kw(.guard), kw(.return)]),
        ("for x in xs where x is Int", [kw(.for), id, kw(.in), id, kw(.where), id, kw(.is), id]),
        ("self.init(nil) super true false", [kw(.self), p(.period), kw(.`init`), p(.leftParen), kw(.nil),
                                             p(.rightParen), kw(.super), kw(.true), kw(.false)]),
        ("try await x as? Any", [kw(.try), id, id, kw(.as), p(.questionPostfix), kw(.Any)]),
        // Contextual keywords stay identifiers.
        ("get set willSet didSet open package nonisolated lazy weak mutating Type Protocol",
         Array(repeating: id, count: 12)),
        ("func open(url: URL)", [kw(.func), id, p(.leftParen), id, p(.colon), id, p(.rightParen)]),
    ]

    @Test(arguments: keywords) func keywordsAndContextualWords(_ source: String, _ expected: [SwiftTokenKind]) {
        #expect(kinds(source) == expected, "\(source)")
    }

    @Test func everyKeywordIsLexedAsItself() {
        for keyword in SwiftKeyword.allCases {
            #expect(kinds(keyword.rawValue) == [kw(keyword)], "\(keyword)")
            #expect(kinds("`\(keyword.rawValue)`") == [id], "\(keyword)")
        }
    }

    @Test func contextualKeywordsAreAskedOfTheText() {
        let lexed = SwiftTokens("some `some` someone")
        #expect(lexed.isContextualKeyword(lexed[0], "some"))
        #expect(!lexed.isContextualKeyword(lexed[1], "some"))
        #expect(!lexed.isContextualKeyword(lexed[2], "some"))
    }

    static let punctuation: [(String, [SwiftTokenKind])] = [
        ("( ) { } [ ] , : ;", [p(.leftParen), p(.rightParen), p(.leftBrace), p(.rightBrace), p(.leftBracket),
                                p(.rightBracket), p(.comma), p(.colon), p(.semicolon)]),
        ("a.b", [id, p(.period), id]),
        (".leading", [p(.period), id]),
        ("x = 1", [id, p(.equal), int]),
        ("f(&x)", [id, p(.leftParen), p(.ampersandPrefix), id, p(.rightParen)]),
        ("a & b", [id, op, id]),
        ("() -> Void", [p(.leftParen), p(.rightParen), p(.arrow), id]),
        ("@ x", [p(.at), id]),
        ("# x", [p(.pound), id]),
        ("\\.self", [.keyPathBackslash, p(.period), kw(.self)]),
        ("\\Item.name", [.keyPathBackslash, id, p(.period), id]),
        ("ForEach(items, id: \\.id)", [id, p(.leftParen), id, p(.comma), id, p(.colon), .keyPathBackslash,
                                       p(.period), id, p(.rightParen)]),
    ]

    @Test(arguments: punctuation) func punctuationTokens(_ source: String, _ expected: [SwiftTokenKind]) {
        #expect(kinds(source) == expected, "\(source)")
    }

    static let poundAndAt: [(String, [SwiftTokenKind])] = [
        ("#if os(iOS)", [pound("if"), id, p(.leftParen), id, p(.rightParen)]),
        ("#elseif canImport(UIKit)\n#else\n#endif", [pound("elseif"), id, p(.leftParen), id, p(.rightParen),
                                                      pound("else"), pound("endif")]),
        ("#if compiler(>=5.9) && !DEBUG", [pound("if"), id, p(.leftParen), op, float, p(.rightParen), op, op, id]),
        ("if #available(iOS 17, *) {", [kw(.if), pound("available"), p(.leftParen), id, int, p(.comma), op,
                                         p(.rightParen), p(.leftBrace)]),
        ("#Preview { ContentView() }", [pound("Preview"), p(.leftBrace), id, p(.leftParen), p(.rightParen),
                                         p(.rightBrace)]),
        ("#selector(tap) #file #line #warning(\"x\") #sourceLocation(file: \"a\", line: 1) #colorLiteral",
         [pound("selector"), p(.leftParen), id, p(.rightParen), pound("file"), pound("line"), pound("warning"),
          p(.leftParen), str, p(.rightParen), pound("sourceLocation"), p(.leftParen), id, p(.colon), str,
          p(.comma), id, p(.colon), int, p(.rightParen), pound("colorLiteral")]),
        ("@State private var x", [attribute, kw(.private), kw(.var), id]),
        ("@available(iOS 16, *)", [attribute, p(.leftParen), id, int, p(.comma), op, p(.rightParen)]),
        ("@Environment(\\.dismiss) var dismiss", [attribute, p(.leftParen), .keyPathBackslash, p(.period), id,
                                                   p(.rightParen), kw(.var), id]),
        ("@MainActor @objc(name:) @_spi(X) @escaping", [attribute, attribute, p(.leftParen), id, p(.colon),
                                                        p(.rightParen), attribute, p(.leftParen), id,
                                                        p(.rightParen), attribute]),
    ]

    @Test(arguments: poundAndAt) func poundKeywordsAndAttributes(_ source: String, _ expected: [SwiftTokenKind]) {
        #expect(kinds(source) == expected, "\(source)")
    }

    @Test func attributeAndPoundTokensCoverTheirNames() {
        #expect(texts("@State #if #Preview @ViewBuilder") == ["@State", "#if", "#Preview", "@ViewBuilder"])
    }

    static let malformed: [(String, SwiftTokenKind, SwiftToken.Flags)] = [
        ("<#placeholder#>", id, [.invalid]),
        ("<##>", id, [.invalid]),
        ("`", p(.backtick), [.unterminated]),
        ("``", id, [.invalid]),
        ("` `", id, [.invalid]),
        ("`+`", id, [.invalid]),
        ("\u{00A0}", .unknown, [.invalid]),
        ("\u{201C}", .unknown, [.invalid]),
        ("\u{1}", .unknown, [.invalid]),
    ]

    @Test(arguments: malformed)
    func malformedTokens(_ source: String, _ kind: SwiftTokenKind, _ flags: SwiftToken.Flags) {
        let token = onlyToken(source)
        #expect(token?.kind == kind, "\(source)")
        #expect(token.map { $0.flags.intersection([.invalid, .unterminated]) } == flags, "\(source)")
    }

    @Test func placeholdersStopAtTheLineAndStandAloneInOperators() {
        #expect(kinds("f(<#T##value: Int##Int#>)") == [id, p(.leftParen), id, p(.rightParen)])
        #expect(kinds("a<<#x#>") == [id, op, id])
        #expect(kinds("<#a\n#>") == [op, pound("a"), p(.pound), op])
    }

    @Test func aBacktickClosingNothingDoesNotSwallowTheLine() {
        #expect(kinds("`foo\nbar`") == [p(.backtick), id, id, p(.backtick)])
        #expect(kinds("`a\\b`") == [p(.backtick), id, .keyPathBackslash, id, p(.backtick)])
    }

    @Test func invalidUTF8IsOneUnknownTokenPerByte() {
        let lexed = SwiftTokens(source: [0x61, 0xFF, 0xC3, 0x62, 0xE2, 0x82])
        #expect(lexed.map(\.kind) == [id, .unknown, .unknown, id, .unknown, .unknown, .endOfFile])
        #expect(lexed.filter { $0.kind == .unknown }.allSatisfy { $0.flags.contains(.invalid) })
    }

    /// Scalars at the edges of TSPL's identifier-head and operator-head ranges.
    static let unicodeClasses: [(String, SwiftTokenKind)] = [
        ("\u{A8}", id), ("\u{A9}", op), ("\u{AA}", id), ("\u{D7}", op), ("\u{F7}", op), ("\u{FF}", id),
        ("\u{2054}", id), ("\u{2053}", op), ("\u{2055}", op), ("\u{3020}", op), ("\u{3021}", id),
        ("\u{3030}", op), ("\u{2776}", id), ("\u{2794}", op), ("\u{FE44}", id), ("\u{1F600}", id),
        ("\u{FE45}", .unknown), ("\u{E000}", .unknown), ("\u{0301}", .unknown), ("\u{2028}", .unknown),
    ]

    @Test(arguments: unicodeClasses) func unicodeFollowsTSPLsRanges(_ source: String, _ kind: SwiftTokenKind) {
        #expect(onlyToken(source)?.kind == kind, "U+\(String(source.unicodeScalars.first?.value ?? 0, radix: 16))")
    }

    @Test func theLexerEntryPointAndSubRanges() {
        let lexed = SwiftLexer.tokenize(Array("let x = f(y)".utf8))
        #expect(lexed.map(\.kind) == [kw(.let), id, p(.equal), id, p(.leftParen), id, p(.rightParen), .endOfFile])
        #expect(lexed[0].flags.contains(.precededByNewline))
        // A sub-range lexes alone: nothing before it counts, its end is the range's.
        let inner = SwiftTokens(source: lexed.source, range: 8..<12)
        #expect(inner.map(\.kind) == [id, p(.leftParen), id, p(.rightParen), .endOfFile])
        #expect(inner[0].flags.contains(.precededBySpace) && !inner[0].flags.contains(.precededByNewline))
        #expect(inner.last?.range == 12..<12)
    }

    @Test func symbolsNameTokensForMessages() {
        #expect(SwiftTokenKind.identifier.symbol == "an identifier")
        #expect(kw(.func).symbol == "keyword 'func'")
        #expect(p(.questionInfix).symbol == "'?'")
        #expect(pound("if").symbol == "'#if'")
        #expect(SwiftPunctuation.allCases.allSatisfy { !$0.spelling.isEmpty })
    }
}
