import LayoutSwiftSyntax

/// The element paths of a SwiftUI file's findings (`FindingIdentity`, version 2): the declaration
/// that holds the finding (`BudgetView`, `Row.Badge`, `#Preview "Dark"`), its member (`body`,
/// `var header`, `func row`), then each view down to the finding's, with its place among its
/// siblings in the builder that holds it (`VStack/HStack[1]/Text[0]`) and `.padding#0` for a
/// modifier (its place in the view's chain, innermost first). What does not change when code moves
/// around the view (lines, other declarations, other properties) leaves the path as it is.
final class SwiftElementPaths {
    private let syntax: SwiftFileSyntax

    init(_ bytes: [UInt8]) {
        syntax = SwiftParser.parse(bytes)
    }

    /// The path at `offset`: the innermost declaration, member and view that hold it; the
    /// declaration's kind when no view does (`import`, `file` outside every declaration).
    func path(at offset: Int) -> String {
        var parts: [String] = []
        var previews = 0
        walk(syntax.declarations, offset: offset, parts: &parts, previews: &previews, depth: 0)
        return parts.isEmpty ? "file" : parts.joined(separator: "/")
    }

    private static let maxDepth = 64

    private func walk(_ declarations: [SwiftDecl], offset: Int, parts: inout [String], previews: inout Int,
                      depth: Int) {
        guard depth < Self.maxDepth else { return }
        for declaration in declarations {
            switch declaration {
            case let .type(type):
                guard type.range.contains(offset) else { continue }
                parts.append((type.kind == .extension ? "extension " : "") + type.name)
                var nested = 0
                walk(type.members, offset: offset, parts: &parts, previews: &nested, depth: depth + 1)
                return
            case let .variable(variable):
                guard variable.range.contains(offset) else { continue }
                parts.append(variable.name == "body" ? "body" : (variable.isLet ? "let " : "var ") + variable.name)
                if let getter = variable.getter {
                    statements(getter, offset: offset, parts: &parts, depth: depth + 1)
                } else if let value = variable.initializer {
                    expression(value, label: "", offset: offset, parts: &parts, depth: depth + 1)
                }
                return
            case let .function(function), let .initializer(function):
                guard function.range.contains(offset) else { continue }
                parts.append("func " + function.name)
                if let body = function.body { statements(body, offset: offset, parts: &parts, depth: depth + 1) }
                return
            case let .preview(preview):
                defer { if preview.name == nil { previews += 1 } }
                guard preview.range.contains(offset) else { continue }
                parts.append(preview.name.map { "#Preview \"\($0)\"" } ?? "#Preview[\(previews)]")
                statements(preview.body, offset: offset, parts: &parts, depth: depth + 1)
                return
            case let .conditional(inner, range):
                guard range.contains(offset) else { continue }
                walk(inner, offset: offset, parts: &parts, previews: &previews, depth: depth + 1)
                return
            case let .importDecl(_, range):
                if range.contains(offset) { parts.append("import") ; return }
            case .enumCases, .other:
                continue
            }
        }
    }

    /// The statement of `body` that holds `offset`, by its place among the views it lists (from
    /// `first`: an `else` branch counts on from its `if`'s, as `.layout`'s paths do).
    private func statements(_ body: [SwiftStmt], offset: Int, parts: inout [String], depth: Int, first: Int = 0) {
        guard depth < Self.maxDepth else { return }
        for (index, statement) in body.enumerated() {
            let label = "[\(first + index)]"
            switch statement {
            case let .expression(value), let .returnStmt(value?, _):
                guard value.range.contains(offset) else { continue }
                expression(value, label: label, offset: offset, parts: &parts, depth: depth + 1)
                return
            case let .binding(name, value?, range):
                guard range.contains(offset) else { continue }
                parts.append("let " + name)
                expression(value, label: "", offset: offset, parts: &parts, depth: depth + 1)
                return
            case let .ifStmt(_, then, otherwise, range):
                guard range.contains(offset) else { continue }
                parts.append("if" + label)
                if then.contains(where: { $0.range.contains(offset) }) {
                    statements(then, offset: offset, parts: &parts, depth: depth + 1)
                } else if let otherwise {
                    statements(otherwise, offset: offset, parts: &parts, depth: depth + 1, first: then.count)
                }
                return
            case let .switchStmt(_, cases, range):
                guard range.contains(offset) else { continue }
                parts.append("switch" + label)
                if let index = cases.firstIndex(where: { $0.range.contains(offset) }) {
                    parts.append("case \(index)")
                    statements(cases[index].body, offset: offset, parts: &parts, depth: depth + 1)
                }
                return
            case let .guardStmt(_, otherwise, range):
                guard range.contains(offset) else { continue }
                parts.append("guard" + label)
                statements(otherwise, offset: offset, parts: &parts, depth: depth + 1)
                return
            case let .poundIf(clauses, range):
                guard range.contains(offset) else { continue }
                parts.append("#if" + label)
                for (number, clause) in clauses.enumerated()
                where clause.body.contains(where: { $0.range.contains(offset) }) {
                    parts.append("clause \(number)")
                    statements(clause.body, offset: offset, parts: &parts, depth: depth + 1)
                    break
                }
                return
            default:
                continue
            }
        }
    }

