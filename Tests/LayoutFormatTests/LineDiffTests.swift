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

    /// CRLF and mixed line endings: each line keeps its `\r`, ended by the diff's `\n`, so the
    /// patch is well formed (no extra line, no "No newline" in mid-hunk) and `patch` applies it.
    @Test func crlfAndMixedLineEndings() throws {
        let old = "vstack <\r\n  box(1x1).padding(0)\r\n  box(2x2)\n>\r\n"
        let new = "vstack <\r\n  box(1x1)\r\n  box(2x2)\n>\r\n"
        let diff = LineDiff.unified(old: old, new: new, oldName: "a/x.layout", newName: "b/x.layout")
        #expect(diff == "--- a/x.layout\n+++ b/x.layout\n@@ -1,4 +1,4 @@\n vstack <\r\n-  box(1x1).padding(0)\r\n+  box(1x1)\r\n   box(2x2)\n >\r\n")
        #expect(LineDiff.lines(old).count == 4)
        // A last line without a newline, as context.
        let tail = LineDiff.unified(old: "a\r\nb\r\nc", new: "A\r\nb\r\nc", oldName: "a", newName: "b")
        #expect(tail == "--- a\n+++ b\n@@ -1,3 +1,3 @@\n-a\r\n+A\r\n b\r\n c\n\\ No newline at end of file\n")
        // `patch` (when the machine has it) applies both.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { return }
        for (before, after, patchText) in [(old, new, diff), ("a\r\nb\r\nc", "A\r\nb\r\nc", tail)] {
            let directory = NSTemporaryDirectory() + "layoutc-patch-\(getpid())-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try Data(before.utf8).write(to: URL(fileURLWithPath: directory + "/x.layout"))
            try Data(patchText.utf8).write(to: URL(fileURLWithPath: directory + "/fix.patch"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
            process.arguments = ["--quiet", "--binary", directory + "/x.layout", directory + "/fix.patch"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/x.layout")) == Data(after.utf8))
        }
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
