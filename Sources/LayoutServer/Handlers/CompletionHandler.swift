import Foundation
import LayoutAnalysis
import LayoutEngine
import LayoutJSON
import LayoutSema
import LayoutSyntax

/// `textDocument/completion`, from the tokens around the cursor (the file need not parse):
/// modifiers after `.`, tags after `#`, import paths in `import "…"`, the labels of the called
/// element not written yet (and values) after `(` or `,`, the values valid for a label after
/// `label:`, and elements, components and constants elsewhere. With documentation, and snippets
/// when the client takes them.
enum CompletionHandler {
    enum Kind {
        static let method = 2, function = 3, field = 5, variable = 6, keyword = 14, snippet = 15, color = 16
        static let file = 17, reference = 18, enumMember = 20, constant = 21, structure = 22
    }

    static func completion(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let offset = try context.offset(params)
        let syntax = context.syntax
        let view = TokenView(syntax.parse, bytes: context.document.bytes)
        var items: [JSONValue] = []
        let snippets = context.capabilities.snippets

        // The token being typed (an identifier or a string the cursor is in or right after).
        // The word being typed: a token that starts before the cursor and reaches it.
        var cursorToken = view.token(at: offset)
        if let index = cursorToken, view.tokens[index].range.start >= offset
            || (![.identifier, .string, .unterminatedString].contains(view.tokens[index].kind)
                && !view.tokens[index].kind.isKeyword) {
            cursorToken = nil
        }
        if let index = cursorToken, [.string, .unterminatedString].contains(view.tokens[index].kind) {
            guard index > 0, view.tokens[index - 1].kind == .keywordImport else { return .array([]) }
            return .array(importPaths(context, stringStart: view.tokens[index].range.start, offset: offset))
        }
        let before = cursorToken.map { $0 } ?? (view.tokenBefore(offset).map { $0 + 1 } ?? 0)
        let previous = before > 0 ? before - 1 : nil
        let previousKind = previous.map { view.tokens[$0].kind }

        if previousKind == .dot {
            // `label: .` (SwiftUI's implicit member): the values of that label; after `(` or `,`
            // the callee's values; otherwise a modifier.
            if let dot = previous, dot > 0,
               [.colon, .leftParen, .comma, .leftBracket].contains(view.tokens[dot - 1].kind),
               let open = view.enclosingParenthesis(before: dot), let callee = view.callee(ofParenthesis: open) {
                let label = view.tokens[dot - 1].kind == .colon && dot - 2 > open ? view.text(dot - 2) : nil
                // After a dot only names make sense: no `true`, `nil`; `inf` is `.infinity` there.
                let candidates = values(for: label, callee: callee, syntax: syntax, registry: context.registry)
                let members = candidates.compactMap { item -> JSONValue? in
                    guard item["kind"] != .int(Kind.keyword) else {
                        return item["label"] == "inf" ? ["label": "infinity", "kind": .int(Kind.constant)] : nil
                    }
                    return item
                }
                return .array(members)
            }
            return .array(context.allModifiers.map { modifierItem($0, snippets: snippets) })
        }
        if previousKind == .hash {
            return .array(syntax.tags.sorted().map { ["label": .string($0), "kind": .int(Kind.reference)] })
        }
        if let open = view.enclosingParenthesis(before: before), let callee = view.callee(ofParenthesis: open) {
            if previousKind == .colon, let labelIndex = previous.map({ $0 - 1 }), labelIndex > open {
                items += values(for: view.text(labelIndex), callee: callee, syntax: syntax, registry: context.registry)
                items += globalItems(syntax, snippets: snippets, elements: false)
                return .array(items)
            }
            if previousKind == .leftParen || previousKind == .comma {
                let given = view.labels(of: open, excluding: cursorToken)
                items += labels(callee, given: given, syntax: syntax, registry: context.registry, snippets: snippets)
            }
            items += values(for: nil, callee: callee, syntax: syntax, registry: context.registry)
            items += globalItems(syntax, snippets: snippets, elements: true)
            return .array(items)
        }
        let topLevel = !view.insideChildren(before: before)
        if topLevel, previousKind == nil
            || [.rightParen, .rightAngle, .identifier, .string, .number, .size].contains(previousKind ?? .endOfFile) {
            for keyword in ["let", "import", "proposal", "repeat"] {
                items.append(["label": .string(keyword), "kind": .int(Kind.keyword)])
            }
        } else if !topLevel {
            items.append(snippets
                ? ["label": "repeat", "kind": .int(Kind.keyword), "insertText": "repeat(${1:3}, as: ${2:i}) < $0 >",
                   "insertTextFormat": 2, "detail": "repeat(count, as: index) < … >"]
                : ["label": "repeat", "kind": .int(Kind.keyword)])
            items.append(snippets
                ? ["label": "if", "kind": .int(Kind.keyword), "insertText": "if ${1:condition} < $0 >",
                   "insertTextFormat": 2, "detail": "if condition < … > else < … >"]
                : ["label": "if", "kind": .int(Kind.keyword)])
        }
        items += context.allElements.map { elementItem($0, snippets: snippets) }
        items += globalItems(syntax, snippets: snippets, elements: true)
        return .array(items)
    }

