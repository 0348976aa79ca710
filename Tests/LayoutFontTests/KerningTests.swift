import Foundation
import Testing
@testable import LayoutFont

/// Kerning as `GPOS` and `kern` give it, from the tables `SyntheticFaces.swift` writes. Each value
/// is worked out by hand from `TestFace.standardGPOS` and was checked with HarfBuzz 6.0.0 on the same
/// bytes written to a file: `hb-shape --output-format=json standard.ttf "AB"`, the sum of the two
/// x advances minus the glyphs' advances (A 600, B 610, C 620, a 500, b 510).
@Suite struct KerningTests {
    static let (capitalA, capitalB, capitalC) = (TestFace.capitalA, TestFace.capitalB, TestFace.capitalC)
    static let (smallA, smallB) = (TestFace.smallA, TestFace.smallB)

    /// (left, right, kerning) in the standard face, lookups 1 and 2 (the latn script's `kern`).
    /// Shaping all 121 pairs of the face's 11 code points with hb-shape gives a kerning other than
    /// 0 for exactly the pairs listed here with a value other than 0.
    static let pairs: [(Int, Int, Int)] = [
        // Lookup 1: format 1 has A→B −50 and wins over format 2's −80; lookup 2 adds −5. hb: 1155 − 1210.
        (capitalA, capitalB, -55),
        // Format 1's A→a −20; lookup 2 has no A→a. hb: 1080 − 1100.
        (capitalA, smallA, -20),
        // Format 1's A set has no b: format 2, class 1 × class 2 = −15 + −25. hb: 1070 − 1110.
        (capitalA, smallB, -40),
        // Format 2 applies with class 2 = 0 (C): 0, its XPlacement 100 is no advance. hb: 1220 − 1220.
        (capitalA, capitalC, 0),
        // A is before B's class definition (format 1 from B): class 0. hb: 1200 − 1200.
        (capitalA, capitalA, 0),
        // Format 1's B→A. hb: 1180 − 1210.
        (capitalB, capitalA, -30),
        // Format 2, class 0 × class 1 = −4 + −6 (XPlacements 7 and 9 aside). hb: 1210 − 1220.
        (capitalB, capitalB, -10),
        // Format 2, class 0 × class 2 = −1 + −2. hb: 1107 − 1110.
        (capitalB, smallA, -3),
        // As B→a: b is class 2 too. hb: 1117 − 1120.
        (capitalB, smallB, -3),
        // Format 2, class 2 × class 1 = −7 + −8; lookup 2's format 2 applies to C with 0. hb: 1215 − 1230.
        (capitalC, capitalB, -15),
        // Lookup 1: class 2 × class 0 = 0; lookup 2 (extension), format 2: class 1 × class 1 = −12. hb: 1228 − 1240.
        (capitalC, capitalC, -12),
        // Format 2, class 2 × class 2 = −90 + 20. hb: 1050 − 1120.
        (capitalC, smallA, -70),
        // As C→a. hb: 1060 − 1130.
        (capitalC, smallB, -70),
        // 'a' is covered by no subtable. hb: 1100 − 1100.
        (smallA, capitalA, 0),
    ]

    @Test(arguments: pairs.indices)
    func pairFromTheLatinKernFeature(_ index: Int) throws {
        let (left, right, expected) = KerningTests.pairs[index]
        #expect(try TestFace().face().kerning(left, right) == expected)
    }

    @Test func everyOtherPairIsZero() throws {
        let face = try TestFace().face()
        let listed = Set(KerningTests.pairs.map { $0.0 << 16 | $0.1 })
        for left in 0..<12 {
            for right in 0..<12 where !listed.contains(left << 16 | right) {
                #expect(face.kerning(left, right) == 0, "\(left), \(right)")
            }
        }
        #expect(face.kerning(-1, 3) == 0 && face.kerning(2, -1) == 0 && face.kerning(70_000, 3) == 0)
    }

    @Test func theDefaultScriptWhenThereIsNoLatin() throws {
        var written = TestFace()
        // Only DFLT: its kern feature (0) → lookup 0, A→B −300. hb-shape --script=Zyyy on the
        // standard font (DFLT): 300 + 610 for "AB", that is 600 − 300.
        written.gpos = TestFace.standardGPOS(scripts: [("DFLT", [0])])
        #expect(try written.face().kerning(KerningTests.capitalA, KerningTests.capitalB) == -300)
        // latn without a default language does not count.
        written.gpos = TestFace.standardGPOS(scripts: [("DFLT", [0]), ("latn", nil)])
        #expect(try written.face().kerning(KerningTests.capitalA, KerningTests.capitalB) == -300)
        // Neither: the first script with a default language (grek; cyrl has none) → feature 1 → −55.
        written.gpos = TestFace.standardGPOS(scripts: [("cyrl", nil), ("grek", [1])])
        #expect(try written.face().kerning(KerningTests.capitalA, KerningTests.capitalB) == -55)
    }

    @Test func onlyTheKernFeatureCounts() throws {
        var written = TestFace()
        // latn lists only the `test` feature (A→B −1000): no kerning at all.
        written.gpos = TestFace.standardGPOS(scripts: [("latn", [2])])
        #expect(try written.face().kerning(KerningTests.capitalA, KerningTests.capitalB) == 0)
        // A `kern` table then applies: A→B −40.
        written.kern = SyntheticFont.kern([.init(coverage: 0x0001, pairs: [(2, 3, -40)])])
        #expect(try written.face().kerning(KerningTests.capitalA, KerningTests.capitalB) == -40)
        // With the GPOS `kern` feature, the `kern` table is not read: −55 as in `pairs`.
        written.gpos = TestFace.standardGPOS()
        #expect(try written.face().kerning(KerningTests.capitalA, KerningTests.capitalB) == -55)
    }

