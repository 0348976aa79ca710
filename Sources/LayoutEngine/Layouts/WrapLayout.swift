import Foundation

/// A flow layout: children fill a line left to right and wrap to the next line
/// (seed 001, WrappingHStack). `docs/semantics-layouts.md §5` wrap.
public struct WrapLayout: Layout {
    /// Horizontal part: each line inside the container's width; vertical part: each item in its line.
    public var alignment: Alignment
    /// Between items of a line; nil → the items' `ViewSpacing` distance.
    public var spacing: CGFloat?
    /// Between lines; nil → the lines' `ViewSpacing` distance.
    public var lineSpacing: CGFloat?
    /// Whether the width is the proposal's (`proposal`) or the widest line's (`content`).
    public var fit: WrapFit

    public init(alignment: Alignment = .center, spacing: CGFloat? = nil, lineSpacing: CGFloat? = nil,
                fit: WrapFit = .proposal) {
        self.alignment = alignment
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.fit = fit
    }

    /// A horizontal stack to the spacers in it, as the seed declares (so a spacer, a line break, is
    /// never tall: `docs/semantics-layouts.md §5` wrap).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The lines of one arrangement: item ranges, widths, heights and the gaps before them.
    ///
    /// Nothing is kept per item: placing asks each item its size again (an answer within a pass
    /// is a lookup) and walks each line as arranging did, with the same additions in the same
    /// order, so the x it finds is the one arranging found. A million-item wrap keeps a few
    /// bytes per line, not 25 per item.
    struct Arrangement {
        var itemProposal: ProposedViewSize
        var lines: [Line]
        /// Where each spacer (a forced line break) is placed, zero-sized.
        var breakPoints: [(index: Int, point: CGPoint)]
        var size: CGSize
    }

    /// One line: its items (no spacer among them), its width and height, and its top.
    struct Line {
        var range: Range<Int>
        var width: CGFloat
        var height: CGFloat
        var y: CGFloat
    }

    /// The gap between items `previous` and `next` of one line.
    @inline(__always)
    private func itemGap(_ subviews: Subviews, _ previous: Int, _ next: Int) -> CGFloat {
        spacing ?? subviews[previous].spacing.distance(to: subviews[next].spacing, along: .horizontal)
    }

    func arrange(proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        // Step 1: every child is proposed (W, nil), W the width proposal with inf → nil.
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let itemProposal = ProposedViewSize(width: width, height: nil)
        let count = subviews.count
        let base = subviews.startIndex
        // Step 2: fill lines greedily; a spacer ends the line and takes no space.
        var lines: [Line] = []
        var lineStart = 0
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        var lineItems = 0
        // The first of the tallest items of the line being filled, and of the line above.
        var tallest = -1
        var tallestAbove = -1
        var y: CGFloat = 0
        var breakPoints: [(index: Int, point: CGPoint)] = []
        func closeLine(at end: Int) {
            guard lineItems > 0 else { lineStart = end; return }
            if !lines.isEmpty { y += lineGap(subviews, above: tallestAbove, below: tallest) }
            lines.append(Line(range: lineStart..<end, width: lineWidth, height: lineHeight, y: y))
            y += lineHeight
            lineStart = end
            lineWidth = 0
            lineHeight = 0
            lineItems = 0
            tallestAbove = tallest
            tallest = -1
        }
        for i in 0..<count {
            let subview = subviews[base + i]
            if subview.isSpacer {
                let linesBefore = lines.count
                closeLine(at: i)
                lineStart = i + 1
                // A spacer sits, zero-sized, at the end of the line it ends.
                let ended = lines.count > linesBefore ? lines[lines.count - 1] : nil
                breakPoints.append((i, CGPoint(x: ended?.width ?? 0, y: ended?.y ?? y)))
                continue
            }
            let size = subview.sizeThatFits(itemProposal)
            // A line's items are consecutive (a spacer ends the line), so the one before is i - 1.
            let gap = lineItems == 0 ? 0 : itemGap(subviews, base + i - 1, base + i)
            if lineItems > 0, let width, lineWidth + gap + size.width > width + 1e-9 {
                closeLine(at: i)
            }
            let x = lineItems == 0 ? 0 : lineWidth + gap
            lineWidth = x + size.width
            if tallest < 0 || size.height > lineHeight { tallest = i }
            lineHeight = max(lineHeight, size.height)
            lineItems += 1
        }
        closeLine(at: count)
        let widest = lines.map(\.width).max() ?? 0
        let containerWidth: CGFloat
        if lines.isEmpty {
            containerWidth = 0
        } else if fit == .proposal, let width {
            containerWidth = max(width, widest)
        } else {
            containerWidth = widest
        }
        return Arrangement(itemProposal: itemProposal, lines: lines, breakPoints: breakPoints,
                           size: CGSize(width: containerWidth, height: lines.isEmpty ? 0 : y))
    }

