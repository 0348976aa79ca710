import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSwiftSyntax
import LayoutAppModel
import LayoutSema

/// Modifiers: SwiftUI's with a `.layout` counterpart, the app's own `View` extensions expanded,
/// those that change no frame left out, the rest skipped with a note.
extension ReadSession {
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func apply(_ name: String, _ arguments: [SwiftArgument], _ range: Range<Int>,
                        to nodes: [LayoutDraft.Node], _ scope: Scope) -> [LayoutDraft.Node] {
        guard !nodes.isEmpty else { return nodes }
        // The app's own modifier of a SwiftUI name (`.font(9, .secondary)`): what the call's
        // arguments fit decides, as Swift's overload resolution does.
        let own = index.modifiers(name, from: module(of: scope))
        if let found = own.first(where: { Self.fits(arguments, $0.value.parameters) }), !SwiftUIViews.accepts(name, arguments) {
            return expand(found.value, file: found.file, arguments, range, to: nodes, scope)
        }
        if name == "environment", arguments.count == 2, case let .keyPath(path) = arguments[0].value.kind,
           ["dynamicTypeSize", "sizeCategory", ".dynamicTypeSize", ".sizeCategory"].contains(path) {
            return dynamicTypeSize([SwiftArgument(label: nil, value: arguments[1].value, isTrailing: false)], range,
                                   to: nodes, scope)
        }
        if name == "dynamicTypeSize" { return dynamicTypeSize(arguments, range, to: nodes, scope) }
        if name == "allowsHitTesting", arguments.count == 1, truth(arguments[0].value, scope) == false {
            // Taps pass through it: its buttons answer none, and are laid out as their labels.
            return nodes.map(Self.withoutButtons)
        }
        // `.gesture(TapGesture().onEnded { … })`, `.highPriorityGesture(TapGesture())`,
        // `.simultaneousGesture(SpatialTapGesture())`: a tap handler, as `.onTapGesture` is.
        if ["gesture", "highPriorityGesture", "simultaneousGesture"].contains(name),
           let gesture = arguments.first(where: { !$0.isTrailing })?.value, Self.isTapGesture(gesture) {
            return apply("onTapGesture", [], range, to: nodes, scope)
        }
        if SwiftUIViews.noLayoutEffect.contains(name) { return nodes }
        var modifier = LayoutDraft.Modifier(id: id(), name: name, arguments: nil, content: nil,
                                            origin: origin(range, scope))
        switch name {
        case "lineLimit" where arguments.count == 1 && Self.lineRange(arguments[0].value) != nil:
            // `.lineLimit(2...6)`: at most the upper bound's lines (`..<7` too); the lines the lower
            // bound reserves are not laid out (a stand-in when it is more than one).
            guard let (low, high, closed) = Self.lineRange(arguments[0].value),
                  let upper = value(high, scope).flatMap({ Int($0.text) }) else {
                note(.unknown, "the lines of .lineLimit are known only when the app runs: left out", range, scope.file)
                return nodes
            }
            let limit = closed ? upper : upper - 1
            guard limit >= 1 else { return nodes }
            if let low, let lower = value(low, scope).flatMap({ Int($0.text) }), lower > 1 {
                note(.standIn, "the \(lower) lines .lineLimit reserves are not laid out: the text takes up to \(limit), "
                     + "as many as it needs", arguments[0].value.range, scope.file)
            }
            modifier.arguments = [.init(label: nil, value: .init(text: String(limit), origin: origin(high.range, scope)))]
        case _ where SwiftUIViews.sameModifiers.contains(name):
            var given: [LayoutDraft.Argument] = []
            var leftOut: [String] = []
            for argument in arguments where !argument.isTrailing {
                let known: LayoutDraft.Value?
                if ["fill", "foregroundColor", "foregroundStyle", "border"].contains(name), argument.label == nil {
                    known = color(argument.value, scope)
                } else if name == "font", argument.label == nil, let own = appFont(argument.value, scope) {
                    known = own
                } else {
                    known = value(argument.value, scope)
                }
                if let known {
                    given.append(LayoutDraft.Argument(label: argument.label, value: known))
                    // A length a stand-in gave (`.frame(width: cellWidth)` with the caller's width
                    // stood in for): what the frame sizes rests on it.
                    if name == "frame", known.standIn != nil, argument.label != "alignment" {
                        leftOut.append("\(argument.label ?? "size") (\(sourceText(argument.value, scope)))")
                    }
                } else if name == "font", argument.label == nil, case let .call(callee, _) = argument.value.kind,
                          case let .member(base, method) = callee.kind, method.first?.isLowercase == true,
                          let font = value(base, scope) ?? appFont(base, scope), font.standIn == nil,
                          Self.isFont(font.text) {
                    // A method of the app's on a font the code gives (`font.scaled(with: textScaling)`,
                    // `.caption.scaled(…)`, in a file not read or beyond what the reader evaluates):
                    // that font, about the size the method makes of it.
                    note(.standIn, "the app's font \(sourceText(argument.value, scope)): laid out as \(font.text), the font "
                         + "its method changes", argument.value.range, scope.file)
                    given.append(LayoutDraft.Argument(label: nil, value: .init(text: font.text, origin: origin(argument.value.range, scope))))
                    markStandIn(nodes.filter(Self.holdsText),
                                StandInMarks.fontNamedAfterStyle + "\(sourceText(argument.value, scope))")
                } else if name == "font", argument.label == nil, let style = Self.fontNamedAfterStyle(argument.value) {
                    // The app's font named after a text style (`.element.footnoteBold`,
                    // `Font.app.title2`): that style, at the weight its name says.
                    note(.standIn, "the app's font \(sourceText(argument.value, scope)): laid out as \(style), as its name says",
                         argument.value.range, scope.file)
                    given.append(LayoutDraft.Argument(label: nil, value: .init(text: style, origin: origin(argument.value.range, scope))))
                    markStandIn(nodes.filter(Self.holdsText),
                                StandInMarks.fontNamedAfterStyle + "\(sourceText(argument.value, scope))")
                } else {
                    note(.unknown, "'\(argument.label ?? name)' of .\(name) is known only when the app runs: left out",
                         argument.value.range, scope.file)
                    if name == "font" {
                        // Its text is measured in the body font instead: what that sizes is not the
                        // app's. (An SF Symbol is 20×20 whatever its font: a font changes none here.)
                        markStandIn(nodes.filter(Self.holdsText),
                                    "the body font standing in for \(sourceText(argument.value, scope))")
                    }
                    if name != "frame" { return nodes }
                    leftOut.append("\(argument.label ?? "size") (\(sourceText(argument.value, scope)))")
                }
            }
            let frameLeftOut = leftOut.isEmpty ? nil
                : StandInMarks.frameLeftOut + leftOut.joined(separator: " and ") + " known only when the app runs"
            if name == "frame" && given.isEmpty && !arguments.isEmpty && frameLeftOut == nil { return nodes }
            // A frame left out whole is kept as `.frame()`, which sizes to its view: the mark's place.
            if let frameLeftOut { draft.standIns[modifier.id] = frameLeftOut }
            modifier.arguments = given
        case "padding":
            modifier.arguments = padding(arguments, scope)
        case "clipShape", "mask":
            guard let shape = arguments.first.flatMap({ self.shape($0.value, scope) }) else {
                note(.skipped, "a clip shape the reader does not read", range, scope.file)
                return nodes
            }
            modifier.name = "clipShape"
            modifier.arguments = [.init(label: nil, value: shape)]
        case "overlay", "background":
            var given: [LayoutDraft.Argument] = []
            for argument in arguments where !argument.isTrailing && argument.label != "content" {
                if argument.label == "alignment", let known = value(argument.value, scope) {
                    given.append(.init(label: "alignment", value: known))
                } else if argument.label == nil {
                    if let fill = color(argument.value, scope) {
                        given.append(.init(label: nil, value: fill))
                    } else if looksLikeView(argument.value, scope) || isShape(argument.value) {
                        modifier.content = viewNodes(of: argument.value, scope)
                    } else {
                        // A gradient, a colour known only at run time: something is drawn over the
                        // whole frame (and answers taps there), in the stand-in colour.
                        if Self.isGradient(argument.value) {
                            note(.standIn, "a gradient as the .\(name): drawn as \(SwiftReaderStandIns.color)",
                                 argument.value.range, scope.file)
                        } else {
                            note(.unknown, "the .\(name) style is known only when the app runs (a colour or an "
                                 + "opacity chosen by state): drawn as \(SwiftReaderStandIns.color)", argument.value.range,
                                 scope.file)
                        }
                        given.append(.init(label: nil, value: .init(text: "." + SwiftReaderStandIns.color,
                                                                    origin: origin(argument.value.range, scope))))
                    }
                }
            }
            if let content = arguments.first(where: { $0.isTrailing || $0.label == "content" }) {
                modifier.content = viewNodes(of: content.value, scope)
            }
            modifier.arguments = given.isEmpty ? nil : given
        case "glassEffect":
            // Liquid Glass (iOS 26) draws its shape behind the view, which then answers taps over it.
            note(.standIn, "Liquid Glass (.glassEffect) is drawn as \(SwiftReaderStandIns.color) behind its view", range,
                 scope.file)
            modifier.name = "background"
            modifier.arguments = [.init(label: nil, value: .init(text: "." + SwiftReaderStandIns.color))]
        case "onTapGesture":
            // A widget answers no gesture: its picture is archived.
            if inWidget { return nodes }
            modifier.arguments = []
        case "contentShape":
            // `.contentShape(.dragPreview, Circle())` shapes a preview, not what answers taps.
            let unlabelled = arguments.filter { $0.label == nil && !$0.isTrailing }
            if unlabelled.count >= 2 {
                let kinds: [SwiftExpr]
                if case let .array(items) = unlabelled[0].value.kind { kinds = items } else { kinds = [unlabelled[0].value] }
                let interaction = kinds.contains {
                    if case .implicitMember("interaction") = $0.kind { return true }
                    if case .member(_, "interaction") = $0.kind { return true }
                    return false
                }
                if !interaction { return nodes }
            }
            // A shape of the app's own is inside the frame too: its bounds are the frame's.
            let shape = unlabelled.last.flatMap { self.shape($0.value, scope) }
            modifier.arguments = shape.map { [.init(label: nil, value: $0)] } ?? []
        case "buttonStyle":
            return buttonStyle(arguments, range, on: nodes, scope)
        case "modifier":
            return viewModifier(arguments, range, on: nodes, scope)
        default:
            if let found = own.first(where: { Self.fits(arguments, $0.value.parameters) }) ?? own.first {
                return expand(found.value, file: found.file, arguments, range, to: nodes, scope)
            }
            note(.skipped, "the modifier .\(name) is not one the reader lays out: left out", range, scope.file)
            return nodes
        }
        return add(modifier, to: nodes, scope)
    }

