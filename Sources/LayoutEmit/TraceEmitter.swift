import Foundation
import LayoutEngine

/// The negotiation as an indented trace for `layoutc explain`: which proposal each element
/// received, what it answered (and whether from the memo), where it was placed.
public enum TraceEmitter {
    /// `focus`: only events of that node's subtree.
    public static func emit(_ input: EmitInput, focus: LayoutNodeID? = nil) -> String {
        var inFocus: Set<LayoutNodeID>?
        if let focus {
            var nodes: Set<LayoutNodeID> = []
            input.tree.walk(from: focus) { node, _ in nodes.insert(node) }
            inFocus = nodes
        }
        var out = ""
        for (index, result) in input.layouts.enumerated() {
            if index > 0 { out += "\n" }
            out += "proposal \(formatProposal(result.proposal)) → "
                + "\(formatLength(result.rootSize.width))x\(formatLength(result.rootSize.height))\n"
            out += "sizing (each question indented under the one that asked it):\n"
            var placing = false
            var asked = 0
            // With a focus, indent from the focused element's own depth.
            var base: Int?
            func indent(_ depth: Int) -> String {
                if base == nil { base = depth }
                return String(repeating: "  ", count: max(depth - (base ?? 0), 0) + 1)
            }
            var placementBase: Int?
            func placementIndent(_ depth: Int) -> String {
                if placementBase == nil { placementBase = depth }
                return String(repeating: "  ", count: max(depth - (placementBase ?? 0), 0) + 1)
            }
            for event in result.trace {
                switch event {
                case let .sized(node, proposal, answer, depth, cached):
                    guard inFocus?.contains(node) ?? true else { continue }
                    if placing { continue }
                    asked += 1
                    out += indent(depth) + describe(node, input)
                        + "  proposed \(formatProposal(proposal)) → "
                        + "\(formatLength(answer.width))x\(formatLength(answer.height))"
                        + (cached ? "  (memo)" : "") + "\n"
                case let .placed(node, frame, proposal, depth):
                    if !placing {
                        if asked == 0 { out += noQuestions }
                        out += "placement:\n"
                        placing = true
                    }
                    guard inFocus?.contains(node) ?? true else { continue }
                    out += placementIndent(depth) + "placed " + describe(node, input)
                        + " at (\(formatLength(frame.minX)), \(formatLength(frame.minY))) "
                        + "\(formatLength(frame.width))x\(formatLength(frame.height))"
                        + " with \(formatProposal(proposal))\n"
                }
            }
            if !placing && asked == 0 { out += noQuestions }
        }
        return out
    }

    /// Under "sizing" when no element in focus was asked for its size: a parent that knows the
    /// size (a frame with both lengths, a rigid stack) places its child without asking.
    static let noQuestions = "  (none: no element here was asked for its size; "
        + "its parent placed it at a size it knew)\n"

    static func describe(_ node: LayoutNodeID, _ input: EmitInput) -> String {
        let metadata = input.tree[node].metadata
        var text = metadata.name
        if let tag = metadata.tag { text += " #" + tag }
        if let position = input.sourcePosition(node) { text += " (\(position.line):\(position.column))" }
        return text
    }
}
