import Foundation

/// One layout pass over a tree: the host behind every `LayoutSubview` proxy.
///
/// All per-node state lives in flat arrays indexed by node; answers are memoised in a small
/// per-node table of recent (proposal, size) pairs, scanned linearly.
final class LayoutPass: SubviewHost {
    let tree: LayoutTree
    let options: LayoutOptions

    /// The layout of each container node (nil for leaves and modifiers).
    var layouts: [(any ErasedLayoutBox)?]
    var caches: [Any]
    /// The subviews of each container: its children, or a grid's cells flattened row by row.
    private var gridCells: [Int32: [LayoutNodeID]] = [:]
    /// Whether a node's subtree contains text (only then do its baselines differ from its height).
    private let containsText: [Bool]

    private static let memoWays = 8
    private var memoProposals: [ProposedViewSize]
    private var memoSizes: [CGSize]
    private var memoCount: [UInt8]
    private var memoNext: [UInt8]
    private var spacingMemo: [ViewSpacing?]

    var frames: [CGRect?]
    var placementProposals: [ProposedViewSize?]
    var trace: [TraceEvent] = []
    private var questionDepth = 0
    /// While computing baselines, placements go to this log instead of `frames`.
    var dryRunLog: [(node: LayoutNodeID, frame: CGRect, proposal: ProposedViewSize)]?
    /// Counts answers computed (not memo hits); tests use it to check linearity.
    private(set) var evaluations = 0

    init(tree: LayoutTree, options: LayoutOptions) {
        self.tree = tree
        self.options = options
        let count = tree.count
        layouts = Array(repeating: nil, count: count)
        caches = Array(repeating: (), count: count)
        memoProposals = Array(repeating: .unspecified, count: count * Self.memoWays)
        memoSizes = Array(repeating: .zero, count: count * Self.memoWays)
        memoCount = Array(repeating: 0, count: count)
        memoNext = Array(repeating: 0, count: count)
        spacingMemo = Array(repeating: nil, count: count)
        frames = Array(repeating: nil, count: count)
        placementProposals = Array(repeating: nil, count: count)
        var text = Array(repeating: false, count: count)
        for index in 0..<count {
            let node = tree.nodes[index]
            if case .text = node.element { text[index] = true }
            if text[index], let parent = tree.parents[index] { text[Int(parent.index)] = true }
        }
        containsText = text
        for index in 0..<count {
            layouts[index] = Self.containerLayout(tree.nodes[index].element)
            if case .grid = tree.nodes[index].element { buildGrid(LayoutNodeID(index)) }
        }
    }

    // MARK: - The pass

    func run(root: LayoutNodeID, proposal: ProposedViewSize) -> LayoutResult {
        let rootProposal = Self.sanitize(proposal)
        let size = finiteSize(root, rootProposal)
        placeNode(root, frame: CGRect(origin: .zero, size: size), proposal: rootProposal, depth: 0)
        return LayoutResult(proposal: proposal, rootSize: size, frames: frames,
                            placementProposals: placementProposals, trace: trace)
    }

    // MARK: - Answers

    func sizeThatFits(node: LayoutNodeID, proposal: ProposedViewSize) -> CGSize {
        let proposal = Self.sanitize(proposal)
        let index = Int(node.index)
        let base = index * Self.memoWays
        for way in 0..<Int(memoCount[index]) where memoProposals[base + way] == proposal {
            let size = memoSizes[base + way]
            if options.trace {
                trace.append(.sized(node: node, proposal: proposal, answer: size, depth: questionDepth, cached: true))
            }
            return size
        }
        // The event is reserved before the children's questions, so the trace reads top-down.
        let traceSlot = trace.count
        if options.trace {
            trace.append(.sized(node: node, proposal: proposal, answer: .zero, depth: questionDepth, cached: false))
        }
        questionDepth += 1
        let size = Self.sanitize(computeSize(node, proposal))
        questionDepth -= 1
        evaluations += 1
        let way = Int(memoNext[index])
        memoProposals[base + way] = proposal
        memoSizes[base + way] = size
        memoNext[index] = UInt8((way + 1) % Self.memoWays)
        memoCount[index] = max(memoCount[index], UInt8(way + 1))
        if options.trace {
            trace[traceSlot] = .sized(node: node, proposal: proposal, answer: size, depth: questionDepth, cached: false)
        }
        return size
    }

