import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

extension Interpreter {
    // MARK: - Values

    /// Evaluates an expression as a value (arguments, `let` values).
    func evaluate(_ expr: SyntaxID) -> Value {
        if gaveUp { return .poisoned }
        // Most arguments are a size or a number written out: read from their node directly.
        if let (width, height) = syntax.wholeSize(expr) { return .size(width, height) }
        switch syntax.expr(expr) {
        case let .number(value):
            guard value.isFinite else {
                report(.error(SemaCode.numberTooLarge, "the number is too large", at: range(expr))
                    .withNote("numbers are at most \(Self.format(Double(NumericLimits.maxLength))) "
                                  + "where they are used; write inf for infinity"))
                return .poisoned
            }
            return .number(value)
        case let .size(width, height):
            guard width.isFinite && height.isFinite else {
                report(.error(SemaCode.numberTooLarge, "the size is too large", at: range(expr)))
                return .poisoned
            }
            return .size(width, height)
        case let .string(value): return .string(value)
        case let .interpolatedString(parts): return interpolate(parts, range: range(expr))
        case let .bool(value): return .bool(value)
        case .infinity: return .number(.infinity)
        case .nilLiteral: return .nilValue
        case .error: return .poisoned
        case let .parenthesized(inner): return evaluate(inner)
        case let .unary(op, operand): return unary(op, evaluate(operand), operand: operand)
        case let .binary(op, left, right) where op == .and || op == .or:
            return logical(op, expr, left, right)
        case let .binary(op, left, right):
            return binary(op, evaluate(left), evaluate(right), expr: expr, left: left, right: right)
        case let .conditional(condition, then, otherwise):
            return conditional(condition, then, otherwise)
        case let .list(items):
            let values = syntax.ids(items).map(evaluate)
            if values.contains(where: { if case .poisoned = $0 { return true } else { return false } }) {
                return .poisoned
            }
            return .list(values)
        case let .implicitMember(name, arguments):
            return implicitMember(name, arguments: arguments, id: expr)
        case let .subscriptExpr(base, index):
            return subscriptValue(evaluate(base), index: index, expr: expr)
        case let .memberCall(base, name, arguments):
            return memberCall(evaluate(base), base: base, name: name, arguments: arguments, expr: expr)
        case .keyPath:
            report(.error(SemaCode.swiftUISpelling, "a key path has no value in layoutc", at: range(expr))
                .withNote("ForEach(items, id: \\.self) { item in … } is repeat(items, as: item) < … >: "
                              + "no id: is needed"))
            return .poisoned
        case .closureParameter:
            return .poisoned  // only among children in braces, already reported by the parser
        case let .element(element):
            return evaluateElement(element, asValue: true)
        case let .ifBlock(block):
            // As a value (`let body = if compact < a > else < b >`): the one element it makes.
            let before = errorEvents
            let nodes = evaluateIf(block)
            if nodes.count == 1 { return .element(nodes[0]) }
            if errorEvents == before {
                report(.error(SemaCode.notAnElement,
                              "an 'if' used as a value must make exactly one element, this makes \(nodes.count)",
                              at: range(expr))
                    .withNote("give each branch one element, e.g. wrap the elements in vstack < … >"))
            }
            return .poisoned
        case .repeatBlock:
            report(.error(SemaCode.notAnElement, "repeat can only be used among children", at: range(expr))
                .withNote("put it inside a container: vstack < repeat(3, as: i) < … > >"))
            return .poisoned
        }
    }

    // MARK: - Names

    /// Whether `symbol` is a local in scope; marks it used.
    @inline(__always)
    func lookupLocal(_ symbol: Symbol) -> Bool {
        for index in scopes.indices.reversed() where scopes[index][symbol] != nil {
            scopes[index][symbol]?.used = true
            return true
        }
        return false
    }

    func localValue(_ symbol: Symbol) -> Value? {
        for scope in scopes.reversed() { if let local = scope[symbol] { return local.value } }
        return nil
    }

