import Foundation

/// The deterministic text model (`SEMANTICS.md` §2): no fonts, so that every machine computes
/// the same frames. Every Character advances `0.5 × size`, a line is `1.25 × size` tall and the
/// first baseline sits `1.0 × size` below the top of its line.
public enum TextLayout {
    /// A text laid out for one proposal.
    public struct Measurement: Hashable, Sendable {
        /// The kept lines, after wrapping and truncation, trailing spaces removed.
        public var lines: [String]
        /// The reported size.
        public var size: CGSize
        /// Distance from the top to the first line's baseline.
        public var firstBaseline: CGFloat
        /// Distance from the top to the last kept line's baseline.
        public var lastBaseline: CGFloat
    }

    /// The advance of one character.
    public static func advance(_ spec: TextSpec) -> CGFloat { spec.size * 0.5 }
    /// The height of one line.
    public static func lineHeight(_ spec: TextSpec) -> CGFloat { spec.size * 1.25 }

    /// What the single-line fast path needs to know of a text, counted once.
    public struct Summary: Hashable, Sendable {
        /// Characters (grapheme clusters).
        public var count: Int
        /// Spaces at the end, which take no width.
        public var trailingSpaces: Int
        public var hasNewline: Bool

        public init(_ content: String) {
            var count = 0
            var trailing = 0
            var newline = false
            for character in content {
                count += 1
                trailing = character == " " ? trailing + 1 : 0
                if character == "\n" { newline = true }
            }
            self.count = count
            trailingSpaces = trailing
            hasNewline = newline
        }
    }

    /// The size of `spec` for `proposal` (as `measure(_:proposal:).size`), without building the
    /// lines when the text is one line that fits — the common case, and the hot path of layout.
    public static func size(_ spec: TextSpec, proposal: ProposedViewSize, summary: Summary? = nil) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let summary = summary ?? Summary(spec.content)
        if width != 0, summary.count > 0, spec.size > 0, !summary.hasNewline, !(proposal.width == 0 && proposal.height == 0) {
            let lineWidth = CGFloat(summary.count - summary.trailingSpaces) * advance(spec)
            if width.map({ lineWidth <= $0 + 1e-9 }) ?? true {
                return CGSize(width: lineWidth, height: lineHeight(spec))
            }
        }
        return measure(spec, proposal: proposal).size
    }

    /// Lays out `spec` for `proposal`.
    public static func measure(_ spec: TextSpec, proposal: ProposedViewSize) -> Measurement {
        let empty = Measurement(lines: [], size: .zero, firstBaseline: 0, lastBaseline: 0)
        if spec.content.isEmpty || spec.size <= 0 || proposal.width == 0 && proposal.height == 0 {
            return empty
        }
        let advance = advance(spec)
        let lineHeight = lineHeight(spec)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var lines = wrap(spec.content, width: width, advance: advance)
        var keep = lines.count
        if let height = proposal.height, height.isFinite {
            keep = min(keep, max(1, Int((height / lineHeight + 1e-9).rounded(.down))))
        }
        if let limit = spec.lineLimit { keep = min(keep, max(limit, 1)) }
        lines.removeLast(lines.count - keep)
        let widest = lines.map { CGFloat($0.count) * advance }.max() ?? 0
        let reportedWidth = width == 0 ? 0 : widest
        return Measurement(
            lines: lines,
            size: CGSize(width: reportedWidth, height: CGFloat(keep) * lineHeight),
            firstBaseline: spec.size,
            lastBaseline: CGFloat(keep - 1) * lineHeight + spec.size
        )
    }

    /// Greedy line breaking at spaces and newlines; a word wider than `width` breaks between
    /// characters, at least one character per line. `width` nil: break only at newlines.
    static func wrap(_ text: String, width: CGFloat?, advance: CGFloat) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width else {
                lines.append(trimmingTrailingSpaces(String(paragraph)))
                continue
            }
            // How many characters fit on a line (at least one).
            let capacity = max(1, Int((width / advance + 1e-9).rounded(.down)))
            var line: [Character] = []
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let characters = Array(word)
                let separator = line.isEmpty ? 0 : 1
                if !line.isEmpty && line.count + separator + characters.count > capacity {
                    lines.append(trimmingTrailingSpaces(String(line)))
                    line = []
                }
                if !line.isEmpty { line.append(" ") }
                var rest = characters[...]
                while line.count + rest.count > capacity && !rest.isEmpty {
                    let room = max(capacity - line.count, line.isEmpty ? 1 : 0)
                    if room == 0 {
                        lines.append(trimmingTrailingSpaces(String(line)))
                        line = []
                        continue
                    }
                    line.append(contentsOf: rest.prefix(room))
                    rest = rest.dropFirst(room)
                    lines.append(trimmingTrailingSpaces(String(line)))
                    line = []
                }
                line.append(contentsOf: rest)
            }
            lines.append(trimmingTrailingSpaces(String(line)))
        }
        return lines
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var result = line
        while result.last == " " { result.removeLast() }
        return result
    }
}
