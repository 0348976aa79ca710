import Foundation
import Testing
@testable import LayoutEngine

/// The rigid-subtree shortcut (`RigidSubtrees.swift`) must not change a single number: a traced
/// pass takes the generic path for every node, so it is the reference for an untraced one.
struct RigidSubtreeTests {
    /// Random trees made mostly of rigid pieces (fixed leaves, both-length frames, paddings,
    /// stacks with and without spacing, priorities, offsets) with a few flexible ones mixed in.
    static func rigidSpec(_ rng: inout SeededGenerator, depth: Int) -> Spec {
        func length() -> CGFloat { CGFloat(Int.random(in: 0...90, using: &rng)) / 2 }
        if depth == 0 || Int.random(in: 0..<5, using: &rng) == 0 {
            let leaves: [LayoutElement] = [
                .box(width: length(), height: length()), .box(width: length(), height: length()),
                .image(width: length(), height: length(), resizable: false), .shape(.rect), .spacer(minLength: 4),
                .text(TextSpec("two words", size: 12)),
            ]
            return el(leaves.randomElement(using: &rng) ?? .circle)
        }
        let children = (0..<Int.random(in: 0...4, using: &rng)).map { _ in rigidSpec(&rng, depth: depth - 1) }
        let one = [rigidSpec(&rng, depth: depth - 1)]
        let spacing: CGFloat? = Bool.random(using: &rng) ? length() / 4 : nil
        let vertical: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
        let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
        let options: [Spec] = [
            el(.hstack(alignment: vertical.randomElement(using: &rng) ?? .top, spacing: spacing), nil, children),
            el(.hstack(alignment: vertical.randomElement(using: &rng) ?? .top, spacing: spacing), nil, children),
            el(.vstack(alignment: horizontal.randomElement(using: &rng) ?? .leading, spacing: spacing), nil, children),
            el(.vstack(alignment: horizontal.randomElement(using: &rng) ?? .leading, spacing: spacing), nil, children),
            el(.wrap(alignment: .topLeading, spacing: spacing, lineSpacing: 8, fit: .proposal), nil, children),
            el(.zstack(alignment: .bottomTrailing), nil, children),
            el(.padding(EdgeInsets(top: length(), leading: 0, bottom: length() / 2, trailing: 3)), nil, one),
            el(.frame(width: length(), height: length(), alignment: .bottomTrailing), nil, one),
            el(.frame(width: Bool.random(using: &rng) ? length() : nil, height: nil, alignment: .center), nil, one),
            el(.fixedSize(.both), nil, one), el(.layoutPriority(Double(Int.random(in: -1...2, using: &rng))), nil, one),
            el(.offset(x: 3, y: -5), nil, one), el(.overlay(alignment: .center), nil, one + [el(.shape(.ellipse))]),
            el(.background(alignment: .topLeading), nil, one + [box(4, 4)]),
        ]
        return options.randomElement(using: &rng) ?? el(.circle)
    }

