import Foundation

/// Working storage of a stack, kept in its cache for a whole pass so that answering a proposal
/// allocates nothing once the arrays have grown (a stack answers many proposals per pass).
public struct StackCache {
    /// Between neighbours, and each child's priority (a spacer's is −∞): fixed for a pass.
    var gaps: [CGFloat] = []
    var priorities: [Double] = []
    var totalGap: CGFloat = 0
    // Per run:
    var minimum: [CGFloat] = []
    var flexibility: [CGFloat] = []
    var order: [Int] = []
    var offers: [CGFloat?] = []
    var lengths: [CGFloat] = []
    var sizes: [CGSize] = []
    var guides: [CGFloat] = []

    init() {}

    /// Sizes the per-run arrays for `count` children, keeping their capacity.
    mutating func prepare(count: Int) {
        if lengths.count != count {
            minimum = Array(repeating: 0, count: count)
            flexibility = Array(repeating: 0, count: count)
            order = Array(0..<count)
            offers = Array(repeating: nil, count: count)
            lengths = Array(repeating: 0, count: count)
            sizes = Array(repeating: .zero, count: count)
            guides = Array(repeating: 0, count: count)
        }
    }
}

/// The distribution of a stack's major axis among its children (`docs/semantics-layouts.md §3`), shared by
/// `HStackLayout`, `VStackLayout` and the grid's columns and rows.
///
/// The steps, in order in `distribute`:
/// 1. gaps between neighbours (in the cache: they do not change during a pass);
/// 2. a nil major proposal: every child gets its ideal length, no sorting;
/// 3. otherwise measure each child's min and max, sort by priority then flexibility, and offer
///    each child `max(avail / remaining, 0)`, the top priority group giving up the min of every
///    lower group first.
enum StackDistribution {
    /// Fills `cache.offers` and `cache.lengths` for a major proposal. `measure(i, offer)` is child
    /// i's major length for a major proposal, the minor one held; it does not escape.
    static func distribute(count: Int, major: CGFloat?, cache: inout StackCache, measure: (Int, CGFloat?) -> CGFloat) {
        cache.prepare(count: count)
        guard let major else {
            // Step 2: a nil major proposal: ideal lengths, no sorting.
            for i in 0..<count {
                cache.offers[i] = nil
                cache.lengths[i] = measure(i, nil)
            }
            return
        }
        // Step 3: measure min and max, sort, offer the available length group by group.
        for i in 0..<count {
            let minimum = measure(i, 0)
            let maximum = measure(i, .infinity)
            cache.minimum[i] = minimum
            // An infinite maximum is infinite flexibility, even when the minimum is infinite too
            // (∞ − ∞ would be NaN and make the sort meaningless). Not clamped at 0: a child whose
            // minimum exceeds its maximum (a `fill` aspect ratio, say) is less flexible than a
            // rigid one and is served first, as SwiftUI's flexibility estimate orders it.
            cache.flexibility[i] = maximum.isInfinite ? .infinity : maximum - minimum
            cache.order[i] = i
        }
        sortByPriorityAndFlexibility(&cache)
        // Once sorted, the flexibilities are spent: their array holds the reservations instead.
        // `reserve(k)`: the sum of the minimums at sorted positions k… (what the groups after a
        // position set aside), summed so that no `inf − inf` ever occurs.
        var below: CGFloat = 0
        for k in stride(from: count - 1, through: 0, by: -1) {
            below += cache.minimum[cache.order[k]]
            cache.flexibility[k] = below
        }
        func reserve(_ k: Int) -> CGFloat { k < count ? cache.flexibility[k] : 0 }
        var available = major - cache.totalGap
        var position = 0
        while position < count {
            let groupPriority = cache.priorities[cache.order[position]]
            var end = position
            while end < count && cache.priorities[cache.order[end]] == groupPriority { end += 1 }
            // This group first gives up the min of every lower-priority child.
            var groupAvailable = subtracting(available, reserve(end))
            for k in position..<end {
                let i = cache.order[k]
                let offer = max(groupAvailable / CGFloat(end - k), 0)
                cache.offers[i] = offer
                let length = measure(i, offer)
                cache.lengths[i] = length
                groupAvailable = subtracting(groupAvailable, length)
                available = subtracting(available, length)
            }
            position = end
        }
    }

    /// `space − length`, where infinite space stays infinite (a stack proposed `inf` offers every
    /// child `inf`, however much the ones before took).
    @inline(__always)
    static func subtracting(_ space: CGFloat, _ length: CGFloat) -> CGFloat {
        space == .infinity ? space : space - length
    }

    /// Priority descending; then flexibility ascending; two infinite flexibilities: larger min
    /// first; otherwise source order.
    static func sortByPriorityAndFlexibility(_ cache: inout StackCache) {
        let priority = cache.priorities, minimum = cache.minimum, flexibility = cache.flexibility
        cache.order.sort { a, b in
            if priority[a] != priority[b] { return priority[a] > priority[b] }
            if flexibility[a].isInfinite && flexibility[b].isInfinite {
                if minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
                return a < b
            }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
    }

    /// A distribution for callers without a cache (the grid's columns and rows).
    static func lengths(count: Int, major: CGFloat?, gaps: [CGFloat],
                        measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        var cache = StackCache()
        cache.priorities = Array(repeating: 0, count: count)
        cache.totalGap = gaps.reduce(0, +)
        distribute(count: count, major: major, cache: &cache, measure: measure)
        return cache.lengths
    }

    /// Σ lengths + Σ gaps.
    static func totalLength(_ lengths: [CGFloat], gaps: [CGFloat]) -> CGFloat {
        lengths.reduce(0, +) + gaps.reduce(0, +)
    }
}
