import Foundation
import Testing
@testable import LayoutEngine

/// Issue 11, §1: the cases where the engine used to differ from SwiftUI, each with its frames
/// worked out by hand from `docs/semantics-core.md` and `docs/semantics-layouts.md` (the section is named per test).
struct FidelityTests {
    // MARK: - zstack placement (§3 zstack)

    /// `zstack < box(32x44) text("wrap") >` at 0×nil. Sizing: the box is 32×44; the text at
    /// width 0 is four one-character lines, 0×80 → the zstack is 32×80. Placement: both are
    /// proposed 32×80; the text now fits one line, 32×20. Guides (centre): x = max(16, 16) = 16,
    /// y = max(22, 10) = 22 → box at y = 22 − 22 = 0, text at y = 22 − 10 = 12.
    @Test func zstackAlignsOnThePlacementGuidesOfItsChildren() {
        let spec = el(.zstack(alignment: .center), "z", [box(32, 44, "b"), el(.text(TextSpec("wrap")), "t")])
        let r = layout(spec, 0, nil)
        #expect(r.size == CGSize(width: 32, height: 80))
        #expect(r["b"] == rect(0, 0, 32, 44))
        #expect(r["t"] == rect(0, 12, 32, 20))
    }

    /// The same at bottomTrailing: guides x = max(32, 32) = 32, y = max(44, 20) = 44 → the box
    /// at (0, 0), the text at (0, 24): the two bottoms meet at 44, not at the zstack's 80.
    @Test func zstackBottomTrailingUsesTheLargestGuide() {
        let spec = el(.zstack(alignment: .bottomTrailing), "z", [box(32, 44, "b"), el(.text(TextSpec("wrap")), "t")])
        let r = layout(spec, 0, nil)
        #expect(r["b"] == rect(0, 0, 32, 44))
        #expect(r["t"] == rect(0, 24, 32, 20))
    }

    /// Children that answer the same both times are aligned in the bounds, as before:
    /// `zstack(topTrailing) < rect box(20x20) >` at 100×60 → rect 100×60 at 0; guide x =
    /// max(100, 20) = 100 → box at x = 80, y = 0.
    @Test func zstackWithSameAnswersIsBoundsAlignment() {
        let spec = el(.zstack(alignment: .topTrailing), "z", [el(.shape(.rect), "r"), box(20, 20, "b")])
        let r = layout(spec, 100, 60)
        #expect(r["r"] == rect(0, 0, 100, 60))
        #expect(r["b"] == rect(80, 0, 20, 20))
    }

    /// Only the highest-priority children set the guides: a low-priority 200×10 box does not
    /// move the 20×20 one. zstack = 20×20 (the priority-1 child); guides from it: (10, 10) →
    /// the wide box at x = 10 − 100 = −90, y = 10 − 5 = 5.
    @Test func zstackGuidesComeFromTheHighestPriority() {
        let spec = el(.zstack(alignment: .center), "z", [
            el(.layoutPriority(1), "p", [box(20, 20)]), box(200, 10, "wide"),
        ])
        let r = layout(spec, nil, nil)
        #expect(r.size == CGSize(width: 20, height: 20))
        #expect(r["p"] == rect(0, 0, 20, 20))
        #expect(r["wide"] == rect(-90, 5, 200, 10))
    }

    // MARK: - spacers (§3)

    @Test(arguments: [
        // (proposal, size): max(p ?? −∞, 8) per axis.
        (nil, nil, 8, 8), (0, 0, 8, 8), (20, nil, 20, 8), (nil, 3, 8, 8), (50, 30, 50, 30),
    ] as [(CGFloat?, CGFloat?, CGFloat, CGFloat)])
    func spacerOutsideAStack(width: CGFloat?, height: CGFloat?, w: CGFloat, h: CGFloat) {
        #expect(layout(el(.spacer(minLength: 8), "s"), width, height).size == CGSize(width: w, height: h))
    }

