import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutLint
import LayoutSema

/// Rules are pure functions of the file and the facts worked out before them: the registry's
/// order changes nothing, and a rule that defers to another defers only when that one reports.
@Suite struct RuleIndependenceTests {
    /// A row too wide for its 100 pt frame: the row overflows (L001), and the frame around it
    /// clips it (L002) — said once, by the row, unless overflow is not reported.
    let source = """
    proposal(320, nil)
    hstack(spacing: 0) < box(80x20) box(60x20) >.frame(width: 100, height: 20)
    """

    func run(_ checks: [any LintCheck], ignoring: [String] = []) -> [String] {
        let sources = SourceManager()
        let file = sources.add(name: "test.layout", text: source)
        var options = LintOptions(compile: CompileOptions(loadFile: { _ in .failure(ImportError("no imports")) }))
        options.ignore = ignoring
        let compiled = Compiler.compile(file, sources: sources, options: options.compile)
        let result = Linter.lint(compiled: compiled, file: file, sources: sources, options: options, checks: checks)
        return result.findings.map { "\($0.diagnostic.code.rawValue) \($0.rule?.name ?? "-") \($0.diagnostic.message)" }
    }

    @Test func theRegistryOrderChangesNothing() {
        let forward = run(LintRules.checks)
        #expect(forward == run(LintRules.checks.reversed()))
        // Worked by hand: the row is 80 + 60 = 140 pt wide in a 100-pt frame, which the screen
        // centres at 110…210; the row spills 20 pt out of each side (90…230), still on screen:
        // the frame's problem, not the screen's.
        #expect(forward == ["L002 clipped-by-frame 'hstack' spills out of its frame's width: 140 pt wide in 100 pt: "
                                + "40 pt spill out at 320×nil"])
    }

    @Test func clippedByFrameSpeaksWhenOverflowIsIgnored() {
        for checks in [LintRules.checks, LintRules.checks.reversed()] {
            let findings = run(checks, ignoring: ["overflow"])
            #expect(findings == ["L002 clipped-by-frame 'hstack' spills out of its frame's width: 140 pt wide in 100 pt: "
                                    + "40 pt spill out at 320×nil"])
        }
    }

    @Test func aFindingKeepsItsRule() {
        let (result, _) = lint("hstack < box(10x10) >")
        #expect(result.findings.allSatisfy { $0.rule?.code == $0.diagnostic.code.rawValue })
        let (broken, _) = lint("hstak < >")
        #expect(!broken.findings.isEmpty && broken.findings.allSatisfy { $0.rule == nil })
    }

    @Test func needsLayoutFollowsTheCheck() {
        for check in LintRules.checks {
            #expect(check.rule.needsLayout == (check is any LayoutCheck), "\(check.rule.name)")
        }
        #expect(LintRules.rule(named: "overflow")?.needsLayout == true)
        #expect(LintRules.rule(named: "deep-nesting")?.needsLayout == false)
    }
}
