import Foundation

/// One face of a font: what text measurement needs of it. Units are the font's design units
/// (`unitsPerEm` to the em); a glyph is a number the font's tables share.
public final class FontFace: Sendable {
    /// The family name (`name` table: the typographic family, else the family).
    public let familyName: String
    /// The weight class, 100…900 (`OS/2`).
    public let weight: Int
    public let isItalic: Bool
    public let unitsPerEm: Int
    /// The distance from the baseline to the top of a line, and to its bottom (positive below),
    /// and the gap between lines (`hhea`, as Apple's text system reads it; `OS/2` when `hhea`
    /// gives none).
    public let ascender: Int
    public let descender: Int
    public let lineGap: Int
    /// The file it was read from (nil: the built-in faces, which are tables only), and its
    /// index in that file when the file is a collection.
    public let source: (path: String, index: Int)?
    let characterMap: CharacterMap
    let advances: [UInt16]
    let kerning: PairKerning

    /// Reads the face whose table directory is at `offset` (of the file at `source`, if known).
    init(_ data: FontData, directoryAt offset: Int, source: (path: String, index: Int)? = nil) throws {
        self.source = source
        let directory = try TableDirectory(data, at: offset)
        let head = try directory.offset("head")
        unitsPerEm = try data.uint16(head + 18)
        guard (16...16_384).contains(unitsPerEm) else {
            throw FontError("'head' gives \(unitsPerEm) units per em (a font has 16 to 16384)", at: head + 18)
        }
        let macStyle = try data.uint16(head + 44)
        let glyphCount = try data.uint16(try directory.offset("maxp") + 4)
        let hhea = try directory.offset("hhea")
        var metrics = (try data.int16(hhea + 4), -(try data.int16(hhea + 6)), try data.int16(hhea + 8))
        let os2 = directory.tables["OS/2"]?.offset
        if let os2, metrics.0 == 0 && metrics.1 == 0 {
            metrics = (try data.int16(os2 + 68), -(try data.int16(os2 + 70)), try data.int16(os2 + 72))
        }
        (ascender, descender, lineGap) = (metrics.0, metrics.1, max(0, metrics.2))
        weight = try os2.map { min(max(try data.uint16($0 + 4), 1), 1000) } ?? (macStyle & 1 != 0 ? 700 : 400)
        isItalic = try os2.map { try data.uint16($0 + 62) & 1 != 0 } ?? (macStyle & 2 != 0)
        advances = try FontFace.readAdvances(data, directory, hhea: hhea, glyphCount: glyphCount)
        characterMap = try CharacterMap(data, at: try directory.offset("cmap"))
        kerning = try PairKerning(data, gpos: directory.tables["GPOS"]?.offset, kern: directory.tables["kern"]?.offset)
        familyName = try directory.tables["name"].map { try FontFace.readFamilyName(data, at: $0.offset) } ?? "Unnamed"
    }

    /// A face from tables already read (the built-in faces).
    init(familyName: String, weight: Int, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
         characterMap: CharacterMap, advances: [UInt16], kerning: PairKerning) {
        self.familyName = familyName
        self.weight = weight
        self.isItalic = false
        self.source = nil
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.characterMap = characterMap
        self.advances = advances
        self.kerning = kerning
    }

    /// The glyph the font draws `scalar` with; nil when it has none.
    public func glyph(for scalar: Unicode.Scalar) -> Int? {
        guard let glyph = characterMap.glyph(for: scalar.value), glyph != 0, glyph < advances.count else { return nil }
        return glyph
    }

    /// A glyph's advance, in units.
    public func advance(of glyph: Int) -> Int { glyph >= 0 && glyph < advances.count ? Int(advances[glyph]) : 0 }

    /// The kerning between two glyphs drawn one after the other, in units (negative: closer).
    public func kerning(_ left: Int, _ right: Int) -> Int { kerning.adjustment(left, right) }

    /// The number of glyphs the face has advances for.
    public var glyphCount: Int { advances.count }

    private static func readAdvances(_ data: FontData, _ directory: TableDirectory, hhea: Int,
                                     glyphCount: Int) throws -> [UInt16] {
        let longMetrics = try data.uint16(hhea + 34)
        guard longMetrics > 0 else { throw FontError("'hhea' gives no horizontal metrics", at: hhea + 34) }
        let hmtx = try directory.offset("hmtx")
        let listed = min(longMetrics, max(glyphCount, 1))
        try data.requireArray(hmtx, count: listed, size: 4, "'hmtx'")
        var advances = (0..<listed).map { UInt16(data.bytes[hmtx + 4 * $0]) << 8 | UInt16(data.bytes[hmtx + 4 * $0 + 1]) }
        // Glyphs after the last long metric share its advance.
        if glyphCount > listed { advances += Array(repeating: advances[listed - 1], count: glyphCount - listed) }
        return advances
    }

    /// The typographic family (name 16), else the family (name 1): Windows Unicode, else Mac Roman.
    private static func readFamilyName(_ data: FontData, at offset: Int) throws -> String {
        let count = try data.uint16(offset + 2), storage = offset + (try data.uint16(offset + 4))
        try data.requireArray(offset + 6, count: count, size: 12, "the 'name' records")
        var found: [Int: String] = [:]
        for index in 0..<count {
            let record = offset + 6 + 12 * index
            let platform = try data.uint16(record), nameID = try data.uint16(record + 6)
            guard nameID == 1 || nameID == 16, found[nameID] == nil || platform == 3 else { continue }
            let length = try data.uint16(record + 8), start = storage + (try data.uint16(record + 10))
            try data.require(start, length, "a name")
            let bytes = data.bytes[start..<start + length]
            if platform == 3 || platform == 0 {
                var units: [UInt16] = []
                var index = bytes.startIndex
                while index + 1 < bytes.endIndex {
                    units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                    index += 2
                }
                found[nameID] = String(decoding: units, as: UTF16.self)
            } else if platform == 1 {
                found[nameID] = String(decoding: bytes.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
            }
        }
        return found[16] ?? found[1] ?? "Unnamed"
    }
}
