import LayoutDiagnostics

/// Whether a rule's fix-it may be applied without asking (`--fix` applies only safe ones).
public enum FixSafety: String, Sendable, Hashable {
    /// The rule offers no fix.
    case none
    /// Applying the fix keeps every frame of the layout (or only removes what had no effect).
    case safe
    /// The fix changes the layout; it is shown, and applied only by an editor's code action.
    case unsafe
}

/// A lint rule's description: one entry of the declarative registry (`LintRules.all`), the
/// source of `layoutc rule`, `docs/lint.md`, the SARIF rule list and the language server's links.
public struct LintRule: Sendable, Hashable {
    /// The stable code, `L001`.
    public let code: String
    /// The kebab-case name, `overflow`.
    public let name: String
    public let severity: Severity
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters and when it fires, in a few sentences.
    public let explanation: String
    /// A file that triggers the rule (with the proposal it is linted at).
    public let bad: String
    /// The same intent, written so that the rule stays quiet.
    public let good: String
    public let fix: FixSafety
    /// Runs only when asked for: selected by code or name (not by ALL), given a severity, or,
    /// for the accessibility rules, with `--accessibility`.
    public var optIn = false

    /// Whether the rule needs the layout (runs per proposal) or only the lowered tree: whether its
    /// check is a `LayoutCheck`.
    public var needsLayout: Bool { LintRules.layoutRuleCodes.contains(code) }

    /// The rule's section of `docs/lint.md` (an anchor of the code, lowercased).
    public var anchor: String { code.lowercased() }
}
