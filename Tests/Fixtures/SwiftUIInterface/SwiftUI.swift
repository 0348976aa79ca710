// SwiftUI.swift — an *interface module* for type-checking generated SwiftUI code on Linux.
//
// It declares, as module `SwiftUI`, the part of SwiftUI's public API that layoutc's SwiftUI
// export (and ordinary hand-written layout code) uses: the same type names, argument labels,
// parameter types, defaults and generic shapes as Apple's SwiftUI for iOS 17 / macOS 14.
// Nothing here does anything: every body is `fatalError("interface only")` or a trivial value.
// It exists so that `swiftc -typecheck` accepts what SwiftUI accepts and rejects what SwiftUI
// rejects (see README.md next to this file for how to use it and for its limits).
//
// Source of the signatures: Apple's SwiftUI documentation, https://developer.apple.com/documentation/swiftui
// (the pages' declarations, looked up page by page), in particular:
//   …/swiftui/view, …/view/body-8kl5o                          View, body, actor isolation
//   …/swiftui/viewbuilder, …/viewbuilder/buildblock(_:)-2bj1g, …/viewbuilder/buildif(_:),
//     …/viewbuilder/buildeither(first:), …/viewbuilder/buildlimitedavailability(_:)
//   …/swiftui/text, …/text/init(_:)-9d1g4, …/text/init(_:)-1a4oh, …/text/bold(), …/text/bold(_:),
//     …/text/fontweight(_:), …/text/foregroundcolor(_:), …/text/foregroundstyle(_:)
//   …/swiftui/localizedstringkey/stringinterpolation and its appendinterpolation(…) pages
//   …/swiftui/image, …/image/init(systemname:), …/image/resizable(capinsets:resizingmode:)
//   …/swiftui/color, …/color/red, …/color/init(_:red:green:blue:opacity:)
//   …/swiftui/shapestyle, …/hierarchicalshapestyle, …/shapestyle/secondary-swift.type.property,
//     …/shapestyle/foreground, …/shapestyle/tint
//   …/swiftui/shape, …/shape/path(in:), …/shape/fill(_:style:)-3y2ud, …/shape/fill(style:),
//     …/shape/stroke(_:linewidth:antialiased:), …/shape/stroke(linewidth:),
//     …/shape/rect(cornerradius:style:), …/roundedrectangle/init(cornerradius:style:),
//     …/roundedrectangle/init(cornersize:style:), …/fillstyle, …/animatable
//   …/swiftui/spacer/init(minlength:), …/hstack, …/vstack/init(alignment:spacing:content:),
//     …/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:), …/griditem,
//     …/griditem/init(_:spacing:alignment:), …/griditem/size-swift.enum/…,
//     …/grid/init(alignment:horizontalspacing:verticalspacing:content:), …/gridrow/init(alignment:content:),
//     …/scrollview/init(_:showsindicators:content:), …/scrollview/init(_:content:),
//     …/viewthatfits/init(in:content:), …/foreach, …/foreach/init(_:content:)-ktgx,
//     …/button/init(action:label:), …/button/init(_:action:)-1asy, …/button/init(_:action:)-lpm7,
//     …/group/init(content:)
//   …/swiftui/layout (and every requirement page: sizethatfits(proposal:subviews:cache:),
//     placesubviews(in:proposal:subviews:cache:), explicitalignment(of:in:proposal:subviews:cache:),
//     spacing(subviews:cache:), makecache(subviews:), updatecache(_:subviews:), layoutproperties,
//     cache, subviews, callasfunction(_:)), …/anylayout/init(_:), …/vstacklayout/init(alignment:spacing:),
//     …/gridlayout/init(alignment:horizontalspacing:verticalspacing:), …/layoutproperties,
//     …/proposedviewsize (+ zero, infinity, unspecified, init(_:), init(width:height:),
//     replacingunspecifieddimensions(by:)), …/layoutsubviews, …/layoutsubview (+ place(at:anchor:proposal:),
//     sizethatfits(_:), dimensions(in:), priority, spacing), …/layoutvaluekey, …/viewspacing
//     (+ formunion(_:edges:), union(_:edges:), distance(to:along:), init()), …/viewdimensions
//     (+ subscript(_:), subscript(explicit:), width)
//   …/swiftui/view/padding(_:), …/padding(_:_:), …/padding(_:)-68shk, …/frame(width:height:alignment:),
//     …/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:),
//     …/layoutpriority(_:), …/offset(x:y:), …/offset(_:), …/aspectratio(_:contentmode:) (both),
//     …/overlay(alignment:content:), …/overlay(_:ignoressafeareaedges:), …/overlay(_:alignment:),
//     …/background(_:ignoressafeareaedges:), …/background(ignoressafeareaedges:),
//     …/background(_:in:fillstyle:), …/background(in:fillstyle:), …/bold(_:), …/fontweight(_:),
//     …/foregroundcolor(_:), …/border(_:width:), …/clipshape(_:style:), …/cornerradius(_:antialiased:),
//     …/clipped(antialiased:), …/ontapgesture(count:perform:), …/ignoressafearea(_:edges:),
//     …/gridcellcolumns(_:), …/tint(_:)-23xyq, …/tint(_:)-93mfq
//   …/swiftui/font, …/font/system(size:weight:design:)-697b2, …/font/system(_:design:weight:),
//     …/font/custom(_:size:), …/font/custom(_:size:relativeto:), …/font/bold(), …/font/weight(_:),
//     …/font/weight, …/font/design, …/contentmode, …/previewprovider (+ previews)
//   …/swiftui/edgeinsets/init(top:leading:bottom:trailing:), …/zstack/init(alignment:content:),
//     …/zstacklayout/init(alignment:), …/view/fixedsize(), …/view/fixedsize(horizontal:vertical:),
//     …/view/hidden(), …/view/linelimit(_:)-513mb, …/view/linelimit(_:reservesspace:),
//     …/view/truncationmode(_:), …/text/truncationmode, …/view/multilinetextalignment(_:),
//     …/view/foregroundstyle(_:), …/view/background(alignment:content:), …/view/background(_:alignment:),
//     …/color/init(_:white:opacity:), …/color/init(hue:saturation:brightness:opacity:),
//     …/color/init(_:bundle:), …/color/opacity(_:), …/image/init(_:bundle:), …/angle (+ init(degrees:),
//     degrees, radians, degrees(_:), zero), …/safearearegions
//
// Actor isolation follows Apple's *current* declarations, which is what makes ordinary user
// code type-check in both Swift 5 and Swift 6 language modes: `View` is
// `@MainActor @preconcurrency protocol View`, its `body` is `@ViewBuilder @MainActor
// @preconcurrency`, every modifier is a `nonisolated func` in `extension View`, the built-in
// view types are `nonisolated struct`s, `Shape` is a `nonisolated protocol`, `Layout` is
// `@preconcurrency protocol Layout: Sendable, Animatable`, `PreviewProvider` is
// `@MainActor @preconcurrency`, and Button's action is `@escaping @MainActor () -> Void`.
// (The iOS 17 SDK itself isolated only `body`; the current form is stricter and is what
// today's Xcode checks user code against. User code that passes here passes with either.)
//
// Where the docs are written for a newer SDK than iOS 17 (they use `@ContentBuilder`, an
// Xcode 27 alias of `@ViewBuilder`, and `@export(implementation)`), this file uses
// `@ViewBuilder` and plain declarations, as the iOS 17 SDK does.
//
// Marked "UNCONFIRMED" below: declarations written from knowledge of the SDK that were not
// checked against an Apple documentation page during this work (their labels and types are
// believed right, but were not looked up).

