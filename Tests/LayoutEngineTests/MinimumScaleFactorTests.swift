import Foundation
import Testing
@testable import LayoutEngine

/// `.minimumScaleFactor` (`docs/semantics-core.md §2`, `docs/text.md` "Shrinking to fit"), in the
/// deterministic model: a character advances 0.5 × size, a line is 1.25 × size tall. Each frame is
/// worked out by hand below.
struct MinimumScaleFactorTests {
    let model = TextModel.model

    func spec(_ content: String, lineLimit: Int? = nil, factor: CGFloat) -> TextSpec {
        var spec = TextSpec(content, size: 16, lineLimit: lineLimit)
        spec.minimumScaleFactor = factor
        return spec
    }

    /// 20 characters at 16 pt are 160 pt on one line; at 100 pt wide they fit from 0.625 (10 pt:
    /// 100 × 12.5), which halving [0.5, 1] reaches exactly (0.75 does not fit, 0.625 does).
    @Test func aLineTooLongForItsLimitShrinksToTheLargestSizeThatFits() {
        let text = spec("abcdefghijklmnopqrst", lineLimit: 1, factor: 0.5)
        let proposal = ProposedViewSize(width: 100, height: nil)
        #expect(model.fitted(text, proposal: proposal).size == 10)
        #expect(model.size(text, proposal: proposal) == CGSize(width: 100, height: 12.5))
        #expect(model.measure(text, proposal: proposal).lines == ["abcdefghijklmnopqrst"])
        #expect(model.lineCount(text, proposal: proposal) == 1)
    }

    /// At most down to 0.75 (12 pt: 6 pt a character, a 15 pt line): 120 pt do not fit in 100, so
    /// it is set at 12 pt and cut to the 16 characters that fit (96 pt).
    @Test func whatDoesNotFitAtItsSmallestScaleIsCutThere() {
        let text = spec("abcdefghijklmnopqrst", lineLimit: 1, factor: 0.75)
        let proposal = ProposedViewSize(width: 100, height: nil)
        #expect(model.fitted(text, proposal: proposal).size == 12)
        #expect(model.size(text, proposal: proposal) == CGSize(width: 96, height: 15))
        #expect(model.measure(text, proposal: proposal).lines == ["abcdefghijklmnop"])
    }

    /// "abcd efgh" in 40 × 20: at 16 pt two lines of 32 pt, 40 pt tall. One line of 9 characters
    /// fits 40 pt from k = 40 / 72 = 5/9 (20 × 5/9 = 11.1 pt tall); two lines fit 20 pt only from
    /// k = 0.5. The largest is 5/9, found to 1/4096: 40 × 11.11 within 0.01.
    @Test func linesTallerThanTheHeightShrinkToo() {
        let text = spec("abcd efgh", factor: 0.5)
        let size = model.size(text, proposal: ProposedViewSize(width: 40, height: 20))
        #expect(abs(size.width - 40) < 0.02 && size.width <= 40, "\(size)")
        #expect(abs(size.height - 100.0 / 9) < 0.01, "\(size)")
        #expect(model.lineCount(text, proposal: ProposedViewSize(width: 40, height: 20)) == 1)
    }

    /// A word wider than the width would break between its letters: it shrinks instead (160 pt in
    /// 100 without a line limit: 10 pt, one line).
    @Test func aWordWiderThanTheWidthShrinksRatherThanBreak() {
        let text = spec("abcdefghijklmnopqrst", factor: 0.5)
        #expect(model.size(text, proposal: ProposedViewSize(width: 100, height: nil)) == CGSize(width: 100, height: 12.5))
    }

    /// What fits keeps its size, and so does a text proposed no width (its ideal size).
    @Test func aTextThatFitsOrHasNoWidthKeepsItsSize() {
        let short = spec("abc", lineLimit: 1, factor: 0.5)
        #expect(model.size(short, proposal: ProposedViewSize(width: 100, height: nil)) == CGSize(width: 24, height: 20))
        let long = spec("abcdefghijklmnopqrst", lineLimit: 1, factor: 0.5)
        #expect(model.size(long, proposal: ProposedViewSize(width: nil, height: nil)) == CGSize(width: 160, height: 20))
        #expect(model.fitted(long, proposal: ProposedViewSize(width: nil, height: nil)).size == 16)
    }

    /// A factor of 0 shrinks no further than `TextModel.smallestScale`.
    @Test func aFactorOfZeroStopsAtTheSmallestScale() {
        let text = spec(String(repeating: "a", count: 1000), lineLimit: 1, factor: 0)
        #expect(model.fitted(text, proposal: ProposedViewSize(width: 10, height: nil)).size == 16 * TextModel.smallestScale)
    }
}
