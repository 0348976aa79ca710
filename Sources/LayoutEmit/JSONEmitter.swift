import Foundation
import LayoutDiagnostics
import LayoutEngine

/// Frames as versioned JSON (`Schema/layoutc-output.schema.json`):
/// `{"version": 1, "file": …, "layouts": [{"proposal": …, "size": …, "root": NODE}]}`.
public enum JSONEmitter {
    public static let version = 1

    /// The document, pretty-printed one node per line.
    public static func emit(_ input: EmitInput) -> String {
        var out = "{\n  \"version\": \(version),\n  \"file\": \(string(input.fileName)),\n  \"layouts\": ["
        for (index, result) in input.layouts.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n      \"proposal\": {\"width\": \(dimension(result.proposal.width)), \"height\": \(dimension(result.proposal.height))},\n"
            out += "      \"size\": {\"width\": \(formatLength(result.rootSize.width)), \"height\": \(formatLength(result.rootSize.height))},\n"
            out += "      \"root\": "
            if let root = input.tree.root { node(root, result, input, indent: 6, into: &out) } else { out += "null" }
            out += "\n    }"
        }
        out += input.layouts.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// One node per line group; children nest. Iterative, so deep trees cannot overflow.
    static func node(_ root: LayoutNodeID, _ result: LayoutResult, _ input: EmitInput, indent: Int, into out: inout String) {
        enum Step { case open(LayoutNodeID, Int, Bool), close(Int, Bool) }
        var steps: [Step] = [.open(root, indent, true)]
        while let step = steps.popLast() {
            switch step {
            case let .open(id, pad, first):
                if !first { out += ",\n" + String(repeating: " ", count: pad) }
                let metadata = input.tree[id].metadata
                var fields = ["\"kind\": \(string(metadata.name))"]
                if let tag = metadata.tag { fields.append("\"tag\": \(string(tag))") }
                if let frame = result.frames[Int(id.index)] {
                    fields.append("\"frame\": {\"x\": \(formatLength(frame.minX)), \"y\": \(formatLength(frame.minY)), \"width\": \(formatLength(frame.width)), \"height\": \(formatLength(frame.height))}")
                } else {
                    fields.append("\"frame\": null")
                }
                if let fill = metadata.fill { fields.append("\"fill\": \(string(fill))") }
                if let position = input.sourcePosition(id) {
                    fields.append("\"source\": {\"line\": \(position.line), \"column\": \(position.column)}")
                }
                let children = input.tree.children(of: id)
                out += "{" + fields.joined(separator: ", ") + ", \"children\": ["
                if children.isEmpty {
                    out += "]}"
                } else {
                    steps.append(.close(pad, true))
                    for (offset, child) in children.enumerated().reversed() {
                        steps.append(.open(child, pad + 2, offset == 0))
                    }
                    out += "\n" + String(repeating: " ", count: pad + 2)
                }
            case let .close(pad, _):
                out += "\n" + String(repeating: " ", count: pad) + "]}"
            }
        }
    }

    static func dimension(_ value: CGFloat?) -> String {
        guard let value else { return "null" }
        return value.isInfinite ? "\"inf\"" : formatLength(value)
    }

    static func string(_ text: String) -> String { JSONString.quote(text) }
}
