import Foundation
import LayoutAppLint
import LayoutAppModel
import LayoutDiagnostics
import LayoutEngine
import LayoutLint
import LayoutProject
import LayoutSema
import LayoutSwiftReader
import LayoutSyntax

/// Everything the server knows about one version of one document: the compilation (parse,
/// check, lowering) with its imports read through the source provider, and — computed on first use —
/// the layout at the hover proposal, the element index and the symbol index. Immutable once
/// made; a new version makes a new analysis.
public final class DocumentAnalysis {
    public let uri: String
    public let version: Int
    public let path: String
    public let sources: SourceManager
    public let file: SourceFile
    public let result: CompileResult
    /// Every file the compilation read (canonical path) and the stamp it had then.
    public let dependencies: [String: String]
    /// The proposal hover and inlay hints lay the file out at.
    public let proposal: ProposedViewSize
    /// The lint settings of the document's project (`.layoutc.json`), read with the document.
    public let lintSettings: LintSettings
    /// What its text is measured with (`.layoutc.json`'s `text.font`, else the built-in font).
    public let textModel: TextModel
    /// The layouts registered in Swift that the document may use by name.
    public let registry: LayoutRegistry
    /// Whether the document is SwiftUI source (`docs/swiftui.md`): its first preview (else its
    /// first view) read with the `.swift` files of its folder; the result's ranges are in the Swift.
    public let isSwift: Bool
    /// Where its imports were read from (again for `names`).
    let workspace: SourceProvider
    /// SwiftUI source's other roots (its other previews, or its other views nothing in the file
    /// uses), compiled for lint only when the document is in no module of an app (`swiftPlan`).
    let otherSwiftRoots: [CompileResult]
    /// What `lint` lays out of the document's app that shows its views (`AppViews.roots(reaching:)`):
    /// the editor shows the findings `layoutc lint` gives the file, at the places the app uses
    /// its views and on `lint`'s matrix; nil for a document in no module of an app.
    let swiftPlan: AppLintPlan?
    /// The app the SwiftUI document was read with: what the next analysis of the document takes
    /// of it (`WorkspaceSources.Carried`), reading into the same source manager.
    let app: WorkspaceSources?

    /// Analyses version `version` of the document at `path` (named `uri` by the client), whose
    /// text is `bytes`, reading its imports and project settings from `workspace`. `textModel`,
    /// when given (the editor's setting), wins over the project's `text.font`.
    public init(uri: String, version: Int, path: String, bytes: [UInt8], workspace: SourceProvider,
                fallbackProposal: ProposedViewSize, textModel: TextModel? = nil,
                registry: LayoutRegistry = LayoutRegistry(), previous: DocumentAnalysis? = nil) {
        self.uri = uri
        self.version = version
        self.path = path
        self.registry = registry
        self.workspace = workspace
        isSwift = SourceFile.isSwift(path)
        // A SwiftUI document's next version is read into the last one's sources, whose files and
        // modules it takes where they did not change; a fresh start now and then bounds the memory
        // (each version adds the document and the roots it compiles).
        let carrying = previous.flatMap { previous -> WorkspaceSources? in
            guard previous.path == path, let app = previous.app, previous.sources.files.count < Self.maxCarriedFiles,
                  previous.sources.totalBytes < Self.maxCarriedBytes else { return nil }
            return app
        }
        sources = carrying?.sources ?? SourceManager()
        file = sources.add(name: path, bytes: bytes)
        var read: [String: String] = [:]
        var options = CompileOptions(loadFile: { path in
            let canonical = SourcePath.canonical(path)
            read[canonical] = workspace.stamp(of: canonical)
            return Self.load(canonical, from: workspace)
        })
        // A `.layout` document's names are resolved when a request needs them (`names`), not
        // on every edit; SwiftUI source's come with its reading.
        options.recordsNames = isSwift
        options.registry = registry
        // What the last analysis checked and the edit left alone is taken from it, when the
        // files it read are as they were (`CheckedFragments`).
        options.keepsFragments = !isSwift
        if options.keepsFragments, let previous, previous.path == path,
           previous.dependencies.allSatisfy({ workspace.stamp(of: $0.key) == $0.value }) {
            options.reusing = previous.result.fragments
        }
        let directory = (path as NSString).deletingLastPathComponent
        var configuration = ProjectConfiguration()
        if let configurationPath = ProjectConfiguration.locate(from: directory,
                                                               exists: { workspace.contents(of: $0) != nil }),
           let bytes = workspace.contents(of: configurationPath) {
            configuration = ProjectConfiguration.load(path: configurationPath, bytes: bytes, sources: SourceManager())
                .configuration
        }
        lintSettings = configuration.lint
        // A font that cannot be read is reported with the configuration; the built-in one stands in.
        options.textModel = textModel ?? (try? configuration.textModel.get()) ?? .standard
        self.textModel = options.textModel
        if isSwift {
            var lintOptions = configuration.lint.options(compile: CompileOptions())
            lintOptions.compile.textModel = options.textModel
            (result, otherSwiftRoots, swiftPlan, app) = Self.compileSwift(file, path: path, workspace: workspace,
                                                                          sources: sources, options: options,
                                                                          lintOptions: lintOptions,
                                                                          carrying: carrying?.carry(), read: &read)
        } else {
            result = Compiler.compile(file, sources: sources, options: options)
            otherSwiftRoots = []
            swiftPlan = nil
            app = nil
        }
        dependencies = read
        // The texts an edit left alone are not shaped again.
        if let program = result.program, let earlier = previous?.result.program?.tree {
            program.tree.reuseTextShapes(of: earlier, subtrees: program.reused)
        }
        if options.reusing != nil { previousLint = previous?.linted }
        proposal = ProposalPolicy.editor(declared: result.program?.declaredProposal, setting: fallbackProposal)
    }

