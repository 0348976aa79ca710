import LayoutEngine

/// Which proposals a file is laid out at, for each use: decided here and only here.
public enum ProposalPolicy {
    /// `build`, `explain` and `preview`: the proposals given (`--proposal`, the page's controls)
    /// replace the file's; none given: the file's `proposal(…)`, else nil×nil (its ideal size).
    public static func layout(declared: ProposedViewSize?, given: [ProposedViewSize]) -> [ProposedViewSize] {
        given.isEmpty ? [declared ?? .unspecified] : given
    }

    /// The language server's hover and inlay hints: the file's `proposal(…)`, else the editor's
    /// `proposal` setting.
    public static func editor(declared: ProposedViewSize?, setting: ProposedViewSize) -> ProposedViewSize {
        declared ?? setting
    }

    /// `lint`: the file's own proposal and every one given (the command line's or the
    /// project's, the devices'), each once, in that order; nothing at all: nil×nil.
    public static func lint(declared: ProposedViewSize?, given: [ProposedViewSize]) -> [ProposedViewSize] {
        var seen: [ProposedViewSize] = []
        for proposal in (declared.map { [$0] } ?? []) + given where !seen.contains(proposal) { seen.append(proposal) }
        return seen.isEmpty ? [.unspecified] : seen
    }
}
