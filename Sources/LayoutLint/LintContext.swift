import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSema
import LayoutSyntax

/// What a file is linted at: a proposal (a device's screen, or a width), a Dynamic Type size
/// and a text scale.
public struct LintConfiguration: Hashable, Sendable {
    public var proposal: ProposedViewSize
    /// The scalable text's size is multiplied by this; 1 is the file as written.
    public var textScale: Double
    /// The content size category the text styles are sized for; nil: as written.
    public var dynamicType: DynamicTypeSize?
    /// The device whose screen (less its safe area) the proposal is, when it is one.
    public var screen: Devices.Screen?

    public init(proposal: ProposedViewSize, textScale: Double = 1, dynamicType: DynamicTypeSize? = nil,
                screen: Devices.Screen? = nil) {
        self.proposal = proposal
        self.textScale = textScale
        self.dynamicType = dynamicType
        self.screen = screen
    }

    /// How findings name the place: `320×nil`, `iPhone 16, landscape`.
    public var place: String {
        screen?.label ?? LintText.dimension(proposal.width) + "×" + LintText.dimension(proposal.height)
    }

    /// How findings name the text: `xxxLarge`, `AX2, text ×1.35`; empty as written.
    public var textLabel: String {
        var parts: [String] = []
        if let dynamicType { parts.append(dynamicType.label) }
        if textScale != 1 { parts.append("text ×" + formatLength(textScale)) }
        return parts.joined(separator: ", ")
    }

    /// How findings name it: `320×nil`, `iPhone 16, landscape (AX2)`, `320×nil (text ×2)`.
    public var label: String { textLabel.isEmpty ? place : place + " (" + textLabel + ")" }
}

/// What every rule can read about one file: the lowered tree, where each node came from, the
/// sources and the syntax of the main file.
final class LintFile {
    let main: SourceFile
    let sources: SourceManager
    let program: LoweredProgram
    let syntax: ParseResult
    /// The tags the project marks as things to tap (`"interactiveTags"`), judged as buttons are.
    let interactiveTags: Set<String>
    /// Whether the built-in font stands in for the system's (`LintOptions.systemFontStandsIn`).
    let systemFontStandsIn: Bool
    /// Each node's kind and definition, made once from the tree's tables (the rules ask for them
    /// at every node and every configuration; the catalog hashes a kind's name at each asking,
    /// so each distinct kind is looked up once). An element is decoded when a rule asks for it,
    /// which it does after asking the kind.
    private let definitions: [ElementDefinition]
    private let kinds: [ElementKind]
    /// The texts whose height a stand-in text decides (`StandInInputs.textsSizedByStandIns`):
    /// empty unless a SwiftUI reading stood in for a string.
    var textsSizedByStandIns: [LayoutNodeID] = []
    /// The lowered tree (kept apart from `program`: reading it through the program copied the
    /// tree's arrays' references at every node a rule looked at).
    let tree: LayoutTree

    init(main: SourceFile, sources: SourceManager, program: LoweredProgram, syntax: ParseResult,
         interactiveTags: Set<String> = [], systemFontStandsIn: Bool = false) {
        self.main = main
        self.sources = sources
        self.program = program
        self.syntax = syntax
        self.interactiveTags = interactiveTags
        self.systemFontStandsIn = systemFontStandsIn
        tree = program.tree
        (kinds, definitions) = program.tree.kindsAndDefinitions()
    }

    func element(_ node: LayoutNodeID) -> LayoutElement { tree.elements[Int(node.index)] }
    func definition(_ node: LayoutNodeID) -> ElementDefinition { definitions[Int(node.index)] }
    /// Which built-in `node` is (`LayoutElement.kind`): what a rule that looks for one case asks
    /// first, as reading the element copies it and its payload (every rule walks every node).
    func kind(_ node: LayoutNodeID) -> ElementKind { kinds[Int(node.index)] }
    /// The text spec of `node` as written (`LintLayout.textSpec` is the one laid out), nil for
    /// other nodes, which are told apart by their kind without reading their elements.
    func textSpec(_ node: LayoutNodeID) -> TextSpec? {
        guard kind(node) == .text, case let .text(spec) = element(node) else { return nil }
        return spec
    }
    func parent(_ node: LayoutNodeID) -> LayoutNodeID? { tree.parents[Int(node.index)] }
    /// Whether `node` is `ancestor` or lies inside it.
    func isInside(_ node: LayoutNodeID, _ ancestor: LayoutNodeID) -> Bool {
        var current: LayoutNodeID? = node
        while let at = current {
            if at == ancestor { return true }
            current = parent(at)
        }
        return false
    }
    func children(_ node: LayoutNodeID) -> ArraySlice<LayoutNodeID> { tree.children(of: node) }
    func name(_ node: LayoutNodeID) -> String { tree.name(of: node) }
    /// Every node, children before parents (made as it is walked: no array per rule).
    var nodes: LazyMapCollection<Range<Int>, LayoutNodeID> { (0..<kinds.count).lazy.map { LayoutNodeID($0) } }
    /// The nodes the local file checks look at (`LintCheck.isLocal`): every node, but those inside
    /// subtrees whose findings the last lint's stand for.
    lazy var checked = NodeSelection(count: kinds.count)

    /// The view `node`'s modifiers wrap (`HStack { … }.padding().background(…)`: the HStack), as
    /// `describe` names it — in the same call as `node` when `sameCall` (not into a component's
    /// body a use's modifiers wrap).
    func viewUnderModifiers(_ node: LayoutNodeID, sameCall: Bool = true) -> LayoutNodeID {
        var element = node
        while textSpec(element) == nil, definition(element).role == .modifier, let child = children(element).first,
              !sameCall || program.hasSameCallChain(child, as: node) {
            element = child
        }
        return element
    }

