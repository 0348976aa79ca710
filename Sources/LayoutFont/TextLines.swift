import Foundation

/// How a line that cannot show all its text is cut (`.truncationMode`).
public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
    case head, middle, tail
}

/// A shaped text broken into lines at a size and width, as a text engine breaks and truncates them.
public struct TextLines: Sendable {
    /// One drawn line: clusters `leading`, then "…" when `ellipsis`, then clusters `trailing`.
    public struct Line: Sendable, Equatable {
        public var leading: Range<Int>
        public var ellipsis: Bool
        public var trailing: Range<Int>
        /// Its width in points, spaces at its end not counted.
        public var width: Double
    }

    public var lines: [Line]
    /// The widest line, in points.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }

    /// `text` at `size` points with `tracking` points after every cluster, broken greedily at its
    /// break opportunities to lines no wider than `width` (nil: only at newlines); a word wider
    /// than a line breaks between clusters, at least one per line. More lines than `maxLines`:
    /// the last kept line is the rest of its paragraph, cut by `truncation` with "…".
    public init(_ text: ShapedText, size: Double, tracking: Double, width: Double?, maxLines: Int,
                truncation: TruncationMode = .tail) {
        let measure = Measure(text: text, size: size, tracking: tracking)
        let ranges = TextLines.breakLines(text, measure, width: width)
        let maxLines = max(maxLines, 1)
        var lines = ranges.prefix(maxLines).map { range in
            Line(leading: range, ellipsis: false, trailing: range.upperBound..<range.upperBound,
                 width: measure.width(range))
        }
        if ranges.count > maxLines, let last = ranges.dropFirst(maxLines - 1).first {
            var end = last.lowerBound   // the rest of its paragraph
            while end < text.clusters.count && text.clusters[end].breakAfter != .mandatory { end += 1 }
            lines[lines.count - 1] = measure.truncate(last.lowerBound..<max(end, last.upperBound),
                                                      width: width, mode: truncation)
        }
        self.lines = lines
    }

    /// The width of `text`'s one line when it is one line at `width` (nil width: when it has no
    /// newline), without breaking it into lines: a short label, most texts. Nil when it may be more,
    /// then `init` answers. Exactly the width `init` gives: while the first line is open, breaking
    /// compares `measure.raw(0..<i + 1)` with the width at every cluster `i` that is not a space.
    /// Each of those is at most `widestPrefixAdvance × size` plus the tracking of `prefixCount`
    /// clusters (of one, when the tracking is negative) — rounding is monotonic, so that order
    /// holds for the computed values too; when that bound is too wide but the last such prefix
    /// fits, the prefixes are compared one by one, as breaking does.
    public static func singleLineWidth(_ text: ShapedText, size: Double, tracking: Double, width: Double?) -> Double? {
        guard !text.hasMandatoryBreak, size > 0 else { return nil }   // (size > 0: a larger advance is wider)
        let measure = Measure(text: text, size: size, tracking: tracking)
        if let width {
            let limit = width + 1e-9
            let trackingBound = tracking >= 0 ? tracking * Double(text.prefixCount) : tracking
            if !(text.widestPrefixAdvance * size + trackingBound <= limit) {
                guard measure.raw(0..<text.prefixCount) <= limit else { return nil }
                for index in 0..<text.prefixCount where !text.clusters[index].isSpace
                    && measure.raw(0..<index + 1) > limit {
                    return nil
                }
            }
        }
        return max(0, measure.width(0..<text.clusters.count))   // as `width`: the widest line, from 0
    }

    /// Widths of cluster ranges at one size.
    public struct Measure: Sendable {
        let text: ShapedText
        let size: Double
        let tracking: Double

        /// `text` at `size` points with `tracking` points after every cluster.
        public init(text: ShapedText, size: Double, tracking: Double) {
            self.text = text
            self.size = size
            self.tracking = tracking
        }

        /// The width of `range` with spaces at its end not counted.
        public func width(_ range: Range<Int>) -> Double {
            var end = range.upperBound
            while end > range.lowerBound && text.clusters[end - 1].isSpace { end -= 1 }
            return raw(range.lowerBound..<end)
        }

        func raw(_ range: Range<Int>) -> Double {
            text.advance(of: range) * size + tracking * Double(range.count)
        }

        var ellipsis: Double { text.ellipsisAdvance * size + tracking }

        /// `range` cut to fit `width` with "…": its start kept (tail), its end (head) or both (middle).
        func truncate(_ range: Range<Int>, width: Double?, mode: TruncationMode) -> Line {
            let limit = (width ?? .infinity) + 1e-9
            var leading = range.lowerBound, trailing = range.upperBound
            func total() -> Double {
                let head = self.width(range.lowerBound..<leading)
                let tail = raw(trailing..<range.upperBound)
                return head + ellipsis + tail
            }
            if mode == .tail || width == nil {
                leading = range.upperBound
                trailing = range.upperBound
                while leading > range.lowerBound && total() > limit { leading -= 1 }
                while leading > range.lowerBound && text.clusters[leading - 1].isSpace { leading -= 1 }
            } else if mode == .head {
                leading = range.lowerBound
                trailing = range.lowerBound
                while trailing < range.upperBound && total() > limit { trailing += 1 }
                while trailing < range.upperBound && text.clusters[trailing].isSpace { trailing += 1 }
            } else {
                leading = range.lowerBound
                trailing = range.upperBound
                var growLeading = true
                var stuck = 0
                while stuck < 2 {
                    if growLeading ? leading < trailing : trailing > leading {
                        if growLeading { leading += 1 } else { trailing -= 1 }
                        if total() > limit {
                            if growLeading { leading -= 1 } else { trailing += 1 }
                            stuck += 1
                        } else {
                            stuck = 0
                        }
                    } else {
                        stuck += 1
                    }
                    growLeading.toggle()
                }
            }
            if mode == .middle {
                while leading > range.lowerBound && text.clusters[leading - 1].isSpace { leading -= 1 }
                while trailing < range.upperBound && text.clusters[trailing].isSpace { trailing += 1 }
            }
            return Line(leading: range.lowerBound..<leading, ellipsis: true, trailing: trailing..<range.upperBound,
                        width: total())
        }
    }

    /// The greedy line breaking: cluster ranges of the lines, newlines left out.
    static func breakLines(_ text: ShapedText, _ measure: Measure, width: Double?) -> [Range<Int>] {
        let clusters = text.clusters
        var lines: [Range<Int>] = []
        var start = 0, index = 0
        var lastBreak: Int?
        let limit = width.map { $0 + 1e-9 }
        while index < clusters.count {
            let cluster = clusters[index]
            if cluster.breakAfter == .mandatory {
                lines.append(start..<index)
                start = index + 1
                index += 1
                lastBreak = nil
                continue
            }
            if let limit, !cluster.isSpace, measure.raw(start..<index + 1) > limit {
                if let found = lastBreak, found > start {
                    lines.append(start..<found)
                    (start, index, lastBreak) = (found, found, nil)
                    continue
                }
                let end = index > start ? index : index + 1   // at least one cluster on a line
                lines.append(start..<end)
                (start, index, lastBreak) = (end, end, nil)
                continue
            }
            if cluster.breakAfter == .allowed { lastBreak = index + 1 }
            index += 1
        }
        // The last line: unless a line broken inside a too-long word already took every cluster.
        if start < clusters.count || lines.isEmpty || clusters.last?.breakAfter == .mandatory {
            lines.append(start..<clusters.count)
        }
        return lines
    }
}