    /// Whether `expr` makes a tap gesture: `TapGesture(count:)` or `SpatialTapGesture(…)`, with
    /// its modifiers (`.onEnded { … }`, `.exclusively(before: …)`).
    static func isTapGesture(_ expr: SwiftExpr) -> Bool {
        var base = expr
        while case let .call(callee, _) = base.kind, case let .member(inner, name) = callee.kind, name.first?.isLowercase == true {
            base = inner
        }
        guard case let .call(callee, _) = base.kind, case let .identifier(name) = callee.kind else { return false }
        return name == "TapGesture" || name == "SpatialTapGesture"
    }

    /// Whether `expr` makes one of SwiftUI's gradients (`LinearGradient(…)`, `.linearGradient(…)`).
    static func isGradient(_ expr: SwiftExpr) -> Bool {
        guard case let .call(callee, _) = expr.kind else { return false }
        switch callee.kind {
        case let .identifier(name), let .implicitMember(name), let .member(_, name):
            return name.lowercased().hasSuffix("gradient")
        default:
            return false
        }
    }

    /// `a...b`, `a..<b`, `...b`: the bounds and whether the range is closed; nil for anything else.
    static func lineRange(_ expr: SwiftExpr) -> (low: SwiftExpr?, high: SwiftExpr, closed: Bool)? {
        switch expr.kind {
        case let .binary(op, low, high) where op == "..." || op == "..<": return (low, high, op == "...")
        case let .prefix(op, high) where op == "..." || op == "..<": return (nil, high, op == "...")
        default: return nil
        }
    }

