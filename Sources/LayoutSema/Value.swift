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

/// Where a node came from: its range and extent (`NodeOrigin`), and the component calls that made
/// it as an index into `Interpreter.callChains`.
struct PendingOrigin {
    var range: SourceRange
    var extent: SourceRange
    var callChain: Int32
}

/// A node's children: `count` references from `start` in the child lists of `CheckedNodes`.
struct ChildRange {
    var start: Int32
    var count: Int32
    static let none = ChildRange(start: 0, count: 0)
}

/// SwiftUI's environment, as far as layoutc has it: values a modifier sets for every text (and
/// shape) inside that does not set its own.
struct TextEnvironment: Hashable {
    /// The font (`.font`): its size, and its own weight (`.headline` is semibold,
    /// `.system(size: 20, weight: .bold)` bold), set together.
    var fontSize: Double?
    var fontOwnWeight: Int?
    var fontScaling: TextScaling = .relative(.body)
    /// `.some(nil)`: `.lineLimit(nil)`, explicitly no limit.
    var lineLimit: Int??
    var foreground: String?
    /// `.bold()`, `.fontWeight(…)`: a weight applied to whatever font the text has, as SwiftUI's
    /// environment does — `.font(.largeTitle).bold()` is a bold large title.
    var fontWeight: Int?
    /// `.truncationMode(…)`.
    var truncation: TruncationMode?
    /// `.minimumScaleFactor(…)`.
    var minimumScaleFactor: Double?
    /// `.dynamicTypeSize(…)`: the sizes the user's is clamped to.
    var dynamicTypeRange: ClosedRange<DynamicTypeSize>?

    /// This environment (inner) over `outer`: each setting made here wins.
    func over(_ outer: TextEnvironment) -> TextEnvironment {
        let font = fontSize == nil ? outer : self
        return TextEnvironment(fontSize: font.fontSize, fontOwnWeight: font.fontOwnWeight,
                               fontScaling: font.fontScaling,
                               lineLimit: lineLimit ?? outer.lineLimit, foreground: foreground ?? outer.foreground,
                               fontWeight: fontWeight ?? outer.fontWeight, truncation: truncation ?? outer.truncation,
                               minimumScaleFactor: minimumScaleFactor ?? outer.minimumScaleFactor,
                               dynamicTypeRange: Self.clamping(outer.dynamicTypeRange, by: dynamicTypeRange))
    }

    /// The sizes a text follows when `inner` clamps what `outer` gives (SwiftUI applies the outer
    /// `.dynamicTypeSize` first): each bound of the outer range clamped to the inner one.
    static func clamping(_ outer: ClosedRange<DynamicTypeSize>?,
                         by inner: ClosedRange<DynamicTypeSize>?) -> ClosedRange<DynamicTypeSize>? {
        guard let inner else { return outer }
        guard let outer else { return inner }
        func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize { min(max(size, inner.lowerBound), inner.upperBound) }
        return clamp(outer.lowerBound)...clamp(outer.upperBound)
    }

    /// The weight a text is drawn with: the weight modifiers', else its font's.
    var resolvedWeight: Int? { fontWeight ?? fontOwnWeight }

    var isEmpty: Bool {
        fontSize == nil && lineLimit == nil && foreground == nil && fontWeight == nil && truncation == nil
            && minimumScaleFactor == nil && dynamicTypeRange == nil
    }
}

/// What a name means among the built-ins and custom layouts: its index in each table
/// (`BuiltinRegistry.elements`, `.modifiers`, `.values`, the registry's definitions), -1 for none.
struct BuiltinMeaning {
    var element: Int16
    var modifier: Int16
    var value: Int16
    var custom: Int32

    /// Not looked up yet.
    static let unresolved = BuiltinMeaning(element: -2, modifier: -2, value: -2, custom: -2)
    var isResolved: Bool { element != -2 }
}

/// A container value: a container head without children (`hstack(spacing: 0)`), to be
/// applied to children later (`AnyLayout`).
struct ContainerValue {
    var name: String
    /// The name as written (what it means is looked up by symbol).
    var symbol: Symbol
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
    /// `.system(size: 20, weight: .bold)`, `.headline.weight(.semibold)`: what `.font` takes.
    case font(FontValue)
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
        case .font: return "a font"
        case .poisoned: return "an invalid value"
        }
    }
}

/// A font as layoutc has one: its size and, when it sets one, its weight (100…900, as SVG's
/// font-weight). A text style (`.headline`) is its size at the default Dynamic Type size and its
/// weight (`BuiltinRegistry.textStyles`).
struct FontValue: Hashable {
    var size: Double
    var weight: Int?
    /// How the size follows Dynamic Type: a style's, in proportion to one, or fixed.
    var scaling: TextScaling = .fixed
}

/// An argument after evaluation.
struct EvaluatedArgument {
    var label: String?
    /// The label's key; nil without a label.
    var labelKey: ParameterKey?
    var labelRange: SourceRange?
    var value: Value
    var range: SourceRange
}
