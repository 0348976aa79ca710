import Foundation

/// Kerning between glyphs: the pair adjustments of the `GPOS` table's `kern` feature (lookup type
/// 2, formats 1 and 2, directly or through extension lookups), else the `kern` table's format 0
/// subtables (each its own lookup, so that their values add). Only x advances are kept. Applied
/// as a shaper applies them (`adjustments`): lookup after lookup over the glyph run, the first
/// subtable of a lookup that has the pair wins, and a pair whose second glyph gets a value
/// (`valueFormat2` not 0) ends there: the next pair starts after it.
struct PairKerning: Sendable {
    /// What a pair does to the x advances of its two glyphs.
    struct PairValue: Sendable, Equatable {
        var first: Int16
        var second: Int16
    }

    /// Glyph → its index among the glyphs a subtable covers (`Coverage`), or its class (`ClassDef`):
    /// sorted runs, searched by halving. Glyphs in no run have value nil (a class of 0).
    struct GlyphRuns: Sendable {
        var starts: [UInt16] = []
        var ends: [UInt16] = []
        /// The value of the run's first glyph, and whether it grows along the run (coverage).
        var values: [UInt16] = []
        var grows = false
        /// Every glyph's value (−1: none), up to the last run's end, when that is at most
        /// `tabulatedGlyphs` (`tabulated()`): kerning asks twice per pair of letters, and a lookup
        /// in the table is one read where the halving is a dozen.
        private(set) var table: [Int32] = []

        /// The largest glyph range a table is made for (64 KiB of table).
        static let tabulatedGlyphs = 16_384

        func value(of glyph: Int) -> Int? {
            if !table.isEmpty {
                guard glyph >= 0, glyph < table.count else { return nil }
                let value = table[glyph]
                return value < 0 ? nil : Int(value)
            }
            return search(glyph)
        }

        /// The runs with their table, when their glyphs are few enough.
        func tabulated() -> GlyphRuns {
            guard let last = ends.max(), Int(last) < GlyphRuns.tabulatedGlyphs else { return self }
            var copy = self
            copy.table = (0...Int(last)).map { Int32(search($0) ?? -1) }
            return copy
        }

        /// The value of the run that holds `glyph`, found by halving.
        private func search(_ glyph: Int) -> Int? {
            var low = 0, high = ends.count
            while low < high {
                let middle = (low + high) / 2
                if Int(ends[middle]) < glyph { low = middle + 1 } else { high = middle }
            }
            guard low < ends.count, Int(starts[low]) <= glyph else { return nil }
            return Int(values[low]) + (grows ? glyph - Int(starts[low]) : 0)
        }
    }

    struct Subtable: Sendable {
        var pairs: Pairs
        /// The second glyph gets a value (`valueFormat2` is not 0): a pair found ends there.
        var positionsSecond: Bool

        /// The subtable with its coverage and class definitions tabulated (`GlyphRuns.tabulated`).
        func tabulated() -> Subtable {
            switch pairs {
            case let .glyphs(coverage, seconds, values):
                return Subtable(pairs: .glyphs(coverage: coverage.tabulated(), seconds: seconds, values: values),
                                positionsSecond: positionsSecond)
            case let .classes(coverage, first, second, secondCount, values):
                return Subtable(pairs: .classes(coverage: coverage.tabulated(), first: first.tabulated(),
                                                second: second.tabulated(), secondCount: secondCount, values: values),
                                positionsSecond: positionsSecond)
            }
        }
    }

    enum Pairs: Sendable {
        /// Format 1: per covered first glyph, its second glyphs (sorted) and their values.
        case glyphs(coverage: GlyphRuns, seconds: [[UInt16]], values: [[PairValue]])
        /// Format 2: a value per (class of the first, class of the second).
        case classes(coverage: GlyphRuns, first: GlyphRuns, second: GlyphRuns, secondCount: Int, values: [PairValue])
    }

    /// Lookups in the order they apply; each adds the value of its first subtable that applies.
    var lookups: [[Subtable]] = []

    init(lookups: [[Subtable]]) { self.lookups = PairKerning.tabulated(lookups) }

    /// Every subtable of `lookups` with its tables (`Subtable.tabulated`).
    private static func tabulated(_ lookups: [[Subtable]]) -> [[Subtable]] { lookups.map { $0.map { $0.tabulated() } } }