    /// The gap between two lines: `lineSpacing`, else the `ViewSpacing` distance from the first
    /// tallest item of the line above to the first tallest item of the line below (the seed's
    /// rule: its lines are as tall as their tallest item, so that item's edges face the next line).
    /// Spacers end lines and never take part.
    private func lineGap(_ subviews: Subviews, above: Int, below: Int) -> CGFloat {
        if let lineSpacing { return lineSpacing }
        guard above >= 0, below >= 0 else { return ViewSpacing.defaultDistance }
        let base = subviews.startIndex
        return subviews[base + above].spacing.distance(to: subviews[base + below].spacing, along: .vertical)
    }

    public func makeCache(subviews: Subviews) -> WrapCache { WrapCache() }

    /// The arrangement for `proposal`: the last one if it was made for the same proposal (the
    /// subviews answer the same within a pass), else a new one, kept for next time.
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews,
                             _ cache: inout WrapCache) -> Arrangement {
        if let last = cache.last, last.proposal == proposal { return last.arrangement }
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        cache.last = (proposal, arrangement)
        return arrangement
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout WrapCache) -> CGSize {
        arrangement(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout WrapCache) {
        let arrangement = arrangement(proposal, subviews, &cache)
        let unit = alignment.unitPoint
        let base = subviews.startIndex
        for line in arrangement.lines {
            let lineX = bounds.minX + (bounds.width - line.width) * unit.x
            // Each item's x within the line, found as `arrange` found it.
            var lineWidth: CGFloat = 0
            for i in line.range {
                let subview = subviews[base + i]
                let size = subview.sizeThatFits(arrangement.itemProposal)
                let x = i == line.range.lowerBound ? 0 : lineWidth + itemGap(subviews, base + i - 1, base + i)
                lineWidth = x + size.width
                let point = CGPoint(
                    x: lineX + x,
                    y: bounds.minY + line.y + (line.height - size.height) * unit.y
                )
                subview.place(at: point, anchor: .topLeading, proposal: arrangement.itemProposal)
            }
        }
        for (i, point) in arrangement.breakPoints {
            let origin = CGPoint(x: bounds.minX + min(point.x, bounds.width), y: bounds.minY + point.y)
            subviews[base + i].place(at: origin, anchor: .topLeading, proposal: .zero)
        }
    }
}

/// A wrap's cache for one pass: its last arrangement, so that placing after answering the same
/// proposal (the common case: the parent proposes, then places) does not measure every item again.
public struct WrapCache {
    var last: (proposal: ProposedViewSize, arrangement: WrapLayout.Arrangement)?
}

extension WrapLayout {
    /// `wrap`: the seed's WrappingHStack (`docs/semantics-layouts.md` §5 wrap).
    public static let definition = ElementDefinition(
        name: "wrap", doc: "a flow layout that wraps onto new lines (seed 001); spacer forces a break", parameters: [
            LayoutParameter("alignment", .enumeration(Vocabulary.nine), default: "center", value: .name("center"),
                            doc: "lines in the width, items in their line"),
            LayoutParameter("spacing", .length, default: "nil", value: LayoutArgumentValue.none, allowsNil: true,
                            doc: "between items of a line; nil: preferred spacing"),
            LayoutParameter("lineSpacing", .length, default: "nil", value: LayoutArgumentValue.none, allowsNil: true,
                            doc: "between lines; nil: preferred spacing"),
            LayoutParameter("fit", .enumeration(["proposal", "content"]), default: "proposal", value: .name("proposal"),
                            doc: "width: the proposal's, or the widest line's"),
        ], swiftUI: "WrappingHStack", overlapsByDesign: false, readsPriorities: false, givesSpacersRoom: true, reference: "§5"
    ) { arguments in
        WrapLayout(alignment: arguments.alignment("alignment") ?? .center, spacing: arguments.number("spacing"),
                   lineSpacing: arguments.number("lineSpacing"),
                   fit: arguments.name("fit").flatMap(WrapFit.init) ?? .proposal)
    }
}
