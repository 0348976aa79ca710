import LayoutAnalysis
import LayoutDiagnostics
import LayoutJSON
import LayoutSyntax

/// Turns the compiler's byte ranges into LSP ranges and locations, file by file.
final class RangeConverter {
    let sources: SourceManager
    let encoding: PositionEncoding
    private var indexes: [SourceFileID: LineIndex] = [:]

    /// `document`, when given, is the open document whose text is the file `main`: its line
    /// index is taken rather than built again (a megabyte's lines are counted once per edit).
    init(sources: SourceManager, encoding: PositionEncoding,
         document: (main: SourceFileID, index: LineIndex)? = nil) {
        self.sources = sources
        self.encoding = encoding
        if let document, document.index.bytes == sources[document.main].bytes {
            indexes[document.main] = document.index
        }
    }

    func index(_ file: SourceFileID) -> LineIndex {
        if let index = indexes[file] { return index }
        let index = LineIndex(file: sources[file])
        indexes[file] = index
        return index
    }

    func position(_ offset: Int, in file: SourceFileID) -> JSONValue {
        let position = index(file).position(of: offset, encoding: encoding)
        return ["line": .int(position.line), "character": .int(position.character)]
    }

    func range(_ range: SourceRange) -> JSONValue {
        ["start": position(range.start, in: range.file), "end": position(range.end, in: range.file)]
    }

    func location(_ range: SourceRange) -> JSONValue {
        ["uri": .string(DocumentURI.uri(of: sources[range.file].name)), "range": self.range(range)]
    }
}

/// LSP JSON for diagnostics.
enum DiagnosticConversion {
    static let unnecessaryCodes: Set<String> = ["W2001", "W2002"]

    /// One diagnostic, as published for `analysis`'s document. A diagnostic inside an imported
    /// file is shown at the import that brought the file in, pointing at the real place.
    static func json(_ diagnostic: Diagnostic, analysis: DocumentAnalysis, converter: RangeConverter,
                     relatedInformation: Bool) -> JSONValue {
        let main = analysis.file.id
        var message = diagnostic.message
        var related: [JSONValue] = []
        let range: SourceRange
        if let primary = diagnostic.range, primary.file == main {
            range = primary
        } else {
            range = importRange(in: analysis) ?? .point(main, 0)
            if let primary = diagnostic.range, !analysis.sources[primary.file].name.hasPrefix("<") {
                let name = analysis.sources[primary.file].name.split(separator: "/").last.map(String.init)
                    ?? "an import"
                message = "in '\(name)': " + message
                related.append(["location": converter.location(primary), "message": .string(diagnostic.message)])
            }
        }
        for label in diagnostic.labels where !analysis.sources[label.range.file].name.hasPrefix("<") {
            related.append(["location": converter.location(label.range), "message": .string(label.message)])
        }
        for note in diagnostic.notes {
            if let noteRange = note.range, relatedInformation, !analysis.sources[noteRange.file].name.hasPrefix("<") {
                related.append(["location": converter.location(noteRange), "message": .string(note.message)])
            } else {
                message += "\nnote: " + note.message
            }
        }
        if let help = diagnostic.help { message += "\nhelp: " + help }
        for fix in diagnostic.fixIts { message += "\nhelp: " + fix.message }
        var json: [String: JSONValue] = [
            "range": converter.range(range),
            "severity": .int(severity(diagnostic.severity)),
            "code": .string(diagnostic.code.rawValue),
            "source": "layoutc",
            "message": .string(message),
        ]
        if let url = DiagnosticDocumentation.url(for: diagnostic.code) {
            json["codeDescription"] = ["href": .string(url)]
        }
        if relatedInformation, !related.isEmpty { json["relatedInformation"] = .array(related) }
        if unnecessaryCodes.contains(diagnostic.code.rawValue) { json["tags"] = [1] }
        return .object(json)
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info, .note: return 3
        }
    }

    /// The first import of the main file (where problems of imported files are shown).
    static func importRange(in analysis: DocumentAnalysis) -> SourceRange? {
        for case let .importDecl(decl) in analysis.syntax.file.items { return decl.pathRange }
        return nil
    }
}
