import Foundation

/// Working storage of a stack, kept in its cache for a whole pass so that answering a proposal
/// allocates nothing once the arrays have grown (a stack answers many proposals per pass). Per
/// child it keeps only what the last run found (24 bytes); what is the same for every child of
/// most stacks — a priority of 0, one gap — is kept once, in an array only when the children
/// differ.
public struct StackCache {
    /// What the last run (`StackLayoutCore.run`) found for each child, in source order: its
    /// offer along the stack (`notOffered` for a nil major proposal) and its size (its length
    /// along the stack is its size's there).
    struct Child {
        var offer: CGFloat = StackCache.notOffered
        var size: CGSize = .zero

        var proposedLength: CGFloat? { offer.bitPattern == StackCache.notOffered.bitPattern ? nil : offer }
    }

    /// A NaN no arithmetic produces (its payload is ours): an offer is a length, never NaN.
    static let notOffered = CGFloat(bitPattern: 0x7FF8_0000_4F46_4652)

    /// A child's place in one way's order (its index) and the reservation at that place.
    struct Place {
        var child: Int32 = 0
        var reserve: CGFloat = 0
    }

    var children: [Child] = []
    /// Each child's priority (a spacer's is −∞), fixed for a pass; empty when every child's is 0.
    var priorities: [Double] = []
    /// The gap after each child (0 after the last), fixed for a pass; empty when every gap
    /// between two children is `uniformGap` (an explicit spacing).
    var gaps: [CGFloat] = []
    var uniformGap: CGFloat = 0
    /// Each child's guide from the last run, kept only where it does not follow from its size
    /// (text baselines, or a traced pass, which asks the child again); empty otherwise.
    var guides: [CGFloat] = []
    var totalGap: CGFloat = 0
    /// The children's order and reservations for the cross-axis proposals seen so far (the
    /// newest `flexibilityWays`): they follow from each child's answers at 0 and ∞ along the
    /// stack with that cross-axis proposal, which do not change during a pass. Way w is for the
    /// cross proposal whose `ProposalKey` is `flexibilityKeys[w]`; its order is in
    /// `places[w·n ..< (w+1)·n]`, sorted, with the reservations (the sum of the minimums at
    /// sorted positions k… : what the groups after a position set aside).
    var flexibilityKeys = SIMD4<UInt64>(repeating: 0)
    var flexibilityWayCount = 0
    var places: [Place] = []
    var nextFlexibility = 0
    /// The proposal of the last run (`StackLayoutCore.run`), whose results `children` hold,
    /// with its size and guide offset; nil before the first and while one runs.
    var lastRun: ProposedViewSize?
    var lastRunSize: CGSize = .zero
    var lastRunGuide: CGFloat = 0

    init() {}

    /// A cache for children of these priorities with these gaps between them.
    init(priorities: [Double], gaps: [CGFloat]) {
        children = Array(repeating: Child(), count: priorities.count)
        if priorities.contains(where: { $0 != 0 }) { self.priorities = priorities }
        if !gaps.isEmpty {
            self.gaps = Array(repeating: 0, count: priorities.count)
            for (i, gap) in gaps.enumerated() where i < priorities.count { self.gaps[i] = gap }
        }
        totalGap = gaps.reduce(0, +)
    }

    /// The gap after child `i` of `count`.
    @inline(__always)
    func gap(after i: Int, count: Int) -> CGFloat { !gaps.isEmpty ? gaps[i] : i + 1 < count ? uniformGap : 0 }

    /// How many cross-axis proposals keep their order at once: a stack is asked with its
    /// parent's cross proposal, the probes' and its final size, rarely more.
    static let flexibilityWays = 4

    /// Sizes the children for `count` (keeping what is there: priorities and gaps are set first).
    mutating func prepare(count: Int) {
        if children.count != count {
            if children.count < count {
                children.append(contentsOf: repeatElement(Child(), count: count - children.count))
            } else {
                children.removeLast(children.count - count)
            }
            // Children added have priority 0 and no gap after them, as before.
            if !priorities.isEmpty { priorities = (0..<count).map { $0 < priorities.count ? priorities[$0] : 0 } }
            if !gaps.isEmpty { gaps = (0..<count).map { $0 < gaps.count ? gaps[$0] : 0 } }
            forgetFlexibility()
        }
    }

