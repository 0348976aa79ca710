import Foundation
import Testing
@testable import LayoutEngine

/// `docs/semantics-core.md §2`: every leaf for every kind of proposal (nil, 0, inf, finite, mixed).
struct LeafTests {
    /// Elements hold `any Layout` for custom layouts, so they are not `Sendable`; these are constants.
    struct Case: CustomStringConvertible, @unchecked Sendable {
        var name: String
        var element: LayoutElement
        var width: CGFloat?
        var height: CGFloat?
        var expected: CGSize
        var description: String { "\(name) at \(ProposedViewSize(width: width, height: height))" }
    }

    static let inf = CGFloat.infinity

    static let cases: [Case] = [
        Case(name: "box", element: .box(width: 40, height: 20), width: nil, height: nil, expected: CGSize(width: 40, height: 20)),
        Case(name: "box", element: .box(width: 40, height: 20), width: 0, height: 0, expected: CGSize(width: 40, height: 20)),
        Case(name: "box", element: .box(width: 40, height: 20), width: inf, height: inf, expected: CGSize(width: 40, height: 20)),
        Case(name: "box", element: .box(width: 40, height: 20), width: 100, height: nil, expected: CGSize(width: 40, height: 20)),
        Case(name: "rect", element: .shape(.rect), width: nil, height: nil, expected: CGSize(width: 10, height: 10)),
        Case(name: "rect", element: .shape(.rect), width: 0, height: 0, expected: .zero),
        Case(name: "rect", element: .shape(.rect), width: 100, height: 50, expected: CGSize(width: 100, height: 50)),
        Case(name: "rect", element: .shape(.rect), width: 100, height: nil, expected: CGSize(width: 100, height: 10)),
        // inf reaches the root: clamped to the content (ideal) size, §0.
        Case(name: "rect", element: .shape(.rect), width: inf, height: inf, expected: CGSize(width: 10, height: 10)),
        Case(name: "circle", element: .circle, width: nil, height: nil, expected: CGSize(width: 10, height: 10)),
        Case(name: "circle", element: .circle, width: 100, height: 50, expected: CGSize(width: 50, height: 50)),
        Case(name: "circle", element: .circle, width: 30, height: nil, expected: CGSize(width: 10, height: 10)),
        Case(name: "circle", element: .circle, width: 0, height: 0, expected: .zero),
        Case(name: "image", element: .image(width: 24, height: 24, resizable: false), width: 100, height: 100, expected: CGSize(width: 24, height: 24)),
        Case(name: "resizable image", element: .image(width: 24, height: 30, resizable: true), width: 100, height: 50, expected: CGSize(width: 100, height: 50)),
        Case(name: "resizable image", element: .image(width: 24, height: 30, resizable: true), width: nil, height: nil, expected: CGSize(width: 24, height: 30)),
        Case(name: "resizable image", element: .image(width: 24, height: 30, resizable: true), width: 0, height: nil, expected: CGSize(width: 0, height: 30)),
        // Outside a stack a spacer fills both axes, nil → minLength.
        Case(name: "spacer", element: .spacer(minLength: 8), width: nil, height: nil, expected: CGSize(width: 8, height: 8)),
        Case(name: "spacer", element: .spacer(minLength: 8), width: 50, height: 30, expected: CGSize(width: 50, height: 30)),
        Case(name: "divider", element: .divider, width: 200, height: nil, expected: CGSize(width: 200, height: 1)),
        Case(name: "divider", element: .divider, width: nil, height: nil, expected: CGSize(width: 10, height: 1)),
    ]

    @Test(arguments: cases)
    func leafAnswers(_ c: Case) {
        let result = layout(el(c.element, "leaf"), c.width, c.height)
        #expect(result.size == c.expected)
        #expect(result["leaf"] == CGRect(origin: .zero, size: c.expected))
    }
}

/// The deterministic text model (§2): advance 0.5 s, line 1.25 s, baseline 1.0 s.
struct TextTests {
    struct Case: CustomStringConvertible, Sendable {
        var text: String
        var size: CGFloat = 16
        var lineLimit: Int?
        var width: CGFloat?
        var height: CGFloat?
        var lines: [String]
        var expected: CGSize
        var description: String { "\(text.debugDescription) at \(ProposedViewSize(width: width, height: height))" }
    }

