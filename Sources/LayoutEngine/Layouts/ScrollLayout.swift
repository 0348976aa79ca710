import Foundation

/// A scroll view's layout (seed 001): content proposed nil along the scroll axes.
/// `docs/semantics-core.md §5` scroll.
public struct ScrollLayout: Layout {
    /// The axes that scroll.
    public var axes: Axis.Set

    public init(axes: Axis.Set = .vertical) { self.axes = axes }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
    }

    /// Scroll axes: the proposal (nil/inf → the content's length); other axes: the content's.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var content = CGSize.zero
        for subview in subviews {
            let size = subview.sizeThatFits(contentProposal(proposal))
            content.width = max(content.width, size.width)
            content.height = max(content.height, size.height)
        }
        func length(_ axis: Axis, _ contentLength: CGFloat) -> CGFloat {
            guard axes.contains(axis), let value = proposal[axis], value.isFinite else { return contentLength }
            return value
        }
        return CGSize(width: length(.horizontal, content.width), height: length(.vertical, content.height))
    }

    /// Content at the top-leading corner (it may extend past the scroll view).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: contentProposal(proposal))
        }
    }
}
