import LayoutAnalysis
import LayoutDiagnostics
import LayoutSema

/// The one place the server's diagnostics come from, for publishing and for code actions.
public enum Analyzer {
    /// Every finding for a document: the checker's errors and warnings (syntax, names, types,
    /// values, imports), then — when it compiles — the lint rules' findings at the document's
    /// proposal and its project's lint settings; publishing, code actions and suppression
    /// read them from here.
    public static func analyze(_ analysis: DocumentAnalysis) -> [Diagnostic] {
        analysis.lint.diagnostics
    }
}

/// Where each diagnostic code is documented (`codeDescription.href`): `DocumentationLinks`.
public enum DiagnosticDocumentation {
    public static func url(for code: DiagnosticCode) -> String? { DocumentationLinks.url(for: code) }
}
