import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Why an import could not be read.
public struct ImportError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// Options for one compilation.
public struct CompileOptions {
    /// `-D name=value` overrides of top-level `let`s, in command-line order.
    public var defines: [(name: String, value: String)]
    /// Custom layouts written in Swift, looked up after the built-ins.
    public var registry: LayoutRegistry
    /// Reads an import by absolute path.
    public var loadFile: (String) -> Result<[UInt8], ImportError>
    /// The most IR nodes a file may expand to (components and `repeat` multiply).
    public var maxNodes: Int
    /// The directory relative file names are relative to (the process's by default): imports
    /// are resolved against the importing file's directory within it.
    public var currentDirectory: String?
    /// Times the phases (lex, parse, check, lower) for `--timings`; nil: not measured.
    public var clock: PhaseClock?
    /// Whether a file without errors is lowered to the IR. Lowering reports nothing, so `check`,
    /// which only wants the diagnostics, skips it (a third of its time and memory on big files).
    public var lowers = true
    /// Whether the result keeps the syntax tree (tools read it: `--emit ast`, lint, the language
    /// server). `build` has no use for it after checking: without, it is freed before lowering,
    /// so the tree and the engine's tree are never held together.
    public var keepsSyntaxTree = true
    /// Whether the result's parse keeps every token (lint reads the comments between them, the
    /// language server and `--emit tokens` the tokens). `check` and `build` have no use for
    /// them: without, the parser keeps a small window, and the result's `tokens` is empty.
    public var keepsTokens = true
    /// Whether the result records what every name resolves to (`CompileResult.names`): the
    /// language server's definitions, references, renames and highlights.
    public var recordsNames = false
    /// Whether the file is only read for its names: imports loaded, names resolved (as
    /// `recordsNames`), nothing evaluated and no diagnostics beyond the parser's and the imports'.
    /// What a workspace-wide search for references needs of every file.
    public var resolvesNamesOnly = false
    /// What text is measured with (`--font`): the built-in font unless the user says otherwise.
    public var textModel: TextModel = .standard
    /// The most distinct errors the checker reports before it stops (what a person reads); the
    /// Swift reader, which drops every refused construct and compiles again, takes them all.
    public var maxCheckErrors = 1000
    /// Whether the result keeps what the next compilation of the same file, after an edit, can
    /// take instead of checking and lowering it again (`CompileResult.fragments`): the language
    /// server's incremental analysis.
    public var keepsFragments = false
    /// The last compilation's fragments (`CompileResult.fragments` of the same file's last
    /// compilation): the elements whose text the edit left alone are taken from it.
    public var reusing: CheckedFragments?

    public init(
        defines: [(name: String, value: String)] = [], registry: LayoutRegistry = LayoutRegistry(),
        loadFile: @escaping (String) -> Result<[UInt8], ImportError> = CompileOptions.readFile,
        maxNodes: Int = 5_000_000, currentDirectory: String? = nil, clock: PhaseClock? = nil
    ) {
        self.clock = clock
        self.defines = defines
        self.registry = registry
        self.loadFile = loadFile
        self.maxNodes = maxNodes
        self.currentDirectory = currentDirectory
    }

    /// Reads a file from disk, with a message fit for a diagnostic.
    public static func readFile(_ path: String) -> Result<[UInt8], ImportError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ImportError("no such file or directory"))
        }
        if isDirectory.boolValue { return .failure(ImportError("it is a directory")) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ImportError("permission denied"))
        }
        return .success([UInt8](data))
    }
}

/// Where an IR node came from: its source range and the component calls that produced it
/// (outermost first).
public struct NodeOrigin: Hashable, Sendable {
    /// The component calls that produced it, outermost first. (First: Swift lays fields out in
    /// the order written, and the two ranges after it pack into 32 bytes, not 40.)
    public var callChain: [SourceRange]
    /// The element's name (a modifier's name without the dot).
    public var range: SourceRange
    /// For a modifier, its whole text from the dot to its last bracket (what removing it
    /// removes); otherwise `range`.
    public var extent: SourceRange
    public init(range: SourceRange, callChain: [SourceRange], extent: SourceRange? = nil) {
        self.range = range
        self.callChain = callChain
        self.extent = extent ?? range
    }
}

/// A checked file lowered to the engine's IR.
public struct LoweredProgram {
    public var tree: LayoutTree
    /// Indexed by `NodeMetadata.origin`.
    public var origins: NodeOrigins
    /// The file's `proposal(…)`, if it declares one.
    public var declaredProposal: ProposedViewSize?
    /// The edges on which the root element ignores the safe area (`.ignoresSafeArea()`: all
    /// four): on a device it extends over the safe area there.
    public var ignoredSafeAreaEdges: Set<String> = []
    /// The subtrees copied from the last compilation's tree (`CompileOptions.reusing`): the
    /// elements the edit left alone, each the same nodes as there.
    public var reused: [ReusedSubtree] = []
    /// Where the text of each of `reused` was in the last compilation's file and how far it
    /// moved (in `reused`'s order), and the edit between the two texts: what moves a range of the
    /// last compilation to this one (`TextPlacement.map`).
    public var reusedText: [(inside: Range<Int>, moved: Int)] = []
    public var textPlacement: TextPlacement?

