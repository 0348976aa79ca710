import Foundation

/// A value passed to a custom layout's parameter, already checked against its type.
public enum LayoutArgumentValue: Hashable, @unchecked Sendable {
    case number(CGFloat)
    case bool(Bool)
    case string(String)
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case axis(Axis)
    /// `nil` given explicitly (for optional parameters).
    case none
}

/// The type of a custom layout's parameter, as the checker sees it.
public enum LayoutParameterType: String, Hashable, Sendable {
    case number, integer, bool, string, alignment, horizontalAlignment, verticalAlignment, axis
}

/// One parameter of a registered custom layout.
public struct LayoutParameter: Hashable, Sendable {
    /// The argument label; `nil` for a positional parameter.
    public var label: String?
    public var type: LayoutParameterType
    /// The default when the argument is omitted; `nil` makes the parameter required.
    public var defaultValue: LayoutArgumentValue?
    /// Whether `nil` may be passed (the layout then picks, e.g. spacing from `ViewSpacing`).
    public var isOptional: Bool
    /// A one-line description for hover and docs.
    public var doc: String

    public init(
        label: String?, type: LayoutParameterType, defaultValue: LayoutArgumentValue? = nil,
        isOptional: Bool = false, doc: String
    ) {
        self.label = label
        self.type = type
        self.defaultValue = defaultValue
        self.isOptional = isOptional
        self.doc = doc
    }

    /// The name used in messages: the label, or `_` for a positional parameter.
    public var displayName: String { label ?? "_" }
}

/// The checked arguments of one use of a custom layout, by parameter.
public struct LayoutArguments: Sendable {
    /// Values in parameter order (defaults filled in).
    public var values: [LayoutArgumentValue]
    public let parameters: [LayoutParameter]

    public init(parameters: [LayoutParameter], values: [LayoutArgumentValue]) {
        precondition(parameters.count == values.count, "internal error: argument count mismatch")
        self.parameters = parameters
        self.values = values
    }

    /// The value for the parameter labelled `label` (`nil` label: the first positional one).
    public subscript(label: String?) -> LayoutArgumentValue? {
        parameters.firstIndex { $0.label == label }.map { values[$0] }
    }

    /// A number argument, or `nil` when it is absent or `nil`.
    public func number(_ label: String?) -> CGFloat? {
        if case .number(let value)? = self[label] { return value }
        return nil
    }
}

/// A layout written in Swift and made available to the language under `name`.
public struct CustomLayoutDefinition {
    public var name: String
    /// A one-line description for hover and docs.
    public var doc: String
    public var parameters: [LayoutParameter]
    /// Builds the layout from checked arguments.
    public var make: (LayoutArguments) -> any Layout

    public init(name: String, doc: String, parameters: [LayoutParameter], make: @escaping (LayoutArguments) -> any Layout) {
        self.name = name
        self.doc = doc
        self.parameters = parameters
        self.make = make
    }
}

/// Maps names to custom layouts, so `.layout` files can use layouts that Swift code defines.
/// The checker looks names up here after the built-ins; lowering calls `make`.
public struct LayoutRegistry {
    public private(set) var definitions: [CustomLayoutDefinition] = []

    public init() {}

    /// Adds (or replaces) the layout registered under `definition.name`.
    public mutating func register(_ definition: CustomLayoutDefinition) {
        definitions.removeAll { $0.name == definition.name }
        definitions.append(definition)
    }

    /// The layout registered under `name`, if any.
    public func definition(named name: String) -> CustomLayoutDefinition? {
        definitions.first { $0.name == name }
    }
}