    /// A view expression: its name with `label`, then — when `offset` is inside — the modifier or
    /// the child that holds it.
    private func expression(_ value: SwiftExpr, label: String, offset: Int, parts: inout [String], depth: Int) {
        guard depth < Self.maxDepth else { return }
        // The modifier chain, outermost first: `Text("a").padding().font(.title)`.
        var chain: [(name: String, arguments: [SwiftArgument], range: Range<Int>)] = []
        var base = value
        while true {
            if case let .call(callee, arguments) = base.kind, case let .member(inner, name) = callee.kind,
               Self.isModifier(name, on: inner) {
                chain.append((name, arguments, base.range))
                base = inner
            } else if case let .member(inner, name) = base.kind, Self.isModifier(name, on: inner) {
                chain.append((name, [], base.range))
                base = inner
            } else {
                break
            }
        }
        switch base.kind {
        case let .ternary(_, then, otherwise):
            parts.append("?:" + label)
            if then.range.contains(offset) {
                expression(then, label: "[0]", offset: offset, parts: &parts, depth: depth + 1)
            } else if otherwise.range.contains(offset) {
                expression(otherwise, label: "[1]", offset: offset, parts: &parts, depth: depth + 1)
            }
            return
        case let .closure(_, body) where base.range.contains(offset):
            parts.append("{}" + label)
            statements(body, offset: offset, parts: &parts, depth: depth + 1)
            return
        default:
            parts.append(Self.name(of: base) + label)
        }
        if base.range.contains(offset) {
            guard case let .call(_, arguments) = base.kind else { return }
            descend(into: arguments, offset: offset, parts: &parts, depth: depth)
            return
        }
        // In a modifier: the innermost whose range holds the offset (its place counted from the view).
        for (number, modifier) in chain.reversed().enumerated() where modifier.range.contains(offset) {
            parts.append(".\(modifier.name)#\(number)")
            descend(into: modifier.arguments, offset: offset, parts: &parts, depth: depth)
            return
        }
    }

    /// The argument of a call or a modifier that holds `offset`: the views of its first closure
    /// by their places, of another closure under its label, or a view given as a value (`(n)`).
    private func descend(into arguments: [SwiftArgument], offset: Int, parts: inout [String], depth: Int) {
        let firstClosure = arguments.firstIndex { $0.value.isClosure }
        for (index, argument) in arguments.enumerated() where argument.value.range.contains(offset) {
            if case let .closure(_, body) = argument.value.kind {
                if index != firstClosure { parts.append((argument.label ?? "(\(index))") + ":") }
                statements(body, offset: offset, parts: &parts, depth: depth + 1)
            } else if Self.mayBeView(argument.value) {
                expression(argument.value, label: "(\(index))", offset: offset, parts: &parts, depth: depth + 1)
            }
            return
        }
    }

    /// Whether `.name` on `base` is a modifier of a view, not a member of a type (`Color.red`,
    /// `Font.title`): a lowercase name on anything but a capitalised type name.
    private static func isModifier(_ name: String, on base: SwiftExpr) -> Bool {
        guard let first = name.first, first.isLowercase || first == "_" else { return false }
        if case let .identifier(type) = base.kind, type.first?.isUppercase == true { return false }
        if case .implicitMember = base.kind { return false }
        return true
    }

    /// Whether a value given to a modifier can be a view (`.overlay(Badge())`, `.background(Color.red)`).
    private static func mayBeView(_ value: SwiftExpr) -> Bool {
        switch value.kind {
        case .call, .identifier, .member, .ternary: return true
        default: return false
        }
    }

    /// A view's name as written: `Text`, `Color.red`, `.init`, `header` (a property).
    private static func name(of value: SwiftExpr) -> String {
        switch value.kind {
        case let .call(callee, _): return name(of: callee)
        case let .identifier(identifier): return identifier
        case let .implicitMember(member): return "." + member
        case let .member(base, member): return name(of: base) + "." + member
        case .string: return "string"
        default: return "expression"
        }
    }
}
