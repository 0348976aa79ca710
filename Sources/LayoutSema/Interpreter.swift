import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Checks and lowers a file by evaluating it: components are expanded with their arguments,
/// `repeat` unrolled, arithmetic folded, modifiers turned into wrapper nodes. Errors are
/// reported once; a failed expression evaluates to `.poisoned`, which silences what depends on it.
final class Interpreter {
    let sources: SourceManager
    let options: CompileOptions
    var diagnostics: [Diagnostic] = []

    /// A top-level `let`, from the main file or an import.
    struct Definition {
        var decl: LetDecl
        var file: SourceFile
        /// Definitions from imports are a library: not warned about when unused.
        var isMain: Bool
        var used = false
        /// The `-D` replacement of its value.
        var override: Expr?
        var evaluating = false
        var cached: Value?
    }

    var definitions: [Definition] = []
    var globals: [String: Int] = [:]

    /// A local binding: a component parameter or a `repeat` index.
    struct Local {
        var value: Value
        var range: SourceRange
        var used = false
    }

    var scopes: [[String: Local]] = []
    /// The component calls being expanded, outermost first (for origins and recursion).
    var callStack: [(name: String, range: SourceRange)] = []
    var nodeCount = 0
    var gaveUp = false
    var reportedUnusedParameters: Set<String> = []
    /// True while evaluating the direct children of a `grid`.
    var insideGrid = false

    static let maxCallDepth = 256

    init(sources: SourceManager, options: CompileOptions) {
        self.sources = sources
        self.options = options
    }

    /// While positive, diagnostics are dropped (re-checking what was already reported).
    var silenced = 0

    /// (code, range, message) of every diagnostic so far: a mistake inside a component is
    /// reported once, not once per call.
    private var reported: Set<String> = []

    func report(_ diagnostic: Diagnostic) {
        guard silenced == 0 else { return }
        let key = "\(diagnostic.code)|\(diagnostic.range.map { "\($0.file.rawValue):\($0.start):\($0.end)" } ?? "-")|\(diagnostic.message)"
        guard reported.insert(key).inserted else { return }
        var located = diagnostic
        // Inside a component, say which call expanded it (innermost first), as clang does for macros.
        for call in callStack.reversed() where call.range != diagnostic.range {
            located = located.withNote("in '\(call.name)', used here", at: call.range)
        }
        diagnostics.append(located)
    }

    // MARK: - The file

