import Foundation
import Testing
@testable import LayoutEngine

/// `docs/semantics-core.md §4` (modifiers) and `docs/semantics-layouts.md §3` (stacks), frames worked out by hand in the comments.
struct ModifierTests {
    @Test func padding() {
        // 40×20 + 4 on each edge = 48×28, the box inset by 4.
        let r = layout(el(.padding(EdgeInsets(all: 4)), "p", [box(40, 20, "b")]), nil, nil)
        #expect(r.size == CGSize(width: 48, height: 28))
        #expect(r["b"] == rect(4, 4, 40, 20))
    }

    @Test func paddingShrinksTheProposal() {
        // A rect padded by 16 in 100×50 is proposed 68×18.
        let r = layout(el(.padding(EdgeInsets(all: 16)), "p", [el(.shape(.rect), "r")]), 100, 50)
        #expect(r["r"] == rect(16, 16, 68, 18))
        // Proposal 0 never goes negative; nil stays nil (rect ideal 10).
        #expect(layout(el(.padding(EdgeInsets(all: 16)), nil, [el(.shape(.rect), "r")]), 0, nil)["r"] == rect(16, 16, 0, 10))
    }

    @Test func fixedFrameBothDimensions() {
        // The child is not consulted for size; a 40×20 box is centred in 100×50.
        let r = layout(el(.frame(width: 100, height: 50, alignment: .center), "f", [box(40, 20, "b")]), nil, nil)
        #expect(r.size == CGSize(width: 100, height: 50))
        #expect(r["b"] == rect(30, 15, 40, 20))
        let topLeading = layout(el(.frame(width: 100, height: 50, alignment: .topLeading), "f", [box(40, 20, "b")]), nil, nil)
        #expect(topLeading["b"] == rect(0, 0, 40, 20))
    }

    @Test func fixedFrameOneDimension() {
        // width 100 given: text proposed (100, nil) → 88×20 → frame 100×20, text centred at 6.
        let r = layout(el(.frame(width: 100, height: nil, alignment: .center), "f", [el(.text(TextSpec("Hello world")), "t")]), nil, nil)
        #expect(r.size == CGSize(width: 100, height: 20))
        #expect(r["t"] == rect(6, 0, 88, 20))
        // width 50: the text wraps to two lines of 40 → frame 50×40.
        let narrow = layout(el(.frame(width: 50, height: nil, alignment: .center), "f", [el(.text(TextSpec("Hello world")), "t")]), nil, nil)
        #expect(narrow.size == CGSize(width: 50, height: 40))
        #expect(narrow["t"] == rect(5, 0, 40, 40))
    }

    @Test func flexibleFrameMinMax() {
        let spec = el(.flexibleFrame(FlexibleFrame(minWidth: 50, maxWidth: 100)), "f", [box(10, 10, "b")])
        // P 200, min and max given → clamp(200) = 100; height from the child, 10.
        let wide = layout(spec, 200, nil)
        #expect(wide.size == CGSize(width: 100, height: 10))
        #expect(wide["b"] == rect(45, 0, 10, 10))
        // P nil, no ideal → clamp(child 10, 50, 100) = 50.
        let ideal = layout(spec, nil, nil)
        #expect(ideal.size == CGSize(width: 50, height: 10))
        #expect(ideal["b"] == rect(20, 0, 10, 10))
        // P 20 → clamp(20, 50, 100) = 50.
        #expect(layout(spec, 20, nil).size == CGSize(width: 50, height: 10))
    }

    @Test func flexibleFrameOnlyMax() {
        let spec = el(.flexibleFrame(FlexibleFrame(maxWidth: 100)), "f", [el(.text(TextSpec("Hello world")), "t")])
        // only max: min(max(P, c), max) = min(max(200, 88), 100) = 100.
        let r = layout(spec, 200, nil)
        #expect(r.size == CGSize(width: 100, height: 20))
        #expect(r["t"] == rect(6, 0, 88, 20))
        // P nil: min(max(−∞, 88), 100) = 88.
        #expect(layout(spec, nil, nil).size == CGSize(width: 88, height: 20))
    }

