import Foundation

/// Children on top of each other (SwiftUI's `ZStackLayout`). `docs/semantics-layouts.md §3` zstack.
public struct ZStackLayout: Layout {
    /// Where children are aligned inside the stack.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// A subview's priority as the zstack reads it: a `spacer`'s is −∞ here too, so a spacer
    /// never sizes a zstack that holds anything else.
    static func priority(_ subview: LayoutSubview) -> Double { subview.isSpacer ? -.infinity : subview.priority }

    /// Max width × max height of the highest-priority children, each proposed `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let top = subviews.map(Self.priority).max() else { return .zero }
        var size = CGSize.zero
        for subview in subviews where Self.priority(subview) == top {
            let answer = subview.sizeThatFits(proposal)
            size.width = max(size.width, answer.width)
            size.height = max(size.height, answer.height)
        }
        return size
    }

    /// Every child is proposed the final size and answers its placement size `cᵢ`; per axis the
    /// stack's guide is `g = max guide(cᵢ)` over the highest-priority children, and each child's
    /// guide is put on it: origin = bounds.origin + g − guide(cᵢ). This is bounds-alignment only
    /// when every child answers at placement what it answered while sizing; a child that grows
    /// pushes the others (SwiftUI's `_ZStackLayout`, as reverse-engineered by OpenSwiftUI).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(bounds.size)
        let baseline = alignment.vertical.isTextBaseline
        let dimensions = subviews.map { subview in
            baseline ? subview.dimensions(in: childProposal) : ViewDimensions(subview.sizeThatFits(childProposal))
        }
        let priorities = subviews.map(Self.priority)
        let top = priorities.max() ?? 0
        var guideX = -CGFloat.infinity
        var guideY = -CGFloat.infinity
        for (dimension, priority) in zip(dimensions, priorities) where priority == top {
            guideX = max(guideX, dimension[alignment.horizontal])
            guideY = max(guideY, dimension[alignment.vertical])
        }
        for (subview, dimension) in zip(subviews, dimensions) {
            let point = CGPoint(x: bounds.minX + guideX - dimension[alignment.horizontal],
                                y: bounds.minY + guideY - dimension[alignment.vertical])
            subview.place(at: point, anchor: .topLeading, proposal: childProposal)
        }
    }
}
