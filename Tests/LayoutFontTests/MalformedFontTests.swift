import Foundation
import Testing
@testable import LayoutFont

/// Malformed fonts never trap: the reader throws a `FontError` with a message, or gives faces that
/// answer every question (`FontInvariants` in LayoutFontFuzz makes the same promise).
@Suite struct MalformedFontTests {
    @Test func aFileOfFiveBytes() {
        // 5 < 12, the size of an sfnt header.
        #expect(throws: FontError("not a font: 5 bytes is too short for an sfnt header")) {
            try FontFile.faces([0x00, 0x01, 0x00, 0x00, 0x00])
        }
        #expect(throws: FontError("not a font: 0 bytes is too short for an sfnt header")) { try FontFile.faces([]) }
    }

    @Test func twelveZeroBytes() {
        let expected = FontError("not an OpenType or TrueType font (its first four bytes are 0x0)", at: 0)
        #expect(throws: expected) { try FontFile.faces([UInt8](repeating: 0, count: 12)) }
        #expect(expected.description == "not an OpenType or TrueType font (its first four bytes are 0x0) (at byte 0)")
        // "wOFF" (a web font) is not an sfnt either: 0x774F4646.
        #expect(throws: FontError("not an OpenType or TrueType font (its first four bytes are 0x774f4646)", at: 0)) {
            try FontFile.faces(Array("wOFF".utf8) + [UInt8](repeating: 0, count: 40))
        }
    }

    @Test(arguments: ["standard", "text", "collection"])
    func everyPrefixShorterThanTheTablesThrows(_ name: String) throws {
        let font = name == "standard" ? TestFace().bytes : name == "text" ? TextFace.bytes()
            : SyntheticFont.collection([TestFace().tables, FontReaderTests.italicTables])
        // The last table ends before the file's padding: from there on a prefix holds every table.
        let end = SyntheticFont.endOfTables(font)
        for length in 0..<font.count {
            do {
                let faces = try FontFile.faces(Array(font.prefix(length)))
                #expect(length >= end, "a prefix of \(length) bytes (the tables end at \(end)) read as a font")
                faces.forEach(exercise)
            } catch let error as FontError {
                #expect(!error.message.isEmpty)
                #expect(length < end)
            }
        }
    }

    @Test(arguments: [0x5EED, 0xF0_0D])
    func randomByteFlips(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let fonts = [TestFace().bytes, TextFace.bytes(),
                     SyntheticFont.collection([TestFace().tables, FontReaderTests.italicTables])]
        var read = 0, failed = 0
        for round in 0..<1500 {
            var bytes = fonts[round % fonts.count]
            for _ in 0...Int.random(in: 0...3, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            do {
                let faces = try FontFile.faces(bytes)
                faces.prefix(2).forEach(exercise)
                read += 1
            } catch let error as FontError {
                #expect(!error.message.isEmpty)
                failed += 1
            } catch {
                Issue.record("an error that is not a FontError: \(error)")
            }
        }
        // Both outcomes happen: most single flips land in bytes no reader looks at.
        #expect(read > 0 && failed > 0)
    }

    @Test func offsetsPastTheEnd() throws {
        let font = TestFace().bytes
        // The directory's record for 'cmap' (tables sorted: GPOS, OS/2, cmap, …: the third) gets
        // offset 0xFFFFFF00.
        #expect(String(decoding: font[12 + 32..<12 + 36], as: UTF8.self) == "cmap")
        let moved = SyntheticFont.patch32(font, at: 12 + 32 + 8, 0xFFFF_FF00)
        let expected = FontError("table 'cmap' runs past the end of the file (\(font.count) bytes)", at: 0xFFFF_FF00)
        #expect(throws: expected) { try FontFile.faces(moved) }
        // GPOS's lookup list offset (at 8) 0xFFFF: the lookup count is past the end.
        let gpos = SyntheticFont.tableOffset("GPOS", in: font)
        expectError(SyntheticFont.patch16(font, at: gpos + 8, 0xFFFF), containing: "past the end")
        // The cmap's subtable offset (its first encoding record's, at 8) 0xFFFFFFF0.
        let cmap = SyntheticFont.tableOffset("cmap", in: font)
        expectError(SyntheticFont.patch32(font, at: cmap + 8, 0xFFFF_FFF0), containing: "past the end")
        // The name table's storage offset 0xFFFF.
        let name = SyntheticFont.tableOffset("name", in: font)
        expectError(SyntheticFont.patch16(font, at: name + 4, 0xFFFF), containing: "a name runs past the end")
    }

    @Test func hugeCounts() throws {
        let font = TestFace().bytes
        // numTables 0xFFFF: 65535 records of 16 bytes from byte 12.
        #expect(throws: FontError("the table directory (65535 records) runs past the end of the file "
                                      + "(\(font.count) bytes)", at: 12)) {
            try FontFile.faces(SyntheticFont.patch16(font, at: 4, 0xFFFF))
        }
        // Format 4 segCountX2 0xFFFF: 32767 segments, 4 arrays of them and the pad: 131069 values.
        let format4 = SyntheticFont.tableOffset("cmap", in: font) + 12
        #expect(throws: FontError("the 'cmap' format 4 segments (131069 records) runs past the end of the file "
                                      + "(\(font.count) bytes)", at: format4 + 14)) {
            try FontFile.faces(SyntheticFont.patch16(font, at: format4 + 6, 0xFFFF))
        }
        // Format 12 numGroups 0xFFFFFFFF.
        var written = TestFace()
        written.cmap = SyntheticFont.cmap([
            .init(platform: 3, encoding: 10, bytes: SyntheticFont.cmapFormat12([(0x41, 0x43, 2)])),
        ])
        let font12 = written.bytes
        let format12 = SyntheticFont.tableOffset("cmap", in: font12) + 12
        #expect(throws: FontError("the 'cmap' format 12 groups (4294967295 records) runs past the end of the file "
                                      + "(\(font12.count) bytes)", at: format12 + 16)) {
            try FontFile.faces(SyntheticFont.patch32(font12, at: format12 + 12, 0xFFFF_FFFF))
        }
        // The name table's record count, GPOS's script and lookup counts.
        let name = SyntheticFont.tableOffset("name", in: font)
        expectError(SyntheticFont.patch16(font, at: name + 2, 0xFFFF), containing: "the 'name' records (65535 records)")
        let gpos = SyntheticFont.tableOffset("GPOS", in: font)
        let scriptList = gpos + SyntheticFont.u16(font, at: gpos + 4)
        let lookupList = gpos + SyntheticFont.u16(font, at: gpos + 8)
        expectError(SyntheticFont.patch16(font, at: scriptList, 0xFFFF), containing: "the 'GPOS' script list")
        expectError(SyntheticFont.patch16(font, at: lookupList, 0xFFFF), containing: "the 'GPOS' lookup list")
        // Lookup 1's subtable count (at 4); lookup 0 is DFLT's, which the reader does not read.
        let lookup = lookupList + SyntheticFont.u16(font, at: lookupList + 4)
        expectError(SyntheticFont.patch16(font, at: lookup + 4, 0xFFFF), containing: "a lookup's subtables")
    }

    @Test func hugeClassCounts() throws {
        // A format 2 pair subtable whose class counts multiply to 0xFFFF × 0xFFFF records.
        var written = TestFace()
        let subtable = SyntheticFont.patch32(
            SyntheticFont.pairPosFormat2(valueFormat1: 4, valueFormat2: 0, coverage: .glyphs([2]),
                                         classes1: .array(start: 2, classes: [0]),
                                         classes2: .array(start: 2, classes: [0]),
                                         values: [[([0], [])]]),
            at: 12, 0xFFFF_FFFF)
        written.gpos = SyntheticFont.gpos(scripts: [("latn", [0])], features: [("kern", [0])],
                                          lookups: [.init(subtables: [subtable])])
        expectError(written.bytes, containing: "the class pairs (4294836225 records) runs past the end")
    }

    @Test(arguments: [0, 15, 16_385, 0xFFFF])
    func unitsPerEmOutOfRange(_ unitsPerEm: Int) throws {
        var written = TestFace()
        written.unitsPerEm = unitsPerEm
        let font = written.bytes
        let head = SyntheticFont.tableOffset("head", in: font)
        #expect(throws: FontError("'head' gives \(unitsPerEm) units per em (a font has 16 to 16384)", at: head + 18)) {
            try FontFile.faces(font)
        }
    }

    @Test(arguments: [16, 16_384])
    func unitsPerEmAtTheLimits(_ unitsPerEm: Int) throws {
        var written = TestFace()
        written.unitsPerEm = unitsPerEm
        #expect(try written.face().unitsPerEm == unitsPerEm)
    }

    @Test func collectionCounts() {
        // 'ttcf', version 1.0, numFonts 0.
        let empty: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 0]
        #expect(throws: FontError("the font collection holds no fonts", at: 8)) { try FontFile.faces(empty) }
        // numFonts 0xFFFFFFFF in a 16-byte file: 4 × 4294967295 bytes of offsets from byte 12.
        let huge: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0]
        #expect(throws: FontError("the collection's font offsets (4294967295 records) runs past the end of the file "
                                      + "(16 bytes)", at: 12)) { try FontFile.faces(huge) }
        // One font whose directory is at 0x7FFFFFFF.
        let far: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0x7F, 0xFF, 0xFF, 0xFF]
        #expect(throws: FontError("a 32-bit value runs past the end of the file (16 bytes)", at: 0x7FFF_FFFF)) {
            try FontFile.faces(far)
        }
    }

    @Test func aCollectionOfTheSameFaceManyTimes() throws {
        // 300 offsets, all to one directory: 300 faces, each as the standard one.
        let single = SyntheticFont.collection([TestFace().tables])
        var out = ByteWriter()
        out.tag("ttcf")
        out.u32(0x0001_0000)
        out.u32(300)
        let shift = 4 * 299   // the directory and the tables move down by the extra offsets
        for _ in 0..<300 { out.u32(16 + shift) }
        var rest = Array(single[16...])
        // Table offsets in the directory are from the start of the file: move them too.
        for index in 0..<SyntheticFont.u16(rest, at: 4) {
            let at = 12 + 16 * index + 8
            rest = SyntheticFont.patch32(rest, at: at, SyntheticFont.u32(rest, at: at) + shift)
        }
        out.append(rest)
        let faces = try FontFile.faces(out.bytes)
        #expect(faces.count == 300 && faces.allSatisfy { $0.familyName == "Synth" && $0.kerning(2, 3) == -55 })
    }

    @Test func noUnicodeCharacterMap() throws {
        var written = TestFace()
        // A Mac Roman format 0 and a Windows Symbol (3, 0) format 4: neither is Unicode.
        written.cmap = SyntheticFont.cmap([
            .init(platform: 1, encoding: 0, bytes: SyntheticFont.cmapFormat0([0x41: 2])),
            .init(platform: 3, encoding: 0, bytes: SyntheticFont.cmapFormat4(TestFace.segments)),
        ])
        let font = written.bytes
        #expect(throws: FontError("the 'cmap' table has no Unicode subtable of format 4 or 12",
                                  at: SyntheticFont.tableOffset("cmap", in: font))) { try FontFile.faces(font) }
    }

    @Test(arguments: ["head", "hhea", "maxp", "hmtx", "cmap"])
    func aRequiredTableMissing(_ tag: String) throws {
        let tables = TestFace().tables.filter { $0.tag != tag }
        #expect(throws: FontError("the font has no '\(tag)' table")) { try FontFile.faces(SyntheticFont.sfnt(tables)) }
    }

    @Test func noHorizontalMetrics() throws {
        var written = TestFace()
        written.longMetrics = []
        let font = written.bytes
        let hhea = SyntheticFont.tableOffset("hhea", in: font)
        #expect(throws: FontError("'hhea' gives no horizontal metrics", at: hhea + 34)) {
            try FontFile.faces(font)
        }
    }

    @Test func format12GroupsOutOfOrderOrBeyondUnicode() throws {
        // Before the first group; overlapping it; ending past U+10FFFF.
        let cases = [[(0x41, 0x43, 2), (0x30, 0x31, 10)], [(0x41, 0x43, 2), (0x43, 0x44, 5)],
                     [(0x41, 0x43, 2), (0x10FFFF, 0x110000, 5)]]
        for groups in cases {
            var written = TestFace()
            written.cmap = SyntheticFont.cmap([
                .init(platform: 3, encoding: 10, bytes: SyntheticFont.cmapFormat12(groups)),
            ])
            let font = written.bytes
            // Group 1 is the second: 16 + 12 bytes into the subtable (12 bytes into 'cmap').
            let group = SyntheticFont.tableOffset("cmap", in: font) + 12 + 16 + 12
            #expect(throws: FontError("'cmap' format 12 group 1 is out of order or beyond Unicode", at: group)) {
                try FontFile.faces(font)
            }
        }
    }

    @Test func coverageTablesOutOfOrderOrOfAnUnknownFormat() throws {
        var written = TestFace()
        func gpos(_ coverage: [UInt8]) -> FontTable {
            // A format 1 pair subtable with its coverage table replaced (it is last in the subtable).
            let subtable = SyntheticFont.pairPosFormat1(valueFormat1: 4, valueFormat2: 0, sets: [(2, [(3, [-50], [])])])
            return SyntheticFont.gpos(scripts: [("latn", [0])], features: [("kern", [0])],
                                      lookups: [.init(subtables: [Array(subtable.dropLast(6)) + coverage])])
        }
        written.gpos = gpos([0, 3, 0, 1, 0, 2])   // format 3
        expectError(written.bytes, containing: "a coverage table has format 3 (1 or 2 expected)")
        written.gpos = gpos([0, 1, 0, 1, 0, 2])   // format 1, glyph 2: as written
        #expect(try written.face().kerning(2, 3) == -50)
        written.gpos = gpos([0, 2, 0, 0, 0, 0])   // format 2, no ranges: A is not covered
        #expect(try written.face().kerning(2, 3) == 0)
        let unsorted = SyntheticFont.pairPosFormat2(
            valueFormat1: 4, valueFormat2: 0, coverage: .glyphs([3, 2]), classes1: .ranges([]), classes2: .ranges([]),
            values: [[([-1], [])]])
        written.gpos = SyntheticFont.gpos(scripts: [("latn", [0])], features: [("kern", [0])],
                                          lookups: [.init(subtables: [unsorted])])
        expectError(written.bytes, containing: "a coverage table's glyphs are out of order")
    }

    @Test func overlappingFormat4SegmentsAreSkipped() throws {
        // Format 4 segments must be sorted by end code, without overlaps (so at most 65536 code
        // points in all). A segment whose delta wraps (0…0xFFFE with delta 2: 0xFFFE + 2 wraps to 0)
        // is read one code point at a time; 2000 of them once took 21.9 s (17 KB of font). A segment
        // that does not start after the one before is skipped: the first maps "A" (0x41) to glyph 5
        // (delta 5 − 0x41, modulo 65536), and the second, which would map it to 7, is not read.
        var written = TestFace()
        let toFive = (5 - 0x41) & 0xFFFF
        var segments = [SyntheticFont.Segment](repeating: .init(start: 0, end: 0xFFFE, delta: toFive), count: 2000)
        segments[1] = .init(start: 0x41, end: 0x41, delta: (7 - 0x41) & 0xFFFF)
        written.cmap = SyntheticFont.cmap([.init(platform: 3, encoding: 1, bytes: SyntheticFont.cmapFormat4(segments))])
        let face = try #require(try FontFile.faces(written.bytes).first)
        #expect(face.glyph(for: "A") == 5)
    }

    @Test func noGlyphsAtAll() throws {
        var written = TestFace()
        written.glyphCount = 0
        let face = try written.face()
        // maxp 0: the face keeps glyph 0's advance and maps nothing.
        #expect(face.glyphCount == 1 && face.glyph(for: "A") == nil)
        exercise(face)
    }
}
