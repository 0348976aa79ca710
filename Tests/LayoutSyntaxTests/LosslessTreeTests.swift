import Foundation
import Testing
import LayoutDiagnostics
@testable import LayoutSyntax

/// The syntax tree is an arena of numbers, but nothing of the source is lost: the tokens, each
/// with the comments and spaces before it, spell the file byte for byte, and every node's range
/// begins where a token begins and ends where a token ends, so any node's text (comments inside
/// it included) can be recovered. A string is one token: the expressions interpolated in it are
/// nodes inside that token.
struct LosslessTreeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Every sample, and inputs with comments, recovery and interpolation in awkward places.
    static func inputs() throws -> [(name: String, text: String)] {
        let directory = packageRoot + "/Samples"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".layout") }.sorted()
        var inputs = try names.map { ($0, try String(contentsOfFile: directory + "/" + $0, encoding: .utf8)) }
        inputs += [
            ("comments", "// lead\nhstack(/* a */ spacing: 4 /* b */) < // c\n  box(10x10) /* d */ #t\n> // end"),
            ("recovery", "vstack( < box(10x) , > .padding(\n let = 3"),
            ("interpolation", "let n = 3\ntext(\"a \\(n + 1) b \\(\"c\") d\")"),
            ("declarations", "import \"x.layout\"\nlet row(gap: 8, w) = hstack(spacing: gap) < box(width: w, height: 1) >\nproposal(320, nil)\nrow(w: 4)"),
            ("control", "vstack < repeat(3, as: i) < if i > 0 < box(10x10) > else < spacer > > >"),
            ("empty", ""),
            ("only trivia", "  // nothing here\n/* or here */\n"),
        ]
        #expect(inputs.count >= 17)
        return inputs
    }

    @Test func tokensSpellTheFileAndNodesStartAndEndOnTokens() throws {
        for (name, text) in try Self.inputs() {
            let file = source(text, name: name)
            let result = Parser.parse(file)
            let bytes = Array(text.utf8)

            // The tokens, each from the start of its trivia to its end, are the file.
            var spelled: [UInt8] = []
            var previousEnd = 0
            for token in result.tokens {
                #expect(token.triviaStart == previousEnd, "\(name): a gap before \(token.kind) at \(token.range.start)")
                spelled += bytes[token.triviaStart..<token.range.end]
                previousEnd = token.range.end
            }
            #expect(result.tokens.last?.kind == .endOfFile, "\(name)")
            #expect(spelled == bytes, "\(name): the tokens do not spell the file")

            // Every node's range is a run of whole tokens (an empty one sits between tokens).
            let starts = Set(result.tokens.map(\.range.start))
            let ends = Set(result.tokens.map(\.range.end))
            let strings = result.tokens.filter { $0.kind == .string || $0.kind == .unterminatedString }.map(\.range)
            func insideAString(_ range: SourceRange) -> Bool {
                strings.contains { $0.start < range.start && range.end < $0.end }
            }
            var interpolated = 0
            let tree = result.file.tree
            #expect(tree.nodeCount > 0, "\(name)")
            for index in 0..<tree.nodeCount {
                let range = tree.arena.range(of: SyntaxID(raw: UInt32(index)))
                #expect(range.start <= range.end && range.end <= bytes.count, "\(name): node \(index) is out of the file")
                if insideAString(range) {
                    interpolated += 1
                } else if range.start == range.end {
                    #expect(starts.contains(range.start) || ends.contains(range.start), "\(name): empty node \(index) at \(range.start) is inside a token")
                } else {
                    #expect(starts.contains(range.start), "\(name): node \(index) starts at \(range.start), inside a token")
                    #expect(ends.contains(range.end), "\(name): node \(index) ends at \(range.end), inside a token")
                }
            }
            if name == "interpolation" { #expect(interpolated == 4, "\(name): \(interpolated) interpolated nodes") }
        }
    }
}