    /// The file an import names (its canonical path), as the workspace has it.
    static func load(_ canonical: String, from workspace: SourceProvider) -> Result<[UInt8], ImportError> {
        guard let bytes = workspace.contents(of: canonical) else {
            return .failure(ImportError(FileManager.default.fileExists(atPath: canonical)
                                            ? "it is a directory or cannot be read" : "no such file or directory"))
        }
        return .success(bytes)
    }

    /// SwiftUI source: the file's first root read with the module it belongs to, as the app is
    /// built (`SwiftReader.module`; the files' text from the workspace: an open document's unsaved
    /// text wins), for hover; the lint plan of the app's roots that show its views (`swiftPlan`),
    /// or — for a file in no module — its other roots (without the reader's notes, which are the
    /// first's to show). Each file read is recorded in `read`. A file without a view has nothing
    /// to lay out, and says so.
    static func compileSwift(_ file: SourceFile, path: String, workspace: SourceProvider, sources: SourceManager,
                             options: CompileOptions, lintOptions: LintOptions, carrying: WorkspaceSources.Carried?,
                             read: inout [String: String])
        -> (first: CompileResult, others: [CompileResult], plan: AppLintPlan?, app: WorkspaceSources) {
        let canonical = SourcePath.canonical(path)
        let model = AppModels.shared.model(for: canonical, workspace: workspace)
        let files = WorkspaceReads(workspace, recordsDisk: false)
        let app = WorkspaceSources(model: model, files: files, sources: sources, carrying: carrying)
        app.use(file, for: canonical)
        let moduleReader = SwiftReader.module(of: canonical, in: app)
        let reader = moduleReader ?? SwiftReader(files: [file])
        // The app's roots that show the file's views, read as `lint` reads them: in its module and
        // the modules that use it (the first `maxUsingModules` of them; only their code can show
        // its views).
        let plan = moduleReader.flatMap { _ -> AppLintPlan? in
            let own = model.modules(containing: canonical)
            let views = AppViews.read(app, modules: Set(own + model.dependents(of: own).prefix(maxUsingModules)))
            return AppLintPlan.make(views.roots(reaching: canonical, limit: maxOtherRoots), views: views, workspace: app,
                                    sources: sources, options: { _ in lintOptions })
        }
        defer { read.merge(files.stamps) { first, _ in first } }
        guard let reading = reader.read(nil, in: file) else {
            return (CompileResult(diagnostics: [Diagnostic(
                code: .nothingToLayOut, severity: .note,
                message: "no view to lay out here: " + reader.whyNothingToLayOut(in: file),
                range: SourceRange(file: file.id, start: 0, end: 0))], program: nil, syntax: Parser.parse(file)), [], plan, app)
        }
        let first = SwiftCompilation.compile(reading, name: path + " (read as .layout)", sources: sources,
                                             options: options).result
        guard plan == nil else { return (first, [], plan, app) }
        let others = reader.roots(in: file).filter { $0 != reading.rootName }.prefix(maxOtherRoots).compactMap { name in
            reader.read(name, in: file).map { other -> CompileResult in
                var compiled = SwiftCompilation.compile(other, name: path + " (\(name), read as .layout)", sources: sources,
                                                        options: options).result
                compiled.diagnostics.removeAll { $0.severity == .note && SwiftNotes.isReaderNote($0) }
                return compiled
            }
        }
        return (first, Array(others), nil, app)
    }

