import Foundation
import LayoutAnalysis
import LayoutDiagnostics
import LayoutJSON
import LayoutSyntax

/// `textDocument/codeAction`: the fix-its of the diagnostics in the range (whatever produced
/// them: the checker or lint), "suppress this finding" for lint findings, and "extract
/// component" for the element at the cursor or selection.
enum CodeActionHandler {
    static func codeAction(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let (start, end) = try context.byteRange(params)
        let only = params["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
        func wanted(_ kind: String) -> Bool {
            only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
        }
        let analysis = context.analysis
        let converter = RangeConverter(sources: analysis.sources, encoding: context.encoding)
        var actions: [JSONValue] = []
        let diagnostics = Analyzer.analyze(analysis).filter { diagnostic in
            guard let range = diagnostic.range, range.file == analysis.file.id else { return false }
            return range.start <= end && start <= range.end
        }
        for diagnostic in diagnostics {
            let lsp = DiagnosticConversion.json(diagnostic, analysis: analysis, converter: converter,
                                                relatedInformation: context.capabilities.relatedInformation)
            if wanted("quickfix") {
                for (index, fix) in diagnostic.fixIts.enumerated() {
                    actions.append(["title": .string(fix.message.prefix(1).uppercased() + fix.message.dropFirst()),
                                    "kind": "quickfix", "diagnostics": [lsp], "isPreferred": .bool(index == 0),
                                    "edit": workspaceEdit(fix.edits, analysis: analysis, converter: converter)])
                }
                if diagnostic.code.rawValue.hasPrefix("L"), let suppress = suppression(diagnostic, context: context) {
                    actions.append(["title": .string("Suppress \(diagnostic.code) on this line"), "kind": "quickfix",
                                    "diagnostics": [lsp], "edit": ["changes": [context.document.uri: [suppress]]]])
                }
            }
        }
        if wanted("refactor.extract"), let extract = extractComponent(context, start: start, end: end) {
            actions.append(extract)
        }
        return .array(actions)
    }

    static func workspaceEdit(_ edits: [TextEdit], analysis: DocumentAnalysis, converter: RangeConverter) -> JSONValue {
        var changes: [String: [JSONValue]] = [:]
        for edit in edits where !analysis.sources[edit.range.file].name.hasPrefix("<") {
            let uri = edit.range.file == analysis.file.id
                ? analysis.uri : DocumentURI.uri(of: analysis.sources[edit.range.file].name)
            changes[uri, default: []].append(["range": converter.range(edit.range),
                                              "newText": .string(edit.replacement)])
        }
        return ["changes": .object(changes.mapValues { .array($0) })]
    }

    /// `// layoutc-disable-next-line CODE` above the finding's line (indented like it), or the
    /// code added to such a comment already there.
    static func suppression(_ diagnostic: Diagnostic, context: RequestContext) -> JSONValue? {
        guard let range = diagnostic.range else { return nil }
        let index = context.document.lineIndex
        let line = index.line(of: range.start)
        let lineStart = index.lineStarts[line]
        let indent = context.text(lineStart, index.lineEnds[line]).prefix { $0 == " " || $0 == "\t" }
        let marker = "// layoutc-disable-next-line "
        if line > 0 {
            let previous = context.text(index.lineStarts[line - 1], index.lineEnds[line - 1])
            let trimmed = previous.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix(marker) {
                if trimmed.dropFirst(marker.count).split(whereSeparator: { $0 == "," || $0 == " " })
                    .contains(Substring(diagnostic.code.rawValue)) { return nil }
                let endOfComment = index.lineEnds[line - 1]
                return context.edit(endOfComment, endOfComment, ", " + diagnostic.code.rawValue)
            }
        }
        let newline = context.document.bytes.contains(13) ? "\r\n" : "\n"
        return context.edit(lineStart, lineStart, indent + marker + diagnostic.code.rawValue + newline)
    }

    /// Moves the element at the selection into `let componentN(…) = …` before its item; the
    /// parameters and repeat indices it uses become the component's parameters.
    static func extractComponent(_ context: RequestContext, start: Int, end: Int) -> JSONValue? {
        let analysis = context.analysis
        let syntax = analysis.syntax
        guard syntax.diagnostics.isEmpty else { return nil }
        // The innermost element containing the selection (for a cursor: on its head).
        let candidates = elementExpressions(syntax.file).filter { element, range in
            guard !element.isBareName, range.file == analysis.file.id else { return false }
            if start == end { return element.head.range.start <= start && start <= element.head.range.end }
            return range.start <= start && end <= range.end
        }
        guard let (_, range) = candidates.min(by: { $0.1.length < $1.1.length }),
              let item = syntax.file.items.first(where: { $0.range.start <= range.start && range.end <= $0.range.end })
        else { return nil }
        var name = "component"
        var counter = 2
        while analysis.symbols.globals[name] != nil { name = "component\(counter)"; counter += 1 }
        // Locals used inside and declared outside become parameters.
        var parameters: [String] = []
        for occurrence in analysis.symbols.occurrences where occurrence.range.file == analysis.file.id
            && range.start <= occurrence.range.start && occurrence.range.end <= range.end && !occurrence.isDeclaration {
            let localName: String
            switch occurrence.key {
            case let .parameter(_, parameter):
                // A label of a call inside is not a use of a local.
                guard analysis.file.text(in: occurrence.range) == parameter,
                      !isLabel(occurrence.range, in: syntax) else { continue }
                localName = parameter
            case let .repeatIndex(_, declaration):
                guard declaration < range.start || declaration > range.end else { continue }
                localName = analysis.file.text(in: occurrence.range)
            default:
                continue
            }
            if !parameters.contains(localName) { parameters.append(localName) }
        }
        let body = analysis.file.text(in: range)
        let signature = parameters.isEmpty ? name : name + "(" + parameters.joined(separator: ", ") + ")"
        let call = parameters.isEmpty
            ? name : name + "(" + parameters.map { "\($0): \($0)" }.joined(separator: ", ") + ")"
        let index = context.document.lineIndex
        let itemLineStart = index.lineStarts[index.line(of: item.range.start)]
        let newline = context.document.bytes.contains(13) ? "\r\n" : "\n"
        return [
            "title": .string("Extract component '\(name)'"), "kind": "refactor.extract",
            "edit": ["changes": [context.document.uri: [
                context.edit(itemLineStart, itemLineStart, "let \(signature) = \(body)\(newline)\(newline)"),
                context.edit(range.start, range.end, call),
            ]]],
        ]
    }

    static func isLabel(_ range: SourceRange, in syntax: ParseResult) -> Bool {
        let view = TokenView(syntax, bytes: [])
        guard let index = view.tokens.firstIndex(where: { $0.range.start == range.start }) else { return false }
        return index + 1 < view.tokens.count && view.tokens[index + 1].kind == .colon
    }
}
