import Foundation
import Testing
@testable import LayoutEngine

/// Every shortcut of the untraced pass (rigid subtrees, rigid stacks placed without asking,
/// the wrap's kept arrangement, leaves placed once) must give what the traced pass gives: the
/// traced pass takes the generic path everywhere. These trees mix every element kind the
/// shortcuts could meet: text (baselines), spacers, dividers, priorities, negative padding,
/// offsets, overlays, flexible frames, grids and the seed layouts.
struct FastPathEquivalenceTests {
    /// `rigid`: 0…1, how often a leaf is a fixed box (rigid subtrees need mostly rigid leaves).
    static func mixedSpec(_ rng: inout SeededGenerator, depth: Int, rigid: Double = 0.5) -> Spec {
        func length() -> CGFloat { CGFloat(Int.random(in: 0...80, using: &rng)) / 2 }
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }
        let vertical: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
        let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
        let alignments: [Alignment] = [
            .center, .topLeading, .bottomTrailing, .leadingFirstTextBaseline, .trailingLastTextBaseline, .centerFirstTextBaseline,
        ]
        if depth == 0 || Int.random(in: 0..<5, using: &rng) == 0 {
            let leaves: [LayoutElement] = [
                .box(width: length(), height: length()), .box(width: length(), height: length()),
                .image(width: length(), height: length(), resizable: false), .image(width: 12, height: 6, resizable: true),
                .shape(.rect), .circle, .spacer(minLength: pick([0, 4, 8, 30])), .divider,
                .text(TextSpec("two words", size: 12)), .text(TextSpec("a b c\nd", size: pick([8, 10, 16]))),
                .text(TextSpec("long line of text", size: 10, lineLimit: 2)),
            ]
            if Double.random(in: 0..<1, using: &rng) < rigid { return box(length(), length()) }
            return el(pick(leaves))
        }
        let children = (0..<Int.random(in: 0...4, using: &rng)).map { _ in mixedSpec(&rng, depth: depth - 1, rigid: rigid) }
        let one = [mixedSpec(&rng, depth: depth - 1, rigid: rigid)]
        let spacing: CGFloat? = Bool.random(using: &rng) ? length() / 4 : nil
        func maybe() -> CGFloat? { Bool.random(using: &rng) ? length() : nil }
        let rows = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            el(.gridRow(alignment: Bool.random(using: &rng) ? nil : pick(vertical)), nil,
               (0..<Int.random(in: 1...3, using: &rng)).map { _ in mixedSpec(&rng, depth: depth - 1, rigid: rigid) })
        }
        let options: [Spec] = [
            el(.hstack(alignment: pick(vertical), spacing: spacing), nil, children),
            el(.hstack(alignment: pick(vertical), spacing: spacing), nil, children),
            el(.hstack(alignment: pick(vertical), spacing: spacing), nil, children),
            el(.vstack(alignment: pick(horizontal), spacing: spacing), nil, children),
            el(.vstack(alignment: pick(horizontal), spacing: spacing), nil, children),
            el(.zstack(alignment: pick(alignments)), nil, children),
            el(.wrap(alignment: pick(alignments), spacing: spacing, lineSpacing: maybe(), fit: pick([.proposal, .content])), nil, children),
            el(.grid(alignment: pick(alignments), horizontalSpacing: spacing, verticalSpacing: nil), nil, rows),
            el(.overlap(overlap: 6, alignment: pick([.top, .center, .bottom])), nil, children),
            el(.fits(axes: pick([.horizontal, .vertical, .both])), nil, children),
            el(.columns(count: Int.random(in: 1...3, using: &rng), spacing: 4, alignment: pick(alignments)), nil, children),
            el(.balanced(axis: pick([.horizontal, .vertical]), spacing: spacing, alignment: pick(alignments)), nil, children),
            el(.lazyGrid(axis: pick([.horizontal, .vertical]), items: [GridItemSpec(.fixed(30)), .flexible], alignment: pick(alignments),
                         spacing: spacing), nil, children),
            el(.scroll(axes: pick([.horizontal, .vertical, .both])), nil, one),
            el(.alternate, nil, children), el(.radial, nil, children),
            el(.frame(width: length(), height: length(), alignment: pick(alignments)), nil, [el(.text(TextSpec("x y", size: pick([8, 12]))))]),
            el(.padding(EdgeInsets(top: length() - 10, leading: pick([0, 4, -6]), bottom: length() / 2, trailing: 3)), nil, one),
            el(.frame(width: length(), height: length(), alignment: pick(alignments)), nil, one),
            el(.frame(width: length(), height: length(), alignment: pick(alignments)), nil, one),
            el(.frame(width: maybe(), height: maybe(), alignment: pick(alignments)), nil, one),
            el(.flexibleFrame(FlexibleFrame(minWidth: maybe(), maxWidth: Bool.random(using: &rng) ? .infinity : maybe(),
                                            idealHeight: maybe(), alignment: pick(alignments))), nil, one),
            el(.fixedSize(pick([.both, .horizontal, .vertical])), nil, one),
            el(.layoutPriority(Double(Int.random(in: -1...2, using: &rng))), nil, one),
            el(.layoutPriority(Double(Int.random(in: -1...2, using: &rng))), nil, one),
            el(.offset(x: 3, y: -5), nil, one),
            el(.aspectRatio(ratio: pick([nil, 0.5, 2]), contentMode: pick([.fit, .fill])), nil, one),
            el(.overlay(alignment: pick(alignments)), nil, one + [mixedSpec(&rng, depth: 0)]),
            el(.background(alignment: pick(alignments)), nil, one + [mixedSpec(&rng, depth: 0)]),
        ]
        return pick(options)
    }

    @Test func everyShortcutGivesTheGenericFramesProposalsAndFacts() throws {
        var rng = SeededGenerator(state: 4242)
        let proposals: [ProposedViewSize] = [
            .unspecified, .zero, .infinity, ProposedViewSize(width: 120, height: nil), ProposedViewSize(width: 33.5, height: 70),
            ProposedViewSize(width: nil, height: .infinity), ProposedViewSize(width: 0, height: 200),
        ]
        var mismatches = 0
        for round in 0..<1200 {
            let (tree, _) = build(Self.mixedSpec(&rng, depth: 3 + round % 3, rigid: round % 2 == 0 ? 0.3 : 0.8))
            let fastEvaluator = LayoutEvaluator(tree: tree)
            let genericEvaluator = LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true))
            for proposal in proposals {
                let fast = try fastEvaluator.inspect(proposal: proposal)
                let generic = try genericEvaluator.inspect(proposal: proposal)
                let same = fast.result.rootSize == generic.result.rootSize && fast.result.frames == generic.result.frames
                    && fast.result.placementProposals == generic.result.placementProposals
                    && Set(fast.clamps) == Set(generic.clamps) && Set(fast.unplaced) == Set(generic.unplaced)
                if !same {
                    // One report per tree, a few trees at most.
                    mismatches += 1
                    if mismatches <= 8 { Issue.record("fast and generic passes differ for \(proposal) on \(Self.describe(tree))") }
                    break
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// The tree as nested element names, for a failure's message.
    static func describe(_ tree: LayoutTree) -> String {
        guard let root = tree.root else { return "" }
        func text(_ id: LayoutNodeID) -> String {
            let children = tree.children(of: id)
            let name = "\(tree.elements[Int(id.index)])"
            return children.isEmpty ? name : name + " < " + children.map(text).joined(separator: " ") + " >"
        }
        return text(root)
    }
}
