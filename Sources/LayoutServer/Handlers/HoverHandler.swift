import Foundation
import LayoutAnalysis
import LayoutDiagnostics
import LayoutEngine
import LayoutJSON
import LayoutSema
import LayoutSyntax

/// `textDocument/hover`: what the name under the cursor is (the registry's one-line doc, a
/// component's signature, a parameter's type and default), and for an element its computed
/// frame, the proposal it was placed with and, for a container, its children's answers.
enum HoverHandler {
    static func hover(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let offset = try context.offset(params)
        let analysis = context.analysis
        guard let target = SyntaxFinder.target(in: analysis.result.syntax.file, at: offset) else { return .null }
        // The layout: this version's, or while it has errors, the last one that laid out, for
        // what no edit has touched since.
        let source = context.layoutSource
        var lines: [String] = []
        var layoutNodes: [LayoutNodeID] = []
        var range: SourceRange
        /// The nodes made at `range` (by origin, or by the component call there).
        func nodes(at range: SourceRange, extent: SourceRange? = nil, byCall: Bool = false) -> [LayoutNodeID] {
            guard let source, source.analysedStart(of: extent ?? range) != nil,
                  let start = source.analysedStart(of: range) else { return [] }
            let index = source.analysis.elements
            return byCall ? topNodes(index.byCall[start] ?? [], analysis: source.analysis) : index.byOrigin[start] ?? []
        }
        switch target {
        case let .elementHead(element, _):
            range = element.head.range
            let name = element.head.name
            let symbol = analysis.symbols.occurrence(at: offset, in: analysis.file.id)
            switch symbol?.key {
            case let .parameter(component, parameter)?:
                lines.append("**\(parameter)** — parameter of `\(component)`")
            case let .repeatIndex(_, declaration)?:
                lines.append("**\(name)** — repeat index (0, 1, …), "
                                 + "declared at line \(context.document.lineIndex.line(of: declaration) + 1)")
            case let .global(global)?:
                lines.append(describeGlobal(global, analysis: analysis))
                layoutNodes = nodes(at: range, extent: ownRange(of: element, tokens: analysis.result.syntax.tokens),
                                    byCall: true)
                if layoutNodes.isEmpty {
                    layoutNodes = nodes(at: range, extent: ownRange(of: element, tokens: analysis.result.syntax.tokens))
                }
            default:
                if let spec = BuiltinRegistry.element(named: name) {
                    lines.append("**\(name)** — \(spec.doc) (\(spec.kind.rawValue), SEMANTICS \(spec.reference))")
                    lines.append(contentsOf: parameterLines(spec))
                    layoutNodes = nodes(at: range, extent: ownRange(of: element, tokens: analysis.result.syntax.tokens))
                } else if element.isBareName {
                    lines.append("**\(name)** — a value")
                } else {
                    return .null
                }
            }
        case let .modifier(modifier):
            range = modifier.name.range
            guard let spec = BuiltinRegistry.modifier(named: modifier.name.name) else { return .null }
            lines.append("**.\(spec.name)** — \(spec.doc) (SEMANTICS \(spec.reference))")
            lines.append(contentsOf: parameterLines(spec))
            layoutNodes = nodes(at: range, extent: modifier.range)
        case let .label(label, callee):
            range = label.range
            guard let line = describeLabel(label.name, callee: callee, analysis: analysis) else { return .null }
            lines.append(line)
        case let .tag(tag):
            range = tag.range
            lines.append("**#\(tag.name)** — a tag: `layoutc explain --tag \(tag.name)` shows its negotiation")
            if let source, source.analysedStart(of: tag.range) != nil, let program = source.analysis.result.program,
               let index = program.tree.metadata.firstIndex(where: { $0.tag == tag.name }) {
                layoutNodes = [LayoutNodeID(index)]
            }
        case let .letName(decl):
            range = decl.name.range
            lines.append(describeGlobal(decl.name.name, analysis: analysis))
        case let .parameterName(parameter, component):
            range = parameter.name.range
            lines.append("**\(parameter.name.name)** — parameter of `\(component.name.name)`"
                + (parameter.defaultValue.map { " (default `\(analysis.file.text(in: $0.range))`)" } ?? " (required)"))
        case let .importPath(decl):
            range = decl.pathRange
            lines.append("imports `\(decl.path)`: its `let`s can be used here")
        }
        if !layoutNodes.isEmpty, let source {
            lines.append(LayoutDescription.describe(layoutNodes, analysis: source.analysis))
            if let stale = source.stale { lines.append(stale.note) }
        } else if analysis.result.program == nil, case .elementHead = target {
            lines.append(source == nil
                ? "_no layout: the file has errors_"
                : "_no layout: this element changed since the last version without errors_")
        }
        let markdown = lines.joined(separator: "\n\n")
        let value = context.capabilities.markdownHover
            ? markdown
            : markdown.replacingOccurrences(of: "**", with: "")
                .replacingOccurrences(of: "```text\n", with: "")
                .replacingOccurrences(of: "\n```", with: "")
        return ["contents": ["kind": .string(context.capabilities.markdownHover ? "markdown" : "plaintext"),
                             "value": .string(value)],
                "range": context.range(range)]
    }

