import Foundation

/// The typed reads a registered layout's `make` uses: each returns nil when the argument is
/// absent, `nil`, or of another type.
extension LayoutArguments {
    /// A whole-number argument (`.positiveInteger`), nil unless it is an integer an `Int` holds.
    public func integer(_ label: String?) -> Int? {
        guard let value = number(label), value == value.rounded(), abs(value) < 0x1p53 else { return nil }
        return Int(value)
    }

    public func bool(_ label: String?) -> Bool? {
        if case .bool(let value)? = self[label] { return value }
        return nil
    }

    public func string(_ label: String?) -> String? {
        if case .string(let value)? = self[label] { return value }
        return nil
    }

    /// A horizontal alignment argument, given as a typed value or by name.
    public func horizontalAlignment(_ label: String?) -> HorizontalAlignment? {
        switch self[label] {
        case let .horizontalAlignment(value)?: return value
        case let .name(name)?: return HorizontalAlignment(named: name)
        default: return nil
        }
    }

    /// An axis argument (`horizontal`, `vertical`), given as a typed value or by name.
    public func axis(_ label: String?) -> Axis? {
        switch self[label] {
        case let .axis(value)?: return value
        case .name("horizontal")?: return .horizontal
        case .name("vertical")?: return .vertical
        default: return nil
        }
    }
}

extension LayoutRegistry {
    /// Registers the layout `make` builds under `name`, so that `.layout` files can use it:
    /// `registry.register("overlapping", doc: "…", parameters: [LayoutParameter(label: "overlap",
    /// type: .length, defaultValue: .number(6), doc: "…")]) { OverlappingHStack(overlap:
    /// $0.number("overlap") ?? 6) }`. The checker validates every use against `parameters`
    /// (labels, types, defaults) and the language server completes and documents them.
    public mutating func register(_ name: String, doc: String, parameters: [LayoutParameter] = [],
                                  make: @escaping (LayoutArguments) -> any Layout) {
        register(ElementDefinition(name: name, doc: doc, parameters: parameters, make: make))
    }
}
