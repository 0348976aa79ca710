import Foundation

/// `kern` and `GPOS` tables for synthetic fonts (OpenType 1.9: "kern — Kerning", "GPOS — Glyph
/// Positioning Table" lookup types 2 and 9, "OpenType Layout Common Table Formats").
extension SyntheticFont {
    /// One kerning pair of a `kern` format 0 subtable.
    typealias KernPair = (left: Int, right: Int, value: Int)

    /// One `kern` subtable: its coverage field and its pairs.
    struct KernSubtable {
        /// OpenType's (version 0) coverage: bit 0 horizontal, bit 2 cross-stream, format in the
        /// high byte. Apple's (version 1.0): 0x8000 vertical, 0x4000 cross-stream, format in the low byte.
        var coverage: Int
        var pairs: [KernPair]
    }

    /// A `kern` table in OpenType's layout (version 0), or Apple's (version 1.0) when `apple`.
    static func kern(_ subtables: [KernSubtable], apple: Bool = false) -> FontTable {
        var out = ByteWriter()
        if apple {
            out.u32(0x0001_0000)
            out.u32(subtables.count)
        } else {
            out.u16(0)
            out.u16(subtables.count)
        }
        for subtable in subtables {
            let (searchRange, entrySelector) = binarySearchFields(subtable.pairs.count, unit: 6)
            if apple {
                out.u32(16 + 6 * subtable.pairs.count)   // length
                out.u16(subtable.coverage)
                out.u16(0)                               // tupleIndex
            } else {
                out.u16(0)                               // version
                out.u16(14 + 6 * subtable.pairs.count)   // length
                out.u16(subtable.coverage)
            }
            out.u16(subtable.pairs.count)
            out.u16(searchRange)
            out.u16(entrySelector)
            out.u16(subtable.pairs.count * 6 - searchRange)
            for pair in subtable.pairs.sorted(by: { ($0.left, $0.right) < ($1.left, $1.right) }) {
                out.u16(pair.left)
                out.u16(pair.right)
                out.u16(pair.value)
            }
        }
        return FontTable(tag: "kern", bytes: out.bytes)
    }

    // MARK: - GPOS

    /// A value record's fields in the order of `valueFormat`'s bits (XPlacement 0x1, YPlacement
    /// 0x2, XAdvance 0x4, YAdvance 0x8, then four device offsets).
    typealias ValueRecord = [Int]

    /// A coverage table: format 1 (the glyphs, sorted) or format 2 (ranges with the coverage
    /// index of their first glyph).
    enum Coverage {
        case glyphs([Int])
        case ranges([(start: Int, end: Int, index: Int)])
    }

    /// A class definition: format 1 (classes of consecutive glyphs from `start`) or format 2 (ranges).
    enum ClassDefinition {
        case array(start: Int, classes: [Int])
        case ranges([(start: Int, end: Int, classValue: Int)])
    }

    /// A lookup: its type (2 pair adjustment; written as type 9, each subtable behind an extension
    /// subtable with a 32-bit offset, when `extended`) and its subtables' bytes.
    struct Lookup {
        var extended = false
        var subtables: [[UInt8]]
    }

    /// A `GPOS` 1.0 table. `scripts`: each script's tag and the feature indices of its default
    /// language (nil: no default language); `features`: each feature's tag and lookup indices.
    static func gpos(scripts: [(tag: String, features: [Int]?)], features: [(tag: String, lookups: [Int])],
                     lookups: [Lookup]) -> FontTable {
        var scriptList = ByteWriter()
        scriptList.u16(scripts.count)
        var scriptTables = ByteWriter()
        for script in scripts {
            scriptList.tag(script.tag)
            scriptList.u16(2 + 6 * scripts.count + scriptTables.count)
            // Script table: defaultLangSys offset, langSysCount 0, then the LangSys.
            scriptTables.u16(script.features == nil ? 0 : 4)
            scriptTables.u16(0)
            if let indices = script.features {
                scriptTables.u16(0)          // lookupOrderOffset
                scriptTables.u16(0xFFFF)     // requiredFeatureIndex: none
                scriptTables.u16(indices.count)
                indices.forEach { scriptTables.u16($0) }
            }
        }
        scriptList.append(scriptTables.bytes)

        var featureList = ByteWriter()
        featureList.u16(features.count)
        var featureTables = ByteWriter()
        for feature in features {
            featureList.tag(feature.tag)
            featureList.u16(2 + 6 * features.count + featureTables.count)
            featureTables.u16(0)             // featureParamsOffset
            featureTables.u16(feature.lookups.count)
            feature.lookups.forEach { featureTables.u16($0) }
        }
        featureList.append(featureTables.bytes)

        var lookupList = ByteWriter()
        lookupList.u16(lookups.count)
        var lookupTables = ByteWriter()
        for lookup in lookups {
            lookupList.u16(2 + 2 * lookups.count + lookupTables.count)
            lookupTables.append(lookupBytes(lookup))
        }
        lookupList.append(lookupTables.bytes)

        var out = ByteWriter()
        out.u16(1)
        out.u16(0)
        out.u16(10)                                          // scriptListOffset
        out.u16(10 + scriptList.count)                       // featureListOffset
        out.u16(10 + scriptList.count + featureList.count)   // lookupListOffset
        out.append(scriptList.bytes)
        out.append(featureList.bytes)
        out.append(lookupList.bytes)
        return FontTable(tag: "GPOS", bytes: out.bytes)
    }

