import Foundation

/// Children on top of each other (SwiftUI's `ZStackLayout`). `SEMANTICS.md` §3 zstack.
public struct ZStackLayout: Layout {
    /// Where children are aligned inside the stack.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// Max width × max height of the highest-priority children, each proposed `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let top = subviews.map(\.priority).max() else { return .zero }
        var size = CGSize.zero
        for subview in subviews where subview.priority == top {
            let answer = subview.sizeThatFits(proposal)
            size.width = max(size.width, answer.width)
            size.height = max(size.height, answer.height)
        }
        return size
    }

    /// Every child is proposed the final size and its guide put on the stack's guide (baselines:
    /// on the lowest of the children's baselines, so no child starts above the stack).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(bounds.size)
        let baseline = alignment.vertical.isTextBaseline
        let dimensions = subviews.map { subview in
            baseline ? subview.dimensions(in: childProposal) : ViewDimensions(subview.sizeThatFits(childProposal))
        }
        let guideX = bounds.minX + bounds.width * alignment.horizontal.fraction
        let guideY = baseline
            ? bounds.minY + (dimensions.map { $0[alignment.vertical] }.max() ?? 0)
            : bounds.minY + bounds.height * alignment.vertical.fraction
        for (subview, dimension) in zip(subviews, dimensions) {
            let point = CGPoint(x: guideX - dimension[alignment.horizontal], y: guideY - dimension[alignment.vertical])
            subview.place(at: point, anchor: .topLeading, proposal: childProposal)
        }
    }
}
