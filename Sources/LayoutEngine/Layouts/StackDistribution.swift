import Foundation

/// The distribution of a stack's major axis among its children (`SEMANTICS.md` §3), shared by
/// `HStackLayout`, `VStackLayout` and the grid's columns and rows.
///
/// The steps, in order in `distribute`:
/// 1. gaps between neighbours;
/// 2. a nil major proposal: every child gets its ideal length, no sorting;
/// 3. otherwise measure each child's min and max, sort by priority then flexibility, and offer
///    each child `max(avail / remaining, 0)`, the top priority group giving up the min of every
///    lower group first.
struct StackDistribution {
    /// The major-axis proposal each child was offered (nil on the ideal path) and its answer.
    struct Result {
        var offers: [CGFloat?]
        var lengths: [CGFloat]
    }

    /// Step 1 and the final answer's major length: Σ lengths + Σ gaps.
    static func totalLength(_ lengths: [CGFloat], gaps: [CGFloat]) -> CGFloat {
        lengths.reduce(0, +) + gaps.reduce(0, +)
    }

    /// Distributes `major` among `count` children. `priority(i)` is a child's priority (−∞ for a
    /// spacer); `measure(i, offer)` its major length for a major proposal, the minor one held.
    /// The closures do not escape, so a run allocates only its result arrays.
    static func distribute(
        count: Int, major: CGFloat?, gaps: [CGFloat],
        priority: (Int) -> Double, measure: (Int, CGFloat?) -> CGFloat
    ) -> Result {
        guard let major else {
            // Step 2: a nil major proposal: ideal lengths, no sorting.
            return Result(offers: Array(repeating: nil, count: count), lengths: (0..<count).map { measure($0, nil) })
        }
        // Step 3: measure min and max, sort, offer the available length group by group.
        var minimum = [CGFloat](repeating: 0, count: count)
        var flexibility = [CGFloat](repeating: 0, count: count)
        var priorities = [Double](repeating: 0, count: count)
        for i in 0..<count {
            minimum[i] = measure(i, 0)
            flexibility[i] = measure(i, .infinity) - minimum[i]
            priorities[i] = priority(i)
        }
        let order = sortedByPriorityAndFlexibility(priority: priorities, minimum: minimum, flexibility: flexibility)

        var offers = [CGFloat?](repeating: nil, count: count)
        var lengths = [CGFloat](repeating: 0, count: count)
        var available = major - gaps.reduce(0, +)
        // The min of every child in a lower priority group than the one being served.
        var reservedBelow = minimum.reduce(0, +)
        var position = 0
        while position < order.count {
            let groupPriority = priorities[order[position]]
            var end = position
            while end < order.count && priorities[order[end]] == groupPriority { end += 1 }
            for i in order[position..<end] { reservedBelow -= minimum[i] }
            var groupAvailable = available - reservedBelow
            for (served, i) in order[position..<end].enumerated() {
                let remaining = CGFloat(end - position - served)
                let offer = max(groupAvailable / remaining, 0)
                offers[i] = offer
                lengths[i] = measure(i, offer)
                groupAvailable -= lengths[i]
                available -= lengths[i]
            }
            position = end
        }
        return Result(offers: offers, lengths: lengths)
    }

    /// Priority descending; then flexibility ascending; two infinite flexibilities: larger min
    /// first; otherwise source order (a stable sort).
    static func sortedByPriorityAndFlexibility(
        priority: [Double], minimum: [CGFloat], flexibility: [CGFloat]
    ) -> [Int] {
        Array(priority.indices).sorted { a, b in
            if priority[a] != priority[b] { return priority[a] > priority[b] }
            if flexibility[a].isInfinite && flexibility[b].isInfinite {
                if minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
                return a < b
            }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
    }
}
