import Foundation
import Testing
@testable import LayoutEngine

/// Five places where SwiftUI (as objc.io measured it and OpenSwiftUI reconstructs it) differs
/// from a first reading of the rules; frames worked out by hand in each comment.
/// docs/semantics-core.md §3–§4 and docs/semantics-layouts.md (lazy grids) state each rule.
struct ReconstructionFidelityTests {
    static let twoFlexibleColumns = el(
        .lazyGrid(axis: .vertical, items: [
            GridItemSpec(.flexible(minimum: 60, maximum: .infinity), spacing: 10),
            GridItemSpec(.flexible(minimum: 120, maximum: .infinity)),
        ], alignment: .center, spacing: nil),
        "g", [el(.shape(.rect), "a"), el(.shape(.rect), "b")])

    /// Sizing at 200: 200 − 10 = 190 shared; a is offered 95 (≥ 60), b 95 → its minimum 120: the
    /// grid is 95 + 10 + 120 = 225 wide. Placing starts again from 225: 215 shared, a offered
    /// 107.5, b 107.5 → 120. So a is 107.5 wide at x 0 and b 120 wide at 117.5.
    @Test func lazyGridPlacesFromItsOwnWidth() {
        let r = layout(Self.twoFlexibleColumns, 200, nil)
        #expect(r.size == CGSize(width: 225, height: 10))
        #expect(r["a"] == rect(0, 0, 107.5, 10))
        #expect(r["b"] == rect(117.5, 0, 120, 10))
    }

    /// objc.io's example: the same grid in `.frame(width: 200)` is 225 wide, centred in 200:
    /// x = (200 − 225) / 2 = −12.5; b at −12.5 + 117.5 = 105.
    @Test func lazyGridInANarrowerFrameIsOffCentre() {
        let r = layout(el(.frame(width: 200, height: nil, alignment: .center), "f", [Self.twoFlexibleColumns]), nil, nil)
        #expect(r["g"] == rect(-12.5, 0, 225, 10))
        #expect(r["a"] == rect(-12.5, 0, 107.5, 10))
        #expect(r["b"] == rect(105, 0, 120, 10))
    }

    /// `.frame(minWidth: 100, maxWidth: 50)`: min above max clamps nothing. The child is proposed
    /// 200 → max(200, 100) → min(…, 50) = 50; a 30-wide box answers 30, and the frame is 30
    /// (it was 100). A rect takes the 50 it is proposed, and so does the frame.
    @Test(arguments: [
        (box(30, 10, "c"), CGFloat(30)),
        (el(.shape(.rect), "c"), CGFloat(50)),
    ] as [(Spec, CGFloat)])
    func contradictoryFlexibleFrameTakesTheChildsWidth(child: Spec, width: CGFloat) {
        let frame = el(.flexibleFrame(FlexibleFrame(minWidth: 100, maxWidth: 50)), "f", [child])
        let r = layout(frame, 200, nil)
        #expect(r.size.width == width)
        #expect(r["c"]?.width == width)
    }

    /// `hstack(spacing: 0) < spacer.offset(x: 0) rect >` at 100×10: the offset passes the spacer's
    /// −∞ priority on, so the rect is served first: it is offered 100 − 8 (the spacer's minimum,
    /// set aside for the lower group) = 92; the spacer gets the 8 left.
    @Test func spacerKeepsItsPriorityThroughAnOffset() {
        let spec = el(.hstack(alignment: .center, spacing: 0), "s", [
            el(.offset(x: 0, y: 0), "o", [el(.spacer(minLength: 8), "sp")]),
            el(.shape(.rect), "r"),
        ])
        let r = layout(spec, 100, 10)
        #expect(r["o"] == rect(0, 5, 8, 0))  // centred across the 10-pt stack
        #expect(r["r"] == rect(8, 0, 92, 10))
    }

    /// `zstack < spacer(minLength: 40).fixedSize() box(20x20) >`: the fixed spacer is still a
    /// spacer to the zstack, which sizes itself from the box alone: 20×20 (it was 40×40).
    @Test func spacerKeepsItsPriorityThroughFixedSize() {
        let spec = el(.zstack(alignment: .center), "z", [
            el(.fixedSize([.horizontal, .vertical]), "f", [el(.spacer(minLength: 40), "sp")]),
            box(20, 20, "b"),
        ])
        let r = layout(spec, nil, nil)
        #expect(r.size == CGSize(width: 20, height: 20))
    }

    /// `rect.padding(-15).frame(maxWidth: inf)` at nil×nil: the padding answers 10 − 30 → 0, so the
    /// frame is 0×0. It places its child with nil on both axes, since 0 lies strictly between an
    /// absent min (−∞) and max: the rect is laid out at its ideal 10×10, at (−15, −15) (it was
    /// proposed 0 + 30 = 30 and drawn 30×30).
    @Test func flexibleFramePlacesWithNilStrictlyBetweenAbsentLimits() {
        let spec = el(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), "f", [
            el(.padding(EdgeInsets(all: -15)), "p", [el(.shape(.rect), "r")]),
        ])
        let r = layout(spec, nil, nil)
        #expect(r.size == .zero)
        #expect(r["r"] == rect(-15, -15, 10, 10))
    }

    /// Flexibility is max − min, not clamped at 0. `wrap < box(2x2) >.aspectRatio(r, fill)` at height
    /// 10: at width 0 it is proposed (10r, 10) → width 10r; at ∞ one line → 2. So a (r = 1) has
    /// flexibility −8 and b (r = 2) −18: b is served first, then a, then the rect (∞).
    /// In 45: b offered 15 → (15, 10): k = max(7.5, 10) = 10 → wrap at 20 → 20; a offered
    /// 25 / 2 = 12.5 → k = 12.5 → 12.5; the rect the 12.5 left. (Sorted as 0, a came first and
    /// took 15, b 20 and the rect 10.)
    @Test func negativeFlexibilityIsServedFirst() {
        func wrapFill(_ ratio: CGFloat, _ tag: String) -> Spec {
            el(.aspectRatio(ratio: ratio, contentMode: .fill), tag, [
                el(.wrap(alignment: .center, spacing: nil, lineSpacing: nil, fit: .proposal), nil, [box(2, 2)]),
            ])
        }
        let spec = el(.hstack(alignment: .center, spacing: 0), "s", [wrapFill(1, "a"), wrapFill(2, "b"), el(.shape(.rect), "r")])
        let r = layout(spec, 45, 10)
        #expect(r["a"]?.minX == 0)
        #expect(r["a"]?.width == 12.5)
        #expect(r["b"]?.minX == 12.5)
        #expect(r["b"]?.width == 20)
        #expect(r["r"] == rect(32.5, 0, 12.5, 10))
    }
}
