import LayoutDiagnostics

// Views of a `SyntaxTree` for tools (the formatter, the language server, lint, the dumps): each is
// a node ID and the tree it belongs to, and reads its parts from the tree when asked. They cost
// a reference count per copy; the checker reads the tree by ID instead (SyntaxNodes.swift).

/// A name as written, with its range.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var range: SourceRange
    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

extension SyntaxTree {
    func identifier(_ name: NameNode) -> Identifier { Identifier(name: arena.name(name.symbol), range: name.range) }
    func exprs(_ list: SyntaxList) -> [Expr] { arena.ids(list).map { Expr(tree: self, id: $0) } }
    func arguments(_ list: SyntaxList) -> Arguments { arena.ids(list).map { Argument(tree: self, id: $0) } }
}

/// A parsed `.layout` file: its items in source order.
public struct FileSyntax: Sendable {
    public let tree: SyntaxTree
    /// The file's node.
    public let id: SyntaxID

    public var items: [Item] { tree.arena.ids(tree.arena.items(ofFile: id)).map { Item(tree: tree, id: $0) } }
    public var range: SourceRange { tree.arena.range(of: id) }
}

/// A top-level item.
public enum Item: Sendable {
    case importDecl(ImportDecl)
    case letDecl(LetDecl)
    case proposal(ProposalDecl)
    /// An element expression at the top level: a root (the checker wants exactly one).
    case root(Expr)
    /// Text the parser could not make sense of (already reported).
    case error(SourceRange)

    init(tree: SyntaxTree, id: SyntaxID) {
        switch tree.arena.item(id) {
        case let .importDecl(path, pathRange, range):
            self = .importDecl(ImportDecl(path: path, pathRange: pathRange, range: range))
        case let .letDecl(decl): self = .letDecl(LetDecl(tree: tree, node: decl))
        case let .proposal(arguments, range):
            self = .proposal(ProposalDecl(arguments: tree.arguments(arguments), range: range))
        case let .root(expr): self = .root(Expr(tree: tree, id: expr))
        case let .error(range): self = .error(range)
        }
    }

    public var range: SourceRange {
        switch self {
        case let .importDecl(d): return d.range
        case let .letDecl(d): return d.range
        case let .proposal(d): return d.range
        case let .root(e): return e.range
        case let .error(r): return r
        }
    }
}

/// `import "path.layout"`.
public struct ImportDecl: Sendable {
    public var path: String
    public var pathRange: SourceRange
    public var range: SourceRange
}

/// `let name = value` or `let name(params) = value` (a component).
public struct LetDecl: Sendable {
    public var name: Identifier
    /// `nil` for a constant; `[]` for a component with no parameters, `let c() = …`.
    public var parameters: [Parameter]?
    public var value: Expr
    public var range: SourceRange
    /// The declaration's node.
    public var id: SyntaxID

    init(tree: SyntaxTree, node: LetNode) {
        name = tree.identifier(node.name)
        parameters = node.parameters.map { list in
            tree.arena.ids(list).map { Parameter(tree: tree, node: tree.arena.parameter($0)) }
        }
        value = Expr(tree: tree, id: node.value)
        range = node.range
        id = node.id
    }
}

/// A component parameter, `w` or `w: 40`.
public struct Parameter: Sendable {
    public var name: Identifier
    public var defaultValue: Expr?
    public var range: SourceRange

    init(tree: SyntaxTree, node: ParameterNode) {
        name = tree.identifier(node.name)
        defaultValue = node.defaultValue.map { Expr(tree: tree, id: $0) }
        range = node.range
    }
}

/// `proposal(320, nil)`, `proposal(width: 320, height: inf)`, `proposal(320x480)`.
public struct ProposalDecl: Sendable {
    public var arguments: Arguments
    public var range: SourceRange
}

/// The arguments of a call as written, `(a, label: b)`, in order.
public typealias Arguments = [Argument]

/// `label: value` or a positional `value`.
public struct Argument: Sendable {
    public var label: Identifier?
    public var value: Expr
    public var range: SourceRange

    init(tree: SyntaxTree, id: SyntaxID) {
        let node = tree.arena.argument(id)
        label = node.label.map(tree.identifier)
        value = Expr(tree: tree, id: node.value)
        range = node.range
    }
}

