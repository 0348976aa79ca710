import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
import LayoutFuzz
@testable import LayoutLint
import LayoutSema

// The incremental analysis of an edited document (`docs/language-server.md`): the compilation
// that takes from the last one (`CheckedFragments`), and the lint that lays out from the last
// lint's layouts (`LayoutPass+Reuse.swift`), say exactly what they say from scratch.

/// Expects the lines `reused` to be `fresh`, saying where they first differ.
@discardableResult
private func expectSame(_ reused: [String], _ fresh: [String], _ what: String,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
    guard let difference = IncrementalAnalysis.difference(reused, fresh) else { return true }
    Issue.record("\(what): \(difference)", sourceLocation: sourceLocation)
    return false
}

/// A screen of `rows` rows, as the editor benchmark's.
private func screen(rows: Int) -> String {
    var lines = ["proposal(375, nil)", "let gap = 8", "let tag(w: 40) = box(width: w, height: 20).padding(4)", "",
                 "vstack(alignment: leading, spacing: 4) <"]
    for row in 0..<rows {
        lines += ["  hstack(spacing: gap) <", "    tag(w: \(row % 50 + 10)) #t\(row)",
                  "    text(\"item \(row)\", size: 14).padding(horizontal: 8)", "    spacer", "  >"]
    }
    return (lines + [">"]).joined(separator: "\n") + "\n"
}

struct IncrementalAnalysisTests {
    @Test func anEditInOneRowReusesEveryOtherRow() throws {
        let text = Array(screen(rows: 40).utf8)
        let first = IncrementalAnalysis.compile(text, path: "/screen.layout", reusing: nil)
        let fragments = try #require(first.fragments)
        // Each row, and its tag, text and spacer: four fragments and the row.
        #expect(fragments.count == 40 * 4)
        var edited = text
        let needle = Array("tag(w: 30)".utf8)
        let at = try #require((0..<text.count).first { text[$0...].starts(with: needle) }) + needle.count - 2
        edited[at] = UInt8(ascii: "7")
        let reused = IncrementalAnalysis.compile(edited, path: "/screen.layout", reusing: fragments)
        let fresh = IncrementalAnalysis.compile(edited, path: "/screen.layout", reusing: nil)
        expectSame(IncrementalAnalysis.lines(of: reused), IncrementalAnalysis.lines(of: fresh), "the edited screen")
        let program = try #require(reused.program)
        // The 39 rows the edit did not touch, and in the edited row its text and spacer.
        #expect(program.reused.count == 39 + 2)
        #expect(reused.fragments?.count == 40 * 4)
        // The parse took the 39 rows whole, and in the edited row its text and spacer.
        #expect(reused.syntax.skippedElements == 39 + 2)
    }

    @Test func theSameTextAfterAnEditIsTakenWhole() throws {
        let text = Array(screen(rows: 10).utf8)
        let first = IncrementalAnalysis.compile(text, path: "/screen.layout", reusing: nil)
        var inserted = text
        inserted.insert(contentsOf: Array("  box(10x10)\n".utf8), at: text.count - 2)
        let second = IncrementalAnalysis.compile(inserted, path: "/screen.layout", reusing: first.fragments)
        expectSame(IncrementalAnalysis.lines(of: second), IncrementalAnalysis.lines(of: IncrementalAnalysis.compile(inserted, path: "/screen.layout", reusing: nil)),
                   "a row added")
        #expect(second.program?.reused.count == 10)
        let third = IncrementalAnalysis.compile(text, path: "/screen.layout", reusing: second.fragments)
        expectSame(IncrementalAnalysis.lines(of: third), IncrementalAnalysis.lines(of: first), "the row taken away")
        #expect(third.program?.reused.count == 10)
    }

    /// Each edit of `texts` after the first, compiled and linted taking from the one before,
    /// says what it says from scratch; returns how many subtrees each took.
    @discardableResult
    private func checkEdits(_ texts: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Int] {
        var previous: CompileResult?
        var previousLint: LintResult?
        var reused: [Int] = []
        for text in texts {
            let bytes = Array(text.utf8)
            let result = IncrementalAnalysis.compile(bytes, path: "/edit.layout", reusing: previous?.fragments)
            let fresh = IncrementalAnalysis.compile(bytes, path: "/edit.layout", reusing: nil)
            expectSame(IncrementalAnalysis.lines(of: result), IncrementalAnalysis.lines(of: fresh), text, sourceLocation: sourceLocation)
            let lint = IncrementalAnalysis.lint(result, text: bytes, path: "/edit.layout", previous: previousLint)
            expectSame(IncrementalAnalysis.lines(of: lint), IncrementalAnalysis.lines(of: IncrementalAnalysis.lint(fresh, text: bytes, path: "/edit.layout", previous: nil)),
                       text, sourceLocation: sourceLocation)
            reused.append(result.program?.reused.count ?? 0)
            if result.fragments != nil {
                previous = result
                previousLint = lint
            }
        }
        return reused
    }

