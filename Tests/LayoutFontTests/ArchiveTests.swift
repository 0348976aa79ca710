import Foundation
import Testing
@testable import LayoutFont

/// `FaceArchive`: a face encoded and decoded measures as the face did; garbage is an error.
@Suite struct ArchiveTests {
    static let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0xFF, 0xFF00...0xFFEF]

    /// The standard face with its kerning in a `kern` table (`KerningTests.kernSubtables`): pairs
    /// that never position a second glyph, which is what a class table can flatten. Its pairs,
    /// worked out in KerningTests: A→B −40 + −7, B→A −35, A→a 15, C→C −9.
    static func face() throws -> FontFace {
        var written = TestFace()
        written.gpos = nil
        written.kern = SyntheticFont.kern(KerningTests.kernSubtables(apple: false), apple: false)
        return try written.face()
    }

    static let pairs: [(Int, Int, Int)] = [
        (TestFace.capitalA, TestFace.capitalB, -47), (TestFace.capitalB, TestFace.capitalA, -35),
        (TestFace.capitalA, TestFace.smallA, 15), (TestFace.capitalC, TestFace.capitalC, -9),
    ]

    @Test func kerningThatEndsAPairAtItsSecondGlyphIsNotFlattened() throws {
        // The standard face's GPOS has a format 2 subtable with valueFormat2 5.
        #expect(throws: FontError.self) { try FaceArchive.encode(try TestFace().face(), ranges: ArchiveTests.ranges) }
    }

    @Test func theHeaderAndAdvancesAsTheFormatDescribesThem() throws {
        let archive = try FaceArchive.encode(try ArchiveTests.face(), ranges: ArchiveTests.ranges)
        // "LFM1", unitsPerEm 1000 (0x03E8), ascender 800 (0x0320), descender 200 (0x00C8), lineGap 50,
        // weight 500 (0x01F4), 12 glyphs: .notdef and the 11 mapped, renumbered in code point order.
        #expect(Array(archive.prefix(16)) == [0x4C, 0x46, 0x4D, 0x31, 0x03, 0xE8, 0x03, 0x20, 0x00, 0xC8, 0x00, 0x32,
                                              0x01, 0xF4, 0x00, 0x0C])
        // Advances of .notdef, ' ', '0', '1', 'A', 'B', 'C', 'a', 'b', 'é', U+FF01, U+FF02 (glyphs 0, 1,
        // 10, 11, 2, 3, 4, 5, 6, 7, 8, 9 of the font), then 11 mappings.
        let advances = (0..<12).map { SyntheticFont.u16(archive, at: 16 + 2 * $0) }
        #expect(advances == [500, 250, 990, 990, 600, 610, 620, 500, 510, 520, 1000, 990])
        #expect(SyntheticFont.u32(archive, at: 40) == 11)
        // The first mapping: U+0020 → glyph 1.
        #expect(SyntheticFont.u32(archive, at: 44) == 0x20 && SyntheticFont.u16(archive, at: 48) == 1)
    }

    @Test func aRoundTripMeasuresAsTheFace() throws {
        let face = try ArchiveTests.face()
        let decoded = try FaceArchive.decode(try FaceArchive.encode(face, ranges: ArchiveTests.ranges), familyName: "Copy")
        #expect(decoded.familyName == "Copy" && decoded.weight == 500 && !decoded.isItalic)
        #expect(decoded.unitsPerEm == 1000 && decoded.ascender == 800)
        #expect(decoded.descender == 200 && decoded.lineGap == 50)
        var glyphs: [(Int, Int)] = []   // (the font's glyph, the archive's)
        for (scalar, glyph) in TestFace.mapped {
            let copy = try #require(decoded.glyph(for: scalar), "U+\(String(scalar.value, radix: 16))")
            // The advances written in SyntheticFaces.swift: glyphs 10 and 11 repeat 990.
            #expect(decoded.advance(of: copy) == (TestFace.longAdvances + [990, 990])[glyph])
            glyphs.append((glyph, copy))
        }
        for (left, leftCopy) in glyphs {
            for (right, rightCopy) in glyphs {
                // ArchiveTests.pairs lists every pair that is not 0 (checked in KerningTests with HarfBuzz).
                let expected = ArchiveTests.pairs.first { $0.0 == left && $0.1 == right }?.2 ?? 0
                #expect(decoded.kerning(leftCopy, rightCopy) == expected, "\(left), \(right)")
            }
        }
        #expect(decoded.glyph(for: "c") == nil && decoded.glyph(for: "D") == nil)
    }

    @Test func onlyTheRangesGiven() throws {
        let face = try ArchiveTests.face()
        let decoded = try FaceArchive.decode(try FaceArchive.encode(face, ranges: [0x41...0x42]), familyName: "AB")
        let (a, b) = (try #require(decoded.glyph(for: "A")), try #require(decoded.glyph(for: "B")))
        #expect(decoded.glyphCount == 3 && decoded.glyph(for: "C") == nil && decoded.glyph(for: " ") == nil)
        #expect(decoded.advance(of: a) == 600 && decoded.advance(of: b) == 610)
        // A→B −47, B→A −35, B→B 0, A→A 0 (ArchiveTests.pairs).
        #expect(decoded.kerning(a, b) == -47 && decoded.kerning(b, a) == -35)
        #expect(decoded.kerning(b, b) == 0 && decoded.kerning(a, a) == 0)
    }

    @Test func theArchiveKeepsNoStyle() throws {
        // The format has a weight and no italic flag: the built-in faces are all upright.
        let italic = try #require(try FontFile.faces(SyntheticFont.sfnt(FontReaderTests.italicTables)).first)
        #expect(italic.isItalic)
        let decoded = try FaceArchive.decode(try FaceArchive.encode(italic, ranges: [0x20...0x7E]), familyName: "I")
        #expect(!decoded.isItalic && decoded.weight == 700 && decoded.unitsPerEm == 2048)
        #expect(decoded.glyph(for: "A").map(decoded.advance(of:)) == 1300)
    }

    @Test func everyPrefixThrows() throws {
        let archive = try FaceArchive.encode(try ArchiveTests.face(), ranges: ArchiveTests.ranges)
        for length in 0..<archive.count {
            #expect(throws: FontError.self, "\(length) bytes") {
                try FaceArchive.decode(Array(archive.prefix(length)), familyName: "x")
            }
        }
    }

    @Test func notAnArchive() {
        #expect(throws: FontError("not a layoutc face archive")) { try FaceArchive.decode([1, 2, 3], familyName: "x") }
        #expect(throws: FontError("not a layoutc face archive")) {
            try FaceArchive.decode(Array("LFM2".utf8) + [UInt8](repeating: 0, count: 40), familyName: "x")
        }
        // A real font is not an archive either.
        #expect(throws: FontError("not a layoutc face archive")) {
            try FaceArchive.decode(TestFace().bytes, familyName: "x")
        }
    }

    @Test func aPairOutOfRange() throws {
        var out = ByteWriter()
        out.tag("LFM1")
        for value in [1000, 800, 200, 0, 400, 1] { out.u16(value) }   // one glyph
        out.u16(500)                                                  // its advance
        out.u32(0)                                                    // no mappings
        out.u16(1)                                                    // left classes
        out.u16(1)                                                    // right classes
        out.u16(0)
        out.u16(0)                                                    // the glyph's classes
        out.u32(1)                                                    // one pair: class (1, 0) of 1 × 1
        [1, 0, -20].forEach { out.u16($0) }
        #expect(throws: FontError("an archive pair is out of range")) {
            try FaceArchive.decode(out.bytes, familyName: "x")
        }
    }

    @Test func seededGarbage() {
        var random = SplitMix64(seed: 0xA5C1)
        for _ in 0..<500 {
            let garbage = Array("LFM1".utf8) + (0..<Int.random(in: 12...200, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            do {
                exercise(try FaceArchive.decode(garbage, familyName: "x"))
            } catch let error as FontError {
                #expect(!error.message.isEmpty)
            } catch {
                Issue.record("not a FontError: \(error)")
            }
        }
    }

    @Test func hugeClassCountsAreAnError() throws {
        // 28 bytes: no glyphs, no mappings, 65535 × 65535 classes, no pairs. Allocating a table for
        // them would take 8.6 GB; classes are per glyph, so a count above the glyph count is an error.
        var out = ByteWriter()
        out.tag("LFM1")
        for value in [1000, 800, 200, 0, 400, 0] { out.u16(value) }
        out.u32(0)
        out.u16(0xFFFF)
        out.u16(0xFFFF)
        out.u32(0)
        #expect(throws: FontError.self) { try FaceArchive.decode(out.bytes, familyName: "x") }
    }
}