    /// `zstack < spacer box(20x20) >` at 50×30: the spacer's priority is −∞, so the box alone
    /// sizes the zstack (20×20); the spacer is then proposed 20×20 → max(20, 8) = 20 each way.
    @Test func spacerDoesNotSizeAZStack() {
        let spec = el(.zstack(alignment: .center), "z", [el(.spacer(minLength: 8), "s"), box(20, 20, "b")])
        let r = layout(spec, 50, 30)
        #expect(r.size == CGSize(width: 20, height: 20))
        #expect(r["s"] == rect(0, 0, 20, 20))
        #expect(r["b"] == rect(0, 0, 20, 20))
        // Spacers alone are the highest priority there is: they size it (50×30).
        #expect(layout(el(.zstack(alignment: .center), nil, [el(.spacer(minLength: 8))]), 50, 30).size == CGSize(width: 50, height: 30))
    }

    // MARK: - wrap line gap (§5 wrap)

    /// An item whose bottom edge prefers 0: `vstack(spacing: 0) < box(10x10) spacer(minLength: 0) >`
    /// (its last child, a vertical spacer, has 0 on its bottom edge); 10×10 at (W, nil).
    static let flushBottom = el(.vstack(alignment: .center, spacing: 0), "flush", [box(10, 10), el(.spacer(minLength: 0))])

    /// W = 40, topLeading: line 1 = [box 20×20, flush 10×10] (0, then 20 + 8 = 28; 38 ≤ 40),
    /// line 2 = [box 20×20]. The gap is the distance from line 1's first tallest item (the box,
    /// no preference) to line 2's (the box): 8 — the flush item's 0 does not take part. Line 2 at
    /// y = 20 + 8 = 28; size 40 × 48.
    @Test func wrapLineGapIsBetweenTheFirstTallestItems() {
        let spec = el(.wrap(alignment: .topLeading, spacing: nil, lineSpacing: nil, fit: .proposal), "w", [
            box(20, 20, "a"), Self.flushBottom, box(20, 20, "c"),
        ])
        let r = layout(spec, 40, nil)
        #expect(r.size == CGSize(width: 40, height: 48))
        #expect(r["a"] == rect(0, 0, 20, 20))
        #expect(r["flush"] == rect(28, 0, 10, 10))
        #expect(r["c"] == rect(0, 28, 20, 20))
    }

    /// When the first tallest item of the upper line is the one preferring 0 at its bottom, the
    /// gap is max(0) = 0: line 1 = [flush 10×10, box 10×10] (first tallest: flush), line 2 at y = 10.
    @Test func wrapLineGapFollowsTheTallestItemsEdges() {
        let spec = el(.wrap(alignment: .topLeading, spacing: nil, lineSpacing: nil, fit: .proposal), "w", [
            Self.flushBottom, box(10, 10, "b"), box(20, 20, "c"),
        ])
        let r = layout(spec, 30, nil)
        #expect(r["flush"] == rect(0, 0, 10, 10))
        #expect(r["b"] == rect(18, 0, 10, 10))
        #expect(r["c"] == rect(0, 10, 20, 20))
        #expect(r.size == CGSize(width: 30, height: 30))
    }

    /// The tallest item need not come first: W = 30, line 1 = [box 10×10, flush 10×20] (0, then
    /// 10 + 8 = 18; 28 ≤ 30), its first tallest item the flush one, whose bottom prefers 0; line 2 =
    /// [box 10×5, box 10×10] (18 + 10 + 8 = 36 > 30 ended line 1). Gap 0, not the 8 that the
    /// line's first item would give: line 2 at y = 20, its items at x = 0 and 18; size 30 × 30.
    @Test func wrapLineGapUsesTheTallestItemWhereverItIs() {
        let flushTall = el(.vstack(alignment: .center, spacing: 0), "flush", [box(10, 20), el(.spacer(minLength: 0))])
        let spec = el(.wrap(alignment: .topLeading, spacing: nil, lineSpacing: nil, fit: .proposal), "w", [
            box(10, 10, "a"), flushTall, box(10, 5, "b"), box(10, 10, "c"),
        ])
        let r = layout(spec, 30, nil)
        #expect(r["a"] == rect(0, 0, 10, 10))
        #expect(r["flush"] == rect(18, 0, 10, 20))
        #expect(r["b"] == rect(0, 20, 10, 5))
        #expect(r["c"] == rect(18, 20, 10, 10))
        #expect(r.size == CGSize(width: 30, height: 30))
    }

