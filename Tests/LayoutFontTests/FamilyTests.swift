import Foundation
import Testing
@testable import LayoutFont

/// `FontFamily`: weight matching as CSS Fonts Level 4 §5.2 ("Matching font styles", font-weight)
/// describes it, reading a family from files, and tracking.
@Suite struct FamilyTests {
    /// A family of synthetic faces with these (weight, italic) styles.
    static func family(_ styles: [(Int, Bool)]) throws -> FontFamily {
        FontFamily(faces: try styles.map { weight, italic in
            var written = TestFace()
            written.os2 = SyntheticFont.os2(weight: weight, fsSelection: italic ? 0x01 : 0x40)
            return try written.face()
        })
    }

    struct Case: CustomStringConvertible, Sendable {
        var family: [(Int, Bool)]
        var weight: Int
        var expected: (Int, Bool)
        var description: String { "\(weight) in \(family.map { "\($0.0)\($0.1 ? "i" : "")" })" }
    }

    static let fiveUpright = [(300, false), (400, false), (500, false), (600, false), (700, false)]

    /// CSS: desired 400…500 → weights ≥ desired up to 500 ascending, then < desired descending,
    /// then > 500 ascending; below 400 → ≤ desired descending, then heavier ascending; above 500
    /// → ≥ desired ascending, then lighter descending.
    static let cases: [Case] = [
        Case(family: fiveUpright, weight: 400, expected: (400, false)),
        Case(family: fiveUpright, weight: 500, expected: (500, false)),
        Case(family: fiveUpright, weight: 450, expected: (500, false)),
        Case(family: fiveUpright, weight: 300, expected: (300, false)),
        // 450: nothing in 450…500, so lighter (400) before heavier (600).
        Case(family: [(400, false), (600, false), (700, false)], weight: 450, expected: (400, false)),
        Case(family: [(400, false), (600, false), (700, false)], weight: 500, expected: (400, false)),
        Case(family: [(400, false), (600, false), (700, false)], weight: 550, expected: (600, false)),
        // 300: lighter first, then heavier; 400 with nothing in 400…500: lighter (200) before 600.
        Case(family: [(200, false), (600, false)], weight: 300, expected: (200, false)),
        Case(family: [(200, false), (600, false)], weight: 400, expected: (200, false)),
        // 800: heavier first, then lighter.
        Case(family: [(200, false), (600, false)], weight: 800, expected: (600, false)),
        Case(family: [(500, false), (900, false)], weight: 800, expected: (900, false)),
        Case(family: [(500, false), (900, false)], weight: 300, expected: (500, false)),
        Case(family: [(500, false), (900, false)], weight: 100, expected: (500, false)),
        Case(family: [(500, false), (900, false)], weight: 950, expected: (900, false)),
        // Italic faces only when no upright one: 400 italic loses to 700 upright.
        Case(family: [(400, true), (700, false)], weight: 400, expected: (700, false)),
        Case(family: [(400, false), (400, true)], weight: 400, expected: (400, false)),
        Case(family: [(400, true), (700, true)], weight: 600, expected: (700, true)),
        Case(family: [(400, true), (700, true)], weight: 400, expected: (400, true)),
    ]

    @Test(arguments: cases)
    func faceForWeight(_ c: Case) throws {
        let face = try FamilyTests.family(c.family).face(weight: c.weight)
        #expect(face.weight == c.expected.0 && face.isItalic == c.expected.1)
    }

    @Test func facesUprightFirstThenByWeight() throws {
        let family = try FamilyTests.family([(700, true), (700, false), (300, true), (400, false)])
        #expect(family.faces.map { "\($0.weight)\($0.isItalic ? "i" : "")" } == ["400", "700", "300i", "700i"])
        #expect(family.name == "Synth" && !family.tracksAsSystemFont)
    }

    @Test func builtInMatching() {
        // Regular 400, Medium 500, SemiBold 600, Bold 700.
        let family = FontFamily.builtIn
        for (asked, found) in [(100, 400), (300, 400), (400, 400), (450, 500), (500, 500), (550, 600), (600, 600),
                               (650, 700), (700, 700), (800, 700), (900, 700)] {
            #expect(family.face(weight: asked).weight == found, "\(asked)")
        }
    }

    @Test func fromFiles() throws {
        var bold = TestFace()
        bold.os2 = SyntheticFont.os2(weight: 700, fsSelection: 0)
        let paths = [try temporaryFile(TestFace().bytes, name: "a.ttf"), try temporaryFile(bold.bytes, name: "b.ttf")]
        defer { paths.forEach(removeTemporaryFile) }
        let family = try FontFamily(paths: paths)
        #expect(family.faces.map(\.weight) == [500, 700] && family.name == "Synth")
        #expect(family.tracking(atSize: 17) == 0)
    }

    @Test func fileErrorsNameTheFile() throws {
        #expect(throws: FontError("no font file given")) { try FontFamily(paths: []) }
        #expect(throws: FontError("/nonexistent/a.ttf: no such file")) {
            try FontFamily(paths: ["/nonexistent/a.ttf"])
        }
        let path = try temporaryFile([UInt8](repeating: 0, count: 12), name: "zeros.ttf")
        defer { removeTemporaryFile(path) }
        #expect(throws: FontError("\(path): not an OpenType or TrueType font (its first four bytes are 0x0)", at: 0)) {
            try FontFamily(paths: [path])
        }
    }

    @Test func builtInTracksAsTheSystemFont() {
        // SystemTrackingTests checks the table; the family applies it.
        #expect(FontFamily.builtIn.tracking(atSize: 17) == -0.43)
        #expect(FontFamily.builtIn.tracking(atSize: 11) == 0.06)
    }
}
