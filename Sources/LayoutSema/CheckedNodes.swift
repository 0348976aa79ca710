import Foundation
import LayoutDiagnostics
import LayoutEngine

/// The elements the checker makes, by `ElementRef`, as a struct of arrays of plain numbers: what
/// every node has (its element, its name, how many engine nodes it becomes, its rarely set
/// extras) and, for a program that is lowered, where it came from and its children. `check`
/// keeps neither of the last two (nothing reads them then): its memory per element is about a
/// third of a build's.
struct CheckedNodes {
    /// Each node's element, as plain numbers where it can be.
    private(set) var elements = ElementTable()
    /// Each node's name, as a number in `nameTable`.
    private var nameIndices: [UInt16] = []
    /// The distinct names, in the order first used.
    private var nameTable = NameTable()
    var names: [String] { nameTable.names }
    /// How many engine nodes each subtree becomes when flattened, shared subtrees counted at
    /// every use: what the element cap limits (at most `Int32.max`, `Interpreter.maxNodes`).
    private var expandedCounts: [Int32] = []
    /// Each node's rarely set fields, as an index into `extrasTable` (-1: none). A copy shares
    /// its original's entry until one of them changes.
    private var extrasIndices: [Int32] = []
    private var extrasTable: [NodeExtras] = []
    /// Whether the nodes keep their origins and children (`origin(_:)`, `children(_:)`).
    let keepsStructure: Bool
    private var origins: [PendingOrigin] = []
    private var childRanges: [ChildRange] = []
    /// Every child list, one after the other.
    private var childRefs: [ElementRef] = []

    init(keepsStructure: Bool) {
        self.keepsStructure = keepsStructure
    }

    var count: Int { nameIndices.count }

    mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
        nameIndices.reserveCapacity(count)
        expandedCounts.reserveCapacity(count)
        extrasIndices.reserveCapacity(count)
        guard keepsStructure else { return }
        origins.reserveCapacity(count)
        childRanges.reserveCapacity(count)
    }

    /// Whether `count` more child references fit the 32-bit positions of the child lists.
    func hasRoom(forChildren count: Int) -> Bool { !keepsStructure || childRefs.count <= Int(Int32.max) - count }

    /// Adds a node (`expandedCount` at most `Int32.max`), its name given by its index in
    /// `names` (`nameIndex(_:)`).
    mutating func append(_ element: consuming LayoutElement, nameIndex: UInt16, origin: PendingOrigin,
                         children: [ElementRef], expandedCount: Int) {
        elements.append(element)
        nameIndices.append(nameIndex)
        expandedCounts.append(Int32(truncatingIfNeeded: expandedCount))
        extrasIndices.append(-1)
        guard keepsStructure else { return }
        origins.append(origin)
        if children.isEmpty {
            childRanges.append(.none)
        } else {
            childRanges.append(ChildRange(start: Int32(truncatingIfNeeded: childRefs.count),
                                          count: Int32(truncatingIfNeeded: children.count)))
            childRefs.append(contentsOf: children)
        }
    }

    /// Adds a copy of node `index` whose extras `change` changes (the original's are shared
    /// until then).
    mutating func appendCopy(of index: Int, changing change: (inout NodeExtras) -> Void) {
        elements.appendCopy(of: index)
        nameIndices.append(nameIndices[index])
        expandedCounts.append(expandedCounts[index])
        extrasIndices.append(changed(extrasIndices[index], change))
        guard keepsStructure else { return }
        origins.append(origins[index])
        childRanges.append(childRanges[index])
    }

    /// The extras entry for extras `shared` changed by `change`: the same entry when nothing
    /// changed, else a new one (an entry may be shared by copies, so none is changed in place).
    private mutating func changed(_ shared: Int32, _ change: (inout NodeExtras) -> Void) -> Int32 {
        let before = shared >= 0 ? extrasTable[Int(shared)] : NodeExtras()
        var after = before
        change(&after)
        if after == before { return shared }
        if after == NodeExtras() { return -1 }
        extrasTable.append(after)
        return Int32(truncatingIfNeeded: extrasTable.count - 1)
    }

    /// Changes the extras of node `index`.
    mutating func changeExtras(_ index: Int, _ change: (inout NodeExtras) -> Void) {
        extrasIndices[index] = changed(extrasIndices[index], change)
    }

    func element(_ index: Int) -> LayoutElement { elements[index] }

    mutating func setElement(_ index: Int, _ element: LayoutElement) { elements[index] = element }

    func name(_ index: Int) -> String { names[Int(nameIndices[index])] }

    /// The position of node `index`'s name in `names`.
    func nameIndex(of index: Int) -> Int { Int(nameIndices[index]) }

    func expandedCount(_ index: Int) -> Int { Int(expandedCounts[index]) }

    /// Node `index`'s extras, nil when it has none (most nodes).
    func extras(_ index: Int) -> NodeExtras? {
        let entry = extrasIndices[index]
        return entry < 0 ? nil : extrasTable[Int(entry)]
    }

    /// Where node `index` came from (only when `keepsStructure`).
    func origin(_ index: Int) -> PendingOrigin { origins[index] }

    /// Node `index`'s children (only when `keepsStructure`).
    func children(_ index: Int) -> ArraySlice<ElementRef> {
        let range = childRanges[index]
        return childRefs[Int(range.start)..<Int(range.start + range.count)]
    }

    /// How many nodes, child references and extras there are: where to cut back to.
    struct Mark {
        fileprivate var nodes: Int
        fileprivate var childRefs: Int
        fileprivate var extras: Int
    }

    var mark: Mark { Mark(nodes: count, childRefs: childRefs.count, extras: extrasTable.count) }

    /// Removes everything added since `mark` (what a branch not taken made).
    mutating func removeAll(since mark: Mark) {
        guard count > mark.nodes else { return }
        elements.removeAll(from: mark.nodes)
        nameIndices.removeSubrange(mark.nodes...)
        expandedCounts.removeSubrange(mark.nodes...)
        extrasIndices.removeSubrange(mark.nodes...)
        if extrasTable.count > mark.extras { extrasTable.removeSubrange(mark.extras...) }
        guard keepsStructure else { return }
        origins.removeSubrange(mark.nodes...)
        childRanges.removeSubrange(mark.nodes...)
        if childRefs.count > mark.childRefs { childRefs.removeSubrange(mark.childRefs...) }
    }

    /// The index of `name` in `names`, added if new.
    mutating func nameIndex(_ name: String) -> UInt16 { nameTable.index(of: name) }
}

/// The fields most nodes never set, stored apart.
struct NodeExtras: Equatable {
    var tag: String?
    var fill: String?
    /// Appearance: drawing effects in modifier order, drawing order, corner radius.
    var effects: [DrawingEffect] = []
    var zIndex: Double = 0
    var cornerRadius: CGFloat?
    /// What `.font`, `.lineLimit`, `.foregroundColor`, `.bold` set here for the texts (and
    /// shapes) inside; resolved when the tree is flattened, the innermost setting winning.
    var environment = TextEnvironment()
    /// A text's own `size:` / `lineLimit:` arguments, which win over the environment.
    var ownTextSize = false
    /// How a text's own size scales (`text(size: 13, relativeTo: .footnote)`); nil: fixed.
    var ownTextScaling: TextScaling?
    var ownLineLimit = false
    /// `.ignoresSafeArea(…)`'s edges (`top`, `leading`, `bottom`, `trailing`): at the root, lint
    /// lays the file out over the safe area on those edges.
    var ignoredSafeAreaEdges: Set<String> = []
    /// `.onTapGesture()`'s range and the call chain it was written in (`Interpreter.currentChain`):
    /// written at a use of a component (`Row().onTapGesture { … }`), not in the element's own
    /// definition, it is where a finding about what answers the taps is reported.
    var gesture: SourceRange?
    var gestureChain: Int32 = 0
}
