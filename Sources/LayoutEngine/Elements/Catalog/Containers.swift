import Foundation

extension ElementCatalog {
    /// The engine's own containers: stacks, grids, fits, scroll, any (`docs/semantics-layouts.md`).
    static let containers: [ElementDefinition] = [
        ElementDefinition(name: "hstack", kind: .hstack, role: .container, swiftUI: "HStack", parameters: [
            LayoutParameter("alignment", .enumeration(Vocabulary.vertical), default: "center",
                            doc: "vertical alignment of the children"),
            ElementCatalog.spacing(),
        ], takesContent: false, readsPriorities: true, givesSpacersRoom: true,
           doc: "a horizontal stack (SwiftUI's HStack)", reference: "§3"),
        ElementDefinition(name: "vstack", kind: .vstack, role: .container, swiftUI: "VStack", parameters: [
            LayoutParameter("alignment", .enumeration(Vocabulary.horizontal), default: "center",
                            doc: "horizontal alignment of the children"),
            ElementCatalog.spacing(),
        ], takesContent: false, readsPriorities: true, givesSpacersRoom: true,
           doc: "a vertical stack (SwiftUI's VStack)", reference: "§3"),
        ElementDefinition(name: "zstack", kind: .zstack, role: .container, swiftUI: "ZStack", parameters: [
            LayoutParameter("alignment", .enumeration(Vocabulary.nineAndBaselines), default: "center",
                            doc: "where the children are aligned"),
        ], takesContent: false, overlapsByDesign: true, readsPriorities: true,
           doc: "children on top of each other (SwiftUI's ZStack)", reference: "§3"),
        ElementDefinition(name: "grid", kind: .grid, role: .container, swiftUI: "Grid", parameters: [
            LayoutParameter("alignment", .enumeration(Vocabulary.nine), default: "center",
                            doc: "alignment of each cell in its rectangle"),
            ElementCatalog.spacing("horizontalSpacing", doc: "between columns (default 8)"),
            ElementCatalog.spacing("verticalSpacing", doc: "between rows (default 8)"),
        ], takesContent: false,
           doc: "a grid of row(…) children; other children span every column", reference: "§3"),
        ElementDefinition(name: "row", kind: .row, role: .container, swiftUI: "GridRow", parameters: [
            LayoutParameter("alignment", .enumeration(Vocabulary.vertical), default: "nil", allowsNil: true,
                            doc: "vertical alignment of the row's cells; nil: the grid's"),
        ], takesContent: false, givesSpacersRoom: true,
           doc: "a row of a grid (GridRow); only inside grid", reference: "§3"),
        ElementDefinition(name: "fits", kind: .fits, role: .container, swiftUI: "ViewThatFits", parameters: [
            LayoutParameter("axes", .enumeration(["horizontal", "vertical", "both"]), default: "both",
                            doc: "the axes that must fit"),
        ], takesContent: false, overlapsByDesign: true,
           doc: "the first child whose ideal size fits (ViewThatFits, seed 004)", reference: "§5"),
        ElementDefinition(name: "scroll", kind: .scroll, role: .container, swiftUI: "ScrollView", parameters: [
            LayoutParameter("axis", .enumeration(["vertical", "horizontal", "both"]), default: "vertical",
                            positional: true, doc: "the scrolling axes"),
        ], takesContent: false, overlapsByDesign: true,
           doc: "a scroll view: its one child is proposed nil along the axis (seed 001)", reference: "§5"),
        ElementDefinition(name: "vgrid", kind: .vgrid, role: .container, swiftUI: "LazyVGrid", parameters: [
            LayoutParameter("columns", .gridItems, required: true,
                            doc: "the columns: [.flexible(), .fixed(60), .adaptive(min: 80)], "
                                + "or a count of flexible ones"),
            LayoutParameter("alignment", .enumeration(Vocabulary.horizontal), default: "center",
                            doc: "a cell in its column, unless its item says otherwise"),
            LayoutParameter("spacing", .length, default: "nil", allowsNil: true, doc: "between rows; nil: 8"),
        ], takesContent: false,
           doc: "SwiftUI's LazyVGrid: columns sized from their items, cells filling rows", reference: "§3"),
        ElementDefinition(name: "hgrid", kind: .hgrid, role: .container, swiftUI: "LazyHGrid", parameters: [
            LayoutParameter("rows", .gridItems, required: true,
                            doc: "the rows: [.flexible(), .fixed(60), .adaptive(min: 80)], "
                                + "or a count of flexible ones"),
            LayoutParameter("alignment", .enumeration(["top", "center", "bottom"]), default: "center",
                            doc: "a cell in its row, unless its item says otherwise"),
            LayoutParameter("spacing", .length, default: "nil", allowsNil: true, doc: "between columns; nil: 8"),
        ], takesContent: false,
           doc: "SwiftUI's LazyHGrid: rows sized from their items, cells filling columns", reference: "§3"),
        ElementDefinition(name: "any", kind: .any, role: .container, swiftUI: "AnyLayout", parameters: [
            LayoutParameter(nil, .container, required: true,
                            doc: "the layout, e.g. any(layout) with let layout = hstack"),
        ], takesContent: false, overlapsByDesign: true,
           doc: "AnyLayout: the children laid out by a container value (seed 003)", reference: "§5"),
    ]
}
