import Foundation
import LayoutDiagnostics
import LayoutEngine
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
            // A value shown with a format SwiftUI's Text applies (`Text(date, style: .date)`,
            // `Text(price, format: .currency(…))`): its text is known only when the app runs; a
            // number as `.number` shows it is its digits.
            let format = arguments.first { $0.label == "format" || $0.label == "style" || $0.label == "formatter" }
            if let format, !(format.label == "format" && Self.isPlainNumberFormat(format.value)) {
                // A known number in a currency or a percentage: as Foundation writes it (en_US).
                if format.label == "format", let known = text, known.standIn == nil,
                   let number = FormatStyles.number(known.text),
                   let shown = FormatStyles.formatted(number, style: format.value, resolve: { value($0, scope)?.text }) {
                    text = .init(text: "\"" + shown + "\"", origin: known.origin)
                } else {
                    text = nil
                }
            }
            if let known = text, !known.text.hasPrefix("\""), format != nil || !isName(known.text) {
                // A number shown with `.number`, an expression: shown as SwiftUI shows it, as text.
                text = .init(text: "\"\\(\(known.text))\"", origin: known.origin, standIn: known.standIn)
            }
            let node = id()
            if let known = text, unlabelled != nil, let source {
                text = localizationKeyStandIn(known, source, scope)
                // A literal is a `LocalizedStringKey`: SwiftUI shows its inline Markdown styled, not
                // its marks (`[support@example.com](mailto:…)` shows the address only).
                if case .string = source.kind, let shown = text, shown.standIn == nil {
                    text = .init(text: Self.withoutMarkdown(shown.text), origin: shown.origin)
                }
            }
            if text == nil {
                if let source {
                    note(.unknown, "text known only when the app runs: laid out as \(SwiftReaderStandIns.text) "
                         + "(16 characters)", source.range, scope.file)
                }
                let described = source.map { sourceText($0, scope) } ?? "the text"
                text = .init(text: SwiftReaderStandIns.text, origin: source.map { origin($0.range, scope) },
                             standIn: StandInMarks.text + "\(described)")
            }
            if let standIn = text?.standIn { draft.standIns[node] = standIn }
            return [element("text", [.init(label: nil, value: text ?? .init(text: "\"\""))], range, scope, id: node)]
        case "Image":
            // `Image(systemSymbol: .gear)`: SFSafeSymbols' spelling of an SF Symbol.
            if arguments.contains(where: { $0.label == "systemName" || $0.label == "systemSymbol" }) {
                note(.standIn, "an SF Symbol: laid out as 20×20, about its size at the body style", range, scope.file)
                let node = id()
                draft.standIns[node] = StandInMarks.symbolSize
                return [element("image", [.init(label: nil, value: .init(text: "20x20"))], range, scope, id: node)]
            }
            // `Image("avatar")` (`bundle:` too): its size in the asset catalogue.
            if let named = unlabelled.flatMap({ value($0.value, scope) }), named.standIn == nil,
               named.text.hasPrefix("\""), named.text.hasSuffix("\""), named.text.count >= 2,
               let size = assets.images[String(named.text.dropFirst().dropLast())] {
                return [sizedImage(size, range, scope)]
            }
            // `Image(.avatar)` (Xcode's generated asset symbols), `Image(asset: Asset.avatar)`,
            // `Image(uiImage: Asset.avatar.image)`: the image set the symbol names.
            if let symbol = arguments.first(where: { $0.label == nil || $0.label == "asset" || $0.label == "uiImage" }),
               let size = assetSymbolSize(symbol.value) {
                return [sizedImage(size, range, scope)]
            }
            return [assetImage(range, scope)]
        case "AsyncImage":
            note(.unknown, "an image loaded when the app runs: laid out 0×0 and flexible", range, scope.file)
            let image = LayoutDraft.Node.element(id: id(), head: "image", arguments: [.init(label: nil, value: .init(text: "0x0"))],
                                                 children: nil, modifiers: [LayoutDraft.Modifier(
                                                    id: id(), name: "resizable", arguments: [], content: nil,
                                                    origin: origin(range, scope))], origin: origin(range, scope))
            markStandIn([image], "an image loaded when the app runs")
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
            let scroll = container("scroll", ["_"], arguments, range, scope, renamed: ["_": "axis"])
            // Its content is a stack of its axis, as SwiftUI's is when it has several views.
            guard case let .element(scrollID, head, given, children?, modifiers, origin) = scroll else { return [scroll] }
            if children.count == 1, case .element = children[0] { return [scroll] }
            let horizontal = given?.contains { $0.label == "axis" && $0.value.text == ".horizontal" } ?? false
            let stack = LayoutDraft.Node.element(id: id(), head: horizontal ? "hstack" : "vstack", arguments: nil,
                                                 children: children, modifiers: [], origin: origin)
            return [.element(id: scrollID, head: head, arguments: given, children: [stack], modifiers: modifiers,
                             origin: origin)]
        case "ViewThatFits":
            return [container("fits", ["in"], arguments, range, scope, renamed: ["in": "axes"])]
        case "Group", "NavigationStack", "NavigationView", "NavigationSplitView", "AnyView", "TimelineView":
            // Transparent to layout: its content takes its place.
            return contentArguments().flatMap { viewNodes(of: $0.value, scope) }
                + (unlabelled.map { viewNodes(of: $0.value, scope) } ?? [])
        case "LabeledContent", "DatePicker", "ColorPicker":
            // A form row: its label, a spacer, its value (LabeledContent's content; a stand-in for
            // the pickers' controls) — or, when the label does not fit beside the value, the label
            // above it, as iOS sets a value row's at the accessibility sizes (`fits`).
            func parts() -> (label: [LayoutDraft.Node], content: [LayoutDraft.Node]) {
                var label = arguments.first { $0.label == "label" }.map { viewNodes(of: $0.value, scope) } ?? []
                if label.isEmpty, let title = unlabelled.flatMap({ value($0.value, scope) }) {
                    label = [element("text", [.init(label: nil, value: title)], range, scope, id: id())]
                }
                var content: [LayoutDraft.Node] = []
                if name == "LabeledContent", let shown = arguments.first(where: { $0.label == "value" }),
                   let format = arguments.first(where: { $0.label == "format" }) {
                    // `LabeledContent("Saved", value: count, format: .number)`: its value as `Text(count, format:)` shows it.
                    content = builtin("Text", [SwiftArgument(label: nil, value: shown.value, isTrailing: false), format], range, scope)
                } else if name == "LabeledContent" {
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
                return (label, content)
            }
            let nested = valueRowDepth > 0
            valueRowDepth += 1
            defer { valueRowDepth -= 1 }
            let (label, content) = parts()
            let row = element("hstack", children: label + [element("spacer", nil, range, scope, id: id())] + content,
                              range, scope, id: id())
            guard !nested, !label.isEmpty, !content.isEmpty else { return [row] }
            let again = parts()
            return [rowOrColumn(row, label: again.label, value: again.content, range, scope)]
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
            let leftOutBefore = leftOutViews.count
            if let labelled = arguments.first(where: { $0.label == "label" }) {
                label = viewNodes(of: labelled.value, scope)
            } else if let title = unlabelled {
                label = [titleNode(title.value, range, scope)]
            } else if name != "Button" || arguments.contains(where: { $0.label == "action" || $0.label == "intent" }),
                      let trailing = arguments.last(where: \.isTrailing) {
                label = viewNodes(of: trailing.value, scope)
            }
            // In a widget only an intent's button answers taps (iOS 17's interactive widgets); a
            // link is a region of the archived picture, drawn as its label.
            if inWidget && !(name == "Button" && arguments.contains(where: { $0.label == "intent" })) { return label }
            let button = element("button", children: label, range, scope, id: id())
            if leftOutViews.count > leftOutBefore {
                // What the label draws, and so where it takes taps, lacks what was left out.
                markStandIn([button], StandInMarks.leftOut + "'\(leftOutViews[leftOutBefore])', which the reader left out")
            }
            return [button]
        case "Label":
            note(.standIn, "a Label: laid out as its icon (an SF Symbol, 20×20) beside its title", range, scope.file)
            // `Label("Title", systemImage:)`, or `Label { title } icon: { icon }`; `.labelStyle(.iconOnly)`
            // shows the icon alone, `.titleOnly` the title.
            var titleNodes = arguments.first { $0.isTrailing && $0.label == nil || $0.label == "title" }
                .map { viewNodes(of: $0.value, scope) } ?? []
            if titleNodes.isEmpty {
                let node = id()
                var title = unlabelled.flatMap { value($0.value, scope) }
                if let known = title, !known.text.hasPrefix("\"") {
                    title = .init(text: "\"\\(\(known.text))\"", origin: known.origin, standIn: known.standIn)
                }
                if let known = title, let source = unlabelled?.value {
                    title = localizationKeyStandIn(known, source, scope)
                }
                if title == nil {
                    title = .init(text: SwiftReaderStandIns.text,
                                  standIn: StandInMarks.text + "\(unlabelled.map { sourceText($0.value, scope) } ?? "the title")")
                }
                if let standIn = title?.standIn { draft.standIns[node] = standIn }
                titleNodes = [element("text", [.init(label: nil, value: title ?? .init(text: "\"\""))], range, scope, id: node)]
            }
            let iconNodes = arguments.first { $0.label == "icon" }.map { viewNodes(of: $0.value, scope) }
                ?? [element("image", [.init(label: nil, value: .init(text: "20x20"))], range, scope, id: id())]
            switch scope.styles["labelStyle"] {
            case "iconOnly": return iconNodes
            case "titleOnly": return titleNodes
            default:
                let stack = id()
                labelParts[stack] = (iconNodes, titleNodes)
                return [element("hstack", children: iconNodes + titleNodes, range, scope, id: stack)]
            }
        case "Toggle":
            var title = contentArguments().flatMap { viewNodes(of: $0.value, scope) }
            if title.isEmpty, let unlabelled {
                title = [titleNode(unlabelled.value, range, scope)]
            }
            // The app's own style (`.toggleStyle(.checkbox)` around it): its `makeBody`, with the
            // title as `configuration.label` and `configuration.isOn` the binding's value.
            if let styled = appToggleStyle(title, arguments, range, scope) { return styled }
            note(.standIn, "a Toggle: laid out as its title, a spacer and a 51×31 switch", range, scope.file)
            let knob = LayoutDraft.Node.element(
                id: id(), head: "capsule", arguments: nil, children: nil,
                modifiers: [LayoutDraft.Modifier(id: id(), name: "frame", arguments: [
                    .init(label: "width", value: .init(text: "51")), .init(label: "height", value: .init(text: "31")),
                ], content: nil, origin: origin(range, scope))], origin: origin(range, scope))
            return [element("hstack", children: title + [element("spacer", nil, range, scope, id: id()), knob],
                            range, scope, id: id())]
        case "TextField", "SecureField":
            let prompt = unlabelled.flatMap { value($0.value, scope) } ?? .init(text: "\"\"")
            // One line, as a field is (a long prompt is cut with an ellipsis), unless it grows
            // (`axis: .vertical`).
            let grows = arguments.contains { argument in
                guard argument.label == "axis" else { return false }
                if case .implicitMember("vertical") = argument.value.kind { return true }
                if case .member(_, "vertical") = argument.value.kind { return true }
                return false
            }
            var modifiers = [LayoutDraft.Modifier(id: id(), name: "frame", arguments: [
                .init(label: "maxWidth", value: .init(text: "inf")), .init(label: "alignment", value: .init(text: ".leading")),
            ], content: nil, origin: origin(range, scope))]
            if !grows {
                modifiers.insert(LayoutDraft.Modifier(id: id(), name: "lineLimit", arguments: [.init(label: nil, value: .init(text: "1"))],
                                                      content: nil, origin: origin(range, scope)), at: 0)
            }
            let node = LayoutDraft.Node.element(id: id(), head: "text", arguments: [.init(label: nil, value: prompt)],
                                                children: nil, modifiers: modifiers, origin: origin(range, scope))
            // A prompt the app gives (`TextField(inputText, text: $inputText)`) rests on its stand-in.
            if let standIn = prompt.standIn {
                markStandIn([node], standIn)
            } else if !grows {
                markStandIn([node], StandInMarks.fieldPrompt)
            }
            return [node]
        case "List", "Form":
            // A scrolling column of rows, each as wide as the list and at least 44 pt tall, its
            // content inset 20 pt; the inset-grouped style (iOS's default) sets the rows in a card
            // 20 pt from the screen's edges, `.plain` and `.grouped` do not. Metrics: docs/swiftui.md.
            let style = scope.styles["listStyle"] ?? (name == "Form" ? "grouped" : "insetGrouped")
            note(.standIn, "a \(name): laid out as a scrolling column of rows at least 44 pt tall (its style's metrics "
                 + "are estimates: docs/swiftui.md)", range, scope.file)
            var inner = scope
            inner.inList = true
            let rows = rowNodes(contentArguments().flatMap { viewNodes(of: $0.value, inner) }, range, scope)
            let margin = ["plain", "grouped", "sidebar"].contains(style) && name != "Form" ? "0" : "20"
            let column = LayoutDraft.Node.element(
                id: id(), head: "vstack", arguments: [.init(label: "alignment", value: .init(text: ".leading")),
                                                      .init(label: "spacing", value: .init(text: "0"))],
                children: rows, modifiers: [LayoutDraft.Modifier(
                    id: id(), name: "padding", arguments: [.init(label: nil, value: .init(text: ".horizontal")),
                                                           .init(label: nil, value: .init(text: margin))],
                    content: nil, origin: origin(range, scope))], origin: origin(range, scope))
            return [element("scroll", children: [column], range, scope, id: id())]
        case "Section":
            // Its header and footer (footnote text above and below the rows), its rows as the list's.
            var header: [LayoutDraft.Node] = []
            if let given = arguments.first(where: { $0.label == "header" }) { header += viewNodes(of: given.value, scope) }
            if let title = unlabelled.flatMap({ value($0.value, scope) }) {
                header.append(element("text", [.init(label: nil, value: title)], range, scope, id: id()))
            }
            let footer = arguments.first(where: { $0.label == "footer" }).map { viewNodes(of: $0.value, scope) } ?? []
            var rows = contentArguments().flatMap { viewNodes(of: $0.value, scope) }
            if scope.inList { rows = rowNodes(rows, range, scope) }
            func caption(_ nodes: [LayoutDraft.Node]) -> [LayoutDraft.Node] {
                nodes.isEmpty ? [] : [single(nodes, at: range, scope)].map { node in
                    withModifiers(node, [("font", [.init(label: nil, value: .init(text: ".footnote"))]),
                                         ("padding", [.init(label: nil, value: .init(text: ".horizontal")),
                                                      .init(label: nil, value: .init(text: "20"))]),
                                         ("padding", [.init(label: nil, value: .init(text: ".vertical")),
                                                      .init(label: nil, value: .init(text: "6"))])], range, scope)
                }
            }
            let section = element("vstack", [.init(label: "alignment", value: .init(text: ".leading")),
                                             .init(label: "spacing", value: .init(text: "0"))],
                                  children: caption(header) + rows + caption(footer), range, scope, id: id())
            sectionNodes.insert(section.id)
            return [section]
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
        case "Picker", "Stepper", "Slider", "ProgressView", "Gauge":
            return control(name, arguments, range, scope)
        default:
            if let seed = SwiftUIViews.seedLayouts[name] {
                let labels = ["alignment", "spacing", "lineSpacing", "fit", "overlap", "axis", "count", "_"]
                return [container(seed, labels, arguments, range, scope, renamed: ["count": "_", "_": "_"])]
            }
            note(.standIn, "a \(name): laid out as an empty, flexible rectangle", range, scope.file)
            let stand = element("rect", nil, range, scope, id: id())
            markStandIn([stand], "a stand-in for a \(name)")
            return [stand]
        }
    }

    /// A form row of a label and a value (`row`: the label, a spacer, the value) set as iOS sets
    /// one (UIKit's value cells): beside each other when they fit, else the label above the value,
    /// as at the accessibility sizes (`fits(axes: horizontal)`: the row when it fits the width,
    /// else the column of `label` and `value`, nodes made again for it). A row inside another's label
    /// or value (`valueRowDepth`) is the row alone: made twice at every level, a nest of rows would
    /// double the reading with each.
    mutating func rowOrColumn(_ row: LayoutDraft.Node, label: [LayoutDraft.Node], value: [LayoutDraft.Node],
                              _ range: Range<Int>, _ scope: Scope) -> LayoutDraft.Node {
        let column = element("vstack", [.init(label: "alignment", value: .init(text: ".leading")),
                                        .init(label: "spacing", value: .init(text: "4"))],
                             children: label + value, range, scope, id: id())
        return element("fits", [.init(label: "axes", value: .init(text: "horizontal"))], children: [row, column],
                       range, scope, id: id())
    }

    /// SwiftUI's controls at UIKit's sizes for them (estimates until the system's chrome is drawn:
    /// docs/swiftui.md): a picker (its title, a spacer and the menu's 80×22 value; a segmented one
    /// as wide as offered, 32 tall), a stepper (its title, a spacer and a 94×32 control), a slider
    /// (as wide as offered, 31 tall), a progress view or gauge with a value (a 4 pt bar as wide as
    /// offered; a gauge's minimum and maximum value labels at its ends) or without one (a 20×20
    /// spinner, its label under it).
    mutating func control(_ name: String, _ arguments: [SwiftArgument], _ range: Range<Int>, _ scope: Scope) -> [LayoutDraft.Node] {
        let unlabelled = arguments.first { $0.label == nil && !$0.isTrailing }
        func box(_ width: String?, _ height: String, shape: String = "roundedRect") -> LayoutDraft.Node {
            // A fixed size; else as wide as offered at a fixed height (`.frame` takes no
            // `height:` beside `maxWidth:`, in SwiftUI as in `.layout`).
            let frame: [LayoutDraft.Argument] = width.map { [.init(label: "width", value: .init(text: $0)),
                                                             .init(label: "height", value: .init(text: height))] }
                ?? [.init(label: "maxWidth", value: .init(text: "inf")), .init(label: "minHeight", value: .init(text: height)),
                    .init(label: "maxHeight", value: .init(text: height))]
            return withModifiers(element(shape, nil, range, scope, id: id()), [("frame", frame)], range, scope)
        }
        func title() -> [LayoutDraft.Node] {
            if let label = arguments.first(where: { $0.label == "label" }) { return viewNodes(of: label.value, scope) }
            guard let source = unlabelled?.value, let text = value(source, scope), text.text.hasPrefix("\"") else { return [] }
            return [titleNode(source, range, scope)]
        }
        func row(_ control: LayoutDraft.Node) -> [LayoutDraft.Node] {
            let heading = title()
            guard !heading.isEmpty else { return [control] }
            return [element("hstack", children: heading + [element("spacer", nil, range, scope, id: id()), control],
                            range, scope, id: id())]
        }
        // Its title and the control beside each other, or the title above it (`rowOrColumn`).
        func valueRow(_ control: () -> LayoutDraft.Node) -> [LayoutDraft.Node] {
            let nested = valueRowDepth > 0
            valueRowDepth += 1
            defer { valueRowDepth -= 1 }
            let beside = row(control())
            guard !nested else { return beside }
            let heading = title()
            guard !heading.isEmpty, beside.count == 1 else { return beside }
            return [rowOrColumn(beside[0], label: heading, value: [control()], range, scope)]
        }
        note(.standIn, "a \(name): laid out at UIKit's size for it (an estimate: docs/swiftui.md)", range, scope.file)
        switch name {
        case "Picker":
            switch scope.styles["pickerStyle"] {
            case "segmented": return [box(nil, "32")]
            case "wheel": return [box(nil, "216")]
            default: return valueRow { box("80", "22") }
            }
        case "Stepper": return valueRow { box("94", "32") }
        case "Slider": return [box(nil, "31", shape: "capsule")]
        default:
            let hasValue = arguments.contains { $0.label == "value" } || name == "Gauge"
            if name == "Gauge" {
                // A linear gauge sets its minimum and maximum value labels at the bar's ends (the
                // label and the current value are the style's to place: left out).
                let ends = ["minimumValueLabel", "maximumValueLabel"].map { end in
                    arguments.first { $0.label == end }.map { viewNodes(of: $0.value, scope) } ?? []
                }
                if !ends[0].isEmpty || !ends[1].isEmpty {
                    return [element("hstack", children: ends[0] + [box(nil, "4", shape: "capsule")] + ends[1],
                                    range, scope, id: id())]
                }
            }
            if hasValue { return [box(nil, "4", shape: "capsule")] }
            let spinner = box("20", "20", shape: "circle")
            let label = title()
            return label.isEmpty ? [spinner] : [element("vstack", children: [spinner] + label, range, scope, id: id())]
        }
    }

    /// The rows of a list or a form: each (each item of a `ForEach`) as wide as the list and at least
    /// 44 pt tall, its content inset 20 pt — a button's, a link's or a navigation link's the whole
    /// row, which is what iOS hit-tests. A section keeps its own rows.
    mutating func rowNodes(_ nodes: [LayoutDraft.Node], _ range: Range<Int>, _ scope: Scope) -> [LayoutDraft.Node] {
        nodes.map { node in
            switch node {
            case let .repeatBlock(id, source, name, index, children, origin):
                return .repeatBlock(id: id, source: source, name: name, index: index,
                                    children: rowNodes(children, range, scope), origin: origin)
            case let .ifBlock(id, condition, then, otherwise, origin):
                return .ifBlock(id: id, condition: condition, then: rowNodes(then, range, scope),
                                otherwise: otherwise.map { rowNodes($0, range, scope) }, origin: origin)
            case let .element(id, head, arguments, children, modifiers, origin):
                if sectionNodes.contains(id) { return node }
                let row = Self.listRowModifiers
                if head == "button", modifiers.isEmpty, let label = children {
                    return wholeRowButton(id: id, arguments: arguments, label: label, origin: origin, row: row, range, scope)
                }
                if modifiers.isEmpty, children == nil, let rowButton = rowButtonComponent(head, row, range, scope) {
                    // A view of the app's (or a helper's) that is one button (`copyLogButton()`): the
                    // same, as the whole row.
                    return .element(id: id, head: rowButton, arguments: arguments, children: nil, modifiers: [], origin: origin)
                }
                return withModifiers(node, row, range, scope)
            }
        }
    }

    /// What a list puts around a row's content: its insets, its width, 44 pt at least.
    static let listRowModifiers: [(String, [LayoutDraft.Argument])] = [
        ("padding", [.init(label: nil, value: .init(text: ".horizontal")), .init(label: nil, value: .init(text: "20"))]),
        ("frame", [.init(label: "maxWidth", value: .init(text: "inf")), .init(label: "minHeight", value: .init(text: "44")),
                   .init(label: "alignment", value: .init(text: ".leading"))]),
    ]

    /// The component `name` made again as a list's row, when its body is one button: the row's
    /// frame and `.contentShape` around the button's label (`name_row`, made once). Nil for any
    /// other component, or one still being made.
    mutating func rowButtonComponent(_ name: String, _ row: [(String, [LayoutDraft.Argument])], _ range: Range<Int>,
                                     _ scope: Scope) -> String? {
        guard let index = draft.definitions.firstIndex(where: { $0.name == name }), draft.definitions[index].parameters != nil,
              case let .node(body) = draft.definitions[index].body,
              case let .element(_, "button", arguments, label?, modifiers, origin) = body, modifiers.isEmpty else { return nil }
        let rowName = name + "_row"
        if !draft.definitions.contains(where: { $0.name == rowName }) {
            var definition = draft.definitions[index]
            definition.id = id()
            definition.name = rowName
            definition.body = .node(wholeRowButton(id: id(), arguments: arguments, label: label, origin: origin,
                                                   row: row, range, scope))
            draft.definitions.append(definition)
        }
        return rowName
    }

    /// A button that is a list's whole row: its label in the row's frame, answering taps over all of it.
    mutating func wholeRowButton(id: Int, arguments: [LayoutDraft.Argument]?, label: [LayoutDraft.Node],
                                 origin: SourceRange, row: [(String, [LayoutDraft.Argument])], _ range: Range<Int>,
                                 _ scope: Scope) -> LayoutDraft.Node {
        .element(id: id, head: "button", arguments: arguments,
                 children: [withModifiers(single(label, at: range, scope), row + [("contentShape", [])], range, scope)],
                 modifiers: [], origin: origin)
    }

    /// `node` with these modifiers after its own.
    mutating func withModifiers(_ node: LayoutDraft.Node, _ added: [(String, [LayoutDraft.Argument])], _ range: Range<Int>,
                                _ scope: Scope) -> LayoutDraft.Node {
        var result = [node]
        for (name, arguments) in added {
            result = add(LayoutDraft.Modifier(id: id(), name: name, arguments: arguments, content: nil,
                                              origin: origin(range, scope)), to: result, scope)
        }
        return result.first ?? node
    }

    /// The most items of a collection the reader reads one by one.
    static let maxUnrolled = 12

    /// The most items `ForEach`es over values read one by one in one reading, nested ones
    /// counted each time they are read: past it, each is read with its first item, and says so.
    /// (Four levels of twelve are 22,620 items; no screen shows that many views.)
    static let maxUnrolledInReading = 2_048

    /// `ForEach` over a list of values of the app's own (or `Array(list.enumerated())`), its enums'
    /// cases included: each item's views, read with the item (and its index) bound (none for an
    /// empty list); nil when the list is not known, or holds only values `.layout` writes (a
    /// `repeat` reads those).
    mutating func forEachOverValues(_ source: SwiftExpr, parameters: [String], statements: [SwiftStmt], body: SwiftExpr,
                                    _ scope: Scope) -> [LayoutDraft.Node]? {
        var list = source
        var enumerated = false
        if case let .call(callee, args) = source.kind, case .identifier("Array") = callee.kind,
           case let .call(inner, _)? = args.first?.value.kind, case let .member(items, "enumerated") = inner.kind {
            list = items
            enumerated = true
        }
        guard rootsInRecord(list, scope) || qualifiedName(list).flatMap({ appType($0.split(separator: ".").first.map(String.init) ?? "", scope) }) != nil,
              case let .list(items)? = evaluate(list, scope),
              items.isEmpty || items.contains(where: { !Self.isLayoutValue($0) || Self.isAppEnumCase($0) }) else {
            return nil
        }
        var nodes: [LayoutDraft.Node] = []
        var count = min(items.count, Self.maxUnrolled)
        if count > 1, unrolledLeft < count {
            count = 1
            note(.skipped, "more views than the reader reads of ForEaches over values in one view "
                 + "(\(Self.maxUnrolledInReading) items): this one is read with its first item only", source.range, scope.file)
        }
        unrolledLeft -= count
        for (position, item) in items.prefix(count).enumerated() {
            var inner = scope
            var names = parameters
            if enumerated, names.count >= 2 {
                inner.values[names.removeFirst()] = LayoutDraft.Value(text: String(position))
            }
            inner.bind(names.first ?? "$0", item)
            nodes += viewNodes(statements.isEmpty ? [.expression(body)] : statements, inner)
        }
        return nodes
    }

    /// A case of an enum the app declares: its properties (`filter.title`) are the app's code, read
    /// per item.
    static func isAppEnumCase(_ value: ReaderValue) -> Bool {
        if case .enumCase(_, _?, _) = value { return true }
        return false
    }

    /// `.number` (`IntegerFormatStyle.number`; `.number.precision(…)` is not plain): a number's digits.
    static func isPlainNumberFormat(_ expr: SwiftExpr) -> Bool {
        switch expr.kind {
        case .implicitMember("number"), .member(_, "number"): return true
        default: return false
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
        // Over values of the app's own the code has (`recipe.steps`, `Recipe.samples`): each item read
        // with its values (at most `maxUnrolled`).
        if let unrolled = forEachOverValues(source, parameters: parameters, statements: statements, body: body, scope) {
            return unrolled
        }
        var inner = scope
        var itemName = parameters.first.map(LayoutNames.local) ?? "item"
        var indexName: String?
        var enumeratedElement: String?
        var list: LayoutDraft.Value?
        var guessedCollection: String?
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
        } else if case let .member(items, "indices") = source.kind, parameters.count == 1,
                  let known = value(items, scope) {
            // `ForEach(options.indices, id: \.self) { index in … options[index] … }`: the list's
            // items, each by its index.
            list = known
            indexName = LayoutNames.local(parameters[0])
            itemName = LayoutNames.local(parameters[0]) + "_item"
            inner.values[parameters[0]] = LayoutDraft.Value(text: LayoutNames.local(parameters[0]), origin: nil)
            parameters = []
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
            guessedCollection = "\(SwiftReaderStandIns.items)" + StandInMarks.itemsStandingIn + sourceText(source, scope)
            list = .init(text: String(SwiftReaderStandIns.items), origin: origin(source.range, scope))
            for name in parameters { inner.values[name] = .some(nil) }
        } else if enumeratedElement == nil {
            for name in parameters { inner.values[name] = LayoutDraft.Value(text: LayoutNames.local(name), origin: nil) }
        }
        // `$0` in a closure without parameters.
        inner.values["$0"] = inner.values[parameters.first ?? ""] ?? LayoutDraft.Value(text: itemName, origin: nil)
        let children = viewNodes(statements.isEmpty ? [.expression(body)] : statements, inner)
        if let guessedCollection { markStandIn(children, guessedCollection) }
        return [.repeatBlock(id: id(), source: list ?? .init(text: "0"), name: itemName, index: indexName,
                             children: children, origin: origin(range, scope))]
    }

    /// The text a control's title shows (`Button("Save")`, `Toggle(title, isOn:)`): what the code
    /// holds, a localization key marked as standing in for its translation, or — known only when
    /// the app runs — the 16-character stand-in; the stand-in is recorded for lint.
    mutating func titleNode(_ source: SwiftExpr, _ range: Range<Int>, _ scope: Scope) -> LayoutDraft.Node {
        let node = id()
        var text = value(source, scope)
        if let known = text, !known.text.hasPrefix("\"") {
            text = .init(text: "\"\\(\(known.text))\"", origin: known.origin, standIn: known.standIn)
        }
        if let known = text { text = localizationKeyStandIn(known, source, scope) }
        if text == nil {
            note(.unknown, "a title known only when the app runs: laid out as \(SwiftReaderStandIns.text) (16 characters)",
                 source.range, scope.file)
            text = .init(text: SwiftReaderStandIns.text, origin: origin(source.range, scope),
                         standIn: StandInMarks.text + "\(sourceText(source, scope))")
        }
        if let standIn = text?.standIn { draft.standIns[node] = standIn }
        return element("text", [.init(label: nil, value: text ?? .init(text: "\"\""))], range, scope, id: node)
    }

    /// `known`, the text of a string literal written at `source`, marked as a stand-in when the
    /// literal reads as a localization key (`"settings.haptic.title"`: no spaces, its words joined
    /// by dots, dashes or underscores): SwiftUI shows the key's translation from the app's string
    /// tables, which the reader does not read yet, so what is laid out is not what users read.
    mutating func localizationKeyStandIn(_ known: LayoutDraft.Value, _ source: SwiftExpr,
                                         _ scope: Scope) -> LayoutDraft.Value {
        guard known.standIn == nil, case let .string(parts) = source.kind, parts.count == 1,
              case let .text(literal) = parts[0], Self.readsAsLocalizationKey(literal) else { return known }
        note(.standIn, "'\(literal)' reads as a localization key: laid out as written, not as its translation",
             source.range, scope.file)
        var marked = known
        marked.standIn = StandInMarks.localizationKey + "'\(literal)' as a stand-in for its translation"
        return marked
    }

    /// Whether a literal reads as a localization key rather than words: ASCII letters and digits
    /// in at least two parts joined by `.`, `-` or `_` (no spaces), with an `_`, or with a `.` and a
    /// lowercase letter (`settings.title`, `account.follow-request.accept`, `welcome_title`,
    /// `ACCOUNT_TITLE`; not `Wi-Fi`, `e-mail`, `1.5`, `U.S.A` or a host name, `apple.com`).
    static func readsAsLocalizationKey(_ literal: String) -> Bool {
        let bytes = Array(literal.utf8)
        guard bytes.count >= 3, bytes.count <= 200 else { return false }
        var hasDot = false, hasUnderscore = false, hasLower = false
        var previousWasSeparator = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                hasLower = true
                previousWasSeparator = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousWasSeparator = false
            case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                // Two separators in a row, or one first: not a key's shape.
                if previousWasSeparator { return false }
                previousWasSeparator = true
                hasDot = hasDot || byte == UInt8(ascii: ".")
                hasUnderscore = hasUnderscore || byte == UInt8(ascii: "_")
            default:
                return false
            }
        }
        // Words never hold an `_` (`ACCOUNT_TITLE` is a key); a `.` between lowercase parts
        // (`settings.title`) is one too, not between capitals (`U.S.A`).
        guard !previousWasSeparator, hasUnderscore || (hasDot && hasLower) else { return false }
        // A host name (`orbit-timer.example`, `apple.com`) is shown as it is written.
        if let dot = literal.lastIndex(of: "."), Self.topLevelDomains.contains(String(literal[literal.index(after: dot)...])) {
            return false
        }
        return true
    }

    /// The last parts of host names an app writes out (`example.com`), which a key never ends with.
    static let topLevelDomains: Set<String> = ["com", "org", "net", "io", "app", "dev", "edu", "gov", "co", "me",
                                               "example", "info", "uk", "de", "fr", "jp", "ca", "au", "eu"]
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

