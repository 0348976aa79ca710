import Foundation

/// The deterministic text model (`--font model`, `docs/semantics-core.md §2`): no fonts, so that
/// every machine computes the same frames. Every Character advances `0.5 × size`, a line is
/// `1.25 × size` tall (or its text style's leading at a Dynamic Type size) and the first baseline
/// sits `1.0 × size` below the top of its line.
enum MonospaceText {
    /// The advance of one character.
    static func advance(_ spec: TextSpec) -> CGFloat { spec.size * 0.5 }

    /// The height of one line: its text style's leading at a Dynamic Type size, else 1.25 em.
    static func lineHeight(_ spec: TextSpec) -> CGFloat { spec.lineHeight ?? spec.size * 1.25 }

    /// Per paragraph (split at newlines), the character count of each word (split at single
    /// spaces, so consecutive spaces make empty words, as in `wrap`): all that sizing needs.
    static func words(_ content: String) -> [[Int]] {
        var paragraphs: [[Int]] = [[]]
        var word = 0
        for character in content {
            if character == "\n" {
                paragraphs[paragraphs.count - 1].append(word)
                paragraphs.append([])
                word = 0
            } else if character == " " {
                paragraphs[paragraphs.count - 1].append(word)
                word = 0
            } else {
                word += 1
            }
        }
        paragraphs[paragraphs.count - 1].append(word)
        return paragraphs
    }

    /// The size of `spec` for `proposal`, equal to `measure(_:proposal:).size`, computed from
    /// word lengths: the greedy wrapping of `wrap(_:width:advance:)` replayed on counts.
    static func size(_ spec: TextSpec, proposal: ProposedViewSize, words: [[Int]]?) -> CGSize {
        let paragraphs = words ?? Self.words(spec.content)
        let advance = advance(spec)
        let lineHeight = lineHeight(spec)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let capacity = width.map { max(1, NumericLimits.count($0 / advance + 1e-9)) } ?? Int.max
        var maxLines = Int.max
        if let height = proposal.height, height.isFinite {
            maxLines = max(1, NumericLimits.count(height / lineHeight + 1e-9))
        }
        if let limit = spec.lineLimit { maxLines = min(maxLines, max(limit, 1)) }

        var lines = 0
        var widest = 0
        var count = 0      // characters on the current line, spaces included
        var trailing = 0   // spaces at its end
        var justBroke = false
        func flush(broke: Bool) {
            if lines < maxLines { widest = max(widest, count - trailing) }
            lines += 1
            count = 0
            trailing = 0
            justBroke = broke
        }
        for words in paragraphs {
            justBroke = false
            for (index, word) in words.enumerated() {
                let separator = index > 0 && !(count == 0 && justBroke) ? 1 : 0
                if count > 0 && count + separator + word > capacity {
                    flush(broke: true)
                } else if separator == 1 {
                    count += 1
                    trailing += 1
                }
                var rest = word
                while count + rest > capacity && rest > 0 {
                    let room = max(capacity - count, count == 0 ? 1 : 0)
                    if room == 0 {
                        flush(broke: true)
                        continue
                    }
                    count += room
                    trailing = 0
                    rest -= room
                    flush(broke: true)
                }
                if rest > 0 {
                    count += rest
                    trailing = 0
                    justBroke = false
                }
            }
            flush(broke: false)
        }
        let kept = min(lines, maxLines)
        return CGSize(width: width == 0 ? 0 : CGFloat(widest) * advance, height: CGFloat(kept) * lineHeight)
    }

    /// Lays out `spec` for `proposal`.
    static func measure(_ spec: TextSpec, proposal: ProposedViewSize) -> TextMeasurement {
        let advance = advance(spec)
        let lineHeight = lineHeight(spec)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var lines = wrap(spec.content, width: width, advance: advance)
        var keep = lines.count
        if let height = proposal.height, height.isFinite {
            keep = min(keep, max(1, NumericLimits.count(height / lineHeight + 1e-9)))
        }
        if let limit = spec.lineLimit { keep = min(keep, max(limit, 1)) }
        lines.removeLast(lines.count - keep)
        let widest = lines.map { CGFloat($0.count) * advance }.max() ?? 0
        return TextMeasurement(
            lines: lines,
            size: CGSize(width: width == 0 ? 0 : widest, height: CGFloat(keep) * lineHeight),
            firstBaseline: spec.size,
            lastBaseline: CGFloat(keep - 1) * lineHeight + spec.size
        )
    }

    /// The longest word (between spaces and newlines) and its width.
    static func widestWord(_ spec: TextSpec) -> (text: String, width: CGFloat)? {
        let longest = spec.content.split(whereSeparator: { $0 == " " || $0 == "\n" }).max { $0.count < $1.count }
        return longest.map { (String($0), CGFloat($0.count) * advance(spec)) }
    }

    /// Greedy line breaking at spaces and newlines; a word wider than `width` breaks between
    /// characters, at least one character per line. `width` nil: break only at newlines. The space
    /// at which a line breaks is consumed; other spaces (leading ones too) are kept, and spaces at
    /// the end of a line take no width.
    static func wrap(_ text: String, width: CGFloat?, advance: CGFloat) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width else {
                lines.append(trimmingTrailingSpaces(String(paragraph)))
                continue
            }
            // How many characters fit on a line (at least one).
            let capacity = max(1, NumericLimits.count(width / advance + 1e-9))
            var line: [Character] = []
            var justBroke = false
            func flush() {
                lines.append(trimmingTrailingSpaces(String(line)))
                line = []
                justBroke = true
            }
            for (index, word) in paragraph.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                let characters = Array(word)
                let separator = index > 0 && !(line.isEmpty && justBroke) ? 1 : 0
                if !line.isEmpty && line.count + separator + characters.count > capacity {
                    flush()
                } else if separator == 1 {
                    line.append(" ")
                }
                var rest = characters[...]
                while line.count + rest.count > capacity && !rest.isEmpty {
                    let room = max(capacity - line.count, line.isEmpty ? 1 : 0)
                    if room == 0 {
                        flush()
                        continue
                    }
                    line.append(contentsOf: rest.prefix(room))
                    rest = rest.dropFirst(room)
                    flush()
                }
                line.append(contentsOf: rest)
                if !rest.isEmpty { justBroke = false }
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
