import Foundation
import Testing
@testable import LayoutEngine

/// Every container, with the same two fixed children (a = 40×20, b = 20×40), for each kind of
/// proposal: nil, 0, inf, finite and mixed. Frames worked out by hand in the comments.
struct ContainerTableTests {
    struct Case: CustomStringConvertible, @unchecked Sendable {
        var name: String
        var container: LayoutElement
        var width: CGFloat?
        var height: CGFloat?
        var size: CGSize
        var a: CGRect?
        var b: CGRect?
        var description: String { "\(name) at \(ProposedViewSize(width: width, height: height))" }
    }

    static let inf = CGFloat.infinity
    static func c(_ name: String, _ container: LayoutElement, _ w: CGFloat?, _ h: CGFloat?, _ size: (CGFloat, CGFloat), _ a: CGRect?, _ b: CGRect?) -> Case {
        Case(name: name, container: container, width: w, height: h, size: CGSize(width: size.0, height: size.1), a: a, b: b)
    }

    nonisolated(unsafe) static let hstack = LayoutElement.hstack(alignment: .center, spacing: 8)
    nonisolated(unsafe) static let vstack = LayoutElement.vstack(alignment: .center, spacing: 8)
    nonisolated(unsafe) static let wrap = LayoutElement.wrap(alignment: .leading, spacing: 8, lineSpacing: 4, fit: .proposal)
    nonisolated(unsafe) static let overlap = LayoutElement.overlap(overlap: 6, alignment: .top)
    nonisolated(unsafe) static let columns = LayoutElement.columns(count: 2, spacing: 0, alignment: .topLeading)
    nonisolated(unsafe) static let balanced = LayoutElement.balanced(axis: .horizontal, spacing: 8, alignment: .center)

