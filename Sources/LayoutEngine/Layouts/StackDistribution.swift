import Foundation

/// The distribution of a stack's major axis among its children (`SEMANTICS.md` §3), shared by
/// `HStackLayout`, `VStackLayout` and the grid's columns and rows.
///
/// The steps, called in order by `distribute`:
/// 1. gaps between neighbours;
/// 2. a nil major proposal: every child gets its ideal length, no sorting;
/// 3. otherwise measure each child's min and max, sort by priority then flexibility, and offer
///    each child `max(avail / remaining, 0)`, the top priority group giving up the min of every
///    lower group first.
struct StackDistribution {
    /// What one child can do along the major axis.
    struct Child {
        var priority: Double
        var isSpacer: Bool
        /// Measures the child's major length for a major proposal (minor held).
        var measure: (CGFloat?) -> CGFloat
    }

    /// The major-axis proposal each child was offered (nil on the ideal path) and its answer.
    struct Result {
        var offers: [CGFloat?]
        var lengths: [CGFloat]
    }

    /// Step 1 and the final answer's major length: Σ lengths + Σ gaps.
    static func totalLength(_ lengths: [CGFloat], gaps: [CGFloat]) -> CGFloat {
        lengths.reduce(0, +) + gaps.reduce(0, +)
    }

    static func distribute(_ children: [Child], major: CGFloat?, gaps: [CGFloat]) -> Result {
        guard let major else { return idealLengths(children) }
        return flexibleLengths(children, major: major, gaps: gaps)
    }

    // MARK: - Step 2: nil major proposal

    static func idealLengths(_ children: [Child]) -> Result {
        Result(offers: Array(repeating: nil, count: children.count), lengths: children.map { $0.measure(nil) })
    }

    // MARK: - Step 3: offer the available length by priority and flexibility

    static func flexibleLengths(_ children: [Child], major: CGFloat, gaps: [CGFloat]) -> Result {
        let count = children.count
        var minimum = [CGFloat](repeating: 0, count: count)
        var flexibility = [CGFloat](repeating: 0, count: count)
        var priority = [Double](repeating: 0, count: count)
        for (i, child) in children.enumerated() {
            minimum[i] = child.measure(0)
            flexibility[i] = child.measure(.infinity) - minimum[i]
            priority[i] = child.isSpacer ? -.infinity : child.priority
        }
        let order = sortedByPriorityAndFlexibility(priority: priority, minimum: minimum, flexibility: flexibility)

        var offers = [CGFloat?](repeating: nil, count: count)
        var lengths = [CGFloat](repeating: 0, count: count)
        var available = major - gaps.reduce(0, +)
        // The min of every child in a lower priority group than the one being served.
        var reservedBelow = minimum.reduce(0, +)
        var position = 0
        while position < order.count {
            let groupPriority = priority[order[position]]
            var end = position
            while end < order.count && priority[order[end]] == groupPriority { end += 1 }
            for i in order[position..<end] { reservedBelow -= minimum[i] }
            var groupAvailable = available - reservedBelow
            for (served, i) in order[position..<end].enumerated() {
                let remaining = CGFloat(end - position - served)
                let offer = max(groupAvailable / remaining, 0)
                offers[i] = offer
                lengths[i] = children[i].measure(offer)
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
