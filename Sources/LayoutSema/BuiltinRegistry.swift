import LayoutEngine

extension ParameterType {
    /// Whether a value is of the kind this type takes (its range is checked later): how a
    /// positional argument finds its parameter when there are several (`.padding(.top, 8)`).
    func accepts(_ value: Value) -> Bool {
        switch (self, value) {
        case (.number, .number), (.length, .number), (.lengthOrInfinity, .number), (.positiveNumber, .number),
             (.positiveInteger, .number), (.unitInterval, .number), (.ratio, .number), (.ratio, .size), (.size, .size),
             (.string, .string), (.bool, .bool), (.container, .container), (.gridItems, .number), (.gridItems, .list),
             (.edges, .list), (.color, .string), (.colorOrElement, .string), (.colorOrElement, .element),
             (.shape, .element):
            return true
        case let (.enumeration(values), .enumCase(name)): return values.contains(name)
        case (.alignment, .enumCase), (.horizontalAlignment, .enumCase), (.verticalAlignment, .enumCase),
             (.axis, .enumCase):
            if case let .enumCase(name) = value { return self.choices?.contains(name) ?? false }
            return false
        case let (.edges, .enumCase(name)): return BuiltinRegistry.edgeNames.contains(name)
        case let (.color, .enumCase(name)), let (.colorOrElement, .enumCase(name)):
            return BuiltinRegistry.colorNames.contains(name)
        case let (.shape, .enumCase(name)): return BuiltinRegistry.shapeNames.contains(name)
        case let (.font, .enumCase(name)): return BuiltinRegistry.textStyles.contains { $0.name == name }
        case (.font, .font): return true
        default: return false
        }
    }
}

/// One parameter of a built-in.
///
/// A class, like `BuiltinSpec`: the checker reads several per argument it matches.
public final class ParameterSpec: Hashable, Sendable {
    /// The label; `nil` for a positional-only parameter.
    public let label: String?
    /// Whether a labelled parameter may also be given positionally (`overlap(4)`).
    public let positional: Bool
    public let type: ParameterType
    /// The default as the language spells it, for docs; `nil` when there is none.
    public let defaultValue: String?
    public let required: Bool
    /// Whether `nil` is accepted.
    public let allowsNil: Bool
    public let doc: String

    /// What messages call a positional parameter ("the count of 'columns'").
    public let positionalName: String
    /// Where the checker files an unlabelled argument: `_` unless a built-in has two positional
    /// parameters (`.padding(.horizontal, 8)` files the edges under `edges`).
    let positionalKey: ParameterKey
    /// The key a matched argument is stored under: the label, or the positional key.
    let key: ParameterKey
    /// The label's key; nil for a positional-only parameter.
    let labelKey: ParameterKey?

    /// The parameter as its element describes it (its typed default, for a layout's `make`).
    public let parameter: LayoutParameter

    public convenience init(_ label: String?, _ type: ParameterType, default defaultValue: String? = nil,
                            required: Bool = false, allowsNil: Bool = false, positional: Bool = false,
                            name: String? = nil, key: String = "_", doc: String) {
        self.init(LayoutParameter(label, type, default: defaultValue, required: required, allowsNil: allowsNil,
                                  positional: positional, name: name, key: key, doc: doc))
    }

    /// The checker's view of an element's parameter: its keys interned.
    public init(_ parameter: LayoutParameter) {
        self.parameter = parameter
        self.positionalKey = ParameterKey.named(parameter.positionalKey)
        self.key = ParameterKey.named(parameter.label ?? parameter.positionalKey)
        self.labelKey = parameter.label.map(ParameterKey.named)
        self.label = parameter.label
        self.positionalName = parameter.positionalName
        self.positional = parameter.isPositional
        self.type = parameter.type
        self.defaultValue = parameter.defaultText
        self.required = parameter.isRequired
        self.allowsNil = parameter.allowsNil
        self.doc = parameter.doc
    }

    /// The name used in messages: the label, or what the positional value is.
    public var displayName: String { label ?? positionalName }

