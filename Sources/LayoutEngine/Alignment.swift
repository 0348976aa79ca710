import Foundation

/// Identifies an alignment guide and gives its default value (SwiftUI's `AlignmentID`).
public protocol AlignmentID {
    /// The guide's value in a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide along the horizontal axis (an x position inside a view).
public struct HorizontalAlignment: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type

    public init(_ id: any AlignmentID.Type) { self.id = id }

    public static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    public static let leading = HorizontalAlignment(LeadingGuide.self)
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
    public static let trailing = HorizontalAlignment(TrailingGuide.self)
}

/// A guide along the vertical axis (a y position inside a view).
public struct VerticalAlignment: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type

    public init(_ id: any AlignmentID.Type) { self.id = id }

    public static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    public static let top = VerticalAlignment(TopGuide.self)
    public static let center = VerticalAlignment(VerticalCenterGuide.self)
    public static let bottom = VerticalAlignment(BottomGuide.self)
    /// The first text baseline; a view without text answers its height (`docs/semantics-core.md §2`).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
    /// The last text baseline; a view without text answers its height.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)
}

/// A pair of guides, one per axis (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

enum LeadingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum FirstTextBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum LastTextBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A view's size and its alignment guides (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    /// Explicit guide values (text baselines, merged container guides); few per view.
    var explicitHorizontal: [(HorizontalAlignment, CGFloat)]
    var explicitVertical: [(VerticalAlignment, CGFloat)]

    public init(
        width: CGFloat,
        height: CGFloat,
        horizontalGuides: [(HorizontalAlignment, CGFloat)] = [],
        verticalGuides: [(VerticalAlignment, CGFloat)] = []
    ) {
        self.width = width
        self.height = height
        self.explicitHorizontal = horizontalGuides
        self.explicitVertical = verticalGuides
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public var size: CGSize { CGSize(width: width, height: height) }

    /// The guide's value: the explicit one if set, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The explicitly set value of a guide, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitHorizontal.first { $0.0 == guide }?.1
    }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitVertical.first { $0.0 == guide }?.1
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
            && lhs.explicitHorizontal.elementsEqual(rhs.explicitHorizontal) { $0.0 == $1.0 && $0.1 == $1.1 }
            && lhs.explicitVertical.elementsEqual(rhs.explicitVertical) { $0.0 == $1.0 && $0.1 == $1.1 }
    }
}

extension VerticalAlignment {
    /// Whether this is `firstTextBaseline` or `lastTextBaseline`, whose value depends on content.
    public var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
}

extension HorizontalAlignment {
    /// The guide's position as a fraction of the width (leading 0, center 0.5, trailing 1).
    var fraction: CGFloat { self == .leading ? 0 : self == .trailing ? 1 : 0.5 }
}

extension VerticalAlignment {
    /// The guide's position as a fraction of the height; baselines count as top in layouts that
    /// align by fractions (`wrap`, `columns`, `balanced`), as the seed articles' `UnitPoint` does.
    var fraction: CGFloat { self == .bottom ? 1 : self == .center ? 0.5 : 0 }
}

extension Alignment {
    /// The alignment as a unit point (baselines → top).
    var unitPoint: UnitPoint { UnitPoint(x: horizontal.fraction, y: vertical.fraction) }
}

extension HorizontalAlignment: CustomStringConvertible {
    /// The name as the language spells it (`leading`, `center`, `trailing`), else the guide's type.
    public var description: String {
        switch self {
        case .leading: return "leading"
        case .center: return "center"
        case .trailing: return "trailing"
        default: return String(describing: id)
        }
    }
}

extension VerticalAlignment: CustomStringConvertible {
    /// The name as the language spells it (`top`, `firstTextBaseline`, …), else the guide's type.
    public var description: String {
        switch self {
        case .top: return "top"
        case .center: return "center"
        case .bottom: return "bottom"
        case .firstTextBaseline: return "firstTextBaseline"
        case .lastTextBaseline: return "lastTextBaseline"
        default: return String(describing: id)
        }
    }
}

extension Alignment: CustomStringConvertible {
    /// The name as the language spells it: `center`, `top`, `leading`, `topLeading`,
    /// `leadingFirstTextBaseline`, …
    public var description: String {
        let h = horizontal.description
        let v = vertical.description
        if h == "center" && v == "center" { return "center" }
        if vertical.isTextBaseline { return h + v.prefix(1).uppercased() + v.dropFirst() }
        if h == "center" { return v }
        if v == "center" { return h }
        return v + h.prefix(1).uppercased() + h.dropFirst()
    }
}
