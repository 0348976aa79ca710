import Foundation

/// Code point → glyph (`cmap`, formats 4 and 12): runs of code points mapped to consecutive
/// glyphs, searched by halving, and single code points in a table.
struct CharacterMap: Sendable {
    /// Sorted, not overlapping: code points `start...end` map to `glyph + (c - start)`.
    struct Run: Sendable {
        var start: UInt32
        var end: UInt32
        var glyph: UInt32
    }

    private(set) var runs: [Run] = []
    private(set) var singles: [UInt32: UInt16] = [:]
    /// The glyphs of the ASCII code points (−1: none), looked up once: most text is ASCII.
    private var ascii: [Int32] = []

    init(runs: [Run] = [], singles: [UInt32: UInt16] = [:]) {
        self.runs = runs.sorted { $0.start < $1.start }
        self.singles = singles
        tabulateASCII()
    }

    /// Reads the best Unicode subtable: format 12 (full repertoire), else format 4 (the BMP).
    init(_ data: FontData, at offset: Int) throws {
        let count = try data.uint16(offset + 2)
        try data.requireArray(offset + 4, count: count, size: 8, "the 'cmap' encoding records")
        var best: (rank: Int, offset: Int)?
        for index in 0..<count {
            let record = offset + 4 + 8 * index
            let platform = try data.uint16(record), encoding = try data.uint16(record + 2)
            let subtable = offset + (try data.uint32(record + 4))
            let format = try data.uint16(subtable)
            let unicode = platform == 0 || platform == 3 && (encoding == 1 || encoding == 10)
            guard unicode, format == 4 || format == 12 else { continue }
            let rank = format == 12 ? 2 : 1
            if rank > best?.rank ?? 0 { best = (rank, subtable) }
        }
        guard let best else { throw FontError("the 'cmap' table has no Unicode subtable of format 4 or 12", at: offset) }
        if best.rank == 2 { try readFormat12(data, at: best.offset) } else { try readFormat4(data, at: best.offset) }
        runs.sort { $0.start < $1.start }
        tabulateASCII()
    }

    func glyph(for scalar: UInt32) -> Int? {
        if scalar < 128, ascii.count == 128 {
            let glyph = ascii[Int(scalar)]
            return glyph < 0 ? nil : Int(glyph)
        }
        return search(scalar)
    }

    private mutating func tabulateASCII() {
        ascii = (0..<128).map { search(UInt32($0)).map(Int32.init) ?? -1 }
    }

    /// The glyph of `scalar` from the tables themselves.
    private func search(_ scalar: UInt32) -> Int? {
        if let glyph = singles[scalar] { return Int(glyph) }
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].end < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, runs[low].start <= scalar else { return nil }
        let glyph = Int(runs[low].glyph) + Int(scalar - runs[low].start)
        return glyph <= 0xFFFF ? glyph : nil
    }

    /// Every code point mapped, with its glyph, for code points in `ranges`.
    func mappings(in ranges: [ClosedRange<UInt32>]) -> [(UInt32, Int)] {
        var result: [(UInt32, Int)] = []
        for range in ranges {
            for scalar in range { if let glyph = glyph(for: scalar), glyph != 0 { result.append((scalar, glyph)) } }
        }
        return result
    }

    private mutating func readFormat12(_ data: FontData, at offset: Int) throws {
        let groups = try data.uint32(offset + 12)
        try data.requireArray(offset + 16, count: groups, size: 12, "the 'cmap' format 12 groups")
        var previousEnd: Int = -1
        for index in 0..<groups {
            let group = offset + 16 + 12 * index
            let start = try data.uint32(group), end = try data.uint32(group + 4), glyph = try data.uint32(group + 8)
            guard start <= end, end <= 0x10FFFF, start > previousEnd else {
                throw FontError("'cmap' format 12 group \(index) is out of order or beyond Unicode", at: group)
            }
            previousEnd = end
            runs.append(Run(start: UInt32(start), end: UInt32(end), glyph: UInt32(glyph)))
        }
    }

    private mutating func readFormat4(_ data: FontData, at offset: Int) throws {
        let segments = try data.uint16(offset + 6) / 2
        let ends = offset + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        try data.requireArray(ends, count: segments * 4 + 1, size: 2, "the 'cmap' format 4 segments")
        // Segments are sorted and apart (OpenType); one that is not is skipped, so that a damaged
        // table costs each code point once at most.
        var previousEnd = -1
        for index in 0..<segments {
            let end = try data.uint16(ends + 2 * index), start = try data.uint16(starts + 2 * index)
            let delta = try data.uint16(deltas + 2 * index)
            let rangeOffsetAt = rangeOffsets + 2 * index, rangeOffset = try data.uint16(rangeOffsetAt)
            guard start <= end, start > previousEnd, !(start == 0xFFFF && end == 0xFFFF) else { continue }
            previousEnd = end
            if rangeOffset == 0 && (start + delta) & 0xFFFF <= (end + delta) & 0xFFFF {
                runs.append(Run(start: UInt32(start), end: UInt32(end), glyph: UInt32((start + delta) & 0xFFFF)))
                continue
            }
            for code in start...end {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    glyph = try data.uint16(rangeOffsetAt + rangeOffset + 2 * (code - start))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph != 0 { singles[UInt32(code)] = UInt16(glyph) }
            }
        }
    }
}
