import LayoutDiagnostics
import LayoutJSON
import LayoutSyntax

/// `textDocument/documentSymbol`: imports, the proposal, constants and components, and the
/// element tree (each element named with its tag), nested when the client shows a hierarchy.
enum DocumentSymbolHandler {
    enum Kind {
        static let module = 2, property = 7, function = 12, constant = 14, array = 18, structure = 23
    }

    struct Symbol {
        var name: String
        var detail: String
        var kind: Int
        var range: SourceRange
        var selection: SourceRange
        var children: [Symbol]
    }

    static func documentSymbol(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let syntax = context.analysis.syntax.file
        var symbols: [Symbol] = []
        for item in syntax.items {
            switch item {
            case let .importDecl(decl):
                symbols.append(Symbol(name: "import \"\(decl.path)\"", detail: "", kind: Kind.module, range: decl.range,
                                      selection: decl.pathRange, children: []))
            case let .proposal(decl):
                symbols.append(Symbol(name: "proposal", detail: "", kind: Kind.property, range: decl.range,
                                      selection: decl.range, children: []))
            case let .letDecl(decl):
                let detail = decl.parameters.map { "(" + $0.map(\.name.name).joined(separator: ", ") + ")" } ?? ""
                symbols.append(Symbol(name: decl.name.name, detail: detail,
                                      kind: decl.parameters == nil ? Kind.constant : Kind.function,
                                      range: decl.range, selection: decl.name.range,
                                      children: elements(in: decl.value)))
            case let .root(expr):
                symbols.append(contentsOf: elements(in: expr))
            case .error:
                break
            }
        }
        if context.capabilities.hierarchicalSymbols {
            return .array(symbols.map { json($0, context) })
        }
        var flat: [JSONValue] = []
        func add(_ symbol: Symbol, container: String?) {
            var entry: [String: JSONValue] = [
                "name": .string(symbol.name), "kind": .int(symbol.kind),
                "location": ["uri": .string(context.document.uri), "range": context.range(symbol.range)],
            ]
            if let container { entry["containerName"] = .string(container) }
            flat.append(.object(entry))
            for child in symbol.children { add(child, container: symbol.name) }
        }
        for symbol in symbols { add(symbol, container: nil) }
        return .array(flat)
    }

    static func json(_ symbol: Symbol, _ context: RequestContext) -> JSONValue {
        var entry: [String: JSONValue] = [
            "name": .string(symbol.name), "kind": .int(symbol.kind),
            "range": context.range(symbol.range), "selectionRange": context.range(symbol.selection),
            "children": .array(symbol.children.map { json($0, context) }),
        ]
        if !symbol.detail.isEmpty { entry["detail"] = .string(symbol.detail) }
        return .object(entry)
    }

    /// The elements an expression is or holds (an element's children nested under it).
    static func elements(in expr: Expr) -> [Symbol] {
        switch expr.kind {
        case let .element(element):
            var tags: [String] = []
            var modifiers: [String] = []
            var children: [Symbol] = (element.children ?? []).flatMap(elements)
            for postfix in element.postfixes {
                switch postfix {
                case let .tag(tag): tags.append("#" + tag.name)
                case let .modifier(modifier):
                    modifiers.append("." + modifier.name.name)
                    children += (modifier.children ?? []).flatMap(elements)
                }
            }
            let name = ([element.head.name] + tags).joined(separator: " ")
            return [Symbol(name: name, detail: modifiers.joined(separator: " "), kind: Kind.structure,
                           range: expr.range, selection: element.head.range, children: children)]
        case let .repeatBlock(block):
            return [Symbol(name: "repeat", detail: "", kind: Kind.array, range: expr.range,
                           selection: block.keywordRange, children: block.children.flatMap(elements))]
        case let .parenthesized(inner):
            return elements(in: inner)
        case let .ifBlock(block):
            var children = block.children.flatMap(elements)
            children += (block.elseChildren ?? []).flatMap(elements)
            return [Symbol(name: "if", detail: "", kind: Kind.array, range: expr.range, selection: block.keywordRange,
                           children: children)]
        default:
            return expr.subexpressions.flatMap(elements)
        }
    }
}
