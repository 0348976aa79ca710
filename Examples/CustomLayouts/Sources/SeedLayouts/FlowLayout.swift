import LayoutEngine

/// Children in rows, left to right, a new row whenever the next one would not fit the width
/// offered: a wrapping HStack (the second seed article's subject), each row aligned on its own.
public struct FlowLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat

    public init(alignment: HorizontalAlignment = .leading, spacing: CGFloat = 8) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// One row: which subviews, their sizes, and the row's width and height.
    struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let rows = arrange(sizes, width: proposal.width ?? .infinity)
        let height = rows.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: proposal.width ?? rows.reduce(0) { max($0, $1.width) }, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        var y = bounds.minY
        for row in arrange(sizes, width: bounds.width) {
            var x = bounds.minX + (bounds.width - row.width) * fraction
            for index in row.indices {
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(sizes[index]))
                x += sizes[index].width + spacing
            }
            y += row.height + spacing
        }
    }

    /// Where a row sits in the width left over: 0 leading, ½ centre, 1 trailing.
    var fraction: CGFloat {
        alignment == .center ? 0.5 : alignment == .trailing ? 1 : 0
    }

    /// The rows, filled greedily: a child goes on the current row if it fits, else starts one.
    func arrange(_ sizes: [CGSize], width: CGFloat) -> [Row] {
        var rows: [Row] = []
        var row = Row()
        for (index, size) in sizes.enumerated() {
            let needed = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            if needed > width, !row.indices.isEmpty {
                rows.append(row)
                row = Row()
            }
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
        }
        if !row.indices.isEmpty { rows.append(row) }
        return rows
    }
}