extension ReadSession {
    /// Inline Markdown's marks, as `Text` shows a literal: a link as its label, `**strong**`,
    /// `*emphasis*`, `_emphasis_` (not inside a word), `~~struck~~` and `` `code` `` as their text.
    /// `literal` is a `.layout` string literal; its escapes and interpolations are left alone.
    static func withoutMarkdown(_ literal: String) -> String {
        guard literal.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "`")
            || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "~") }) else { return literal }
        var text = literal
        for (pattern, template) in markdownMarks {
            text = pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                    withTemplate: template)
        }
        return text
    }

    /// Each mark as a pattern and what replaces it, links first (their labels may hold marks).
    static let markdownMarks: [(NSRegularExpression, String)] = [
        (#"(?<!\\)\[([^\]\n\\]+)\]\(([^()\s\\]+)\)"#, "$1"),
        (#"\*\*(\S(?:[^*\n]*?\S)?)\*\*"#, "$1"),
        (#"(?<![\w*\\])\*(\S(?:[^*\n]*?\S)?)\*(?![\w*])"#, "$1"),
        (#"(?<![\w\\])__(\S(?:[^_\n]*?\S)?)__(?!\w)"#, "$1"),
        (#"(?<![\w\\])_(\S(?:[^_\n]*?\S)?)_(?!\w)"#, "$1"),
        (#"~~(\S(?:[^~\n]*?\S)?)~~"#, "$1"),
        (#"`([^`\n]+)`"#, "$1"),
    ].compactMap { pattern, template in
        (try? NSRegularExpression(pattern: pattern)).map { ($0, template) }
    }
}

extension ReadSession {
    /// An image of the app's assets the files do not say the size of: 0×0 (flexible when
    /// resizable), a stand-in with a note.
    mutating func assetImage(_ range: Range<Int>, _ scope: Scope) -> LayoutDraft.Node {
        note(.unknown, "an image whose size is in the app's assets: laid out 0×0 (flexible when resizable)",
             range, scope.file)
        let image = element("image", [.init(label: nil, value: .init(text: "0x0"))], range, scope, id: id())
        markStandIn([image], StandInMarks.imageSize)
        return image
    }

    /// An image of the asset catalogue's, at its size.
    mutating func sizedImage(_ size: AssetCatalog.ImageSize, _ range: Range<Int>, _ scope: Scope) -> LayoutDraft.Node {
        let written = "\(formatLength(CGFloat(size.width)))x\(formatLength(CGFloat(size.height)))"
        return element("image", [.init(label: nil, value: .init(text: written))], range, scope, id: id())
    }

    /// The size of the image set a generated symbol names (`.copy24`, `Asset.Images.copy24`,
    /// `Asset.Images.copy24.image`): the catalogue's set whose name, its letters and digits alone
    /// and lower-cased, is the symbol's last name so (Xcode's generated symbols and SwiftGen's
    /// both drop the separators and change the case). Nil when none or several are.
    func assetSymbolSize(_ expr: SwiftExpr) -> AssetCatalog.ImageSize? {
        var symbol = expr
        if case let .member(owner, "image") = symbol.kind { symbol = owner }
        let name: String
        switch symbol.kind {
        case let .implicitMember(member), let .member(_, member): name = member
        default: return nil
        }
        func folded(_ text: String) -> String {
            String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
        }
        let key = folded(name)
        guard !key.isEmpty else { return nil }
        let matches = assets.images.filter { folded($0.key) == key }
        return matches.count == 1 ? matches.first?.value : nil
    }
}

extension ReadSession {
    /// The app's `ToggleStyle` `name` as a root: a toggle with a stand-in title drawn in it.
    mutating func readToggleStyle(_ name: String, file: SourceFile) -> Bool {
        guard let found = index.toggleStyle(name, from: index.module(of: file.id)) else { return false }
        var scope = styleScope(found.value, file: found.file)
        scope.styles["toggleStyle"] = name + "()"
        let range = found.value.decl.nameRange
        guard let nodes = appToggleStyle([standInTitle("a toggle's title", range, scope)], [], range, scope) else {
            return false
        }
        setStyleRoot(nodes, at: range, scope)
        return true
    }

    /// The app's `ButtonStyle` `name` as a root: a button with a stand-in title drawn in it (its
    /// stored properties their defaults), as wide as the screen offers. Only a style that sizes
    /// its buttons (a padding or a frame in its `makeBody`): one that draws its label as it is
    /// leaves the size to the label its callers give, which a stand-in does not know.
    mutating func readButtonStyle(_ name: String, file: SourceFile) -> Bool {
        guard let found = index.buttonStyle(name, from: index.module(of: file.id)) else { return false }
        let bytes = found.file.bytes
        let written = String(decoding: bytes[found.value.body.range.clamped(to: 0..<bytes.count)], as: UTF8.self)
        guard written.contains("padding(") || written.contains("frame(") else { return false }
        let scope = styleScope(found.value, file: found.file)
        let range = found.value.decl.nameRange
        let button = element("button", children: [standInTitle("a button's title", range, scope)], range, scope, id: id())
        let style = SwiftExpr(kind: .call(SwiftExpr(kind: .identifier(name), range: range), []), range: range)
        let nodes = buttonStyle([SwiftArgument(label: nil, value: style, isTrailing: false)], range, on: [button], scope)
        // Drawn in the style only when `buttonStyle` could read it.
        guard appliedButtonStyles.contains(found.value.decl.name) else { return false }
        setStyleRoot(nodes, at: range, scope)
        return true
    }

    /// Where a style read as a root is read: its file, in the types around it.
    func styleScope(_ style: DeclarationIndex.Style, file: SourceFile) -> Scope {
        var scope = Scope(file: file)
        scope.types = Array(style.scope.dropLast())
        return scope
    }

    /// A control's title standing in for the ones the app gives (`what`: `a toggle's title`).
    mutating func standInTitle(_ what: String, _ range: Range<Int>, _ scope: Scope) -> LayoutDraft.Node {
        let node = id()
        draft.standIns[node] = StandInMarks.text + what
        return element("text", [.init(label: nil, value: .init(text: SwiftReaderStandIns.text,
                                                                 standIn: StandInMarks.text + what))],
                       range, scope, id: node)
    }

    /// `nodes`, a style's control, as the root, on a screen's width.
    mutating func setStyleRoot(_ nodes: [LayoutDraft.Node], at range: Range<Int>, _ scope: Scope) {
        draft.proposal = "393, 759"
        draft.root = single(nodes, at: range, scope)
    }

    /// A `Toggle` drawn by the app's `ToggleStyle` set around it (`scope.styles["toggleStyle"]`:
    /// a shorthand's member, or `Type()`): the style's `makeBody` read with `configuration.label`
    /// the toggle's title and `configuration.isOn` what its `isOn:` binding holds (unknown when
    /// the reading does not know it). Nil when no app style is set or it cannot be found.
    mutating func appToggleStyle(_ title: [LayoutDraft.Node], _ arguments: [SwiftArgument], _ range: Range<Int>,
                                 _ scope: Scope) -> [LayoutDraft.Node]? {
        guard let written = scope.styles["toggleStyle"] else { return nil }
        let name = written.hasSuffix("()") ? String(written.dropLast(2)) : "." + written
        guard let found = index.toggleStyle(name, from: module(of: scope)), let body = found.value.body.body else { return nil }
        let key = ".toggleStyle(\(name))"
        guard !making.contains(key), making.count < 40 else { return nil }
        var inner = instanceScope(found.value, file: found.file, given: [], scope)
        let configuration = found.value.body.parameters.first?.name ?? "configuration"
        inner.views[configuration + ".label"] = title
        // `isOn: $flag`: the flag's value where the toggle is.
        var isOn: LayoutDraft.Value?
        if let binding = arguments.first(where: { $0.label == "isOn" }), let flag = Self.bindings([binding]).first,
           let known = value(SwiftExpr(kind: .identifier(flag), range: binding.value.range), scope), known.standIn == nil,
           known.text == "true" || known.text == "false" {
            isOn = known
        }
        inner.values[configuration + ".isOn"] = .some(isOn)
        making.append(key)
        defer { making.removeLast() }
        return [single(viewNodes(body, inner), at: found.value.body.nameRange, inner)]
    }
}
