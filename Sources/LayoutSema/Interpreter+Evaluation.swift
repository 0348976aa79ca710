import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

extension Interpreter {
    // MARK: - Values

    /// Evaluates an expression as a value (arguments, `let` values).
    func evaluate(_ expr: Expr) -> Value {
        if gaveUp { return .poisoned }
        switch expr.kind {
        case let .number(value):
            guard value.isFinite else {
                report(.error(SemaCode.numberTooLarge, "the number is too large", at: expr.range)
                    .withNote("numbers are at most \(Self.format(Double(NumericLimits.maxLength))) where they are used; write inf for infinity"))
                return .poisoned
            }
            return .number(value)
        case let .size(width, height):
            guard width.isFinite && height.isFinite else {
                report(.error(SemaCode.numberTooLarge, "the size is too large", at: expr.range))
                return .poisoned
            }
            return .size(width, height)
        case let .string(value): return .string(value)
        case let .interpolatedString(parts): return interpolate(parts, range: expr.range)
        case let .bool(value): return .bool(value)
        case .infinity: return .number(.infinity)
        case .nilLiteral: return .nilValue
        case .error: return .poisoned
        case let .parenthesized(inner): return evaluate(inner)
        case let .unary(op, operand): return unary(op, evaluate(operand), operand: operand)
        case let .binary(.and, left, right), let .binary(.or, left, right):
            return logical(expr, left, right)
        case let .binary(op, left, right):
            return binary(op, evaluate(left), evaluate(right), expr: expr, left: left, right: right)
        case let .conditional(condition, then, otherwise):
            return conditional(condition, then, otherwise)
        case let .list(items):
            let values = items.map(evaluate)
            if values.contains(where: { if case .poisoned = $0 { return true } else { return false } }) { return .poisoned }
            return .list(values)
        case let .implicitMember(name, arguments):
            return implicitMember(name, arguments: arguments, range: expr.range)
        case let .element(element):
            return evaluateElement(element, range: expr.range, asValue: true)
        case let .ifBlock(block):
            // As a value (`let body = if compact < a > else < b >`): the one element it makes.
            let before = errorEvents
            let nodes = evaluateIf(block)
            if nodes.count == 1 { return .element(nodes[0]) }
            if errorEvents == before {
                report(.error(SemaCode.notAnElement, "an 'if' used as a value must make exactly one element, this makes \(nodes.count)", at: expr.range)
                    .withNote("give each branch one element, e.g. wrap the elements in vstack < … >"))
            }
            return .poisoned
        case .repeatBlock:
            report(.error(SemaCode.notAnElement, "repeat can only be used among children", at: expr.range)
                .withNote("put it inside a container: vstack < repeat(3, as: i) < … > >"))
            return .poisoned
        }
    }

    // MARK: - Names