    /// An element's own text: its name and its arguments, to the closing parenthesis (not its
    /// children or modifiers, which have layouts of their own).
    static func ownRange(of element: ElementExpr, tokens: [Token]) -> SourceRange {
        let head = element.head.range
        guard element.arguments != nil, let first = tokens.firstIndex(where: { $0.range.start >= head.end }),
              tokens[first].kind == .leftParen else { return head }
        var depth = 0
        for index in first..<tokens.count {
            switch tokens[index].kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return SourceRange(file: head.file, start: head.start, end: tokens[index].range.end) }
            default: break
            }
        }
        return head
    }

    static func parameterLines(_ spec: BuiltinSpec) -> [String] {
        guard !spec.parameters.isEmpty else { return [] }
        return [spec.parameters.map { parameter in
            let name = parameter.label.map { "`\($0):`" } ?? "`_` (\(parameter.positionalName))"
            let defaultValue = parameter.required
                ? "required" : (parameter.defaultValue.map { "default `\($0)`" } ?? "optional")
            return "- \(name) \(parameter.type.description)\(parameter.allowsNil ? " or nil" : ""), "
                + "\(defaultValue): \(parameter.doc)"
        }.joined(separator: "\n")]
    }

    static func describeGlobal(_ name: String, analysis: DocumentAnalysis) -> String {
        guard let (range, decl) = analysis.symbols.globals[name] else { return "**\(name)**" }
        let file = analysis.sources[range.file]
        let signature: String
        if let parameters = decl.parameters {
            signature = "let \(name)(" + parameters.map { parameter in
                parameter.defaultValue.map { "\(parameter.name.name): \(file.text(in: $0.range))" }
                    ?? parameter.name.name
            }.joined(separator: ", ") + ")"
        } else {
            let value = file.text(in: decl.value.range)
            signature = "let \(name) = " + (value.count > 60 ? String(value.prefix(57)) + "…" : value)
        }
        let place = range.file == analysis.file.id
            ? "" : " — from `\(file.name.split(separator: "/").last.map(String.init) ?? file.name)`"
        return "```text\n\(signature)\n```\n" + (decl.parameters == nil ? "a constant" : "a component") + place
    }

    static func describeLabel(_ label: String, callee: Callee, analysis: DocumentAnalysis) -> String? {
        switch callee {
        case let .element(name):
            if let (_, decl) = analysis.symbols.globals[name], let parameters = decl.parameters {
                guard let parameter = parameters.first(where: { $0.name.name == label }) else { return nil }
                return "**\(label):** — parameter of `\(name)`"
                    + (parameter.defaultValue.map { _ in "" } ?? " (required)")
            }
            guard let spec = BuiltinRegistry.element(named: name) else { return nil }
            return labelLine(label, spec)
        case let .modifier(name):
            guard let spec = BuiltinRegistry.modifier(named: name) else { return nil }
            return labelLine(label, spec)
        case .repeatBlock:
            return label == "as" ? "**as:** — the name of the index (0, 1, …) in the repeated elements" : nil
        case .proposal:
            return "**\(label):** — the \(label) proposed to the root (a number, 0, inf or nil)"
        }
    }

    static func labelLine(_ label: String, _ spec: BuiltinSpec) -> String? {
        guard let parameter = spec.parameters.first(where: { $0.label == label }) else { return nil }
        let defaultValue = parameter.required
            ? "required" : (parameter.defaultValue.map { "default `\($0)`" } ?? "optional")
        return "**\(label):** \(parameter.type.description)\(parameter.allowsNil ? " or nil" : ""), "
            + "\(defaultValue) — \(parameter.doc)"
    }

    /// The outermost of `nodes` (those whose parent is not among them).
    static func topNodes(_ nodes: [LayoutNodeID], analysis: DocumentAnalysis) -> [LayoutNodeID] {
        guard let tree = analysis.result.program?.tree else { return [] }
        let set = Set(nodes)
        return nodes.filter { node in tree.parents[Int(node.index)].map { !set.contains($0) } ?? true }
    }
}