    /// Whether a call's arguments fit a function's parameters: in order, each label the
    /// parameter's, the parameters left out having defaults.
    static func fits(_ arguments: [SwiftArgument], _ parameters: [SwiftParameter]) -> Bool {
        var remaining = parameters[...]
        for argument in arguments where !argument.isTrailing {
            while let next = remaining.first, next.label != argument.label, next.defaultValue != nil {
                remaining.removeFirst()
            }
            guard let next = remaining.popFirst(), next.label == argument.label else { return false }
        }
        return remaining.allSatisfy { $0.defaultValue != nil || $0.type.utf8Range(of: "->") != nil }
    }

    /// `.dynamicTypeSize(.large)`, `(...DynamicTypeSize.xxxLarge)`, `(.large ... .accessibility2)`,
    /// `(.large...)`: `.layout`'s `.dynamicTypeSize(size)`, `(max:)`, `(min:, max:)`, `(min:)`.
    mutating func dynamicTypeSize(_ arguments: [SwiftArgument], _ range: Range<Int>, to nodes: [LayoutDraft.Node],
                                  _ scope: Scope) -> [LayoutDraft.Node] {
        guard let argument = arguments.first?.value else { return nodes }
        var given: [LayoutDraft.Argument] = []
        func size(_ expr: SwiftExpr) -> LayoutDraft.Value? {
            PreviewSettings.dynamicTypeSize(expr).map { .init(text: "." + $0, origin: origin(expr.range, scope)) }
        }
        switch argument.kind {
        case let .prefix("...", upper): size(upper).map { given.append(.init(label: "max", value: $0)) }
        case let .postfix("...", lower): size(lower).map { given.append(.init(label: "min", value: $0)) }
        case let .binary("...", lower, upper):
            size(lower).map { given.append(.init(label: "min", value: $0)) }
            size(upper).map { given.append(.init(label: "max", value: $0)) }
        default: size(argument).map { given.append(.init(label: nil, value: $0)) }
        }
        guard !given.isEmpty else {
            note(.unknown, "the Dynamic Type sizes are known only when the app runs: left out", argument.range, scope.file)
            return nodes
        }
        return add(LayoutDraft.Modifier(id: id(), name: "dynamicTypeSize", arguments: given, content: nil,
                                        origin: origin(range, scope)), to: nodes, scope)
    }