@_exported import Foundation

// MARK: - View, ViewBuilder, primitive views

/// `@MainActor @preconcurrency protocol View` (developer.apple.com/documentation/swiftui/view)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    public var body: Never { fatalError("interface only") }
}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {}

@frozen nonisolated public struct AnyView: View {
    public init<V>(_ view: V) where V: View {}
    public init<V>(erasing view: V) where V: View {}
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct Group<Content> {
    public var body: Never { fatalError("interface only") }
}
extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
}

/// `@resultBuilder struct ViewBuilder` as in the iOS 17 SDK: buildBlock over parameter packs,
/// `buildIf` (SwiftUI has no `buildOptional`), `buildEither`, `buildLimitedAvailability`.
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        fatalError("interface only")
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        fatalError("interface only")
    }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

// MARK: - Geometry: Axis, Edge, EdgeInsets, alignment, UnitPoint, Angle

@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    private let key: Int
    public init(_ id: any AlignmentID.Type) { self.key = 0 }
    private init(key: Int) { self.key = key }
    public static let leading = HorizontalAlignment(key: 1)
    public static let center = HorizontalAlignment(key: 2)
    public static let trailing = HorizontalAlignment(key: 3)
    public static let listRowSeparatorLeading = HorizontalAlignment(key: 4)
    public static let listRowSeparatorTrailing = HorizontalAlignment(key: 5)
}

