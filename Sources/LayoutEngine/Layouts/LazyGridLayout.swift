import Foundation

/// One column of a `vgrid` (one row of an `hgrid`): SwiftUI's `GridItem`.
public struct GridItemSpec: Hashable, Sendable {
    /// How the track is sized (SwiftUI's `GridItem.Size`).
    public enum Size: Hashable, Sendable {
        /// Exactly this length, whatever the space.
        case fixed(CGFloat)
        /// The share it is offered, clamped to `[minimum, maximum]`.
        case flexible(minimum: CGFloat, maximum: CGFloat)
        /// As many tracks of at least `minimum` (at most `maximum`) as fit in its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat)
    }

    public var size: Size
    /// To the next track; nil → 8 (SwiftUI's default).
    public var spacing: CGFloat?
    /// Where a cell sits in its rectangle; nil → the grid's alignment across, centre along.
    public var alignment: Alignment?

    public init(_ size: Size, spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// `.flexible()`'s defaults, as SwiftUI's: minimum 10, no maximum.
    public static let flexible = GridItemSpec(.flexible(minimum: 10, maximum: .infinity))
}

/// SwiftUI's `LazyVGrid` (`axis: .vertical`: items are columns, cells fill rows) and `LazyHGrid`
/// (`.horizontal`: items are rows, cells fill columns). `docs/semantics-layouts.md §3` lazy grids, as layoutc
/// documents them in docs/semantics-layouts.md.
///
/// Below, "across" is the axis the tracks share (x for a vgrid) and "along" the one the grid
/// grows in (y for a vgrid). The steps, in order in `arrange`:
/// 1. the across length `L` (the proposal; nil/inf: the cells' ideal lengths, our rule);
/// 2. the tracks: `L` minus the spacing after every item but the last is handed out in order,
///    fixed items first: each is offered `remaining / items left` — fixed takes its length,
///    flexible the offer clamped to its limits, adaptive the offer;
/// 3. each adaptive item is expanded into `n = max(1, ⌊(w + s) / (min + s)⌋)` tracks of
///    `min((w − (n−1)s) / n, max)`, `s` its spacing;
/// 4. cells fill the expanded tracks in order, one line after another; each cell is proposed
///    (track, nil) and a line is as long as its longest cell; lines are `spacing` apart (nil → 8);
/// 5. each cell is aligned in its rectangle, the tracks computed again (steps 2–3) from the
///    grid's own length across: a grid placed wider than it was proposed spreads its tracks.
/// Sources: the SwiftUI Field Guide's LazyVGrid page and objc.io's "SwiftUI's Grid Views"
/// (2020), which measured SwiftUI's behaviour; the nil-proposal rule is ours.
public struct LazyGridLayout: Layout {
    /// `.vertical` for a `vgrid` (columns), `.horizontal` for an `hgrid` (rows).
    public var axis: Axis
    public var items: [GridItemSpec]
    /// The cells' default alignment across (a vgrid's `HorizontalAlignment`); centre along.
    public var alignment: Alignment
    /// Between lines (rows of a vgrid); nil → 8.
    public var spacing: CGFloat?

    public init(axis: Axis, items: [GridItemSpec], alignment: Alignment = .center, spacing: CGFloat? = nil) {
        self.axis = axis
        self.items = items.isEmpty ? [.flexible] : items
        self.alignment = alignment
        self.spacing = spacing
    }

    /// One expanded track: its length across, the gap after it, the alignment of its cells.
    struct Track {
        var length: CGFloat
        var gap: CGFloat
        var alignment: Alignment
    }

    struct Arrangement {
        var tracks: [Track]
        var lines: [CGFloat]
        var sizes: [CGSize]
        var size: CGSize
    }

    /// The axis the tracks share: x for a vgrid.
    var across: Axis { axis == .vertical ? .horizontal : .vertical }

    func proposal(track: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: track, height: nil) : ProposedViewSize(width: nil, height: track)
    }

