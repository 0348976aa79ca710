import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

extension Interpreter {
    /// Wraps `node` in the modifier's node (SwiftUI order: the modifier is the parent), or
    /// changes it in place (`fill`, `resizable`). `nil` after an error.
    func applyModifier(_ modifier: ModifierNode, to node: ElementRef) -> ElementRef? {
        let name = self.name(modifier.name)
        guard let spec = builtinModifier(modifier.name.symbol) ?? customModifier(modifier.name.symbol),
              let kind = spec.elementKind else {
            reportUnknownModifier(modifier, named: name)
            return nil
        }
        let matched = match(written: modifier.arguments, to: spec.parameters, owner: "." + name,
                            ownerRange: modifier.name.range)
        guard var content = modifierContent(modifier, named: name, spec: spec, matched: matched) else { return nil }
        guard !matched.failed else { return nil }
        let range = modifier.name.range
        if spec.isAppearance { return applyAppearance(kind, matched, to: node, range: range) }
        switch kind {
        case .fill:
            guard case let .string(color)? = matched.value(.unlabelled) else { return node }
            return copy(node, at: range) { $0.fill = color }
        case .resizable:
            guard case let .image(width, height, _) = nodes.element(Int(node.index)) else {
                report(.error(SemaCode.invalidValue,
                              "'.resizable' applies only to image, not to '\(nodes.name(Int(node.index)))'", at: range))
                return nil
            }
            return copy(node, at: range, element: .image(width: width, height: height, resizable: true))
        case .overlay, .background:
            switch matched.value(.unlabelled) {
            case let .element(element)?:
                content = [element]
            case let .string(colour)?:
                // `.background(.blue)`: a colour that fills the element's frame.
                guard let fill = makeNode(.shape(.color), name: "color", range: matched.range(.unlabelled) ?? range,
                                          children: []) else { return nil }
                // A node of its own (nothing else refers to it): coloured in place.
                nodes.changeExtras(Int(fill.index)) { $0.fill = colour }
                content = [fill]
            default:
                break
            }
            guard let element = modifierElement(kind, matched, range: range) else { return nil }
            return makeNode(element, name: name, symbol: modifier.name.symbol, range: range, children: [node] + content,
                            extent: modifier.range)
        case .layout:
            // A modifier that is a `Layout` of one subview (`docs/adding-an-element.md`).
            guard let definition = spec.definition else { return nil }
            let element = definition.instance(layoutArguments(matched, specs: spec.parameters))
            return makeNode(element, name: name, symbol: modifier.name.symbol, range: range, children: [node] + content,
                            extent: modifier.range)
        default:
            guard let element = modifierElement(kind, matched, range: range) else { return nil }
            return makeNode(element, name: name, symbol: modifier.name.symbol, range: range, children: [node] + content,
                            extent: modifier.range)
        }
    }

    /// "unknown modifier", with the closest built-in's name as a fix.
    func reportUnknownModifier(_ modifier: ModifierNode, named name: String) {
        var diagnostic = Diagnostic.error(SemaCode.unknownModifier, "unknown modifier '.\(name)'",
                                          at: modifier.name.range)
        if let suggestion = Suggestion.closest(to: name, in: BuiltinRegistry.modifiers.map(\.name)) {
            diagnostic = diagnostic.withFixIt("did you mean '.\(suggestion)'?", replacing: modifier.name.range,
                                              with: suggestion)
        }
        report(diagnostic)
    }

    /// The content a modifier's `< … >` gives (`.overlay < … >`), evaluated: empty when it takes its
    /// content as an argument or takes none; nil after an error (content given twice, missing, or
    /// given to a modifier that takes none).
    func modifierContent(_ modifier: ModifierNode, named name: String, spec: BuiltinSpec,
                         matched: MatchedArguments) -> [ElementRef]? {
        guard spec.takesContent else {
            if let children = modifier.children {
                report(.error(SemaCode.childrenNotAllowed, "'.\(name)' does not take content",
                              at: children.count > 0 ? range(syntax.id(children, 0)) : modifier.range))
                return nil
            }
            return []
        }
        // `.background(.blue)` / `.background(capsule)`, or `.background < … >`: one of the two.
        if matched.has(.unlabelled)
            || syntax.ids(modifier.arguments).contains(where: { syntax.argument($0).label == nil }) {
            if let children = modifier.children {
                report(.error(SemaCode.conflictingArguments,
                              "'.\(name)' takes its content as an argument or in < >, not both",
                              at: children.count > 0 ? range(syntax.id(children, 0)) : modifier.range))
                return nil
            }
            return []
        }
        guard let children = modifier.children else {
            report(.error(SemaCode.missingContent, "'.\(name)' needs content: a colour, an element, or < … >",
                          at: modifier.range)
                .withNote("write .\(name)(.blue) or .\(name)(alignment: center) < circle >"))
            return nil
        }
        return evaluateChildren(children)
    }