    static func documentation(_ spec: BuiltinSpec) -> JSONValue {
        var text = spec.doc.prefix(1).uppercased() + spec.doc.dropFirst() + "."
        let parameters = HoverHandler.parameterLines(spec)
        if !parameters.isEmpty { text += "\n\n" + parameters.joined() }
        return ["kind": "markdown", "value": .string(text)]
    }

    static func elementItem(_ spec: BuiltinSpec, snippets: Bool) -> JSONValue {
        var item: [String: JSONValue] = [
            "label": .string(spec.name), "kind": .int(Kind.structure),
            "detail": .string(spec.kind == .container ? "container" : "leaf"), "documentation": documentation(spec),
        ]
        if snippets {
            var text = spec.name
            // The first positional parameter when it is required or a size (`box(40x20)`).
            if let first = spec.parameters.first, first.label == nil, first.required || first.type == .size {
                let placeholder = first.type == .string ? "\"${1}\"" : first.type == .size ? "${1:40x20}" : "${1}"
                text += "(\(placeholder))"
            }
            if spec.kind == .container { text += " < $0 >" }
            if text != spec.name {
                item["insertText"] = .string(text)
                item["insertTextFormat"] = 2
            }
        }
        return .object(item)
    }

    static func modifierItem(_ spec: BuiltinSpec, snippets: Bool) -> JSONValue {
        var item: [String: JSONValue] = [
            "label": .string(spec.name), "kind": .int(Kind.method), "detail": "modifier",
            "documentation": documentation(spec),
        ]
        if snippets, !spec.parameters.isEmpty || spec.takesContent {
            var text = spec.name + (spec.parameters.isEmpty ? "" : "(${1})")
            if spec.takesContent { text += " < $0 >" }
            item["insertText"] = .string(text)
            item["insertTextFormat"] = 2
        }
        return .object(item)
    }

    /// Components and constants of the file and its imports.
    static func globalItems(_ syntax: SyntaxSnapshot, snippets: Bool, elements: Bool) -> [JSONValue] {
        syntax.globals.sorted { $0.key < $1.key }.compactMap { name, entry in
            guard let parameters = entry.parameters else {
                return ["label": .string(name), "kind": .int(Kind.constant),
                        "detail": .string("let \(name) = " + String(entry.valueText.prefix(40)))]
            }
            guard elements else { return nil }
            let signature = "let \(name)(" + parameters.map(\.name).joined(separator: ", ") + ")"
            var item: [String: JSONValue] = ["label": .string(name), "kind": .int(Kind.function),
                                             "detail": .string(signature)]
            let required = parameters.filter { $0.defaultText == nil }
            if snippets, !required.isEmpty {
                item["insertText"] = .string(name + "("
                                                 + required.enumerated()
                                                     .map { "\($0.element.name): ${\($0.offset + 1)}" }
                                                     .joined(separator: ", ")
                                                 + ")")
                item["insertTextFormat"] = 2
            }
            return .object(item)
        }
    }