    /// The placement of the text of `reused[index]`.
    public func placement(ofReused index: Int) -> TextPlacement? {
        guard let base = textPlacement, index < reusedText.count else { return nil }
        return base.forFragment(reusedText[index].inside, movedBy: reusedText[index].moved)
    }

    /// Whether `a` and `b` came from the same chain of component calls (both without an origin
    /// counts as the same), comparing the chains' places before their ranges.
    public func hasSameCallChain(_ a: LayoutNodeID, as b: LayoutNodeID) -> Bool {
        func chain(_ node: LayoutNodeID) -> Int32? {
            guard node.index >= 0, Int(node.index) < tree.count else { return nil }
            let index = Int(tree.origin(of: node))
            return index >= 0 && index < origins.count ? origins.records[index].callChain : nil
        }
        let (first, second) = (chain(a), chain(b))
        if first == second { return true }
        guard let first, let second else { return false }
        return origins.callChains[Int(first)] == origins.callChains[Int(second)]
    }

    /// Where the `.onTapGesture()` of `node` is written when that is at a use of the component it
    /// is in (`Row().onTapGesture { … }`), not in the element's own code; nil otherwise.
    public func gestureOrigin(of node: LayoutNodeID) -> NodeOrigin? {
        guard let record = origins.gestures[node.index] else { return nil }
        return NodeOrigin(range: record.range, callChain: origins.callChains[Int(record.callChain)], extent: record.extent)
    }

    /// Where `node` came from, if the front end recorded it.
    public func origin(of node: LayoutNodeID) -> NodeOrigin? {
        guard node.index >= 0, Int(node.index) < tree.count else { return nil }
        let index = Int(tree.origin(of: node))
        return index >= 0 && index < origins.count ? origins[index] : nil
    }
}

/// Where each node of the IR came from, indexed by `NodeMetadata.origin`: its range, extent
/// and call chain, stored as plain numbers with the chains kept once each (a node's origin
/// counts no references until it is asked for as a `NodeOrigin`).
public struct NodeOrigins: RandomAccessCollection, Sendable {
    struct Record {
        var range: SourceRange
        var extent: SourceRange
        var callChain: Int32
    }

    var records: [Record] = []
    /// The call chains the records index, outermost call first; 0 is no call.
    var callChains: [[SourceRange]] = [[]]
    /// By node: its `.onTapGesture()`, where that is written at a use of the component the node
    /// is in (`LoweredProgram.gestureOrigin(of:)`). Few nodes have one.
    var gestures: [Int32: Record] = [:]

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> NodeOrigin {
        let record = records[position]
        return NodeOrigin(range: record.range, callChain: callChains[Int(record.callChain)], extent: record.extent)
    }

    /// The range of origin `position`, without its call chain.
    public func range(at position: Int) -> SourceRange { records[position].range }

    /// Every range moved by `transform`: what a front end that compiled generated text does to
    /// point them back into its own sources (the Swift reader).
    public func mapped(_ transform: (SourceRange) -> SourceRange) -> NodeOrigins {
        var copy = self
        copy.records = records.map { Record(range: transform($0.range), extent: transform($0.extent),
                                            callChain: $0.callChain) }
        copy.callChains = callChains.map { $0.map(transform) }
        copy.gestures = gestures.mapValues { Record(range: transform($0.range), extent: transform($0.extent),
                                                    callChain: $0.callChain) }
        return copy
    }
}

/// The outcome of compiling one file.
public struct CompileResult {
    /// Every diagnostic, syntax and semantic, in source order per file.
    public var diagnostics: [Diagnostic]
    /// `nil` when there are errors (or `CompileOptions.lowers` is false).
    public var program: LoweredProgram?
    /// The main file's parse (tokens and AST), for `--emit tokens|ast`.
    public var syntax: ParseResult
    /// The file has definitions and no root element: a library for `import`, valid but with
    /// nothing to lay out.
    public var isLibrary = false
    /// What every name of the file and its imports refers to; empty unless
    /// `CompileOptions.recordsNames` was set.
    public var names = NameResolutions()
    /// What the next compilation of the file after an edit can take from this one; nil unless
    /// `CompileOptions.keepsFragments` was set and the file compiled without errors.
    public var fragments: CheckedFragments?

    /// A result made elsewhere than the checker (a Swift file without a view to read).
    public init(diagnostics: [Diagnostic], program: LoweredProgram?, syntax: ParseResult, isLibrary: Bool = false,
                names: NameResolutions = NameResolutions()) {
        self.diagnostics = diagnostics
        self.program = program
        self.syntax = syntax
        self.isLibrary = isLibrary
        self.names = names
    }
}

/// The front end's entry points.
public enum Compiler {
    /// Parses, checks and lowers `file` (already in `sources`); imports are added to `sources`.
    public static func compile(_ file: SourceFile, sources: SourceManager,
                               options: CompileOptions = CompileOptions()) -> CompileResult {
        let interpreter = Interpreter(sources: sources, options: options)
        return interpreter.compile(file)
    }

    /// Whether `diagnostic` is a limit the whole layout's expansion stopped at (its elements,
    /// its steps: `CompileOptions.maxNodes`), not a fault of the construct it is located at.
    public static func isLimit(_ diagnostic: Diagnostic) -> Bool {
        SemaCode.limits.contains(diagnostic.code)
    }
}