/// An expression: a value or an element.
public struct Expr: Sendable {
    public let tree: SyntaxTree
    /// The expression's node.
    public let id: SyntaxID

    public var range: SourceRange { tree.arena.range(of: id) }

    /// What the expression is.
    public enum Kind: Sendable {
        case number(Double)
        case size(width: Double, height: Double)
        /// A string without interpolations, its escapes decoded.
        case string(String)
        /// `"Item \(i + 1)"`: text and expressions, in order (only when there is an interpolation).
        case interpolatedString([StringPart])
        case bool(Bool)
        case infinity
        case nilLiteral
        case unary(UnaryOperator, Expr)
        case binary(BinaryOperator, Expr, Expr)
        /// `condition ? then : else`.
        case conditional(Expr, Expr, Expr)
        case parenthesized(Expr)
        /// `[a, b, c]`.
        case list([Expr])
        /// `.leading`, `.infinity`, `.flexible(min: 40)`: a name with a leading dot, SwiftUI's
        /// implicit member syntax (arguments nil when there are no parentheses). It never refers
        /// to a `let`: it names an enumeration value, a colour, a shape or a grid item size.
        case implicitMember(Identifier, arguments: Arguments?)
        /// `items[i]`: an item of a list, counted from 0.
        case subscriptExpr(Expr, index: Expr)
        /// `base.name(arguments)` after a value: `.title2.bold()`, `.headline.weight(.semibold)`.
        case memberCall(Expr, Identifier, arguments: Arguments?)
        /// `\.self`: a Swift key path (`ForEach(items, id: \.self)`); it has no value in layoutc.
        case keyPath
        /// `item in` opening children written in braces: SwiftUI's closure parameter.
        case closureParameter(Identifier)
        /// A name with optional arguments, children, modifiers and tags. A bare name (`leading`,
        /// `gap`, `tag`) is an element expression with none of them; the checker resolves it.
        case element(ElementExpr)
        /// `repeat(n, as: i) < … >`, `repeat(list, as: item, index: i) < … >`.
        case repeatBlock(RepeatExpr)
        /// `if condition < … > else < … >`: elements chosen at compile time (only among children).
        case ifBlock(IfExpr)
        /// Could not be parsed (already reported).
        case error
    }

    public var kind: Kind {
        switch tree.arena.expr(id) {
        case let .number(value): return .number(value)
        case let .size(width, height): return .size(width: width, height: height)
        case let .string(value): return .string(value)
        case let .interpolatedString(parts):
            return .interpolatedString((0..<parts.count).map { index in
                switch tree.arena.stringPart(parts, index) {
                case let .text(text): return .text(text)
                case let .expression(id): return .expression(Expr(tree: tree, id: id))
                }
            })
        case let .bool(value): return .bool(value)
        case .infinity: return .infinity
        case .nilLiteral: return .nilLiteral
        case let .unary(op, operand): return .unary(op, Expr(tree: tree, id: operand))
        case let .binary(op, left, right): return .binary(op, Expr(tree: tree, id: left), Expr(tree: tree, id: right))
        case let .conditional(condition, then, otherwise):
            return .conditional(Expr(tree: tree, id: condition), Expr(tree: tree, id: then),
                                Expr(tree: tree, id: otherwise))
        case let .parenthesized(inner): return .parenthesized(Expr(tree: tree, id: inner))
        case let .list(items): return .list(tree.exprs(items))
        case let .implicitMember(name, arguments):
            return .implicitMember(tree.identifier(name), arguments: arguments.map(tree.arguments))
        case .keyPath: return .keyPath
        case let .closureParameter(name): return .closureParameter(tree.identifier(name))
        case let .subscriptExpr(base, index):
            return .subscriptExpr(Expr(tree: tree, id: base), index: Expr(tree: tree, id: index))
        case let .memberCall(base, name, arguments):
            return .memberCall(Expr(tree: tree, id: base), tree.identifier(name),
                               arguments: arguments.map(tree.arguments))
        case let .element(node): return .element(ElementExpr(tree: tree, node: node))
        case let .repeatBlock(node):
            return .repeatBlock(RepeatExpr(keywordRange: node.keywordRange, arguments: tree.arguments(node.arguments),
                                           children: tree.exprs(node.children)))
        case let .ifBlock(node):
            return .ifBlock(IfExpr(keywordRange: node.keywordRange, condition: Expr(tree: tree, id: node.condition),
                                   children: tree.exprs(node.children), elseRange: node.elseRange,
                                   elseChildren: node.elseChildren.map(tree.exprs)))
        case .error: return .error
        }
    }
}