@frozen public struct VerticalAlignment: Equatable, Sendable {
    private let key: Int
    public init(_ id: any AlignmentID.Type) { self.key = 0 }
    private init(key: Int) { self.key = key }
    public static let top = VerticalAlignment(key: 1)
    public static let center = VerticalAlignment(key: 2)
    public static let bottom = VerticalAlignment(key: 3)
    public static let firstTextBaseline = VerticalAlignment(key: 4)
    public static let lastTextBaseline = VerticalAlignment(key: 5)
}

@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
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

/// UNCONFIRMED (page not looked up): UnitPoint's members; they are the long-standing nine + zero.
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

@frozen public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { self.radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static var zero: Angle { Angle() }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

@frozen public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

@frozen public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

/// UNCONFIRMED (page not looked up).
@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// The raw values are this file's own (SwiftUI's are private).
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all = SafeAreaRegions(rawValue: 3)
}

@frozen public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

// MARK: - Animatable

public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// `protocol Animatable` (developer.apple.com/documentation/swiftui/animatable)
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        nonmutating set {}
    }
}

// MARK: - Text, LocalizedStringKey, Font

/// UNCONFIRMED: `_FormatSpecifiable`'s requirements (`_arg`, `_specifier`) are omitted here;
/// only the conformances of the standard numeric types matter for type-checking interpolations.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        /// UNCONFIRMED: the plain `String` overload.
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {}
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
        public mutating func appendInterpolation(_ attributedString: AttributedString) {}
    }
}

@frozen nonisolated public struct Text: View, Equatable, Sendable {
    public init(verbatim content: String) {}
    /// `init<S>(_ content: S) where S : StringProtocol` — disfavored (as in the SDK) so that a
    /// string literal goes to the `LocalizedStringKey` initializer, as Apple's docs describe.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    public init(_ attributedContent: AttributedString) {}
    public var body: Never { fatalError("interface only") }

    @frozen public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

extension Text {
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// UNCONFIRMED (page not looked up).
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    /// UNCONFIRMED (page not looked up): italic(), italic(_:), monospacedDigit(), kerning, tracking,
    /// baselineOffset, underline, strikethrough.
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}

@frozen public struct Font: Hashable, Sendable {
    private let key: Int
    private init(key: Int) { self.key = key }

    public static let largeTitle = Font(key: 1)
    public static let title = Font(key: 2)
    public static let title2 = Font(key: 3)
    public static let title3 = Font(key: 4)
    public static let headline = Font(key: 5)
    public static let subheadline = Font(key: 6)
    public static let body = Font(key: 7)
    public static let callout = Font(key: 8)
    public static let footnote = Font(key: 9)
    public static let caption = Font(key: 10)
    public static let caption2 = Font(key: 11)

    /// iOS 16+ forms (optional weight and design). The iOS 13 forms with non-optional
    /// defaults (`weight: Font.Weight = .regular`, `design: Font.Design = .default`) are
    /// deprecated in the current docs and left out so that calls stay unambiguous.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { .body }
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { .body }
    public static func custom(_ name: String, size: CGFloat) -> Font { .body }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { .body }
    /// UNCONFIRMED (page not looked up).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .body }

    public func bold() -> Font { self }
    public func weight(_ weight: Font.Weight) -> Font { self }
    /// UNCONFIRMED (pages not looked up): italic(), monospacedDigit(), monospaced(), smallCaps().
    public func italic() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
    public func smallCaps() -> Font { self }

    @frozen public struct Weight: Hashable, Sendable {
        private let value: Int
        private init(value: Int) { self.value = value }
        public static let ultraLight = Weight(value: 1)
        public static let thin = Weight(value: 2)
        public static let light = Weight(value: 3)
        public static let regular = Weight(value: 4)
        public static let medium = Weight(value: 5)
        public static let semibold = Weight(value: 6)
        public static let bold = Weight(value: 7)
        public static let heavy = Weight(value: 8)
        public static let black = Weight(value: 9)
    }

    /// UNCONFIRMED (page not looked up): the eleven iOS text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}

// MARK: - Image

@frozen nonisolated public struct Image: View, Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}
    /// UNCONFIRMED (page not looked up).
    public init(decorative name: String, bundle: Bundle? = nil) {}
    public var body: Never { fatalError("interface only") }

    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }
    /// UNCONFIRMED (page not looked up).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
}

