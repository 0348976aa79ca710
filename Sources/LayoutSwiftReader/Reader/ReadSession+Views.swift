import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutAppModel

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
        "NavigationLink", "LabeledContent", "GroupBox", "DatePicker", "ColorPicker", "TextEditor", "TabView",
        "SettingsLink", "ShareLink", "ContentUnavailableView",
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
        "truncationMode", "resizable", "fill", "minimumScaleFactor",
    ]

    /// Whether SwiftUI's modifier `name` takes these arguments (for the modifiers an app's own
    /// extension may overload: `.font(9, .secondary)` is not SwiftUI's `.font(_:)`).
    static func accepts(_ name: String, _ arguments: [SwiftArgument]) -> Bool {
        let given = arguments.filter { !$0.isTrailing }
        let unlabelled = given.filter { $0.label == nil }.count
        switch name {
        case "font", "foregroundColor", "foregroundStyle", "opacity", "cornerRadius", "lineLimit", "fontWeight",
             "tint", "shadow", "blur":
            return unlabelled <= 1 && (name == "shadow" || name == "blur" || given.count == unlabelled)
        case "padding": return unlabelled <= 2
        case "bold", "italic": return given.count <= 1
        default: return true
        }
    }

    /// Modifiers that change no frame (drawing, behaviour, navigation, accessibility): read and
    /// left out, without a note (`docs/swiftui.md`).
    static let noLayoutEffect: Set<String> = [
        "tint", "accentColor", "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "toolbar",
        "toolbarBackground", "onAppear", "onDisappear", "task", "sheet", "fullScreenCover", "popover", "alert",
        "confirmationDialog", "animation", "transition", "shadow", "id", "tag", "disabled",
        "listStyle", "environment", "environmentObject", "keyboardShortcut", "help",
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
        // A shape's outline is drawn in the shape's frame.
        "stroke", "strokeBorder", "trim",
    ]
}

extension ReadSession {
    /// The nodes `expr` makes as a view: its base view, then its modifiers in order.
    mutating func viewNodes(of expr: SwiftExpr, _ scope: Scope) -> [LayoutDraft.Node] {
        // Views nested deeper than any app's (a damaged file's 10,000 stacks): the rest is left out,
        // so that reading never runs out of stack.
        guard viewDepth < Self.maxViewDepth else {
            note(.skipped, "views nested more than \(Self.maxViewDepth) deep: the rest is left out", expr.range, scope.file)
            return []
        }
        viewDepth += 1
        defer { viewDepth -= 1 }
        if case let .closure(_, body) = expr.kind { return viewNodes(body, scope) }
        if case let .ternary(condition, then, otherwise) = expr.kind {
            let thenNodes = viewNodes(of: then, scope), otherwiseNodes = viewNodes(of: otherwise, scope)
            guard let known = value(condition, scope) else {
                note(.unknown, "this condition is known only when the app runs: laid out as if it holds",
                     condition.range, scope.file)
                markStandIn(thenNodes, StandInMarks.conditionTakenAsTrue + "\(sourceText(condition, scope))), "
                            + "taken as true")
                return thenNodes
            }
            return [.ifBlock(id: id(), condition: known, then: thenNodes, otherwise: otherwiseNodes,
                             origin: origin(expr.range, scope))]
        }
        var modifiers: [(name: String, arguments: [SwiftArgument], range: Range<Int>)] = []
        var base = expr
        while case let .call(callee, arguments) = base.kind, case let .member(inner, name) = callee.kind,
              !isTypeName(inner, scope),
              // `optional.map { … }` (or `.map(content)`, a view closure it was given) makes a view; it is no modifier.
              !(name == "map" && arguments.count == 1 && (arguments[0].value.isClosure
                                                          || isViewClosure(arguments[0].value, scope))) {
            modifiers.append((name, arguments, callee.range.upperBound - name.utf8.count - 1..<base.range.upperBound))
            base = inner
            // A property between modifiers (`.backport.alert(…)`, an app's wrapper for APIs of newer
            // systems): the modifier after it is read by its name, on the view before it.
            if case let .member(owner, property) = base.kind, case .call = owner.kind, property.first?.isLowercase == true {
                base = owner
            }
        }
        // Styles set for the views inside (`.labelStyle(.iconOnly)`, `.listStyle(.plain)`), also
        // by the app's own modifier that sets one (`.fullToggleStyle()`): the nearest wins, so the
        // chain's outer ones are read first.
        var scope = scope
        for modifier in modifiers {
            if Self.styleModifiers.contains(modifier.name) {
                setStyle(modifier.name, modifier.arguments.first?.value, in: &scope)
            } else {
                for step in stylesSet(by: modifier.name, modifier.arguments, scope) {
                    setStyle(step.name, step.arguments.first?.value, in: &scope)
                }
            }
        }
        // Objects put in the environment (`.environment(store)`, `.environmentObject(store)`): known to
        // the views inside, which read them by type.
        for modifier in modifiers where modifier.name == "environmentObject"
            || modifier.name == "environment" && modifier.arguments.count == 1 {
            guard let argument = modifier.arguments.first?.value, case .record(let record)? = evaluate(argument, scope)
            else { continue }
            environmentObjects[record.type.name] = .record(record)
            if let last = record.type.name.split(separator: ".").last { environmentObjects[String(last)] = .record(record) }
        }
        var nodes = baseNodes(base, scope)
        for modifier in modifiers.reversed() {
            nodes = apply(modifier.name, modifier.arguments, modifier.range, to: nodes, scope)
        }
        return nodes
    }

