import Foundation

/// The shared implementation of `HStackLayout` and `VStackLayout` (`docs/semantics-layouts.md §3`): the major
/// axis is the stacking axis, the minor axis is aligned on a guide.
struct StackLayoutCore {
    var axis: Axis
    var spacing: CGFloat?

    /// Step 1, once per pass: the gaps between neighbours and each child's priority.
    func makeCache(_ subviews: LayoutSubviews) -> StackCache {
        var cache = StackCache()
        cache.children = Array(repeating: StackCache.Child(), count: subviews.count)
        for (i, subview) in subviews.enumerated() {
            let priority = subview.isSpacer ? -.infinity : subview.priority
            if priority != 0, cache.priorities.isEmpty { cache.priorities = Array(repeating: 0, count: subviews.count) }
            if !cache.priorities.isEmpty { cache.priorities[i] = priority }
        }
        guard subviews.count > 1 else { return cache }
        if let spacing {
            // Explicit spacing: the subviews' preferences are not asked (they cannot change it).
            cache.uniformGap = spacing
            // Added gap by gap, as the distribution subtracts them: (n − 1) × spacing can round
            // differently.
            for _ in 0..<(subviews.count - 1) { cache.totalGap += spacing }
            return cache
        }
        cache.gaps = Array(repeating: 0, count: subviews.count)
        var previous = subviews[subviews.startIndex].spacing
        for (i, index) in subviews.indices.dropFirst().enumerated() {
            let next = subviews[index].spacing
            let gap = previous.distance(to: next, along: axis)
            cache.gaps[i] = gap
            cache.totalGap += gap
            previous = next
        }
        return cache
    }

    func proposal(major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    func major(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    func minor(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    /// Steps 2–4: distribute the major axis, then align the minor axis on `guide`. Leaves each
    /// child's size and guide in the cache; returns the stack's size and the guide's offset.
    /// The same proposal as the last run's (placement re-runs the one the size was asked for)
    /// gives its results again: every answer it read is the same during a pass.
    func run(
        _ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache, usesBaselines: Bool,
        guideRule: GuideRule, guide: (ViewDimensions) -> CGFloat
    ) -> (size: CGSize, guideOffset: CGFloat) {
        let traced = subviews.isTraced
        if !traced, cache.lastRun == proposal { return (cache.lastRunSize, cache.lastRunGuide) }
        cache.lastRun = nil
        if traced { cache.forgetFlexibility() }
        let minorProposal = proposal[axis.perpendicular]
        let base = subviews.startIndex
        let count = subviews.count
        StackDistribution.distribute(count: count, major: proposal[axis], minor: minorProposal, axis: axis,
                                     cache: &cache) {
            subviews[base + $0].sizeThatFits(self.proposal(major: $1, minor: minorProposal))
        }
        var above: CGFloat = 0
        var below: CGFloat = 0
        var majorLength = cache.totalGap
        // Guides that do not follow from a child's size are kept for placing.
        // (Moved out of the cache while the children are written; an empty array is never
        // touched, as making a mutable buffer of one would allocate.)
        let keepsGuides = usesBaselines || traced
        var guides: [CGFloat] = []
        if keepsGuides {
            swap(&guides, &cache.guides)
            if guides.count != count { guides = Array(repeating: 0, count: count) }
        }
        // Written through a buffer (see `StackDistribution.distribute`): the questions asked
        // here reach the subviews, never this stack.
        cache.children.withUnsafeMutableBufferPointer { children in
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
                if keepsGuides { guides[i] = value }
                above = max(above, value)
                below = max(below, minor(size) - value)
                majorLength += major(size)
            }
        }
        if keepsGuides { cache.guides = guides }
        let minorLength = count == 0 ? 0 : above + below
        let size = axis == .horizontal
            ? CGSize(width: majorLength, height: minorLength) : CGSize(width: minorLength, height: majorLength)
        if !traced { (cache.lastRun, cache.lastRunSize, cache.lastRunGuide) = (proposal, size, above) }
        return (size, above)
    }

    /// Step 5: re-run with the minor proposal fixed to the final size, place in source order.
    func place(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache,
        usesBaselines: Bool, guideRule: GuideRule, guide: (ViewDimensions) -> CGFloat
    ) {
        let minorProposal = proposal[axis.perpendicular] ?? minor(bounds.size)
        let rerun = run(self.proposal(major: proposal[axis], minor: minorProposal), subviews: subviews, cache: &cache,
                        usesBaselines: usesBaselines, guideRule: guideRule, guide: guide)
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        let line = (axis == .horizontal ? bounds.minY : bounds.minX) + rerun.guideOffset
        let count = subviews.count
        let keptGuides = !cache.guides.isEmpty
        for (i, subview) in subviews.enumerated() {
            let size = cache.children[i].size
            // The guide the run aligned on: kept, or worked out again from the size as the run did.
            let guideValue = keptGuides ? cache.guides[i] : guideRule.value(in: size, horizontal: axis == .horizontal)
            let across = line - guideValue
            let point = axis == .horizontal ? CGPoint(x: cursor, y: across) : CGPoint(x: across, y: cursor)
            subview.place(at: point, anchor: .topLeading,
                          proposal: self.proposal(major: cache.children[i].proposedLength, minor: minorProposal))
            cursor += major(size) + cache.gap(after: i, count: count)
        }
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
        core.run(proposal, subviews: subviews, cache: &cache,
                 usesBaselines: alignment.isTextBaseline, guideRule: GuideRule(alignment.id)) { $0[alignment] }.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackCache) {
        core.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache,
                   usesBaselines: alignment.isTextBaseline, guideRule: GuideRule(alignment.id)) { $0[alignment] }
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
        core.run(proposal, subviews: subviews, cache: &cache, usesBaselines: false,
                 guideRule: GuideRule(alignment.id)) { $0[alignment] }.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackCache) {
        core.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache,
                   usesBaselines: false, guideRule: GuideRule(alignment.id)) { $0[alignment] }
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { core.spacing(subviews) }
}
