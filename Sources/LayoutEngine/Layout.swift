import Foundation

/// Properties of a layout that its subviews can read (SwiftUI's `LayoutProperties`).
///
/// `stackOrientation` tells a `spacer` or `divider` which way the enclosing layout stacks.
public struct LayoutProperties: Hashable, Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A type that lays out a collection of subviews: SwiftUI's `Layout` protocol, with the same
/// requirements and defaults, so that the seed articles' code compiles against this module.
///
/// The negotiation: a parent *proposes* a size (`sizeThatFits`), the layout *answers*, then the
/// parent gives it bounds and the layout *places* its subviews (`placeSubviews`).
public protocol Layout {
    /// Per-pass storage the layout computes once from its subviews (`makeCache`).
    associatedtype Cache = Void
    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// Properties the subviews can read; default: no stack orientation.
    static var layoutProperties: LayoutProperties { get }

    /// The size of the container for `proposal`. Only finite sizes may be returned.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds` (in the parent's coordinates).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's own value for a horizontal guide, or `nil` to merge the subviews' guides.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// The container's own value for a vertical guide, or `nil` to merge the subviews' guides.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// The container's spacing preferences; default: the union of its subviews'.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Creates the cache; called once per layout pass before any other requirement.
    func makeCache(subviews: Subviews) -> Cache

    /// Refreshes the cache when the subviews change; default: `makeCache` again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}
