import Foundation

/// What one run of a stack (`StackLayoutCore.run`) finds for one child: its offer along the
/// stack (`notOffered` for a nil major proposal), its size and its guide. Scratch memory for the
/// length of a run (and of the placement that re-runs it): nothing per child is kept between
/// answers.
struct StackChild {
    var offer: CGFloat = StackChild.notOffered
    var size: CGSize = .zero
    var guide: CGFloat = 0

    var proposedLength: CGFloat? { offer.bitPattern == Self.notOffered.bitPattern ? nil : offer }

    /// A NaN no arithmetic produces (its payload is ours): an offer is a length, never NaN.
    static let notOffered = CGFloat(bitPattern: 0x7FF8_0000_4F46_4652)
}

/// Runs `body` with `count` uninitialised elements of scratch memory: on the thread's stack up to
/// 1 KiB (always granted there), on the heap beyond, so that a deep tree of wide stacks cannot
/// use up the stack its recursion needs (`withUnsafeTemporaryAllocation` alone may put a large
/// buffer on the stack whenever there is room at that moment). `T` must be plain numbers.
@inline(__always)
func withStackScratch<T, R>(of type: T.Type, count: Int, _ body: (UnsafeMutableBufferPointer<T>) -> R) -> R {
    if count * MemoryLayout<T>.stride <= 1024 {
        return withUnsafeTemporaryAllocation(of: type, capacity: count, body)
    }
    let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: count)
    defer { buffer.deallocate() }
    return body(buffer)
}

/// What a stack keeps between its answers for a pass, in 64 bytes: its gaps, and for the newest
/// cross-axis proposals (its `ways`) whether its children's order by priority and flexibility
/// is their source order, or where that order is kept. The lists it points into belong to its
/// `StackLists`; most stacks (equal priorities, one spacing, children in order) need none.
struct StackState {
    /// Way w holds the order for the cross proposal whose `ProposalKey` is `flexibilityKeys[w]`.
    var flexibilityKeys = SIMD4<UInt64>(repeating: 0)
    var totalGap: CGFloat = 0
    /// The gap between any two neighbours when they are all the same (no `hasGaps`).
    var uniformGap: CGFloat = 0
    /// Where the stack's orders start in its order list: `ways × count` entries, way by way;
    /// −1 until a way's order is not the source order.
    var orderStart: Int32 = -1
    /// Where its lengths start in its length list: the gap after each child (`hasGaps`), then
    /// each way's reservations (`hasPriorities`); −1 for neither.
    var lengthStart: Int32 = -1
    var wayCount: UInt8 = 0
    var nextWay: UInt8 = 0
    /// Bit w: way w's order is kept at `orderStart + w × count` (it is not the source order).
    var keptOrders: UInt8 = 0
    var flags: UInt8 = 0

    static let isPrepared: UInt8 = 1
    /// The gaps between neighbours differ: they are kept at `lengthStart`.
    static let hasGaps: UInt8 = 2
    /// The children's priorities differ: each way keeps its reservations after the gaps.
    static let hasPriorities: UInt8 = 4

    /// How many cross-axis proposals keep their order at once: a stack is asked with its
    /// parent's cross proposal, the probes' and its final size, rarely more.
    static let ways = 4

    func has(_ flag: UInt8) -> Bool { flags & flag != 0 }

    /// Drops every kept order (a trace shows every question).
    mutating func forgetFlexibility() {
        wayCount = 0
        nextWay = 0
        keptOrders = 0
    }

    /// Where the gaps after each child are (`hasGaps`), and way `way`'s reservations (for
    /// `count` children).
    func gapStart() -> Int { Int(lengthStart) }
    func reserveStart(way: Int, count: Int) -> Int { Int(lengthStart) + (has(Self.hasGaps) ? count : 0) + way * count }
}

