import Foundation
import LayoutFont

/// What text is measured with (`docs/text.md`): the one place every stage asks — the engine for
/// sizes and baselines, the emitters for the lines they draw, lint for what a text lost.
public enum TextModel: Sendable, Equatable {
    /// The deterministic model (`--font model`): every Character advances `0.5 × size`, a line is
    /// `1.25 × size` tall, the first baseline sits `1.0 × size` below the top, text with no size
    /// is 16 pt, and a cut line has no ellipsis. Every frame worked out by hand assumes it.
    case model
    /// A font family's metrics and kerning, lines broken as UAX #14 says and cut with "…".
    case fonts(FontFamily)

    /// The default: the built-in family (Inter's metrics, tracked as Apple's system font).
    public static let standard = TextModel.fonts(.builtIn)

    /// The size of a text that sets none: 16 pt in the model, else the body style's 17 pt.
    public var defaultSize: CGFloat {
        if case .model = self { return 16 }
        return CGFloat(TextStyle.body.defaultSize)
    }

    /// How a text that sets no font scales: in proportion to body in the model (whose 16 pt is
    /// not body's size), else as the body style.
    public var defaultScaling: TextScaling {
        if case .model = self { return .relative(.body) }
        return .style(.body)
    }

    /// Two models are the same when both are the model or both measure with the same family.
    public static func == (a: TextModel, b: TextModel) -> Bool {
        switch (a, b) {
        case (.model, .model): return true
        case let (.fonts(x), .fonts(y)): return x === y
        default: return false
        }
    }

    /// The family, or nil for the model.
    public var family: FontFamily? {
        if case let .fonts(family) = self { return family }
        return nil
    }

    /// What `size` and `measure` need of `spec` that does not depend on the proposal, worked out
    /// once per text: its words' lengths in the model, its clusters shaped in its face otherwise.
    public func summary(_ spec: TextSpec) -> TextSummary {
        switch self {
        case .model: return .words(MonospaceText.words(spec.content))
        case let .fonts(family): return .shaped(ShapedText(spec.content, face: family.face(weight: spec.weight)))
        }
    }

    /// The size `spec` answers to `proposal` (`docs/semantics-core.md §2`), as `measure` would
    /// give it but without building the lines' strings.
    public func size(_ spec: TextSpec, proposal: ProposedViewSize, summary: TextSummary? = nil) -> CGSize {
        if Self.isEmpty(spec, proposal) { return .zero }
        let spec = spec.minimumScaleFactor < 1 ? fitted(spec, proposal: proposal, summary: summary) : spec
        return unscaledSize(spec, proposal: proposal, summary: summary)
    }

    /// `size` at the spec's own font size.
    private func unscaledSize(_ spec: TextSpec, proposal: ProposedViewSize, summary: TextSummary?) -> CGSize {
        if Self.isEmpty(spec, proposal) { return .zero }
        switch self {
        case .model:
            return MonospaceText.size(spec, proposal: proposal, words: summary?.words)
        case let .fonts(family):
            let text = summary?.shaped ?? ShapedText(spec.content, face: family.face(weight: spec.weight))
            return FontText(spec, family: family).size(text, proposal: proposal)
        }
    }

    /// How many lines `spec` keeps at `proposal`: `measure(…).lines.count`, with a font without
    /// making the lines' strings (lint asks it of every text at every configuration; the model's
    /// lines are cheap strings of its own wrapping).
    public func lineCount(_ spec: TextSpec, proposal: ProposedViewSize, summary: TextSummary? = nil) -> Int {
        if Self.isEmpty(spec, proposal) { return 0 }
        let spec = spec.minimumScaleFactor < 1 ? fitted(spec, proposal: proposal, summary: summary) : spec
        return unscaledLineCount(spec, proposal: proposal, summary: summary)
    }

    /// `lineCount` at the spec's own font size.
    private func unscaledLineCount(_ spec: TextSpec, proposal: ProposedViewSize, summary: TextSummary?) -> Int {
        if Self.isEmpty(spec, proposal) { return 0 }
        switch self {
        case .model:
            return MonospaceText.measure(spec, proposal: proposal).lines.count
        case let .fonts(family):
            let text = summary?.shaped ?? ShapedText(spec.content, face: family.face(weight: spec.weight))
            return FontText(spec, family: family).lineCount(text, proposal: proposal)
        }
    }

    /// `spec` laid out for `proposal`: its lines (cut ones ending in "…" with a font), size and
    /// baselines.
    public func measure(_ spec: TextSpec, proposal: ProposedViewSize, summary: TextSummary? = nil)
        -> TextMeasurement {
        if Self.isEmpty(spec, proposal) {
            return TextMeasurement(lines: [], size: .zero, firstBaseline: 0, lastBaseline: 0)
        }
        let spec = spec.minimumScaleFactor < 1 ? fitted(spec, proposal: proposal, summary: summary) : spec
        switch self {
        case .model:
            return MonospaceText.measure(spec, proposal: proposal)
        case let .fonts(family):
            let text = summary?.shaped ?? ShapedText(spec.content, face: family.face(weight: spec.weight))
            return FontText(spec, family: family).measure(text, proposal: proposal)
        }
    }

