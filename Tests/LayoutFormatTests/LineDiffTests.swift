import Foundation
import Testing
@testable import LayoutFormat

struct LineDiffTests {
    @Test func changesAreMinimal() {
        let old = LineDiff.lines("a\nb\nc\nd\n")
        let new = LineDiff.lines("a\nB\nc\nd\ne\n")
        #expect(LineDiff.changes(from: old, to: new) == [
            LineDiff.Change(oldStart: 1, oldCount: 1, newStart: 1, newCount: 1),
            LineDiff.Change(oldStart: 4, oldCount: 0, newStart: 4, newCount: 1),
        ])
        #expect(LineDiff.changes(from: old, to: old).isEmpty)
    }

    @Test func unifiedDiffHasHunksWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(LineDiff.unified(old: old, new: new, oldName: "a/x.layout", newName: "b/x.layout") == """
        --- a/x.layout
        +++ b/x.layout
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    }

    @Test func missingFinalNewlineIsMarked() {
        #expect(LineDiff.unified(old: "a", new: "a\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n")
    }

    @Test func everyRandomDiffReplaysToTheNewText() {
        var seed: UInt64 = 7
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int((seed >> 33) % UInt64(n)) }
        for _ in 0..<300 {
            let old = (0..<next(12)).map { _ in "l\(next(4))\n" }
            let new = (0..<next(12)).map { _ in "l\(next(4))\n" }
            let a = old.map { Substring($0) }
            let b = new.map { Substring($0) }
            var replay: [Substring] = []
            var i = 0
            for change in LineDiff.changes(from: a, to: b) {
                replay += a[i..<change.oldStart]
                replay += b[change.newStart..<(change.newStart + change.newCount)]
                i = change.oldStart + change.oldCount
            }
            replay += a[i...]
            #expect(replay == b)
        }
    }
}