/// The lists a stack's `StackState` points into, and its children's priorities: a
/// `StackCache`'s own arrays (a stack used through the `Layout` protocol), or the pass's tables
/// shared by every hstack and vstack of a tree (`LayoutPass+Stacks.swift`). Nothing handed out
/// points into them: a child's question may make another stack's lists grow.
protocol StackLists {
    /// Child i's priority (a spacer's is −∞); read only when they differ (`hasPriorities`).
    func priority(_ i: Int) -> Double
    /// `count` new entries at the end of the order list; where they start.
    mutating func addOrders(_ count: Int) -> Int32
    /// `count` new entries at the end of the length list; where they start.
    mutating func addLengths(_ count: Int) -> Int32
    func order(_ position: Int) -> Int32
    mutating func setOrder(_ position: Int, _ child: Int32)
    func length(_ position: Int) -> CGFloat
    mutating func setLength(_ position: Int, _ value: CGFloat)
    /// Whether the children's answers carry floors (`AnswerFloors`; the stack's own need them).
    var keepsFloors: Bool { get }
    /// The floors of the answer the last question read.
    func answerFloors() -> AnswerFloors
    /// Keeps them as child i's where the run keeps its children's floors (a pass's stack
    /// answering for its own floors); does nothing anywhere else.
    mutating func keepFloors(ofChild i: Int)
    /// Says that the questions until it is turned off are an hstack's probes, which read only
    /// the width (each answering node turns it off before it asks any of its own).
    mutating func probesWidth(_ on: Bool)
    /// Keeps the highest width floor of way `way`'s probes (the pass's stacks keep it per way).
    mutating func setProbeFloor(way: Int, _ floor: CGFloat)
}

extension StackLists {
    /// No floors outside a pass that keeps them: every answer holds for its proposal only.
    var keepsFloors: Bool { false }
    func answerFloors() -> AnswerFloors { .never }
    mutating func keepFloors(ofChild i: Int) {}
    mutating func probesWidth(_ on: Bool) {}
    mutating func setProbeFloor(way: Int, _ floor: CGFloat) {}
}

/// A stack's cache when it is used through the `Layout` protocol (an `AnyLayout`, a grid row
/// outside a grid): its state, with lists of its own.
public struct StackCache {
    var state = StackState()
    var lists = Lists()
    /// How many subviews the cache was made for.
    var count = 0

    struct Lists: StackLists {
        var orders: [Int32] = []
        var lengths: [CGFloat] = []
        /// Each child's priority; empty when every one is 0.
        var priorities: [Double] = []

        func priority(_ i: Int) -> Double { priorities.isEmpty ? 0 : priorities[i] }
        mutating func addOrders(_ count: Int) -> Int32 {
            defer { orders.append(contentsOf: repeatElement(0, count: count)) }
            return Int32(truncatingIfNeeded: orders.count)
        }
        mutating func addLengths(_ count: Int) -> Int32 {
            defer { lengths.append(contentsOf: repeatElement(0, count: count)) }
            return Int32(truncatingIfNeeded: lengths.count)
        }
        func order(_ position: Int) -> Int32 { orders[position] }
        mutating func setOrder(_ position: Int, _ child: Int32) { orders[position] = child }
        func length(_ position: Int) -> CGFloat { lengths[position] }
        mutating func setLength(_ position: Int, _ value: CGFloat) { lengths[position] = value }
    }

    init() {}

    /// A cache for children of these priorities with these gaps between them (the gap after
    /// each but the last).
    init(priorities: [Double], gaps: [CGFloat]) {
        count = priorities.count
        if priorities.contains(where: { $0 != 0 }) {
            lists.priorities = priorities
            state.flags |= StackState.hasPriorities
        }
        let gaps = Array(gaps.prefix(max(count - 1, 0)))
        if let first = gaps.first, gaps.contains(where: { $0 != first }) {
            state.flags |= StackState.hasGaps
        } else {
            state.uniformGap = gaps.first ?? 0
        }
        state.totalGap = gaps.reduce(0, +)
        StackDistribution.addLengths(count: count, state: &state, lists: &lists)
        if state.has(StackState.hasGaps) {
            for (i, gap) in gaps.enumerated() { lists.setLength(state.gapStart() + i, gap) }
        }
        state.flags |= StackState.isPrepared
    }