// MARK: - ShapeStyle, Color

/// `protocol ShapeStyle : Sendable`. Its resolution requirements (`resolve(in:)` and SwiftUI's
/// private `_apply` hooks) are not modelled: only built-in styles are meant to be used here.
public protocol ShapeStyle: Sendable {}

@frozen public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

/// UNCONFIRMED (page not looked up): BackgroundStyle.
@frozen public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    private let level: Int
    private init(level: Int) { self.level = level }
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

@frozen nonisolated public struct Color: Hashable, CustomStringConvertible, Sendable {
    private let key: Int
    private init(key: Int) { self.key = key }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { self.key = 0 }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { self.key = 0 }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { self.key = 0 }
    public init(_ name: String, bundle: Bundle? = nil) { self.key = 0 }

    public static let red = Color(key: 1)
    public static let orange = Color(key: 2)
    public static let yellow = Color(key: 3)
    public static let green = Color(key: 4)
    public static let mint = Color(key: 5)
    public static let teal = Color(key: 6)
    public static let cyan = Color(key: 7)
    public static let blue = Color(key: 8)
    public static let indigo = Color(key: 9)
    public static let purple = Color(key: 10)
    public static let pink = Color(key: 11)
    public static let brown = Color(key: 12)
    public static let white = Color(key: 13)
    public static let gray = Color(key: 14)
    public static let black = Color(key: 15)
    public static let clear = Color(key: 16)
    public static let primary = Color(key: 17)
    public static let secondary = Color(key: 18)
    public static var accentColor: Color { Color(key: 19) }

    public func opacity(_ opacity: Double) -> Color { self }

    public var description: String { "Color" }
}

extension Color: ShapeStyle {}

extension Color: View {
    public var body: _ShapeView<Rectangle, Color> { _ShapeView(shape: Rectangle(), style: self) }
}

/// The `ShapeStyle` spellings of the system colours, so `.fill(.red)` and `.foregroundStyle(.blue)`
/// resolve. `primary` and `secondary` are deliberately absent: as ShapeStyle members they are
/// `HierarchicalShapeStyle` values (above).
extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

// MARK: - Shapes

@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill; self.isAntialiased = antialiased
    }
}

/// UNCONFIRMED (page not looked up).
public enum ShapeRole: Hashable, Sendable {
    case fill, stroke, separator
}

/// `nonisolated protocol Shape : Sendable, Animatable, View`
nonisolated public protocol Shape: Sendable, Animatable, View {
    func path(in rect: CGRect) -> Path
    static var role: ShapeRole { get }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public static var role: ShapeRole { .fill }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var body: _ShapeView<Self, ForegroundStyle> { fatalError("interface only") }

    public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S: ShapeStyle {
        fatalError("interface only")
    }
    public func fill(style: FillStyle = FillStyle()) -> some View { self }
    /// The iOS 17 overload; SwiftUI's older `stroke(_:lineWidth:) -> some View` is superseded by it.
    public func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> where S: ShapeStyle {
        fatalError("interface only")
    }
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
}

/// UNCONFIRMED (page not looked up): InsettableShape.
nonisolated public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
    /// UNCONFIRMED: strokeBorder's iOS 17 overload (the docs page was seen for
    /// ShapeView/InsettableShape with `content: S = .foreground`).
    public func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> where S: ShapeStyle {
        fatalError("interface only")
    }
}

@frozen nonisolated public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle
    }
    public var body: Never { fatalError("interface only") }
}

/// The type `Shape.stroke(_:lineWidth:antialiased:)` returns (iOS 17). Its `ShapeView`
/// conformance (which lets a stroked shape be filled again) is not modelled.
@frozen nonisolated public struct StrokeShapeView<Content, Style, Background>: View where Content: Shape, Style: ShapeStyle, Background: View {
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct StrokeBorderShapeView<Content, Style, Background>: View where Content: InsettableShape, Style: ShapeStyle, Background: View {
    public var body: Never { fatalError("interface only") }
}

/// UNCONFIRMED (page not looked up): a subset of Path sufficient for custom `Shape`s.
@frozen nonisolated public struct Path: Shape, Equatable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ callback: (inout Path) -> ()) {}
    public func path(in rect: CGRect) -> Path { self }
    public var boundingRect: CGRect { .zero }
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func addEllipse(in rect: CGRect) {}
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    public mutating func closeSubpath() {}
}

