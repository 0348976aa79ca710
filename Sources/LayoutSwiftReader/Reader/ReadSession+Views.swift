import Foundation
import LayoutDiagnostics

/// SwiftUI's views and the app's own as `.layout` elements.
enum SwiftUIViews {
    /// The SwiftUI views the reader knows (the rest are looked up among the module's).
    static let names: Set<String> = [
        "Text", "Image", "AsyncImage", "Label", "Button", "Toggle", "TextField", "SecureField", "Spacer", "Divider",
        "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "HStack", "VStack", "ZStack",
        "LazyHStack", "LazyVStack", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "ScrollView", "ViewThatFits",
        "Group", "NavigationStack", "NavigationView", "NavigationSplitView", "List", "Form", "Section", "ForEach",
        "ProgressView", "GeometryReader", "EmptyView", "AnyView", "Link", "Menu", "Picker", "Stepper", "Slider",
        "Gauge", "ContainerRelativeShape", "UnevenRoundedRectangle", "AnyLayout", "Canvas", "TimelineView",
        "NavigationLink",
    ]

    /// `.layout`'s seed layouts by the names their `Layout` conformances have in SwiftUI code.
    static let seedLayouts: [String: String] = [
        "WrappingHStack": "wrap", "OverlappingHStack": "overlap", "ColumnsLayout": "columns",
        "AlternateStackLayout": "alternate", "RadialLayout": "radial", "BalancedStack": "balanced",
        "HStackLayout": "hstack", "VStackLayout": "vstack", "ZStackLayout": "zstack",
    ]

    /// Modifiers with the same name and arguments in `.layout`.
    static let sameModifiers: Set<String> = [
        "frame", "fixedSize", "layoutPriority", "offset", "aspectRatio", "scaledToFit", "scaledToFill", "font",
        "fontWeight", "bold", "foregroundColor", "foregroundStyle", "lineLimit", "opacity", "border", "cornerRadius",
        "clipped", "hidden", "zIndex", "ignoresSafeArea", "gridCellColumns", "multilineTextAlignment",
        "truncationMode", "resizable", "fill",
    ]

    /// Modifiers that change no frame (drawing, behaviour, navigation, accessibility): read and
    /// left out, without a note (`docs/swiftui.md`).
    static let noLayoutEffect: Set<String> = [
        "tint", "accentColor", "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "toolbar",
        "toolbarBackground", "onAppear", "onDisappear", "task", "sheet", "fullScreenCover", "popover", "alert",
        "confirmationDialog", "animation", "transition", "shadow", "id", "tag", "disabled", "buttonStyle",
        "listStyle", "contentShape", "environment", "environmentObject", "keyboardShortcut", "help",
        "contextMenu", "swipeActions", "refreshable", "searchable", "navigationDestination", "preferredColorScheme",
        "previewLayout", "previewDisplayName", "previewDevice", "onChange", "onReceive", "gesture",
        "simultaneousGesture", "highPriorityGesture", "focused", "textFieldStyle", "pickerStyle", "toggleStyle",
        "labelStyle", "symbolRenderingMode", "rotationEffect", "scaleEffect", "blur", "saturation", "brightness",
        "blendMode", "compositingGroup", "drawingGroup", "mask", "allowsHitTesting", "redacted",
        "textSelection", "accessibilityLabel", "accessibilityHint", "accessibilityElement", "accessibilityHidden",
        "accessibilityIdentifier", "accessibilityAddTraits", "accessibilityValue", "accessibilityAction",
        "accessibilityShowsLargeContentViewer", "listRowBackground", "listRowSeparator", "listSectionSeparator",
        "scrollContentBackground", "navigationBarBackButtonHidden", "navigationBarHidden", "statusBar",
        "statusBarHidden", "onDrag", "onDrop", "draggable", "dropDestination", "onHover", "onLongPressGesture",
        "onSubmit", "submitLabel", "keyboardType", "textContentType", "autocapitalization",
        "textInputAutocapitalization", "disableAutocorrection", "autocorrectionDisabled", "interactiveDismissDisabled",
        "presentationDetents", "presentationDragIndicator", "scrollIndicators", "scrollDismissesKeyboard",
        "sensoryFeedback", "symbolEffect", "contentTransition", "matchedGeometryEffect", "onPreferenceChange",
        "preference", "anchorPreference", "coordinateSpace", "hoverEffect", "privacySensitive",
        "italic", "underline", "strikethrough", "fontDesign",
        "environment", "transaction", "labelsHidden", "controlSize", "badge",
        "safeAreaInset", "listRowInsets", "buttonBorderShape", "menuStyle", "progressViewStyle",
        "datePickerStyle", "formStyle", "gaugeStyle", "groupBoxStyle", "navigationSplitViewStyle", "tabViewStyle",
        "presentationBackground", "persistentSystemOverlays", "defaultScrollAnchor", "scrollTargetBehavior",
        "scrollTargetLayout", "scrollPosition", "overlayPreferenceValue", "backgroundPreferenceValue",
    ]
}