    // MARK: - infinite flexibility (§3 step 3)

    /// Children: 0 answers ∞ to everything (min ∞, max ∞), 1 is a shape (min 0, max ∞), 2 is
    /// fixed at 10. Flexibilities ∞, ∞, 0 — never NaN (checked through the order they give). Order: 2 first; then the two infinite ones,
    /// larger min first: 0, then 1. Offers at 100 (no gaps): 2 gets 100/3 and takes 10 → 90 left;
    /// 0 gets 90/2 = 45 and takes ∞ → nothing left; 1 gets max(−∞, 0) = 0.
    @Test func infiniteMinimumIsInfiniteFlexibilityNotNaN() {
        var cache = StackCache(priorities: [0, 0, 0], gaps: [0, 0])
        let children = StackDistribution.distribute(count: 3, major: 100, cache: &cache) { i, offer in
            switch i {
            case 0: return .infinity
            case 1: return offer ?? 10
            default: return 10
            }
        }
        #expect(cache.flexibilityWayCount == 1)
        #expect(Array(cache.flexibilityOrder(way: 0, count: 3)) == [2, 0, 1])
        // One priority: the group gives up nothing, so no reservation is kept.
        #expect(cache.flexibilityReserve(way: 0, count: 3).isEmpty)
        #expect(children.map { $0.proposedLength ?? -1 } == [45, 0, 100.0 / 3])
        #expect(children.map(\.size.width) == [.infinity, 0, 10])
        #expect(!children.contains { $0.proposedLength?.isNaN ?? false })
    }

    /// The same children, 0 and 1 at priority 1, 2 at 0. Order: the priority-1 group first, the
    /// infinite flexibilities by larger min (0, then 1), then 2: the source order, kept as none.
    /// Reservations, the minimums from each sorted position on: ∞ + 0 + 10, 0 + 10, 10 — sums
    /// only, so no NaN. At 100 the first group gives up 10 for child 2: 0 gets 90/2 = 45 and
    /// takes ∞, 1 gets max(−∞, 0) = 0; then 2 gets max(−∞, 0) = 0 and takes its 10.
    @Test func reservationsOfAnInfiniteMinimumAreSumsNotNaN() {
        var cache = StackCache(priorities: [1, 1, 0], gaps: [0, 0])
        let children = StackDistribution.distribute(count: 3, major: 100, cache: &cache) { i, offer in
            switch i {
            case 0: return .infinity
            case 1: return offer ?? 10
            default: return 10
            }
        }
        #expect(Array(cache.flexibilityOrder(way: 0, count: 3)) == [0, 1, 2])
        #expect(cache.flexibilityReserve(way: 0, count: 3) == [.infinity, 10, 10])
        #expect(children.map { $0.proposedLength ?? -1 } == [45, 0, 0])
        #expect(children.map(\.size.width) == [.infinity, 0, 10])
    }

    /// The example in an hstack at 100×50:
    /// `X = rect.aspectRatio(1, contentMode: fill).fixedSize(horizontal: true, vertical: false)`.
    /// X is proposed (nil, 50) whatever the stack offers; fill with a nil width proposes ∞×∞, the
    /// rect answers ∞×∞, and the modifier's answer to a proposal that is not ∞ is clamped to its
    /// ideal (its answer to nil×nil: the rect's 10×10). So X is a fixed 10×10; the box too; both
    /// flexibilities 0 → source order; 10 + 8 + 10 = 28 wide, 10 tall.
    @Test func fillInsideFixedSizeInAnHStack() {
        let x = el(.fixedSize(.horizontal), "x", [el(.aspectRatio(ratio: 1, contentMode: .fill), "ar", [el(.shape(.rect), "r")])])
        let r = layout(el(.hstack(alignment: .center, spacing: nil), "h", [x, box(10, 10, "b")]), 100, 50)
        #expect(r.size == CGSize(width: 28, height: 10))
        #expect(r["x"] == rect(0, 0, 10, 10))
        #expect(r["ar"] == rect(0, 0, 10, 10))
        #expect(r["r"] == rect(0, 0, 10, 10))
        #expect(r["b"] == rect(18, 0, 10, 10))
    }