    /// Past this many files, or bytes, in its sources, the next analysis of a SwiftUI document
    /// starts again with sources of its own.
    static let maxCarriedFiles = 4_096
    static let maxCarriedBytes = 64 << 20

    /// The most modules using the document's module whose views the editor reads to find where
    /// the document's views are shown (a design system's module is used by every feature's).
    static let maxUsingModules = 3

    /// The most roots of one file the editor lints besides its first; of an app, the most roots
    /// elsewhere that show the file's views.
    static let maxOtherRoots = 15

    /// The check's diagnostics and the lint findings, at the hover proposal and the project's
    /// lint settings (its proposals, devices, Dynamic Type sizes and text scales too).
    /// Without where each finding starts (a search the editor asks for on hover only).
    public var lint: LintResult {
        if let linted { return linted }
        var options = lintSettings.options(leading: [proposal])
        options.compile.textModel = textModel
        options.breakpoints = .none
        options.keepsInspections = !isSwift
        let made = lint(options, previous: result.program?.reused.isEmpty == false ? previousLint : nil)
        previousLint = nil
        linted = made
        return made
    }

    /// The lint of the analysis this one's compilation took from, until this one's lint is made.
    private var previousLint: LintResult?

    /// The lint findings at `offset` with where each starts (laid out again: what hover shows).
    public func lintWithBreakpoints(at offset: Int) -> LintResult {
        if let swiftPlan { return appLint(swiftPlan, breakpoints: .at(offset: offset)) }
        var options = lintSettings.options(leading: [proposal])
        options.compile.textModel = textModel
        options.breakpoints = .at(offset: offset)
        return lint(options)
    }

    func lint(_ options: LintOptions, previous: LintResult? = nil) -> LintResult {
        guard isSwift else {
            return Linter.lint(compiled: result, file: file, sources: sources, options: options, previous: previous)
        }
        if let swiftPlan { return appLint(swiftPlan, breakpoints: options.breakpoints) }
        let (comments, codeStarts) = SwiftReader.lineComments(of: file)
        return Linter.lint(swiftRoots: [result] + otherSwiftRoots, file: file, comments: comments, codeStarts: codeStarts,
                           sources: sources, options: options)
    }

    /// The findings `lint` gives the document in its app (`swiftPlan`, stand-ins shown as infos, as
    /// the editor shows them), after the checker's diagnostics and the reader's notes of the root
    /// hover lays out; where each finding starts searched in `breakpoints` (on hover only).
    func appLint(_ plan: AppLintPlan, breakpoints: BreakpointScope) -> LintResult {
        let app = plan.lint(sources: sources, showsStandIns: true, breakpoints: breakpoints).first { $0.file.id == file.id }
        var seen = Set<String>()
        let own = result.diagnostics.map { LintDiagnostic($0, rule: nil) }
        let findings = (own + (app?.findings ?? [])).filter { seen.insert(LintDiagnostic.sameFindingKey($0.diagnostic)).inserted }
        return LintResult(joining: findings, in: file, compiled: result.program != nil && app?.compiled != false,
                          configurations: app?.configurations ?? [])
    }

