import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// The types of the file's constants and component parameters, which `.layout` never writes and
/// Swift must: worked out from how each is used (the built-in parameter it is passed to, an
/// element's place, arithmetic, a comparison with a literal), then from its default value, then
/// from the arguments calls give it. An integer use (`repeat` count, `%`, an index) makes a
/// number an `Int`; the exporter converts it where SwiftUI wants a `CGFloat`.
extension ExportSession {
    func inferTypes(root: Expr?) {
        // Rounds until nothing changes (at most four): a component's parameter types reach the calls
        // of it in other components, and the constants they are compared with.
        for _ in 0..<4 {
            let before = order.map { name in
                globals[name].map { [$0.type] + $0.parameters.map(\.type) } ?? []
            }
            var evidence: [String: [ExportType]] = [:]
            var calls: [String: [ExportType]] = [:]
            for name in order {
                guard let global = globals[name] else { continue }
                let scope = (global.decl.parameters ?? []).map {
                    Local(name: $0.name.name, type: parameterType(name, $0.name.name), spelling: $0.name.name,
                          key: name + "." + $0.name.name)
                }
                let expected: ExportType? = global.kind == .value ? nil
                    : global.kind == .function ? (global.type.isKnown ? global.type : nil) : .view
                collect(global.decl.value, expected: expected, scope: scope,
                        owner: global.kind == .component || global.kind == .function ? name : nil, &evidence, &calls)
            }
            if let root { collect(root, expected: .view, scope: [], owner: nil, &evidence, &calls) }
            resolve(evidence: evidence, calls: calls)
            let after = order.map { name in
                globals[name].map { [$0.type] + $0.parameters.map(\.type) } ?? []
            }
            if after == before { break }
        }
    }

    /// A component parameter's type as inferred so far.
    func parameterType(_ component: String, _ parameter: String) -> ExportType {
        globals[component]?.parameters.first { $0.name == parameter }?.type ?? .unknown
    }

    /// The key evidence about a name is filed under: `component.parameter` or a value global's name.
    func key(_ name: String, scope: [Local], owner: String?) -> String? {
        if let local = scope.last(where: { $0.name == name }) { return local.key }
        return globals[name]?.kind == .value ? name : nil
    }

    func resolve(evidence: [String: [ExportType]], calls: [String: [ExportType]]) {
        for name in order {
            guard var global = globals[name] else { continue }
            if global.kind == .function {
                global.type = decide(uses: evidence[name + ".return"] ?? [], value: global.decl.value, calls: [])
            }
            if global.kind == .component || global.kind == .function {
                global.parameters = (global.decl.parameters ?? []).map { parameter in
                    let key = name + "." + parameter.name.name
                    let type = decide(uses: evidence[key] ?? [], value: parameter.defaultValue,
                                      calls: calls[key] ?? [])
                    return (parameter.name.name, type, parameter.defaultValue)
                }
            } else if global.kind == .value {
                global.type = decide(uses: evidence[name] ?? [], value: global.decl.value, calls: [])
            }
            globals[name] = global
        }
    }

    /// Uses first (an integer use wins), then the default or value, then the calls.
    func decide(uses: [ExportType], value: Expr?, calls: [ExportType]) -> ExportType {
        let literal = value.map { literalType($0, scope: []) } ?? .unknown
        var type = uses.reduce(ExportType.unknown) { $0.merged(with: $1) }
        if uses.contains(.integer) && (type == .number || type == .integer) { type = .integer }
        if case .optional = literal, type.isKnown, !isOptional(type) { type = .optional(type) }
        if !type.isKnown { type = type.merged(with: literal) }
        if !type.isKnown { type = calls.reduce(type) { $0.merged(with: $1) } }
        // A whole number nobody uses as a length is an Int (interpolated, it prints without ".0").
        if type == .number, uses.isEmpty, let value, case let .number(number) = value.kind, number == number.rounded() {
            type = .integer
        }
        return type
    }

    func isNumberLiteral(_ expr: Expr) -> Bool {
        if case .number = expr.kind { return true }
        if case let .unary(.minus, inner) = expr.kind { return isNumberLiteral(inner) }
        return false
    }

    func isOptional(_ type: ExportType) -> Bool {
        if case .optional = type { return true }
        return false
    }

