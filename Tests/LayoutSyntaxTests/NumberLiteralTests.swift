import Testing
@testable import LayoutSyntax

/// Numbers and sizes are read from the bytes when they are whole (`40x20`); every literal must
/// have exactly the value `Double(text)` gives, whichever way it is read.
struct NumberLiteralTests {
    /// The value of the first argument of `box(…)`.
    func argument(_ literal: String) -> Expr.Kind? {
        let result = Parser.parse(source("box(\(literal))"))
        guard case let .root(expr)? = result.file.items.first, case let .element(element) = expr.kind else { return nil }
        return element.arguments?.first?.value.kind
    }

    @Test(arguments: ["0", "7", "40", "0040", "123456789012345", "1234567890123456", "99999999999999999999", "1.5", "0.25"])
    func numberHasTheValueOfItsText(_ text: String) {
        guard case let .number(value)? = argument(text) else {
            Issue.record("not a number: \(text)")
            return
        }
        #expect(value == Double(text))
    }

    @Test(arguments: [("40x20", 40.0, 20.0), ("0x0", 0, 0), ("007x1", 7, 1), ("1.5x2.25", 1.5, 2.25), ("10x0.5", 10, 0.5),
                      ("123456789012345x1", 123_456_789_012_345, 1), ("12345678901234567x3", 12_345_678_901_234_568, 3), // the nearest Double
                      ("4294967295x4294967296", 4_294_967_295, 4_294_967_296)])
    func sizeHasTheValuesOfItsText(_ text: String, _ width: Double, _ height: Double) {
        guard case let .size(w, h)? = argument(text) else {
            Issue.record("not a size: \(text)")
            return
        }
        #expect(w == width && h == height)
    }
}
