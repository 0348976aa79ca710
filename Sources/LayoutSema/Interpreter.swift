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
        var decl: LetNode
        /// Its name, for messages.
        var name: String
        var file: SourceFile
        /// Definitions from imports are a library: not warned about when unused.
        var isMain: Bool
        var used = false
        /// The `-D` replacement of its value.
        var override: SyntaxID?
        var evaluating = false
        var cached: Value?
    }

    /// The syntax of the main file, its imports and the `-D` values, in one tree.
    @exclusivity(unchecked) var syntax = SyntaxArena()
    @exclusivity(unchecked) var definitions: [Definition] = []
    /// The definition each name refers to, by symbol (-1: none).
    @exclusivity(unchecked) var globals: [Int32] = []
    /// What each name means besides the file's definitions and locals, by symbol (looked up by
    /// name once, not per use).
    @exclusivity(unchecked) var meanings: [BuiltinMeaning] = []
    /// The index among the node names of each name written, by symbol (-1: not looked up yet).
    @exclusivity(unchecked) var nodeNames: [Int32] = []
    /// The parameter key of each label, by symbol (-1: not looked up yet).
    @exclusivity(unchecked) var labelKeys: [Int32] = []

    /// Each file read (the main file, then its imports as they were loaded) and its syntax node.
    var fileNodes: [(node: SyntaxID, file: SourceFile)] = []

    /// A local binding: a component parameter or a `repeat` index.
    struct Local {
        var value: Value
        var range: SourceRange
        var used = false
    }

    @exclusivity(unchecked) var scopes: [[Symbol: Local]] = []
    /// The component calls being expanded, outermost first (for origins and recursion).
    @exclusivity(unchecked) private(set) var callStack: [(name: String, range: SourceRange)] = []
    /// Every call chain a node was made under, outermost call first (0: no call). A node keeps
    /// its chain's index; a chain is made when a call starts, not once per node.
    @exclusivity(unchecked) var callChains: [[SourceRange]] = [[]]
    /// The index in `callChains` of each prefix of `callStack` (the current chain last).
    @exclusivity(unchecked) private var chainStack: [Int32] = [0]
    /// The chain of the calls being expanded.
    var currentChain: Int32 { chainStack[chainStack.count - 1] }

    /// Starts expanding a call of the component `name` made at `range`.
    func enterCall(_ name: String, at range: SourceRange) {
        callStack.append((name, range))
        // Chains are bounded by the evaluation's steps, far below Int32.max.
        chainStack.append(Int32(truncatingIfNeeded: callChains.count))
        callChains.append(callStack.map(\.range))
    }

    /// Ends the call `enterCall` started last.
    func leaveCall() {
        callStack.removeLast()
        chainStack.removeLast()
    }

    /// Every element made; values refer to them by index.
    @exclusivity(unchecked) var nodes: CheckedNodes
    @exclusivity(unchecked) var gaveUp = false
    var reportedUnusedParameters: Set<String> = []
    /// True while evaluating the direct children of a `grid`.
    @exclusivity(unchecked) var insideGrid = false

    static let maxCallDepth = 256

    // MARK: - Fragments (`CheckedFragments.swift`)

    /// The last compilation's fragments, while this text may take from them.
    var previousFragments: CheckedFragments?
    /// Where the last compilation's text is in this one.
    var placement: TextPlacement?
    /// Whether this compilation keeps its fragments (`CompileOptions.keepsFragments`).
    let keepsFragments: Bool
    /// The fragments kept so far and their effects.
    @exclusivity(unchecked) var keptRecords: [FragmentRecord] = []
    @exclusivity(unchecked) var keptLog = FragmentLog()
    /// How many fragments being kept are being evaluated: their effects are logged.
    @exclusivity(unchecked) var openFragments = 0
    /// Counts what makes a fragment's evaluation depend on more than its text (an element
    /// constant): a fragment during which it grew is not kept.
    @exclusivity(unchecked) var impurities = 0
    /// The arena nodes reused fragments stand for beyond the one node each takes (the limits
    /// count the nodes their evaluation made), and the most the arena held during the fragment
    /// being evaluated.
    @exclusivity(unchecked) var arenaOffset = 0
    @exclusivity(unchecked) var arenaPeak = 0
    /// The checker's nodes that stand for reused fragments.
    @exclusivity(unchecked) var reusedNodes: [Int32: ReusedFragment] = [:]
    /// The main file's root elements (the first is the root; never a fragment itself).
    var rootExpressions: [SyntaxID] = []
    /// Whether the file is a library (definitions only), for evaluating the root again.
    var isLibraryFile = false
    /// The state before the root was evaluated, while fragments are reused (`reuseFailed`).
    var beforeRoot: EvaluationState?
    /// The main file's items (their ranges) and which is the root, when fragments are kept or reused.
    var fileItems: [SourceRange] = []
    var rootItem = -1
    /// The subtrees of the lowered tree copied from the last compilation's.
    var reusedTrees: [ReusedSubtree] = []
    /// The main file's tags in order, for the next compilation (`CheckedFragments.tags`).
    var fileTags: [SourceRange] = []
    /// Where the text of each of `reusedTrees` was in the last text, and how far it moved.
    var reusedTexts: [(inside: Range<Int>, moved: Int)] = []
    /// Set when a reused fragment turned out to be lowered in another text environment: the
    /// root is evaluated again without reuse.
    var reuseFailed = false

    init(sources: SourceManager, options: CompileOptions) {
        self.sources = sources
        self.options = options
        nodes = CheckedNodes(keepsStructure: options.lowers)
        keepsFragments = options.keepsFragments && options.lowers
    }

    /// While positive, diagnostics are dropped (re-checking what was already reported).
    @exclusivity(unchecked) var silenced = 0
    /// While positive, a branch that was not taken is being checked (`if`, `? :`, `&&`, `||`):
    /// only mistakes that do not depend on values are reported there (unknown names and labels,
    /// SwiftUI spellings, warnings) — a division by zero in a branch not taken is no error.
    @exclusivity(unchecked) var speculative = 0
    static let reportedWhenSpeculative: Set<DiagnosticCode> = [
        SemaCode.unknownElement, SemaCode.unknownModifier, SemaCode.unknownLabel, SemaCode.undefinedName,
        SemaCode.swiftUISpelling,
    ]

    /// What identifies a diagnostic for de-duplication.
    struct ReportKey: Hashable {
        var code: DiagnosticCode
        var range: SourceRange?
        var message: String
    }

    /// (code, range, message) of every diagnostic so far: a mistake inside a component is
    /// reported once, not once per call.
    var reported: Set<ReportKey> = []
    /// Errors reported, duplicates included (a `repeat` stops at the first iteration that has one).
    @exclusivity(unchecked) var errorEvents = 0
    /// Distinct errors reported; the checker stops after `options.maxCheckErrors`.
    @exclusivity(unchecked) var reportedErrors = 0
    /// Elements, component calls and repeat iterations evaluated, failed ones included: bounded
    /// so that no input makes the checker run for long, whatever it expands to.
    @exclusivity(unchecked) var steps = 0
    /// Set when a limit stopped an evaluation midway (call depth): what it did not reach was not
    /// necessarily unused.
    @exclusivity(unchecked) var evaluationCut = false
    /// Of a chain of component calls, the innermost and the outermost this many are noted.
    static let callNotesShown = 5

    func report(_ diagnostic: Diagnostic) {
        guard silenced == 0 else { return }
        if speculative > 0, diagnostic.severity == .error, !Self.reportedWhenSpeculative.contains(diagnostic.code) {
            return
        }
        if diagnostic.severity == .error { errorEvents += 1 }
        let key = ReportKey(code: diagnostic.code, range: diagnostic.range, message: diagnostic.message)
        if openFragments > 0 {
            // Kept with the fragment before de-duplication: what an earlier part reported, an
            // edit may take away.
            let located = locate(diagnostic)
            keptLog.report(key, located)
            deliver(key, diagnostic, located: located)
        } else {
            deliver(key, diagnostic)
        }
    }

    /// Adds `diagnostic` unless one with its key was reported already; `located`: it with its
    /// call notes, when they are known.
    func deliver(_ key: ReportKey, _ diagnostic: Diagnostic, located: Diagnostic? = nil) {
        guard reported.insert(key).inserted else { return }
        if diagnostic.severity == .error {
            reportedErrors += 1
            if reportedErrors > options.maxCheckErrors {
                gaveUp = true
                diagnostics.append(.error(SemaCode.tooManyErrors, "too many errors; stopping here",
                                          at: diagnostic.range)
                    .withNote("fix the errors above and run again"))
                return
            }
        }
        diagnostics.append(located ?? locate(diagnostic))
    }

    /// `diagnostic` with the calls that expanded it: inside a component, which call (innermost
    /// first), as clang does for macros; of a long chain the innermost and outermost five, as
    /// clang's backtrace limit.
    func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        var located = diagnostic
        let calls = callStack.reversed().filter { $0.range != diagnostic.range }
        let shown = Self.callNotesShown
        for (index, call) in calls.enumerated() {
            if calls.count > 2 * shown, index >= shown, index < calls.count - shown {
                if index == shown {
                    located = located.withNote("(\(calls.count - 2 * shown) more calls in between not shown)")
                }
                continue
            }
            located = located.withNote("in '\(call.name)', used here", at: call.range)
        }
        return located
    }

    // MARK: - The file

    /// Runs `body` as a phase of `--timings` when it is measured.
    func phase<T>(_ name: String, _ body: () -> T) -> T {
        guard let clock = options.clock else { return body() }
        return clock.measure(name, body)
    }

    func compile(_ file: SourceFile) -> CompileResult {
        var parse: FileParse
        if options.clock != nil {
            // Measured apart: all the tokens first, then the parse over them.
            let tokens = phase("lex") { Lexer.tokenize(file) }
            parse = phase("parse") { Parser.parse(file, into: &syntax, tokens: tokens) }
            if !options.keepsTokens { parse.tokens = [] }
        } else {
            // An element child the last compilation's parse had with the same bytes is taken
            // whole (its tokens and tags are the last parse's); a parse that then finds a mistake
            // is made again whole, so that its diagnostics are a whole parse's.
            var skipping: ((Int) -> Parser.SkippedElement?)?
            if let taken = options.reusing, taken.file == file.id, keepsFragments {
                let difference = TextDifference.between(taken.bytes, file.bytes)
                let bytes = file.bytes
                skipping = { offset in taken.skippedElement(at: offset, in: bytes, difference) }
            }
            parse = Parser.parse(file, into: &syntax, keepingTokens: options.keepsTokens, skipping: skipping)
            if parse.skippedElements > 0, !parse.diagnostics.isEmpty {
                syntax = SyntaxArena()
                parse = Parser.parse(file, into: &syntax, keepingTokens: options.keepsTokens)
            }
        }
        var (rootNode, declaredProposal, isLibrary) = phase("check") { check(file, parse: parse) }
        var program: LoweredProgram?
        if previousFragments != nil, let root = rootNode, !diagnostics.contains(where: { $0.severity == .error }) {
            // Lowered before the syntax tree is let go: a reused fragment lowered in another text
            // environment sends the root back to be evaluated again, which reads the syntax.
            program = phase("lower") { flatten(root, declaredProposal: declaredProposal) }
            if reuseFailed {
                program = nil
                rootNode = phase("check") { evaluateRootAgain(file, parse: parse) }
            }
        }
        let names = options.recordsNames || options.resolvesNamesOnly ? resolveNames() : NameResolutions()
        let hasErrors = diagnostics.contains { $0.severity == .error }
        // The tree goes to the result, or is dropped before lowering (a few arrays to free).
        var taken = SyntaxArena()
        swap(&taken, &syntax)
        let tree: SyntaxTree
        if options.keepsSyntaxTree {
            tree = SyntaxTree(taken)
        } else {
            _ = consume taken
            (tree, parse.file) = SyntaxTree.emptyFile(file.id)
        }
        if !hasErrors, options.lowers, program == nil, let rootNode {
            program = phase("lower") { flatten(rootNode, declaredProposal: declaredProposal) }
        }
        var fragments: CheckedFragments?
        if keepsFragments, !hasErrors, let program {
            fragments = keptFragments(of: file, program: program, tokens: parse.tokens)
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
        var result = CompileResult(diagnostics: ordered, program: program, syntax: ParseResult(parse, tree: tree),
                                   isLibrary: isLibrary, names: names)
        result.fragments = fragments
        return result
    }

    /// Checks the parsed file: imports, definitions, the root's evaluation, the warnings.
    func check(_ file: SourceFile, parse: FileParse)
        -> (root: ElementRef?, proposal: ProposedViewSize?, isLibrary: Bool) {
        diagnostics.append(contentsOf: parse.diagnostics)
        // An element takes about four tokens (`box(40x20)`): the arena is allocated once for a
        // file without components or repeats (untouched capacity costs no resident memory).
        nodes.reserveCapacity(min(options.maxNodes, parse.tokenCount / 4) + 16)
        var roots: [SyntaxID] = []
        var proposal: (arguments: SyntaxList, range: SourceRange)?
        collect(parse.file, file: file, roots: &roots, proposal: &proposal)
        if options.resolvesNamesOnly { return (nil, nil, false) }
        applyDefines()

        var declaredProposal: ProposedViewSize?
        if let proposal { declaredProposal = evaluateProposal(proposal.arguments, range: proposal.range) }

        // A file of definitions only is a library for `import`: valid, with nothing to lay out.
        let isLibrary = roots.isEmpty && definitions.contains { $0.isMain }
        rootExpressions = roots
        isLibraryFile = isLibrary
        takeFragments(from: options.reusing, file: file, parse: parse)
        return (evaluateRoot(file, parse: parse, isLibrary: isLibrary), declaredProposal, isLibrary)
    }

    /// Evaluates the root element, then warns about what it did not use and about tags used twice.
    func evaluateRoot(_ file: SourceFile, parse: FileParse, isLibrary: Bool) -> ElementRef? {
        let roots = rootExpressions
        var rootNode: ElementRef?
        if roots.isEmpty {
            if !isLibrary {
                report(.error(SemaCode.noRoot, "the file has no root element", at: .point(file.id, file.bytes.count))
                    .withNote("add one element, e.g. hstack < box(40x20) >"))
            }
        } else {
            for extra in roots.dropFirst() {
                report(.error(SemaCode.extraRoot, "a file has exactly one root element", at: range(extra))
                    .withLabel("the root is this element", at: range(roots[0]))
                    .withNote("wrap the elements in a container such as vstack < … >"))
            }
            let errorsBefore = errorEvents
            var nodes: [ElementRef] = []
            if !gaveUp { evaluateChild(roots[0], into: &nodes) }
            if nodes.count == 1 {
                rootNode = nodes[0]
            } else if !gaveUp, !diagnostics.contains(where: { $0.severity == .error }), errorEvents == errorsBefore {
                report(.error(SemaCode.extraRoot, "the root must be one element, but this makes \(nodes.count)",
                              at: range(roots[0]))
                    .withNote("wrap it in a container such as vstack < … >"))
            }
        }
        // After evaluation was cut short (too deep, too big), "never used" would be wrong.
        checkUnusedDefinitions(warn: !isLibrary && !gaveUp && !evaluationCut)
        checkDuplicateTags(parse.file, parse: parse, bytes: file.bytes)
        return rootNode
    }

    /// One file whose items are being registered: the main file or an import.
    struct ImportFrame {
        var items: SyntaxList
        var next = 0
        var file: SourceFile
        var canonical: String
        var isMain: Bool
    }

    /// Registers the definitions of the main file and, depth-first in source order, of every
    /// file it imports (each once, however many files import it), parsing each into the one
    /// tree; collects the main file's roots and proposal. Iterative, so a chain of thousands of
    /// imports needs no deep stack.
    func collect(_ fileNode: SyntaxID, file: SourceFile, roots: inout [SyntaxID],
                 proposal: inout (arguments: SyntaxList, range: SourceRange)?) {
        var stack = [ImportFrame(items: syntax.items(ofFile: fileNode), file: file, canonical: canonicalPath(file.name),
                                 isMain: true)]
        fileNodes = [(fileNode, file)]
        var onStack: Set<String> = [stack[0].canonical]
        var loaded: Set<String> = []
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].items.count else {
                onStack.remove(stack[top].canonical)
                stack.removeLast()
                continue
            }
            let item = syntax.id(stack[top].items, stack[top].next)
            stack[top].next += 1
            let file = stack[top].file
            let isMain = stack[top].isMain
            switch syntax.item(item) {
            case let .importDecl(path, pathRange, _):
                let directory = URL(fileURLWithPath: absolutePath(file.name)).deletingLastPathComponent()
                let absolute = path.hasPrefix("/") ? path : directory.appendingPathComponent(path).path
                let canonical = canonicalPath(absolute)
                if onStack.contains(canonical) {
                    var diagnostic = Diagnostic.error(SemaCode.importCycle, "import cycle: '\(path)' imports itself",
                                                      at: pathRange)
                    let start = stack.firstIndex { $0.canonical == canonical } ?? 0
                    for frame in stack[start...] {
                        diagnostic = diagnostic.withNote("'\(frame.canonical)' is part of the cycle")
                    }
                    report(diagnostic)
                    continue
                }
                guard loaded.insert(canonical).inserted else { continue }  // already loaded through another import
                switch options.loadFile(absolute) {
                case let .failure(error):
                    report(.error(SemaCode.unreadableImport, "cannot import '\(path)': \(error.message)",
                                  at: pathRange))
                case let .success(bytes):
                    let imported = sources.add(name: absolute, bytes: bytes)
                    let parse = Parser.parse(imported, into: &syntax, keepingTokens: false)
                    diagnostics.append(contentsOf: parse.diagnostics)
                    onStack.insert(canonical)
                    stack.append(ImportFrame(items: syntax.items(ofFile: parse.file), file: imported,
                                             canonical: canonical, isMain: false))
                    fileNodes.append((parse.file, imported))
                }
            case let .letDecl(decl):
                if let existing = definition(named: decl.name.symbol) {
                    let first = definitions[existing].decl.name.range
                    report(.error(SemaCode.redefinition, "'\(name(decl.name))' is already defined", at: decl.name.range)
                        .withLabel("first defined here", at: first))
                    continue
                }
                setDefinition(of: decl.name.symbol, to: definitions.count)
                definitions.append(Definition(decl: decl, name: name(decl.name), file: file, isMain: isMain))
            case let .proposal(arguments, range):
                guard isMain else { continue }
                if let first = proposal {
                    report(.error(SemaCode.duplicateProposal, "the proposal is already declared", at: range)
                        .withLabel("first declared here", at: first.range))
                } else {
                    proposal = (arguments, range)
                }
            case let .root(expr):
                if isMain { roots.append(expr) }
            case .error:
                break
            }
        }
    }

    /// The definition named `symbol`, if any.
    @inline(__always)
    func definition(named symbol: Symbol) -> Int? {
        let index = Int(symbol.raw)
        guard index < globals.count else { return nil }
        let definition = globals[index]
        return definition < 0 ? nil : Int(definition)
    }

    func setDefinition(of symbol: Symbol, to index: Int) {
        let slot = Int(symbol.raw)
        if slot >= globals.count { globals.append(contentsOf: repeatElement(-1, count: slot + 1 - globals.count)) }
        globals[slot] = Int32(index)
    }

    /// The name of `name` as written.
    @inline(__always) func name(_ name: NameNode) -> String { syntax.name(name.symbol) }

    /// The source range of node `id`.
    @inline(__always) func range(_ id: SyntaxID) -> SourceRange { syntax.range(of: id) }

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
            let (expr, parseDiagnostics) = Parser.parseExpression(file, at: define.name.utf8.count + 1, into: &syntax)
            diagnostics.append(contentsOf: parseDiagnostics)
            guard let index = syntax.symbol(define.name).flatMap(definition(named:)) else {
                let known = definitions.filter { $0.decl.parameters == nil }.map(\.name)
                var diagnostic = Diagnostic.error(
                    SemaCode.unknownDefine,
                    "-D \(define.name): the file has no top-level 'let \(define.name)' to override", at: nameRange)
                if let suggestion = Suggestion.closest(to: define.name, in: known) {
                    diagnostic = diagnostic.withNote("did you mean '\(suggestion)'?")
                }
                report(diagnostic)
                continue
            }
            if definitions[index].decl.parameters != nil {
                report(.error(SemaCode.unknownDefine,
                              "-D \(define.name): '\(define.name)' is a component with parameters; "
                                  + "-D overrides constants only",
                              at: nameRange)
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
                    var scope: [Symbol: Local] = [:]
                    for id in syntax.ids(decl.parameters) {
                        let parameter = syntax.parameter(id)
                        if scope[parameter.name.symbol] == nil {
                            scope[parameter.name.symbol] = Local(value: .poisoned, range: parameter.range, used: true)
                        }
                    }
                    scopes.append(scope)
                    _ = evaluate(definitions[index].override ?? decl.value)
                    scopes.removeLast()
                }
                if warn, definitions[index].isMain {
                    report(.warning(SemaCode.unusedDefinition, "'\(definitions[index].name)' is defined but never used",
                                    at: decl.name.range)
                        .withNote("remove it, or use it in the layout"))
                }
            }
            index += 1
        }
    }

    /// Warns about a tag used twice, in source order (`SyntaxArena.forEachTag`); the tags of the
    /// children the parse took whole from the last one are the last compilation's, moved. Keeps
    /// them all for the next compilation when fragments are kept.
    func checkDuplicateTags(_ fileNode: SyntaxID, parse: FileParse, bytes: [UInt8]) {
        guard parse.tagCount > 1 || (keepsFragments && parse.tagCount > 0) else { return }
        // Every tag of the file in order, where its name is in this text (a tag's range is its
        // name's): the parse's own with their symbols, a taken fragment's from the last
        // compilation, moved (its bytes are the same here).
        var all: [SourceRange] = []
        var symbols: [Symbol] = []
        all.reserveCapacity(parse.tagCount)
        symbols.reserveCapacity(parse.skippedElements == 0 ? parse.tagCount : 0)
        let taken = options.reusing
        for item in syntax.ids(syntax.items(ofFile: fileNode)) {
            let expression: SyntaxID
            switch syntax.item(item) {
            case let .letDecl(decl): expression = decl.value
            case let .root(expr): expression = expr
            default: continue
            }
            syntax.forEachTag(in: expression, { tag, symbol in
                all.append(range(tag))
                if parse.skippedElements == 0 { symbols.append(symbol) }
            }, fragment: { fragment in
                guard let taken, let key = syntax.fragmentKey(fragment) else { return }
                let record = Int(key)
                taken.appendTags(of: record, movedBy: range(fragment).start - Int(taken.records[record].start),
                                 to: &all)
            })
        }
        if keepsFragments { fileTags = all }
        guard parse.tagCount > 1 else { return }
        func duplicate(_ range: SourceRange, first: SourceRange) {
            let name = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
            report(.warning(SemaCode.duplicateTag, "the tag '#\(name)' is used twice", at: range)
                .withLabel("first used here", at: first))
        }
        if symbols.count == all.count {
            // By symbol: nothing to hash but integers.
            var seen: [Symbol: Int] = [:]
            seen.reserveCapacity(all.count)
            for (index, symbol) in symbols.enumerated() {
                if let first = seen[symbol] { duplicate(all[index], first: all[first]) } else { seen[symbol] = index }
            }
        } else {
            var seen: [ArraySlice<UInt8>: Int] = [:]
            seen.reserveCapacity(all.count)
            for (index, range) in all.enumerated() {
                let name = bytes[range.start..<range.end]
                if let first = seen[name] { duplicate(range, first: all[first]) } else { seen[name] = index }
            }
        }
    }

    // MARK: - Flattening

    /// The nested nodes as the engine's flat tree, children before parents, iteratively.
    /// A shared subtree is expanded at each use. The text environment flows down: each node's own
    /// settings over its ancestors' (the innermost wins); a text takes its own arguments first,
    /// then the environment; texts and shapes without a colour take the foreground colour.
    func flatten(_ root: ElementRef, declaredProposal: ProposedViewSize?) -> LoweredProgram? {
        // Read through a local: each read of the property would copy its arrays' references.
        let nodes = self.nodes
        var tree = LayoutTree()
        tree.textModel = options.textModel
        // The root's expanded count is exactly how many IR nodes there will be.
        let nodeCount = nodes.expandedCount(Int(root.index))
        tree.reserveCapacity(nodeCount)
        var origins = NodeOrigins()
        origins.records.reserveCapacity(nodeCount)
        origins.callChains = callChains
        // The tree's index of each of the checker's names, found once per name.
        let treeNames = nodes.names.map { tree.nameIndex(of: $0) }
        // The environments in effect, by index (0: none set). A node adds one only when it sets
        // something, so the walk carries an index, not a copy of the environment.
        var environments = [TextEnvironment()]
        // Depth first without recursion, one frame per open container: its node, its own
        // environment, and its next child. Leaves are added when met; a container once its
        // children are.
        struct Frame {
            var ref: ElementRef
            var environment: Int
            /// The environment around it (what a fragment is lowered in).
            var inherited: Int
            var nextChild: Int
            var endChild: Int
            /// Where its children's IDs start in `finished`.
            var finishedStart: Int
        }
        var frames: [Frame] = []
        // The IDs of finished nodes whose parent is not finished, in order: a node's children
        // are the IDs from its frame's `finishedStart` on.
        var finished: [LayoutNodeID] = []
        var pending: (ref: ElementRef, inherited: Int)? = (root, 0)
        // The fragments kept, by their checker's node.
        var keptByNode: [Int32: Int] = [:]
        for (index, record) in keptRecords.enumerated() where record.checked >= 0 { keptByNode[record.checked] = index }
        // The last tree, its origins, and its name indices as this one's (`LayoutTree.appendSubtree`).
        let previousTree = previousFragments?.program.tree ?? LayoutTree()
        let previousOrigins = previousFragments?.program.origins ?? NodeOrigins()
        var reusedNames: [Int32] = []
        while true {
            var index: Int
            var environmentIndex: Int
            var inheritedIndex: Int
            var start: Int
            if let (ref, inherited) = pending {
                pending = nil
                index = Int(ref.index)
                environmentIndex = inherited
                inheritedIndex = inherited
                if let set = nodes.extras(index)?.environment, !set.isEmpty {
                    environments.append(set.over(environments[inherited]))
                    environmentIndex = environments.count - 1
                }
                let children = nodes.children(index)
                if !children.isEmpty {
                    frames.append(Frame(ref: ref, environment: environmentIndex, inherited: inherited,
                                        nextChild: children.startIndex, endChild: children.endIndex,
                                        finishedStart: finished.count))
                    pending = (children[children.startIndex], environmentIndex)
                    frames[frames.count - 1].nextChild += 1
                    continue
                }
                start = finished.count
            } else {
                guard let top = frames.last else { break }
                if top.nextChild < top.endChild {
                    pending = (nodes.children(Int(top.ref.index))[top.nextChild], top.environment)
                    frames[frames.count - 1].nextChild += 1
                    continue
                }
                frames.removeLast()
                index = Int(top.ref.index)
                environmentIndex = top.environment
                inheritedIndex = top.inherited
                start = top.finishedStart
            }
            let id: LayoutNodeID
            if !reusedNodes.isEmpty, let reused = reusedNodes[Int32(truncatingIfNeeded: index)] {
                guard let copied = lowerReused(reused, environment: environments[inheritedIndex], from: previousTree,
                                               origins: previousOrigins, to: &tree, origins: &origins,
                                               names: &reusedNames) else { return nil }
                id = copied
            } else {
                id = addFlattened(index, of: nodes, childSlice: finished[start...], names: treeNames,
                                  environment: environmentIndex, in: environments, to: &tree, origins: &origins)
            }
            if !keptByNode.isEmpty, let kept = keptByNode[Int32(truncatingIfNeeded: index)] {
                if keptRecords[kept].noteLowered() {
                    keptRecords[kept].treeRoot = id.index
                    keptRecords[kept].treeCount = Int32(truncatingIfNeeded: nodes.expandedCount(index))
                    keptRecords[kept].environment = keptLog.environment(environments[inheritedIndex])
                }
            }
            if start < finished.count { finished.removeSubrange(start...) }
            finished.append(id)
        }
        var program = LoweredProgram(tree: tree, origins: origins, declaredProposal: declaredProposal)
        program.ignoredSafeAreaEdges = nodes.extras(Int(root.index))?.ignoredSafeAreaEdges ?? []
        program.reused = reusedTrees
        program.reusedText = reusedTexts
        program.textPlacement = reusedTrees.isEmpty ? nil : placement
        return program
    }

    /// Adds the node `index` of `nodes` to `tree` over its finished children, with its origin and
    /// its name (`treeNames`: the tree's index of each of the checker's names): as stored when it
    /// has no environment, colour or appearance; else with the environment in effect
    /// (`environments[environmentIndex]`) applied to a text, and the foreground colour to a text
    /// or shape without one.
    @inline(__always)
    private func addFlattened(_ index: Int, of nodes: CheckedNodes, childSlice children: ArraySlice<LayoutNodeID>,
                              names treeNames: [Int], environment environmentIndex: Int,
                              in environments: [TextEnvironment], to tree: inout LayoutTree,
                              origins: inout NodeOrigins) -> LayoutNodeID {
        let origin = Int32(truncatingIfNeeded: origins.records.count)
        let pendingOrigin = nodes.origin(index)
        origins.records.append(NodeOrigins.Record(range: pendingOrigin.range, extent: pendingOrigin.extent,
                                                  callChain: pendingOrigin.callChain))
        let name = treeNames[nodes.nameIndex(of: index)]
        let extras = nodes.extras(index)
        if extras == nil && !nodes.elements.isText(index) && !nodes.elements.isShape(index) {
            // Most elements go over as they are stored: no environment, colour or appearance.
            return tree.add(elementAt: index, of: nodes.elements, childSlice: children, nameIndex: name, origin: origin)
        }
        var element = nodes.element(index)
        var fill = extras?.fill
        var weight: Int?
        switch element {
        case var .text(spec):
            let environment = environments[environmentIndex]
            if extras?.ownTextSize == true {
                spec.scaling = extras?.ownTextScaling ?? .fixed
            } else if let size = environment.fontSize {
                spec.scaling = environment.fontScaling
                spec.size = CGFloat(size)
            } else {
                // No font anywhere: the body style, or the model's 16 pt.
                spec.scaling = options.textModel.defaultScaling
                spec.size = options.textModel.defaultSize
            }
            if extras?.ownLineLimit != true, let limit = environment.lineLimit { spec.lineLimit = limit }
            // A text's own size: is its own font, regular unless a weight modifier says otherwise.
            weight = extras?.ownTextSize == true ? environment.fontWeight : environment.resolvedWeight
            spec.weight = weight ?? 400
            spec.truncation = environment.truncation ?? .tail
            spec.minimumScaleFactor = CGFloat(min(max(environment.minimumScaleFactor ?? 1, 0), 1))
            spec.categoryRange = environment.dynamicTypeRange
            element = .text(spec)
            fill = fill ?? environment.foreground
        case .shape(.rect), .shape(.roundedRect), .shape(.capsule), .shape(.ellipse), .circle:
            if fill == nil { fill = environments[environmentIndex].foreground }
        default:
            break
        }
        let metadata = NodeMetadata(name: nodes.name(index), tag: extras?.tag, fill: fill, origin: origin,
                                    effects: extras?.effects ?? [], zIndex: extras?.zIndex ?? 0,
                                    cornerRadius: extras?.cornerRadius, fontWeight: weight)
        let added = tree.add(consume element, childSlice: children, name: metadata.name, origin: origin, tag: metadata.tag,
                             fill: metadata.fill, appearance: metadata.appearance)
        // A gesture written in another call than the element: at a use of its component.
        if let gesture = extras?.gesture, let chain = extras?.gestureChain, chain != pendingOrigin.callChain {
            origins.gestures[added.index] = NodeOrigins.Record(range: gesture, extent: gesture, callChain: chain)
        }
        return added
    }
}