    /// A modifier registered in Swift (`LayoutRegistry`, role `.modifier`), if `symbol` names one.
    func customModifier(_ symbol: Symbol) -> BuiltinSpec? {
        guard let definition = customLayout(symbol), definition.role == .modifier else { return nil }
        return BuiltinSpec(definition)
    }

    func modifierElement(_ kind: ElementKind, _ a: MatchedArguments, range: SourceRange) -> LayoutElement? {
        func length(_ key: ParameterKey) -> CGFloat? { a.number(key).map { CGFloat($0) } }
        switch kind {
        case .frame:
            let flexibleKeys: [ParameterKey] = [.minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight]
            let alignment = Self.alignment(a.name(.alignment) ?? "center")
            let flexible = flexibleKeys.filter { a.has($0) }
            if flexible.isEmpty {
                return .frame(width: length(.width), height: length(.height), alignment: alignment)
            }
            if let fixed = [ParameterKey.width, .height].first(where: { a.has($0) }) {
                report(.error(SemaCode.conflictingArguments,
                              "'.frame' cannot mix '\(fixed.label):' with '\(flexible[0].label):'",
                              at: a.range(fixed) ?? range)
                    .withLabel("flexible frame argument", at: a.range(flexible[0]) ?? range)
                    .withNote("use minWidth:/maxWidth: for a flexible frame, or width:/height: for a fixed one"))
                return nil
            }
            warnAboutContradictoryLimits(a, range: range)
            return .flexibleFrame(FlexibleFrame(
                minWidth: length(.minWidth), idealWidth: length(.idealWidth), maxWidth: length(.maxWidth),
                minHeight: length(.minHeight), idealHeight: length(.idealHeight), maxHeight: length(.maxHeight),
                alignment: alignment))
        case .padding:
            let edgeKeys: [ParameterKey] = [.horizontal, .vertical, .top, .leading, .bottom, .trailing]
            if a.has(.unlabelled) || a.has(.edges) {
                if let other = edgeKeys.first(where: { a.has($0) }) {
                    report(.error(SemaCode.conflictingArguments,
                                  "'.padding' takes edges and a length, or edges by label, not both",
                                  at: a.range(other) ?? range))
                    return nil
                }
                // `.padding(8)`, `.padding(.horizontal)`, `.padding([.top, .leading], 8)`: SwiftUI's
                // `padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)`.
                let length = CGFloat(a.number(.unlabelled) ?? 16)
                // The edges named (a few: compared one by one, no set to hash into).
                var edges = ["all"]
                if case let .list(names)? = a.value(.edges) {
                    edges = names.compactMap { if case let .enumCase(edge) = $0 { return edge } else { return nil } }
                }
                func on(_ edge: String, _ axis: String) -> CGFloat {
                    edges.contains { $0 == edge || $0 == axis || $0 == "all" } ? length : 0
                }
                return .padding(EdgeInsets(top: on("top", "vertical"), leading: on("leading", "horizontal"),
                                           bottom: on("bottom", "vertical"), trailing: on("trailing", "horizontal")))
            }
            if !edgeKeys.contains(where: a.has) { return .padding(EdgeInsets(all: 16)) }
            let h = length(.horizontal) ?? 0
            let v = length(.vertical) ?? 0
            return .padding(EdgeInsets(top: length(.top) ?? v, leading: length(.leading) ?? h,
                                       bottom: length(.bottom) ?? v, trailing: length(.trailing) ?? h))
        case .fixedSize:
            var axes: Axis.Set = []
            if case .bool(false)? = a.value(.horizontal) {} else { axes.insert(.horizontal) }
            if case .bool(false)? = a.value(.vertical) {} else { axes.insert(.vertical) }
            return .fixedSize(axes)
        case .layoutPriority: return .layoutPriority(a.number(.unlabelled) ?? 0)
        case .offset: return .offset(x: length(.x) ?? 0, y: length(.y) ?? 0)
        case .aspectRatio:
            return .aspectRatio(ratio: length(.unlabelled), contentMode: a.name(.contentMode) == "fill" ? .fill : .fit)
        case .scaledToFit: return .aspectRatio(ratio: nil, contentMode: .fit)
        case .scaledToFill: return .aspectRatio(ratio: nil, contentMode: .fill)
        case .overlay: return .overlay(alignment: Self.alignment(a.name(.alignment) ?? "center"))
        case .background: return .background(alignment: Self.alignment(a.name(.alignment) ?? "center"))
        case .gridCellColumns: return .gridCellColumns(Int(a.number(.unlabelled) ?? 1))
        default:
            return nil
        }
    }

