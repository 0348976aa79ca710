import Testing
@testable import LayoutSwiftSyntax

/// Comments (tokens, nested), whitespace and line breaks (flags), and what a file may start with.
@Suite struct TriviaTests {
    static let comments: [(String, [SwiftTokenKind])] = [
        ("a // rest of line\nb", [id, comment, id]),
        ("a /* block */ b", [id, comment, id]),
        ("/* outer /* inner */ still outer */ x", [comment, id]),
        ("/* a /* b /* c */ */ */", [comment]),
        ("/// doc\n/** doc */", [comment, comment]),
        ("a+/*c*/b", [id, op, comment, id]),
        ("a+//c\nb", [id, op, comment, id]),
        ("x // a \"string\" in a comment", [id, comment]),
        ("x /* \"unterminated string in a comment */ y", [id, comment, id]),
    ]

    @Test(arguments: comments) func commentsAreTokens(_ source: String, _ expected: [SwiftTokenKind]) {
        #expect(kinds(source) == expected, "\(source)")
    }

    @Test func aLineCommentEndsBeforeTheLineBreak() {
        #expect(texts("// one\r\n// two\rx") == ["// one", "// two", "x"])
    }

    @Test func nestedCommentsMustBalance() {
        let token = onlyToken("/* a /* b */ c")
        #expect(token?.kind == comment && token?.flags.contains(.unterminated) == true)
        #expect(token?.range == 0..<14)
        #expect(onlyToken("/* a */")?.flags.contains(.unterminated) == false)
    }

    @Test func aStrayCommentEndIsUnknown() {
        let all = tokens("a */ b")
        #expect(all.map(\.kind) == [id, .unknown, id])
        #expect(all[1].flags.contains(.invalid))
    }

    @Test func docComments() {
        let lexed = SwiftTokens("/// doc\n//// not\n// plain\n/** doc */\n/*** not */\n/**/\n/* plain */")
        let comments = lexed.filter { $0.kind == .comment }
        #expect(comments.map { lexed.isDocComment($0) } == [true, false, false, true, false, false, false])
    }

    @Test func newlineFlagsCountLineBreaksInWhitespaceAndComments() {
        let all = tokens("a b\nc /* x\n */ d /* y */ e\r\nf\rg // z\nh")
        let newline = all.map { $0.flags.contains(.precededByNewline) }
        // a b c /*x*/ d /*y*/ e f g //z h
        #expect(all.map(\.kind) == [id, id, id, comment, id, comment, id, id, id, comment, id])
        #expect(newline == [true, false, true, false, true, false, false, true, true, false, true])
    }

    @Test func aCommentIsWhitespaceForTheTokensBesideIt() {
        let all = tokens("a/**/+/**/b")
        #expect(all.map(\.kind) == [id, comment, op, comment, id])
        #expect(all[2].operatorPosition == .binary)
        #expect(all[2].flags.isSuperset(of: [.precededBySpace, .followedBySpace]))
    }

    @Test func whitespaceIsTSPLs() {
        // Space, tab, line feed, carriage return, vertical tab, form feed, NUL.
        #expect(kinds("a \t\n\r\u{0B}\u{0C}\u{00}b") == [id, id])
    }

    @Test func aByteOrderMarkAndAShebangLineAreTrivia() {
        let source: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/env swift\nprint(1)".utf8)
        let lexed = SwiftTokens(source: source)
        #expect(lexed.map(\.kind) == [id, p(.leftParen), int, p(.rightParen), .endOfFile])
        #expect(lexed[0].flags.contains(.precededByNewline))
        #expect(SwiftLexerInvariants.check(source).isEmpty)
        // Only on the first line: elsewhere `#!` is `#` then a postfix `!`.
        #expect(kinds("x\n#!y") == [id, p(.pound), p(.exclaimPostfix), id])
    }

    @Test func theEndIsEmptyAtTheEndOfTheText() {
        let lexed = SwiftTokens("a  \n")
        #expect(lexed.last?.kind == .endOfFile && lexed.last?.range == 4..<4)
        #expect(SwiftTokens("").map(\.kind) == [.endOfFile])
    }
}
