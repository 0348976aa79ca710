import Foundation
import LayoutDiagnostics
import LayoutEngine

/// The Swift type of a value the exporter writes: what a stored property, a constant or a
/// closure parameter is declared as, and what a context expects (so that an `Int` is converted
/// where SwiftUI wants a `CGFloat`).
indirect enum ExportType: Hashable {
    case number
    case integer
    case string, bool, color, font
    /// `Alignment`, `HorizontalAlignment`, `VerticalAlignment`.
    case alignment, horizontalAlignment, verticalAlignment
    case axis, edges, contentMode, gridItems, shape, fontWeight, textStyle
    /// An element: `some View` (a generic parameter in a component).
    case view
    /// A container value: `AnyLayout`.
    case layout
    case list(ExportType)
    case optional(ExportType)
    case unknown

    /// The type as Swift writes it (`view` is written by the caller: a generic parameter).
    var swift: String {
        switch self {
        case .number: return "CGFloat"
        case .integer: return "Int"
        case .string: return "String"
        case .bool: return "Bool"
        case .color: return "Color"
        case .font: return "Font"
        case .alignment: return "Alignment"
        case .horizontalAlignment: return "HorizontalAlignment"
        case .verticalAlignment: return "VerticalAlignment"
        case .axis: return "Axis"
        case .edges: return "Edge.Set"
        case .contentMode: return "ContentMode"
        case .gridItems: return "[GridItem]"
        case .shape: return "AnyShape"
        case .fontWeight: return "Font.Weight"
        case .textStyle: return "Font"
        case .view: return "some View"
        case .layout: return "AnyLayout"
        case let .list(element): return "[\(element.swift)]"
        case let .optional(wrapped): return wrapped.swift + "?"
        case .unknown: return "Any"
        }
    }

    /// Whether a value of this type is known well enough to declare.
    var isKnown: Bool {
        switch self {
        case .unknown: return false
        case let .list(element): return element.isKnown
        case let .optional(wrapped): return wrapped.isKnown
        default: return true
        }
    }

    var isNumeric: Bool { self == .number || self == .integer }

    /// The more precise of two guesses at one value's type.
    func merged(with other: ExportType) -> ExportType {
        switch (self, other) {
        case (.unknown, _): return other
        case (_, .unknown): return self
        case (.integer, .number), (.number, .integer): return .number
        case let (.optional(a), .optional(b)): return .optional(a.merged(with: b))
        case let (.optional(a), b), let (b, .optional(a)): return .optional(a.merged(with: b))
        case let (.list(a), .list(b)): return .list(a.merged(with: b))
        default: return self
        }
    }
}

extension ExportType {
    /// What a built-in's parameter of `type` is in SwiftUI, for the element `element` and the
    /// parameter labelled `label`.
    static func of(_ type: ParameterType, element: String, label: String?) -> ExportType {
        switch type {
        case .number, .length, .lengthOrInfinity, .positiveNumber, .unitInterval, .ratio: return .number
        case .positiveInteger: return .integer
        case .string: return .string
        case .bool: return .bool
        case .color: return .color
        case .font: return .font
        case .container: return .layout
        case .edges: return .edges
        case .gridItems: return .gridItems
        case .shape: return .shape
        case .colorOrElement: return .unknown
        case .alignment: return .alignment
        case .horizontalAlignment: return .horizontalAlignment
        case .verticalAlignment: return .verticalAlignment
        case .axis: return .axis
        case .size: return .unknown
        case let .enumeration(values):
            if label == "alignment" || label == nil && values.contains("topLeading") {
                switch element {
                case "hstack", "row", "overlap": return .verticalAlignment
                case "vstack", "alternate": return .horizontalAlignment
                default: return .alignment
                }
            }
            if label == "contentMode" { return .contentMode }
            if values.contains("ultraLight") { return .fontWeight }
            return .unknown
        @unknown default: return .unknown
        }
    }
}