@frozen nonisolated public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

@frozen nonisolated public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// UNCONFIRMED: Capsule's default style (.continuous in current docs for RoundedRectangle).
@frozen nonisolated public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

@frozen nonisolated public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

@frozen nonisolated public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// UNCONFIRMED (page not looked up).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}
extension Shape where Self == Ellipse {
    /// UNCONFIRMED (page not looked up).
    public static var ellipse: Ellipse { Ellipse() }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

// MARK: - Containers and leaf views

@frozen nonisolated public struct HStack<Content>: View where Content: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct VStack<Content>: View where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct ZStack<Content>: View where Content: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("interface only") }
}

/// UNCONFIRMED (page not looked up): option values.
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

nonisolated public struct LazyVStack<Content>: View where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("interface only") }
}

/// UNCONFIRMED (page not looked up), mirrors LazyVStack.
nonisolated public struct LazyHStack<Content>: View where Content: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError("interface only") }
}

nonisolated public struct Divider: View {
    public init() {}
    public var body: Never { fatalError("interface only") }
}

public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

nonisolated public struct LazyVGrid<Content>: View where Content: View {
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("interface only") }
}

/// UNCONFIRMED (page not looked up), mirrors LazyVGrid with rows and a vertical alignment.
nonisolated public struct LazyHGrid<Content>: View where Content: View {
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct Grid<Content>: View where Content: View {
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct GridRow<Content>: View where Content: View {
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("interface only") }
}

nonisolated public struct ScrollView<Content>: View where Content: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content(); self.axes = axes; self.showsIndicators = showsIndicators
    }
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }
    public var body: Never { fatalError("interface only") }
}

@frozen nonisolated public struct ViewThatFits<Content>: View where Content: View {
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("interface only") }
}

nonisolated public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
    public var body: Never { fatalError("interface only") }
}

extension ForEach: View where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.content = content
    }
}

nonisolated public struct Button<Label>: View where Label: View {
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("interface only") }
}

extension Button where Label == Text {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// Disfavored like Text's `StringProtocol` initializer, so a literal title is a LocalizedStringKey.
    @_disfavoredOverload
    @preconcurrency public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

// MARK: - Layout

public struct LayoutProperties: Sendable {
    public init() {}
    public var stackOrientation: Axis?
}

@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public init(_ size: CGSize) { self.width = size.width; self.height = size.height }
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

public struct ViewDimensions: Equatable {
    public var width: CGFloat { fatalError("interface only") }
    public var height: CGFloat { fatalError("interface only") }
    public subscript(guide: HorizontalAlignment) -> CGFloat { fatalError("interface only") }
    public subscript(guide: VerticalAlignment) -> CGFloat { fatalError("interface only") }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { fatalError("interface only") }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { fatalError("interface only") }
}

public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()
    public init() {}
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 0 }
}

public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct LayoutSubview: Equatable {
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey { K.defaultValue }
    public var priority: Double { 0 }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { fatalError("interface only") }
    public var spacing: ViewSpacing { ViewSpacing() }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}

public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public var layoutDirection: LayoutDirection
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> LayoutSubview { fatalError("interface only") }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { self }
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int { self }
}

/// `@preconcurrency protocol Layout : Sendable, Animatable`
@preconcurrency public protocol Layout: Sendable, Animatable {
    static var layoutProperties: LayoutProperties { get }
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {}
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View { content() }
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@frozen public struct AnyLayout: Layout {
    public struct Cache {}
    public init<L>(_ layout: L) where L: Layout {}
    public func makeCache(subviews: AnyLayout.Subviews) -> AnyLayout.Cache { Cache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) {}
}

/// SwiftUI's stack layouts keep their caches private; `Cache` here is an opaque stand-in.
public struct _StackLayoutCache {}

@frozen public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public func makeCache(subviews: HStackLayout.Subviews) -> _StackLayoutCache { _StackLayoutCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout _StackLayoutCache) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout _StackLayoutCache) {}
}

