import Foundation

/// Working storage of a stack, kept in its cache for a whole pass so that answering a proposal
/// allocates nothing once the arrays have grown (a stack answers many proposals per pass).
public struct StackCache {
    /// Between neighbours, and each child's priority (a spacer's is −∞): fixed for a pass.
    var gaps: [CGFloat] = []
    var priorities: [Double] = []
    var totalGap: CGFloat = 0
    /// The children's order and reservations for the cross-axis proposals seen so far (the
    /// newest `flexibilityWays`): they follow from each child's answers at 0 and ∞ along the
    /// stack with that cross-axis proposal, which do not change during a pass. Way w holds
    /// `flexibilityMinors[w]`'s order in `flexibilityOrder[w·n ..< (w+1)·n]` (child indices,
    /// sorted) and its reservations in `flexibilityReserve` at the same positions (the sum of
    /// the minimums at sorted positions k… : what the groups after a position set aside).
    var flexibilityMinors: [CGFloat?] = []
    var flexibilityOrder: [Int32] = []
    var flexibilityReserve: [CGFloat] = []
    var nextFlexibility = 0
    /// Scratch of the measuring: each child's minimum (its flexibility is kept in the way's
    /// reservations until they are summed).
    var minimum: [CGFloat] = []
    // Per run:
    var offers: [CGFloat?] = []
    var lengths: [CGFloat] = []
    var sizes: [CGSize] = []
    var guides: [CGFloat] = []
    /// The proposal of the last run (`StackLayoutCore.run`), whose results the arrays above
    /// hold, with its size and guide offset; nil before the first and while one runs.
    var lastRun: ProposedViewSize?
    var lastRunSize: CGSize = .zero
    var lastRunGuide: CGFloat = 0

    init() {}

    /// How many cross-axis proposals keep their order at once: a stack is asked with its
    /// parent's cross proposal, the probes' and its final size, rarely more.
    static let flexibilityWays = 4

    /// Sizes the per-run arrays for `count` children, keeping their capacity.
    mutating func prepare(count: Int) {
        if lengths.count != count {
            offers = Array(repeating: nil, count: count)
            lengths = Array(repeating: 0, count: count)
            sizes = Array(repeating: .zero, count: count)
            guides = Array(repeating: 0, count: count)
            forgetFlexibility()
        }
    }

    /// Drops every kept order (a new pass over other children, or a trace that shows every question).
    mutating func forgetFlexibility() {
        flexibilityMinors.removeAll(keepingCapacity: true)
        nextFlexibility = 0
    }

    /// The sorted child indices of way `way` (for `count` children).
    func flexibilityOrder(way: Int, count: Int) -> [Int] {
        flexibilityOrder[(way * count)..<((way + 1) * count)].map { Int($0) }
    }

