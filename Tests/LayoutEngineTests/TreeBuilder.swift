import Foundation
@testable import LayoutEngine

/// A node description for tests: an element, an optional tag, children.
struct Spec: @unchecked Sendable {  // test constants only; `custom` elements hold a layout value
    var element: LayoutElement
    var tag: String?
    var children: [Spec]
}

func el(_ element: LayoutElement, _ tag: String? = nil, _ children: [Spec] = []) -> Spec {
    Spec(element: element, tag: tag, children: children)
}

func box(_ width: CGFloat, _ height: CGFloat, _ tag: String? = nil) -> Spec { el(.box(width: width, height: height), tag) }

/// A laid-out tree whose frames tests look up by tag.
struct Laidout {
    var tree: LayoutTree
    var result: LayoutResult
    var tags: [String: LayoutNodeID]

    subscript(tag: String) -> CGRect? {
        guard let id = tags[tag] else { return nil }
        return result.frames[Int(id.index)]
    }
    var size: CGSize { result.rootSize }
}

/// The tree of `spec`, its text measured with the deterministic model: the frames the tests
/// expect are worked out by hand under it (`TextModel.model`).
func build(_ spec: Spec) -> (LayoutTree, [String: LayoutNodeID]) {
    var tree = LayoutTree()
    tree.textModel = .model
    var tags: [String: LayoutNodeID] = [:]
    func add(_ spec: Spec) -> LayoutNodeID {
        let children = spec.children.map(add)
        let id = tree.add(spec.element, children: children, metadata: NodeMetadata(name: "\(spec.element)", tag: spec.tag))
        if let tag = spec.tag { tags[tag] = id }
        return id
    }
    _ = add(spec)
    return (tree, tags)
}

func layout(_ spec: Spec, _ width: CGFloat?, _ height: CGFloat?) -> Laidout {
    let (tree, tags) = build(spec)
    do {
        let result = try LayoutEvaluator(tree: tree).layout(proposal: ProposedViewSize(width: width, height: height))
        return Laidout(tree: tree, result: result, tags: tags)
    } catch {
        preconditionFailure("layout failed: \(error)")
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// Frames compared to 1e-6 (the engine computes in Double; hand values are exact decimals).
func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-4 && abs(a.minY - b.minY) < 1e-4 && abs(a.width - b.width) < 1e-4 && abs(a.height - b.height) < 1e-4
}
