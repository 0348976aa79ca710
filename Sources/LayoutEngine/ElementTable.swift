import Foundation

/// Elements stored as plain numbers: each one's case (`NodeKind`) and numbers (`NodeParams`), and
/// the whole element in a side table only when its numbers cannot give it back (a text, a
/// padding, a custom layout…). A box, an image, a spacer, a stack on a built-in guide, an offset
/// or a frame take 25 bytes and no reference count, not the 64 bytes of a `LayoutElement`: the
/// engine's tree and the checker keep one per node.
///
/// Reading an element gives back exactly the element stored (`ElementTableTests` checks every
/// case both ways).
public struct ElementTable {
    private(set) var kinds: [NodeKind] = []
    private(set) var params: [NodeParams] = []
    /// The elements `params` cannot hold, indexed by `NodeParams.detail`.
    private var details: [LayoutElement] = []

    public init() {}

    public var count: Int { kinds.count }

    public mutating func reserveCapacity(_ count: Int) {
        kinds.reserveCapacity(count)
        params.reserveCapacity(count)
    }

    public mutating func append(_ element: consuming LayoutElement) {
        var (kind, numbers, whole) = NodeParams.encode(element)
        if !whole {
            numbers.detail = Int32(truncatingIfNeeded: details.count)
            details.append(element)
        }
        kinds.append(kind)
        params.append(numbers)
    }

    /// Appends a copy of element `index` of `other` as it is stored (no element is rebuilt for
    /// the plain ones).
    public mutating func append(_ index: Int, of other: ElementTable) {
        var numbers = other.params[index]
        if numbers.detail >= 0 {
            let detail = other.details[Int(numbers.detail)]
            numbers.detail = Int32(truncatingIfNeeded: details.count)
            details.append(detail)
        }
        kinds.append(other.kinds[index])
        params.append(numbers)
    }

    /// Appends a copy of its own element `index` (`append(_:of: self)` would copy the table).
    /// Written out rather than sharing a helper with `append(_:of:)`: passing the detail as an
    /// optional element copied and destroyed a `LayoutElement?` for every plain element too,
    /// 3.6% more instructions on a whole JSON build.
    public mutating func appendCopy(of index: Int) {
        var numbers = params[index]
        if numbers.detail >= 0 {
            let detail = details[Int(numbers.detail)]
            numbers.detail = Int32(truncatingIfNeeded: details.count)
            details.append(detail)
        }
        kinds.append(kinds[index])
        params.append(numbers)
    }

    public subscript(index: Int) -> LayoutElement {
        get {
            let numbers = params[index]
            return numbers.detail >= 0 ? details[Int(numbers.detail)] : numbers.element(kinds[index])
        }
        set {
            let old = params[index].detail
            var (kind, numbers, whole) = NodeParams.encode(newValue)
            kinds[index] = kind
            if !whole {
                if old >= 0 {
                    numbers.detail = old
                    details[Int(old)] = newValue
                } else {
                    numbers.detail = Int32(truncatingIfNeeded: details.count)
                    details.append(newValue)
                }
            }
            params[index] = numbers
        }
    }

    /// Removes the elements from `index` on (and the details they had).
    public mutating func removeAll(from index: Int) {
        guard index < count else { return }
        // Details are appended in element order: the first removed element with one starts them.
        if let first = params[index...].first(where: { $0.detail >= 0 }) {
            details.removeSubrange(Int(first.detail)...)
        }
        kinds.removeSubrange(index...)
        params.removeSubrange(index...)
    }

    /// Whether element `index` is a text (without rebuilding it).
    public func isText(_ index: Int) -> Bool { kinds[index] == .text }

    /// Whether element `index` is a shape or a circle (without rebuilding it).
    public func isShape(_ index: Int) -> Bool { kinds[index] == .shape || kinds[index] == .circle }
}

