import Foundation
import Testing
import LayoutEngine
import LayoutLint
import LayoutSema
@testable import LayoutProject

/// One settings model: a proposal's text read one way, lint settings turned into options by one
/// function (the command line's and the language server's alike), proposals chosen by one policy.
struct SettingsTests {
    @Test(arguments: [
        ("320xnil", ProposedViewSize(width: 320, height: nil)), ("infinityxnil", ProposedViewSize(width: .infinity, height: nil)),
        ("INFx0", ProposedViewSize(width: .infinity, height: 0)), ("nilxnil", .unspecified),
    ])
    func proposalText(text: String, proposal: ProposedViewSize) throws {
        #expect(try ProposalText.parse(text).get() == proposal)
    }

    @Test func aSidePastTheLimitIsSaidToBe() {
        guard case let .failure(failure) = ProposalText.parse("2000000000x10") else { Issue.record("accepted"); return }
        #expect(failure.message == "invalid proposal '2000000000x10': a side is larger than 1000000000")
        #expect(ProposalText.side("5e9") == .tooLarge && ProposalText.side("nil") == .value(nil) && ProposalText.side("x") == nil)
    }

    /// The same rule named twice: the levels apply in the order of the names (`L001` before
    /// `overflow`), whatever order a dictionary keeps them in, then the command line's.
    @Test func severitiesApplyInOneOrder() {
        var settings = LintSettings()
        settings.severity = ["overflow": "error", "L001": "off"]
        #expect(settings.options().severities["L001"] == .some(.error))
        let overridden = settings.options(over: LintCommandLine(severities: [("overflow", "info")]))
        #expect(overridden.severities["L001"] == .some(.info))
    }

    /// The command line wins over the file; the devices and Dynamic Type sizes pass on; `leading` comes first.
    @Test func commandLineOverTheFile() {
        var settings = LintSettings()
        settings.proposals = [ProposedViewSize(width: 200, height: nil)]
        settings.ignore = ["deep-nesting"]
        settings.textScales = [1, 2]
        let fromFile = settings.options(leading: [ProposedViewSize(width: 375, height: nil)])
        #expect(fromFile.proposals == [ProposedViewSize(width: 375, height: nil), ProposedViewSize(width: 200, height: nil)])
        #expect(fromFile.ignore == ["deep-nesting"] && fromFile.textScales == [1, 2])
        let given = settings.options(over: LintCommandLine(select: ["overflow"], proposals: [ProposedViewSize(width: 100, height: nil)], devices: true,
                                                           textScales: [1]))
        #expect(given.proposals == [ProposedViewSize(width: 100, height: nil)] && given.devices)
        #expect(given.dynamicTypes == nil && !given.accessibility)
        var categories = LintSettings()
        categories.dynamicTypes = [.large]
        let overridden = categories.options(over: LintCommandLine(dynamicTypes: [.accessibility2], accessibility: true))
        #expect(overridden.dynamicTypes == [.accessibility2] && overridden.accessibility)
        #expect(given.select == ["overflow"] && given.ignore.isEmpty && given.textScales == [1])
    }

    @Test func proposalPolicy() {
        let declared = ProposedViewSize(width: 320, height: nil), given = ProposedViewSize(width: 200, height: 100)
        #expect(ProposalPolicy.layout(declared: declared, given: []) == [declared])
        #expect(ProposalPolicy.layout(declared: nil, given: []) == [.unspecified])
        #expect(ProposalPolicy.layout(declared: declared, given: [given]) == [given])
        #expect(ProposalPolicy.editor(declared: nil, setting: given) == given)
        #expect(ProposalPolicy.editor(declared: declared, setting: given) == declared)
        #expect(ProposalPolicy.lint(declared: declared, given: [given, declared]) == [declared, given])
        #expect(ProposalPolicy.lint(declared: nil, given: []) == [.unspecified])
    }
}