    /// The labels of `callee` not given yet.
    static func labels(_ callee: Callee, given: Set<String>, syntax: SyntaxSnapshot, registry: LayoutRegistry,
                       snippets: Bool) -> [JSONValue] {
        var names: [(String, String)] = []
        switch callee {
        case let .element(name):
            if let parameters = syntax.globals[name]?.parameters {
                names = parameters.map { ($0.name, "parameter of \(name)") }
            } else if let spec = BuiltinRegistry.element(named: name, registry: registry) {
                names = spec.parameters.compactMap { parameter in parameter.label.map { ($0, parameter.doc) } }
            }
        case let .modifier(name):
            names = BuiltinRegistry.modifier(named: name, registry: registry)?.parameters.compactMap { parameter in
                parameter.label.map { ($0, parameter.doc) }
            } ?? []
        case .repeatBlock:
            names = [("as", "the name of the index, or of each item of a list"),
                     ("index", "the name of the position (with a list)")]
        case .proposal: names = [("width", "proposed width"), ("height", "proposed height")]
        }
        return names.filter { !given.contains($0.0) }.map { label, doc in
            var item: [String: JSONValue] = ["label": .string(label + ":"), "kind": .int(Kind.field),
                                             "detail": .string(doc), "sortText": .string("0" + label)]
            item["insertText"] = .string(snippets ? label + ": $0" : label + ": ")
            if snippets { item["insertTextFormat"] = 2 }
            return .object(item)
        }
    }

    /// The values valid for `label` of `callee` (or for its positional parameter).
    static func values(for label: String?, callee: Callee, syntax: SyntaxSnapshot,
                       registry: LayoutRegistry) -> [JSONValue] {
        let spec: BuiltinSpec?
        switch callee {
        case let .element(name):
            spec = syntax.globals[name] == nil ? BuiltinRegistry.element(named: name, registry: registry) : nil
        case let .modifier(name): spec = BuiltinRegistry.modifier(named: name, registry: registry)
        case .proposal: return ["nil", "inf", "0"].map { ["label": .string($0), "kind": .int(Kind.keyword)] }
        case .repeatBlock: return []
        }
        guard let parameter = spec?.parameters.first(where: { label == nil ? $0.label == nil : $0.label == label })
        else { return [] }
        var values: [(String, Int)] = []
        switch parameter.type {
        case let .enumeration(cases): values = cases.map { ($0, Kind.enumMember) }
        case .bool: values = [("true", Kind.keyword), ("false", Kind.keyword)]
        case .color, .colorOrElement: values = BuiltinRegistry.colorNames.map { ($0, Kind.color) }
        case .lengthOrInfinity: values = [("inf", Kind.keyword)]
        case .container:
            values = BuiltinRegistry.elements.filter { $0.kind == .container }.map { ($0.name, Kind.structure) }
        case .edges: values = BuiltinRegistry.edgeNames.map { ($0, Kind.enumMember) }
        case .shape: values = BuiltinRegistry.shapeNames.map { ($0, Kind.enumMember) }
        case .gridItems: values = BuiltinRegistry.values.map { ($0.name + "()", Kind.function) }
        default: break
        }
        if parameter.allowsNil { values.append(("nil", Kind.keyword)) }
        return values.map { value, kind in
            ["label": .string(value), "kind": .int(kind), "sortText": .string("0" + value),
             "detail": .string(parameter.defaultValue == value ? "default" : parameter.type.description)]
        }
    }

    /// `.layout` files near the document, as written in `import "…"`.
    static func importPaths(_ context: RequestContext, stringStart: Int, offset: Int) -> [JSONValue] {
        let directory = (context.document.path as NSString).deletingLastPathComponent
        let typed = context.text(stringStart + 1, offset)
        let folder = (typed as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? directory : (directory as NSString).appendingPathComponent(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        var items: [JSONValue] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let full = (base as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
            let relative = folder.isEmpty ? name : folder + "/" + name
            if isDirectory.boolValue {
                items.append(["label": .string(relative + "/"), "kind": .int(19)])
            } else if name.hasSuffix(".layout"),
                      DocumentURI.canonical(full) != DocumentURI.canonical(context.document.path) {
                items.append(["label": .string(relative), "kind": .int(Kind.file),
                              "textEdit": context.edit(stringStart + 1, offset, relative)])
            }
        }
        return items
    }
}
