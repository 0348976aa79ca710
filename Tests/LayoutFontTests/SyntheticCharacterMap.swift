import Foundation

/// `cmap` tables for synthetic fonts (OpenType 1.9, "cmap — Character to Glyph Index Mapping").
extension SyntheticFont {
    /// One encoding record's subtable.
    struct CharacterMapSubtable {
        var platform: Int
        var encoding: Int
        var bytes: [UInt8]
    }

    /// A format 4 segment: code points `start...end` map to `c + delta` (mod 65536), or, when
    /// `glyphs` is given, through the glyph id array (`glyphs[c - start]`, plus `delta` when not 0).
    struct Segment {
        var start: Int
        var end: Int
        var delta: Int
        var glyphs: [Int]? = nil
    }

    /// `cmap` version 0: the encoding records in the order given, then their subtables.
    static func cmap(_ subtables: [CharacterMapSubtable]) -> FontTable {
        var out = ByteWriter()
        out.u16(0)
        out.u16(subtables.count)
        var offset = 4 + 8 * subtables.count
        for subtable in subtables {
            out.u16(subtable.platform)
            out.u16(subtable.encoding)
            out.u32(offset)
            offset += subtable.bytes.count
        }
        subtables.forEach { out.append($0.bytes) }
        return FontTable(tag: "cmap", bytes: out.bytes)
    }

    /// A format 4 subtable of `segments` (sorted by end) and the required last segment 0xFFFF.
    static func cmapFormat4(_ segments: [Segment]) -> [UInt8] {
        let all = segments + [Segment(start: 0xFFFF, end: 0xFFFF, delta: 1)]
        let count = all.count
        let (searchRange, entrySelector) = binarySearchFields(count, unit: 2)
        var glyphArray: [Int] = []
        var rangeOffsets: [Int] = []
        for (index, segment) in all.enumerated() {
            guard let glyphs = segment.glyphs else {
                rangeOffsets.append(0)
                continue
            }
            precondition(glyphs.count == segment.end - segment.start + 1, "internal error: one glyph a code point")
            // From idRangeOffset[index] to glyphArray[first]: the rest of the offsets, then the array.
            rangeOffsets.append(2 * (count - index) + 2 * glyphArray.count)
            glyphArray += glyphs
        }
        var out = ByteWriter()
        out.u16(4)
        out.u16(16 + 8 * count + 2 * glyphArray.count)   // length
        out.u16(0)                                       // language
        out.u16(2 * count)                               // segCountX2, at 6
        out.u16(searchRange)
        out.u16(entrySelector)
        out.u16(2 * count - searchRange)
        all.forEach { out.u16($0.end) }                  // endCode, at 14
        out.u16(0)                                       // reservedPad
        all.forEach { out.u16($0.start) }
        all.forEach { out.u16($0.delta) }
        rangeOffsets.forEach { out.u16($0) }
        glyphArray.forEach { out.u16($0) }
        return out.bytes
    }

    /// A format 12 subtable: each group maps `start...end` to `glyph`, `glyph + 1`, ….
    static func cmapFormat12(_ groups: [(start: Int, end: Int, glyph: Int)]) -> [UInt8] {
        var out = ByteWriter()
        out.u16(12)
        out.u16(0)
        out.u32(16 + 12 * groups.count)   // length
        out.u32(0)                        // language
        out.u32(groups.count)             // numGroups, at 12
        for group in groups {
            out.u32(group.start)
            out.u32(group.end)
            out.u32(group.glyph)
        }
        return out.bytes
    }

    /// A Mac Roman format 0 subtable (platform 1, encoding 0): 256 one-byte glyph ids.
    static func cmapFormat0(_ glyphs: [UInt8: UInt8]) -> [UInt8] {
        var out = ByteWriter()
        out.u16(0)
        out.u16(6 + 256)
        out.u16(0)
        out.append((0...255).map { glyphs[UInt8($0)] ?? 0 })
        return out.bytes
    }
}
