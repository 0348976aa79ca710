import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutAppModel

/// SwiftUI's views (`builtin`) and modifiers (`apply`) in `.layout`'s spelling; views the
/// language has no element for are drawn with documented stand-ins, with a note.
extension ReadSession {
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func builtin(_ name: String, _ arguments: [SwiftArgument], _ range: Range<Int>,
                          _ scope: Scope) -> [LayoutDraft.Node] {
        let unlabelled = arguments.first { $0.label == nil && !$0.isTrailing }
        // The content closure (trailing, or `content:`), read only by the views that have one.
        func contentArguments() -> [SwiftArgument] {
            arguments.filter { $0.isTrailing && $0.label == nil || $0.label == "content" }
        }
        switch name {
        case "Text":
            let source = unlabelled?.value ?? arguments.first { $0.label == "verbatim" }?.value
            var text = source.flatMap { value($0, scope) }
            if text == nil || !(text?.text.hasPrefix("\"") ?? false) && !isName(text?.text ?? "") {
                if let source, text == nil {
                    note(.unknown, "text known only when the app runs: laid out as \(SwiftReaderStandIns.text) "
                         + "(16 characters)", source.range, scope.file)
                }
                text = .init(text: SwiftReaderStandIns.text, origin: source.map { origin($0.range, scope) })
            }
            return [element("text", [.init(label: nil, value: text ?? .init(text: "\"\""))], range, scope, id: id())]
        case "Image":
            if arguments.contains(where: { $0.label == "systemName" }) {
                note(.standIn, "an SF Symbol: laid out as 20×20, about its size at the body style", range, scope.file)
                return [element("image", [.init(label: nil, value: .init(text: "20x20"))], range, scope, id: id())]
            }
            note(.unknown, "an image whose size is in the app's assets: laid out 0×0 (flexible when resizable)",
                 range, scope.file)
            return [element("image", [.init(label: nil, value: .init(text: "0x0"))], range, scope, id: id())]
        case "AsyncImage":
            note(.unknown, "an image loaded when the app runs: laid out 0×0 and flexible", range, scope.file)
            let image = LayoutDraft.Node.element(id: id(), head: "image", arguments: [.init(label: nil, value: .init(text: "0x0"))],
                                                 children: nil, modifiers: [LayoutDraft.Modifier(
                                                    id: id(), name: "resizable", arguments: [], content: nil,
                                                    origin: origin(range, scope))], origin: origin(range, scope))
            return [image]
        case "Spacer":
            let length = arguments.first { $0.label == "minLength" }.flatMap { value($0.value, scope) }
            return [element("spacer", length.map { [.init(label: "minLength", value: $0)] }, range, scope, id: id())]
        case "Divider":
            return [element("divider", nil, range, scope, id: id())]
        case "Color":
            return [colorView(SwiftExpr(kind: .call(SwiftExpr(kind: .identifier("Color"), range: range), arguments),
                                        range: range), scope)]
        case "Rectangle": return [element("rect", nil, range, scope, id: id())]
        case "Circle": return [element("circle", nil, range, scope, id: id())]
        case "Capsule": return [element("capsule", nil, range, scope, id: id())]
        case "Ellipse": return [element("ellipse", nil, range, scope, id: id())]
        case "ContainerRelativeShape", "UnevenRoundedRectangle": return [element("rect", nil, range, scope, id: id())]
        case "RoundedRectangle":
            let radius = arguments.first { $0.label == "cornerRadius" }.flatMap { value($0.value, scope) }
            return [element("roundedRect", radius.map { [.init(label: "cornerRadius", value: $0)] }, range, scope, id: id())]
        case "HStack", "LazyHStack":
            return [container("hstack", ["alignment", "spacing"], arguments, range, scope)]
        case "VStack", "LazyVStack":
            return [container("vstack", ["alignment", "spacing"], arguments, range, scope)]
        case "ZStack":
            return [container("zstack", ["alignment"], arguments, range, scope)]
        case "Grid":
            return [container("grid", ["alignment", "horizontalSpacing", "verticalSpacing"], arguments, range, scope)]
        case "GridRow":
            return [container("row", ["alignment"], arguments, range, scope)]
        case "LazyVGrid":
            return [container("vgrid", ["columns", "alignment", "spacing"], arguments, range, scope)]
        case "LazyHGrid":
            return [container("hgrid", ["rows", "alignment", "spacing"], arguments, range, scope)]
        case "ScrollView":
            return [container("scroll", ["_"], arguments, range, scope, renamed: ["_": "axis"])]
        case "ViewThatFits":
            return [container("fits", ["in"], arguments, range, scope, renamed: ["in": "axes"])]
        case "Group", "NavigationStack", "NavigationView", "NavigationSplitView", "AnyView", "TimelineView":
            // Transparent to layout: its content takes its place.
            return contentArguments().flatMap { viewNodes(of: $0.value, scope) }
                + (unlabelled.map { viewNodes(of: $0.value, scope) } ?? [])
        case "LabeledContent", "DatePicker", "ColorPicker":
            // A form row: its label, a spacer, its value (LabeledContent's content; a stand-in for
            // the pickers' controls).
            var label = arguments.first { $0.label == "label" }.map { viewNodes(of: $0.value, scope) } ?? []
            if label.isEmpty, let title = unlabelled.flatMap({ value($0.value, scope) }) {
                label = [element("text", [.init(label: nil, value: title)], range, scope, id: id())]
            }
            var content: [LayoutDraft.Node] = []
            if name == "LabeledContent" {
                content = arguments.first { $0.label == "value" }.flatMap { value($0.value, scope) }
                    .map { [element("text", [.init(label: nil, value: $0)], range, scope, id: id())] }
                    ?? contentArguments().flatMap { viewNodes(of: $0.value, scope) }
            } else {
                let size = name == "ColorPicker" ? ("28", "28") : ("120", "34")
                note(.standIn, "a \(name): laid out as its title, a spacer and a \(size.0)×\(size.1) control",
                     range, scope.file)
                content = [.element(id: id(), head: "roundedRect", arguments: [.init(label: "cornerRadius", value: .init(text: "6"))],
                                    children: nil, modifiers: [LayoutDraft.Modifier(
                                        id: id(), name: "frame", arguments: [
                                            .init(label: "width", value: .init(text: size.0)),
                                            .init(label: "height", value: .init(text: size.1)),
                                        ], content: nil, origin: origin(range, scope))], origin: origin(range, scope))]
            }
            return [element("hstack", children: label + [element("spacer", nil, range, scope, id: id())] + content,
                            range, scope, id: id())]
        case "GroupBox":
            // Its label above its content, inset 16 points in a rounded box.
            note(.standIn, "a GroupBox: laid out as its label and content in a vstack, 16-point padding and a "
                 + "rounded background", range, scope.file)
            var rows = arguments.first { $0.label == "label" }.map { viewNodes(of: $0.value, scope) } ?? []
            if rows.isEmpty, let title = unlabelled.flatMap({ value($0.value, scope) }) {
                rows = [element("text", [.init(label: nil, value: title)], range, scope, id: id())]
            }
            rows += contentArguments().flatMap { viewNodes(of: $0.value, scope) }
            let box = LayoutDraft.Node.element(
                id: id(), head: "vstack", arguments: [.init(label: "alignment", value: .init(text: ".leading"))],
                children: rows, modifiers: [
                    LayoutDraft.Modifier(id: id(), name: "padding", arguments: [.init(label: nil, value: .init(text: "16"))],
                                         content: nil, origin: origin(range, scope)),
                    LayoutDraft.Modifier(id: id(), name: "background", arguments: nil, content: [
                        .element(id: id(), head: "roundedRect",
                                 arguments: [.init(label: "cornerRadius", value: .init(text: "8"))], children: nil,
                                 modifiers: [LayoutDraft.Modifier(id: id(), name: "fill", arguments: [
                                    .init(label: nil, value: .init(text: ".secondarySystemBackground")),
                                 ], content: nil, origin: origin(range, scope))], origin: origin(range, scope)),
                    ], origin: origin(range, scope)),
                ], origin: origin(range, scope))
            return [box]
        case "TabView":
            note(.standIn, "a TabView: laid out as its first tab (the tab bar is not drawn)", range, scope.file)
            return Array(contentArguments().flatMap { viewNodes(of: $0.value, scope) }.prefix(1))
        case "Button", "NavigationLink", "Link", "Menu", "SettingsLink", "ShareLink":
            // The label: `label: { … }`; else a title; else the trailing closure when the action
            // was given as `action:` (or there is no action: a NavigationLink's or Menu's content).
            var label: [LayoutDraft.Node] = []
            if let labelled = arguments.first(where: { $0.label == "label" }) {
                label = viewNodes(of: labelled.value, scope)
            } else if let title = unlabelled {
                let text = value(title.value, scope) ?? .init(text: SwiftReaderStandIns.text)
                label = [element("text", [.init(label: nil, value: text)], range, scope, id: id())]
            } else if name != "Button" || arguments.contains(where: { $0.label == "action" }),
                      let trailing = arguments.last(where: \.isTrailing) {
                label = viewNodes(of: trailing.value, scope)
            }
            return [element("button", children: label, range, scope, id: id())]
        case "Label":
            note(.standIn, "a Label: laid out as its icon (an SF Symbol, 20×20) beside its title", range, scope.file)
            let title = unlabelled.flatMap { value($0.value, scope) } ?? .init(text: SwiftReaderStandIns.text)
            return [element("hstack", children: [
                element("image", [.init(label: nil, value: .init(text: "20x20"))], range, scope, id: id()),
                element("text", [.init(label: nil, value: title)], range, scope, id: id()),
            ], range, scope, id: id())]
        case "Toggle":
            note(.standIn, "a Toggle: laid out as its title, a spacer and a 51×31 switch", range, scope.file)
            var title = contentArguments().flatMap { viewNodes(of: $0.value, scope) }
            if title.isEmpty, let text = unlabelled.flatMap({ value($0.value, scope) }) {
                title = [element("text", [.init(label: nil, value: text)], range, scope, id: id())]
            }
            let knob = LayoutDraft.Node.element(
                id: id(), head: "capsule", arguments: nil, children: nil,
                modifiers: [LayoutDraft.Modifier(id: id(), name: "frame", arguments: [
                    .init(label: "width", value: .init(text: "51")), .init(label: "height", value: .init(text: "31")),
                ], content: nil, origin: origin(range, scope))], origin: origin(range, scope))
            return [element("hstack", children: title + [element("spacer", nil, range, scope, id: id()), knob],
                            range, scope, id: id())]
        case "TextField", "SecureField":
            let prompt = unlabelled.flatMap { value($0.value, scope) } ?? .init(text: "\"\"")
            let node = LayoutDraft.Node.element(
                id: id(), head: "text", arguments: [.init(label: nil, value: prompt)], children: nil,
                modifiers: [LayoutDraft.Modifier(id: id(), name: "frame", arguments: [
                    .init(label: "maxWidth", value: .init(text: "inf")), .init(label: "alignment", value: .init(text: ".leading")),
                ], content: nil, origin: origin(range, scope))], origin: origin(range, scope))
            return [node]
        case "List", "Form":
            note(.standIn, "a \(name): laid out as a column of its rows (the inset-grouped style's insets and "
                 + "row heights are not drawn)", range, scope.file)
            return [element("vstack", [.init(label: "alignment", value: .init(text: ".leading")),
                                       .init(label: "spacing", value: .init(text: "0"))],
                            children: contentArguments().flatMap { viewNodes(of: $0.value, scope) }, range, scope,
                            id: id())]
        case "Section":
            var rows: [LayoutDraft.Node] = []
            if let header = arguments.first(where: { $0.label == "header" }) { rows += viewNodes(of: header.value, scope) }
            if let title = unlabelled.flatMap({ value($0.value, scope) }) {
                rows.append(element("text", [.init(label: nil, value: title)], range, scope, id: id()))
            }
            rows += contentArguments().flatMap { viewNodes(of: $0.value, scope) }
            if let footer = arguments.first(where: { $0.label == "footer" }) { rows += viewNodes(of: footer.value, scope) }
            return [element("vstack", [.init(label: "alignment", value: .init(text: ".leading"))], children: rows,
                            range, scope, id: id())]
        case "ForEach":
            return forEach(arguments, range, scope)
        case "GeometryReader":
            note(.unknown, "a GeometryReader: its size is known only when laid out in the app; its content is "
                 + "laid out at the top-leading corner of all the room offered", range, scope.file)
            let inner = ZeroScope.unknownParameters(arguments, scope)
            let nodes = arguments.filter(\.isTrailing).flatMap { viewNodes(of: $0.value, inner) }
            let node = LayoutDraft.Node.element(
                id: id(), head: "zstack", arguments: [.init(label: "alignment", value: .init(text: ".topLeading"))],
                children: nodes,
                modifiers: [LayoutDraft.Modifier(id: id(), name: "frame", arguments: [
                    .init(label: "maxWidth", value: .init(text: "inf")), .init(label: "maxHeight", value: .init(text: "inf")),
                    .init(label: "alignment", value: .init(text: ".topLeading")),
                ], content: nil, origin: origin(range, scope))], origin: origin(range, scope))
            return [node]
        case "EmptyView":
            return []
        default:
            if let seed = SwiftUIViews.seedLayouts[name] {
                let labels = ["alignment", "spacing", "lineSpacing", "fit", "overlap", "axis", "count", "_"]
                return [container(seed, labels, arguments, range, scope, renamed: ["count": "_", "_": "_"])]
            }
            note(.standIn, "a \(name): laid out as an empty, flexible rectangle", range, scope.file)
            return [element("rect", nil, range, scope, id: id())]
        }
    }

