import LayoutEngine

/// The type of a built-in's parameter, as the checker sees it.
public enum ParameterType: Hashable, Sendable {
    /// Any finite number.
    case number
    /// A finite number ≥ 0.
    case length
    /// A number ≥ 0 or `inf` (frame limits).
    case lengthOrInfinity
    /// A finite number > 0.
    case positiveNumber
    /// An integer ≥ 1.
    case positiveInteger
    /// A size literal `WxH`.
    case size
    case string
    case bool
    /// One of the listed identifiers.
    case enumeration([String])
    /// A named colour (`red`, `.red`) or a `"#rgb"`, `"#rrggbb"`, `"#rrggbbaa"` string.
    case color
    /// A container value (`hstack(spacing: 0)`), for `any`.
    case container
    /// A positive number, or a size literal giving width/height (`aspectRatio`).
    case ratio
    /// A number from 0 to 1 (`opacity`).
    case unitInterval
    /// Edges of a rectangle: `all`, `horizontal`, `vertical`, `top`, `leading`, `bottom`,
    /// `trailing`, or a list of them (`.padding([.top, .leading], 8)`).
    case edges
    /// A text style (`.headline`) or a font (`.system(size: 20, weight: .bold)`, `.title2.bold()`).
    case font
    /// The columns (rows) of a lazy grid: a list of `fixed(…)`, `flexible(…)`, `adaptive(…)`, or a
    /// count of flexible ones.
    case gridItems
    /// A shape to clip to: `circle`, `capsule`, `ellipse`, `rect`, `roundedRect(cornerRadius: 8)`.
    case shape
    /// A colour, or an element (`.background(.blue)`, `.background(capsule.fill(blue))`).
    case colorOrElement

    /// How messages name the type ("expected a number for 'spacing'").
    public var description: String {
        switch self {
        case .number: return "a number"
        case .length: return "a non-negative number"
        case .lengthOrInfinity: return "a non-negative number or inf"
        case .positiveNumber: return "a positive number"
        case .positiveInteger: return "a positive integer"
        case .size: return "a size such as 40x20"
        case .string: return "a string"
        case .bool: return "true or false"
        case let .enumeration(values): return "one of " + values.joined(separator: ", ")
        case .color: return "a colour name or \"#rrggbb\""
        case .container: return "a container such as hstack(spacing: 0)"
        case .ratio: return "a positive number or a size such as 16x9"
        case .unitInterval: return "a number from 0 to 1"
        case .edges: return "edges such as .horizontal or [.top, .leading]"
        case .gridItems: return "a list of grid items such as [.flexible(), .fixed(60)], or a count"
        case .shape: return "a shape such as circle, capsule or roundedRect(cornerRadius: 8)"
        case .colorOrElement: return "a colour or an element"
        case .font: return "a text style such as .headline, or .system(size: 20, weight: .bold)"
        }
    }
}

extension ParameterType {
    /// Whether a value is of the kind this type takes (its range is checked later): how a
    /// positional argument finds its parameter when there are several (`.padding(.top, 8)`).
    func accepts(_ value: Value) -> Bool {
        switch (self, value) {
        case (.number, .number), (.length, .number), (.lengthOrInfinity, .number), (.positiveNumber, .number),
             (.positiveInteger, .number), (.unitInterval, .number), (.ratio, .number), (.ratio, .size), (.size, .size),
             (.string, .string), (.bool, .bool), (.container, .container), (.gridItems, .number), (.gridItems, .list),
             (.edges, .list), (.color, .string), (.colorOrElement, .string), (.colorOrElement, .element), (.shape, .element):
            return true
        case let (.enumeration(values), .enumCase(name)): return values.contains(name)
        case let (.edges, .enumCase(name)): return BuiltinRegistry.edgeNames.contains(name)
        case let (.color, .enumCase(name)), let (.colorOrElement, .enumCase(name)): return BuiltinRegistry.colorNames.contains(name)
        case let (.shape, .enumCase(name)): return BuiltinRegistry.shapeNames.contains(name)
        case let (.font, .enumCase(name)): return BuiltinRegistry.textStyles.contains { $0.name == name }
        case (.font, .font): return true
        default: return false
        }
    }
}

