import Foundation

/// The built-in faces' tables as bytes (`BuiltInFaces.swift` holds them, base64): the metrics of
/// the code points a face covers, its glyphs renumbered 1…n, and its kerning flattened to one
/// class-pair table (every pair's value as the font's lookups give it). Written by
/// `layoutc-fontgen`, read when the built-in family is first used.
///
///     "LFM1" unitsPerEm ascender descender lineGap weight glyphs(n)      (16-bit each)
///     advance × n                                                         (16-bit)
///     mappings(m, 32-bit) × (code point 32-bit, glyph 16-bit)
///     leftClasses(l) rightClasses(r) leftClass × n rightClass × n         (16-bit)
///     pairs(k, 32-bit) × (left class, right class, value)                 (16-bit)
public enum FaceArchive {
    /// The archive of `face` restricted to the code points in `ranges`. A face whose kerning is
    /// not a sum over adjacent pairs (a pair that positions its second glyph ends there) cannot
    /// be flattened: an error.
    public static func encode(_ face: FontFace, ranges: [ClosedRange<UInt32>]) throws -> [UInt8] {
        guard !face.kerning.positionsSecondGlyph else {
            throw FontError("its kerning positions second glyphs (GPOS valueFormat2): a class table cannot hold it")
        }
        let mappings = face.characterMap.mappings(in: ranges)
        var renumbered: [Int: Int] = [:]   // the font's glyph → 1…n
        var glyphs: [Int] = [0]
        for (_, glyph) in mappings where renumbered[glyph] == nil {
            renumbered[glyph] = glyphs.count
            glyphs.append(glyph)
        }
        let (leftClass, rightClass, pairs) = flattenKerning(face, glyphs)
        var out: [UInt8] = Array("LFM1".utf8)
        func u16(_ value: Int) { out += [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
        func u32(_ value: Int) { u16(value >> 16); u16(value) }
        for value in [face.unitsPerEm, face.ascender, face.descender, face.lineGap, face.weight, glyphs.count] { u16(value) }
        glyphs.forEach { u16(face.advance(of: $0)) }
        u32(mappings.count)
        for (scalar, glyph) in mappings {
            u32(Int(scalar))
            u16(renumbered[glyph]!)
        }
        u16((leftClass.max() ?? 0) + 1)
        u16((rightClass.max() ?? 0) + 1)
        leftClass.forEach(u16)
        rightClass.forEach(u16)
        u32(pairs.count)
        for pair in pairs { [pair.left, pair.right, pair.value].forEach(u16) }
        return out
    }

    /// Every pair's kerning among `glyphs`, as classes: glyphs whose rows (as the left glyph) are
    /// equal share a left class, glyphs whose columns are equal a right class; class 0 is all zeros.
    private static func flattenKerning(_ face: FontFace, _ glyphs: [Int])
        -> (left: [Int], right: [Int], pairs: [(left: Int, right: Int, value: Int)]) {
        let count = glyphs.count
        var matrix = [Int16](repeating: 0, count: count * count)
        for left in 1..<count {
            for right in 1..<count {
                matrix[left * count + right] = Int16(clamping: face.kerning(glyphs[left], glyphs[right]))
            }
        }
        func classes(_ vector: (Int) -> [Int16]) -> [Int] {
            var ids: [[Int16]: Int] = [Array(repeating: 0, count: count): 0]
            return (0..<count).map { index in
                let values = vector(index)
                if let id = ids[values] { return id }
                ids[values] = ids.count
                return ids.count - 1
            }
        }
        let leftClass = classes { Array(matrix[$0 * count..<($0 + 1) * count]) }
        let rightClass = classes { column in (0..<count).map { matrix[$0 * count + column] } }
        var pairs: [(Int, Int, Int)] = []
        var seen = Set<Int>()
        for left in 1..<count where leftClass[left] != 0 {
            for right in 1..<count where rightClass[right] != 0 {
                let key = leftClass[left] << 16 | rightClass[right]
                guard seen.insert(key).inserted else { continue }
                let value = Int(matrix[left * count + right])
                if value != 0 { pairs.append((leftClass[left], rightClass[right], value)) }
            }
        }
        pairs.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        return (leftClass, rightClass, pairs.map { (left: $0.0, right: $0.1, value: $0.2) })
    }

    /// Reads an archive back into a face named `familyName`.
    public static func decode(_ bytes: [UInt8], familyName: String) throws -> FontFace {
        let data = FontData(bytes: bytes)
        guard data.count >= 16, try data.tag(0) == "LFM1" else { throw FontError("not a layoutc face archive") }
        var position = 4
        func u16() throws -> Int { defer { position += 2 }; return try data.uint16(position) }
        func i16() throws -> Int { defer { position += 2 }; return try data.int16(position) }
        func u32() throws -> Int { defer { position += 4 }; return try data.uint32(position) }
        let unitsPerEm = try u16(), ascender = try i16(), descender = try i16(), lineGap = try i16()
        let weight = try u16(), glyphCount = try u16()
        let advances = try (0..<glyphCount).map { _ in UInt16(try u16()) }
        let mappingCount = try u32()
        try data.requireArray(position, count: mappingCount, size: 6, "the archive's mappings")
        var singles: [UInt32: UInt16] = [:]
        for _ in 0..<mappingCount { singles[UInt32(try u32())] = UInt16(try u16()) }
        let leftCount = try u16(), rightCount = try u16()
        let leftClasses = try (0..<glyphCount).map { _ in try u16() }
        let rightClasses = try (0..<glyphCount).map { _ in try u16() }
        // Classes are at most one per glyph, and 0: a count beyond is damage, not a table to allocate.
        guard leftCount <= glyphCount + 1, rightCount <= glyphCount + 1 else {
            throw FontError("the archive gives \(leftCount) × \(rightCount) kerning classes for \(glyphCount) glyphs")
        }
        var values = [PairKerning.PairValue](repeating: PairKerning.PairValue(first: 0, second: 0),
                                             count: leftCount * rightCount)
        let pairCount = try u32()
        try data.requireArray(position, count: pairCount, size: 6, "the archive's pairs")
        for _ in 0..<pairCount {
            let left = try u16(), right = try u16(), value = try i16()
            guard left < leftCount, right < rightCount else { throw FontError("an archive pair is out of range") }
            values[left * rightCount + right] = PairKerning.PairValue(first: Int16(value), second: 0)
        }
        func runs(_ classes: [Int], grows: Bool) -> PairKerning.GlyphRuns {
            var runs = PairKerning.GlyphRuns()
            runs.grows = grows
            for (glyph, value) in classes.enumerated() where grows || value != 0 {
                runs.starts.append(UInt16(glyph))
                runs.ends.append(UInt16(glyph))
                runs.values.append(UInt16(grows ? glyph : value))
            }
            if grows { runs = PairKerning.GlyphRuns(starts: [0], ends: [UInt16(max(glyphCount - 1, 0))], values: [0], grows: true) }
            return runs
        }
        let pairs = PairKerning.Pairs.classes(coverage: runs([], grows: true), first: runs(leftClasses, grows: false),
                                              second: runs(rightClasses, grows: false), secondCount: rightCount,
                                              values: values)
        let table = PairKerning.Subtable(pairs: pairs, positionsSecond: false)
        return FontFace(familyName: familyName, weight: weight, unitsPerEm: unitsPerEm, ascender: ascender,
                        descender: descender, lineGap: lineGap, characterMap: CharacterMap(singles: singles),
                        advances: advances, kerning: PairKerning(lookups: [[table]]))
    }
}
