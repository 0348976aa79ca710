/// Renders diagnostics the way clang and swiftc do:
///
///     tags.layout:3:26: error: unknown label 'spacng' for 'wrap' [E2003]
///         3 | wrap(alignment: leading, spacng: 8) <
///           |                          ^~~~~~
///           |                          spacing
///     help: did you mean 'spacing'?
public struct DiagnosticRenderer {
    public var sources: SourceManager
    public var format: DiagnosticFormat
    public var color: Bool
    /// For people (human and concise): errors after this many are counted, not printed, as
    /// clang's `-ferror-limit` does; 0 prints all. JSON, for tools, always has every diagnostic.
    public var errorLimit: Int
    let locations = LocationCache()

    /// The widest source line shown whole; longer lines are shown as a window around the range.
    static let maxSnippetColumns = 120

    public init(sources: SourceManager, format: DiagnosticFormat = .human, color: Bool = false, errorLimit: Int = 0) {
        self.sources = sources
        self.format = format
        self.color = color
        self.errorLimit = errorLimit
    }

    /// Every diagnostic, then (human format) a summary line such as "2 errors generated.".
    public func render(_ diagnostics: [Diagnostic]) -> String {
        if format == .json { return DiagnosticJSON.render(diagnostics, sources: sources, locations: locations) }
        var shown = diagnostics
        var hiddenErrors = 0
        if errorLimit > 0, diagnostics.count(where: { $0.severity == .error }) > errorLimit {
            var errors = 0
            shown = diagnostics.filter { diagnostic in
                guard diagnostic.severity == .error else { return errors < errorLimit }
                errors += 1
                return errors <= errorLimit
            }
            hiddenErrors = diagnostics.count { $0.severity == .error } - errorLimit
        }
        let limitNote = hiddenErrors == 0 ? ""
            : "layoutc: note: \(hiddenErrors) more error\(hiddenErrors == 1 ? "" : "s") not shown; "
                + "--error-limit 0 shows all\n"
        switch format {
        case .json: return ""
        case .concise: return shown.map(concise).joined() + limitNote
        case .human:
            var out = shown.map(human).joined() + limitNote
            let errors = diagnostics.count { $0.severity == .error }
            let warnings = diagnostics.count { $0.severity == .warning }
            if errors + warnings > 0 {
                var parts: [String] = []
                if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
                if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
                out += parts.joined(separator: " and ") + " generated.\n"
            }
            return out
        }
    }

    func place(_ range: SourceRange?, path: String? = nil) -> String {
        guard let range, let file = sources.file(range.file) else { return path ?? "layoutc" }
        return "\(file.name):\(locations.location(in: file, of: range.start))"
    }

    func concise(_ d: Diagnostic) -> String {
        var out = "\(place(d.range, path: d.path)): \(d.severity.rawValue): \(d.message) [\(d.code)]\n"
        for label in d.labels { out += "\(place(label.range)): note: \(label.message)\n" }
        for note in d.notes { out += "\(place(note.range ?? d.range)): note: \(note.message)\n" }
        if let help = d.help { out += "\(place(d.range)): note: \(help)\n" }
        for fix in d.fixIts { out += "\(place(d.range)): note: \(fix.message)\n" }
        return out
    }

    func human(_ d: Diagnostic) -> String {
        let palette = Palette(enabled: color)
        var out = palette.bold(place(d.range, path: d.path) + ":") + " " + palette.severity(d.severity) + " "
            + palette.bold(d.message + " [\(d.code)]") + "\n"
        if let range = d.range {
            out += snippet(range, replacement: d.fixIts.first?.edits.first { $0.range == range }?.replacement,
                           palette: palette)
        }
        for label in d.labels {
            out += palette.bold(place(label.range) + ":") + " " + palette.severity(.note) + " " + label.message + "\n"
            out += snippet(label.range, replacement: nil, palette: palette)
        }
        for note in d.notes {
            // A note without its own location belongs to the diagnostic's.
            out += palette.bold(place(note.range ?? d.range) + ":") + " " + palette.severity(.note) + " "
                + note.message + "\n"
            if let range = note.range { out += snippet(range, replacement: nil, palette: palette) }
        }
        if let help = d.help { out += palette.fix("help:") + " \(help)\n" }
        for fix in d.fixIts {
            out += palette.fix("help:") + " \(fix.message)\n"
        }
        return out
    }

