import LayoutDiagnostics

/// A name as written, with its range.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var range: SourceRange
    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// A parsed `.layout` file: its items in source order.
public struct FileSyntax: Sendable {
    public var items: [Item]
    public var range: SourceRange
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
}

/// A component parameter, `w` or `w: 40`.
public struct Parameter: Sendable {
    public var name: Identifier
    public var defaultValue: Expr?
    public var range: SourceRange
}

/// `proposal(320, nil)`, `proposal(width: 320, height: inf)`, `proposal(320x480)`.
public struct ProposalDecl: Sendable {
    public var arguments: [Argument]
    public var range: SourceRange
}

/// `label: value` or a positional `value`.
public struct Argument: Sendable {
    public var label: Identifier?
    public var value: Expr
    public var range: SourceRange
}

/// An expression: a value or an element.
public struct Expr: Sendable {
    public var kind: Kind
    public var range: SourceRange

    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// What the expression is. Only the cases with large or recursive payloads are boxed: a
    /// number, a size or a string is stored inline, so most arguments (`40x20`, `8`, `"Hi"`)
    /// cost no allocation of their own.
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
        indirect case unary(UnaryOperator, Expr)
        indirect case binary(BinaryOperator, Expr, Expr)
        /// `condition ? then : else`.
        indirect case conditional(Expr, Expr, Expr)
        indirect case parenthesized(Expr)
        /// `[a, b, c]`.
        case list([Expr])
        /// `.leading`, `.infinity`, `.flexible(min: 40)`: a name with a leading dot, SwiftUI's
        /// implicit member syntax (arguments nil when there are no parentheses). It never refers
        /// to a `let`: it names an enumeration value, a colour, a shape or a grid item size.
        indirect case implicitMember(Identifier, arguments: [Argument]?)
        /// A name with optional arguments, children, modifiers and tags. A bare name (`leading`,
        /// `gap`, `tag`) is an element expression with none of them; the checker resolves it.
        case element(ElementExpr)
        /// `repeat(n, as: i) < … >`, `repeat(list, as: item, index: i) < … >`.
        indirect case repeatBlock(RepeatExpr)
        /// `if condition < … > else < … >`: elements chosen at compile time (only among children).
        indirect case ifBlock(IfExpr)
        /// Could not be parsed (already reported).
        case error
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

    /// Binding strength: higher binds tighter.
    public var precedence: Int {
        switch self {
        case .times, .divide, .remainder: return 5
        case .plus, .minus: return 4
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: return 3
        case .and: return 2
        case .or: return 1
        }
    }
}

/// `head(arguments) < children > .modifier(…) #tag …`. A class, written once by the parser: the
/// checker reads an element as often as it is used (in a component, in a `repeat`), and a
/// reference is one count to keep where a value would be four.
public final class ElementExpr: Sendable {
    public let head: Identifier
    /// `nil` when there are no parentheses.
    public let arguments: [Argument]?
    /// `nil` when there are no angle brackets.
    public let children: [Expr]?
    /// Modifiers and tags, in source order.
    public let postfixes: [Postfix]

    public init(head: Identifier, arguments: [Argument]?, children: [Expr]?, postfixes: [Postfix]) {
        self.head = head
        self.arguments = arguments
        self.children = children
        self.postfixes = postfixes
    }

    /// Whether this is a bare name: no arguments, children, modifiers or tags.
    public var isBareName: Bool { arguments == nil && children == nil && postfixes.isEmpty }
}

/// What follows an element: a modifier or a tag.
public enum Postfix: Sendable {
    case modifier(ModifierExpr)
    case tag(Identifier)
}

/// `.name(arguments) < content >`. A class, written once by the parser (as `ElementExpr`).
public final class ModifierExpr: Sendable {
    public let name: Identifier
    public let arguments: [Argument]?
    public let children: [Expr]?
    public let range: SourceRange

    public init(name: Identifier, arguments: [Argument]?, children: [Expr]?, range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.children = children
        self.range = range
    }
}

/// `repeat(count, as: name) < body >`.
public struct RepeatExpr: Sendable {
    public var keywordRange: SourceRange
    public var arguments: [Argument]
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
    /// server) use it, so a new kind of expression only needs adding here.
    public var subexpressions: [Expr] {
        switch kind {
        case .number, .size, .string, .bool, .infinity, .nilLiteral, .error:
            return []
        case let .interpolatedString(parts):
            return parts.compactMap { if case let .expression(expr) = $0 { return expr } else { return nil } }
        case let .unary(_, operand), let .parenthesized(operand):
            return [operand]
        case let .binary(_, left, right):
            return [left, right]
        case let .conditional(condition, then, otherwise):
            return [condition, then, otherwise]
        case let .list(items):
            return items
        case let .implicitMember(_, arguments):
            return (arguments ?? []).map(\.value)
        case let .element(element):
            var inner: [Expr] = (element.arguments ?? []).map(\.value) + (element.children ?? [])
            for case let .modifier(modifier) in element.postfixes {
                inner += (modifier.arguments ?? []).map(\.value) + (modifier.children ?? [])
            }
            return inner
        case let .repeatBlock(block):
            return block.arguments.map(\.value) + block.children
        case let .ifBlock(block):
            return [block.condition] + block.children + (block.elseChildren ?? [])
        }
    }
}
