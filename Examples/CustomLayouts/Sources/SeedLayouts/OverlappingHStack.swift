import LayoutEngine

/// Children side by side, each overlapping the one before it by `overlap` points; offered less
/// width than that needs, the row overlaps them more, so that they all still fit (the idea of
/// the first seed article, "OverlappingHStack").
public struct OverlappingHStack: Layout {
    public var overlap: CGFloat

    public init(overlap: CGFloat = 6) {
        self.overlap = overlap
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let total = sizes.reduce(0) { $0 + $1.width }
        let overlap = effectiveOverlap(total: total, count: sizes.count, width: proposal.width)
        let height = sizes.reduce(0) { max($0, $1.height) }
        return CGSize(width: total - overlap * CGFloat(max(sizes.count - 1, 0)), height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let total = sizes.reduce(0) { $0 + $1.width }
        let overlap = effectiveOverlap(total: total, count: sizes.count, width: bounds.width)
        var x = bounds.minX
        for (subview, size) in zip(subviews, sizes) {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
            x += size.width - overlap
        }
    }

    /// The overlap that fits `total` points of children into `width`: at least `overlap`.
    func effectiveOverlap(total: CGFloat, count: Int, width: CGFloat?) -> CGFloat {
        guard let width, width.isFinite, count > 1 else { return overlap }
        return max(overlap, (total - width) / CGFloat(count - 1))
    }
}