    /// A gesture added at a use of a component (`pill(label: "A").onTapGesture()`, L018 reported
    /// there) keeps its place when an edit elsewhere lets its subtree be taken whole, and moves
    /// with it when the text before it grows.
    @Test func aGestureAtAComponentsUseIsTakenWithItsSubtree() {
        let base = "proposal(320, nil)\nlet pill(label) = text(label).padding(5)\nvstack <\n  box(10x10)\n  pill(label: \"A\").onTapGesture()\n>\n"
        let reused = checkEdits([base, base.replacingOccurrences(of: "box(10x10)", with: "box(12x10)"),
                                 base.replacingOccurrences(of: "box(10x10)", with: "box(12x10).padding(1)")])
        #expect(reused.dropFirst().allSatisfy { $0 > 0 }, "\(reused)")
    }

    /// A spacer answers for the stack around it: the same spacer in another stack takes nothing
    /// of its old answers.
    @Test func aSpacerInAnotherStackIsLaidOutAgain() {
        // The frame is placed where it was, with the proposal it had: only the spacer differs.
        let reused = checkEdits(["proposal(50, 50)\nhstack(alignment: top) < spacer.frame(width: 50, height: 50) >\n",
                                 "proposal(50, 50)\nvstack(alignment: leading) < spacer.frame(width: 50, height: 50) >\n"])
        #expect(reused == [0, 1])
    }

    /// A subtree the last layout clamped (an infinite width in a horizontal scroll view, which
    /// lint reports) is laid out again, so that the clamp is recorded again.
    @Test func aClampedSubtreeIsLaidOutAgain() {
        let scroll = "scroll(axis: horizontal) < hstack < box(10x10).frame(minWidth: 0, idealWidth: inf) box(%@) > >\n"
        let reused = checkEdits([scroll.replacingOccurrences(of: "%@", with: "20x20"),
                                 scroll.replacingOccurrences(of: "%@", with: "30x20")])
        #expect(reused == [0, 1])
    }

    /// Text typed right after an element that continues it (a modifier, a tag, children) makes
    /// it another element: it is parsed again, not taken whole.
    @Test func whatContinuesAnElementIsParsedWithIt() {
        for continuation in [".padding(2)", " #b", " < box(5x5) >", ".frame(width: 30)"] {
            let reused = checkEdits(["vstack < hstack box(20x20) >\n",
                                     "vstack < hstack\(continuation) box(20x20) >\n"])
            #expect(reused == [0, 1], "\(continuation)")
        }
    }

    /// An edit right after an element that joins its last token to the next one (the space
    /// between `spacer` and `text` deleted: `spacertext`, an unknown element) makes another
    /// element of it: not taken whole. Found by the fuzzer.
    @Test func anElementRunOnIntoTheNextIsParsedAgain() {
        let reused = checkEdits(["vstack < box(10x10) spacer text(\"a\") >\n",
                                 "vstack < box(10x10) spacertext(\"a\") >\n"])
        #expect(reused == [0, 0])  // an unknown element: no program, nothing taken
    }

    /// A text too small in a row: hidden once the column around the row is, which the row's
    /// findings taken from the last lint must not miss.
    @Test func aHiddenColumnHidesWhatItHolds() {
        let column = "vstack < hstack < text(\"tiny\", size: 8) box(10x10) > box(20x20) >"
        checkEdits([column + "\n", column + ".hidden()\n", column + "\n"])
    }

    /// Findings inside the rows an edit did not touch are taken from the last lint.
    @Test func findingsInsideUntouchedSubtreesAreTaken() throws {
        let text = Array(screen(rows: 40).utf8).map { $0 }
        // Rows too wide for the phone (overflow, global), texts too small (local).
        let wide = String(decoding: text, as: UTF8.self).replacingOccurrences(of: "tag(w: 10)", with: "tag(w: 400)")
            .replacingOccurrences(of: "size: 14", with: "size: 9")
        let first = IncrementalAnalysis.compile(Array(wide.utf8), path: "/screen.layout", reusing: nil)
        let firstLint = IncrementalAnalysis.lint(first, text: Array(wide.utf8), path: "/screen.layout", previous: nil)
        #expect(firstLint.diagnostics.count > 0)
        // A space at the end of the last row's line: every row is reused.
        let edited = wide.replacingOccurrences(of: "spacer\n  >\n>", with: "spacer \n  >\n>")
        let second = IncrementalAnalysis.compile(Array(edited.utf8), path: "/screen.layout", reusing: first.fragments)
        let secondLint = IncrementalAnalysis.lint(second, text: Array(edited.utf8), path: "/screen.layout", previous: firstLint)
        expectSame(IncrementalAnalysis.lines(of: secondLint),
                   IncrementalAnalysis.lines(of: IncrementalAnalysis.lint(IncrementalAnalysis.compile(Array(edited.utf8), path: "/screen.layout", reusing: nil),
                                          text: Array(edited.utf8), path: "/screen.layout", previous: nil)),
                   "the screen with a space more")
        #expect(secondLint.reusedFindings > 0)
    }

