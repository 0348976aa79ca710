import Testing
@testable import LayoutSwiftSyntax

/// The project's SwiftUI apps (`Tests/Fixtures/SwiftUI/Apps/`: views, models, manifests) lex with
/// no malformed token, and their tokens cover them with only whitespace between.
@Suite struct CorpusTests {
    @Test func theCorpusIsThere() {
        #expect(corpus.count == 196)
    }

    @Test func aRealisticFileLexesCleanly() throws {
        let file = try #require(corpus.first { $0.path == "Pantry/Pantry/Features/Detail/RecipeDetailView.swift" })
        let lexed = SwiftTokens(source: file.bytes)
        expectClean(lexed, file.path)
        // Its interpolations, `#if`, attributes, key paths, `$` projections.
        let kinds = lexed.map(\.kind)
        #expect(kinds.contains(.poundKeyword("if")) && kinds.contains(.attribute) && kinds.contains(.keyPathBackslash))
        #expect(lexed.contains { $0.kind == .string && !(lexed.stringLiteral(of: $0)?.isMultiline ?? true) })
        #expect(lexed.contains { $0.kind == .identifier && lexed.text(of: $0).hasPrefix("$") })
        // The first tokens, as written.
        let words = lexed.filter { $0.kind != .comment }.prefix(2).map { lexed.text(of: $0) }
        #expect(words == ["import", "SwiftUI"])
    }

    @Test func everyCorpusFileLexesCleanly() {
        for file in corpus {
            expectClean(SwiftTokens(source: file.bytes), file.path)
        }
    }

    /// No unknown, invalid or unterminated token; only whitespace between tokens; every
    /// string decodes without a problem; the lexer's promises kept.
    func expectClean(_ lexed: SwiftTokens, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for token in lexed {
            let bad = token.kind == .unknown || !token.flags.isDisjoint(with: [.invalid, .unterminated])
            #expect(!bad, "\(path): \(token.kind) '\(lexed.text(of: token))' at \(token.range)",
                    sourceLocation: sourceLocation)
            if let literal = lexed.stringLiteral(of: token) {
                #expect(literal.problems.isEmpty, "\(path): \(literal.problems) in \(lexed.text(of: token))",
                        sourceLocation: sourceLocation)
            }
        }
        var end = 0
        for token in lexed {
            let gap = lexed.source[end..<token.range.lowerBound]
            #expect(gap.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D },
                    "\(path): bytes between tokens at \(end)", sourceLocation: sourceLocation)
            end = token.range.upperBound
        }
        #expect(end == lexed.source.count, sourceLocation: sourceLocation)
        #expect(SwiftLexerInvariants.check(lexed.source) == [], "\(path)", sourceLocation: sourceLocation)
    }
}
