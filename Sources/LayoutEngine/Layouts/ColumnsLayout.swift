import Foundation

/// N equal columns filled row by row, each row as tall as its tallest cell
/// (seed 002, ColumnsLayout). `docs/semantics-layouts.md §5` columns.
public struct ColumnsLayout: Layout {
    /// The number of columns (at least 1).
    public var count: Int
    /// Between columns and between rows.
    public var spacing: CGFloat
    /// Where a child sits in its cell.
    public var alignment: Alignment

    public init(count: Int, spacing: CGFloat = 0, alignment: Alignment = .topLeading) {
        self.count = max(count, 1)
        self.spacing = spacing
        self.alignment = alignment
    }

    struct Arrangement {
        var columnWidth: CGFloat
        var sizes: [CGSize]
        var rowHeights: [CGFloat]
        var size: CGSize
    }

    func arrange(proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        let columnWidth: CGFloat
        if let width = proposal.width, width.isFinite {
            columnWidth = max((width - CGFloat(count - 1) * spacing) / CGFloat(count), 0)
        } else {
            // Not the original's 0-wide columns: as wide as the widest child's ideal width.
            columnWidth = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        }
        let childProposal = ProposedViewSize(width: columnWidth, height: nil)
        let sizes = subviews.map { $0.sizeThatFits(childProposal) }
        var rowHeights: [CGFloat] = []
        for (i, size) in sizes.enumerated() {
            if i % count == 0 { rowHeights.append(0) }
            rowHeights[rowHeights.count - 1] = max(rowHeights[rowHeights.count - 1], size.height)
        }
        let width = subviews.isEmpty ? 0 : CGFloat(count) * columnWidth + CGFloat(count - 1) * spacing
        let height = rowHeights.reduce(0, +) + CGFloat(max(rowHeights.count - 1, 0)) * spacing
        return Arrangement(columnWidth: columnWidth, sizes: sizes, rowHeights: rowHeights,
                           size: CGSize(width: width, height: height))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        let childProposal = ProposedViewSize(width: arrangement.columnWidth, height: nil)
        let unit = alignment.unitPoint
        var y = bounds.minY
        for (i, subview) in subviews.enumerated() {
            let row = i / count
            let column = i % count
            if column == 0 && row > 0 { y += arrangement.rowHeights[row - 1] + spacing }
            let size = arrangement.sizes[i]
            let x = bounds.minX + CGFloat(column) * (arrangement.columnWidth + spacing)
            let point = CGPoint(
                x: x + (arrangement.columnWidth - size.width) * unit.x,
                y: y + (arrangement.rowHeights[row] - size.height) * unit.y
            )
            subview.place(at: point, anchor: .topLeading, proposal: childProposal)
        }
    }
}

extension ColumnsLayout {
    /// `columns`: the seed's ColumnsLayout (`docs/semantics-layouts.md` §5 columns).
    public static let definition = ElementDefinition(
        name: "columns", doc: "N equal columns filled row by row (seed 002)", parameters: [
            LayoutParameter(nil, .positiveInteger, required: true, name: "count", doc: "the number of columns"),
            LayoutParameter("spacing", .length, default: "0", value: .number(0), doc: "between columns and rows"),
            LayoutParameter("alignment", .enumeration(Vocabulary.nine), default: "topLeading",
                            value: .name("topLeading"), doc: "a child in its cell"),
        ], swiftUI: "ColumnsLayout", overlapsByDesign: false, readsPriorities: false, givesSpacersRoom: false, reference: "§5"
    ) { arguments in
        ColumnsLayout(count: Int(arguments.number(nil) ?? 1), spacing: arguments.number("spacing") ?? 0,
                      alignment: arguments.alignment("alignment") ?? .topLeading)
    }
}
