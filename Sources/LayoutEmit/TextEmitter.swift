import Foundation
import LayoutEngine

/// Frames as an indented tree, one line per element: kind, tag, x, y, width, height.
public enum TextEmitter {
    /// One block per layout: a header with the proposal and the root size, then the tree.
    public static func emit(_ input: EmitInput) -> String {
        var out = ""
        for (index, result) in input.layouts.enumerated() {
            if index > 0 { out += "\n" }
            out += "proposal \(formatProposal(result.proposal)) → \(formatLength(result.rootSize.width))x\(formatLength(result.rootSize.height))\n"
            guard let root = input.tree.root else { continue }
            input.tree.walk(from: root) { node, depth in
                let metadata = input.tree[node].metadata
                var line = String(repeating: "  ", count: depth) + metadata.name
                if let tag = metadata.tag { line += " #" + tag }
                if let frame = result.frames[Int(node.index)] {
                    line += "  x=\(formatLength(frame.minX)) y=\(formatLength(frame.minY)) w=\(formatLength(frame.width)) h=\(formatLength(frame.height))"
                } else {
                    line += "  (not laid out)"
                }
                out += line + "\n"
            }
        }
        return out
    }
}
