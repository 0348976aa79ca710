import Foundation

/// A view's spacing preferences per edge (SwiftUI's `ViewSpacing`). `docs/semantics-core.md §1`.
///
/// Each edge holds an optional preferred distance. `distance(to:along:)` looks at the two
/// facing edges: the max of the values present, or the default 8 when neither has one.
public struct ViewSpacing: Hashable, Sendable {
    public var leading: CGFloat?
    public var trailing: CGFloat?
    public var top: CGFloat?
    public var bottom: CGFloat?

    /// The distance used between two views that state no preference.
    public static let defaultDistance: CGFloat = 8

    public init(leading: CGFloat? = nil, trailing: CGFloat? = nil, top: CGFloat? = nil, bottom: CGFloat? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.top = top
        self.bottom = bottom
    }

    /// No preference on any edge (ordinary leaves): 8 to anything that has none either.
    public static let standard = ViewSpacing()
    /// 0 on every edge.
    public static let zero = ViewSpacing(leading: 0, trailing: 0, top: 0, bottom: 0)

    /// The preferred distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        switch (mine, theirs) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return Self.defaultDistance
        }
    }

    /// Merges `other` into this, keeping the larger preference per edge in `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            switch (a, b) {
            case let (x?, y?): return max(x, y)
            case let (x?, nil): return x
            case let (nil, y?): return y
            case (nil, nil): return nil
            }
        }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
    }

    /// This merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Clears the preferences on `edges` ("no preference", as `padding` and `frame` do).
    public mutating func reset(_ edges: Edge.Set) {
        if edges.contains(.leading) { leading = nil }
        if edges.contains(.trailing) { trailing = nil }
        if edges.contains(.top) { top = nil }
        if edges.contains(.bottom) { bottom = nil }
    }
}

/// The four edges of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
