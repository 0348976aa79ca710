import Foundation
import LayoutDiagnostics
import LayoutEngine

/// What exported views need beyond SwiftUI, as Swift source: the seed articles' layouts as
/// `Layout` conformances with the semantics layoutc's engine documents (`docs/semantics-layouts.md`
/// §5, the articles' bugs fixed), the line break a wrap's spacer becomes, and UIKit's semantic
/// colours (their light values: SwiftUI on macOS has no `Color(uiColor:)`). Written against
/// SwiftUI's API only, so the same text compiles against layoutc's `LayoutEngine` (CI checks
/// that it lays the samples out as the engine does).
public enum SupportSources {
    /// The support file's header, when it is written apart (`--swiftui-support FILE`).
    public static let header = """
        // Support for views exported by `layoutc build --format swiftui` (docs/swiftui.md): the seed
        // layouts as SwiftUI `Layout` conformances, with layoutc's semantics.
        import SwiftUI


        """

    /// The support a file uses: layouts by their `.layout` names, colours by name.
    static func source(layouts: Set<String>, colors: Set<String>, lineBreak: Bool) -> String {
        var out = ""
        let order = ["wrap", "overlap", "columns", "alternate", "radial", "balanced"]
        let used = order.filter(layouts.contains)
        if !used.isEmpty {
            out += "// MARK: - The seed layouts (layoutc's semantics, docs/semantics-layouts.md §5)\n\n"
            out += used.compactMap { layoutSources[$0] }.joined(separator: "\n")
            out += "\n" + alignmentFractions
        }
        if lineBreak { out += "\n" + lineBreakSource }
        if !colors.isEmpty {
            out += "\n// MARK: - UIKit's semantic colours, light appearance (layoutc's palette)\n\n"
            out += "extension Color {\n"
            for name in SystemColors.names where colors.contains(name) {
                out += "    static let \(name) = \(ExportSession.rgb(SystemColors.hex(name, opacity: 1) ?? "#000000"))\n"
            }
            out += "}\n"
        }
        return out
    }

    /// Every layout's source together, as `--swiftui-support` writes it for all of them (and CI
    /// compiles against the engine).
    public static var allLayouts: String {
        header + source(layouts: Set(layoutSources.keys), colors: [], lineBreak: true)
    }

    static let layoutSources: [String: String] = [
        "wrap": wrap, "overlap": overlap, "columns": columns, "alternate": alternate, "radial": radial,
        "balanced": balanced,
    ]

    static let alignmentFractions = #"""
        /// Where an alignment puts a child in the room left, as fractions (0 leading/top, 1 trailing/bottom).
        private func layoutcFractions(_ alignment: Alignment) -> CGPoint {
            CGPoint(x: layoutcFraction(alignment.horizontal), y: layoutcFraction(alignment.vertical))
        }

        private func layoutcFraction(_ alignment: HorizontalAlignment) -> CGFloat {
            alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
        }

        private func layoutcFraction(_ alignment: VerticalAlignment) -> CGFloat {
            alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
        }

        """#

    static let lineBreakSource = #"""
        /// A forced line break in a `WrappingHStack` (a `spacer` in layoutc's `wrap`): infinitely wide
        /// and never tall, which is how the wrap tells it from an item.
        struct LineBreak: View {
            var body: some View {
                Color.clear.frame(maxWidth: .infinity).frame(height: 0)
            }
        }

        """#

    static let wrap = #"""
        /// Whether a wrap is as wide as its proposal or as its widest line.
        enum WrapFit {
            case proposal, content
        }

        /// A flow layout (seed 001, WrappingHStack): items fill a line, then the next; a line break
        /// (`LineBreak`, or a spacer) ends a line and takes no room.
        struct WrappingHStack: Layout {
            var alignment: Alignment = .center
            var spacing: CGFloat? = nil
            var lineSpacing: CGFloat? = nil
            var fit: WrapFit = .proposal

            static var layoutProperties: LayoutProperties {
                var properties = LayoutProperties()
                properties.stackOrientation = .horizontal
                return properties
            }