@frozen public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public func makeCache(subviews: VStackLayout.Subviews) -> _StackLayoutCache { _StackLayoutCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout _StackLayoutCache) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout _StackLayoutCache) {}
}

@frozen public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout ()) {}
}

@frozen public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public struct Cache {}
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }
    public func makeCache(subviews: GridLayout.Subviews) -> GridLayout.Cache { Cache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) {}
}

// MARK: - View modifiers

extension View {
    // Padding
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    nonisolated public func padding(_ length: CGFloat) -> some View { self }

    // Frames and sizing
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    /// UNCONFIRMED (page not looked up): SwiftUI deprecates the argument-less `frame()`.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    nonisolated public func frame() -> some View { self }
    nonisolated public func fixedSize() -> some View { self }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    nonisolated public func layoutPriority(_ value: Double) -> some View { self }
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
    /// UNCONFIRMED (pages not looked up): scaledToFit(), scaledToFill().
    nonisolated public func scaledToFit() -> some View { self }
    nonisolated public func scaledToFill() -> some View { self }

    // Position
    nonisolated public func offset(_ offset: CGSize) -> some View { self }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// UNCONFIRMED (pages not looked up): position(_:), position(x:y:).
    nonisolated public func position(_ position: CGPoint) -> some View { self }
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// UNCONFIRMED (pages not looked up): alignmentGuide(_:computeValue:).
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    /// UNCONFIRMED (page not looked up): layoutValue(key:value:).
    nonisolated public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey { self }
    nonisolated public func zIndex(_ value: Double) -> some View { self }

    // Overlays and backgrounds
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
    nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { self }
    /// UNCONFIRMED (page not looked up): overlay(_:in:fillStyle:), modelled on background(_:in:fillStyle:).
    nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { self }
    /// Deprecated in SwiftUI (iOS 13–27). `@_disfavoredOverload` is this file's choice, so that
    /// `.overlay(Color.red)` picks the ShapeStyle overload rather than being ambiguous.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { self }
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { self }
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { self }
    nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape { self }
    /// Deprecated in SwiftUI (iOS 13–27); disfavored here for the same reason as overlay(_:alignment:).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { self }
    nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { self }

    // Text and colour
    /// UNCONFIRMED (page not looked up): font(_:) on View.
    nonisolated public func font(_ font: Font?) -> some View { self }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    /// UNCONFIRMED (page not looked up).
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }
    nonisolated public func bold(_ isActive: Bool = true) -> some View { self }
    /// UNCONFIRMED (page not looked up): italic(_:) on View, modelled on bold(_:).
    nonisolated public func italic(_ isActive: Bool = true) -> some View { self }
    nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
    /// foregroundStyle(_:) confirmed; the two- and three-style overloads exist (foregroundStyle(_:_:),
    /// foregroundStyle(_:_:_:)) but their parameter names were not looked up.
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
    nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle { self }
    nonisolated public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle { self }
    nonisolated public func tint(_ tint: Color?) -> some View { self }
    nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { self }
    /// lineLimit(_:), lineLimit(_:reservesSpace:), truncationMode(_:) and multilineTextAlignment(_:) confirmed;
    /// UNCONFIRMED (pages not looked up): the range forms of lineLimit, lineSpacing, minimumScaleFactor, imageScale.
    nonisolated public func lineLimit(_ number: Int?) -> some View { self }
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }

    // Drawing
    /// UNCONFIRMED (page not looked up): opacity(_:) on View.
    nonisolated public func opacity(_ opacity: Double) -> some View { self }
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { self }
    /// Deprecated in SwiftUI (iOS 13–27) in favour of clipShape(.rect(cornerRadius:)).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
    nonisolated public func hidden() -> some View { self }
    /// UNCONFIRMED (pages not looked up): rotationEffect, scaleEffect, shadow.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    // Interaction, safe area, grids
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { self }
    /// UNCONFIRMED (pages not looked up): onAppear(perform:), disabled(_:).
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    nonisolated public func gridCellColumns(_ count: Int) -> some View { self }
    /// UNCONFIRMED (pages not looked up): gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}

// MARK: - Previews

public protocol _PreviewProvider {}

/// UNCONFIRMED (page not looked up): PreviewPlatform's cases.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// `@MainActor @preconcurrency protocol PreviewProvider : _PreviewProvider`
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// UNCONFIRMED (pages not looked up): preview modifiers.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
}
