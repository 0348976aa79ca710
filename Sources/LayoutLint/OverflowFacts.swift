import Foundation
import LayoutEngine

/// What the screen cuts off, worked out from the final frames once per configuration, before
/// any rule runs: the elements whose frames cross the edges of the proposal (the screen, on
/// each axis it bounds), grouped by the container that lays them out. The root is judged
/// centred in the screen, where a hosting view puts it (the engine's frames keep it at the
/// origin). Content inside a scroll view along its axis scrolls, content inside a clipping
/// element (`.clipped()`, `.clipShape`) is cut on purpose, and a wrap's over-wide item is
/// wrap-item-too-wide's: none is judged here.
struct OverflowFacts {
    /// Elements cut off by the screen, grouped by the innermost container that lays them out
    /// (nil: the root itself is cut off), in tree order.
    struct Group {
        var container: LayoutNodeID?
        var axis: Axis
        /// The drawn elements past the edge, in source order.
        var cutOff: [LayoutNodeID]
    }

    private(set) var groups: [Group] = []
    /// The visible length on each bounded axis.
    private(set) var visible: [Axis: CGFloat] = [:]
    /// What to add to a frame's position on an axis to have it on the screen (the root centred).
    private(set) var shift: [Axis: CGFloat] = [:]

    /// Nothing cut off (before the facts are worked out).
    static let empty = OverflowFacts()
    private init() {}

    init(file: LintFile, frames: (LayoutNodeID) -> CGRect?, proposals: (LayoutNodeID) -> ProposedViewSize?,
         proposal: ProposedViewSize) {
        for axis in [Axis.horizontal, .vertical] {
            if let limit = proposal.value(axis), limit.isFinite, limit > 0 { visible[axis] = limit }
        }
        guard !visible.isEmpty, let root = file.tree.root, let rootFrame = frames(root) else { return }
        for (axis, limit) in visible {
            shift[axis] = (limit - rootFrame.length(axis)) / 2 - rootFrame.minimum(axis)
        }
        var cut: [(node: LayoutNodeID, axis: Axis)] = []
        // Whether each node is judged on an axis, horizontal and vertical; the limits and shifts
        // by the axis's raw value (the walk reads them at every node: no dictionary there).
        let count = file.tree.count
        var judgedAcross = [Bool](repeating: false, count: count), judgedAlong = [Bool](repeating: false, count: count)
        let limits: [CGFloat?] = Axis.allCases.map { visible[$0] }, shifts: [CGFloat?] = Axis.allCases.map { shift[$0] }
        // Depth first from the root; a subtree that scrolls, clips or is hidden on an axis is
        // not judged on it. Inside an offset, an element wholly off the screen was moved there
        // on purpose (a closed drawer); one the edge cuts is judged.
        var stack: [(node: LayoutNodeID, judged: Axes, offset: Bool)] = [(root, Axes(visible.keys), false)]
        while let (node, inherited, inOffset) = stack.popLast() {
            var judged = inherited
            let effects = file.tree.effects(of: node)
            if effects.contains(.hidden) { continue }
            let index = Int(node.index)
            if judged.contains(.horizontal) { judgedAcross[index] = true }
            if judged.contains(.vertical) { judgedAlong[index] = true }
            let isLeaf = file.tree.childCounts[index] == 0
            if let frame = frames(node), frame.width > 0, frame.height > 0, isLeaf || Self.clips(effects) {
                for axis in Axis.allCases where judged.contains(axis) {
                    guard let limit = limits[Int(axis.rawValue)], let by = shifts[Int(axis.rawValue)],
                          frame.maximum(axis) + by > limit + 0.01 || frame.minimum(axis) + by < -0.01 else { continue }
                    if inOffset, frame.minimum(axis) + by >= limit || frame.maximum(axis) + by <= 0 { continue }
                    if Self.isOverWideWrapItem(node, file: file, frames: frames, proposals: proposals) { continue }
                    cut.append((node, axis))
                }
            }
            if Self.clips(effects) { judged = Axes() }
            let kind = file.kind(node)
            if kind == .scroll, case let .scroll(axes) = file.element(node) {
                if axes.contains(.horizontal) { judged.remove(.horizontal) }
                if axes.contains(.vertical) { judged.remove(.vertical) }
            }
            guard !judged.isEmpty, !isLeaf else { continue }
            let offset = inOffset || kind == .offset
            for child in file.children(node).reversed() { stack.append((child, judged, offset)) }
        }
        var judgedNodes = [[Bool]](repeating: [], count: Axis.allCases.count)
        judgedNodes[Int(Axis.horizontal.rawValue)] = judgedAcross
        judgedNodes[Int(Axis.vertical.rawValue)] = judgedAlong
        group(cut, file: file, frames: frames, judged: judgedNodes) { wrap in
            file.children(wrap).contains {
                Self.isOverWideWrapItem($0, file: file, frames: frames, proposals: proposals)
            }
        }
    }

