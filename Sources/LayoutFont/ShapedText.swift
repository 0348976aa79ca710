import Foundation

/// A text measured in one face, independent of its size: every grapheme cluster (a `Character`)
/// with its advance and the kerning to the next, in ems, and where a line may break after it.
/// Worked out once per text; lines at any size and width are then arithmetic.
public struct ShapedText: Sendable {
    /// What may follow a cluster.
    public enum Break: UInt8, Sendable {
        /// No line break here (inside a word, before closing punctuation, …).
        case none
        /// A line may break after the cluster (after spaces, hyphens, between ideographs, …).
        case allowed
        /// The cluster ends its line (a newline or another line separator; it is not drawn).
        case mandatory
    }

    public struct Cluster: Sendable {
        /// Its advance in ems (its glyphs' advances and the kerning between them).
        public var advance: Double
        /// The kerning between it and the next cluster, in ems.
        public var kerningAfter: Double
        public var breakAfter: Break
        /// A space: it hangs at the end of a line, taking no width there.
        public var isSpace: Bool
    }

    public let characters: [Character]
    public let clusters: [Cluster]
    /// `offsets[i]`: the sum of advances and kerning of the clusters before `i`, in ems.
    let offsets: [Double]
    /// The advance of "…" in this face, in ems.
    public let ellipsisAdvance: Double

    /// Measures `text` in `face`. Clusters the face has no glyph for take documented widths:
    /// emoji 1.2 em, wide characters (East Asian Width W or F) 1 em, invisible ones 0, any other 0.5 em.
    public init(_ text: String, face: FontFace) {
        let characters = Array(text)
        let em = 1 / Double(face.unitsPerEm)
        var clusters: [Cluster] = []
        clusters.reserveCapacity(characters.count)
        var classes: [LineBreakClass] = []
        classes.reserveCapacity(characters.count)
        var previousGlyph: Int?
        for character in characters {
            let scalars = character.unicodeScalars
            let first = scalars.first!
            var advance = 0.0
            var firstGlyph: Int?, lastGlyph: Int?
            if ShapedText.isEmoji(character) {
                advance = 1.2
            } else if face.glyph(for: first) != nil {
                for scalar in scalars {
                    guard let glyph = face.glyph(for: scalar) else { continue }
                    if let lastGlyph { advance += Double(face.kerning(lastGlyph, glyph)) * em }
                    advance += Double(face.advance(of: glyph)) * em
                    if firstGlyph == nil { firstGlyph = glyph }
                    lastGlyph = glyph
                }
            } else {
                advance = ShapedText.fallbackAdvance(first)
            }
            if let previousGlyph, let firstGlyph, !clusters.isEmpty {
                clusters[clusters.count - 1].kerningAfter = Double(face.kerning(previousGlyph, firstGlyph)) * em
            }
            previousGlyph = lastGlyph
            var lineClass = LineBreakClass.of(first)
            if lineClass == .cm || lineClass == .zwj { lineClass = .al }  // a mark with nothing to attach to
            classes.append(lineClass)
            clusters.append(Cluster(advance: advance, kerningAfter: 0, breakAfter: .none, isSpace: lineClass == .sp))
        }
        let breaks = LineBreaking.opportunities(classes)
        for index in clusters.indices { clusters[index].breakAfter = breaks[index] }
        var offsets = [0.0]
        offsets.reserveCapacity(clusters.count + 1)
        for cluster in clusters { offsets.append(offsets[offsets.count - 1] + cluster.advance + cluster.kerningAfter) }
        self.characters = characters
        self.clusters = clusters
        self.offsets = offsets
        let ellipsis = face.glyph(for: "\u{2026}").map { Double(face.advance(of: $0)) * em }
        ellipsisAdvance = ellipsis ?? 3 * (face.glyph(for: ".").map { Double(face.advance(of: $0)) * em } ?? 0.25)
    }

    /// The advance of clusters `range`, in ems, without the kerning after the last.
    public func advance(of range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        return offsets[range.upperBound] - offsets[range.lowerBound] - clusters[range.upperBound - 1].kerningAfter
    }

    /// Emoji: drawn from Apple's colour emoji font on a device, whatever the text's font.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }  // regional indicators (flags)
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
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
