/// How diagnostics are printed.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// clang style: location, message, the source line with carets, notes and fix-its.
    case human
    /// One line per diagnostic: `path:line:col: severity: message [code]`.
    case concise
    /// A JSON array, for tools.
    case json
}

/// Terminal colours (ANSI), used only when asked for.
struct Palette {
    var enabled: Bool
    func paint(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    func bold(_ t: String) -> String { paint(t, "1") }
    func severity(_ s: Severity) -> String {
        switch s {
        case .error: return paint("error:", "1;31")
        case .warning: return paint("warning:", "1;35")
        case .note: return paint("note:", "1;36")
        case .info: return paint("info:", "1;34")
        }
    }
    func caret(_ t: String) -> String { paint(t, "1;32") }
    func fix(_ t: String) -> String { paint(t, "32") }
}