    /// The local names in scope, innermost scope first, each scope's in alphabetical order (for
    /// "did you mean").
    var localNames: [String] { scopes.flatMap { $0.keys.map { syntax.name($0) }.sorted() } }

    /// A constant's value (evaluated once) or a component's expansion.
    func evaluateDefinition(_ index: Int, arguments: SyntaxList?, callRange: SourceRange) -> Value {
        definitions[index].used = true
        if openFragments > 0 { keptLog.add(.used, definition: index) }
        let decl = definitions[index].decl
        let declName = definitions[index].name
        if definitions[index].evaluating || callStack.contains(where: { $0.name == declName }) {
            var diagnostic = Diagnostic.error(SemaCode.recursiveComponent, "'\(declName)' refers to itself",
                                              at: callRange)
            for call in callStack { diagnostic = diagnostic.withNote("through '\(call.name)'", at: call.range) }
            report(diagnostic.withNote("a definition cannot use itself, directly or through others"))
            return .poisoned
        }
        guard callStack.count < Self.maxCallDepth else {
            evaluationCut = true
            report(.error(SemaCode.recursiveComponent, "components nest more than \(Self.maxCallDepth) calls deep",
                          at: callRange))
            return .poisoned
        }
        guard let parameterList = decl.parameters else {
            return evaluateConstant(index, decl, named: declName, arguments: arguments, callRange: callRange)
        }
        return expandComponent(index, decl, named: declName, parameterList: parameterList, arguments: arguments,
                               callRange: callRange)
    }

    /// The value of the constant `definitions[index]`, which takes no arguments: evaluated in no
    /// scope, and remembered.
    private func evaluateConstant(_ index: Int, _ decl: LetNode, named declName: String, arguments: SyntaxList?,
                                  callRange: SourceRange) -> Value {
        if let arguments {
            let first = arguments.count > 0 ? syntax.argument(arguments, 0).range : callRange
            report(.error(SemaCode.extraArgument, "'\(declName)' is a constant and takes no arguments", at: first))
            return .poisoned
        }
        if let cached = definitions[index].cached {
            // A value with an element in it is shared with where it was worked out: what reads
            // it is no fragment of its own.
            if !cached.isPlain {
                impurities += 1
            } else if openFragments > 0 {
                keptLog.add(.readCached, definition: index)
            }
            return cached
        }
        // A value first met in a branch not taken was evaluated with most errors silenced:
        // never remember it (the branch taken must report them).
        definitions[index].evaluating = true
        enterCall(declName, at: callRange)
        let saved = scopes
        scopes = []
        let value = evaluate(definitions[index].override ?? decl.value)
        scopes = saved
        leaveCall()
        definitions[index].evaluating = false
        if speculative == 0 {
            definitions[index].cached = value
            if !value.isPlain {
                impurities += 1
            } else if openFragments > 0 {
                keptLog.cached(index, value)
            }
        }
        return value
    }

    /// The expansion of the component `definitions[index]`: binds the arguments (evaluated in
    /// the caller's scope), then evaluates the body in a scope of its parameters.
    private func expandComponent(_ index: Int, _ decl: LetNode, named declName: String, parameterList: SyntaxList,
                                 arguments: SyntaxList?, callRange: SourceRange) -> Value {
        let parameters = syntax.ids(parameterList).map { syntax.parameter($0) }
        var bound: [Symbol: Local] = [:]
        var failed = false
        bindArguments(arguments, to: parameters, of: decl, named: declName, into: &bound, failed: &failed)
        bindDefaults(of: parameters, named: declName, callRange: callRange, into: &bound, failed: &failed)
        if failed { return .poisoned }
        enterCall(declName, at: callRange)
        let saved = scopes
        scopes = [bound]
        let value = evaluate(decl.value)
        let scope = scopes[0]
        scopes = saved
        leaveCall()
        warnUnusedParameters(parameters, in: scope, of: index, named: declName)
        return value
    }

