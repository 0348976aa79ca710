import Foundation
import LayoutEngine

/// Frames as an indented tree, one line per element: kind, tag, x, y, width, height.
public enum TextEmitter {
    /// One block per layout: a header with the proposal and the root size, then the tree.
    public static func emit(_ input: EmitInput) -> String { String(decoding: emitBytes(input), as: UTF8.self) }

    /// The same text as UTF-8 bytes, written into one buffer.
    public static func emitBytes(_ input: EmitInput) -> [UInt8] {
        // About 40 bytes a line and its indentation: one allocation for most trees.
        let perNode = 48 + EmitInput.indentation(of: input.tree, levels: 0)
        return ByteWriter.whole(capacity: 64 + input.tree.count * input.layouts.count * perNode) {
            write(input, into: &$0)
        }
    }

    /// The text handed to `drain` a `chunk` of bytes at a time, as it is written (what `build`
    /// does).
    public static func emit(_ input: EmitInput, chunk: Int, to drain: @escaping ([UInt8]) -> Void) {
        ByteWriter.streamed(chunk: chunk, to: drain) { write(input, into: &$0) }
    }

    static func write(_ input: EmitInput, into out: inout ByteWriter) {
        for (index, result) in input.layouts.enumerated() {
            if index > 0 { out.byte(0x0A) }
            out.write("proposal ")
            out.write(contentsOf: formatProposal(result.proposal))
            out.write(" → ")
            out.length(result.rootSize.width)
            out.byte(0x78)
            out.length(result.rootSize.height)
            out.byte(0x0A)
            guard let root = input.tree.root else { continue }
            let allMetadata = input.tree.metadata
            input.tree.walk(from: root) { node, depth in
                let metadata = allMetadata[Int(node.index)]
                out.spaces(2 * depth)
                out.write(contentsOf: metadata.name)
                if let tag = metadata.tag {
                    out.write(" #")
                    out.write(contentsOf: tag)
                }
                if let frame = result.frames[Int(node.index)] {
                    out.write("  x=")
                    out.length(frame.minX)
                    out.write(" y=")
                    out.length(frame.minY)
                    out.write(" w=")
                    out.length(frame.width)
                    out.write(" h=")
                    out.length(frame.height)
                } else {
                    out.write("  (not laid out)")
                }
                out.byte(0x0A)
            }
        }
    }
}
