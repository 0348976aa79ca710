import Foundation
import LayoutEngine

/// The trees of issue 12, those of a standard flexbox benchmark: leaf i is
/// `[40,60,80,30,50][i%5] × [20,20,30,20,25][i%5]`, in a `wrap` at width 1000, in one `hstack`,
/// or at the bottom of a complete 4-ary tree of alternating hstacks and vstacks. With fixed-size
/// children their frames are the same under SwiftUI's rules and under flexbox (`flex-shrink: 0`,
/// `align-items: flex-start`, `gap: 8`), which is what `Benchmarks/peers/compare.sh` relies on.
enum Shape: String, CaseIterable {
    case wrap, hstack, nested

    static let widths: [CGFloat] = [40, 60, 80, 30, 50]
    static let heights: [CGFloat] = [20, 20, 30, 20, 25]

    /// The root proposal: `1000×nil` for the wrap, `nil×nil` otherwise.
    var proposal: ProposedViewSize {
        self == .wrap ? ProposedViewSize(width: 1000, height: nil) : .unspecified
    }

    /// The leaf count a size stands for: exact for wrap and hstack; for the complete 4-ary tree,
    /// the power of 4 nearest on a log scale (1k → 4^5, 10k → 4^7, 100k → 4^8, 1M → 4^10).
    func leafCount(_ nominal: Int) -> Int {
        guard self == .nested else { return nominal }
        return 1 << (2 * nestedDepth(nominal))
    }

    /// The depth (levels of stacks) of the nested tree for a nominal leaf count.
    func nestedDepth(_ nominal: Int) -> Int {
        let exact = log(Double(max(nominal, 4))) / log(4)
        return Int(exact.rounded())
    }

    /// The engine's tree, built directly (no front end).
    func tree(leaves nominal: Int) -> LayoutTree {
        var tree = LayoutTree()
        var leafIndex = 0
        func leaf() -> LayoutNodeID {
            let i = leafIndex % 5
            leafIndex += 1
            return tree.add(.box(width: Self.widths[i], height: Self.heights[i]), metadata: NodeMetadata(name: "box"))
        }
        switch self {
        case .wrap, .hstack:
            var children: [LayoutNodeID] = []
            children.reserveCapacity(nominal)
            for _ in 0..<nominal { children.append(leaf()) }
            let element: LayoutElement = self == .wrap
                ? .wrap(alignment: .topLeading, spacing: 8, lineSpacing: 8, fit: .proposal)
                : .hstack(alignment: .top, spacing: 8)
            tree.add(element, children: children, metadata: NodeMetadata(name: rawValue))
        case .nested:
            let depth = nestedDepth(nominal)
            // Level `depth` is the root (an hstack); levels alternate downwards.
            func build(_ level: Int) -> LayoutNodeID {
                if level == 0 { return leaf() }
                let children = (0..<4).map { _ in build(level - 1) }
                let horizontal = (depth - level) % 2 == 0
                let element: LayoutElement = horizontal ? .hstack(alignment: .top, spacing: 8) : .vstack(alignment: .leading, spacing: 8)
                return tree.add(element, children: children, metadata: NodeMetadata(name: horizontal ? "hstack" : "vstack"))
            }
            _ = build(depth)
        }
        return tree
    }

    /// The same tree as `.layout` source, with a `proposal(…)` declaration, for the whole pipeline.
    func source(leaves nominal: Int) -> String {
        var out = self == .wrap ? "proposal(1000, nil)\n" : ""
        out.reserveCapacity(nominal * 12)
        var leafIndex = 0
        func leaf() {
            let i = leafIndex % 5
            leafIndex += 1
            out += "box(\(Int(Self.widths[i]))x\(Int(Self.heights[i]))) "
        }
        switch self {
        case .wrap, .hstack:
            out += self == .wrap ? "wrap(alignment: topLeading, spacing: 8, lineSpacing: 8) <\n" : "hstack(alignment: top, spacing: 8) <\n"
            for i in 0..<nominal {
                leaf()
                if i % 10 == 9 { out += "\n" }
            }
            out += ">\n"
        case .nested:
            let depth = nestedDepth(nominal)
            func build(_ level: Int) {
                if level == 0 { return leaf() }
                let horizontal = (depth - level) % 2 == 0
                out += horizontal ? "hstack(alignment: top, spacing: 8) < " : "vstack(alignment: leading, spacing: 8) < "
                for _ in 0..<4 { build(level - 1) }
                out += ">\n"
            }
            build(depth)
        }
        return out
    }
}
