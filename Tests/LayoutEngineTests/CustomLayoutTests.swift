import Foundation
import Testing
import LayoutEngine

// Two seed layouts written as a Swift user would, against the public API only (no @testable):
// Paul Hudson's RadialLayout (seed 003, `Angle` replaced by radians) and the AlternateStack of
// seed 003. They run through `.custom` nodes and must give the built-ins' frames.

/// Seed 003's RadialLayout, as in the article.
struct ArticleRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // calculate the radius of our bounds
        let radius = min(bounds.size.width, bounds.size.height) / 2
        // figure out the angle between each subview on our circle
        let angle = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            // ask this view for its ideal size
            let viewSize = subview.sizeThatFits(.unspecified)
            // calculate the X and Y position so this view lies inside our circle's edge
            let xPos = cos(angle * Double(index) - .pi / 2) * (radius - viewSize.width / 2)
            let yPos = sin(angle * Double(index) - .pi / 2) * (radius - viewSize.height / 2)
            // position this view relative to our centre, using its natural size ("unspecified")
            let point = CGPoint(x: bounds.midX + xPos, y: bounds.midY + yPos)
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// Seed 003's AlternateStackLayout, as in the article.
struct ArticleAlternateStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let evenWidth = stride(from: 0, to: sizes.count, by: 2).map { sizes[$0].width }.max() ?? 0
        let oddWidth = stride(from: 1, to: sizes.count, by: 2).map { sizes[$0].width }.max() ?? 0
        return CGSize(width: evenWidth + oddWidth, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let evenWidth = stride(from: 0, to: sizes.count, by: 2).map { sizes[$0].width }.max() ?? 0
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let x = index % 2 == 0 ? bounds.minX : bounds.minX + evenWidth
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
            y += sizes[index].height
        }
    }
}

/// A layout with a real cache: counts `makeCache` calls, to check it is made once per pass.
final class CacheCounter: @unchecked Sendable { var made = 0 }

struct CachingLayout: Layout {
    let counter: CacheCounter
    func makeCache(subviews: Subviews) -> [CGSize] {
        counter.made += 1
        return subviews.map { $0.sizeThatFits(.unspecified) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        CGSize(width: cache.map(\.width).reduce(0, +), height: cache.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        var x = bounds.minX
        for (subview, size) in zip(subviews, cache) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
        }
    }
}

/// Never places its subviews: the engine centres them with the container's proposal.
struct LazyLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Places its subviews while answering (which SwiftUI does not allow), never in `placeSubviews`.
struct PlacesWhileSizing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for subview in subviews { subview.place(at: .zero, anchor: .topLeading, proposal: .unspecified) }
        return CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

struct CustomLayoutTests {
    func tree(_ container: LayoutElement, _ children: [CGSize]) -> LayoutTree {
        var tree = LayoutTree()
        tree.textModel = .model
        let ids = children.map { tree.add(.box(width: $0.width, height: $0.height), metadata: NodeMetadata(name: "box")) }
        tree.add(container, children: ids, metadata: NodeMetadata(name: "container"))
        return tree
    }

    func frames(_ tree: LayoutTree, _ proposal: ProposedViewSize) throws -> [CGRect?] {
        Array(try LayoutEvaluator(tree: tree).layout(proposal: proposal).frames)
    }

    func registry() -> LayoutRegistry {
        var registry = LayoutRegistry()
        registry.register(CustomLayoutDefinition(name: "articleRadial", doc: "seed 003", parameters: []) { _ in ArticleRadialLayout() })
        registry.register(CustomLayoutDefinition(name: "articleAlternate", doc: "seed 003", parameters: []) { _ in ArticleAlternateStack() })
        return registry
    }

    @Test func radialMatchesTheBuiltIn() throws {
        let registry = registry()
        let make = try #require(registry.definition(named: "articleRadial")?.make)
        let sizes = Array(repeating: CGSize(width: 32, height: 32), count: 16)
        let custom = tree(.custom(name: "articleRadial", layout: make(LayoutArguments(parameters: [], values: []))), sizes)
        let builtin = tree(.radial, sizes)
        for proposal in [ProposedViewSize(width: 300, height: 300), ProposedViewSize(width: 200, height: 120), .unspecified] {
            let a = try frames(custom, proposal)
            let b = try frames(builtin, proposal)
            for (x, y) in zip(a, b) {
                let (x, y) = (try #require(x), try #require(y))
                #expect(abs(x.minX - y.minX) < 1e-9 && abs(x.minY - y.minY) < 1e-9 && x.size == y.size)
            }
        }
    }

    @Test func alternateMatchesTheBuiltIn() throws {
        let sizes = [100, 80, 60, 40].map { CGSize(width: $0, height: $0) }
        let custom = tree(.custom(name: "articleAlternate", layout: ArticleAlternateStack()), sizes)
        for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 50, height: 50)] {
            #expect(try frames(custom, proposal) == frames(tree(.alternate, sizes), proposal))
        }
        #expect(try frames(custom, .unspecified)[3] == CGRect(x: 100, y: 240, width: 40, height: 40))
    }

    @Test func anyLayoutWrapsAnyConformance() throws {
        let sizes = [CGSize(width: 40, height: 20), CGSize(width: 30, height: 10)]
        let erased = tree(.custom(name: "any", layout: AnyLayout(HStackLayout(alignment: .top, spacing: 0))), sizes)
        #expect(try frames(erased, .unspecified) == frames(tree(.hstack(alignment: .top, spacing: 0), sizes), .unspecified))
        #expect(try frames(erased, .unspecified)[1] == CGRect(x: 40, y: 0, width: 30, height: 10))
    }

