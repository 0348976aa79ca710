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

/// What every name of a compilation (the main file and its imports) refers to, as the checker
/// resolves it: a local (a component's parameter, a `repeat` index) shadows a global, a global
/// shadows a built-in. The checker fills it when `CompileOptions.recordsNames` is set, as
/// `go/types` fills an `Info` for its tools; the language server reads it.
public struct NameResolutions: Sendable {
    /// Every declaration and use, file by file in the order the checker read them, each in
    /// source order.
    public private(set) var occurrences: [SymbolOccurrence] = []
    /// Each global's declaration (the first, when a name is defined twice) and whether it is a
    /// component (takes parameters).
    public private(set) var globals: [String: (range: SourceRange, isComponent: Bool)] = [:]

    public init() {}

    init(occurrences: [SymbolOccurrence], globals: [String: (range: SourceRange, isComponent: Bool)]) {
        self.occurrences = occurrences
        self.globals = globals
    }
}

extension Interpreter {
    /// Resolves the names of every file read (`fileNodes`, in the order their definitions were
    /// registered): the checker's scoping rules, applied to the syntax without evaluating it, so
    /// that a body never expanded (a `repeat` of nothing, a branch not taken, a `-D` override's
    /// original) is resolved too.
    func resolveNames() -> NameResolutions {
        var globals: [String: (range: SourceRange, isComponent: Bool)] = [:]
        for (node, _) in fileNodes {
            for item in syntax.ids(syntax.items(ofFile: node)) {
                guard case let .letDecl(decl) = syntax.item(item) else { continue }
                let name = syntax.name(decl.name.symbol)
                if globals[name] == nil { globals[name] = (decl.name.range, decl.parameters != nil) }
            }
        }
        var walk = NameWalk(globals: globals, path: "")
        for (node, file) in fileNodes {
            walk.path = file.name
            resolveNames(inFile: node, &walk)
        }
        return NameResolutions(occurrences: walk.occurrences, globals: globals)
    }

    /// The state of a resolution: the scopes open and what was found.
    struct NameWalk {
        let globals: [String: (range: SourceRange, isComponent: Bool)]
        var path: String
        var scopes: [[Symbol: SymbolKey]] = []
        var occurrences: [SymbolOccurrence] = []

        mutating func add(_ key: SymbolKey, _ range: SourceRange, declaration: Bool = false) {
            occurrences.append(SymbolOccurrence(key: key, range: range, isDeclaration: declaration))
        }
    }

    private func resolve(_ symbol: Symbol, _ walk: NameWalk) -> SymbolKey? {
        for scope in walk.scopes.reversed() { if let key = scope[symbol] { return key } }
        let name = syntax.name(symbol)
        return walk.globals[name] != nil ? .global(name) : nil
    }

    private func resolveNames(inFile node: SyntaxID, _ walk: inout NameWalk) {
        for item in syntax.ids(syntax.items(ofFile: node)) {
            switch syntax.item(item) {
            case let .letDecl(decl):
                let component = syntax.name(decl.name.symbol)
                walk.add(.global(component), decl.name.range, declaration: true)
                var scope: [Symbol: SymbolKey] = [:]
                for id in syntax.ids(decl.parameters) {
                    let parameter = syntax.parameter(id)
                    let key = SymbolKey.parameter(component: component, name: syntax.name(parameter.name.symbol))
                    walk.add(key, parameter.name.range, declaration: true)
                    scope[parameter.name.symbol] = key
                    // Defaults are evaluated where the component is defined: no parameters in scope.
                    if let value = parameter.defaultValue { resolveNames(inExpr: value, &walk) }
                }
                walk.scopes = [scope]
                resolveNames(inExpr: decl.value, &walk)
                walk.scopes = []
            case let .proposal(arguments, _):
                for id in syntax.ids(arguments) { resolveNames(inExpr: syntax.argument(id).value, &walk) }
            case let .root(value):
                resolveNames(inExpr: value, &walk)
            case .importDecl, .error:
                break
            }
        }
    }

    private func resolveNames(inExpr id: SyntaxID, _ walk: inout NameWalk) {
        // Arithmetic chains are walked without recursion on their left spine.
        var current = id
        while case let .binary(_, left, right) = syntax.expr(current) {
            resolveNames(inExpr: right, &walk)
            current = left
        }
        switch syntax.expr(current) {
        case let .unary(_, operand), let .parenthesized(operand):
            resolveNames(inExpr: operand, &walk)
        case let .element(element):
            resolveNames(inElement: element, &walk)
        case let .repeatBlock(block):
            var scope: [Symbol: SymbolKey] = [:]
            for argumentID in syntax.ids(block.arguments) {
                let argument = syntax.argument(argumentID)
                let label = argument.label.map { syntax.name($0.symbol) }
                if label == "as" || label == "index", case let .element(index) = syntax.expr(argument.value),
                   index.isBareName {
                    let key = SymbolKey.repeatIndex(path: walk.path, offset: index.head.range.start)
                    walk.add(key, index.head.range, declaration: true)
                    scope[index.head.symbol] = key
                } else {
                    resolveNames(inExpr: argument.value, &walk)
                }
            }
            walk.scopes.append(scope)
            for child in syntax.ids(block.children) { resolveNames(inExpr: child, &walk) }
            walk.scopes.removeLast()
        default:
            for inner in syntax.subexpressions(of: current) { resolveNames(inExpr: inner, &walk) }
        }
    }

    private func resolveNames(inElement element: ElementNode, _ walk: inout NameWalk) {
        let key = resolve(element.head.symbol, walk)
        if let key { walk.add(key, element.head.range) }
        var component: String?
        if case let .global(name)? = key, walk.globals[name]?.isComponent == true { component = name }
        for id in syntax.ids(element.arguments) {
            let argument = syntax.argument(id)
            if let label = argument.label, let component {
                walk.add(.parameter(component: component, name: syntax.name(label.symbol)), label.range)
            }
            resolveNames(inExpr: argument.value, &walk)
        }
        for child in syntax.ids(element.children) { resolveNames(inExpr: child, &walk) }
        for id in syntax.ids(element.postfixes) {
            switch syntax.postfix(id) {
            case let .tag(tag):
                walk.add(.tag(syntax.name(tag.symbol)), tag.range)
            case let .modifier(modifier):
                for argument in syntax.ids(modifier.arguments) {
                    resolveNames(inExpr: syntax.argument(argument).value, &walk)
                }
                for child in syntax.ids(modifier.children) { resolveNames(inExpr: child, &walk) }
            }
        }
    }
}
