import Foundation
import LayoutEngine

/// Frames as an SVG picture: one panel per proposal, side by side, the proposal drawn as a
/// dashed outline; plain `<rect>`, `<circle>`, `<ellipse>` and `<text>`; every element outlined
/// and labelled with its tag or kind; texts drawn as their wrapped lines.
public enum SVGEmitter {
    static let margin: CGFloat = 24
    static let header: CGFloat = 20

    public static let palette: [String: String] = [
        "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759", "mint": "#00C7BE",
        "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF", "indigo": "#5856D6", "purple": "#AF52DE",
        "pink": "#FF2D55", "brown": "#A2845E", "gray": "#8E8E93", "black": "#000000", "white": "#FFFFFF",
    ]

    /// A standalone SVG document, one panel per layout.
    public static func emit(_ input: EmitInput) -> String {
        var panels: [(x: CGFloat, width: CGFloat, height: CGFloat, result: LayoutResult)] = []
        var x: CGFloat = 0
        var height: CGFloat = 0
        for result in input.layouts {
            let outline = proposalOutline(result)
            let width = max(result.rootSize.width, outline.width, 160) + 2 * margin
            let panelHeight = max(result.rootSize.height, outline.height) + 2 * margin + header
            panels.append((x, width, panelHeight, result))
            x += width
            height = max(height, panelHeight)
        }
        let totalWidth = max(x, 1)
        height = max(height, 1)
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(totalWidth))" height="\(n(height))" viewBox="0 0 \(n(totalWidth)) \(n(height))" font-family="Helvetica, Arial, sans-serif">
        <title>\(escape(input.fileName))</title>
        <rect x="0" y="0" width="\(n(totalWidth))" height="\(n(height))" fill="#FFFFFF"/>

        """
        for panel in panels {
            out += panelSVG(panel.result, input: input, x: panel.x, width: panel.width, height: height)
        }
        return out + "</svg>\n"
    }

    static func proposalOutline(_ result: LayoutResult) -> CGSize {
        func side(_ value: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let value, value.isFinite else { return fallback }
            return value
        }
        return CGSize(width: side(result.proposal.width, result.rootSize.width), height: side(result.proposal.height, result.rootSize.height))
    }

    static func panelSVG(_ result: LayoutResult, input: EmitInput, x: CGFloat, width: CGFloat, height: CGFloat) -> String {
        let origin = CGPoint(x: x + margin, y: margin + header)
        var out = "<g class=\"panel\">\n"
        out += "<rect x=\"\(n(x))\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#F7F7F9\" stroke=\"#DDDDE3\"/>\n"
        out += "<text x=\"\(n(x + margin))\" y=\"\(n(margin))\" font-size=\"11\" fill=\"#555\">proposal \(escape(formatProposal(result.proposal))) → \(n(result.rootSize.width))×\(n(result.rootSize.height))</text>\n"
        let outline = proposalOutline(result)
        out += "<rect x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" width=\"\(n(outline.width))\" height=\"\(n(outline.height))\" fill=\"none\" stroke=\"#FF2D55\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>\n"
        guard let root = input.tree.root else { return out + "</g>\n" }
        var labels = Set<String>()
        for node in paintOrder(input.tree, root: root) {
            guard let frame = result.frames[Int(node.index)] else { continue }
            let r = frame.offsetBy(dx: origin.x, dy: origin.y)
            out += element(node, r, input: input, result: result, labels: &labels)
        }
        return out + "</g>\n"
    }

    /// Nodes in the order they are painted: parents first, children in source order, except that
    /// a `background`'s content is painted before the element it is behind.
    static func paintOrder(_ tree: LayoutTree, root: LayoutNodeID) -> [LayoutNodeID] {
        var order: [LayoutNodeID] = []
        var stack = [root]
        while let node = stack.popLast() {
            order.append(node)
            var children = Array(tree.children(of: node))
            if case .background = tree[node].element, let primary = children.first {
                children = Array(children.dropFirst()) + [primary]
            }
            stack.append(contentsOf: children.reversed())
        }
        return order
    }

    static func element(_ node: LayoutNodeID, _ r: CGRect, input: EmitInput, result: LayoutResult, labels: inout Set<String>) -> String {
        let metadata = input.tree[node].metadata
        let label = metadata.tag.map { "#" + $0 } ?? metadata.name
        let fill = metadata.fill.map { palette[$0] ?? $0 }
        var out = "<g><title>\(escape(label)) \(n(r.minX - margin))… \(n(r.width))×\(n(r.height))</title>"
        let geometry = "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
        let solid = "fill=\"\(fill ?? "#CFE3FF")\" fill-opacity=\"0.85\" stroke=\"#3A6FB0\" stroke-width=\"0.75\""
        switch input.tree[node].element {
        case .circle:
            let radius = min(r.width, r.height) / 2
            out += "<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(radius))\" \(solid)/>"
        case .shape(.ellipse):
            out += "<ellipse cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" rx=\"\(n(r.width / 2))\" ry=\"\(n(r.height / 2))\" \(solid)/>"
        case .shape(.capsule):
            out += "<rect \(geometry) rx=\"\(n(min(r.width, r.height) / 2))\" \(solid)/>"
        case .shape(.roundedRect):
            out += "<rect \(geometry) rx=\"\(n(min(8, min(r.width, r.height) / 2)))\" \(solid)/>"
        case .box, .shape, .image, .divider:
            out += "<rect \(geometry) \(solid)/>"
        case let .text(spec):
            out += "<rect \(geometry) fill=\"\(fill ?? "#FFF4D6")\" fill-opacity=\"0.6\" stroke=\"#B08A2E\" stroke-width=\"0.5\"/>"
            let proposal = result.placementProposals[Int(node.index)] ?? .unspecified
            let measurement = TextLayout.measure(spec, proposal: proposal)
            for (i, line) in measurement.lines.enumerated() where !line.isEmpty {
                let baseline = r.minY + spec.size + CGFloat(i) * TextLayout.lineHeight(spec)
                let length = CGFloat(line.count) * TextLayout.advance(spec)
                out += "<text x=\"\(n(r.minX))\" y=\"\(n(baseline))\" font-size=\"\(n(spec.size))\" textLength=\"\(n(length))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#222\">\(escape(line))</text>"
            }
            return out + "</g>\n"
        case .spacer:
            out += "<rect \(geometry) fill=\"none\" stroke=\"#999\" stroke-width=\"0.5\" stroke-dasharray=\"1 2\"/>"
        default:
            // Containers and modifiers: an outline, so the nesting shows; a fill paints behind.
            out += "<rect \(geometry) fill=\"\(fill ?? "none")\" fill-opacity=\"0.85\" stroke=\"#8A8A99\" stroke-width=\"0.5\" stroke-dasharray=\"3 2\"/>"
        }
        // One label per spot: the outermost element that starts there names it.
        let spot = n(r.minX.rounded()) + "," + n(r.minY.rounded())
        if r.width >= 18 && r.height >= 10 && !labels.contains(spot) {
            labels.insert(spot)
            out += "<text x=\"\(n(r.minX + 2))\" y=\"\(n(r.minY + 8))\" font-size=\"7\" fill=\"#334\">\(escape(label))</text>"
        }
        return out + "</g>\n"
    }

    static func n(_ value: CGFloat) -> String { formatLength(value) }

    /// Text and attribute escaping; characters XML cannot carry become U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case _ where (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || scalar.value == 0x7F || (scalar.value >= 0xFFFE && scalar.value <= 0xFFFF):
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
