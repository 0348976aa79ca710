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
        var applied = 0
        for fix in diagnostics.flatMap(\.fixIts)
        where fix.isSafe && fix.edits.allSatisfy({ $0.range.file == file && $0.range.end <= bytes.count }) {
            let overlaps = fix.edits.contains { edit in
                edits.contains {
                    $0.range == edit.range || ($0.range.start < edit.range.end && edit.range.start < $0.range.end)
                }
            }
            if !overlaps {
                edits += fix.edits
                applied += 1
            }
        }
        guard !edits.isEmpty else { return nil }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            result.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }
}
