import Foundation

/// Every built-in element and modifier, each described once (`ElementDefinition`), in the order
/// the reference lists them. The checker, the emitters, lint and the language server read these.
public enum ElementCatalog {
    /// The layouts that are `Layout` conformances: each file in `Layouts/` that defines one adds
    /// its `definition` here (and nowhere else: `docs/adding-an-element.md`).
    public static let layouts: [ElementDefinition] = [
        WrapLayout.definition, OverlapLayout.definition, ColumnsLayout.definition, AlternateStackLayout.definition,
        RadialLayout.definition, BalancedStackLayout.definition, ButtonLayout.definition,
    ]

    /// The elements: leaves, then containers (the stacks and grid, the seed layouts, the rest).
    public static let elements: [ElementDefinition] = leaves + containers.prefix(5) + layouts + containers.dropFirst(5)

    /// The modifiers, layout and appearance.
    public static let modifiers: [ElementDefinition] = ElementCatalog.modifierList

    /// The element whose name is `name`, if any.
    public static func element(named name: String) -> ElementDefinition? { elementsByName[name] }

    /// The modifier whose name is `name` (without the dot), if any.
    public static func modifier(named name: String) -> ElementDefinition? { modifiersByName[name] }

    private static let elementsByName = Dictionary(elements.map { ($0.name, $0) },
                                                   uniquingKeysWith: { first, _ in first })
    private static let modifiersByName = Dictionary(modifiers.map { ($0.name, $0) },
                                                    uniquingKeysWith: { first, _ in first })

    /// The definition of the built-in `kind` (for `.layout`, nil: look at the element itself).
    public static func definition(of kind: ElementKind) -> ElementDefinition? { byKind[kind] }

    private static let byKind: [ElementKind: ElementDefinition] = {
        var table: [ElementKind: ElementDefinition] = [:]
        for definition in elements + modifiers where definition.kind != .layout { table[definition.kind] = definition }
        return table
    }()

    /// A spacing parameter: a length, or nil for the preferred spacing.
    static func spacing(
        _ label: String = "spacing",
        doc: String = "distance between neighbours; nil: each pair's preferred spacing (8 between leaves)"
    ) -> LayoutParameter {
        LayoutParameter(label, .length, default: "nil", value: LayoutArgumentValue.none, allowsNil: true, doc: doc)
    }
}

extension LayoutElement {
    /// What this element is: its description (a `.layout`'s own, else its built-in's).
    public var definition: ElementDefinition {
        switch self {
        case let .layout(instance): return instance.definition
        default: return ElementCatalog.definition(of: kind) ?? ElementCatalog.fallback
        }
    }

    /// Which built-in this is.
    public var kind: ElementKind {
        switch self {
        case .box: return .box
        case let .shape(shape): return shape.elementKind
        case .circle: return .circle
        case .image: return .image
        case .text: return .text
        case .spacer: return .spacer
        case .divider: return .divider
        case .frame, .flexibleFrame: return .frame
        case .padding: return .padding
        case .fixedSize: return .fixedSize
        case .layoutPriority: return .layoutPriority
        case .offset: return .offset
        case .aspectRatio: return .aspectRatio
        case .overlay: return .overlay
        case .background: return .background
        case .gridCellColumns: return .gridCellColumns
        case .hstack: return .hstack
        case .vstack: return .vstack
        case .zstack: return .zstack
        case .grid: return .grid
        case .gridRow: return .row
        case let .lazyGrid(axis, _, _, _): return axis == .vertical ? .vgrid : .hgrid
        case .fits: return .fits
        case .scroll: return .scroll
        case .layout: return .layout
        }
    }
}

extension ElementCatalog {
    /// Never reached: every built-in kind has a definition (a test checks each).
    static let fallback = ElementDefinition(name: "?", kind: .layout, role: .container, swiftUI: "?", doc: "",
                                            reference: "—")
}
