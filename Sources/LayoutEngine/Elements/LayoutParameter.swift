import Foundation

/// A value passed to an element's parameter, already checked against its type: what a layout's
/// `make` reads.
public enum LayoutArgumentValue: Hashable, @unchecked Sendable {
    case number(CGFloat)
    case bool(Bool)
    case string(String)
    /// An enumeration value by name (`leading`, `proposal`), for parameters of `.enumeration` type.
    case name(String)
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case axis(Axis)
    /// `nil` given explicitly, or absent without a default (for optional parameters).
    case none

    /// How the language writes the value (`leading`, `8`, `nil`): the IR dump and the docs.
    public var text: String {
        switch self {
        case let .number(value): return formatLength(value)
        case let .bool(value): return value ? "true" : "false"
        case let .string(value): return value.debugDescription
        case let .name(name): return name
        case let .alignment(alignment): return alignment.description
        case let .horizontalAlignment(alignment): return alignment.description
        case let .verticalAlignment(alignment): return alignment.description
        case let .axis(axis): return axis == .horizontal ? "horizontal" : "vertical"
        case .none: return "nil"
        }
    }
}

/// One parameter of an element: its label, type, default and one-line doc. The checker matches
/// written arguments to these; hover, completion, signature help and the reference read them.
public struct LayoutParameter: Hashable, Sendable {
    /// The argument label; `nil` for a positional-only parameter.
    public var label: String?
    public var type: ParameterType
    /// The value a layout receives when the argument is omitted (nil: no value, `.none`).
    public var defaultValue: LayoutArgumentValue?
    /// The default as the language writes it, for docs; nil when there is none.
    public var defaultText: String?
    public var isRequired: Bool
    /// Whether `nil` may be passed (the layout then picks, e.g. spacing from `ViewSpacing`).
    public var allowsNil: Bool
    /// Whether a labelled parameter may also be given positionally (`overlap(4)`); always true
    /// without a label.
    public var isPositional: Bool
    /// What messages call the parameter when it is written without its label ("the count").
    public var positionalName: String
    /// Where the checker files an unlabelled argument: `_` unless an element has two positional
    /// parameters (`.padding(.horizontal, 8)` files the edges under `edges`).
    public var positionalKey: String
    /// A one-line description for hover and docs.
    public var doc: String

    /// A parameter as the built-ins declare theirs: the default as the language spells it (and,
    /// for a layout's `make`, as a value).
    public init(_ label: String?, _ type: ParameterType, default defaultText: String? = nil,
                value defaultValue: LayoutArgumentValue? = nil, required: Bool = false, allowsNil: Bool = false,
                positional: Bool = false, name: String? = nil, key: String = "_",
                doc: String) {
        self.label = label
        self.type = type
        self.defaultValue = defaultValue
        self.defaultText = defaultText
        self.isRequired = required
        self.allowsNil = allowsNil
        self.isPositional = label == nil || positional
        self.positionalName = name ?? label ?? "value"
        self.positionalKey = key
        self.doc = doc
    }

    /// A parameter of a layout written in Swift: no default makes it required, unless it is
    /// optional (then it receives `.none`).
    public init(label: String?, type: ParameterType, defaultValue: LayoutArgumentValue? = nil, isOptional: Bool = false,
                doc: String) {
        self.init(label, type, default: defaultValue?.text, value: defaultValue,
                  required: defaultValue == nil && !isOptional, allowsNil: isOptional, doc: doc)
    }

    /// Whether `nil` may be passed.
    public var isOptional: Bool { allowsNil }

    /// The name used in messages: the label, or what the positional value is.
    public var displayName: String { label ?? positionalName }
}

/// The checked arguments of one use of an element, by parameter (defaults filled in).
public struct LayoutArguments: Sendable {
    /// Values in parameter order.
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

    /// An enumeration argument's name (`.name`), or nil.
    public func name(_ label: String?) -> String? {
        if case .name(let value)? = self[label] { return value }
        return nil
    }

    /// An alignment argument, given as a typed value or by name.
    public func alignment(_ label: String?) -> Alignment? {
        switch self[label] {
        case let .alignment(value)?: return value
        case let .name(name)?: return Alignment(named: name)
        default: return nil
        }
    }

    /// A vertical alignment argument, given as a typed value or by name.
    public func verticalAlignment(_ label: String?) -> VerticalAlignment? {
        switch self[label] {
        case let .verticalAlignment(value)?: return value
        case let .name(name)?: return VerticalAlignment(named: name)
        default: return nil
        }
    }
}
