import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutLint

/// What report formats say about where a finding is and which finding it is: SARIF's offsets in
/// the unit `columnKind` declares, URIs that cannot be misread, and fingerprints that survive
/// lines added above and never collide between two elements.
struct ReportIdentityTests {
    func report(_ files: [(String, String)], root: String = "/w") -> LintReport {
        let sources = SourceManager()
        var results: [LintResult] = []
        for (name, text) in files {
            let file = sources.add(name: root + "/" + name, text: text)
            var options = LintOptions()
            options.proposals = [ProposedViewSize(width: 100, height: nil)]
            results.append(Linter.lint(file, sources: sources, options: options))
        }
        return LintReport(results: results, sources: sources, rootDirectory: root)
    }

    func sarifResults(_ report: LintReport) throws -> [[String: Any]] {
        let document = try JSONSerialization.jsonObject(with: Data(report.render(.sarif).utf8)) as? [String: Any]
        let runs = try #require(document?["runs"] as? [[String: Any]])
        return try #require(runs.first?["results"] as? [[String: Any]])
    }

    /// Two-byte characters before the finding: "é" is 2 bytes and one code point. The finding is
    /// on the name `padding`: "// é é é\n" is 12 bytes but 9 code points, then `box(1x1).` is 9,
    /// so it starts at code point 18 (byte 21), column 10 of line 2, and is 7 long.
    @Test func charOffsetCountsCodePoints() throws {
        let text = "// é é é\nbox(1x1).padding(0)\n"
        let results = try sarifResults(report([("a.layout", text)]))
        let finding = try #require(results.first { $0["ruleId"] as? String == "L009" })
        let locations = try #require(finding["locations"] as? [[String: Any]])
        let region = try #require((locations.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region["startColumn"] as? Int == 10)
        #expect(region["charOffset"] as? Int == 18)
        #expect(region["charLength"] as? Int == 7)
        #expect(Array(text.unicodeScalars)[18..<25].map(String.init).joined() == "padding")
    }

    @Test func everyResultHasAPartialFingerprint() throws {
        for result in try sarifResults(report([("a.layout", "vstack < box(1x1).padding(0) box(2x2).padding(0) >\n")])) {
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(fingerprints["layoutcFinding/v1"]?.count == 32)
        }
    }

    /// A relative URI whose first segment holds a colon would be read as a scheme: it is encoded.
    @Test func aColonInAFileNameIsEncoded() throws {
        let results = try sarifResults(report([("top:level.layout", "box(1x1).padding(0)\n")]))
        let locations = try #require(results.first?["locations"] as? [[String: Any]])
        let artifact = (locations.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "top%3Alevel.layout")
        #expect(URL(string: "top%3Alevel.layout")?.scheme == nil)
    }

    /// GitLab's fingerprint: the same after a comment line is added above; different for the two
    /// paddings of two boxes; the element path says which.
    @Test func fingerprintsAreStableAndDistinct() throws {
        let before = report([("a.layout", "vstack < box(1x1).padding(0) box(2x2).padding(0) >\n")])
        let after = report([("a.layout", "// a note\n\nvstack < box(1x1).padding(0) box(2x2).padding(0) >\n")])
        func fingerprints(_ report: LintReport) throws -> [String] {
            let items = try #require(try JSONSerialization.jsonObject(with: Data(report.render(.gitlab).utf8)) as? [[String: Any]])
            return items.compactMap { $0["fingerprint"] as? String }
        }
        let first = try fingerprints(before)
        #expect(first.count == 2)
        #expect(Set(first).count == 2)
        #expect(try fingerprints(after) == first)
        let paths = before.results[0].diagnostics.map { before.identity(of: $0).elementPath }
        #expect(paths == ["vstack/box[0]/.padding#0", "vstack/box[1]/.padding#0"])
        #expect(FindingIdentity.withoutNumbers("overflows by 60 pt at 320×nil, 1.25 lines") == "overflows by # pt at #×nil, # lines")
    }
}