    /// The answer with infinite lengths replaced by the content's (ideal) length (§0): what a
    /// frame that reaches the output may use.
    func finiteSize(_ node: LayoutNodeID, _ proposal: ProposedViewSize) -> CGSize {
        var size = sizeThatFits(node: node, proposal: proposal)
        if !size.width.isFinite {
            let ideal = sizeThatFits(node: node, proposal: ProposedViewSize(width: nil, height: proposal.height)).width
            size.width = ideal.isFinite ? ideal : 0
        }
        if !size.height.isFinite {
            let ideal = sizeThatFits(node: node, proposal: ProposedViewSize(width: proposal.width, height: nil)).height
            size.height = ideal.isFinite ? ideal : 0
        }
        return size
    }

    func child(_ node: LayoutNodeID, _ offset: Int = 0) -> LayoutNodeID? {
        let children = tree.children(of: node)
        return offset < children.count ? children[children.startIndex + offset] : nil
    }

    private func childSize(_ node: LayoutNodeID, _ proposal: ProposedViewSize) -> CGSize {
        guard let child = child(node) else { return .zero }
        return sizeThatFits(node: child, proposal: proposal)
    }

    private func computeSize(_ node: LayoutNodeID, _ p: ProposedViewSize) -> CGSize {
        let index = Int(node.index)
        switch tree.nodes[index].element {
        case let .box(width, height):
            return CGSize(width: width, height: height)
        case .shape:
            return CGSize(width: p.width ?? 10, height: p.height ?? 10)
        case .circle:
            let side = min(p.width ?? 10, p.height ?? 10)
            return CGSize(width: side, height: side)
        case let .image(width, height, resizable):
            return resizable ? CGSize(width: p.width ?? width, height: p.height ?? height) : CGSize(width: width, height: height)
        case let .text(spec):
            return TextLayout.measure(spec, proposal: p).size
        case let .spacer(minLength):
            switch stackOrientation(enclosing: node) {
            case .horizontal?: return CGSize(width: max(p.width ?? -.infinity, minLength), height: 0)
            case .vertical?: return CGSize(width: 0, height: max(p.height ?? -.infinity, minLength))
            case nil: return CGSize(width: p.width ?? minLength, height: p.height ?? minLength)
            }
        case .divider:
            if stackOrientation(enclosing: node) == .horizontal { return CGSize(width: 1, height: p.height ?? 10) }
            return CGSize(width: p.width ?? 10, height: 1)
        case let .frame(width, height, _):
            if let width, let height { return CGSize(width: width, height: height) }
            let answer = childSize(node, ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
            return CGSize(width: width ?? answer.width, height: height ?? answer.height)
        case let .flexibleFrame(frame):
            return FlexibleFrameRule(frame).size(proposal: p) { childSize(node, $0) }
        case let .padding(insets):
            let answer = childSize(node, Self.inset(p, by: insets))
            return CGSize(width: answer.width + insets.horizontal, height: answer.height + insets.vertical)
        case let .fixedSize(axes):
            return childSize(node, Self.fixing(p, axes))
        case .layoutPriority, .offset, .gridCellColumns, .overlay, .background:
            return childSize(node, p)
        case let .aspectRatio(ratio, contentMode):
            return childSize(node, aspectRatioProposal(node, p, ratio: ratio, contentMode: contentMode))
        case let .fits(axes):
            guard let chosen = chosenChild(node, p, axes: axes) else { return .zero }
            return sizeThatFits(node: chosen, proposal: p)
        case .hstack, .vstack, .zstack, .grid, .gridRow, .wrap, .overlap, .columns, .alternate, .radial,
             .balanced, .scroll, .custom:
            guard let layout = layouts[index] else { return .zero }
            let subviews = subviews(of: node)
            return withCache(index) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
        }
    }

    // MARK: - Rules that need the evaluator

    /// The proposal `aspectRatio` passes on (§4): scaled to the ratio, fit or fill.
    func aspectRatioProposal(_ node: LayoutNodeID, _ p: ProposedViewSize, ratio: CGFloat?, contentMode: ContentMode) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var aspect = ratio ?? 1
        if ratio == nil {
            let ideal = childSize(node, .unspecified)
            aspect = ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        guard aspect > 0, aspect.isFinite else { return p }
        let scaleX = p.width.map { $0 / aspect } ?? .infinity
        let scaleY = p.height ?? .infinity
        let k = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        return ProposedViewSize(width: aspect * k, height: k)
    }

    /// ViewThatFits (§5): the first child whose probe fits the constrained axes, else the last.
    func chosenChild(_ node: LayoutNodeID, _ p: ProposedViewSize, axes: Axis.Set) -> LayoutNodeID? {
        let children = tree.children(of: node)
        guard let last = children.last else { return nil }
        let probe = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width,
            height: axes.contains(.vertical) ? nil : p.height
        )
        for child in children.dropLast() {
            let size = sizeThatFits(node: child, proposal: probe)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return last
    }

    /// The stack orientation of the container a spacer or divider sits in, looking through
    /// modifiers (a `spacer.frame(…)` in an hstack is still in the hstack).
    private func stackOrientation(enclosing node: LayoutNodeID) -> Axis? {
        var current = node
        while let parent = tree.parents[Int(current.index)] {
            if let layout = layouts[Int(parent.index)] { return layout.properties.stackOrientation }
            if case .fits = tree[parent].element { return nil }
            current = parent
        }
        return nil
    }

    // MARK: - Proxies

    func subviews(of node: LayoutNodeID) -> LayoutSubviews {
        if let cells = gridCells[node.index] { return LayoutSubviews(host: self, nodes: cells[...]) }
        return LayoutSubviews(host: self, nodes: tree.children(of: node))
    }

    func priority(node: LayoutNodeID) -> Double {
        switch tree[node].element {
        case let .layoutPriority(value): return value
        case .fixedSize, .offset, .overlay, .background, .gridCellColumns:
            return child(node).map { priority(node: $0) } ?? 0
        default: return 0
        }
    }

    func isSpacer(node: LayoutNodeID) -> Bool {
        if case .spacer = tree[node].element { return true }
        return false
    }

    /// Spacing preferences do not depend on the proposal: computed once per node (a stack's
    /// preferences merge its children's, so recomputing them would walk the whole subtree).
    func spacing(node: LayoutNodeID) -> ViewSpacing {
        let index = Int(node.index)
        if let known = spacingMemo[index] { return known }
        let spacing = computeSpacing(node)
        spacingMemo[index] = spacing
        return spacing
    }

    private func computeSpacing(_ node: LayoutNodeID) -> ViewSpacing {
        let index = Int(node.index)
        switch tree.nodes[index].element {
        case .box, .shape, .circle, .image, .text, .divider:
            return .standard
        case .spacer:
            switch stackOrientation(enclosing: node) {
            case .horizontal?: return ViewSpacing(leading: 0, trailing: 0)
            case .vertical?: return ViewSpacing(top: 0, bottom: 0)
            case nil: return .standard
            }
        case let .padding(insets):
            var spacing = child(node).map { self.spacing(node: $0) } ?? .standard
            spacing.reset(Self.paddedEdges(insets))
            return spacing
        case let .frame(width, height, _):
            var spacing = child(node).map { self.spacing(node: $0) } ?? .standard
            if width != nil { spacing.reset([.leading, .trailing]) }
            if height != nil { spacing.reset([.top, .bottom]) }
            return spacing
        case let .flexibleFrame(frame):
            var spacing = child(node).map { self.spacing(node: $0) } ?? .standard
            if frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil { spacing.reset([.leading, .trailing]) }
            if frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil { spacing.reset([.top, .bottom]) }
            return spacing
        case .fixedSize, .layoutPriority, .offset, .aspectRatio, .overlay, .background, .gridCellColumns, .fits:
            return child(node).map { self.spacing(node: $0) } ?? .standard
        case .hstack, .vstack, .zstack, .grid, .gridRow, .wrap, .overlap, .columns, .alternate, .radial,
             .balanced, .scroll, .custom:
            guard let layout = layouts[index] else { return .standard }
            let subviews = subviews(of: node)
            return withCache(index) { layout.spacing(subviews: subviews, cache: &$0) }
        }
    }

    func dimensions(node: LayoutNodeID, proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(node: node, proposal: proposal)
        guard containsText[Int(node.index)], let baselines = baselines(node, proposal: proposal, size: size) else {
            return ViewDimensions(size)
        }
        return ViewDimensions(width: size.width, height: size.height, verticalGuides: [
            (.firstTextBaseline, baselines.first), (.lastTextBaseline, baselines.last),
        ])
    }

    func place(node: LayoutNodeID, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let proposal = Self.sanitize(proposal)
        let size = finiteSize(node, proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let frame = CGRect(origin: Self.finite(origin), size: size)
        if dryRunLog != nil {
            dryRunLog?.append((node, frame, proposal))
        } else {
            frames[Int(node.index)] = frame
            placementProposals[Int(node.index)] = proposal
        }
    }

    // MARK: - Helpers

    /// Runs `body` on a container's cache. The cache is moved out of the array for the call:
    /// the layout asks its subviews, which may use other caches (a nested container), and an
    /// `inout` element of `caches` held across that would be an exclusivity violation.
    func withCache<R>(_ index: Int, _ body: (inout Any) -> R) -> R {
        var cache = caches[index]
        caches[index] = ()
        let result = body(&cache)
        caches[index] = cache
        return result
    }

    static func sanitize(_ p: ProposedViewSize) -> ProposedViewSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            return value.isNaN ? 0 : max(value, 0)
        }
        return ProposedViewSize(width: clean(p.width), height: clean(p.height))
    }

