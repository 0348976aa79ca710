import Foundation
import LayoutEngine

/// What a picture says about one element: the `<title>` tooltip and the `data-*` attributes the
/// preview page reads. Frames are in root coordinates, as in the text and JSON outputs.
struct ElementDetails {
    var node: LayoutNodeID
    var kind: String
    var tag: String?
    var frame: CGRect
    /// The proposal the element was placed with (what its parent finally asked).
    var proposal: ProposedViewSize?
    var source: (line: Int, column: Int)?

    init(_ node: LayoutNodeID, frame: CGRect, input: EmitInput, result: LayoutResult) {
        let metadata = input.tree[node].metadata
        self.node = node
        kind = metadata.name
        tag = metadata.tag
        self.frame = frame
        let index = Int(node.index)
        proposal = index < result.placementProposals.count ? result.placementProposals[index] : nil
        source = input.sourcePosition(node)
    }

    /// `#tag` if tagged, else the kind.
    var label: String { tag.map { "#" + $0 } ?? kind }

    /// The tooltip: kind and tag, frame, proposal and answer, source line — one fact a line.
    var title: String {
        var lines = [kind + (tag.map { " #" + $0 } ?? "")]
        lines.append("x \(SVGMarkup.number(frame.minX)), y \(SVGMarkup.number(frame.minY)), "
                     + "w \(SVGMarkup.number(frame.width)), h \(SVGMarkup.number(frame.height))")
        if let proposal {
            lines.append("proposed \(formatProposal(proposal)) → "
                         + "\(SVGMarkup.number(frame.width))x\(SVGMarkup.number(frame.height))")
        }
        if let source { lines.append("line \(source.line), column \(source.column)") }
        return lines.joined(separator: "\n")
    }

    /// `data-*` attributes for scripts (the preview page, the browser test).
    var dataAttributes: String {
        var out = "data-node=\"\(node.index)\" data-kind=\"\(SVGMarkup.escape(kind))\""
        if let tag { out += " data-tag=\"\(SVGMarkup.escape(tag))\"" }
        out += " data-x=\"\(SVGMarkup.number(frame.minX))\" data-y=\"\(SVGMarkup.number(frame.minY))\""
        out += " data-w=\"\(SVGMarkup.number(frame.width))\" data-h=\"\(SVGMarkup.number(frame.height))\""
        if let proposal { out += " data-proposal=\"\(SVGMarkup.escape(formatProposal(proposal)))\"" }
        if let source { out += " data-line=\"\(source.line)\" data-column=\"\(source.column)\"" }
        return out
    }
}