    @Test func cacheIsMadeOncePerPass() throws {
        let counter = CacheCounter()
        let sizes = [CGSize(width: 40, height: 20), CGSize(width: 30, height: 10)]
        let custom = tree(.custom(name: "caching", layout: CachingLayout(counter: counter)), sizes)
        let result = try LayoutEvaluator(tree: custom).layout(proposal: .unspecified)
        #expect(result.rootSize == CGSize(width: 70, height: 20))
        #expect(result.frames[1] == CGRect(x: 40, y: 0, width: 30, height: 10))
        #expect(counter.made == 1)
    }

    @Test func unplacedSubviewsAreCentred() throws {
        let custom = tree(.custom(name: "lazy", layout: LazyLayout()), [CGSize(width: 40, height: 20)])
        #expect(try frames(custom, .unspecified)[0] == CGRect(x: 30, y: 40, width: 40, height: 20))
    }

    @Test func aPlaceCallWhileSizingIsNotAPlacement() throws {
        // Only `placeSubviews` places: the box is centred in the 100×100 container, (30, 40),
        // not left at the origin where the answer put it, and the linter hears it was unplaced.
        let custom = tree(.custom(name: "eager", layout: PlacesWhileSizing()), [CGSize(width: 40, height: 20)])
        let inspection = try LayoutEvaluator(tree: custom).inspect(proposal: .unspecified)
        #expect(inspection.result.frames[0] == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(inspection.unplaced.map { [$0.container, $0.subview] } == [[LayoutNodeID(1), LayoutNodeID(0)]])
    }
}

extension CustomLayoutTests {
    @Test func spacerInsideAnAnyLayoutStackFollowsItsAxis() throws {
        // AnyLayout(hstack) of [box 40×20, spacer, box 40×20] at 200: the spacer takes 120 × 0.
        var tree = LayoutTree()
        tree.textModel = .model
        let a = tree.add(.box(width: 40, height: 20), metadata: NodeMetadata(name: "box"))
        let s = tree.add(.spacer(minLength: 8), metadata: NodeMetadata(name: "spacer"))
        let b = tree.add(.box(width: 40, height: 20), metadata: NodeMetadata(name: "box"))
        tree.add(.custom(name: "any", layout: AnyLayout(HStackLayout(spacing: 0))), children: [a, s, b], metadata: NodeMetadata(name: "any"))
        let frames = try LayoutEvaluator(tree: tree).layout(proposal: ProposedViewSize(width: 200, height: nil)).frames
        #expect(frames[1] == CGRect(x: 40, y: 10, width: 120, height: 0))
        #expect(frames[2] == CGRect(x: 160, y: 0, width: 40, height: 20))
    }
}

/// A layout that states its first baseline: 5 below its top, whatever its children.
struct BaselineAtFive: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 30, height: 30) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .firstTextBaseline ? 5 : nil
    }
}

extension CustomLayoutTests {
    @Test func explicitAlignmentIsUsedForBaselines() throws {
        // hstack(firstTextBaseline) of text "a" (baseline 16) and the custom layout (baseline 5, it
        // holds a text whose own baseline would be 16): the custom layout moves down 11.
        var tree = LayoutTree()
        tree.textModel = .model
        let text = tree.add(.text(TextSpec("a")), metadata: NodeMetadata(name: "text"))
        let inner = tree.add(.text(TextSpec("b")), metadata: NodeMetadata(name: "text"))
        let custom = tree.add(.custom(name: "five", layout: BaselineAtFive()), children: [inner], metadata: NodeMetadata(name: "five"))
        tree.add(.hstack(alignment: .firstTextBaseline, spacing: 0), children: [text, custom], metadata: NodeMetadata(name: "hstack"))
        let frames = try LayoutEvaluator(tree: tree).layout(proposal: .unspecified).frames
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 8, height: 20))
        #expect(frames[2] == CGRect(x: 8, y: 11, width: 30, height: 30))
    }
}

/// Reads its subviews by position from 0 and records what it saw.
final class IndexRecorder: @unchecked Sendable { var seen: [String] = [] }

struct ReadsByIndex: Layout {
    let recorder: IndexRecorder
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tail = subviews[1...]
        recorder.seen = ["\(subviews.startIndex)..<\(subviews.endIndex)", "\(tail.startIndex)..<\(tail.endIndex)",
                         "\(subviews[0].sizeThatFits(.unspecified).width)", "\(tail[1].sizeThatFits(.unspecified).width)"]
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

extension CustomLayoutTests {
    @Test func subviewsAreIndexedFromZeroWhereverTheLayoutIs() throws {
        // Behind two other nodes in the tree, the layout's subviews are still 0 and 1, as in
        // SwiftUI; a slice keeps its indices (`subviews[1...]` starts at 1).
        var tree = LayoutTree()
        tree.textModel = .model
        let first = tree.add(.box(width: 5, height: 5), metadata: NodeMetadata(name: "box"))
        let second = tree.add(.box(width: 6, height: 6), metadata: NodeMetadata(name: "box"))
        let a = tree.add(.box(width: 30, height: 10), metadata: NodeMetadata(name: "box"))
        let b = tree.add(.box(width: 40, height: 10), metadata: NodeMetadata(name: "box"))
        let recorder = IndexRecorder()
        let custom = tree.add(.custom(name: "reads", layout: ReadsByIndex(recorder: recorder)), children: [a, b],
                              metadata: NodeMetadata(name: "reads"))
        tree.add(.vstack(alignment: .center, spacing: 0), children: [first, second, custom],
                 metadata: NodeMetadata(name: "vstack"))
        _ = try LayoutEvaluator(tree: tree).layout(proposal: .unspecified)
        #expect(recorder.seen == ["0..<2", "1..<2", "30.0", "40.0"])
    }
}
