import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

extension Interpreter {
    /// A built-in element: a leaf node, or a container (a value when it has no children and
    /// stands where a value is expected).
    func builtin(_ spec: BuiltinSpec, element: ElementNode, asValue: Bool) -> Value {
        if spec.kind == .container {
            let arguments = evaluateArguments(element.arguments)
            let container = ContainerValue(name: spec.name, symbol: element.head.symbol, arguments: arguments,
                                           range: element.head.range)
            if asValue && element.children == nil {
                // Check it now, so mistakes are reported where they are written.
                _ = match(arguments, to: spec.parameters, owner: spec.name, ownerRange: element.head.range)
                return .container(ContainerValue(name: spec.name, symbol: element.head.symbol, arguments: arguments,
                                                 range: element.head.range, checked: true))
            }
            return buildContainer(container, children: element.children, headRange: element.head.range)
        }
        if let children = element.children {
            _ = evaluateArguments(element.arguments)
            report(.error(SemaCode.childrenNotAllowed, "'\(spec.name)' does not take children",
                          at: children.count > 0 ? range(syntax.id(children, 0)) : element.head.range)
                .withNote("use a container such as zstack < … > or .overlay < … >"))
            return .poisoned
        }
        let matched = match(written: element.arguments, to: spec.parameters, owner: spec.name,
                            ownerRange: element.head.range)
        guard !matched.failed, let kind = spec.elementKind else { return .poisoned }
        let made: LayoutElement?
        if kind == .layout, let definition = spec.definition {
            made = definition.instance(layoutArguments(matched, specs: spec.parameters))  // a Layout without subviews
        } else {
            made = leafElement(kind, matched, headRange: element.head.range)
        }
        guard let leaf = made else { return .poisoned }
        guard let node = makeNode(leaf, name: spec.name, symbol: element.head.symbol, range: element.head.range,
                                  children: []) else { return .poisoned }
        switch kind {
        case .roundedRect:
            nodes.changeExtras(Int(node.index)) { $0.cornerRadius = CGFloat(matched.number(.cornerRadius) ?? 8) }
        case .rect:
            nodes.changeExtras(Int(node.index)) { $0.cornerRadius = matched.number(.cornerRadius).map { CGFloat($0) } }
        case .text:
            nodes.changeExtras(Int(node.index)) {
                $0.ownTextSize = matched.has(.size)
                $0.ownTextScaling = relativeScaling(matched)
                $0.ownLineLimit = matched.has(.lineLimit)
            }
        default: break
        }
        return .element(node)
    }

    func leafElement(_ kind: ElementKind, _ a: MatchedArguments, headRange: SourceRange) -> LayoutElement? {
        switch kind {
        case .box:
            if case let .size(w, h)? = a.value(.unlabelled) {
                if a.has(.width) || a.has(.height) {
                    report(.error(SemaCode.conflictingArguments,
                                  "give 'box' either a size or width: and height:, not both",
                                  at: a.range(.width) ?? a.range(.height) ?? headRange))
                    return nil
                }
                return .box(width: w, height: h)
            }
            guard let w = a.number(.width), let h = a.number(.height) else {
                let missing = a.has(.width) ? "height:" : a.has(.height) ? "width:" : "a size"
                report(.error(SemaCode.missingArgument, "missing argument \(missing) for 'box'", at: headRange)
                    .withNote("write box(40x20) or box(width: 40, height: 20)"))
                return nil
            }
            return .box(width: w, height: h)
        case .rect: return .shape(.rect)
        case .roundedRect: return .shape(.roundedRect)
        case .capsule: return .shape(.capsule)
        case .ellipse: return .shape(.ellipse)
        case .color: return .shape(.color)
        case .circle: return .circle
        case .image:
            guard case let .size(w, h)? = a.value(.unlabelled) else { return nil }
            return .image(width: w, height: h, resizable: false)
        case .text:
            guard case let .string(content)? = a.value(.unlabelled) else { return nil }
            return .text(TextSpec(content, size: a.number(.size) ?? 16,
                                  lineLimit: a.number(.lineLimit).map { Int($0) }))
        case .spacer: return .spacer(minLength: a.number(.minLength) ?? 8)
        case .divider: return .divider
        default: return nil
        }
    }

