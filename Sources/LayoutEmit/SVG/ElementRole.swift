import LayoutEngine

/// How a picture treats an element: something visible, a container of others, a modifier wrapper
/// around one element, or empty space.
enum ElementRole {
    case leaf, container, modifier, spacer

    init(_ element: LayoutElement) {
        switch element {
        case .box, .shape, .circle, .image, .text, .divider: self = .leaf
        case .spacer: self = .spacer
        case .frame, .flexibleFrame, .padding, .fixedSize, .layoutPriority, .offset, .aspectRatio,
             .overlay, .background, .gridCellColumns:
            self = .modifier
        case .hstack, .vstack, .zstack, .grid, .gridRow, .wrap, .overlap, .columns, .alternate, .radial,
             .balanced, .lazyGrid, .fits, .scroll, .custom:
            self = .container
        }
    }
}
