import Foundation

/// The debug style's key to its line styles, drawn in a strip under the panels.
enum SVGLegend {
    static let height: CGFloat = 30

    static func strip(y: CGFloat, width: CGFloat, showModifiers: Bool) -> String {
        var entries: [(String, String)] = [
            ("proposal", "fill=\"none\" stroke=\"\(DebugStyle.proposalColour)\" stroke-dasharray=\"5 3\""),
            ("leaf", "fill=\"#CFE3FF\" stroke=\"\(DebugStyle.leafStroke)\""),
            ("text", "fill=\"#FFF4D6\" stroke=\"#B08A2E\""),
            ("container", "fill=\"none\" stroke=\"\(DebugStyle.containerStroke)\" stroke-dasharray=\"4 2\""),
            ("spacer", "fill=\"none\" stroke=\"\(DebugStyle.spacerStroke)\" stroke-dasharray=\"1 2\""),
        ]
        if showModifiers {
            entries.append(("modifier", "fill=\"none\" stroke=\"\(DebugStyle.modifierStroke)\" stroke-dasharray=\"2 2\""))
        }
        let n = SVGMarkup.number
        var out = "<g class=\"legend\" font-family=\"\(SVGMarkup.captionFamily)\" font-size=\"11\" fill=\"#444450\">\n"
        out += "<rect x=\"0\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#FFFFFF\"/>\n"
        var x: CGFloat = SVGPanel.margin
        for (name, paint) in entries {
            out += "<rect x=\"\(n(x))\" y=\"\(n(y + 9))\" width=\"18\" height=\"12\" \(paint)/>"
            out += "<text x=\"\(n(x + 24))\" y=\"\(n(y + 19))\">\(name)</text>\n"
            x += 24 + CGFloat(name.count) * 7 + 16
        }
        return out + "</g>\n"
    }
}
