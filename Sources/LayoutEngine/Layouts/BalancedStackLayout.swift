import Foundation

/// A row or column in which every child gets the size of the largest child
/// (seed 004, BalancedStack). The proposal is ignored, as in the article: it is meant for use
/// inside `fits`. `docs/semantics-layouts.md §5` balanced.
public struct BalancedStackLayout: Layout {
    /// The stacking axis.
    public var axis: Axis
    /// Between cells; nil → the children's `ViewSpacing` distance.
    public var spacing: CGFloat?
    /// Where a child sits in its cell.
    public var alignment: Alignment

    public init(axis: Axis = .horizontal, spacing: CGFloat? = nil, alignment: Alignment = .center) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
    }

    private func cell(_ subviews: Subviews) -> CGSize {
        var cell = CGSize.zero
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            cell.width = max(cell.width, size.width)
            cell.height = max(cell.height, size.height)
        }
        return cell
    }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        zip(subviews.dropLast(), subviews.dropFirst()).map { pair in
            spacing ?? pair.0.spacing.distance(to: pair.1.spacing, along: axis)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = cell(subviews)
        let n = CGFloat(subviews.count)
        let gap = gaps(subviews).reduce(0, +)
        return axis == .horizontal
            ? CGSize(width: n * cell.width + gap, height: subviews.isEmpty ? 0 : cell.height)
            : CGSize(width: subviews.isEmpty ? 0 : cell.width, height: n * cell.height + gap)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = cell(subviews)
        let gaps = gaps(subviews)
        let cellProposal = ProposedViewSize(cell)
        let unit = alignment.unitPoint
        var cursor: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(cellProposal)
            let origin = axis == .horizontal
                ? CGPoint(x: bounds.minX + cursor, y: bounds.minY) : CGPoint(x: bounds.minX, y: bounds.minY + cursor)
            let point = CGPoint(x: origin.x + (cell.width - size.width) * unit.x,
                                y: origin.y + (cell.height - size.height) * unit.y)
            subview.place(at: point, anchor: .topLeading, proposal: cellProposal)
            cursor += (axis == .horizontal ? cell.width : cell.height) + (i < gaps.count ? gaps[i] : 0)
        }
    }
}

extension BalancedStackLayout {
    /// `balanced`: the seed's BalancedStack (`docs/semantics-layouts.md` §5 balanced).
    public static let definition = ElementDefinition(
        name: "balanced", doc: "every child gets the size of the largest (seed 004)", parameters: [
            LayoutParameter("axis", .enumeration(["horizontal", "vertical"]), default: "horizontal",
                            value: .name("horizontal"), doc: "row or column"),
            LayoutParameter("spacing", .length, default: "nil", value: LayoutArgumentValue.none, allowsNil: true,
                            doc: "distance between neighbours; nil: each pair's preferred spacing (8 between leaves)"),
            LayoutParameter("alignment", .enumeration(Vocabulary.nine), default: "center", value: .name("center"),
                            doc: "a child in its cell"),
        ], swiftUI: "BalancedStack", overlapsByDesign: false, readsPriorities: false, givesSpacersRoom: false, reference: "§5"
    ) { arguments in
        BalancedStackLayout(axis: arguments.name("axis") == "vertical" ? .vertical : .horizontal,
                            spacing: arguments.number("spacing"),
                            alignment: arguments.alignment("alignment") ?? .center)
    }
}
