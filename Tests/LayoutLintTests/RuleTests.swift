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
        // Judged on the final frames, the root centred in the screen. The vstack is 340 wide
        // (the first row: 150 + 150 + 40); centred at 320 it starts at x = -10, so the row
        // loses 10 pt at each edge (its first and last boxes); at 200 it starts at -70 and all
        // three boxes are cut (-70…80, 80…230, 230…270). The second row (190, centred in the
        // vstack at 75…265) is on screen at both. The row is to blame, not the vstack it widens.
        checkMarked(#"""
        // lint-at: 320xnil 200xnil
        vstack(spacing: 0) <
          /* L001 "'hstack' does not fit the screen's width: needs 340 pt, the screen shows 320 pt of it: 10 pt at the leading edge and 10 pt at the trailing edge ('box', 'box') are cut off at 320×nil; needs 340 pt, the screen shows 200 pt of it: 70 pt at the leading edge and 70 pt at the trailing edge ('box', 'box', 'box') are cut off at 200×nil" */ hstack(spacing: 0) < box(150x20) box(150x20) box(40x20) >
          hstack(spacing: 0) < box(100x20) box(90x20) >
        >
        """#)
        // A zstack 200 wide centred in a 100×50 proposal: 50 pt off each side; 300×300 holds it.
        checkMarked(#"""
        // lint-at: 100x50 300x300
        /* L001 "'zstack' does not fit the screen's width: needs 200 pt, the screen shows 100 pt of it: 50 pt at the leading edge and 50 pt at the trailing edge ('box') are cut off at 100×50" */ zstack(alignment: top) < box(200x40) >
        """#)
        // A lazy grid of two fixed 200-wide columns: 408 wide, centred at 300 from x = -54: both
        // boxes lose 54 pt. With 10-wide boxes centred in the columns (at 41 and 249 on screen)
        // nothing visible is cut, and nothing is reported.
        checkMarked(#"""
        // lint-at: 300xnil 500xnil
        vstack <
          /* L001 "'vgrid' does not fit the screen's width: needs 408 pt, the screen shows 300 pt of it: 54 pt at the leading edge and 54 pt at the trailing edge ('box', 'box') are cut off at 300×nil" */ vgrid(columns: [.fixed(200), .fixed(200)]) < box(200x10) box(200x10) >
          vgrid(columns: [.fixed(200), .fixed(200)]) < box(10x10) box(10x10) >
        >
        """#)
        // A child wider than the screen in a vstack: the vstack is 180 wide, from x = -30 at 120.
        checkMarked(#"""
        // lint-at: 120xnil 400xnil
        /* L001 "'vstack' does not fit the screen's width: needs 180 pt, the screen shows 120 pt of it: 30 pt at the leading edge and 30 pt at the trailing edge ('box') are cut off at 120×nil" */ vstack < box(100x10) box(180x10) >
        """#)
    }

    @Test func clippedByFrame() {
        // The 140-wide image in a 100-wide frame spills 40 pt, at any proposal; the resizable one
        // takes the frame's size; clipped, the image is cropped by 40 pt instead (L019).
        checkMarked(#"""
        // lint-at: nilxnil 320xnil
        vstack <
          image(140x20)./* L002 "'image' spills out of its frame's width: 140 pt wide in 100 pt: 40 pt spill out (at every configuration linted: nil×nil, 320×nil)" */ frame(width: 100, height: 20)
          image(140x20).resizable.frame(width: 100, height: 20)
          box(30x40).frame(maxHeight: 50)
          /* L019 "'image' is not resizable: it is drawn at its own size, 140×20 pt, and the 100×20 frame that clips it shows only its middle: 40 pt of its width cropped (at every configuration linted: nil×nil, 320×nil)" */ image(140x20).frame(width: 100, height: 20).clipped()
          /* L019 "'image' is not resizable: it is drawn at its own size, 140×20 pt, and the 100×20 frame that clips it shows only its middle: 40 pt of its width cropped (at every configuration linted: nil×nil, 320×nil)" */ image(140x20).frame(width: 100, height: 20).clipShape(.capsule).opacity(0.5)
          box(30x60)./* L002 "'box' spills out of its frame's height: 60 pt tall in 50 pt: 10 pt spill out (at every configuration linted: nil×nil, 320×nil)" */ frame(maxHeight: 50)
        >
        """#)
        // Padding draws nothing: a 20 pt box padded by 16 in a 40 pt frame (52 pt of layout)
        // spills only space, and nothing shows; a 50 pt box spills 5 pt of itself at each side.
        checkMarked(#"""
        // lint-at: nilxnil 320xnil
        vstack(spacing: 30) <
          hstack < box(20x20) box(10x10) >.padding(16).frame(height: 40)
          hstack < box(20x50) box(10x10) >.padding(16)./* L002 "'hstack' spills out of its frame's height: 82 pt tall in 40 pt: 42 pt spill out (at every configuration linted: nil×nil, 320×nil)" */ frame(height: 40)
        >
        """#)
        // Clipped on purpose, but what the clip cuts is text: two chips (9 and 10 characters, 72
        // and 80 pt in the text model, 8 apart) in a 100 pt strip: "Vegetarian" runs from 80 to
        // 160, 60 pt of it hidden. The same chips in a 200 pt strip are not cut.
        checkMarked(#"""
        // lint-at: nilxnil 320xnil
        vstack <
          hstack(spacing: 8) < text("Weeknight").fixedSize() text("Vegetarian").fixedSize() >./* L002 "text 'Vegetarian' is cut by its clipped frame's width: 60 pt of it hidden in a frame 100 pt wide (at every configuration linted: nil×nil, 320×nil)" */ frame(width: 100, height: 20, alignment: .leading).clipped()
          hstack(spacing: 8) < text("Weeknight").fixedSize() text("Vegetarian").fixedSize() >.frame(width: 200, height: 20, alignment: .leading).clipped()
        >
        """#)
    }
}

extension RuleTests {
    /// A text that may shrink (`.minimumScaleFactor`) is judged at the size it is set at: 20
    /// letters (160 pt at 16 pt) fit 100 pt from 0.625, so at 0.5 it shrinks and shows whole; at
    /// 0.75 (12 pt, 120 pt) it is still cut, and the finding says at what size.
    @Test func truncatedTextThatShrinksToFit() {
        checkMarked(#"""
        // lint-at: 100xnil
        vstack(alignment: leading) <
          text("abcdefghijklmnopqrst").lineLimit(1).minimumScaleFactor(0.5)
          /* L003 "text 'abcdefghijklmnopqrst' is cut short: shows 1 of 2 lines (1 line lost, limited by lineLimit: 1), and is 100 pt wide, narrower than its word 'abcdefghijklmnopqrst' (120 pt), which breaks between characters (shrunk to its minimumScaleFactor, 12 pt) at 100×nil" */ text("abcdefghijklmnopqrst").lineLimit(1).minimumScaleFactor(0.75)
        >
        """#)
    }

    @Test func truncatedText() {
        // At 160 (20 characters a line) the first text wraps into 4 lines, "Notes on the" /
        // "analytical engine," / "with the first" / "algorithm", and its 40 pt frame keeps 2. At
        // 320 (40 a line) it needs 2. "One two three four five six" needs 2 lines at 160, 1 at
        // 320. A 20-letter word is 160 pt, in a 60 pt frame at both.
        checkMarked(#"""
        // lint-at: 160xnil 320xnil
        vstack(alignment: leading) <
          /* L003 "text 'Notes on the analytical…' is cut short: shows 2 of 4 lines (2 lines lost, limited by its height 40 pt) at 160×nil" */ text("Notes on the analytical engine, with the first algorithm").frame(height: 40)
          /* L003 "text 'One two three four five…' is cut short: shows 1 of 2 lines (1 line lost, limited by lineLimit: 1) at 160×nil" */ text("One two three four five six", lineLimit: 1)
          /* L003 "text 'Supercalifragilistic' is cut short: is 60 pt wide, narrower than its word 'Supercalifragilistic' (160 pt), which breaks between characters (at every configuration linted: 160×nil, 320×nil)" */ text("Supercalifragilistic").frame(width: 60)
          text("Short")
        >
        """#)
        // Larger text truncates where the written size does not.
        checkMarked(#"""
        // lint-at: 200xnil
        // lint-scales: 1 2
        /* L003 "text 'Title text here' is cut short: shows 1 of 2 lines (1 line lost, limited by lineLimit: 1) at 200×nil (text ×2)" */ text("Title text here", lineLimit: 1)
        """#)
    }

    @Test func zeroSize() {
        // At 100 the box takes it all (it is served first, being the least flexible) and the
        // rect gets 0 × 20; at 140 it gets 40. Zero-size boxes and spacers are deliberate.
        checkMarked(#"""
        // lint-at: 100xnil 140xnil
        hstack(spacing: 0) < box(100x20) /* L004 "'rect' is squeezed out: laid out 0 pt wide: it wants 10 pt at 100×nil" */ rect box(0x20) spacer(minLength: 0) >
        """#)
        // At a zero proposal everything is at its minimum on purpose.
        checkMarked("// lint-at: 0x0 0xnil\nhstack < rect text(\"a\") >\n")
    }

    @Test func spacerCannotExpand() {
        checkMarked(#"""
        // lint-at: 320xnil 200xnil
        vstack <
          scroll(horizontal) < hstack < text("Title") /* L005 "its 'hstack' is proposed no width (nil), so the spacer stays at its minimum 8 pt (at every configuration linted: 320×nil, 200×nil)" */ spacer text("Edit") > >
          hstack < text("Title") spacer text("Edit") >
          zstack(alignment: top) < /* L005 "'spacer' is in 'zstack', not in an hstack or vstack: it has no axis to grow along" */ spacer box(10x10) >
          wrap < box(10x10) spacer box(10x10) >
        >
        """#)
    }

    @Test func wrapItemTooWide() {
        // At 200 the 240-wide box gets a line of its own, 40 pt past the edge; at 300 it fits.
        // The wrap is then 240 wide and centred from x = -20: the screen cutting its items is the
        // same problem, not reported again.
        checkMarked(#"""
        // lint-at: 200xnil 300xnil
        wrap(alignment: leading) < box(60x20) /* L006 "'box' is wider than the lines of its wrap: it sits on a line of its own and overflows: 240 pt for lines of 200 pt, by 40 pt at 200×nil" */ box(240x20) box(60x20) >
        """#)
    }

    @Test func nothingFits() {
        // The hstack's ideal width is 150 + 8 + 150 = 308: it fits 400, not 200; the vstack is
        // 250 wide, so at 200, centred from x = -25, its boxes lose 25 pt at each edge.
        checkMarked(#"""
        // lint-at: 200xnil 400xnil
        /* L007 "none of the 2 children of 'fits' fits; the last one is used anyway: it is 250 pt wide for 200 pt at 200×nil" */ fits < hstack < box(150x20) box(150x20) > /* L001 "'vstack' does not fit the screen's width: needs 250 pt, the screen shows 200 pt of it: 25 pt at the leading edge and 25 pt at the trailing edge ('box', 'box') are cut off at 200×nil" */ vstack < box(250x20) box(250x20) > >
        """#)
        // A last child that shrinks: its text (27 characters, 216 pt ideal) wraps in 200. Nothing
        // fits at its ideal size, but the fallback laid out fits: no finding.
        checkMarked(#"""
        // lint-at: 200xnil
        fits < hstack < box(150x20) box(150x20) > vstack < box(60x20) text("a fairly long line of words") > >
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
          box(40x20)./* L009 "the '.frame' is the size its content has anyway: it changes nothing (at every configuration linted: 320×nil, 200×nil)" */ frame(width: 40, height: 20)
          text("b").frame(width: 40)
          box(10x10).padding(4).offset(x: 2)
          hstack < text("c").layoutPriority(1) text("d").fixedSize() >
        >
        """#)
    }

    /// A text of emoji alone (a badge's `⚠️`) is a picture, not words to read: 10 pt is no finding;
    /// a word at 10 pt is, with an emoji beside it or not.
    @Test func textTooSmallSparesEmojiAlone() {
        checkMarked(#"""
        // lint-at: 320xnil
        vstack <
          text("⚠️", size: 10)
          text("🎉 🎉", size: 9)
          /* L016 "text 'New' is 10 pt, smaller than the 11 pt Apple's guidelines give as the least" */ text("New", size: 10)
          /* L016 "text '⚠️ Low' is 10 pt, smaller than the 11 pt Apple's guidelines give as the least" */ text("⚠️ Low", size: 10)
          /* L016 "text '©' is 10 pt, smaller than the 11 pt Apple's guidelines give as the least" */ text("©", size: 10)
        >
        """#)
    }

    @Test func overlappingSiblings() {
        // The offset moves the second box 20 pt left, over the first: 20 × 40 in common.
        checkMarked(#"""
        // lint-at: nilxnil 300xnil
        vstack <
          hstack(spacing: 0) < box(40x40) box(40x40)./* L010 "'box' overlaps 'box' in its 'hstack': by 20×40 pt (at every configuration linted: nil×nil, 300×nil)" */ offset(x: -20) >
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
            // A few rectangles are compared pair by pair: the same pairs.
            let few = 2 + round % 15
            let small = OverlappingSiblingsRule.intersectingPairs(Array(frames.prefix(few))).map { [$0.0, $0.1] }
            #expect(small == expected.filter { $0[1] < few }, "round \(round), \(few) rectangles")
        }
    }

    @Test func deepNesting() {
        let open = String(repeating: "vstack(spacing: 1) < ", count: 12)
        let close = String(repeating: " >", count: 12)
        checkMarked("// lint-at: nilxnil 100xnil\n" + open + #"/* L012 "'vstack' is nested 13 containers deep" */ vstack(spacing: 1) < box(1x1) >"# + close + "\n")
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
