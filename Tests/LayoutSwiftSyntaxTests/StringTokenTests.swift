import Testing
@testable import LayoutSwiftSyntax

/// Where a string literal token ends: every delimiter, interpolations holding any tokens, and
/// unterminated strings that keep to their line.
@Suite struct StringTokenTests {
    /// Sources that are one string token, terminated and valid.
    static let whole: [String] = [
        #""""#,
        #""hello""#,
        #""a \"quoted\" b""#,
        #""\0\\\t\n\r\"\'\u{1F600}\u{0}""#,
        #""a \(b) c""#,
        #""a \(f("b)")) c""#,
        #""\(x.map { "\($0)" }.joined(separator: ", "))""#,
        #""\((a + b) * (c - d))""#,
        #""\(a /* comment ) */ + b)""#,
        #""\("\("\("deep")")")""#,
        ##"#"raw \(x) \n " \"#"##,
        ##"#"raw \#(x) interpolated"#"##,
        ###"##"two "# inside"##"###,
        ###"##"\##(x) \##n"##"###,
        "\"\"\"\nline one\n  line \"two\"\n\"\"\"",
        "\"\"\"\n  a \\(x\n  + y) b\n  \"\"\"",
        "#\"\"\"\n  raw \"\"\" inside\n  \"\"\"#",
        "\"\"\"\n  a\\\n  b\n  \"\"\"",
        "\"\\(\"\"\"\n  inner\n  \"\"\")\"",
        #""\(/a+/)""#,
        #""\(\.count)""#,
    ]

    @Test(arguments: whole) func oneStringToken(_ source: String) {
        let token = onlyToken(source)
        #expect(token?.kind == str, "\(source)")
        #expect(token?.flags.intersection([.invalid, .unterminated]) == [], "\(source)")
    }

    @Test func aSingleLineStringStopsAtTheEndOfItsLine() {
        let all = tokens("let s = \"abc\nlet t = 1")
        #expect(all.map(\.kind) == [kw(.let), id, p(.equal), str, kw(.let), id, p(.equal), int])
        #expect(all[3].flags.contains(.unterminated) && all[3].range == 8..<12)
        #expect(all[4].flags.contains(.precededByNewline))
    }

    @Test func anUnterminatedInterpolationStopsAtTheEndOfItsLine() {
        let all = tokens("\"a \\(b\nc")
        #expect(all.map(\.kind) == [str, id])
        #expect(all[0].flags.contains(.unterminated))
        // A comment inside a single-line interpolation would hide its `)`.
        #expect(kinds("\"\\(a // )\"\nb") == [str, comment, id])
        #expect(kinds("\"\\(a /* \n */)\"") == [str, comment, p(.rightParen), str])
    }

    @Test func aStringInsideAnInterpolationStopsAtTheSameLine() {
        let all = tokens("\"\\(\"x)\nnext")
        #expect(all.map(\.kind) == [str, id])
        #expect(all[0].flags.contains(.unterminated))
    }

    @Test func anUnterminatedMultilineStringRunsToTheEnd() {
        let token = onlyToken("\"\"\"\nabc\n\"\" x")
        #expect(token?.kind == str && token?.flags.contains(.unterminated) == true)
    }

    @Test func rawStringsNeedTheirPounds() {
        #expect(kinds(##"#"a"# + "b""##) == [str, op, str])
        #expect(kinds(###"##"a"#"## x"###) == [str, id])
        #expect(onlyToken(##"#"abc"##)?.flags.contains(.unterminated) == true)
        // More pounds than opened: the extra is a `#`.
        #expect(kinds(###"#"a"##"###) == [str, p(.pound)])
    }

    @Test func invalidEscapesFlagTheToken() {
        for source in [#""\q""#, #""\u{}""#, #""\u{110000}""#, #""\u{D800}""#, #""\u1234""#, #""\u{123456789}""#,
                       #""a\ b""#, ##"#"\#q"#"##] {
            let token = onlyToken(source)
            #expect(token?.kind == str && token?.flags.contains(.invalid) == true, "\(source)")
        }
        // In a raw string, `\q` is two characters.
        #expect(onlyToken(##"#"\q"#"##)?.flags.contains(.invalid) == false)
    }

    @Test func singleQuotesAreAnInvalidString() {
        let all = tokens("'a' + 'it\\'s'")
        #expect(all.map(\.kind) == [str, op, str])
        #expect(all[0].flags.contains(.invalid) && !all[0].flags.contains(.unterminated))
    }

    @Test func contentOnTheOpeningLineIsInvalid() {
        let token = onlyToken("\"\"\"abc\n\"\"\"")
        #expect(token?.flags.contains(.invalid) == true)
    }

    @Test func theTokenAfterAStringSeesItsEnd() {
        let all = tokens(#"Text("a")+"b""#)
        #expect(all.map(\.kind) == [id, p(.leftParen), str, p(.rightParen), op, str])
        #expect(all[4].operatorPosition == .binary)
    }
}
