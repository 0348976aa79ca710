import Foundation
import LayoutEngine

/// One layout (one root proposal) placed in the document: where its panel is, where the root's
/// origin lands, and the proposal outline. Panels stand side by side, left to right.
struct SVGPanel {
    var index: Int
    var result: LayoutResult
    /// The panel's rectangle in the document.
    var area: CGRect
    /// Where the root's (0, 0) is in the document.
    var origin: CGPoint
    /// The proposal outline's size: the proposal, with nil and inf replaced by the root's size.
    var outline: CGSize
    var caption: String

    static let margin: CGFloat = 24
    static let captionHeight: CGFloat = 22
    static let captionFontSize: CGFloat = 12
    /// Generous average advance of the caption font, so a caption never spills out of its panel.
    static let captionAdvance: CGFloat = 7.2

    /// A frame in root coordinates, moved to the document.
    func place(_ frame: CGRect) -> CGRect {
        frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The outline in the document.
    var outlineRect: CGRect { CGRect(origin: origin, size: outline) }

    /// Lays the panels out side by side, each as wide as its content, its outline and its caption.
    static func arrange(_ layouts: [LayoutResult], tree: LayoutTree, style: SVGStyle = .debug) -> [SVGPanel] {
        var panels: [SVGPanel] = []
        var x: CGFloat = 0
        let clipped = clippedNodes(tree, effects: effects(tree, style: style))
        for (index, result) in layouts.enumerated() {
            let outline = proposalOutline(result)
            var bounds = CGRect(origin: .zero, size: outline)
            for (node, frame) in result.frames.enumerated() where !clipped[node] {
                guard let frame, frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite,
                      frame.height.isFinite else { continue }
                bounds = bounds.union(frame)
            }
            bounds = CGRect(x: SVGMarkup.clamp(bounds.minX), y: SVGMarkup.clamp(bounds.minY),
                            width: SVGMarkup.clamp(bounds.width), height: SVGMarkup.clamp(bounds.height))
            let caption = "proposed \(formatProposal(result.proposal)) → "
                + "\(formatLength(SVGMarkup.clamp(result.rootSize.width)))x"
                + "\(formatLength(SVGMarkup.clamp(result.rootSize.height)))"
            let captionWidth = CGFloat(caption.count) * captionAdvance
            let width = max(bounds.width, captionWidth, 120) + 2 * margin
            let height = bounds.height + 2 * margin + captionHeight
            let origin = CGPoint(x: x + margin - bounds.minX, y: margin + captionHeight - bounds.minY)
            panels.append(SVGPanel(index: index, result: result, area: CGRect(x: x, y: 0, width: width, height: height),
                                   origin: origin, outline: outline, caption: caption))
            x += width
        }
        // Every panel as tall as the tallest, so the row reads as one picture.
        let tallest = panels.map(\.area.height).max() ?? 0
        for i in panels.indices { panels[i].area.size.height = tallest }
        return panels
    }

    /// Per node: whether an ancestor clips it (`.clipShape`, `.clipped`, a scroll view in the
    /// preview). What it draws lies inside that ancestor's frame, so it does not widen a panel.
    static func clippedNodes(_ tree: LayoutTree, effects: (LayoutNodeID) -> [DrawingEffect]) -> [Bool] {
        var clipped = [Bool](repeating: false, count: tree.count)
        // Parents come after their children in the arena: walk from the root down.
        for index in stride(from: tree.count - 1, through: 0, by: -1) {
            guard let parent = tree.parents[index] else { continue }
            let parentClips = effects(parent).contains { if case .clip = $0 { return true } else { return false } }
            clipped[index] = clipped[Int(parent.index)] || parentClips
        }
        return clipped
    }

    static func proposalOutline(_ result: LayoutResult) -> CGSize {
        func side(_ value: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let value, value.isFinite else { return SVGMarkup.clamp(fallback) }
            return SVGMarkup.clamp(value)
        }
        return CGSize(width: side(result.proposal.width, result.rootSize.width),
                      height: side(result.proposal.height, result.rootSize.height))
    }

    /// One step of painting a panel: open the appearance groups of a node (`.opacity`,
    /// `.clipShape`, `.border`, `.hidden`), paint the node itself, close its groups after the
    /// last node of its subtree.
    enum PaintStep: Equatable {
        case begin(LayoutNodeID)
        case node(LayoutNodeID)
        case end(LayoutNodeID)
    }

    /// Nodes in the order they are painted: parents first, then their children in drawing order —
    /// source order, sorted (stably) by `.zIndex`, except that a `background`'s content is painted
    /// before the element it is behind. A node with `effects` is bracketed by `begin` and `end`
    /// around its whole subtree. Iterative: trees can be deep.
    static func paintSteps(_ tree: LayoutTree,
                           effects: (LayoutNodeID) -> [DrawingEffect] = { _ in [] }) -> [PaintStep] {
        guard let root = tree.root else { return [] }
        var steps: [PaintStep] = []
        var stack: [PaintStep] = [.node(root)]
        while let step = stack.popLast() {
            guard case let .node(node) = step else {
                steps.append(step)
                continue
            }
            let hasEffects = !effects(node).isEmpty
            if hasEffects { steps.append(.begin(node)) }
            steps.append(.node(node))
            if hasEffects { stack.append(.end(node)) }
            var children = Array(tree.children(of: node))
            if case .background = tree[node].element, let primary = children.first {
                children = Array(children.dropFirst()) + [primary]
            }
            if children.contains(where: { zIndex(of: $0, in: tree) != 0 }) {
                children = children.enumerated().sorted { a, b in
                    let za = zIndex(of: a.element, in: tree), zb = zIndex(of: b.element, in: tree)
                    return za != zb ? za < zb : a.offset < b.offset
                }.map(\.element)
            }
            stack.append(contentsOf: children.reversed().map { PaintStep.node($0) })
        }
        return steps
    }

    /// The effects a style draws for a node: its own, and for the preview, a scroll view clipped
    /// to its frame (SwiftUI's `ScrollView` clips; the debug style shows what overflows).
    static func effects(_ tree: LayoutTree, style: SVGStyle) -> (LayoutNodeID) -> [DrawingEffect] {
        { node in
            let own = tree.effects(of: node)
            if style == .preview, case .scroll = tree.elements[Int(node.index)] { return own + [.clip(.rect)] }
            return own
        }
    }

    /// Nodes in paint order (the `.node` steps).
    static func paintOrder(_ tree: LayoutTree) -> [LayoutNodeID] {
        paintSteps(tree) { tree.effects(of: $0) }.compactMap {
            if case let .node(node) = $0 { return node } else { return nil }
        }
    }

    /// A child's `.zIndex`: set on it, or on what it wraps (the outermost one counts), as SwiftUI
    /// reads traits through modifiers.
    static func zIndex(of node: LayoutNodeID, in tree: LayoutTree) -> Double {
        var current = node
        while true {
            let value = tree.zIndex(of: current)
            if value != 0 { return value }
            guard ElementRole(tree.elements[Int(current.index)]) == .modifier,
                  let primary = tree.children(of: current).first else { return 0 }
            current = primary
        }
    }
}
