import Foundation

/// Big-endian bytes, as every sfnt table stores its numbers.
struct ByteWriter {
    /// The bytes written so far.
    var bytes: [UInt8] = []

    var count: Int { bytes.count }

    /// Appends the low 16 bits of `value` (a negative value as its two's complement).
    mutating func u16(_ value: Int) {
        bytes += [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// Appends the low 32 bits of `value`.
    mutating func u32(_ value: Int) {
        u16(value >> 16)
        u16(value)
    }

    /// Appends a four-letter table, script or feature tag.
    mutating func tag(_ tag: String) {
        precondition(tag.utf8.count == 4, "internal error: a tag has four bytes")
        bytes += Array(tag.utf8)
    }

    mutating func append(_ more: [UInt8]) { bytes += more }

    mutating func zeros(_ count: Int) { bytes += [UInt8](repeating: 0, count: count) }
}

/// One table of a synthetic font: its tag and its bytes.
struct FontTable {
    var tag: String
    var bytes: [UInt8]
}

/// Writes valid OpenType files from tables the tests choose, so that every value the reader must
/// find is one a test wrote (OpenType 1.9, "The OpenType font file" and the table chapters). Only
/// the fields the reader or HarfBuzz look at carry meaning; the rest are zero.
enum SyntheticFont {
    /// One face: the table directory at byte 0, then the tables (4-byte aligned).
    static func sfnt(_ tables: [FontTable], version: Int = 0x0001_0000) -> [UInt8] {
        assemble([tables], collection: false, version: version)
    }

    /// A TrueType collection (`ttcf` 1.0): the header, each face's directory, then every table.
    static func collection(_ faces: [[FontTable]]) -> [UInt8] {
        assemble(faces, collection: true, version: 0x0001_0000)
    }

    private static func assemble(_ faces: [[FontTable]], collection: Bool, version: Int) -> [UInt8] {
        let header = collection ? 12 + 4 * faces.count : 0
        var directories: [Int] = []
        var next = header
        for tables in faces {
            directories.append(next)
            next += 12 + 16 * tables.count
        }
        var out = ByteWriter()
        if collection {
            out.tag("ttcf")
            out.u32(0x0001_0000)
            out.u32(faces.count)
            directories.forEach { out.u32($0) }
        }
        // Offsets in the directories are from the start of the file.
        var placed: [[Int]] = []
        for tables in faces {
            placed.append(tables.map { table in
                defer { next += padded(table.bytes.count) }
                return next
            })
        }
        for (tables, offsets) in zip(faces, placed) {
            let (searchRange, entrySelector) = binarySearchFields(tables.count, unit: 16)
            out.u32(version)
            out.u16(tables.count)
            out.u16(searchRange)
            out.u16(entrySelector)
            out.u16(tables.count * 16 - searchRange)
            for (table, offset) in zip(tables, offsets) {
                out.tag(table.tag)
                out.u32(checksum(table.bytes))
                out.u32(offset)
                out.u32(table.bytes.count)
            }
        }
        for tables in faces {
            for table in tables {
                out.append(table.bytes)
                out.zeros(padded(table.bytes.count) - table.bytes.count)
            }
        }
        return out.bytes
    }

    /// `searchRange` (the largest power of two ≤ `count`, times `unit`) and `entrySelector` (its log2).
    static func binarySearchFields(_ count: Int, unit: Int) -> (searchRange: Int, entrySelector: Int) {
        var power = 1, log = 0
        while power * 2 <= count {
            power *= 2
            log += 1
        }
        return (power * unit, log)
    }

    private static func padded(_ length: Int) -> Int { (length + 3) / 4 * 4 }

    /// The table checksum: the sum of the table's big-endian 32-bit words, zero-padded.
    private static func checksum(_ bytes: [UInt8]) -> Int {
        var sum: UInt32 = 0
        var index = 0
        while index < bytes.count {
            var word: UInt32 = 0
            for byte in 0..<4 { word = word << 8 | UInt32(index + byte < bytes.count ? bytes[index + byte] : 0) }
            sum &+= word
            index += 4
        }
        return Int(sum)
    }

    // MARK: - The metric tables

    /// `head` (54 bytes): `unitsPerEm` at 18, `macStyle` at 44 (bit 0 bold, bit 1 italic).
    static func head(unitsPerEm: Int, macStyle: Int = 0) -> FontTable {
        var out = ByteWriter()
        out.u32(0x0001_0000)            // version 1.0
        out.u32(0x0001_0000)            // fontRevision
        out.u32(0)                      // checksumAdjustment (no reader checks it)
        out.u32(0x5F0F_3CF5)            // magicNumber
        out.u16(0)                      // flags
        out.u16(unitsPerEm)             // at 18
        out.zeros(16)                   // created, modified
        out.zeros(8)                    // xMin, yMin, xMax, yMax
        out.u16(macStyle)               // at 44
        out.u16(8)                      // lowestRecPPEM
        out.u16(2)                      // fontDirectionHint
        out.u16(0)                      // indexToLocFormat
        out.u16(0)                      // glyphDataFormat
        return FontTable(tag: "head", bytes: out.bytes)
    }

    /// `hhea` (36 bytes): ascender at 4, descender at 6, lineGap at 8, numberOfHMetrics at 34.
    static func hhea(ascender: Int, descender: Int, lineGap: Int, longMetrics: Int) -> FontTable {
        var out = ByteWriter()
        out.u32(0x0001_0000)
        out.u16(ascender)
        out.u16(descender)
        out.u16(lineGap)
        out.zeros(2 * 3)                // advanceWidthMax, minLeftSideBearing, minRightSideBearing
        out.zeros(2 * 4)                // xMaxExtent, caretSlopeRise, caretSlopeRun, caretOffset
        out.zeros(2 * 4)                // reserved
        out.u16(0)                      // metricDataFormat
        out.u16(longMetrics)            // at 34
        return FontTable(tag: "hhea", bytes: out.bytes)
    }

    /// `maxp` version 0.5 (CFF outlines): numGlyphs at 4.
    static func maxp(glyphs: Int) -> FontTable {
        var out = ByteWriter()
        out.u32(0x0000_5000)
        out.u16(glyphs)
        return FontTable(tag: "maxp", bytes: out.bytes)
    }

    /// `OS/2` version 4 (96 bytes): usWeightClass at 4, fsSelection at 62 (bit 0 italic, bit 6
    /// regular), sTypoAscender, sTypoDescender, sTypoLineGap at 68, 70, 72.
    static func os2(weight: Int, fsSelection: Int, typoAscender: Int = 0, typoDescender: Int = 0,
                    typoLineGap: Int = 0) -> FontTable {
        var out = ByteWriter()
        out.u16(4)                      // version
        out.u16(500)                    // xAvgCharWidth
        out.u16(weight)                 // at 4
        out.u16(5)                      // usWidthClass (normal)
        out.zeros(62 - out.count)       // fsType … achVendID
        out.u16(fsSelection)            // at 62
        out.u16(0x20)                   // usFirstCharIndex
        out.u16(0xFFFF)                 // usLastCharIndex
        out.u16(typoAscender)           // at 68
        out.u16(typoDescender)          // at 70
        out.u16(typoLineGap)            // at 72
        out.zeros(96 - out.count)       // usWin*, code pages, heights, default/break char, max context
        return FontTable(tag: "OS/2", bytes: out.bytes)
    }

    /// `hmtx`: a long metric (advance, left side bearing 0) per advance given, then a left side
    /// bearing for each of the other glyphs up to `glyphCount` (they repeat the last advance).
    static func hmtx(advances: [Int], glyphCount: Int) -> FontTable {
        var out = ByteWriter()
        for advance in advances {
            out.u16(advance)
            out.u16(0)
        }
        out.zeros(2 * max(glyphCount - advances.count, 0))
        return FontTable(tag: "hmtx", bytes: out.bytes)
    }

    // MARK: - Names

    /// One `name` record: Windows (platform 3) and Unicode (0) names are written as UTF-16BE,
    /// Mac (1) names as the bytes of their text (Mac Roman is ASCII for ASCII text).
    struct Name {
        var platform: Int
        var nameID: Int
        var text: String
    }

    /// `name` format 0: the records as given, then their strings.
    static func name(_ names: [Name]) -> FontTable {
        var storage = ByteWriter()
        var out = ByteWriter()
        out.u16(0)
        out.u16(names.count)
        out.u16(6 + 12 * names.count)  // stringOffset
        for name in names {
            let bytes: [UInt8]
            if name.platform == 1 {
                bytes = Array(name.text.utf8)
            } else {
                var utf16 = ByteWriter()
                name.text.utf16.forEach { utf16.u16(Int($0)) }
                bytes = utf16.bytes
            }
            out.u16(name.platform)
            out.u16(name.platform == 3 ? 1 : name.platform == 0 ? 3 : 0)   // encodingID
            out.u16(name.platform == 3 ? 0x409 : 0)                            // languageID
            out.u16(name.nameID)
            out.u16(bytes.count)
            out.u16(storage.count)
            storage.append(bytes)
        }
        out.append(storage.bytes)
        return FontTable(tag: "name", bytes: out.bytes)
    }

    // MARK: - Reading back what was written

    /// The big-endian 16-bit value at `offset` in `bytes`.
    static func u16(_ bytes: [UInt8], at offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }

    /// The big-endian 32-bit value at `offset` in `bytes`.
    static func u32(_ bytes: [UInt8], at offset: Int) -> Int {
        u16(bytes, at: offset) << 16 | u16(bytes, at: offset + 2)
    }

    /// The offset of table `tag` in the single face `font` (found in its directory), to patch bytes.
    static func tableOffset(_ tag: String, in font: [UInt8]) -> Int {
        for index in 0..<u16(font, at: 4) {
            let record = 12 + 16 * index
            if String(decoding: font[record..<record + 4], as: UTF8.self) == tag { return u32(font, at: record + 8) }
        }
        preconditionFailure("internal error: the test font has no '\(tag)' table")
    }

    /// Where the last table of `font` (one face or a collection) ends: the padding comes after.
    static func endOfTables(_ font: [UInt8]) -> Int {
        let collection = font.starts(with: Array("ttcf".utf8))
        let directories = collection ? (0..<u32(font, at: 8)).map { u32(font, at: 12 + 4 * $0) } : [0]
        var end = 0
        for directory in directories {
            for index in 0..<u16(font, at: directory + 4) {
                let record = directory + 12 + 16 * index
                end = max(end, u32(font, at: record + 8) + u32(font, at: record + 12))
            }
        }
        return end
    }

    /// `font` with the 16-bit value at `offset` replaced by `value`.
    static func patch16(_ font: [UInt8], at offset: Int, _ value: Int) -> [UInt8] {
        var bytes = font
        bytes[offset] = UInt8(truncatingIfNeeded: value >> 8)
        bytes[offset + 1] = UInt8(truncatingIfNeeded: value)
        return bytes
    }

    /// `font` with the 32-bit value at `offset` replaced by `value`.
    static func patch32(_ font: [UInt8], at offset: Int, _ value: Int) -> [UInt8] {
        patch16(patch16(font, at: offset, value >> 16), at: offset + 2, value)
    }
}
