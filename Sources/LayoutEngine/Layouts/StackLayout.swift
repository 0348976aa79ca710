import Foundation

/// The shared implementation of `HStackLayout` and `VStackLayout` (`SEMANTICS.md` §3): the major
/// axis is the stacking axis, the minor axis is aligned on a guide.
struct StackLayoutCore {
    var axis: Axis
    var spacing: CGFloat?

    /// One run of the sizing: each child's proposal and size, and the stack's size.
    struct Run {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]
        var size: CGSize
        /// The largest distance from a child's top (leading) edge to its alignment guide.
        var guideOffset: CGFloat
        var guides: [CGFloat]
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        var gaps = [CGFloat]()
        gaps.reserveCapacity(subviews.count - 1)
        var previous = subviews[subviews.startIndex].spacing
        for index in subviews.indices.dropFirst() {
            let next = subviews[index].spacing
            gaps.append(spacing ?? previous.distance(to: next, along: axis))
            previous = next
        }
        return gaps
    }

    func proposal(major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    func major(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    func minor(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    /// Steps 1–4: distribute the major axis, then align the minor axis on `guide`.
    func run(
        _ proposal: ProposedViewSize, subviews: LayoutSubviews, usesBaselines: Bool,
        guide: (ViewDimensions) -> CGFloat
    ) -> Run {
        let minorProposal = proposal[axis.perpendicular]
        let gaps = gaps(subviews)
        let base = subviews.startIndex
        let distribution = StackDistribution.distribute(
            count: subviews.count, major: proposal[axis], gaps: gaps,
            priority: { subviews[base + $0].isSpacer ? -.infinity : subviews[base + $0].priority },
            measure: { major(subviews[base + $0].sizeThatFits(self.proposal(major: $1, minor: minorProposal))) }
        )
        var proposals = [ProposedViewSize]()
        var sizes = [CGSize]()
        var guides = [CGFloat]()
        var above: CGFloat = 0
        var below: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            let childProposal = self.proposal(major: distribution.offers[i], minor: minorProposal)
            // Only baselines need the subview's guides; the other guides follow from its size.
            let dimensions = usesBaselines
                ? subview.dimensions(in: childProposal) : ViewDimensions(subview.sizeThatFits(childProposal))
            let value = guide(dimensions)
            proposals.append(childProposal)
            sizes.append(dimensions.size)
            guides.append(value)
            above = max(above, value)
            below = max(below, minor(dimensions.size) - value)
        }
        let majorLength = StackDistribution.totalLength(distribution.lengths, gaps: gaps)
        let minorLength = subviews.isEmpty ? 0 : above + below
        let size = axis == .horizontal
            ? CGSize(width: majorLength, height: minorLength) : CGSize(width: minorLength, height: majorLength)
        return Run(proposals: proposals, sizes: sizes, gaps: gaps, size: size, guideOffset: above, guides: guides)
    }

    /// Step 5: re-run with the minor proposal fixed to the final size, place in source order.
    func place(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, usesBaselines: Bool,
        guide: (ViewDimensions) -> CGFloat
    ) {
        let minorFinal = minor(bounds.size)
        let rerun = run(self.proposal(major: proposal[axis], minor: proposal[axis.perpendicular] ?? minorFinal),
                        subviews: subviews, usesBaselines: usesBaselines, guide: guide)
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        let line = (axis == .horizontal ? bounds.minY : bounds.minX) + rerun.guideOffset
        for (i, subview) in subviews.enumerated() {
            let along = cursor
            let across = line - rerun.guides[i]
            let point = axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
            subview.place(at: point, anchor: .topLeading, proposal: rerun.proposals[i])
            cursor += major(rerun.sizes[i]) + (i < rerun.gaps.count ? rerun.gaps[i] : 0)
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

/// A horizontal stack (SwiftUI's `HStackLayout`). `SEMANTICS.md` §3.
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

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        core.run(proposal, subviews: subviews, usesBaselines: alignment.isTextBaseline) { $0[alignment] }.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        core.place(in: bounds, proposal: proposal, subviews: subviews, usesBaselines: alignment.isTextBaseline) { $0[alignment] }
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { core.spacing(subviews) }
}

/// A vertical stack (SwiftUI's `VStackLayout`). `SEMANTICS.md` §3.
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

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        core.run(proposal, subviews: subviews, usesBaselines: alignment.isTextBaseline) { $0[alignment] }.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        core.place(in: bounds, proposal: proposal, subviews: subviews, usesBaselines: alignment.isTextBaseline) { $0[alignment] }
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { core.spacing(subviews) }
}
