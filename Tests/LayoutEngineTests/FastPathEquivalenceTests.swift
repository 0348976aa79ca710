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
        // Only the option picked builds its children (building every option's would grow the
        // work by their number at each level). Hstacks, vstacks, fixed frames and priorities
        // come up more often: they are where the shortcuts are.
        func children() -> [Spec] { (0..<Int.random(in: 0...4, using: &rng)).map { _ in mixedSpec(&rng, depth: depth - 1, rigid: rigid) } }
        func one() -> [Spec] { [mixedSpec(&rng, depth: depth - 1, rigid: rigid)] }
        func spacing() -> CGFloat? { Bool.random(using: &rng) ? length() / 4 : nil }
        func maybe() -> CGFloat? { Bool.random(using: &rng) ? length() : nil }
        switch Int.random(in: 0..<29, using: &rng) {
        case 0..<3: return el(.hstack(alignment: pick(vertical), spacing: spacing()), nil, children())
        case 3..<5: return el(.vstack(alignment: pick(horizontal), spacing: spacing()), nil, children())
        case 5: return el(.zstack(alignment: pick(alignments)), nil, children())
        case 6: return el(.wrap(alignment: pick(alignments), spacing: spacing(), lineSpacing: maybe(), fit: pick([.proposal, .content])), nil, children())
        case 7:
            let rows = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                el(.gridRow(alignment: Bool.random(using: &rng) ? nil : pick(vertical)), nil,
                   (0..<Int.random(in: 1...3, using: &rng)).map { _ in mixedSpec(&rng, depth: depth - 1, rigid: rigid) })
            }
            return el(.grid(alignment: pick(alignments), horizontalSpacing: spacing(), verticalSpacing: nil), nil, rows)
        case 8: return el(.overlap(overlap: 6, alignment: pick([.top, .center, .bottom])), nil, children())
        case 9: return el(.fits(axes: pick([.horizontal, .vertical, .both])), nil, children())
        case 10: return el(.columns(count: Int.random(in: 1...3, using: &rng), spacing: 4, alignment: pick(alignments)), nil, children())
        case 11: return el(.balanced(axis: pick([.horizontal, .vertical]), spacing: spacing(), alignment: pick(alignments)), nil, children())
        case 12:
            return el(.lazyGrid(axis: pick([.horizontal, .vertical]), items: [GridItemSpec(.fixed(30)), .flexible], alignment: pick(alignments),
                                spacing: spacing()), nil, children())
        case 13: return el(.scroll(axes: pick([.horizontal, .vertical, .both])), nil, one())
        case 14: return el(.alternate, nil, children())
        case 15: return el(.radial, nil, children())
        case 16: return el(.frame(width: length(), height: length(), alignment: pick(alignments)), nil, [el(.text(TextSpec("x y", size: pick([8, 12]))))])
        case 17: return el(.padding(EdgeInsets(top: length() - 10, leading: pick([0, 4, -6]), bottom: length() / 2, trailing: 3)), nil, one())
        case 18..<20: return el(.frame(width: length(), height: length(), alignment: pick(alignments)), nil, one())
        case 20: return el(.frame(width: maybe(), height: maybe(), alignment: pick(alignments)), nil, one())
        case 21:
            return el(.flexibleFrame(FlexibleFrame(minWidth: maybe(), maxWidth: Bool.random(using: &rng) ? .infinity : maybe(),
                                                   idealHeight: maybe(), alignment: pick(alignments))), nil, one())
        case 22: return el(.fixedSize(pick([.both, .horizontal, .vertical])), nil, one())
        case 23..<25: return el(.layoutPriority(Double(Int.random(in: -1...2, using: &rng))), nil, one())
        case 25: return el(.offset(x: 3, y: -5), nil, one())
        case 26: return el(.aspectRatio(ratio: pick([nil, 0.5, 2]), contentMode: pick([.fit, .fill])), nil, one())
        case 27: return el(.overlay(alignment: pick(alignments)), nil, one() + [mixedSpec(&rng, depth: 0)])
        default: return el(.background(alignment: pick(alignments)), nil, one() + [mixedSpec(&rng, depth: 0)])
        }
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

    /// Whether two inspections of one tree agree on everything a layout shows: the size, every
    /// frame and placement proposal, and the facts lint reads (clamps, unplaced subviews).
    static func agree(_ a: LayoutInspection, _ b: LayoutInspection) -> Bool {
        a.result.rootSize == b.result.rootSize && a.result.frames == b.result.frames
            && a.result.placementProposals == b.result.placementProposals
            && Set(a.clamps) == Set(b.clamps) && Set(a.unplaced) == Set(b.unplaced)
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