    // MARK: - consistent clamping (§0)

    /// `rect.aspectRatio(1, contentMode: fill)` at 100×nil: the rect is proposed ∞×∞ (k = ∞) and
    /// answers it; the modifier was proposed 100×nil, so its answer is clamped to its ideal, 10×10
    /// (not 10×0), and the rect, placed with ∞×∞, settles on its ideal 10×10 at (0, 0) (not y = −5).
    @Test func fillModifierAndShapeAgree() {
        let spec = el(.aspectRatio(ratio: 1, contentMode: .fill), "ar", [el(.shape(.rect), "r")])
        let r = layout(spec, 100, nil)
        #expect(r.size == CGSize(width: 10, height: 10))
        #expect(r["ar"] == rect(0, 0, 10, 10))
        #expect(r["r"] == rect(0, 0, 10, 10))
    }

    /// `hstack < rect rect >` at inf×inf and inf×50: the stack answers ∞ wide, so it is placed
    /// as if proposed nil across that axis: the ideal 10 + 8 + 10 = 28, each rect 10 wide at 0 and
    /// 18 (before: the second rect was 0 wide at x = 0). At inf×inf the height settles too: 10.
    @Test(arguments: [(CGFloat.infinity, 10), (50, 50)] as [(CGFloat, CGFloat)])
    func infiniteProposalPlacesAtTheIdeal(height: CGFloat, h: CGFloat) {
        let spec = el(.hstack(alignment: .center, spacing: nil), "h", [el(.shape(.rect), "a"), el(.shape(.rect), "b")])
        let r = layout(spec, .infinity, height)
        #expect(r.size == CGSize(width: 28, height: h))
        #expect(r["a"] == rect(0, 0, 10, h))
        #expect(r["b"] == rect(18, 0, 10, h))
        #expect(r.result.placementProposals[Int(r.tags["h"]?.index ?? 0)] == ProposedViewSize(width: nil, height: height.isInfinite ? nil : height))
    }

    /// One level down: `vstack < hstack < rect box(10x10) > >` at inf×50. The vstack is ∞ wide
    /// (its child is), so it settles on nil × 50; the hstack is then proposed nil × 50: rect
    /// 10×50 at 0, box 10×10 at x = 18, centred: y = 20. Every frame agrees with its parent's.
    @Test func clampingCascadesConsistently() {
        let spec = el(.vstack(alignment: .center, spacing: nil), "v", [
            el(.hstack(alignment: .center, spacing: nil), "h", [el(.shape(.rect), "r"), box(10, 10, "b")]),
        ])
        let r = layout(spec, .infinity, 50)
        #expect(r.size == CGSize(width: 28, height: 50))
        #expect(r["h"] == rect(0, 0, 28, 50))
        #expect(r["r"] == rect(0, 0, 10, 50))
        #expect(r["b"] == rect(18, 20, 10, 10))
    }

    /// `.frame(width: 50)` around a rect at inf×inf: the frame is 50 × ∞, settles on 50 × nil →
    /// its rect is proposed 50 × nil → 50×10, and the frame is 50×10 around it.
    @Test func fixedFrameOverAnInfiniteProposal() {
        let spec = el(.frame(width: 50, height: nil, alignment: .center), "f", [el(.shape(.rect), "r")])
        let r = layout(spec, .infinity, .infinity)
        #expect(r.size == CGSize(width: 50, height: 10))
        #expect(r["r"] == rect(0, 0, 50, 10))
    }
}

/// SwiftUI's LazyVGrid / LazyHGrid (`vgrid` / `hgrid`), frames worked out by hand from the column
/// algorithm in `LazyGridLayout` (the SwiftUI Field Guide's and objc.io's measurements).
struct LazyGridTests {
    static func vgrid(_ items: [GridItemSpec], spacing: CGFloat? = nil, _ children: [Spec]) -> Spec {
        el(.lazyGrid(axis: .vertical, items: items, alignment: .center, spacing: spacing), "g", children)
    }

