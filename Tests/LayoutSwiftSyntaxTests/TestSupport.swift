import Foundation
import Testing
@testable import LayoutSwiftSyntax

// Helpers the suites share: token kinds of a text, shorthands for the tables, the corpus, a
// seeded generator.

/// The tokens of `source`, `.endOfFile` left out.
func tokens(_ source: String) -> [SwiftToken] {
    Array(SwiftTokens(source).dropLast())
}

/// The kinds of `source`'s tokens, `.endOfFile` left out: what the tables compare.
func kinds(_ source: String) -> [SwiftTokenKind] {
    tokens(source).map(\.kind)
}

/// The texts of `source`'s tokens, `.endOfFile` left out.
func texts(_ source: String) -> [String] {
    let lexed = SwiftTokens(source)
    return lexed.dropLast().map { lexed.text(of: $0) }
}

/// The one token of `source` (a failed expectation when there are more or fewer).
func onlyToken(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> SwiftToken? {
    let all = tokens(source)
    #expect(all.count == 1, "\(source): \(all.map(\.kind))", sourceLocation: sourceLocation)
    return all.first
}

// Shorthands, so a table reads like the source it lexes.
let id = SwiftTokenKind.identifier
let int = SwiftTokenKind.integer
let float = SwiftTokenKind.float
let str = SwiftTokenKind.string
let op = SwiftTokenKind.operatorToken
let comment = SwiftTokenKind.comment
let attribute = SwiftTokenKind.attribute
func kw(_ keyword: SwiftKeyword) -> SwiftTokenKind { .keyword(keyword) }
func p(_ punctuation: SwiftPunctuation) -> SwiftTokenKind { .punctuation(punctuation) }
func pound(_ name: String) -> SwiftTokenKind { .poundKeyword(name) }

/// The package's root, for fixtures.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// The `.swift` files of the project's app corpus (`Tests/Fixtures/SwiftUI/Apps/`), by path relative to it.
let corpus: [(path: String, bytes: [UInt8])] = {
    let root = packageRoot + "/Tests/Fixtures/SwiftUI/Apps"
    let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
    return paths.compactMap { path in
        FileManager.default.contents(atPath: root + "/" + path).map { (path, [UInt8]($0)) }
    }
}()

/// SplitMix64 (Steele, Lea, Flood 2014): a seeded generator, so every run draws the same bytes.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
