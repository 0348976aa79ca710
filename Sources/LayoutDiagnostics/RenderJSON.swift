import LayoutJSON
/// Diagnostics as a JSON array: code, severity, message, file, range (line, column, offset),
/// labels, notes and fix-its with their edits.
public enum DiagnosticJSON {
    static func render(_ diagnostics: [Diagnostic], sources: SourceManager,
                       locations: LocationCache = LocationCache()) -> String {
        let items = diagnostics.map { "  " + object($0, sources: sources, locations: locations) }
        return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }

    /// One diagnostic as a JSON object (one line); `extra` fields are added after the code.
    public static func object(_ d: Diagnostic, sources: SourceManager, locations: LocationCache,
                              extra: [(String, String)] = []) -> String {
        func range(_ r: SourceRange?) -> String {
            self.range(r, sources: sources, locations: locations)
        }
        let labels = d.labels.map { "{\"message\": \(string($0.message)), \"range\": \(range($0.range))}" }
        let notes = d.notes.map { "{\"message\": \(string($0.message)), \"range\": \(range($0.range))}" }
        let fixes = d.fixIts.map { fix in
            "{\"message\": \(string(fix.message)), \"safe\": \(fix.isSafe), \"edits\": [" + fix.edits.map {
                "{\"range\": \(range($0.range)), \"replacement\": \(string($0.replacement))}"
            }.joined(separator: ", ") + "]}"
        }
        let more = extra.map { "\(string($0.0)): \($0.1), " }.joined()
        return "{\"code\": \(string(d.code.rawValue)), \(more)\"severity\": \(string(d.severity.rawValue)), "
            + "\"message\": \(string(d.message)), "
            + (d.help.map { "\"help\": \(string($0)), " } ?? "")
            + "\"range\": \(range(d.range)), "
            + (d.range == nil ? d.path.map { "\"file\": \(string($0)), " } ?? "" : "")
            + "\"labels\": [\(labels.joined(separator: ", "))], \"notes\": [\(notes.joined(separator: ", "))], "
            + "\"fixIts\": [\(fixes.joined(separator: ", "))]}"
    }

    /// `{"file": …, "start": {"line", "column", "offset"}, "end": …}`, or `null`.
    public static func range(_ r: SourceRange?, sources: SourceManager, locations: LocationCache) -> String {
        guard let r, let file = sources.file(r.file) else { return "null" }
        func position(_ offset: Int) -> String {
            let location = locations.location(in: file, of: offset)
            return "{\"line\": \(location.line), \"column\": \(location.column), \"offset\": \(offset)}"
        }
        return "{\"file\": \(string(file.name)), \"start\": \(position(r.start)), \"end\": \(position(r.end))}"
    }

    static func string(_ text: String) -> String { JSONString.quote(text) }
}
