import Testing
@testable import LayoutSwiftSyntax

/// Operators (TSPL, "Operators"): maximal munch, dot operators, and prefix/postfix/binary decided
/// by the whitespace around them.
@Suite struct OperatorTests {
    /// The source, the operator's text, and its position.
    static let positions: [(String, String, SwiftOperatorPosition)] = [
        ("a+b", "+", .binary),
        ("a + b", "+", .binary),
        ("a +b", "+", .prefix),
        ("a+ b", "+", .postfix),
        ("!x", "!", .prefix),
        ("-1", "-", .prefix),
        ("f(-1)", "-", .prefix),
        ("[-1, -2]", "-", .prefix),
        ("x = -y", "-", .prefix),
        ("a..<b", "..<", .binary),
        ("0...5", "...", .binary),
        ("xs[1...]", "...", .postfix),
        ("xs[...2]", "...", .prefix),
        ("a+++.b", "+++", .postfix),
        ("a +++.b", "+++", .prefix),
        ("a == .leading", "==", .binary),
        ("a ?? b", "??", .binary),
        ("a/**/-b", "-", .prefix),
        ("x ∪ y", "∪", .binary),
        ("a≠b", "≠", .binary),
    ]

    @Test(arguments: positions) func operatorPositions(_ source: String, _ text: String,
                                                       _ position: SwiftOperatorPosition) {
        let lexed = SwiftTokens(source)
        let operators = lexed.filter { $0.kind == op }
        #expect(operators.map { lexed.text(of: $0) }.first == text, "\(source)")
        #expect(operators.first?.operatorPosition == position, "\(source)")
    }

    static let reserved: [(String, [SwiftTokenKind])] = [
        ("x!", [id, p(.exclaimPostfix)]),
        ("x?.y", [id, p(.questionPostfix), p(.period), id]),
        ("x!.y", [id, p(.exclaimPostfix), p(.period), id]),
        ("String?", [id, p(.questionPostfix)]),
        ("c ? a : b", [id, p(.questionInfix), id, p(.colon), id]),
        ("c ?.a : .b", [id, p(.questionInfix), p(.period), id, p(.colon), p(.period), id]),
        ("a != b", [id, op, id]),
        ("a!=b", [id, p(.exclaimPostfix), p(.equal), id]),
        ("a==b", [id, op, id]),
        ("a->b", [id, p(.arrow), id]),
        ("a -> b", [id, p(.arrow), id]),
        ("f(&x)", [id, p(.leftParen), p(.ampersandPrefix), id, p(.rightParen)]),
        ("a&b", [id, op, id]),
        ("a && b", [id, op, id]),
        ("x = .red", [id, p(.equal), p(.period), id]),
        ("x...y", [id, op, id]),
        ("Array<Array<Int>>()", [id, op, id, op, id, op, p(.leftParen), p(.rightParen)]),
        ("a.+.b", [id, op, id]),
        ("a+.+b", [id, op, op, id]),
        ("a<=b||c>=d", [id, op, id, op, id, op, id]),
        ("x ??= y ?? z", [id, op, id, op, id]),
        ("-", [op]),
    ]

    @Test(arguments: reserved) func reservedSpellings(_ source: String, _ expected: [SwiftTokenKind]) {
        #expect(kinds(source) == expected, "\(source)")
    }

    @Test func theLongestOperatorWins() {
        #expect(texts("a<<=b") == ["a", "<<=", "b"])
        #expect(texts("a..<b") == ["a", "..<", "b"])
        #expect(texts("a+.+b") == ["a", "+", ".+", "b"])
        #expect(texts("x-->y") == ["x", "-->", "y"])
    }

    @Test func aCombiningMarkContinuesAnOperator() {
        #expect(texts("a +\u{0301} b") == ["a", "+\u{0301}", "b"])
    }

    @Test func whitespaceFlagsFollowTSPL() {
        let all = tokens("f(a, -b)")
        // `-` has `,` and a space on its left: whitespace; `b` on its right.
        #expect(all[4].flags.contains(.precededBySpace) && !all[4].flags.contains(.followedBySpace))
        #expect(tokens("(x)")[1].flags.isSuperset(of: [.precededBySpace, .followedBySpace]))
        #expect(tokens("a")[0].flags.isSuperset(of: [.precededBySpace, .followedBySpace]))
    }
}