    static let cases: [Case] = [
        // 11 characters × 8 = 88 wide, one line of 20.
        Case(text: "Hello world", width: nil, height: nil, lines: ["Hello world"], expected: CGSize(width: 88, height: 20)),
        Case(text: "Hello world", width: .infinity, height: nil, lines: ["Hello world"], expected: CGSize(width: 88, height: 20)),
        // 50 / 8 → 6 characters a line: "Hello" / "world", widest 40.
        Case(text: "Hello world", width: 50, height: nil, lines: ["Hello", "world"], expected: CGSize(width: 40, height: 40)),
        // Height 20 keeps floor(20 / 20) = 1 line.
        Case(text: "Hello world", width: 50, height: 20, lines: ["Hello"], expected: CGSize(width: 40, height: 20)),
        // Height 5 still keeps one line (max(1, 0)).
        Case(text: "Hello world", width: 50, height: 5, lines: ["Hello"], expected: CGSize(width: 40, height: 20)),
        Case(text: "Hello world", lineLimit: 1, width: 50, height: nil, lines: ["Hello"], expected: CGSize(width: 40, height: 20)),
        // Width 0: one character per line, reported width 0; 10 letters → 200 tall.
        Case(text: "Hello world", width: 0, height: nil, lines: ["H", "e", "l", "l", "o", "w", "o", "r", "l", "d"], expected: CGSize(width: 0, height: 200)),
        Case(text: "Hello world", width: 0, height: 0, lines: [], expected: .zero),
        // A word wider than the line breaks between characters: 40 / 8 = 5 a line.
        Case(text: "abcdefghij", width: 40, height: nil, lines: ["abcde", "fghij"], expected: CGSize(width: 40, height: 40)),
        Case(text: "a\nbb", width: nil, height: nil, lines: ["a", "bb"], expected: CGSize(width: 16, height: 40)),
        // Size 15: advance 7.5, line 18.75; "Swift layout" is 12 characters = 90.
        Case(text: "Swift layout", size: 15, width: 200, height: nil, lines: ["Swift layout"], expected: CGSize(width: 90, height: 18.75)),
        Case(text: "", width: nil, height: nil, lines: [], expected: .zero),
        // Trailing spaces take no width, on the fast path too.
        Case(text: "ab  ", width: nil, height: nil, lines: ["ab"], expected: CGSize(width: 16, height: 20)),
        Case(text: "ab  ", width: 20, height: 5, lines: ["ab"], expected: CGSize(width: 16, height: 20)),
        // Grapheme clusters count once: "é" composed and an emoji flag are one character each.
        Case(text: "e\u{301}🇫🇷", width: nil, height: nil, lines: ["e\u{301}🇫🇷"], expected: CGSize(width: 16, height: 20)),
    ]

    @Test(arguments: cases)
    func textModel(_ c: Case) {
        let spec = TextSpec(c.text, size: c.size, lineLimit: c.lineLimit)
        let measurement = TextModel.model.measure(spec, proposal: ProposedViewSize(width: c.width, height: c.height))
        #expect(measurement.lines == c.lines)
        #expect(measurement.size == c.expected)
        #expect(TextModel.model.size(spec, proposal: ProposedViewSize(width: c.width, height: c.height)) == c.expected)
        #expect(layout(el(.text(spec)), c.width, c.height).size == c.expected)
    }

    @Test func baselines() {
        // Two lines at size 16: first baseline 16, last 20 + 16 = 36.
        let m = TextModel.model.measure(TextSpec("Hello world"), proposal: ProposedViewSize(width: 50, height: nil))
        #expect(m.firstBaseline == 16)
        #expect(m.lastBaseline == 36)
    }
}

