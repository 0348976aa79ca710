import Foundation
import LayoutDiagnostics
import LayoutFormat
import LayoutJSON
import LayoutProject

/// `textDocument/formatting` and `rangeFormatting`: the formatter of `layoutc fmt`, with the
/// options of the project's `.layoutc.json` (the editor's tab size is not used: everyone on a
/// project gets the same format), sent as the smallest line edits.
enum FormattingHandler {
    static func formatting(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        .array(try edits(context, lines: nil))
    }

    static func rangeFormatting(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let (start, end) = try context.byteRange(params)
        let index = context.document.lineIndex
        return .array(try edits(context, lines: index.line(of: start)...index.line(of: end)))
    }

    /// The options for a document: the defaults, then its project's configuration.
    static func options(for path: String, workspace: Workspace) -> FormatOptions {
        let directory = (path as NSString).deletingLastPathComponent
        guard let configurationPath = ProjectConfiguration.locate(from: directory,
                                                                  exists: { workspace.contents(of: $0) != nil }),
              let bytes = workspace.contents(of: configurationPath) else { return FormatOptions() }
        let (configuration, _) = ProjectConfiguration.load(path: configurationPath, bytes: bytes,
                                                           sources: SourceManager())
        return configuration.format.applied(to: FormatOptions())
    }

    /// Edits that format the document (only the changes touching `lines`, when given).
    static func edits(_ context: RequestContext, lines: ClosedRange<Int>?) throws(ResponseError) -> [JSONValue] {
        let document = context.document
        let file = SourceFile(id: SourceFileID(rawValue: 0), name: document.path, bytes: document.bytes)
        let formatted: String
        switch LayoutFormatter.format(file, options: options(for: document.path, workspace: context.workspace)) {
        case let .success(text): formatted = text
        case let .failure(.syntaxErrors(diagnostics)):
            let errors = diagnostics.count == 1 ? "a syntax error" : "\(diagnostics.count) syntax errors"
            throw .requestFailed("cannot format: the file has \(errors) (\(diagnostics.first?.message ?? ""))")
        case .failure(.invalidUTF8):
            throw .requestFailed("cannot format: the file is not valid UTF-8")
        case let .failure(.internalError(message)):
            throw ResponseError(ErrorCode.internalError,
                                "internal error: the formatter would change the file's meaning (\(message)); "
                                    + "please report it")
        }
        let text = document.text
        // Lines as the protocol counts them must match the formatter's: a lone CR gets one edit.
        let bytes = document.bytes
        if bytes.indices.contains(where: { bytes[$0] == 13 && ($0 + 1 == bytes.count || bytes[$0 + 1] != 10) }) {
            return [context.edit(0, bytes.count, formatted)]
        }
        let old = LineDiff.lines(text)
        let new = LineDiff.lines(formatted)
        var offsets = [0]
        for line in old { offsets.append((offsets.last ?? 0) + line.utf8.count) }
        var edits: [JSONValue] = []
        for change in LineDiff.changes(from: old, to: new) {
            if let lines, change.oldStart > lines.upperBound + 1
                || change.oldStart + max(change.oldCount, 1) - 1 < lines.lowerBound { continue }
            let replacement = new[change.newStart..<(change.newStart + change.newCount)].joined()
            edits.append(context.edit(offsets[change.oldStart], offsets[change.oldStart + change.oldCount],
                                      replacement))
        }
        return edits
    }
}
