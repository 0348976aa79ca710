import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// The built-in elements and modifiers in SwiftUI's spelling (each element's name in SwiftUI is
/// its `ElementDefinition.swiftUI`).
extension ExportSession {
    /// The arguments of a built-in as `label: value` pairs, written for their SwiftUI types.
    func arguments(_ element: ElementExpr, _ definition: ElementDefinition, scope: [Local])
        -> [(label: String?, code: String, expr: Expr)] {
        match(element.arguments ?? [], definition.parameters).map { argument, parameter in
            var type = parameter.map { ExportType.of($0.type, element: definition.name, label: $0.label) }
            if parameter?.type == .colorOrElement { type = .color }
            return (parameter?.label, value(argument.value, expected: type, scope: scope).code, argument.value)
        }
    }

    /// `label: value, …` for the arguments whose label is in `labels` (in that order), renamed by `as`.
    func labelled(_ given: [(label: String?, code: String, expr: Expr)], _ labels: [String],
                  as names: [String: String] = [:]) -> String {
        labels.compactMap { label in
            given.first { $0.label == label }.map { "\(names[label] ?? label): \($0.code)" }
        }.joined(separator: ", ")
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    func builtin(_ definition: ElementDefinition, _ element: ElementExpr, fill: String?, scope: [Local],
                 inWrap: Bool) -> [String] {
        let given = arguments(element, definition, scope: scope)
        let children = element.children
        func call(_ name: String, _ labels: [String], as names: [String: String] = [:]) -> String {
            let list = labelled(given, labels, as: names)
            return list.isEmpty ? name : "\(name)(\(list))"
        }
        func shape(_ name: String) -> [String] {
            let made = name.hasSuffix(")") ? name : name + "()"
            return [fill.map { "\(made).fill(\($0))" } ?? made]
        }
        switch definition.name {
        case "box":
            let colour = fill ?? {
                supportColors.insert("systemGray5")
                return "Color.systemGray5"
            }()
            if case let .size(width, height)? = given.first(where: { $0.label == nil })?.expr.kind {
                return ["\(colour).frame(width: \(SwiftNames.number(width)), height: \(SwiftNames.number(height)))"]
            }
            return ["\(colour).frame(\(labelled(given, ["width", "height"])))"]
        case "rect": return shape("Rectangle")
        case "roundedRect": return shape("RoundedRectangle(\(labelled(given, ["cornerRadius"])))")
        case "capsule": return shape("Capsule")
        case "ellipse": return shape("Ellipse")
        case "circle": return shape("Circle")
        case "color": return [fill ?? "Color.clear"]
        case "image":
            guard case let .size(width, height)? = given.first?.expr.kind else { return ["Image(\"image\")"] }
            let resizable = element.postfixes.contains {
                if case let .modifier(modifier) = $0 { return modifier.name.name == "resizable" }
                return false
            }
            let (w, h) = (SwiftNames.number(width), SwiftNames.number(height))
            return resizable ? ["Image(\"image\") // an image of \(w)×\(h)", "    .resizable()",
                                "    .frame(idealWidth: \(w), idealHeight: \(h))"]
                : ["Image(\"image\") // an image of \(w)×\(h)", "    .frame(width: \(w), height: \(h))"]
        case "text":
            var lines = ["Text(\(given.first { $0.label == nil }?.code ?? "\"\""))"]
            if let size = given.first(where: { $0.label == "size" })?.code {
                if let relative = given.first(where: { $0.label == "relativeTo" })?.expr {
                    let style = value(relative, expected: .font, scope: scope).code
                    lines.append("    .font(.system(size: \(size))) // scales with \(style) in layoutc")
                } else {
                    lines.append("    .font(.system(size: \(size)))")
                }
            }
            if let limit = given.first(where: { $0.label == "lineLimit" })?.code { lines.append("    .lineLimit(\(limit))") }
            if let fill { lines.append("    .foregroundColor(\(fill))") }
            return lines
        case "spacer":
            if inWrap {
                needsLineBreak = true
                return ["LineBreak()"]
            }
            let length = labelled(given, ["minLength"])
            return ["Spacer(\(length))"]
        case "divider": return ["Divider()"]
        case "hstack", "vstack", "zstack":
            return block(call(definition.swiftUI, ["alignment", "spacing"]), children: children ?? [], scope: scope)
        case "grid":
            return block(call("Grid", ["alignment", "horizontalSpacing", "verticalSpacing"]), children: children ?? [],
                         scope: scope)
        case "row":
            return block(call("GridRow", ["alignment"]), children: children ?? [], scope: scope)
        case "vgrid":
            return block("LazyVGrid(" + labelled(given, ["columns", "alignment", "spacing"]) + ")",
                         children: children ?? [], scope: scope)
        case "hgrid":
            return block("LazyHGrid(" + labelled(given, ["rows", "alignment", "spacing"]) + ")",
                         children: children ?? [], scope: scope)
        case "fits":
            let axes = given.first { $0.label == "axes" }?.code
            return block(axes == nil || axes == "[.horizontal, .vertical]" ? "ViewThatFits" : "ViewThatFits(in: \(axes ?? ""))",
                         children: children ?? [], scope: scope)
        case "scroll":
            let axis = given.first { $0.label == "axis" }?.code
            return block(axis == nil || axis == ".vertical" ? "ScrollView" : "ScrollView(\(axis ?? ""))",
                         children: children ?? [], scope: scope)
        case "any":
            guard let layout = given.first?.expr else { return ["EmptyView()"] }
            return block(anyLayout(layout, scope: scope), children: children ?? [], scope: scope)
        case "button":
            return block("Button(action: {})", children: children ?? [], scope: scope)
        case "wrap", "overlap", "columns", "alternate", "radial", "balanced":
            supportLayouts.insert(definition.name)
            return block(supportCall(definition, given), children: children ?? [], scope: scope,
                         inWrap: definition.name == "wrap")
        default:
            refuse("'\(definition.name)' has no SwiftUI counterpart yet", at: element.head.range)
            return ["EmptyView()"]
        }
    }

