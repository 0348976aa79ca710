import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutJSON

/// Frames as versioned JSON (`Schema/layoutc-output.schema.json`):
/// `{"version": 1, "file": …, "layouts": [{"proposal": …, "size": …, "root": NODE}]}`.
public enum JSONEmitter {
    public static let version = 1

    /// The document, pretty-printed one node per line.
    public static func emit(_ input: EmitInput) -> String { String(decoding: emitBytes(input), as: UTF8.self) }

    /// The document as UTF-8 bytes, written into one buffer.
    public static func emitBytes(_ input: EmitInput) -> [UInt8] {
        ByteWriter.whole(capacity: 256 + input.tree.count * input.layouts.count * bytesPerNode(input.tree)) {
            write(input, into: &$0)
        }
    }

    /// The document handed to `drain` a `chunk` of bytes at a time, as it is written (what
    /// `build` does: the whole document is never in memory).
    public static func emit(_ input: EmitInput, chunk: Int, to drain: @escaping ([UInt8]) -> Void) {
        ByteWriter.streamed(chunk: chunk, to: drain) { write(input, into: &$0) }
    }

    static func write(_ input: EmitInput, into out: inout ByteWriter) {
        out.write("{\n  \"version\": ")
        out.integer(version)
        out.write(",\n  \"file\": ")
        out.jsonString(input.fileName)
        out.write(",\n  \"layouts\": [")
        for (index, result) in input.layouts.enumerated() {
            out.write(index == 0 ? "\n" : ",\n")
            out.write("    {\n      \"proposal\": {\"width\": ")
            dimension(result.proposal.width, into: &out)
            out.write(", \"height\": ")
            dimension(result.proposal.height, into: &out)
            out.write("},\n      \"size\": {\"width\": ")
            out.length(result.rootSize.width)
            out.write(", \"height\": ")
            out.length(result.rootSize.height)
            out.write("},\n      \"root\": ")
            if let root = input.tree.root {
                node(root, result, input, indent: 6, into: &out)
            } else {
                out.write("null")
            }
            out.write("\n    }")
        }
        out.write(input.layouts.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// About what a node takes: 140 bytes and its indentation (from six spaces at the root), so
    /// that most documents are one allocation, never copied as they grow.
    static func bytesPerNode(_ tree: LayoutTree) -> Int { 144 + EmitInput.indentation(of: tree, levels: 3) }

    /// One node per line group; children nest. Iterative, so deep trees cannot overflow.
    static func node(_ root: LayoutNodeID, _ result: LayoutResult, _ input: EmitInput, indent: Int,
                     into out: inout ByteWriter) {
        enum Step { case open(LayoutNodeID, Int, Bool), close(Int) }
        var steps: [Step] = [.open(root, indent, true)]
        let tree = input.tree
        // Each distinct kind quoted once, not once per node.
        let quotedNames = tree.distinctNames.map { Array(JSONString.quote($0).utf8) }
        while let step = steps.popLast() {
            switch step {
            case let .open(id, pad, first):
                if !first {
                    out.write(",\n")
                    out.spaces(pad)
                }
                let index = Int(id.index)
                let decoration = tree.decoration(of: id)
                out.write("{\"kind\": ")
                out.write(bytes: quotedNames[tree.nameIndex(of: id)])
                if let tag = decoration?.tag {
                    out.write(", \"tag\": ")
                    out.jsonString(tag)
                }
                if let frame = result.frames[index] {
                    out.write(", \"frame\": {\"x\": ")
                    out.length(frame.minX)
                    out.write(", \"y\": ")
                    out.length(frame.minY)
                    out.write(", \"width\": ")
                    out.length(frame.width)
                    out.write(", \"height\": ")
                    out.length(frame.height)
                    out.byte(0x7D)
                } else {
                    out.write(", \"frame\": null")
                }
                if let frame = result.frames[index], case let .text(spec) = tree.elements[index] {
                    // The lines drawn: wrapped, cut lines ending in "…".
                    let proposal = result.placementProposals[index]
                        ?? ProposedViewSize(width: frame.width, height: frame.height)
                    out.write(", \"lines\": [")
                    let lines = tree.textModel.measure(spec, proposal: proposal,
                                                       summary: tree.textSummary(of: LayoutNodeID(index))).lines
                    for (offset, line) in lines.enumerated() {
                        if offset > 0 { out.write(", ") }
                        out.jsonString(line)
                    }
                    out.byte(0x5D)
                }
                if let fill = decoration?.fill {
                    out.write(", \"fill\": ")
                    out.jsonString(fill)
                }
                if let appearance = decoration?.appearance, !appearance.isEmpty {
                    Self.appearance(appearance, into: &out)
                }
                if let position = input.sourcePosition(id) {
                    out.write(", \"source\": {\"line\": ")
                    out.integer(position.line)
                    out.write(", \"column\": ")
                    out.integer(position.column)
                    out.byte(0x7D)
                }
                let children = tree.children(of: id)
                out.write(", \"children\": [")
                if children.isEmpty {
                    out.write("]}")
                } else {
                    steps.append(.close(pad))
                    for (offset, child) in children.enumerated().reversed() {
                        steps.append(.open(child, pad + 2, offset == 0))
                    }
                    out.byte(0x0A)
                    out.spaces(pad + 2)
                }
            case let .close(pad):
                out.byte(0x0A)
                out.spaces(pad)
                out.write("]}")
            }
        }
    }

    /// A clip or content shape's name (a rounded rectangle's radius after it, as its own member).
    private static func shape(_ shape: ClipShape, into out: inout ByteWriter) {
        switch shape {
        case .rect: out.write("\"rect\"")
        case let .roundedRect(radius):
            out.write("\"roundedRect\", \"cornerRadius\": ")
            out.length(radius)
        case .capsule: out.write("\"capsule\"")
        case .ellipse: out.write("\"ellipse\"")
        case .circle: out.write("\"circle\"")
        }
    }

    /// How the node is drawn beyond its fill, one object per setting, in the order the IR keeps
    /// them (the effects in modifier order, then zIndex, corner radius, font weight):
    /// `"appearance": [{"opacity": 0.5}, {"clip": "roundedRect", "cornerRadius": 18}, …]`.
    static func appearance(_ items: [Appearance], into out: inout ByteWriter) {
        out.write(", \"appearance\": [")
        for (offset, item) in items.enumerated() {
            if offset > 0 { out.write(", ") }
            switch item {
            case let .effect(.opacity(value)):
                out.write("{\"opacity\": ")
                out.length(value)
            case let .effect(.clip(shape)):
                out.write("{\"clip\": ")
                Self.shape(shape, into: &out)
            case let .effect(.contentShape(shape)):
                out.write("{\"contentShape\": ")
                Self.shape(shape, into: &out)
            case let .effect(.border(color, width)):
                out.write("{\"border\": ")
                out.jsonString(color)
                out.write(", \"width\": ")
                out.length(width)
            case .effect(.hidden):
                out.write("{\"hidden\": true")
            case .effect(.interactive):
                out.write("{\"interactive\": true")
            case let .zIndex(value):
                out.write("{\"zIndex\": ")
                out.length(CGFloat(value))
            case let .cornerRadius(radius):
                out.write("{\"cornerRadius\": ")
                out.length(radius)
            case let .fontWeight(weight):
                out.write("{\"fontWeight\": ")
                out.integer(weight)
            }
            out.byte(0x7D)
        }
        out.byte(0x5D)
    }

    static func dimension(_ value: CGFloat?, into out: inout ByteWriter) {
        guard let value else { return out.write("null") }
        if value.isInfinite { out.write("\"inf\"") } else { out.length(value) }
    }

    static func dimension(_ value: CGFloat?) -> String {
        guard let value else { return "null" }
        return value.isInfinite ? "\"inf\"" : formatLength(value)
    }

    static func string(_ text: String) -> String { JSONString.quote(text) }
}
