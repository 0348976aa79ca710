import Testing
@testable import LayoutSwiftSyntax

// The parser's trees written back as compact Swift, so that a test states the tree it expects the
// way the source reads. Grouping is made visible: a binary operation, a ternary and a cast are
// parenthesised, a closure shows its parameters (`{ a, b in … }`) and its statements separated by
// `;`, a trailing closure follows the call's parentheses (`Button { … } label: { … }`), an `if`'s
// and a `#if`'s branches are braced, and what the parser keeps as a range is `other` (a statement)
// or `?` (an expression).

/// The file's syntax.
func parse(_ source: String) -> SwiftFileSyntax {
    SwiftParser.parse(Array(source.utf8))
}

/// The text of `range` in `source` (a UTF-8 byte range).
func slice(_ source: String, _ range: Range<Int>) -> String {
    let bytes = Array(source.utf8)
    return String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
}

/// The statements of the body of the first `#Preview` of `source`.
func previewBody(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> [SwiftStmt] {
    for case let .preview(preview) in parse(source).declarations { return preview.body }
    Issue.record("no #Preview in the source", sourceLocation: sourceLocation)
    return []
}

/// `source`'s statements (written as a preview's body), each written back as Swift.
func statements(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    previewBody("#Preview {\n\(source)\n}", sourceLocation: sourceLocation).map(written)
}

/// One expression, parsed as the only statement of a preview, written back as Swift.
func expression(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let all = statements(source, sourceLocation: sourceLocation)
    #expect(all.count == 1, "\(source): \(all)", sourceLocation: sourceLocation)
    return all.first ?? ""
}

func written(_ expr: SwiftExpr) -> String {
    switch expr.kind {
    case let .identifier(name): return name
    case let .integer(text), let .float(text): return text
    case let .string(parts):
        return "\"" + parts.map { part in
            switch part {
            case let .text(text): return text
            case let .interpolation(inner): return "\\(" + written(inner) + ")"
            }
        }.joined() + "\""
    case let .bool(flag): return flag ? "true" : "false"
    case .nilLiteral: return "nil"
    case let .implicitMember(name): return "." + name
    case let .member(base, name): return written(base) + "." + name
    case let .call(callee, arguments):
        let inParentheses = arguments.filter { !$0.isTrailing }
        let trailing = arguments.filter(\.isTrailing)
        var out = written(callee)
        if !inParentheses.isEmpty || trailing.isEmpty { out += "(" + inParentheses.map(written).joined(separator: ", ") + ")" }
        for closure in trailing { out += " " + written(closure) }
        return out
    case let .subscriptExpr(base, arguments): return written(base) + "[" + arguments.map(written).joined(separator: ", ") + "]"
    case let .closure(parameters, body):
        let signature = parameters.isEmpty ? "" : " " + parameters.joined(separator: ", ") + " in"
        let statements = body.isEmpty ? "" : " " + body.map(written).joined(separator: "; ")
        return "{" + signature + statements + " }"
    case let .prefix(op, operand): return op + written(operand)
    case let .postfix(op, operand): return written(operand) + op
    case let .binary(op, left, right): return "(" + written(left) + " " + op + " " + written(right) + ")"
    case let .ternary(condition, then, otherwise):
        return "(" + written(condition) + " ? " + written(then) + " : " + written(otherwise) + ")"
    case let .array(items): return "[" + items.map(written).joined(separator: ", ") + "]"
    case let .tuple(items): return "(" + items.map(written).joined(separator: ", ") + ")"
    case let .keyPath(path): return "\\" + path
    case let .pound(name): return "#" + name
    case let .cast(inner, type): return "(" + written(inner) + " as " + type + ")"
    case .unknown: return "?"
    }
}

func written(_ argument: SwiftArgument) -> String {
    (argument.label.map { $0 + ": " } ?? "") + written(argument.value)
}

func written(_ condition: SwiftCondition) -> String {
    switch condition {
    case let .expression(expr): return written(expr)
    case let .binding(name, value, _): return "let " + name + (value.map { " = " + written($0) } ?? "")
    case let .casePattern(pattern, value, _): return "case " + written(pattern) + " = " + written(value)
    case .other: return "other"
    }
}

func written(_ statement: SwiftStmt) -> String {
    func block(_ body: [SwiftStmt]) -> String {
        body.isEmpty ? "{ }" : "{ " + body.map(written).joined(separator: "; ") + " }"
    }
    switch statement {
    case let .expression(expr): return written(expr)
    case let .binding(name, value, _): return "let " + name + (value.map { " = " + written($0) } ?? "")
    case let .tupleBinding(names, value, _):
        return "let (" + names.joined(separator: ", ") + ")" + (value.map { " = " + written($0) } ?? "")
    case let .ifStmt(conditions, then, otherwise, _):
        return "if " + conditions.map(written).joined(separator: ", ") + " " + block(then)
            + (otherwise.map { " else " + block($0) } ?? "")
    case let .guardStmt(conditions, otherwise, _):
        return "guard " + conditions.map(written).joined(separator: ", ") + " else " + block(otherwise)
    case let .switchStmt(subject, cases, _):
        let parts = cases.map { switchCase in
            (switchCase.isDefault ? "default" : "case " + switchCase.patterns.map(written).joined(separator: ", "))
                + ": " + switchCase.body.map(written).joined(separator: "; ")
        }
        return "switch " + written(subject) + " { " + parts.joined(separator: " | ") + " }"
    case let .returnStmt(expr, _): return "return" + (expr.map { " " + written($0) } ?? "")
    case let .assignment(target, value, _): return written(target) + " = " + written(value)
    case let .poundIf(clauses, _):
        return clauses.enumerated().map { index, clause in
            let directive = clause.condition.map { (index == 0 ? "#if " : "#elseif ") + $0 } ?? "#else"
            return directive + " " + block(clause.body)
        }.joined(separator: " ")
    case .other: return "other"
    }
}
