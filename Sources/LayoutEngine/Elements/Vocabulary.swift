import Foundation

/// The names the language gives enumeration values, shared by the element descriptions, the
/// checker and the tools: alignments, edges, shapes, weights and text styles.
public enum Vocabulary {
    /// `VerticalAlignment`: a stack's guide across a row.
    public static let vertical = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    /// `HorizontalAlignment`: a stack's guide across a column.
    public static let horizontal = ["leading", "center", "trailing"]
    /// `Alignment` without the baselines.
    public static let nine = ["topLeading", "top", "topTrailing", "leading", "center", "trailing",
                              "bottomLeading", "bottom", "bottomTrailing"]
    /// `Alignment`, baselines included (a zstack's).
    public static let nineAndBaselines = nine + ["centerFirstTextBaseline", "centerLastTextBaseline",
                                                 "leadingFirstTextBaseline", "leadingLastTextBaseline",
                                                 "trailingFirstTextBaseline", "trailingLastTextBaseline"]
    /// The edge names of `.padding(edges, length)` (SwiftUI's `Edge.Set` members).
    public static let edgeNames = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
    /// The shapes `.clipShape` takes by name.
    public static let shapeNames = ["rect", "roundedRect", "capsule", "ellipse", "circle"]
    /// `.fontWeight(…)` values, light to heavy, as SVG's font-weight 100…900.
    public static let fontWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold",
                                     "heavy", "black"]
    /// `DynamicTypeSize`'s cases, smallest first (`.dynamicTypeSize(…)`).
    public static let dynamicTypeSizes = DynamicTypeSize.allCases.map(\.name)
    /// SwiftUI's text styles, the sizes `.font(.style)` gives them at the default Dynamic Type
    /// size (Large) and their weight: `TextStyle`'s table (Apple's Human Interface Guidelines,
    /// Typography → Dynamic Type sizes).
    public static let textStyles: [(name: String, size: Double, weight: Int)] =
        TextStyle.allCases.map { ($0.rawValue, $0.defaultSize, $0.weight) }
}

extension HorizontalAlignment {
    /// The guide the language names `name` (`leading`, `center`, `trailing`); nil for another word.
    public init?(named name: String) {
        switch name {
        case "leading": self = .leading
        case "center": self = .center
        case "trailing": self = .trailing
        default: return nil
        }
    }
}

extension VerticalAlignment {
    /// The guide the language names `name` (`top`, `center`, `bottom`, the baselines).
    public init?(named name: String) {
        switch name {
        case "top": self = .top
        case "center": self = .center
        case "bottom": self = .bottom
        case "firstTextBaseline": self = .firstTextBaseline
        case "lastTextBaseline": self = .lastTextBaseline
        default: return nil
        }
    }
}

extension Alignment {
    /// The alignment the language names `name` (`topLeading`, `center`, `leadingFirstTextBaseline`…).
    public init?(named name: String) {
        switch name {
        case "topLeading": self = .topLeading
        case "top": self = .top
        case "topTrailing": self = .topTrailing
        case "leading": self = .leading
        case "center": self = .center
        case "trailing": self = .trailing
        case "bottomLeading": self = .bottomLeading
        case "bottom": self = .bottom
        case "bottomTrailing": self = .bottomTrailing
        case "centerFirstTextBaseline": self = .centerFirstTextBaseline
        case "centerLastTextBaseline": self = .centerLastTextBaseline
        case "leadingFirstTextBaseline": self = .leadingFirstTextBaseline
        case "leadingLastTextBaseline": self = .leadingLastTextBaseline
        case "trailingFirstTextBaseline": self = .trailingFirstTextBaseline
        case "trailingLastTextBaseline": self = .trailingLastTextBaseline
        default: return nil
        }
    }
}
