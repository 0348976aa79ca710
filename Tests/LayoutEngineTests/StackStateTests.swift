import Foundation
import Testing
@testable import LayoutEngine

/// The stacks' state in the pass's tables (`LayoutPass+Stacks.swift`): an order that is not the
/// source order is kept in the shared lists, 16-bit indices for most stacks and 32-bit ones past
/// 65,536 children; stacks whose children are already in order keep nothing there.
struct StackStateTests {
    /// `hstack(spacing: 0)` of `pairs` × (rect, box(1x1)) proposed `3·pairs × 10`. The boxes are
    /// less flexible (0 against ∞), so they are offered first: each is offered 1.5 or so and
    /// takes 1, which leaves exactly 2·pairs for the rects, 2 each. So rect k is at x = 3k, 2
    /// wide and 10 tall; box k at x = 3k + 2, 1×1, centred at y = 4.5.
    private func alternatingRow(pairs: Int) throws -> (LayoutPass, LayoutResult, [LayoutNodeID]) {
        var tree = LayoutTree()
        var children: [LayoutNodeID] = []
        for _ in 0..<pairs {
            children.append(tree.add(.shape(.rect), metadata: NodeMetadata(name: "rect")))
            children.append(tree.add(.box(width: 1, height: 1), metadata: NodeMetadata(name: "box")))
        }
        let root = tree.add(.hstack(alignment: .center, spacing: 0), children: children, metadata: NodeMetadata(name: "hstack"))
        let pass = LayoutPass(tree: tree, options: LayoutOptions())
        let result = pass.run(root: root, proposal: ProposedViewSize(width: CGFloat(3 * pairs), height: 10))
        return (pass, result, children)
    }

    private func expectAlternatingFrames(_ result: LayoutResult, _ children: [LayoutNodeID], pairs: Int) {
        #expect(result.rootSize == CGSize(width: CGFloat(3 * pairs), height: 10))
        for k in [0, 1, pairs / 2, pairs - 1] {
            #expect(result.frames[Int(children[2 * k].index)] == CGRect(x: CGFloat(3 * k), y: 0, width: 2, height: 10))
            #expect(result.frames[Int(children[2 * k + 1].index)] == CGRect(x: CGFloat(3 * k + 2), y: 4.5, width: 1, height: 1))
        }
    }

    @Test func aSmallStackKeepsItsOrderAsSixteenBitIndices() throws {
        let (pass, result, children) = try alternatingRow(pairs: 4)
        expectAlternatingFrames(result, children, pairs: 4)
        // One stack, one region of 4 ways × 8 children; nothing in the 32-bit list.
        #expect(pass.stackOrderCount == StackState.ways * 8)
        #expect(pass.wideStackOrderCount == 0)
    }

    @Test func aStackOfMoreThan65536ChildrenKeepsItsOrderAsThirtyTwoBitIndices() throws {
        let pairs = 40_000  // 80,000 children: an index past 65,535 does not fit 16 bits
        let (pass, result, children) = try alternatingRow(pairs: pairs)
        expectAlternatingFrames(result, children, pairs: pairs)
        #expect(pass.wideStackOrderCount == StackState.ways * 2 * pairs)
        #expect(pass.stackOrderCount == 0)
    }

    /// Three rows `hstack(spacing: 0) < box(10x10) rect box(20x10) >` in a `vstack(spacing: 0)`
    /// at 100 wide: in each row the boxes are served first, the rect gets 100 − 30 = 70. Each
    /// row keeps its own order (boxes, then the rect); the column's rows are in order (they are
    /// equally flexible) and it keeps none; no stack has gaps or priorities that differ.
    @Test func eachStackThatNeedsAnOrderHasItsOwn() throws {
        var tree = LayoutTree()
        var rows: [LayoutNodeID] = []
        var rects: [LayoutNodeID] = []
        var trailing: [LayoutNodeID] = []
        for _ in 0..<3 {
            let a = tree.add(.box(width: 10, height: 10), metadata: NodeMetadata(name: "box"))
            let rect = tree.add(.shape(.rect), metadata: NodeMetadata(name: "rect"))
            let b = tree.add(.box(width: 20, height: 10), metadata: NodeMetadata(name: "box"))
            rects.append(rect)
            trailing.append(b)
            rows.append(tree.add(.hstack(alignment: .center, spacing: 0), children: [a, rect, b], metadata: NodeMetadata(name: "hstack")))
        }
        let root = tree.add(.vstack(alignment: .center, spacing: 0), children: rows, metadata: NodeMetadata(name: "vstack"))
        let pass = LayoutPass(tree: tree, options: LayoutOptions())
        let result = pass.run(root: root, proposal: ProposedViewSize(width: 100, height: nil))
        // Each row is 10 tall: the rect is proposed nil high (the column's nil), 10 by default.
        #expect(result.rootSize == CGSize(width: 100, height: 30))
        #expect(result.frames[Int(rects[2].index)] == CGRect(x: 10, y: 20, width: 70, height: 10))
        #expect(result.frames[Int(trailing[2].index)] == CGRect(x: 80, y: 20, width: 20, height: 10))
        #expect(pass.stackOrderCount == 3 * StackState.ways * 3)
        #expect(pass.stackLengthCount == 0)
    }

    /// A row of equal rects (every row of a real list) keeps nothing in the shared lists.
    @Test func childrenInOrderKeepNothing() throws {
        var tree = LayoutTree()
        let children = (0..<5).map { _ in tree.add(.shape(.rect), metadata: NodeMetadata(name: "rect")) }
        let root = tree.add(.hstack(alignment: .center, spacing: 8), children: children, metadata: NodeMetadata(name: "hstack"))
        let pass = LayoutPass(tree: tree, options: LayoutOptions())
        let result = pass.run(root: root, proposal: ProposedViewSize(width: 132, height: 50))
        // (132 − 4 × 8) / 5 = 20 each.
        #expect(result.frames[Int(children[4].index)] == CGRect(x: 112, y: 0, width: 20, height: 50))
        #expect(pass.stackOrderCount == 0 && pass.wideStackOrderCount == 0 && pass.stackLengthCount == 0)
    }
}

/// Scratch memory past 1 KiB comes from the heap, so a deep tree of wide stacks keeps the stack
/// its recursion needs.
struct StackScratchTests {
    /// 1,000 nested `hstack(spacing: 0) < rect × 32, (the next level) >` at 3,300 × 10: each
    /// level's 33 children are equally flexible (0 to ∞), so each gets a 33rd of the level's width.
    @Test func aDeepTreeOfWideStacksIsLaidOut() throws {
        var tree = LayoutTree()
        var inner = tree.add(.shape(.rect), metadata: NodeMetadata(name: "rect"))
        var firstRects: [LayoutNodeID] = []
        for _ in 0..<1_000 {
            var children = (0..<32).map { _ in tree.add(.shape(.rect), metadata: NodeMetadata(name: "rect")) }
            firstRects.append(children[0])
            children.append(inner)
            inner = tree.add(.hstack(alignment: .center, spacing: 0), children: children, metadata: NodeMetadata(name: "hstack"))
        }
        let result = try LayoutEvaluator(tree: tree).layout(proposal: ProposedViewSize(width: 3_300, height: 10))
        #expect(result.rootSize == CGSize(width: 3_300, height: 10))
        // The outermost level's first rect, and the second level's (in the last 33rd: 100 wide).
        #expect(result.frames[Int(firstRects[999].index)] == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(result.frames[Int(firstRects[998].index)]?.width == 100.0 / 33)
    }
}