    func compile(_ file: SourceFile) -> CompileResult {
        let parse = Parser.parse(file)
        diagnostics.append(contentsOf: parse.diagnostics)
        var importStack = [Self.canonicalPath(file.name)]
        var roots: [Expr] = []
        var proposal: ProposalDecl?
        collect(parse.file, file: file, roots: &roots, proposal: &proposal, importStack: &importStack, isMain: true)
        applyDefines()

        var declaredProposal: ProposedViewSize?
        if let proposal { declaredProposal = evaluateProposal(proposal) }

        var rootNode: ElementNode?
        if roots.isEmpty {
            report(.error(SemaCode.noRoot, "the file has no root element", at: .point(file.id, file.bytes.count))
                .withNote("add one element, e.g. hstack < box(40x20) >"))
        } else {
            for extra in roots.dropFirst() {
                report(.error(SemaCode.extraRoot, "a file has exactly one root element", at: extra.range)
                    .withLabel("the root is this element", at: roots[0].range)
                    .withNote("wrap the elements in a container such as vstack < … >"))
            }
            let nodes = evaluateChildren([roots[0]])
            rootNode = nodes.count == 1 ? nodes[0] : nil
        }
        checkUnusedDefinitions()
        checkDuplicateTags(parse.file)

        let hasErrors = diagnostics.contains { $0.severity == .error }
        var program: LoweredProgram?
        if !hasErrors, let rootNode {
            program = Self.flatten(rootNode, declaredProposal: declaredProposal)
        }
        // In source order (file, then offset); diagnostics without a location last.
        let ordered = diagnostics.enumerated().sorted { a, b in
            switch (a.element.range, b.element.range) {
            case let (x?, y?):
                return (x.file.rawValue, x.start, a.offset) < (y.file.rawValue, y.start, b.offset)
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
        return CompileResult(diagnostics: ordered, program: program, syntax: parse)
    }

    /// Registers definitions of `syntax` (recursively through imports) and collects roots.
    func collect(_ syntax: FileSyntax, file: SourceFile, roots: inout [Expr], proposal: inout ProposalDecl?,
                 importStack: inout [String], isMain: Bool) {
        for item in syntax.items {
            switch item {
            case let .importDecl(decl):
                loadImport(decl, from: file, roots: &roots, proposal: &proposal, importStack: &importStack)
            case let .letDecl(decl):
                if let existing = globals[decl.name.name] {
                    let first = definitions[existing].decl.name.range
                    report(.error(SemaCode.redefinition, "'\(decl.name.name)' is already defined", at: decl.name.range)
                        .withLabel("first defined here", at: first))
                    continue
                }
                globals[decl.name.name] = definitions.count
                definitions.append(Definition(decl: decl, file: file, isMain: isMain))
            case let .proposal(decl):
                guard isMain else { continue }
                if let first = proposal {
                    report(.error(SemaCode.duplicateProposal, "the proposal is already declared", at: decl.range)
                        .withLabel("first declared here", at: first.range))
                } else {
                    proposal = decl
                }
            case let .root(expr):
                if isMain { roots.append(expr) }
            case .error:
                break
            }
        }
    }

    static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    func loadImport(_ decl: ImportDecl, from file: SourceFile, roots: inout [Expr], proposal: inout ProposalDecl?,
                    importStack: inout [String]) {
        let directory = URL(fileURLWithPath: file.name).deletingLastPathComponent()
        let path = decl.path.hasPrefix("/") ? decl.path : directory.appendingPathComponent(decl.path).path
        let canonical = Self.canonicalPath(path)
        if let start = importStack.firstIndex(of: canonical) {
            var diagnostic = Diagnostic.error(SemaCode.importCycle, "import cycle: '\(decl.path)' imports itself", at: decl.pathRange)
            for step in importStack[start...] { diagnostic = diagnostic.withNote("'\(step)' is part of the cycle") }
            report(diagnostic)
            return
        }
        if importStack.count > 1, sources.files.contains(where: { Self.canonicalPath($0.name) == canonical }) {
            return  // already loaded through another import
        }
        switch options.loadFile(path) {
        case let .failure(error):
            report(.error(SemaCode.unreadableImport, "cannot import '\(decl.path)': \(error.message)", at: decl.pathRange))
        case let .success(bytes):
            let imported = sources.add(name: path, bytes: bytes)
            let parse = Parser.parse(imported)
            diagnostics.append(contentsOf: parse.diagnostics)
            importStack.append(canonical)
            var ignoredRoots: [Expr] = []
            collect(parse.file, file: imported, roots: &ignoredRoots, proposal: &proposal, importStack: &importStack, isMain: false)
            importStack.removeLast()
        }
    }

    /// `-D name=value`: the value is parsed as an expression from a `<command line>` file.
    func applyDefines() {
        for define in options.defines {
            let file = sources.add(name: "<command line>", text: define.value)
            let (expr, parseDiagnostics) = Parser.parseExpression(file)
            diagnostics.append(contentsOf: parseDiagnostics)
            guard let index = globals[define.name] else {
                let known = definitions.filter { $0.decl.parameters == nil }.map(\.decl.name.name)
                var diagnostic = Diagnostic.error(SemaCode.unknownDefine, "-D \(define.name): the file has no top-level 'let \(define.name)' to override", at: nil)
                if let suggestion = Suggestion.closest(to: define.name, in: known) { diagnostic = diagnostic.withNote("did you mean '\(suggestion)'?") }
                report(diagnostic)
                continue
            }
            if definitions[index].decl.parameters != nil {
                report(.error(SemaCode.unknownDefine, "-D \(define.name): '\(define.name)' is a component with parameters; -D overrides constants only", at: nil)
                    .withLabel("'\(define.name)' is defined here", at: definitions[index].decl.name.range))
                continue
            }
            if parseDiagnostics.isEmpty { definitions[index].override = expr }
        }
    }

    // MARK: - Warnings

    func checkUnusedDefinitions() {
        var index = 0
        while index < definitions.count {
            if !definitions[index].used {
                let decl = definitions[index].decl
                // Check the body anyway, with the parameters unknown (silent).
                if !gaveUp {
                    let scope = Dictionary((decl.parameters ?? []).map { ($0.name.name, Local(value: .poisoned, range: $0.range, used: true)) },
                                           uniquingKeysWith: { a, _ in a })
                    scopes.append(scope)
                    _ = evaluate(definitions[index].override ?? decl.value)
                    scopes.removeLast()
                }
                if definitions[index].isMain {
                    report(.warning(SemaCode.unusedDefinition, "'\(decl.name.name)' is defined but never used", at: decl.name.range)
                        .withNote("remove it, or use it in the layout"))
                }
            }
            index += 1
        }
    }

    func checkDuplicateTags(_ syntax: FileSyntax) {
        var seen: [String: SourceRange] = [:]
        func visit(_ expr: Expr) {
            switch expr.kind {
            case let .element(element):
                for argument in element.arguments ?? [] { visit(argument.value) }
                for child in element.children ?? [] { visit(child) }
                for postfix in element.postfixes {
                    switch postfix {
                    case let .tag(tag):
                        if let first = seen[tag.name] {
                            report(.warning(SemaCode.duplicateTag, "the tag '#\(tag.name)' is used twice", at: tag.range)
                                .withLabel("first used here", at: first))
                        } else {
                            seen[tag.name] = tag.range
                        }
                    case let .modifier(modifier):
                        for argument in modifier.arguments ?? [] { visit(argument.value) }
                        for child in modifier.children ?? [] { visit(child) }
                    }
                }
            case let .repeatBlock(block): block.children.forEach(visit)
            case let .binary(_, l, r): visit(l); visit(r)
            case let .unary(_, e), let .parenthesized(e): visit(e)
            default: break
            }
        }
        for item in syntax.items {
            switch item {
            case let .letDecl(decl): visit(decl.value)
            case let .root(expr): visit(expr)
            default: break
            }
        }
    }

    // MARK: - Flattening

    /// The nested nodes as the engine's flat tree, children before parents, iteratively.
    static func flatten(_ root: ElementNode, declaredProposal: ProposedViewSize?) -> LoweredProgram {
        var tree = LayoutTree()
        var origins: [NodeOrigin] = []
        // Post-order without recursion: (node, children done?)
        var stack: [(node: ElementNode, expanded: Bool)] = [(root, false)]
        var results: [[LayoutNodeID]] = [[]]
        while let (node, expanded) = stack.popLast() {
            if !expanded {
                stack.append((node, true))
                results.append([])
                for child in node.children.reversed() { stack.append((child, false)) }
            } else {
                let children = results.removeLast()
                let origin = Int32(origins.count)
                origins.append(node.origin)
                let id = tree.add(node.element, children: children,
                                  metadata: NodeMetadata(name: node.name, tag: node.tag, fill: node.fill, origin: origin))
                results[results.count - 1].append(id)
            }
        }
        return LoweredProgram(tree: tree, origins: origins, declaredProposal: declaredProposal)
    }
}
