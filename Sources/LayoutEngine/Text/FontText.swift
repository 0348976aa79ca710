import Foundation
import LayoutFont

/// A text measured with a font family (`docs/text.md`): its face for its weight, the family's
/// tracking at its size, lines broken at UAX #14's opportunities and cut with "…", each line as
/// tall as its text style's leading or, without a style, the face's own line height.
struct FontText {
    let spec: TextSpec
    let face: FontFace
    let tracking: Double
    /// The height of one line.
    let lineHeight: CGFloat

    init(_ spec: TextSpec, family: FontFamily) {
        self.spec = spec
        face = family.face(weight: spec.weight)
        tracking = family.tracking(atSize: Double(spec.size))
        if let height = spec.lineHeight {
            lineHeight = height
        } else if case let .style(style) = spec.scaling {
            // A text style's line is its leading (Apple's table at the default size, Large),
            // in proportion when the size was scaled without a category.
            lineHeight = CGFloat(style.leading(at: .large) / style.defaultSize) * spec.size
        } else {
            lineHeight = CGFloat(face.ascender + face.descender + face.lineGap) / CGFloat(face.unitsPerEm) * spec.size
        }
    }

    /// The distance from the top of a line to its baseline: the face's ascender below half of
    /// what the line has beyond the face's own height (its ascender and descender).
    var baselineOffset: CGFloat {
        let em = spec.size / CGFloat(face.unitsPerEm)
        let content = CGFloat(face.ascender + face.descender) * em
        return (lineHeight - content) / 2 + CGFloat(face.ascender) * em
    }

    /// The lines `text` keeps for `proposal`.
    func lines(_ text: ShapedText, proposal: ProposedViewSize) -> TextLines {
        let width = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
        var maxLines = Int.max
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            maxLines = max(1, NumericLimits.count(height / lineHeight + 1e-9))
        }
        if let limit = spec.lineLimit { maxLines = min(maxLines, max(limit, 1)) }
        return TextLines(text, size: Double(spec.size), tracking: tracking, width: width, maxLines: maxLines,
                         truncation: spec.truncation)
    }

    /// The widest kept line by the lines' height; 0 wide when proposed a width of 0.
    func size(_ text: ShapedText, proposal: ProposedViewSize) -> CGSize {
        if let width = singleLineWidth(text, proposal: proposal) {
            return CGSize(width: proposal.width == 0 ? 0 : CGFloat(width), height: lineHeight)
        }
        return size(lines(text, proposal: proposal), proposal: proposal)
    }

    /// How many lines `text` keeps for `proposal`.
    func lineCount(_ text: ShapedText, proposal: ProposedViewSize) -> Int {
        singleLineWidth(text, proposal: proposal) != nil ? 1 : lines(text, proposal: proposal).lines.count
    }

    /// The width of `text` when it is one line at `proposal` (a short label, most texts), worked
    /// out without breaking it into lines; nil when `lines` must answer.
    private func singleLineWidth(_ text: ShapedText, proposal: ProposedViewSize) -> Double? {
        let width = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
        return TextLines.singleLineWidth(text, size: Double(spec.size), tracking: tracking, width: width)
    }

    private func size(_ lines: TextLines, proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width == 0 ? 0 : CGFloat(lines.width), height: CGFloat(lines.lines.count) * lineHeight)
    }

    func measure(_ text: ShapedText, proposal: ProposedViewSize) -> TextMeasurement {
        let lines = lines(text, proposal: proposal)
        let characters = text.characters
        let strings = lines.lines.map { line -> String in
            var drawn = String(characters[line.leading])
            if line.ellipsis { drawn += "\u{2026}" }
            drawn += String(characters[line.trailing])
            while drawn.last == " " { drawn.removeLast() }
            return drawn
        }
        let baseline = baselineOffset
        return TextMeasurement(lines: strings, size: size(lines, proposal: proposal), firstBaseline: baseline,
                               lastBaseline: CGFloat(max(lines.lines.count - 1, 0)) * lineHeight + baseline)
    }

    /// The widest run between two break opportunities (spaces at its end not counted), when it
    /// is wider than `limit`.
    func widestUnbreakable(_ text: ShapedText, widerThan limit: CGFloat) -> (text: String, width: CGFloat)? {
        let measure = TextLines.Measure(text: text, size: Double(spec.size), tracking: tracking)
        var widest: (range: Range<Int>, width: Double)?
        var start = 0
        for index in text.clusters.indices where text.clusters[index].breakAfter != .none
            || index == text.clusters.count - 1 {
            var end = index + 1
            if text.clusters[index].breakAfter == .mandatory { end = index }  // the newline is not drawn
            let width = measure.width(start..<end)
            if width > widest?.width ?? 0 { widest = (start..<end, width) }
            start = index + 1
        }
        guard let widest, CGFloat(widest.width) > limit else { return nil }
        var piece = String(text.characters[widest.range])
        while piece.last == " " { piece.removeLast() }
        return (piece, CGFloat(widest.width))
    }
}
