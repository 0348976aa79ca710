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
    public var arguments: Arguments
    public var range: SourceRange
}

/// `label: value` or a positional `value`.
public struct Argument: Sendable {
    /// The label's name alone: the label starts where the argument does, so its range is known
    /// from the argument's (an argument is 64 bytes, not 80, and most have no label).
    @usableFromInline let labelName: String?
    public var value: Expr
    public var range: SourceRange

    /// `label` starts where `range` does (the parser's arguments all do).
    public init(label: Identifier?, value: Expr, range: SourceRange) {
        precondition(label.map { $0.range.start == range.start && $0.range.end - $0.range.start == $0.name.utf8.count } ?? true,
                     "internal error: a label that does not start its argument")
        self.labelName = label?.name
        self.value = value
        self.range = range
    }

    @inlinable public var label: Identifier? {
        guard let labelName else { return nil }
        return Identifier(name: labelName, range: SourceRange(file: range.file, start: range.start, end: range.start + labelName.utf8.count))
    }
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
        indirect case implicitMember(Identifier, arguments: Arguments?)
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

/// `head(arguments) < children > .modifier(…) #tag …`. Written once by the parser and read as
/// often as the element is used (in a component, in a `repeat`), so a reference: one count to
/// keep where a value would be four. Its arguments are stored in the same allocation, after its
/// parts (`TailArguments`), so an element costs one allocation, not two.
public final class ElementExpr: Sendable {
    // No stored properties: the object is the storage of a `ManagedBufferPointer` — these parts,
    // then the arguments. (A `ManagedBuffer` subclass could not be `Sendable`.)

    /// Everything but the arguments.
    @usableFromInline struct Parts: ArgumentCounts {
        @usableFromInline let head: Identifier
        @usableFromInline let children: [Expr]?
        @usableFromInline let postfixes: [Postfix]
        /// 32 bits: with the flag after it, one word (an element's allocation is 16 bytes smaller).
        @usableFromInline let storedCount: Int32
        @usableFromInline let hasArguments: Bool
        @inlinable var argumentCount: Int { Int(storedCount) }
    }

    /// An element. `arguments` nil when there are no parentheses.
    public static func make(head: Identifier, arguments: Arguments?, children: [Expr]?, postfixes: [Postfix]) -> ElementExpr {
        var stack = Array(arguments ?? [])
        return make(head: head, popping: stack.count, from: &stack, hasArguments: arguments != nil, children: children, postfixes: postfixes)
    }

    /// An element whose arguments are the last `count` of `stack` (the parser's stack of them),
    /// moved from it.
    static func make(head: Identifier, popping count: Int, from stack: inout [Argument], hasArguments: Bool,
                     children: [Expr]?, postfixes: [Postfix]) -> ElementExpr {
        TailArguments.make(ElementExpr.self, popping: count, from: &stack,
                           Parts(head: head, children: children, postfixes: postfixes, storedCount: Int32(count), hasArguments: hasArguments))
    }

    deinit { TailArguments<Parts>.destroy(self) }

    @inlinable var parts: UnsafeMutablePointer<Parts> { TailArguments.parts(of: self) }

    @inlinable public var head: Identifier { parts.pointee.head }
    /// `nil` when there are no parentheses.
    @inlinable public var arguments: Arguments? { TailArguments<Parts>.arguments(of: self) }
    /// `nil` when there are no angle brackets.
    @inlinable public var children: [Expr]? { parts.pointee.children }
    /// Modifiers and tags, in source order.
    @inlinable public var postfixes: [Postfix] { parts.pointee.postfixes }

    /// Whether this is a bare name: no arguments, children, modifiers or tags.
    @inlinable public var isBareName: Bool { !parts.pointee.hasArguments && parts.pointee.children == nil && parts.pointee.postfixes.isEmpty }
}

/// What `TailArguments` needs of a node's parts: how many arguments follow them, and whether the
/// call had parentheses at all.
@usableFromInline protocol ArgumentCounts {
    var argumentCount: Int { get }
    var hasArguments: Bool { get }
}

/// The storage of a syntax node that keeps its call's arguments in its own allocation: a class
/// with no stored properties whose instances are `ManagedBufferPointer<Parts, Argument>` storage,
/// its parts first, then its arguments. Elements and modifiers both store theirs this way.
@usableFromInline enum TailArguments<Parts: ArgumentCounts> {
    @usableFromInline typealias Storage = ManagedBufferPointer<Parts, Argument>

    /// An instance of `Owner` holding `parts` and the last `count` arguments of `stack`, moved
    /// from it.
    /// (`parts` is made in place, in the storage: passed as a value it would be copied there.)
    static func make<Owner: AnyObject>(_ owner: Owner.Type, popping count: Int, from stack: inout [Argument], _ parts: @autoclosure () -> Parts) -> Owner {
        let storage = Storage(bufferClass: Owner.self, minimumCapacity: count) { _, _ in parts() }
        storage.withUnsafeMutablePointerToElements { elements in Arguments.pop(count, from: &stack, into: elements) }
        return unsafeDowncast(storage.buffer, to: Owner.self)
    }

    /// Deinitializes the parts and arguments of `object` (from its `deinit`).
    static func destroy(_ object: AnyObject) {
        Storage(unsafeBufferObject: object).withUnsafeMutablePointers { parts, elements in
            elements.deinitialize(count: parts.pointee.argumentCount)
            parts.deinitialize(count: 1)
        }
    }

