/// The parts of a Swift file the view reader reads: declarations (types, their stored and
/// computed properties and functions, extensions, previews) and the expressions and statements of
/// view code. Everything else is kept as an `other` range, so nothing stops the file. Ranges are
/// UTF-8 byte offsets into the file.
public struct SwiftFileSyntax: Sendable {
    public var declarations: [SwiftDecl]
}

/// A declaration.
public indirect enum SwiftDecl: Sendable {
    /// `struct`, `enum`, `class`, `actor`, `extension` or `protocol`, with its members.
    case type(SwiftTypeDecl)
    case variable(SwiftVariable)
    case function(SwiftFunction)
    /// `init(…) { … }` (`init?`, `convenience init` …): a function named `init`.
    case initializer(SwiftFunction)
    /// `import Module` (`@testable import`, `import struct Module.Type`): the module's name.
    case importDecl(String, range: Range<Int>)
    /// `#Preview("name") { … }`.
    case preview(SwiftPreview)
    /// `#if` at the declaration level: the declarations of the clause the parse's build compiles
    /// (`SwiftBuildConfiguration`).
    case conditional([SwiftDecl], range: Range<Int>)
    /// `case a, b(Int), c = "x"` in an enum's body.
    case enumCases([SwiftEnumCase], range: Range<Int>)
    /// Anything else (typealiases, operators, subscripts …).
    case other(Range<Int>)
}

/// One case an enum declares: its name, whether it carries values, its raw value when written.
public struct SwiftEnumCase: Sendable {
    public var name: String
    public var nameRange: Range<Int>
    /// `case loaded([Item])`: values come with it (such a case is not among `allCases`).
    public var hasPayload: Bool
    /// `case easy = "Easy"`: the raw value written.
    public var rawValue: SwiftExpr?
    /// The payload's types as written, labels dropped (`case loaded(items: [Item], Int)`: `[Item]`, `Int`).
    public var payloadTypes: [String] = []
}

/// A type or an extension.
public struct SwiftTypeDecl: Sendable {
    public enum Kind: String, Sendable { case `struct`, `enum`, `class`, actor, `extension`, `protocol` }
    public var kind: Kind
    /// The name (an extension's extended type, as written: `View`, `Color`, `DesignSystem.Spaces`).
    public var name: String
    public var nameRange: Range<Int>
    /// The types it conforms to or inherits, as written (`View`, `Layout`, `PreviewProvider`).
    public var inherited: [String]
    public var members: [SwiftDecl]
    /// A `where` clause or generic parameters were written (`extension View where Self: …`).
    public var isConstrained: Bool
    public var range: Range<Int>
    /// `private` or `fileprivate` written before it: seen in its own file only (at the top level).
    public var isFilePrivate = false
    /// Its generic parameters' names (`enum LoadState<Value>`: `Value`).
    public var genericParameters: [String] = []
}

/// `let`/`var`: stored (with an initial value or none) or computed (a getter's statements).
public struct SwiftVariable: Sendable {
    public var isLet: Bool
    public var isStatic: Bool
    /// The attributes written before it, without `@`, with their arguments (`State`, `ViewBuilder`,
    /// `Environment(\.dynamicTypeSize)`).
    public var attributes: [String]
    public var name: String
    public var nameRange: Range<Int>
    /// The type as written, without spaces around it (`CGFloat`, `some View`, `[String]`).
    public var type: String?
    public var initializer: SwiftExpr?
    /// A computed property's body; nil for a stored one.
    public var getter: [SwiftStmt]?
    public var range: Range<Int>
}

/// `func name(parameters) -> Type { body }`.
public struct SwiftFunction: Sendable {
    public var name: String
    public var nameRange: Range<Int>
    public var isStatic: Bool
    public var attributes: [String]
    public var parameters: [SwiftParameter]
    public var returnType: String?
    public var body: [SwiftStmt]?
    public var range: Range<Int>
}

/// A function parameter: `label name: Type = default` (`_ name`: no label).
public struct SwiftParameter: Sendable {
    /// The argument label (nil: `_`).
    public var label: String?
    public var name: String
    public var type: String
    public var defaultValue: SwiftExpr?
}

/// `#Preview("name") { body }`, `#Preview("Small", as: .systemSmall) { Widget() } timeline: { … }`.
public struct SwiftPreview: Sendable {
    public var name: String?
    public var body: [SwiftStmt]
    public var range: Range<Int>
    /// The arguments in parentheses (`as: .systemSmall`, `traits: .sizeThatFitsLayout`), the name among them.
    public var arguments: [SwiftArgument] = []
    /// Closures after the body, by label (`timeline:`: a widget preview's entries).
    public var trailing: [SwiftArgument] = []
}

