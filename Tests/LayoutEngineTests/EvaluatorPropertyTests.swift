import Foundation
import Testing
@testable import LayoutEngine

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// One to nine of `words`, joined by spaces or (the whole text) by line breaks.
    mutating func text(of words: [String]) -> String {
        (0..<Int.random(in: 1...9, using: &self)).map { _ in words[Int.random(in: 0..<words.count, using: &self)] }
            .joined(separator: Bool.random(using: &self) ? " " : "\n")
    }
}

struct EvaluatorPropertyTests {
    static func randomSpec(_ rng: inout SeededGenerator, depth: Int) -> Spec {
        func length() -> CGFloat { CGFloat(Int.random(in: 0...120, using: &rng)) }
        if depth == 0 || Int.random(in: 0..<4, using: &rng) == 0 {
            let leaves: [LayoutElement] = [
                .box(width: length(), height: length()), .shape(.rect), .circle, .spacer(minLength: 8), .divider,
                .image(width: length(), height: length(), resizable: Bool.random(using: &rng)),
                .text(TextSpec("Lorem ipsum dolor sit amet", size: CGFloat(Int.random(in: 8...24, using: &rng)))),
            ]
            return el(leaves.randomElement(using: &rng) ?? .circle)
        }
        let children = (0..<Int.random(in: 0...4, using: &rng)).map { _ in randomSpec(&rng, depth: depth - 1) }
        let one = [randomSpec(&rng, depth: depth - 1)]
        let options: [Spec] = [
            el(.hstack(alignment: .firstTextBaseline, spacing: nil), nil, children),
            el(.vstack(alignment: .leading, spacing: 4), nil, children),
            el(.zstack(alignment: .bottomTrailing), nil, children),
            el(.wrap(alignment: .center, spacing: nil, lineSpacing: nil, fit: .proposal), nil, children),
            el(.overlap(overlap: 6, alignment: .center), nil, children),
            el(.columns(count: 2, spacing: 4, alignment: .center), nil, children),
            el(.alternate, nil, children), el(.radial, nil, children),
            el(.balanced(axis: .vertical, spacing: nil, alignment: .center), nil, children),
            el(.fits(axes: .both), nil, children), el(.scroll(axes: .vertical), nil, one),
            el(.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), nil, [el(.gridRow(alignment: nil), nil, children)] + one),
            el(.padding(EdgeInsets(all: length() / 4)), nil, one),
            el(.frame(width: Bool.random(using: &rng) ? length() : nil, height: nil, alignment: .bottom), nil, one),
            el(.flexibleFrame(FlexibleFrame(minWidth: length(), maxWidth: .infinity, maxHeight: length())), nil, one),
            el(.fixedSize(.horizontal), nil, one), el(.layoutPriority(1), nil, one), el(.offset(x: 3, y: -3), nil, one),
            el(.aspectRatio(ratio: Bool.random(using: &rng) ? 1.5 : nil, contentMode: .fill), nil, one),
            el(.overlay(alignment: .center), nil, one + [el(.shape(.ellipse))]),
        ]
        return options.randomElement(using: &rng) ?? el(.circle)
    }

    static let proposals: [ProposedViewSize] = [
        .unspecified, .zero, .infinity, ProposedViewSize(width: 320, height: nil), ProposedViewSize(width: nil, height: 200),
        ProposedViewSize(width: 0, height: .infinity), ProposedViewSize(width: 57.5, height: 13),
    ]

    @Test func framesAreFiniteNonNegativeAndAnswersStable() throws {
        var rng = SeededGenerator(state: 2026)
        for _ in 0..<300 {
            let (tree, _) = build(Self.randomSpec(&rng, depth: 4))
            for proposal in Self.proposals {
                let pass = LayoutPass(tree: tree, options: LayoutOptions())
                let result = pass.run(root: try #require(tree.root), proposal: proposal)
                #expect(result.rootSize.width.isFinite && result.rootSize.height.isFinite)
                for frame in result.frames.compactMap({ $0 }) {
                    #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
                    #expect(frame.width >= 0 && frame.height >= 0)
                }
                // Stability: a fresh pass (no memo) answers the same, and asking twice does too.
                let again = LayoutPass(tree: tree, options: LayoutOptions())
                let root = try #require(tree.root)
                #expect(again.sizeThatFits(node: root, proposal: proposal) == pass.sizeThatFits(node: root, proposal: proposal))
                #expect(try LayoutEvaluator(tree: tree).layout(proposal: proposal).frames == result.frames)
            }
        }
    }

    @Test func memoKeepsNestedStacksLinear() throws {
        // A binary tree of alternating hstack/vstack, 12 levels (8191 nodes). Each stack asks each
        // child min, max and its offer, so without the memo the work grows like 3^12 per leaf.
        func nested(_ depth: Int) -> Spec {
            if depth == 0 { return el(.text(TextSpec("word word"))) }
            let stack: LayoutElement = depth.isMultiple(of: 2)
                ? .hstack(alignment: .center, spacing: nil) : .vstack(alignment: .center, spacing: nil)
            return el(stack, nil, [nested(depth - 1), nested(depth - 1)])
        }
        let (tree, _) = build(nested(12))
        let pass = LayoutPass(tree: tree, options: LayoutOptions())
        _ = pass.run(root: try #require(tree.root), proposal: ProposedViewSize(width: 1000, height: 800))
        #expect(tree.count == 8191)
        #expect(pass.evaluations < 12 * tree.count)
    }

    @Test func deepChainsDoNotCrash() throws {
        // 100,000 nested paddings: beyond the default limit → a clean error, not a stack overflow.
        var tree = LayoutTree()
        var id = tree.add(.box(width: 10, height: 10), metadata: NodeMetadata(name: "box"))
        for _ in 0..<100_000 { id = tree.add(.padding(EdgeInsets(all: 1)), children: [id], metadata: NodeMetadata(name: "padding")) }
        #expect(throws: LayoutError.tooDeep(limit: 10_000, node: LayoutNodeID(0))) {
            try LayoutEvaluator(tree: tree).layout(proposal: .unspecified)
        }
        // With the limit raised the evaluator runs it on a large stack: 10 + 2 × 100,000.
        let result = try LayoutEvaluator(tree: tree, options: LayoutOptions(maxDepth: 200_000)).layout(proposal: .unspecified)
        #expect(result.rootSize == CGSize(width: 200_010, height: 200_010))
        #expect(result.frames[0] == CGRect(x: 100_000, y: 100_000, width: 10, height: 10))
    }

    @Test func deepVStacksWithinTheLimit() throws {
        var tree = LayoutTree()
        var id = tree.add(.box(width: 10, height: 10), metadata: NodeMetadata(name: "box"))
        for _ in 0..<5_000 { id = tree.add(.vstack(alignment: .center, spacing: nil), children: [id], metadata: NodeMetadata(name: "vstack")) }
        let result = try LayoutEvaluator(tree: tree).layout(proposal: ProposedViewSize(width: 100, height: nil))
        #expect(result.rootSize == CGSize(width: 10, height: 10))
    }

    @Test func traceRecordsProposalsAnswersAndPlacements() throws {
        // A text (memoised, unlike fixed leaves) in an hstack: "Hi" is 16×20 in the model.
        var tree = LayoutTree()
        tree.textModel = .model
        let a = tree.add(.text(TextSpec("Hi")), metadata: NodeMetadata(name: "text"))
        let stack = tree.add(.hstack(alignment: .center, spacing: nil), children: [a], metadata: NodeMetadata(name: "hstack"))
        let result = try LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true)).layout(proposal: ProposedViewSize(width: 100, height: nil))
        // The stack's question comes first (the trace reads top-down), its children's one level deeper.
        #expect(result.trace.first == .sized(node: stack, proposal: ProposedViewSize(width: 100, height: nil), answer: CGSize(width: 16, height: 20), depth: 0, cached: false))
        #expect(result.trace.contains(.sized(node: a, proposal: ProposedViewSize(width: 0, height: nil), answer: CGSize(width: 0, height: 40), depth: 1, cached: false)))
        // Placed with the stack's cross size re-proposed (§3 step 5): 100×20, not 100×nil.
        #expect(result.trace.contains(.placed(node: a, frame: CGRect(x: 0, y: 0, width: 16, height: 20), proposal: ProposedViewSize(width: 100, height: 20), depth: 1)))
        #expect(result.trace.contains(.sized(node: a, proposal: ProposedViewSize(width: 100, height: 20), answer: CGSize(width: 16, height: 20), depth: 0, cached: true)))
    }
}
