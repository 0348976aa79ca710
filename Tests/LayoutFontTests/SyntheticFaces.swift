import Foundation
import Testing
@testable import LayoutFont

/// The synthetic faces the tests read. Every value a test expects is written here once, with the
/// glyph it belongs to; the tests say how they derive what they expect from these.
struct TestFace {
    // Glyph ids of the standard face.
    static let space = 1, capitalA = 2, capitalB = 3, capitalC = 4, smallA = 5, smallB = 6, eAcute = 7
    static let fullwidthExclamation = 8, fullwidthQuote = 9, digitZero = 10, digitOne = 11

    /// The long metrics of glyphs 0…9; glyphs 10 and 11 have none and repeat glyph 9's 990.
    static let longAdvances = [500, 250, 600, 610, 620, 500, 510, 520, 1000, 990]
    static let glyphCount = 12

    /// The standard face's format 4 segments: delta segments, glyph-array segments (with a delta
    /// added to non-zero ids), and a delta that wraps past 65535.
    static let segments: [SyntheticFont.Segment] = [
        .init(start: 0x20, end: 0x20, delta: 1 - 0x20),              // ' ' → 0x20 + 0xFFE1 = 0x10001 → 1
        .init(start: 0x30, end: 0x31, delta: 10 - 0x30),             // '0', '1' → 10, 11
        .init(start: 0x41, end: 0x43, delta: 2 - 0x41),              // 'A', 'B', 'C' → 2, 3, 4
        .init(start: 0x61, end: 0x63, delta: 1, glyphs: [4, 5, 0]),  // 'a' → 4 + 1, 'b' → 5 + 1, 'c' → 0 (none)
        .init(start: 0xE9, end: 0xE9, delta: 0, glyphs: [7]),        // 'é' → 7
        .init(start: 0xFF01, end: 0xFF02, delta: 8 - 0xFF01),        // 0xFF01 + 0x0107 = 0x10008 → 8, then 9
    ]

    /// The code points the standard face maps, with their glyphs (from `segments`).
    static let mapped: [(Unicode.Scalar, Int)] = [
        (" ", 1), ("0", 10), ("1", 11), ("A", 2), ("B", 3), ("C", 4), ("a", 5), ("b", 6), ("é", 7),
        ("\u{FF01}", 8), ("\u{FF02}", 9),
    ]

    var unitsPerEm = 1000
    var macStyle = 0
    var ascender = 800, descender = -200, lineGap = 50
    var longMetrics = TestFace.longAdvances
    var glyphCount = TestFace.glyphCount
    var os2: FontTable? = SyntheticFont.os2(weight: 500, fsSelection: 0x40, typoAscender: 700, typoDescender: -300,
                                            typoLineGap: 100)
    var names: [SyntheticFont.Name]? = [
        .init(platform: 1, nameID: 1, text: "Synth Mac"),
        .init(platform: 3, nameID: 1, text: "Synth Sans"),
        .init(platform: 3, nameID: 16, text: "Synth"),
    ]
    var cmap = SyntheticFont.cmap([.init(platform: 3, encoding: 1, bytes: SyntheticFont.cmapFormat4(segments))])
    var gpos: FontTable? = TestFace.standardGPOS()
    var kern: FontTable?

    /// The tables, sorted by tag as a font's directory is.
    var tables: [FontTable] {
        var tables = [
            SyntheticFont.head(unitsPerEm: unitsPerEm, macStyle: macStyle),
            SyntheticFont.hhea(ascender: ascender, descender: descender, lineGap: lineGap,
                               longMetrics: longMetrics.count),
            SyntheticFont.maxp(glyphs: glyphCount),
            SyntheticFont.hmtx(advances: longMetrics, glyphCount: glyphCount),
            cmap,
        ]
        tables += [os2, gpos, kern, names.map(SyntheticFont.name)].compactMap { $0 }
        return tables.sorted { Array($0.tag.utf8).lexicographicallyPrecedes(Array($1.tag.utf8)) }
    }

    var bytes: [UInt8] { SyntheticFont.sfnt(tables) }

    /// The face the reader makes of these bytes.
    func face() throws -> FontFace {
        let faces = try FontFile.faces(bytes)
        try #require(faces.count == 1)
        return faces[0]
    }