extension ReadSession {
    /// The nodes `expr` makes as a view: its base view, then its modifiers in order.
    mutating func viewNodes(of expr: SwiftExpr, _ scope: Scope) -> [LayoutDraft.Node] {
        if case let .closure(_, body) = expr.kind { return viewNodes(body, scope) }
        if case let .ternary(condition, then, otherwise) = expr.kind {
            let thenNodes = viewNodes(of: then, scope), otherwiseNodes = viewNodes(of: otherwise, scope)
            guard let known = value(condition, scope) else {
                note(.unknown, "this condition is known only when the app runs: laid out as if it holds",
                     condition.range, scope.file)
                return thenNodes
            }
            return [.ifBlock(id: id(), condition: known, then: thenNodes, otherwise: otherwiseNodes,
                             origin: origin(expr.range, scope))]
        }
        var modifiers: [(name: String, arguments: [SwiftArgument], range: Range<Int>)] = []
        var base = expr
        while case let .call(callee, arguments) = base.kind, case let .member(inner, name) = callee.kind,
              !isTypeName(inner, scope) {
            modifiers.append((name, arguments, callee.range.upperBound - name.utf8.count - 1..<base.range.upperBound))
            base = inner
        }
        var nodes = baseNodes(base, scope)
        for modifier in modifiers.reversed() {
            nodes = apply(modifier.name, modifier.arguments, modifier.range, to: nodes, scope)
        }
        return nodes
    }

