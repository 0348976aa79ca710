import LayoutDiagnostics

/// The one place the server's diagnostics come from, for publishing and for code actions.
public enum Analyzer {
    /// Every finding for a document: the checker's errors and warnings (syntax, names, types,
    /// values, imports). Layout lint findings are added here, so that publishing, code actions
    /// and suppression pick them up unchanged.
    public static func analyze(_ analysis: DocumentAnalysis) -> [Diagnostic] {
        analysis.result.diagnostics
    }
}

/// Where each diagnostic code is documented: `L…` lint rules in `docs/lint.md` (an anchor per
/// rule), `E…` and `W…` in the language reference.
public enum DiagnosticDocumentation {
    public static let repository = "https://github.com/layoutc/layoutc/blob/main/"

    public static func url(for code: DiagnosticCode) -> String? {
        let raw = code.rawValue
        if raw.hasPrefix("L") { return repository + "docs/lint.md#" + raw.lowercased() }
        if raw.hasPrefix("E") || raw.hasPrefix("W") { return repository + "docs/language.md" }
        return nil
    }
}
