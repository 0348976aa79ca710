import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Elements as SwiftUI views: each is lines of Swift (a head, a content closure, one modifier a
/// line), indented relative to its first line.
extension ExportSession {
    /// The lines of the view `expr` makes.
    func viewLines(_ expr: Expr, scope: [Local], inWrap: Bool = false) -> [String] {
        switch expr.kind {
        case let .element(element):
            return elementLines(element, scope: scope, inWrap: inWrap, at: expr.range)
        case let .repeatBlock(block):
            return repeatLines(block, scope: scope, inWrap: inWrap, at: expr.range)
        case let .ifBlock(block):
            return ifLines(block, scope: scope, inWrap: inWrap)
        case let .conditional(condition, then, otherwise):
            let c = value(condition, expected: .bool, scope: scope).code
            return ["if \(c) {"] + indent(viewLines(then, scope: scope, inWrap: inWrap)) + ["} else {"]
                + indent(viewLines(otherwise, scope: scope, inWrap: inWrap)) + ["}"]
        case let .parenthesized(inner):
            return viewLines(inner, scope: scope, inWrap: inWrap)
        default:
            refuse("a value where an element is expected", at: expr.range)
            return ["EmptyView()"]
        }
    }

    func indent(_ lines: [String]) -> [String] { lines.map { $0.isEmpty ? $0 : "    " + $0 } }

    /// `head { children }` (or just `head` without children) followed by modifier lines.
    func block(_ head: String, children: [Expr]?, scope: [Local], inWrap: Bool = false, parameter: String = "")
        -> [String] {
        guard let children else { return [head] }
        if children.isEmpty { return [head + " {}"] }
        let open = parameter.isEmpty ? head + " {" : head + " { \(parameter) in"
        return [open] + indent(children.flatMap { viewLines($0, scope: scope, inWrap: inWrap) }) + ["}"]
    }

    // MARK: - Elements

    func elementLines(_ element: ElementExpr, scope: [Local], inWrap: Bool, at range: SourceRange) -> [String] {
        let head = element.head.name
        let postfixes = element.postfixes
        let fills = postfixes.compactMap { postfix -> Expr? in
            if case let .modifier(modifier) = postfix, modifier.name.name == "fill" {
                return modifier.arguments?.first?.value
            }
            return nil
        }
        let fill = fills.last.map { value($0, expected: .color, scope: scope).code }
        var lines: [String]
        switch meaning(head, scope: scope) {
        case let .local(type)?:
            if type == .layout, let children = element.children {
                if element.arguments?.isEmpty == false {
                    refuse("a container parameter given arguments at its use; give them where the container is made",
                           at: element.head.range)
                }
                lines = block(SwiftNames.identifier(head), children: children, scope: scope)
            } else {
                lines = [scope.last { $0.name == head }?.spelling ?? SwiftNames.identifier(head)]
            }
        case let .global(global)?:
            lines = globalUse(global, element, scope: scope)
        case let .element(definition)?:
            lines = builtin(definition, element, fill: fill, scope: scope, inWrap: inWrap)
        case nil:
            refuse("'\(head)' is not an element", at: element.head.range)
            return ["EmptyView()"]
        }
        if let fill, !Self.fillsItself(meaning(head, scope: scope)) { lines.append(".background(\(fill))") }
        // Modifiers one level in under a one-line view, level with the closing brace of a block.
        let margin = lines.last == "}" || lines.last?.hasPrefix("}") == true ? "" : "    "
        for postfix in postfixes {
            switch postfix {
            case let .modifier(modifier):
                lines += modifierLines(modifier, element: head, scope: scope).map { margin + $0 }
            case let .tag(tag):
                if let last = lines.indices.last { lines[last] += " // #\(tag.name)" }
            }
        }
        return lines
    }

    /// `line` with its tags' `// #tag` comments written `/* #tag */`, to go inside an argument list.
    static func blockComments(_ line: String) -> String {
        guard let start = line.range(of: " // #") else { return line }
        let tags = line[start.upperBound...].components(separatedBy: " // #")
        return String(line[..<start.lowerBound]) + tags.map { " /* #\($0) */" }.joined()
    }

    /// Whether a `.fill` colours the element itself (a leaf) rather than what is behind it.
    static func fillsItself(_ meaning: Meaning?) -> Bool {
        if case let .element(definition)? = meaning { return definition.role != .container }
        return false
    }

    /// A use of a global: a component call with its arguments in declaration order, an element
    /// constant, or a container value with children.
    func globalUse(_ global: Global, _ element: ElementExpr, scope: [Local]) -> [String] {
        let type = global.typeName ?? SwiftNames.identifier(global.decl.name.name)
        switch global.kind {
        case .component:
            let given = componentArguments(element.arguments ?? [], of: global)
            var arguments: [String] = []
            for parameter in global.parameters {
                guard let argument = given.first(where: { $0.1 == parameter.name })?.0 else { continue }
                if parameter.type == .view {
                    let lines = viewLines(argument.value, scope: scope)
                    // On one line among the arguments, a tag's comment must end before them.
                    let inline = lines.count == 1 ? Self.blockComments(lines[0]) : nil
                    arguments.append("\(SwiftNames.identifier(parameter.name)): "
                                     + (inline ?? "Group {\n" + indent(lines).joined(separator: "\n") + "\n}"))
                } else {
                    let written = value(argument.value, expected: parameter.type, scope: scope).code
                    arguments.append("\(SwiftNames.identifier(parameter.name)): \(written)")
                }
            }
            for (argument, parameter) in given where parameter == nil {
                refuse("more arguments than '\(global.decl.name.name)' has parameters", at: argument.range)
            }
            let call = "\(type)(\(arguments.joined(separator: ", ")))"
            return call.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .element:
            return ["\(type)()"]
        case .container:
            return block(SwiftNames.identifier(global.decl.name.name), children: element.children ?? [], scope: scope)
        case .value, .function:
            refuse("'\(global.decl.name.name)' is a value, not an element", at: element.head.range)
            return ["EmptyView()"]
        }
    }

    func repeatLines(_ block: RepeatExpr, scope: [Local], inWrap: Bool, at range: SourceRange) -> [String] {
        guard let source = block.arguments.first(where: { $0.label == nil })?.value else {
            refuse("a repeat without what it repeats", at: range)
            return []
        }
        let name = block.arguments.first { $0.label?.name == "as" }.flatMap(Self.bareName) ?? "_"
        let index = block.arguments.first { $0.label?.name == "index" }.flatMap(Self.bareName)
        let sourceType = literalType(source, scope: scope)
        var inner = scope
        let head: String
        let parameter: String
        if case let .list(element) = sourceType {
            let list = value(source, expected: nil, scope: scope).code
            inner.append(Local(name: name, type: element, spelling: SwiftNames.identifier(name)))
            if let index {
                inner.append(Local(name: index, type: .integer, spelling: SwiftNames.identifier(index)))
                head = "ForEach(Array(\(list).enumerated()), id: \\.offset)"
                parameter = "\(SwiftNames.identifier(index)), \(SwiftNames.identifier(name))"
                inner[inner.count - 2].spelling = SwiftNames.identifier(name)
                return self.block(head, children: block.children, scope: inner, inWrap: inWrap,
                                  parameter: "element").withBinding(
                    "let (\(SwiftNames.identifier(index)), \(SwiftNames.identifier(name))) = (element.offset, element.element)")
            }
            head = "ForEach(\(list), id: \\.self)"
            parameter = SwiftNames.identifier(name)
        } else {
            let count = value(source, expected: .integer, scope: scope).code
            inner.append(Local(name: name, type: .integer, spelling: SwiftNames.identifier(name)))
            if let index { inner.append(Local(name: index, type: .integer, spelling: SwiftNames.identifier(name))) }
            head = "ForEach(0..<\(count), id: \\.self)"
            parameter = name == "_" ? "_" : SwiftNames.identifier(name)
        }
        return self.block(head, children: block.children, scope: inner, inWrap: inWrap, parameter: parameter)
    }

    func ifLines(_ block: IfExpr, scope: [Local], inWrap: Bool) -> [String] {
        var scope = scope
        var condition = value(block.condition, expected: .bool, scope: scope).code
        // `if x != nil` on an optional parameter: `if let x`, so that the branch reads the value.
        if case let .binary(.notEqual, left, right) = block.condition.kind, case .nilLiteral = right.kind,
           case let .element(element) = left.kind, element.isBareName,
           let local = scope.last(where: { $0.name == element.head.name }), case let .optional(wrapped) = local.type {
            condition = "let \(local.spelling)"
            scope.append(Local(name: local.name, type: wrapped, spelling: local.spelling))
        }
        var lines = ["if \(condition) {"] + indent(block.children.flatMap { viewLines($0, scope: scope, inWrap: inWrap) })
        if let elseChildren = block.elseChildren {
            if elseChildren.count == 1, case let .ifBlock(nested) = elseChildren[0].kind {
                let inner = ifLines(nested, scope: scope, inWrap: inWrap)
                lines.append("} else " + (inner.first ?? "{"))
                lines += inner.dropFirst()
                return lines
            }
            lines.append("} else {")
            lines += indent(elseChildren.flatMap { viewLines($0, scope: scope, inWrap: inWrap) })
        }
        return lines + ["}"]
    }
}

extension Array where Element == String {
    /// A `ForEach` block whose closure starts by binding `binding`.
    func withBinding(_ binding: String) -> [String] {
        guard count >= 2 else { return self }
        return [self[0], "    " + binding] + self[1...]
    }
}
