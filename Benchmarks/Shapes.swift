import Foundation
import LayoutEngine

/// The trees of issue 12, those of a standard flexbox benchmark: leaf i is
/// `[40,60,80,30,50][i%5] × [20,20,30,20,25][i%5]`, in a `wrap` at width 1000, in one `hstack`,
/// or at the bottom of a complete 4-ary tree of alternating hstacks and vstacks. With fixed-size
/// children their frames are the same under SwiftUI's rules and under flexbox (`flex-shrink: 0`,
/// `align-items: flex-start`, `gap: 8`), which is what `Benchmarks/peers/compare.sh` relies on.
///
/// Issue 28's shapes are what real screens are made of, which no rigid-subtree shortcut answers:
///
/// | shape | layoutc | proposal | flexbox twin (Taffy) |
/// |---|---|---|---|
/// | `flexrow` | `hstack(spacing: 8) < rect … >` | `18n−8 × 50` | row, gap 8, width/height given, leaves `flex: 1 1 0` |
/// | `flexnested` | the 4-ary tree of `hstack(spacing: 8)`/`vstack(spacing: 8)`, `rect` leaves | the size that gives every leaf 10×10 | rows/columns, gap 8, every node `flex: 1 1 0` |
/// | `flexframes` | the same tree, leaves `box(40x20).frame(maxWidth: inf)` | `W×nil`, every leaf 60 wide | leaves `flex: 1 1 0`, min width 40, height 20 |
/// | `settings` | `vstack(spacing: 0) <` rows `hstack(spacing: 12) < box(28x28) box(40x20).frame(maxWidth: inf, alignment: leading) box(20x20) > >` | `375×nil` | column of rows, `align-items: center`, the middle item `flex: 1 1 0` |
/// | `textwrap`, `textvstack`, `textnested` | `text` leaves (`"Item 12"`, …) in a wrap at 1000, a vstack at 375, the 4-ary tree at 2000 wide | | none: Taffy has no text |
enum Shape: String, CaseIterable {
    case wrap, hstack, nested
    case flexrow, flexnested, flexframes, settings
    case textwrap, textvstack, textnested

    static let widths: [CGFloat] = [40, 60, 80, 30, 50]
    static let heights: [CGFloat] = [20, 20, 30, 20, 25]

    /// The shapes a flexbox twin is built for (`Benchmarks/peers/compare.py`).
    static let peers: [Shape] = [.wrap, .hstack, .nested, .flexrow, .flexnested, .flexframes, .settings]

    /// Whether the tree is the complete 4-ary one.
    var isNested: Bool { [.nested, .flexnested, .flexframes, .textnested].contains(self) }

    /// The root proposal for a tree of `nominal` leaves.
    func proposal(leaves nominal: Int) -> ProposedViewSize {
        switch self {
        case .wrap, .textwrap: return ProposedViewSize(width: 1000, height: nil)
        case .hstack, .nested: return .unspecified
        case .flexrow: return ProposedViewSize(width: CGFloat(18 * nominal - 8), height: 50)
        case .flexnested:
            let (width, height) = flexNestedSize(depth: nestedDepth(nominal))
            return ProposedViewSize(width: width, height: height)
        case .flexframes: return ProposedViewSize(width: flexNestedSize(depth: nestedDepth(nominal), leaf: 60).width, height: nil)
        case .settings, .textvstack: return ProposedViewSize(width: 375, height: nil)
        case .textnested: return ProposedViewSize(width: 2000, height: nil)
        }
    }

    /// The size at which every leaf of the nested tree gets `leaf`×`leaf` (each stack is four
    /// children and three gaps of 8 along its axis), so that every offer is a whole number.
    func flexNestedSize(depth: Int, leaf: CGFloat = 10) -> (width: CGFloat, height: CGFloat) {
        var width = leaf, height = leaf
        for level in 1...max(depth, 1) {
            let horizontal = (depth - level) % 2 == 0
            if horizontal { width = 4 * width + 24 } else { height = 4 * height + 24 }
        }
        return (width, height)
    }

