import LayoutDiagnostics
/// L014: a suppression comment that suppresses nothing (found by the linter, which keeps the
/// suppressions' bookkeeping).
struct UnusedSuppressionRule: LintCheck {
    let rule = LintRule(
        code: "L014", name: "unused-suppression", severity: .warning,
        summary: "a layoutc-disable comment suppresses nothing",
        explanation: """
        A suppression comment (`// layoutc-disable-next-line overflow`, a `layoutc-disable` … \
        `layoutc-enable` region, or `layoutc-disable-file`) that no finding needs any more, or \
        that names a rule that does not exist, hides nothing but may hide a future problem. \
        The fix removes it (or the unused rule names from it). Like ruff's unused-noqa.
        """,
        bad: """
        proposal(320, nil)
        // layoutc-disable-next-line overflow
        hstack < box(40x20) >
        """,
        good: """
        proposal(320, nil)
        hstack < box(40x20) >
        """,
        fix: .safe)
}