    /// Fragments lowered in another text environment (the container's font changed) are checked
    /// again from scratch.
    @Test func anotherFontAroundTheFragmentsChecksThemAgain() {
        let reused = checkEdits(["vstack < text(\"a\") text(\"b\") >\n",
                                 "vstack < text(\"a\") text(\"b\") >.font(.title)\n",
                                 "vstack < text(\"a\") text(\"b\") text(\"c\") >.font(.title)\n"])
        #expect(reused == [0, 0, 2])
    }

    /// A warning inside a component is reported once, at its first use: when the edit takes that
    /// use away, the next one (taken from the last compilation) reports it.
    @Test func aWarningReportedOnceMovesToTheNextUse() {
        let component = "let label(t: \"x\") = text(t, size: 10).font(.body)\n"
        let reused = checkEdits([component + "vstack < label box(10x10) label >\n",
                                 component + "vstack < box(10x10) label >\n"])
        #expect(reused == [0, 2])
    }

    /// A tag used twice is found whether both uses were parsed again or taken from the last
    /// parse, at the place each has now, with the name read where it is now.
    @Test func aTagUsedTwiceIsFoundAcrossTakenFragments() throws {
        let texts = ["vstack < box(10x10) #head hstack < box(5x5) #row > box(8x8) >\n",
                     // Both tagged children taken whole, moved by the box put first.
                     "vstack < box(3x3) box(10x10) #head hstack < box(5x5) #row > box(8x8) >\n",
                     // A taken one and one typed now.
                     "vstack < box(3x3) box(10x10) #head hstack < box(5x5) #row > box(8x8) #row >\n",
                     // Two taken ones.
                     "vstack < box(4x3) box(10x10) #head hstack < box(5x5) #row > box(8x8) #row >\n"]
        checkEdits(texts)
        var previous: CompileResult?
        var warnings: [[String]] = []
        var skipped: [Int] = []
        for text in texts {
            let result = IncrementalAnalysis.compile(Array(text.utf8), path: "/edit.layout", reusing: previous?.fragments)
            warnings.append(result.diagnostics.filter { $0.code == "W2003" }.map {
                "\($0.message) \($0.range?.start ?? -1) \($0.labels.first?.range.start ?? -1)"
            })
            skipped.append(result.syntax.skippedElements)
            previous = result
        }
        // 'vstack < box(3x3) box(10x10) #head hstack < box(5x5) #row > box(8x8) #row >':
        // the first '#row' is at 54, the second at 70 (the name after the '#').
        #expect(warnings == [[], [], ["the tag '#row' is used twice 70 54"], ["the tag '#row' is used twice 70 54"]])
        // The tagged children were taken whole by the second and the last parse.
        #expect(skipped[1] >= 2 && skipped[3] >= 2, "\(skipped)")
    }

    /// Every sample, fixture and example, edited at random a character or a line at a time: the
    /// compilation that takes from the last one says exactly what one from scratch says, and so
    /// does the lint that lays out from the last lint's layouts (at the phone sizes and two
    /// Dynamic Type sizes), frame for frame.
    @Test func randomEditsCompileAndLintAsFromScratch() throws {
        let root = URL(fileURLWithPath: packageRoot)
        var files: [URL] = []
        for folder in ["Samples", "Tests/Fixtures", "Examples"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "layout" { files.append(url) }
        }
        files.sort { $0.path < $1.path }
        #expect(files.count > 50)
        var generator = RandomEdit.Generator(seed: 28)
        var reusedAny = 0
        var compiledEdits = 0
        var reusedPlacements = 0
        for url in files {
            guard let original = FileManager.default.contents(atPath: url.path).map(Array.init) else { continue }
            var text = original
            let first = IncrementalAnalysis.compile(text, path: url.path, reusing: nil)
            var previous = first.fragments
            var previousLint = IncrementalAnalysis.lint(first, text: text, path: url.path, previous: nil)
            for _ in 0..<12 {
                text = RandomEdit.apply(to: text, using: &generator)
                let reused = IncrementalAnalysis.compile(text, path: url.path, reusing: previous)
                let fresh = IncrementalAnalysis.compile(text, path: url.path, reusing: nil)
                guard expectSame(IncrementalAnalysis.lines(of: reused), IncrementalAnalysis.lines(of: fresh), url.lastPathComponent) else { break }
                let lintReused = IncrementalAnalysis.lint(reused, text: text, path: url.path, previous: previousLint)
                let lintFresh = IncrementalAnalysis.lint(fresh, text: text, path: url.path, previous: nil)
                guard expectSame(IncrementalAnalysis.lines(of: lintReused), IncrementalAnalysis.lines(of: lintFresh), url.lastPathComponent) else { break }
                reusedPlacements += lintReused.inspections.values.reduce(0) { $0 + $1.copiedRoots.count }
                if let fragments = reused.fragments {
                    previous = fragments
                    previousLint = lintReused
                }
                if reused.program?.reused.isEmpty == false { reusedAny += 1 }
                if reused.program != nil { compiledEdits += 1 }
            }
        }
        // Most edits that compile leave something to reuse.
        #expect(reusedAny * 2 > compiledEdits, "\(reusedAny) of \(compiledEdits)")
        // And the lint took frames from the last one's layouts.
        #expect(reusedPlacements > reusedAny, "\(reusedPlacements) placements for \(reusedAny) edits")
    }
}
