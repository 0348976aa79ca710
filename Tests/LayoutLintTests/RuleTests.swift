import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutLint
import LayoutSema

/// Each rule on inputs with the expected findings marked inline, at two proposals at least,
/// positive and negative cases side by side. Amounts are worked by hand in the comments.
struct RuleTests {
    @Test func overflow() {
        // At 320: the first row needs 150 + 150 + 40 = 340, the 40-wide box crosses x = 320.
        // At 200: it needs the same 340; the second box (150…300) crosses x = 200. The second
        // row needs 190: it fits both. The vstack is 340 wide because of the row: not reported.
        checkMarked(#"""
        // lint-at: 320xnil 200xnil
        vstack(spacing: 0) <
          hstack(spacing: 0) < box(150x20) /* L001 "'box' overflows its 'hstack' by 140 pt (the 'hstack' needs 340 pt, it was offered 200 pt) at 200×nil" */ box(150x20) /* L001 "'box' overflows its 'hstack' by 20 pt (the 'hstack' needs 340 pt, it was offered 320 pt) at 320×nil" */ box(40x20) >
          hstack(spacing: 0) < box(100x20) box(90x20) >
        >
        """#)
        // The root against the root proposal: a zstack is not checked as a container.
        checkMarked(#"""
        // lint-at: 100x50 300x300
        /* L001 "the layout is 200 pt wide, but the proposal is 100 pt: it overflows by 100 pt at 100×50" */ zstack(alignment: top) < box(200x40) >
        """#)
        // A lazy grid of two fixed 200-wide columns at 300: 200 + 8 + 200 = 408; the second
        // column's box, centred in it at 208 + 95 = 303, crosses x = 300.
        checkMarked(#"""
        // lint-at: 300xnil 500xnil
        vgrid(columns: [.fixed(200), .fixed(200)]) < box(10x10) /* L001 "'box' overflows its 'vgrid' by 108 pt (the 'vgrid' needs 408 pt, it was offered 300 pt) at 300×nil" */ box(10x10) >
        """#)
        // A child wider than a vstack's offer, across the vstack's axis.
        checkMarked(#"""
        // lint-at: 120xnil 400xnil
        vstack < box(100x10) /* L001 "'box' is 180 pt wide, but its 'vstack' was offered 120 pt: it overflows by 60 pt at 120×nil" */ box(180x10) >
        """#)
    }

    @Test func clippedByFrame() {
        // The 140-wide image in a 100-wide frame spills 40 pt, at any proposal; the resizable one
        // takes the frame's size.
        checkMarked(#"""
        // lint-at: nilxnil 320xnil
        vstack <
          image(140x20)./* L002 "'image' is 140 pt wide in a frame 100 pt wide: 40 pt spill out (at every proposal linted: nil×nil, 320×nil)" */ frame(width: 100, height: 20)
          image(140x20).resizable.frame(width: 100, height: 20)
          box(30x40).frame(maxHeight: 50)
          box(30x60)./* L002 "'box' is 60 pt tall in a frame 50 pt tall: 10 pt spill out (at every proposal linted: nil×nil, 320×nil)" */ frame(maxHeight: 50)
        >
        """#)
    }
}

extension RuleTests {
    @Test func truncatedText() {
        // At 160 (20 characters a line) the first text wraps into 4 lines, "Notes on the" /
        // "analytical engine," / "with the first" / "algorithm", and its 40 pt frame keeps 2. At
        // 320 (40 a line) it needs 2. "One two three four five six" needs 2 lines at 160, 1 at
        // 320. A 20-letter word is 160 pt, in a 60 pt frame at both.
        checkMarked(#"""
        // lint-at: 160xnil 320xnil
        vstack(alignment: leading) <
          /* L003 "text 'Notes on the analytical…' shows 2 of 4 lines (2 lines lost, limited by its height 40 pt) at 160×nil" */ text("Notes on the analytical engine, with the first algorithm").frame(height: 40)
          /* L003 "text 'One two three four five…' shows 1 of 2 lines (1 line lost, limited by lineLimit: 1) at 160×nil" */ text("One two three four five six", lineLimit: 1)
          /* L003 "text 'Supercalifragilistic' is 60 pt wide, narrower than its word 'Supercalifragilistic' (160 pt), which breaks between characters (at every proposal linted: 160×nil, 320×nil)" */ text("Supercalifragilistic").frame(width: 60)
          text("Short")
        >
        """#)
        // Larger text truncates where the written size does not.
        checkMarked(#"""
        // lint-at: 200xnil
        // lint-scales: 1 2
        /* L003 "text 'Title text here' shows 1 of 2 lines (1 line lost, limited by lineLimit: 1) at 200×nil with text ×2" */ text("Title text here", lineLimit: 1)
        """#)
    }

    @Test func zeroSize() {
        // At 100 the box takes it all (it is served first, being the least flexible) and the
        // rect gets 0 × 20; at 140 it gets 40. Zero-size boxes and spacers are deliberate.
        checkMarked(#"""
        // lint-at: 100xnil 140xnil
        hstack(spacing: 0) < box(100x20) /* L004 "'rect' is laid out 0 pt wide although it wants 10 pt: it was squeezed out at 100×nil" */ rect box(0x20) spacer(minLength: 0) >
        """#)
        // At a zero proposal everything is at its minimum on purpose.
        checkMarked("// lint-at: 0x0 0xnil\nhstack < rect text(\"a\") >\n")
    }

    @Test func spacerCannotExpand() {
        checkMarked(#"""
        // lint-at: 320xnil 200xnil
        vstack <
          scroll(horizontal) < hstack < text("Title") /* L005 "its 'hstack' is proposed no width (nil), so the spacer stays at its minimum 8 pt (at every proposal linted: 320×nil, 200×nil)" */ spacer text("Edit") > >
          hstack < text("Title") spacer text("Edit") >
          zstack(alignment: top) < /* L005 "'spacer' is in 'zstack', not in an hstack or vstack: it has no axis to grow along" */ spacer box(10x10) >
          wrap < box(10x10) spacer box(10x10) >
        >
        """#)
    }

    @Test func wrapItemTooWide() {
        // At 200 the 240-wide box gets a line of its own, 40 pt past the edge; at 300 it fits.
        // The wrap is then 240 wide: the root overflow is the same problem, not reported again.
        checkMarked(#"""
        // lint-at: 200xnil 300xnil
        wrap(alignment: leading) < box(60x20) /* L006 "'box' is 240 pt wide, wider than the 200 pt lines of its wrap: it sits on a line of its own and overflows by 40 pt at 200×nil" */ box(240x20) box(60x20) >
        """#)
    }

    @Test func nothingFits() {
        // The hstack's ideal width is 150 + 8 + 150 = 308: it fits 400, not 200; the vstack is
        // 250 wide, so at 200 the fallback overflows too (and its box overflows the vstack).
        checkMarked(#"""
        // lint-at: 200xnil 400xnil
        /* L007 "none of the 2 children of 'fits' fits; the last one is used anyway and is 250 pt wide for 200 pt at 200×nil" */ fits < hstack < box(150x20) box(150x20) > vstack < /* L001 "'box' is 250 pt wide, but its 'vstack' was offered 200 pt: it overflows by 50 pt at 200×nil" */ box(250x20) box(250x20) > >
        """#)
    }

    @Test func unbounded() {
        // A shape answers what it is proposed: infinity, at inf×inf; shown at its ideal 10 × 10.
        checkMarked(#"""
        // lint-at: infxinf 100x100
        /* L008 "'rect' answers an infinite width when proposed inf×inf; it is shown at its ideal 10 pt (the root proposal is inf) at inf×inf" */ rect
        """#)
    }

    @Test func noEffect() {
        checkMarked(#"""
        // lint-at: 320xnil 200xnil
        wrap <
          box(40x20)./* L009 "'.padding' with zero insets has no effect" */ padding(0)
          box(40x20)./* L009 "'.offset(x: 0, y: 0)' has no effect" */ offset(x: 0, y: 0)
          box(40x20)./* L009 "'.fixedSize' has no effect: a box has a fixed size" */ fixedSize()
          text("a")./* L009 "'.layoutPriority' has no effect: its container 'wrap' does not read priorities" */ layoutPriority(1)
          box(40x20)./* L009 "the '.frame' is the size its content has anyway: it changes nothing (at every proposal linted: 320×nil, 200×nil)" */ frame(width: 40, height: 20)
          text("b").frame(width: 40)
          box(10x10).padding(4).offset(x: 2)
          hstack < text("c").layoutPriority(1) text("d").fixedSize() >
        >
        """#)
    }

    @Test func overlappingSiblings() {
        // The offset moves the second box 20 pt left, over the first: 20 × 40 in common.
        checkMarked(#"""
        // lint-at: nilxnil 300xnil
        vstack <
          hstack(spacing: 0) < box(40x40) box(40x40)./* L010 "'box' overlaps 'box' by 20×40 pt in its 'hstack' (at every proposal linted: nil×nil, 300×nil)" */ offset(x: -20) >
          hstack(spacing: 0) < box(40x40) box(40x40).offset(x: 10) >
          zstack < box(40x40) box(40x40) >
        >
        """#)
    }

    /// The spatial hash finds exactly the pairs a comparison of every pair finds: small and
    /// large rectangles, negative coordinates, touching edges (not an overlap), one huge frame.
    @Test func intersectingPairsAgreeWithComparingEveryPair() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> CGFloat {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return CGFloat(Int(seed >> 33) % bound)
        }
        for round in 0..<20 {
            var frames: [CGRect] = []
            for index in 0..<(40 + round * 7) {
                let big = index % 13 == 0
                frames.append(CGRect(x: next(400) - 100, y: next(300) - 50,
                                     width: big ? 50 + next(400) : 1 + next(30), height: big ? 40 + next(300) : 1 + next(25)))
            }
            frames.append(CGRect(x: 0, y: 0, width: 10, height: 10))
            frames.append(CGRect(x: 10, y: 0, width: 10, height: 10))  // touches the one before
            if round % 4 == 0 { frames.append(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)) }
            var expected: [[Int]] = []
            for i in frames.indices {
                for j in frames.indices where j > i {
                    let overlap = frames[i].intersection(frames[j])
                    if !overlap.isNull, overlap.width > 0.01, overlap.height > 0.01 { expected.append([i, j]) }
                }
            }
            let found = OverlappingSiblingsRule.intersectingPairs(frames).map { [$0.0, $0.1] }
            #expect(found == expected, "round \(round)")
        }
    }

    @Test func deepNesting() {
        let open = String(repeating: "vstack(spacing: 1) < ", count: 12)
        let close = String(repeating: " >", count: 12)
        checkMarked("// lint-at: nilxnil 100xnil\n" + open + #"/* L012 "'vstack' is nested 13 containers deep; name the inner part with 'let' and use it as a component" */ vstack(spacing: 1) < box(1x1) >"# + close + "\n")
        // In a component, nesting counts from the component's own root.
        checkMarked("let inner = " + String(repeating: "vstack(spacing: 1) < ", count: 7) + "box(1x1)" + String(repeating: " >", count: 7) + "\n"
                    + String(repeating: "vstack(spacing: 1) < ", count: 7) + "inner" + String(repeating: " >", count: 7) + "\n")
    }

    @Test func duplicateModifier() {
        checkMarked(#"""
        // lint-at: 320xnil 200xnil
        hstack <
          text("Title").fixedSize()./* L013 "this '.fixedSize' repeats the one it wraps" */ fixedSize()
          box(10x10)./* L013 "this '.layoutPriority' is replaced by the one around it" */ layoutPriority(1).layoutPriority(2)
          box(10x10).padding(2).padding(2)
          box(10x10).frame(width: 20).frame(width: 30)
        >
        """#)
    }

    @Test func redundantContainer() {
        checkMarked(#"""
        // lint-at: 320xnil 200xnil
        vstack <
          /* L015 "'hstack' has one child and default arguments: the child alone lays out the same" */ hstack < text("Alone") >
          hstack(spacing: 4) < text("Kept") >
          zstack(alignment: top) < box(10x10) >
          box(10x10)
        >
        """#)
    }
}