    /// objc.io's quiz 1: `[.fixed(70), .adaptive(minimum: 40)]` in 200. 200 − 8 = 192; the fixed
    /// column takes 70 → 122 left, all offered to the adaptive one; ⌊(122 + 8) / (40 + 8)⌋ = 2
    /// tracks of (122 − 8) / 2 = 57. Tracks at x = 0, 78, 143. 20×20 cells are centred:
    /// x = 25, 96.5, 161.5; the second row at y = 20 + 8 = 28.
    @Test func fixedAndAdaptive() {
        let cells = (0..<4).map { box(20, 20, "c\($0)") }
        let r = layout(Self.vgrid([GridItemSpec(.fixed(70)), GridItemSpec(.adaptive(minimum: 40, maximum: .infinity))], cells), 200, nil)
        #expect(r.size == CGSize(width: 200, height: 48))
        #expect(r["c0"] == rect(25, 0, 20, 20))
        #expect(r["c1"] == rect(96.5, 0, 20, 20))
        #expect(r["c2"] == rect(161.5, 0, 20, 20))
        #expect(r["c3"] == rect(25, 28, 20, 20))
    }

    /// Fixed columns are served first even when written last: `[.flexible(minimum: 40), .fixed(60)]`
    /// in 200 → the fixed 60, then the flexible one gets 192 − 60 = 132. Shapes fill their cells:
    /// a rect proposed (132, nil) is 132×10.
    @Test func flexibleAndFixed() {
        let r = layout(Self.vgrid([GridItemSpec(.flexible(minimum: 40, maximum: .infinity)), GridItemSpec(.fixed(60))],
                                  [el(.shape(.rect), "a"), el(.shape(.rect), "b")]), 200, nil)
        #expect(r["a"] == rect(0, 0, 132, 10))
        #expect(r["b"] == rect(140, 0, 60, 10))
    }

    /// Flexible limits and adaptive maximums: `[.flexible(minimum: 10, maximum: 50), .adaptive(minimum: 30,
    /// maximum: 35)]` in 200: 192 to share; the flexible one is offered 96 and clamped to 50 → 142
    /// for the adaptive one: ⌊150 / 38⌋ = 3 tracks of min((142 − 16) / 3, 35) = 35. Width 50 + 8 +
    /// 3 × 35 + 2 × 8 = 179 (narrower than the proposal: the tracks do not stretch past their max).
    @Test func limitsAreHonoured() {
        let r = layout(Self.vgrid([GridItemSpec(.flexible(minimum: 10, maximum: 50)), GridItemSpec(.adaptive(minimum: 30, maximum: 35))],
                                  (0..<4).map { el(.shape(.rect), "c\($0)") }), 200, nil)
        #expect(r.size == CGSize(width: 179, height: 10))
        #expect(r["c0"] == rect(0, 0, 50, 10))
        #expect(r["c1"] == rect(58, 0, 35, 10))
        #expect(r["c3"] == rect(144, 0, 35, 10))
    }

    /// No width proposed (our rule): each flexible column is as wide as the widest ideal cell, 50;
    /// one row as tall as its tallest cell, 20; the cells centred in 50×20.
    @Test func unspecifiedWidthUsesTheCells() {
        let r = layout(Self.vgrid([.flexible, .flexible], [box(30, 10, "a"), box(50, 20, "b")]), nil, nil)
        #expect(r.size == CGSize(width: 108, height: 20))
        #expect(r["a"] == rect(10, 5, 30, 10))
        #expect(r["b"] == rect(58, 0, 50, 20))
    }

    /// `hgrid(rows: [fixed(30), fixed(30)], spacing: 4)`: cells fill columns top to bottom; a column
    /// is as wide as its widest cell (20, then 40), 4 apart; the rows 8 apart. 64×68.
    @Test func horizontalGrid() {
        let spec = el(.lazyGrid(axis: .horizontal, items: [GridItemSpec(.fixed(30)), GridItemSpec(.fixed(30))], alignment: .center, spacing: 4),
                      "g", [box(10, 10, "a"), box(20, 20, "b"), box(40, 10, "c")])
        let r = layout(spec, nil, nil)
        #expect(r.size == CGSize(width: 64, height: 68))
        #expect(r["a"] == rect(5, 10, 10, 10))
        #expect(r["b"] == rect(0, 43, 20, 20))
        #expect(r["c"] == rect(24, 10, 40, 10))
    }
}