    /// How a message names an element: its tag, or its kind (a text with its first words).
    /// A modifier without a tag is named by the element it modifies.
    func describe(_ node: LayoutNodeID) -> String {
        if let tag = tree.tag(of: node) { return "'#\(tag)'" }
        if let spec = textSpec(node) { return "text \(LintText.quote(spec.content))" }
        if definition(node).role == .modifier, let child = children(node).first { return describe(child) }
        return "'" + tree.name(of: node) + "'"
    }

    /// Whether `node` or an element around it is `.hidden()`: nothing of it is drawn.
    func isHidden(_ node: LayoutNodeID) -> Bool {
        var current: LayoutNodeID? = node
        while let at = current {
            if tree.effects(of: at).contains(.hidden) { return true }
            current = parent(at)
        }
        return false
    }

    /// The first non-modifier ancestor: the container an element (with its modifiers) sits in.
    func container(of node: LayoutNodeID) -> LayoutNodeID? {
        var current = node
        while let parent = parent(current) {
            if definition(parent).role != .modifier { return parent }
            // An overlay's or background's content sits in the modifier, not in a container.
            if let primary = children(parent).first, primary != current { return parent }
            current = parent
        }
        return nil
    }

    /// The outermost node of `node`'s modifier chain (the element as its container sees it).
    func outermost(_ node: LayoutNodeID) -> LayoutNodeID {
        var current = node
        while let parent = parent(current), definition(parent).role == .modifier,
              children(parent).first == current {
            current = parent
        }
        return current
    }
}

/// Nodes of a tree in order, children before parents: every node but the ranges `skipped`
/// (sorted, apart).
struct NodeSelection: Sequence {
    let count: Int
    var skipped: [Range<Int>] = []

    init(count: Int, skipping skipped: [Range<Int>] = []) {
        self.count = count
        self.skipped = skipped
    }

    struct Iterator: IteratorProtocol {
        let selection: NodeSelection
        var index = 0
        var skip = 0

        mutating func next() -> LayoutNodeID? {
            while skip < selection.skipped.count, index >= selection.skipped[skip].lowerBound {
                index = Swift.max(index, selection.skipped[skip].upperBound)
                skip += 1
            }
            guard index < selection.count else { return nil }
            defer { index += 1 }
            return LayoutNodeID(index)
        }
    }

    func makeIterator() -> Iterator { Iterator(selection: self) }
}

/// A file laid out at one configuration, with the pass kept open for questions.
final class LintLayout {
    let file: LintFile
    let configuration: LintConfiguration
    let inspection: LayoutInspection
    /// The tree as laid out (text scaled).
    let tree: LayoutTree
    /// What the screen cuts off, worked out before any rule runs (rules only read it).
    private(set) var overflow = OverflowFacts.empty
    /// The nodes the local layout checks look at (`LintCheck.isLocal`).
    var checked: NodeSelection

    init(file: LintFile, configuration: LintConfiguration, inspection: LayoutInspection, tree: LayoutTree,
         reportsOverflow: Bool) {
        self.file = file
        self.configuration = configuration
        self.inspection = inspection
        self.tree = tree
        frames = inspection.result.frames
        proposals = inspection.result.placementProposals
        checked = NodeSelection(count: tree.count)
        if reportsOverflow {
            overflow = OverflowFacts(file: file, frames: frame, proposals: proposal, proposal: configuration.proposal)
        }
    }

    func frame(_ node: LayoutNodeID) -> CGRect? { frames[Int(node.index)] }
    func proposal(_ node: LayoutNodeID) -> ProposedViewSize? { proposals[Int(node.index)] }
    /// The result's frames and proposals, held here (read through the inspection's result, each
    /// reading copied the result's array references).
    private let frames: NodeFrames
    private let proposals: NodeProposals
    /// The text spec as laid out (scaled). Other nodes are told apart by the file's elements,
    /// without decoding the laid-out tree's.
    func textSpec(_ node: LayoutNodeID) -> TextSpec? {
        guard file.kind(node) == .text, case let .text(spec) = tree.elements[Int(node.index)] else { return nil }
        return spec
    }
}

/// Small text helpers for messages.
enum LintText {
    static func dimension(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return value.isInfinite ? "inf" : formatLength(value)
    }

    static func pt(_ value: CGFloat) -> String { formatLength(value) + " pt" }

    /// A text's content for a message: quoted, the first 24 characters.
    static func quote(_ text: String) -> String {
        let oneLine = text.replacingOccurrences(of: "\n", with: " ")
        return "'" + (oneLine.count > 24 ? String(oneLine.prefix(23)) + "…" : oneLine) + "'"
    }

    static func axisLength(_ axis: Axis) -> String { axis == .horizontal ? "wide" : "tall" }
    static func axisName(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
}

extension CGRect {
    func length(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
    func minimum(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    func maximum(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}

extension ProposedViewSize {
    func value(_ axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
}

extension LintFile {
    /// Whether `node` is an element that draws by itself (a text, an image, a shape, a box, a
    /// colour, a divider), whatever it holds.
    func drawsItself(_ node: LayoutNodeID) -> Bool {
        switch kind(node) {
        case .box, .rect, .roundedRect, .capsule, .ellipse, .color, .circle, .image, .text, .divider: return true
        default: return false
        }
    }

    /// Whether `node` draws something one sees: an element that draws by itself, unless it is
    /// `Color.clear`, or any element with a fill that is not clear.
    func draws(_ node: LayoutNodeID) -> Bool {
        let fill = tree.fill(of: node)
        return drawsItself(node) ? fill != "clear" : fill != nil && fill != "clear"
    }
}