    /// SwiftUI logs "Contradictory frame constraints specified" when an axis's limits are not in
    /// order (min ≤ ideal ≤ max, absent ones skipped); layoutc says so at check time, with what
    /// the frame does instead (docs/semantics-core.md §4: a min above an absent ideal's max
    /// clamps nothing; otherwise the ideal and max are raised to the min).
    private func warnAboutContradictoryLimits(_ a: MatchedArguments, range: SourceRange) {
        let axes: [(ParameterKey, ParameterKey, ParameterKey, String)] = [
            (.minWidth, .idealWidth, .maxWidth, "width"), (.minHeight, .idealHeight, .maxHeight, "height"),
        ]
        for (minKey, idealKey, maxKey, dimension) in axes {
            let written = [minKey, idealKey, maxKey].compactMap { key in a.number(key).map { (key, $0) } }
            guard let pair = zip(written, written.dropFirst()).first(where: { $0.1 > $1.1 }) else { continue }
            let ((lowKey, low), (highKey, high)) = pair
            let effect = lowKey == minKey && highKey == maxKey && !a.has(idealKey)
                ? "SwiftUI then clamps nothing and the frame takes its content's \(dimension)"
                : "SwiftUI raises '\(highKey.label)' to \(Self.format(low))"
            report(.warning(SemaCode.contradictoryFrame,
                            "'\(lowKey.label)' (\(Self.format(low))) is greater than "
                                + "'\(highKey.label)' (\(Self.format(high))): \(effect)",
                            at: a.range(lowKey) ?? range)
                .withLabel("'\(highKey.label)' here", at: a.range(highKey) ?? range))
        }
    }

    // MARK: - The file's proposal

    /// `proposal(320, nil)`, `proposal(width: 320, height: inf)`, `proposal(320x480)`.
    func evaluateProposal(_ argumentList: SyntaxList, range: SourceRange) -> ProposedViewSize? {
        let dimension = ParameterType.lengthOrInfinity
        let parameters = [
            ParameterSpec("width", dimension, allowsNil: true, positional: true,
                          doc: "the proposed width: a number, 0, inf or nil"),
            ParameterSpec("height", dimension, allowsNil: true, positional: true,
                          doc: "the proposed height: a number, 0, inf or nil"),
        ]
        let arguments = evaluateArguments(argumentList)
        if arguments.count == 1, arguments[0].label == nil, case let .size(w, h) = arguments[0].value {
            return ProposedViewSize(width: w, height: h)
        }
        let matched = match(arguments, to: parameters, owner: "proposal", ownerRange: range)
        guard !matched.failed else { return nil }
        if arguments.count != 2 {
            report(.error(SemaCode.missingArgument, "'proposal' needs a width and a height, e.g. proposal(320, nil)",
                          at: range))
            return nil
        }
        return ProposedViewSize(width: a(matched, .width), height: a(matched, .height))
    }

    private func a(_ matched: MatchedArguments, _ key: ParameterKey) -> CGFloat? {
        matched.number(key).map { CGFloat($0) }
    }
}
