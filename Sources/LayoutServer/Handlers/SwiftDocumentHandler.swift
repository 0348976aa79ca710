import Foundation
import LayoutAnalysis
import LayoutDiagnostics
import LayoutEngine
import LayoutJSON
import LayoutLint

/// A SwiftUI document (`docs/swiftui.md`): its diagnostics are published like a `.layout`
/// file's (the check, the reader's notes, the lint findings, in the Swift), and hover shows the
/// frame of the view under the cursor; what edits `.layout` text (completion, formatting,
/// renaming, fixes) has nothing to say of Swift, and answers empty.
enum SwiftDocumentHandler {
    /// The answer to `method` for a Swift document.
    static func handle(_ method: String, _ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        switch method {
        case "textDocument/hover": return try hover(context, params)
        case "textDocument/semanticTokens/full": return ["data": []]
        case "textDocument/completion": return ["isIncomplete": false, "items": []]
        case "textDocument/documentSymbol", "textDocument/references", "textDocument/codeAction",
             "textDocument/inlayHint", "textDocument/foldingRange", "textDocument/formatting",
             "textDocument/rangeFormatting":
            return []
        default:
            // signatureHelp, definition, prepareRename, rename, selectionRange: nothing.
            return .null
        }
    }

    /// The innermost view whose Swift holds the cursor: its name, its frame and what it was
    /// proposed, the lint findings there.
    static func hover(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let offset = try context.offset(params)
        let analysis = context.analysis
        guard let program = analysis.result.program else { return .null }
        let tree = program.tree
        var best: (range: SourceRange, nodes: [LayoutNodeID])?
        for index in 0..<tree.count {
            let node = LayoutNodeID(index)
            guard let origin = program.origin(of: node), origin.range.file == analysis.file.id,
                  origin.range.start <= offset, offset < max(origin.range.end, origin.range.start + 1) else { continue }
            if let current = best, current.range == origin.range {
                best?.nodes.append(node)
            } else if best.map({ origin.range.end - origin.range.start < $0.range.end - $0.range.start }) ?? true {
                best = (origin.range, [node])
            }
        }
        guard let found = best else { return .null }
        var lines = ["**\(LayoutDescription.name(found.nodes[0], tree: tree))** (as layoutc reads this view)"]
        lines += HoverHandler.lintLines(at: found.range, analysis: analysis)
        lines.append(LayoutDescription.describe(found.nodes, analysis: analysis))
        return HoverHandler.response(lines, range: found.range, context: context)
    }
}
