import Foundation

/// A proxy for one subview of a layout (SwiftUI's `LayoutSubview`).
///
/// The pass that owns the proxies outlives every layout call, so they hold it unretained:
/// asking a subview a question costs no reference counting (it is the engine's hottest path).
public struct LayoutSubview: Equatable {
    let host: Unmanaged<LayoutPass>
    /// The node in the layout tree this proxy stands for.
    public let node: LayoutNodeID

    init(host: Unmanaged<LayoutPass>, node: LayoutNodeID) {
        self.host = host
        self.node = node
    }

    /// The subview's answer to `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        host._withUnsafeGuaranteedRef { $0.sizeThatFits(node: node, proposal: proposal) }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        host._withUnsafeGuaranteedRef { $0.dimensions(node: node, proposal: proposal) }
    }

    /// Places the subview so that its `anchor` lands on `position`, sized by its answer to `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        host._withUnsafeGuaranteedRef { $0.place(node: node, at: position, anchor: anchor, proposal: proposal) }
    }

    /// Places the subview at `position` (its top leading corner) with `proposal`, whose answer
    /// the caller has just read: `answer` (a built-in stack's placement, which measured every
    /// child with the proposal it places it with). The subview is not asked again unless the
    /// pass shows every question or the answer must be settled (§0: an infinite side).
    func place(at position: CGPoint, proposal: ProposedViewSize, answered answer: CGSize) {
        host._withUnsafeGuaranteedRef { $0.place(node: node, at: position, proposal: proposal, answered: answer) }
    }

    /// The subview's layout priority (`.layoutPriority`), 0 by default.
    public var priority: Double { host._withUnsafeGuaranteedRef { $0.priority(node: node) } }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { host._withUnsafeGuaranteedRef { $0.spacing(node: node) } }

    /// Whether the subview is a `spacer` (not in SwiftUI's public API; our stacks need it).
    public var isSpacer: Bool { host._withUnsafeGuaranteedRef { $0.isSpacer(node: node) } }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.node == rhs.node && lhs.host.toOpaque() == rhs.host.toOpaque()
    }
}

/// The subviews of a layout (SwiftUI's `LayoutSubviews`), a random-access collection of proxies.
/// As in SwiftUI, a layout's subviews are indexed from 0 (`subviews[0]` is the first), and a
/// slice (`subviews[1...]`) keeps the indices of the collection it was cut from, as an array's does.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let host: Unmanaged<LayoutPass>
    /// The pass's list of every container's subviews (`LayoutPass.subviewList`), which lives as
    /// long as the pass, and this collection's positions in it: held without counting
    /// references, like the host (a stack passes its subviews to every question it asks).
    let list: UnsafePointer<LayoutNodeID>
    let positions: Range<Int>
    /// Where index 0 is in `positions`: the start of the whole collection this one is, or was
    /// cut from.
    let base: Int

    init(host: Unmanaged<LayoutPass>, list: UnsafePointer<LayoutNodeID>, positions: Range<Int>) {
        self.init(host: host, list: list, positions: positions, base: positions.lowerBound)
    }

    private init(host: Unmanaged<LayoutPass>, list: UnsafePointer<LayoutNodeID>, positions: Range<Int>, base: Int) {
        self.host = host
        self.list = list
        self.positions = positions
        self.base = base
    }

    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    /// The subviews' nodes, in order.
    var nodes: UnsafeBufferPointer<LayoutNodeID> {
        UnsafeBufferPointer(start: list + positions.lowerBound, count: positions.count)
    }

    /// Whether the pass records every question (`explain`): a built-in layout then asks every
    /// question its rules ask, even the ones whose answer it already holds.
    var isTraced: Bool { host._withUnsafeGuaranteedRef { $0.options.trace } }

    public var startIndex: Int { positions.lowerBound - base }
    public var endIndex: Int { positions.upperBound - base }

    public subscript(position: Int) -> LayoutSubview {
        precondition(positions.contains(position + base), "subview index out of range")
        return LayoutSubview(host: host, node: list[position + base])
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        let cut = (bounds.lowerBound + base)..<(bounds.upperBound + base)
        precondition(cut.lowerBound >= positions.lowerBound && cut.upperBound <= positions.upperBound,
                     "subview range out of bounds")
        return LayoutSubviews(host: host, list: list, positions: cut, base: base)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.host.toOpaque() == rhs.host.toOpaque() && lhs.nodes.elementsEqual(rhs.nodes)
    }
}
