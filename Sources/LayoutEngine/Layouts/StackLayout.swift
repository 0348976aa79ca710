import Foundation

/// The shared implementation of `HStackLayout` and `VStackLayout` (`docs/semantics-layouts.md §3`): the major
/// axis is the stacking axis, the minor axis is aligned on a guide. Its state lives where the
/// caller keeps it: a `StackCache`, or the pass's tables (`LayoutPass+Stacks.swift`).
struct StackLayoutCore {
    var axis: Axis
    var spacing: CGFloat?

    /// Step 1, once per pass: the gaps between neighbours, and whether the children's priorities
    /// differ (`StackLists.priority`).
    func prepare<L: StackLists>(_ subviews: LayoutSubviews, state: inout StackState, lists: inout L) {
        let count = subviews.count
        state = StackState()
        state.flags = StackState.isPrepared
        for i in 0..<count where lists.priority(i) != 0 {
            state.flags |= StackState.hasPriorities
            break
        }
        var gaps: [CGFloat] = []
        if count > 1, let spacing {
            // Explicit spacing: the subviews' preferences are not asked (they cannot change it).
            state.uniformGap = spacing
            // Added gap by gap, as the distribution subtracts them: (n − 1) × spacing can round
            // differently.
            for _ in 0..<(count - 1) { state.totalGap += spacing }
        } else if count > 1 {
            gaps.reserveCapacity(count)
            var previous = subviews[subviews.startIndex].spacing
            for index in subviews.indices.dropFirst() {
                let next = subviews[index].spacing
                let gap = previous.distance(to: next, along: axis)
                gaps.append(gap)
                state.totalGap += gap
                previous = next
            }
            // Kept one by one only when they differ (a spacer, a text beside a box).
            if gaps.contains(where: { $0 != gaps[0] }) { state.flags |= StackState.hasGaps } else { state.uniformGap = gaps[0] }
        }
        StackDistribution.addLengths(count: count, state: &state, lists: &lists)
        if state.has(StackState.hasGaps) {
            gaps.append(0)  // none after the last child
            let start = state.gapStart()
            for (i, gap) in gaps.enumerated() { lists.setLength(start + i, gap) }
        }
    }

    /// The gap after child `i` of `count`.
    @inline(__always)
    func gap<L: StackLists>(after i: Int, count: Int, state: UnsafeMutablePointer<StackState>, lists: L) -> CGFloat {
        if state.pointee.has(StackState.hasGaps) { return lists.length(state.pointee.gapStart() + i) }
        return i + 1 < count ? state.pointee.uniformGap : 0
    }

