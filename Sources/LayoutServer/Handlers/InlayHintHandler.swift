import LayoutAnalysis
import LayoutDiagnostics
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
        // This version's layout, or while it has errors the last one that laid out: a hint for
        // each element no edit has touched since, where it is now.
        guard let source = context.layoutSource, let layout = source.analysis.layout else { return .array([]) }
        let analysis = source.analysis
        var hints: [JSONValue] = []
        let tokens = analysis.syntax.tokens
        for (element, range) in elementExpressions(analysis.syntax.file) where range.file == analysis.file.id {
            // Its own text (name and arguments) and its last character untouched: the hint goes
            // after that character, where it is now.
            let last = SourceRange(file: range.file, start: max(range.start, range.end - 1), end: range.end)
            guard source.currentRange(of: HoverHandler.ownRange(of: element, tokens: tokens)) != nil,
                  let current = source.currentRange(of: last), current.end >= start, current.end <= end,
                  let node = outermostNode(element, analysis: analysis),
                  let frame = layout.frames[Int(node.index)] else { continue }
            let proposed = layout.placementProposals[Int(node.index)].map(LayoutDescription.proposal) ?? "?"
            let tooltip = "proposed \(proposed) at \(LayoutDescription.proposal(analysis.proposal))"
                + (source.stale.map { " (from the last version without errors, version \($0.analysis.version))" } ?? "")
            hints.append([
                "position": context.position(current.end), "label": .string(LayoutDescription.size(frame.size)),
                "kind": 1,
                "paddingLeft": true, "tooltip": .string(tooltip),
            ])
        }
        return .array(hints)
    }

    /// The node an element expression produces (its last modifier's, else its own), when it
    /// produces exactly one.
    static func outermostNode(_ element: ElementExpr, analysis: DocumentAnalysis) -> LayoutNodeID? {
        for case let .modifier(modifier) in element.postfixes.reversed() {
            if let nodes = analysis.elements.byOrigin[modifier.name.range.start] {
                return nodes.count == 1 ? nodes[0] : nil
            }
        }
        if let nodes = analysis.elements.byOrigin[element.head.range.start] { return nodes.count == 1 ? nodes[0] : nil }
        let called = HoverHandler.topNodes(analysis.elements.byCall[element.head.range.start] ?? [], analysis: analysis)
        return called.count == 1 ? called[0] : nil
    }
}