    /// The smallest scale `fitted` shrinks a text to, whatever its `minimumScaleFactor` (0 would
    /// be no text at all).
    public static let smallestScale: CGFloat = 1.0 / 64

    /// `spec` as it is set for `proposal` (`docs/text.md`, "Shrinking to fit"): a text with a
    /// `minimumScaleFactor` below 1 that does not fit the proposal at its size — more lines than
    /// its line limit, lines taller than the proposed height, or a word wider than the width —
    /// takes the largest size down to that scale at which it fits (found to 1/4096 of its size by
    /// halving), its line height scaled with it; the smallest when none fits (then it is cut). A
    /// text that fits, or is proposed no width, keeps its size. The spec returned shrinks no more
    /// (its `minimumScaleFactor` is 1).
    public func fitted(_ spec: TextSpec, proposal: ProposedViewSize, summary: TextSummary? = nil) -> TextSpec {
        var full = spec
        full.minimumScaleFactor = 1
        guard spec.minimumScaleFactor < 1, let width = proposal.width, width.isFinite, width > 0,
              !Self.isEmpty(spec, proposal) else { return full }
        func scaled(_ scale: CGFloat) -> TextSpec {
            var smaller = full
            smaller.size = full.size * scale
            smaller.lineHeight = full.lineHeight.map { $0 * scale }
            return smaller
        }
        func fits(_ candidate: TextSpec) -> Bool {
            var unlimited = candidate
            unlimited.lineLimit = nil
            let open = ProposedViewSize(width: width, height: nil)
            if let limit = candidate.lineLimit,
               unscaledLineCount(unlimited, proposal: open, summary: summary) > limit { return false }
            if let height = proposal.height, height.isFinite,
               unscaledSize(unlimited, proposal: open, summary: summary).height > height + 0.001 { return false }
            return widestUnbreakable(candidate, summary: summary, widerThan: width + 0.01) == nil
        }
        if fits(full) { return full }
        var low = max(spec.minimumScaleFactor, Self.smallestScale), high: CGFloat = 1
        guard fits(scaled(low)) else { return scaled(low) }
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if fits(scaled(middle)) { low = middle } else { high = middle }
        }
        return scaled(low)
    }

    /// The height of one of `spec`'s lines.
    public func lineHeight(_ spec: TextSpec) -> CGFloat {
        switch self {
        case .model: return MonospaceText.lineHeight(spec)
        case let .fonts(family): return FontText(spec, family: family).lineHeight
        }
    }

    /// The widest piece of `spec` that cannot break across lines without breaking a word (in the
    /// model a run between spaces; with a font a run between UAX #14's break opportunities,
    /// spaces at its end not counted), and its width. Nil for a text with no visible piece, or
    /// none wider than `limit` (then no string is made: lint asks it of every text).
    public func widestUnbreakable(_ spec: TextSpec, summary: TextSummary? = nil, widerThan limit: CGFloat = -.infinity)
        -> (text: String, width: CGFloat)? {
        switch self {
        case .model:
            return MonospaceText.widestWord(spec).flatMap { $0.width > limit ? $0 : nil }
        case let .fonts(family):
            let text = summary?.shaped ?? ShapedText(spec.content, face: family.face(weight: spec.weight))
            return FontText(spec, family: family).widestUnbreakable(text, widerThan: limit)
        }
    }

    /// Text with no content or no size, or proposed exactly 0×0, is 0×0 and draws nothing.
    private static func isEmpty(_ spec: TextSpec, _ proposal: ProposedViewSize) -> Bool {
        spec.content.isEmpty || !(spec.size > 0) || proposal.width == 0 && proposal.height == 0
    }
}

/// A text laid out for one proposal.
public struct TextMeasurement: Hashable, Sendable {
    /// The kept lines, after wrapping and truncation, trailing spaces removed.
    public var lines: [String]
    /// The reported size.
    public var size: CGSize
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last kept line's baseline.
    public var lastBaseline: CGFloat
}

/// What a text's layout needs of its content, worked out once per text (`TextModel.summary`).
public enum TextSummary: Sendable {
    /// The model's: per paragraph (split at newlines), the character count of each word (split
    /// at single spaces, so consecutive spaces make empty words).
    case words([[Int]])
    /// A font's: the text's clusters with their advances, kerning and break opportunities.
    case shaped(ShapedText)

    var words: [[Int]]? {
        if case let .words(words) = self { return words }
        return nil
    }

    var shaped: ShapedText? {
        if case let .shaped(text) = self { return text }
        return nil
    }
}