    /// A seed layout's `Layout` conformance (`SupportSources`) with its arguments.
    func supportCall(_ definition: ElementDefinition, _ given: [(label: String?, code: String, expr: Expr)])
        -> String {
        // In the order the conformance declares them (its memberwise initializer's), which is the
        // definition's.
        let order = definition.parameters.map { $0.label ?? "count" }
        let args = given.map { ($0.label ?? "count", $0.code) }
            .sorted { (order.firstIndex(of: $0.0) ?? 0) < (order.firstIndex(of: $1.0) ?? 0) }
            .map { "\($0.0): \($0.1)" }
        let name = definition.swiftUI
        return args.isEmpty ? name + "()" : "\(name)(\(args.joined(separator: ", ")))"
    }

    /// A container value as an `AnyLayout`: `hstack(spacing: 0)` → `AnyLayout(HStackLayout(spacing: 0))`.
    func anyLayout(_ expr: Expr, scope: [Local]) -> String {
        if case let .element(element) = expr.kind, let definition = Self.elements[element.head.name],
           definition.role == .container {
            let given = arguments(element, definition, scope: scope)
            switch definition.name {
            case "hstack", "vstack", "zstack":
                let name = definition.swiftUI + "Layout"
                let list = labelled(given, ["alignment", "spacing"])
                return "AnyLayout(\(name)(\(list)))"
            case "grid":
                return "AnyLayout(GridLayout(\(labelled(given, ["alignment", "horizontalSpacing", "verticalSpacing"]))))"
            case "wrap", "overlap", "columns", "alternate", "radial", "balanced":
                supportLayouts.insert(definition.name)
                return "AnyLayout(\(supportCall(definition, given)))"
            default:
                refuse("'\(definition.name)' is not a Layout in SwiftUI, so it cannot be an AnyLayout", at: expr.range)
                return "AnyLayout(VStackLayout())"
            }
        }
        return value(expr, expected: .layout, scope: scope).code
    }
}
