import Foundation
import Testing
@testable import LayoutEngine

/// The seed articles' own examples (`docs/semantics-layouts.md §5`), frames worked out by hand.
struct SeedLayoutTests {
    /// `circle.frame(32x32)`, as the avatars sample writes it.
    static func avatar(_ tag: String) -> Spec { el(.frame(width: 32, height: 32, alignment: .center), tag, [el(.circle)]) }

    static let avatars = el(.overlap(overlap: 6, alignment: .top), "row", (0..<4).map { avatar("a\($0)") })

    @Test(arguments: [
        // nil/inf: ideal, overlap 6 → x = 0, 26, 52, 78; width 78 + 32 = 110.
        (nil, [0, 26, 52, 78], 110),
        (CGFloat.infinity, [0, 26, 52, 78], 110),
        (200, [0, 26, 52, 78], 110),
        // 100: o = max(6, (128 − 100) / 3) = 9.3333 → steps of 22.6667.
        (100, [0, 22.666_666_7, 45.333_333_3, 68], 100),
        // 50: o = (128 − 50) / 3 = 26 → steps of 6.
        (50, [0, 6, 12, 18], 50),
        // 0: o = 128 / 3 → steps of 0 (never negative).
        (0, [0, 0, 0, 0], 32),
    ] as [(CGFloat?, [CGFloat], CGFloat)])
    func overlappingAvatars(width: CGFloat?, xs: [CGFloat], total: CGFloat) {
        let r = layout(Self.avatars, width, nil)
        #expect(abs(r.size.width - total) < 1e-4)
        #expect(r.size.height == 32)
        for (i, x) in xs.enumerated() { #expect(close(r["a\(i)"], rect(x, 0, 32, 32))) }
    }

    @Test func overlapEmptyIsZero() {
        #expect(layout(el(.overlap(overlap: 6, alignment: .top)), 100, nil).size == .zero)
    }

    /// The tags sample: tag = box(w×20).padding(4); text 15pt; five boxes 20…60 wide.
    static let tags = el(.wrap(alignment: .leading, spacing: 8, lineSpacing: 4, fit: .proposal), "tags", [
        el(.padding(EdgeInsets(all: 4)), "t1", [box(40, 20)]),
        el(.padding(EdgeInsets(all: 4)), "t2", [box(60, 20)]),
        el(.text(TextSpec("Swift layout", size: 15)), "text"),
        box(20, 20, "b0"), box(30, 20, "b1"), box(40, 20, "b2"), box(50, 20, "b3"), box(60, 20, "b4"),
    ])

    @Test func tagsAt200() {
        // Lines [48 68] h28, [90 20 30] h20 at y 32, [40 50 60] h20 at y 56.
        let r = layout(Self.tags, 200, nil)
        #expect(r.size == CGSize(width: 200, height: 76))
        #expect(r["t1"] == rect(0, 0, 48, 28))
        #expect(r["t2"] == rect(56, 0, 68, 28))
        // The text (18.75 tall) is centred in its 20-tall line: y = 32 + 0.625.
        #expect(r["text"] == rect(0, 32.625, 90, 18.75))
        #expect(r["b0"] == rect(98, 32, 20, 20))
        #expect(r["b1"] == rect(126, 32, 30, 20))
        #expect(r["b2"] == rect(0, 56, 40, 20))
        #expect(r["b3"] == rect(48, 56, 50, 20))
        #expect(r["b4"] == rect(106, 56, 60, 20))
    }

    @Test func tagsAt120() {
        // [48] [68] [90 20] [30 40] [50 60]: y 0, 32, 64, 88, 112 → 132 tall.
        let r = layout(Self.tags, 120, nil)
        #expect(r.size == CGSize(width: 120, height: 132))
        #expect(r["t2"] == rect(0, 32, 68, 28))
        #expect(r["b0"] == rect(98, 64, 20, 20))
        #expect(r["b1"] == rect(0, 88, 30, 20))
        #expect(r["b4"] == rect(58, 112, 60, 20))
    }

    @Test func tagsUnconstrainedIsOneLine() {
        // 48+68+90+20+30+40+50+60 = 406, 7 gaps of 8 → 462; never inf.
        for width in [nil, CGFloat.infinity] {
            let r = layout(Self.tags, width, nil)
            #expect(r.size == CGSize(width: 462, height: 28))
        }
    }

    @Test func wrapZeroWidthPutsEachItemOnItsOwnLine() {
        let spec = el(.wrap(alignment: .leading, spacing: 8, lineSpacing: 4, fit: .proposal), "w", [box(40, 20, "a"), box(30, 20, "b")])
        let r = layout(spec, 0, nil)
        #expect(r.size == CGSize(width: 40, height: 44))
        #expect(r["b"] == rect(0, 24, 30, 20))
    }

    @Test func wrapSpacerForcesABreak() {
        let spec = el(.wrap(alignment: .leading, spacing: 8, lineSpacing: 4, fit: .proposal), "w", [box(40, 20, "a"), el(.spacer(minLength: 8), "s"), box(40, 20, "b")])
        let r = layout(spec, 200, nil)
        #expect(r.size == CGSize(width: 200, height: 44))
        #expect(r["b"] == rect(0, 24, 40, 20))
    }

    @Test(arguments: [
        // (alignment, x of a, y of b): line 88 wide in 100, the 10-tall box in a 20-tall line.
        (Alignment.topLeading, 0, 0), (.top, 6, 0), (.topTrailing, 12, 0),
        (.leading, 0, 5), (.center, 6, 5), (.trailing, 12, 5),
        (.bottomLeading, 0, 10), (.bottom, 6, 10), (.bottomTrailing, 12, 10),
    ] as [(Alignment, CGFloat, CGFloat)])
    func wrapAlignments(alignment: Alignment, x: CGFloat, y: CGFloat) {
        let spec = el(.wrap(alignment: alignment, spacing: 8, lineSpacing: 0, fit: .proposal), "w", [box(40, 20, "a"), box(40, 10, "b")])
        let r = layout(spec, 100, nil)
        #expect(r["a"] == rect(x, 0, 40, 20))
        #expect(r["b"] == rect(x + 48, y, 40, 10))
    }

    @Test func wrapFitContent() {
        let spec = el(.wrap(alignment: .leading, spacing: 8, lineSpacing: 0, fit: .content), "w", [box(40, 20), box(40, 10)])
        #expect(layout(spec, 100, nil).size == CGSize(width: 88, height: 20))
    }

    @Test func twoAndThreeColumns() {
        let children = [box(100, 50, "a"), box(60, 80, "b"), box(30, 30, "c")]
        // count 2 at 320: c = 160; rows 80 and 30.
        let two = layout(el(.columns(count: 2, spacing: 0, alignment: .topLeading), "cols", children), 320, nil)
        #expect(two.size == CGSize(width: 320, height: 110))
        #expect(two["b"] == rect(160, 0, 60, 80))
        #expect(two["c"] == rect(0, 80, 30, 30))
        // count 3, spacing 10 at 320: c = (320 − 20) / 3 = 100.
        let three = layout(el(.columns(count: 3, spacing: 10, alignment: .topLeading), "cols", children), 320, nil)
        #expect(three.size == CGSize(width: 320, height: 80))
        #expect(three["c"] == rect(220, 0, 30, 30))
        // nil: c = the widest ideal, 100 → 200 × 110.
        let ideal = layout(el(.columns(count: 2, spacing: 0, alignment: .topLeading), "cols", children), nil, nil)
        #expect(ideal.size == CGSize(width: 200, height: 110))
        #expect(ideal["b"] == rect(100, 0, 60, 80))
    }

    @Test func alternateStack() {
        let spec = el(.alternate, "alt", [box(100, 100, "a"), box(80, 80, "b"), box(60, 60, "c"), box(40, 40, "d")])
        for width in [nil, 0, 500] as [CGFloat?] {
            let r = layout(spec, width, nil)
            #expect(r.size == CGSize(width: 180, height: 280))
            #expect(r["a"] == rect(0, 0, 100, 100))
            #expect(r["b"] == rect(100, 100, 80, 80))
            #expect(r["c"] == rect(0, 180, 60, 60))
            #expect(r["d"] == rect(100, 240, 40, 40))
        }
    }

    @Test func radialSixteenCircles() {
        let spec = el(.radial, "r", (0..<16).map { Self.avatar("c\($0)") })
        let r = layout(spec, 300, 300)
        #expect(r.size == CGSize(width: 300, height: 300))
        // r = 150; centres at distance 150 − 16 = 134 from (150, 150).
        #expect(close(r["c0"], rect(134, 0, 32, 32)))
        #expect(close(r["c4"], rect(268, 134, 32, 32)))
        #expect(close(r["c8"], rect(134, 268, 32, 32)))
        #expect(close(r["c12"], rect(0, 134, 32, 32)))
        // nil → a 10×10 shape.
        #expect(layout(spec, nil, nil).size == CGSize(width: 10, height: 10))
    }

    static let balanced: Spec = {
        func texts(_ p: String) -> [Spec] {
            [el(.text(TextSpec("A beautiful text")), "\(p)0"), el(.text(TextSpec("Short")), "\(p)1"), el(.text(TextSpec("Mid text")), "\(p)2")]
        }
        return el(.fits(axes: .horizontal), "fits", [
            el(.balanced(axis: .horizontal, spacing: nil, alignment: .center), "row", texts("r")),
            el(.balanced(axis: .vertical, spacing: nil, alignment: .center), "column", texts("c")),
        ])
    }()

    @Test func balancedRowInsideFits() {
        // Cell 128×20 ("A beautiful text" = 16 × 8); row = 3 × 128 + 2 × 8 = 400 ≤ 500.
        let r = layout(Self.balanced, 500, nil)
        #expect(r.size == CGSize(width: 400, height: 20))
        #expect(r["row"] == rect(0, 0, 400, 20))
        #expect(r["column"] == nil)
        // "Short" (40 wide) centred in the second cell: 136 + 44.
        #expect(r["r1"] == rect(180, 0, 40, 20))
    }

    @Test func balancedColumnWhenTheRowDoesNotFit() {
        let r = layout(Self.balanced, 300, nil)
        #expect(r.size == CGSize(width: 128, height: 76))
        #expect(r["row"] == nil)
        #expect(r["r0"] == nil)
        #expect(r["c1"] == rect(44, 28, 40, 20))
    }

    @Test func scrollProposesNilAlongItsAxis() {
        let content = el(.vstack(alignment: .center, spacing: 0), "content", [box(50, 300), box(50, 300)])
        let r = layout(el(.scroll(axes: .vertical), "s", [content]), 100, 200)
        #expect(r.size == CGSize(width: 50, height: 200))
        #expect(r["content"] == rect(0, 0, 50, 600))
        // nil height → the content's length.
        #expect(layout(el(.scroll(axes: .vertical), "s", [content]), 100, nil).size == CGSize(width: 50, height: 600))
    }
}