    var flexibilityWayCount: Int { Int(state.wayCount) }

    /// The sorted child indices of way `way` (for `count` children; tests).
    func flexibilityOrder(way: Int, count: Int) -> [Int] {
        (0..<count).map { state.keptOrders & (1 << way) != 0 ? Int(lists.order(Int(state.orderStart) + way * count + $0)) : $0 }
    }

    /// The reservations of way `way` (kept only when the priorities differ; tests).
    func flexibilityReserve(way: Int, count: Int) -> [CGFloat] {
        guard state.has(StackState.hasPriorities) else { return [] }
        return (0..<count).map { lists.length(state.reserveStart(way: way, count: count) + $0) }
    }
}

/// The distribution of a stack's major axis among its children (`docs/semantics-layouts.md §3`), shared by
/// `HStackLayout`, `VStackLayout`, the pass's stacks and the grid's columns and rows.
///
/// The steps, in order in `distribute`:
/// 1. gaps between neighbours (in the state: they do not change during a pass);
/// 2. a nil major proposal: every child gets its ideal length, no sorting;
/// 3. otherwise measure each child's min and max, sort by priority then flexibility, and offer
///    each child `max(avail / remaining, 0)`, the top priority group giving up the min of every
///    lower group first. The measuring and sorting is done once per cross-axis proposal.
enum StackDistribution {
    /// The lengths a stack's state needs in its lists: its gaps when they differ, each way's
    /// reservations when the priorities do (set `hasGaps` and `hasPriorities` first).
    static func addLengths<L: StackLists>(count: Int, state: inout StackState, lists: inout L) {
        let needed = (state.has(StackState.hasGaps) ? count : 0)
            + (state.has(StackState.hasPriorities) ? StackState.ways * count : 0)
        if needed > 0 { state.lengthStart = lists.addLengths(needed) }
    }

    /// A distribution nothing keeps (the grid's columns and rows, a stack of rigid children, the
    /// tests): the children's offers and lengths. `measure(i, offer)` is child i's major length
    /// for a major proposal, the minor one held; it does not escape.
    static func distribute(count: Int, major: CGFloat?, cache: inout StackCache,
                           measure: (Int, CGFloat?) -> CGFloat) -> [StackChild] {
        cache.state.forgetFlexibility()
        var children = [StackChild](repeating: StackChild(), count: count)
        var state = cache.state
        withUnsafeMutablePointer(to: &state) { state in
            children.withUnsafeMutableBufferPointer { children in
                _ = distribute(count: count, major: major, minor: nil, axis: .horizontal, state: state,
                           lists: &cache.lists, children: children) {
                    CGSize(width: measure($0, $1), height: 0)
                }
            }
        }
        cache.state = state
        return children
    }

