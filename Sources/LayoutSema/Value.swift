import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// A lowered element before it is flattened into the engine's tree: an index into the
/// interpreter's node arena. Values share subtrees (a constant used twice is one subtree, two
/// references), so nothing is copied and nothing is deep: freeing a 100,000-deep chain of
/// modifiers is freeing an array.
struct ElementRef: Hashable {
    var index: Int32
}

/// One node of the arena. What most elements never set (tag, colour, appearance, the text
/// environment) lives in a shared box allocated only when set, so a plain leaf is half the size:
/// the arena is the checker's memory per element.
struct PendingNode {
    var element: LayoutElement
    var name: String
    var origin: NodeOrigin
    var children: [ElementRef]
    /// How many engine nodes this subtree becomes when flattened, shared subtrees counted at
    /// every use: what the element cap limits.
    var expandedCount: Int
    private var extras: ExtrasBox?

    /// The rarely set fields, stored apart.
    struct Extras: Equatable {
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
        var ownLineLimit = false
    }

    /// Copy on write: nodes copied by `Interpreter.copy` share the box until one changes.
    final class ExtrasBox {
        var value: Extras
        init(_ value: Extras) { self.value = value }
    }

    init(element: LayoutElement, name: String, tag: String?, fill: String?, origin: NodeOrigin, children: [ElementRef], expandedCount: Int) {
        self.element = element
        self.name = name
        self.origin = origin
        self.children = children
        self.expandedCount = expandedCount
        if tag != nil || fill != nil { extras = ExtrasBox(Extras(tag: tag, fill: fill)) }
    }

    private static let noExtras = Extras()

    /// The rarely set fields at once, nil when none is set (most nodes): one read for a reader
    /// of several of them (each property below reads the box again).
    var extrasIfSet: Extras? { extras?.value }

    private var allExtras: Extras {
        get { extras?.value ?? Self.noExtras }
        set {
            if isKnownUniquelyReferenced(&extras) {
                extras?.value = newValue
            } else if extras != nil || newValue != Self.noExtras {
                extras = ExtrasBox(newValue)
            }
        }
    }

    var tag: String? {
        get { extras?.value.tag }
        set { allExtras.tag = newValue }
    }
    var fill: String? {
        get { extras?.value.fill }
        set { allExtras.fill = newValue }
    }
    var effects: [DrawingEffect] {
        get { extras?.value.effects ?? [] }
        set { allExtras.effects = newValue }
    }
    var zIndex: Double {
        get { extras?.value.zIndex ?? 0 }
        set { allExtras.zIndex = newValue }
    }
    var cornerRadius: CGFloat? {
        get { extras?.value.cornerRadius }
        set { allExtras.cornerRadius = newValue }
    }
    var environment: TextEnvironment {
        get { extras?.value.environment ?? TextEnvironment() }
        set { allExtras.environment = newValue }
    }
    var ownTextSize: Bool {
        get { extras?.value.ownTextSize ?? false }
        set { allExtras.ownTextSize = newValue }
    }
    var ownLineLimit: Bool {
        get { extras?.value.ownLineLimit ?? false }
        set { allExtras.ownLineLimit = newValue }
    }
}

/// SwiftUI's environment, as far as layoutc has it: values a modifier sets for every text (and
/// shape) inside that does not set its own.
struct TextEnvironment: Hashable {
    var fontSize: Double?
    /// `.some(nil)`: `.lineLimit(nil)`, explicitly no limit.
    var lineLimit: Int??
    var foreground: String?
    var fontWeight: Int?

    /// This environment (inner) over `outer`: each setting made here wins.
    func over(_ outer: TextEnvironment) -> TextEnvironment {
        TextEnvironment(fontSize: fontSize ?? outer.fontSize, lineLimit: lineLimit ?? outer.lineLimit,
                        foreground: foreground ?? outer.foreground, fontWeight: fontWeight ?? outer.fontWeight)
    }

    var isEmpty: Bool { fontSize == nil && lineLimit == nil && foreground == nil && fontWeight == nil }
}

/// A container value: a container head without children (`hstack(spacing: 0)`), to be
/// applied to children later (`AnyLayout`).
struct ContainerValue {
    var name: String
    var arguments: [EvaluatedArgument]
    var range: SourceRange
    /// Its arguments were checked (and any mistake reported) where it was written.
    var checked = false
}

/// What an expression evaluates to. Only the large payloads are boxed: a number, a size, a
/// name or an element is stored inline, so evaluating `40x20` allocates nothing (an `indirect`
/// enum boxes every case, and a leaf's argument paid an allocation and a release).
enum Value {
    case number(Double)
    case size(Double, Double)
    case string(String)
    case bool(Bool)
    case nilValue
    /// A bare identifier no definition claims: an enumeration value such as `leading`.
    case enumCase(String)
    case element(ElementRef)
    indirect case container(ContainerValue)
    /// `[a, b, c]`.
    case list([Value])
    /// `fixed(60)`, `.flexible()`, `.adaptive(min: 80)`: a column of a `vgrid` (row of an `hgrid`).
    indirect case gridItem(GridItemSpec)
    /// An error was already reported; stay silent.
    case poisoned

    var isNil: Bool { if case .nilValue = self { return true } else { return false } }

    var kindDescription: String {
        switch self {
        case .number: return "a number"
        case .size: return "a size"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .nilValue: return "nil"
        case let .enumCase(name): return "'\(name)'"
        case .element: return "an element"
        case .container: return "a container"
        case .list: return "a list"
        case .gridItem: return "a grid item"
        case .poisoned: return "an invalid value"
        }
    }
}

/// An argument after evaluation.
struct EvaluatedArgument {
    var label: String?
    var labelRange: SourceRange?
    var value: Value
    var range: SourceRange
}