            private struct Line {
                var range: Range<Int>
                var width: CGFloat
                var height: CGFloat
                var y: CGFloat
            }

            /// A line break: infinitely wide and never tall when offered everything.
            private func isLineBreak(_ subview: LayoutSubview) -> Bool {
                let probe = subview.sizeThatFits(ProposedViewSize(width: .infinity, height: .infinity))
                return probe.width == .infinity && probe.height == 0
            }

            private func itemGap(_ subviews: Subviews, _ previous: Int, _ next: Int) -> CGFloat {
                spacing ?? subviews[previous].spacing.distance(to: subviews[next].spacing, along: .horizontal)
            }

            private func lineGap(_ subviews: Subviews, above: Int, below: Int) -> CGFloat {
                if let lineSpacing { return lineSpacing }
                guard above >= 0, below >= 0 else { return 8 }
                return subviews[above].spacing.distance(to: subviews[below].spacing, along: .vertical)
            }

            private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews)
                -> (lines: [Line], breaks: [(Int, CGPoint)], size: CGSize, item: ProposedViewSize) {
                let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
                let item = ProposedViewSize(width: width, height: nil)
                var lines: [Line] = []
                var breaks: [(Int, CGPoint)] = []
                var start = 0, count = 0
                var lineWidth: CGFloat = 0, lineHeight: CGFloat = 0, y: CGFloat = 0
                var tallest = -1, tallestAbove = -1
                func close(_ end: Int) {
                    guard count > 0 else { start = end; return }
                    if !lines.isEmpty { y += lineGap(subviews, above: tallestAbove, below: tallest) }
                    lines.append(Line(range: start..<end, width: lineWidth, height: lineHeight, y: y))
                    y += lineHeight
                    start = end
                    (lineWidth, lineHeight, count) = (0, 0, 0)
                    tallestAbove = tallest
                    tallest = -1
                }
                for i in subviews.indices {
                    if isLineBreak(subviews[i]) {
                        let before = lines.count
                        close(i)
                        start = i + 1
                        let ended = lines.count > before ? lines.last : nil
                        breaks.append((i, CGPoint(x: ended?.width ?? 0, y: ended?.y ?? y)))
                        continue
                    }
                    let size = subviews[i].sizeThatFits(item)
                    let gap = count == 0 ? 0 : itemGap(subviews, i - 1, i)
                    if count > 0, let width, lineWidth + gap + size.width > width + 1e-9 { close(i) }
                    let x = count == 0 ? 0 : lineWidth + gap
                    lineWidth = x + size.width
                    if tallest < 0 || size.height > lineHeight { tallest = i }
                    lineHeight = max(lineHeight, size.height)
                    count += 1
                }
                close(subviews.count)
                let widest = lines.map(\.width).max() ?? 0
                let containerWidth = lines.isEmpty ? 0 : fit == .proposal && width != nil ? max(width ?? 0, widest) : widest
                return (lines, breaks, CGSize(width: containerWidth, height: lines.isEmpty ? 0 : y), item)
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                arrange(proposal, subviews).size
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let arrangement = arrange(proposal, subviews)
                let unit = layoutcFractions(alignment)
                for line in arrangement.lines {
                    let lineX = bounds.minX + (bounds.width - line.width) * unit.x
                    var lineWidth: CGFloat = 0
                    for i in line.range {
                        let size = subviews[i].sizeThatFits(arrangement.item)
                        let x = i == line.range.lowerBound ? 0 : lineWidth + itemGap(subviews, i - 1, i)
                        lineWidth = x + size.width
                        let point = CGPoint(x: lineX + x, y: bounds.minY + line.y + (line.height - size.height) * unit.y)
                        subviews[i].place(at: point, anchor: .topLeading, proposal: arrangement.item)
                    }
                }
                for (i, point) in arrangement.breaks {
                    let origin = CGPoint(x: bounds.minX + min(point.x, bounds.width), y: bounds.minY + point.y)
                    subviews[i].place(at: origin, anchor: .topLeading, proposal: .zero)
                }
            }
        }

        """#

    static let overlap = #"""
        /// A row whose children overlap by `overlap` points (seed 000, OverlappingHStack); offered
        /// less than it needs, the children share it equally and overlap more, so the row fits.
        struct OverlappingHStack: Layout {
            var overlap: CGFloat = 6
            var alignment: VerticalAlignment = .top

            static var layoutProperties: LayoutProperties {
                var properties = LayoutProperties()
                properties.stackOrientation = .horizontal
                return properties
            }

            private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews)
                -> (item: ProposedViewSize, sizes: [CGSize], xs: [CGFloat], size: CGSize) {
                let n = subviews.count
                guard n > 0 else { return (proposal, [], [], .zero) }
                var item = ProposedViewSize(width: nil, height: proposal.height)
                var sizes = subviews.map { $0.sizeThatFits(item) }
                var effective = overlap
                let gaps = CGFloat(n - 1)
                let ideal = sizes.reduce(0) { $0 + $1.width } - gaps * overlap
                if let width = proposal.width, width.isFinite, ideal > width {
                    item = ProposedViewSize(width: max((width + gaps * overlap) / CGFloat(n), 0), height: proposal.height)
                    sizes = subviews.map { $0.sizeThatFits(item) }
                    let total = sizes.reduce(0) { $0 + $1.width }
                    if n > 1 { effective = max(overlap, (total - width) / gaps) }
                }
                var xs = [CGFloat](repeating: 0, count: n)
                var right = sizes[0].width
                for i in 1..<max(n, 1) where i < n {
                    xs[i] = xs[i - 1] + max(0, sizes[i - 1].width - effective)
                    right = max(right, xs[i] + sizes[i].width)
                }
                return (item, sizes, xs, CGSize(width: right, height: sizes.map(\.height).max() ?? 0))
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                arrange(proposal, subviews).size
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let arrangement = arrange(proposal, subviews)
                for i in subviews.indices {
                    let size = arrangement.sizes[i]
                    let y = bounds.minY + (arrangement.size.height - size.height) * layoutcFraction(alignment)
                    subviews[i].place(at: CGPoint(x: bounds.minX + arrangement.xs[i], y: y), anchor: .topLeading,
                                      proposal: arrangement.item)
                }
            }
        }

        """#

    static let columns = #"""
        /// `count` equal columns filled row by row, each row as tall as its tallest cell (seed 002,
        /// ColumnsLayout); proposed no width, columns as wide as the widest child.
        struct ColumnsLayout: Layout {
            var count: Int
            var spacing: CGFloat = 0
            var alignment: Alignment = .topLeading

            private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews)
                -> (column: CGFloat, sizes: [CGSize], rows: [CGFloat], size: CGSize) {
                let count = max(self.count, 1)
                let column: CGFloat
                if let width = proposal.width, width.isFinite {
                    column = max((width - CGFloat(count - 1) * spacing) / CGFloat(count), 0)
                } else {
                    column = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
                }
                let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: column, height: nil)) }
                var rows: [CGFloat] = []
                for (i, size) in sizes.enumerated() {
                    if i % count == 0 { rows.append(0) }
                    rows[rows.count - 1] = max(rows[rows.count - 1], size.height)
                }
                let width = subviews.isEmpty ? 0 : CGFloat(count) * column + CGFloat(count - 1) * spacing
                let height = rows.reduce(0, +) + CGFloat(max(rows.count - 1, 0)) * spacing
                return (column, sizes, rows, CGSize(width: width, height: height))
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                arrange(proposal, subviews).size
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let count = max(self.count, 1)
                let arrangement = arrange(proposal, subviews)
                let item = ProposedViewSize(width: arrangement.column, height: nil)
                let unit = layoutcFractions(alignment)
                var y = bounds.minY
                for i in subviews.indices {
                    let (row, column) = (i / count, i % count)
                    if column == 0 && row > 0 { y += arrangement.rows[row - 1] + spacing }
                    let size = arrangement.sizes[i]
                    let x = bounds.minX + CGFloat(column) * (arrangement.column + spacing)
                    let point = CGPoint(x: x + (arrangement.column - size.width) * unit.x,
                                        y: y + (arrangement.rows[row] - size.height) * unit.y)
                    subviews[i].place(at: point, anchor: .topLeading, proposal: item)
                }
            }
        }

        """#

    static let alternate = #"""
        /// A column whose odd children are indented by the widest even child (seed 003,
        /// AlternateStackLayout); ideal sizes only, as in the article.
        struct AlternateStackLayout: Layout {
            private func widths(_ sizes: [CGSize]) -> (even: CGFloat, odd: CGFloat) {
                var (even, odd): (CGFloat, CGFloat) = (0, 0)
                for (i, size) in sizes.enumerated() {
                    if i.isMultiple(of: 2) { even = max(even, size.width) } else { odd = max(odd, size.width) }
                }
                return (even, odd)
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let columns = widths(sizes)
                return CGSize(width: columns.even + columns.odd, height: sizes.reduce(0) { $0 + $1.height })
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let columns = widths(sizes)
                var y = bounds.minY
                for i in subviews.indices {
                    let x = bounds.minX + (i.isMultiple(of: 2) ? 0 : columns.even)
                    subviews[i].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
                    y += sizes[i].height
                }
            }
        }

        """#

    static let radial = #"""
        /// Children on a circle in the proposed square, the first at 12 o'clock, clockwise (seed 003,
        /// RadialLayout); proposed nil or infinity, 10 points a side.
        struct RadialLayout: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                func length(_ value: CGFloat?) -> CGFloat {
                    guard let value, value.isFinite else { return 10 }
                    return max(value, 0)
                }
                return CGSize(width: length(proposal.width), height: length(proposal.height))
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let radius = min(bounds.width, bounds.height) / 2
                let n = CGFloat(subviews.count)
                for i in subviews.indices {
                    let size = subviews[i].sizeThatFits(.unspecified)
                    let angle = 2 * CGFloat.pi * CGFloat(i) / n - CGFloat.pi / 2
                    let center = CGPoint(x: bounds.midX + cos(angle) * (radius - size.width / 2),
                                         y: bounds.midY + sin(angle) * (radius - size.height / 2))
                    subviews[i].place(at: center, anchor: .center, proposal: .unspecified)
                }
            }
        }

        """#

    static let balanced = #"""
        /// A row or column in which every child gets the size of the largest (seed 004, BalancedStack);
        /// the proposal is ignored, as in the article: meant for use in a ViewThatFits.
        struct BalancedStack: Layout {
            var axis: Axis = .horizontal
            var spacing: CGFloat? = nil
            var alignment: Alignment = .center

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
                subviews.indices.dropLast().map { i in
                    spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
                }
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let cell = cell(subviews)
                let n = CGFloat(subviews.count)
                let gap = gaps(subviews).reduce(0, +)
                return axis == .horizontal
                    ? CGSize(width: n * cell.width + gap, height: subviews.isEmpty ? 0 : cell.height)
                    : CGSize(width: subviews.isEmpty ? 0 : cell.width, height: n * cell.height + gap)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let cell = cell(subviews)
                let gaps = gaps(subviews)
                let item = ProposedViewSize(cell)
                let unit = layoutcFractions(alignment)
                var cursor: CGFloat = 0
                for i in subviews.indices {
                    let size = subviews[i].sizeThatFits(item)
                    let origin = axis == .horizontal ? CGPoint(x: bounds.minX + cursor, y: bounds.minY)
                        : CGPoint(x: bounds.minX, y: bounds.minY + cursor)
                    let point = CGPoint(x: origin.x + (cell.width - size.width) * unit.x,
                                        y: origin.y + (cell.height - size.height) * unit.y)
                    subviews[i].place(at: point, anchor: .topLeading, proposal: item)
                    cursor += (axis == .horizontal ? cell.width : cell.height) + (i < gaps.count ? gaps[i] : 0)
                }
            }
        }

        """#
}
