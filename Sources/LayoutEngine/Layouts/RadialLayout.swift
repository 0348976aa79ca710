import Foundation

/// Children on a circle inside the proposed square, the first at 12 o'clock, clockwise
/// (seed 003, Paul Hudson's RadialLayout). `docs/semantics-layouts.md §5` radial.
public struct RadialLayout: Layout {
    public init() {}

    /// The proposal, nil and inf → 10 (a shape's ideal; an infinite circle has no centre).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func length(_ value: CGFloat?) -> CGFloat {
            guard let value, value.isFinite else { return 10 }
            return max(value, 0)
        }
        return CGSize(width: length(proposal.width), height: length(proposal.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2
        let n = CGFloat(subviews.count)
        for (i, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let angle = 2 * CGFloat.pi * CGFloat(i) / n - CGFloat.pi / 2
            let center = CGPoint(
                x: bounds.midX + cos(angle) * (radius - size.width / 2),
                y: bounds.midY + sin(angle) * (radius - size.height / 2)
            )
            subview.place(at: center, anchor: .center, proposal: .unspecified)
        }
    }
}

extension RadialLayout {
    /// `radial`: the seed's RadialLayout (`docs/semantics-layouts.md` §5 radial).
    public static let definition = ElementDefinition(
        name: "radial", doc: "children on a circle in the proposed square, first at 12 o'clock (seed 003)",
        parameters: [], swiftUI: "RadialLayout", overlapsByDesign: true, readsPriorities: false,
        givesSpacersRoom: false, reference: "§5"
    ) { _ in RadialLayout() }
}