    @Test func flexibleFrameMaxInfinityFillsTheProposal() {
        // .frame(maxWidth: .infinity) on a box: width = min(max(300, 40), ∞) = 300; box centred.
        let r = layout(el(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), "f", [box(40, 20, "b")]), 300, nil)
        #expect(r.size == CGSize(width: 300, height: 20))
        #expect(r["b"] == rect(130, 0, 40, 20))
    }

    @Test func flexibleFrameIdeal() {
        // P nil and ideal 60 → 60; the rect is proposed (60, nil) → 60×10.
        let r = layout(el(.flexibleFrame(FlexibleFrame(idealWidth: 60)), "f", [el(.shape(.rect), "r")]), nil, nil)
        #expect(r.size == CGSize(width: 60, height: 10))
        #expect(r["r"] == rect(0, 0, 60, 10))
    }

    @Test func flexibleFramePlacementProposalIOS17() {
        // minWidth 0, maxWidth 100, P nil, ideal nil: the frame is the child's 10 wide (strictly
        // between 0 and 100), so the rect is re-proposed nil, not 10, across: it stays 10×10.
        let rule = FlexibleFrameRule(FlexibleFrame(minWidth: 0, maxWidth: 100))
        #expect(rule.placementProposal(.unspecified, size: CGSize(width: 50, height: 10)).width == nil)
        #expect(rule.placementProposal(ProposedViewSize(width: 50, height: nil), size: CGSize(width: 50, height: 10)).width == 50)
        #expect(rule.placementProposal(.unspecified, size: CGSize(width: 100, height: 10)).width == 100)
    }

    @Test func aspectRatio() {
        // fit: sx = 100 / 2 = 50, sy = 100 → k = 50 → rect proposed 100×50.
        let fit = layout(el(.aspectRatio(ratio: 2, contentMode: .fit), "a", [el(.shape(.rect), "r")]), 100, 100)
        #expect(fit.size == CGSize(width: 100, height: 50))
        #expect(fit["r"] == rect(0, 0, 100, 50))
        // fill: k = max(50, 100) = 100 → 200×100.
        #expect(layout(el(.aspectRatio(ratio: 2, contentMode: .fill), "a", [el(.shape(.rect))]), 100, 100).size == CGSize(width: 200, height: 100))
        // nil proposal passes through: rect ideal 10×10.
        #expect(layout(el(.aspectRatio(ratio: 2, contentMode: .fit), "a", [el(.shape(.rect))]), nil, nil).size == CGSize(width: 10, height: 10))
        // ratio nil → the child's ideal ratio: image 40×20 resizable is 2:1 → in 100×100, 100×50.
        let image = el(.aspectRatio(ratio: nil, contentMode: .fit), "a", [el(.image(width: 40, height: 20, resizable: true))])
        #expect(layout(image, 100, 100).size == CGSize(width: 100, height: 50))
    }

    @Test func fixedSizeProposesNil() {
        let r = layout(el(.fixedSize(.both), "f", [el(.text(TextSpec("Hello world")), "t")]), 50, nil)
        #expect(r.size == CGSize(width: 88, height: 20))
        let horizontalOnly = layout(el(.fixedSize(.vertical), "f", [el(.text(TextSpec("Hello world")))]), 50, 20)
        #expect(horizontalOnly.size == CGSize(width: 40, height: 40))
    }

    @Test func offsetMovesTheSubtreeNotTheLayout() {
        // hstack(spacing 0): a at 0, b at 10 shifted by (5, 5); the stack is still 20×10.
        let spec = el(.hstack(alignment: .center, spacing: 0), "s", [
            box(10, 10, "a"),
            el(.offset(x: 5, y: 5), "o", [box(10, 10, "b")]),
        ])
        let r = layout(spec, nil, nil)
        #expect(r.size == CGSize(width: 20, height: 10))
        #expect(r["o"] == rect(15, 5, 10, 10))
        #expect(r["b"] == rect(15, 5, 10, 10))
    }

    @Test func overlayAndBackground() {
        // The overlay content is proposed 40×40 and aligned top-trailing: 8×8 at (32, 0).
        let spec = el(.overlay(alignment: .topTrailing), "o", [
            box(40, 40, "primary"),
            el(.frame(width: 8, height: 8, alignment: .center), "dot", [el(.circle)]),
        ])
        let r = layout(spec, nil, nil)
        #expect(r.size == CGSize(width: 40, height: 40))
        #expect(r["dot"] == rect(32, 0, 8, 8))
        // A background rect is proposed the primary's size: 40×40 under the box.
        let bg = layout(el(.background(alignment: .center), "b", [box(40, 40), el(.shape(.rect), "r")]), nil, nil)
        #expect(bg["r"] == rect(0, 0, 40, 40))
    }

    @Test func layoutPriorityIsReadFromTheOutermostElement() {
        // hstack(spacing 0) in 200: b (priority 1) is served first and takes 200 − a's min 0.
        let spec = el(.hstack(alignment: .center, spacing: 0), "s", [
            el(.shape(.rect), "a"),
            el(.layoutPriority(1), "b", [el(.shape(.rect))]),
        ])
        let r = layout(spec, 200, 10)
        #expect(r["a"] == rect(0, 0, 0, 10))
        #expect(r["b"] == rect(0, 0, 200, 10))
        // Padding resets the priority to 0: both share 200 equally.
        let padded = el(.hstack(alignment: .center, spacing: 0), "s", [
            el(.shape(.rect), "a"),
            el(.padding(EdgeInsets()), "b", [el(.layoutPriority(1), nil, [el(.shape(.rect))])]),
        ])
        #expect(layout(padded, 200, 10)["a"] == rect(0, 0, 100, 10))
    }
}