/// One parameter of a built-in.
///
/// A class, like `BuiltinSpec`: the checker reads several per argument it matches.
public final class ParameterSpec: Hashable, Sendable {
    /// The label; `nil` for a positional-only parameter.
    public let label: String?
    /// Whether a labelled parameter may also be given positionally (`overlap(4)`).
    public let positional: Bool
    public let type: ParameterType
    /// The default as the language spells it, for docs; `nil` when there is none.
    public let defaultValue: String?
    public let required: Bool
    /// Whether `nil` is accepted.
    public let allowsNil: Bool
    public let doc: String

    /// What messages call a positional parameter ("the count of 'columns'").
    public let positionalName: String
    /// Where the checker files an unlabelled argument: `_` unless a built-in has two positional
    /// parameters (`.padding(.horizontal, 8)` files the edges under `edges`).
    let positionalKey: ParameterKey
    /// The key a matched argument is stored under: the label, or the positional key.
    let key: ParameterKey
    /// The label's key; nil for a positional-only parameter.
    let labelKey: ParameterKey?

    public init(_ label: String?, _ type: ParameterType, default defaultValue: String? = nil, required: Bool = false,
                allowsNil: Bool = false, positional: Bool = false, name: String? = nil, key: String = "_", doc: String) {
        self.positionalKey = ParameterKey.named(key)
        self.key = ParameterKey.named(label ?? key)
        self.labelKey = label.map(ParameterKey.named)
        self.label = label
        self.positionalName = name ?? label ?? "value"
        self.positional = label == nil || positional
        self.type = type
        self.defaultValue = defaultValue
        self.required = required
        self.allowsNil = allowsNil
        self.doc = doc
    }

    /// The name used in messages: the label, or what the positional value is.
    public var displayName: String { label ?? positionalName }

    public static func == (a: ParameterSpec, b: ParameterSpec) -> Bool {
        a.label == b.label && a.positional == b.positional && a.type == b.type && a.defaultValue == b.defaultValue
            && a.required == b.required && a.allowsNil == b.allowsNil && a.doc == b.doc
            && a.positionalName == b.positionalName && a.positionalKey == b.positionalKey
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(type)
    }
}

/// What a built-in is.
public enum BuiltinKind: String, Hashable, Sendable {
    case leaf, container, modifier
    /// A constructor of a value that is not an element: the grid item sizes `fixed(…)`,
    /// `flexible(…)`, `adaptive(…)`, written bare or with a leading dot.
    case value
}

/// Which leaf element a `.leaf` built-in makes: the checker switches on this, not on the name
/// (comparing strings per element).
enum LeafElementKind: String {
    case box, rect, roundedRect, capsule, ellipse, color, circle, image, text, spacer, divider
}

/// Which container a `.container` built-in makes (the checker switches on this, not the name).
enum ContainerKind: String {
    case hstack, vstack, zstack, grid, row, wrap, overlap, columns, alternate, radial, balanced, vgrid, hgrid, fits, scroll, any
}

/// Which modifier a `.modifier` built-in is (the checker switches on this, not the name).
enum ModifierKind: String {
    case frame, padding, fixedSize, layoutPriority, offset, aspectRatio, scaledToFit, scaledToFill, overlay, background, gridCellColumns
    case fill, resizable
    // Appearance: how the element is drawn, never its layout.
    case hidden, opacity, cornerRadius, clipShape, clipped, border, zIndex, font, lineLimit, foregroundColor, foregroundStyle, bold, fontWeight
    case multilineTextAlignment, ignoresSafeArea

    /// Whether it changes how an element is drawn, never its layout (`Interpreter+Appearance`).
    var isAppearance: Bool {
        switch self {
        case .hidden, .opacity, .cornerRadius, .clipShape, .clipped, .border, .zIndex, .font, .lineLimit, .foregroundColor, .foregroundStyle,
             .bold, .fontWeight, .multilineTextAlignment, .ignoresSafeArea:
            return true
        case .frame, .padding, .fixedSize, .layoutPriority, .offset, .aspectRatio, .scaledToFit, .scaledToFill, .overlay, .background,
             .gridCellColumns, .fill, .resizable:
            return false
        }
    }
}

/// A built-in element or modifier: the single source of truth for checking, completion,
/// hover and the language reference.
///
/// A class: there is one of each, in the registry's tables, and the checker looks one up for
/// every element and modifier it checks (a reference is one count to keep, a value five).
public final class BuiltinSpec: Hashable, Sendable {
    public let name: String
    public let kind: BuiltinKind
    public let parameters: [ParameterSpec]
    /// For modifiers: whether `< … >` content is required (`overlay`, `background`).
    public let takesContent: Bool
    public let doc: String
    /// The semantics section it implements.
    public let reference: String
    /// For a leaf, the element it makes.
    let leafKind: LeafElementKind?
    /// For a container, the container it makes.
    let containerKind: ContainerKind?
    /// For a modifier, which one it is.
    let modifierKind: ModifierKind?
    /// For a modifier: whether it changes how the element is drawn, never its layout.
    let isAppearance: Bool

