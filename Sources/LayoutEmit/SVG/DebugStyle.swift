import Foundation
import LayoutEngine

/// The debug style: a view-debugger overlay. Every element is outlined (leaves solid, containers
/// dashed, spacers dotted; modifier wrappers only with `showModifiers`), the proposal is a red
/// dashed outline, and each element is labelled with its tag or kind where a label fits without
/// covering another (`LabelPlacer`). Each element carries a `<title>` tooltip.
enum DebugStyle {
    static let proposalColour = "#FF2D55"
    static let leafStroke = "#3A6FB0"
    static let containerStroke = "#6E6E80"
    static let modifierStroke = "#AF52DE"
    static let spacerStroke = "#8E8E93"

    static func panel(_ panel: SVGPanel, input: EmitInput, options: SVGOptions) -> String {
        let n = SVGMarkup.number
        var out = "<g class=\"panel\" data-panel=\"\(panel.index)\" "
            + "data-proposal=\"\(SVGMarkup.escape(formatProposal(panel.result.proposal)))\">\n"
        out += "<rect \(SVGMarkup.geometry(panel.area)) fill=\"#FAFAFC\" stroke=\"#DDDDE3\"/>\n"
        out += "<text class=\"caption\" x=\"\(n(panel.area.minX + SVGPanel.margin))\" y=\"\(n(SVGPanel.margin + 4))\" "
            + "font-family=\"\(SVGMarkup.captionFamily)\" font-size=\"\(n(SVGPanel.captionFontSize))\" "
            + "fill=\"#444450\">\(SVGMarkup.escape(panel.caption))</text>\n"
        out += "<rect class=\"proposal\" \(SVGMarkup.geometry(panel.outlineRect)) fill=\"none\" "
            + "stroke=\"\(proposalColour)\" stroke-width=\"1\" stroke-dasharray=\"5 3\"/>\n"
        out += "<g font-family=\"\(SVGMarkup.textFamily(input.tree.textModel))\">\n"
        var labelled: [Labelled] = []
        var texts: [CGRect] = []
        let fills = PreviewStyle.effectiveFills(input.tree)
        let effectsOf = SVGPanel.effects(input.tree, style: .debug)
        var order = 0
        for step in SVGPanel.paintSteps(input.tree, effects: effectsOf) {
            let node: LayoutNodeID
            switch step {
            case let .begin(id), let .end(id), let .node(id): node = id
            }
            let index = Int(node.index)
            guard index < panel.result.frames.count, let frame = panel.result.frames[index] else { continue }
            let effects = effectsOf(node)
            switch step {
            case .begin:
                out += SVGEffects.open(effects, node: node, frame: panel.place(frame), panel: panel.index,
                                       style: .debug) + "\n"
                continue
            case .end:
                out += SVGEffects.close(effects, frame: panel.place(frame)) + "\n"
                continue
            case .node:
                break
            }
            order += 1
            let item = input.tree[node]
            let role = ElementRole(item.element)
            let details = ElementDetails(node, frame: frame, input: input, result: panel.result)
            let r = panel.place(frame)
            // A modifier the user tagged is something they asked to see, even when wrappers are hidden.
            let visible = role != .modifier || options.showModifiers || details.tag != nil
            out += "<g class=\"node\" \(details.dataAttributes)><title>\(SVGMarkup.escape(details.title))</title>"
            if visible {
                out += element(item, r, role: role, fill: fills[index],
                               proposal: details.proposal ?? panel.result.proposal, model: input.tree.textModel)
            }
            out += "<rect class=\"hit\" \(SVGMarkup.geometry(r)) fill=\"none\" stroke=\"none\"/></g>\n"
            guard visible, role != .spacer || details.tag != nil else { continue }
            // Tags first, then leaves, then containers, then modifiers; paint order within each.
            let priority = details.tag != nil ? 0 : role == .leaf ? 1 : role == .container ? 2 : 3
            var isText = false
            if case .text = item.element {
                isText = true
                texts.append(r)
            }
            let hidden = effects.contains(.hidden)
            labelled.append(Labelled(text: details.label + (hidden ? " (hidden)" : ""), frame: r, priority: priority,
                                     order: order, preferOutside: role != .leaf || isText))
        }
        out += "</g>\n"
        out += labels(labelled, avoiding: texts, in: panel)
        return out + "</g>\n"
    }