    /// What a literal or a known name is, without context.
    func literalType(_ expr: Expr, scope: [Local]) -> ExportType {
        switch expr.kind {
        case let .number(number): return number == number.rounded() ? .integer : .number
        case .string, .interpolatedString: return .string
        case .bool: return .bool
        case .infinity: return .number
        case .nilLiteral: return .optional(.unknown)
        case .size: return .unknown
        case let .list(items):
            return .list(items.reduce(ExportType.unknown) { $0.merged(with: literalType($1, scope: scope)) })
        case let .parenthesized(inner): return literalType(inner, scope: scope)
        case let .conditional(_, a, b): return literalType(a, scope: scope).merged(with: literalType(b, scope: scope))
        case let .unary(op, operand): return op == .not ? .bool : literalType(operand, scope: scope)
        case let .binary(op, left, right):
            switch op {
            case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .and, .or: return .bool
            case .halfOpenRange, .closedRange: return .list(.integer)
            default:
                let l = literalType(left, scope: scope), r = literalType(right, scope: scope)
                if l == .string || r == .string { return .string }
                if l == .integer && r == .integer { return .integer }
                return l.isNumeric || r.isNumeric ? (l == .integer || r == .integer ? l.merged(with: r) : .number) : .unknown
            }
        case let .element(element) where element.isBareName:
            switch meaning(element.head.name, scope: scope) {
            case let .local(type)?: return type
            case let .global(global)?:
                guard global.kind == .value else { return .view }
                // Before the rounds settle, what its value is written as (a list of strings is one).
                return global.type.isKnown ? global.type : literalType(global.decl.value, scope: [])
            default: return .unknown
            }
        case .element, .repeatBlock, .ifBlock: return isElement(expr, scope: scope) ? .view : .unknown
        case let .memberCall(_, name, _):
            return name.name == "count" ? .integer : name.name == "isEmpty" ? .bool : .unknown
        default: return .unknown
        }
    }

    // MARK: - Collecting evidence

    // swiftlint:disable:next function_parameter_count
    func collect(_ expr: Expr, expected: ExportType?, scope: [Local], owner: String?,
                 _ evidence: inout [String: [ExportType]], _ calls: inout [String: [ExportType]]) {
        func go(_ expr: Expr, _ expected: ExportType?, _ scope: [Local] = scope) {
            collect(expr, expected: expected, scope: scope, owner: owner, &evidence, &calls)
        }
        func note(_ name: String, _ type: ExportType?) {
            guard let type, type.isKnown || type == .optional(.unknown),
                  let key = key(name, scope: scope, owner: owner) else { return }
            evidence[key, default: []].append(type)
        }
        switch expr.kind {
        case let .element(element):
            if element.isBareName {
                note(element.head.name, expected)
                if case .local? = meaning(element.head.name, scope: scope) { return }
            }
            if case let .global(global)? = meaning(element.head.name, scope: scope), global.kind == .function,
               let expected, expected.isKnown {
                evidence[element.head.name + ".return", default: []].append(expected)
            }
            collectElement(element, scope: scope, owner: owner, &evidence, &calls)
        case let .binary(op, left, right):
            switch op {
            case .plus, .minus, .times, .divide:
                // Operands are what the result is wanted as; with no context, nothing is learnt.
                let strings = literalType(left, scope: scope) == .string || literalType(right, scope: scope) == .string
                let numeric: ExportType? = strings ? .string : expected.flatMap { $0.isNumeric ? $0 : nil }
                go(left, numeric)
                go(right, numeric)
            case .remainder:
                go(left, .integer)
                go(right, .integer)
            case .halfOpenRange, .closedRange:
                go(left, .integer)
                go(right, .integer)
            case .and, .or:
                go(left, .bool)
                go(right, .bool)
            case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
                let l = literalType(left, scope: scope), r = literalType(right, scope: scope)
                if case .nilLiteral = right.kind {
                    go(left, .optional(.unknown))
                } else if case .nilLiteral = left.kind {
                    go(right, .optional(.unknown))
                } else {
                    // A literal says nothing of the other side's type (8 is an Int and a CGFloat).
                    go(left, r.isKnown && !isNumberLiteral(right) ? r : nil)
                    go(right, l.isKnown && !isNumberLiteral(left) ? l : nil)
                }
            }
        case let .unary(op, operand): go(operand, op == .not ? .bool : expected)
        case let .conditional(condition, then, otherwise):
            go(condition, .bool)
            go(then, expected)
            go(otherwise, expected)
        case let .parenthesized(inner): go(inner, expected)
        case let .list(items):
            var item: ExportType?
            if case let .list(element)? = expected { item = element }
            for entry in items { go(entry, item) }
        case let .interpolatedString(parts):
            for case let .expression(inner) in parts { go(inner, nil) }
        case let .subscriptExpr(base, index):
            go(index, .integer)
            go(base, expected.map { .list($0) })
        case let .memberCall(base, name, arguments):
            if name.name == "isEmpty" || name.name == "count" {
                go(base, nil)
            } else {
                go(base, expected)
            }
            for argument in arguments ?? [] { go(argument.value, nil) }
        case let .repeatBlock(block):
            collectRepeat(block, scope: scope, owner: owner, &evidence, &calls)
        case let .ifBlock(block):
            go(block.condition, .bool)
            for child in block.children { go(child, .view) }
            for child in block.elseChildren ?? [] { go(child, .view) }
        case let .implicitMember(_, arguments):
            for argument in arguments ?? [] { go(argument.value, nil) }
        default: break
        }
    }

