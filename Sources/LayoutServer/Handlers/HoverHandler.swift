import Foundation
import LayoutAnalysis
import LayoutDiagnostics
import LayoutEngine
import LayoutJSON
import LayoutLint
import LayoutSema
import LayoutSyntax

/// `textDocument/hover`: what the name under the cursor is (the registry's one-line doc, a
/// component's signature, a parameter's type and default), and for an element its computed
/// frame, the proposal it was placed with and, for a container, its children's answers.
enum HoverHandler {
    static func hover(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let offset = try context.offset(params)
        let analysis = context.analysis
        guard let target = SyntaxFinder.target(in: analysis.syntax.file, at: offset),
              let found = describe(target, at: offset, context: context) else { return .null }
        var lines = found.lines + lintLines(at: found.range, analysis: analysis)
        // The layout: this version's, or while it has errors, the last one that laid out, for
        // what no edit has touched since.
        let source = context.layoutSource
        if !found.nodes.isEmpty, let source {
            lines.append(LayoutDescription.describe(found.nodes, analysis: source.analysis))
            if let stale = source.stale { lines.append(stale.note) }
        } else if analysis.result.program == nil, case .elementHead = target {
            lines.append(source == nil
                ? "_no layout: the file has errors_"
                : "_no layout: this element changed since the last version without errors_")
        }
        return response(lines, range: found.range, context: context)
    }

    /// A hover's answer: `lines` as Markdown, or as plain text for a client without it.
    static func response(_ lines: [String], range: SourceRange, context: RequestContext) -> JSONValue {
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

    /// The lint findings at the hovered range, each with where it starts (the breakpoints of
    /// the project's lint settings), as `layoutc lint` reports them — once they are published:
    /// a hover never waits for lint.
    static func lintLines(at range: SourceRange, analysis: DocumentAnalysis) -> [String] {
        guard analysis.result.program != nil, let published = analysis.linted else { return [] }
        func here(_ finding: LintDiagnostic) -> Bool {
            guard finding.rule != nil, let at = finding.diagnostic.range, at.file == range.file else { return false }
            return at.start <= range.start && range.start < max(at.end, at.start + 1)
        }
        guard published.findings.contains(where: here) else { return [] }
        // Where each starts: searched for these findings only, now that they are asked about.
        let lint = published.configurations.count > 1 ? analysis.lintWithBreakpoints(at: range.start) : published
        return lint.findings.compactMap { finding in
            guard here(finding), let rule = finding.rule else { return nil }
            var line = "**\(rule.code) \(rule.name)**: \(finding.diagnostic.message)"
            for note in finding.diagnostic.notes where note.range == nil { line += " — " + note.message }
            if let help = finding.diagnostic.help { line += "\n\nhelp: " + help }
            return line
        }
    }

    /// What hover says of `target`: its lines, the range it covers, and the nodes whose layout
    /// it describes; nil for nothing to say.
    static func describe(_ target: SyntaxTarget, at offset: Int,
                         context: RequestContext) -> (lines: [String], range: SourceRange, nodes: [LayoutNodeID])? {
        let analysis = context.analysis
        let source = context.layoutSource
        switch target {
        case let .elementHead(element, _):
            return describeElementHead(element, at: offset, context: context)
        case let .modifier(modifier):
            guard let spec = context.modifier(named: modifier.name.name) else { return nil }
            let lines = ["**.\(spec.name)** — \(spec.doc)" + (origin(of: spec).map { " (\($0))" } ?? "")]
                + parameterLines(spec)
            return (lines, modifier.name.range, nodes(at: modifier.name.range, extent: modifier.range, source: source))
        case let .label(label, callee):
            guard let line = describeLabel(label.name, callee: callee, analysis: analysis) else { return nil }
            return ([line], label.range, [])
        case let .tag(tag):
            var nodes: [LayoutNodeID] = []
            if let source, source.analysedStart(of: tag.range) != nil, let program = source.analysis.result.program,
               let index = program.tree.metadata.firstIndex(where: { $0.tag == tag.name }) {
                nodes = [LayoutNodeID(index)]
            }
            let line = "**#\(tag.name)** — a tag: `layoutc explain --tag \(tag.name)` shows its negotiation"
            return ([line], tag.range, nodes)
        case let .letName(decl):
            return ([describeGlobal(decl.name.name, analysis: analysis)], decl.name.range, [])
        case let .parameterName(parameter, component):
            let line = "**\(parameter.name.name)** — parameter of `\(component.name.name)`"
                + (parameter.defaultValue.map { " (default `\(analysis.file.text(in: $0.range))`)" } ?? " (required)")
            return ([line], parameter.name.range, [])
        case let .importPath(decl):
            return (["imports `\(decl.path)`: its `let`s can be used here"], decl.pathRange, [])
        }
    }

    /// An element's head: a parameter, a repeat index, a global, a built-in or registered
    /// element, or a bare value.
    static func describeElementHead(_ element: ElementExpr, at offset: Int, context: RequestContext)
        -> (lines: [String], range: SourceRange, nodes: [LayoutNodeID])? {
        let analysis = context.analysis
        let source = context.layoutSource
        let range = element.head.range
        let name = element.head.name
        let extent = ownRange(of: element, tokens: analysis.syntax.tokens)
        switch analysis.symbols.occurrence(at: offset, in: analysis.file.id)?.key {
        case let .parameter(component, parameter)?:
            return (["**\(parameter)** — parameter of `\(component)`"], range, [])
        case let .repeatIndex(_, declaration)?:
            return (["**\(name)** — repeat index (0, 1, …), "
                        + "declared at line \(context.document.lineIndex.line(of: declaration) + 1)"], range, [])
        case let .global(global)?:
            var found = nodes(at: range, extent: extent, byCall: true, source: source)
            if found.isEmpty { found = nodes(at: range, extent: extent, source: source) }
            return ([describeGlobal(global, analysis: analysis)], range, found)
        default:
            if let spec = context.element(named: name) {
                let kind = spec.kind.rawValue + (origin(of: spec).map { ", " + $0 } ?? "")
                let lines = ["**\(name)** — \(spec.doc) (\(kind))"] + parameterLines(spec)
                return (lines, range, nodes(at: range, extent: extent, source: source))
            }
            return element.isBareName ? (["**\(name)** — a value"], range, []) : nil
        }
    }

    /// Where an element's rule is documented, or that it is a layout registered in Swift; nil
    /// for a built-in whose rule has no section of its own.
    static func origin(of spec: BuiltinSpec) -> String? {
        if let section = spec.semantics { return section }
        let builtin = BuiltinRegistry.element(named: spec.name) === spec
            || BuiltinRegistry.modifier(named: spec.name) === spec
        return builtin ? nil : "a layout registered in Swift"
    }

    /// The nodes made at `range` (by origin, or by the component call there), in the layout
    /// `source` has, when no edit touched `extent` since.
    static func nodes(at range: SourceRange, extent: SourceRange? = nil, byCall: Bool = false,
                      source: LayoutSource?) -> [LayoutNodeID] {
        guard let source, source.analysedStart(of: extent ?? range) != nil,
              let start = source.analysedStart(of: range) else { return [] }
        let index = source.analysis.elements
        return byCall ? topNodes(index.byCall[start] ?? [], analysis: source.analysis) : index.byOrigin[start] ?? []
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
            guard let spec = BuiltinRegistry.element(named: name, registry: analysis.registry) else { return nil }
            return labelLine(label, spec)
        case let .modifier(name):
            guard let spec = BuiltinRegistry.modifier(named: name, registry: analysis.registry) else { return nil }
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