    /// The modifiers that set a style for the views inside.
    static let styleModifiers: Set<String> = ["labelStyle", "listStyle", "pickerStyle", "toggleStyle",
                                              "progressViewStyle", "datePickerStyle"]

    /// The style modifiers the app's own modifier `.name(arguments)` applies to the view it is
    /// on, outermost first: a `View` extension's chain on `self`, or `.modifier(Type())`'s
    /// `ViewModifier` body's chain on its content.
    func stylesSet(by name: String, _ arguments: [SwiftArgument], _ scope: Scope)
        -> [(name: String, arguments: [SwiftArgument], range: Range<Int>)] {
        let steps: [(name: String, arguments: [SwiftArgument], range: Range<Int>)]?
        if name == "modifier" {
            guard let call = arguments.first?.value, case let .call(callee, _) = call.kind,
                  case let .identifier(type) = callee.kind, let found = index.viewModifier(type, from: module(of: scope)),
                  let body = found.value.body.body else { return [] }
            steps = Self.chainOnSelf(chosenStatements(body), subject: found.value.body.parameters.first?.name ?? "content")
        } else {
            // SwiftUI's own modifier of that name, when it takes these arguments, is not the app's.
            let swiftUIs = (SwiftUIViews.sameModifiers.contains(name) || SwiftUIViews.noLayoutEffect.contains(name))
                && SwiftUIViews.accepts(name, arguments)
            guard !swiftUIs,
                  let own = index.modifiers(name, from: module(of: scope))
                      .first(where: { Self.fits(arguments, $0.value.parameters) }),
                  let body = own.value.body else { return [] }
            steps = Self.chainOnSelf(chosenStatements(body))
        }
        return (steps ?? []).filter { Self.styleModifiers.contains($0.name) }
    }

    /// Sets the style `.name(style)` sets in `scope.styles`: SwiftUI's by its member
    /// (`.iconOnly`, `.switch`, `.menu(…)`), an app's toggle style by its type (`CheckboxStyle()`:
    /// `"CheckboxStyle()"`).
    func setStyle(_ name: String, _ style: SwiftExpr?, in scope: inout Scope) {
        guard let style else { return }
        switch style.kind {
        case let .implicitMember(member):
            scope.styles[name] = member
        case let .call(callee, _):
            if case let .implicitMember(member) = callee.kind {
                scope.styles[name] = member
            } else if name == "toggleStyle", case let .identifier(type) = callee.kind {
                scope.styles[name] = type + "()"
            }
        case let .identifier(type) where name == "toggleStyle":
            scope.styles[name] = type + "()"
        default:
            break
        }
    }