    /// `ForEach(0..<n) { i in … }`, `ForEach(items, id: \.self) { item in … }`: a `repeat`; over a
    /// collection known only at run time, three items with their values unknown.
    mutating func forEach(_ arguments: [SwiftArgument], _ range: Range<Int>, _ scope: Scope) -> [LayoutDraft.Node] {
        guard let source = arguments.first(where: { $0.label == nil && !$0.isTrailing })?.value,
              let body = arguments.last(where: \.isTrailing)?.value ?? arguments.first(where: { $0.label == "content" })?.value
        else {
            note(.skipped, "a ForEach the reader does not read", range, scope.file)
            return []
        }
        var parameters: [String] = []
        var statements: [SwiftStmt] = []
        if case let .closure(names, inner) = body.kind {
            parameters = names
            statements = inner
        }
        var inner = scope
        var itemName = parameters.first.map(LayoutNames.local) ?? "item"
        var indexName: String?
        var enumeratedElement: String?
        var list: LayoutDraft.Value?
        // `Array(items.enumerated())` with `(index, item)`: the items, with their index.
        if case let .call(callee, args) = source.kind, case .identifier("Array") = callee.kind,
           case let .call(enumerated, _)? = args.first?.value.kind, case let .member(items, "enumerated") = enumerated.kind {
            list = value(items, scope)
            if parameters.count >= 2 {
                indexName = LayoutNames.local(parameters[0])
                itemName = LayoutNames.local(parameters[1])
            } else if let element = parameters.first, list != nil {
                // `{ element in let (i, item) = (element.offset, element.element) … }`.
                indexName = "offset"
                itemName = "element"
                inner.values[element + ".offset"] = LayoutDraft.Value(text: "offset", origin: nil)
                inner.values[element + ".element"] = LayoutDraft.Value(text: "element", origin: nil)
                enumeratedElement = element
            }
        } else {
            list = value(source, scope)
        }
        if list == nil, case let .array(items) = source.kind {
            // A literal list of values the reader cannot write (`[ColorScheme.light, .dark]`): as many items.
            note(.unknown, "items whose values are known only when the app runs: laid out \(items.count) times",
                 source.range, scope.file)
            list = .init(text: String(items.count), origin: origin(source.range, scope))
            for name in parameters { inner.values[name] = .some(nil) }
        } else if list == nil {
            note(.unknown, "a collection known only when the app runs: laid out with \(SwiftReaderStandIns.items) "
                 + "items whose values are unknown", source.range, scope.file)
            list = .init(text: String(SwiftReaderStandIns.items), origin: origin(source.range, scope))
            for name in parameters { inner.values[name] = .some(nil) }
        } else if enumeratedElement == nil {
            for name in parameters { inner.values[name] = LayoutDraft.Value(text: LayoutNames.local(name), origin: nil) }
        }
        // `$0` in a closure without parameters.
        inner.values["$0"] = inner.values[parameters.first ?? ""] ?? LayoutDraft.Value(text: itemName, origin: nil)
        let children = viewNodes(statements.isEmpty ? [.expression(body)] : statements, inner)
        return [.repeatBlock(id: id(), source: list ?? .init(text: "0"), name: itemName, index: indexName,
                             children: children, origin: origin(range, scope))]
    }

}

/// Scopes for closures whose parameters are known only when the app runs.
enum ZeroScope {
    static func unknownParameters(_ arguments: [SwiftArgument], _ scope: ReadSession.Scope) -> ReadSession.Scope {
        var inner = scope
        for argument in arguments where argument.isTrailing {
            if case let .closure(names, _) = argument.value.kind {
                for name in names { inner.values[name] = .some(nil) }
            }
        }
        return inner
    }
}