    init(name: String, kind: BuiltinKind, parameters: [ParameterSpec], takesContent: Bool, doc: String, reference: String) {
        self.name = name
        self.kind = kind
        self.leafKind = kind == .leaf ? LeafElementKind(rawValue: name) : nil
        self.containerKind = kind == .container ? ContainerKind(rawValue: name) : nil
        self.modifierKind = kind == .modifier ? ModifierKind(rawValue: name) : nil
        self.isAppearance = modifierKind?.isAppearance ?? false
        self.parameters = parameters
        self.takesContent = takesContent
        self.doc = doc
        self.reference = reference
    }

    public static func == (a: BuiltinSpec, b: BuiltinSpec) -> Bool {
        a.name == b.name && a.kind == b.kind && a.parameters == b.parameters && a.takesContent == b.takesContent
            && a.doc == b.doc && a.reference == b.reference
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(kind)
    }
}

/// Every built-in element and modifier of the language.
public enum BuiltinRegistry {
    static let vertical = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let horizontal = ["leading", "center", "trailing"]
    static let nine = ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"]
    static let nineAndBaselines = nine + ["centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline",
                                          "leadingLastTextBaseline", "trailingFirstTextBaseline", "trailingLastTextBaseline"]
    /// SwiftUI's `Color` statics, then UIKit's semantic system colours (`Color(.systemGray6)`).
    public static let colorNames = SystemColors.names
    /// The edge names of `.padding(edges, length)` (SwiftUI's `Edge.Set` members).
    public static let edgeNames = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
    /// The shapes `.clipShape` takes by name.
    public static let shapeNames = ["rect", "roundedRect", "capsule", "ellipse", "circle"]
    /// SwiftUI's text styles, the sizes `.font(.style)` gives them (iOS, the default Dynamic
    /// Type size, "Large") and their weight: `.headline` is semibold, the others regular (Apple's
    /// Human Interface Guidelines, Typography → Dynamic Type sizes).
    public static let textStyles: [(name: String, size: Double, weight: Int)] = [
        ("largeTitle", 34, 400), ("title", 28, 400), ("title2", 22, 400), ("title3", 20, 400), ("headline", 17, 600),
        ("body", 17, 400), ("callout", 16, 400), ("subheadline", 15, 400), ("footnote", 13, 400), ("caption", 12, 400),
        ("caption2", 11, 400),
    ]
    /// `.fontWeight(…)` values, light to heavy, as SVG's font-weight 100…900.
    public static let fontWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    static func gridItemParameters(_ first: [ParameterSpec]) -> [ParameterSpec] {
        first + [
            ParameterSpec("spacing", .length, default: "nil", allowsNil: true, doc: "to the next column (row); nil: 8"),
            ParameterSpec("alignment", .enumeration(nine), default: "nil", allowsNil: true, doc: "a cell in its rectangle; nil: the grid's alignment"),
        ]
    }

    static func spacing(_ label: String = "spacing", doc: String = "distance between neighbours; nil: each pair's preferred spacing (8 between leaves)") -> ParameterSpec {
        ParameterSpec(label, .length, default: "nil", allowsNil: true, doc: doc)
    }