    /// Whether `expr` names a type (`Color`, `Image`, a module view): `Color.red` is a value, not a
    /// modifier of a view.
    func isTypeName(_ expr: SwiftExpr, _ scope: Scope) -> Bool {
        guard case let .identifier(name) = expr.kind else { return false }
        return scope.values[name] == nil && scope.views[name] == nil && (name.first?.isUppercase ?? false)
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func baseNodes(_ expr: SwiftExpr, _ scope: Scope) -> [LayoutDraft.Node] {
        let range = origin(expr.range, scope)
        if seenViewExpressions.insert(range).inserted { viewExpressions.append(range) }
        switch expr.kind {
        case let .call(callee, arguments):
            guard case let .identifier(name) = callee.kind else {
                if case let .member(owner, member) = callee.kind, case .identifier("Color") = owner.kind {
                    return [colorView(SwiftExpr(kind: .member(owner, member), range: callee.range), scope)]
                }
                if case let .member(owner, member) = callee.kind, case .identifier("self") = owner.kind {
                    if scope.viewParameters.contains(member) { return [viewParameterNode(member, expr.range, scope)] }
                    return builderNodes(member, arguments, expr.range, scope)
                }
                if let path = qualifiedName(callee), let nodes = staticBuilderNodes(path, arguments, expr.range, scope) {
                    return nodes
                }
                // `place.map { Pill(name: $0) }`: the view when the optional holds a value.
                if case let .member(optional, "map") = callee.kind, arguments.count == 1,
                   case let .closure(parameters, body) = arguments[0].value.kind {
                    return optionalMap(optional, parameters: parameters, body: body, expr, scope)
                }
                // `value.map(content)`, `content` a view closure the view was given (a generic
                // `Unwrap(value) { Text($0) }` wrapper's body): the content when it holds a value.
                if case let .member(optional, "map") = callee.kind, arguments.count == 1,
                   isViewClosure(arguments[0].value, scope) {
                    return optionalMap(optional, parameters: [], body: [.expression(arguments[0].value)], expr, scope)
                }
                // `TicketView.Badge(…)`, `BeaconUI.Row(…)`: a view by its qualified name.
                if let path = qualifiedName(callee), let view = appView(path, scope) {
                    return componentNodes(view, arguments, expr.range, scope)
                }
                leaveOut(sourceText(expr, scope), "a view the reader does not read", expr.range, scope)
                return []
            }
            // `content()`, `content(item)`: a view parameter that is a closure making the view.
            if scope.viewParameters.contains(name) { return [viewParameterNode(name, expr.range, scope)] }
            // A view of the app's own (its module's or an imported one's) shadows SwiftUI's of the name.
            let view = appView(name, scope)
            if view == nil && (SwiftUIViews.names.contains(name) || SwiftUIViews.seedLayouts[name] != nil) {
                return builtin(name, arguments, expr.range, scope)
            }
            // The line break of the seed's wrapping stack (layoutc's export writes a wrap's spacer so,
            // with the `LineBreak` view of the seed's code beside it).
            if name == "LineBreak" && arguments.isEmpty {
                return [element("spacer", nil, expr.range, scope, id: id())]
            }
            if let view { return componentNodes(view, arguments, expr.range, scope) }
            // `layout { … }`: a container value called on its children, `any(layout) < … >` — a
            // computed property of the view that is a layout, not a view (`var layout: AnyLayout
            // { … }`), or a local (`let layout = AnyLayout(HStackLayout())`).
            let builder = scope.view?.builder(named: name)
            var layoutProperty = false
            if case let .variable(variable)? = builder?.decl { layoutProperty = !DeclarationIndex.makesView(variable.type) }
            if layoutProperty, let nodes = containerValueNodes(name, callee, arguments, expr, scope) { return nodes }
            if builder != nil { return builderNodes(name, arguments, expr.range, scope) }
            if let owner = scope.view?.name,
               let nodes = staticBuilderNodes(owner + "." + name, arguments, expr.range, scope) {
                return nodes
            }
            if let nodes = containerValueNodes(name, callee, arguments, expr, scope) { return nodes }
            // A global function making a view (`func EventActionButton(img: String, …) -> some View`).
            if let nodes = staticBuilderNodes(name, arguments, expr.range, scope) { return nodes }
            if index.layout(name, from: module(of: scope)) != nil {
                note(.standIn, "'\(name)' is a Layout of the app's own, not named like a layout layoutc has: laid "
                     + "out as a vstack", callee.range, scope.file)
                return [container("vstack", [], arguments, expr.range, scope)]
            }
            // A button of the app's from a file not read (`AsyncButton(title, action: …)`,
            // `LoadingButton(action: …) { label }`): SwiftUI's `Button`, as its name and its action
            // say — what such wrappers are — so the style set on it draws it.
            if name.hasSuffix("Button"), name != "Button", arguments.contains(where: { $0.label == "action" }) {
                note(.standIn, "the view '\(name)' is not in the files read: laid out as SwiftUI's Button, as its name and "
                     + "its action say", callee.range, scope.file)
                return builtin("Button", arguments, expr.range, scope)
            }
            // A container of the app's from a file not read (`PreviewWrapper { … }`, `StateWrapper(
            // initialState: true) { state in Toggle(isOn: state) }`, `CardSection { rows }`): its
            // content, in a vstack in its place — the content is the app's, whatever holds it.
            // Not when all it holds is items (`ToolbarFeaturesMenu { Button … }`): a menu's or a
            // bar's, which draws them its own way.
            if name.first?.isUppercase == true,
               arguments.contains(where: { argument in
                   guard argument.isTrailing || argument.label == "content" else { return false }
                   if case let .closure(_, statements) = argument.value.kind { return !AppViews.isItems(statements) }
                   return false
               }) {
                note(.standIn, "the view '\(name)' is not in the files read: its content is laid out in a vstack in its "
                     + "place", callee.range, scope.file)
                return [container("vstack", [], arguments.filter { $0.isTrailing || $0.label == "content" },
                                  expr.range, scope)]
            }
            leaveOut(name, "the view '\(name)' is not in the files read: it is left out", callee.range, scope)
            return []
        case let .identifier(name):
            if let views = scope.views[name] { return styledLabels(views, scope) }
            if scope.viewParameters.contains(name) { return [viewParameterNode(name, expr.range, scope)] }
            if name == "EmptyView" { return [] }
            if scope.view?.builder(named: name) != nil { return builderNodes(name, [], expr.range, scope) }
            if let owner = scope.view?.name, let nodes = staticBuilderNodes(owner + "." + name, [], expr.range, scope) {
                return nodes
            }
            if let view = appView(name, scope), !making.contains(view.componentName) {
                return [component(view, arguments: [], at: expr.range, scope)]
            }
            // A static view of a type around the code (`static var standalone: some View` beside a
            // `PreviewProvider`'s `previews`), found as the compiler finds it.
            if scope.view == nil, let nodes = staticBuilderNodes(name, [], expr.range, scope) { return nodes }
            note(.skipped, "'\(name)' is not a view the reader can find", expr.range, scope.file)
            return []
        case let .member(owner, member):
            // `configuration.label` in a button style's `makeBody`.
            if let path = qualifiedName(expr), let views = scope.views[path] { return styledLabels(views, scope) }
            if case let .identifier(type) = owner.kind {
                if type == "Color" { return [colorView(expr, scope)] }
                if type == "self" { return baseNodes(SwiftExpr(kind: .identifier(member), range: expr.range), scope) }
            }
            if let path = qualifiedName(expr), let nodes = staticBuilderNodes(path, [], expr.range, scope) {
                return nodes
            }
            // `Asset.Images.copy24.swiftUIImage`, `asset.swiftUIImage`: SwiftGen's image asset as
            // an `Image`.
            if member == "swiftUIImage" {
                if let size = assetSymbolSize(owner) { return [sizedImage(size, expr.range, scope)] }
                return [assetImage(expr.range, scope)]
            }
            // `L10n.seeAll.text`: a string as a `Text` (an app's `var text: Text { Text(self) }`
            // on `String`, beside SwiftGen's strings), its string the value's.
            if member == "text" {
                let text = SwiftExpr(kind: .identifier("Text"), range: expr.range)
                return baseNodes(SwiftExpr(kind: .call(text, [SwiftArgument(label: nil, value: owner, isTrailing: false)]),
                                           range: expr.range), scope)
            }
            leaveOut(sourceText(expr, scope), "a view the reader does not read", expr.range, scope)
            return []
        case .closure:
            return viewNodes(of: expr, scope)
        default:
            leaveOut(sourceText(expr, scope), "a view the reader does not read", expr.range, scope)
            return []
        }
    }

    /// `layout { … }` where `layout` is a value the reading knows (a container: `hstack(spacing: 8)`),
    /// called on its trailing closures' views: `any(layout) < … >`; nil for anything else.
    mutating func containerValueNodes(_ name: String, _ callee: SwiftExpr, _ arguments: [SwiftArgument], _ expr: SwiftExpr,
                                      _ scope: Scope) -> [LayoutDraft.Node]? {
        guard arguments.contains(where: \.isTrailing), arguments.allSatisfy(\.isTrailing),
              let layout = value(SwiftExpr(kind: .identifier(name), range: callee.range), scope) else { return nil }
        let children = arguments.flatMap { viewNodes(of: $0.value, scope) }
        let nodes = [element("any", [.init(label: nil, value: layout)], children: children, expr.range, scope, id: id())]
        // Chosen by a condition known only when the app runs: what it holds lies where a stand-in put it.
        if let standIn = layout.standIn { markStandIn(nodes, standIn) }
        return nodes
    }

    /// `optional.map { value in … }` in a builder: nothing when the optional is nil, its views with the
    /// value bound when it holds one; when it is known only when the app runs, its views, marked.
    mutating func optionalMap(_ optional: SwiftExpr, parameters: [String], body: [SwiftStmt], _ expr: SwiftExpr,
                              _ scope: Scope) -> [LayoutDraft.Node] {
        var inner = scope
        let name = parameters.first ?? "$0"
        let known = evaluate(optional, scope)
        switch known {
        case .none?: return []
        case let value?:
            inner.bind(name, value)
            return viewNodes(body, inner)
        case nil:
            inner.bind(name, nil)
            let nodes = viewNodes(body, inner)
            note(.unknown, "whether it holds a value is known only when the app runs: laid out as if it does",
                 optional.range, scope.file)
            markStandIn(nodes, StandInMarks.optionalTakenAsSet + "\(sourceText(optional, scope))), taken as set")
            return nodes
        }
    }

    /// Whether `expr` names a view closure the code holds (a view parameter, a local view).
    func isViewClosure(_ expr: SwiftExpr, _ scope: Scope) -> Bool {
        guard case let .identifier(name) = expr.kind else { return false }
        return scope.viewParameters.contains(name) || scope.views[name] != nil
    }

    /// The module of the code being read.
    func module(of scope: Scope) -> Int { index.module(of: scope.file.id) }

    /// The app's view `name` means where `scope`'s code is written.
    func appView(_ name: String, _ scope: Scope) -> DeclarationIndex.View? {
        index.view(name, from: module(of: scope), scope: scope.typeScope, file: scope.file.id)
    }

    /// A use of the app's view `view`: its component, unless it is being made (a view in its own body).
    mutating func componentNodes(_ view: DeclarationIndex.View, _ arguments: [SwiftArgument], _ range: Range<Int>,
                                 _ scope: Scope) -> [LayoutDraft.Node] {
        if making.contains(where: { $0 == view.componentName || $0.hasPrefix(view.componentName + "_standIn_") }) {
            note(.skipped, "'\(DeclarationIndex.written(view.name))' contains itself: cut here", range, scope.file)
            return []
        }
        return [component(view, arguments: arguments, at: range, scope)]
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

    /// Views given to the code being read (a style's `configuration.label`, a modifier's
    /// `content`) with the `.labelStyle` it sets on them: a `Label` among them, laid out before
    /// as its icon beside its title, as its icon (`.iconOnly`) or its title (`.titleOnly`).
    func styledLabels(_ views: [LayoutDraft.Node], _ scope: Scope) -> [LayoutDraft.Node] {
        guard let style = scope.styles["labelStyle"], style == "iconOnly" || style == "titleOnly" else { return views }
        return views.flatMap { node -> [LayoutDraft.Node] in
            guard case let .element(id, _, _, _, modifiers, _) = node, modifiers.isEmpty, let parts = labelParts[id]
            else { return [node] }
            return style == "iconOnly" ? parts.icon : parts.title
        }
    }

    /// A view property or function of the view being read (`header`, `row(title:)`): a component
    /// of its own, given the view's parameters and its own.
    mutating func builderNodes(_ name: String, _ arguments: [SwiftArgument], _ range: Range<Int>,
                               _ scope: Scope) -> [LayoutDraft.Node] {
        guard let view = scope.view, let builder = view.builder(named: name) else { return [] }
        var home = scope
        home.file = builder.file
        return builderNodes(builder, component: "\(scope.component ?? view.componentName)_\(name)", home: home,
                            instance: true, arguments,
                            range, scope)
    }

    /// A static property or function making a view (`SettingsRow.addAccount`, `Tag.make(…)`): a
    /// component of its own, given its own parameters. Nil when the module has none by that name.
    mutating func staticBuilderNodes(_ qualified: String, _ arguments: [SwiftArgument], _ range: Range<Int>,
                                     _ scope: Scope) -> [LayoutDraft.Node]? {
        guard let builder = index.staticBuilder(qualified, from: module(of: scope), scope: scope.typeScope, file: scope.file.id) else { return nil }
        var home = Scope(file: builder.file)
        let owner = qualified.split(separator: ".").dropLast().joined(separator: ".")
        home.view = owner.isEmpty ? nil : index.view(owner, from: module(of: scope), scope: scope.typeScope, file: scope.file.id)
        // Its body's names are looked up in its type (a preview provider's `static func row(…)`
        // beside the `static var` that calls it), or in the caller's types that found it by name.
        if home.view == nil { home.types = owner.isEmpty ? scope.typeScope : owner.split(separator: ".").map(String.init) }
        return builderNodes(builder, component: qualified.replacingOccurrences(of: ".", with: "_"), home: home,
                            instance: false, arguments, range, scope)
    }

    /// `builder` as the component `component`, its body read in `home`: given the known
    /// properties of the view it belongs to when it is an instance member, and its own parameters
    /// (the call's arguments, read in `caller`).
    mutating func builderNodes(_ builder: DeclarationIndex.Builder, component: String, home: Scope, instance: Bool,
                               _ arguments: [SwiftArgument], _ range: Range<Int>, _ caller: Scope) -> [LayoutDraft.Node] {
        var ownParameters: [SwiftParameter] = []
        var body: [SwiftStmt] = []
        var nameRange = range
        var homeFile = home.file
        switch builder.decl {
        case let .variable(variable):
            body = variable.getter ?? []
            nameRange = variable.nameRange
        case let .function(function):
            ownParameters = function.parameters
            body = function.body ?? []
            nameRange = function.nameRange
        default:
            homeFile = caller.file
        }
        // The view's properties its component has as parameters (their known values).
        let viewParameters = !instance ? [] : (home.view?.stored ?? []).map(\.name).filter { name in
            guard !ownParameters.contains(where: { $0.name == name }) else { return false }
            if case .some(.some) = home.values[name] { return true }
            return false
        }
        let roles = ownParameters.map { typeRole($0.type, in: home.view) }
        // The app's values the call gives (`grid(of: store.entries)`): read with them, in a
        // component of their own (`…_v2`), as a view given its model is.
        var records: [String: ReaderValue] = [:]
        for (position, argument) in arguments.enumerated() where !argument.isTrailing {
            let matched = argument.label.flatMap { label in ownParameters.firstIndex { $0.label == label } }
                ?? (argument.label == nil && position < ownParameters.count ? position : nil)
            guard let matched, roles[matched] == .data, let known = evaluate(argument.value, caller) else { continue }
            records[ownParameters[matched].name] = known
        }
        var component = component
        if !records.isEmpty {
            let key = component + "|" + records.keys.sorted().map { "\($0)=\(records[$0]?.key ?? "")" }.joined(separator: ";")
            let number = recordComponents[key] ?? recordComponents.count + 1
            recordComponents[key] = number
            component += "_v\(number)"
        }
        if !made.contains(component) && !making.contains(component) {
            made.insert(component)
            making.append(component)
            var inner = home
            var parameters = viewParameters.map { LayoutDraft.Parameter(LayoutNames.local($0), nil) }
            for (parameter, role) in zip(ownParameters, roles) {
                switch role {
                case .value, .view:
                    inner.values[parameter.name] = LayoutDraft.Value(text: LayoutNames.local(parameter.name), origin: nil)
                    if role == .view { inner.viewParameters.insert(parameter.name) }
                    let fallback = role == .view ? LayoutDraft.Value(text: "box(0x0)") : standIn(type: parameter.type)
                    parameters.append(LayoutDraft.Parameter(LayoutNames.local(parameter.name),
                                                            parameter.defaultValue.flatMap { value($0, home) } ?? fallback))
                case .data where records[parameter.name] != nil:
                    inner.bind(parameter.name, records[parameter.name])
                case .action, .data, .state:
                    inner.runtime.insert(parameter.name)
                    inner.values[parameter.name] = .some(nil)
                }
            }
            let definitionID = self.id()
            let index = draft.definitions.count
            draft.definitions.append(LayoutDraft.Definition(
                id: definitionID, name: component, parameters: parameters, body: .value(.init(text: "box(0x0)")),
                origin: SourceRange(file: homeFile.id, start: nameRange.lowerBound, end: nameRange.upperBound)))
            draft.definitions[index].body = .node(single(viewNodes(body, inner), at: nameRange, inner))
            making.removeLast()
        }
        var given = viewParameters.map {
            LayoutDraft.Argument(label: LayoutNames.local($0), value: .init(text: LayoutNames.local($0)))
        }
        var standIn: String?
        for (position, argument) in arguments.enumerated() {
            let matched = argument.label.flatMap { label in ownParameters.firstIndex { $0.label == label } }
                ?? (argument.label == nil && position < ownParameters.count ? position : nil)
            guard let matched, roles[matched] == .value || roles[matched] == .view else { continue }
            let parameter = ownParameters[matched]
            if roles[matched] == .view {
                let nodes = viewNodes(of: argument.value, caller)
                given.append(LayoutDraft.Argument(label: LayoutNames.local(parameter.name),
                                                  value: viewArgument(nodes, at: argument.value.range, caller)))
            } else if let known = value(argument.value, caller) {
                given.append(LayoutDraft.Argument(label: LayoutNames.local(parameter.name), value: known))
                // A stand-in the caller holds (`buildMaskView(for: emoji)` with `emoji` stood in
                // for): the texts inside show it.
                if let held = known.standIn { standIn = standIn ?? held }
            } else {
                note(.unknown, "the value given to '\(parameter.name)' is known only when the app runs: it takes its "
                     + "stand-in", argument.value.range, caller.file)
                standIn = standIn ?? StandInMarks.value + sourceText(argument.value, caller)
            }
        }
        let call = LayoutDraft.Node.element(id: id(), head: component, arguments: given, children: nil, modifiers: [],
                                            origin: origin(range, caller))
        if let standIn { markStandIn([call], standIn) }
        return [call]
    }

    /// A container with `.layout`'s labels for SwiftUI's (`alignment`, `spacing`, …).
    mutating func container(_ head: String, _ labels: [String], _ arguments: [SwiftArgument], _ range: Range<Int>,
                            _ scope: Scope, renamed: [String: String] = [:]) -> LayoutDraft.Node {
        var given: [LayoutDraft.Argument] = []
        var children: [LayoutDraft.Node] = []
        var standIn: String?
        for argument in arguments {
            if let label = argument.label, labels.contains(label), !argument.isTrailing {
                if let known = value(argument.value, scope) {
                    let written = renamed[label] ?? label
                    given.append(LayoutDraft.Argument(label: written == "_" ? nil : written, value: known))
                } else if label == "columns" || label == "rows" {
                    // A lazy grid's tracks are required: two flexible ones stand in, marked.
                    note(.unknown, "'\(label)' is known only when the app runs: laid out as two flexible tracks",
                         argument.value.range, scope.file)
                    given.append(LayoutDraft.Argument(label: label, value: .init(text: "[.flexible(), .flexible()]")))
                    standIn = "two flexible tracks standing in for \(sourceText(argument.value, scope))"
                } else {
                    note(.unknown, "'\(label)' is known only when the app runs: left out", argument.value.range, scope.file)
                }
            } else if argument.label == nil && labels.first == "_" && !argument.isTrailing {
                if let known = value(argument.value, scope) {
                    given.append(LayoutDraft.Argument(label: renamed["_"].flatMap { $0 == "_" ? nil : $0 }, value: known))
                }
            } else if argument.isTrailing || argument.label == "content" {
                children += viewNodes(of: argument.value, scope)
            }
        }
        let node = LayoutDraft.Node.element(id: id(), head: head, arguments: given.isEmpty ? nil : given, children: children,
                                            modifiers: [], origin: origin(range, scope))
        if let standIn { markStandIn([node], standIn) }
        return node
    }
}

extension ReadSession {
    /// Where a view's code shows a view its caller gives (`label`, `content()`): the parameter's
    /// node. (When no caller in the files gave it, its default is marked as left out:
    /// `LayoutDraft.Parameter.mark`.)
    mutating func viewParameterNode(_ name: String, _ range: Range<Int>, _ scope: Scope) -> LayoutDraft.Node {
        .element(id: id(), head: LayoutNames.local(name), arguments: nil, children: nil, modifiers: [],
                 origin: origin(range, scope))
    }
}
