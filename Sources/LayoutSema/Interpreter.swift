import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Checks and lowers a file by evaluating it: components are expanded with their arguments,
/// `repeat` unrolled, arithmetic folded, modifiers turned into wrapper nodes. Errors are
/// reported once; a failed expression evaluates to `.poisoned`, which silences what depends on it.
///
/// The state read and written for every element is marked `@exclusivity(unchecked)`: the runtime
/// would otherwise check each access against every access in progress (about a tenth of checking
/// a leaf). The interpreter runs on one thread and never changes a property while a closure it
/// gave that property's storage to runs, which is what the checks guard against.
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

    @exclusivity(unchecked) var definitions: [Definition] = []
    @exclusivity(unchecked) var globals: [String: Int] = [:]

    /// A local binding: a component parameter or a `repeat` index.
    struct Local {
        var value: Value
        var range: SourceRange
        var used = false
    }

    @exclusivity(unchecked) var scopes: [[String: Local]] = []
    /// The component calls being expanded, outermost first (for origins and recursion).
    @exclusivity(unchecked) var callStack: [(name: String, range: SourceRange)] = [] {
        didSet { callChain = callStack.map(\.range) }
    }
    /// The ranges of `callStack`: every node made under these calls shares this one array as its
    /// origin's call chain (made when a call starts or ends, not once per node).
    @exclusivity(unchecked) private(set) var callChain: [SourceRange] = []
    /// Every lowered element; values refer to them by index.
    @exclusivity(unchecked) var arena: [PendingNode] = []
    @exclusivity(unchecked) var gaveUp = false
    var reportedUnusedParameters: Set<String> = []
    /// True while evaluating the direct children of a `grid`.
    @exclusivity(unchecked) var insideGrid = false

    static let maxCallDepth = 256

    init(sources: SourceManager, options: CompileOptions) {
        self.sources = sources
        self.options = options
    }

    /// While positive, diagnostics are dropped (re-checking what was already reported).
    @exclusivity(unchecked) var silenced = 0
    /// While positive, a branch that was not taken is being checked (`if`, `? :`, `&&`, `||`):
    /// only mistakes that do not depend on values are reported there (unknown names and labels,
    /// SwiftUI spellings, warnings) — a division by zero in a branch not taken is no error.
    @exclusivity(unchecked) var speculative = 0
    static let reportedWhenSpeculative: Set<DiagnosticCode> = [
        SemaCode.unknownElement, SemaCode.unknownModifier, SemaCode.unknownLabel, SemaCode.undefinedName, SemaCode.swiftUISpelling,
    ]

    /// What identifies a diagnostic for de-duplication.
    struct ReportKey: Hashable {
        var code: DiagnosticCode
        var range: SourceRange?
        var message: String
    }

    /// (code, range, message) of every diagnostic so far: a mistake inside a component is
    /// reported once, not once per call.
    private var reported: Set<ReportKey> = []
    /// Errors reported, duplicates included (a `repeat` stops at the first iteration that has one).
    @exclusivity(unchecked) var errorEvents = 0
    /// Distinct errors reported; the checker stops after `maxErrors`.
    @exclusivity(unchecked) var reportedErrors = 0
    /// Elements, component calls and repeat iterations evaluated, failed ones included: bounded
    /// so that no input makes the checker run for long, whatever it expands to.
    @exclusivity(unchecked) var steps = 0
    /// Set when a limit stopped an evaluation midway (call depth): what it did not reach was not
    /// necessarily unused.
    @exclusivity(unchecked) var evaluationCut = false
    /// The most distinct errors reported before the checker stops.
    static let maxErrors = 1000
    /// Of a chain of component calls, the innermost and the outermost this many are noted.
    static let callNotesShown = 5

    func report(_ diagnostic: Diagnostic) {
        guard silenced == 0 else { return }
        if speculative > 0, diagnostic.severity == .error, !Self.reportedWhenSpeculative.contains(diagnostic.code) { return }
        if diagnostic.severity == .error { errorEvents += 1 }
        let key = ReportKey(code: diagnostic.code, range: diagnostic.range, message: diagnostic.message)
        guard reported.insert(key).inserted else { return }
        if diagnostic.severity == .error {
            reportedErrors += 1
            if reportedErrors > Self.maxErrors {
                gaveUp = true
                diagnostics.append(.error(SemaCode.tooManyErrors, "too many errors; stopping here", at: diagnostic.range)
                    .withNote("fix the errors above and run again"))
                return
            }
        }
        var located = diagnostic
        // Inside a component, say which call expanded it (innermost first), as clang does for
        // macros; of a long chain the innermost and outermost five, as clang's backtrace limit.
        let calls = callStack.reversed().filter { $0.range != diagnostic.range }
        let shown = Self.callNotesShown
        for (index, call) in calls.enumerated() {
            if calls.count > 2 * shown, index >= shown, index < calls.count - shown {
                if index == shown { located = located.withNote("(\(calls.count - 2 * shown) more calls in between not shown)") }
                continue
            }
            located = located.withNote("in '\(call.name)', used here", at: call.range)
        }
        diagnostics.append(located)
    }

    // MARK: - The file

    /// Runs `body` as a phase of `--timings` when it is measured.
    func phase<T>(_ name: String, _ body: () -> T) -> T {
        guard let clock = options.clock else { return body() }
        return clock.measure(name, body)
    }

    func compile(_ file: SourceFile) -> CompileResult {
        var parse: ParseResult
        if options.clock != nil {
            // Measured apart: all the tokens first, then the parse over them.
            let tokens = phase("lex") { Lexer.tokenize(file) }
            parse = phase("parse") { Parser.parse(file, tokens: tokens) }
            if !options.keepsTokens { parse.tokens = [] }
        } else {
            parse = Parser.parse(file, keepingTokens: options.keepsTokens)
        }
        let (rootNode, declaredProposal, isLibrary) = phase("check") { check(file, parse: parse) }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if let release = options.releaseSyntax { release(parse.takeTreeAndTokens()) }
        var program: LoweredProgram?
        if !hasErrors, options.lowers, let rootNode {
            program = phase("lower") { flatten(rootNode, declaredProposal: declaredProposal) }
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
        return CompileResult(diagnostics: ordered, program: program, syntax: parse, isLibrary: isLibrary)
    }

    /// Checks the parsed file: imports, definitions, the root's evaluation, the warnings.
    func check(_ file: SourceFile, parse: ParseResult) -> (root: ElementRef?, proposal: ProposedViewSize?, isLibrary: Bool) {
        diagnostics.append(contentsOf: parse.diagnostics)
        // An element takes about four tokens (`box(40x20)`): the arena is allocated once for a
        // file without components or repeats (untouched capacity costs no resident memory).
        arena.reserveCapacity(min(options.maxNodes, parse.tokenCount / 4) + 16)
        var roots: [Expr] = []
        var proposal: ProposalDecl?
        collect(parse.file, file: file, roots: &roots, proposal: &proposal)
        applyDefines()

        var declaredProposal: ProposedViewSize?
        if let proposal { declaredProposal = evaluateProposal(proposal) }

        var rootNode: ElementRef?
        // A file of definitions only is a library for `import`: valid, with nothing to lay out.
        let isLibrary = roots.isEmpty && definitions.contains { $0.isMain }
        if roots.isEmpty {
            if !isLibrary {
                report(.error(SemaCode.noRoot, "the file has no root element", at: .point(file.id, file.bytes.count))
                    .withNote("add one element, e.g. hstack < box(40x20) >"))
            }
        } else {
            for extra in roots.dropFirst() {
                report(.error(SemaCode.extraRoot, "a file has exactly one root element", at: extra.range)
                    .withLabel("the root is this element", at: roots[0].range)
                    .withNote("wrap the elements in a container such as vstack < … >"))
            }
            let errorsBefore = errorEvents
            let nodes = evaluateChildren([roots[0]])
            if nodes.count == 1 {
                rootNode = nodes[0]
            } else if !gaveUp, !diagnostics.contains(where: { $0.severity == .error }), errorEvents == errorsBefore {
                report(.error(SemaCode.extraRoot, "the root must be one element, but this makes \(nodes.count)", at: roots[0].range)
                    .withNote("wrap it in a container such as vstack < … >"))
            }
        }
        // After evaluation was cut short (too deep, too big), "never used" would be wrong.
        checkUnusedDefinitions(warn: !isLibrary && !gaveUp && !evaluationCut)
        if parse.tagCount > 1 { checkDuplicateTags(parse.file) }
        return (rootNode, declaredProposal, isLibrary)
    }

    /// One file whose items are being registered: the main file or an import.
    struct ImportFrame {
        var items: [Item]
        var next = 0
        var file: SourceFile
        var canonical: String
        var isMain: Bool
    }

    /// Registers the definitions of the main file and, depth-first in source order, of every
    /// file it imports (each once, however many files import it); collects the main file's roots
    /// and proposal. Iterative, so a chain of thousands of imports needs no deep stack.
    func collect(_ syntax: FileSyntax, file: SourceFile, roots: inout [Expr], proposal: inout ProposalDecl?) {
        var stack = [ImportFrame(items: syntax.items, file: file, canonical: canonicalPath(file.name), isMain: true)]
        var onStack: Set<String> = [stack[0].canonical]
        var loaded: Set<String> = []
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].items.count else {
                onStack.remove(stack[top].canonical)
                stack.removeLast()
                continue
            }
            let item = stack[top].items[stack[top].next]
            stack[top].next += 1
            let file = stack[top].file
            let isMain = stack[top].isMain
            switch item {
            case let .importDecl(decl):
                let directory = URL(fileURLWithPath: absolutePath(file.name)).deletingLastPathComponent()
                let path = decl.path.hasPrefix("/") ? decl.path : directory.appendingPathComponent(decl.path).path
                let canonical = canonicalPath(path)
                if onStack.contains(canonical) {
                    var diagnostic = Diagnostic.error(SemaCode.importCycle, "import cycle: '\(decl.path)' imports itself", at: decl.pathRange)
                    let start = stack.firstIndex { $0.canonical == canonical } ?? 0
                    for frame in stack[start...] { diagnostic = diagnostic.withNote("'\(frame.canonical)' is part of the cycle") }
                    report(diagnostic)
                    continue
                }
                guard loaded.insert(canonical).inserted else { continue }  // already loaded through another import
                switch options.loadFile(path) {
                case let .failure(error):
                    report(.error(SemaCode.unreadableImport, "cannot import '\(decl.path)': \(error.message)", at: decl.pathRange))
                case let .success(bytes):
                    let imported = sources.add(name: path, bytes: bytes)
                    let parse = Parser.parse(imported, keepingTokens: false)
                    diagnostics.append(contentsOf: parse.diagnostics)
                    onStack.insert(canonical)
                    stack.append(ImportFrame(items: parse.file.items, file: imported, canonical: canonical, isMain: false))
                }
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

    /// `path` made absolute against `options.currentDirectory` (else the process's).
    func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/"), let directory = options.currentDirectory else { return path }
        return URL(fileURLWithPath: directory).appendingPathComponent(path).path
    }

    func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: absolutePath(path)).standardizedFileURL.path
    }

    /// `-D name=value`: a `<command line>` file holds `name=value`, and the value is parsed as
    /// an expression from after the `=`, so every mistake has a location.
    func applyDefines() {
        for define in options.defines {
            let file = sources.add(name: "<command line>", text: define.name + "=" + define.value)
            let nameRange = SourceRange(file: file.id, start: 0, end: define.name.utf8.count)
            let (expr, parseDiagnostics) = Parser.parseExpression(file, at: define.name.utf8.count + 1)
            diagnostics.append(contentsOf: parseDiagnostics)
            guard let index = globals[define.name] else {
                let known = definitions.filter { $0.decl.parameters == nil }.map(\.decl.name.name)
                var diagnostic = Diagnostic.error(SemaCode.unknownDefine, "-D \(define.name): the file has no top-level 'let \(define.name)' to override", at: nameRange)
                if let suggestion = Suggestion.closest(to: define.name, in: known) { diagnostic = diagnostic.withNote("did you mean '\(suggestion)'?") }
                report(diagnostic)
                continue
            }
            if definitions[index].decl.parameters != nil {
                report(.error(SemaCode.unknownDefine, "-D \(define.name): '\(define.name)' is a component with parameters; -D overrides constants only", at: nameRange)
                    .withLabel("'\(define.name)' is defined here", at: definitions[index].decl.name.range))
                continue
            }
            if parseDiagnostics.isEmpty { definitions[index].override = expr }
        }
    }

    // MARK: - Warnings

    /// Checks the bodies of definitions nothing used; `warn`: and says they are unused (not in a
    /// library, whose definitions are there to be imported).
    func checkUnusedDefinitions(warn: Bool) {
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
                if warn, definitions[index].isMain {
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
            default:
                expr.subexpressions.forEach(visit)
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
    /// A shared subtree is expanded at each use. The text environment flows down: each node's own
    /// settings over its ancestors' (the innermost wins); a text takes its own arguments first,
    /// then the environment; texts and shapes without a colour take the foreground colour.
    func flatten(_ root: ElementRef, declaredProposal: ProposedViewSize?) -> LoweredProgram {
        var tree = LayoutTree()
        // The root's expanded count is exactly how many IR nodes there will be.
        let nodeCount = arena[Int(root.index)].expandedCount
        tree.reserveCapacity(nodeCount)
        var origins: [NodeOrigin] = []
        origins.reserveCapacity(nodeCount)
        // The environments in effect, by index (0: none set). A node adds one only when it sets
        // something, so the stack carries an index, not a copy of the environment.
        var environments = [TextEnvironment()]
        // Post-order without recursion: (node, environment index, children done?). Once expanded,
        // the index is the node's own environment (its settings over its ancestors').
        var stack: [(ref: ElementRef, environment: Int, expanded: Bool)] = [(root, 0, false)]
        // The IDs of finished nodes whose parent is not finished, in order: a node's children
        // are the IDs after the count it saw when it was expanded (one stack, not an array of
        // children per parent being filled).
        var finished: [LayoutNodeID] = []
        var childrenStart: [Int] = []
        // Nodes are read in place through the buffer: a whole node is a large value to copy.
        arena.withUnsafeBufferPointer { nodes in
            while let (ref, environmentIndex, expanded) = stack.popLast() {
                let index = Int(ref.index)
                if !expanded {
                    var own = environmentIndex
                    if let set = nodes[index].extrasIfSet?.environment, !set.isEmpty {
                        environments.append(set.over(environments[environmentIndex]))
                        own = environments.count - 1
                    }
                    stack.append((ref, own, true))
                    childrenStart.append(finished.count)
                    for child in nodes[index].children.reversed() { stack.append((child, own, false)) }
                    continue
                }
                let start = childrenStart.removeLast()
                let children = start == finished.count ? [] : Array(finished[start...])
                finished.removeSubrange(start...)
                let origin = Int32(origins.count)
                origins.append(nodes[index].origin)
                var element = nodes[index].element
                let extras = nodes[index].extrasIfSet
                var fill = extras?.fill
                var weight: Int?
                switch element {
                case var .text(spec):
                    let environment = environments[environmentIndex]
                    if extras?.ownTextSize != true, let size = environment.fontSize { spec.size = CGFloat(size) }
                    if extras?.ownLineLimit != true, let limit = environment.lineLimit { spec.lineLimit = limit }
                    element = .text(spec)
                    fill = fill ?? environment.foreground
                    weight = environment.fontWeight
                case .shape(.rect), .shape(.roundedRect), .shape(.capsule), .shape(.ellipse), .circle:
                    if fill == nil { fill = environments[environmentIndex].foreground }
                default:
                    break
                }
                let metadata = NodeMetadata(name: nodes[index].name, tag: extras?.tag, fill: fill, origin: origin, effects: extras?.effects ?? [],
                                            zIndex: extras?.zIndex ?? 0, cornerRadius: extras?.cornerRadius, fontWeight: weight)
                let id = tree.add(consume element, children: children, metadata: metadata)
                finished.append(id)
            }
        }
        return LoweredProgram(tree: tree, origins: origins, declaredProposal: declaredProposal)
    }
}