    func acrossLength(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    func alongLength(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }

    static func gap(_ item: GridItemSpec) -> CGFloat { item.spacing ?? 8 }

    /// Steps 1–3: the expanded tracks for an across proposal.
    func tracks(_ proposed: CGFloat?, subviews: Subviews) -> [Track] {
        let cellAlignment = { (item: GridItemSpec) in item.alignment ?? alignment }
        var lengths = [CGFloat](repeating: 0, count: items.count)
        if let proposed, proposed.isFinite {
            // Step 2: fixed items first, then the others in order, each offered an equal share.
            var remaining = proposed - items.dropLast().map(Self.gap).reduce(0, +)
            let order = items.indices.filter { if case .fixed = items[$0].size { return true } else { return false } }
                + items.indices.filter { if case .fixed = items[$0].size { return false } else { return true } }
            for (k, i) in order.enumerated() {
                let offer = max(remaining / CGFloat(order.count - k), 0)
                switch items[i].size {
                case let .fixed(length): lengths[i] = length
                case let .flexible(minimum, maximum): lengths[i] = min(max(offer, minimum), maximum)
                case .adaptive: lengths[i] = offer
                }
                remaining -= lengths[i]
            }
        } else {
            // Step 1 without a length: each non-fixed item is as long as the longest ideal cell
            // (clamped to its limits); an adaptive item then makes one track.
            let ideal = subviews.map { acrossLength($0.sizeThatFits(.unspecified)) }.max() ?? 0
            for (i, item) in items.enumerated() {
                switch item.size {
                case let .fixed(length): lengths[i] = length
                case let .flexible(minimum, maximum), let .adaptive(minimum, maximum):
                    lengths[i] = min(max(ideal, minimum), maximum)
                }
            }
        }
        // Step 3: adaptive items become as many tracks as fit.
        var tracks: [Track] = []
        for (i, item) in items.enumerated() {
            let gap = Self.gap(item)
            guard case let .adaptive(minimum, maximum) = item.size else {
                tracks.append(Track(length: lengths[i], gap: gap, alignment: cellAlignment(item)))
                continue
            }
            let length = lengths[i]
            let fitting = (length + gap) / (minimum + gap)
            let count = min(max(1, NumericLimits.count(fitting.isFinite ? fitting : 1)), NumericLimits.maxCount)
            let each = min(max((length - CGFloat(count - 1) * gap) / CGFloat(count), 0), maximum)
            for _ in 0..<count { tracks.append(Track(length: each, gap: gap, alignment: cellAlignment(item))) }
        }
        return tracks
    }

    /// Steps 4: cells in lines; the grid's size.
    func arrange(_ proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        let tracks = tracks(proposal[across], subviews: subviews)
        var sizes: [CGSize] = []
        var lines: [CGFloat] = []
        for (index, subview) in subviews.enumerated() {
            let track = tracks[index % tracks.count]
            let size = subview.sizeThatFits(self.proposal(track: track.length))
            sizes.append(size)
            if index % tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], alongLength(size))
        }
        let lineGap = spacing ?? 8
        let acrossTotal = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.gap).reduce(0, +)
        let alongTotal = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineGap
        let size = axis == .vertical
            ? CGSize(width: acrossTotal, height: alongTotal) : CGSize(width: alongTotal, height: acrossTotal)
        return Arrangement(tracks: tracks, lines: lines, sizes: sizes, size: size)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews: subviews).size
    }

    /// Step 5: the tracks are worked out again from the grid's own length across (its answer,
    /// not the proposal: SwiftUI goes through the column algorithm twice), then each cell is
    /// aligned in its rectangle (track × line), proposed (track, nil).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var ownLength = proposal
        ownLength[across] = acrossLength(bounds.size)
        let arrangement = arrange(ownLength, subviews: subviews)
        let tracks = arrangement.tracks
        var trackStarts: [CGFloat] = []
        var position: CGFloat = 0
        for track in tracks {
            trackStarts.append(position)
            position += track.length + track.gap
        }
        let lineGap = spacing ?? 8
        var lineStart: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let column = index % tracks.count
            let line = index / tracks.count
            if column == 0 && line > 0 { lineStart += arrangement.lines[line - 1] + lineGap }
            let track = tracks[column]
            let size = arrangement.sizes[index]
            let unit = track.alignment.unitPoint
            let cellAcross = track.length, cellAlong = arrangement.lines[line]
            let point: CGPoint
            if axis == .vertical {
                point = CGPoint(x: bounds.minX + trackStarts[column] + (cellAcross - size.width) * unit.x,
                                y: bounds.minY + lineStart + (cellAlong - size.height) * unit.y)
            } else {
                point = CGPoint(x: bounds.minX + lineStart + (cellAlong - size.width) * unit.x,
                                y: bounds.minY + trackStarts[column] + (cellAcross - size.height) * unit.y)
            }
            subview.place(at: point, anchor: .topLeading, proposal: self.proposal(track: track.length))
        }
    }
}
