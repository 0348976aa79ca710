import Foundation
import LayoutEngine

/// Frames as an SVG picture: one panel per proposal, side by side, each captioned with its
/// proposal and the root's answer, in one of two styles (`SVGStyle`). Plain `<rect>`, `<circle>`,
/// `<ellipse>`, `<path>` and `<text>`, an explicit `viewBox`, every user string escaped, every
/// number finite; the same input gives the same bytes.
///
/// Every element with a frame is a `<g class="node">` carrying a `<title>` tooltip (kind, tag,
/// frame, proposal, source line) and `data-*` attributes with the same facts, and ends with a
/// transparent `rect.hit` exactly on its frame — what the preview page hovers and measures.
public enum SVGEmitter {
    /// The colour names `.fill(…)` accepts.
    public static var palette: [String: String] { SVGMarkup.palette }

    /// A standalone SVG document, one panel per layout.
    public static func emit(_ input: EmitInput, options: SVGOptions = SVGOptions()) -> String {
        let panels = SVGPanel.arrange(input.layouts, tree: input.tree, style: options.style)
        let width = SVGMarkup.clamp(max(panels.last?.area.maxX ?? 0, 1))
        let legendHeight = options.style == .debug
            ? SVGLegend.layout(width: width, showModifiers: options.showModifiers).height : 0
        let panelsHeight = panels.map(\.area.height).max() ?? 0
        let height = SVGMarkup.clamp(max(panelsHeight + legendHeight, 1))
        let n = SVGMarkup.number
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
        viewBox="0 0 \(n(width)) \(n(height))" class="layoutc \(options.style.rawValue)">
        <title>\(escape(input.fileName))</title>
        <rect x="0" y="0" width="\(n(width))" height="\(n(height))" \
        fill="\(options.style == .preview ? PreviewStyle.canvas : "#FFFFFF")"/>

        """
        for panel in panels {
            switch options.style {
            case .preview: out += PreviewStyle.panel(panel, input: input)
            case .debug: out += DebugStyle.panel(panel, input: input, options: options)
            }
        }
        if options.style == .debug {
            out += SVGLegend.strip(y: panelsHeight, width: width, showModifiers: options.showModifiers)
        }
        return out + "</svg>\n"
    }

    /// Text and attribute escaping; characters XML cannot carry become U+FFFD.
    public static func escape(_ text: String) -> String { SVGMarkup.escape(text) }
}
