import Foundation
import Testing
@testable import LayoutEngine

/// Properties SwiftUI's layout guarantees, checked over random trees (`EvaluatorPropertyTests`'
/// generator: every container, leaf and modifier, at the four kinds of proposal). A failure
/// prints the tree's seed so it reproduces.
struct SwiftUIGuaranteeTests {
    static let treeCount = 400

    /// The frames with `.offset` undone: where the layout put each node (offsets only move drawing).
    static func layoutFrames(_ tree: LayoutTree, _ result: LayoutResult) -> [CGRect?] {
        var shift = [CGPoint](repeating: .zero, count: tree.count)
        // Parents come after their children in the arena, so walk from the root down.
        for index in stride(from: tree.count - 1, through: 0, by: -1) {
            var own = CGPoint.zero
            if case let .offset(x, y) = tree.elements[index] { own = CGPoint(x: x, y: y) }
            let inherited = tree.parents[index].map { shift[Int($0.index)] } ?? .zero
            shift[index] = CGPoint(x: inherited.x + own.x, y: inherited.y + own.y)
        }
        return result.frames.enumerated().map { index, frame in
            frame.map { $0.offsetBy(dx: -shift[index].x, dy: -shift[index].y) }
        }
    }

    static func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }

    @Test func guaranteesHoldOnRandomTrees() throws {
        var rng = SeededGenerator(state: 11)
        var checkedFrames = 0
        for treeIndex in 0..<Self.treeCount {
            let (tree, _) = build(EvaluatorPropertyTests.randomSpec(&rng, depth: 4))
            let root = try #require(tree.root)
            for proposal in EvaluatorPropertyTests.proposals {
                let pass = LayoutPass(tree: tree, options: LayoutOptions())
                let result = pass.run(root: root, proposal: proposal)
                let frames = Self.layoutFrames(tree, result)
                let context = "tree \(treeIndex), proposal \(proposal)"
                // A fresh pass answers the questions, so nothing the layout pass remembered helps.
                let oracle = LayoutPass(tree: tree, options: LayoutOptions())

                // The root is placed at the origin with the size it answered.
                #expect(frames[Int(root.index)].map { $0.origin == .zero && $0.size == result.rootSize } == true, "\(context)")

                for index in 0..<tree.count {
                    guard let frame = frames[index], let placed = result.placementProposals[index] else { continue }
                    checkedFrames += 1
                    let node = LayoutNodeID(index)
                    // 1. A child's frame is its answer to the proposal it was placed with. (A grid's
                    //    `row` is not a child the grid places: its frame is its cells' union.)
                    if case .gridRow = tree.elements[index], let parent = tree.parents[index], case .grid = tree.elements[Int(parent.index)] { continue }
                    let answer = oracle.sizeThatFits(node: node, proposal: placed)
                    #expect(Self.near(frame.width, answer.width) && Self.near(frame.height, answer.height),
                            "\(context): node \(index) \(tree.elements[index]) framed \(frame.size), answers \(answer) to \(placed)")
                    let children = tree.children(of: node).compactMap { child in frames[Int(child.index)].map { (child, $0) } }
                    switch tree.elements[index] {
                    case .hstack, .vstack:
                        // 2. Stack children follow each other in source order without overlapping
                        //    along the axis (an overflowing stack extends, it never folds back).
                        let horizontal = { if case .hstack = tree.elements[index] { return true } else { return false } }()
                        if let first = children.first {
                            #expect(Self.near(horizontal ? first.1.minX : first.1.minY, horizontal ? frame.minX : frame.minY), "\(context): stack \(index) starts late")
                        }
                        for (a, b) in zip(children, children.dropFirst()) {
                            let end = horizontal ? a.1.maxX : a.1.maxY
                            let start = horizontal ? b.1.minX : b.1.minY
                            #expect(start >= end - 1e-6, "\(context): stack \(index) children \(a.0) and \(b.0) overlap")
                        }
                    case .zstack(let alignment) where alignment == .bottomTrailing:
                        // 3. The highest-priority children share the stack's guides.
                        let top = children.map { pass.isSpacer(node: $0.0) ? -Double.infinity : pass.priority(node: $0.0) }.max()
                        let aligned = children.filter { (pass.isSpacer(node: $0.0) ? -Double.infinity : pass.priority(node: $0.0)) == top }
                        for (a, b) in zip(aligned, aligned.dropFirst()) {
                            #expect(Self.near(a.1.maxX, b.1.maxX) && Self.near(a.1.maxY, b.1.maxY), "\(context): zstack \(index) guides differ")
                        }
                    case let .layout(instance) where instance.layout is WrapLayout:
                        // 4. No two items of a flow layout overlap.
                        let items = children.filter { !pass.isSpacer(node: $0.0) }
                        for (i, a) in items.enumerated() {
                            for b in items.dropFirst(i + 1) {
                                let overlap = a.1.intersection(b.1)
                                #expect(overlap.isNull || overlap.width < 1e-6 || overlap.height < 1e-6, "\(context): wrap \(index) items overlap")
                            }
                        }
                    case let .padding(insets):
                        // 5. Padding insets its child exactly.
                        if let child = children.first?.1 {
                            #expect(Self.near(child.minX, frame.minX + insets.leading) && Self.near(child.minY, frame.minY + insets.top)
                                && Self.near(child.width, max(frame.width - insets.horizontal, 0)) && Self.near(child.height, max(frame.height - insets.vertical, 0)),
                                "\(context): padding \(index)")
                        }
                    case let .frame(width?, height?, _):
                        // 6. A fixed frame is exactly its size, whatever its child.
                        #expect(frame.size == CGSize(width: width, height: height), "\(context)")
                    case .overlay:
                        // 7. Overlay content is proposed the primary's size; a shape takes exactly that.
                        if children.count == 2, case .shape = tree.elements[Int(children[1].0.index)] {
                            #expect(children[1].1 == children[0].1, "\(context): overlay \(index)")
                        }
                    default:
                        break
                    }
                }
            }
        }
        #expect(checkedFrames > 10_000)
    }
}
