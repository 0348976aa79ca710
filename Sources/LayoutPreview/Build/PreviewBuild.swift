import Foundation
import LayoutAppModel
import LayoutDiagnostics
import LayoutEmit
import LayoutEngine
import LayoutLint
import LayoutProject
import LayoutSema
import LayoutSwiftReader

/// What `layoutc preview` shows: the file, how it is compiled, and which proposals by default.
public struct PreviewConfiguration: Sendable {
    /// The file as the user named it (used in diagnostics).
    public var path: String
    /// The directory relative paths are resolved against.
    public var directory: String
    /// The root proposals from the command line; empty: the file's `proposal(…)`, else nil×nil.
    public var proposals: [ProposedViewSize]
    /// `-D name=value` overrides.
    public var defines: [Define]
    /// The picture style the page starts with.
    public var style: SVGStyle
    /// The layouts registered in Swift that the file may use by name.
    public var registry: LayoutRegistry
    /// `--font`'s values (absolute font paths or `model`); empty: the project's `text.font`.
    public var fonts: [String] = []
    /// `--tracking`; nil: the project's (unless `fonts` names the font), else the font's default.
    public var tracking: TextTracking?
    /// `--view`: in a `.swift` file, the view or preview to show (nil: its first preview, else its
    /// first view).
    public var view: String?
    /// `--platform`: the platforms a `.swift` file's app is read for (nil: the project's
    /// `swift.platforms`, else what its projects and packages name).
    public var platforms: Set<AppModel.Platform>?

    /// The text model these settings name over the project's `text` section.
    public func textModel(project: TextSettings) -> Result<TextModel, FontError> {
        if fonts.isEmpty { return TextModels.load(project.fonts ?? [], tracking: tracking ?? project.tracking) }
        return TextModels.load(fonts, tracking: tracking)
    }

    /// One `-D name=value`.
    public struct Define: Sendable, Hashable {
        public var name: String
        public var value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(path: String, directory: String, proposals: [ProposedViewSize] = [], defines: [Define] = [],
                style: SVGStyle = .preview, registry: LayoutRegistry = LayoutRegistry()) {
        self.registry = registry
        self.path = path
        self.directory = directory
        self.proposals = proposals
        self.defines = defines
        self.style = style
    }

    /// `path` made absolute against `directory`.
    public func absolute(_ path: String) -> String {
        path.hasPrefix("/")
            ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardizedFileURL.path
    }
}

/// One compilation of the file and its imports, immutable once made (snapshots are shared
/// between the watcher and the connection threads).
public final class PreviewBuild: @unchecked Sendable {
    /// Increases by one per build.
    public let generation: Int
    /// What this build measures text with (and so what the page draws it in).
    public let textModel: TextModel
    /// The file's diagnostics, rendered as `layoutc check` prints them (no colour).
    public let diagnosticsText: String
    public let errorCount: Int
    public let warningCount: Int
    /// The lowered program; nil when the file has errors.
    public let program: LoweredProgram?
    let sources: SourceManager
    /// Every file read (the main file and its imports, also those that could not be read), with
    /// its stamp from just before it was read.
    public let watcher: FileWatcher
    public let fileName: String