    /// A container applied to children.
    func buildContainer(_ container: ContainerValue, children: SyntaxList?, headRange: SourceRange) -> Value {
        let name = container.name
        if let custom = customLayout(container.symbol) {
            return customContainer(custom, arguments: container.arguments, children: children, headRange: headRange)
        }
        guard let spec = builtinElement(container.symbol), let kind = spec.elementKind, spec.kind == .container else {
            return .poisoned
        }
        if container.checked { silenced += 1 }
        let matched = match(container.arguments, to: spec.parameters, owner: name, ownerRange: headRange)
        if container.checked { silenced -= 1 }
        if kind == .row && !insideGrid {
            report(.error(SemaCode.rowOutsideGrid, "'row' can only be a child of 'grid'", at: headRange)
                .withNote("put the row in grid < row < … > >, or use hstack"))
            return .poisoned
        }
        if kind == .any {
            guard !matched.failed, case let .container(inner)? = matched.value(.unlabelled) else { return .poisoned }
            return buildContainer(inner, children: children, headRange: headRange)
        }
        let wasInsideGrid = insideGrid
        insideGrid = kind == .grid
        let nodes = evaluateChildren(children)
        insideGrid = wasInsideGrid
        if kind == .scroll && nodes.count > 1 {
            report(.error(SemaCode.childrenNotAllowed, "'scroll' takes one child, found \(nodes.count)", at: headRange)
                .withNote("wrap the children in a vstack < … >"))
            return .poisoned
        }
        guard !matched.failed else { return .poisoned }
        let element: LayoutElement
        if kind == .layout, let definition = spec.definition {
            element = definition.instance(layoutArguments(matched, specs: spec.parameters))
        } else {
            guard let made = containerElement(kind, matched) else { return .poisoned }
            element = made
        }
        guard let node = makeNode(element, name: name, symbol: container.symbol, range: headRange,
                                  children: nodes) else { return .poisoned }
        return .element(node)
    }

    func containerElement(_ kind: ElementKind, _ a: MatchedArguments) -> LayoutElement? {
        let spacing = a.number(.spacing).map { CGFloat($0) }
        switch kind {
        case .hstack: return .hstack(alignment: Self.vertical(a.name(.alignment) ?? "center"), spacing: spacing)
        case .vstack: return .vstack(alignment: Self.horizontal(a.name(.alignment) ?? "center"), spacing: spacing)
        case .zstack: return .zstack(alignment: Self.alignment(a.name(.alignment) ?? "center"))
        case .grid:
            return .grid(alignment: Self.alignment(a.name(.alignment) ?? "center"),
                         horizontalSpacing: a.number(.horizontalSpacing).map { CGFloat($0) },
                         verticalSpacing: a.number(.verticalSpacing).map { CGFloat($0) })
        case .row: return .gridRow(alignment: a.name(.alignment).map(Self.vertical))
        case .vgrid, .hgrid:
            let vertical = kind == .vgrid
            let items = Self.gridItems(a.value(vertical ? .columns : .rows))
            let alignment = vertical
                ? Alignment(horizontal: Self.horizontal(a.name(.alignment) ?? "center"), vertical: .center)
                : Alignment(horizontal: .center, vertical: Self.vertical(a.name(.alignment) ?? "center"))
            return .lazyGrid(axis: vertical ? .vertical : .horizontal, items: items, alignment: alignment,
                             spacing: spacing)
        case .fits: return .fits(axes: Self.axes(a.name(.axes) ?? "both"))
        case .scroll: return .scroll(axes: Self.axes(a.name(.axis) ?? "vertical"))
        default: return nil
        }
    }