    /// The elements, in the order the reference lists them.
    public static let elements: [BuiltinSpec] = [
        BuiltinSpec(name: "box", kind: .leaf, parameters: [
            ParameterSpec(nil, .size, name: "size", doc: "the size, e.g. box(40x20)"),
            ParameterSpec("width", .length, doc: "the width (with height:, instead of a size)"),
            ParameterSpec("height", .length, doc: "the height (with width:)"),
        ], takesContent: false, doc: "a fixed-size box (Color.frame(width:height:))", reference: "§2"),
        BuiltinSpec(name: "rect", kind: .leaf, parameters: [
            ParameterSpec("cornerRadius", .length, default: "0", doc: "rounds the corners (SwiftUI's .rect(cornerRadius:)); drawing only"),
        ], takesContent: false, doc: "a rectangle that fills the proposal (10×10 ideal)", reference: "§2"),
        BuiltinSpec(name: "roundedRect", kind: .leaf, parameters: [
            ParameterSpec("cornerRadius", .length, default: "8", doc: "the corner radius (RoundedRectangle(cornerRadius:)); drawing only"),
        ], takesContent: false, doc: "a rounded rectangle that fills the proposal (10×10 ideal)", reference: "§2"),
        BuiltinSpec(name: "capsule", kind: .leaf, parameters: [], takesContent: false, doc: "a capsule that fills the proposal (10×10 ideal)", reference: "§2"),
        BuiltinSpec(name: "ellipse", kind: .leaf, parameters: [], takesContent: false, doc: "an ellipse that fills the proposal (10×10 ideal)", reference: "§2"),
        BuiltinSpec(name: "color", kind: .leaf, parameters: [], takesContent: false, doc: "a colour that fills the proposal (10×10 ideal)", reference: "§2"),
        BuiltinSpec(name: "circle", kind: .leaf, parameters: [], takesContent: false, doc: "a circle: the square of the smaller proposed dimension", reference: "§2"),
        BuiltinSpec(name: "image", kind: .leaf, parameters: [
            ParameterSpec(nil, .size, required: true, name: "size", doc: "the intrinsic size, e.g. image(24x24)"),
        ], takesContent: false, doc: "an image of intrinsic size; .resizable makes it fill the proposal", reference: "§2"),
        BuiltinSpec(name: "text", kind: .leaf, parameters: [
            ParameterSpec(nil, .string, required: true, name: "text", doc: "the text"),
            ParameterSpec("size", .positiveNumber, default: "16", doc: "font size: each character advances size/2, a line is 1.25 × size"),
            ParameterSpec("lineLimit", .positiveInteger, default: "nil", allowsNil: true, doc: "the most lines shown"),
        ], takesContent: false, doc: "text in the deterministic metric model; wraps at spaces when narrow", reference: "§2"),
        BuiltinSpec(name: "spacer", kind: .leaf, parameters: [
            ParameterSpec("minLength", .length, default: "8", doc: "the least length along the stack"),
        ], takesContent: false, doc: "flexible space along the enclosing stack's axis; a line break in wrap", reference: "§3"),
        BuiltinSpec(name: "divider", kind: .leaf, parameters: [], takesContent: false, doc: "a 1-point line across the enclosing stack", reference: "§2"),
        BuiltinSpec(name: "hstack", kind: .container, parameters: [
            ParameterSpec("alignment", .enumeration(vertical), default: "center", doc: "vertical alignment of the children"),
            spacing(),
        ], takesContent: false, doc: "a horizontal stack (SwiftUI's HStack)", reference: "§3"),
        BuiltinSpec(name: "vstack", kind: .container, parameters: [
            ParameterSpec("alignment", .enumeration(horizontal), default: "center", doc: "horizontal alignment of the children"),
            spacing(),
        ], takesContent: false, doc: "a vertical stack (SwiftUI's VStack)", reference: "§3"),
        BuiltinSpec(name: "zstack", kind: .container, parameters: [
            ParameterSpec("alignment", .enumeration(nineAndBaselines), default: "center", doc: "where the children are aligned"),
        ], takesContent: false, doc: "children on top of each other (SwiftUI's ZStack)", reference: "§3"),
        BuiltinSpec(name: "grid", kind: .container, parameters: [
            ParameterSpec("alignment", .enumeration(nine), default: "center", doc: "alignment of each cell in its rectangle"),
            spacing("horizontalSpacing", doc: "between columns (default 8)"),
            spacing("verticalSpacing", doc: "between rows (default 8)"),
        ], takesContent: false, doc: "a grid of row(…) children; other children span every column", reference: "§3"),
        BuiltinSpec(name: "row", kind: .container, parameters: [
            ParameterSpec("alignment", .enumeration(vertical), default: "nil", allowsNil: true, doc: "vertical alignment of the row's cells; nil: the grid's"),
        ], takesContent: false, doc: "a row of a grid (GridRow); only inside grid", reference: "§3"),
        BuiltinSpec(name: "wrap", kind: .container, parameters: [
            ParameterSpec("alignment", .enumeration(nine), default: "center", doc: "lines in the width, items in their line"),
            spacing(doc: "between items of a line; nil: preferred spacing"),
            spacing("lineSpacing", doc: "between lines; nil: preferred spacing"),
            ParameterSpec("fit", .enumeration(["proposal", "content"]), default: "proposal", doc: "width: the proposal's, or the widest line's"),
        ], takesContent: false, doc: "a flow layout that wraps onto new lines (seed 001); spacer forces a break", reference: "§5"),
        BuiltinSpec(name: "overlap", kind: .container, parameters: [
            ParameterSpec("overlap", .length, default: "6", positional: true, doc: "how much neighbours overlap; grows to fit"),
            ParameterSpec("alignment", .enumeration(["top", "center", "bottom"]), default: "top", doc: "vertical alignment"),
        ], takesContent: false, doc: "a horizontal stack whose children overlap (seed 000)", reference: "§5"),
        BuiltinSpec(name: "columns", kind: .container, parameters: [
            ParameterSpec(nil, .positiveInteger, required: true, name: "count", doc: "the number of columns"),
            ParameterSpec("spacing", .length, default: "0", doc: "between columns and rows"),
            ParameterSpec("alignment", .enumeration(nine), default: "topLeading", doc: "a child in its cell"),
        ], takesContent: false, doc: "N equal columns filled row by row (seed 002)", reference: "§5"),
        BuiltinSpec(name: "alternate", kind: .container, parameters: [], takesContent: false,
                    doc: "a vertical stack with odd children indented by the widest even child (seed 003)", reference: "§5"),
        BuiltinSpec(name: "radial", kind: .container, parameters: [], takesContent: false,
                    doc: "children on a circle in the proposed square, first at 12 o'clock (seed 003)", reference: "§5"),
        BuiltinSpec(name: "balanced", kind: .container, parameters: [
            ParameterSpec("axis", .enumeration(["horizontal", "vertical"]), default: "horizontal", doc: "row or column"),
            spacing(),
            ParameterSpec("alignment", .enumeration(nine), default: "center", doc: "a child in its cell"),
        ], takesContent: false, doc: "every child gets the size of the largest (seed 004)", reference: "§5"),
        BuiltinSpec(name: "fits", kind: .container, parameters: [
            ParameterSpec("axes", .enumeration(["horizontal", "vertical", "both"]), default: "both", doc: "the axes that must fit"),
        ], takesContent: false, doc: "the first child whose ideal size fits (ViewThatFits, seed 004)", reference: "§5"),
        BuiltinSpec(name: "scroll", kind: .container, parameters: [
            ParameterSpec("axis", .enumeration(["vertical", "horizontal", "both"]), default: "vertical", positional: true, doc: "the scrolling axes"),
        ], takesContent: false, doc: "a scroll view: its one child is proposed nil along the axis (seed 001)", reference: "§5"),
        BuiltinSpec(name: "vgrid", kind: .container, parameters: [
            ParameterSpec("columns", .gridItems, required: true, doc: "the columns: [.flexible(), .fixed(60), .adaptive(min: 80)], or a count of flexible ones"),
            ParameterSpec("alignment", .enumeration(horizontal), default: "center", doc: "a cell in its column, unless its item says otherwise"),
            ParameterSpec("spacing", .length, default: "nil", allowsNil: true, doc: "between rows; nil: 8"),
        ], takesContent: false, doc: "SwiftUI's LazyVGrid: columns sized from their items, cells filling rows", reference: "§3"),
        BuiltinSpec(name: "hgrid", kind: .container, parameters: [
            ParameterSpec("rows", .gridItems, required: true, doc: "the rows: [.flexible(), .fixed(60), .adaptive(min: 80)], or a count of flexible ones"),
            ParameterSpec("alignment", .enumeration(["top", "center", "bottom"]), default: "center", doc: "a cell in its row, unless its item says otherwise"),
            ParameterSpec("spacing", .length, default: "nil", allowsNil: true, doc: "between columns; nil: 8"),
        ], takesContent: false, doc: "SwiftUI's LazyHGrid: rows sized from their items, cells filling columns", reference: "§3"),
        BuiltinSpec(name: "any", kind: .container, parameters: [
            ParameterSpec(nil, .container, required: true, doc: "the layout, e.g. any(layout) with let layout = hstack"),
        ], takesContent: false, doc: "AnyLayout: the children laid out by a container value (seed 003)", reference: "§5"),
    ]