    // swiftlint:disable:next function_parameter_count
    func collectElement(_ element: ElementExpr, scope: [Local], owner: String?,
                        _ evidence: inout [String: [ExportType]], _ calls: inout [String: [ExportType]]) {
        func go(_ expr: Expr, _ expected: ExportType?) {
            collect(expr, expected: expected, scope: scope, owner: owner, &evidence, &calls)
        }
        let head = element.head.name
        switch meaning(head, scope: scope) {
        case .local?:
            if element.children != nil, let key = key(head, scope: scope, owner: owner) {
                evidence[key, default: []].append(.layout)
            }
        case let .global(global)?:
            if global.kind == .component || global.kind == .function {
                for (argument, parameter) in componentArguments(element.arguments ?? [], of: global) {
                    guard let label = parameter else { continue }
                    let type = parameterType(head, label)
                    go(argument.value, type.isKnown ? type : nil)
                    let literal = literalType(argument.value, scope: scope)
                    if literal.isKnown { calls[head + "." + label, default: []].append(literal) }
                }
            }
        case let .element(definition)?:
            collectArguments(element.arguments ?? [], of: definition, go)
        case nil:
            break
        }
        for child in element.children ?? [] { go(child, .view) }
        for case let .modifier(modifier) in element.postfixes {
            if let definition = Self.modifiers[modifier.name.name] {
                collectArguments(modifier.arguments ?? [], of: definition, go)
            }
            for child in modifier.children ?? [] { go(child, .view) }
        }
    }

    /// Each argument with the type its built-in parameter has in SwiftUI.
    func collectArguments(_ arguments: Arguments, of definition: ElementDefinition,
                          _ go: (Expr, ExportType?) -> Void) {
        for (argument, parameter) in match(arguments, definition.parameters) {
            guard let parameter else {
                go(argument.value, nil)
                continue
            }
            var type = ExportType.of(parameter.type, element: definition.name, label: parameter.label)
            if parameter.type == .colorOrElement { type = isElement(argument.value, scope: []) ? .view : .color }
            go(argument.value, type.isKnown ? type : nil)
        }
    }

    // swiftlint:disable:next function_parameter_count
    func collectRepeat(_ block: RepeatExpr, scope: [Local], owner: String?,
                       _ evidence: inout [String: [ExportType]], _ calls: inout [String: [ExportType]]) {
        guard let source = block.arguments.first(where: { $0.label == nil })?.value else { return }
        let name = block.arguments.first { $0.label?.name == "as" }.flatMap(Self.bareName)
        let index = block.arguments.first { $0.label?.name == "index" }.flatMap(Self.bareName)
        let sourceType = literalType(source, scope: scope)
        var itemType = ExportType.integer
        if case let .list(element) = sourceType {
            itemType = element
            collect(source, expected: nil, scope: scope, owner: owner, &evidence, &calls)
        } else {
            collect(source, expected: .integer, scope: scope, owner: owner, &evidence, &calls)
        }
        var inner = scope
        if let name { inner.append(Local(name: name, type: itemType, spelling: name)) }
        if let index { inner.append(Local(name: index, type: .integer, spelling: index)) }
        for child in block.children {
            collect(child, expected: .view, scope: inner, owner: owner, &evidence, &calls)
        }
    }

    /// The name a `repeat`'s `as:` or `index:` gives.
    static func bareName(_ argument: Argument) -> String? {
        if case let .element(element) = argument.value.kind, element.isBareName { return element.head.name }
        return nil
    }

    /// A component call's arguments with the parameters they fill: labelled by label, the others in
    /// the order of the parameters not named.
    func componentArguments(_ arguments: Arguments, of global: Global) -> [(Argument, String?)] {
        let names = (global.decl.parameters ?? []).map(\.name.name)
        let labelled = Set(arguments.compactMap { $0.label?.name })
        var free = names.filter { !labelled.contains($0) }[...]
        return arguments.map { argument in (argument, argument.label?.name ?? free.popFirst()) }
    }

    /// Arguments paired with the parameters they fill: labelled ones by label, positional ones in order.
    func match(_ arguments: Arguments, _ parameters: [LayoutParameter]) -> [(Argument, LayoutParameter?)] {
        var positional = parameters.filter(\.isPositional)[...]
        return arguments.map { argument in
            if let label = argument.label?.name {
                return (argument, parameters.first { $0.label == label })
            }
            return (argument, positional.popFirst())
        }
    }
}
