import Foundation

/// Which built-in an element is: the checker lowers, and the tools read, by this — never by
/// comparing names. `.layout` is an element laid out by a `Layout` conformance (a seed layout,
/// or one written in Swift and registered): adding one takes its file and nothing else.
public enum ElementKind: String, Hashable, Sendable {
    // Leaves
    case box, rect, roundedRect, capsule, ellipse, color, circle, image, text, spacer, divider
    // The engine's own containers
    case hstack, vstack, zstack, grid, row, vgrid, hgrid, fits, scroll, any
    // Layout modifiers
    case frame, padding, fixedSize, layoutPriority, offset, aspectRatio, scaledToFit, scaledToFill, overlay, background,
         gridCellColumns
    case fill, resizable
    // Appearance modifiers: how an element is drawn, never its layout
    case hidden, opacity, cornerRadius, clipShape, clipped, border, zIndex, font, lineLimit, foregroundColor,
         foregroundStyle, bold, fontWeight
    case multilineTextAlignment, truncationMode, ignoresSafeArea, onTapGesture, contentShape,
         dynamicTypeSize, minimumScaleFactor
    /// Laid out by a `Layout` conformance (`ElementDefinition.make`).
    case layout
}

/// Everything layoutc knows about one element or modifier, in one value that every stage asks:
/// the checker (its name, parameters and how it lowers), the engine (its layout), the emitters
/// (how it is drawn), lint (whether its children overlap by design) and the language server
/// (hover, completion, signature help). `docs/adding-an-element.md` says how to add one.
/// Immutable, and a class: it is read for every node by lint and the emitters, and copying a
/// struct of a dozen references (retaining and releasing each) cost more than the look-up.
public final class ElementDefinition: @unchecked Sendable {
    /// How pictures and lint treat an element: something visible, empty space, a container of
    /// others, or a wrapper around one element.
    public enum Role: String, Hashable, Sendable {
        case leaf, spacer, container, modifier
    }

    /// The name the language gives it (`wrap`, `padding`).
    public let name: String
    public let kind: ElementKind
    public let role: Role
    /// SwiftUI's spelling (`HStack`, `.padding`, the seed article's `WrappingHStack`).
    public let swiftUI: String
    public let parameters: [LayoutParameter]
    /// For a modifier: whether it takes `< content >` (`overlay`, `background`).
    public let takesContent: Bool
    /// For a modifier: whether it changes only how the element is drawn (no wrapper node).
    public let isAppearance: Bool
    /// Whether its children may overlap by design (lint's `overlapping-siblings` leaves them be).
    public let overlapsByDesign: Bool
    /// Whether it reads its children's `.layoutPriority` (lint's `no-effect` says so when not).
    public let readsPriorities: Bool
    /// Whether a `spacer` among its children has room to grow (a stack's axis, a wrap's line
    /// break); lint's `spacer-cannot-expand` says so when not.
    public let givesSpacersRoom: Bool
    /// A one-line description for hover, completion and the reference.
    public let doc: String
    /// The section of the semantics pages that defines it (`§2`…`§5`; `—` for drawing only).
    public let reference: String
    /// For `.layout`: the layout, made from the checked arguments.
    public let make: ((LayoutArguments) -> any Layout)?

    public init(name: String, kind: ElementKind, role: Role, swiftUI: String, parameters: [LayoutParameter] = [],
                takesContent: Bool = false, isAppearance: Bool = false, overlapsByDesign: Bool = false,
                readsPriorities: Bool = false, givesSpacersRoom: Bool = false,
                doc: String, reference: String,
                make: ((LayoutArguments) -> any Layout)? = nil) {
        self.name = name
        self.kind = kind
        self.role = role
        self.swiftUI = swiftUI
        self.parameters = parameters
        self.takesContent = takesContent
        self.isAppearance = isAppearance
        self.overlapsByDesign = overlapsByDesign
        self.readsPriorities = readsPriorities
        self.givesSpacersRoom = givesSpacersRoom
        self.doc = doc
        self.reference = reference
        self.make = make
    }

    /// A container laid out by a `Layout` conformance: a seed layout, or one written in Swift
    /// and registered (`LayoutRegistry`).
    /// Lint takes it at its word unless it says otherwise: its children may overlap, it may read
    /// priorities and give spacers room — lint cannot know what a layout it has not seen means
    /// to do.
    public convenience init(name: String, doc: String, parameters: [LayoutParameter], swiftUI: String? = nil,
                overlapsByDesign: Bool = true, readsPriorities: Bool = true, givesSpacersRoom: Bool = true, reference: String = "—",
                make: @escaping (LayoutArguments) -> any Layout) {
        self.init(name: name, kind: .layout, role: .container, swiftUI: swiftUI ?? name, parameters: parameters,
                  overlapsByDesign: overlapsByDesign, readsPriorities: readsPriorities,
                  givesSpacersRoom: givesSpacersRoom, doc: doc, reference: reference,
                  make: make)
    }

    /// An element of this definition with `arguments` (in parameter order, defaults filled in).
    public func instance(_ arguments: LayoutArguments) -> LayoutElement {
        .layout(LayoutInstance(definition: self, arguments: arguments, layout: make?(arguments) ?? EmptyLayout()))
    }

    /// An element of this definition with every argument at its default, then `values` by label.
    public func instance(_ values: [String?: LayoutArgumentValue] = [:]) -> LayoutElement {
        instance(LayoutArguments(parameters: parameters,
                                 values: parameters.map { values[$0.label] ?? $0.defaultValue ?? .none }))
    }
}

/// The earlier name of a layout definition (a layout written in Swift, registered by name).
public typealias CustomLayoutDefinition = ElementDefinition

/// One element laid out by a `Layout` conformance: its definition, the arguments it was written
/// with (what the IR dump prints) and the layout made from them.
public struct LayoutInstance: @unchecked Sendable {
    public let definition: ElementDefinition
    public let arguments: LayoutArguments
    public let layout: any Layout

    public init(definition: ElementDefinition, arguments: LayoutArguments, layout: any Layout) {
        self.definition = definition
        self.arguments = arguments
        self.layout = layout
    }

    /// How the IR dump writes it: the name, then every argument (positional ones without their
    /// label), or the name alone for a layout without parameters.
    public var text: String {
        guard !arguments.parameters.isEmpty else { return definition.name }
        let written = zip(arguments.parameters, arguments.values).map { parameter, value in
            (parameter.isPositional || parameter.label == nil ? "" : (parameter.label ?? "") + ": ") + value.text
        }
        return definition.name + "(" + written.joined(separator: ", ") + ")"
    }
}

/// A layout that places nothing and is 0×0 (an instance whose definition makes no layout).
struct EmptyLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

extension ElementDefinition {
    /// The page and section of the docs that state this element's rule
    /// (`docs/semantics-layouts.md §3`); nil for a layout registered in Swift.
    public var semanticsSection: String? {
        guard let section = reference.split(separator: " ").first, section.hasPrefix("§") else { return nil }
        switch section {
        case "§3": return "docs/semantics-layouts.md §3"
        case "§5":
            return kind == .fits || kind == .scroll ? "docs/semantics-core.md §5" : "docs/semantics-layouts.md §5"
        default: return "docs/semantics-core.md " + section
        }
    }
}