struct StackTests {
    @Test func spacerTakesWhatIsLeft() {
        // Boxes first (priority 0 > spacer's −∞), spacer's min 8 reserved; gaps next to a spacer are 0.
        let spec = el(.hstack(alignment: .center, spacing: nil), "s", [box(40, 20, "a"), el(.spacer(minLength: 8), "sp"), box(40, 20, "b")])
        let r = layout(spec, 200, nil)
        #expect(r.size == CGSize(width: 200, height: 20))
        #expect(r["a"] == rect(0, 0, 40, 20))
        #expect(r["sp"] == rect(40, 10, 120, 0))
        #expect(r["b"] == rect(160, 0, 40, 20))
        // Ideal: 40 + 8 + 40.
        #expect(layout(spec, nil, nil).size == CGSize(width: 88, height: 20))
    }

    @Test func defaultSpacingIsEight() {
        let r = layout(el(.hstack(alignment: .center, spacing: nil), "s", [box(40, 20, "a"), box(30, 10, "b")]), nil, nil)
        #expect(r.size == CGSize(width: 78, height: 20))
        #expect(r["b"] == rect(48, 5, 30, 10))
    }

    @Test func leastFlexibleFirst() {
        // box (flexibility 0) is offered 200 / 2 and takes 50; the rect gets the remaining 150.
        let spec = el(.hstack(alignment: .center, spacing: 0), "s", [el(.shape(.rect), "a"), box(50, 20, "b")])
        let r = layout(spec, 200, 20)
        #expect(r["a"] == rect(0, 0, 150, 20))
        #expect(r["b"] == rect(150, 0, 50, 20))
    }

    @Test func textsShareByFlexibility() {
        // Two texts in 100 (spacing 0): "Hi" (flex 16 − 8 = 8... min at width 0 is 0 wide) is
        // less flexible than "Hello world" (0..88), so it goes first: offered 50, takes 16; the
        // long one is offered 84 → "Hello" / "world" 40×40.
        let spec = el(.hstack(alignment: .top, spacing: 0), "s", [el(.text(TextSpec("Hello world")), "long"), el(.text(TextSpec("Hi")), "short")])
        let r = layout(spec, 100, nil)
        #expect(r["long"] == rect(0, 0, 40, 40))
        #expect(r["short"] == rect(40, 0, 16, 20))
        #expect(r.size == CGSize(width: 56, height: 40))
    }

