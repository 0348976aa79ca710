import LayoutDiagnostics

/// Where each diagnostic code is documented, for links in SARIF reports and the language
/// server: `L…` lint rules in `docs/lint.md` (an anchor per rule), `E…` and `W…` in the
/// language reference. The base is the project's repository (override it with the environment
/// variable `LAYOUTC_DOCS_URL` when serving the docs elsewhere).
public enum DocumentationLinks {
    public static let defaultRepository = "https://github.com/layoutc/layoutc/blob/main/"

    /// The base the links start with (ending in `/`).
    public static var repository: String {
        guard let custom = ProcessInfoShim.environment("LAYOUTC_DOCS_URL"), !custom.isEmpty else {
            return defaultRepository
        }
        return custom.hasSuffix("/") ? custom : custom + "/"
    }

    /// The page (and anchor) documenting `code`, if any.
    public static func url(for code: DiagnosticCode) -> String? {
        let raw = code.rawValue
        if raw.hasPrefix("L") { return repository + "docs/lint.md#" + raw.lowercased() }
        if raw.hasPrefix("E") || raw.hasPrefix("W") { return repository + "docs/language.md" }
        return nil
    }

    /// The lint rules' page.
    public static var lintRules: String { repository + "docs/lint.md" }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one environment variable without Foundation.
enum ProcessInfoShim {
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