    /// The modifiers, in the order the reference lists them.
    public static let modifiers: [BuiltinSpec] = [
        BuiltinSpec(name: "frame", kind: .modifier, parameters: [
            ParameterSpec("width", .length, default: "nil", allowsNil: true, doc: "fixed width"),
            ParameterSpec("height", .length, default: "nil", allowsNil: true, doc: "fixed height"),
            ParameterSpec("minWidth", .lengthOrInfinity, allowsNil: true, doc: "flexible frame: least width"),
            ParameterSpec("idealWidth", .lengthOrInfinity, allowsNil: true, doc: "flexible frame: width for a nil proposal"),
            ParameterSpec("maxWidth", .lengthOrInfinity, allowsNil: true, doc: "flexible frame: largest width (inf: fill)"),
            ParameterSpec("minHeight", .lengthOrInfinity, allowsNil: true, doc: "flexible frame: least height"),
            ParameterSpec("idealHeight", .lengthOrInfinity, allowsNil: true, doc: "flexible frame: height for a nil proposal"),
            ParameterSpec("maxHeight", .lengthOrInfinity, allowsNil: true, doc: "flexible frame: largest height (inf: fill)"),
            ParameterSpec("alignment", .enumeration(nine), default: "center", doc: "the child in the frame"),
        ], takesContent: false, doc: "a fixed frame (width:height:) or a flexible one (min/ideal/max)", reference: "§4"),
        BuiltinSpec(name: "padding", kind: .modifier, parameters: [
            ParameterSpec(nil, .edges, default: "all", name: "edges", key: "edges", doc: "the edges padded, as SwiftUI's .padding(.horizontal, 8)"),
            ParameterSpec(nil, .number, default: "16", name: "length", doc: "on those edges; negative pulls the content out (as in SwiftUI)"),
            ParameterSpec("horizontal", .number, doc: "leading and trailing"),
            ParameterSpec("vertical", .number, doc: "top and bottom"),
            ParameterSpec("top", .number, doc: "top edge"),
            ParameterSpec("leading", .number, doc: "leading edge"),
            ParameterSpec("bottom", .number, doc: "bottom edge"),
            ParameterSpec("trailing", .number, doc: "trailing edge"),
        ], takesContent: false, doc: "insets the element; padding() is 16 on every edge", reference: "§4"),
        BuiltinSpec(name: "fixedSize", kind: .modifier, parameters: [
            ParameterSpec("horizontal", .bool, default: "true", doc: "propose nil horizontally"),
            ParameterSpec("vertical", .bool, default: "true", doc: "propose nil vertically"),
        ], takesContent: false, doc: "proposes nil (the ideal size) on the fixed axes", reference: "§4"),
        BuiltinSpec(name: "layoutPriority", kind: .modifier, parameters: [
            ParameterSpec(nil, .number, required: true, name: "priority", doc: "higher is served first by stacks"),
        ], takesContent: false, doc: "the priority stacks use to share space", reference: "§4"),
        BuiltinSpec(name: "offset", kind: .modifier, parameters: [
            ParameterSpec("x", .number, default: "0", doc: "horizontal shift"),
            ParameterSpec("y", .number, default: "0", doc: "vertical shift"),
        ], takesContent: false, doc: "moves the drawn element without changing the layout", reference: "§4"),
        BuiltinSpec(name: "aspectRatio", kind: .modifier, parameters: [
            ParameterSpec(nil, .ratio, default: "nil", allowsNil: true, doc: "width / height, or a size such as 16x9; nil: the child's ideal ratio"),
            ParameterSpec("contentMode", .enumeration(["fit", "fill"]), default: "fit", doc: "fit inside or fill the proposal"),
        ], takesContent: false, doc: "proposes a size of the given ratio", reference: "§4"),
        BuiltinSpec(name: "overlay", kind: .modifier, parameters: [
            ParameterSpec(nil, .colorOrElement, name: "content", doc: "a colour or an element, instead of < content >: .overlay(.red)"),
            ParameterSpec("alignment", .enumeration(nine), default: "center", doc: "where the content sits"),
        ], takesContent: true, doc: "draws < content > over the element, proposed its size", reference: "§4"),
        BuiltinSpec(name: "background", kind: .modifier, parameters: [
            ParameterSpec(nil, .colorOrElement, name: "content", doc: "a colour or an element, instead of < content >: .background(.blue)"),
            ParameterSpec("alignment", .enumeration(nine), default: "center", doc: "where the content sits"),
        ], takesContent: true, doc: "draws < content > behind the element, proposed its size", reference: "§4"),
        BuiltinSpec(name: "gridCellColumns", kind: .modifier, parameters: [
            ParameterSpec(nil, .positiveInteger, required: true, name: "count", doc: "columns spanned"),
        ], takesContent: false, doc: "a grid cell spanning several columns", reference: "§3"),
        BuiltinSpec(name: "resizable", kind: .modifier, parameters: [], takesContent: false,
                    doc: "an image that fills the proposal (ideal: its size); images only", reference: "§2"),
        BuiltinSpec(name: "fill", kind: .modifier, parameters: [
            ParameterSpec(nil, .color, required: true, doc: "a colour name or \"#rrggbb\""),
        ], takesContent: false, doc: "the colour the SVG output draws the element in (no layout effect)", reference: "—"),
        BuiltinSpec(name: "scaledToFit", kind: .modifier, parameters: [], takesContent: false,
                    doc: "the element at its own aspect ratio, fitting the proposal: .aspectRatio(contentMode: fit)", reference: "§4"),
        BuiltinSpec(name: "scaledToFill", kind: .modifier, parameters: [], takesContent: false,
                    doc: "the element at its own aspect ratio, filling the proposal: .aspectRatio(contentMode: fill)", reference: "§4"),
        BuiltinSpec(name: "font", kind: .modifier, parameters: [
            ParameterSpec(nil, .font, name: "style", doc: "a text style (.headline is 17 semibold, .title 28, … iOS sizes) or .system(size: 20, weight: .bold)"),
            ParameterSpec("size", .positiveNumber, doc: "the font size: a character advances size/2, a line is 1.25 × size"),
        ], takesContent: false, doc: "the font size of every text inside that sets none (SwiftUI's environment)", reference: "§2"),
        BuiltinSpec(name: "lineLimit", kind: .modifier, parameters: [
            ParameterSpec(nil, .positiveInteger, required: true, allowsNil: true, name: "lines", doc: "the most lines; nil: no limit"),
        ], takesContent: false, doc: "the line limit of every text inside that sets none", reference: "§2"),
        BuiltinSpec(name: "bold", kind: .modifier, parameters: [], takesContent: false,
                    doc: "bold text inside (drawing only: the text model's metrics do not change)", reference: "§2"),
        BuiltinSpec(name: "fontWeight", kind: .modifier, parameters: [
            ParameterSpec(nil, .enumeration(fontWeights), required: true, name: "weight", doc: "ultraLight … black"),
        ], takesContent: false, doc: "the weight of the text inside (drawing only)", reference: "§2"),
        BuiltinSpec(name: "foregroundColor", kind: .modifier, parameters: [
            ParameterSpec(nil, .color, required: true, doc: "a colour"),
        ], takesContent: false, doc: "the colour of texts and shapes inside that have none of their own (drawing only)", reference: "—"),
        BuiltinSpec(name: "foregroundStyle", kind: .modifier, parameters: [
            ParameterSpec(nil, .color, required: true, doc: "a colour"),
        ], takesContent: false, doc: "the same as foregroundColor (SwiftUI's newer name)", reference: "—"),
        BuiltinSpec(name: "hidden", kind: .modifier, parameters: [], takesContent: false,
                    doc: "keeps the element's space but draws nothing", reference: "—"),
        BuiltinSpec(name: "opacity", kind: .modifier, parameters: [
            ParameterSpec(nil, .unitInterval, required: true, name: "opacity", doc: "0 (invisible) to 1"),
        ], takesContent: false, doc: "draws the element and its content translucent", reference: "—"),
        BuiltinSpec(name: "cornerRadius", kind: .modifier, parameters: [
            ParameterSpec(nil, .length, required: true, name: "radius", doc: "the corner radius"),
        ], takesContent: false, doc: "clips the element to a rounded rectangle (drawing only)", reference: "—"),
        BuiltinSpec(name: "clipShape", kind: .modifier, parameters: [
            ParameterSpec(nil, .shape, required: true, doc: "circle, capsule, ellipse, rect or roundedRect(cornerRadius: r)"),
        ], takesContent: false, doc: "clips the element to a shape in its frame (drawing only)", reference: "—"),
        BuiltinSpec(name: "clipped", kind: .modifier, parameters: [], takesContent: false,
                    doc: "clips the element to its frame (drawing only)", reference: "—"),
        BuiltinSpec(name: "border", kind: .modifier, parameters: [
            ParameterSpec(nil, .color, required: true, doc: "the line's colour"),
            ParameterSpec("width", .length, default: "1", doc: "the line's width, inside the frame"),
        ], takesContent: false, doc: "a line along the inside of the element's frame, over its content (drawing only)", reference: "—"),
        BuiltinSpec(name: "multilineTextAlignment", kind: .modifier, parameters: [
            ParameterSpec(nil, .enumeration(horizontal), required: true, name: "alignment", doc: "leading, center or trailing"),
        ], takesContent: false, doc: "how the lines of texts inside align with each other (drawing only: no frame changes)", reference: "—"),
        BuiltinSpec(name: "ignoresSafeArea", kind: .modifier, parameters: [
            ParameterSpec(nil, .enumeration(["all", "container", "keyboard"]), name: "regions", doc: "the safe-area regions; all by default"),
            ParameterSpec("edges", .edges, default: "all", doc: "the edges it extends to"),
        ], takesContent: false, doc: "accepted for SwiftUI code; layoutc's proposals have no safe area, so it changes nothing", reference: "—"),
        BuiltinSpec(name: "zIndex", kind: .modifier, parameters: [
            ParameterSpec(nil, .number, required: true, name: "value", doc: "higher is drawn later, on top"),
        ], takesContent: false, doc: "the drawing order among siblings (in a zstack, an overlay, …)", reference: "—"),
    ]

