/// Unified diffs (`diff -u`) of two texts, line by line, with Myers' O((N+M)·D) algorithm
/// ("An O(ND) Difference Algorithm and Its Variations", 1986): `lint --diff` and `fmt --diff`.
public enum UnifiedDiff {
    /// The diff of `old` and `new` with `context` lines around each change; empty when equal.
    public static func render(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        if a == b { return "" }
        let script = editScript(a, b)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Group the script into hunks: runs of changes with up to 2·context equal lines inside.
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != .equal }) else { break }
            var end = firstChange
            var lastChange = firstChange
            while end < script.count {
                if script[end].kind != .equal {
                    lastChange = end
                } else if end - lastChange > 2 * context {
                    break
                }
                end += 1
            }
            let start = max(index, firstChange - context)
            let stop = min(script.count, lastChange + context + 1)
            let hunk = script[start..<stop]
            let oldStart = hunk.first?.oldLine ?? 0, newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.count { $0.kind != .insert }, newCount = hunk.count { $0.kind != .delete }
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                switch step.kind {
                case .equal: out += " " + a[step.oldLine]
                case .delete: out += "-" + a[step.oldLine]
                case .insert: out += "+" + b[step.newLine]
                }
                let text = step.kind == .insert ? b[step.newLine] : a[step.oldLine]
                if !text.hasSuffix("\n") { out += "\n\\ No newline at end of file\n" }
            }
            index = stop
        }
        return out
    }

    static func range(_ start: Int, _ count: Int) -> String {
        // 1-based; an empty range names the line before it.
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// Lines with their terminators.
    static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    struct Step {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        /// 0-based line in the old text (for insertions: where it goes).
        var oldLine: Int
        var newLine: Int
    }

    /// The shortest edit script from `a` to `b` (Myers, with the V arrays kept per D for the
    /// backtrack).
    static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        let n = a.count, m = b.count
        let maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        outer: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[k - 1 + maxD] < v[k + 1 + maxD]) {
                    x = v[k + 1 + maxD]
                } else {
                    x = v[k - 1 + maxD] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[k + maxD] = x
                if x >= n && y >= m { trace.append(v); break outer }
            }
        }
        // Backtrack from (n, m).
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[k - 1 + maxD] < v[k + 1 + maxD])) ? k + 1 : k - 1
            let previousX = v[previousK + maxD]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .equal, oldLine: x, newLine: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .insert, oldLine: x, newLine: y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .delete, oldLine: x, newLine: y))
                }
            }
        }
        return steps.reversed()
    }
}
