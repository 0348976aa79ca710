import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Modifiers in SwiftUI's spelling and order: one line each (a content closure spans lines).
extension ExportSession {
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    func modifierLines(_ modifier: ModifierExpr, element: String, scope: [Local]) -> [String] {
        let name = modifier.name.name
        guard let definition = Self.modifiers[name] else {
            refuse("'.\(name)' has no SwiftUI counterpart", at: modifier.range)
            return []
        }
        let pairs = match(modifier.arguments ?? [], definition.parameters)
        func typed(_ argument: Argument, _ parameter: LayoutParameter?) -> String {
            var type = parameter.map { ExportType.of($0.type, element: name, label: $0.label) }
            if name == "padding", parameter?.label == nil, parameter?.type == .edges { type = .edges }
            return value(argument.value, expected: type, scope: scope).code
        }
        // Elements among the arguments (a clip shape, a background's view) are written as views.
        let given: [(label: String?, code: String, expr: Expr)] = pairs.compactMap { argument, parameter in
            if name == "clipShape" || name == "contentShape" || isElement(argument.value, scope: scope) { return nil }
            return (argument.label?.name ?? parameter?.label, typed(argument, parameter), argument.value)
        }
        func plain(_ labels: [String?]) -> String {
            let list = given.map { ($0.label.map { "\($0): " } ?? "") + $0.code }
            _ = labels
            return ".\(name)(\(list.joined(separator: ", ")))"
        }
        switch name {
        case "fill", "resizable":
            return []   // on the element itself (`fill`) or written with the image (`resizable`)
        case "frame", "fixedSize", "layoutPriority", "offset", "opacity", "zIndex", "lineLimit", "gridCellColumns",
             "truncationMode", "minimumScaleFactor", "multilineTextAlignment", "fontWeight", "foregroundColor", "foregroundStyle",
             "scaledToFit", "scaledToFill", "hidden", "clipped", "cornerRadius":
            return [plain([])]
        case "bold":
            return [".bold()"]
        case "dynamicTypeSize":
            // One size, or SwiftUI's range of `DynamicTypeSize` (`...DynamicTypeSize.xxxLarge`).
            func size(_ label: String) -> String? {
                given.first { $0.label == label }.map { "DynamicTypeSize" + $0.code }
            }
            if let one = given.first(where: { $0.label == nil }) { return [".dynamicTypeSize(\(one.code))"] }
            switch (size("min"), size("max")) {
            case let (low?, high?): return [".dynamicTypeSize(\(low)...\(high))"]
            case let (low?, nil): return [".dynamicTypeSize(\(low)...)"]
            case let (nil, high?): return [".dynamicTypeSize(...\(high))"]
            case (nil, nil): return []
            }
        case "padding":
            return [padding(given)]
        case "aspectRatio":
            var list: [String] = []
            if let ratio = given.first(where: { $0.label == nil }) {
                if case .size = ratio.expr.kind { list.append(ratio.code) } else { list.append(ratio.code) }
            }
            list.append("contentMode: " + (given.first { $0.label == "contentMode" }?.code ?? ".fit"))
            return [".aspectRatio(\(list.joined(separator: ", ")))"]
        case "font":
            if let size = given.first(where: { $0.label == "size" })?.code {
                return [".font(.system(size: \(size)))"]
            }
            return [".font(\(given.first?.code ?? ".body"))"]
        case "border":
            let colour = given.first { $0.label == nil }?.code ?? "Color.primary"
            let width = given.first { $0.label == "width" }.map { ", width: \($0.code)" } ?? ""
            return [".border(\(colour)\(width))"]
        case "clipShape":
            guard let argument = modifier.arguments?.first?.value else { return [".clipShape(Rectangle())"] }
            return [".clipShape(\(clipShape(argument, scope: scope)))"]
        case "onTapGesture":
            return [".onTapGesture {}"]
        case "contentShape":
            guard let argument = modifier.arguments?.first?.value else { return [".contentShape(Rectangle())"] }
            return [".contentShape(\(clipShape(argument, scope: scope)))"]
        case "ignoresSafeArea":
            return [plain([])]
        case "overlay", "background":
            return content(modifier, name: name, given: given, scope: scope)
        default:
            refuse("'.\(name)' has no SwiftUI counterpart yet", at: modifier.range)
            return []
        }
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 12)`; layoutc's labelled forms as
    /// `EdgeInsets`.
    func padding(_ given: [(label: String?, code: String, expr: Expr)]) -> String {
        let labels = Set(given.compactMap(\.label))
        if labels.isSubset(of: ["horizontal", "vertical"]) && !labels.isEmpty {
            let h = given.first { $0.label == "horizontal" }?.code ?? "0"
            let v = given.first { $0.label == "vertical" }?.code ?? "0"
            return ".padding(EdgeInsets(top: \(v), leading: \(h), bottom: \(v), trailing: \(h)))"
        }
        if !labels.isDisjoint(with: ["top", "leading", "bottom", "trailing"]) {
            func side(_ label: String) -> String { given.first { $0.label == label }?.code ?? "0" }
            return ".padding(EdgeInsets(top: \(side("top")), leading: \(side("leading")), "
                + "bottom: \(side("bottom")), trailing: \(side("trailing"))))"
        }
        return ".padding(" + given.map(\.code).joined(separator: ", ") + ")"
    }

    /// A clip shape written as a view: `roundedRect(cornerRadius: 18)` → `RoundedRectangle(cornerRadius: 18)`.
    func clipShape(_ expr: Expr, scope: [Local]) -> String {
        switch expr.kind {
        case let .element(element):
            return shape(element.head.name, arguments: element.arguments, scope: scope)
        case let .implicitMember(name, arguments):
            return shape(name.name, arguments: arguments, scope: scope)
        default:
            return value(expr, expected: .shape, scope: scope).code
        }
    }

    /// `.overlay < … >`, `.background(.blue)`, `.background(capsule.fill(.red))`.
    func content(_ modifier: ModifierExpr, name: String, given: [(label: String?, code: String, expr: Expr)],
                 scope: [Local]) -> [String] {
        let alignment = given.first { $0.label == "alignment" }?.code
        let head = alignment.map { ".\(name)(alignment: \($0))" } ?? ".\(name)"
        if let children = modifier.children {
            let lines = children.flatMap { viewLines($0, scope: scope) }
            if lines.count == 1 { return ["\(head) { \(lines[0]) }"] }
            return ["\(head) {"] + indent(lines) + ["}"]
        }
        guard let argument = modifier.arguments?.first(where: { $0.label == nil })?.value else { return [] }
        if isElement(argument, scope: scope) {
            // The content closure: SwiftUI deprecated `.background(view, alignment:)` in iOS 15.
            let lines = viewLines(argument, scope: scope)
            if lines.count == 1 { return ["\(head) { \(lines[0]) }"] }
            return ["\(head) {"] + indent(lines) + ["}"]
        }
        return [".\(name)(\(value(argument, expected: .color, scope: scope).code))"]
    }
}
