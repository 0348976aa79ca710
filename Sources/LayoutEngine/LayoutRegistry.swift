import Foundation

/// Maps names to custom layouts, so `.layout` files can use layouts that Swift code defines.
/// The checker looks names up here after the built-ins; lowering calls `make`.
public struct LayoutRegistry: Sendable {
    public private(set) var definitions: [ElementDefinition] = []

    public init() {}

    /// Adds (or replaces) the layout registered under `definition.name`.
    public mutating func register(_ definition: ElementDefinition) {
        definitions.removeAll { $0.name == definition.name }
        definitions.append(definition)
    }

    /// The layout registered under `name`, if any.
    public func definition(named name: String) -> ElementDefinition? {
        definitions.first { $0.name == name }
    }
}
