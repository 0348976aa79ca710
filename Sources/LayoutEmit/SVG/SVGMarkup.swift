import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutXML

/// The low-level writing shared by both styles: numbers, escaping, fonts, colours.
enum SVGMarkup {
    /// The largest coordinate written; anything beyond (or non-finite) is clamped so that an SVG
    /// never carries `inf`, `nan` or a number a renderer chokes on.
    static let limit: CGFloat = 1_000_000

    /// A number as `docs/semantics-core.md §0` prints it, always finite: NaN becomes 0, infinities and
    /// huge values are clamped to ±`limit`.
    static func number(_ value: CGFloat) -> String {
        formatLength(clamp(value))
    }

    static func clamp(_ value: CGFloat) -> CGFloat {
        guard !value.isNaN else { return 0 }
        return min(max(value, -limit), limit)
    }

    /// `x="…" y="…" width="…" height="…"` of a rectangle.
    static func geometry(_ r: CGRect) -> String {
        "x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" "
            + "width=\"\(number(max(r.width, 0)))\" height=\"\(number(max(r.height, 0)))\""
    }

    /// Text and attribute escaping; characters XML cannot carry become U+FFFD.
    static func escape(_ text: String) -> String { XMLText.escape(text) }

    /// Monospaced fonts whose advance is 0.6 em (DejaVu Sans Mono and Menlo 0.602, Liberation
    /// Mono, Courier and Cousine 0.6, Consolas 0.55). Drawn at `monospaceScale` × the model's size,
    /// a character advances at most 0.4936 × size — never more than the model's 0.5 × size
    /// (`docs/semantics-core.md §2`), so every line stays inside its frame whatever the renderer.
    static let monospaceFamily = "'DejaVu Sans Mono', Menlo, 'Liberation Mono', Consolas, Cousine, "
        + "'Courier New', monospace"
    /// Font size per model size for `monospaceFamily` (0.82 × 0.602 = 0.4936 < 0.5).
    static let monospaceScale: CGFloat = 0.82
    /// The font stack text is drawn in: the family it was measured with first (`docs/text.md`), the
    /// model's monospaced stack for the model.
    static func textFamily(_ model: TextModel) -> String {
        guard let family = model.family else { return monospaceFamily }
        return "'\(family.markupName)', -apple-system, 'SF Pro Text', sans-serif"
    }

    /// Captions and the legend.
    static let captionFamily = "'DejaVu Sans', Helvetica, Arial, sans-serif"

    /// The colour names `.fill(…)` and `.foregroundColor(…)` accept, with their values
    /// (`SystemColors`, the one table the checker reads too).
    static var palette: [String: String] { SystemColors.hex }

    /// A colour as SVG writes it: six hex digits and an opacity.
    struct Paint: Equatable {
        var hex: String
        var opacity: CGFloat

        /// `fill="#rrggbb"` (or `stroke=…`), with `fill-opacity` when not opaque; `extraOpacity`
        /// multiplies in (the debug style's translucent fills).
        func attributes(_ property: String = "fill", extraOpacity: CGFloat = 1) -> String {
            let alpha = opacity * extraOpacity
            return "\(property)=\"\(hex)\"" + (alpha < 1 ? " \(property)-opacity=\"\(SVGMarkup.number(alpha))\"" : "")
        }
    }

    /// The paint of a colour the checker accepted: a palette name, `#rgb`, `#rrggbb` or
    /// `#rrggbbaa`; nil for nil or anything else (which the checker never lets through).
    static func paint(_ colour: String?) -> Paint? {
        guard let colour else { return nil }
        let text = palette[colour] ?? colour
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        switch digits.count {
        case 3: return Paint(hex: "#" + digits.map { "\($0)\($0)" }.joined().uppercased(), opacity: 1)
        case 6: return Paint(hex: "#" + String(digits).uppercased(), opacity: 1)
        case 8:
            let alpha = CGFloat(Int(String(digits[6...]), radix: 16) ?? 255) / 255
            return Paint(hex: "#" + String(digits[..<6]).uppercased(), opacity: alpha)
        default: return nil
        }
    }

    /// Relative luminance (0 black … 1 white) of a paint over white, for choosing readable ink.
    static func luminance(_ paint: Paint) -> CGFloat {
        let digits = Array(paint.hex.dropFirst())
        guard digits.count == 6 else { return 0 }
        func channel(_ i: Int) -> CGFloat {
            let value = CGFloat(Int(String(digits[i..<(i + 2)]), radix: 16) ?? 0) / 255
            // Translucent paint over a white ground.
            return value * paint.opacity + (1 - paint.opacity)
        }
        return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }

    /// A paint from a fixed `#rrggbb` default.
    static func solid(_ hex: String) -> Paint { Paint(hex: hex, opacity: 1) }
}
