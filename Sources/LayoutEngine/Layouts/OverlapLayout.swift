import Foundation

/// A horizontal stack whose children overlap by a number of points; the overlap grows and the
/// children shrink to fit a narrow proposal (seed 000, OverlappingHStack). `docs/semantics-layouts.md §5`.
public struct OverlapLayout: Layout {
    /// The minimum overlap between neighbours.
    public var overlap: CGFloat
    /// How children are aligned vertically.
    public var alignment: VerticalAlignment

    public init(overlap: CGFloat = 6, alignment: VerticalAlignment = .top) {
        self.overlap = overlap
        self.alignment = alignment
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    struct Arrangement {
        var proposal: ProposedViewSize
        var sizes: [CGSize]
        var xs: [CGFloat]
        var size: CGSize
    }

    func arrange(proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        let n = subviews.count
        guard n > 0 else { return Arrangement(proposal: proposal, sizes: [], xs: [], size: .zero) }
        // Ideal widths with the height proposal held.
        var childProposal = ProposedViewSize(width: nil, height: proposal.height)
        var sizes = subviews.map { $0.sizeThatFits(childProposal) }
        var effectiveOverlap = overlap
        let gaps = CGFloat(n - 1)
        let idealWidth = sizes.reduce(0) { $0 + $1.width } - gaps * overlap
        if let width = proposal.width, width.isFinite, idealWidth > width {
            // Equal shares, as the article does, then the overlap that makes the row fit exactly.
            childProposal = ProposedViewSize(width: max((width + gaps * overlap) / CGFloat(n), 0),
                                             height: proposal.height)
            sizes = subviews.map { $0.sizeThatFits(childProposal) }
            let total = sizes.reduce(0) { $0 + $1.width }
            if n > 1 { effectiveOverlap = max(overlap, (total - width) / gaps) }
        }
        var xs = [CGFloat](repeating: 0, count: n)
        var right: CGFloat = sizes[0].width
        for i in 1..<max(n, 1) where i < n {
            xs[i] = xs[i - 1] + max(0, sizes[i - 1].width - effectiveOverlap)
            right = max(right, xs[i] + sizes[i].width)
        }
        let height = sizes.map(\.height).max() ?? 0
        return Arrangement(proposal: childProposal, sizes: sizes, xs: xs, size: CGSize(width: right, height: height))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        for (i, subview) in subviews.enumerated() {
            let size = arrangement.sizes[i]
            let y = bounds.minY + (arrangement.size.height - size.height) * alignment.fraction
            subview.place(at: CGPoint(x: bounds.minX + arrangement.xs[i], y: y), anchor: .topLeading,
                          proposal: arrangement.proposal)
        }
    }
}

extension OverlapLayout {
    /// `overlap`: the seed's OverlappingHStack (`docs/semantics-layouts.md` §5 overlap).
    public static let definition = ElementDefinition(
        name: "overlap", doc: "a horizontal stack whose children overlap (seed 000)", parameters: [
            LayoutParameter("overlap", .length, default: "6", value: .number(6), positional: true,
                            doc: "how much neighbours overlap; grows to fit"),
            LayoutParameter("alignment", .enumeration(["top", "center", "bottom"]), default: "top", value: .name("top"),
                            doc: "vertical alignment"),
        ], swiftUI: "OverlappingHStack", overlapsByDesign: true, readsPriorities: false, givesSpacersRoom: false,
        reference: "§5"
    ) { arguments in
        OverlapLayout(overlap: arguments.number("overlap") ?? 6,
                      alignment: arguments.verticalAlignment("alignment") ?? .top)
    }
}