    /// The reservations of way `way`.
    func flexibilityReserve(way: Int, count: Int) -> ArraySlice<CGFloat> {
        flexibilityReserve[(way * count)..<((way + 1) * count)]
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
///    lower group first. The measuring and sorting is done once per cross-axis proposal.
enum StackDistribution {
    /// Fills `cache.offers` and `cache.lengths` for a major proposal. `measure(i, offer)` is child
    /// i's major length for a major proposal, the minor one held; it does not escape. Nothing is
    /// kept for another run (the grid's columns and rows, a stack of rigid children).
    static func distribute(count: Int, major: CGFloat?, cache: inout StackCache, measure: (Int, CGFloat?) -> CGFloat) {
        cache.forgetFlexibility()
        distribute(count: count, major: major, minor: nil, axis: .horizontal, cache: &cache) {
            CGSize(width: measure($0, $1), height: 0)
        }
    }

    /// Fills `cache.offers`, `cache.lengths` and `cache.sizes` for a proposal `major` along
    /// `axis` and `minor` across it. `measure(i, offer)` is child i's size for that major offer,
    /// the minor proposal held; it does not escape.
    static func distribute(count: Int, major: CGFloat?, minor: CGFloat?, axis: Axis, cache: inout StackCache,
                           measure: (Int, CGFloat?) -> CGSize) {
        cache.prepare(count: count)
        @inline(__always) func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
        guard let major else {
            // Step 2: a nil major proposal: ideal lengths, no sorting.
            for i in 0..<count {
                let size = measure(i, nil)
                cache.offers[i] = nil
                cache.sizes[i] = size
                cache.lengths[i] = length(size)
            }
            return
        }
        // Step 3: the order and reservations for this cross proposal, then the available
        // length group by group.
        let way = flexibility(count: count, minor: minor, cache: &cache) { length(measure($0, $1)) }
        let start = way * count
        var available = major - cache.totalGap
        var position = 0
        while position < count {
            let groupPriority = cache.priorities[Int(cache.flexibilityOrder[start + position])]
            var end = position
            while end < count && cache.priorities[Int(cache.flexibilityOrder[start + end])] == groupPriority {
                end += 1
            }
            // This group first gives up the min of every lower-priority child.
            var groupAvailable = subtracting(available, end < count ? cache.flexibilityReserve[start + end] : 0)
            for k in position..<end {
                let i = Int(cache.flexibilityOrder[start + k])
                let offer = max(groupAvailable / CGFloat(end - k), 0)
                let size = measure(i, offer)
                let taken = length(size)
                cache.offers[i] = offer
                cache.sizes[i] = size
                cache.lengths[i] = taken
                groupAvailable = subtracting(groupAvailable, taken)
                available = subtracting(available, taken)
            }
            position = end
        }
    }

    /// The way of the cache's orders that holds the one for cross proposal `minor`, measured
    /// (each child's length at 0 and at ∞) and sorted when it is not there yet.
    private static func flexibility(count: Int, minor: CGFloat?, cache: inout StackCache,
                                    measure: (Int, CGFloat) -> CGFloat) -> Int {
        for way in cache.flexibilityMinors.indices where cache.flexibilityMinors[way] == minor { return way }
        let way: Int
        if cache.flexibilityMinors.count < StackCache.flexibilityWays {
            way = cache.flexibilityMinors.count
            cache.flexibilityMinors.append(minor)
            if cache.flexibilityOrder.count < (way + 1) * count {
                cache.flexibilityOrder.append(contentsOf: repeatElement(0, count: count))
                cache.flexibilityReserve.append(contentsOf: repeatElement(0, count: count))
            }
        } else {
            way = cache.nextFlexibility
            cache.flexibilityMinors[way] = minor
            cache.nextFlexibility = (way + 1) % StackCache.flexibilityWays
        }
        if cache.minimum.count != count { cache.minimum = Array(repeating: 0, count: count) }
        let start = way * count
        for i in 0..<count {
            let least = measure(i, 0)
            let most = measure(i, .infinity)
            cache.minimum[i] = least
            // An infinite maximum is infinite flexibility, even when the minimum is infinite too
            // (∞ − ∞ would be NaN and make the sort meaningless). Not clamped at 0: a child whose
            // minimum exceeds its maximum (a `fill` aspect ratio, say) is less flexible than a
            // rigid one and is served first, as SwiftUI's flexibility estimate orders it. Kept,
            // by child, where the way's reservations go once sorted.
            cache.flexibilityReserve[start + i] = most.isInfinite ? .infinity : most - least
            cache.flexibilityOrder[start + i] = Int32(truncatingIfNeeded: i)
        }
        sortByPriorityAndFlexibility(&cache.flexibilityOrder[start..<(start + count)], priorities: cache.priorities,
                                     minimum: cache.minimum,
                                     flexibility: cache.flexibilityReserve[start..<(start + count)])
        var below: CGFloat = 0
        for k in stride(from: count - 1, through: 0, by: -1) {
            below += cache.minimum[Int(cache.flexibilityOrder[start + k])]
            cache.flexibilityReserve[start + k] = below
        }
        return way
    }

    /// `space − length`, where infinite space stays infinite (a stack proposed `inf` offers every
    /// child `inf`, however much the ones before took).
    @inline(__always)
    static func subtracting(_ space: CGFloat, _ length: CGFloat) -> CGFloat {
        space == .infinity ? space : space - length
    }

    /// Priority descending; then flexibility ascending; two infinite flexibilities: larger min
    /// first; otherwise source order. Skipped when the children are in that order already (one
    /// priority and flexibilities that do not decrease: every row of equal children).
    static func sortByPriorityAndFlexibility(_ order: inout ArraySlice<Int32>, priorities: [Double],
                                             minimum: [CGFloat], flexibility: ArraySlice<CGFloat>) {
        priorities.withUnsafeBufferPointer { priority in
            minimum.withUnsafeBufferPointer { minimum in
                flexibility.withUnsafeBufferPointer { flexibility in
                    func precedes(_ first: Int32, _ second: Int32) -> Bool {
                        let a = Int(first), b = Int(second)
                        if priority[a] != priority[b] { return priority[a] > priority[b] }
                        if flexibility[a].isInfinite && flexibility[b].isInfinite {
                            if minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
                            return a < b
                        }
                        if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
                        return a < b
                    }
                    var sorted = true
                    for k in order.indices.dropFirst() where !precedes(order[k - 1], order[k]) {
                        sorted = false
                        break
                    }
                    if !sorted { order.sort(by: precedes) }
                }
            }
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
