import LayoutDiagnostics
import LayoutSyntax

/// What a name refers to.
public enum SymbolKey: Hashable, Sendable {
    /// A top-level `let` (constants and components share one namespace across imports).
    case global(String)
    /// A parameter of a component: its declaration, its uses in the body, the labels of calls.
    case parameter(component: String, name: String)
    /// A `repeat` index, by its declaration (path and offset).
    case repeatIndex(path: String, offset: Int)
    /// A `#tag`.
    case tag(String)
}

/// One place a symbol is written.
public struct SymbolOccurrence: Hashable, Sendable {
    public var key: SymbolKey
    public var range: SourceRange
    public var isDeclaration: Bool
}

/// The symbols of a set of parsed files (a document and its imports, or any file on its own):
/// every occurrence of a global, parameter, repeat index or tag, resolved as the checker does
/// (a local shadows a global; a global shadows a built-in).
public struct SymbolIndex: Sendable {
    public private(set) var occurrences: [SymbolOccurrence] = []
    /// The top-level `let`s: name → declaration, and whether it has parameters.
    public private(set) var globals: [String: (range: SourceRange, decl: LetDecl)] = [:]

    public init(parses: [SourceFileID: ParseResult], sources: SourceManager) {
        for (_, parse) in parses.sorted(by: { $0.key < $1.key }) {
            for case let .letDecl(decl) in parse.file.items where globals[decl.name.name] == nil {
                globals[decl.name.name] = (decl.name.range, decl)
            }
        }
        for (id, parse) in parses.sorted(by: { $0.key < $1.key }) {
            var walker = Walker(globals: globals, path: sources[id].name)
            walker.file(parse.file)
            occurrences.append(contentsOf: walker.occurrences)
        }
    }

    /// The occurrence whose range contains `offset` in `file` (the innermost, the last on a tie).
    public func occurrence(at offset: Int, in file: SourceFileID) -> SymbolOccurrence? {
        occurrences.filter { $0.range.file == file && $0.range.start <= offset && offset <= $0.range.end }
            .min { $0.range.length < $1.range.length }
    }

    /// Every occurrence of `key`.
    public func occurrences(of key: SymbolKey) -> [SymbolOccurrence] {
        occurrences.filter { $0.key == key }
    }

    /// The declaration of `key` (for a tag: its first use).
    public func declaration(of key: SymbolKey) -> SymbolOccurrence? {
        let all = occurrences(of: key)
        return all.first(where: \.isDeclaration) ?? all.first
    }

    struct Walker {
        let globals: [String: (range: SourceRange, decl: LetDecl)]
        let path: String
        var scopes: [[String: SymbolKey]] = []
        var occurrences: [SymbolOccurrence] = []

        init(globals: [String: (range: SourceRange, decl: LetDecl)], path: String) {
            self.globals = globals
            self.path = path
        }

        func resolve(_ name: String) -> SymbolKey? {
            for scope in scopes.reversed() { if let key = scope[name] { return key } }
            return globals[name] != nil ? .global(name) : nil
        }

        mutating func add(_ key: SymbolKey, _ range: SourceRange, declaration: Bool = false) {
            occurrences.append(SymbolOccurrence(key: key, range: range, isDeclaration: declaration))
        }

        mutating func file(_ syntax: FileSyntax) {
            for item in syntax.items {
                switch item {
                case let .letDecl(decl):
                    add(.global(decl.name.name), decl.name.range, declaration: true)
                    var scope: [String: SymbolKey] = [:]
                    for parameter in decl.parameters ?? [] {
                        let key = SymbolKey.parameter(component: decl.name.name, name: parameter.name.name)
                        add(key, parameter.name.range, declaration: true)
                        scope[parameter.name.name] = key
                        // Defaults are evaluated where the component is defined: no parameters in scope.
                        if let value = parameter.defaultValue { expr(value) }
                    }
                    scopes = [scope]
                    expr(decl.value)
                    scopes = []
                case let .proposal(decl):
                    for argument in decl.arguments { expr(argument.value) }
                case let .root(value):
                    expr(value)
                case .importDecl, .error:
                    break
                }
            }
        }

        mutating func expr(_ expr: Expr) {
            // Arithmetic chains are walked without recursion on their left spine.
            var current = expr
            while case let .binary(_, left, right) = current.kind {
                self.expr(right)
                current = left
            }
            switch current.kind {
            case let .unary(_, operand), let .parenthesized(operand):
                self.expr(operand)
            case let .element(element):
                self.element(element)
            case let .repeatBlock(block):
                var scope: [String: SymbolKey] = [:]
                for argument in block.arguments {
                    if ["as", "index"].contains(argument.label?.name), case let .element(index) = argument.value.kind, index.isBareName {
                        let key = SymbolKey.repeatIndex(path: path, offset: index.head.range.start)
                        add(key, index.head.range, declaration: true)
                        scope[index.head.name] = key
                    } else {
                        self.expr(argument.value)
                    }
                }
                scopes.append(scope)
                for child in block.children { self.expr(child) }
                scopes.removeLast()
            default:
                for inner in current.subexpressions { self.expr(inner) }
            }
        }

        mutating func element(_ element: ElementExpr) {
            let key = resolve(element.head.name)
            if let key { add(key, element.head.range) }
            var component: String?
            if case let .global(name)? = key, globals[name]?.decl.parameters != nil { component = name }
            for argument in element.arguments ?? [] {
                if let label = argument.label, let component {
                    add(.parameter(component: component, name: label.name), label.range)
                }
                expr(argument.value)
            }
            for child in element.children ?? [] { expr(child) }
            for postfix in element.postfixes {
                switch postfix {
                case let .tag(tag):
                    add(.tag(tag.name), tag.range)
                case let .modifier(modifier):
                    for argument in modifier.arguments ?? [] { expr(argument.value) }
                    for child in modifier.children ?? [] { expr(child) }
                }
            }
        }
    }
}
