import LayoutEngine

/// Children in `columns` equal columns, row after row, each row as tall as its tallest child:
/// the auto-filled table of the third seed article ("ColumnsLayout").
public struct TableLayout: Layout {
    public var columns: Int

    public init(columns: Int) {
        self.columns = max(columns, 1)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.reduce(0) { max($0, $1.width) }
        let width = proposal.width ?? widest * CGFloat(columns)
        return CGSize(width: width, height: rowHeights(sizes).reduce(0, +))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let heights = rowHeights(sizes)
        let columnWidth = bounds.width / CGFloat(columns)
        var y = bounds.minY
        for (row, height) in heights.enumerated() {
            for column in 0..<columns {
                let index = row * columns + column
                guard index < subviews.count else { break }
                let origin = CGPoint(x: bounds.minX + CGFloat(column) * columnWidth, y: y)
                subviews[index].place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(width: columnWidth, height: height))
            }
            y += height
        }
    }

    /// Each row's height: its tallest child's.
    func rowHeights(_ sizes: [CGSize]) -> [CGFloat] {
        stride(from: 0, to: sizes.count, by: columns).map { start in
            sizes[start..<min(start + columns, sizes.count)].reduce(0) { max($0, $1.height) }
        }
    }
}
