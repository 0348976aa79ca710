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

/// One node of the arena.
struct PendingNode {
    var element: LayoutElement
    var name: String
    var tag: String?
    var fill: String?
    var origin: NodeOrigin
    var children: [ElementRef]
    /// How many engine nodes this subtree becomes when flattened, shared subtrees counted at
    /// every use: what the element cap limits.
    var expandedCount: Int
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

/// What an expression evaluates to.
indirect enum Value {
    case number(Double)
    case size(Double, Double)
    case string(String)
    case bool(Bool)
    case nilValue
    /// A bare identifier no definition claims: an enumeration value such as `leading`.
    case enumCase(String)
    case element(ElementRef)
    case container(ContainerValue)
    /// An error was already reported; stay silent.
    case poisoned

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