    /// Checked arguments as a layout's `make` reads them: each parameter's value (converted by
    /// its type), or its default.
    func layoutArguments(_ matched: MatchedArguments, specs: [ParameterSpec]) -> LayoutArguments {
        LayoutArguments(parameters: specs.map(\.parameter), values: specs.map { spec in
            guard let value = matched.value(spec.key) else { return spec.parameter.defaultValue ?? .none }
            return Self.argumentValue(value, type: spec.type)
        })
    }

    // MARK: - Custom layouts

    func customLayout(_ definition: ElementDefinition, element: ElementNode, asValue: Bool) -> Value {
        let arguments = evaluateArguments(element.arguments)
        if definition.role == .modifier {
            report(.error(SemaCode.notAnElement, "'\(definition.name)' is a modifier, not an element",
                          at: element.head.range)
                .withNote("write it after an element: box(10x10).\(definition.name)(…)"))
            return .poisoned
        }
        if asValue && element.children == nil {
            return .container(ContainerValue(name: definition.name, symbol: element.head.symbol, arguments: arguments,
                                             range: element.head.range))
        }
        return customContainer(definition, arguments: arguments, children: element.children,
                               headRange: element.head.range)
    }

    func customContainer(_ definition: ElementDefinition, arguments: [EvaluatedArgument], children: SyntaxList?,
                         headRange: SourceRange) -> Value {
        if definition.role != .container, let children {
            report(.error(SemaCode.childrenNotAllowed, "'\(definition.name)' does not take children",
                          at: children.count > 0 ? range(syntax.id(children, 0)) : headRange)
                .withNote("use a container such as zstack < … > or .overlay < … >"))
            return .poisoned
        }
        let specs = definition.parameters.map(ParameterSpec.init)
        let matched = match(arguments, to: specs, owner: definition.name, ownerRange: headRange)
        let nodes = evaluateChildren(children)
        guard !matched.failed else { return .poisoned }
        let element = definition.instance(layoutArguments(matched, specs: specs))
        guard let node = makeNode(element, name: definition.name, range: headRange, children: nodes) else {
            return .poisoned
        }
        return .element(node)
    }

    /// A checked value as a layout receives it: typed alignments and axes for parameters of those
    /// types, an enumeration value by name.
    static func argumentValue(_ value: Value, type: ParameterType) -> LayoutArgumentValue {
        switch (value, type) {
        case let (.number(n), _): return .number(n)
        case let (.bool(b), _): return .bool(b)
        case let (.string(s), _): return .string(s)
        case let (.enumCase(n), .alignment): return .alignment(alignment(n))
        case let (.enumCase(n), .horizontalAlignment): return .horizontalAlignment(horizontal(n))
        case let (.enumCase(n), .verticalAlignment): return .verticalAlignment(vertical(n))
        case let (.enumCase(n), .axis): return .axis(n == "vertical" ? .vertical : .horizontal)
        case let (.enumCase(n), _): return .name(n)
        default: return .none
        }
    }

    // MARK: - Enumeration values

    static func vertical(_ name: String) -> VerticalAlignment {
        switch name {
        case "top": return .top
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
        default: return .center
        }
    }

    static func horizontal(_ name: String) -> HorizontalAlignment {
        switch name {
        case "leading": return .leading
        case "trailing": return .trailing
        default: return .center
        }
    }

    static func alignment(_ name: String) -> Alignment {
        switch name {
        case "topLeading": return .topLeading
        case "top": return .top
        case "topTrailing": return .topTrailing
        case "leading": return .leading
        case "trailing": return .trailing
        case "bottomLeading": return .bottomLeading
        case "bottom": return .bottom
        case "bottomTrailing": return .bottomTrailing
        case "centerFirstTextBaseline": return .centerFirstTextBaseline
        case "centerLastTextBaseline": return .centerLastTextBaseline
        case "leadingFirstTextBaseline": return .leadingFirstTextBaseline
        case "leadingLastTextBaseline": return .leadingLastTextBaseline
        case "trailingFirstTextBaseline": return .trailingFirstTextBaseline
        case "trailingLastTextBaseline": return .trailingLastTextBaseline
        default: return .center
        }
    }

    static func axes(_ name: String) -> Axis.Set {
        switch name {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        default: return .both
        }
    }
}
