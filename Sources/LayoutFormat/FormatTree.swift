/// The formatter's own view of a file: the syntactic structure it needs, as indices into the
/// token stream (which keeps every comment). It is built from the parser's AST in one place
/// (`FormatTree+AST.swift`), so a change of the AST's shape touches only that file.
struct FormatFile {
    var items: [FormatItem]
    var endOfFile: Int
}

/// A top-level item.
enum FormatItem {
    case importDecl(keyword: Int, path: Int)
    case letDecl(keyword: Int, name: Int, parameters: Bracketed<FormatParameter>?, equals: Int, value: FormatExpr)
    case proposal(keyword: Int, arguments: Bracketed<FormatArgument>)
    case root(FormatExpr)

    var firstToken: Int {
        switch self {
        case let .importDecl(keyword, _), let .letDecl(keyword, _, _, _, _), let .proposal(keyword, _): return keyword
        case let .root(expr): return expr.firstToken
        }
    }

    var lastToken: Int {
        switch self {
        case let .importDecl(_, path): return path
        case let .letDecl(_, _, _, _, value): return value.lastToken
        case let .proposal(_, arguments): return arguments.close
        case let .root(expr): return expr.lastToken
        }
    }
}

/// Elements between an opening and a closing token: `( … )` or `< … >`.
struct Bracketed<Element> {
    var open: Int
    var elements: [Element]
    var close: Int
}

/// `label: value` or `value`, and the comma after it.
struct FormatArgument {
    /// The label's token (the colon follows it).
    var label: Int?
    var value: FormatExpr
    var comma: Int?

    var firstToken: Int { label ?? value.firstToken }
    var lastToken: Int { value.lastToken }
}

/// `name` or `name: default`, and the comma after it.
struct FormatParameter {
    var name: Int
    var defaultValue: FormatExpr?
    var comma: Int?

    var firstToken: Int { name }
    var lastToken: Int { defaultValue?.lastToken ?? name }
}

/// An expression.
indirect enum FormatExpr {
    /// A number, size, string, `true`, `false`, `inf` or `nil`.
    case atom(Int)
    case unary(op: Int, FormatExpr)
    /// `a + b * c - d` as operands and the operators between them, left to right (one level of
    /// precedence: operands may be chains of a tighter level).
    case binary(first: FormatExpr, rest: [(op: Int, operand: FormatExpr)])
    case parenthesized(open: Int, FormatExpr, close: Int)
    case element(FormatElement)
    case repeatBlock(keyword: Int, arguments: Bracketed<FormatArgument>, children: Bracketed<FormatExpr>)
    /// `condition ? then : otherwise`.
    case conditional(FormatExpr, question: Int, FormatExpr, colon: Int, FormatExpr)
    /// `[a, b]`: unlabelled arguments between brackets.
    case list(Bracketed<FormatArgument>)
    /// `.leading`, `.flexible(min: 40)`.
    case implicitMember(dot: Int, name: Int, arguments: Bracketed<FormatArgument>?)
    /// `\.self`: tokens printed as written, without spaces.
    case verbatim(first: Int, last: Int)
    /// `items[i]`.
    case subscriptExpr(FormatExpr, open: Int, index: FormatExpr, close: Int)
    /// `.title2.bold()`: a member called on a value.
    case memberCall(FormatExpr, dot: Int, name: Int, arguments: Bracketed<FormatArgument>?)
    /// `if condition < … > else < … >`, or `else if …`.
    case ifBlock(FormatIf)

    var firstToken: Int {
        switch self {
        case let .atom(token): return token
        case let .unary(op, _): return op
        case let .binary(first, _): return first.firstToken
        case let .parenthesized(open, _, _): return open
        case let .element(element): return element.head
        case let .repeatBlock(keyword, _, _): return keyword
        case let .conditional(condition, _, _, _, _): return condition.firstToken
        case let .list(list): return list.open
        case let .implicitMember(dot, _, _): return dot
        case let .subscriptExpr(base, _, _, _), let .memberCall(base, _, _, _): return base.firstToken
        case let .verbatim(first, _): return first
        case let .ifBlock(block): return block.keyword
        }
    }

    var lastToken: Int {
        switch self {
        case let .atom(token): return token
        case let .unary(_, operand): return operand.lastToken
        case let .binary(first, rest): return rest.last?.operand.lastToken ?? first.lastToken
        case let .parenthesized(_, _, close): return close
        case let .element(element): return element.lastToken
        case let .repeatBlock(_, _, children): return children.close
        case let .conditional(_, _, _, _, otherwise): return otherwise.lastToken
        case let .list(list): return list.close
        case let .implicitMember(_, name, arguments): return arguments?.close ?? name
        case let .subscriptExpr(_, _, _, close): return close
        case let .verbatim(_, last): return last
        case let .memberCall(_, _, name, arguments): return arguments?.close ?? name
        case let .ifBlock(block): return block.lastToken
        }
    }
}

/// `if condition < children >`, then optionally `else < children >` or `else if …`.
struct FormatIf {
    var keyword: Int
    var condition: FormatExpr
    var children: Bracketed<FormatExpr>
    var elseKeyword: Int?
    var elseBranch: ElseBranch?

    indirect enum ElseBranch {
        case children(Bracketed<FormatExpr>)
        case ifBlock(FormatIf)
    }

    var lastToken: Int {
        switch elseBranch {
        case let .children(children)?: return children.close
        case let .ifBlock(block)?: return block.lastToken
        case nil: return children.close
        }
    }
}

/// `head(arguments) < children >` followed by modifiers and tags.
struct FormatElement {
    var head: Int
    var arguments: Bracketed<FormatArgument>?
    var children: Bracketed<FormatExpr>?
    var postfixes: [FormatPostfix]

    var lastToken: Int {
        if let last = postfixes.last { return last.lastToken }
        return children?.close ?? arguments?.close ?? head
    }
}

/// `.name(arguments) < content >` or `#name`.
enum FormatPostfix {
    case modifier(dot: Int, name: Int, arguments: Bracketed<FormatArgument>?, children: Bracketed<FormatExpr>?)
    case tag(hash: Int, name: Int)

    var firstToken: Int {
        switch self {
        case let .modifier(dot, _, _, _): return dot
        case let .tag(hash, _): return hash
        }
    }

    var lastToken: Int {
        switch self {
        case let .modifier(_, name, arguments, children): return children?.close ?? arguments?.close ?? name
        case let .tag(_, name): return name
        }
    }
}
