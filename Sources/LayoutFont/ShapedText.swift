import Foundation

/// A text measured in one face, independent of its size: every grapheme cluster (a `Character`)
/// with its advance and the kerning to the next, in ems, and where a line may break after it.
/// Worked out once per text; lines at any size and width are then arithmetic. Immutable, and a
/// class so that every measuring's copy of it is one reference, not its arrays.
public final class ShapedText: Sendable {
    /// What may follow a cluster.
    public enum Break: UInt8, Sendable {
        /// No line break here (inside a word, before closing punctuation, …).
        case none
        /// A line may break after the cluster (after spaces, hyphens, between ideographs, …).
        case allowed
        /// The cluster ends its line (a newline or another line separator; it is not drawn).
        case mandatory
    }

    /// A cluster's advance is kept only in `offsets` (`advance(of: i..<i + 1)`), and its
    /// `Character` only in `string`: 24 bytes per cluster in all, which a screen of a million
    /// labels feels.
    public struct Cluster: Sendable {
        /// The kerning between it and the next cluster, in ems.
        public var kerningAfter: Double
        public var breakAfter: Break
        /// A space: it hangs at the end of a line, taking no width there.
        public var isSpace: Bool
    }

    /// The text, whose `Character`s are the clusters.
    public let string: String
    public let clusters: [Cluster]
    /// `offsets[i]`: the sum of advances and kerning of the clusters before `i`, in ems.
    let offsets: [Double]
    /// The advance of "…" in this face, in ems.
    public let ellipsisAdvance: Double
    /// Whether a cluster ends its line (a newline): such a text is never one line.
    let hasMandatoryBreak: Bool
    /// The largest `advance(of: 0..<i + 1)` over the clusters `i` that are not spaces (−∞ when
    /// every cluster is one), and the largest such `i + 1` (0): what line breaking compares with a
    /// line's width while the first line is still open, so a text whose every such prefix fits is
    /// one line (`TextLines.singleLineWidth`).
    let widestPrefixAdvance: Double
    let prefixCount: Int

    /// Measures `text` in `face`, as a shaper that substitutes nothing: each scalar its glyph,
    /// default-ignorable scalars hidden (no advance), kerning applied to the run of base glyphs
    /// (marks are skipped, as lookups that ignore marks skip them). Clusters the face has no glyph
    /// for take documented widths: emoji 1.2 em, wide characters (East Asian Width W or F) 1 em,
    /// invisible ones 0, any other 0.5 em; nothing kerns across them.
    public convenience init(_ text: String, face: FontFace) {
        self.init(text, face: face, byCharacter: false)
    }

    /// `byCharacter`: read the text `Character` by `Character` even where the byte-by-byte reading
    /// of ASCII applies (the tests compare the two readings).
    init(_ text: String, face: FontFace, byCharacter: Bool) {
        var builder = Builder(face: face, capacity: text.utf8.count)
        if !byCharacter && text.utf8.allSatisfy({ $0 < 0x80 }) && !text.utf8.contains(0x0D) {
            // ASCII without a carriage return (CR LF is one cluster): each byte is a cluster of
            // one scalar, found without breaking the string into `Character`s.
            for byte in text.utf8 { builder.append(Unicode.Scalar(byte)) }
        } else {
            for character in text { builder.append(character) }
        }
        var (clusters, advances) = (builder.clusters, builder.advances)
        let (classes, run, runClusters, em) = (builder.classes, builder.run, builder.runClusters, builder.em)
        // Kerning inside a cluster is part of its advance; between two clusters it is the first's
        // `kerningAfter`, which a line that ends there does not have.
        for (pair, value) in face.kerning.adjustments(run).enumerated() where value != 0 {
            let cluster = runClusters[pair]
            if runClusters[pair + 1] == cluster {
                advances[cluster] += Double(value) * em
            } else {
                clusters[cluster].kerningAfter += Double(value) * em
            }
        }
        let breaks = LineBreaking.opportunities(classes)
        for index in clusters.indices { clusters[index].breakAfter = breaks[index] }
        var offsets = [0.0]
        offsets.reserveCapacity(clusters.count + 1)
        for (advance, cluster) in zip(advances, clusters) {
            offsets.append(offsets[offsets.count - 1] + advance + cluster.kerningAfter)
        }
        string = text
        self.clusters = clusters
        self.offsets = offsets
        var widest = -Double.infinity, count = 0
        for index in clusters.indices where !clusters[index].isSpace {   // `advance(of: 0..<index + 1)`
            widest = max(widest, offsets[index + 1] - offsets[0] - clusters[index].kerningAfter)
            count = index + 1
        }
        widestPrefixAdvance = widest
        prefixCount = count
        hasMandatoryBreak = breaks.contains(.mandatory)
        let ellipsis = face.glyph(for: "\u{2026}").map { Double(face.advance(of: $0)) * em }
        ellipsisAdvance = ellipsis ?? 3 * (face.glyph(for: ".").map { Double(face.advance(of: $0)) * em } ?? 0.25)
    }

