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
    /// A named colour or a `"#rrggbb"` string.
    case color
    /// A container value (`hstack(spacing: 0)`), for `any`.
    case container
    /// A positive number, or a size literal giving width/height (`aspectRatio`).
    case ratio

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
        }
    }
}

/// One parameter of a built-in.
public struct ParameterSpec: Hashable, Sendable {
    /// The label; `nil` for a positional-only parameter.
    public var label: String?
    /// Whether a labelled parameter may also be given positionally (`overlap(4)`).
    public var positional: Bool
    public var type: ParameterType
    /// The default as the language spells it, for docs; `nil` when there is none.
    public var defaultValue: String?
    public var required: Bool
    /// Whether `nil` is accepted.
    public var allowsNil: Bool
    public var doc: String

    /// What messages call a positional parameter ("the count of 'columns'").
    public var positionalName: String

    public init(_ label: String?, _ type: ParameterType, default defaultValue: String? = nil, required: Bool = false,
                allowsNil: Bool = false, positional: Bool = false, name: String? = nil, doc: String) {
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
}

/// What a built-in is.
public enum BuiltinKind: String, Hashable, Sendable {
    case leaf, container, modifier
}

/// A built-in element or modifier: the single source of truth for checking, completion,
/// hover and the language reference.
public struct BuiltinSpec: Hashable, Sendable {
    public var name: String
    public var kind: BuiltinKind
    public var parameters: [ParameterSpec]
    /// For modifiers: whether `< … >` content is required (`overlay`, `background`).
    public var takesContent: Bool
    public var doc: String
    /// The semantics section it implements.
    public var reference: String
}

/// Every built-in element and modifier of the language.
public enum BuiltinRegistry {
    static let vertical = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let horizontal = ["leading", "center", "trailing"]
    static let nine = ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"]
    static let nineAndBaselines = nine + ["centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline",
                                          "leadingLastTextBaseline", "trailingFirstTextBaseline", "trailingLastTextBaseline"]
    public static let colorNames = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
                                    "pink", "brown", "gray", "black", "white"]

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
        BuiltinSpec(name: "rect", kind: .leaf, parameters: [], takesContent: false, doc: "a rectangle that fills the proposal (10×10 ideal)", reference: "§2"),
        BuiltinSpec(name: "roundedRect", kind: .leaf, parameters: [], takesContent: false, doc: "a rounded rectangle that fills the proposal (10×10 ideal)", reference: "§2"),
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
            ParameterSpec(nil, .length, default: "16", name: "length", doc: "on every edge"),
            ParameterSpec("horizontal", .length, doc: "leading and trailing"),
            ParameterSpec("vertical", .length, doc: "top and bottom"),
            ParameterSpec("top", .length, doc: "top edge"),
            ParameterSpec("leading", .length, doc: "leading edge"),
            ParameterSpec("bottom", .length, doc: "bottom edge"),
            ParameterSpec("trailing", .length, doc: "trailing edge"),
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
            ParameterSpec("alignment", .enumeration(nine), default: "center", doc: "where the content sits"),
        ], takesContent: true, doc: "draws < content > over the element, proposed its size", reference: "§4"),
        BuiltinSpec(name: "background", kind: .modifier, parameters: [
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
    ]

    /// The built-in element (leaf or container) called `name`.
    public static func element(named name: String) -> BuiltinSpec? { elements.first { $0.name == name } }
    /// The built-in modifier called `name` (without the dot).
    public static func modifier(named name: String) -> BuiltinSpec? { modifiers.first { $0.name == name } }
}