    /// `.buttonStyle(…)` on `nodes`: every button inside that no nearer style has styled yet is
    /// drawn as the style draws its label — the app's own `ButtonStyle` read from its
    /// `makeBody(configuration:)` (its properties given the call's values, `isPressed` false),
    /// the plain system styles as the label alone; others are noted and left out.
    mutating func buttonStyle(_ arguments: [SwiftArgument], _ range: Range<Int>, on nodes: [LayoutDraft.Node],
                              _ scope: Scope) -> [LayoutDraft.Node] {
        guard let style = arguments.first?.value else { return nodes }
        var name: String?
        var given: [SwiftArgument] = []
        switch style.kind {
        case let .implicitMember(member): name = "." + member
        case let .call(callee, args):
            if case let .identifier(type) = callee.kind { name = type; given = args }
            if case let .implicitMember(member) = callee.kind { name = "." + member; given = args }
        case let .identifier(type): name = type
        default: break
        }
        let plain: Set<String> = [".plain", ".borderless", ".link", "PlainButtonStyle", "BorderlessButtonStyle",
                                  "LinkButtonStyle", ".automatic", "DefaultButtonStyle"]
        if let name, plain.contains(name) {
            return nodes.map { styleButtons(in: $0, nil) }
        }
        if let name, making.contains(ButtonStyleReading.key(name)) {
            note(.skipped, "the button style \(name) draws a button in its own style: that button is laid out as its "
                 + "label", style.range, scope.file)
            return nodes.map { styleButtons(in: $0, nil) }
        }
        guard let name, let found = index.buttonStyle(name, from: module(of: scope)), let body = found.value.body.body else {
            note(.skipped, "the button style \(name ?? "here") is not one the reader draws: its buttons are laid out "
                 + "as their labels", style.range, scope.file)
            // A system style with a bezel draws it behind the whole label, which then answers taps.
            let bezelled: Set<String> = [".bordered", ".borderedProminent", "BorderedButtonStyle",
                                         "BorderedProminentButtonStyle", ".glass", ".glassProminent"]
            guard let name, bezelled.contains(name) else {
                // The app's own style in a file not read (`.buttonStyle(.circle)`).
                return nodes.map { styleButtons(in: $0, nil, unread: name ?? "here") }
            }
            return nodes.map { styleButtons(in: $0, nil, bezel: (range, scope)) }
        }
        // `.primary(size: .small)`: the static function's body makes the style
        // (`PrimaryStyle(size: size)`), its parameters given the call's values or their defaults.
        var givenScope = scope
        if name.hasPrefix("."), let function = index.buttonStyleFunction(String(name.dropFirst()), from: module(of: scope)),
           let body = function.value.body, body.count == 1, Self.fits(given, function.value.parameters) {
            var made: SwiftExpr?
            switch body[0] {
            case let .expression(expr), let .returnStmt(expr?, _): made = expr
            default: break
            }
            if let made, case let .call(callee, arguments) = made.kind {
                switch callee.kind {
                case .identifier, .member(_, "init"), .implicitMember("init"):
                    var inner = Scope(file: function.file)
                    inner.types = Array(found.value.scope.dropLast())
                    bind(function.value.parameters, to: given, from: scope, into: &inner)
                    givenScope = inner
                    given = arguments
                default: break
                }
            }
        }
        appliedButtonStyles.insert(found.value.decl.name)
        var styleScope = instanceScope(found.value, file: found.file, given: given, givenScope)
        let configuration = found.value.body.parameters.first?.name ?? "configuration"
        styleScope.values[configuration + ".isPressed"] = LayoutDraft.Value(text: "false")
        let reading = ButtonStyleReading(name: name, body: body, scope: styleScope, configuration: configuration,
                                         range: found.value.body.nameRange)
        return nodes.map { styleButtons(in: $0, reading) }
    }

    /// `.modifier(Card(radius: 8))` with the app's `ViewModifier`: its `body(content:)` read with
    /// `content` the view it modifies and its properties given the call's values.
    mutating func viewModifier(_ arguments: [SwiftArgument], _ range: Range<Int>, on nodes: [LayoutDraft.Node],
                               _ scope: Scope) -> [LayoutDraft.Node] {
        guard let call = arguments.first?.value, case let .call(callee, given) = call.kind,
              case let .identifier(name) = callee.kind, let found = index.viewModifier(name, from: module(of: scope)),
              let body = found.value.body.body, making.count < 40 else {
            note(.skipped, "a view modifier the reader cannot find: left out", range, scope.file)
            return nodes
        }
        let reading = ".modifier(\(name))"
        guard !making.contains(reading) else {
            note(.skipped, "'\(name)' applies itself in its own body: left out here", range, scope.file)
            return nodes
        }
        let first = nextID + 1
        var inner = instanceScope(found.value, file: found.file, given: given, scope)
        inner.views[found.value.body.parameters.first?.name ?? "content"] = nodes
        making.append(reading)
        let made = [single(viewNodes(body, inner), at: range, inner)]
        making.removeLast()
        markExpansion(made, from: first, at: range, scope)
        return made
    }