    /// Whether a pair can end before its second glyph: then kerning is not a sum over adjacent
    /// pairs (`FaceArchive` cannot flatten it).
    var positionsSecondGlyph: Bool { lookups.contains { $0.contains(where: \.positionsSecond) } }

    init(_ data: FontData, gpos: Int?, kern: Int?) throws {
        if let gpos, let indices = try PairKerning.kernLookupIndices(data, gpos: gpos) {
            let list = gpos + (try data.uint16(gpos + 8))
            let count = try data.uint16(list)
            try data.requireArray(list + 2, count: count, size: 2, "the 'GPOS' lookup list")
            for index in indices where index < count {
                lookups.append(try PairKerning.readLookup(data, at: list + (try data.uint16(list + 2 + 2 * index))))
            }
        } else if let kern {
            lookups = try PairKerning.readKernTable(data, at: kern).map { [$0] }
        }
        lookups = PairKerning.tabulated(lookups)
    }

    /// The kerning of `left` followed by `right` alone, in units: what the pair adds to both
    /// advances, over every lookup.
    func adjustment(_ left: Int, _ right: Int) -> Int { adjustments([left, right]).first ?? 0 }

    /// For each pair of neighbours in `glyphs` (a run of base glyphs, marks left out as lookups
    /// that ignore marks see it; a negative glyph stands for something the face does not draw and
    /// pairs with nothing), what kerning adds to their two advances together, in units.
    func adjustments(_ glyphs: [Int]) -> [Int] {
        var added = [Int](repeating: 0, count: max(glyphs.count - 1, 0))
        for lookup in lookups {
            var index = 0
            while index + 1 < glyphs.count {
                guard glyphs[index] >= 0, glyphs[index + 1] >= 0,
                      let (value, positionsSecond) = PairKerning.first(lookup, glyphs[index], glyphs[index + 1]) else {
                    index += 1
                    continue
                }
                added[index] += Int(value.first) + Int(value.second)
                index += positionsSecond ? 2 : 1
            }
        }
        return added
    }

    /// The value of the first subtable of `lookup` that has the pair, and whether that subtable
    /// positions the second glyph.
    private static func first(_ lookup: [Subtable], _ left: Int, _ right: Int) -> (PairValue, Bool)? {
        for index in lookup.indices {
            if let value = value(lookup[index].pairs, left, right) { return (value, lookup[index].positionsSecond) }
        }
        return nil
    }

    private static func value(_ pairs: Pairs, _ left: Int, _ right: Int) -> PairValue? {
        switch pairs {
        case let .glyphs(coverage, seconds, values):
            guard let index = coverage.value(of: left), index < seconds.count else { return nil }
            let list = seconds[index]
            var low = 0, high = list.count
            while low < high {
                let middle = (low + high) / 2
                if Int(list[middle]) < right { low = middle + 1 } else { high = middle }
            }
            guard low < list.count, Int(list[low]) == right, index < values.count,
                  low < values[index].count else { return nil }
            return values[index][low]
        case let .classes(coverage, first, second, secondCount, values):
            guard coverage.value(of: left) != nil else { return nil }
            let firstClass = first.value(of: left) ?? 0, secondClass = second.value(of: right) ?? 0
            guard secondClass < secondCount, firstClass < values.count / max(secondCount, 1) else { return nil }
            return values[firstClass * secondCount + secondClass]
        }
    }

    /// The lookups of the `kern` feature: the Latin script's default language, else the default
    /// script's, else the first script's. Nil when the font has no `kern` feature.
    private static func kernLookupIndices(_ data: FontData, gpos: Int) throws -> [Int]? {
        let scripts = gpos + (try data.uint16(gpos + 4)), features = gpos + (try data.uint16(gpos + 6))
        let scriptCount = try data.uint16(scripts)
        try data.requireArray(scripts + 2, count: scriptCount, size: 6, "the 'GPOS' script list")
        var chosen: Int?
        for preferred in ["latn", "DFLT", nil] as [String?] {
            for index in 0..<scriptCount where chosen == nil {
                let record = scripts + 2 + 6 * index
                if let preferred, try data.tag(record) != preferred { continue }
                let script = scripts + (try data.uint16(record + 4))
                let defaultLanguage = try data.uint16(script)
                if defaultLanguage != 0 { chosen = script + defaultLanguage }
            }
        }
        guard let language = chosen else { return nil }
        let featureCount = try data.uint16(features)
        let indexCount = try data.uint16(language + 4)
        try data.requireArray(language + 6, count: indexCount, size: 2, "a language's feature indices")
        var lookups: [Int] = []
        var found = false
        for position in 0..<indexCount {
            let feature = try data.uint16(language + 6 + 2 * position)
            guard feature < featureCount else { continue }
            let record = features + 2 + 6 * feature
            guard try data.tag(record) == "kern" else { continue }
            found = true
            let table = features + (try data.uint16(record + 4))
            let count = try data.uint16(table + 2)
            try data.requireArray(table + 4, count: count, size: 2, "the 'kern' feature's lookups")
            lookups += try (0..<count).map { try data.uint16(table + 4 + 2 * $0) }
        }
        return found ? Array(Set(lookups)).sorted() : nil
    }