extension NodeParams {
    /// Which built-in guides a stack, frame or overlay aligns on, in `code`: one per axis, in
    /// the order of `guides` (0: not a built-in guide, the element is kept whole).
    private static let horizontalGuides: [HorizontalAlignment] = [.leading, .center, .trailing]
    private static let verticalGuides: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline,
                                                              .lastTextBaseline]

    private static func code(_ guide: HorizontalAlignment) -> UInt8 {
        horizontalGuides.firstIndex(of: guide).map { UInt8($0 + 1) } ?? 0
    }
    private static func code(_ guide: VerticalAlignment) -> UInt8 {
        verticalGuides.firstIndex(of: guide).map { UInt8($0 + 1) } ?? 0
    }
    /// An alignment's two guides in one code: the horizontal one in the low nibble.
    private static func code(_ alignment: Alignment) -> UInt8 {
        let horizontal = code(alignment.horizontal)
        let vertical = code(alignment.vertical)
        return horizontal == 0 || vertical == 0 ? 0 : horizontal | vertical << 4
    }
    private func horizontalGuide(_ code: UInt8) -> HorizontalAlignment { Self.horizontalGuides[Int(code & 0xF) - 1] }
    private func verticalGuide(_ code: UInt8) -> VerticalAlignment { Self.verticalGuides[Int(code >> 4) - 1] }
    private func alignment(_ code: UInt8) -> Alignment {
        Alignment(horizontal: horizontalGuide(code), vertical: verticalGuide(code))
    }

    /// A length that may be absent, as a number (NaN: absent); false when it cannot be told
    /// from absent (a NaN given as a value).
    private static func optional(_ value: CGFloat?, into slot: inout CGFloat) -> Bool {
        guard let value else { return true }
        slot = value
        return !value.isNaN
    }
    private func optional(_ value: CGFloat) -> CGFloat? { value.isNaN ? nil : value }

    /// An element as its case and numbers, in one pass over it: the numbers the engine's hot
    /// paths read (a box's size; a stack's spacing, NaN for none, and guide), the others
    /// `element(_:)` needs, and whether they give it back whole.
    static func encode(_ element: __shared LayoutElement) -> (NodeKind, NodeParams, whole: Bool) {
        var numbers = NodeParams()
        switch element {
        case let .box(width, height):
            (numbers.first, numbers.second) = (width, height)
            return (.box, numbers, true)
        case .circle: return (.circle, numbers, true)
        case .divider: return (.divider, numbers, true)
        case let .shape(kind):
            numbers.code = UInt8(ShapeKind.allCases.firstIndex(of: kind) ?? 0)
            return (.shape, numbers, true)
        case let .image(width, height, resizable):
            (numbers.first, numbers.second, numbers.code) = (width, height, resizable ? 1 : 0)
            return (.image, numbers, true)
        case let .spacer(minLength):
            numbers.first = minLength
            return (.spacer, numbers, true)
        case let .layoutPriority(value):
            numbers.first = value
            return (.layoutPriority, numbers, true)
        case let .offset(x, y):
            (numbers.first, numbers.second) = (x, y)
            return (.offset, numbers, true)
        case let .fixedSize(axes):
            numbers.code = UInt8(bitPattern: axes.rawValue)
            return (.fixedSize, numbers, true)
        case let .fits(axes):
            numbers.code = UInt8(bitPattern: axes.rawValue)
            return (.fits, numbers, true)
        case let .scroll(axes):
            numbers.code = UInt8(bitPattern: axes.rawValue)
            return (.scroll, numbers, true)
        case let .gridCellColumns(count):
            numbers.first = CGFloat(count)
            return (.gridCellColumns, numbers, Int(exactly: numbers.first) == count)
        case let .hstack(alignment, spacing):
            numbers.guide = GuideRule(alignment.id).fraction
            numbers.code = code(alignment) << 4
            let spacingKept = optional(spacing, into: &numbers.first)
            return (.hstack, numbers, numbers.code != 0 && spacingKept)
        case let .vstack(alignment, spacing):
            numbers.guide = GuideRule(alignment.id).fraction
            numbers.code = code(alignment)
            let spacingKept = optional(spacing, into: &numbers.first)
            return (.vstack, numbers, numbers.code != 0 && spacingKept)
        case let .zstack(alignment):
            numbers.code = code(alignment)
            return (.zstack, numbers, numbers.code != 0)
        case let .overlay(alignment):
            numbers.code = code(alignment)
            return (.overlay, numbers, numbers.code != 0)
        case let .background(alignment):
            numbers.code = code(alignment)
            return (.background, numbers, numbers.code != 0)
        case let .frame(width, height, alignment):
            numbers.code = code(alignment)
            let widthKept = optional(width, into: &numbers.first)
            let heightKept = optional(height, into: &numbers.second)
            return (.frame, numbers, numbers.code != 0 && widthKept && heightKept)
        case .text: return (.text, numbers, false)
        case .flexibleFrame: return (.flexibleFrame, numbers, false)
        case .padding: return (.padding, numbers, false)
        case .aspectRatio: return (.aspectRatio, numbers, false)
        case .grid: return (.grid, numbers, false)
        case .gridRow: return (.gridRow, numbers, false)
        case .lazyGrid: return (.lazyGrid, numbers, false)
        case .layout: return (.layout, numbers, false)
        }
    }

    /// The element of kind `kind` these numbers hold whole (`encode` said so).
    func element(_ kind: NodeKind) -> LayoutElement {
        switch kind {
        case .box: return .box(width: first, height: second)
        case .circle: return .circle
        case .divider: return .divider
        case .shape: return .shape(ShapeKind.allCases[Int(code)])
        case .image: return .image(width: first, height: second, resizable: code != 0)
        case .spacer: return .spacer(minLength: first)
        case .layoutPriority: return .layoutPriority(first)
        case .offset: return .offset(x: first, y: second)
        case .fixedSize: return .fixedSize(Axis.Set(rawValue: Int8(bitPattern: code)))
        case .fits: return .fits(axes: Axis.Set(rawValue: Int8(bitPattern: code)))
        case .scroll: return .scroll(axes: Axis.Set(rawValue: Int8(bitPattern: code)))
        case .gridCellColumns: return .gridCellColumns(Int(first))
        case .hstack: return .hstack(alignment: verticalGuide(code), spacing: optional(first))
        case .vstack: return .vstack(alignment: horizontalGuide(code), spacing: optional(first))
        case .zstack: return .zstack(alignment: alignment(code))
        case .overlay: return .overlay(alignment: alignment(code))
        case .background: return .background(alignment: alignment(code))
        case .frame: return .frame(width: optional(first), height: optional(second), alignment: alignment(code))
        case .text, .flexibleFrame, .padding, .aspectRatio, .grid, .gridRow, .lazyGrid, .layout:
            preconditionFailure("internal error: a \(kind) element is kept whole")
        }
    }
}
