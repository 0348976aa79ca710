import Foundation
import Testing
@testable import LayoutDriver

/// The README's diagnostics example is real output: the file it shows, checked, prints exactly
/// the block it shows.
struct ReadmeTests {
    @Test func diagnosticsExampleIsTrue() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let source = try #require(readme.range(of: "```\n// broken.layout\n")).upperBound
        let sourceEnd = try #require(readme.range(of: "```", range: source..<readme.endIndex)).lowerBound
        let output = try #require(readme.range(of: "$ layoutc check broken.layout\n")).upperBound
        let outputEnd = try #require(readme.range(of: "```", range: output..<readme.endIndex)).lowerBound
        let run = Run(["check", "broken.layout"], files: ["/work/broken.layout": String(readme[source..<sourceEnd])])
        #expect(run.status == 1)
        #expect(run.stderr == String(readme[output..<outputEnd]))
    }

    /// The lint example: the file it shows, linted as it says, prints exactly the block shown.
    @Test func lintExampleIsTrue() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let source = try #require(readme.range(of: "```\n// card.layout\n")).upperBound
        let sourceEnd = try #require(readme.range(of: "```", range: source..<readme.endIndex)).lowerBound
        let output = try #require(readme.range(of: "$ layoutc lint card.layout --devices\n")).upperBound
        let outputEnd = try #require(readme.range(of: "```", range: output..<readme.endIndex)).lowerBound
        let run = Run(["lint", "card.layout", "--devices"],
                      files: ["/work/card.layout": "// card.layout\n" + String(readme[source..<sourceEnd])])
        #expect(run.status == 0)
        #expect(run.stdout == String(readme[output..<outputEnd]))
    }

    /// The examples the README and the language guide show compile without a diagnostic.
    @Test(arguments: [("README.md", "// chat-bubble.layout"), ("README.md", "// tags.layout"), ("docs/language.md", "// settings.layout")])
    func examplesCompile(_ document: String, _ header: String) throws {
        let text = try String(contentsOfFile: packageRoot + "/" + document, encoding: .utf8)
        let start = try #require(text.range(of: "```\n" + header + "\n")).upperBound
        let end = try #require(text.range(of: "```", range: start..<text.endIndex)).lowerBound
        let run = Run(["check", "example.layout"], files: ["/work/example.layout": String(text[start..<end])])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(document) \(header): \(run.stderr)")
    }
}
