import Foundation

/// A two-dimensional grid (SwiftUI's `Grid`, seeds 000 and 002). `docs/semantics-layouts.md §3` grid.
///
/// Its subviews are the cells, row by row. Columns are sized like hstack children whose
/// min/ideal/max widths are the maxima over their non-spanning cells; then rows are sized like
/// vstack children with the column widths fixed. Spanning cells get their columns' widths plus
/// the spacing between them. SwiftUI does not publish its algorithm; this one is ours.
public struct GridLayout: Layout {
    /// One row of the grid: how many cells (subviews) it has and how they span.
    public struct Row: Hashable, Sendable {
        public var cellCount: Int
        public var alignment: VerticalAlignment?
        /// Per cell, the number of columns it spans; empty → 1 each.
        public var columnSpans: [Int]
        /// A non-row child of the grid: one cell across every column.
        public var spansAllColumns: Bool

        public init(cellCount: Int, alignment: VerticalAlignment? = nil, columnSpans: [Int] = [],
                    spansAllColumns: Bool = false) {
            self.cellCount = cellCount
            self.alignment = alignment
            self.columnSpans = columnSpans
            self.spansAllColumns = spansAllColumns
        }
    }

    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public var rows: [Row]

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                rows: [Row]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
    }

    /// A cell: its subview index, first column, span and row.
    struct Cell {
        var subview: Int
        var column: Int
        var span: Int
        var row: Int
    }

    /// Step 1: assign cells to columns; the column count is the longest row, at most
    /// `NumericLimits.maxCount` (spans reaching further are cut there).
    func cells(count: Int) -> (cells: [Cell], columns: Int) {
        var cells: [Cell] = []
        cells.reserveCapacity(count)
        var columns = 0
        var next = 0
        for (rowIndex, row) in rows.enumerated() {
            var column = 0
            for k in 0..<row.cellCount where next < count {
                let requested = row.spansAllColumns ? 0 : max(1, k < row.columnSpans.count ? row.columnSpans[k] : 1)
                let span = min(requested, max(NumericLimits.maxCount - column, 0))
                cells.append(Cell(subview: next, column: column, span: span, row: rowIndex))
                column += span
                next += 1
            }
            columns = max(columns, column)
        }
        // Full-width cells span every column.
        for index in cells.indices where rows[cells[index].row].spansAllColumns { cells[index].span = max(columns, 1) }
        return (cells, columns)
    }

    struct Arrangement {
        var cells: [Cell]
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var size: CGSize
    }

    private var hSpacing: CGFloat { horizontalSpacing ?? ViewSpacing.defaultDistance }
    private var vSpacing: CGFloat { verticalSpacing ?? ViewSpacing.defaultDistance }

    func spanWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        let end = min(cell.column + cell.span, widths.count)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + CGFloat(end - cell.column - 1) * hSpacing
    }

    func arrange(proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        var (cells, columnCount) = cells(count: subviews.count)
        let base = subviews.startIndex
        // Step 2: columns like hstack children, measured on their non-spanning cells. A grid with
        // no rows (only full-width children) has one column as wide as they are.
        var columnMembers = [[Cell]](repeating: [], count: columnCount)
        for cell in cells where cell.span == 1 && cell.column < columnCount { columnMembers[cell.column].append(cell) }
        if columnCount == 0 && !cells.isEmpty {
            columnCount = 1
            for i in cells.indices { cells[i].span = 1 }
            columnMembers = [cells]
        }
        let columnGaps = [CGFloat](repeating: hSpacing, count: max(columnCount - 1, 0))
        let columnWidths = StackDistribution.lengths(
            count: columnCount, major: proposal.width, gaps: columnGaps,
            measure: { column, offer in
                columnMembers[column].map {
                    subviews[base + $0.subview]
                        .sizeThatFits(ProposedViewSize(width: offer, height: proposal.height)).width
                }.max() ?? 0
            }
        )
        // Step 3: rows like vstack children with the column widths fixed.
        let rowCount = rows.count
        var rowMembers = [[Cell]](repeating: [], count: rowCount)
        for cell in cells where cell.row < rowCount { rowMembers[cell.row].append(cell) }
        let rowGaps = [CGFloat](repeating: vSpacing, count: max(rowCount - 1, 0))
        let rowHeights = StackDistribution.lengths(
            count: rowCount, major: proposal.height, gaps: rowGaps,
            measure: { row, offer in
                rowMembers[row].map { cell in
                    subviews[base + cell.subview]
                        .sizeThatFits(ProposedViewSize(width: spanWidth(cell, columnWidths), height: offer)).height
                }.max() ?? 0
            }
        )
        let size = CGSize(
            width: StackDistribution.totalLength(columnWidths, gaps: columnGaps),
            height: StackDistribution.totalLength(rowHeights, gaps: rowGaps)
        )
        return Arrangement(cells: cells, columnWidths: columnWidths, rowHeights: rowHeights, size: size)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal: proposal, subviews: subviews).size
    }

    /// Step 4: each cell is proposed its rect and aligned in it (the row's vertical alignment
    /// overrides the grid's).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        var columnX: [CGFloat] = []
        var x = bounds.minX
        for width in arrangement.columnWidths {
            columnX.append(x)
            x += width + hSpacing
        }
        var rowY: [CGFloat] = []
        var y = bounds.minY
        for height in arrangement.rowHeights {
            rowY.append(y)
            y += height + vSpacing
        }
        for cell in arrangement.cells where cell.row < rowY.count {
            let width = spanWidth(cell, arrangement.columnWidths)
            let height = arrangement.rowHeights[cell.row]
            let cellProposal = ProposedViewSize(width: width, height: height)
            let subview = subviews[subviews.startIndex + cell.subview]
            let size = subview.sizeThatFits(cellProposal)
            let vertical = rows[cell.row].alignment ?? alignment.vertical
            let origin = CGPoint(
                x: (cell.column < columnX.count ? columnX[cell.column] : bounds.minX)
                    + (width - size.width) * alignment.horizontal.fraction,
                y: rowY[cell.row] + (height - size.height) * vertical.fraction
            )
            subview.place(at: origin, anchor: .topLeading, proposal: cellProposal)
        }
    }
}