    @Test func aLookupInTwoKernFeaturesAppliesOnce() throws {
        var written = TestFace()
        // latn lists feature 1 (lookups 2, 1) and feature 3, a second `kern` with lookup 1 again.
        // hb-shape --output-format=json twice.ttf "AB" (these bytes): 545 + 610, that is −55, not −105.
        written.gpos = TestFace.standardGPOS(scripts: [("latn", [1, 3])],
                                             features: [("kern", [0]), ("kern", [2, 1]), ("test", [3]), ("kern", [1])])
        #expect(try written.face().kerning(KerningTests.capitalA, KerningTests.capitalB) == -55)
    }

    /// The `kern` subtables of /tmp/synth/kern0.ttf (OpenType) and kern1.ttf (Apple): a horizontal
    /// one, a vertical one and a cross-stream one (both A→B −999, ignored), a second horizontal one.
    static func kernSubtables(apple: Bool) -> [SyntheticFont.KernSubtable] {
        [
            .init(coverage: apple ? 0x0000 : 0x0001, pairs: [(2, 3, -40), (3, 2, -35), (2, 5, 15)]),
            .init(coverage: apple ? 0x8000 : 0x0000, pairs: [(2, 3, -999)]),
            .init(coverage: apple ? 0x4000 : 0x0005, pairs: [(2, 3, -999)]),
            .init(coverage: apple ? 0x0000 : 0x0001, pairs: [(2, 3, -7), (4, 4, -9)]),
        ]
    }

    @Test(arguments: [false, true])
    func kernTableFormat0(apple: Bool) throws {
        var written = TestFace()
        written.gpos = nil
        written.kern = SyntheticFont.kern(KerningTests.kernSubtables(apple: apple), apple: apple)
        let face = try written.face()
        // hb-shape --output-format=json kern0.ttf (and kern1.ttf): "BA" 1175 − 1210, "Aa" 1115 − 1100,
        // "CC" 1231 − 1240, "BB" no pair.
        #expect(face.kerning(3, 2) == -35)
        #expect(face.kerning(2, 5) == 15)
        #expect(face.kerning(4, 4) == -9)
        #expect(face.kerning(3, 3) == 0)
    }

    @Test(arguments: [false, true])
    func kernSubtablesAdd(apple: Bool) throws {
        var written = TestFace()
        written.gpos = nil
        written.kern = SyntheticFont.kern(KerningTests.kernSubtables(apple: apple), apple: apple)
        let face = try written.face()
        // The `kern` table's horizontal subtables accumulate (OpenType "kern": "the value in this
        // table" is added unless the override bit is set). hb-shape --output-format=json kern0.ttf "AB":
        // x advances 576 + 587 = 1163 = 1210 − 47, that is −40 + −7.
        #expect(face.kerning(2, 3) == -47)
    }

    @Test func aPairWhoseSecondGlyphHasAValueEndsThePair() throws {
        // OpenType GPOS, PairPos: when valueFormat2 is not 0, the next pair starts after the second
        // glyph. "CBa": lookup 1's format 2 positions C and B (valueFormat2 5), so B→a (−3) is not
        // applied. hb-shape --output-format=json standard.ttf "CBa": 613 + 602 + 500 = 1715
        // = 620 + 610 + 500 − 15.
        let text = ShapedText("CBa", face: try TestFace().face())
        #expect(abs(text.advance(of: 0..<3) * 1000 - 1715) < 1e-9)
        // "ABA": A→B is format 1 (valueFormat2 0), so B→A applies: hb gives 545 + 580 + 600 = 1725.
        let other = ShapedText("ABA", face: try TestFace().face())
        #expect(abs(other.advance(of: 0..<3) * 1000 - 1725) < 1e-9)
    }

    /// Coverage and class definitions answer from a table of every glyph (`GlyphRuns.tabulated`):
    /// for every glyph, and just outside the runs, the table gives what halving the runs gives, in
    /// the built-in faces (the flattened archive) and in the test face (read from `GPOS`).
    @Test func tabulatedRunsAnswerAsTheRuns() throws {
        var tabulated = 0
        for face in [FontFamily.builtIn.face(weight: 400), FontFamily.builtIn.face(weight: 700), try TestFace().face()] {
            for lookup in face.kerning.lookups {
                for subtable in lookup {
                    let runs: [PairKerning.GlyphRuns]
                    switch subtable.pairs {
                    case let .glyphs(coverage, _, _): runs = [coverage]
                    case let .classes(coverage, first, second, _, _): runs = [coverage, first, second]
                    }
                    for table in runs where !table.ends.isEmpty {
                        #expect(!table.table.isEmpty)
                        if !table.table.isEmpty { tabulated += 1 }
                        let plain = PairKerning.GlyphRuns(starts: table.starts, ends: table.ends, values: table.values,
                                                          grows: table.grows)
                        #expect(plain.table.isEmpty)
                        let glyphs = -2...(Int(table.ends.max() ?? 0) + 2)
                        let differing = glyphs.filter { table.value(of: $0) != plain.value(of: $0) }
                        #expect(differing.isEmpty)
                    }
                }
            }
        }
        #expect(tabulated >= 4)
    }
}