    /// The lint findings when they were worked out already (for the diagnostics); hover shows
    /// them then, and never waits for them.
    public private(set) var linted: LintResult?

    /// The layout at `proposal`; `nil` when the file has errors or cannot be laid out. The
    /// lint's when it laid the file out there (the diagnostics come first, so an editor's hover
    /// after an edit costs no second pass).
    public private(set) lazy var layout: LayoutResult? = {
        guard let program = result.program else { return nil }
        if let asWritten = linted?.layoutAsWritten, asWritten.proposal == proposal {
            return asWritten.result
        }
        return try? LayoutEvaluator(tree: program.tree).layout(proposal: proposal)
    }()

    /// The main file's parse, whole: the compiler's, unless it took element children whole from
    /// the last analysis's (`ParseResult.skippedElements`), then the file parsed again for tools.
    public private(set) lazy var syntax: ParseResult =
        result.syntax.skippedElements == 0 ? result.syntax : resolved.syntax

    /// The parse of each `.layout` file of the compilation (the main file's is the compiler's).
    /// A SwiftUI document's module is not: its files are Swift, and the names in its laid-out
    /// roots are the reader's. The files before the document's are an earlier analysis's (a SwiftUI
    /// document's sources are its last version's).
    public private(set) lazy var parses: [SourceFileID: ParseResult] = {
        var parses = [file.id: syntax]
        for other in sources.files where other.id.rawValue > file.id.rawValue && !other.name.hasPrefix("<")
            && !SourceFile.isSwift(other.name) {
            parses[other.id] = Parser.parse(other)
        }
        return parses
    }()

    /// What every name of the document and its imports refers to: the checker's, resolved from
    /// the syntax alone (`CompileOptions.resolvesNamesOnly`) the first time it is asked for — its
    /// files are read in the same order as the analysis read them, so they have the same IDs.
    public private(set) lazy var names: NameResolutions = isSwift ? result.names : resolved.names

    /// The names of the document, resolved from its syntax parsed whole, with that parse.
    private lazy var resolved: (names: NameResolutions, syntax: ParseResult) = {
        let sources = SourceManager()
        let main = sources.add(name: path, bytes: file.bytes)
        var options = CompileOptions(loadFile: { [workspace] path in
            Self.load(SourcePath.canonical(path), from: workspace)
        })
        options.resolvesNamesOnly = true
        options.registry = registry
        let compiled = Compiler.compile(main, sources: sources, options: options)
        return (compiled.names, compiled.syntax)
    }()

    /// Names, their definitions and uses, across the main file and its imports: the checker's.
    public private(set) lazy var symbols = SymbolIndex(names: names, parses: parses)

    /// IR nodes by the start of their origin in the main file, and by the component calls
    /// (in the main file) that produced them.
    public private(set) lazy var elements: ElementIndex = ElementIndex(program: result.program, file: file.id)
}

/// Which lowered elements come from which source.
public struct ElementIndex {
    public var byOrigin: [Int: [LayoutNodeID]] = [:]
    public var byCall: [Int: [LayoutNodeID]] = [:]

    init(program: LoweredProgram?, file: SourceFileID) {
        guard let program else { return }
        for index in 0..<program.tree.count {
            let originIndex = Int(program.tree.origin(of: LayoutNodeID(index)))
            guard originIndex >= 0, originIndex < program.origins.count else { continue }
            let origin = program.origins[originIndex]
            if origin.range.file == file { byOrigin[origin.range.start, default: []].append(LayoutNodeID(index)) }
            for call in origin.callChain where call.file == file {
                byCall[call.start, default: []].append(LayoutNodeID(index))
            }
        }
    }
}

/// The files the app model reads, through the editor's workspace (an open document's unsaved
/// text wins; folders are listed on the disk), each file's stamp recorded so that a change to any
/// of them makes the analysis stale, and the state on the disk of each folder listed and each
/// file read from it, so that a model can be checked against the disk without reading it again.
final class WorkspaceReads: WorkspaceFiles, @unchecked Sendable {
    private let workspace: SourceProvider
    private let lock = NSLock()
    private(set) var stamps: [String: String] = [:]
    private(set) var disk: [String: FileState?] = [:]