    /// The clusters of a text as it is read, one at a time: their advances, line-break classes
    /// and the run of glyphs kerning sees.
    private struct Builder {
        let face: FontFace
        let em: Double
        var clusters: [Cluster] = [], advances: [Double] = []
        var classes: [LineBreakClass] = []
        /// The glyphs kerning sees, each with its cluster; -1 where a cluster has no glyph.
        var run: [Int] = [], runClusters: [Int] = []

        init(face: FontFace, capacity: Int) {
            self.face = face
            em = 1 / Double(face.unitsPerEm)
            clusters.reserveCapacity(capacity)
            advances.reserveCapacity(capacity)
            classes.reserveCapacity(capacity)
            run.reserveCapacity(capacity)
            runClusters.reserveCapacity(capacity)
        }

        /// A cluster of one ASCII scalar (no emoji, mark or invisible character: no Unicode
        /// property lookups).
        mutating func append(_ scalar: Unicode.Scalar) {
            var advance = 0.0
            if let glyph = face.glyph(for: scalar) {
                advance = Double(face.advance(of: glyph)) * em
                run.append(glyph)
            } else {
                advance = ShapedText.fallbackAdvance(scalar)
                run.append(-1)
            }
            runClusters.append(clusters.count)
            finish(scalar, advance: advance)
        }

        mutating func append(_ character: Character) {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return }   // a Character has at least one scalar
            if first.isASCII && scalars.count == 1 { return append(first) }
            let index = clusters.count
            var advance = 0.0
            if ShapedText.isEmoji(character) {
                advance = 1.2
                run.append(-1)
                runClusters.append(index)
            } else if face.glyph(for: first) != nil || first.properties.isDefaultIgnorableCodePoint {
                for scalar in scalars where !scalar.properties.isDefaultIgnorableCodePoint {
                    guard let glyph = face.glyph(for: scalar) else { continue }
                    advance += Double(face.advance(of: glyph)) * em
                    if !ShapedText.isMark(scalar) {
                        run.append(glyph)
                        runClusters.append(index)
                    }
                }
            } else {
                advance = ShapedText.fallbackAdvance(first)
                run.append(-1)
                runClusters.append(index)
            }
            finish(first, advance: advance)
        }

        /// The cluster's class (that of its first scalar) and advance.
        private mutating func finish(_ first: Unicode.Scalar, advance: Double) {
            var lineClass = LineBreakClass.of(first)
            if lineClass == .cm || lineClass == .zwj { lineClass = .al }  // a mark with nothing to attach to
            classes.append(lineClass)
            advances.append(advance)
            clusters.append(Cluster(kerningAfter: 0, breakAfter: .none, isSpace: lineClass == .sp))
        }
    }

    /// The text's clusters, made from `string` on each call.
    public var characters: [Character] { Array(string) }

    /// The advance of clusters `range`, in ems, without the kerning after the last.
    public func advance(of range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        return offsets[range.upperBound] - offsets[range.lowerBound] - clusters[range.upperBound - 1].kerningAfter
    }

    /// Emoji: drawn from Apple's colour emoji font on a device, whatever the text's font.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }  // regional indicators (flags)
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    /// A mark drawn over its base (a nonspacing or enclosing mark): kerning skips it.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The advance, in ems, of a character the face does not have.
    static func fallbackAdvance(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if scalar.properties.isDefaultIgnorableCodePoint { return 0 }
        return EastAsianWidth.isWide(scalar) ? 1 : 0.5
    }
}