    private static func readLookup(_ data: FontData, at lookup: Int) throws -> [Subtable] {
        let type = try data.uint16(lookup), count = try data.uint16(lookup + 4)
        try data.requireArray(lookup + 6, count: count, size: 2, "a lookup's subtables")
        var subtables: [Subtable] = []
        for index in 0..<count {
            var offset = lookup + (try data.uint16(lookup + 6 + 2 * index))
            var subtableType = type
            if type == 9 {  // extension: the real type and a 32-bit offset
                subtableType = try data.uint16(offset + 2)
                offset += try data.uint32(offset + 4)
            }
            guard subtableType == 2 else { continue }
            if let subtable = try readPairSubtable(data, at: offset) { subtables.append(subtable) }
        }
        return subtables
    }

    /// The byte size of a value record of `format`, and the offset of its x advance (nil: none).
    private static func valueRecord(_ format: Int) -> (size: Int, xAdvance: Int?) {
        let size = 2 * (format & 0xFF).nonzeroBitCount
        return (size, format & 4 != 0 ? 2 * (format & 3).nonzeroBitCount : nil)
    }

    private static func readPairSubtable(_ data: FontData, at offset: Int) throws -> Subtable? {
        let format = try data.uint16(offset)
        let coverage = try readGlyphRuns(data, at: offset + (try data.uint16(offset + 2)), coverage: true)
        let secondFormat = try data.uint16(offset + 6)
        let first = valueRecord(try data.uint16(offset + 4)), second = valueRecord(secondFormat)
        func read(_ record: Int) throws -> PairValue {
            PairValue(first: Int16(try first.xAdvance.map { try data.int16(record + $0) } ?? 0),
                      second: Int16(try second.xAdvance.map { try data.int16(record + first.size + $0) } ?? 0))
        }
        switch format {
        case 1:
            let setCount = try data.uint16(offset + 8)
            try data.requireArray(offset + 10, count: setCount, size: 2, "the pair sets")
            var seconds: [[UInt16]] = [], values: [[PairValue]] = []
            let recordSize = 2 + first.size + second.size
            for index in 0..<setCount {
                let set = offset + (try data.uint16(offset + 10 + 2 * index))
                let count = try data.uint16(set)
                try data.requireArray(set + 2, count: count, size: recordSize, "a pair set")
                var pairs = try (0..<count).map { pair -> (UInt16, PairValue) in
                    let record = set + 2 + recordSize * pair
                    return (UInt16(try data.uint16(record)), try read(record + 2))
                }
                pairs.sort { $0.0 < $1.0 }
                seconds.append(pairs.map(\.0))
                values.append(pairs.map(\.1))
            }
            return Subtable(pairs: .glyphs(coverage: coverage, seconds: seconds, values: values),
                            positionsSecond: secondFormat & 0xFF != 0)
        case 2:
            let firstClasses = try readGlyphRuns(data, at: offset + (try data.uint16(offset + 8)), coverage: false)
            let secondClasses = try readGlyphRuns(data, at: offset + (try data.uint16(offset + 10)), coverage: false)
            let firstCount = try data.uint16(offset + 12), secondCount = try data.uint16(offset + 14)
            let recordSize = first.size + second.size
            try data.requireArray(offset + 16, count: firstCount * secondCount, size: recordSize, "the class pairs")
            let values = try (0..<firstCount * secondCount).map { try read(offset + 16 + recordSize * $0) }
            return Subtable(pairs: .classes(coverage: coverage, first: firstClasses, second: secondClasses,
                                            secondCount: secondCount, values: values),
                            positionsSecond: secondFormat & 0xFF != 0)
        default:
            return nil
        }
    }

