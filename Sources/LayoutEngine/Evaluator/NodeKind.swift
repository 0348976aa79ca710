import Foundation

/// The case of a node's `LayoutElement`, as one byte: the pass branches on it in its hot loops
/// instead of reading (and copying) the element, whose payloads are large.
enum NodeKind: UInt8 {
    case box, shape, circle, image, text, spacer, divider
    case frame, flexibleFrame, padding, fixedSize, layoutPriority, offset, aspectRatio, overlay, background,
         gridCellColumns
    case hstack, vstack, zstack, grid, gridRow, lazyGrid, fits, scroll, layout

    /// A leaf: no children are ever placed.
    var isLeaf: Bool { rawValue <= NodeKind.divider.rawValue }

    /// An hstack or a vstack, whose state is in the pass's tables (`LayoutPass+Stacks.swift`).
    var isStack: Bool { self == .hstack || self == .vstack }
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
    /// The small parts of an element kept as numbers (`ElementTable`): a shape's kind, a set of
    /// axes, built-in guides.
    var code: UInt8 = 0
    /// Where `ElementTable` keeps the whole element when these numbers cannot give it back; -1
    /// when they can.
    var detail: Int32 = -1

    /// A stack's spacing.
    var spacing: CGFloat? { first.isNaN ? nil : first }
}