    func lookupLocal(_ name: String) -> Bool {
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            scopes[index][name]?.used = true
            return true
        }
        return false
    }

    func localValue(_ name: String) -> Value? {
        for scope in scopes.reversed() { if let local = scope[name] { return local.value } }
        return nil
    }

    /// A constant's value (evaluated once) or a component's expansion.
    func evaluateDefinition(_ index: Int, arguments: Arguments?, callRange: SourceRange) -> Value {
        definitions[index].used = true
        let decl = definitions[index].decl
        if definitions[index].evaluating || callStack.contains(where: { $0.name == decl.name.name }) {
            var diagnostic = Diagnostic.error(SemaCode.recursiveComponent, "'\(decl.name.name)' refers to itself", at: callRange)
            for call in callStack { diagnostic = diagnostic.withNote("through '\(call.name)'", at: call.range) }
            report(diagnostic.withNote("a definition cannot use itself, directly or through others"))
            return .poisoned
        }
        guard callStack.count < Self.maxCallDepth else {
            evaluationCut = true
            report(.error(SemaCode.recursiveComponent, "components nest more than \(Self.maxCallDepth) calls deep", at: callRange))
            return .poisoned
        }
        guard let parameters = decl.parameters else {
            if let arguments {
                report(.error(SemaCode.extraArgument, "'\(decl.name.name)' is a constant and takes no arguments", at: arguments.first?.range ?? callRange))
                return .poisoned
            }
            if let cached = definitions[index].cached { return cached }
            // A value first met in a branch not taken was evaluated with most errors silenced:
            // never remember it (the branch taken must report them).
            definitions[index].evaluating = true
            callStack.append((decl.name.name, callRange))
            let saved = scopes
            scopes = []
            let value = evaluate(definitions[index].override ?? decl.value)
            scopes = saved
            callStack.removeLast()
            definitions[index].evaluating = false
            if speculative == 0 { definitions[index].cached = value }
            return value
        }
        // A component: bind the arguments (evaluated in the caller's scope), then the body.
        var bound: [String: Local] = [:]
        var failed = false
        var positionalIndex = 0
        for argument in arguments ?? [] {
            let value = evaluate(argument.value)
            let parameter: Parameter?
            if let label = argument.label {
                parameter = parameters.first { $0.name.name == label.name }
                if parameter == nil {
                    var diagnostic = Diagnostic.error(SemaCode.unknownLabel, "'\(decl.name.name)' has no parameter '\(label.name)'", at: label.range)
                    if let suggestion = Suggestion.closest(to: label.name, in: parameters.map(\.name.name)) {
                        diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: label.range, with: suggestion)
                    }
                    report(diagnostic.withLabel("'\(decl.name.name)' is defined here", at: decl.name.range))
                    failed = true
                    continue
                }
            } else {
                while positionalIndex < parameters.count, bound[parameters[positionalIndex].name.name] != nil { positionalIndex += 1 }
                parameter = positionalIndex < parameters.count ? parameters[positionalIndex] : nil
                if parameter == nil {
                    report(.error(SemaCode.extraArgument, "too many arguments for '\(decl.name.name)'", at: argument.range)
                        .withLabel("'\(decl.name.name)' takes \(parameters.count)", at: decl.name.range))
                    failed = true
                    continue
                }
            }
            guard let parameter else { continue }
            if bound[parameter.name.name] != nil {
                report(.error(SemaCode.duplicateArgument, "'\(parameter.name.name)' is given twice", at: argument.range))
                failed = true
                continue
            }
            bound[parameter.name.name] = Local(value: value, range: parameter.range)
        }
        for parameter in parameters where bound[parameter.name.name] == nil {
            if let defaultValue = parameter.defaultValue {
                // A default belongs to the call: a default that uses the component is recursion.
                let saved = scopes
                scopes = []
                callStack.append((decl.name.name, callRange))
                bound[parameter.name.name] = Local(value: evaluate(defaultValue), range: parameter.range)
                callStack.removeLast()
                scopes = saved
            } else {
                report(.error(SemaCode.missingArgument, "missing argument '\(parameter.name.name)' in call to '\(decl.name.name)'", at: callRange)
                    .withLabel("'\(parameter.name.name)' has no default", at: parameter.name.range))
                failed = true
            }
        }
        if failed { return .poisoned }
        callStack.append((decl.name.name, callRange))
        let saved = scopes
        scopes = [bound]
        let value = evaluate(decl.value)
        let scope = scopes[0]
        scopes = saved
        callStack.removeLast()
        // A body cut short by a limit (gaveUp) did not reach all its uses: no "never used" then.
        for parameter in parameters where !gaveUp && scope[parameter.name.name]?.used == false {
            let key = "\(decl.name.name).\(parameter.name.name)"
            if definitions[index].isMain, !reportedUnusedParameters.contains(key) {
                reportedUnusedParameters.insert(key)
                report(.warning(SemaCode.unusedParameter, "parameter '\(parameter.name.name)' of '\(decl.name.name)' is never used", at: parameter.name.range))
            }
        }
        return value
    }

    // MARK: - Elements

    /// `head(arguments) < children >` then modifiers and tags.
    func evaluateElement(_ element: ElementExpr, range: SourceRange, asValue: Bool) -> Value {
        guard takeStep(at: element.head.range) else { return .poisoned }
        let name = element.head.name
        var value: Value
        if lookupLocal(name), let local = localValue(name) {
            if asValue, let member = valueMember(local, element) { return member }
            value = applyCall(to: local, element: element, range: range, asValue: asValue)
        } else if let index = globals[name] {
            let base = evaluateDefinition(index, arguments: definitions[index].decl.parameters == nil ? nil : element.arguments, callRange: element.head.range)
            let consumedArguments = definitions[index].decl.parameters != nil
            let rest = consumedArguments ? ElementExpr.make(head: element.head, arguments: nil, children: element.children, postfixes: element.postfixes) : element
            if asValue, let member = valueMember(base, rest) { return member }
            value = applyCall(to: base, element: rest, range: range, asValue: asValue)
        } else if let spec = BuiltinRegistry.element(named: name) {
            value = builtin(spec, element: element, asValue: asValue)
        } else if let custom = options.registry.definition(named: name) {
            value = customLayout(custom, element: element, asValue: asValue)
        } else if let spec = BuiltinRegistry.value(named: name), element.children == nil {
            value = gridItem(spec, arguments: element.arguments ?? [], range: element.head.range)
            if !asValue, case .gridItem = value {
                report(.error(SemaCode.notAnElement, "'\(name)(…)' is a grid item, not an element", at: element.head.range)
                    .withNote("grid items go in vgrid(columns: [...]) or hgrid(rows: [...])"))
                return .poisoned
            }
        } else if asValue, element.isBareName {
            return .enumCase(name)
        } else if reportSwiftUISpelling(element, range: range, asValue: asValue) {
            _ = evaluateArguments(element.arguments ?? [])
            _ = speculatively { evaluateChildren(element.children ?? []) }
            return .poisoned
        } else {
            var diagnostic = Diagnostic.error(SemaCode.unknownElement, "unknown element '\(name)'", at: element.head.range)
            let candidates = BuiltinRegistry.elements.map(\.name) + definitions.map(\.decl.name.name) + options.registry.definitions.map(\.name)
            if let suggestion = Suggestion.closest(to: name, in: candidates) {
                diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: element.head.range, with: suggestion)
            }
            report(diagnostic)
            // Still look inside: its arguments and children have their own mistakes, and use names.
            _ = evaluateArguments(element.arguments ?? [])
            _ = evaluateChildren(element.children ?? [])
            _ = applyPostfixes(element.postfixes, to: .poisoned)
            return .poisoned
        }
        return applyPostfixes(element.postfixes, to: value)
    }

    /// `names.count`, `title.isEmpty`: Swift's members of a list or string (a name then one
    /// member, parsed as a modifier); nil when `element` is anything else.
    func valueMember(_ base: Value, _ element: ElementExpr) -> Value? {
        guard element.arguments == nil, element.children == nil, element.postfixes.count == 1,
              case let .modifier(member)? = element.postfixes.first, member.arguments == nil, member.children == nil else { return nil }
        let count: Int
        switch base {
        case let .list(items): count = items.count
        case let .string(text): count = text.count
        default: return nil
        }
        switch member.name.name {
        case "count": return .number(Double(count))
        case "isEmpty": return .bool(count == 0)
        default: return nil
        }
    }

    /// A name bound to a value, used with `(arguments)` and/or `< children >`.
    func applyCall(to base: Value, element: ElementExpr, range: SourceRange, asValue: Bool) -> Value {
        let name = element.head.name
        switch base {
        case .poisoned:
            return .poisoned
        case var .container(container):
            if let arguments = element.arguments {
                // `l(alignment: top)` adds to or overrides the container value's arguments.
                container.checked = false
                for argument in evaluateArguments(arguments) {
                    container.arguments.removeAll { $0.label != nil && $0.label == argument.label }
                    container.arguments.append(argument)
                }
            }
            if element.children == nil && asValue { return .container(container) }
            return buildContainer(container, children: element.children ?? [], headRange: element.head.range)
        case .element:
            if element.arguments != nil || element.children != nil {
                report(.error(SemaCode.extraArgument, "'\(name)' is an element, not a component; it takes no arguments or children", at: element.head.range)
                    .withNote("define it with parameters: let \(name)(…) = …"))
                return .poisoned
            }
            return base
        default:
            if element.arguments != nil || element.children != nil || !element.postfixes.isEmpty || !asValue {
                report(.error(SemaCode.notAnElement, "'\(name)' is \(base.kindDescription), not an element", at: element.head.range))
                return .poisoned
            }
            return base
        }
    }

    /// Evaluates children in element position: each is an element, or a `repeat` of them.
    func evaluateChildren(_ exprs: [Expr]) -> [ElementRef] {
        var nodes: [ElementRef] = []
        for expr in exprs {
            if gaveUp { return nodes }
            switch expr.kind {
            case let .repeatBlock(block):
                nodes.append(contentsOf: evaluateRepeat(block, range: expr.range))
            case let .ifBlock(block):
                nodes.append(contentsOf: evaluateIf(block))
            case let .element(element):
                switch evaluateElement(element, range: expr.range, asValue: false) {
                case let .element(node): nodes.append(node)
                case .poisoned: break
                case let other:
                    report(.error(SemaCode.notAnElement, "expected an element, found \(other.kindDescription)", at: expr.range))
                }
            case .error:
                break
            default:
                report(.error(SemaCode.notAnElement, "expected an element, found \(evaluate(expr).kindDescription)", at: expr.range))
            }
        }
        return nodes
    }

    /// `repeat(n, as: i) < … >`: the children `n` times, `i` bound to 0..<n.
    /// `repeat(list, as: item, index: i) < … >`: once per item, `item` bound to it and `i` to its
    /// position (SwiftUI's `ForEach(items)` and `ForEach(Array(items.enumerated()))`).
    func evaluateRepeat(_ block: RepeatExpr, range: SourceRange) -> [ElementRef] {
        var items: [Value]?
        var count: Int?
        var itemName: (name: String, range: SourceRange)?
        var indexName: (name: String, range: SourceRange)?
        func name(_ argument: Argument) -> (String, SourceRange)? {
            if case let .element(element) = argument.value.kind, element.isBareName { return (element.head.name, element.head.range) }
            report(.error(SemaCode.badRepeat, "expected a name after '\(argument.label?.name ?? "as"):'", at: argument.value.range))
            return nil
        }
        for argument in block.arguments {
            switch argument.label?.name {
            case nil:
                guard count == nil else {
                    report(.error(SemaCode.extraArgument, "repeat takes one count or list", at: argument.range)
                        .withNote("write repeat(count, as: name) < … > or repeat(list, as: item, index: i) < … >"))
                    return []
                }
                switch evaluate(argument.value) {
                case let .number(n) where n >= 0 && n == n.rounded() && n.isFinite:
                    guard n <= Double(options.maxNodes) else {
                        report(.error(SemaCode.tooManyNodes, "repeat count \(Self.format(n)) would make more than \(options.maxNodes) elements", at: argument.range))
                        return []
                    }
                    count = Int(n)
                case let .list(values):
                    items = values
                    count = values.count
                case .poisoned: return []
                case let other:
                    report(.error(SemaCode.badRepeat, "repeat takes a non-negative integer or a list, found \(Self.describe(other))", at: argument.value.range)
                        .withNote("write repeat(3, as: i) < … > or repeat([\"a\", \"b\"], as: name) < … >"))
                    return []
                }
            case "as"?:
                itemName = name(argument)
            case "index"?:
                indexName = name(argument)
            case let label?:
                report(.error(SemaCode.unknownLabel, "repeat has no parameter '\(label)'", at: argument.label?.range ?? argument.range)
                    .withNote("write repeat(count, as: name) < … > or repeat(list, as: item, index: i) < … >"))
                return []
            }
        }
        guard let count else {
            report(.error(SemaCode.missingArgument, "missing the repeat count or list", at: block.keywordRange).withNote("write repeat(count, as: name) < … >"))
            return []
        }
        var nodes: [ElementRef] = []
        for i in 0..<count {
            if gaveUp || !takeStep(at: block.keywordRange) { break }
            let errorsBefore = errorEvents
            var scope: [String: Local] = [:]
            if let itemName {
                // `as:` names the item of a list, or the index of a count.
                let item = items.map { i < $0.count ? $0[i] : .poisoned } ?? .number(Double(i))
                scope[itemName.name] = Local(value: item, range: itemName.range, used: true)
            }
            if let indexName { scope[indexName.name] = Local(value: .number(Double(i)), range: indexName.range, used: true) }
            if !scope.isEmpty { scopes.append(scope) }
            nodes.append(contentsOf: evaluateChildren(block.children))
            if !scope.isEmpty { scopes.removeLast() }
            // An iteration with an error: the others would repeat it (reported once anyway), and a
            // failing body inside nested repeats must not run millions of times.
            if errorEvents > errorsBefore { break }
        }
        return nodes
    }

    // MARK: - Modifiers and tags

    func applyPostfixes(_ postfixes: [Postfix], to value: Value) -> Value {
        guard !postfixes.isEmpty else { return value }
        guard case var .element(node) = value else {
            if case .poisoned = value {
                // Still check the modifiers, on a stand-in, so their own mistakes are reported.
                guard var standIn = makeNode(.box(width: 0, height: 0), name: "box", range: SourceRange.point(SourceFileID(rawValue: 0), 0), children: []) else {
                    return .poisoned
                }
                for case let .modifier(modifier) in postfixes {
                    guard let modified = applyModifier(modifier, to: standIn) else { continue }
                    standIn = modified
                }
                return .poisoned
            }
            if case let .modifier(first) = postfixes.first {
                report(.error(SemaCode.notAnElement, "modifiers apply to elements, not to \(value.kindDescription)", at: first.name.range))
            }
            return .poisoned
        }
        // Two tags with no modifier between them name the same element: the first would be lost.
        var previousTag: Identifier?
        for postfix in postfixes {
            switch postfix {
            case let .tag(tag):
                if let previousTag {
                    report(.error(SemaCode.twoTags, "an element has one tag; '#\(tag.name)' would replace '#\(previousTag.name)'", at: tag.range)
                        .withLabel("the element is already tagged here", at: previousTag.range)
                        .withNote("keep one tag, or put a modifier between them to tag the modified element"))
                }
                previousTag = tag
                node = copy(node) { $0.tag = tag.name }
            case let .modifier(modifier):
                previousTag = nil
                guard let modified = applyModifier(modifier, to: node) else { return .poisoned }
                node = modified
            }
        }
        return .element(node)
    }

    /// Counts one step of evaluation; false (after one diagnostic) once the budget is spent.
    func takeStep(at range: SourceRange) -> Bool {
        steps += 1
        guard steps > Self.maxSteps(options.maxNodes) else { return true }
        giveUp(.error(SemaCode.tooMuchWork, "the layout takes more than \(Self.maxSteps(options.maxNodes)) steps to expand", at: range)
            .withNote("components and repeats multiply: reduce the repeat counts or the nesting of components"))
        return false
    }

    /// Stops the whole evaluation (`gaveUp`) for a limit, reported the first time — even in a
    /// branch that is not taken, where most errors are not reported: without it nothing would
    /// say why there is no layout.
    func giveUp(_ diagnostic: Diagnostic) {
        guard !gaveUp else { return }
        let saved = speculative
        speculative = 0
        report(saved > 0 ? diagnostic.withNote("reached while checking a branch that is not taken (its elements are checked too)") : diagnostic)
        speculative = saved
        gaveUp = true
    }

    /// The most nodes the arena may hold: the layout's own (at most `maxNodes`) and as many again
    /// for what evaluating it leaves behind — an element changed by `.fill`, `#tag` or `.opacity`
    /// is copied, the original kept for whatever else uses it — so memory stays bounded while a
    /// layout under the cap is never refused for its copies alone.
    static func maxArena(_ maxNodes: Int) -> Int { maxNodes > Int.max / 2 ? Int.max : 2 * maxNodes }

    /// The evaluation budget: two steps per element allowed (its evaluation and the repeat
    /// iteration that made it), so any layout under the element cap fits.
    static func maxSteps(_ maxNodes: Int) -> Int { maxNodes > Int.max / 2 ? Int.max : 2 * maxNodes + 1000 }

    /// A new node in the arena; nil (after one diagnostic) when its subtree would make the layout
    /// larger than `maxNodes` elements, or the arena larger than `maxArena`.
    func makeNode(_ element: LayoutElement, name: String, range: SourceRange, children: [ElementRef], extent: SourceRange? = nil) -> ElementRef? {
        var count = 1
        for child in children { count += arena[Int(child.index)].expandedCount }
        if count > options.maxNodes {
            giveUp(.error(SemaCode.tooManyNodes, "the layout expands to more than \(options.maxNodes) elements", at: range)
                .withNote("reduce the repeat counts, or the number of times components are used"))
            return nil
        }
        if arena.count >= Self.maxArena(options.maxNodes) {
            giveUp(.error(SemaCode.tooManyNodes, "working out the layout takes more than \(Self.maxArena(options.maxNodes)) elements, counting the copies that changes such as '.fill' or '#tag' make", at: range)
                .withNote("reduce the repeat counts, or the modifiers applied to elements that are repeated"))
            return nil
        }
        let ref = ElementRef(index: Int32(arena.count))
        arena.append(PendingNode(element: element, name: name, tag: nil, fill: nil,
                                 origin: NodeOrigin(range: range, callChain: callChain, extent: extent), children: children, expandedCount: count))
        return ref
    }

    /// A copy of `node` changed by `change` (the original may be shared by other values).
    func copy(_ node: ElementRef, _ change: (inout PendingNode) -> Void) -> ElementRef {
        var copy = arena[Int(node.index)]
        change(&copy)
        arena.append(copy)
        return ElementRef(index: Int32(arena.count - 1))
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func describe(_ value: Value) -> String {
        if case let .number(n) = value { return n.isInfinite ? (n > 0 ? "inf" : "-inf") : format(n) }
        return value.kindDescription
    }
}