    @Test func placementReproposesTheCrossSize() {
        // vstack at nil: rect ideal 10×10, box 50×20, gap 8 → 50×38; at placement the rect is
        // re-proposed (50, nil) and becomes 50×10.
        let spec = el(.vstack(alignment: .center, spacing: nil), "s", [el(.shape(.rect), "r"), box(50, 20, "b")])
        let r = layout(spec, nil, nil)
        #expect(r.size == CGSize(width: 50, height: 38))
        #expect(r["r"] == rect(0, 0, 50, 10))
        #expect(r["b"] == rect(0, 18, 50, 20))
    }

    @Test func vstackAlignment() {
        let spec = el(.vstack(alignment: .trailing, spacing: 4), "s", [box(40, 20, "a"), box(10, 10, "b")])
        let r = layout(spec, nil, nil)
        #expect(r.size == CGSize(width: 40, height: 34))
        #expect(r["b"] == rect(30, 24, 10, 10))
    }

    @Test func firstTextBaselineAlignment() {
        // Text size 16 (baseline 16) beside text size 32 (baseline 32): the small text moves down 16.
        let spec = el(.hstack(alignment: .firstTextBaseline, spacing: 0), "s", [
            el(.text(TextSpec("a", size: 16)), "small"), el(.text(TextSpec("b", size: 32)), "big"),
        ])
        let r = layout(spec, nil, nil)
        #expect(r["small"] == rect(0, 16, 8, 20))
        #expect(r["big"] == rect(8, 0, 16, 40))
        #expect(r.size == CGSize(width: 24, height: 40))
    }

    @Test func zstackAlignsOnTheGuide() {
        let spec = el(.zstack(alignment: .bottomTrailing), "z", [box(40, 40, "a"), box(10, 20, "b")])
        let r = layout(spec, nil, nil)
        #expect(r.size == CGSize(width: 40, height: 40))
        #expect(r["b"] == rect(30, 20, 10, 20))
    }

    @Test func emptyStacksAreZero() {
        #expect(layout(el(.hstack(alignment: .center, spacing: nil)), 100, 100).size == .zero)
        #expect(layout(el(.vstack(alignment: .center, spacing: nil)), nil, nil).size == .zero)
    }

    @Test func gridColumnsAndRows() {
        // Columns max(40, 80) = 80 and max(60, 20) = 60; rows 20 and 30; spacing 8.
        let spec = el(.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), "g", [
            el(.gridRow(alignment: nil), "r1", [box(40, 20, "a"), box(60, 20, "b")]),
            el(.gridRow(alignment: nil), "r2", [box(80, 30, "c"), box(20, 10, "d")]),
            box(100, 10, "wide"),
        ])
        let r = layout(spec, nil, nil)
        #expect(r.size == CGSize(width: 148, height: 76))
        #expect(r["a"] == rect(20, 0, 40, 20))
        #expect(r["b"] == rect(88, 0, 60, 20))
        #expect(r["c"] == rect(0, 28, 80, 30))
        #expect(r["d"] == rect(108, 38, 20, 10))
        // The non-row child spans both columns (148) and is centred: x = 24, y = 28 + 30 + 8.
        #expect(r["wide"] == rect(24, 66, 100, 10))
    }

    @Test func gridCellColumnsSpans() {
        // Row 1: 40 | 60; row 2: one cell spanning both (40 + 8 + 60 = 108), leading-aligned.
        let spec = el(.grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 0), "g", [
            el(.gridRow(alignment: nil), nil, [box(40, 20), box(60, 20)]),
            el(.gridRow(alignment: nil), nil, [el(.gridCellColumns(2), "span", [el(.shape(.rect), "r")])]),
        ])
        let r = layout(spec, nil, nil)
        #expect(r.size == CGSize(width: 108, height: 30))
        #expect(r["span"] == rect(0, 20, 108, 10))
    }
}