/// The layout of elements in a few lines: the frame, the proposal it was placed with, and the
/// children's answers (the `explain` view, in small).
enum LayoutDescription {
    static func size(_ size: CGSize) -> String { "\(formatLength(size.width))×\(formatLength(size.height))" }

    static func dimension(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return value.isInfinite ? "inf" : formatLength(value)
    }

    static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(dimension(proposal.width))×\(dimension(proposal.height))"
    }

    static func name(_ node: LayoutNodeID, tree: LayoutTree) -> String {
        let metadata = tree.metadata[Int(node.index)]
        return metadata.name + (metadata.tag.map { " #" + $0 } ?? "")
    }

    static func describe(_ nodes: [LayoutNodeID], analysis: DocumentAnalysis) -> String {
        guard let program = analysis.result.program, let layout = analysis.layout, let node = nodes.first else {
            return "_no layout: the file has errors_"
        }
        let tree = program.tree
        var text = "```text\n"
        let index = Int(node.index)
        guard let frame = layout.frames[index] else {
            return "not laid out at \(proposal(analysis.proposal)) (a fits child that was not chosen)"
        }
        text += "frame     (\(formatLength(frame.minX)), \(formatLength(frame.minY))) \(size(frame.size))\n"
        if let placed = layout.placementProposals[index] { text += "proposed  \(proposal(placed))\n" }
        let children = tree.children(of: node)
        if !children.isEmpty {
            text += "children  proposed → answered, at\n"
            let rows = children.prefix(12).map { child -> (String, String) in
                let childIndex = Int(child.index)
                guard let childFrame = layout.frames[childIndex] else {
                    return (name(child, tree: tree), "not laid out")
                }
                let placed = layout.placementProposals[childIndex].map(proposal) ?? "?"
                return (name(child, tree: tree),
                        "\(placed) → \(size(childFrame.size)) at (\(formatLength(childFrame.minX - frame.minX)), "
                            + "\(formatLength(childFrame.minY - frame.minY)))")
            }
            let width = min(24, rows.map(\.0.count).max() ?? 0)
            for (label, value) in rows {
                text += "  " + label + String(repeating: " ", count: max(1, width - label.count + 2)) + value + "\n"
            }
            if children.count > 12 { text += "  … and \(children.count - 12) more\n" }
        }
        text += "```\nat proposal \(proposal(analysis.proposal))"
            + (nodes.count > 1 ? " · the first of \(nodes.count) instances" : "")
        return text
    }
}