    /// Fills `children`' offers and sizes for a proposal `major` along `axis` and `minor` across
    /// it. `measure(i, offer)` is child i's size for that major offer, the minor proposal held;
    /// it does not escape. `state` points to memory no question reaches (the stack's own: a
    /// view does not ask its ancestors), and `children` is the caller's scratch memory. Returns
    /// the way whose order it used (−1 for a nil major proposal, which uses none).
    @inline(__always) @discardableResult
    static func distribute<L: StackLists>(
        count: Int, major: CGFloat?, minor: CGFloat?, axis: Axis, state: UnsafeMutablePointer<StackState>,
        lists: inout L, children: UnsafeMutableBufferPointer<StackChild>, measure: (Int, CGFloat?) -> CGSize
    ) -> Int {
        @inline(__always) func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
        guard let major else {
            // Step 2: a nil major proposal: ideal lengths, no sorting.
            for i in 0..<count {
                children[i].offer = StackChild.notOffered
                children[i].size = measure(i, nil)
                lists.keepFloors(ofChild: i)
            }
            return -1
        }
        // Step 3: the order and reservations for this cross proposal, then the available
        // length group by group.
        let way = flexibility(count: count, minor: minor, axis: axis, state: state, lists: &lists) { length(measure($0, $1)) }
        var available = major - state.pointee.totalGap
        let kept = state.pointee.keptOrders & (1 << way) != 0
        let orderStart = kept ? Int(state.pointee.orderStart) + way * count : 0
        let onePriority = !state.pointee.has(StackState.hasPriorities)
        let reserveStart = onePriority ? 0 : state.pointee.reserveStart(way: way, count: count)
        @inline(__always) func child(at k: Int) -> Int { kept ? Int(lists.order(orderStart + k)) : k }
        var position = 0
        while position < count {
            // One group of every child when they share priority 0; it gives up nothing.
            var end = count
            var groupAvailable = available
            if !onePriority {
                end = position
                let groupPriority = lists.priority(child(at: position))
                while end < count && lists.priority(child(at: end)) == groupPriority { end += 1 }
                // This group first gives up the min of every lower-priority child.
                groupAvailable = subtracting(available, end < count ? lists.length(reserveStart + end) : 0)
            }
            for k in position..<end {
                let i = child(at: k)
                let offer = max(groupAvailable / CGFloat(end - k), 0)
                let size = measure(i, offer)
                let taken = length(size)
                children[i].offer = offer
                children[i].size = size
                lists.keepFloors(ofChild: i)
                groupAvailable = subtracting(groupAvailable, taken)
                available = subtracting(available, taken)
            }
            position = end
        }
        return way
    }

    /// The way of the state's orders that holds the one for cross proposal `minor`, measured
    /// (each child's length at 0 and at ∞) and sorted when it is not there yet.
    @inline(__always)
    static func flexibility<L: StackLists>(count: Int, minor: CGFloat?, axis: Axis, state: UnsafeMutablePointer<StackState>,
                                           lists: inout L, measure: (Int, CGFloat) -> CGFloat) -> Int {
        let key = ProposalKey.of(minor)
        for way in 0..<Int(state.pointee.wayCount) where state.pointee.flexibilityKeys[way] == key { return way }
        return addWay(key, count: count, axis: axis, state: state, lists: &lists, measure: measure)
    }

