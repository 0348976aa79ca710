import Foundation
import Testing
@testable import LayoutFont

/// The built-in family (Inter's metrics, generated into BuiltInFaces.swift) measures text as
/// HarfBuzz does with Inter's files: the advances and the `kern` feature, no substitutions.
///
/// Every expected width is the sum of x_advance from HarfBuzz 6.0.0 on Debian's fonts-inter files:
///
///     hb-shape --features="-calt,-ccmp,-liga,-locl,-frac,-numr,-dnom,kern" --output-format=json \
///         /usr/share/fonts/opentype/inter/Inter-Regular.otf "Illinois"
///
/// (and -Medium, -SemiBold, -Bold). Units per em, ascender, descender and line gap are fontTools
/// 4.68's `TTFont(...)['head'].unitsPerEm` and `['hhea'].ascent`, `.descent`, `.lineGap`.
@Suite struct BuiltInFaceTests {
    static let weights = [400, 500, 600, 700]
    static let directory = "/usr/share/fonts/opentype/inter"
    static let files = ["Regular", "Medium", "SemiBold", "Bold"].map { "\(directory)/Inter-\($0).otf" }
    static let italicFile = "\(directory)/Inter-Italic.otf"
    /// Whether Debian's fonts-inter is installed (the tests that read its files need it; the rest do not).
    static let installed = (files + [italicFile]).allSatisfy { FileManager.default.fileExists(atPath: $0) }

    /// A string and HarfBuzz's width of it, in units, for Regular, Medium, SemiBold, Bold.
    static let widths: [(String, [Int])] = [
        ("Illinois", [8216, 8450, 8685, 8915]),
        ("MOMENTUM", [17356, 17458, 17559, 17661]),
        ("iiiiii", [4008, 4206, 4404, 4596]),
        ("WWWWWW", [16032, 16524, 17010, 17502]),
        // Kerned: with "-kern" instead of "kern", AVATAR is 11224 in Regular, "To" 3488, "1,234.50" 11648.
        ("AVATAR", [10376, 10624, 10872, 11124]),
        ("Typography", [15840, 16067, 16293, 16523]),
        ("To", [3264, 3305, 3346, 3386]),
        ("1,234.50", [11392, 11661, 11928, 12200]),
    ]

    @Test func fourUprightFacesOfInter() {
        let family = FontFamily.builtIn
        #expect(family.name == "Inter" && family.tracksAsSystemFont)
        #expect(family.faces.map(\.weight) == BuiltInFaceTests.weights)
        for face in family.faces {
            #expect(face.familyName == "Inter" && !face.isItalic)
            // fontTools: unitsPerEm 2816, hhea ascent 2728, descent −680, lineGap 0 in all four files.
            #expect(face.unitsPerEm == 2816 && face.ascender == 2728 && face.descender == 680 && face.lineGap == 0)
        }
    }

    @Test(arguments: widths.indices)
    func widthsAsHarfBuzzGivesThem(_ index: Int) throws {
        let (text, expected) = BuiltInFaceTests.widths[index]
        for (face, width) in zip(FontFamily.builtIn.faces, expected) {
            #expect(try BuiltInFaceTests.units(text, face) == width, "\(text) at weight \(face.weight)")
            let shaped = ShapedText(text, face: face)
            let ems = shaped.advance(of: 0..<shaped.clusters.count)
            #expect(abs(ems * Double(face.unitsPerEm) - Double(width)) < 1e-6, "\(text) at weight \(face.weight)")
        }
    }

    @Test func clustersOfTo() throws {
        // hb-shape … Inter-Regular.otf "T": 1808, "o": 1680; "To" 1584 + 1680: the pair kerns −224.
        let shaped = ShapedText("To", face: FontFamily.builtIn.face(weight: 400))
        #expect(shaped.clusters.count == 2)
        #expect(abs(shaped.advance(of: 0..<1) * 2816 - 1808) < 1e-9)
        #expect(abs(shaped.clusters[0].kerningAfter * 2816 + 224) < 1e-9)
        #expect(abs(shaped.advance(of: 1..<2) * 2816 - 1680) < 1e-9 && shaped.clusters[1].kerningAfter == 0)
        // fontTools: Inter-Regular's U+2026 glyph (uni2026) advances 2312.
        #expect(abs(shaped.ellipsisAdvance * 2816 - 2312) < 1e-9)
    }

    @Test(.enabled(if: installed), arguments: files.indices)
    func theFontFilesMeasureAsTheBuiltInFaces(_ index: Int) throws {
        let faces = try FontFile.faces(atPath: BuiltInFaceTests.files[index])
        let face = try #require(faces.first)
        #expect(faces.count == 1 && face.familyName == "Inter" && face.weight == BuiltInFaceTests.weights[index])
        #expect(face.unitsPerEm == 2816 && face.ascender == 2728 && face.descender == 680 && !face.isItalic)
        for (text, widths) in BuiltInFaceTests.widths {
            #expect(try BuiltInFaceTests.units(text, face) == widths[index], "\(text)")
        }
    }

    @Test(.enabled(if: installed))
    func theItalicFile() throws {
        // fontTools: Inter-Italic's OS/2 fsSelection is 129 (bit 0, italic), usWeightClass 400.
        let face = try #require(try FontFile.faces(atPath: BuiltInFaceTests.italicFile).first)
        #expect(face.isItalic && face.weight == 400 && face.familyName == "Inter")
        // A family of the four uprights and the italic still answers 400 with the upright face.
        let family = try FontFamily(paths: BuiltInFaceTests.files + [BuiltInFaceTests.italicFile])
        #expect(family.faces.count == 5 && family.faces.last?.isItalic == true)
        #expect(!family.face(weight: 400).isItalic && family.name == "Inter" && !family.tracksAsSystemFont)
    }

    /// The width of `text` in units from the face's own answers: each scalar's glyph advance and
    /// the kerning between neighbours.
    static func units(_ text: String, _ face: FontFace) throws -> Int {
        let glyphs = try text.unicodeScalars.map { scalar in
            try #require(face.glyph(for: scalar), "U+\(String(scalar.value, radix: 16))")
        }
        let advances = glyphs.map(face.advance(of:)).reduce(0, +)
        return advances + zip(glyphs, glyphs.dropFirst()).map { face.kerning($0, $1) }.reduce(0, +)
    }
}
