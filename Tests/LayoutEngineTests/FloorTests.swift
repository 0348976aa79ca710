import Foundation
import Testing
@testable import LayoutEngine

/// Floors (`LayoutPass+Floors.swift`): a stack or a text asked a height it answers as it
/// answered a taller one is answered from that answer, and the layout is the traced pass's
/// (which keeps no floors) everywhere.
struct FloorTests {
    /// `hstack < vstack(spacing: 0) < text("ab") text("aaaa bbbb cccc") > >` in the model
    /// (16 pt: 8 per character, 20 per line), the vstack asked 40 wide. Worked by hand:
    /// - at (40, nil) "ab" is 16×20 and the long text 32×60 (three words a line each), so
    ///   the vstack is 32×80;
    /// - by flexibility (their heights at 0 and ∞: 20 and 20, 20 and 60) "ab" is served first:
    ///   at height h it is offered h/2, keeps its one line at any offer, and leaves h − 20;
    /// - the long text keeps its three lines when offered 60 or more, so the vstack's floor is
    ///   max(0 + 2·0, 20 + 1·60) = 80: every height from 80 up answers 32×80 from the answer
    ///   to nil, and 79 leaves the long text 59, two lines: 32×60.
    @Test func aVstackHoldsItsAnswerDownToTheHeightItsGreedyOffersNeed() throws {
        let spec = el(.hstack(alignment: .center, spacing: 0), nil, [
            el(.vstack(alignment: .leading, spacing: 0), "column", [
                el(.text(TextSpec("ab", size: 16))),
                el(.text(TextSpec("aaaa bbbb cccc", size: 16))),
            ]),
        ])
        let (tree, tags) = build(spec)
        let column = try #require(tags["column"])
        let pass = LayoutPass(tree: tree, options: LayoutOptions())
        #expect(pass.keepsFloors)
        #expect(pass.sizeThatFits(node: column, proposal: ProposedViewSize(width: 40, height: nil)) == CGSize(width: 32, height: 80))
        let computed = pass.evaluations
        for height: CGFloat in [80, 95.5, 1_000] {
            #expect(pass.sizeThatFits(node: column, proposal: ProposedViewSize(width: 40, height: height))
                    == CGSize(width: 32, height: 80))
        }
        #expect(pass.evaluations == computed)
        #expect(pass.stacksAnsweredByFloors == 3)
        // 79 is under the floor: worked out (the long text asked 59, which it had not been).
        #expect(pass.sizeThatFits(node: column, proposal: ProposedViewSize(width: 40, height: 79)) == CGSize(width: 32, height: 60))
        #expect(pass.evaluations > computed)
        // And the traced pass, which asks every question, agrees at each height.
        let traced = LayoutPass(tree: tree, options: LayoutOptions(trace: true))
        for height: CGFloat in [79, 80, 95.5] {
            let proposal = ProposedViewSize(width: 40, height: height)
            #expect(traced.sizeThatFits(node: column, proposal: proposal) == pass.sizeThatFits(node: column, proposal: proposal))
        }
    }

    /// An hstack reads only the widths of its probes: a column of text probed at width 0 is as
    /// wide (0: a text at width 0 is 0 wide) at every height, so a second probe at another
    /// height is answered from the first, however the heights differ.
    @Test func anHstacksProbesAtWidthZeroAreAnsweredByWidth() throws {
        let column = el(.vstack(alignment: .leading, spacing: 4), "column", [
            el(.text(TextSpec("one two three", size: 12))),
            el(.text(TextSpec("four five", size: 12))),
        ])
        let spec = el(.hstack(alignment: .center, spacing: 8), "row", [column, el(.text(TextSpec("six", size: 12)))])
        let (tree, tags) = build(spec)
        let row = try #require(tags["row"])
        let pass = LayoutPass(tree: tree, options: LayoutOptions())
        let first = pass.sizeThatFits(node: row, proposal: ProposedViewSize(width: 100, height: 30))
        let answered = pass.stacksAnsweredByFloors
        let second = pass.sizeThatFits(node: row, proposal: ProposedViewSize(width: 100, height: 20))
        #expect(pass.stacksAnsweredByFloors > answered)  // the column's probe at (0, 20)
        let traced = LayoutPass(tree: tree, options: LayoutOptions(trace: true))
        #expect(traced.sizeThatFits(node: row, proposal: ProposedViewSize(width: 100, height: 30)) == first)
        #expect(traced.sizeThatFits(node: row, proposal: ProposedViewSize(width: 100, height: 20)) == second)
    }

    /// Random trees of stacks over texts (a word or many, three sizes, line limits, baselines),
    /// with boxes, rects, spacers, priorities, padding and frames among them, in both text
    /// models at proposals of every kind: sizes, frames, placement proposals and the facts lint
    /// reads are the traced pass's, and floors did answer questions.
    @Test func randomTreesOfTextInStacksLayOutAsTheTracedPass() throws {
        var rng = SeededGenerator(state: 2_912)
        let words = ["a", "tiny", "word", "longerword", "x", "of", "text", "Notifications"]
        func spec(_ depth: Int) -> Spec {
            if depth == 0 || Int.random(in: 0..<7, using: &rng) == 0 {
                switch Int.random(in: 0..<17, using: &rng) {
                // Infinite lengths, clamped at finite proposals: the facts lint reads.
                case 14: return el(.flexibleFrame(FlexibleFrame(minHeight: .infinity)), nil, [box(10, 10)])
                case 15: return el(.frame(width: .infinity, height: nil, alignment: .center), nil, [el(.shape(.rect))])
                case 16: return el(.zstack(alignment: .bottomTrailing), nil, [el(.text(TextSpec("in a zstack", size: 10))), el(.circle)])
                case 0..<8:
                    let content = (0..<Int.random(in: 1...5, using: &rng)).map { _ in words.randomElement(using: &rng)! }
                    return el(.text(TextSpec(content.joined(separator: " "), size: [10, 12, 17][Int.random(in: 0...2, using: &rng)],
                                             lineLimit: Int.random(in: 0..<4, using: &rng) == 0 ? 2 : nil)))
                case 8: return box(CGFloat(Int.random(in: 0...40, using: &rng)), CGFloat(Int.random(in: 0...30, using: &rng)))
                case 9: return el(.shape(.rect))
                case 10: return el(.spacer(minLength: 8))
                case 11: return el(.layoutPriority(1), nil, [el(.text(TextSpec("first in line", size: 12)))])
                case 12: return el(.padding(EdgeInsets(top: 3, leading: 2, bottom: 5, trailing: 0)), nil,
                                   [el(.text(TextSpec("padded words", size: 12)))])
                default: return el(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)), nil,
                                   [el(.text(TextSpec("framed", size: 12)))])
                }
            }
            let children = (0..<Int.random(in: 1...4, using: &rng)).map { _ in spec(depth - 1) }
            if Int.random(in: 0..<10, using: &rng) == 0 {
                return el(.fixedSize([.horizontal, .vertical][Int.random(in: 0...1, using: &rng)]), nil,
                          [el(.vstack(alignment: .leading, spacing: 2), nil, children)])
            }
            let spacing: CGFloat? = [nil, 0, 4, 8][Int.random(in: 0...3, using: &rng)]
            if Bool.random(using: &rng) {
                let alignment: VerticalAlignment = [.top, .center, .bottom, .firstTextBaseline][Int.random(in: 0...3, using: &rng)]
                return el(.hstack(alignment: alignment, spacing: spacing), nil, children)
            }
            let alignment: HorizontalAlignment = [.leading, .center, .trailing][Int.random(in: 0...2, using: &rng)]
            return el(.vstack(alignment: alignment, spacing: spacing), nil, children)
        }
        let proposals: [ProposedViewSize] = [
            ProposedViewSize(width: 375, height: nil), ProposedViewSize(width: 120, height: nil),
            ProposedViewSize(width: 200, height: 90), ProposedViewSize(width: 60, height: 400), .unspecified, .zero,
            ProposedViewSize(width: .infinity, height: 50),
        ]
        var mismatches = 0
        var answeredByFloors = 0
        for round in 0..<300 {
            var (tree, _) = build(spec(3 + round % 3))
            tree.textModel = round % 2 == 0 ? .model : .standard
            let fastEvaluator = LayoutEvaluator(tree: tree)
            let tracedEvaluator = LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true))
            for proposal in proposals {
                let fast = try fastEvaluator.inspect(proposal: proposal)
                let traced = try tracedEvaluator.inspect(proposal: proposal)
                let pass = LayoutPass(tree: tree, options: LayoutOptions())
                let plain = pass.run(root: tree.root!, proposal: proposal)
                answeredByFloors += pass.stacksAnsweredByFloors
                if !FastPathEquivalenceTests.agree(fast, traced) || plain.frames != traced.result.frames {
                    mismatches += 1
                    if mismatches <= 5 {
                        Issue.record("floors differ for \(proposal) on \(FastPathEquivalenceTests.describe(tree))")
                    }
                    break
                }
            }
        }
        #expect(mismatches == 0)
        #expect(answeredByFloors > 1_000, "\(answeredByFloors)")  // the trees do exercise them
    }
}
