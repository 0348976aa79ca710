import Foundation

/// A proposal for the size of a view (SwiftUI's `ProposedViewSize`).
///
/// Each dimension is `nil` (unspecified: answer your ideal size), `0` (answer your minimum),
/// `.infinity` (answer your maximum) or a finite length. `docs/semantics-core.md §0`.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions 0: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Both dimensions unspecified: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with `nil` dimensions replaced by `size`'s (default 10×10, as SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String {
        func text(_ value: CGFloat?) -> String {
            guard let value else { return "nil" }
            if value == .infinity { return "inf" }
            return formatLength(value)
        }
        return "\(text(width))x\(text(height))"
    }
}

/// A horizontal or vertical axis.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes (`fixedSize`, `scroll`, `fits`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public static let both: Set = [.horizontal, .vertical]

        /// Whether the set holds `axis`.
        public func contains(_ axis: Axis) -> Bool {
            contains(axis == .horizontal ? Set.horizontal : Set.vertical)
        }
    }
}

/// A point in a view's own unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

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

/// Insets on the four edges of a rectangle (`padding`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public var horizontal: CGFloat { leading + trailing }
    public var vertical: CGFloat { top + bottom }
}

/// Formats a length as `docs/semantics-core.md §0` says: 4 decimal places, trailing zeros dropped,
/// `-0` as `0`. Emitters and traces use this for every number they print. Frames are always
/// finite; only a trace's probe answers can be `inf`, printed so.
public func formatLength(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    // From 2^53 ≈ 9 · 10^15 on a Double is a whole number (below, halves, quarters and eighths
    // are still there: 10^15 + 0.5 is one); from 10^18 its whole part may not fit a UInt64.
    // "%.0f" prints such a whole number's digits exactly.
    if abs(value) >= 1e18 { return String(format: "%.0f", Double(value)) }
    // From 2^53 / 10^4 ≈ 9 · 10^11 on, a length times 10^4 is no longer exact in a Double (and
    // from 9.2 · 10^14 its ten-thousandths overflow an Int64): the whole part and the fraction
    // are taken apart first, exactly.
    if abs(value) >= 9e11 {
        var whole = Double(value).magnitude.rounded(.towardZero)
        var fraction = ((Double(value).magnitude - whole) * 10_000).rounded()
        if fraction == 10_000 {
            whole += 1
            fraction = 0
        }
        return digits(negative: value < 0, whole: UInt64(whole), fraction: UInt64(fraction))
    }
    // Ten-thousandths as an integer (exact below 9 · 10^15 < 2^53), printed by hand: this runs
    // for every number of every output.
    let units = (Double(value) * 10_000).rounded()
    let magnitude = UInt64(units.magnitude)
    return digits(negative: units < 0, whole: magnitude / 10_000, fraction: magnitude % 10_000)
}

/// `-whole.fraction` with the fraction in ten-thousandths, without trailing zeros; zero is "0".
private func digits(negative: Bool, whole: UInt64, fraction: UInt64) -> String {
    if whole == 0 && fraction == 0 { return "0" }  // folds -0
    var fraction = fraction
    var text = negative ? "-" : ""
    text += String(whole)
    if fraction != 0 {
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let string = String(fraction)
        text += "." + String(repeating: "0", count: digits - string.count) + string
    }
    return text
}

/// A proposed length as a 64-bit key, for tables that compare proposals by the integer (the
/// pass's memo, a stack's kept orders): equal keys for lengths `ProposedViewSize`'s `==` calls
/// equal (`+ 0` makes −0 the +0 it equals), nil as a NaN no proposal holds (proposals are
/// sanitised: NaN becomes 0).
enum ProposalKey {
    static let absent: UInt64 = 0x7FF8_0000_0000_0B0B

    @inline(__always)
    static func of(_ length: CGFloat?) -> UInt64 { length.map { UInt64(($0 + 0).bitPattern) } ?? absent }
}
