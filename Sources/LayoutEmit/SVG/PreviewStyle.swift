import Foundation
import LayoutEngine

/// The preview style: what the screen would show. Each panel is a white "screen" the size of
/// the proposal on a grey canvas, captioned with the proposal and the root's answer; shapes are
/// drawn with their fills, texts as their lines, images as placeholders with their size.
/// Containers, modifiers and spacers draw nothing unless they carry a `.fill`.
enum PreviewStyle {
    static let canvas = "#F2F2F7"
    static let neutral = "#C7C7CC"
    static let textColour = "#1C1C1E"

    static func panel(_ panel: SVGPanel, input: EmitInput) -> String {
        let n = SVGMarkup.number
        var out = "<g class=\"panel\" data-panel=\"\(panel.index)\" "
            + "data-proposal=\"\(SVGMarkup.escape(formatProposal(panel.result.proposal)))\">\n"
        out += "<text class=\"caption\" x=\"\(n(panel.area.minX + SVGPanel.margin))\" y=\"\(n(SVGPanel.margin + 4))\" "
            + "font-family=\"\(SVGMarkup.captionFamily)\" font-size=\"\(n(SVGPanel.captionFontSize))\" "
            + "fill=\"#6E6E73\">\(SVGMarkup.escape(panel.caption))</text>\n"
        out += "<rect class=\"proposal\" \(SVGMarkup.geometry(panel.outlineRect)) fill=\"#FFFFFF\" stroke=\"#AEAEB2\" "
            + "stroke-width=\"1\" stroke-dasharray=\"4 3\"/>\n"
        out += "<g font-family=\"\(SVGMarkup.textFamily(input.tree.textModel))\">\n"
        let fills = effectiveFills(input.tree)
        let effectsOf = SVGPanel.effects(input.tree, style: .preview)
        for step in SVGPanel.paintSteps(input.tree, effects: effectsOf) {
            switch step {
            case let .begin(node), let .end(node):
                let index = Int(node.index)
                guard index < panel.result.frames.count, let frame = panel.result.frames[index] else { continue }
                let effects = effectsOf(node)
                if case .begin = step {
                    out += SVGEffects.open(effects, node: node, frame: panel.place(frame), panel: panel.index,
                                           style: .preview) + "\n"
                } else {
                    out += SVGEffects.close(effects, frame: panel.place(frame)) + "\n"
                }
            case let .node(node):
                let index = Int(node.index)
                guard index < panel.result.frames.count, let frame = panel.result.frames[index] else { continue }
                let details = ElementDetails(node, frame: frame, input: input, result: panel.result)
                let r = panel.place(frame)
                out += "<g class=\"node\" \(details.dataAttributes)><title>\(SVGMarkup.escape(details.title))</title>"
                out += element(input.tree[node], r, fill: fills[index],
                               proposal: details.proposal ?? panel.result.proposal, model: input.tree.textModel)
                out += "<rect class=\"hit\" \(SVGMarkup.geometry(r)) fill=\"none\" stroke=\"none\"/></g>\n"
            }
        }
        return out + "</g>\n</g>\n"
    }

    /// The colour each node is painted in. A `.fill` on a modifier reaches through the modifier
    /// chain to the leaf it wraps, as SwiftUI's foreground style does (`circle.frame(…).fill(red)`
    /// is a red circle, not a red square behind a grey one), unless that leaf has its own; on a
    /// container, or a modifier around one, it paints the element's frame behind its content.
    /// Both styles use it.
    static func effectiveFills(_ tree: LayoutTree) -> [SVGMarkup.Paint?] {
        var fills = tree.metadata.map { SVGMarkup.paint($0.fill) }
        for index in fills.indices {
            guard fills[index] != nil, ElementRole(tree.elements[index]) == .modifier else { continue }
            var node = LayoutNodeID(index)
            // The primary of each wrapper, down to the first element that is not a modifier.
            while ElementRole(tree[node].element) == .modifier, let primary = tree.children(of: node).first {
                node = primary
            }
            let leaf = Int(node.index)
            guard ElementRole(tree.elements[leaf]) == .leaf else { continue }
            if tree.fill(of: LayoutNodeID(leaf)) == nil { fills[leaf] = fills[index] }
            fills[index] = nil
        }
        return fills
    }

    static func element(_ node: LayoutTree.Node, _ r: CGRect, fill: SVGMarkup.Paint?,
                        proposal: ProposedViewSize, model: TextModel) -> String {
        switch node.element {
        case let .text(spec):
            // A text's fill is the colour of its letters, as `foregroundStyle` is in SwiftUI.
            return SVGShapes.lines(spec, proposal: proposal, in: r, paint: fill ?? SVGMarkup.solid(textColour),
                                   weight: node.metadata.fontWeight, model: model)
        case let .image(width, height, _):
            return imagePlaceholder(r, intrinsic: CGSize(width: width, height: height), fill: fill)
        case .divider:
            return SVGShapes.shape(node.element, in: r, paint: (fill ?? SVGMarkup.solid("#C6C6C8")).attributes()) ?? ""
        case .spacer:
            return ""
        default:
            if let shape = SVGShapes.shape(node.element, in: r, paint: (fill ?? SVGMarkup.solid(neutral)).attributes(),
                                           cornerRadius: node.metadata.cornerRadius) { return shape }
            // Containers and modifiers: only a fill shows (it paints behind what they hold).
            return fill.map { "<rect \(SVGMarkup.geometry(r)) \($0.attributes())/>" } ?? ""
        }
    }

    /// A neutral tile with a small landscape glyph and, just under it, the image's intrinsic
    /// size: kept near the middle, where a corner badge or a caption laid over the image does not
    /// hide it.
    static func imagePlaceholder(_ r: CGRect, intrinsic: CGSize, fill: SVGMarkup.Paint?) -> String {
        let n = SVGMarkup.number
        var out = "<rect \(SVGMarkup.geometry(r)) \((fill ?? SVGMarkup.solid("#E5E5EA")).attributes()) "
            + "stroke=\"#AEAEB2\" stroke-width=\"0.5\"/>"
        let side = min(r.width, r.height) * 0.4
        // Where the glyph ends: the label's line starts there (the middle without a glyph).
        var glyphBottom = r.midY - 7
        if side >= 8 {
            let x = r.midX - side / 2, y = r.midY - side / 2 - (r.height >= 40 ? 6 : 0)
            out += "<path d=\"M\(n(x)) \(n(y + side))L\(n(x + side * 0.35)) \(n(y + side * 0.45))"
                + "L\(n(x + side * 0.6)) \(n(y + side * 0.75))L\(n(x + side * 0.75)) \(n(y + side * 0.6))"
                + "L\(n(x + side)) \(n(y + side))Z\" fill=\"#AEAEB2\"/>"
            out += "<circle cx=\"\(n(x + side * 0.8))\" cy=\"\(n(y + side * 0.2))\" r=\"\(n(side * 0.12))\" "
                + "fill=\"#AEAEB2\"/>"
            glyphBottom = y + side
        }
        let label = "\(formatLength(intrinsic.width))×\(formatLength(intrinsic.height))"
        // An 11 px line: its baseline 13 below the glyph, its descent inside the tile.
        let baseline = glyphBottom + 13
        if r.height >= 40, baseline + 3 <= r.maxY, CGFloat(label.count) * 6.6 + 4 <= r.width {
            out += "<text x=\"\(n(r.midX))\" y=\"\(n(baseline))\" font-size=\"11\" text-anchor=\"middle\" "
                + "fill=\"#6E6E73\">\(SVGMarkup.escape(label))</text>"
        }
        return out
    }
}
