/// Line differences between two texts (Myers' O(ND) algorithm after trimming the common prefix
/// and suffix): for `fmt --diff` and for the minimal edits the language server sends.
public enum LineDiff {
    /// A run of lines of the old text (`oldStart..<oldStart+oldCount`, 0-based) replaced by lines
    /// of the new text.
    public struct Change: Equatable, Sendable {
        public var oldStart: Int
        public var oldCount: Int
        public var newStart: Int
        public var newCount: Int
    }

    /// Splits after each `\n`, so that joining the lines gives the text back. A `\r` before it
    /// stays in the line (as `diff` and `patch` see a CRLF file: the line's last character is
    /// a carriage return), so scalars are read, not characters (`\r\n` is one Character).
    public static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if scalars[index] == "\n" {
                result.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < scalars.endIndex { result.append(text[start...]) }
        return result
    }

    /// Whether a line ends with its `\n` (the last line of a file may not).
    static func endsWithNewline(_ line: Substring) -> Bool { line.unicodeScalars.last == "\n" }

    /// The changes that turn `old` into `new`, in order.
    public static func changes(from old: [Substring], to new: [Substring]) -> [Change] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        // Matching pairs (i, j) of the middle, found by Myers' greedy search with a trace.
        let matches = myersMatches(a, b)
        var changes: [Change] = []
        var i = 0
        var j = 0
        for (mi, mj) in matches + [(a.count, b.count)] {
            if mi > i || mj > j {
                changes.append(Change(oldStart: prefix + i, oldCount: mi - i, newStart: prefix + j, newCount: mj - j))
            }
            i = mi + 1
            j = mj + 1
        }
        return changes
    }

    /// Beyond this edit distance the middle is reported as one change.
    static let maxDifferences = 2_000

    /// The index pairs of equal lines on a shortest edit script from `a` to `b`.
    static func myersMatches(_ a: [Substring], _ b: [Substring]) -> [(Int, Int)] {
        let n = a.count
        let m = b.count
        if n == 0 || m == 0 { return [] }
        let max = n + m
        let offset = max
        var v = [Int](repeating: 0, count: 2 * max + 2)
        // trace[d] holds v[k] for k in -d...d before step d (quadratic in d: bounded below).
        var trace: [[Int]] = []
        var found = false
        outer: for d in 0...max {
            // Beyond this many differences the texts are best replaced whole.
            if d > maxDifferences { return [] }
            trace.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n && y >= m { found = true; break outer }
            }
        }
        guard found else { return [] }
        // Walk the trace back from (n, m), collecting the diagonal moves.
        var matches: [(Int, Int)] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            func at(_ k: Int) -> Int { k + d >= 0 && k + d < v.count ? v[k + d] : 0 }
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && at(k - 1) < at(k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                matches.append((x, y))
            }
            if d > 0 {
                x = previousX
                y = previousY
            }
        }
        return matches.reversed()
    }

    /// A unified diff (`--- a/path`, `+++ b/path`, hunks with `context` lines around changes);
    /// empty when the texts are equal.
    public static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let changes = changes(from: a, to: b)
        guard !changes.isEmpty else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Group changes whose context overlaps into hunks.
        var groups: [[Change]] = []
        for change in changes {
            if let last = groups.last?.last, change.oldStart - (last.oldStart + last.oldCount) <= 2 * context {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        /// The line without its `\n` (a `\r` before it is kept, for `patch` to match).
        func printable(_ line: Substring) -> String {
            var scalars = line.unicodeScalars[...]
            if scalars.last == "\n" { scalars = scalars.dropLast() }
            return String(String.UnicodeScalarView(scalars))
        }
        for group in groups {
            guard let first = group.first, let last = group.last else { continue }
            let oldStart = max(0, first.oldStart - context)
            let oldEnd = min(a.count, last.oldStart + last.oldCount + context)
            let newStart = max(0, first.newStart - (first.oldStart - oldStart))
            let newEnd = min(b.count, last.newStart + last.newCount + (oldEnd - last.oldStart - last.oldCount))
            func range(_ start: Int, _ count: Int) -> String {
                count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
            }
            out += "@@ -\(range(oldStart, oldEnd - oldStart)) +\(range(newStart, newEnd - newStart)) @@\n"
            var i = oldStart
            func contextLine(_ line: Substring) {
                out += " " + printable(line) + "\n"
                if !endsWithNewline(line) { out += "\\ No newline at end of file\n" }
            }
            for change in group {
                while i < change.oldStart { contextLine(a[i]); i += 1 }
                for line in a[change.oldStart..<(change.oldStart + change.oldCount)] {
                    out += "-" + printable(line) + "\n"
                    if !endsWithNewline(line) { out += "\\ No newline at end of file\n" }
                }
                for line in b[change.newStart..<(change.newStart + change.newCount)] {
                    out += "+" + printable(line) + "\n"
                    if !endsWithNewline(line) { out += "\\ No newline at end of file\n" }
                }
                i = change.oldStart + change.oldCount
            }
            while i < oldEnd { contextLine(a[i]); i += 1 }
        }
        return out
    }
}
