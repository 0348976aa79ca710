import Testing
@testable import LayoutSwiftSyntax

/// Integer and floating-point literals: every base, underscores, exponents, and what a number
/// gives way to (`4.x`, `x.0.1`, `.5`).
@Suite struct NumberTests {
    static let valid: [(String, SwiftTokenKind)] = [
        ("0", int), ("42", int), ("1_000", int), ("1_000_", int), ("007", int),
        ("0b1010", int), ("0b1010_0101", int), ("0o17", int), ("0o7_7", int),
        ("0xFF", int), ("0xdead_BEEF", int),
        ("3.14", float), ("1e10", float), ("1E10", float), ("1e-3", float), ("1.25e+2", float),
        ("1_000.000_1", float),
        ("0x1p-3", float), ("0xFp2", float), ("0x1.8p1", float), ("0x1.8P-1", float), ("0x_1p0", float),
    ]

    @Test(arguments: valid) func validNumbers(_ source: String, _ kind: SwiftTokenKind) {
        let token = onlyToken(source)
        #expect(token?.kind == kind, "\(source)")
        #expect(token?.flags.contains(.invalid) == (source == "0x_1p0"), "\(source)")
    }

    static let invalid: [(String, SwiftTokenKind)] = [
        ("0b102", int), ("0b", int), ("0o8", int), ("0x", int), ("0xg", int),
        ("12px", int), ("1e", float), ("1e+", float), ("0x1p", float), ("0x1.8", float), ("1.5abc", float),
    ]

    @Test(arguments: invalid) func malformedNumbersAreOneInvalidToken(_ source: String, _ kind: SwiftTokenKind) {
        let token = onlyToken(source)
        #expect(token?.kind == kind, "\(source)")
        #expect(token?.flags.contains(.invalid) == true, "\(source)")
    }

    static let boundaries: [(String, [SwiftTokenKind])] = [
        (".5", [p(.period), int]),
        ("4.x", [int, p(.period), id]),
        ("1.e5", [int, p(.period), id]),
        ("x.0.1", [id, p(.period), int, p(.period), int]),
        ("t.0", [id, p(.period), int]),
        ("1..<5", [int, op, int]),
        ("1...5", [int, op, int]),
        ("0xff.description", [int, p(.period), id]),
        ("1.5.rounded()", [float, p(.period), id, p(.leftParen), p(.rightParen)]),
        ("-1", [op, int]),
        ("[1,2]", [p(.leftBracket), int, p(.comma), int, p(.rightBracket)]),
    ]

    @Test(arguments: boundaries) func whereANumberEnds(_ source: String, _ expected: [SwiftTokenKind]) {
        #expect(kinds(source) == expected, "\(source)")
    }

    @Test func numberTexts() {
        #expect(texts("0x1p-3 + 1_000 - 0b1010 * 1e10") == ["0x1p-3", "+", "1_000", "-", "0b1010", "*", "1e10"])
    }
}