    /// The value constructors: grid item sizes for `vgrid(columns:)` / `hgrid(rows:)`.
    public static let values: [BuiltinSpec] = [
        BuiltinSpec(name: "fixed", kind: .value, parameters: gridItemParameters([
            ParameterSpec(nil, .length, required: true, name: "length", doc: "the column's width (row's height)"),
        ]), takesContent: false, doc: "a grid column of exactly this width (GridItem(.fixed(w)))", reference: "§3"),
        BuiltinSpec(name: "flexible", kind: .value, parameters: gridItemParameters([
            ParameterSpec("min", .length, default: "10", doc: "the least width"),
            ParameterSpec("max", .lengthOrInfinity, default: "inf", doc: "the largest width"),
        ]), takesContent: false, doc: "a grid column sharing the width, within its limits (GridItem(.flexible()))", reference: "§3"),
        BuiltinSpec(name: "adaptive", kind: .value, parameters: gridItemParameters([
            ParameterSpec("min", .positiveNumber, required: true, doc: "the least width of each column"),
            ParameterSpec("max", .lengthOrInfinity, default: "inf", doc: "the largest width of each column"),
        ]), takesContent: false, doc: "as many columns of at least min as fit in its share (GridItem(.adaptive(minimum:)))", reference: "§3"),
    ]