    /// The standard `GPOS`. Scripts DFLT (feature 0) and latn (features 1 and 2), unless `scripts`
    /// says otherwise (each script's tag and its default language's features); features (unless
    /// `features` says otherwise):
    /// 0 `kern` → lookup 0, 1 `kern` → lookups 2 and 1, 2 `test` → lookup 3. Lookups:
    /// - 0 (only DFLT's): A→B −300.
    /// - 1: subtable 0, format 1, XAdvance of the first: A→B −50, A→a −20, B→A −30.
    ///   Subtable 1, format 2, XPlacement+XAdvance for both glyphs, coverage A…C (format 2);
    ///   class 1 (format 2 ranges): A 1, C 2, B 0; class 2 (format 1 from B): B 1, C 0, a 2, b 2.
    ///   Values (first's XAdvance + second's; placements are not advances):
    ///   row 0: 0, −4 + −6 = −10, −1 + −2 = −3; row 1: 0, −70 + −10 = −80, −15 + −25 = −40;
    ///   row 2: 0, −7 + −8 = −15, −90 + 20 = −70.
    /// - 2, an extension lookup (type 9): subtable 0, format 1: A→B −5; subtable 1, format 2:
    ///   coverage C, class 1 C 1, class 2 C 1, value (1, 1) = −12, others 0.
    /// - 3 (only the `test` feature's): A→B −1000.
    static func standardGPOS(
        scripts: [(tag: String, features: [Int]?)] = [("DFLT", [0]), ("latn", [1, 2])],
        features: [(tag: String, lookups: [Int])] = [("kern", [0]), ("kern", [2, 1]), ("test", [3])]
    ) -> FontTable {
        typealias Font = SyntheticFont
        let (a, b, c, smallA) = (capitalA, capitalB, capitalC, TestFace.smallA)
        let dflt = Font.Lookup(subtables: [
            Font.pairPosFormat1(valueFormat1: 4, valueFormat2: 0, sets: [(a, [(b, [-300], [])])]),
        ])
        let main = Font.Lookup(subtables: [
            Font.pairPosFormat1(valueFormat1: 4, valueFormat2: 0, sets: [
                (a, [(b, [-50], []), (smallA, [-20], [])]),
                (b, [(a, [-30], [])]),
            ]),
            Font.pairPosFormat2(
                valueFormat1: 5, valueFormat2: 5, coverage: .ranges([(a, c, 0)]),
                classes1: .ranges([(a, a, 1), (c, c, 2)]), classes2: .array(start: b, classes: [1, 0, 2, 2]),
                values: [
                    [([0, 0], [0, 0]), ([7, -4], [9, -6]), ([0, -1], [0, -2])],
                    [([100, 0], [0, 0]), ([11, -70], [13, -10]), ([0, -15], [0, -25])],
                    [([0, 0], [0, 0]), ([0, -7], [0, -8]), ([0, -90], [0, 20])],
                ]),
        ])
        let extended = Font.Lookup(extended: true, subtables: [
            Font.pairPosFormat1(valueFormat1: 4, valueFormat2: 0, sets: [(a, [(b, [-5], [])])]),
            Font.pairPosFormat2(valueFormat1: 4, valueFormat2: 0, coverage: .glyphs([c]),
                                classes1: .array(start: c, classes: [1]), classes2: .ranges([(c, c, 1)]),
                                values: [[([0], []), ([0], [])], [([0], []), ([-12], [])]]),
        ])
        let other = Font.Lookup(subtables: [
            Font.pairPosFormat1(valueFormat1: 4, valueFormat2: 0, sets: [(a, [(b, [-1000], [])])]),
        ])
        return Font.gpos(scripts: scripts,
                         features: features,
                         lookups: [dflt, main, extended, other])
    }
}

/// A face for line breaking whose widths are easy sums: 1000 units per em, every small letter
/// 500, space 250, "-" 300, "." 200, "…" 1000, "A" and "V" 600 with A→V −100 (`kern`).
enum TextFace {
    /// Glyphs 0 … 7 have long metrics: .notdef, space, "-", ".", "…", "A", "V", "a"; "b"…"z"
    /// (glyphs 8…32) repeat "a"'s 500.
    static func bytes(ellipsis: Bool = true, period: Bool = true) -> [UInt8] {
        var segments: [SyntheticFont.Segment] = [
            .init(start: 0x20, end: 0x20, delta: 1 - 0x20),
            .init(start: 0x2D, end: 0x2D, delta: 2 - 0x2D),
        ]
        if period { segments.append(.init(start: 0x2E, end: 0x2E, delta: 3 - 0x2E)) }
        segments += [
            .init(start: 0x41, end: 0x41, delta: 5 - 0x41),
            .init(start: 0x56, end: 0x56, delta: 6 - 0x56),
            .init(start: 0x61, end: 0x7A, delta: 7 - 0x61),
        ]
        if ellipsis { segments.append(.init(start: 0x2026, end: 0x2026, delta: 4 - 0x2026)) }
        var face = TestFace()
        face.longMetrics = [500, 250, 300, 200, 1000, 600, 600, 500]
        face.glyphCount = 33
        face.cmap = SyntheticFont.cmap([.init(platform: 3, encoding: 1, bytes: SyntheticFont.cmapFormat4(segments))])
        face.gpos = nil
        face.kern = SyntheticFont.kern([.init(coverage: 0x0001, pairs: [(5, 6, -100)])])
        face.names = [.init(platform: 3, nameID: 1, text: "Text Face")]
        return face.bytes
    }

    /// The face, read from `bytes`.
    static func face(ellipsis: Bool = true, period: Bool = true) throws -> FontFace {
        try #require(try FontFile.faces(bytes(ellipsis: ellipsis, period: period)).first)
    }
}
