import Foundation

/// The case of a node's `LayoutElement`, as one byte: the pass branches on it in its hot loops
/// instead of reading (and copying) the element, whose payloads are large.
enum NodeKind: UInt8 {
    case box, shape, circle, image, text, spacer, divider
    case frame, flexibleFrame, padding, fixedSize, layoutPriority, offset, aspectRatio, overlay, background, gridCellColumns
    case hstack, vstack, zstack, grid, gridRow, wrap, overlap, columns, alternate, radial, balanced, lazyGrid, fits, scroll, custom

    init(_ element: __shared LayoutElement) {
        switch element {
        case .box: self = .box
        case .shape: self = .shape
        case .circle: self = .circle
        case .image: self = .image
        case .text: self = .text
        case .spacer: self = .spacer
        case .divider: self = .divider
        case .frame: self = .frame
        case .flexibleFrame: self = .flexibleFrame
        case .padding: self = .padding
        case .fixedSize: self = .fixedSize
        case .layoutPriority: self = .layoutPriority
        case .offset: self = .offset
        case .aspectRatio: self = .aspectRatio
        case .overlay: self = .overlay
        case .background: self = .background
        case .gridCellColumns: self = .gridCellColumns
        case .hstack: self = .hstack
        case .vstack: self = .vstack
        case .zstack: self = .zstack
        case .grid: self = .grid
        case .gridRow: self = .gridRow
        case .wrap: self = .wrap
        case .overlap: self = .overlap
        case .columns: self = .columns
        case .alternate: self = .alternate
        case .radial: self = .radial
        case .balanced: self = .balanced
        case .lazyGrid: self = .lazyGrid
        case .fits: self = .fits
        case .scroll: self = .scroll
        case .custom: self = .custom
        }
    }

    /// A leaf: no children are ever placed.
    var isLeaf: Bool { rawValue <= NodeKind.divider.rawValue }
}

/// The numbers of a node's element that the engine's hot paths read, as plain values (reading
/// the element itself copies the whole enum through its value witness, which costs more than
/// the work it feeds): a box's size; a stack's spacing (NaN: none) and the guide it aligns on.
struct NodeParams {
    var first: CGFloat = .nan
    var second: CGFloat = .nan
    /// A stack's guide as a fraction of the length across it; `nil` for a guide that is not
    /// built in (read from the element).
    var guide: GuideRule.Fraction?

    init(_ element: __shared LayoutElement) {
        switch element {
        case let .box(width, height):
            (first, second) = (width, height)
        case let .hstack(alignment, spacing):
            first = spacing ?? .nan
            guide = GuideRule(alignment.id).fraction
        case let .vstack(alignment, spacing):
            first = spacing ?? .nan
            guide = GuideRule(alignment.id).fraction
        default:
            break
        }
    }

    /// A stack's spacing.
    var spacing: CGFloat? { first.isNaN ? nil : first }
}
