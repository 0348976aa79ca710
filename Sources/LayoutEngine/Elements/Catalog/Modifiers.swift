import Foundation

extension ElementCatalog {
    /// The modifiers: layout ones make a wrapper node (`docs/semantics-core.md` §4), appearance ones change how an
    /// element is drawn.
    static let modifierList: [ElementDefinition] = [
        ElementDefinition(name: "frame", kind: .frame, role: .modifier, swiftUI: ".frame", parameters: [
            LayoutParameter("width", .length, default: "nil", allowsNil: true, doc: "fixed width"),
            LayoutParameter("height", .length, default: "nil", allowsNil: true, doc: "fixed height"),
            LayoutParameter("minWidth", .lengthOrInfinity, allowsNil: true, doc: "flexible frame: least width"),
            LayoutParameter("idealWidth", .lengthOrInfinity, allowsNil: true,
                            doc: "flexible frame: width for a nil proposal"),
            LayoutParameter("maxWidth", .lengthOrInfinity, allowsNil: true,
                            doc: "flexible frame: largest width (inf: fill)"),
            LayoutParameter("minHeight", .lengthOrInfinity, allowsNil: true, doc: "flexible frame: least height"),
            LayoutParameter("idealHeight", .lengthOrInfinity, allowsNil: true,
                            doc: "flexible frame: height for a nil proposal"),
            LayoutParameter("maxHeight", .lengthOrInfinity, allowsNil: true,
                            doc: "flexible frame: largest height (inf: fill)"),
            LayoutParameter("alignment", .enumeration(Vocabulary.nine), default: "center",
                            doc: "the child in the frame"),
        ], takesContent: false,
           doc: "a fixed frame (width:height:) or a flexible one (min/ideal/max)", reference: "§4"),
        ElementDefinition(name: "padding", kind: .padding, role: .modifier, swiftUI: ".padding", parameters: [
            LayoutParameter(nil, .edges, default: "all", name: "edges", key: "edges",
                            doc: "the edges padded, as SwiftUI's .padding(.horizontal, 8)"),
            LayoutParameter(nil, .number, default: "16", name: "length",
                            doc: "on those edges; negative pulls the content out (as in SwiftUI)"),
            LayoutParameter("horizontal", .number, doc: "leading and trailing"),
            LayoutParameter("vertical", .number, doc: "top and bottom"),
            LayoutParameter("top", .number, doc: "top edge"),
            LayoutParameter("leading", .number, doc: "leading edge"),
            LayoutParameter("bottom", .number, doc: "bottom edge"),
            LayoutParameter("trailing", .number, doc: "trailing edge"),
        ], takesContent: false, doc: "insets the element; padding() is 16 on every edge", reference: "§4"),
        ElementDefinition(name: "fixedSize", kind: .fixedSize, role: .modifier, swiftUI: ".fixedSize", parameters: [
            LayoutParameter("horizontal", .bool, default: "true", doc: "propose nil horizontally"),
            LayoutParameter("vertical", .bool, default: "true", doc: "propose nil vertically"),
        ], takesContent: false, doc: "proposes nil (the ideal size) on the fixed axes", reference: "§4"),
        ElementDefinition(name: "layoutPriority", kind: .layoutPriority, role: .modifier,
                          swiftUI: ".layoutPriority", parameters: [
            LayoutParameter(nil, .number, required: true, name: "priority", doc: "higher is served first by stacks"),
        ], takesContent: false, doc: "the priority stacks use to share space", reference: "§4"),
        ElementDefinition(name: "offset", kind: .offset, role: .modifier, swiftUI: ".offset", parameters: [
            LayoutParameter("x", .number, default: "0", doc: "horizontal shift"),
            LayoutParameter("y", .number, default: "0", doc: "vertical shift"),
        ], takesContent: false, doc: "moves the drawn element without changing the layout", reference: "§4"),
        ElementDefinition(name: "aspectRatio", kind: .aspectRatio, role: .modifier,
                          swiftUI: ".aspectRatio", parameters: [
            LayoutParameter(nil, .ratio, default: "nil", allowsNil: true,
                            doc: "width / height, or a size such as 16x9; nil: the child's ideal ratio"),
            LayoutParameter("contentMode", .enumeration(["fit", "fill"]), default: "fit",
                            doc: "fit inside or fill the proposal"),
        ], takesContent: false, doc: "proposes a size of the given ratio", reference: "§4"),
        ElementDefinition(name: "overlay", kind: .overlay, role: .modifier, swiftUI: ".overlay", parameters: [
            LayoutParameter(nil, .colorOrElement, name: "content",
                            doc: "a colour or an element, instead of < content >: .overlay(.red)"),
            LayoutParameter("alignment", .enumeration(Vocabulary.nine), default: "center",
                            doc: "where the content sits"),
        ], takesContent: true, doc: "draws < content > over the element, proposed its size", reference: "§4"),
        ElementDefinition(name: "background", kind: .background, role: .modifier, swiftUI: ".background", parameters: [
            LayoutParameter(nil, .colorOrElement, name: "content",
                            doc: "a colour or an element, instead of < content >: .background(.blue)"),
            LayoutParameter("alignment", .enumeration(Vocabulary.nine), default: "center",
                            doc: "where the content sits"),
        ], takesContent: true, doc: "draws < content > behind the element, proposed its size", reference: "§4"),
        ElementDefinition(name: "gridCellColumns", kind: .gridCellColumns, role: .modifier,
                          swiftUI: ".gridCellColumns", parameters: [
            LayoutParameter(nil, .positiveInteger, required: true, name: "count", doc: "columns spanned"),
        ], takesContent: false, doc: "a grid cell spanning several columns", reference: "§3"),
        ElementDefinition(name: "resizable", kind: .resizable, role: .modifier, swiftUI: ".resizable", parameters: [],
                    takesContent: false,
                    doc: "an image that fills the proposal (ideal: its size); images only", reference: "§2"),
        ElementDefinition(name: "fill", kind: .fill, role: .modifier, swiftUI: ".fill", parameters: [
            LayoutParameter(nil, .color, required: true, doc: "a colour name or \"#rrggbb\""),
        ], takesContent: false,
           doc: "the colour the SVG output draws the element in (no layout effect)", reference: "—"),
        ElementDefinition(name: "scaledToFit", kind: .scaledToFit, role: .modifier,
                    swiftUI: ".scaledToFit", parameters: [], takesContent: false,
                    doc: "the element at its own aspect ratio, fitting the proposal: .aspectRatio(contentMode: fit)",
                    reference: "§4"),
        ElementDefinition(name: "scaledToFill", kind: .scaledToFill, role: .modifier,
                    swiftUI: ".scaledToFill", parameters: [], takesContent: false,
                    doc: "the element at its own aspect ratio, filling the proposal: .aspectRatio(contentMode: fill)",
                    reference: "§4"),
        ElementDefinition(name: "font", kind: .font, role: .modifier, swiftUI: ".font", parameters: [
            LayoutParameter(nil, .font, name: "style",
                            doc: "a text style (.headline is 17 semibold, .title 28, … iOS sizes) "
                                + "or .system(size: 20, weight: .bold)"),
            LayoutParameter("size", .positiveNumber,
                            doc: "the font size in points"),
            LayoutParameter("relativeTo", .font,
                            doc: "a text style the size scales with under Dynamic Type; without it a size is fixed"),
        ], takesContent: false, isAppearance: true,
           doc: "the font size of every text inside that sets none (SwiftUI's environment)", reference: "§2"),
        ElementDefinition(name: "lineLimit", kind: .lineLimit, role: .modifier, swiftUI: ".lineLimit", parameters: [
            LayoutParameter(nil, .positiveInteger, required: true, allowsNil: true, name: "lines",
                            doc: "the most lines; nil: no limit"),
        ], takesContent: false, isAppearance: true,
           doc: "the line limit of every text inside that sets none", reference: "§2"),
        ElementDefinition(name: "bold", kind: .bold, role: .modifier, swiftUI: ".bold", parameters: [],
                    takesContent: false, isAppearance: true,
                    doc: "bold text inside (measured with the bold face)", reference: "§2"),
        ElementDefinition(name: "fontWeight", kind: .fontWeight, role: .modifier, swiftUI: ".fontWeight", parameters: [
            LayoutParameter(nil, .enumeration(Vocabulary.fontWeights), required: true, name: "weight",
                            doc: "ultraLight … black"),
        ], takesContent: false, isAppearance: true,
           doc: "the weight of the text inside (measured with the nearest face the font has)", reference: "§2"),
        ElementDefinition(name: "foregroundColor", kind: .foregroundColor, role: .modifier,
                          swiftUI: ".foregroundColor", parameters: [
            LayoutParameter(nil, .color, required: true, doc: "a colour"),
        ], takesContent: false, isAppearance: true,
           doc: "the colour of texts and shapes inside that have none of their own (drawing only)", reference: "—"),
        ElementDefinition(name: "foregroundStyle", kind: .foregroundStyle, role: .modifier,
                          swiftUI: ".foregroundStyle", parameters: [
            LayoutParameter(nil, .color, required: true, doc: "a colour"),
        ], takesContent: false, isAppearance: true,
           doc: "the same as foregroundColor (SwiftUI's newer name)", reference: "—"),
        ElementDefinition(name: "hidden", kind: .hidden, role: .modifier, swiftUI: ".hidden", parameters: [],
                    takesContent: false, isAppearance: true,
                    doc: "keeps the element's space but draws nothing", reference: "—"),
        ElementDefinition(name: "opacity", kind: .opacity, role: .modifier, swiftUI: ".opacity", parameters: [
            LayoutParameter(nil, .unitInterval, required: true, name: "opacity", doc: "0 (invisible) to 1"),
        ], takesContent: false, isAppearance: true,
           doc: "draws the element and its content translucent", reference: "—"),
        ElementDefinition(name: "cornerRadius", kind: .cornerRadius, role: .modifier,
                          swiftUI: ".cornerRadius", parameters: [
            LayoutParameter(nil, .length, required: true, name: "radius", doc: "the corner radius"),
        ], takesContent: false, isAppearance: true,
           doc: "clips the element to a rounded rectangle (drawing only)", reference: "—"),
        ElementDefinition(name: "clipShape", kind: .clipShape, role: .modifier, swiftUI: ".clipShape", parameters: [
            LayoutParameter(nil, .shape, required: true,
                            doc: "circle, capsule, ellipse, rect or roundedRect(cornerRadius: r)"),
        ], takesContent: false, isAppearance: true,
           doc: "clips the element to a shape in its frame (drawing only)", reference: "—"),
        ElementDefinition(name: "clipped", kind: .clipped, role: .modifier, swiftUI: ".clipped", parameters: [],
                    takesContent: false, isAppearance: true,
                    doc: "clips the element to its frame (drawing only)", reference: "—"),
        ElementDefinition(name: "border", kind: .border, role: .modifier, swiftUI: ".border", parameters: [
            LayoutParameter(nil, .color, required: true, doc: "the line's colour"),
            LayoutParameter("width", .length, default: "1", doc: "the line's width, inside the frame"),
        ], takesContent: false, isAppearance: true,
           doc: "a line along the inside of the element's frame, over its content (drawing only)", reference: "—"),
        ElementDefinition(name: "multilineTextAlignment", kind: .multilineTextAlignment, role: .modifier,
                          swiftUI: ".multilineTextAlignment", parameters: [
            LayoutParameter(nil, .enumeration(Vocabulary.horizontal), required: true, name: "alignment",
                            doc: "leading, center or trailing"),
        ], takesContent: false, isAppearance: true,
           doc: "how the lines of texts inside align with each other (drawing only: no frame changes)",
           reference: "—"),
        ElementDefinition(name: "truncationMode", kind: .truncationMode, role: .modifier,
                          swiftUI: ".truncationMode", parameters: [
            LayoutParameter(nil, .enumeration(TruncationMode.allCases.map(\.rawValue)), required: true, name: "mode",
                            doc: "head, middle or tail"),
        ], takesContent: false, isAppearance: true,
           doc: "where a text inside that cannot show all its lines is cut with \"…\": its last line's end (tail, "
               + "the default), its start (head) or its middle", reference: "§2"),
        ElementDefinition(name: "minimumScaleFactor", kind: .minimumScaleFactor, role: .modifier,
                          swiftUI: ".minimumScaleFactor", parameters: [
            LayoutParameter(nil, .unitInterval, required: true, name: "factor",
                            doc: "the smallest scale of the font, 0 to 1"),
        ], takesContent: false, isAppearance: true,
           doc: "how far a text inside that does not fit may shrink its font (and lines) to fit, down to this "
               + "scale of its size, before it is cut", reference: "§2"),
        ElementDefinition(name: "dynamicTypeSize", kind: .dynamicTypeSize, role: .modifier,
                          swiftUI: ".dynamicTypeSize", parameters: [
            LayoutParameter(nil, .enumeration(Vocabulary.dynamicTypeSizes), name: "size",
                            doc: "the one size the text inside takes, whatever the user's (xSmall … accessibility5)"),
            LayoutParameter("min", .enumeration(Vocabulary.dynamicTypeSizes),
                            doc: "the smallest size the text inside takes"),
            LayoutParameter("max", .enumeration(Vocabulary.dynamicTypeSizes),
                            doc: "the largest size the text inside takes (SwiftUI's ...DynamicTypeSize.xxxLarge)"),
        ], takesContent: false, isAppearance: true,
           doc: "the Dynamic Type sizes the text inside follows: one size, or the user's clamped to min...max "
               + "(an inner one clamps what an outer one gives)", reference: "§2"),
        ElementDefinition(name: "ignoresSafeArea", kind: .ignoresSafeArea, role: .modifier,
                          swiftUI: ".ignoresSafeArea", parameters: [
            LayoutParameter(nil, .enumeration(["all", "container", "keyboard"]), name: "regions",
                            doc: "the safe-area regions; all by default"),
            LayoutParameter("edges", .edges, default: "all", doc: "the edges it extends to"),
        ], takesContent: false, isAppearance: true,
           doc: "no frame changes; at the root, lint --devices lays the file out over the safe area on these edges",
           reference: "—"),
        ElementDefinition(name: "onTapGesture", kind: .onTapGesture, role: .modifier,
                          swiftUI: ".onTapGesture", parameters: [
            LayoutParameter("count", .positiveInteger, default: "1",
                            doc: "the taps it answers (the action is the app's)"),
        ], takesContent: false, isAppearance: true,
           doc: "makes the element something to tap: lint checks that what answers taps (what it draws, or "
               + "the frame of a .contentShape inside) is at least 44×44 pt (no frame changes)",
           reference: "—"),
        ElementDefinition(name: "contentShape", kind: .contentShape, role: .modifier,
                          swiftUI: ".contentShape", parameters: [
            LayoutParameter(nil, .shape, name: "shape",
                            doc: "circle, capsule, ellipse, rect or roundedRect(cornerRadius: r); rect by default"),
        ], takesContent: false, isAppearance: true,
           doc: "the element's whole frame answers taps, not only what it draws (a button or an .onTapGesture "
               + "around it; no frame changes)",
           reference: "—"),
        ElementDefinition(name: "zIndex", kind: .zIndex, role: .modifier, swiftUI: ".zIndex", parameters: [
            LayoutParameter(nil, .number, required: true, name: "value", doc: "higher is drawn later, on top"),
        ], takesContent: false, isAppearance: true,
           doc: "the drawing order among siblings (in a zstack, an overlay, …)", reference: "—"),
    ]
}