    static func sanitize(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
    }

    static func finite(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
    }

    static func inset(_ p: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - insets.horizontal, 0) },
            height: p.height.map { max($0 - insets.vertical, 0) }
        )
    }

    static func fixing(_ p: ProposedViewSize, _ axes: Axis.Set) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    static func paddedEdges(_ insets: EdgeInsets) -> Edge.Set {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return edges
    }

    static func containerLayout(_ element: LayoutElement) -> (any ErasedLayoutBox)? {
        func box<L: Layout>(_ layout: L) -> any ErasedLayoutBox { LayoutBox(layout: layout) }
        switch element {
        case let .hstack(alignment, spacing): return box(HStackLayout(alignment: alignment, spacing: spacing))
        case let .vstack(alignment, spacing): return box(VStackLayout(alignment: alignment, spacing: spacing))
        case let .zstack(alignment): return box(ZStackLayout(alignment: alignment))
        case .grid: return nil  // built per node by `buildGrid`, which needs the rows
        case .gridRow: return box(HStackLayout(alignment: .center, spacing: nil))  // only outside a grid
        case let .wrap(alignment, spacing, lineSpacing, fit):
            return box(WrapLayout(alignment: alignment, spacing: spacing, lineSpacing: lineSpacing, fit: fit))
        case let .overlap(overlap, alignment): return box(OverlapLayout(overlap: overlap, alignment: alignment))
        case let .columns(count, spacing, alignment): return box(ColumnsLayout(count: count, spacing: spacing, alignment: alignment))
        case .alternate: return box(AlternateStackLayout())
        case .radial: return box(RadialLayout())
        case let .balanced(axis, spacing, alignment): return box(BalancedStackLayout(axis: axis, spacing: spacing, alignment: alignment))
        case let .scroll(axes): return box(ScrollLayout(axes: axes))
        case let .custom(_, layout): return box(layout)
        default: return nil
        }
    }

    /// A grid's subviews are its cells: the children of its rows, and each non-row child.
    private func buildGrid(_ node: LayoutNodeID) {
        guard case let .grid(alignment, horizontalSpacing, verticalSpacing) = tree[node].element else { return }
        var cells: [LayoutNodeID] = []
        var rows: [GridLayout.Row] = []
        for child in tree.children(of: node) {
            if case let .gridRow(rowAlignment) = tree[child].element {
                let rowCells = tree.children(of: child)
                cells.append(contentsOf: rowCells)
                let spans = rowCells.map { cell -> Int in
                    if case let .gridCellColumns(n) = tree[cell].element { return max(n, 1) }
                    return 1
                }
                rows.append(GridLayout.Row(cellCount: rowCells.count, alignment: rowAlignment, columnSpans: spans))
            } else {
                cells.append(child)
                rows.append(GridLayout.Row(cellCount: 1, spansAllColumns: true))
            }
        }
        gridCells[node.index] = cells
        layouts[Int(node.index)] = LayoutBox(layout: GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows: rows))
    }
}
