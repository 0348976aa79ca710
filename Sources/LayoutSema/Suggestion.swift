/// "Did you mean" candidates by edit distance (as swiftc and rustc suggest).
///
/// Every unknown name of a file asks for one, against every name it could have meant (about 150
/// built-ins plus the file's own), so this is on the checker's path for files full of mistakes:
/// candidates of the wrong length are skipped before anything is allocated, names are compared as
/// Unicode scalars (ASCII lowercased in place), and a distance stops as soon as it must exceed
/// the limit.
public enum Suggestion {
    /// Names longer than this get no suggestion: nothing that long is a typo of a short name,
    /// and the distance is quadratic in the lengths.
    public static let maxNameLength = 64

    /// The candidate nearest to `name`, if it is close enough to be what the user meant: at
    /// most a third of its characters (at least one) changed, a swap of neighbours counting one.
    /// Ties go to the earliest candidate.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        guard name.utf8.count <= 4 * maxNameLength else { return nil }
        let target = lowered(name)
        guard !target.isEmpty, target.count <= maxNameLength else { return nil }
        let limit = max(1, target.count / 3)
        var workspace = Workspace(capacity: maxNameLength + 1)
        var other: [UInt32] = []
        other.reserveCapacity(maxNameLength)
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            // A scalar takes 1…4 UTF-8 bytes: rule out lengths that cannot be close, unallocated.
            let bytes = candidate.utf8.count
            guard bytes >= target.count - limit, bytes <= 4 * (target.count + limit) else { continue }
            lower(candidate, into: &other)
            guard abs(other.count - target.count) <= limit, other.count <= maxNameLength else { continue }
            let bound = min(limit, (best?.1 ?? limit + 1) - 1)
            guard bound >= 0 else { break }
            let d = distance(target, other, bound: bound, workspace: &workspace)
            if d <= bound { best = (candidate, d) }
        }
        return best?.0
    }

    /// Edit distance with adjacent transpositions (optimal string alignment).
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars.map(\.value)), b = Array(b.unicodeScalars.map(\.value))
        var workspace = Workspace(capacity: b.count + 1)
        return distance(a, b, bound: Int.max - 1, workspace: &workspace)
    }

    /// Three rows of the distance table, allocated once per search.
    struct Workspace {
        var beforePrevious: [Int]
        var previous: [Int]
        var current: [Int]

        init(capacity: Int) {
            beforePrevious = [Int](repeating: 0, count: capacity)
            previous = beforePrevious
            current = beforePrevious
        }

        mutating func reserve(_ count: Int) {
            guard previous.count < count else { return }
            self = Workspace(capacity: count)
        }
    }

    /// The distance of `a` and `b`, or some value above `bound` once it must exceed it: no entry
    /// of a row is below the smallest of the two rows before it, so when both of those are over
    /// the bound, so is the result.
    static func distance(_ a: [UInt32], _ b: [UInt32], bound: Int, workspace w: inout Workspace) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        w.reserve(b.count + 1)
        for j in 0...b.count { w.previous[j] = j }
        var previousMinimum = 0
        for i in 1...a.count {
            w.current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(w.previous[j] + 1, w.current[j - 1] + 1, w.previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, w.beforePrevious[j - 2] + 1)
                }
                w.current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            swap(&w.beforePrevious, &w.previous)
            swap(&w.previous, &w.current)
            if rowMinimum > bound && previousMinimum > bound { return bound + 1 }
            previousMinimum = rowMinimum
        }
        return w.previous[b.count]
    }

    /// `text` lowercased, as Unicode scalar values.
    static func lowered(_ text: String) -> [UInt32] {
        var out: [UInt32] = []
        lower(text, into: &out)
        return out
    }

    /// `text` lowercased into `out`: ASCII letters in place, anything else through
    /// `String.lowercased()` (which may change the number of scalars, as it does for "İ").
    static func lower(_ text: String, into out: inout [UInt32]) {
        out.removeAll(keepingCapacity: true)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { out.append(UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)) }
        } else {
            for scalar in text.lowercased().unicodeScalars { out.append(scalar.value) }
        }
    }
}
