import LayoutDiagnostics
import LayoutEngine
import LayoutSema

/// How to lint: at which configurations, which rules, at which severities.
public struct LintOptions {
    /// The proposals × text scales to lay out at; empty: the file's proposal (else nil×nil) at 1.
    public var proposals: [ProposedViewSize] = []
    public var textScales: [Double] = [1]
    /// Rules to run (codes or names); nil: every rule.
    public var select: [String]?
    /// Rules not to run.
    public var ignore: [String] = []
    /// Severity per rule code; nil turns a rule off.
    public var severities: [String: Severity?] = [:]
    public var compile: CompileOptions

    public init(compile: CompileOptions = CompileOptions()) {
        self.compile = compile
    }

    /// Whether `rule` runs, and at which severity.
    func severity(of rule: LintRule) -> Severity? {
        let named: (String) -> Bool = { $0 == "ALL" || $0.uppercased() == rule.code || $0 == rule.name }
        if let select, !select.contains(where: named) { return nil }
        if ignore.contains(where: named) { return nil }
        if let override = severities[rule.code] { return override }
        return rule.severity
    }

    /// The severity a word of `--severity RULE=LEVEL` or `.layoutc.json` names (`off`: the rule
    /// does not run); nil for another word.
    public static func level(_ word: String) -> Severity?? {
        switch word {
        case "error": return .some(.error)
        case "warning": return .some(.warning)
        case "info": return .some(.info)
        case "off": return .some(nil)
        default: return nil
        }
    }

    /// A rule selector that names no rule, if any (`overflw`), with a did-you-mean.
    public static func unknownRule(in names: [String]) -> (name: String, suggestion: String?)? {
        for name in names where name != "ALL" && LintRules.rule(named: name) == nil {
            return (name, Suggestion.closest(to: name, in: LintRules.all.map(\.name) + LintRules.all.map(\.code)))
        }
        return nil
    }
}