    @inlinable static func parts(of object: AnyObject) -> UnsafeMutablePointer<Parts> {
        Storage(unsafeBufferObject: object).withUnsafeMutablePointerToHeader { $0 }
    }

    /// The arguments, kept alive by `object`; nil when the call had no parentheses.
    @inlinable static func arguments(of object: AnyObject) -> Arguments? {
        let storage = Storage(unsafeBufferObject: object)
        let parts = storage.withUnsafeMutablePointerToHeader { $0 }
        guard parts.pointee.hasArguments else { return nil }
        let base = storage.withUnsafeMutablePointerToElements { UnsafePointer($0) }
        return Arguments(owner: object, base: base, count: parts.pointee.argumentCount)
    }
}

/// The arguments of a call as written, `(a, label: b)`, in order. They live in the allocation of
/// the element or modifier that has them (or one of their own for `repeat`, `proposal` and
/// implicit members); this view keeps that alive.
public struct Arguments: RandomAccessCollection, ExpressibleByArrayLiteral, @unchecked Sendable {
    @usableFromInline let owner: AnyObject?
    /// Into `owner`'s storage, which does not move while `owner` lives (nil when empty).
    @usableFromInline let base: UnsafePointer<Argument>?
    public let endIndex: Int

    @inlinable init(owner: AnyObject?, base: UnsafePointer<Argument>?, count: Int) {
        self.owner = count > 0 ? owner : nil
        self.base = count > 0 ? base : nil
        self.endIndex = count
    }

    /// Arguments in storage of their own.
    public init(_ arguments: [Argument]) {
        var stack = arguments
        self.init(popping: stack.count, from: &stack)
    }

    /// The last `count` arguments of `stack`, moved into storage of their own.
    init(popping count: Int, from stack: inout [Argument]) {
        guard count > 0 else {
            self.init(owner: nil, base: nil, count: 0)
            return
        }
        let storage = ArgumentStorage.Storage(bufferClass: ArgumentStorage.self, minimumCapacity: count) { _, _ in count }
        let base = storage.withUnsafeMutablePointerToElements { elements in
            Self.pop(count, from: &stack, into: elements)
            return UnsafePointer(elements)
        }
        self.init(owner: storage.buffer, base: base, count: count)
    }

    public init(arrayLiteral elements: Argument...) { self.init(elements) }

    /// Moves the last `count` arguments of `stack` to `elements`, in order.
    static func pop(_ count: Int, from stack: inout [Argument], into elements: UnsafeMutablePointer<Argument>) {
        precondition(count >= 0 && count <= stack.count, "internal error: \(count) arguments of \(stack.count)")
        var index = count
        while index > 0 {
            index -= 1
            (elements + index).initialize(to: stack.removeLast())
        }
    }

    @inlinable public var startIndex: Int { 0 }

    @inlinable public subscript(position: Int) -> Argument {
        precondition(position >= 0 && position < endIndex, "internal error: argument \(position) of \(endIndex)")
        return base.unsafelyUnwrapped[position]
    }
}

/// Storage for arguments that no element or modifier holds: the count, then the arguments.
final class ArgumentStorage: Sendable {
    typealias Storage = ManagedBufferPointer<Int, Argument>

    deinit {
        Storage(unsafeBufferObject: self).withUnsafeMutablePointers { count, elements in
            elements.deinitialize(count: count.pointee)
            count.deinitialize(count: 1)
        }
    }
}

/// What follows an element: a modifier or a tag.
public enum Postfix: Sendable {
    case modifier(ModifierExpr)
    case tag(Identifier)
}

/// `.name(arguments) < content >`. Written once by the parser, its arguments stored after its
/// parts as an element's are (`TailArguments`).
public final class ModifierExpr: Sendable {
    @usableFromInline struct Parts: ArgumentCounts {
        @usableFromInline let name: Identifier
        @usableFromInline let children: [Expr]?
        @usableFromInline let range: SourceRange
        @usableFromInline let storedCount: Int32
        @usableFromInline let hasArguments: Bool
        @inlinable var argumentCount: Int { Int(storedCount) }
    }

    /// A modifier. `arguments` nil when there are no parentheses.
    public static func make(name: Identifier, arguments: Arguments?, children: [Expr]?, range: SourceRange) -> ModifierExpr {
        var stack = Array(arguments ?? [])
        return make(name: name, popping: stack.count, from: &stack, hasArguments: arguments != nil, children: children, range: range)
    }

    /// A modifier whose arguments are the last `count` of `stack`, moved from it.
    static func make(name: Identifier, popping count: Int, from stack: inout [Argument], hasArguments: Bool,
                     children: [Expr]?, range: SourceRange) -> ModifierExpr {
        TailArguments.make(ModifierExpr.self, popping: count, from: &stack,
                           Parts(name: name, children: children, range: range, storedCount: Int32(count), hasArguments: hasArguments))
    }

    deinit { TailArguments<Parts>.destroy(self) }

    @inlinable var parts: UnsafeMutablePointer<Parts> { TailArguments.parts(of: self) }

    @inlinable public var name: Identifier { parts.pointee.name }
    /// `nil` when there are no parentheses.
    @inlinable public var arguments: Arguments? { TailArguments<Parts>.arguments(of: self) }
    @inlinable public var children: [Expr]? { parts.pointee.children }
    @inlinable public var range: SourceRange { parts.pointee.range }
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