    /// Whether the state of each file read from the disk is recorded (`disk`: what a model checks
    /// when it is reused; an analysis needs only the stamps, and a `stat` per file and keystroke
    /// was a good part of its reading of unchanged modules).
    private let recordsDisk: Bool

    init(_ workspace: SourceProvider, recordsDisk: Bool = true) {
        self.workspace = workspace
        self.recordsDisk = recordsDisk
    }

    func names(inFolder path: String) -> [String]? {
        if recordsDisk {
            let state = FileState.of(path)
            lock.lock()
            disk[path] = state
            lock.unlock()
        }
        return DiskFiles().names(inFolder: path)
    }

    /// Whether a file is at `path` (an open document, or on the disk).
    func exists(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let stamp = workspace.stamp(of: path)
        stamps[path] = stamp
        guard stamp.hasPrefix("disk:") else { return true }
        let state = FileState.of(path)
        disk[path] = state
        return state != nil
    }

    func read(_ path: String) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        let stamp = workspace.stamp(of: path)
        stamps[path] = stamp
        if recordsDisk, stamp.hasPrefix("disk:") { disk[path] = FileState.of(path) }
        return workspace.contents(of: path)
    }
}

/// The app models the language server has read, by document: typing in a view reads its module
/// again on every keystroke, but the app's projects and folders rarely change. A model is used
/// again while every file it read has the stamp it had (an open document's version) and, once it
/// is older than `lifetime`, while every folder it listed and every file it read from the disk has
/// the state it had then (a file added to a folder changes the folder's): checking them costs a
/// `stat` each, reading the model again tens of milliseconds in a large app. A state changed
/// within `settle` seconds of the reading is not trusted; such a model is read again after
/// `lifetime`.
final class AppModels: @unchecked Sendable {
    static let shared = AppModels()
    let lifetime: TimeInterval
    let settle: TimeInterval

    init(lifetime: TimeInterval = 2, settle: TimeInterval = 2) {
        self.lifetime = lifetime
        self.settle = settle
    }

    private struct Entry {
        var model: AppModel
        var stamps: [String: String]
        var disk: [String: FileState?]
        var read: Date
        /// Whether every state in `disk` had settled when it was taken.
        var settled: Bool
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The model of the editor's folder that holds `path` (its innermost), as `layoutc lint FOLDER`
    /// reads it — a local package's view is then seen where the app beside it uses it, a file no
    /// project holds with the folder's other files; without such a folder, of the file alone (its
    /// project or package, found by walking up, else its folder).
    func model(for path: String, workspace: SourceProvider) -> AppModel {
        let given = workspace.workspaceFolders.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? path
        lock.lock()
        let known = entries[given]
        lock.unlock()
        if let known, known.stamps.allSatisfy({ workspace.stamp(of: $0.key) == $0.value }) {
            if Date().timeIntervalSince(known.read) < lifetime { return known.model }
            if known.settled, known.disk.allSatisfy({ FileState.of($0.key) == $0.value }) {
                lock.lock()
                entries[given]?.read = Date()
                lock.unlock()
                return known.model
            }
        }
        let started = Date()
        let files = WorkspaceReads(workspace)
        // A `.layoutc.json`'s `swift.platforms` overrides what the units build for, as in `lint`.
        // The file too when it is not on the disk yet (an editor's new file): the folder's scan
        // cannot find it.
        let onDisk = given == path || FileManager.default.fileExists(atPath: path)
        let model = AppModel.read(onDisk ? [given] : [given, path], files: files)
            .overridingPlatforms { SwiftSettings.platforms(forFolder: $0, exists: files.exists, read: files.read) }
        lock.lock()
        if entries.count > 256 { entries.removeAll() }
        let settled = files.disk.values.allSatisfy { $0?.isSettled(at: started, settle: settle) ?? true }
        entries[given] = Entry(model: model, stamps: files.stamps, disk: files.disk, read: started, settled: settled)
        lock.unlock()
        return model
    }
}