    static func element(_ node: LayoutTree.Node, _ r: CGRect, role: ElementRole, fill: SVGMarkup.Paint?,
                        proposal: ProposedViewSize, model: TextModel) -> String {
        switch role {
        case .leaf:
            if case let .text(spec) = node.element {
                // The text's colour where it reads on the pale box; too light a colour (white text)
                // is drawn dark instead.
                let ink = fill.flatMap { SVGMarkup.luminance($0) < 0.6 ? $0 : nil } ?? SVGMarkup.solid("#333340")
                return "<rect \(SVGMarkup.geometry(r)) \(SVGMarkup.solid("#FFF4D6").attributes(extraOpacity: 0.7)) "
                    + "stroke=\"#B08A2E\" stroke-width=\"0.75\"/>"
                    + SVGShapes.lines(spec, proposal: proposal, in: r, paint: ink, weight: node.metadata.fontWeight,
                                      model: model)
            }
            let paint = (fill ?? SVGMarkup.solid("#CFE3FF")).attributes(extraOpacity: 0.8)
            return SVGShapes.shape(node.element, in: r, paint: "\(paint) stroke=\"\(leafStroke)\" stroke-width=\"1\"",
                                   cornerRadius: node.metadata.cornerRadius) ?? ""
        case .spacer:
            return "<rect \(SVGMarkup.geometry(r)) fill=\"none\" stroke=\"\(spacerStroke)\" "
                + "stroke-width=\"1\" stroke-dasharray=\"1 2\"/>"
        case .container:
            let paint = fill.map { $0.attributes(extraOpacity: 0.5) } ?? "fill=\"none\""
            return "<rect \(SVGMarkup.geometry(r)) \(paint) stroke=\"\(containerStroke)\" "
                + "stroke-width=\"1\" stroke-dasharray=\"4 2\"/>"
        case .modifier:
            let paint = fill.map { $0.attributes(extraOpacity: 0.5) } ?? "fill=\"none\""
            return "<rect \(SVGMarkup.geometry(r)) \(paint) stroke=\"\(modifierStroke)\" "
                + "stroke-width=\"0.75\" stroke-dasharray=\"2 2\"/>"
        }
    }

    /// The label layer, above every outline, with each label on a light backing so it reads.
    /// An element waiting for its label.
    struct Labelled {
        var text: String
        var frame: CGRect
        var priority: Int
        var order: Int
        var preferOutside: Bool
    }

    static func labels(_ items: [Labelled], avoiding texts: [CGRect], in panel: SVGPanel) -> String {
        let n = SVGMarkup.number
        let band = SVGPanel.margin + 8
        var placer = LabelPlacer(bounds: CGRect(x: panel.area.minX + 2, y: band, width: panel.area.width - 4,
                                                height: panel.area.height - band - 2),
                                 obstacles: texts)
        var out = "<g class=\"labels\" font-family=\"\(SVGMarkup.monospaceFamily)\" "
            + "font-size=\"\(n(LabelPlacer.fontSize))\">\n"
        for item in items.sorted(by: { ($0.priority, $0.order) < ($1.priority, $1.order) }) {
            guard let label = placer.place(item.text, for: item.frame, preferOutside: item.preferOutside) else {
                continue
            }
            out += "<rect \(SVGMarkup.geometry(label.box)) rx=\"2\" fill=\"#FFFFFF\" fill-opacity=\"0.85\"/>"
            out += "<text x=\"\(n(label.box.minX + LabelPlacer.padding))\" y=\"\(n(label.box.maxY - 3.5))\" "
                + "fill=\"#1C1C28\">\(SVGMarkup.escape(label.text))</text>\n"
        }
        return out + "</g>\n"
    }
}