    public static func == (a: ParameterSpec, b: ParameterSpec) -> Bool {
        a.label == b.label && a.positional == b.positional && a.type == b.type && a.defaultValue == b.defaultValue
            && a.required == b.required && a.allowsNil == b.allowsNil && a.doc == b.doc
            && a.positionalName == b.positionalName && a.positionalKey == b.positionalKey
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(type)
    }
}

/// What a built-in is.
public enum BuiltinKind: String, Hashable, Sendable {
    case leaf, container, modifier
    /// A constructor of a value that is not an element: the grid item sizes `fixed(…)`,
    /// `flexible(…)`, `adaptive(…)`, written bare or with a leading dot.
    case value
}

/// The checker's view of a built-in element or modifier (its parameters' keys interned) over
/// its `ElementDefinition`, the one description every stage reads; and the grid item values.
///
/// A class: there is one of each, in the registry's tables, and the checker looks one up for
/// every element and modifier it checks (a reference is one count to keep, a value five).
public final class BuiltinSpec: Hashable, @unchecked Sendable {
    public let name: String
    public let kind: BuiltinKind
    public let parameters: [ParameterSpec]
    /// For modifiers: whether `< … >` content is required (`overlay`, `background`).
    public let takesContent: Bool
    public let doc: String
    /// The semantics section it implements.
    public let reference: String
    /// The element's description (nil for a grid item value).
    public let definition: ElementDefinition?
    /// For a modifier: whether it changes how the element is drawn, never its layout.
    let isAppearance: Bool

    /// Where the docs state its rule (`docs/semantics-core.md §2`); nil for a grid item value
    /// or a layout registered in Swift.
    public var semantics: String? { definition?.semanticsSection }

    /// An element's or modifier's spec, from its definition.
    public init(_ definition: ElementDefinition) {
        self.definition = definition
        self.name = definition.name
        switch definition.role {
        case .leaf, .spacer: self.kind = .leaf
        case .container: self.kind = .container
        case .modifier: self.kind = .modifier
        }
        self.parameters = definition.parameters.map(ParameterSpec.init)
        self.takesContent = definition.takesContent
        self.doc = definition.doc
        self.reference = definition.reference
        self.isAppearance = definition.isAppearance
    }

    /// A grid item value's spec.
    init(value name: String, parameters: [ParameterSpec], doc: String, reference: String) {
        self.definition = nil
        self.name = name
        self.kind = .value
        self.parameters = parameters
        self.takesContent = false
        self.doc = doc
        self.reference = reference
        self.isAppearance = false
    }

    /// Which built-in it is (nil for a grid item value).
    var elementKind: ElementKind? { definition?.kind }

    public static func == (a: BuiltinSpec, b: BuiltinSpec) -> Bool {
        a.name == b.name && a.kind == b.kind && a.parameters == b.parameters && a.takesContent == b.takesContent
            && a.doc == b.doc && a.reference == b.reference
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(kind)
    }
}

/// Every built-in element and modifier of the language.
public enum BuiltinRegistry {
    static let vertical = Vocabulary.vertical
    static let horizontal = Vocabulary.horizontal
    static let nine = Vocabulary.nine
    /// SwiftUI's `Color` statics, then UIKit's semantic system colours (`Color(.systemGray6)`).
    public static let colorNames = SystemColors.names
    /// The edge names of `.padding(edges, length)` (SwiftUI's `Edge.Set` members).
    public static let edgeNames = Vocabulary.edgeNames
    /// The shapes `.clipShape` takes by name.
    public static let shapeNames = Vocabulary.shapeNames
    /// SwiftUI's text styles, their sizes at the default Dynamic Type size and their weights.
    public static let textStyles = Vocabulary.textStyles
    /// `.fontWeight(…)` values, light to heavy, as SVG's font-weight 100…900.
    public static let fontWeights = Vocabulary.fontWeights

    static func gridItemParameters(_ first: [ParameterSpec]) -> [ParameterSpec] {
        first + [
            ParameterSpec("spacing", .length, default: "nil", allowsNil: true, doc: "to the next column (row); nil: 8"),
            ParameterSpec("alignment", .enumeration(nine), default: "nil", allowsNil: true,
                          doc: "a cell in its rectangle; nil: the grid's alignment"),
        ]
    }

    /// The elements, in the order the reference lists them (`ElementCatalog`).
    public static let elements: [BuiltinSpec] = ElementCatalog.elements.map(BuiltinSpec.init)