    init(generation: Int, configuration: PreviewConfiguration) {
        self.generation = generation
        let sources = SourceManager()
        let stamps = StampRecorder()
        let mainPath = configuration.absolute(configuration.path)
        stamps.record(mainPath)
        var options = CompileOptions(defines: configuration.defines.map { ($0.name, $0.value) }, loadFile: { path in
            let absolute = configuration.absolute(path)
            stamps.record(absolute)
            return CompileOptions.readFile(absolute)
        })
        options.registry = configuration.registry
        let project = Self.projectConfiguration(configuration)
        var diagnostics: [Diagnostic] = []
        var fontProblem: String?
        switch configuration.textModel(project: project.text) {
        case let .success(model): options.textModel = model
        case let .failure(error): fontProblem = "layoutc: error: cannot use the font: \(error.description)\n"
        }
        textModel = options.textModel
        var program: LoweredProgram?
        switch CompileOptions.readFile(mainPath) {
        case .success where fontProblem != nil:
            diagnosticsText = fontProblem ?? ""
            errorCount = 1
            warningCount = 0
        case let .failure(error):
            diagnosticsText = FileFailure.cannotRead(path: configuration.path, reason: error.message).errorLine
            errorCount = 1
            warningCount = 0
        case let .success(bytes):
            // The front end resolves imports against the file's name, and a relative name against
            // the process's directory: keep the name as typed only when that is the same place.
            let sameDirectory = URL(fileURLWithPath: configuration.directory).standardizedFileURL.path
                == URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
            let file = sources.add(name: sameDirectory ? configuration.path : mainPath, bytes: bytes)
            let isSwift = SourceFile.isSwift(mainPath)
            var compiled: CompileResult?
            if isSwift {
                switch Self.compileSwift(file, path: mainPath, configuration: configuration, sources: sources,
                                         options: options, stamps: stamps) {
                case let .success(result): compiled = result
                case let .failure(problem): diagnostics = [problem.diagnostic]
                }
            } else {
                compiled = Compiler.compile(file, sources: sources, options: options)
            }
            if let compiled {
                diagnostics = compiled.diagnostics
                program = compiled.program
            }
            if program == nil, !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(.nothingToLayOut(file))
            }
            if let result = compiled, program != nil, !diagnostics.contains(where: { $0.severity == .error }) {
                // The lint findings too, at the project's settings with the preview's proposals first,
                // each with where it starts when the settings make a matrix (as the editor's hover).
                diagnostics = Self.lint(file, result, sources: sources, compile: options, settings: project.lint,
                                        configuration: configuration, isSwift: isSwift)
            }
            diagnosticsText = diagnostics.isEmpty
                ? "" : DiagnosticRenderer(sources: sources, format: .human, color: false).render(diagnostics)
            errorCount = diagnostics.filter { $0.severity == .error }.count
            warningCount = diagnostics.filter { $0.severity == .warning }.count
        }
        self.program = errorCount == 0 ? program : nil
        self.sources = sources
        watcher = FileWatcher(baseline: stamps.stamps)
        fileName = configuration.path
    }

    /// The check's diagnostics and the lint findings of a file that compiled.
    static func lint(_ file: SourceFile, _ result: CompileResult, sources: SourceManager, compile: CompileOptions,
                     settings: LintSettings, configuration: PreviewConfiguration, isSwift: Bool) -> [Diagnostic] {
        let options = settings.options(leading: configuration.proposals, compile: compile)
        if isSwift {
            let (comments, codeStarts) = SwiftReader.lineComments(of: file)
            return Linter.lint(swiftRoots: [result], file: file, comments: comments, codeStarts: codeStarts,
                               sources: sources, options: options).diagnostics
        }
        return Linter.lint(compiled: result, file: file, sources: sources, options: options).diagnostics
    }

    /// SwiftUI source (`docs/swiftui.md`): the root `--view` names (else the first preview, else
    /// the first view) read with the module it belongs to, as the app is built — each file read
    /// watched — and compiled; the error when the file has no such root.
    static func compileSwift(_ file: SourceFile, path: String, configuration: PreviewConfiguration,
                             sources: SourceManager, options: CompileOptions,
                             stamps: StampRecorder) -> Result<CompileResult, SwiftRootMissing> {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let reader = SwiftReader.module(of: file, path: absolute, files: WatchedFiles(stamps: stamps), sources: sources,
                                        platforms: { configuration.platforms ?? SwiftSettings.platforms(forFolder: $0) })
        guard let reading = reader.read(configuration.view, in: file) else {
            let roots = reader.viewNames(in: file)
            let message = configuration.view.map {
                "no view or preview named '\($0)' in this file" + (roots.isEmpty ? "" : "; it has \(roots.joined(separator: ", "))")
            } ?? "this file has no view to lay out: no #Preview, PreviewProvider or struct … : View"
            return .failure(SwiftRootMissing(diagnostic: Diagnostic(
                code: .nothingToLayOut, severity: .error, message: message, range: SourceRange(file: file.id, start: 0, end: 0))))
        }
        return .success(SwiftCompilation.compile(reading, name: file.name + " (read as .layout)", sources: sources,
                                                 options: options).result)
    }