    /// Measures and sorts the children for a new way (the oldest is replaced once all are in
    /// use); returns it.
    private static func addWay<L: StackLists>(_ key: UInt64, count: Int, axis: Axis, state: UnsafeMutablePointer<StackState>,
                                              lists: inout L, measure: (Int, CGFloat) -> CGFloat) -> Int {
        let way: Int
        if Int(state.pointee.wayCount) < StackState.ways {
            way = Int(state.pointee.wayCount)
            state.pointee.wayCount += 1
        } else {
            way = Int(state.pointee.nextWay)
            state.pointee.nextWay = UInt8((way + 1) % StackState.ways)
        }
        state.pointee.flexibilityKeys[way] = key
        let onePriority = !state.pointee.has(StackState.hasPriorities)
        // Each child's place in the order with its flexibility, then its reservation, and each
        // child's minimum: scratch memory (`withStackScratch`).
        withStackScratch(of: Place.self, count: count) { places in
            withStackScratch(of: CGFloat.self, count: count) { minimums in
                // An hstack reads only its probes' widths (a vstack's probes are 0 and ∞ tall,
                // whatever it is asked: their floors do not matter).
                let widths = axis == .horizontal && lists.keepsFloors
                var probeFloor = -CGFloat.infinity
                for i in 0..<count {
                    if widths { lists.probesWidth(true) }
                    let least = measure(i, 0)
                    if widths {
                        probeFloor = max(probeFloor, lists.answerFloors().width)
                        lists.probesWidth(true)
                    }
                    let most = measure(i, .infinity)
                    if widths {
                        lists.probesWidth(false)
                        probeFloor = max(probeFloor, lists.answerFloors().width)
                    }
                    minimums.initializeElement(at: i, to: least)
                    // An infinite maximum is infinite flexibility, even when the minimum is
                    // infinite too (∞ − ∞ would be NaN and make the sort meaningless). Not clamped
                    // at 0: a child whose minimum exceeds its maximum (a `fill` aspect ratio, say)
                    // is less flexible than a rigid one and is served first, as SwiftUI's
                    // flexibility estimate orders it.
                    places.initializeElement(at: i, to: Place(child: Int32(truncatingIfNeeded: i),
                                                              flexibility: most.isInfinite ? .infinity : most - least))
                }
                if widths { lists.setProbeFloor(way: way, probeFloor) }
                let sorted = sortByPriorityAndFlexibility(places, lists: lists, onePriority: onePriority,
                                                          minimums: UnsafeBufferPointer(minimums))
                if sorted {
                    if state.pointee.orderStart < 0 { state.pointee.orderStart = lists.addOrders(StackState.ways * count) }
                    let start = Int(state.pointee.orderStart) + way * count
                    for k in 0..<count { lists.setOrder(start + k, places[k].child) }
                    state.pointee.keptOrders |= 1 << way
                } else {
                    state.pointee.keptOrders &= ~(1 << way)
                }
                if !onePriority {
                    // The reservations: the sum of the minimums at sorted positions k… (what the
                    // groups after a position set aside).
                    let start = state.pointee.reserveStart(way: way, count: count)
                    var below: CGFloat = 0
                    for k in stride(from: count - 1, through: 0, by: -1) {
                        below += minimums[Int(places[k].child)]
                        lists.setLength(start + k, below)
                    }
                }
            }
        }
        return way
    }

    /// A child's index and its flexibility, while a way's order is sorted.
    struct Place {
        var child: Int32
        var flexibility: CGFloat
    }

    /// `space − length`, where infinite space stays infinite (a stack proposed `inf` offers every
    /// child `inf`, however much the ones before took).
    @inline(__always)
    static func subtracting(_ space: CGFloat, _ length: CGFloat) -> CGFloat {
        space == .infinity ? space : space - length
    }

    /// Priority descending; then flexibility ascending; two infinite flexibilities: larger min
    /// first; otherwise source order. Skipped when the children are in that order already (one
    /// priority and flexibilities that do not decrease: every row of equal children). Returns
    /// whether it sorted (the order is not the source order).
    static func sortByPriorityAndFlexibility<L: StackLists>(
        _ places: UnsafeMutableBufferPointer<Place>, lists: L, onePriority: Bool, minimums: UnsafeBufferPointer<CGFloat>
    ) -> Bool {
        func precedes(_ first: Place, _ second: Place) -> Bool {
            let a = Int(first.child), b = Int(second.child)
            if !onePriority {
                let priorityA = lists.priority(a), priorityB = lists.priority(b)
                if priorityA != priorityB { return priorityA > priorityB }
            }
            if first.flexibility.isInfinite && second.flexibility.isInfinite {
                if minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
                return a < b
            }
            if first.flexibility != second.flexibility { return first.flexibility < second.flexibility }
            return a < b
        }
        for k in places.indices.dropFirst() where !precedes(places[k - 1], places[k]) {
            var unsorted = places  // the same memory
            unsorted.sort(by: precedes)
            return true
        }
        return false
    }

    /// A distribution for callers without a cache (the grid's columns and rows).
    static func lengths(count: Int, major: CGFloat?, gaps: [CGFloat],
                        measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        var cache = StackCache(priorities: Array(repeating: 0, count: count), gaps: gaps)
        return distribute(count: count, major: major, cache: &cache, measure: measure).map(\.size.width)
    }

    /// Σ lengths + Σ gaps.
    static func totalLength(_ lengths: [CGFloat], gaps: [CGFloat]) -> CGFloat {
        lengths.reduce(0, +) + gaps.reduce(0, +)
    }
}