    /// Whether `expr` names a type (`Color`, `Image`, a module view): `Color.red` is a value, not a
    /// modifier of a view.
    func isTypeName(_ expr: SwiftExpr, _ scope: Scope) -> Bool {
        guard case let .identifier(name) = expr.kind else { return false }
        return scope.values[name] == nil && scope.views[name] == nil && (name.first?.isUppercase ?? false)
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func baseNodes(_ expr: SwiftExpr, _ scope: Scope) -> [LayoutDraft.Node] {
        switch expr.kind {
        case let .call(callee, arguments):
            guard case let .identifier(name) = callee.kind else {
                if case let .member(owner, member) = callee.kind, case .identifier("Color") = owner.kind {
                    return [colorView(SwiftExpr(kind: .member(owner, member), range: callee.range), scope)]
                }
                if case let .member(owner, member) = callee.kind, case .identifier("self") = owner.kind {
                    return builderNodes(member, arguments, expr.range, scope)
                }
                note(.skipped, "a view the reader does not read", expr.range, scope.file)
                return []
            }
            // `content()`: a view parameter that is a closure making the view.
            if scope.viewParameters.contains(name) && arguments.isEmpty {
                return [.element(id: id(), head: name, arguments: nil, children: nil, modifiers: [],
                                 origin: origin(expr.range, scope))]
            }
            if SwiftUIViews.names.contains(name) || SwiftUIViews.seedLayouts[name] != nil && index.views[name] == nil {
                return builtin(name, arguments, expr.range, scope)
            }
            if let view = index.views[name] {
                if making.contains(name) {
                    note(.skipped, "'\(name)' contains itself: cut here", expr.range, scope.file)
                    return []
                }
                return [component(view, arguments: arguments, at: expr.range, scope)]
            }
            if scope.view?.builders[name] != nil { return builderNodes(name, arguments, expr.range, scope) }
            if index.layouts[name] != nil {
                note(.standIn, "'\(name)' is a Layout of the app's own, not named like a layout layoutc has: laid "
                     + "out as a vstack", callee.range, scope.file)
                return [container("vstack", [], arguments, expr.range, scope)]
            }
            note(.skipped, "the view '\(name)' is not in the files read: it is left out", callee.range, scope.file)
            return []
        case let .identifier(name):
            if let views = scope.views[name] { return views }
            if scope.viewParameters.contains(name) {
                return [.element(id: id(), head: name, arguments: nil, children: nil, modifiers: [],
                                 origin: origin(expr.range, scope))]
            }
            if name == "EmptyView" { return [] }
            if scope.view?.builders[name] != nil { return builderNodes(name, [], expr.range, scope) }
            if let view = index.views[name], !making.contains(name) {
                return [component(view, arguments: [], at: expr.range, scope)]
            }
            note(.skipped, "'\(name)' is not a view the reader can find", expr.range, scope.file)
            return []
        case let .member(owner, member):
            if case let .identifier(type) = owner.kind {
                if type == "Color" { return [colorView(expr, scope)] }
                if type == "self" { return baseNodes(SwiftExpr(kind: .identifier(member), range: expr.range), scope) }
            }
            note(.skipped, "a view the reader does not read", expr.range, scope.file)
            return []
        case .closure:
            return viewNodes(of: expr, scope)
        default:
            note(.skipped, "a view the reader does not read", expr.range, scope.file)
            return []
        }
    }

    func element(_ head: String, _ arguments: [LayoutDraft.Argument]? = nil, children: [LayoutDraft.Node]? = nil,
                 _ range: Range<Int>, _ scope: Scope, id: Int) -> LayoutDraft.Node {
        .element(id: id, head: head, arguments: arguments, children: children, modifiers: [],
                 origin: origin(range, scope))
    }

    /// `Color.red`, `Color(.systemGray6)`: a colour as a view (a flexible shape filled with it).
    mutating func colorView(_ expr: SwiftExpr, _ scope: Scope) -> LayoutDraft.Node {
        let fill = color(expr, scope) ?? .init(text: ".gray")
        let node = LayoutDraft.Node.element(
            id: id(), head: "color", arguments: nil, children: nil,
            modifiers: [LayoutDraft.Modifier(id: id(), name: "fill", arguments: [.init(label: nil, value: fill)],
                                             content: nil, origin: origin(expr.range, scope))],
            origin: origin(expr.range, scope))
        return node
    }

    /// A view property or function of the view being read (`header`, `row(title:)`): a component
    /// of its own, given the view's parameters and its own.
    mutating func builderNodes(_ name: String, _ arguments: [SwiftArgument], _ range: Range<Int>,
                               _ scope: Scope) -> [LayoutDraft.Node] {
        guard let view = scope.view, let member = view.builders[name] else { return [] }
        let component = "\(view.decl.name)_\(name)"
        let viewParameters = view.stored.filter { isParameter($0) || $0.initializer != nil }.map(\.name)
        var ownParameters: [SwiftParameter] = []
        var body: [SwiftStmt] = []
        switch member {
        case let .variable(variable): body = variable.getter ?? []
        case let .function(function):
            ownParameters = function.parameters
            body = function.body ?? []
        default: break
        }
        if !made.contains(component) && !making.contains(component) {
            made.insert(component)
            making.append(component)
            var inner = scope
            for parameter in ownParameters {
                inner.values[parameter.name] = LayoutDraft.Value(text: parameter.name, origin: nil)
            }
            let definitionID = self.id()
            let index = draft.definitions.count
            let parameters = viewParameters.map { (name: $0, defaultValue: LayoutDraft.Value?.none) }
                + ownParameters.map { (name: $0.name, defaultValue: $0.defaultValue.flatMap { value($0, scope) }) }
            draft.definitions.append(LayoutDraft.Definition(id: definitionID, name: component, parameters: parameters,
                                                            body: .value(.init(text: "box(0x0)")),
                                                            origin: origin(range, scope)))
            draft.definitions[index].body = .node(single(viewNodes(body, inner), at: range, inner))
            making.removeLast()
        }
        var given = viewParameters.map { LayoutDraft.Argument(label: $0, value: .init(text: $0)) }
        for (position, argument) in arguments.enumerated() {
            let parameter = argument.label.flatMap { label in ownParameters.first { $0.label == label } }
                ?? (position < ownParameters.count ? ownParameters[position] : nil)
            guard let parameter else { continue }
            if let known = value(argument.value, scope) {
                given.append(LayoutDraft.Argument(label: parameter.name, value: known))
            } else {
                note(.unknown, "the value given to '\(parameter.name)' is known only when the app runs",
                     argument.value.range, scope.file)
                given.append(LayoutDraft.Argument(label: parameter.name, value: .init(text: SwiftReaderStandIns.text)))
            }
        }
        return [.element(id: id(), head: component, arguments: given, children: nil, modifiers: [],
                         origin: origin(range, scope))]
    }

    /// A container with `.layout`'s labels for SwiftUI's (`alignment`, `spacing`, …).
    mutating func container(_ head: String, _ labels: [String], _ arguments: [SwiftArgument], _ range: Range<Int>,
                            _ scope: Scope, renamed: [String: String] = [:]) -> LayoutDraft.Node {
        var given: [LayoutDraft.Argument] = []
        var children: [LayoutDraft.Node] = []
        for argument in arguments {
            if let label = argument.label, labels.contains(label), !argument.isTrailing {
                if let known = value(argument.value, scope) {
                    given.append(LayoutDraft.Argument(label: renamed[label] ?? label, value: known))
                } else {
                    note(.unknown, "'\(label)' is known only when the app runs: left out", argument.value.range, scope.file)
                }
            } else if argument.label == nil && labels.first == "_" && !argument.isTrailing {
                if let known = value(argument.value, scope) {
                    given.append(LayoutDraft.Argument(label: renamed["_"], value: known))
                }
            } else if argument.isTrailing || argument.label == "content" {
                children += viewNodes(of: argument.value, scope)
            }
        }
        return .element(id: id(), head: head, arguments: given.isEmpty ? nil : given, children: children, modifiers: [],
                        origin: origin(range, scope))
    }
}