    /// Where a style's or a view modifier's body is read: its stored properties are what the
    /// initializer call gives (`given`, read in the caller's `scope`), else their initial values.
    mutating func instanceScope(_ style: DeclarationIndex.Style, file: SourceFile, given: [SwiftArgument],
                                _ scope: Scope) -> Scope {
        let decl = style.decl
        var inner = Scope(file: file)
        inner.types = style.scope
        let members = DeclarationIndex.flattened(decl.members)
        inner.ownMembers = members
        let stored = members.compactMap { member -> SwiftVariable? in
            if case let .variable(variable) = member, variable.getter == nil, !variable.isStatic { return variable }
            return nil
        }
        for property in stored {
            if let key = Self.environmentKey(of: property), environment.value(of: key) != nil {
                // `@Environment(\.dynamicTypeSize)`: the reading's.
                inner.environmentNames[property.name] = key
                continue
            }
            let argument = given.first { $0.label == property.name }
            // A case of the app's enum keeps its type's computed properties (`size.verticalPadding`
            // of `size: .small`), a value of the app's its fields.
            let evaluated = argument.map { evaluate($0.value, scope, expected: property.type) }
                ?? property.initializer.map { evaluate($0, inner, expected: property.type) }
            if let evaluated = evaluated ?? nil, Self.isAppEnumCase(evaluated) || evaluated.scalar == nil {
                inner.bind(property.name, evaluated)
                continue
            }
            // Typed apart: a `Value?` stored in `[String: Value?]` would make `??` never look right.
            var known: LayoutDraft.Value? = argument.flatMap { value($0.value, scope) }
                ?? property.initializer.flatMap { value($0, inner) }
            // `@ScaledMetric private var height: CGFloat = 72`: at the reading's text size.
            if argument == nil, let scaled = known.flatMap({ scaledMetric(property, $0) }) { known = scaled }
            inner.values[property.name] = .some(known)
        }
        return inner
    }

    /// Whether `node` is or holds a text (what a font sizes).
    static func holdsText(_ node: LayoutDraft.Node) -> Bool {
        switch node {
        case let .element(_, head, _, children, modifiers, _):
            return head == "text" || (children ?? []).contains(where: holdsText)
                || modifiers.contains { ($0.content ?? []).contains(where: holdsText) }
        case let .repeatBlock(_, _, _, _, children, _):
            return children.contains(where: holdsText)
        case let .ifBlock(_, _, then, otherwise, _):
            return then.contains(where: holdsText) || (otherwise ?? []).contains(where: holdsText)
        }
    }

    /// `node` with each button inside it a `zstack` of its label: what `.allowsHitTesting(false)`
    /// leaves of a button (it lays out as its label, as a button does, and takes no taps).
    static func withoutButtons(_ node: LayoutDraft.Node) -> LayoutDraft.Node {
        withoutButtons(node) { _ in true }
    }

    /// `node` with each button inside it that `drop` says (by id) a `zstack` of its label.
    static func withoutButtons(_ node: LayoutDraft.Node, where drop: (Int) -> Bool) -> LayoutDraft.Node {
        func walk(_ node: LayoutDraft.Node) -> LayoutDraft.Node {
            switch node {
            case let .element(id, head, arguments, children, modifiers, origin):
                let modifiers = modifiers.map { modifier in
                    var modifier = modifier
                    modifier.content = modifier.content?.map(walk)
                    return modifier
                }
                return .element(id: id, head: head == "button" && drop(id) ? "zstack" : head, arguments: arguments,
                                children: children?.map(walk), modifiers: modifiers, origin: origin)
            case let .repeatBlock(id, source, name, index, children, origin):
                return .repeatBlock(id: id, source: source, name: name, index: index, children: children.map(walk),
                                    origin: origin)
            case let .ifBlock(id, condition, then, otherwise, origin):
                return .ifBlock(id: id, condition: condition, then: then.map(walk), otherwise: otherwise?.map(walk),
                                origin: origin)
            }
        }
        return walk(node)
    }

    /// Whether `node` holds a button that `matches` (by id), its modifiers' content included.
    static func holdsButton(_ node: LayoutDraft.Node, where matches: (Int) -> Bool) -> Bool {
        switch node {
        case let .element(id, head, _, children, modifiers, _):
            return head == "button" && matches(id) || (children ?? []).contains { holdsButton($0, where: matches) }
                || modifiers.contains { ($0.content ?? []).contains { holdsButton($0, where: matches) } }
        case let .repeatBlock(_, _, _, _, children, _):
            return children.contains { holdsButton($0, where: matches) }
        case let .ifBlock(_, _, then, otherwise, _):
            return then.contains { holdsButton($0, where: matches) } || (otherwise ?? []).contains { holdsButton($0, where: matches) }
        }
    }

