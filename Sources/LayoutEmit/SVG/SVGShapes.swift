import Foundation
import LayoutEngine

/// Drawing of the leaves, shared by both styles: the outline of a shape in its frame, and a
/// text as its wrapped lines.
enum SVGShapes {
    /// The element's shape in `r` with the given paint attributes (`fill=… stroke=…`); `nil` for
    /// elements that are not a shape of their own (containers, modifiers, texts, spacers).
    static func shape(_ element: LayoutElement, in r: CGRect, paint: String, cornerRadius: CGFloat? = nil) -> String? {
        let n = SVGMarkup.number
        switch element {
        case .circle:
            return "<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" "
                + "r=\"\(n(max(min(r.width, r.height) / 2, 0)))\" \(paint)/>"
        case .shape(.ellipse):
            return "<ellipse cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" "
                + "rx=\"\(n(max(r.width / 2, 0)))\" ry=\"\(n(max(r.height / 2, 0)))\" \(paint)/>"
        case .shape(.capsule):
            return "<rect \(SVGMarkup.geometry(r)) rx=\"\(n(max(min(r.width, r.height) / 2, 0)))\" \(paint)/>"
        case .shape(.roundedRect):
            return "<rect \(SVGMarkup.geometry(r)) "
                + "rx=\"\(n(max(min(cornerRadius ?? 8, min(r.width, r.height) / 2), 0)))\" \(paint)/>"
        case .shape(.rect) where (cornerRadius ?? 0) > 0:
            return "<rect \(SVGMarkup.geometry(r)) "
                + "rx=\"\(n(max(min(cornerRadius ?? 0, min(r.width, r.height) / 2), 0)))\" \(paint)/>"
        case .box, .shape, .image, .divider:
            return "<rect \(SVGMarkup.geometry(r)) \(paint)/>"
        default:
            return nil
        }
    }

    /// A text's lines (`TextLayout.measure` for the proposal it was placed with, cut lines ending
    /// in "…"), each a `<text>` at its baseline (`docs/semantics-core.md §2`). With a font: in that
    /// font at the text's size, weight and tracking, so the picture is the measurement. In the model:
    /// the monospaced stack at `SVGMarkup.monospaceScale` × its size, whose advance is below the
    /// model's, so the glyphs stay inside the frame by construction.
    static func lines(_ spec: TextSpec, proposal: ProposedViewSize, in r: CGRect, paint: SVGMarkup.Paint,
                      weight: Int? = nil, model: TextModel) -> String {
        guard spec.size > 0, spec.size.isFinite else { return "" }
        // At the size it was set at (a text that shrank to fit: smaller).
        let spec = model.fitted(spec, proposal: proposal)
        let measurement = model.measure(spec, proposal: proposal)
        let fontSize: String, weightValue: Int?, spacing: String
        if let family = model.family {
            fontSize = SVGMarkup.number(spec.size)
            weightValue = spec.weight == 400 ? nil : spec.weight
            let tracking = family.tracking(atSize: Double(spec.size))
            spacing = tracking == 0 ? "" : " letter-spacing=\"\(SVGMarkup.number(CGFloat(tracking)))\""
        } else {
            fontSize = SVGMarkup.number(spec.size * SVGMarkup.monospaceScale)
            weightValue = weight
            spacing = ""
        }
        let lineHeight = model.lineHeight(spec)
        let firstBaseline = measurement.firstBaseline
        var out = ""
        for (i, line) in measurement.lines.enumerated() where !line.allSatisfy({ $0 == " " }) {
            let baseline = r.minY + firstBaseline + CGFloat(i) * lineHeight
            out += "<text x=\"\(SVGMarkup.number(r.minX))\" y=\"\(SVGMarkup.number(baseline))\" "
                + "font-size=\"\(fontSize)\" \(paint.attributes())"
                + "\(weightValue.map { " font-weight=\"\(min(max($0, 100), 900))\"" } ?? "")\(spacing)"
                + " xml:space=\"preserve\">\(SVGMarkup.escape(line))</text>"
        }
        return out
    }
}
