import Foundation
import Testing
@testable import LayoutFont

/// `TextLines`: greedy breaking, spaces at a line's end, truncation and tracking. Most texts are
/// in `TextFace` at 10 pt, where every width is a sum by hand: a letter 5 pt, a space 2.5 pt,
/// "-" 3 pt, "…" 10 pt; tracking adds its amount per cluster.
@Suite struct TextLinesTests {
    /// A line as (leading clusters, ellipsis, trailing clusters, width).
    typealias Expected = (Range<Int>, Bool, Range<Int>, Double)

    /// `text` in `TextFace` at 10 pt, broken at `width`.
    func broken(_ text: String, width: Double?, tracking: Double = 0, maxLines: Int = .max,
                truncation: TruncationMode = .tail) throws -> TextLines {
        TextLines(ShapedText(text, face: try TextFace.face()), size: 10, tracking: tracking, width: width,
                  maxLines: maxLines, truncation: truncation)
    }

    /// Lines without an ellipsis: each range with its width.
    func plain(_ lines: [(Range<Int>, Double)]) -> [Expected] {
        lines.map { ($0.0, false, $0.0.upperBound..<$0.0.upperBound, $0.1) }
    }

    /// Expects `lines` to be `expected`: the same ranges and ellipses, widths to 1e-9.
    func check(_ lines: TextLines, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation) {
        let found = lines.lines.map { "\($0.leading)\($0.ellipsis ? "…" : "")\($0.trailing)" }
        let wanted = expected.map { "\($0.0)\($0.1 ? "…" : "")\($0.2)" }
        #expect(found == wanted, sourceLocation: sourceLocation)
        for (line, want) in zip(lines.lines, expected) {
            #expect(isClose(line.width, want.3), "\(line.leading): \(line.width) ≠ \(want.3)",
                    sourceLocation: sourceLocation)
        }
        #expect(isClose(lines.width, expected.map(\.3).max() ?? 0), sourceLocation: sourceLocation)
    }

    @Test func greedyBetweenTwoLineWidths() throws {
        // "aaa bbb ccc": "aaa bbb" is 15 + 2.5 + 15 = 32.5, the whole 50. At 33 the first line takes
        // "aaa bbb " ("aaa bbb c" would be 40), its space hanging; at 32.4 "bbb" moves down too.
        check(try broken("aaa bbb ccc", width: 33), plain([(0..<8, 32.5), (8..<11, 15)]))
        check(try broken("aaa bbb ccc", width: 32.4), plain([(0..<4, 15), (4..<8, 15), (8..<11, 15)]))
        check(try broken("aaa bbb ccc", width: 50), plain([(0..<11, 50)]))
        check(try broken("aaa bbb ccc", width: 49.9), plain([(0..<8, 32.5), (8..<11, 15)]))
    }

    @Test func afterAHyphen() throws {
        // "aaa-" 18, "aaa-b" 23 fit 25, "aaa-bb" 28 does not: the break after "-".
        check(try broken("aaa-bbb", width: 25), plain([(0..<4, 18), (4..<7, 15)]))
    }

    @Test func aWordWiderThanTheLine() throws {
        // 8 letters of 5 pt at 12 pt: two a line.
        check(try broken("abcdefgh", width: 12), plain([(0..<2, 10), (2..<4, 10), (4..<6, 10), (6..<8, 10)]))
        // One letter exactly a line.
        check(try broken("abcd", width: 5), plain([(0..<1, 5), (1..<2, 5), (2..<3, 5), (3..<4, 5)]))
        // "ab " then "cdefghij" (40) at 20: four letters a line after the first.
        check(try broken("ab cdefghij", width: 20), plain([(0..<3, 10), (3..<7, 20), (7..<11, 20)]))
    }

    @Test func narrowerThanOneLetter() throws {
        // At 3 (or 0) no letter fits: still one a line, four lines for four letters.
        for width in [3.0, 0] {
            let lines = try broken("abcd", width: width)
            #expect(lines.lines.prefix(4).map(\.leading) == [0..<1, 1..<2, 2..<3, 3..<4])
            #expect(lines.lines.count == 4)
        }
        // A single letter too wide: one line, not two.
        let single = try broken("a", width: 1)
        #expect(single.lines.count == 1)
    }

    @Test func spacesAtTheEndTakeNoWidth() throws {
        check(try broken("aaa   ", width: nil), plain([(0..<6, 15)]))
        // Spaces never overflow a line: "aaa bbb   " fits 32.5.
        check(try broken("aaa bbb   ", width: 32.5), plain([(0..<10, 32.5)]))
        // Four spaces hang after "aaa" (15) at 20; "bbb" starts the next line.
        check(try broken("aaa    bbb", width: 20), plain([(0..<7, 15), (7..<10, 15)]))
    }

    @Test func noWidthBreaksOnlyAtNewlines() throws {
        check(try broken("aaa bbb ccc", width: nil), plain([(0..<11, 50)]))
        check(try broken("aaa\nbbb ccc", width: nil), plain([(0..<3, 15), (4..<11, 32.5)]))
        // An empty line between two newlines; a newline at the end starts an empty last line.
        check(try broken("a\n\nb", width: nil), plain([(0..<1, 5), (2..<2, 0), (3..<4, 5)]))
        check(try broken("a\n", width: nil), plain([(0..<1, 5), (2..<2, 0)]))
        // A newline breaks even where the width would not.
        check(try broken("a\nb", width: 100), plain([(0..<1, 5), (2..<3, 5)]))
    }

    @Test func trackingAddsItsAmountPerCluster() throws {
        // 11 clusters: 50 + 11 × 1.
        check(try broken("aaa bbb ccc", width: nil, tracking: 1), plain([(0..<11, 61)]))
        // The hanging space and its tracking are not counted: 15 + 3 × 1.
        check(try broken("aaa ", width: nil, tracking: 1), plain([(0..<4, 18)]))
        // At 40: "aaa bbb" 32.5 + 7 = 39.5 fits, "aaa bbb c" 40 + 9 = 49 does not.
        check(try broken("aaa bbb ccc", width: 40, tracking: 1), plain([(0..<8, 39.5), (8..<11, 18)]))
        // Negative tracking (as SystemTracking gives at 17 pt) narrows: 50 − 11 × 0.43.
        check(try broken("aaa bbb ccc", width: nil, tracking: -0.43), plain([(0..<11, 50 - 11 * 0.43)]))
    }

    @Test func tailTruncation() throws {
        // "abc def ghi jkl" at 33, one line: "abc d" (22.5) + "…" (10) = 32.5 fits; "abc de" + "…",
        // 37.5, does not.
        let one = try broken("abc def ghi jkl", width: 33, maxLines: 1)
        check(one, [(0..<5, true, 15..<15, 32.5)])
        #expect(one.width <= 33)
        // At 25, two lines of "abc " / "def " / "ghi " / "jkl": the second is the rest, "def" + "…" = 25.
        check(try broken("abc def ghi jkl", width: 25, maxLines: 2),
              [(0..<4, false, 4..<4, 15), (4..<7, true, 15..<15, 25)])
    }

    @Test func truncationCountsTheEllipsisAndTracking() throws {
        // Tracking 1 at 30: "abc " / "def". One line: the ellipsis is 10 + 1; "abc" is 15 + 3;
        // 18 + 11 = 29 fits, "abc d" (22.5 + 5) + 11 does not.
        let lines = try broken("abc def", width: 30, tracking: 1, maxLines: 1)
        check(lines, [(0..<3, true, 7..<7, 29)])
        #expect(lines.width <= 30)
    }

    @Test func headAndMiddleTruncation() throws {
        // "abc def ghi" at 30 is three lines. Head: "…" + " ghi" is 10 + 17.5, the space skipped: "…ghi", 25.
        check(try broken("abc def ghi", width: 30, maxLines: 1, truncation: .head), [(0..<0, true, 8..<11, 25)])
        // Middle: clusters from both ends in turn while they fit: "ab" + "…" + "hi" = 10 + 10 + 10.
        check(try broken("abc def ghi", width: 30, maxLines: 1, truncation: .middle), [(0..<2, true, 9..<11, 30)])
    }

    @Test func truncationStopsAtTheParagraph() throws {
        // "abc def\nghi" at 20: "abc " / "def" / "ghi". Two lines: the second is "def" only (its
        // paragraph ends at the newline): "de" + "…" = 20.
        check(try broken("abc def\nghi", width: 20, maxLines: 2), [(0..<4, false, 4..<4, 15), (4..<6, true, 7..<7, 20)])
        // No width: the first paragraph whole, then "…": "abc" + "…" = 25, in every mode.
        for mode in TruncationMode.allCases {
            check(try broken("abc\ndef", width: nil, maxLines: 1, truncation: mode), [(0..<3, true, 3..<3, 25)])
        }
    }

    @Test func enoughLinesNeedNoEllipsis() throws {
        check(try broken("aaa bbb ccc", width: 33, maxLines: 2), plain([(0..<8, 32.5), (8..<11, 15)]))
    }

    @Test func notEvenTheEllipsisFits() throws {
        // At 5 the ellipsis alone (10) is too wide: the line is the ellipsis.
        check(try broken("abc def", width: 5, maxLines: 1), [(0..<0, true, 7..<7, 10)])
    }

    @Test func noLinesAtAllIsOneLine() throws {
        // A limit below 1 keeps one line, as a lineLimit of 0 does: "abc" whole, cut by nothing.
        #expect(try broken("abc", width: nil, maxLines: 0).lines.count == 1)
    }

    @Test func theBuiltInFaceBetweenTwoLineWidths() {
        // Widths from HarfBuzz, in Inter-Regular's units (2816 per em):
        //     hb-shape --features="-calt,-ccmp,-liga,-locl,-frac,-numr,-dnom,kern" --output-format=json \
        //         Inter-Regular.otf "Typography is the art"
        // gives the advances 1632 1568 1716 1680 1716 1048 1588 1716 1608 1568 | 792 | 668 1472 | 792 |
        // 1056 1664 1640 | 792 | 1588 1144 1024. "Typography is" is 18772 (113.32 pt at 17 pt),
        // "Typography is t" 20620 (124.48), "Typography is th" 22284 (134.52), "Typography is the"
        // 23924 (144.43), "Typography is the a" 26304 (158.79), "the art" 8908, "art" 3756.
        let text = ShapedText("Typography is the art", face: FontFamily.builtIn.face(weight: 400))
        let points = 17.0 / 2816
        // 130 lies between 124.48 and 134.52: the line ends after "is ".
        check(TextLines(text, size: 17, tracking: 0, width: 130, maxLines: .max),
              plain([(0..<14, 18772 * points), (14..<21, 8908 * points)]))
        // 150 lies between 144.43 and 158.79: after "the ".
        check(TextLines(text, size: 17, tracking: 0, width: 150, maxLines: .max),
              plain([(0..<18, 23924 * points), (18..<21, 3756 * points)]))
    }

    @Test func oneLineWithoutBreaking() throws {
        let face = try TextFace.face()
        func width(_ text: String, _ width: Double?, tracking: Double = 0) -> Double? {
            TextLines.singleLineWidth(ShapedText(text, face: face), size: 10, tracking: tracking, width: width)
        }
        // "aaa bbb" is 15 + 2.5 + 15 = 32.5: one line at 32.5 and wider, none asked below it.
        #expect(width("aaa bbb", 32.5) == 32.5)
        #expect(width("aaa bbb", nil) == 32.5)
        #expect(width("aaa bbb", 32.4) == nil)
        // A space at the end hangs: "aaa bbb " is still 32.5 wide and fits 32.5.
        #expect(width("aaa bbb ", 32.5) == 32.5)
        // A newline always makes two lines.
        #expect(width("ab\ncd", nil) == nil)
        // Tracking 1 adds 1 per cluster: "aaa" 18 fits 18, not 17.9. Tracking −1: "aaa" is 12 (the
        // bound, 15 − 1, is too wide at 12: the prefixes 4, 8, 12 are compared one by one).
        #expect(width("aaa", 18, tracking: 1) == 18)
        #expect(width("aaa", 17.9, tracking: 1) == nil)
        #expect(width("aaa", 12, tracking: -1) == 12)
        #expect(width("aaa", 11.9, tracking: -1) == nil)
    }

    /// Whenever `singleLineWidth` answers, the breaking gives that one line, to the bit: Inter
    /// with its kerning ("AV", "To", "Wa"), trackings of both signs, widths around the text's own.
    @Test func oneLineIsWhatBreakingGives() {
        let face = FontFamily.builtIn.face(weight: 400)
        let words = ["AV", "To", "Wa", "Typography", "is", "the", "art", "-", "x.", "\u{301}e", "中文", " ", "  "]
        var rng = SplitMix64(seed: 2826)
        var answered = 0, declinedOneLine = 0
        for _ in 0..<4000 {
            let text = (0..<Int.random(in: 1...6, using: &rng)).map { _ in words.randomElement(using: &rng)! }
                .joined(separator: Bool.random(using: &rng) ? " " : "")
            let shaped = ShapedText(text, face: face)
            let size = [8.0, 11, 17, 34].randomElement(using: &rng)!
            let tracking = [0.0, 0.3, -0.4, SystemTracking.points(atSize: size)].randomElement(using: &rng)!
            let natural = TextLines(shaped, size: size, tracking: tracking, width: nil, maxLines: .max).width
            let width: Double? = [nil, natural, natural + 1e-10, natural - 1e-10, natural - 0.01, natural * 0.6,
                                  Double.random(in: 0...300, using: &rng)].randomElement(using: &rng)!
            let lines = TextLines(shaped, size: size, tracking: tracking, width: width, maxLines: .max)
            if let one = TextLines.singleLineWidth(shaped, size: size, tracking: tracking, width: width) {
                answered += 1
                #expect(lines.lines.count == 1 && lines.width == one, "\(text.debugDescription) at \(String(describing: width))")
            } else if lines.lines.count == 1 {
                declinedOneLine += 1
            }
        }
        // Every single line is answered without breaking but a single cluster wider than the width
        // (one line, as one cluster at least is kept on a line).
        #expect(answered > 1500)
        #expect(declinedOneLine < 20)
    }
}