    /// Drops every kept order (a new pass over other children, or a trace that shows every question).
    mutating func forgetFlexibility() {
        flexibilityWayCount = 0
        nextFlexibility = 0
    }

    // Read as arrays by the grid and the tests (not on the hot path).
    var offers: [CGFloat?] { children.map(\.proposedLength) }
    func lengths(along axis: Axis) -> [CGFloat] { children.map { axis == .horizontal ? $0.size.width : $0.size.height } }

    /// The sorted child indices of way `way` (for `count` children).
    func flexibilityOrder(way: Int, count: Int) -> [Int] {
        places[(way * count)..<((way + 1) * count)].map { Int($0.child) }
    }

    /// The reservations of way `way`.
    func flexibilityReserve(way: Int, count: Int) -> [CGFloat] {
        places[(way * count)..<((way + 1) * count)].map(\.reserve)
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
    /// Fills `cache.offers` and the children's lengths (widths of `cache`'s sizes) for a major proposal. `measure(i, offer)` is child
    /// i's major length for a major proposal, the minor one held; it does not escape. Nothing is
    /// kept for another run (the grid's columns and rows, a stack of rigid children).
    static func distribute(count: Int, major: CGFloat?, cache: inout StackCache, measure: (Int, CGFloat?) -> CGFloat) {
        cache.forgetFlexibility()
        distribute(count: count, major: major, minor: nil, axis: .horizontal, cache: &cache) {
            CGSize(width: measure($0, $1), height: 0)
        }
    }

    /// Fills the children's offers and sizes in `cache` for a proposal `major` along
    /// `axis` and `minor` across it. `measure(i, offer)` is child i's size for that major offer,
    /// the minor proposal held; it does not escape.
    static func distribute(count: Int, major: CGFloat?, minor: CGFloat?, axis: Axis, cache: inout StackCache,
                           measure: (Int, CGFloat?) -> CGSize) {
        cache.prepare(count: count)
        @inline(__always) func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
        guard let major else {
            // Step 2: a nil major proposal: ideal lengths, no sorting.
            cache.children.withUnsafeMutableBufferPointer { children in
                for i in 0..<count {
                    let size = measure(i, nil)
                    children[i].offer = StackCache.notOffered
                    children[i].size = size
                }
            }
            return
        }
        // Step 3: the order and reservations for this cross proposal, then the available
        // length group by group. The children's state is written through a buffer: `measure`
        // asks other nodes, never this stack, so nothing else touches it meanwhile (an element
        // write to the array checked that it was not shared, four times per child).
        let way = flexibility(count: count, minor: minor, cache: &cache) { length(measure($0, $1)) }
        let start = way * count
        var available = major - cache.totalGap
        // Read only when the children's priorities differ (empty otherwise: one group).
        let priorities = cache.priorities
        let onePriority = priorities.isEmpty
        cache.children.withUnsafeMutableBufferPointer { children in
            cache.places.withUnsafeBufferPointer { allPlaces in
                let places = UnsafeBufferPointer(rebasing: allPlaces[start..<(start + count)])
                var position = 0
                while position < count {
                    // One group of every child when they share priority 0.
                    var end = onePriority ? count : position
                    if !onePriority {
                        let groupPriority = priorities[Int(places[position].child)]
                        while end < count && priorities[Int(places[end].child)] == groupPriority { end += 1 }
                    }
                    // This group first gives up the min of every lower-priority child.
                    var groupAvailable = subtracting(available, end < count ? places[end].reserve : 0)
                    for k in position..<end {
                        let i = Int(places[k].child)
                        let offer = max(groupAvailable / CGFloat(end - k), 0)
                        let size = measure(i, offer)
                        let taken = length(size)
                        children[i].offer = offer
                        children[i].size = size
                        groupAvailable = subtracting(groupAvailable, taken)
                        available = subtracting(available, taken)
                    }
                    position = end
                }
            }
        }
    }

    /// The way of the cache's orders that holds the one for cross proposal `minor`, measured
    /// (each child's length at 0 and at ∞) and sorted when it is not there yet.
    private static func flexibility(count: Int, minor: CGFloat?, cache: inout StackCache,
                                    measure: (Int, CGFloat) -> CGFloat) -> Int {
        let key = ProposalKey.of(minor)
        for way in 0..<cache.flexibilityWayCount where cache.flexibilityKeys[way] == key { return way }
        let way: Int
        if cache.flexibilityWayCount < StackCache.flexibilityWays {
            way = cache.flexibilityWayCount
            cache.flexibilityWayCount += 1
            if cache.places.count < (way + 1) * count {
                cache.places.append(contentsOf: repeatElement(StackCache.Place(), count: (way + 1) * count - cache.places.count))
            }
        } else {
            way = cache.nextFlexibility
            cache.nextFlexibility = (way + 1) % StackCache.flexibilityWays
        }
        cache.flexibilityKeys[way] = key
        let start = way * count
        // Each child's minimum, needed only until the reservations are summed: scratch memory,
        // on the stack for a small stack.
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: count) { minimums in
            cache.places.withUnsafeMutableBufferPointer { allPlaces in
                let places = UnsafeMutableBufferPointer(rebasing: allPlaces[start..<(start + count)])
                for i in 0..<count {
                    let least = measure(i, 0)
                    let most = measure(i, .infinity)
                    minimums.initializeElement(at: i, to: least)
                    // An infinite maximum is infinite flexibility, even when the minimum is
                    // infinite too (∞ − ∞ would be NaN and make the sort meaningless). Not clamped
                    // at 0: a child whose minimum exceeds its maximum (a `fill` aspect ratio, say)
                    // is less flexible than a rigid one and is served first, as SwiftUI's
                    // flexibility estimate orders it. Kept, by child, where the way's
                    // reservations go once sorted.
                    places[i] = StackCache.Place(child: Int32(truncatingIfNeeded: i),
                                                 reserve: most.isInfinite ? .infinity : most - least)
                }
                sortByPriorityAndFlexibility(places, priorities: cache.priorities, minimums: UnsafeBufferPointer(minimums))
                var below: CGFloat = 0
                for k in stride(from: count - 1, through: 0, by: -1) {
                    below += minimums[Int(places[k].child)]
                    places[k].reserve = below
                }
            }
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
    /// first; otherwise source order. `places` hold each child's flexibility as its reservation
    /// (by child, in source order, before the sort). Skipped when the children are in that order
    /// already (one priority and flexibilities that do not decrease: every row of equal
    /// children).
    static func sortByPriorityAndFlexibility(_ places: UnsafeMutableBufferPointer<StackCache.Place>,
                                             priorities: [Double], minimums: UnsafeBufferPointer<CGFloat>) {
        priorities.withUnsafeBufferPointer { priorities in
            let onePriority = priorities.isEmpty
            func precedes(_ first: StackCache.Place, _ second: StackCache.Place) -> Bool {
                let a = Int(first.child), b = Int(second.child)
                if !onePriority, priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                if first.reserve.isInfinite && second.reserve.isInfinite {
                    if minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
                    return a < b
                }
                if first.reserve != second.reserve { return first.reserve < second.reserve }
                return a < b
            }
            for k in places.indices.dropFirst() where !precedes(places[k - 1], places[k]) {
                var unsorted = places  // the same memory
                unsorted.sort(by: precedes)
                return
            }
        }
    }

    /// A distribution for callers without a cache (the grid's columns and rows).
    static func lengths(count: Int, major: CGFloat?, gaps: [CGFloat],
                        measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        var cache = StackCache(priorities: Array(repeating: 0, count: count), gaps: gaps)
        distribute(count: count, major: major, cache: &cache, measure: measure)
        return cache.lengths(along: .horizontal)
    }

    /// Σ lengths + Σ gaps.
    static func totalLength(_ lengths: [CGFloat], gaps: [CGFloat]) -> CGFloat {
        lengths.reduce(0, +) + gaps.reduce(0, +)
    }
}
