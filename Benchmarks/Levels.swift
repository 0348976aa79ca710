import Foundation
import LayoutEngine

/// `layoutc-bench levels SHAPE DEPTH [WIDTH]`: where a nested tree's questions go. The shape's
/// tree of 4^DEPTH leaves is laid out once traced (every question recorded; the memo keeps 8
/// answers a node instead of 4, and stacks re-probe their children, so more is computed than
/// untraced) at the shape's proposal, or at WIDTH wide. Per level (0: the leaves), per node: the
/// questions asked, the answers computed (not from the memo) and the distinct proposals among
/// them, and the distinct widths among those. Then the answers per node of an untraced pass, the
/// benchmark's measure, and its time per node (median of 5 passes after the first, which shapes
/// the texts).
func levelsCase(_ shape: Shape, depth: Int, width: CGFloat?) {
    let tree = shape.tree(leaves: 1 << (2 * depth))
    var proposal = shape.proposal(leaves: 1 << (2 * depth))
    if let width { proposal.width = width }
    guard let traced = try? LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true)).layout(proposal: proposal),
          let untraced = try? LayoutEvaluator(tree: tree).layout(proposal: proposal) else {
        fail("the tree could not be laid out")
    }
    var asked = [Int](repeating: 0, count: tree.count), computed = asked
    var proposals = [Set<ProposedViewSize>](repeating: [], count: tree.count)
    for case let .sized(node, nodeProposal, _, _, cached) in traced.trace {
        let index = Int(node.index)
        asked[index] += 1
        if !cached { computed[index] += 1 }
        proposals[index].insert(nodeProposal)
    }
    // Children come before their parents: a node's level is one more than its highest child's.
    var level = [Int](repeating: 0, count: tree.count)
    for index in 0..<tree.count {
        for child in tree.children(of: LayoutNodeID(index)) { level[index] = max(level[index], level[Int(child.index)] + 1) }
    }
    print("\(shape.rawValue), 4^\(depth) leaves, proposed \(proposal) → \(formatLength(untraced.rootSize.width))x\(formatLength(untraced.rootSize.height))")
    print("level    nodes   asked/node  computed/node  proposals/node  widths/node   (traced)")
    for current in 0...(level.max() ?? 0) {
        let nodes = (0..<tree.count).filter { level[$0] == current }
        let count = Double(max(nodes.count, 1))
        func mean(_ values: (Int) -> Int) -> Double { Double(nodes.reduce(0) { $0 + values($1) }) / count }
        print(String(format: "%5d %8d %12.2f %14.2f %15.2f %12.2f", current, nodes.count, mean { asked[$0] },
                     mean { computed[$0] }, mean { proposals[$0].count },
                     mean { Set(proposals[$0].map(\.width)).count }))
    }
    var times: [Double] = []
    for _ in 0..<5 {
        let started = DispatchTime.now().uptimeNanoseconds
        _ = try? LayoutEvaluator(tree: tree).layout(proposal: proposal)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - started))
    }
    print(String(format: "untraced: %.2f answers per node, %.1f ns per node (median of 5)",
                 Double(untraced.evaluationCount) / Double(tree.count), times.sorted()[2] / Double(tree.count)))
}
