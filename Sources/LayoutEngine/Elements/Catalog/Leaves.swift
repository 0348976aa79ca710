import Foundation

extension ElementCatalog {
    /// The leaves: shapes, text, images, spacers (`docs/semantics-core.md` §2).
    static let leaves: [ElementDefinition] = [
        ElementDefinition(name: "box", kind: .box, role: .leaf, swiftUI: "Color.frame(width:height:)", parameters: [
            LayoutParameter(nil, .size, name: "size", doc: "the size, e.g. box(40x20)"),
            LayoutParameter("width", .length, doc: "the width (with height:, instead of a size)"),
            LayoutParameter("height", .length, doc: "the height (with width:)"),
        ], takesContent: false, doc: "a fixed-size box (Color.frame(width:height:))", reference: "§2"),
        ElementDefinition(name: "rect", kind: .rect, role: .leaf, swiftUI: "Rectangle", parameters: [
            LayoutParameter("cornerRadius", .length, default: "0",
                            doc: "rounds the corners (SwiftUI's .rect(cornerRadius:)); drawing only"),
        ], takesContent: false, doc: "a rectangle that fills the proposal (10×10 ideal)", reference: "§2"),
        ElementDefinition(name: "roundedRect", kind: .roundedRect, role: .leaf,
                          swiftUI: "RoundedRectangle", parameters: [
            LayoutParameter("cornerRadius", .length, default: "8",
                            doc: "the corner radius (RoundedRectangle(cornerRadius:)); drawing only"),
        ], takesContent: false, doc: "a rounded rectangle that fills the proposal (10×10 ideal)", reference: "§2"),
        ElementDefinition(name: "capsule", kind: .capsule, role: .leaf, swiftUI: "Capsule", parameters: [],
                    takesContent: false, doc: "a capsule that fills the proposal (10×10 ideal)", reference: "§2"),
        ElementDefinition(name: "ellipse", kind: .ellipse, role: .leaf, swiftUI: "Ellipse", parameters: [],
                    takesContent: false, doc: "an ellipse that fills the proposal (10×10 ideal)", reference: "§2"),
        ElementDefinition(name: "color", kind: .color, role: .leaf, swiftUI: "Color", parameters: [],
                    takesContent: false, doc: "a colour that fills the proposal (10×10 ideal)", reference: "§2"),
        ElementDefinition(name: "circle", kind: .circle, role: .leaf, swiftUI: "Circle", parameters: [],
                    takesContent: false, doc: "a circle: the square of the smaller proposed dimension",
                    reference: "§2"),
        ElementDefinition(name: "image", kind: .image, role: .leaf, swiftUI: "Image", parameters: [
            LayoutParameter(nil, .size, required: true, name: "size", doc: "the intrinsic size, e.g. image(24x24)"),
        ], takesContent: false,
           doc: "an image of intrinsic size; .resizable makes it fill the proposal", reference: "§2"),
        ElementDefinition(name: "text", kind: .text, role: .leaf, swiftUI: "Text", parameters: [
            LayoutParameter(nil, .string, required: true, name: "text", doc: "the text"),
            LayoutParameter("size", .positiveNumber,
                            doc: "the font size in points, fixed unless relativeTo:; without it the body style (17 pt)"),
            LayoutParameter("relativeTo", .font, default: "nil",
                            doc: "a text style the size scales with under Dynamic Type; without it a size is fixed"),
            LayoutParameter("lineLimit", .positiveInteger, default: "nil", allowsNil: true,
                            doc: "the most lines shown"),
        ], takesContent: false,
           doc: "text measured in a real font (docs/text.md); wraps where lines may break, cut lines end in …",
           reference: "§2"),
        ElementDefinition(name: "spacer", kind: .spacer, role: .spacer, swiftUI: "Spacer", parameters: [
            LayoutParameter("minLength", .length, default: "8", doc: "the least length along the stack"),
        ], takesContent: false,
           doc: "flexible space along the enclosing stack's axis; a line break in wrap", reference: "§3"),
        ElementDefinition(name: "divider", kind: .divider, role: .leaf, swiftUI: "Divider", parameters: [],
                    takesContent: false, doc: "a 1-point line across the enclosing stack", reference: "§2"),
    ]
}