    /// A coverage table (glyph → coverage index) or a class definition (glyph → class).
    private static func readGlyphRuns(_ data: FontData, at offset: Int, coverage: Bool) throws -> GlyphRuns {
        var runs = GlyphRuns()
        runs.grows = coverage
        let format = try data.uint16(offset)
        func add(_ start: Int, _ end: Int, _ value: Int) throws {
            guard start <= end, runs.ends.isEmpty || start > Int(runs.ends[runs.ends.count - 1]) else {
                throw FontError("a \(coverage ? "coverage" : "class") table's glyphs are out of order", at: offset)
            }
            runs.starts.append(UInt16(start))
            runs.ends.append(UInt16(end))
            runs.values.append(UInt16(truncatingIfNeeded: value))
        }
        switch (format, coverage) {
        case (1, true):
            let count = try data.uint16(offset + 2)
            try data.requireArray(offset + 4, count: count, size: 2, "a coverage table")
            for index in 0..<count {
                let glyph = try data.uint16(offset + 4 + 2 * index)
                try add(glyph, glyph, index)
            }
        case (1, false):
            let start = try data.uint16(offset + 2), count = try data.uint16(offset + 4)
            try data.requireArray(offset + 6, count: count, size: 2, "a class table")
            for index in 0..<count where start + index <= 0xFFFF {
                let value = try data.uint16(offset + 6 + 2 * index)
                if value != 0 { try add(start + index, start + index, value) }
            }
        case (2, _):
            let count = try data.uint16(offset + 2)
            try data.requireArray(offset + 4, count: count, size: 6, "a range table")
            for index in 0..<count {
                let record = offset + 4 + 6 * index
                try add(try data.uint16(record), try data.uint16(record + 2), try data.uint16(record + 4))
            }
        default:
            throw FontError("a \(coverage ? "coverage" : "class") table has format \(format) (1 or 2 expected)", at: offset)
        }
        return runs
    }

    /// The `kern` table's horizontal format 0 subtables (OpenType's version 0, Apple's 1.0).
    private static func readKernTable(_ data: FontData, at offset: Int) throws -> [Subtable] {
        let apple = try data.uint16(offset) == 1
        let count = apple ? try data.uint32(offset + 4) : try data.uint16(offset + 2)
        var position = offset + (apple ? 8 : 4)
        var subtables: [Subtable] = []
        for _ in 0..<min(count, 64) {
            let length = apple ? try data.uint32(position) : try data.uint16(position + 2)
            let coverage = try data.uint16(position + 4)
            let format = apple ? coverage & 0xFF : coverage >> 8
            let horizontal = apple ? coverage & 0x8000 == 0 : coverage & 1 != 0
            let header = apple ? 8 : 6
            if format == 0 && horizontal && (apple ? coverage & 0x4000 == 0 : coverage & 4 == 0) {
                subtables.append(try readKernPairs(data, at: position + header))
            }
            guard length >= header else { throw FontError("a 'kern' subtable is shorter than its header", at: position) }
            position += length
        }
        return subtables
    }

    private static func readKernPairs(_ data: FontData, at offset: Int) throws -> Subtable {
        let count = try data.uint16(offset)
        try data.requireArray(offset + 8, count: count, size: 6, "the 'kern' pairs")
        var byFirst: [UInt16: [(UInt16, PairValue)]] = [:]
        for index in 0..<count {
            let record = offset + 8 + 6 * index
            byFirst[UInt16(try data.uint16(record)), default: []]
                .append((UInt16(try data.uint16(record + 2)), PairValue(first: Int16(try data.int16(record + 4)), second: 0)))
        }
        var coverage = GlyphRuns()
        coverage.grows = true
        var seconds: [[UInt16]] = [], values: [[PairValue]] = []
        for (index, first) in byFirst.keys.sorted().enumerated() {
            coverage.starts.append(first)
            coverage.ends.append(first)
            coverage.values.append(UInt16(index))
            let pairs = byFirst[first, default: []].sorted { $0.0 < $1.0 }
            seconds.append(pairs.map(\.0))
            values.append(pairs.map(\.1))
        }
        return Subtable(pairs: .glyphs(coverage: coverage, seconds: seconds, values: values), positionsSecond: false)
    }
}
