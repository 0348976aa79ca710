import Testing
@testable import LayoutSwiftSyntax

/// A string literal's value: text with escapes decoded, interpolations as the ranges of their
/// expressions, a multi-line string's indentation stripped; and its problems.
@Suite struct StringSegmentTests {
    /// A segment as the tables write it: text, or an interpolation's expression as written.
    enum Part: Equatable, CustomStringConvertible {
        case t(String)
        case i(String)
        var description: String {
            switch self {
            case .t(let text): return "t(\(text.debugDescription))"
            case .i(let code): return "i(\(code))"
            }
        }
    }

    /// The parts and problems of the only string token of `source`.
    static func literal(_ source: String) -> ([Part], [SwiftStringProblem.Kind]) {
        let lexed = SwiftTokens(source)
        guard let token = lexed.first, let literal = lexed.stringLiteral(of: token) else { return ([], []) }
        let parts = literal.segments.map { segment -> Part in
            switch segment {
            case .text(let text): return .t(text)
            case .interpolation(let range): return .i(String(decoding: lexed.source[range], as: UTF8.self))
            }
        }
        return (parts, literal.problems.map(\.kind))
    }

    static let wellFormed: [(String, [Part])] = [
        (#""""#, []),
        (#""hello""#, [.t("hello")]),
        (#""a\tb\nc\rd\0e\\f\"g\'h""#, [.t("a\tb\nc\rd\0e\\f\"g'h")]),
        (#""\u{41}\u{e9}\u{1F600}\u{0000000A}""#, [.t("Aé😀\n")]),
        (#""a \(b) c""#, [.t("a "), .i("b"), .t(" c")]),
        (#""\(a)\(b)""#, [.i("a"), .i("b")]),
        (#""a \(f("b)")) c""#, [.t("a "), .i(#"f("b)")"#), .t(" c")]),
        (#""\(x.map { "\($0)!" })""#, [.i(#"x.map { "\($0)!" }"#)]),
        (#""\( (1 + 2) * 3 )""#, [.i(" (1 + 2) * 3 ")]),
        (#""\(a /* ) */)""#, [.i("a /* ) */")]),
        (##"#"\(x) \n \" \u{41}"#"##, [.t(#"\(x) \n \" \u{41}"#)]),
        (##"#"a \#(x) b \#n c"#"##, [.t("a "), .i("x"), .t(" b \n c")]),
        (###"##"\#n \##t "# "##"###, [.t("\\#n \t \"# ")]),
        (##"#"a "quoted" word"#"##, [.t(#"a "quoted" word"#)]),
    ]

    @Test(arguments: wellFormed) func singleLine(_ source: String, _ expected: [Part]) {
        let (parts, problems) = StringSegmentTests.literal(source)
        #expect(parts == expected, "\(source)")
        #expect(problems.isEmpty, "\(source): \(problems)")
    }

    static let multiline: [(String, [Part])] = [
        // The closing delimiter's indentation is stripped; more stays.
        ("\"\"\"\n    one\n      two\n    \"\"\"", [.t("one\n  two")]),
        // The first and last line breaks are not part of the string; a blank line keeps them.
        ("\"\"\"\n\n  a\n\n  \"\"\"", [.t("\na\n")]),
        ("\"\"\"\n\"\"\"", []),
        ("  \"\"\"\n  \"\"\"", []),
        // A blank line may be less indented.
        ("\"\"\"\n    a\n\n  \n    b\n    \"\"\"", [.t("a\n\n\nb")]),
        // `\` at the end of a line leaves the line break out, with the spaces before it.
        ("\"\"\"\n  one \\   \n  two\n  \"\"\"", [.t("one two")]),
        // Quotes inside, escapes, and CR LF and lone CR normalized to LF.
        ("\"\"\"\r\n  \"q\" \"\"x\\\"\"\"\r\n  a\r  b\r\n  \"\"\"", [.t("\"q\" \"\"x\"\"\"\na\nb")]),
        // An interpolation may span lines; the text after it is not re-indented.
        ("\"\"\"\n  a \\(f(\n    x)) b\n  c\n  \"\"\"", [.t("a "), .i("f(\n    x)"), .t(" b\nc")]),
        // Extended delimiters: `"""` inside, `\#(…)`.
        ("#\"\"\"\n  \"\"\" \\n \\#(x)\n  \"\"\"#", [.t("\"\"\" \\n "), .i("x")]),
        // Tabs count as they are written.
        ("\"\"\"\n\t\ta\n\t\t\"\"\"", [.t("a")]),
    ]

    @Test(arguments: multiline) func multilineStrings(_ source: String, _ expected: [Part]) {
        let (parts, problems) = StringSegmentTests.literal(source)
        #expect(parts == expected, "\(source.debugDescription)")
        #expect(problems.isEmpty, "\(source.debugDescription): \(problems)")
    }

    static let problems: [(String, [Part], [SwiftStringProblem.Kind])] = [
        (#""a\qb""#, [.t(#"a\qb"#)], [.invalidEscape]),
        (#""\u{D800}""#, [.t(#"\u{D800}"#)], [.invalidUnicodeScalar]),
        (#""\u{}x""#, [.t(#"\u{}x"#)], [.invalidEscape]),
        ("\"abc", [.t("abc")], [.unterminated]),
        ("\"a \\(b", [.t("a ")], [.unterminatedInterpolation, .unterminated]),
        ("'a'", [.t("a")], [.singleQuoted]),
        ("\"\"\"a\n  b\n  \"\"\"", [.t("a\nb")], [.contentOnOpeningLine]),
        ("\"\"\"\n  a\n  b\"\"\"", [.t("  a\n  b")], [.closingDelimiterNotOnOwnLine]),
        ("\"\"\"\n  a\n b\n  \"\"\"", [.t("a\nb")], [.insufficientIndentation]),
        ("\"\"\"\n\ta\n  \"\"\"", [.t("\ta")], [.insufficientIndentation]),
        ("\"\"\"\n  a", [.t("  a")], [.unterminated]),
    ]

    @Test(arguments: problems) func malformedStrings(_ source: String, _ expected: [Part],
                                                   _ expectedProblems: [SwiftStringProblem.Kind]) {
        let (parts, problems) = StringSegmentTests.literal(source)
        #expect(parts == expected, "\(source.debugDescription)")
        #expect(problems == expectedProblems, "\(source.debugDescription)")
    }

    @Test func interpolationsLexAlone() {
        let lexed = SwiftTokens(#"Text("\(item.name): \(count + 1, format: .number)")"#)
        let segments = lexed.stringSegments(of: lexed[2])
        guard case .interpolation(let range) = segments.last else {
            Issue.record("no interpolation: \(segments)")
            return
        }
        let inner = SwiftTokens(source: lexed.source, range: range)
        #expect(inner.map(\.kind) == [id, op, int, p(.comma), id, p(.colon), p(.period), id, .endOfFile])
        #expect(inner[1].operatorPosition == .binary)
    }

    @Test func otherTokensHaveNoSegments() {
        let lexed = SwiftTokens("x")
        #expect(lexed.stringSegments(of: lexed[0]).isEmpty && lexed.stringLiteral(of: lexed[0]) == nil)
    }

    @Test func theLiteralSaysItsDelimiters() {
        let lexed = SwiftTokens("##\"\"\"\n  x\n  \"\"\"##")
        let literal = lexed.stringLiteral(of: lexed[0])
        #expect(literal?.delimiterCount == 2 && literal?.isMultiline == true)
    }
}
