import Foundation
import LayoutEngine

/// The appearance modifiers as SVG groups around an element's subtree (`SVGPanel.PaintStep`):
/// each effect opens a `<g>` before the element and closes it after its last descendant, the
/// first-applied effect innermost, so modifier order is drawing order (`.border(…).clipShape(…)`
/// clips the border; `.clipShape(…).border(…)` does not).
enum SVGEffects {
    /// The groups to open before `node`, outermost first. `style` decides how `.hidden` shows:
    /// not at all in the preview, faintly in the debug style (a view debugger shows hidden views).
    static func open(_ effects: [DrawingEffect], node: LayoutNodeID, frame r: CGRect, panel: Int,
                     style: SVGStyle) -> String {
        var out = ""
        for (index, effect) in effects.enumerated().reversed() {
            switch effect {
            case let .opacity(value):
                out += "<g class=\"opacity\" opacity=\"\(SVGMarkup.number(min(max(value, 0), 1)))\">"
            case let .clip(shape):
                let id = "clip-\(panel)-\(node.index)-\(index)"
                out += "<clipPath id=\"\(id)\">\(outline(shape, in: r))</clipPath>"
                    + "<g class=\"clip\" clip-path=\"url(#\(id))\">"
            case .border:
                out += "<g class=\"border\">"
            case .hidden:
                out += style == .preview
                    ? "<g class=\"hidden\" visibility=\"hidden\">" : "<g class=\"hidden\" opacity=\"0.3\">"
            case .interactive, .contentShape:
                break
            }
        }
        return out
    }

    /// The groups to close after `node`'s subtree, innermost first; a border is drawn on top of
    /// what it surrounds, inside the frame (SwiftUI's `strokeBorder`).
    static func close(_ effects: [DrawingEffect], frame r: CGRect) -> String {
        var out = ""
        for effect in effects {
            switch effect {
            case .interactive, .contentShape: continue
            default: break
            }
            if case let .border(colour, width) = effect, width > 0 {
                let inset = min(width / 2, r.width / 2, r.height / 2)
                let line = r.insetBy(dx: inset, dy: inset)
                let paint = SVGMarkup.paint(colour) ?? SVGMarkup.solid("#000000")
                out += "<rect class=\"border\" \(SVGMarkup.geometry(line)) fill=\"none\" \(paint.attributes("stroke")) "
                    + "stroke-width=\"\(SVGMarkup.number(min(width, min(r.width, r.height))))\"/>"
            }
            out += "</g>"
        }
        return out
    }

    /// A shape's outline in a frame (what clips), as SwiftUI fits it: a circle is centred with the
    /// smaller side as its diameter.
    static func outline(_ shape: ClipShape, in r: CGRect) -> String {
        let n = SVGMarkup.number
        switch shape {
        case .rect: return "<rect \(SVGMarkup.geometry(r))/>"
        case let .roundedRect(radius):
            return "<rect \(SVGMarkup.geometry(r)) rx=\"\(n(max(min(radius, r.width / 2, r.height / 2), 0)))\"/>"
        case .capsule: return "<rect \(SVGMarkup.geometry(r)) rx=\"\(n(max(min(r.width, r.height) / 2, 0)))\"/>"
        case .ellipse:
            return "<ellipse cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" "
                + "rx=\"\(n(max(r.width / 2, 0)))\" ry=\"\(n(max(r.height / 2, 0)))\"/>"
        case .circle:
            return "<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(max(min(r.width, r.height) / 2, 0)))\"/>"
        }
    }
}