    /// A button style's `makeBody`, ready to draw labels.
    struct ButtonStyleReading {
        /// The style's type, as the call names it.
        var name: String
        var body: [SwiftStmt]
        var scope: Scope
        /// The name of `makeBody`'s parameter.
        var configuration: String
        var range: Range<Int>

        /// How the reading of `name`'s body is marked in `making` (a style drawing a button in
        /// itself is read once).
        static func key(_ name: String) -> String { ".buttonStyle(\(name))" }
    }

    /// `node` with the label of each button inside it not yet styled drawn by `style` (nil: as it is).
    /// With `bezel` (where the style is given), each such label answers taps over its whole
    /// frame, as a system style's bezel behind it does.
    mutating func styleButtons(in node: LayoutDraft.Node, _ style: ButtonStyleReading?,
                               bezel: (range: Range<Int>, scope: Scope)? = nil, unread: String? = nil) -> LayoutDraft.Node {
        switch node {
        case let .element(id, head, arguments, children, modifiers, origin):
            var children = children?.map { styleButtons(in: $0, style, bezel: bezel, unread: unread) }
            if head == "button", !styledButtons.contains(id) {
                styledButtons.insert(id)
                // A style the files read do not declare draws what it draws (a circle, a capsule)
                // around the label: the button is smaller here than in the app.
                if let unread, draft.standIns[id] == nil {
                    draft.standIns[id] = StandInMarks.leftOut + "the drawing of its style \(unread), which is not in "
                        + "the files read"
                }
                if let bezel, let label = children {
                    children = [withModifiers(single(label, at: bezel.range, bezel.scope), [("contentShape", [])],
                                              bezel.range, bezel.scope)]
                    // The bezel's padding is not drawn: the button is smaller here than in the app.
                    if draft.standIns[id] == nil {
                        draft.standIns[id] = StandInMarks.leftOut + "the padding of its style's bezel, which layoutc does not draw yet"
                    }
                }
                if let style {
                    var inner = style.scope
                    inner.views[style.configuration + ".label"] = children ?? []
                    making.append(ButtonStyleReading.key(style.name))
                    let leftOutBefore = leftOutViews.count
                    children = [single(viewNodes(style.body, inner), at: style.range, inner)]
                    making.removeLast()
                    if leftOutViews.count > leftOutBefore, draft.standIns[id] == nil {
                        draft.standIns[id] = StandInMarks.leftOut + "'\(leftOutViews[leftOutBefore])' in its style "
                            + "\(style.name), which the reader left out"
                    }
                }
            }
            let modifiers = modifiers.map { modifier in
                var modifier = modifier
                modifier.content = modifier.content?.map { styleButtons(in: $0, style, bezel: bezel, unread: unread) }
                return modifier
            }
            return .element(id: id, head: head, arguments: arguments, children: children, modifiers: modifiers,
                            origin: origin)
        case let .repeatBlock(id, source, name, index, children, origin):
            return .repeatBlock(id: id, source: source, name: name, index: index,
                                children: children.map { styleButtons(in: $0, style, bezel: bezel, unread: unread) },
                                origin: origin)
        case let .ifBlock(id, condition, then, otherwise, origin):
            return .ifBlock(id: id, condition: condition,
                            then: then.map { styleButtons(in: $0, style, bezel: bezel, unread: unread) },
                            otherwise: otherwise?.map { styleButtons(in: $0, style, bezel: bezel, unread: unread) },
                            origin: origin)
        }
    }

    /// `modifier` on the view `nodes` make: on the element, or on a stack holding them.
    mutating func add(_ modifier: LayoutDraft.Modifier, to nodes: [LayoutDraft.Node], _ scope: Scope)
        -> [LayoutDraft.Node] {
        var target = nodes.count == 1 ? nodes[0] : single(nodes, at: modifier.origin.start..<modifier.origin.end, scope)
        if case .element = target {} else {
            target = .element(id: id(), head: "vstack", arguments: [.init(label: "spacing", value: .init(text: "0"))],
                              children: [target], modifiers: [], origin: modifier.origin)
        }
        guard case .element(let id, let head, let arguments, let children, var modifiers, let origin) = target else {
            return nodes
        }
        modifiers.append(modifier)
        return [.element(id: id, head: head, arguments: arguments, children: children, modifiers: modifiers,
                         origin: origin)]
    }

