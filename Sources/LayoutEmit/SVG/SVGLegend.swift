import Foundation

/// The debug style's key to its line styles, in a strip under the panels; entries wrap onto
/// more rows when the panels are narrower than one row.
enum SVGLegend {
    static let rowHeight: CGFloat = 24
    static let padding: CGFloat = 6

    static func entries(showModifiers: Bool) -> [(name: String, paint: String)] {
        var entries: [(String, String)] = [
            ("proposal", "fill=\"none\" stroke=\"\(DebugStyle.proposalColour)\" stroke-dasharray=\"5 3\""),
            ("leaf", "fill=\"#CFE3FF\" stroke=\"\(DebugStyle.leafStroke)\""),
            ("text", "fill=\"#FFF4D6\" stroke=\"#B08A2E\""),
            ("container", "fill=\"none\" stroke=\"\(DebugStyle.containerStroke)\" stroke-dasharray=\"4 2\""),
            ("spacer", "fill=\"none\" stroke=\"\(DebugStyle.spacerStroke)\" stroke-dasharray=\"1 2\""),
        ]
        if showModifiers {
            entries.append(("modifier",
                            "fill=\"none\" stroke=\"\(DebugStyle.modifierStroke)\" stroke-dasharray=\"2 2\""))
        }
        return entries
    }

    static func entryWidth(_ name: String) -> CGFloat { 24 + CGFloat(name.count) * 7 + 16 }

    /// Where each entry goes within `width`: (row, x) per entry, and the strip's height.
    static func layout(width: CGFloat, showModifiers: Bool) -> (positions: [(row: Int, x: CGFloat)], height: CGFloat) {
        var positions: [(Int, CGFloat)] = []
        var row = 0
        var x = SVGPanel.margin
        for entry in entries(showModifiers: showModifiers) {
            let w = entryWidth(entry.name)
            if x > SVGPanel.margin, x + w > width {
                row += 1
                x = SVGPanel.margin
            }
            positions.append((row, x))
            x += w
        }
        return (positions, CGFloat(row + 1) * rowHeight + 2 * padding)
    }

    static func strip(y: CGFloat, width: CGFloat, showModifiers: Bool) -> String {
        let n = SVGMarkup.number
        let (positions, height) = layout(width: width, showModifiers: showModifiers)
        var out = "<g class=\"legend\" font-family=\"\(SVGMarkup.captionFamily)\" font-size=\"11\" fill=\"#444450\">\n"
        out += "<rect x=\"0\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#FFFFFF\"/>\n"
        for (entry, position) in zip(entries(showModifiers: showModifiers), positions) {
            let top = y + padding + CGFloat(position.row) * rowHeight
            out += "<rect x=\"\(n(position.x))\" y=\"\(n(top + 6))\" width=\"18\" height=\"12\" \(entry.paint)/>"
            out += "<text x=\"\(n(position.x + 24))\" y=\"\(n(top + 16))\">\(entry.name)</text>\n"
        }
        return out + "</g>\n"
    }
}
