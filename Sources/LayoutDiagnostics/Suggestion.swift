/// "Did you mean" candidates by edit distance (as swiftc and rustc suggest).
public enum Suggestion {
    /// Names longer than this get no suggestion: nothing that long is a typo of a short name,
    /// and the distance is quadratic in the lengths.
    public static let maxNameLength = 64

    /// The candidate nearest to `name`, if it is close enough to be what the user meant: at
    /// most a third of its characters (at least one) changed, a swap of neighbours counting one.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        guard !lowered.isEmpty, lowered.count <= maxNameLength else { return nil }
        let limit = max(1, lowered.count / 3)
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased())
            guard abs(other.count - lowered.count) <= limit, other.count <= maxNameLength else { continue }
            let d = distance(lowered, other)
            if d <= limit, best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
        }
        return best?.0
    }

    /// Edit distance with adjacent transpositions (optimal string alignment).
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, beforePrevious[j - 2] + 1) }
                current[j] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
