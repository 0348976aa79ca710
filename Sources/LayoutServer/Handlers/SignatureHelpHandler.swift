import LayoutAnalysis
import LayoutJSON
import LayoutSema

/// `textDocument/signatureHelp`: the parameters of the element, component or modifier whose
/// parentheses the cursor is in, the one being written highlighted.
enum SignatureHelpHandler {
    static func signatureHelp(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let offset = try context.offset(params)
        let view = TokenView(context.syntax.parse, bytes: context.document.bytes)
        let before = view.token(at: offset).flatMap { index in
            view.tokens[index].range.start < offset && [.identifier, .number, .string].contains(view.tokens[index].kind)
                ? index : nil
        } ?? (view.tokenBefore(offset).map { $0 + 1 } ?? 0)
        guard let open = view.enclosingParenthesis(before: before),
              let callee = view.callee(ofParenthesis: open),
              let signature = signature(of: callee, context: context) else { return .null }
        var label = signature.title + "("
        var parameterJSON: [JSONValue] = []
        for (index, parameter) in signature.parameters.enumerated() {
            if index > 0 { label += ", " }
            let start = label.utf16.count
            label += parameter.0
            parameterJSON.append(["label": [.int(start), .int(label.utf16.count)],
                                  "documentation": .string(parameter.1)])
        }
        label += ")"
        let active = activeParameter(signature.parameters, view: view, open: open, before: before)
        return [
            "signatures": [["label": .string(label), "documentation": .string(signature.documentation),
                            "parameters": .array(parameterJSON)]],
            "activeSignature": 0,
            "activeParameter": .int(active),
        ]
    }

    /// The title, the (label, documentation) of each parameter, and the documentation of what the
    /// parentheses belong to; nil when it is nothing known.
    static func signature(of callee: Callee, context: RequestContext)
        -> (title: String, parameters: [(String, String)], documentation: String)? {
        switch callee {
        case let .element(name):
            if let list = context.syntax.globals[name]?.parameters {
                let parameters = list.map { parameter in
                    (parameter.name + (parameter.defaultText.map { ": " + $0 } ?? ""), "parameter of \(name)")
                }
                return (name, parameters, "component")
            }
            guard let spec = context.element(named: name) else { return nil }
            return (name, spec.parameters.map(describe), spec.doc)
        case let .modifier(name):
            guard let spec = context.modifier(named: name) else { return nil }
            return ("." + name, spec.parameters.map(describe), spec.doc)
        case .repeatBlock:
            return ("repeat", [("count", "how many times"), ("as: index", "the name of the index, 0 to count − 1")],
                    "the children, count times")
        case .proposal:
            return ("proposal", [("width", "a number, 0, inf or nil"), ("height", "a number, 0, inf or nil")],
                    "the size proposed to the root")
        }
    }

    /// The parameter being written: the label being written, else the next positional one.
    static func activeParameter(_ parameters: [(String, String)], view: TokenView, open: Int, before: Int) -> Int {
        let arguments = view.arguments(of: open, upTo: before)
        let previous = before - 1
        if previous > open, view.tokens[previous].kind == .colon
            || (previous - 1 > open && view.tokens[previous].kind != .comma
                && view.tokens[previous - 1].kind == .colon) {
            let labelIndex = view.tokens[previous].kind == .colon ? previous - 1 : previous - 2
            let written = view.text(labelIndex)
            return parameters.firstIndex {
                $0.0.hasPrefix(written + ":") || $0.0 == written || $0.0.hasPrefix(written + " ")
            } ?? 0
        }
        if let last = arguments.labels.last, view.tokens[previous].kind != .comma {
            return parameters.firstIndex { $0.0.hasPrefix(last + ":") || $0.0 == last } ?? 0
        }
        var active = min(max(0, arguments.positional - (view.tokens[previous].kind == .comma ? 0 : 1)),
                         max(0, parameters.count - 1))
        if view.tokens[previous].kind == .comma {
            let positional = parameters.enumerated().filter {
                !$0.element.0.contains(":") || $0.element.0.hasPrefix("_")
            }
            active = positional.dropFirst(arguments.positional).first?.offset ?? parameters.firstIndex { entry in
                !arguments.labels.contains { entry.0.hasPrefix($0 + ":") }
            } ?? 0
        }
        return active
    }

    static func describe(_ parameter: ParameterSpec) -> (String, String) {
        let name = parameter.label.map { $0 + ": " } ?? "_ "
        let type = parameter.type.description + (parameter.allowsNil ? " or nil" : "")
        return (name + (parameter.label == nil ? parameter.positionalName : type),
                parameter.doc + (parameter.defaultValue.map { " (default \($0))" } ?? ""))
    }
}