    /// The modifiers, in the order the reference lists them.
    public static let modifiers: [BuiltinSpec] = ElementCatalog.modifiers.map(BuiltinSpec.init)

    /// The value constructors: grid item sizes for `vgrid(columns:)` / `hgrid(rows:)`.
    public static let values: [BuiltinSpec] = [
        BuiltinSpec(value: "fixed", parameters: gridItemParameters([
            ParameterSpec(nil, .length, required: true, name: "length", doc: "the column's width (row's height)"),
        ]), doc: "a grid column of exactly this width (GridItem(.fixed(w)))", reference: "§3"),
        BuiltinSpec(value: "flexible", parameters: gridItemParameters([
            ParameterSpec("min", .length, default: "10", doc: "the least width"),
            ParameterSpec("max", .lengthOrInfinity, default: "inf", doc: "the largest width"),
        ]), doc: "a grid column sharing the width, within its limits (GridItem(.flexible()))", reference: "§3"),
        BuiltinSpec(value: "adaptive", parameters: gridItemParameters([
            ParameterSpec("min", .positiveNumber, required: true, doc: "the least width of each column"),
            ParameterSpec("max", .lengthOrInfinity, default: "inf", doc: "the largest width of each column"),
        ]), doc: "as many columns of at least min as fit in its share (GridItem(.adaptive(minimum:)))",
            reference: "§3"),
    ]

    /// The value constructor called `name`.
    public static func value(named name: String) -> BuiltinSpec? { valueIndex(named: name).map { values[$0] } }

    /// The built-in element (leaf or container) called `name`.
    public static func element(named name: String) -> BuiltinSpec? { elementIndex(named: name).map { elements[$0] } }

    /// The built-in element named `name`, else the element `registry` has under that name (a
    /// layout registered in Swift), as the checker looks them up.
    public static func element(named name: String, registry: LayoutRegistry) -> BuiltinSpec? {
        if let builtin = element(named: name) { return builtin }
        guard let definition = registry.definition(named: name), definition.role != .modifier else { return nil }
        return BuiltinSpec(definition)
    }

    /// The built-in modifier named `name`, else a modifier registered in Swift.
    public static func modifier(named name: String, registry: LayoutRegistry) -> BuiltinSpec? {
        if let builtin = modifier(named: name) { return builtin }
        guard let definition = registry.definition(named: name), definition.role == .modifier else { return nil }
        return BuiltinSpec(definition)
    }
    /// The built-in modifier called `name` (without the dot).
    public static func modifier(named name: String) -> BuiltinSpec? { modifierIndex(named: name).map { modifiers[$0] } }

    /// Where `value(named:)`, `element(named:)` and `modifier(named:)` find their spec.
    static func valueIndex(named name: String) -> Int? { lookup(name, in: values, byFirstByte: valuesByFirstByte) }
    static func elementIndex(named name: String) -> Int? {
        lookup(name, in: elements, byFirstByte: elementsByFirstByte)
    }
    static func modifierIndex(named name: String) -> Int? {
        lookup(name, in: modifiers, byFirstByte: modifiersByFirstByte)
    }

    /// The position of the first spec called `name`, compared only with those whose name starts
    /// with the same byte (the language server looks names up as the user types; the checker
    /// once per distinct name, `Interpreter.meaning(_:)`).
    private static func lookup(_ name: String, in specs: [BuiltinSpec], byFirstByte table: [[Int]]) -> Int? {
        guard let first = name.utf8.first else { return nil }
        for index in table[Int(first)] where specs[index].name == name { return index }
        return nil
    }

    private static let valuesByFirstByte = firstByteTable(values)
    private static let elementsByFirstByte = firstByteTable(elements)
    private static let modifiersByFirstByte = firstByteTable(modifiers)

    /// For each byte, the positions of the specs whose name starts with it, in table order.
    private static func firstByteTable(_ specs: [BuiltinSpec]) -> [[Int]] {
        var table = [[Int]](repeating: [], count: 256)
        for (index, spec) in specs.enumerated() {
            if let first = spec.name.utf8.first { table[Int(first)].append(index) }
        }
        return table
    }
}