    /// Binds each argument of a component's call to its parameter, by label or by position;
    /// reports unknown labels, extra arguments and arguments given twice (`failed`).
    private func bindArguments(_ arguments: SyntaxList?, to parameters: [ParameterNode], of decl: LetNode,
                               named declName: String, into bound: inout [Symbol: Local], failed: inout Bool) {
        var positionalIndex = 0
        for argumentID in syntax.ids(arguments) {
            let argument = syntax.argument(argumentID)
            let value = evaluate(argument.value)
            let parameter: ParameterNode?
            if let label = argument.label {
                parameter = parameters.first { $0.name.symbol == label.symbol }
                if parameter == nil {
                    let labelName = name(label)
                    var diagnostic = Diagnostic.error(SemaCode.unknownLabel,
                                                      "'\(declName)' has no parameter '\(labelName)'", at: label.range)
                    if let suggestion = Suggestion.closest(to: labelName, in: parameters.map { name($0.name) }) {
                        diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: label.range,
                                                          with: suggestion)
                    }
                    report(diagnostic.withLabel("'\(declName)' is defined here", at: decl.name.range))
                    failed = true
                    continue
                }
            } else {
                while positionalIndex < parameters.count, bound[parameters[positionalIndex].name.symbol] != nil {
                    positionalIndex += 1
                }
                parameter = positionalIndex < parameters.count ? parameters[positionalIndex] : nil
                if parameter == nil {
                    report(.error(SemaCode.extraArgument, "too many arguments for '\(declName)'", at: argument.range)
                        .withLabel("'\(declName)' takes \(parameters.count)", at: decl.name.range))
                    failed = true
                    continue
                }
            }
            guard let parameter else { continue }
            if bound[parameter.name.symbol] != nil {
                report(.error(SemaCode.duplicateArgument, "'\(name(parameter.name))' is given twice",
                              at: argument.range))
                failed = true
                continue
            }
            bound[parameter.name.symbol] = Local(value: value, range: parameter.range)
        }
    }

    /// Binds each parameter no argument was given for to its default; reports those without one
    /// (`failed`).
    private func bindDefaults(of parameters: [ParameterNode], named declName: String, callRange: SourceRange,
                              into bound: inout [Symbol: Local], failed: inout Bool) {
        for parameter in parameters where bound[parameter.name.symbol] == nil {
            if let defaultValue = parameter.defaultValue {
                // A default belongs to the call: a default that uses the component is recursion.
                let saved = scopes
                scopes = []
                enterCall(declName, at: callRange)
                bound[parameter.name.symbol] = Local(value: evaluate(defaultValue), range: parameter.range)
                leaveCall()
                scopes = saved
            } else {
                report(.error(SemaCode.missingArgument,
                              "missing argument '\(name(parameter.name))' in call to '\(declName)'", at: callRange)
                    .withLabel("'\(name(parameter.name))' has no default", at: parameter.name.range))
                failed = true
            }
        }
    }

    /// Warns, once per parameter, about the parameters of a component of the main file that its
    /// body (`scope`, after evaluating it) did not use.
    private func warnUnusedParameters(_ parameters: [ParameterNode], in scope: [Symbol: Local], of index: Int,
                                      named declName: String) {
        // A body cut short by a limit (gaveUp) did not reach all its uses: no "never used" then.
        for parameter in parameters where !gaveUp && scope[parameter.name.symbol]?.used == false {
            let parameterName = name(parameter.name)
            let key = "\(declName).\(parameterName)"
            guard definitions[index].isMain else { continue }
            let warning = Diagnostic.warning(SemaCode.unusedParameter,
                                             "parameter '\(parameterName)' of '\(declName)' is never used",
                                             at: parameter.name.range)
            if openFragments > 0 {
                // Reported once for the whole file: kept with every fragment that would report it
                // (silenced: only its once).
                let reportKey = ReportKey(code: warning.code, range: warning.range, message: warning.message)
                let located = silenced == 0 ? locate(warning) : nil
                keptLog.unusedParameter(key, reportKey, located)
                if reportedUnusedParameters.insert(key).inserted, let located {
                    deliver(reportKey, warning, located: located)
                }
            } else if reportedUnusedParameters.insert(key).inserted {
                report(warning)
            }
        }
    }

    // MARK: - Elements

    /// `head(arguments) < children >` then modifiers and tags.
    func evaluateElement(_ element: ElementNode, asValue: Bool) -> Value {
        guard takeStep(at: element.head.range) else { return .poisoned }
        let symbol = element.head.symbol
        var value: Value
        if lookupLocal(symbol), let local = localValue(symbol) {
            if asValue, let member = valueMember(local, element) { return member }
            value = applyCall(to: local, element: element, asValue: asValue)
        } else if let index = definition(named: symbol) {
            let isComponent = definitions[index].decl.parameters != nil
            let base = evaluateDefinition(index, arguments: isComponent ? element.arguments : nil,
                                          callRange: element.head.range)
            // A component's call consumed the arguments; what follows applies to its value.
            let rest = isComponent ? element.withoutArguments : element
            if asValue, let member = valueMember(base, rest) { return member }
            if case let .enumCase(word) = base, !asValue || rest.arguments != nil || rest.children != nil {
                reportUnknownWord(word, definedAt: index, usedAt: element.head.range)
                return .poisoned
            }
            value = applyCall(to: base, element: rest, asValue: asValue)
        } else if let spec = builtinElement(symbol) {
            value = builtin(spec, element: element, asValue: asValue)
        } else if let custom = customLayout(symbol) {
            value = customLayout(custom, element: element, asValue: asValue)
        } else if let spec = builtinValue(symbol), element.children == nil {
            value = gridItem(spec, arguments: element.arguments, range: element.head.range)
            if !asValue, case .gridItem = value {
                report(.error(SemaCode.notAnElement, "'\(name(element.head))(…)' is a grid item, not an element",
                              at: element.head.range)
                    .withNote("grid items go in vgrid(columns: [...]) or hgrid(rows: [...])"))
                return .poisoned
            }
        } else if asValue, element.isBareName {
            return .enumCase(name(element.head))
        } else if reportSwiftUISpelling(element, asValue: asValue) {
            return .poisoned
        } else {
            let headName = name(element.head)
            var diagnostic = Diagnostic.error(SemaCode.unknownElement, "unknown element '\(headName)'",
                                              at: element.head.range)
            let candidates = BuiltinRegistry.elements.map(\.name) + definitions.map(\.name)
                + options.registry.definitions.map(\.name)
            if let suggestion = Suggestion.closest(to: headName, in: candidates) {
                diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: element.head.range,
                                                  with: suggestion)
            }
            report(diagnostic)
            // Still look inside: its arguments and children have their own mistakes, and use names.
            _ = evaluateArguments(element.arguments)
            _ = evaluateChildren(element.children)
            _ = applyPostfixes(element.postfixes, to: .poisoned)
            return .poisoned
        }
        return applyPostfixes(element.postfixes, to: value)
    }

    /// `let layout = vstak` (or `-D layout=vstak`) used as an element or container: the word is
    /// no element, and the error is where it is written, with a did-you-mean among the elements.
    func reportUnknownWord(_ word: String, definedAt index: Int, usedAt use: SourceRange) {
        let value = definitions[index].override ?? definitions[index].decl.value
        let written = range(value)
        let fromCommandLine = definitions[index].override != nil
        var diagnostic = Diagnostic.error(SemaCode.unknownElement,
                                          "unknown element '\(word)'"
                                              + (fromCommandLine ? " in -D \(definitions[index].name)=\(word)" : ""),
                                          at: written)
            .withLabel("'\(definitions[index].name)' is used as an element here", at: use)
        let candidates = BuiltinRegistry.elements.map(\.name) + options.registry.definitions.map(\.name)
        if let suggestion = Suggestion.closest(to: word, in: candidates) {
            diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: written, with: suggestion)
        }
        report(diagnostic)
    }

    /// What `symbol` names among the built-ins and the custom layouts: looked up by name the
    /// first time, then read from `meanings`.
    @inline(__always)
    func meaning(_ symbol: Symbol) -> BuiltinMeaning {
        let index = Int(symbol.raw)
        if index < meanings.count, meanings[index].isResolved { return meanings[index] }
        if index >= meanings.count {
            meanings.append(contentsOf: repeatElement(.unresolved, count: index + 1 - meanings.count))
        }
        let name = syntax.name(symbol)
        func position(_ found: Int?) -> Int16 { found.map { Int16($0) } ?? -1 }
        meanings[index] = BuiltinMeaning(element: position(BuiltinRegistry.elementIndex(named: name)),
                                         modifier: position(BuiltinRegistry.modifierIndex(named: name)),
                                         value: position(BuiltinRegistry.valueIndex(named: name)),
                                         custom: options.registry.definitions.firstIndex { $0.name == name }
                                             .map { Int32($0) } ?? -1)
        return meanings[index]
    }

    /// The built-in element named `symbol`, if any.
    @inline(__always)
    func builtinElement(_ symbol: Symbol) -> BuiltinSpec? {
        let index = meaning(symbol).element
        return index < 0 ? nil : BuiltinRegistry.elements[Int(index)]
    }

    /// The custom layout named `symbol`, if any.
    func customLayout(_ symbol: Symbol) -> CustomLayoutDefinition? {
        let index = meaning(symbol).custom
        return index < 0 ? nil : options.registry.definitions[Int(index)]
    }

    /// The grid item size (`fixed`, `flexible`, `adaptive`) named `symbol`, if any.
    func builtinValue(_ symbol: Symbol) -> BuiltinSpec? {
        let index = meaning(symbol).value
        return index < 0 ? nil : BuiltinRegistry.values[Int(index)]
    }

    /// The built-in modifier named `symbol` (without the dot), if any.
    func builtinModifier(_ symbol: Symbol) -> BuiltinSpec? {
        let index = meaning(symbol).modifier
        return index < 0 ? nil : BuiltinRegistry.modifiers[Int(index)]
    }

    /// `names.count`, `title.isEmpty`: Swift's members of a list or string (a name then one
    /// member, parsed as a modifier); nil when `element` is anything else.
    func valueMember(_ base: Value, _ element: ElementNode) -> Value? {
        guard element.arguments == nil, element.children == nil, element.postfixes.count == 1,
              case let .modifier(member) = syntax.postfix(syntax.id(element.postfixes, 0)),
              member.arguments == nil, member.children == nil else { return nil }
        let count: Int
        switch base {
        case let .list(items): count = items.count
        case let .string(text): count = text.count
        default: return nil
        }
        switch name(member.name) {
        case "count": return .number(Double(count))
        case "isEmpty": return .bool(count == 0)
        default: return nil
        }
    }

    /// A name bound to a value, used with `(arguments)` and/or `< children >`.
    func applyCall(to base: Value, element: ElementNode, asValue: Bool) -> Value {
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
            return buildContainer(container, children: element.children, headRange: element.head.range)
        case .element:
            if element.arguments != nil || element.children != nil {
                let headName = name(element.head)
                report(.error(SemaCode.extraArgument,
                              "'\(headName)' is an element, not a component; it takes no arguments or children",
                              at: element.head.range)
                    .withNote("define it with parameters: let \(headName)(…) = …"))
                return .poisoned
            }
            return base
        default:
            if element.arguments != nil || element.children != nil || element.postfixes.count > 0 || !asValue {
                report(.error(SemaCode.notAnElement,
                              "'\(name(element.head))' is \(base.kindDescription), not an element",
                              at: element.head.range))
                return .poisoned
            }
            return base
        }
    }

    /// Evaluates children in element position (none when nil): each is an element, or a
    /// `repeat` or `if` of them.
    func evaluateChildren(_ list: SyntaxList?) -> [ElementRef] {
        var nodes: [ElementRef] = []
        guard let list else { return nodes }
        for index in 0..<list.count {
            if gaveUp { return nodes }
            evaluateChild(syntax.id(list, index), into: &nodes)
        }
        return nodes
    }

    /// Evaluates one child in element position, adding what it makes to `nodes`.
    func evaluateChild(_ expr: SyntaxID, into nodes: inout [ElementRef]) {
        if let key = syntax.fragmentKey(expr) {
            // Taken whole from the last parse: the last compilation's fragment when it may be
            // taken here, else parsed now, as a whole parse would have parsed it.
            let range = self.range(expr)
            if isFragment(expr, at: range), let reused = reuseFragment(at: range, record: Int32(bitPattern: key)) {
                nodes.append(reused)
                return
            }
            let (parsed, parseDiagnostics) = Parser.parseChild(fileNodes[0].file, at: range.start, into: &syntax)
            diagnostics.append(contentsOf: parseDiagnostics)
            evaluateChild(parsed, into: &nodes)
            return
        }
        switch syntax.expr(expr) {
        case let .repeatBlock(block):
            nodes.append(contentsOf: evaluateRepeat(block))
        case let .ifBlock(block):
            nodes.append(contentsOf: evaluateIf(block))
        case let .element(element):
            // In the file's own scope: taken from the last compilation when its text is there,
            // else kept for the next (`CheckedFragments`).
            let isFragment = isFragment(expr, at: element.range)
            if isFragment, let reused = reuseFragment(at: element.range) {
                nodes.append(reused)
                return
            }
            let mark = isFragment && keepsFragments ? beginFragment() : nil
            let node = evaluateElementChild(element)
            if let mark { endFragment(mark, range: element.range, made: node) }
            if let node { nodes.append(node) }
        case .error, .closureParameter:
            break
        default:
            // `rows[0]`, `rows[0].padding(4)`: a value that is an element.
            switch evaluate(expr) {
            case let .element(node): nodes.append(node)
            case .poisoned: break
            case let other:
                report(.error(SemaCode.notAnElement, "expected an element, found \(other.kindDescription)",
                              at: range(expr)))
            }
        }
    }

    /// An element in element position: its node, or nil after an error.
    private func evaluateElementChild(_ element: ElementNode) -> ElementRef? {
        switch evaluateElement(element, asValue: false) {
        case let .element(node): return node
        case .poisoned: return nil
        case let other:
            report(.error(SemaCode.notAnElement, "expected an element, found \(other.kindDescription)",
                          at: element.range))
            return nil
        }
    }

    /// `repeat(n, as: i) < … >`: the children `n` times, `i` bound to 0..<n.
    /// `repeat(list, as: item, index: i) < … >`: once per item, `item` bound to it and `i` to its
    /// position (SwiftUI's `ForEach(items)` and `ForEach(Array(items.enumerated()))`).
    func evaluateRepeat(_ block: RepeatNode) -> [ElementRef] {
        var items: [Value]?
        var count: Int?
        var itemName: NameNode?
        var indexName: NameNode?
        func bareName(_ argument: ArgumentNode) -> NameNode? {
            if case let .element(element) = syntax.expr(argument.value), element.isBareName { return element.head }
            report(.error(SemaCode.badRepeat, "expected a name after '\(argument.label.map(name) ?? "as"):'",
                          at: range(argument.value)))
            return nil
        }
        for argumentID in syntax.ids(block.arguments) {
            let argument = syntax.argument(argumentID)
            switch argument.label.map(name) {
            case nil:
                guard count == nil else {
                    report(.error(SemaCode.extraArgument, "repeat takes one count or list", at: argument.range)
                        .withNote("write repeat(count, as: name) < … > or repeat(list, as: item, index: i) < … >"))
                    return []
                }
                switch evaluate(argument.value) {
                case let .number(n) where n >= 0 && n == n.rounded() && n.isFinite:
                    guard n <= Double(options.maxNodes) else {
                        report(.error(SemaCode.tooManyNodes,
                                      "repeat count \(Self.format(n)) would make more than "
                                          + "\(options.maxNodes) elements",
                                      at: argument.range))
                        return []
                    }
                    count = Int(n)
                case let .list(values):
                    items = values
                    count = values.count
                case .poisoned: return []
                case let other:
                    report(.error(SemaCode.badRepeat,
                                  "repeat takes a non-negative integer or a list, found \(Self.describe(other))",
                                  at: range(argument.value))
                        .withNote("write repeat(3, as: i) < … > or repeat([\"a\", \"b\"], as: name) < … >"))
                    return []
                }
            case "as"?:
                itemName = bareName(argument)
            case "index"?:
                indexName = bareName(argument)
            case let label?:
                report(.error(SemaCode.unknownLabel, "repeat has no parameter '\(label)'",
                              at: argument.label?.range ?? argument.range)
                    .withNote("write repeat(count, as: name) < … > or repeat(list, as: item, index: i) < … >"))
                return []
            }
        }
        guard let count else {
            report(.error(SemaCode.missingArgument, "missing the repeat count or list", at: block.keywordRange)
                .withNote("write repeat(count, as: name) < … >"))
            return []
        }
        var nodes: [ElementRef] = []
        for i in 0..<count {
            if gaveUp || !takeStep(at: block.keywordRange) { break }
            let errorsBefore = errorEvents
            var scope: [Symbol: Local] = [:]
            if let itemName {
                // `as:` names the item of a list, or the index of a count.
                let item = items.map { i < $0.count ? $0[i] : .poisoned } ?? .number(Double(i))
                scope[itemName.symbol] = Local(value: item, range: itemName.range, used: true)
            }
            if let indexName {
                scope[indexName.symbol] = Local(value: .number(Double(i)), range: indexName.range, used: true)
            }
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

    func applyPostfixes(_ postfixes: SyntaxList, to value: Value) -> Value {
        guard postfixes.count > 0 else { return value }
        guard case var .element(node) = value else {
            if case .poisoned = value {
                // Still check the modifiers, on a stand-in, so their own mistakes are reported.
                guard var standIn = makeNode(.box(width: 0, height: 0), name: "box",
                                             range: SourceRange.point(SourceFileID(rawValue: 0), 0),
                                             children: []) else {
                    return .poisoned
                }
                for postfix in syntax.ids(postfixes) {
                    guard case let .modifier(modifier) = syntax.postfix(postfix),
                          let modified = applyModifier(modifier, to: standIn) else { continue }
                    standIn = modified
                }
                return .poisoned
            }
            if case let .modifier(first) = syntax.postfix(syntax.id(postfixes, 0)) {
                report(.error(SemaCode.notAnElement, "modifiers apply to elements, not to \(value.kindDescription)",
                              at: first.name.range))
            }
            return .poisoned
        }
        // Two tags with no modifier between them name the same element: the first would be lost.
        var previousTag: NameNode?
        for postfix in syntax.ids(postfixes) {
            switch syntax.postfix(postfix) {
            case let .tag(tag):
                let tagName = name(tag)
                if let previousTag {
                    report(.error(SemaCode.twoTags,
                                  "an element has one tag; '#\(tagName)' would replace '#\(name(previousTag))'",
                                  at: tag.range)
                        .withLabel("the element is already tagged here", at: previousTag.range)
                        .withNote("keep one tag, or put a modifier between them to tag the modified element"))
                }
                previousTag = tag
                node = copy(node, at: tag.range) { $0.tag = tagName }
            case let .modifier(modifier):
                previousTag = nil
                guard let modified = applyModifier(modifier, to: node) else { return .poisoned }
                node = modified
            }
        }
        return .element(node)
    }

    /// Counts one step of evaluation; false (after one diagnostic) once the budget is spent.
    func takeStep(at range: SourceRange, count: Int = 1) -> Bool {
        steps += count
        guard steps > Self.maxSteps(options.maxNodes) else { return true }
        giveUp(.error(SemaCode.tooMuchWork,
                      "the layout takes more than \(Self.maxSteps(options.maxNodes)) steps to expand", at: range)
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
        report(saved > 0
               ? diagnostic.withNote("reached while checking a branch that is not taken (its elements are checked too)")
               : diagnostic)
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
    /// larger than `maxNodes` elements, or the arena larger than `maxArena`. `symbol`: the name
    /// as written, when it is the node's name (its index in the node names is then looked up
    /// once per symbol, not once per node).
    func makeNode(_ element: consuming LayoutElement, name: String, symbol: Symbol? = nil, range: SourceRange,
                  children: [ElementRef], extent: SourceRange? = nil) -> ElementRef? {
        var count = 1
        for child in children { count += nodes.expandedCount(Int(child.index)) }
        // Counts and indices are 32-bit numbers.
        let maxNodes = min(options.maxNodes, Int(Int32.max))
        if count > maxNodes {
            giveUp(.error(SemaCode.tooManyNodes, "the layout expands to more than \(maxNodes) elements", at: range)
                .withNote("reduce the repeat counts, or the number of times components are used"))
            return nil
        }
        let maxArena = min(Self.maxArena(options.maxNodes), Int(Int32.max))
        if nodes.count + arenaOffset >= maxArena || !nodes.hasRoom(forChildren: children.count) {
            giveUp(.error(SemaCode.tooManyNodes,
                          "working out the layout takes more than \(maxArena) elements, "
                              + "counting the copies that changes such as '.fill' or '#tag' make",
                          at: range)
                .withNote("reduce the repeat counts, or the modifiers applied to elements that are repeated"))
            return nil
        }
        let ref = ElementRef(index: Int32(truncatingIfNeeded: nodes.count))
        nodes.append(element, nameIndex: nodeNameIndex(name, symbol: symbol),
                     origin: PendingOrigin(range: range, extent: extent ?? range, callChain: currentChain),
                     children: children, expandedCount: count)
        noteArenaGrowth()
        return ref
    }

    /// The index of `name` among the node names, by `symbol` when there is one.
    @inline(__always)
    private func nodeNameIndex(_ name: String, symbol: Symbol?) -> UInt16 {
        guard let symbol else { return nodes.nameIndex(name) }
        let slot = Int(symbol.raw)
        if slot >= nodeNames.count {
            nodeNames.append(contentsOf: repeatElement(-1, count: slot + 1 - nodeNames.count))
        }
        if nodeNames[slot] < 0 { nodeNames[slot] = Int32(nodes.nameIndex(name)) }
        return UInt16(truncatingIfNeeded: nodeNames[slot])
    }

    /// A copy of `node` whose extras `change` changes (the original may be shared by other
    /// values); `range` is where the change is written.
    func copy(_ node: ElementRef, at range: SourceRange, _ change: (inout NodeExtras) -> Void) -> ElementRef {
        guard nodes.count < Int(Int32.max) else {
            giveUp(.error(SemaCode.tooManyNodes,
                          "working out the layout takes more than \(Int32.max) elements, "
                              + "counting the copies that changes such as '.fill' or '#tag' make",
                          at: range))
            return node
        }
        nodes.appendCopy(of: Int(node.index), changing: change)
        noteArenaGrowth()
        return ElementRef(index: Int32(truncatingIfNeeded: nodes.count - 1))
    }

    /// A copy of `node` with another element (the original may be shared by other values).
    func copy(_ node: ElementRef, at range: SourceRange, element: LayoutElement) -> ElementRef {
        let copied = copy(node, at: range) { _ in }
        if copied != node { nodes.setElement(Int(copied.index), element) }
        return copied
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func describe(_ value: Value) -> String {
        if case let .number(n) = value { return n.isInfinite ? (n > 0 ? "inf" : "-inf") : format(n) }
        return value.kindDescription
    }
}
