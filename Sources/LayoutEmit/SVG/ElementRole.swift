import LayoutEngine

/// How a picture treats an element: something visible, a container of others, a modifier wrapper
/// around one element, or empty space — as its definition says.
typealias ElementRole = ElementDefinition.Role

extension ElementDefinition.Role {
    init(_ element: LayoutElement) { self = element.definition.role }
}
