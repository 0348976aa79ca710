import Foundation

/// The type of an element's parameter: what the checker accepts for it, and how messages and
/// docs name it.
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
    /// An `Alignment`, `HorizontalAlignment` or `VerticalAlignment` by name, or an `Axis`: a custom
    /// layout receives the typed value (`LayoutArgumentValue.alignment`…); the checker takes the
    /// names `Vocabulary` lists.
    case alignment, horizontalAlignment, verticalAlignment, axis

    /// A whole number ≥ 1 (`positiveInteger`).
    public static var integer: ParameterType { .positiveInteger }

    /// The names an enumeration-like type takes; nil for the others.
    public var choices: [String]? {
        switch self {
        case let .enumeration(values): return values
        case .alignment: return Vocabulary.nine
        case .horizontalAlignment: return Vocabulary.horizontal
        case .verticalAlignment: return Vocabulary.vertical
        case .axis: return ["horizontal", "vertical"]
        default: return nil
        }
    }

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
        case .enumeration, .alignment, .horizontalAlignment, .verticalAlignment, .axis:
            return "one of " + (choices ?? []).joined(separator: ", ")
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
