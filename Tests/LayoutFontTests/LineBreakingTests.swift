import Foundation
import Testing
@testable import LayoutFont

/// Line-break opportunities (UAX #14) as `ShapedText` reports them on the built-in face. Every
/// expected split is what the Python package uniseg 0.10.1 (UAX #14 and #29, Unicode 16.0.0) gives:
///
///     python -c 'import uniseg.linebreak as lb; print(list(lb.line_break_units("well-known")))'
///
/// and its grapheme clusters (`uniseg.graphemecluster.grapheme_clusters`) for the cluster counts.
@Suite struct LineBreakingTests {
    /// `text` cut after every cluster a line may or must break after.
    static func units(_ text: String) -> [String] {
        let shaped = ShapedText(text, face: FontFamily.builtIn.face(weight: 400))
        var units: [String] = [], current = ""
        for (character, cluster) in zip(shaped.characters, shaped.clusters) {
            current.append(character)
            if cluster.breakAfter != .none {
                units.append(current)
                current = ""
            }
        }
        if !current.isEmpty { units.append(current) }
        return units
    }

    static let cases: [(String, [String])] = [
        // After a space, and after a hyphen (LB18; HY then a letter: LB31).
        ("a b", ["a ", "b"]),
        ("a  b", ["a  ", "b"]),
        ("well-known", ["well-", "known"]),
        ("a\u{2010}b", ["a\u{2010}", "b"]),          // U+2010 HYPHEN is BA: break after
        ("ab\u{AD}cd", ["ab\u{AD}", "cd"]),          // soft hyphen (BA)
        ("a\tb", ["a\t", "b"]),                      // tab (BA)
        ("hello, world!", ["hello, ", "world!"]),
        // Never before closing punctuation, even after spaces (LB13, LB16), nor before » (QU, LB19).
        ("a)", ["a)"]), ("a,", ["a,"]), ("a.", ["a."]), ("a!", ["a!"]), ("a?", ["a?"]), ("a»", ["a»"]),
        ("a )", ["a )"]), ("a ,", ["a ,"]),
        // Never after an opening one (LB14), even before spaces, nor after « (QU).
        ("(a", ["(a"]), ("( a", ["( a"]), ("«a", ["«a"]), ("(12)", ["(12)"]), ("[a]", ["[a]"]),
        ("\"a\"", ["\"a\""]), ("don't", ["don't"]),
        // Between ideographs (ID ÷ ID), not before an ideographic full stop (CL), between Hangul syllables.
        ("中文字", ["中", "文", "字"]), ("中。", ["中。"]), ("한국어", ["한", "국", "어"]),
        // Numbers stay together (LB25): separators inside, prefix and postfix.
        ("1,000.50", ["1,000.50"]), ("3.14", ["3.14"]), ("$100", ["$100"]), ("100%", ["100%"]), ("3/4", ["3/4"]),
        ("x-1", ["x-1"]), ("AB-12", ["AB-12"]), ("-5", ["-5"]), ("U.S.A.", ["U.S.A."]), ("a.b", ["a.b"]),
        ("$ 5", ["$ ", "5"]), ("5 %", ["5 ", "%"]),
        // A slash is SY: a break after it before letters.
        ("a/b", ["a/", "b"]), ("www.example.com/a-b", ["www.example.com/", "a-", "b"]),
        // No break inside a word, or next to a no-break space or word joiner (LB11, LB12).
        ("word", ["word"]), ("a\u{A0}b", ["a\u{A0}b"]), ("a\u{2060}b", ["a\u{2060}b"]),
        // After a zero-width space (LB8); around an em dash (B2).
        ("a\u{200B}b", ["a\u{200B}", "b"]), ("a—b", ["a", "—", "b"]),
        // Mandatory after a newline or a line separator (LB4, LB5).
        ("a\nb", ["a\n", "b"]), ("Hi!\nYo", ["Hi!\n", "Yo"]), ("a\u{2028}b", ["a\u{2028}", "b"]),
        // Emoji: one cluster each, breaks between them (ID-like), none inside a keycap + digit.
        ("🇫🇷🇩🇪", ["🇫🇷", "🇩🇪"]), ("👨‍👩‍👧👍", ["👨‍👩‍👧", "👍"]), ("a👍", ["a", "👍"]), ("a 👍🏽 b", ["a ", "👍🏽 ", "b"]),
        ("1️⃣2", ["1️⃣2"]),
        // A combining mark belongs to its base.
        ("e\u{301}x", ["e\u{301}x"]),
    ]

    @Test(arguments: cases.indices)
    func breakOpportunities(_ index: Int) {
        let (text, expected) = LineBreakingTests.cases[index]
        #expect(LineBreakingTests.units(text) == expected, "\(text.debugDescription)")
    }

    @Test func guillemetsWithSpacesAsUnicode15Breaks() {
        // UnicodeTables.swift is Unicode 15.0, where « and » are plain QU: in "« a »" (QU SP AL SP QU)
        // LB18 (SP ÷) comes before LB19 (× QU, QU ×), so a line may break after either space.
        // Unicode 15.1 added LB15a and LB15b (no break after an initial quote Pi and its spaces, nor
        // before a final quote Pf), so uniseg 0.10.1 keeps "« a »" whole; French text uses U+202F there.
        #expect(LineBreakingTests.units("« a »") == ["« ", "a ", "»"])
        #expect(LineBreakingTests.units("«\u{202F}a\u{202F}»") == ["«\u{202F}a\u{202F}»"])
    }

    @Test func mandatoryAndAllowedAreDistinct() {
        let face = FontFamily.builtIn.face(weight: 400)
        #expect(ShapedText("a\nb", face: face).clusters.map(\.breakAfter) == [.none, .mandatory, .none])
        #expect(ShapedText("a b", face: face).clusters.map(\.breakAfter) == [.none, .allowed, .none])
        // CR LF is one cluster (UAX #29 GB3), its line ends there.
        #expect(ShapedText("a\r\nb", face: face).clusters.map(\.breakAfter) == [.none, .mandatory, .none])
        // A text that ends in a newline: the newline is still mandatory; the last cluster otherwise has none.
        #expect(ShapedText("a\n", face: face).clusters.map(\.breakAfter) == [.none, .mandatory])
        #expect(ShapedText("a ", face: face).clusters.map(\.breakAfter) == [.none, .none])
    }

    @Test func emojiSequencesAreOneCluster() {
        let face = FontFamily.builtIn.face(weight: 400)
        // uniseg: one grapheme cluster each (modifier, ZWJ sequence, flag, keycap, tag sequence).
        for emoji in ["👍🏽", "👨‍👩‍👧", "🇫🇷", "1️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "❤️"] {
            let shaped = ShapedText(emoji, face: face)
            #expect(shaped.clusters.count == 1 && shaped.clusters[0].breakAfter == .none, "\(emoji)")
        }
    }

    @Test func spacesAreMarked() {
        let shaped = ShapedText("a b\u{3000}c\u{A0}d", face: FontFamily.builtIn.face(weight: 400))
        // SP is a space; U+3000 (ideographic space) is BA and U+00A0 is GL in UAX #14: not SP.
        #expect(shaped.clusters.map(\.isSpace) == [false, true, false, false, false, false, false])
    }
}
