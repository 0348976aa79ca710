import Testing
@testable import LayoutSwiftSyntax

/// Regular expression literals: extended `#/…/#` always, bare `/…/` only where an expression
/// starts and SE-0354's rules are met; otherwise `/` divides.
@Suite struct RegexTests {
    static let cases: [(String, [SwiftTokenKind])] = [
        ("#/a+b/#", [.regex]),
        ("##/a/#b/##", [.regex]),
        ("#/ spaces ok /#", [.regex]),
        ("#//#", [.regex]),
        ("#/\n  a+ # comment\n  b\n/#", [.regex]),
        ("let r = /[a-z]+/", [kw(.let), id, p(.equal), .regex]),
        ("s.contains(/\\d+/)", [id, p(.period), id, p(.leftParen), .regex, p(.rightParen)]),
        ("[/a/, /b/]", [p(.leftBracket), .regex, p(.comma), .regex, p(.rightBracket)]),
        ("return /x/", [kw(.return), .regex]),
        ("/x/.firstMatch", [.regex, p(.period), id]),
        ("/a\\/b/", [.regex]),
        // A `)` inside a character class does not count; a `/` inside one still closes.
        ("x = /[)]/", [id, p(.equal), .regex]),
        ("/[/]/", [.regex, p(.rightBracket), op]),
        // Division: after an operand, with spaces, or no closing slash on the line.
        ("a / b / c", [id, op, id, op, id]),
        ("a/b/c", [id, op, id, op, id]),
        ("(x) / 2 / y", [p(.leftParen), id, p(.rightParen), op, int, op, id]),
        ("x = / a/", [id, p(.equal), op, id, op]),
        ("x = /a /", [id, p(.equal), op, id, op]),
        ("f(/)", [id, p(.leftParen), op, p(.rightParen)]),
        ("reduce(1, /) + g(/)", [id, p(.leftParen), int, p(.comma), op, p(.rightParen), op, id, p(.leftParen),
                                 op, p(.rightParen)]),
        ("x = /a\n/", [id, p(.equal), op, id, op]),
        ("static func /(a: T, b: T)", [kw(.static), kw(.func), op, p(.leftParen), id, p(.colon), id, p(.comma), id,
                                       p(.colon), id, p(.rightParen)]),
        ("x = /a/* c */", [id, p(.equal), op, id, comment]),
        ("x /= 2", [id, op, int]),
    ]

    @Test(arguments: cases) func regexOrDivision(_ source: String, _ expected: [SwiftTokenKind]) {
        #expect(kinds(source) == expected, "\(source.debugDescription)")
    }

    @Test func unterminatedExtendedRegexesKeepToTheirLine() {
        let single = tokens("#/abc\nx")
        #expect(single.map(\.kind) == [.regex, id])
        #expect(single[0].flags.contains(.unterminated) && single[0].range == 0..<5)
        // A multi-line one gives up at its first line break.
        let multi = tokens("#/\n  abc\nx")
        #expect(multi.map(\.kind) == [.regex, id, id])
        #expect(multi[0].flags.contains(.unterminated) && multi[0].range == 0..<2)
    }

    @Test func aMultilineRegexClosesOnItsOwnLine() {
        #expect(onlyToken("#/\n  a\n  /#")?.flags.contains(.invalid) == false)
        #expect(onlyToken("#/\n  a/#")?.flags.contains(.invalid) == true)
    }
}
