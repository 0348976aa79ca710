import Testing
@testable import LayoutSwiftSyntax

/// The lexer's promises (`SwiftLexerInvariants`) for any bytes: random ones, random damage to
/// the corpus, and the nastiest fragments of the grammar glued together.
@Suite struct PropertyTests {
    /// Bytes a lexer is most likely to trip on, weighted into the random inputs.
    static let alphabet: [UInt8] = Array("\"\\#/*()`@$'<>!?.&=-+_ \n\r\tax0ep9{}[]:,;u".utf8)
        + [0x00, 0xC3, 0xA9, 0xE2, 0x88, 0xAA, 0xFF, 0xF0, 0x9F]

    @Test func randomBytesKeepEveryPromise() {
        var generator = SplitMix64(seed: 0x5EED_5717)
        for round in 0..<5_000 {
            let count = Int.random(in: 0...64, using: &generator)
            let bytes = (0..<count).map { _ -> UInt8 in
                Bool.random(using: &generator) ? PropertyTests.alphabet.randomElement(using: &generator) ?? 0
                                               : UInt8.random(in: 0...255, using: &generator)
            }
            let problems = SwiftLexerInvariants.check(bytes)
            #expect(problems.isEmpty, "round \(round), \(bytes): \(problems.prefix(3))")
            if !problems.isEmpty { return }
        }
    }

    @Test func damagedCorpusFilesKeepEveryPromise() {
        var generator = SplitMix64(seed: 0xC0FF_EE00)
        for (index, file) in corpus.enumerated() {
            for round in 0..<12 {
                var bytes = file.bytes
                for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
                    let at = Int.random(in: 0..<bytes.count, using: &generator)
                    let byte = PropertyTests.alphabet.randomElement(using: &generator) ?? 0
                    switch Int.random(in: 0..<4, using: &generator) {
                    case 0: bytes[at] = byte
                    case 1: bytes.insert(byte, at: at)
                    case 2: bytes.remove(at: at)
                    default: bytes = Array(bytes[..<at])
                    }
                }
                let problems = SwiftLexerInvariants.check(bytes)
                #expect(problems.isEmpty, "\(file.path) #\(index) round \(round): \(problems.prefix(3))")
            }
        }
    }

    @Test func everyPrefixOfNastyFragmentsKeepsEveryPromise() {
        let fragments = [
            "\"a \\(f(\"b)\")) c\"", "#\"\\#(x)\"#", "\"\"\"\n  a\\(b\n)\n  \"\"\"", "/* /* */", "#/\n a\n/#",
            "x = /a(b)/", "`a b`", "<#p#>", "0x1.8p-3", "a?.b!", "\"\\(\"\\(\"\\(1)\")\")\"", "'it\\'s'",
            "\"\\u{1F600}\"", "\u{FEFF}", "\r\n\r", "@State $x \\.y #if",
        ]
        let text = Array(fragments.joined(separator: " ").utf8)
        for end in 0...text.count {
            let problems = SwiftLexerInvariants.check(Array(text[..<end]))
            #expect(problems.isEmpty, "prefix \(end): \(problems.prefix(3))")
        }
    }

    @Test func deepInterpolationsStayBounded() {
        // 200 nested interpolations: past the lexer's depth `\(` is an invalid escape, never a deeper stack.
        let depth = 200
        let source = String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
        let lexed = SwiftTokens(source)
        #expect(lexed.first?.kind == str)
        #expect(SwiftLexerInvariants.check(lexed.source).isEmpty)
        let comments = String(repeating: "/*", count: 10_000) + String(repeating: "*/", count: 10_000)
        #expect(kinds(comments) == [comment])
    }

    @Test func tokensNeverOutnumberBytes() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                PropertyTests.alphabet.randomElement(using: &generator) ?? 0
            }
            let lexed = SwiftTokens(source: bytes)
            #expect(lexed.count <= bytes.count + 1)
            #expect(lexed.dropLast().allSatisfy { !$0.range.isEmpty })
        }
    }
}
