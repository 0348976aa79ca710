import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutLint
import LayoutSema

/// Every rule ships a bad and a good example (SwiftLint's habit): the bad one triggers the rule,
/// the good one does not, and both compile. The registry is sound: codes and names are unique.
struct RuleExampleTests {
    /// L011 needs a custom layout written in Swift; `UnplacedTests` covers it.
    static let rules = LintRules.all.filter { $0.code != "L011" }

    @Test(arguments: rules.map(\.code))
    func badExampleTriggersTheRule(_ code: String) throws {
        let rule = try #require(LintRules.rule(named: code))
        // An opt-in rule runs when it is selected by name.
        let (result, _) = lint(rule.bad) { if rule.optIn { $0.select = [rule.name] } }
        #expect(result.compiled, "\(code): \(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.code.rawValue == code }, "\(code) bad example: \(result.diagnostics.map(\.message))")
    }

    @Test(arguments: rules.map(\.code))
    func goodExampleIsQuiet(_ code: String) throws {
        let rule = try #require(LintRules.rule(named: code))
        let (result, _) = lint(rule.good) { if rule.optIn { $0.select = [rule.name] } }
        #expect(result.compiled, "\(code): \(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.code.rawValue == code }, "\(code) good example: \(result.diagnostics.map(\.message))")
    }

    @Test func registryIsSound() {
        let codes = LintRules.all.map(\.code), names = LintRules.all.map(\.name)
        #expect(Set(codes).count == codes.count && Set(names).count == names.count)
        #expect(codes == codes.sorted())
        for rule in LintRules.all {
            #expect(rule.code.wholeMatch(of: /L\d{3}/) != nil)
            #expect(rule.name.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil)
            #expect(!rule.summary.hasSuffix(".") && rule.summary.first?.isLowercase == true)
            #expect(LintRules.rule(named: rule.name) == rule && LintRules.rule(named: rule.code.lowercased()) == rule)
        }
    }

    /// `docs/lint.md` is the registry's documentation, generated (`LAYOUTC_RECORD=1` rewrites it).
    @Test func documentationMatchesTheRegistry() throws {
        let path = packageRoot + "/docs/lint.md"
        let expected = LintDocumentation.markdown()
        let actual = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] != nil, actual != expected {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("docs/lint.md re-recorded; review the diff")
            return
        }
        #expect(actual == expected, "docs/lint.md is not the registry's; run LAYOUTC_RECORD=1 swift test")
    }
}
