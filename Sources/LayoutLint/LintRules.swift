/// Every lint rule, in code order: the registry `layoutc rule`, `docs/lint.md`, SARIF and the
/// language server read.
public enum LintRules {
    static let checks: [any LintCheck] = [
        OverflowRule(), ClippedByFrameRule(), TruncatedTextRule(), ZeroSizeRule(), SpacerCannotExpandRule(),
        WrapItemTooWideRule(), NothingFitsRule(), UnboundedRule(), NoEffectRule(), OverlappingSiblingsRule(),
        UnplacedRule(), DeepNestingRule(), DuplicateModifierRule(), UnusedSuppressionRule(), RedundantContainerRule(),
        TextTooSmallRule(), FixedSizeTextRule(), SmallTapTargetRule(), UnscaledImageRule(),
    ]

    /// Every rule.
    public static let all: [LintRule] = checks.map(\.rule)

    /// The codes of the rules whose check reads the layout.
    static let layoutRuleCodes = Set(checks.compactMap { ($0 as? any LayoutCheck)?.rule.code })

    /// The rule with this code or name (`L001`, `l001`, `overflow`).
    public static func rule(named name: String) -> LintRule? {
        all.first { $0.code.caseInsensitiveCompare(name) == .orderedSame || $0.name == name }
    }

    /// The rule a suppression comment refers to for unknown names.
    static let unusedSuppression = UnusedSuppressionRule().rule
}
