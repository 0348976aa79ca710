import Foundation
import Testing
@testable import LayoutFont

/// `ShapedText`: cluster advances and kerning in ems, and the widths it promises for what a face
/// has no glyph for: emoji 1.2 em, East Asian wide or fullwidth 1 em, invisible (marks, format and
/// control characters, default ignorables) 0, anything else 0.5 em (`ShapedText.fallbackAdvance`).
@Suite struct ShapedTextTests {
    static let builtIn = FontFamily.builtIn.face(weight: 400)

    /// The advance of the whole of `text`, in ems.
    static func ems(_ text: String, _ face: FontFace) -> Double {
        let shaped = ShapedText(text, face: face)
        return shaped.advance(of: 0..<shaped.clusters.count)
    }

    @Test(arguments: ["👍🏽", "🇫🇷", "👨‍👩‍👧", "😀", "❤️", "1️⃣", "©️", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"])
    func anEmojiIsOneClusterOf1Point2Em(_ emoji: String) throws {
        // Drawn from the colour emoji font whatever the face: the built-in one has ❤ and ©, the
        // synthetic one has none of these.
        for face in [ShapedTextTests.builtIn, try TestFace().face()] {
            let shaped = ShapedText(emoji, face: face)
            #expect(shaped.clusters.count == 1)
            #expect(shaped.advance(of: 0..<1) == 1.2 && shaped.clusters.first?.kerningAfter == 0)
        }
    }

    @Test func textPresentationIsNotEmoji() {
        // "©" and "❤" without U+FE0F are text: Inter's own glyphs (fontTools: uni00A9 advances 2576,
        // uni2764 2880, of 2816 units per em).
        #expect(abs(ShapedTextTests.ems("©", ShapedTextTests.builtIn) - 2576.0 / 2816) < 1e-12)
        #expect(abs(ShapedTextTests.ems("❤", ShapedTextTests.builtIn) - 2880.0 / 2816) < 1e-12)
    }

    /// (text, its advance in ems) for characters neither face has.
    static let fallbacks: [(String, Double)] = [
        ("中", 1), ("한", 1), ("\u{FF21}", 1), ("\u{FF03}", 1), ("\u{3000}", 1), ("あ", 1),   // East Asian W or F
        ("\u{20D7}", 0), ("\u{301}", 0), ("\u{20DD}", 0),                                     // marks alone (Mn, Me)
        ("\u{200B}", 0), ("\u{2060}", 0), ("\u{FEFF}", 0), ("\u{2063}", 0),                     // format (Cf)
        ("\u{7}", 0), ("\u{7F}", 0),                                                           // control (Cc)
        ("\u{115F}", 0),   // Hangul choseong filler: W, but default ignorable
        ("क", 0.5), ("א", 0.5), ("ب", 0.5), ("ก", 0.5), ("\u{E000}", 0.5),                      // any other
    ]

    @Test(arguments: fallbacks.indices)
    func fallbackWidths(_ index: Int) throws {
        let (text, ems) = ShapedTextTests.fallbacks[index]
        let face = try TestFace().face()   // maps none of these
        #expect(ShapedText(text, face: face).clusters.count == 1)
        #expect(ShapedTextTests.ems(text, face) == ems, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(ShapedText.fallbackAdvance(try #require(text.unicodeScalars.first)) == ems)
    }

    @Test func theBuiltInFaceHasNoCJK() {
        // The built-in coverage (layoutc-fontgen) has no CJK or Hangul: 1 em each, 3 for three.
        #expect(ShapedTextTests.ems("中文字", ShapedTextTests.builtIn) == 3)
        #expect(ShapedTextTests.ems("한국어", ShapedTextTests.builtIn) == 3)
        // U+200B and U+0301 are Inter's own glyphs there, both of advance 0 (fontTools).
        #expect(ShapedTextTests.ems("\u{200B}", ShapedTextTests.builtIn) == 0)
    }

    @Test func aMarkTheFaceLacksAddsNothingToItsBase() throws {
        // 'b' (510 of 1000) with U+0301, which the synthetic face does not map.
        let shaped = ShapedText("b\u{301}a", face: try TestFace().face())
        #expect(shaped.clusters.count == 2 && isClose(shaped.advance(of: 0..<1), 0.51))
    }

    @Test func kerningBetweenClusters() throws {
        let face = try TextFace.face()
        // A 600, V 600, A→V −100 (kern table), V→A none. hb-shape text.ttf "AV": 550 + 550.
        let shaped = ShapedText("AVA", face: face)
        #expect(zip(shaped.clusters.indices.map { shaped.advance(of: $0..<$0 + 1) }, [0.6, 0.6, 0.6]).allSatisfy(isClose))
        #expect(zip(shaped.clusters.map(\.kerningAfter), [-0.1, 0, 0]).allSatisfy(isClose))
        #expect(isClose(shaped.advance(of: 0..<2), 1.1))
        #expect(isClose(shaped.advance(of: 0..<1), 0.6))   // the kerning after the last cluster is not counted
        #expect(isClose(shaped.advance(of: 0..<3), 1.7) && isClose(shaped.advance(of: 1..<3), 1.2))
        #expect(shaped.advance(of: 2..<2) == 0)
    }

    @Test func theEllipsis() throws {
        // TextFace: "…" 1000 of 1000; without it three "." of 200; without "." either, 3 × 0.25 em.
        #expect(isClose(ShapedText("a", face: try TextFace.face()).ellipsisAdvance, 1))
        #expect(isClose(ShapedText("a", face: try TextFace.face(ellipsis: false)).ellipsisAdvance, 0.6))
        #expect(ShapedText("a", face: try TextFace.face(ellipsis: false, period: false)).ellipsisAdvance == 0.75)
    }

    @Test func anEmptyText() {
        let shaped = ShapedText("", face: ShapedTextTests.builtIn)
        #expect(shaped.clusters.isEmpty && shaped.characters.isEmpty && shaped.advance(of: 0..<0) == 0)
    }

    @Test func aDecomposedAccentMeasuresAsThePrecomposedOne() {
        // hb-shape --features="-calt,-ccmp,-liga,-locl,-frac,-numr,-dnom,kern" --output-format=json
        //     Inter-Regular.otf "e\u0301" → 1640 (uni00E9), as "é".
        #expect(abs(ShapedTextTests.ems("e\u{301}", ShapedTextTests.builtIn) * 2816 - 1640) < 1e-9)
    }

    @Test func aSoftHyphenIsInvisibleInsideALine() {
        // U+00AD is default ignorable: HarfBuzz hides it (zero advance). hb-shape --features=
        // "-calt,-ccmp,-liga,-locl,-frac,-numr,-dnom,kern" --output-format=json Inter-Regular.otf
        // "ab\u00adcd" → 6656, as "abcd". Inter maps U+00AD to a glyph of advance 1296 (fontTools).
        #expect(abs(ShapedTextTests.ems("ab\u{AD}cd", ShapedTextTests.builtIn) * 2816 - 6656) < 1e-9)
    }

    @Test func kerningSkipsAMarkBetweenTwoLetters() {
        // Inter's kern lookup has LookupFlag 8 (ignore marks), so A and V kern across U+0347 (a mark
        // in GDEF, no precomposed form). hb-shape --features="-calt,-ccmp,-liga,-locl,-frac,-numr,
        // -dnom,kern" --output-format=json Inter-Regular.otf "A\u0347V" → 1712 + 0 + 1904 = 3616,
        // as "AV"; without the A→V kerning (−192) it is 1904 + 1904 = 3808.
        #expect(abs(ShapedTextTests.ems("A\u{347}V", ShapedTextTests.builtIn) * 2816 - 3616) < 1e-9)
    }

    /// ASCII without a carriage return is read byte by byte, not `Character` by `Character`: both
    /// readings give the same clusters, advances, kerning and breaks (2,000 texts of letters,
    /// digits, punctuation, spaces, tabs, newlines and control characters, in both faces).
    @Test func asciiReadByteByByteIsReadAsCharacters() throws {
        let alphabet = Array("AVTWYLPFo.,;:-!?'\"()[]{}/\\avyw0123456789 $%&*+<=>@^_`|~\t\n\u{0}\u{7}\u{1B}\u{7F}")
        var generator = SplitMix64(seed: 28)
        var compared = 0
        for face in [ShapedTextTests.builtIn, try TestFace().face()] {
            for _ in 0..<1_000 {
                let length = Int.random(in: 0...24, using: &generator)
                let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
                let fast = ShapedText(text, face: face), slow = ShapedText(text, face: face, byCharacter: true)
                #expect(fast.clusters.count == slow.clusters.count && fast.clusters.count == text.count)
                #expect(fast.offsets == slow.offsets)
                #expect(fast.clusters.map(\.kerningAfter) == slow.clusters.map(\.kerningAfter))
                #expect(fast.clusters.map(\.breakAfter) == slow.clusters.map(\.breakAfter))
                #expect(fast.clusters.map(\.isSpace) == slow.clusters.map(\.isSpace))
                #expect(fast.widestPrefixAdvance == slow.widestPrefixAdvance && fast.prefixCount == slow.prefixCount)
                #expect(fast.hasMandatoryBreak == slow.hasMandatoryBreak)
                if fast.clusters.contains(where: { $0.kerningAfter != 0 }) { compared += 1 }
            }
        }
        // Enough of them kern for the comparison to mean something.
        #expect(compared > 500)
    }
}