    /// The value constructor called `name`.
    public static func value(named name: String) -> BuiltinSpec? { valueIndex(named: name).map { values[$0] } }

    /// The built-in element (leaf or container) called `name`.
    public static func element(named name: String) -> BuiltinSpec? { elementIndex(named: name).map { elements[$0] } }
    /// The built-in modifier called `name` (without the dot).
    public static func modifier(named name: String) -> BuiltinSpec? { modifierIndex(named: name).map { modifiers[$0] } }

    /// Where `value(named:)`, `element(named:)` and `modifier(named:)` find their spec.
    static func valueIndex(named name: String) -> Int? { lookup(name, in: values, byFirstByte: valuesByFirstByte) }
    static func elementIndex(named name: String) -> Int? { lookup(name, in: elements, byFirstByte: elementsByFirstByte) }
    static func modifierIndex(named name: String) -> Int? { lookup(name, in: modifiers, byFirstByte: modifiersByFirstByte) }

    /// The position of the first spec called `name`, compared only with those whose name starts
    /// with the same byte (the language server looks names up as the user types; the checker
    /// once per distinct name, `Interpreter.meaning(_:)`).
    private static func lookup(_ name: String, in specs: [BuiltinSpec], byFirstByte table: [[Int]]) -> Int? {
        guard let first = name.utf8.first else { return nil }
        for index in table[Int(first)] where specs[index].name == name { return index }
        return nil
    }

    private static let valuesByFirstByte = firstByteTable(values)
    private static let elementsByFirstByte = firstByteTable(elements)
    private static let modifiersByFirstByte = firstByteTable(modifiers)

    /// For each byte, the positions of the specs whose name starts with it, in table order.
    private static func firstByteTable(_ specs: [BuiltinSpec]) -> [[Int]] {
        var table = [[Int]](repeating: [], count: 256)
        for (index, spec) in specs.enumerated() {
            if let first = spec.name.utf8.first { table[Int(first)].append(index) }
        }
        return table
    }
}
