import Foundation
import Testing
@testable import LayoutFont

// Helpers the suites share: checks every face must pass, temporary files, a seeded generator.

/// Asks `face` everything a layout asks: glyphs, advances, kerning, a shaped text broken into lines.
func exercise(_ face: FontFace) {
    for scalar: Unicode.Scalar in ["A", "a", " ", "é", "\u{FF01}", "0", "\u{2026}", "\u{1F600}", "\u{10FFFF}"] {
        if let glyph = face.glyph(for: scalar) { #expect(glyph > 0 && glyph < face.glyphCount) }
    }
    let glyphs = 0..<min(face.glyphCount, 16)
    for left in glyphs {
        #expect(face.advance(of: left) >= 0)
        for right in glyphs { _ = face.kerning(left, right) }
    }
    let text = ShapedText("AB Ca\u{2026} é \u{FF01}0 1 👍🏽\nab", face: face)
    for width in [nil, 0, 5, 40, 1000] as [Double?] {
        for mode in TruncationMode.allCases {
            let lines = TextLines(text, size: 17, tracking: 0.1, width: width, maxLines: 2, truncation: mode)
            #expect(lines.width.isFinite && !lines.lines.isEmpty)
        }
    }
}

/// Expects reading `font` to throw a `FontError` whose message contains `part`.
func expectError(_ font: [UInt8], containing part: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        _ = try FontFile.faces(font)
        Issue.record("read as a font; expected an error containing '\(part)'", sourceLocation: sourceLocation)
    } catch let error as FontError {
        #expect(error.message.contains(part), "\(error)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("not a FontError: \(error)", sourceLocation: sourceLocation)
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a seeded generator, so every run flips the same bytes.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Writes `bytes` to a new file in the temporary directory and returns its path.
func temporaryFile(_ bytes: [UInt8], name: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("LayoutFontTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
}

/// Removes a file `temporaryFile` wrote, and its directory.
func removeTemporaryFile(_ path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
}

/// Whether two widths agree to 1e-9 (sums of advances in 1/1000 em are not exact in binary).
func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