    /// `.padding()`, `(8)`, `(.horizontal, 12)`, `(.horizontal)` (16), `(EdgeInsets(…))`.
    mutating func padding(_ arguments: [SwiftArgument], _ scope: Scope) -> [LayoutDraft.Argument] {
        if let first = arguments.first, case let .call(callee, insets) = first.value.kind,
           case .identifier("EdgeInsets") = callee.kind {
            return insets.compactMap { inset in
                guard let label = inset.label else { return nil }
                guard let known = value(inset.value, scope) else {
                    note(.unknown, "the '\(label)' inset is known only when the app runs: laid out as 0",
                         inset.value.range, scope.file)
                    return nil
                }
                return .init(label: label, value: known)
            }
        }
        if arguments.count == 1, arguments[0].label == nil, !isEdges(arguments[0].value),
           case let .fields(type, fields)? = evaluate(arguments[0].value, scope, expected: "EdgeInsets"),
           type.hasSuffix("EdgeInsets") {
            // `.padding(Layout.insets)`: a constant's insets (`left`/`right` of UIKit's are leading/trailing).
            let labels = [("top", "top"), ("leading", "leading"), ("left", "leading"), ("bottom", "bottom"),
                          ("trailing", "trailing"), ("right", "trailing")]
            return labels.compactMap { field, label in
                guard case let .layout(known)? = fields[field] else { return nil }
                return .init(label: label, value: known)
            }
        }
        let values = arguments.compactMap { value($0.value, scope) }
        for argument in arguments where !isEdges(argument.value) && value(argument.value, scope) == nil {
            note(.unknown, "the padding is known only when the app runs: laid out as the default, 16",
                 argument.value.range, scope.file)
        }
        if values.count == 1, let edges = arguments.first?.value, isEdges(edges) {
            return [.init(label: nil, value: values[0]), .init(label: nil, value: .init(text: "16"))]
        }
        return values.map { .init(label: nil, value: $0) }
    }

    func isEdges(_ expr: SwiftExpr) -> Bool {
        switch expr.kind {
        case let .implicitMember(name): return BuiltinRegistry.edgeNames.contains(name)
        case let .array(items): return items.allSatisfy(isEdges)
        default: return false
        }
    }

    func isShape(_ expr: SwiftExpr) -> Bool {
        var base = expr
        while true {
            switch base.kind {
            case let .call(callee, _): base = callee
            case let .member(inner, _): base = inner
            case let .identifier(name):
                return ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"].contains(name)
            default: return false
            }
        }
    }

    /// The app's own modifier (`extension View { func cardStyle() -> some View { … } }`): its body's
    /// modifier chain on `self`, applied here, its parameters given the call's values.
    mutating func expand(_ function: SwiftFunction, file: SourceFile, _ arguments: [SwiftArgument],
                         _ range: Range<Int>, to nodes: [LayoutDraft.Node], _ scope: Scope) -> [LayoutDraft.Node] {
        guard making.count < 40, let body = function.body else { return nodes }
        guard !making.contains("." + function.name) else {
            note(.skipped, "the modifier .\(function.name) applies itself in its own body: left out here", range,
                 scope.file)
            return nodes
        }
        var inner = Scope(file: file, view: nil)
        bindValues(function.parameters, to: arguments, from: scope, into: &inner)
        let statements = chosenStatements(body)
        guard statements.contains(where: Self.isExpression) else { return nodes }
        guard let steps = Self.chainOnSelf(statements) else {
            note(.skipped, "the modifier .\(function.name) is not a chain of modifiers on self: left out", range, scope.file)
            return nodes
        }
        var result = nodes
        let first = nextID + 1
        making.append("." + function.name)
        for (name, args, stepRange) in steps.reversed() { result = apply(name, args, stepRange, to: result, inner) }
        making.removeLast()
        markExpansion(result, from: first, at: range, scope)
        return result
    }

    /// Records that the constructs of `nodes` numbered `first` or above (made since) are an app's
    /// modifier's, applied at `range`: the view it is applied to, made before, keeps its place.
    /// The outermost use wins (a modifier applied in another's body is the outer one's use).
    mutating func markExpansion(_ nodes: [LayoutDraft.Node], from first: Int, at range: Range<Int>, _ scope: Scope) {
        let site = origin(range, scope)
        var pending = nodes
        while let node = pending.popLast() {
            switch node {
            case let .element(id, _, _, children, modifiers, _):
                if id >= first { draft.expandedAt[id] = site }
                pending += children ?? []
                for modifier in modifiers {
                    if modifier.id >= first { draft.expandedAt[modifier.id] = site }
                    pending += modifier.content ?? []
                }
            case let .repeatBlock(id, _, _, _, children, _):
                if id >= first { draft.expandedAt[id] = site }
                pending += children
            case let .ifBlock(id, _, then, otherwise, _):
                if id >= first { draft.expandedAt[id] = site }
                pending += then + (otherwise ?? [])
            }
        }
    }

