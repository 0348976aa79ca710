import Foundation

/// The index of a node in a `LayoutTree`.
public struct LayoutNodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let index: Int32
    public init(_ index: Int) { self.index = Int32(index) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

/// A subtree of a tree that is a copy of a subtree of an earlier tree (`LayoutTree.appendSubtree`):
/// its nodes are `root - count + 1 ... root`, those of the copied one `previousRoot - count + 1 ...
/// previousRoot`, in the same order. A pass over the new tree may take the earlier pass's
/// answers and frames for it (`LayoutEvaluator.inspect(proposal:reusing:)`).
public struct ReusedSubtree: Hashable, Sendable {
    public var root: LayoutNodeID
    public var previousRoot: LayoutNodeID
    public var count: Int

    public init(root: LayoutNodeID, previousRoot: LayoutNodeID, count: Int) {
        self.root = root
        self.previousRoot = previousRoot
        self.count = count
    }
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

    /// Metadata with its appearance as the list it is stored as.
    public init(name: String, tag: String?, fill: String?, origin: Int32, appearance: [Appearance]) {
        self.name = name
        self.tag = tag
        self.fill = fill
        self.origin = origin
        self.appearance = appearance
    }

    @inlinable
    public init(name: String, tag: String? = nil, fill: String? = nil, origin: Int32 = -1,
                effects: [DrawingEffect] = [], zIndex: Double = 0, cornerRadius: CGFloat? = nil,
                fontWeight: Int? = nil) {
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
    /// `.onTapGesture()`: something to tap (draws nothing; lint judges it as a tap target).
    case interactive
    /// `.contentShape(shape)`: the whole frame answers taps, not only what is drawn in it (draws
    /// nothing; lint measures a tap target's hit region with it).
    case contentShape(ClipShape)
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
///
/// Every per-node array holds plain numbers, so a million-node tree is a few arrays, built
/// without counting references: a node's name is an index into a table of the distinct names,
/// and what few nodes have (a tag, a colour, an appearance) is kept in a side table.
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
    // touching the metadata.
    /// The elements, as plain numbers where they can be.
    private var table = ElementTable()
    /// Each element's case, for the engine's hot paths (reading an element copies its payload).
    var kinds: [NodeKind] { table.kinds }
    /// Each element's numbers that the engine's hot paths read, as plain values.
    var params: [NodeParams] { table.params }
    /// Each node's name, as a number in `nameTable`.
    private var nameIndices: [UInt16] = []
    /// The distinct names, in the order first added.
    private var nameTable = NameTable()
    private var names: [String] { nameTable.names }
    /// Each node's origin (`NodeMetadata.origin`).
    private var origins: [Int32] = []
    /// Each node's tag, colour and appearance as an index into `decorationTable`; -1 for none.
    private var decorations: [Int32] = []
    private var decorationTable: [Decoration] = []
    public private(set) var childStarts: [Int32] = []
    public private(set) var childCounts: [Int32] = []
    public private(set) var childList: [LayoutNodeID] = []
    /// Each node's parent's index; -1 for the root and for nodes not yet adopted.
    private var parentIndices: [Int32] = []
    public var root: LayoutNodeID?
    /// What the tree's text is measured with: the built-in font unless the front end says otherwise.
    public var textModel: TextModel = .standard
    /// Its texts' summaries, shared with its copies (`TextSummaryCache`).
    let textSummaries = TextSummaryCache()

    /// Lets this tree use the texts `other` has shaped (matched by content, weight and text model)
    /// instead of shaping them again: the language server's tree of an edited document.
    /// `subtrees`: the parts of this tree copied from `other` (`LoweredProgram.reused`), whose
    /// texts take `other`'s summaries node for node.
    public func reuseTextShapes(of other: LayoutTree, subtrees: [ReusedSubtree] = []) {
        textSummaries.inherit(from: other.textSummaries, subtrees: subtrees)
    }

    /// The summary of the text at `node` in the tree's text model, made once for the tree and its
    /// copies: what `TextModel.measure` and `size` need besides the proposal. Nil for other nodes.
    public func textSummary(of node: LayoutNodeID) -> TextSummary? {
        guard case let .text(spec) = table[Int(node.index)] else { return nil }
        return textSummaries.summary(Int(node.index), spec, textModel)
    }
    /// Each node's height (0 for a leaf, else one more than its highest child) and the largest:
    /// the deepest nesting in the tree, known without a walk.
    private(set) var heights: [Int32] = []
    private(set) var maxHeight = 0

    /// What few nodes have beyond a name and an origin.
    struct Decoration {
        var tag: String?
        var fill: String?
        var appearance: [Appearance]
    }

    public init() {}

    public var count: Int { table.count }

    /// Each node's element (`tree.elements[i]`), read from the table.
    public var elements: Elements { Elements(table: table) }

    /// The nodes' elements as a collection.
    public struct Elements: RandomAccessCollection {
        let table: ElementTable
        public var startIndex: Int { 0 }
        public var endIndex: Int { table.count }
        public subscript(position: Int) -> LayoutElement { table[position] }
    }

    /// Which built-in node `index` is (`LayoutElement.kind`), read from the tree's tables: only a
    /// lazy grid's payload is read (its axis), never the element's.
    public func elementKind(at index: Int) -> ElementKind {
        let kind = table.kinds[index]
        switch kind {
        case .box: return .box
        case .shape: return ShapeKind.allCases[Int(table.params[index].code)].elementKind
        case .circle: return .circle
        case .image: return .image
        case .text: return .text
        case .spacer: return .spacer
        case .divider: return .divider
        case .frame, .flexibleFrame: return .frame
        case .padding: return .padding
        case .fixedSize: return .fixedSize
        case .layoutPriority: return .layoutPriority
        case .offset: return .offset
        case .aspectRatio: return .aspectRatio
        case .overlay: return .overlay
        case .background: return .background
        case .gridCellColumns: return .gridCellColumns
        case .hstack: return .hstack
        case .vstack: return .vstack
        case .zstack: return .zstack
        case .grid: return .grid
        case .gridRow: return .row
        case .lazyGrid: return table[index].kind
        case .fits: return .fits
        case .scroll: return .scroll
        case .layout: return .layout
        }
    }

    /// Every node's kind and definition (`LayoutElement.kind`, `.definition`), from the tree's
    /// tables: only a `.layout`'s element is read, and each built-in's definition is looked up
    /// once.
    public func kindsAndDefinitions() -> (kinds: [ElementKind], definitions: [ElementDefinition]) {
        var kinds: [ElementKind] = []
        var definitions: [ElementDefinition] = []
        kinds.reserveCapacity(count)
        definitions.reserveCapacity(count)
        var known: [(kind: ElementKind, definition: ElementDefinition)] = []
        for index in 0..<count {
            let kind = elementKind(at: index)
            kinds.append(kind)
            if kind == .layout {
                definitions.append(table[index].definition)
            } else if let found = known.first(where: { $0.kind == kind }) {
                definitions.append(found.definition)
            } else {
                let definition = ElementCatalog.definition(of: kind) ?? ElementCatalog.fallback
                known.append((kind, definition))
                definitions.append(definition)
            }
        }
        return (kinds, definitions)
    }

    /// The deepest nesting: 0 for a lone leaf, else one more than the root's deepest child.
    public var depth: Int { maxHeight }

    /// Makes room for `nodes` nodes in every array, so that a front end that knows (or can
    /// estimate) the size grows nothing while adding: a million-node tree otherwise copies each
    /// of its arrays about twenty times on the way.
    public mutating func reserveCapacity(_ nodes: Int) {
        let nodes = max(0, nodes)
        table.reserveCapacity(nodes)
        nameIndices.reserveCapacity(nodes)
        origins.reserveCapacity(nodes)
        decorations.reserveCapacity(nodes)
        childStarts.reserveCapacity(nodes)
        childCounts.reserveCapacity(nodes)
        // Every node but the root is one parent's child.
        childList.reserveCapacity(nodes)
        parentIndices.reserveCapacity(nodes)
        heights.reserveCapacity(nodes)
    }

    /// Every node as a value (O(n): for tools and tests, not for hot paths).
    public var nodes: [Node] { (0..<count).map { self[LayoutNodeID($0)] } }

    /// Adds a node whose children were added before it; returns its ID and makes it the root.
    /// The element is taken (`consuming`): the array keeps it without a copy.
    @discardableResult
    public mutating func add(_ element: consuming LayoutElement, children: [LayoutNodeID] = [],
                             metadata: NodeMetadata) -> LayoutNodeID {
        add(element, children: children, name: metadata.name, origin: metadata.origin, tag: metadata.tag,
            fill: metadata.fill, appearance: metadata.appearance)
    }

    /// Adds a node (as `add(_:children:metadata:)`) from the parts of its metadata.
    @discardableResult
    public mutating func add(_ element: consuming LayoutElement, children: [LayoutNodeID] = [], name: String,
                             origin: Int32 = -1, tag: String? = nil, fill: String? = nil,
                             appearance: [Appearance] = []) -> LayoutNodeID {
        add(element, childSlice: children[...], name: name, origin: origin, tag: tag, fill: fill,
            appearance: appearance)
    }

    /// Adds a node whose children are a slice of the caller's (no array made for them).
    @discardableResult
    public mutating func add(_ element: consuming LayoutElement, childSlice children: ArraySlice<LayoutNodeID>,
                             name: String, origin: Int32 = -1,
                             tag: String? = nil, fill: String? = nil, appearance: [Appearance] = []) -> LayoutNodeID {
        let id = LayoutNodeID(table.count)
        table.append(element)
        return adopt(id, children: children, name: name, origin: origin, tag: tag, fill: fill, appearance: appearance)
    }

    /// Adds a node whose element is element `index` of `elements` (copied as stored: a plain
    /// element is never rebuilt), its children a slice of the caller's, its name the one at
    /// `nameIndex(of:)`.
    @discardableResult
    public mutating func add(elementAt index: Int, of elements: ElementTable,
                             childSlice children: ArraySlice<LayoutNodeID>, nameIndex: Int,
                             origin: Int32 = -1) -> LayoutNodeID {
        precondition(nameIndex >= 0 && nameIndex < names.count, "internal error: no name \(nameIndex)")
        let id = LayoutNodeID(table.count)
        table.append(index, of: elements)
        return adopt(id, children: children, nameIndex: UInt16(nameIndex), origin: origin, tag: nil, fill: nil,
                     appearance: [])
    }

    /// The index `name` has among the tree's names (`distinctNames`), added if new: for a front
    /// end that adds many nodes of few names (`add(elementAt:of:childSlice:nameIndex:origin:)`).
    public mutating func nameIndex(of name: String) -> Int { Int(nameTable.index(of: name)) }

    private mutating func adopt(_ id: LayoutNodeID, children: ArraySlice<LayoutNodeID>, name: String, origin: Int32,
                                tag: String?, fill: String?, appearance: [Appearance]) -> LayoutNodeID {
        adopt(id, children: children, nameIndex: nameTable.index(of: name), origin: origin, tag: tag, fill: fill,
              appearance: appearance)
    }

    /// The bookkeeping of a node just added to the table: its metadata and its children.
    private mutating func adopt(_ id: LayoutNodeID, children: ArraySlice<LayoutNodeID>, nameIndex: UInt16,
                                origin: Int32, tag: String?, fill: String?, appearance: [Appearance]) -> LayoutNodeID {
        nameIndices.append(nameIndex)
        origins.append(origin)
        if tag == nil && fill == nil && appearance.isEmpty {
            decorations.append(-1)
        } else {
            decorations.append(Int32(decorationTable.count))
            decorationTable.append(Decoration(tag: tag, fill: fill, appearance: appearance))
        }
        childStarts.append(Int32(childList.count))
        childCounts.append(Int32(children.count))
        parentIndices.append(-1)
        var height: Int32 = 0
        if !children.isEmpty {
            for child in children {
                precondition(child < id && parentIndices[Int(child.index)] == -1,
                             "internal error: child added twice or after parent")
                parentIndices[Int(child.index)] = id.index
                height = max(height, heights[Int(child.index)] + 1)
            }
            childList.append(contentsOf: children)
        }
        heights.append(height)
        maxHeight = max(maxHeight, Int(height))
        root = id
        return id
    }

    /// Appends a copy of the subtree of `other` rooted at `root` — its `count` nodes, which end
    /// at `root` as every subtree's do (children come before their parents) — and returns the
    /// copy's root: what a front end that kept a part of the last tree an edit did not touch
    /// adds instead of lowering it again. The copied nodes' origins are `firstOrigin`,
    /// `firstOrigin + 1`, … in order; `names` maps `other`'s name indices to this tree's (-1: not
    /// looked up yet; the caller keeps it for every subtree it copies from `other`). Nil (and
    /// nothing added) when the nodes are not one subtree of `other`.
    public mutating func appendSubtree(of other: LayoutTree, root: LayoutNodeID, count: Int, firstOrigin: Int32,
                                       names: inout [Int32]) -> LayoutNodeID? {
        let last = Int(root.index)
        let first = last - count + 1
        guard count > 0, first >= 0, last < other.count else { return nil }
        // Every child of a node in the range is in the range before it: a subtree, whole.
        for index in first...last where other.childCounts[index] > 0 {
            if Int(other.childList[Int(other.childStarts[index])].index) < first { return nil }
        }
        if names.count < other.nameTable.names.count {
            names.append(contentsOf: repeatElement(-1, count: other.nameTable.names.count - names.count))
        }
        let shift = Int32(truncatingIfNeeded: table.count - first)
        for index in first...last {
            table.append(index, of: other.table)
            let otherName = Int(other.nameIndices[index])
            if names[otherName] < 0 { names[otherName] = Int32(nameTable.index(of: other.nameTable.names[otherName])) }
            nameIndices.append(UInt16(truncatingIfNeeded: names[otherName]))
            origins.append(firstOrigin + Int32(truncatingIfNeeded: index - first))
            let decoration = other.decorations[index]
            if decoration < 0 {
                decorations.append(-1)
            } else {
                decorations.append(Int32(truncatingIfNeeded: decorationTable.count))
                decorationTable.append(other.decorationTable[Int(decoration)])
            }
            let id = Int32(truncatingIfNeeded: index) + shift
            let childStart = Int(other.childStarts[index]), childCount = Int(other.childCounts[index])
            childStarts.append(Int32(truncatingIfNeeded: childList.count))
            childCounts.append(Int32(truncatingIfNeeded: childCount))
            for position in childStart..<(childStart + childCount) {
                let copied = other.childList[position].index + shift
                parentIndices[Int(copied)] = id
                childList.append(LayoutNodeID(Int(copied)))
            }
            parentIndices.append(-1)
            heights.append(other.heights[index])
            maxHeight = max(maxHeight, Int(other.heights[index]))
        }
        let copiedRoot = LayoutNodeID(Int(root.index + shift))
        self.root = copiedRoot
        return copiedRoot
    }

    public subscript(id: LayoutNodeID) -> Node {
        let i = Int(id.index)
        return Node(element: table[i], childStart: childStarts[i], childCount: childCounts[i], metadata: metadata[i])
    }

    /// The name of node `id` as the language spells it.
    public func name(of id: LayoutNodeID) -> String { names[Int(nameIndices[Int(id.index)])] }

    /// The position of node `id`'s name in `distinctNames` (an emitter that writes every node's
    /// name prepares each distinct one once).
    public func nameIndex(of id: LayoutNodeID) -> Int { Int(nameIndices[Int(id.index)]) }

    /// Node `id`'s origin (`NodeMetadata.origin`): the front end's index for where it came from.
    public func origin(of id: LayoutNodeID) -> Int32 { origins[Int(id.index)] }

    /// Node `id`'s tag, if it has one.
    public func tag(of id: LayoutNodeID) -> String? { decoration(of: id)?.tag }

    /// Node `id`'s colour, if it has one.
    public func fill(of id: LayoutNodeID) -> String? { decoration(of: id)?.fill }

    /// Node `id`'s drawing effects (`NodeMetadata.effects`).
    public func effects(of id: LayoutNodeID) -> [DrawingEffect] {
        // Most nodes have no decoration: nothing is read or made for them.
        let index = decorations[Int(id.index)]
        guard index >= 0 else { return [] }
        let appearance = decorationTable[Int(index)].appearance
        guard !appearance.isEmpty else { return [] }
        return NodeMetadata(name: "", tag: nil, fill: nil, origin: -1, appearance: appearance).effects
    }

    /// Node `id`'s drawing order (`NodeMetadata.zIndex`).
    public func zIndex(of id: LayoutNodeID) -> Double {
        guard let appearance = decoration(of: id)?.appearance, !appearance.isEmpty else { return 0 }
        return NodeMetadata(name: "", tag: nil, fill: nil, origin: -1, appearance: appearance).zIndex
    }

    /// The distinct names of the tree's nodes, in the order first added.
    public var distinctNames: [String] { names }

    /// Whether node `id` has a tag, a colour or an appearance (most nodes have none).
    public func hasDecoration(_ id: LayoutNodeID) -> Bool { decorations[Int(id.index)] >= 0 }

    /// Node `id`'s tag, colour and appearance, when it has any (most nodes have none).
    public func decoration(of id: LayoutNodeID) -> (tag: String?, fill: String?, appearance: [Appearance])? {
        let index = decorations[Int(id.index)]
        guard index >= 0 else { return nil }
        let decoration = decorationTable[Int(index)]
        return (decoration.tag, decoration.fill, decoration.appearance)
    }

    /// The parent of node `id`; nil for the root and for nodes not adopted.
    public func parent(of id: LayoutNodeID) -> LayoutNodeID? {
        let parent = parentIndices[Int(id.index)]
        return parent < 0 ? nil : LayoutNodeID(Int(parent))
    }

    /// Each node's metadata, assembled when asked.
    public var metadata: Metadata { Metadata(tree: self) }

    /// The parent of each node (`nil` for the root and for nodes not yet adopted).
    public var parents: Parents { Parents(indices: parentIndices) }

    /// The nodes' metadata as a collection (`tree.metadata[i]`), each assembled from the tree's
    /// arrays when read.
    public struct Metadata: RandomAccessCollection {
        let nameIndices: [UInt16]
        let names: [String]
        let origins: [Int32]
        let decorations: [Int32]
        let decorationTable: [Decoration]

        init(tree: LayoutTree) {
            nameIndices = tree.nameIndices
            names = tree.names
            origins = tree.origins
            decorations = tree.decorations
            decorationTable = tree.decorationTable
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { nameIndices.count }

        public subscript(position: Int) -> NodeMetadata {
            let decoration = decorations[position]
            let extra = decoration < 0 ? nil : decorationTable[Int(decoration)]
            return NodeMetadata(name: names[Int(nameIndices[position])], tag: extra?.tag, fill: extra?.fill,
                                origin: origins[position], appearance: extra?.appearance ?? [])
        }
    }

    /// The nodes' parents as a collection (`tree.parents[i]`).
    public struct Parents: RandomAccessCollection {
        let indices: [Int32]
        public var startIndex: Int { 0 }
        public var endIndex: Int { indices.count }
        public subscript(position: Int) -> LayoutNodeID? {
            let parent = indices[position]
            return parent < 0 ? nil : LayoutNodeID(Int(parent))
        }
    }

    /// The children of `id`, in source order.
    public func children(of id: LayoutNodeID) -> ArraySlice<LayoutNodeID> {
        let i = Int(id.index)
        let start = Int(childStarts[i])
        return childList[start..<(start + Int(childCounts[i]))]
    }
}

extension LayoutTree {
    /// The tree with every text sized for `category` (nil: as written) and the scalable text
    /// multiplied by `textScale`. Fixed-size text keeps its size.
    public func sizingText(for category: DynamicTypeSize?, textScale: CGFloat) -> LayoutTree {
        if category == nil && textScale == 1 && !hasClampedText { return self }
        var sized = self
        for index in 0..<sized.count where sized.table.isText(index) {
            guard case var .text(spec) = sized.table[index] else { continue }
            // `.dynamicTypeSize(…)`: the user's size (as written: Large) clamped to the text's range.
            let category = spec.categoryRange.map { range -> DynamicTypeSize? in
                let clamped = min(max(category ?? .large, range.lowerBound), range.upperBound)
                return category == nil && clamped == .large ? nil : clamped
            } ?? category
            if category == nil && textScale == 1 { continue }
            switch spec.scaling {
            case .fixed:
                continue
            case let .style(style):
                if let category {
                    spec.size = CGFloat(style.size(at: category)) * textScale
                    spec.lineHeight = CGFloat(style.leading(at: category)) * textScale
                } else {
                    spec.size *= textScale
                    spec.lineHeight = spec.lineHeight.map { $0 * textScale }
                }
            case let .relative(style):
                let factor = category.map { CGFloat(style.size(at: $0) / style.defaultSize) } ?? 1
                spec.size *= factor * textScale
                spec.lineHeight = spec.lineHeight.map { $0 * factor * textScale }
            }
            spec.size = min(spec.size, NumericLimits.maxLength)
            spec.lineHeight = spec.lineHeight.map { min($0, NumericLimits.maxLength) }
            sized.table[index] = .text(spec)
        }
        return sized
    }

    /// Whether a text follows a range of Dynamic Type sizes that leaves out Large (then even the
    /// tree as written sizes it).
    var hasClampedText: Bool {
        for index in 0..<count where table.isText(index) {
            if case let .text(spec) = table[index], let range = spec.categoryRange, !range.contains(.large) { return true }
        }
        return false
    }
}
