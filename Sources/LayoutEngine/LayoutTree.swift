import Foundation

/// The index of a node in a `LayoutTree`.
public struct LayoutNodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let index: Int32
    public init(_ index: Int) { self.index = Int32(index) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

/// What a node carries for the outputs but the engine ignores: the element's name as the
/// language spells it, its `#tag`, how it is drawn, and an opaque origin the front end maps back
/// to source (an index into its own origin table; -1 for none).
public struct NodeMetadata: Hashable, Sendable {
    public var name: String
    public var tag: String?
    /// Its colour (`.fill`, `.foregroundColor`): a palette name or `#rgb`, `#rrggbb`, `#rrggbbaa`.
    public var fill: String?
    public var origin: Int32
    /// How the element is drawn beyond its fill, in modifier order; empty for most nodes, so it
    /// costs one pointer per node (the engine's trees reach millions of nodes).
    public var appearance: [Appearance]

    /// Drawing applied to the element and everything it contains, innermost (first applied)
    /// first: `.opacity`, `.clipShape`/`.cornerRadius`, `.border`, `.hidden`.
    public var effects: [DrawingEffect] {
        appearance.compactMap { if case let .effect(effect) = $0 { return effect } else { return nil } }
    }
    /// Drawing order among its siblings (`.zIndex`): higher is drawn later, on top.
    public var zIndex: Double {
        for case let .zIndex(value) in appearance.reversed() { return value }
        return 0
    }
    /// A rounded rectangle's corner radius (`roundedRect(cornerRadius:)`), for drawing.
    public var cornerRadius: CGFloat? {
        for case let .cornerRadius(value) in appearance.reversed() { return value }
        return nil
    }
    /// A text's weight (`.bold()`, `.fontWeight(…)`), 100…900, for drawing: the text model's
    /// metrics do not depend on it.
    public var fontWeight: Int? {
        for case let .fontWeight(value) in appearance.reversed() { return value }
        return nil
    }

    @inlinable
    public init(name: String, tag: String? = nil, fill: String? = nil, origin: Int32 = -1,
                effects: [DrawingEffect] = [], zIndex: Double = 0, cornerRadius: CGFloat? = nil, fontWeight: Int? = nil) {
        self.name = name
        self.tag = tag
        self.fill = fill
        self.origin = origin
        var appearance = effects.isEmpty ? [] : effects.map(Appearance.effect)
        if zIndex != 0 { appearance.append(.zIndex(zIndex)) }
        if let cornerRadius { appearance.append(.cornerRadius(cornerRadius)) }
        if let fontWeight { appearance.append(.fontWeight(fontWeight)) }
        self.appearance = appearance
    }
}

/// One fact about how a node is drawn (`NodeMetadata.appearance`).
public enum Appearance: Hashable, Sendable {
    case effect(DrawingEffect)
    case zIndex(Double)
    case cornerRadius(CGFloat)
    case fontWeight(Int)
}

/// An appearance modifier: changes how an element and its content are drawn, never their layout.
public enum DrawingEffect: Hashable, Sendable {
    /// `.opacity(x)`, 0…1, applied to the element as a whole.
    case opacity(CGFloat)
    /// `.clipShape(shape)`, `.cornerRadius(r)`: nothing is drawn outside the shape in the frame.
    case clip(ClipShape)
    /// `.border(colour, width:)`: a line of that width inside the frame, drawn over the content.
    case border(color: String, width: CGFloat)
    /// `.hidden()`: keeps its frame, draws nothing.
    case hidden
}

/// The shapes `.clipShape` takes.
public enum ClipShape: Hashable, Sendable {
    case rect
    case roundedRect(cornerRadius: CGFloat)
    case capsule
    case ellipse
    case circle
}

/// The engine's IR: a flat tree of nodes, stored in arrays, children of a node contiguous.
///
/// Built bottom-up: add the children first, then their parent with the children's IDs. The root
/// is the last node added unless set explicitly. Modifiers are wrapper nodes with one child
/// (overlay/background: the primary first, then the secondary content).
public struct LayoutTree {
    /// One node, as a value (assembled from the tree's arrays).
    public struct Node {
        public var element: LayoutElement
        /// Range into `childList`.
        public var childStart: Int32
        public var childCount: Int32
        public var metadata: NodeMetadata
    }

    // Struct of arrays: the engine reads elements and child ranges in its hot loops without
    // touching (and retaining) the metadata strings.
    public private(set) var elements: [LayoutElement] = []
    /// Each element's case, for the engine's hot paths (reading an element copies its payload).
    private(set) var kinds: [NodeKind] = []
    /// Each element's numbers that the engine's hot paths read, as plain values.
    private(set) var params: [NodeParams] = []
    public private(set) var metadata: [NodeMetadata] = []
    public private(set) var childStarts: [Int32] = []
    public private(set) var childCounts: [Int32] = []
    public private(set) var childList: [LayoutNodeID] = []
    /// The parent of each node (`nil` for the root and for nodes not yet adopted).
    public private(set) var parents: [LayoutNodeID?] = []
    public var root: LayoutNodeID?
    /// Each node's height (0 for a leaf, else one more than its highest child) and the largest:
    /// the deepest nesting in the tree, known without a walk.
    private(set) var heights: [Int32] = []
    private(set) var maxHeight = 0

    public init() {}

    public var count: Int { elements.count }

    /// The deepest nesting: 0 for a lone leaf, else one more than the root's deepest child.
    public var depth: Int { maxHeight }

    /// Makes room for `nodes` nodes in every array, so that a front end that knows (or can
    /// estimate) the size grows nothing while adding: a million-node tree otherwise copies each
    /// of its arrays about twenty times on the way.
    public mutating func reserveCapacity(_ nodes: Int) {
        let nodes = max(0, nodes)
        elements.reserveCapacity(nodes)
        kinds.reserveCapacity(nodes)
        params.reserveCapacity(nodes)
        metadata.reserveCapacity(nodes)
        childStarts.reserveCapacity(nodes)
        childCounts.reserveCapacity(nodes)
        // Every node but the root is one parent's child.
        childList.reserveCapacity(nodes)
        parents.reserveCapacity(nodes)
        heights.reserveCapacity(nodes)
    }

    /// Every node as a value (O(n): for tools and tests, not for hot paths).
    public var nodes: [Node] { (0..<count).map { self[LayoutNodeID($0)] } }

    /// Adds a node whose children were added before it; returns its ID and makes it the root.
    /// The element and metadata are taken (`consuming`): the arrays keep them without a copy.
    @discardableResult
    public mutating func add(_ element: consuming LayoutElement, children: [LayoutNodeID] = [], metadata: consuming NodeMetadata) -> LayoutNodeID {
        let id = LayoutNodeID(elements.count)
        kinds.append(NodeKind(element))
        params.append(NodeParams(element))
        elements.append(element)
        self.metadata.append(metadata)
        childStarts.append(Int32(childList.count))
        childCounts.append(Int32(children.count))
        parents.append(nil)
        for child in children {
            precondition(child < id && parents[Int(child.index)] == nil, "internal error: child added twice or after parent")
            parents[Int(child.index)] = id
        }
        var height: Int32 = 0
        if !children.isEmpty {
            childList.append(contentsOf: children)
            for child in children { height = max(height, heights[Int(child.index)] + 1) }
        }
        heights.append(height)
        maxHeight = max(maxHeight, Int(height))
        root = id
        return id
    }

    public subscript(id: LayoutNodeID) -> Node {
        let i = Int(id.index)
        return Node(element: elements[i], childStart: childStarts[i], childCount: childCounts[i], metadata: metadata[i])
    }

    /// The same tree with every text's font size multiplied by `factor` (Dynamic Type), capped
    /// at `NumericLimits.maxLength`.
    public func scalingText(by factor: CGFloat) -> LayoutTree {
        var scaled = self
        for index in scaled.elements.indices {
            if case var .text(spec) = scaled.elements[index] {
                spec.size = min(spec.size * factor, NumericLimits.maxLength)
                scaled.elements[index] = .text(spec)
            }
        }
        return scaled
    }

    /// The children of `id`, in source order.
    public func children(of id: LayoutNodeID) -> ArraySlice<LayoutNodeID> {
        let i = Int(id.index)
        let start = Int(childStarts[i])
        return childList[start..<(start + Int(childCounts[i]))]
    }
}
