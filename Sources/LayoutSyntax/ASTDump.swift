import LayoutDiagnostics

/// A readable, indented dump of the syntax tree (`layoutc check --dump-ast`), one node per
/// line with its `line:column`.
public enum ASTDump {
    /// The dump of `syntax`, positions resolved in `file`.
    public static func dump(_ syntax: FileSyntax, file: SourceFile) -> String {
        var dumper = ASTDumper(file: file)
        for item in syntax.items {
            dumper.item(item)
        }
        return dumper.out
    }
}

/// The dump being written: one line per node, indented two spaces per level of depth.
private struct ASTDumper {
    let file: SourceFile
    let locations = LocationCache()
    var out = ""

    init(file: SourceFile) {
        self.file = file
    }

    mutating func line(_ depth: Int, _ text: String, _ range: SourceRange) {
        out += String(repeating: "  ", count: depth) + text + " @"
            + locations.location(in: file, of: range.start).description + "\n"
    }

    mutating func arguments(_ args: Arguments?, _ depth: Int) {
        guard let args else { return }
        for arg in args {
            line(depth, "argument" + (arg.label.map { " \($0.name):" } ?? ""), arg.range)
            expr(arg.value, depth + 1)
        }
    }

    /// A top-level item and what it contains.
    mutating func item(_ item: Item) {
        switch item {
        case let .importDecl(d): line(0, "import \(d.path.debugDescription)", d.range)
        case let .letDecl(d):
            let params = d.parameters.map {
                "(" + $0.map { $0.name.name + ($0.defaultValue == nil ? "" : ":") }.joined(separator: ", ") + ")"
            } ?? ""
            line(0, "let \(d.name.name)\(params)", d.range)
            for p in d.parameters ?? [] {
                if let v = p.defaultValue {
                    line(1, "default \(p.name.name)", p.range)
                    expr(v, 2)
                }
            }
            expr(d.value, 1)
        case let .proposal(d):
            line(0, "proposal", d.range)
            arguments(d.arguments, 1)
        case let .root(e):
            line(0, "root", e.range)
            expr(e, 1)
        case let .error(r): line(0, "error", r)
        }
    }

    mutating func expr(_ e: Expr, _ depth: Int) {
        switch e.kind {
        case let .number(v): line(depth, "number \(v)", e.range)
        case let .size(w, h): line(depth, "size \(w)x\(h)", e.range)
        case let .string(s): line(depth, "string \(s.debugDescription)", e.range)
        case let .bool(b): line(depth, "bool \(b)", e.range)
        case .infinity: line(depth, "inf", e.range)
        case .nilLiteral: line(depth, "nil", e.range)
        case let .unary(op, operand):
            line(depth, "unary \(op.rawValue)", e.range)
            expr(operand, depth + 1)
        case let .binary(op, l, r):
            line(depth, "binary \(op.rawValue)", e.range)
            expr(l, depth + 1)
            expr(r, depth + 1)
        case let .parenthesized(inner):
            line(depth, "parenthesized", e.range)
            expr(inner, depth + 1)
        case let .interpolatedString(parts):
            interpolatedString(parts, e.range, depth)
        case let .conditional(condition, then, otherwise):
            line(depth, "conditional", e.range)
            expr(condition, depth + 1)
            expr(then, depth + 1)
            expr(otherwise, depth + 1)
        case let .list(items):
            line(depth, "list", e.range)
            for item in items { expr(item, depth + 1) }
        case let .implicitMember(name, args):
            line(depth, "member .\(name.name)", e.range)
            arguments(args, depth + 1)
        case .keyPath:
            line(depth, "key path", e.range)
        case let .closureParameter(name):
            line(depth, "closure parameter \(name.name)", e.range)
        case let .subscriptExpr(base, index):
            line(depth, "subscript", e.range)
            expr(base, depth + 1)
            expr(index, depth + 1)
        case let .memberCall(base, name, args):
            line(depth, "member call .\(name.name)", e.range)
            expr(base, depth + 1)
            arguments(args, depth + 1)
        case let .ifBlock(block):
            ifBlock(block, e.range, depth)
        case let .element(el):
            element(el, e.range, depth)
        case let .repeatBlock(r):
            line(depth, "repeat", e.range)
            arguments(r.arguments, depth + 1)
            for c in r.children { expr(c, depth + 1) }
        case .error:
            line(depth, "error", e.range)
        }
    }

    /// A string with interpolations: its text and expressions in order, all at the string's position.
    mutating func interpolatedString(_ parts: [StringPart], _ range: SourceRange, _ depth: Int) {
        line(depth, "interpolated string", range)
        for part in parts {
            switch part {
            case let .text(text): line(depth + 1, "text \(text.debugDescription)", range)
            case let .expression(inner): expr(inner, depth + 1)
            }
        }
    }

    /// `if condition < children > else < children >`.
    mutating func ifBlock(_ block: IfExpr, _ range: SourceRange, _ depth: Int) {
        line(depth, "if", range)
        expr(block.condition, depth + 1)
        line(depth + 1, "then", range)
        for c in block.children { expr(c, depth + 2) }
        if let elseChildren = block.elseChildren {
            line(depth + 1, "else", block.elseRange ?? range)
            for c in elseChildren { expr(c, depth + 2) }
        }
    }

    /// An element (or a bare name): its arguments, children, then its modifiers and tags.
    mutating func element(_ el: ElementExpr, _ range: SourceRange, _ depth: Int) {
        line(depth, (el.isBareName ? "name " : "element ") + el.head.name, range)
        arguments(el.arguments, depth + 1)
        if let children = el.children {
            line(depth + 1, "children", range)
            for c in children { expr(c, depth + 2) }
        }
        for postfix in el.postfixes {
            switch postfix {
            case let .tag(t): line(depth + 1, "tag #\(t.name)", t.range)
            case let .modifier(m):
                line(depth + 1, "modifier .\(m.name.name)", m.range)
                arguments(m.arguments, depth + 2)
                if let children = m.children {
                    line(depth + 2, "content", m.range)
                    for c in children { expr(c, depth + 3) }
                }
            }
        }
    }
}