    /// A function's parameters as values in `inner`, its body's scope: each the value of the
    /// argument the call gives it (by label, else by position), read in `caller`, else its default.
    mutating func bindValues(_ parameters: [SwiftParameter], to arguments: [SwiftArgument], from caller: Scope,
                             into inner: inout Scope) {
        for (position, parameter) in parameters.enumerated() {
            let argument = arguments.first { $0.label == parameter.label && parameter.label != nil }
                ?? (position < arguments.count && arguments[position].label == nil ? arguments[position] : nil)
            let given = argument.flatMap { value($0.value, caller) } ?? parameter.defaultValue.flatMap { value($0, inner) }
            inner.values[parameter.name] = .some(given)
        }
    }

    /// A body's statements, a `#if` that is all of it read as the clause the build compiles.
    func chosenStatements(_ body: [SwiftStmt]) -> [SwiftStmt] {
        var statements = body
        while statements.count == 1, case let .poundIf(clauses, _) = statements[0], let chosen = configuration.chosen(clauses) {
            statements = chosen
        }
        return statements
    }

    static func isExpression(_ statement: SwiftStmt) -> Bool {
        switch statement {
        case .expression, .returnStmt(_?, _): return true
        default: return false
        }
    }

    /// The modifiers an app's `View` extension applies, outermost first: its body's last
    /// expression, `self.padding(…).background(…)` or `padding(…)` with `self` left out (a
    /// `ViewModifier`'s: `content.padding(…)`, `subject` its content's name). Nil when it is not
    /// such a chain.
    static func chainOnSelf(_ body: [SwiftStmt], subject: String = "self")
        -> [(name: String, arguments: [SwiftArgument], range: Range<Int>)]? {
        let expressions: [SwiftExpr] = body.compactMap { statement in
            if case let .expression(expr) = statement { return expr }
            if case let .returnStmt(expr?, _) = statement { return expr }
            return nil
        }
        guard let chain = expressions.last else { return nil }
        var steps: [(name: String, arguments: [SwiftArgument], range: Range<Int>)] = []
        var base = chain
        while case let .call(callee, args) = base.kind {
            switch callee.kind {
            case let .member(owner, name):
                steps.append((name, args, callee.range))
                base = owner
            case let .identifier(name) where subject == "self":
                steps.append((name, args, callee.range))
                base = SwiftExpr(kind: .identifier("self"), range: callee.range)
            default:
                base = SwiftExpr(kind: .unknown, range: callee.range)
            }
            if case .identifier(subject) = base.kind { break }
        }
        guard case .identifier(subject) = base.kind else { return nil }
        return steps
    }
}

extension ReadSession {
    /// SwiftUI's text styles, longest name first, lower-cased (`title1`, as design systems name
    /// the first title, is `title`), and the weights a font's name may end with.
    static let styleNames: [(written: String, style: String)] = {
        var names = BuiltinRegistry.textStyles.map { ($0.name.lowercased(), $0.name) }
        names.append(("title1", "title"))
        names.append(("caption1", "caption"))
        return names.sorted { $0.0.count > $1.0.count }
    }()
    static let weightSuffixes: [String: String] = [
        "b": "bold", "bold": "bold", "sb": "semibold", "semibold": "semibold", "m": "medium", "medium": "medium",
        "heavy": "heavy", "black": "black", "light": "light", "regular": "regular", "r": "regular", "": "regular",
    ]

    /// Whether `written` is a font as `.layout` writes one: a text style (`.caption`,
    /// `.footnote.weight(.bold)`), `.system(…)` or `.custom(…)`.
    static func isFont(_ written: String) -> Bool {
        guard written.hasPrefix(".") else { return false }
        let name = written.dropFirst().prefix { $0.isLetter || $0.isNumber }
        return TextStyle(rawValue: String(name)) != nil || name == "system" || name == "custom"
    }

    /// The text style (and weight) an app's font is named after: the last name of a member
    /// chain (`.element.footnoteBold`, `theme.fonts.title2`, `AppFont.body.font`) that is a text
    /// style's name followed by nothing, a weight (`Bold`, `SB`, `Semibold`) or digits and a
    /// weight; as `.layout` writes it (`.footnote.weight(.bold)`). Nil for anything else.
    static func fontNamedAfterStyle(_ expr: SwiftExpr) -> String? {
        var names: [String] = []
        var current = expr
        while true {
            switch current.kind {
            case let .member(owner, member):
                names.append(member)
                current = owner
                continue
            case let .implicitMember(member):
                names.append(member)
            default:
                break
            }
            break
        }
        // The chain must name a font of the app's (two names at least: `.element.body`).
        guard names.count >= 2 else { return nil }
        var last = names[0]
        if ["font", "swiftUIFont", "value", "suFont"].contains(last) { last = names[1] }
        let lower = last.lowercased()
        guard let (written, style) = styleNames.first(where: { lower.hasPrefix($0.written) }) else { return nil }
        var suffix = String(lower.dropFirst(written.count))
        while suffix.first?.isNumber == true { suffix.removeFirst() }
        guard let weight = weightSuffixes[suffix] else { return nil }
        return weight == "regular" ? "." + style : ".\(style).weight(.\(weight))"
    }
}