    private static func lookupBytes(_ lookup: Lookup) -> [UInt8] {
        var out = ByteWriter()
        out.u16(lookup.extended ? 9 : 2)
        out.u16(0)                                           // lookupFlag
        out.u16(lookup.subtables.count)
        var body = ByteWriter()
        for subtable in lookup.subtables {
            out.u16(6 + 2 * lookup.subtables.count + body.count)
            if lookup.extended {
                body.u16(1)                                  // ExtensionPosFormat1
                body.u16(2)                                  // extensionLookupType
                body.u32(8)                                  // the pair subtable follows
            }
            body.append(subtable)
        }
        out.append(body.bytes)
        return out.bytes
    }

    /// PairPos format 1: for each first glyph (in coverage order), its second glyphs and values.
    static func pairPosFormat1(valueFormat1: Int, valueFormat2: Int,
                               sets: [(first: Int, pairs: [(second: Int, value1: ValueRecord, value2: ValueRecord)])])
        -> [UInt8] {
        var pairSets = ByteWriter()
        var setOffsets: [Int] = []
        let header = 10 + 2 * sets.count
        for set in sets {
            setOffsets.append(header + pairSets.count)
            pairSets.u16(set.pairs.count)
            for pair in set.pairs {
                pairSets.u16(pair.second)
                write(pair.value1, valueFormat1, to: &pairSets)
                write(pair.value2, valueFormat2, to: &pairSets)
            }
        }
        var out = ByteWriter()
        out.u16(1)
        out.u16(header + pairSets.count)                     // coverageOffset
        out.u16(valueFormat1)
        out.u16(valueFormat2)
        out.u16(sets.count)
        setOffsets.forEach { out.u16($0) }
        out.append(pairSets.bytes)
        out.append(coverageBytes(.glyphs(sets.map(\.first))))
        return out.bytes
    }

    /// PairPos format 2: `values[class1][class2]`, for first glyphs in `coverage`.
    static func pairPosFormat2(valueFormat1: Int, valueFormat2: Int, coverage: Coverage,
                               classes1: ClassDefinition, classes2: ClassDefinition,
                               values: [[(ValueRecord, ValueRecord)]]) -> [UInt8] {
        let class2Count = values.first?.count ?? 0
        var records = ByteWriter()
        for row in values {
            precondition(row.count == class2Count, "internal error: every class 1 row has class2Count records")
            for (value1, value2) in row {
                write(value1, valueFormat1, to: &records)
                write(value2, valueFormat2, to: &records)
            }
        }
        let coverageTable = coverageBytes(coverage)
        let first = classBytes(classes1), second = classBytes(classes2)
        let coverageOffset = 16 + records.count
        var out = ByteWriter()
        out.u16(2)
        out.u16(coverageOffset)
        out.u16(valueFormat1)
        out.u16(valueFormat2)
        out.u16(coverageOffset + coverageTable.count)                   // classDef1Offset
        out.u16(coverageOffset + coverageTable.count + first.count)     // classDef2Offset
        out.u16(values.count)
        out.u16(class2Count)
        out.append(records.bytes)
        out.append(coverageTable)
        out.append(first)
        out.append(second)
        return out.bytes
    }

    private static func write(_ value: ValueRecord, _ format: Int, to out: inout ByteWriter) {
        precondition(value.count == format.nonzeroBitCount, "internal error: a value record has a field per bit")
        value.forEach { out.u16($0) }
    }

    static func coverageBytes(_ coverage: Coverage) -> [UInt8] {
        var out = ByteWriter()
        switch coverage {
        case let .glyphs(glyphs):
            out.u16(1)
            out.u16(glyphs.count)
            glyphs.forEach { out.u16($0) }
        case let .ranges(ranges):
            out.u16(2)
            out.u16(ranges.count)
            for range in ranges {
                out.u16(range.start)
                out.u16(range.end)
                out.u16(range.index)
            }
        }
        return out.bytes
    }

    static func classBytes(_ definition: ClassDefinition) -> [UInt8] {
        var out = ByteWriter()
        switch definition {
        case let .array(start, classes):
            out.u16(1)
            out.u16(start)
            out.u16(classes.count)
            classes.forEach { out.u16($0) }
        case let .ranges(ranges):
            out.u16(2)
            out.u16(ranges.count)
            for range in ranges {
                out.u16(range.start)
                out.u16(range.end)
                out.u16(range.classValue)
            }
        }
        return out.bytes
    }
}