    /// Whether `node` sits in a wrap item wider than the wrap's lines: wrap-item-too-wide's.
    private static func isOverWideWrapItem(_ node: LayoutNodeID, file: LintFile, frames: (LayoutNodeID) -> CGRect?,
                                           proposals: (LayoutNodeID) -> ProposedViewSize?) -> Bool {
        var current = node
        while let parent = file.parent(current) {
            if file.kind(parent) == .layout, file.element(parent).customLayout is WrapLayout {
                guard let width = proposals(parent)?.width, width.isFinite, let item = frames(current) else {
                    return false
                }
                return item.width > width + 0.01
            }
            current = parent
        }
        return false
    }

    /// Files each cut-off element under the container to blame: the innermost container (or
    /// modifier: its element) too long for the screen that holds it (the row that needs 412 pt,
    /// or the padding around it), or, when the element is cut off only because an ancestor grew
    /// to hold such a container (a text aligned to the leading edge of a column a long row
    /// widened), under that row; else its own container. What a wrap made too wide is
    /// wrap-item-too-wide's.
    private mutating func group(_ cut: [(node: LayoutNodeID, axis: Axis)], file: LintFile,
                                frames: (LayoutNodeID) -> CGRect?, judged: [[Bool]],
                                holdsOverWideItem: (LayoutNodeID) -> Bool) {
        var index: [Key: Int] = [:]
        var blame: [Axis: [LayoutNodeID: LayoutNodeID]] = [:]
        for axis in Set(cut.map(\.axis)) {
            guard let limit = visible[axis] else { continue }
            // Only what is judged on the axis: a scroll view's content may be as long as it likes.
            let judgedOnAxis = judged[Int(axis.rawValue)]
            var tooLong: [LayoutNodeID] = []
            for index in judgedOnAxis.indices where judgedOnAxis[index] && file.tree.childCounts[index] > 0 {
                let node = LayoutNodeID(index)
                if (frames(node)?.length(axis) ?? 0) > limit + 0.01 { tooLong.append(node) }
            }
            let tooLongSet = Set(tooLong)
            var holdsOne: Set<LayoutNodeID> = []
            for node in tooLong {
                var ancestor = file.parent(node)
                while let at = ancestor, holdsOne.insert(at).inserted { ancestor = file.parent(at) }
            }
            // Each too-long container's culprit: itself when it holds no other, else the first
            // innermost one inside it.
            var culprit: [LayoutNodeID: LayoutNodeID] = [:]
            for node in tooLong.sorted(by: { $0.index < $1.index }) where !holdsOne.contains(node) {
                // A modifier stands for its element; a leaf's modifiers for the leaf's container.
                var blamed = core(of: node, in: file)
                if file.children(blamed).isEmpty, let container = file.container(of: file.outermost(blamed)) {
                    blamed = container
                }
                var ancestor: LayoutNodeID? = node
                while let at = ancestor {
                    if tooLongSet.contains(at), culprit[at] == nil { culprit[at] = blamed }
                    ancestor = file.parent(at)
                }
            }
            blame[axis] = culprit
        }
        for (node, axis) in cut {
            var container = file.container(of: file.outermost(node))
            if let culprits = blame[axis], !culprits.isEmpty {
                var ancestor = file.parent(node)
                while let at = ancestor {
                    if let found = culprits[at] {
                        container = found
                        break
                    }
                    ancestor = file.parent(at)
                }
            }
            if let container, file.kind(container) == .layout, file.element(container).customLayout is WrapLayout,
               holdsOverWideItem(container) {
                continue
            }
            let key = Key(container: container, axis: axis)
            if let at = index[key] {
                groups[at].cutOff.append(node)
            } else {
                index[key] = groups.count
                groups.append(Group(container: container, axis: axis, cutOff: [node]))
            }
        }
    }

    /// A set of the two axes, without a set's storage (one per node of the walk).
    private struct Axes {
        private var bits: UInt8 = 0
        init() {}
        init(_ axes: some Sequence<Axis>) { for axis in axes { insert(axis) } }
        var isEmpty: Bool { bits == 0 }
        mutating func insert(_ axis: Axis) { bits |= 1 << UInt8(axis.rawValue) }
        mutating func remove(_ axis: Axis) { bits &= ~(1 << UInt8(axis.rawValue)) }
        func contains(_ axis: Axis) -> Bool { bits & 1 << UInt8(axis.rawValue) != 0 }
    }

    private struct Key: Hashable {
        var container: LayoutNodeID?
        var axis: Axis
    }

    private static func clips(_ effects: [DrawingEffect]) -> Bool {
        effects.contains { if case .clip = $0 { return true } else { return false } }
    }
}
