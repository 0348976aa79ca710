import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutLint
import LayoutSema

/// Findings judged on the final frames (issue cases, worked by hand), the accessibility rules,
/// breakpoints and suppressions where people write them.
struct FinalFrameTests {
    /// The mail row: the inner hstack is offered 20 pt of height while the vstack shares out its
    /// length, and its 21.25-pt text takes more; but the final frames fit (the vstack is 21.25 +
    /// 2 + 18.75 = 42 tall): nothing to report.
    @Test func negotiationIsNotAFinding() {
        checkMarked(#"""
        // lint-at: 320xnil
        hstack < vstack(spacing: 2) < hstack < text("Alan Turing", size: 17) spacer text("Yesterday", size: 15) > text("Lunch on Thursday?", size: 15) > >
        """#.replacingOccurrences(of: "hstack < vstack", with: "hstack(spacing: 4) < box(40x40) vstack"))
    }

    /// A scroll view's content scrolls; a clipped container cuts on purpose.
    @Test func scrollingAndClippedContentIsNotCutOff() {
        checkMarked(#"""
        // lint-at: 320xnil
        vstack <
          scroll(horizontal) < hstack < box(300x20) box(300x20) > >
          hstack < box(300x20) box(300x20) >.frame(width: 300).clipped()
        >
        """#)
    }

    /// The thumbnail: an image filling an 80-pt square spills 40 pt out of it, unless clipped.
    @Test func aClippedThumbnailIsNotAFinding() {
        checkMarked(#"""
        // lint-at: 375xnil
        vstack <
          image(120x80).resizable.scaledToFill.frame(width: 80, height: 80).clipped()
          image(120x80).resizable.scaledToFill.frame(width: 80, height: 80).clipShape(.roundedRect)
          image(120x80).resizable.scaledToFill./* L002 "'image' spills out of its frame's width: 120 pt wide in 80 pt: 40 pt spill out at 375×nil" */ frame(width: 80, height: 80)
        >
        """#)
    }

    /// Negative padding pulls the subtitle over the title: the vstack is 64 wide (8 × 8), the
    /// title 50 (5 × 10) at x 7, 25 tall; the subtitle's padding is 20 − 20 = 0 tall at y 25, its
    /// text drawn at y 5…25, x 0…64: 50 × 20 in common. An offset of −30 does the same.
    @Test func negativePaddingAndOffsetsOverlap() {
        checkMarked(#"""
        // lint-at: nilxnil
        vstack(spacing: 0) <
          text("Title", size: 20)
          text("Subtitle", size: 16)./* L010 "text 'Subtitle' overlaps text 'Title' in its 'vstack': by 50×20 pt at nil×nil" */ padding(.top, -20)
        >
        """#)
        checkMarked(#"""
        // lint-at: nilxnil
        vstack(spacing: 0) < box(40x40) box(40x40)./* L010 "'box' overlaps 'box' in its 'vstack': by 40×30 pt at nil×nil" */ offset(y: -30) >
        """#)
    }

    /// A row of texts cut off at the trailing edge only: a vstack(alignment: leading) whose rows
    /// are narrower than the screen and one fixed row of 325.75 pt in a 300 sheet (the root is
    /// centred: from x = −12.875).
    @Test func amountsAreTheRealOnes() {
        checkMarked(#"""
        // lint-at: 300xnil
        vstack(alignment: leading) <
          /* L001 "'hstack' does not fit the screen's width: needs 325.75 pt, the screen shows 300 pt of it: 12.875 pt at the leading edge and 12.875 pt at the trailing edge ('box', 'box') are cut off at 300×nil" */ hstack(spacing: 0) < box(100x20) box(125.75x20) box(100x20) >
        >
        """#)
    }

    @Test func accessibilityRules() {
        checkMarked(#"""
        // lint-at: 320xnil
        vstack <
          /* L016 "text 'Renews monthly' is 9 pt, smaller than the 11 pt Apple's guidelines give as the least" */ text("Renews monthly", size: 9)
          text("Terms").font(.caption2)
          /* L018 "this button answers taps on less than 44×44 pt: it is 20×20 pt at 320×nil" */ button < image(20x20) >
          button < image(20x20).frame(width: 44, height: 44).contentShape() >
          /* L018 "this button answers taps on less than 44×44 pt: what it draws is 20×20 pt of its 44×44 pt frame, and only that takes taps at 320×nil" */ button < image(20x20).frame(width: 44, height: 44) >
          /* L018 "'image', which has .onTapGesture(), answers taps on less than 44×44 pt: it is 24×24 pt at 320×nil" */ image(24x24).onTapGesture()
          image(24x24).padding(10).fill(blue).onTapGesture()
          /* L018 "'image', which has .onTapGesture(), answers taps on less than 44×44 pt: it is 24×24 pt at 320×nil" */ image(24x24).onTapGesture().padding(10)
          /* L018 "'image', which has .onTapGesture(), answers taps on less than 44×44 pt: what it draws is 24×24 pt of its 44×44 pt frame, and only that takes taps at 320×nil" */ image(24x24).padding(10).onTapGesture().contentShape()
          image(24x24).padding(10).contentShape(circle).onTapGesture()
          /* L018 "this button answers taps on less than 44×44 pt: what it draws is 20×20 pt of its 44×44 pt frame, and only that takes taps at 320×nil" */ button < image(20x20).frame(width: 44, height: 44) >.contentShape()
        >
        """#)
        // fixed-size-text is opt-in: only with --accessibility (or selected).
        let source = "proposal(320, nil)\nvstack < text(\"Details\").font(size: 13) text(\"Body\").font(.body) >"
        #expect(lint(source).0.diagnostics.isEmpty)
        let accessible = lint(source) { $0.accessibility = true }.0.diagnostics
        #expect(accessible.map(\.code.rawValue) == ["L017"])
        #expect(accessible.first?.help == "use the text style .footnote (13 pt at the default size), or keep the size and "
                    + "scale it: relativeTo: .footnote")
    }

    /// A gesture added where a component is used (`pill(label: "A").onTapGesture()`) is found
    /// there, where the fix goes, with a note at the element it makes tappable; one written in
    /// the component's own body is found at the use of the component, as any finding inside a
    /// component is. The text model's 'A' is 8×20 pt, its padding 5 on each side: 18×30 pt, of
    /// which only the text is drawn.
    @Test func aGestureAddedAtAComponentsUseIsFoundThere() {
        checkMarked(#"""
        // lint-at: 320xnil
        let pill(label) = text(label).padding(5)
        let tappable(label) = text(label).padding(5).onTapGesture()
        vstack <
          pill(label: "A")./* L018 "text 'A', which has .onTapGesture(), answers taps on less than 44×44 pt: what it draws is 8×20 pt of its 18×30 pt frame, and only that takes taps at 320×nil" */ onTapGesture()
          /* L018 "text 'B', which has .onTapGesture(), answers taps on less than 44×44 pt: what it draws is 8×20 pt of its 18×30 pt frame, and only that takes taps at 320×nil" */ tappable(label: "B")
        >
        """#)
        let source = "proposal(320, nil)\nlet pill(label) = text(label).padding(5)\nvstack < pill(label: \"A\").onTapGesture() box(1x1) >"
        let found = lint(source).0.diagnostics.filter { $0.code.rawValue == "L018" }
        #expect(found.count == 1)
        let gesture = source.range(of: "onTapGesture").map { source.utf8.distance(from: source.startIndex, to: $0.lowerBound) }
        let element = source.range(of: "text(label)").map { source.utf8.distance(from: source.startIndex, to: $0.lowerBound) }
        #expect(found.first?.range?.start == gesture)
        #expect(found.first?.notes.contains { $0.message == "the element is here, in the definition used"
            && $0.range?.start == element } == true, "\(found)")
    }

    /// Where a finding starts. The text is 20 characters × 8 = 160 pt beside a 230-pt box: it
    /// truncates below 390 pt wide. At 440 wide it fits at Large, and at a larger size: 160 ×
    /// s / 17 + 230 > 440 when body's size s > 22.3 — xxxLarge (23) and not xxLarge (21).
    @Test func breakpointsAreFoundByBisection() {
        let source = "hstack(spacing: 0) < text(\"Settings and privacy\", lineLimit: 1) box(230x20) >"
        let widths = lint(source, at: [proposal("375xnil"), proposal("440xnil")]).0.diagnostics
        #expect(widths.first?.notes.map(\.message) == ["it starts below 390 pt wide"])
        let sizes = lint(source, at: [proposal("440xnil")]) { $0.dynamicTypes = [.large, .xxxLarge] }.0.diagnostics
        #expect(sizes.first?.notes.map(\.message) == ["it starts at xxxLarge and above (on 440 pt wide)"])
    }

    /// A suppression in a component's body covers every use; before a container, its overflow.
    @Test func suppressionsWherePeopleWriteThem() {
        let source = """
        proposal(320, nil)
        let pill(label) = hstack(spacing: 4) <
          // layoutc-disable-next-line no-effect -- the spec asks for it
          text(label).padding(0)
          box(10x10)
        >
        vstack <
          pill(label: "A")
          pill(label: "B")
          // layoutc-disable-next-line overflow
          hstack < box(200x20) box(200x20) >
          // layoutc-disable-next-line zero-size
          box(10x10)
        >
        """
        let plain = lint(source).0.diagnostics.map { "\($0.code) \($0.message)" }
        #expect(plain == ["L014 'zero-size' in this layoutc-disable-next-line suppresses nothing"])
        // A narrower (or another) matrix than the project's does not call it unused.
        let narrower = lint(source) { $0.reportsUnusedSuppressions = false }.0.diagnostics
        #expect(narrower.isEmpty)
    }

    /// Every finding of every rule says how to fix it.
    @Test func everyFindingHasHelp() {
        for rule in LintRules.all where rule.code != "L011" {
            let (result, _) = lint(rule.bad) { $0.select = [rule.name] }
            for diagnostic in result.diagnostics where diagnostic.code.rawValue == rule.code {
                #expect(diagnostic.help != nil || diagnostic.fixIts.contains { !$0.edits.isEmpty },
                        "\(rule.code): \(diagnostic.message)")
            }
        }
    }

    /// Too wide and too tall: two findings, each with its axis. The vstack is 380 × 600 (two
    /// 380 × 300 boxes) in 375 × 500: 2.5 pt off each side, 50 pt off the top and the bottom.
    @Test func bothAxesAreReported() {
        let (result, _) = lint("proposal(375, 500)\nvstack(spacing: 0) < box(380x300) box(380x300) >")
        #expect(Set(result.diagnostics.map(\.message)) == [
            "'vstack' does not fit the screen's width: needs 380 pt, the screen shows 375 pt of it: 2.5 pt at the "
                + "leading edge and 2.5 pt at the trailing edge ('box', 'box') are cut off at 375×500",
            "'vstack' does not fit the screen's height: needs 600 pt, the screen shows 500 pt of it: 50 pt at the "
                + "top edge and 50 pt at the bottom edge ('box', 'box') are cut off at 375×500",
        ])
        #expect(result.diagnostics.compactMap(\.help).contains("put the content in a scroll view (scroll < … >), or make it shorter"))
    }

    /// A list in a scroll view is as long as it likes: the column around it, 200 + 200 of fixed
    /// boxes in 300, is to blame (50 pt off the top and the bottom), not the list. A drawer moved
    /// wholly off the screen by an offset is there on purpose.
    @Test func scrollContentAndOffsetDrawersAreNotToBlame() {
        checkMarked(#"""
        // lint-at: 393x300
        /* L001 "'vstack' does not fit the screen's height: needs 400 pt, the screen shows 300 pt of it: 50 pt at the top edge and 50 pt at the bottom edge ('box', 'box') are cut off at 393x300" */ vstack(spacing: 0) <
          box(393x200)
          /* L004 "'scroll' is squeezed out: laid out 0 pt tall: it wants 2000 pt at 393×300" */ scroll < vstack(spacing: 0) < repeat(20, as: i) < box(393x100) > > >
          box(393x200)
        >
        """#.replacingOccurrences(of: "at 393x300", with: "at 393×300"))
        checkMarked(#"""
        // lint-at: 393x300
        zstack(alignment: leading) < box(393x300) box(280x300).offset(x: -400) >
        """#)
    }

    /// `.fixedSize()` over a flexible frame is not a no-op (the frame takes the proposal, the fixed
    /// one its ideal), so no fix removes it; a priority in a container a name chooses is unsafe.
    @Test func fixesThatChangeFramesAreNotSafe() {
        let (flexible, _) = lint("proposal(320, nil)\nvstack < box(10x10).frame(maxWidth: .infinity).fixedSize() >")
        #expect(!flexible.diagnostics.contains { $0.code.rawValue == "L009" })
        let (chosen, _) = lint("""
        proposal(200, nil)
        let horizontal = false
        let layout = horizontal ? hstack(spacing: 0) : wrap
        layout < text("A fairly long title").layoutPriority(1) text("Another") >
        """)
        let fix = chosen.diagnostics.first { $0.code.rawValue == "L009" }?.fixIts.first
        #expect(fix?.isSafe == false)
        #expect(fix?.message == "remove it (unsafe: its container is chosen by 'layout', which can name another)")
    }
}
