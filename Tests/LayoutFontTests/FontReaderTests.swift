import Foundation
import Testing
@testable import LayoutFont

/// `FontFile.faces` reads back exactly what `SyntheticFont` wrote: metrics, styles, names, the
/// character map's glyphs and the advances (kerning: `KerningTests`). Every expected value is
/// the one written in `SyntheticFaces.swift`; fontTools 4.68 (`TTFont(...).getBestCmap()`,
/// `['hmtx'].metrics`) and HarfBuzz (`hb-shape standard.ttf "01"` → 990 + 990) read the same bytes alike.
@Suite struct FontReaderTests {
    @Test func metricsStyleAndFamily() throws {
        let face = try TestFace().face()
        #expect(face.unitsPerEm == 1000)
        // hhea: ascender 800, descender −200 (the face gives it positive below), lineGap 50.
        #expect(face.ascender == 800 && face.descender == 200 && face.lineGap == 50)
        // OS/2: usWeightClass 500, fsSelection 0x40 (regular, not italic).
        #expect(face.weight == 500 && !face.isItalic)
        // name: the typographic family (16, "Synth") beats the family (1).
        #expect(face.familyName == "Synth")
        #expect(face.glyphCount == 12)
    }

    @Test func everyMappedCodePointHasItsGlyph() throws {
        let face = try TestFace().face()
        for (scalar, glyph) in TestFace.mapped {
            #expect(face.glyph(for: scalar) == glyph, "U+\(String(scalar.value, radix: 16))")
        }
        // "c" maps to glyph 0 through the glyph array (no glyph); the rest are in no segment;
        // U+FFFF is the required last segment, which maps nothing.
        for scalar: Unicode.Scalar in ["c", "D", "\u{0}", "\u{FF03}", "\u{FFFF}", "\u{1F600}", "\u{10FFFF}"] {
            #expect(face.glyph(for: scalar) == nil, "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func advancesRepeatTheLastLongMetric() throws {
        let face = try TestFace().face()
        // hmtx: 10 long metrics for 12 glyphs (maxp); glyphs 10 and 11 take glyph 9's 990.
        #expect((0..<12).map(face.advance(of:)) == TestFace.longAdvances + [990, 990])
        #expect(face.advance(of: 12) == 0 && face.advance(of: -1) == 0 && face.advance(of: Int.max) == 0)
    }

    @Test func fewerGlyphsThanLongMetrics() throws {
        var written = TestFace()
        written.glyphCount = 4   // maxp says 4: only the first 4 long metrics are glyphs
        let face = try written.face()
        #expect(face.glyphCount == 4)
        #expect((0..<4).map(face.advance(of:)) == [500, 250, 600, 610])
        // 'C' maps to glyph 4, which the face does not have.
        #expect(face.glyph(for: "B") == 3 && face.glyph(for: "C") == nil)
    }

    @Test func typoMetricsWhenHheaGivesNone() throws {
        var written = TestFace()
        (written.ascender, written.descender, written.lineGap) = (0, 0, 0)
        let face = try written.face()
        // OS/2 sTypoAscender 700, sTypoDescender −300, sTypoLineGap 100.
        #expect(face.ascender == 700 && face.descender == 300 && face.lineGap == 100)

        written.os2 = nil
        let bare = try written.face()
        #expect(bare.ascender == 0 && bare.descender == 0 && bare.lineGap == 0)
    }

    @Test func aNegativeLineGapIsZero() throws {
        var written = TestFace()
        written.lineGap = -20
        #expect(try written.face().lineGap == 0)
    }

    /// (macStyle, OS/2 weight and fsSelection or nil, weight, italic).
    static let styles: [(Int, (weight: Int, fsSelection: Int)?, Int, Bool)] = [
        (0, nil, 400, false),              // no OS/2: macStyle bit 0 (bold) clear → 400
        (1, nil, 700, false),              // macStyle bold → 700
        (2, nil, 400, true),               // macStyle bit 1: italic
        (3, nil, 700, true),
        (0, (300, 0x01), 300, true),       // OS/2 fsSelection bit 0: italic
        (3, (300, 0x40), 300, false),      // OS/2 wins over macStyle
        (0, (0, 0x40), 1, false),          // weight class clamped to 1…1000
        (0, (1200, 0x40), 1000, false),
    ]

    @Test(arguments: styles.indices)
    func weightAndItalic(_ index: Int) throws {
        let (macStyle, os2, weight, italic) = FontReaderTests.styles[index]
        var written = TestFace()
        written.macStyle = macStyle
        written.os2 = os2.map { SyntheticFont.os2(weight: $0.weight, fsSelection: $0.fsSelection) }
        let face = try written.face()
        #expect(face.weight == weight && face.isItalic == italic)
    }

    /// The `name` records written, and the family the face must report.
    static let names: [([SyntheticFont.Name]?, String)] = [
        (nil, "Unnamed"),                                                                  // no 'name' table
        ([.init(platform: 3, nameID: 4, text: "Synth Regular")], "Unnamed"),               // no family
        ([.init(platform: 1, nameID: 1, text: "Synth Mac")], "Synth Mac"),                 // Mac Roman
        ([.init(platform: 1, nameID: 1, text: "Mac"), .init(platform: 3, nameID: 1, text: "Win")], "Win"),
        ([.init(platform: 3, nameID: 1, text: "Win"), .init(platform: 1, nameID: 1, text: "Mac")], "Win"),
        ([.init(platform: 0, nameID: 1, text: "Unicode"), .init(platform: 1, nameID: 1, text: "Mac")], "Unicode"),
        ([.init(platform: 3, nameID: 1, text: "Win"), .init(platform: 1, nameID: 16, text: "Typo")], "Typo"),
        ([.init(platform: 3, nameID: 1, text: "Grüße 𝔸")], "Grüße 𝔸"),                    // UTF-16, a surrogate pair
    ]

    @Test(arguments: names.indices)
    func familyName(_ index: Int) throws {
        var written = TestFace()
        written.names = FontReaderTests.names[index].0
        #expect(try written.face().familyName == FontReaderTests.names[index].1)
    }

    @Test func format12IsPreferredToFormat4() throws {
        var written = TestFace()
        // Format 4 (3, 1): 'A', 'B' → 2, 3. Format 12 (3, 10): 'A' → 3, U+1F600…U+1F601 → 8, 9.
        written.cmap = SyntheticFont.cmap([
            .init(platform: 3, encoding: 1,
                  bytes: SyntheticFont.cmapFormat4([.init(start: 0x41, end: 0x42, delta: 2 - 0x41)])),
            .init(platform: 3, encoding: 10,
                  bytes: SyntheticFont.cmapFormat12([(0x41, 0x41, 3), (0x1F600, 0x1F601, 8)])),
        ])
        let face = try written.face()
        #expect(face.glyph(for: "A") == 3)
        #expect(face.glyph(for: "B") == nil)
        #expect(face.glyph(for: "\u{1F600}") == 8 && face.glyph(for: "\u{1F601}") == 9)
        #expect(face.glyph(for: "\u{1F602}") == nil && face.glyph(for: "\u{1F5FF}") == nil)
    }

    @Test func unicodePlatformSubtablesAndGlyphsPastTheFace() throws {
        var written = TestFace()
        // Platform 0 (Unicode) encoding 4, format 12: 'A' → 2, 'B'…'C' → 50, 51 (the face has 12 glyphs),
        // 'D'…'E' → 65535, 65536 (the last is no 16-bit glyph id).
        written.cmap = SyntheticFont.cmap([
            .init(platform: 0, encoding: 4, bytes: SyntheticFont.cmapFormat12([(0x41, 0x41, 2), (0x42, 0x43, 50),
                                                                                (0x44, 0x45, 0xFFFF)])),
        ])
        let face = try written.face()
        #expect(face.glyph(for: "A") == 2)
        for scalar: Unicode.Scalar in ["B", "C", "D", "E"] { #expect(face.glyph(for: scalar) == nil) }
    }

    @Test func aMacSubtableBeforeTheUnicodeOneIsSkipped() throws {
        var written = TestFace()
        written.cmap = SyntheticFont.cmap([
            .init(platform: 1, encoding: 0, bytes: SyntheticFont.cmapFormat0([0x41: 9])),
            .init(platform: 3, encoding: 1, bytes: SyntheticFont.cmapFormat4(TestFace.segments)),
        ])
        #expect(try written.face().glyph(for: "A") == 2)
    }

    @Test func outlineFormatsInTheHeader() throws {
        // 'OTTO' (CFF outlines) and 'true' (Apple TrueType) are sfnt versions as 1.0 is.
        for version in [0x0001_0000, 0x4F54_544F, 0x7472_7565] {
            let faces = try FontFile.faces(SyntheticFont.sfnt(TestFace().tables, version: version))
            #expect(faces.count == 1 && faces[0].weight == 500)
        }
    }

    /// A second face for collections: 2048 units per em, bold italic, 'A' (format 12) → glyph 2.
    static var italicTables: [FontTable] {
        var written = TestFace()
        written.unitsPerEm = 2048
        (written.ascender, written.descender, written.lineGap) = (1900, -500, 0)
        written.longMetrics = [1000, 512, 1300]
        written.glyphCount = 3
        written.os2 = SyntheticFont.os2(weight: 700, fsSelection: 0x01)
        written.names = [.init(platform: 3, nameID: 1, text: "Synth Italic")]
        written.cmap = SyntheticFont.cmap([
            .init(platform: 3, encoding: 10, bytes: SyntheticFont.cmapFormat12([(0x20, 0x20, 1), (0x41, 0x41, 2)])),
        ])
        written.gpos = nil
        return written.tables
    }

    @Test func aCollectionOfTwoFaces() throws {
        let faces = try FontFile.faces(SyntheticFont.collection([TestFace().tables, FontReaderTests.italicTables]))
        try #require(faces.count == 2)
        #expect(faces[0].familyName == "Synth" && faces[0].unitsPerEm == 1000 && faces[0].weight == 500)
        #expect(faces[0].glyph(for: "A") == 2 && faces[0].advance(of: 2) == 600 && faces[0].kerning(2, 3) == -55)
        #expect(faces[1].familyName == "Synth Italic" && faces[1].unitsPerEm == 2048)
        #expect(faces[1].weight == 700 && faces[1].isItalic)
        #expect(faces[1].ascender == 1900 && faces[1].descender == 500 && faces[1].lineGap == 0)
        #expect(faces[1].glyph(for: "A") == 2 && faces[1].advance(of: 2) == 1300 && faces[1].kerning(2, 2) == 0)
        #expect(faces[1].glyph(for: "B") == nil)
    }

    @Test func readsAFileFromAPath() throws {
        let path = try temporaryFile(TestFace().bytes, name: "standard.ttf")
        defer { removeTemporaryFile(path) }
        let faces = try FontFile.faces(atPath: path)
        #expect(faces.count == 1 && faces.first?.familyName == "Synth")
        #expect(throws: FontError("no such file")) { try FontFile.faces(atPath: "/nonexistent/font.ttf") }
        #expect(throws: FontError("it is a directory")) { try FontFile.faces(atPath: NSTemporaryDirectory()) }
    }
}