    /// The line of `range.start` with `^~~~` under the range (first line only for multi-line
    /// ranges; a single `^` for an empty range), tabs expanded so the carets line up.
    func snippet(_ range: SourceRange, replacement: String?, palette: Palette) -> String {
        guard let file = sources.file(range.file) else { return "" }
        guard range.start <= file.bytes.count else { return "" }
        let lineIndex = file.lineIndex(of: range.start)
        var content = file.lineContentRange(lineIndex)
        let lineNumber = String(lineIndex + 1)
        let gutter = String(repeating: " ", count: lineNumber.count)
        let startInLine = min(max(range.start, content.lowerBound), content.upperBound)
        var endInLine = min(max(range.end, startInLine), content.upperBound)
        // A long line is shown as a window around the range, so that many diagnostics on one
        // huge line cost output proportional to their number, not to the line's length.
        var prefix = "", suffix = ""
        let window = Self.maxSnippetColumns
        if content.count > window {
            let lower = file.scalarBoundary(atOrBefore: max(content.lowerBound, startInLine - window / 3))
            let upper = file.scalarBoundary(atOrBefore: min(content.upperBound, lower + window))
            if lower > content.lowerBound { prefix = "…" }
            if upper < content.upperBound { suffix = "…" }
            content = lower..<max(upper, lower)
            endInLine = min(endInLine, content.upperBound)
        }
        let (text, columns) = Self.displayColumns(
            Array(file.bytes[content]), marks: [startInLine - content.lowerBound, endInLine - content.lowerBound])
        let startColumn = columns[0] + prefix.count
        let width = max(columns[1] + prefix.count - startColumn, 0)
        var out = " \(lineNumber) | \(prefix)\(text)\(suffix)\n"
        let carets = width <= 1 ? "^" : "^" + String(repeating: "~", count: width - 1)
        out += " \(gutter) | " + String(repeating: " ", count: startColumn) + palette.caret(carets) + "\n"
        if let replacement {
            out += " \(gutter) | " + String(repeating: " ", count: startColumn) + palette.fix(replacement) + "\n"
        }
        return out
    }

    /// The line as displayed (tabs to the next multiple of 4, control characters shown as
    /// U+FFFD) and the display column of each byte offset in `marks`.
    static func displayColumns(_ bytes: [UInt8], marks: [Int]) -> (String, [Int]) {
        var text = ""
        var column = 0
        var results = Array(repeating: -1, count: marks.count)
        var offset = 0
        func mark() {
            for (i, m) in marks.enumerated() where results[i] < 0 && m <= offset { results[i] = column }
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            mark()
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                let length = UTF8.width(scalar)
                if scalar == "\t" {
                    let next = (column / 4 + 1) * 4
                    text += String(repeating: " ", count: next - column)
                    column = next
                } else if scalar.value < 0x20 || scalar.value == 0x7F {
                    text += "\u{FFFD}"
                    column += 1
                } else {
                    text.unicodeScalars.append(scalar)
                    column += displayWidth(scalar)
                }
                offset += length
            case .emptyInput: break loop
            case .error:
                text += "\u{FFFD}"
                column += 1
                offset += 1
            }
        }
        mark()
        return (text, results.map { max($0, 0) })
    }

    /// Terminal cell width: 2 for East Asian wide characters and emoji, 0 for combining marks;
    /// a flag is two regional indicators of one cell each.
    static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if (0x300...0x36F).contains(v) || (0x200B...0x200F).contains(v) || (0xFE00...0xFE0F).contains(v) { return 0 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v)
            || (0x20000...0x3FFFD).contains(v) {
            return 2
        }
        return 1
    }
}