extension TextTests {
    /// `size` (arithmetic on word lengths) must equal `measure` (the lines themselves) for any
    /// text and proposal.
    @Test func sizeAgreesWithTheLines() {
        var rng = SeededGenerator(state: 99)
        let alphabet: [Character] = ["a", "b", "é", "🇫🇷", " ", " ", "\n"]
        for _ in 0..<3000 {
            let text = String((0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? "a" })
            let spec = TextSpec(text, size: [8, 10, 16].randomElement(using: &rng) ?? 16, lineLimit: Bool.random(using: &rng) ? Int.random(in: 1...3, using: &rng) : nil)
            let widths: [CGFloat?] = [nil, 0, .infinity, 3, 8, 17, 24, 40, 100]
            let heights: [CGFloat?] = [nil, 0, .infinity, 5, 20, 30, 45]
            let proposal = ProposedViewSize(width: widths.randomElement(using: &rng) ?? nil, height: heights.randomElement(using: &rng) ?? nil)
            #expect(TextModel.model.size(spec, proposal: proposal) == TextModel.model.measure(spec, proposal: proposal).size,
                    "\(text.debugDescription) at \(proposal)")
        }
    }

    /// The same with a font: `size` answers a one-line text without breaking it, and must still
    /// be the measured lines' size, to the bit, at widths around the text's own.
    @Test func sizeAgreesWithTheLinesInAFont() {
        var rng = SeededGenerator(state: 2826)
        let words = ["AV", "To", "Wa", "tiny", "word", "x.", "中文", "🇫🇷", "", "\n"]
        for _ in 0..<2000 {
            let spec = TextSpec(rng.text(of: words), size: [8, 12, 17, 34][Int.random(in: 0...3, using: &rng)],
                                lineLimit: Bool.random(using: &rng) ? nil : Int.random(in: 0...2, using: &rng))
            let natural = TextModel.standard.size(spec, proposal: .unspecified).width
            let width: CGFloat? = [nil, 0, natural, natural + 1e-10, natural - 1e-10, natural * 0.7, .infinity,
                                   CGFloat(Int.random(in: 1...200, using: &rng))][Int.random(in: 0...7, using: &rng)]
            let height: CGFloat? = [nil, 0, 9, 30, .infinity][Int.random(in: 0...4, using: &rng)]
            let proposal = ProposedViewSize(width: width, height: height)
            #expect(TextModel.standard.size(spec, proposal: proposal)
                    == TextModel.standard.measure(spec, proposal: proposal).size, "\(spec.content.debugDescription) at \(proposal)")
        }
    }

    /// Lint counts a text's lines without making them: the count is the measured lines', in both
    /// text models, at widths and heights that wrap, cut and leave room.
    @Test func lineCountIsTheMeasuredLines() {
        var rng = SeededGenerator(state: 2828)
        let words = ["a", "tiny", "word", "longerword", "x", "supercalifragilistic", "of", ""]
        var cut = 0
        for model in [TextModel.model, TextModel.standard] {
            for _ in 0..<300 {
                let content = rng.text(of: words)
                let spec = TextSpec(content, size: [8, 12, 17][Int.random(in: 0...2, using: &rng)],
                                    lineLimit: Bool.random(using: &rng) ? nil : Int.random(in: 0...3, using: &rng))
                let width: CGFloat? = [nil, 0, 10, 37.5, 80, 300, .infinity][Int.random(in: 0...6, using: &rng)]
                let height: CGFloat? = [nil, 0, 9, 20, 45, .infinity][Int.random(in: 0...5, using: &rng)]
                let proposal = ProposedViewSize(width: width, height: height)
                let lines = model.measure(spec, proposal: proposal).lines.count
                #expect(model.lineCount(spec, proposal: proposal) == lines, "\(content.debugDescription) at \(proposal)")
                if lines < model.lineCount(spec, proposal: ProposedViewSize(width: width, height: nil)) { cut += 1 }
            }
        }
        #expect(cut > 50)  // the heights do cut lines
    }

    /// The widest piece a text cannot break (lint's "narrower than its word"): the longest word,
    /// and asked for one wider than a limit, the same piece or nil.
    @Test func widestUnbreakablePieceAndItsLimit() throws {
        let spec = TextSpec("a tiny supercalifragilistic word", size: 10)
        for model in [TextModel.model, TextModel.standard] {
            let widest = try #require(model.widestUnbreakable(spec))
            #expect(widest.text == "supercalifragilistic")
            #expect(model.widestUnbreakable(spec, widerThan: widest.width - 0.5)?.text == "supercalifragilistic")
            #expect(model.widestUnbreakable(spec, widerThan: widest.width) == nil)
        }
        // The model: 20 characters of half an em, 5 pt at 10 pt.
        #expect(TextModel.model.widestUnbreakable(spec)?.width == 100)
        var rng = SeededGenerator(state: 1428)
        for model in [TextModel.model, TextModel.standard] {
            for _ in 0..<200 {
                let spec = TextSpec(rng.text(of: ["a", "tiny", "word", "longerword", "x", "supercalifragilistic", ""]),
                                    size: [8, 12, 17][Int.random(in: 0...2, using: &rng)])
                let limit = CGFloat(Int.random(in: 0...200, using: &rng))
                let all = model.widestUnbreakable(spec)
                let wider = model.widestUnbreakable(spec, widerThan: limit)
                #expect(wider?.text == (all.map { $0.width > limit } == true ? all?.text : nil))
                #expect(wider?.width == (all.map { $0.width > limit } == true ? all?.width : nil))
            }
        }
    }
}
