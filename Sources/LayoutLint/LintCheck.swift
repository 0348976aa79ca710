import LayoutEngine

/// A rule's check. Static rules look at the lowered tree once; layout rules look at the file
/// laid out at one configuration (the linter runs them at every configuration and merges).
protocol LintCheck: Sendable {
    var rule: LintRule { get }
    func check(file: LintFile) -> [LintFinding]
    func check(layout: LintLayout) -> [LintFinding]
}

extension LintCheck {
    func check(file: LintFile) -> [LintFinding] { [] }
    func check(layout: LintLayout) -> [LintFinding] { [] }

    /// A finding of this rule about an element.
    func finding(_ node: LayoutNodeID, _ message: String, fixes: [LintFix] = []) -> LintFinding {
        LintFinding(rule: rule, node: node, range: nil, message: message, fixes: fixes)
    }
}
