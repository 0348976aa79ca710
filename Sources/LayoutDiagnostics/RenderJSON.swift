/// Diagnostics as a JSON array: code, severity, message, file, range (line, column, offset),
/// labels, notes and fix-its with their edits.
enum DiagnosticJSON {
    static func render(_ diagnostics: [Diagnostic], sources: SourceManager, locations: LocationCache = LocationCache()) -> String {
        func position(_ file: SourceFile, _ offset: Int) -> String {
            let location = locations.location(in: file, of: offset)
            return "{\"line\": \(location.line), \"column\": \(location.column), \"offset\": \(offset)}"
        }
        func range(_ r: SourceRange?) -> String {
            guard let r, Int(r.file.rawValue) < sources.files.count else { return "null" }
            let file = sources[r.file]
            return "{\"file\": \(string(file.name)), \"start\": \(position(file, r.start)), \"end\": \(position(file, r.end))}"
        }
        let items = diagnostics.map { d -> String in
            let labels = d.labels.map { "{\"message\": \(string($0.message)), \"range\": \(range($0.range))}" }
            let notes = d.notes.map { "{\"message\": \(string($0.message)), \"range\": \(range($0.range))}" }
            let fixes = d.fixIts.map { fix in
                "{\"message\": \(string(fix.message)), \"edits\": [" + fix.edits.map {
                    "{\"range\": \(range($0.range)), \"replacement\": \(string($0.replacement))}"
                }.joined(separator: ", ") + "]}"
            }
            return "  {\"code\": \(string(d.code.rawValue)), \"severity\": \(string(d.severity.rawValue)), \"message\": \(string(d.message)), "
                + "\"range\": \(range(d.range)), " + (d.range == nil ? d.path.map { "\"file\": \(string($0)), " } ?? "" : "") + "\"labels\": [\(labels.joined(separator: ", "))], \"notes\": [\(notes.joined(separator: ", "))], "
                + "\"fixIts\": [\(fixes.joined(separator: ", "))]}"
        }
        return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }

    static func string(_ text: String) -> String { JSONString.quote(text) }
}
