import Foundation
import Testing
import LayoutDiagnostics
import LayoutFormat
@testable import LayoutProject

struct ProjectConfigurationTests {
    func load(_ text: String) -> (ProjectConfiguration, [String]) {
        let sources = SourceManager()
        let (configuration, diagnostics) = ProjectConfiguration.load(path: "/p/.layoutc.json", bytes: Array(text.utf8), sources: sources)
        return (configuration, diagnostics.map { diagnostic in
            let location = diagnostic.range.map { sources[$0.file].location(of: $0.start).description } ?? "-"
            return "\(location) \(diagnostic.code): \(diagnostic.message)" + diagnostic.fixIts.map { " [fix: \($0.edits.map(\.replacement).joined())]" }.joined()
        })
    }

    @Test func formatSection() {
        let (configuration, diagnostics) = load(#"{"format": {"indent": 4, "lineWidth": 80}}"#)
        #expect(diagnostics.isEmpty)
        #expect(configuration.format == FormatSettings(indent: 4, lineWidth: 80))
        #expect(configuration.format.applied(to: FormatOptions()) == FormatOptions(indent: 4, lineWidth: 80))
        #expect(load("{}").0.format.applied(to: FormatOptions()) == FormatOptions())
    }

    @Test func unknownKeysSuggestTheNearest() {
        #expect(load("{\n  \"format\": {\"indnet\": 4}\n}").1 == [
            #"2:14 E0011: unknown key "indnet" in "format" [fix: "indent"]"#,
        ])
        #expect(load(#"{"fromat": {}}"#).1 == [#"1:2 E0011: unknown key "fromat" at the top of .layoutc.json [fix: "format"]"#])
    }

    @Test func badValuesAreLocated() {
        #expect(load(#"{"format": {"indent": 0, "lineWidth": "wide"}}"#).1 == [
            #"1:23 E0012: "format.indent": expected an integer from 1 to 16, found 0"#,
            #"1:39 E0012: "format.lineWidth": expected an integer from 20 to 1000, found a string"#,
        ])
        #expect(load(#"{"format": 2}"#).1 == [#"1:12 E0012: expected an object for "format", found a number"#])
        #expect(load("[]").1 == ["1:1 E0012: expected an object at the top of .layoutc.json, found an array"])
    }

    @Test func malformedJSONIsLocated() {
        #expect(load("{\n  \"format\": {\"indent\": 4,}\n}").1 == ["2:26 E0010: malformed configuration: expected a member name in quotes, found '}'"])
        #expect(load("").1 == ["1:1 E0010: malformed configuration: expected a value, found the end of the input"])
    }

    @Test func locateWalksUp() {
        let existing: Set<String> = ["/a/.layoutc.json"]
        #expect(ProjectConfiguration.locate(from: "/a/b/c", exists: existing.contains) == "/a/.layoutc.json")
        #expect(ProjectConfiguration.locate(from: "/x/y", exists: existing.contains) == nil)
    }
}
