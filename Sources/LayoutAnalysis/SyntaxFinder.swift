import LayoutDiagnostics
import LayoutSyntax

/// What a call's parentheses belong to.
public enum Callee: Equatable {
    case element(String)
    case modifier(String)
    case repeatBlock
    case proposal
}

/// The construct of a file at an offset, found by walking its syntax tree.
public enum SyntaxTarget {
    /// The head of an element (`hstack`, a component call, a constant, a parameter use).
    case elementHead(ElementExpr, range: SourceRange)
    /// The name of a modifier, and the element it applies to.
    case modifier(ModifierExpr)
    /// An argument label, and the call it belongs to.
    case label(Identifier, callee: Callee)
    case tag(Identifier)
    /// The name of a `let`.
    case letName(LetDecl)
    case parameterName(Parameter, component: LetDecl)
    case importPath(ImportDecl)
}

/// Walks a file's syntax for the innermost named construct at an offset, and collects element
/// expressions (for inlay hints and folding).
public struct SyntaxFinder {
    let offset: Int

    public static func target(in syntax: FileSyntax, at offset: Int) -> SyntaxTarget? {
        var finder = SyntaxFinder(offset: offset)
        return finder.file(syntax)
    }

    func contains(_ range: SourceRange) -> Bool { range.start <= offset && offset <= range.end }

    mutating func file(_ syntax: FileSyntax) -> SyntaxTarget? {
        for item in syntax.items where contains(item.range) {
            switch item {
            case let .importDecl(decl): return contains(decl.pathRange) ? .importPath(decl) : nil
            case let .letDecl(decl):
                if contains(decl.name.range) { return .letName(decl) }
                for parameter in decl.parameters ?? [] {
                    if contains(parameter.name.range) { return .parameterName(parameter, component: decl) }
                    if let value = parameter.defaultValue, contains(value.range) { return expr(value) }
                }
                return expr(decl.value)
            case let .proposal(decl):
                return arguments(decl.arguments, callee: .proposal)
            case let .root(value):
                return expr(value)
            case .error:
                return nil
            }
        }
        return nil
    }

    func arguments(_ list: Arguments, callee: Callee) -> SyntaxTarget? {
        for argument in list where contains(argument.range) {
            if let label = argument.label, contains(label.range) { return .label(label, callee: callee) }
            return expr(argument.value)
        }
        return nil
    }

    func expr(_ expr: Expr) -> SyntaxTarget? {
        var current = expr
        while true {
            guard contains(current.range) else { return nil }
            switch current.kind {
            case let .binary(_, left, right):
                current = contains(left.range) ? left : right
            case let .unary(_, operand), let .parenthesized(operand):
                current = operand
            case let .element(element):
                return self.element(element, range: current.range)
            case let .repeatBlock(block):
                if let found = arguments(block.arguments, callee: .repeatBlock) { return found }
                for child in block.children where contains(child.range) { return self.expr(child) }
                return nil
            default:
                // if/else, conditionals, lists, interpolations, implicit members: the part the
                // position is in.
                guard let inner = current.subexpressions.first(where: { contains($0.range) }) else { return nil }
                current = inner
            }
        }
    }

    func element(_ element: ElementExpr, range: SourceRange) -> SyntaxTarget? {
        if contains(element.head.range) { return .elementHead(element, range: range) }
        if let found = arguments(element.arguments ?? [], callee: .element(element.head.name)) { return found }
        for child in element.children ?? [] where contains(child.range) { return expr(child) }
        for postfix in element.postfixes {
            switch postfix {
            case let .tag(tag):
                if contains(tag.range) { return .tag(tag) }
            case let .modifier(modifier):
                guard contains(modifier.range) else { continue }
                if contains(modifier.name.range) { return .modifier(modifier) }
                if let found = arguments(modifier.arguments ?? [], callee: .modifier(modifier.name.name)) {
                    return found
                }
                for child in modifier.children ?? [] where contains(child.range) { return expr(child) }
            }
        }
        return nil
    }
}

/// Every element expression of a file with its range, outermost first, without recursion.
public func elementExpressions(_ syntax: FileSyntax) -> [(ElementExpr, SourceRange)] {
    var found: [(ElementExpr, SourceRange)] = []
    var stack: [Expr] = []
    for item in syntax.items.reversed() {
        switch item {
        case let .letDecl(decl):
            stack.append(decl.value)
            for parameter in decl.parameters ?? [] { if let value = parameter.defaultValue { stack.append(value) } }
        case let .root(value): stack.append(value)
        case let .proposal(decl): stack.append(contentsOf: decl.arguments.map(\.value))
        default: break
        }
    }
    while let expr = stack.popLast() {
        switch expr.kind {
        case let .element(element):
            found.append((element, expr.range))
            var inner: [Expr] = (element.arguments ?? []).map(\.value) + (element.children ?? [])
            for case let .modifier(modifier) in element.postfixes {
                inner += (modifier.arguments ?? []).map(\.value) + (modifier.children ?? [])
            }
            stack.append(contentsOf: inner.reversed())
        case let .repeatBlock(block):
            stack.append(contentsOf: (block.arguments.map(\.value) + block.children).reversed())
        default:
            stack.append(contentsOf: expr.subexpressions.reversed())
        }
    }
    return found
}