    func proposal(major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    func major(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    func minor(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    /// The stack's answer to `proposal`, run in scratch memory.
    @inline(__always)
    func sizeThatFits<L: StackLists>(
        _ proposal: ProposedViewSize, subviews: LayoutSubviews, state: UnsafeMutablePointer<StackState>,
        lists: inout L, usesBaselines: Bool, guideRule: GuideRule, guide: (ViewDimensions) -> CGFloat
    ) -> CGSize {
        // Not initialised: `StackChild` is plain numbers, and the run writes every field of every
        // child before it reads one (the distribution each offer and size, the alignment each
        // guide).
        withStackScratch(of: StackChild.self, count: subviews.count) { children in
            return run(proposal, subviews: subviews, state: state, lists: &lists, children: children,
                       usesBaselines: usesBaselines, guideRule: guideRule, guide: guide).size
        }
    }

    /// Steps 2–4: distribute the major axis, then align the minor axis on `guide`. Leaves each
    /// child's offer, size and guide in `children`; returns the stack's size and the guide's
    /// offset.
    @inline(__always)
    func run<L: StackLists>(
        _ proposal: ProposedViewSize, subviews: LayoutSubviews, state: UnsafeMutablePointer<StackState>,
        lists: inout L, children: UnsafeMutableBufferPointer<StackChild>, usesBaselines: Bool,
        guideRule: GuideRule, guide: (ViewDimensions) -> CGFloat
    ) -> (size: CGSize, guideOffset: CGFloat, way: Int) {
        let traced = subviews.isTraced
        if traced { state.pointee.forgetFlexibility() }
        let minorProposal = proposal[axis.perpendicular]
        let base = subviews.startIndex
        let count = subviews.count
        let way = StackDistribution.distribute(count: count, major: proposal[axis], minor: minorProposal, axis: axis,
                                               state: state, lists: &lists, children: children) {
            subviews[base + $0].sizeThatFits(self.proposal(major: $1, minor: minorProposal))
        }
        var above: CGFloat = 0
        var below: CGFloat = 0
        var majorLength = state.pointee.totalGap
        for i in 0..<count {
            // Only baselines need the subview's guides; the other guides follow from its
            // size, which the distribution measured with this very proposal (asked again
            // only while tracing, where every question shows): `guideRule` gives what
            // `guide` reads from a `ViewDimensions` of that size (a built-in guide as a
            // fraction of the length across the stack), without making one per child.
            let size: CGSize
            let value: CGFloat
            if usesBaselines || traced {
                let childProposal = self.proposal(major: children[i].proposedLength, minor: minorProposal)
                let dimensions = usesBaselines
                    ? subviews[base + i].dimensions(in: childProposal)
                    : ViewDimensions(subviews[base + i].sizeThatFits(childProposal))
                size = dimensions.size
                value = guide(dimensions)
            } else {
                size = children[i].size
                value = guideRule.value(in: size, horizontal: axis == .horizontal)
            }
            children[i].size = size
            children[i].guide = value
            above = max(above, value)
            below = max(below, minor(size) - value)
            majorLength += major(size)
        }
        let minorLength = count == 0 ? 0 : above + below
        let size = axis == .horizontal
            ? CGSize(width: majorLength, height: minorLength) : CGSize(width: minorLength, height: majorLength)
        return (size, above, way)
    }

    /// Step 5: re-run with the minor proposal fixed to the final size, place in source order.
    @inline(__always)
    func place<L: StackLists>(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        state: UnsafeMutablePointer<StackState>, lists: inout L, usesBaselines: Bool, guideRule: GuideRule,
        guide: (ViewDimensions) -> CGFloat
    ) {
        let minorProposal = proposal[axis.perpendicular] ?? minor(bounds.size)
        let count = subviews.count
        withStackScratch(of: StackChild.self, count: count) { children in
            let rerun = run(self.proposal(major: proposal[axis], minor: minorProposal), subviews: subviews,
                            state: state, lists: &lists, children: children, usesBaselines: usesBaselines,
                            guideRule: guideRule, guide: guide)
            var cursor = axis == .horizontal ? bounds.minX : bounds.minY
            let line = (axis == .horizontal ? bounds.minY : bounds.minX) + rerun.guideOffset
            let base = subviews.startIndex
            for i in 0..<count {
                let size = children[i].size
                let across = line - children[i].guide
                let point = axis == .horizontal ? CGPoint(x: cursor, y: across) : CGPoint(x: across, y: cursor)
                subviews[base + i].place(at: point, proposal: self.proposal(major: children[i].proposedLength,
                                                                            minor: minorProposal), answered: size)
                cursor += major(size) + gap(after: i, count: count, state: state, lists: lists)
            }
        }
    }

    /// A `StackCache` made for `subviews` (again when they are not the ones it was made for).
    func prepared(_ cache: inout StackCache, _ subviews: LayoutSubviews) {
        if cache.state.has(StackState.isPrepared) && cache.count == subviews.count { return }
        cache = makeCache(subviews)
    }

    /// Step 1 into a cache of its own (the `Layout` protocol's).
    func makeCache(_ subviews: LayoutSubviews) -> StackCache {
        var cache = StackCache()
        cache.count = subviews.count
        var priorities = [Double](repeating: 0, count: subviews.count)
        for (i, subview) in subviews.enumerated() { priorities[i] = subview.isSpacer ? -.infinity : subview.priority }
        if priorities.contains(where: { $0 != 0 }) { cache.lists.priorities = priorities }
        prepare(subviews, state: &cache.state, lists: &cache.lists)
        return cache
    }

    /// Runs `body` with the cache's state and lists.
    func with<R>(_ cache: inout StackCache, _ subviews: LayoutSubviews,
                 _ body: (UnsafeMutablePointer<StackState>, inout StackCache.Lists) -> R) -> R {
        prepared(&cache, subviews)
        var state = cache.state
        defer { cache.state = state }
        return withUnsafeMutablePointer(to: &state) { body($0, &cache.lists) }
    }

    /// §1: the first child's leading edge, the last child's trailing edge, every child's cross edges.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        var result = ViewSpacing()
        guard let first = subviews.first, let last = subviews.last else { return result }
        let crossEdges: Edge.Set = axis == .horizontal ? [.top, .bottom] : [.leading, .trailing]
        for subview in subviews { result.formUnion(subview.spacing, edges: crossEdges) }
        if axis == .horizontal {
            result.leading = first.spacing.leading
            result.trailing = last.spacing.trailing
        } else {
            result.top = first.spacing.top
            result.bottom = last.spacing.bottom
        }
        return result
    }
}

/// A horizontal stack (SwiftUI's `HStackLayout`). `docs/semantics-layouts.md §3`.
public struct HStackLayout: Layout {
    /// The vertical guide the children are aligned on.
    public var alignment: VerticalAlignment
    /// The distance between neighbours; nil → each pair's `ViewSpacing` distance.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var core: StackLayoutCore { StackLayoutCore(axis: .horizontal, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { core.makeCache(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        let core = core
        return core.with(&cache, subviews) { state, lists in
            core.sizeThatFits(proposal, subviews: subviews, state: state, lists: &lists,
                              usesBaselines: alignment.isTextBaseline, guideRule: GuideRule(alignment.id)) { $0[alignment] }
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackCache) {
        let core = core
        core.with(&cache, subviews) { state, lists in
            core.place(in: bounds, proposal: proposal, subviews: subviews, state: state, lists: &lists,
                       usesBaselines: alignment.isTextBaseline, guideRule: GuideRule(alignment.id)) { $0[alignment] }
        }
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { core.spacing(subviews) }
}

/// A vertical stack (SwiftUI's `VStackLayout`). `docs/semantics-layouts.md §3`.
public struct VStackLayout: Layout {
    /// The horizontal guide the children are aligned on.
    public var alignment: HorizontalAlignment
    /// The distance between neighbours; nil → each pair's `ViewSpacing` distance.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var core: StackLayoutCore { StackLayoutCore(axis: .vertical, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { core.makeCache(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        let core = core
        return core.with(&cache, subviews) { state, lists in
            core.sizeThatFits(proposal, subviews: subviews, state: state, lists: &lists, usesBaselines: false,
                              guideRule: GuideRule(alignment.id)) { $0[alignment] }
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackCache) {
        let core = core
        core.with(&cache, subviews) { state, lists in
            core.place(in: bounds, proposal: proposal, subviews: subviews, state: state, lists: &lists,
                       usesBaselines: false, guideRule: GuideRule(alignment.id)) { $0[alignment] }
        }
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { core.spacing(subviews) }
}