/// An expression, with its range.
public struct SwiftExpr: Sendable {
    public indirect enum Kind: Sendable {
        case identifier(String)
        case integer(String)
        case float(String)
        /// A string literal's segments: text, or an interpolated expression.
        case string([SwiftStringPart])
        case bool(Bool)
        case nilLiteral
        /// `.leading`, `.system(size: 20)` (a call of it is a `.call`).
        case implicitMember(String)
        /// `base.name`.
        case member(SwiftExpr, String)
        /// `callee(arguments) { trailing } label: { … }`.
        case call(SwiftExpr, [SwiftArgument])
        case subscriptExpr(SwiftExpr, [SwiftArgument])
        /// `{ parameters in body }`.
        case closure(parameters: [String], body: [SwiftStmt])
        case prefix(String, SwiftExpr)
        case postfix(String, SwiftExpr)
        case binary(String, SwiftExpr, SwiftExpr)
        case ternary(SwiftExpr, SwiftExpr, SwiftExpr)
        case array([SwiftExpr])
        /// `(a)` or a tuple `(a, b)`.
        case tuple([SwiftArgument])
        /// `\.name.other`.
        case keyPath(String)
        /// `#name(arguments)`: `#colorLiteral`, `#selector` …
        case pound(String)
        /// `x as T`, `x is T`: the type as written.
        case cast(SwiftExpr, String)
        /// Tokens the reader does not read (the range says where).
        case unknown
    }

    public var kind: Kind
    public var range: Range<Int>

    /// Whether it is a closure (`{ … }`).
    public var isClosure: Bool {
        if case .closure = kind { return true }
        return false
    }

    public init(kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

/// A piece of a string literal.
public enum SwiftStringPart: Sendable {
    case text(String)
    case interpolation(SwiftExpr)
}

/// `label: value`; a trailing closure has the label it is given after the first (`label:`), or
/// none.
public struct SwiftArgument: Sendable {
    public var label: String?
    public var value: SwiftExpr
    /// Written after the parentheses.
    public var isTrailing: Bool

    public init(label: String?, value: SwiftExpr, isTrailing: Bool) {
        self.label = label
        self.value = value
        self.isTrailing = isTrailing
    }
}

/// A statement of a closure, getter or function body.
public indirect enum SwiftStmt: Sendable {
    case expression(SwiftExpr)
    /// `let name = value` (or `var`).
    case binding(name: String, value: SwiftExpr?, range: Range<Int>)
    /// `let (a, b) = value`: a tuple of names (`_` among them).
    case tupleBinding(names: [String], value: SwiftExpr?, range: Range<Int>)
    /// `if` conditions `{ then } else { … }` (`else if` is an `if` inside `otherwise`).
    case ifStmt(conditions: [SwiftCondition], then: [SwiftStmt], otherwise: [SwiftStmt]?, range: Range<Int>)
    /// `switch subject { case …: … default: … }`.
    case switchStmt(subject: SwiftExpr, cases: [SwiftCase], range: Range<Int>)
    /// `guard` conditions `else { … }`.
    case guardStmt(conditions: [SwiftCondition], otherwise: [SwiftStmt], range: Range<Int>)
    case returnStmt(SwiftExpr?, range: Range<Int>)
    /// `target = value` (`self.title = title`, `_count = State(initialValue: 0)`).
    case assignment(target: SwiftExpr, value: SwiftExpr, range: Range<Int>)
    /// `#if` … `#endif`: each clause's condition as written (nil for `#else`) and statements.
    case poundIf([(condition: String?, body: [SwiftStmt])], range: Range<Int>)
    /// Anything else (`for`, `defer`, a `guard` without its `else` …).
    case other(Range<Int>)

    /// Where it is written.
    public var range: Range<Int> {
        switch self {
        case let .expression(value): return value.range
        case let .binding(_, _, range), let .tupleBinding(_, _, range), let .ifStmt(_, _, _, range),
             let .switchStmt(_, _, range), let .guardStmt(_, _, range), let .returnStmt(_, range),
             let .assignment(_, _, range), let .poundIf(_, range), let .other(range):
            return range
        }
    }
}

/// An `if` condition.
public enum SwiftCondition: Sendable {
    case expression(SwiftExpr)
    /// `let name = value` (value nil: `if let name`).
    case binding(name: String, value: SwiftExpr?, range: Range<Int>)
    /// `case .loaded(let items) = state`: an enum case's pattern and the value it is matched with.
    case casePattern(pattern: SwiftExpr, value: SwiftExpr, range: Range<Int>)
    /// `#available(…)`, a pattern the parser does not read, and the like.
    case other(Range<Int>)
}

/// `case a, b:` (patterns) or `default:` (none).
public struct SwiftCase: Sendable {
    public var patterns: [SwiftExpr]
    public var isDefault: Bool
    public var body: [SwiftStmt]
    public var range: Range<Int>
}
