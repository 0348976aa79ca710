import Foundation
import LayoutEngine

// Engine benchmarks at the scale the design targets (issue 3): a million leaves in a `wrap`, and
// nested stacks of about a million nodes. Run in release: `swift run -c release layoutc-bench`.
// Each case is built once and laid out `runs` times; the best time is reported, with the peak RSS.

func wrapOfLeaves(_ count: Int) -> LayoutTree {
    var tree = LayoutTree()
    var children: [LayoutNodeID] = []
    children.reserveCapacity(count)
    for i in 0..<count {
        children.append(tree.add(.box(width: CGFloat(20 + i % 7 * 10), height: 20), metadata: NodeMetadata(name: "box")))
    }
    tree.add(.wrap(alignment: .leading, spacing: 8, lineSpacing: 4, fit: .proposal), children: children, metadata: NodeMetadata(name: "wrap"))
    return tree
}

/// Alternating hstack/vstack, each with `fanout` children, down to text and box leaves.
func nestedStacks(depth: Int, fanout: Int) -> LayoutTree {
    var tree = LayoutTree()
    func build(_ level: Int, _ index: Int) -> LayoutNodeID {
        if level == 0 {
            let element: LayoutElement = index % 2 == 0 ? .text(TextSpec("word word")) : .box(width: 10, height: 10)
            return tree.add(element, metadata: NodeMetadata(name: "leaf"))
        }
        let children = (0..<fanout).map { build(level - 1, $0) }
        let element: LayoutElement = level % 2 == 0 ? .hstack(alignment: .center, spacing: nil) : .vstack(alignment: .leading, spacing: 4)
        return tree.add(element, children: children, metadata: NodeMetadata(name: "stack"))
    }
    _ = build(depth, 0)
    return tree
}

func peakRSS() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return "?" }
    return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(separator: " ")
}

func measure(_ name: String, _ tree: LayoutTree, _ proposal: ProposedViewSize, runs: Int = 3) {
    var best = Double.infinity
    var size = CGSize.zero
    var evaluations = 0
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let result = try LayoutEvaluator(tree: tree).layout(proposal: proposal)
            size = result.rootSize
            evaluations = result.evaluationCount
        } catch {
            print("\(name): \(error)")
            return
        }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    print(String(format: "%-34@ %9d nodes  %8.3f s  (%.0f ns/node, %.1f answers/node)  %@  peak RSS %@",
                 name as NSString, tree.count, best, best * 1e9 / Double(tree.count), Double(evaluations) / Double(tree.count),
                 "\(formatLength(size.width))x\(formatLength(size.height))" as NSString, peakRSS() as NSString))
}

// `layoutc-bench [wrap|stacks4|stacks2]` runs one case; no argument runs all.
let only = CommandLine.arguments.dropFirst().first
if only == nil || only == "wrap" {
    measure("wrap, 1,000,000 boxes at 1000", wrapOfLeaves(1_000_000), ProposedViewSize(width: 1000, height: nil))
}
if only == nil || only == "stacks4" {
    measure("nested stacks, 4^10 leaves", nestedStacks(depth: 10, fanout: 4), ProposedViewSize(width: 2000, height: 3000))
}
if only == "small" {
    // For `valgrind --tool=callgrind`: deterministic instruction counts on a small tree.
    measure("nested stacks, 4^7 leaves", nestedStacks(depth: 7, fanout: 4), ProposedViewSize(width: 2000, height: 3000), runs: 1)
}
if only == nil || only == "stacks2" {
    measure("nested stacks, 2^20 leaves", nestedStacks(depth: 20, fanout: 2), ProposedViewSize(width: 2000, height: 3000))
}