    static let cases: [Case] = [
        // Stacks of fixed children ignore the proposal: 40 + 8 + 20 by max(20, 40), centred.
        c("hstack", hstack, nil, nil, (68, 40), rect(0, 10, 40, 20), rect(48, 0, 20, 40)),
        c("hstack", hstack, 0, 0, (68, 40), rect(0, 10, 40, 20), rect(48, 0, 20, 40)),
        c("hstack", hstack, inf, inf, (68, 40), rect(0, 10, 40, 20), rect(48, 0, 20, 40)),
        c("hstack", hstack, 30, nil, (68, 40), rect(0, 10, 40, 20), rect(48, 0, 20, 40)),
        c("vstack", vstack, nil, nil, (40, 68), rect(0, 0, 40, 20), rect(10, 28, 20, 40)),
        c("vstack", vstack, 0, inf, (40, 68), rect(0, 0, 40, 20), rect(10, 28, 20, 40)),
        c("zstack", .zstack(alignment: .center), nil, nil, (40, 40), rect(0, 10, 40, 20), rect(10, 0, 20, 40)),
        c("zstack", .zstack(alignment: .topLeading), 0, 0, (40, 40), rect(0, 0, 40, 20), rect(0, 0, 20, 40)),
        // One row: columns 40 and 20, 8 apart; cells centred in a 40-tall row.
        c("grid", .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), nil, nil, (68, 40), rect(0, 10, 40, 20), rect(48, 0, 20, 40)),
        c("grid", .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), 500, inf, (68, 40), rect(0, 10, 40, 20), rect(48, 0, 20, 40)),
        // Without rows each child is a full-width row: one column, 40 wide; rows 20 and 40, 8 apart.
        c("grid of rows", .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), nil, nil, (40, 68), rect(0, 0, 40, 20), rect(10, 28, 20, 40)),
        // wrap: nil and inf → one line 68 wide; 0 → a line each (y 0 and 20 + 4), width max(0, 40);
        // 100 → one line, width the proposal's; 50 → two lines.
        c("wrap", wrap, nil, nil, (68, 40), rect(0, 10, 40, 20), rect(48, 0, 20, 40)),
        c("wrap", wrap, 0, nil, (40, 64), rect(0, 0, 40, 20), rect(0, 24, 20, 40)),
        c("wrap", wrap, inf, nil, (68, 40), rect(0, 10, 40, 20), rect(48, 0, 20, 40)),
        c("wrap", wrap, 100, nil, (100, 40), rect(0, 10, 40, 20), rect(48, 0, 20, 40)),
        c("wrap", wrap, 50, nil, (50, 64), rect(0, 0, 40, 20), rect(0, 24, 20, 40)),
        c("wrap", wrap, 100, 0, (100, 40), rect(0, 10, 40, 20), rect(48, 0, 20, 40)),
        // overlap 6: ideal 40 + 20 − 6 = 54; at 50 the overlap grows to (60 − 50) / 1 = 10;
        // at 0 to 60, so b starts at max(0, 40 − 60) = 0.
        c("overlap", overlap, nil, nil, (54, 40), rect(0, 0, 40, 20), rect(34, 0, 20, 40)),
        c("overlap", overlap, inf, nil, (54, 40), rect(0, 0, 40, 20), rect(34, 0, 20, 40)),
        c("overlap", overlap, 50, nil, (50, 40), rect(0, 0, 40, 20), rect(30, 0, 20, 40)),
        c("overlap", overlap, 0, 0, (40, 40), rect(0, 0, 40, 20), rect(0, 0, 20, 40)),
        // columns(2): nil/inf → c = widest ideal 40; 100 → c = 50; 0 → c = 0.
        c("columns", columns, nil, nil, (80, 40), rect(0, 0, 40, 20), rect(40, 0, 20, 40)),
        c("columns", columns, inf, nil, (80, 40), rect(0, 0, 40, 20), rect(40, 0, 20, 40)),
        c("columns", columns, 100, nil, (100, 40), rect(0, 0, 40, 20), rect(50, 0, 20, 40)),
        c("columns", columns, 0, nil, (0, 40), rect(0, 0, 40, 20), rect(0, 0, 20, 40)),
        // alternate ignores the proposal: widths 40 + 20, heights 20 + 40.
        c("alternate", .alternate, nil, nil, (60, 60), rect(0, 0, 40, 20), rect(40, 20, 20, 40)),
        c("alternate", .alternate, 0, inf, (60, 60), rect(0, 0, 40, 20), rect(40, 20, 20, 40)),
        // radial in 100×100: r = 50; a centred at (50, 50 − (50 − 10)), b at (50, 50 + (50 − 20)).
        c("radial", .radial, 100, 100, (100, 100), rect(30, 0, 40, 20), rect(40, 60, 20, 40)),
        c("radial", .radial, nil, nil, (10, 10), nil, nil),
        c("radial", .radial, inf, inf, (10, 10), nil, nil),
        c("radial", .radial, 0, 0, (0, 0), nil, nil),
        // balanced: cells 40×40, 8 apart; each child centred in its cell.
        c("balanced", balanced, nil, nil, (88, 40), rect(0, 10, 40, 20), rect(58, 0, 20, 40)),
        c("balanced", balanced, 0, 0, (88, 40), rect(0, 10, 40, 20), rect(58, 0, 20, 40)),
        // fits(horizontal): a fits when its ideal width 40 ≤ the width (nil and inf always fit).
        c("fits", .fits(axes: .horizontal), nil, nil, (40, 20), rect(0, 0, 40, 20), nil),
        c("fits", .fits(axes: .horizontal), inf, nil, (40, 20), rect(0, 0, 40, 20), nil),
        c("fits", .fits(axes: .horizontal), 50, 10, (40, 20), rect(0, 0, 40, 20), nil),
        c("fits", .fits(axes: .horizontal), 30, nil, (20, 40), nil, rect(0, 0, 20, 40)),
        c("fits", .fits(axes: .horizontal), 0, 0, (20, 40), nil, rect(0, 0, 20, 40)),
    ]

    @Test(arguments: cases)
    func container(_ c: Case) {
        var children = [box(40, 20, "a"), box(20, 40, "b")]
        if c.name == "grid" { children = [el(.gridRow(alignment: nil), "row", children)] }
        let r = layout(el(c.container, "container", children), c.width, c.height)
        #expect(r.size == c.size)
        if let a = c.a { #expect(close(r["a"], a), "a: \(String(describing: r["a"]))") }
        if let b = c.b { #expect(close(r["b"], b), "b: \(String(describing: r["b"]))") }
        if c.name == "fits" {
            #expect((r["a"] == nil) == (c.a == nil) && (r["b"] == nil) == (c.b == nil))
        }
    }

    @Test(arguments: [
        // scroll(vertical) of a: height is the proposal's when finite, the content's otherwise.
        (nil, nil, CGSize(width: 40, height: 20)),
        (0, 0, CGSize(width: 40, height: 0)),
        (CGFloat.infinity, CGFloat.infinity, CGSize(width: 40, height: 20)),
        (100, 100, CGSize(width: 40, height: 100)),
    ] as [(CGFloat?, CGFloat?, CGSize)])
    func scroll(width: CGFloat?, height: CGFloat?, size: CGSize) {
        let r = layout(el(.scroll(axes: .vertical), "s", [box(40, 20, "a")]), width, height)
        #expect(r.size == size)
        #expect(r["a"] == rect(0, 0, 40, 20))
        // Horizontal scrolling: the width is the proposal's.
        #expect(layout(el(.scroll(axes: .horizontal), "s", [box(40, 20)]), 30, nil).size == CGSize(width: 30, height: 20))
    }
}
