import Foundation

/// A vertical stack whose odd children are indented by the widest even child
/// (seed 003, AlternateStackLayout). Ideal sizes only, as in the article. `docs/semantics-layouts.md §5`.
public struct AlternateStackLayout: Layout {
    public init() {}

    private func columnWidths(_ sizes: [CGSize]) -> (even: CGFloat, odd: CGFloat) {
        var even: CGFloat = 0
        var odd: CGFloat = 0
        for (i, size) in sizes.enumerated() {
            if i.isMultiple(of: 2) { even = max(even, size.width) } else { odd = max(odd, size.width) }
        }
        return (even, odd)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widths = columnWidths(sizes)
        return CGSize(width: widths.even + widths.odd, height: sizes.reduce(0) { $0 + $1.height })
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widths = columnWidths(sizes)
        var y = bounds.minY
        for (i, subview) in subviews.enumerated() {
            let x = bounds.minX + (i.isMultiple(of: 2) ? 0 : widths.even)
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
            y += sizes[i].height
        }
    }
}

extension AlternateStackLayout {
    /// `alternate`: the seed's AlternateStackLayout (`docs/semantics-layouts.md` §5 alternate).
    public static let definition = ElementDefinition(
        name: "alternate", doc: "a vertical stack with odd children indented by the widest even child (seed 003)",
        parameters: [], swiftUI: "AlternateStackLayout", overlapsByDesign: false, readsPriorities: false,
        givesSpacersRoom: false, reference: "§5"
    ) { _ in AlternateStackLayout() }
}