    /// The project's `.layoutc.json` for the file (its lint settings and text font); the defaults
    /// when there is none or it cannot be read.
    static func projectConfiguration(_ configuration: PreviewConfiguration) -> ProjectConfiguration {
        let directory = (configuration.absolute(configuration.path) as NSString).deletingLastPathComponent
        let exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
        guard let path = ProjectConfiguration.locate(from: directory, exists: exists),
              let bytes = FileManager.default.contents(atPath: path) else { return ProjectConfiguration() }
        return ProjectConfiguration.load(path: path, bytes: Array(bytes), sources: SourceManager()).configuration
    }

    /// Lays the program out for each proposal (with the negotiation traced when asked).
    func layouts(_ proposals: [ProposedViewSize], trace: Bool = false) throws(HTTPError) -> EmitInput {
        guard let program else {
            throw HTTPError(.serviceUnavailable,
                            "the file has errors and has never built; fix them and the picture appears")
        }
        var results: [LayoutResult] = []
        for proposal in proposals {
            do {
                results.append(try LayoutEvaluator(tree: program.tree, options: LayoutOptions(trace: trace))
                    .layout(proposal: proposal))
            } catch {
                throw HTTPError(.serviceUnavailable, "cannot lay out the file: \(error.description)")
            }
        }
        let sources = self.sources
        let locations = LocationCache()
        return EmitInput(fileName: fileName, tree: program.tree, layouts: results) { node in
            guard let range = Self.range(of: node, in: program) else { return nil }
            let location = locations.location(in: sources[range.file], of: range.start)
            return (location.line, location.column)
        }
    }

    /// Where a node's element is written: the file, its 1-based line and column, and that line.
    func source(of node: LayoutNodeID) -> (file: String, line: Int, column: Int, text: String)? {
        guard let program, let range = Self.range(of: node, in: program),
              let file = sources.file(range.file) else { return nil }
        let location = file.location(of: range.start)
        return (file.name, location.line, location.column, file.lineText(file.lineIndex(of: range.start)))
    }

    /// The component calls that produced a node, outermost first, as file:line:column.
    func calls(of node: LayoutNodeID) -> [String] {
        guard let program, Int(node.index) < program.tree.count,
              let origin = program.origin(of: node) else { return [] }
        return origin.callChain.compactMap { range in
            guard let file = sources.file(range.file) else { return nil }
            return "\(file.name):\(file.location(of: range.start))"
        }
    }

    static func range(of node: LayoutNodeID, in program: LoweredProgram) -> SourceRange? {
        guard Int(node.index) < program.tree.count else { return nil }
        return program.origin(of: node)?.range
    }
}

/// A `.swift` file without the root asked for (or without any).
struct SwiftRootMissing: Error {
    var diagnostic: Diagnostic
}

/// Collects the stamps of the files a compilation reads, each taken just before the read, so a
/// save that lands during the build is seen as a change afterwards.
/// The files the app model reads, from the disk, each recorded to be watched.
struct WatchedFiles: WorkspaceFiles, @unchecked Sendable {
    let stamps: StampRecorder

    func names(inFolder path: String) -> [String]? { DiskFiles().names(inFolder: path) }

    func read(_ path: String) -> [UInt8]? {
        stamps.record(path)
        guard case let .success(bytes) = CompileOptions.readFile(path) else { return nil }
        return bytes
    }
}

final class StampRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var stamps: [String: FileStamp] = [:]

    func record(_ path: String) {
        let stamp = FileStamp.of(path)
        lock.lock()
        if stamps[path] == nil { stamps[path] = stamp }
        lock.unlock()
    }
}