    /// The leaf count a size stands for: exact for the flat shapes; for the complete 4-ary tree,
    /// the power of 4 nearest on a log scale (1k → 4^5, 10k → 4^7, 100k → 4^8, 1M → 4^10); for
    /// the settings list, three leaves a row.
    func leafCount(_ nominal: Int) -> Int {
        if isNested { return 1 << (2 * nestedDepth(nominal)) }
        if self == .settings { return 3 * max(nominal / 3, 1) }
        return nominal
    }

    /// A text leaf's words: a label and a number, as a list shows them.
    static func label(_ index: Int) -> String {
        ["Item", "Settings", "Wi-Fi", "General", "Notifications"][index % 5] + " \(index)"
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
            switch self {
            case .flexrow, .flexnested:
                return tree.add(.shape(.rect), metadata: NodeMetadata(name: "rect"))
            case .flexframes:
                let box = tree.add(.box(width: 40, height: 20), metadata: NodeMetadata(name: "box"))
                return tree.add(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), children: [box],
                                metadata: NodeMetadata(name: "frame"))
            case .textwrap, .textvstack, .textnested:
                return tree.add(.text(TextSpec(Self.label(leafIndex - 1), size: 17)), metadata: NodeMetadata(name: "text"))
            default:
                return tree.add(.box(width: Self.widths[i], height: Self.heights[i]), metadata: NodeMetadata(name: "box"))
            }
        }
        func stack(_ horizontal: Bool, _ children: [LayoutNodeID]) -> LayoutNodeID {
            let element: LayoutElement
            switch self {
            case .nested: element = horizontal ? .hstack(alignment: .top, spacing: 8) : .vstack(alignment: .leading, spacing: 8)
            default: element = horizontal ? .hstack(alignment: .center, spacing: 8) : .vstack(alignment: .center, spacing: 8)
            }
            return tree.add(element, children: children, metadata: NodeMetadata(name: horizontal ? "hstack" : "vstack"))
        }
        switch self {
        case .flexrow, .textwrap, .textvstack:
            var children: [LayoutNodeID] = []
            children.reserveCapacity(nominal)
            for _ in 0..<nominal { children.append(leaf()) }
            let element: LayoutElement = switch self {
            case .flexrow: .hstack(alignment: .center, spacing: 8)
            case .textwrap: .wrap(alignment: .topLeading, spacing: 8, lineSpacing: 8, fit: .proposal)
            default: .vstack(alignment: .leading, spacing: 8)
            }
            tree.add(element, children: children, metadata: NodeMetadata(name: rawValue))
            return tree
        case .settings:
            var rows: [LayoutNodeID] = []
            for _ in 0..<max(nominal / 3, 1) {
                let icon = tree.add(.box(width: 28, height: 28), metadata: NodeMetadata(name: "box"))
                let title = tree.add(.box(width: 40, height: 20), metadata: NodeMetadata(name: "box"))
                let frame = tree.add(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)),
                                     children: [title], metadata: NodeMetadata(name: "frame"))
                let chevron = tree.add(.box(width: 20, height: 20), metadata: NodeMetadata(name: "box"))
                rows.append(tree.add(.hstack(alignment: .center, spacing: 12), children: [icon, frame, chevron],
                                     metadata: NodeMetadata(name: "hstack")))
            }
            tree.add(.vstack(alignment: .center, spacing: 0), children: rows, metadata: NodeMetadata(name: "vstack"))
            return tree
        case .nested, .flexnested, .flexframes, .textnested:
            let depth = nestedDepth(nominal)
            // Level `depth` is the root (an hstack); levels alternate downwards.
            func build(_ level: Int) -> LayoutNodeID {
                if level == 0 { return leaf() }
                let children = (0..<4).map { _ in build(level - 1) }
                return stack((depth - level) % 2 == 0, children)
            }
            _ = build(depth)
            return tree
        default:
            break
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
        default:
            break
        }
        return tree
    }

    /// The same tree as `.layout` source, with a `proposal(…)` declaration, for the whole pipeline
    /// (the three shapes of issue 12).
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
        default:
            // Issue 28's shapes are built as trees only (the engine is what they measure).
            break
        }
        return out
    }
}
