import Foundation

/// A flow layout: children fill a line left to right and wrap to the next line
/// (seed 001, WrappingHStack). `SEMANTICS.md` §5 wrap.
public struct WrapLayout: Layout {
    /// Horizontal part: each line inside the container's width; vertical part: each item in its line.
    public var alignment: Alignment
    /// Between items of a line; nil → the items' `ViewSpacing` distance.
    public var spacing: CGFloat?
    /// Between lines; nil → the lines' `ViewSpacing` distance.
    public var lineSpacing: CGFloat?
    /// Whether the width is the proposal's (`proposal`) or the widest line's (`content`).
    public var fit: WrapFit

    public init(alignment: Alignment = .center, spacing: CGFloat? = nil, lineSpacing: CGFloat? = nil, fit: WrapFit = .proposal) {
        self.alignment = alignment
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.fit = fit
    }

    /// The lines of one arrangement: item ranges, widths, heights and the gaps before them.
    struct Arrangement {
        var itemProposal: ProposedViewSize
        var sizes: [CGSize]
        /// Per item: its x inside its line; per line: range, width, height, y.
        var xs: [CGFloat]
        var lines: [(range: Range<Int>, width: CGFloat, height: CGFloat, y: CGFloat)]
        /// Where each spacer (a forced line break) is placed, zero-sized.
        var breakPoints: [(index: Int, point: CGPoint)]
        var size: CGSize
    }

    func arrange(proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        // Step 1: every child is proposed (W, nil), W the width proposal with inf → nil.
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let itemProposal = ProposedViewSize(width: width, height: nil)
        let count = subviews.count
        var sizes = [CGSize](repeating: .zero, count: count)
        var spacings = [ViewSpacing](repeating: .standard, count: spacing == nil || lineSpacing == nil ? count : 0)
        var breaks = [Bool](repeating: false, count: count)
        for (offset, subview) in subviews.enumerated() {
            breaks[offset] = subview.isSpacer
            sizes[offset] = breaks[offset] ? .zero : subview.sizeThatFits(itemProposal)
            if !spacings.isEmpty { spacings[offset] = subview.spacing }
        }
        // Step 2: fill lines greedily; a spacer ends the line and takes no space.
        var xs = [CGFloat](repeating: 0, count: count)
        var lines: [(range: Range<Int>, width: CGFloat, height: CGFloat, y: CGFloat)] = []
        var lineStart = 0
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        var lineItems = 0
        var previous = -1
        var y: CGFloat = 0
        var breakPoints: [(index: Int, point: CGPoint)] = []
        func closeLine(at end: Int) {
            guard lineItems > 0 else { lineStart = end; return }
            if !lines.isEmpty { y += lineGap(before: lineStart..<end, after: lines[lines.count - 1].range, sizes: sizes, spacings: spacings, breaks: breaks) }
            lines.append((lineStart..<end, lineWidth, lineHeight, y))
            y += lineHeight
            lineStart = end
            lineWidth = 0
            lineHeight = 0
            lineItems = 0
            previous = -1
        }
        for i in 0..<count {
            if breaks[i] {
                let linesBefore = lines.count
                closeLine(at: i)
                lineStart = i + 1
                // A spacer sits, zero-sized, at the end of the line it ends.
                let ended = lines.count > linesBefore ? lines[lines.count - 1] : nil
                breakPoints.append((i, CGPoint(x: ended?.width ?? 0, y: ended?.y ?? y)))
                continue
            }
            let gap = previous < 0 ? 0 : (spacing ?? spacings[previous].distance(to: spacings[i], along: .horizontal))
            if lineItems > 0, let width, lineWidth + gap + sizes[i].width > width + 1e-9 {
                closeLine(at: i)
            }
            let x = lineItems == 0 ? 0 : lineWidth + gap
            xs[i] = x
            lineWidth = x + sizes[i].width
            lineHeight = max(lineHeight, sizes[i].height)
            lineItems += 1
            previous = i
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
        return Arrangement(itemProposal: itemProposal, sizes: sizes, xs: xs, lines: lines, breakPoints: breakPoints,
                           size: CGSize(width: containerWidth, height: lines.isEmpty ? 0 : y))
    }

    /// The gap between two lines: `lineSpacing`, else the `ViewSpacing` distance from the first
    /// tallest item of the line above to the first tallest item of the line below (the seed's
    /// rule: its lines are as tall as their tallest item, so that item's edges face the next line).
    /// Spacers end lines and never take part.
    private func lineGap(before next: Range<Int>, after previous: Range<Int>, sizes: [CGSize], spacings: [ViewSpacing], breaks: [Bool]) -> CGFloat {
        if let lineSpacing { return lineSpacing }
        func firstTallest(_ range: Range<Int>) -> Int? {
            var best: Int?
            for i in range where !breaks[i] {
                if best.map({ sizes[i].height > sizes[$0].height }) ?? true { best = i }
            }
            return best
        }
        guard let above = firstTallest(previous), let below = firstTallest(next) else { return ViewSpacing.defaultDistance }
        return spacings[above].distance(to: spacings[below], along: .vertical)
    }

    public func makeCache(subviews: Subviews) -> WrapCache { WrapCache() }

    /// The arrangement for `proposal`: the last one if it was made for the same proposal (the
    /// subviews answer the same within a pass), else a new one, kept for next time.
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout WrapCache) -> Arrangement {
        if let last = cache.last, last.proposal == proposal { return last.arrangement }
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        cache.last = (proposal, arrangement)
        return arrangement
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout WrapCache) -> CGSize {
        arrangement(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout WrapCache) {
        let arrangement = arrangement(proposal, subviews, &cache)
        let unit = alignment.unitPoint
        let base = subviews.startIndex
        for line in arrangement.lines {
            let lineX = bounds.minX + (bounds.width - line.width) * unit.x
            for i in line.range where !subviews[base + i].isSpacer {
                let size = arrangement.sizes[i]
                let point = CGPoint(
                    x: lineX + arrangement.xs[i],
                    y: bounds.minY + line.y + (line.height - size.height) * unit.y
                )
                subviews[base + i].place(at: point, anchor: .topLeading, proposal: arrangement.itemProposal)
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
