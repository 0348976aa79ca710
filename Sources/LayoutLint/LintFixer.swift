import LayoutDiagnostics

/// Applies fix-its to a file's bytes (`layoutc lint --fix`, the language server's "fix all").
public enum LintFixer {
    /// The bytes with every safe fix applied; a fix whose edits overlap one already taken waits
    /// for the next round (the caller lints again). Nil when no safe fix applies.
    public static func applySafeFixes(_ diagnostics: [Diagnostic], to bytes: [UInt8], file: SourceFileID) -> [UInt8]? {
        applyingSafeFixes(diagnostics, to: bytes, file: file)?.bytes
    }

    /// `applySafeFixes`, with how many fixes it applied (what `lint --fix` reports).
    public static func applyingSafeFixes(_ diagnostics: [Diagnostic], to bytes: [UInt8],
                                         file: SourceFileID) -> (bytes: [UInt8], applied: Int)? {
        var edits: [TextEdit] = []
        // The ranges taken so far, in order of their starts: a new edit is compared with its
        // neighbours only (a file may have thousands of fixes).
        var taken: [(start: Int, end: Int)] = []
        func position(of start: Int) -> Int {
            var low = 0, high = taken.count
            while low < high {
                let middle = (low + high) / 2
                if taken[middle].start < start { low = middle + 1 } else { high = middle }
            }
            return low
        }
        func overlaps(_ range: SourceRange) -> Bool {
            let at = position(of: range.start)
            for neighbour in [at - 1, at] where neighbour >= 0 && neighbour < taken.count {
                let other = taken[neighbour]
                if (other.start == range.start && other.end == range.end)
                    || (other.start < range.end && range.start < other.end) { return true }
            }
            return false
        }
        var applied = 0
        for fix in diagnostics.flatMap(\.fixIts)
        where fix.isSafe && fix.edits.allSatisfy({ $0.range.file == file && $0.range.end <= bytes.count }) {
            if fix.edits.contains(where: { overlaps($0.range) }) { continue }
            for edit in fix.edits { taken.insert((edit.range.start, edit.range.end), at: position(of: edit.range.start)) }
            edits += fix.edits
            applied += 1
        }
        guard !edits.isEmpty else { return nil }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            result.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }
}
