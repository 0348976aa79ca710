import LayoutEngine
import LayoutJSON
import LayoutSema
import LayoutSyntax

/// `textDocument/inlayHint`: the computed size after each element of the document (at the
/// hover proposal), when the `inlayHints` setting is on. Off by default: it is a lot of text.
enum InlayHintHandler {
    static func inlayHint(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let (start, end) = try context.byteRange(params)
        guard context.settings.inlayHints else { return .array([]) }
        let analysis = context.analysis
        guard let layout = analysis.layout else { return .array([]) }
        var hints: [JSONValue] = []
        for (element, range) in elementExpressions(analysis.result.syntax.file) where range.file == analysis.file.id && range.end >= start && range.end <= end {
            guard let node = outermostNode(element, analysis: analysis), let frame = layout.frames[Int(node.index)] else { continue }
            let proposed = layout.placementProposals[Int(node.index)].map(LayoutDescription.proposal) ?? "?"
            hints.append([
                "position": context.position(range.end), "label": .string(LayoutDescription.size(frame.size)), "kind": 1,
                "paddingLeft": true, "tooltip": .string("proposed \(proposed) at \(LayoutDescription.proposal(analysis.proposal))"),
            ])
        }
        return .array(hints)
    }

    /// The node an element expression produces (its last modifier's, else its own), when it
    /// produces exactly one.
    static func outermostNode(_ element: ElementExpr, analysis: DocumentAnalysis) -> LayoutNodeID? {
        for case let .modifier(modifier) in element.postfixes.reversed() {
            if let nodes = analysis.elements.byOrigin[modifier.name.range.start] { return nodes.count == 1 ? nodes[0] : nil }
        }
        if let nodes = analysis.elements.byOrigin[element.head.range.start] { return nodes.count == 1 ? nodes[0] : nil }
        let called = HoverHandler.topNodes(analysis.elements.byCall[element.head.range.start] ?? [], analysis: analysis)
        return called.count == 1 ? called[0] : nil
    }
}
