import Foundation

/// A container node's layout with its cache, for one pass. One instance per container node,
/// made when the pass starts; the cache is typed, so no dynamic cast happens per question.
protocol ContainerHost: AnyObject {
    var properties: LayoutProperties { get }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing
    /// The layout's own value for a vertical guide (`explicitAlignment`), or nil to merge.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews) -> CGFloat?
}

final class TypedContainer<L: Layout>: ContainerHost {
    let layout: L
    /// Made on first use (`makeCache`), then kept for the pass (`SwiftUI` semantics). Mutated in
    /// place: while the layout runs, its subviews' questions reach other containers, never this
    /// one (a view does not ask its ancestors), so no access to it overlaps another and Swift's
    /// dynamic exclusivity check is turned off for it.
    @exclusivity(unchecked) private var cache: L.Cache?

    init(_ layout: L) { self.layout = layout }

    /// An `AnyLayout` reports the properties of the layout it wraps (a spacer in an erased
    /// hstack is still in an hstack).
    var properties: LayoutProperties { (layout as? AnyLayout)?.wrappedProperties ?? L.layoutProperties }

    /// Runs `body` on the cache where it is stored (moving it out and back in copied it and
    /// counted references to each of its arrays on every question).
    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if cache == nil { cache = layout.makeCache(subviews: subviews) }
        return body(&cache!)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