/// A part of an interpolated string.
public enum StringPart: Sendable {
    case text(String)
    /// `\(expression)`; its range is the expression's.
    case expression(Expr)
}

/// The prefix operators: negation and logical not.
public enum UnaryOperator: String, Sendable { case minus = "-", not = "!" }
/// The binary operators, folded at compile time. Precedence, tightest first: `* / %`, `+ -`, the
/// comparisons, `&&`, `||` (all left-associative), then `? :`.
public enum BinaryOperator: String, Sendable {
    case plus = "+", minus = "-", times = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case and = "&&", or = "||"
    /// `0..<3`, `1...5`: the integers of a range, as a list (SwiftUI's `ForEach(0..<3)`).
    case halfOpenRange = "..<", closedRange = "..."

    /// Binding strength: higher binds tighter (ranges between the additions and the
    /// comparisons, as Swift's RangeFormationPrecedence).
    public var precedence: Int {
        switch self {
        case .times, .divide, .remainder: return 6
        case .plus, .minus: return 5
        case .halfOpenRange, .closedRange: return 4
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: return 3
        case .and: return 2
        case .or: return 1
        }
    }
}

/// `head(arguments) < children > .modifier(…) #tag …`.
public struct ElementExpr: Sendable {
    public let tree: SyntaxTree
    let node: ElementNode

    /// The element's node.
    public var id: SyntaxID { node.id }
    public var head: Identifier { tree.identifier(node.head) }
    /// `nil` when there are no parentheses.
    public var arguments: Arguments? { node.arguments.map(tree.arguments) }
    /// `nil` when there are no angle brackets.
    public var children: [Expr]? { node.children.map(tree.exprs) }
    /// Modifiers and tags, in source order.
    public var postfixes: [Postfix] {
        tree.arena.ids(node.postfixes).map { id in
            switch tree.arena.postfix(id) {
            case let .modifier(modifier): return .modifier(ModifierExpr(tree: tree, node: modifier))
            case let .tag(name): return .tag(tree.identifier(name))
            }
        }
    }
    /// Whether this is a bare name: no arguments, children, modifiers or tags.
    public var isBareName: Bool { node.isBareName }
}

/// What follows an element: a modifier or a tag.
public enum Postfix: Sendable {
    case modifier(ModifierExpr)
    case tag(Identifier)
}

/// `.name(arguments) < content >`.
public struct ModifierExpr: Sendable {
    public let tree: SyntaxTree
    let node: ModifierNode

    public var name: Identifier { tree.identifier(node.name) }
    /// `nil` when there are no parentheses.
    public var arguments: Arguments? { node.arguments.map(tree.arguments) }
    public var children: [Expr]? { node.children.map(tree.exprs) }
    /// From the dot to the last bracket.
    public var range: SourceRange { node.range }
}

/// `repeat(count, as: name) < body >`.
public struct RepeatExpr: Sendable {
    public var keywordRange: SourceRange
    public var arguments: Arguments
    public var children: [Expr]
}

/// `if condition < children > else < children >`; `else if …` is an `else` branch holding one
/// `ifBlock`.
public struct IfExpr: Sendable {
    public var keywordRange: SourceRange
    public var condition: Expr
    public var children: [Expr]
    /// The `else` keyword, when there is one.
    public var elseRange: SourceRange?
    /// nil without `else`.
    public var elseChildren: [Expr]?
}

extension Expr {
    /// The expressions directly inside this one, in source order: an element's arguments,
    /// children and modifier arguments and content; operands; list items; a conditional's three
    /// parts; an interpolated string's expressions; an `if`'s condition and both branches; a
    /// `repeat`'s arguments and children. Tools that walk the tree (tags, symbols, the language
    /// server) and the checker read the same list (`SyntaxArena.subexpressions(of:)`), so a new
    /// kind of expression only needs adding there.
    public var subexpressions: [Expr] { tree.arena.subexpressions(of: id).map { Expr(tree: tree, id: $0) } }
}
