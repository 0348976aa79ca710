import Foundation
import LayoutEngine

/// Everything an emitter needs: the tree, one result per proposal, and how to find a node's
/// source position (the front end owns the origin table; the emitters do not know the syntax).
public struct EmitInput {
    public var fileName: String
    public var tree: LayoutTree
    public var layouts: [LayoutResult]
    /// 1-based line and column of a node's element in the source, if known.
    public var sourcePosition: (LayoutNodeID) -> (line: Int, column: Int)?

    public init(fileName: String, tree: LayoutTree, layouts: [LayoutResult],
                sourcePosition: @escaping (LayoutNodeID) -> (line: Int, column: Int)? = { _ in nil }) {
        self.fileName = fileName
        self.tree = tree
        self.layouts = layouts
        self.sourcePosition = sourcePosition
    }
}

extension LayoutTree {
    /// Visits nodes depth-first in source order, with their depth, without recursion.
    func walk(from root: LayoutNodeID, _ visit: (LayoutNodeID, Int) -> Void) {
        var stack: [(LayoutNodeID, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            visit(node, depth)
            for child in children(of: node).reversed() { stack.append((child, depth + 1)) }
        }
    }
}

/// `formatLength` for a proposal dimension: a number, `inf` or `nil`.
func formatDimension(_ value: CGFloat?) -> String {
    guard let value else { return "nil" }
    return value.isInfinite ? "inf" : formatLength(value)
}

func formatProposal(_ p: ProposedViewSize) -> String { formatDimension(p.width) + "x" + formatDimension(p.height) }

extension EmitInput {
    /// What an indented emitter reserves per node for its indentation, two spaces a level: the
    /// tree's deepest nesting plus the `levels` the document indents its root by, taken as the
    /// average and capped at 64 levels (a deep chain is rare and its lines are few). Capacity
    /// reserved and never written costs no memory.
    static func indentation(of tree: LayoutTree, levels: Int) -> Int { 2 * min(tree.depth + levels, 64) }
}