    @Test func rigidShortcutGivesTheGenericFramesAndProposals() throws {
        var rng = SeededGenerator(state: 1212)
        let proposals: [ProposedViewSize] = [
            .unspecified, .zero, .infinity, ProposedViewSize(width: 120, height: nil), ProposedViewSize(width: 33.5, height: 70),
        ]
        for _ in 0..<400 {
            let (tree, _) = build(Self.rigidSpec(&rng, depth: 4))
            for proposal in proposals {
                let fast = try LayoutEvaluator(tree: tree).layout(proposal: proposal)
                let generic = try LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true)).layout(proposal: proposal)
                #expect(fast.rootSize == generic.rootSize)
                #expect(fast.frames == generic.frames)
                #expect(fast.placementProposals == generic.placementProposals)
            }
        }
    }

    @Test func theTreeKnowsItsDeepestNesting() throws {
        var rng = SeededGenerator(state: 77)
        for _ in 0..<200 {
            let (tree, _) = build(Self.rigidSpec(&rng, depth: Int.random(in: 0...6, using: &rng)))
            #expect(tree.maxHeight == LayoutEvaluator.depth(of: tree).max)
        }
    }

    @Test func fixedLeavesInStacksAreRigidAndAnswerOnce() throws {
        // hstack(spacing: 8) < box(40x20) vstack(spacing: 2) < box(10x5) box(30x7).padding(1) > >
        var tree = LayoutTree()
        tree.textModel = .model
        let a = tree.add(.box(width: 40, height: 20), metadata: NodeMetadata(name: "box"))
        let b = tree.add(.box(width: 10, height: 5), metadata: NodeMetadata(name: "box"))
        let c = tree.add(.box(width: 30, height: 7), metadata: NodeMetadata(name: "box"))
        let padded = tree.add(.padding(EdgeInsets(all: 1)), children: [c], metadata: NodeMetadata(name: "padding"))
        let column = tree.add(.vstack(alignment: .leading, spacing: 2), children: [b, padded], metadata: NodeMetadata(name: "vstack"))
        let root = tree.add(.hstack(alignment: .top, spacing: 8), children: [a, column], metadata: NodeMetadata(name: "hstack"))
        let pass = LayoutPass(tree: tree, options: LayoutOptions())
        let sizes = Self.rigidSizes(pass.findRigidSubtrees())
        // The column: max(10, 30 + 2) wide, 5 + 2 + 9 tall; the root: 40 + 8 + 32 wide, max(20, 16) tall.
        #expect(sizes[Int(padded.index)] == CGSize(width: 32, height: 9))
        #expect(sizes[Int(column.index)] == CGSize(width: 32, height: 16))
        #expect(sizes[Int(root.index)] == CGSize(width: 80, height: 20))
        let result = pass.run(root: root, proposal: ProposedViewSize(width: 10, height: 10))
        #expect(result.rootSize == CGSize(width: 80, height: 20))
        #expect(result.frames[Int(c.index)] == CGRect(x: 49, y: 8, width: 30, height: 7))
        // One answer per node, computed when the tree was read; no question reached a child.
        #expect(result.evaluationCount == tree.count)
    }

    @Test func aBaselineStackWithTextUnderAFixedFrameAlignsOnTheTextsBaseline() throws {
        // hstack(alignment: firstTextBaseline) < text("Hi").frame(width: 50, height: 40) box(10x10) >
        // The text is 16×20, centred in the frame at (17, 10): the frame's first baseline is
        // 10 + 16 = 26, the box's its height 10. Above the line max(26, 10) = 26, below it
        // max(40 − 26, 0) = 14: the stack is 68×40, the frame at y 0, the box at y 26 − 10 = 16
        // (not 30, where the frame's height taken as its baseline would put it).
        let first = layout(el(.hstack(alignment: .firstTextBaseline, spacing: nil), nil, [
            el(.frame(width: 50, height: 40, alignment: .center), "frame", [el(.text(TextSpec("Hi")), "text")]), box(10, 10, "box"),
        ]), nil, nil)
        #expect(first.size == CGSize(width: 68, height: 40))
        #expect(first["frame"] == rect(0, 0, 50, 40))
        #expect(first["text"] == rect(17, 10, 16, 20))
        #expect(first["box"] == rect(58, 16, 10, 10))
        // lastTextBaseline, two lines (16×40) centred in a 50×60 frame at y 10: the last baseline
        // is 10 + 20 + 16 = 46; below the line max(60 − 46, 0) = 14 → 60 tall, the box at y 36.
        let last = layout(el(.hstack(alignment: .lastTextBaseline, spacing: 0), nil, [
            el(.frame(width: 50, height: 60, alignment: .center), "frame", [el(.text(TextSpec("Hi\nyo")))]), box(10, 10, "box"),
        ]), 100, 100)
        #expect(last.size == CGSize(width: 60, height: 60))
        #expect(last["frame"] == rect(0, 0, 50, 60))
        #expect(last["box"] == rect(50, 36, 10, 10))
    }

    @Test func aFlexibleLeafMakesItsAncestorsNonRigid() throws {
        var tree = LayoutTree()
        tree.textModel = .model
        let a = tree.add(.box(width: 40, height: 20), metadata: NodeMetadata(name: "box"))
        let shape = tree.add(.shape(.rect), metadata: NodeMetadata(name: "shape"))
        let framed = tree.add(.frame(width: 12, height: 12, alignment: .center), children: [shape], metadata: NodeMetadata(name: "frame"))
        let other = tree.add(.shape(.rect), metadata: NodeMetadata(name: "shape"))
        let open = tree.add(.frame(width: 12, height: nil, alignment: .center), children: [other], metadata: NodeMetadata(name: "frame"))
        let stack = tree.add(.hstack(alignment: .top, spacing: 0), children: [a, open, framed], metadata: NodeMetadata(name: "hstack"))
        let sizes = Self.rigidSizes(LayoutPass(tree: tree, options: LayoutOptions()).findRigidSubtrees())
        #expect(sizes[Int(a.index)] == CGSize(width: 40, height: 20))
        #expect(sizes[Int(shape.index)] == nil)
        #expect(sizes[Int(framed.index)] == CGSize(width: 12, height: 12))
        #expect(sizes[Int(open.index)] == nil)
        #expect(sizes[Int(stack.index)] == nil)
    }

    /// Each node's one answer, nil for a node that is not rigid.
    static func rigidSizes(_ found: (frames: NodeFrames, rigid: [Bool])) -> [CGSize?] {
        found.rigid.indices.map { found.rigid[$0] ? found.frames.storedSize(at: $0) : nil }
    }
}
