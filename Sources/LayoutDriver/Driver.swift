import Foundation
import LayoutDiagnostics
import LayoutEmit
import LayoutEngine
import LayoutLint
import LayoutSema
import LayoutSyntax

/// The `layoutc` command line. Exit status: 0 success (warnings allowed), 1 errors in the
/// input, 2 usage, I/O or internal error; 141 (as if killed by SIGPIPE) when the reader of
/// standard output went away. Payload on stdout, diagnostics on stderr.
public enum Driver {
    public static let version = "0.1.0"

    /// Status when standard output's reader closed the pipe: what a process killed by SIGPIPE
    /// reports, so `layoutc build big.layout | head` ends as quietly as `cat` would.
    public static let brokenPipeStatus: Int32 = 141

    /// Runs with the real process I/O; `registry`: the layouts written in Swift that files may
    /// use by name (`LayoutcKit`).
    public static func main(arguments: [String], registry: LayoutRegistry = LayoutRegistry()) -> Int32 {
        run(arguments: arguments, io: .process, registry: registry)
    }

    /// Runs with injected I/O (tests).
    public static func run(arguments: [String], io: DriverIO, registry: LayoutRegistry = LayoutRegistry()) -> Int32 {
        var session = Session(io: io, registry: registry)
        return session.run(arguments)
    }
}

/// One invocation.
struct Session {
    let io: DriverIO
    /// The layouts registered in Swift: every command's compilation knows them by name.
    let registry: LayoutRegistry
    let sources = SourceManager()
    let configurations = ConfigurationCache()
    var options = Options()
    /// The first failure to write standard output; later writes are skipped.
    var outputFailure: OutputError?
    /// `--timings`: the phases of the file being compiled (one clock per input).
    var clock: PhaseClock?

    init(io: DriverIO, registry: LayoutRegistry = LayoutRegistry()) {
        self.io = io
        self.registry = registry
    }

    mutating func run(_ arguments: [String]) -> Int32 {
        let status = dispatch(arguments)
        switch outputFailure {
        case nil: return status
        case .brokenPipe?: return Driver.brokenPipeStatus
        case let .failed(message)?:
            io.writeStandardError(FileFailure.standardOutput(reason: message).errorLine)
            return 2
        }
    }

    mutating func dispatch(_ arguments: [String]) -> Int32 {
        if arguments.isEmpty {
            io.writeStandardError(Help.usage)
            return 2
        }
        do {
            options = try Options.parse(arguments)
        } catch {
            return usageError(error)
        }
        if options.wantsHelp {
            let topic = options.command == .help
                ? options.helpTopic : options.commandGiven ? options.command.rawValue : nil
            output(Help.text(for: topic))
            return 0
        }
        switch options.command {
        case .version:
            output("layoutc \(Driver.version)\n")
            return 0
        case .explainCode:
            guard options.inputs.count == 1, let code = options.inputs.first else {
                return usageError(CLIError(options.inputs.isEmpty
                                               ? "explain-code needs a code, e.g. E2003"
                                               : "explain-code takes one code, found \(options.inputs.count)"))
            }
            return explainCode(code)
        case .help:
            if let topic = options.helpTopic, Self.looksLikeCode(topic) {
                guard options.inputs.isEmpty else {
                    return usageError(CLIError("'help' takes one code, found \(options.inputs.count + 1) arguments"))
                }
                return explainCode(topic)
            }
            if let topic = options.helpTopic, Command(rawValue: topic) == nil {
                let commands = Command.allCases.map(\.rawValue).joined(separator: ", ")
                return usageError(CLIError("no help for '\(topic)'", hint: "commands: " + commands))
            }
            if options.inputs.count > 0 {
                return usageError(CLIError("'help' takes one command, found \(options.inputs.count + 1) arguments"))
            }
            output(Help.text(for: options.helpTopic))
            return 0
        case .check: return check()
        case .lint: return lint()
        case .rule: return rule()
        case .build: return options.watch ? watch() : build(explain: false)
        case .preview: return preview()
        case .explain: return build(explain: true)
        case .fmt: return format()
        case .lsp: return languageServer()
        }
    }

    // MARK: - explain-code

    /// `E2003`, `w2001` (a letter and four digits), or a lint rule's `L003`.
    static func looksLikeCode(_ text: String) -> Bool {
        let characters = Array(text.uppercased())
        if characters.count == 4, characters[0] == "L" { return characters.dropFirst().allSatisfy(\.isNumber) }
        return characters.count == 5 && ["E", "W"].contains(characters[0])
            && characters.dropFirst().allSatisfy(\.isNumber)
    }

    /// Prints the catalogue's explanation of `code` (a lint rule's, for an L code); an unknown
    /// code is a usage error.
    mutating func explainCode(_ code: String) -> Int32 {
        if code.uppercased().hasPrefix("L"), let rule = LintRules.rule(named: code.uppercased()) {
            output(LintDocumentation.text(rule))
            return 0
        }
        guard let entry = DiagnosticCatalog.explanation(for: code) else {
            let known = DiagnosticCatalog.entries.map(\.code)
            let hint = Self.looksLikeCode(code)
                ? (Suggestion.closest(to: code.uppercased(), in: known)
                    .map { "did you mean '\($0)'? the codes are listed in docs/language.md" }
                    ?? "the codes are listed in docs/language.md")
                : "a code is a letter and four digits, such as E2003"
            return usageError(CLIError("no diagnostic code '\(code)'", hint: hint))
        }
        output(entry.text)
        return 0
    }

    // MARK: - Output

    /// Writes the payload to standard output, unless an earlier write failed.
    mutating func output(_ text: String) {
        guard outputFailure == nil, !text.isEmpty else { return }
        if case let .failure(error) = io.writeStandardOutput(text) { outputFailure = error }
    }

    /// `output` for UTF-8 bytes (what the emitters write).
    mutating func output(bytes: [UInt8]) {
        guard outputFailure == nil, !bytes.isEmpty else { return }
        let written = io.writeStandardOutputBytes?(bytes)
            ?? io.writeStandardOutput(String(decoding: bytes, as: UTF8.self))
        if case let .failure(error) = written { outputFailure = error }
    }

    // MARK: - Reporting

    func usageError(_ error: CLIError) -> Int32 {
        io.writeStandardError("layoutc: error: \(error.message)\n"
                                  + (error.hint.map { "layoutc: note: \($0)\n" } ?? ""))
        return 2
    }

    var useColor: Bool {
        options.color.colors(isTerminal: io.standardErrorIsTerminal, environment: io.environment)
    }

    func emitDiagnostics(_ diagnostics: [Diagnostic], format: DiagnosticFormat) {
        guard !diagnostics.isEmpty || format == .json else { return }
        let renderer = DiagnosticRenderer(sources: sources, format: format, color: useColor,
                                          errorLimit: options.errorLimit)
        io.writeStandardError(renderer.render(diagnostics))
    }

    /// Reads `path` (or stdin for `-`) into the source manager.
    func load(_ path: String) -> Result<SourceFile, CLIError> {
        guard let clock else { return loadUnmeasured(path) }
        return clock.measure("read") { loadUnmeasured(path) }
    }

    /// Runs `body` as the phase `name` of `--timings` (or just runs it).
    func phase<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        try Self.measure(clock, name, body)
    }

    /// `phase` for a body that changes the session (it cannot be passed `self` as well).
    static func measure<T>(_ clock: PhaseClock?, _ name: String, _ body: () throws -> T) rethrows -> T {
        guard let clock else { return try body() }
        return try clock.measure(name, body)
    }

    /// With `--timings`, starts a clock for `input`; `finishTimings` prints its table.
    mutating func startTimings() {
        clock = options.timings ? PhaseClock() : nil
    }

    func finishTimings(_ input: String) {
        guard let clock else { return }
        io.writeStandardError(clock.report(title: input == "-" ? "<stdin>" : "'\(input)'"))
    }

    /// Keeps `value` (a compilation's result) alive until the process exits, unless the I/O
    /// frees memory before exit (`DriverIO.freesMemoryBeforeExit`).
    func keepUntilExit(_ value: Any) {
        guard !io.freesMemoryBeforeExit else { return }
        KeptUntilExit.shared.keep(value)
    }

    func loadUnmeasured(_ path: String) -> Result<SourceFile, CLIError> {
        if path == "-" {
            return io.readStandardInput().map { sources.add(name: "<stdin>", bytes: $0) }
                .mapError { CLIError(.standardInput(reason: $0.message)) }
        }
        switch io.readFile(absolutePath(path)) {
        case let .success(bytes): return .success(sources.add(name: path, bytes: bytes))
        case let .failure(error): return .failure(CLIError(.cannotRead(path: path, reason: error.message)))
        }
    }

    func absolutePath(_ path: String) -> String {
        guard path.hasPrefix("/") else {
            return URL(fileURLWithPath: io.currentDirectory).appendingPathComponent(path).standardizedFileURL.path
        }
        // As a shell completes a folder (`/work/App/`), or as written (`/work/./App`): one spelling,
        // so that the files found under it are found to be under it.
        let spelledOtherwise = path.count > 1 && (path.hasSuffix("/") || path.hasSuffix("/.") || path.hasSuffix("/..")
            || path.contains("//") || path.contains("/./") || path.contains("/../"))
        return spelledOtherwise ? URL(fileURLWithPath: path).standardizedFileURL.path : path
    }

    /// Imports are read through the same I/O, and all of a compilation's files together are
    /// limited like one input: a chain of large imports cannot take more memory than one file.
    func compileOptions(defines: [(name: String, value: String)]) -> CompileOptions {
        let io = self.io
        let directory = io.currentDirectory
        let sources = self.sources
        return CompileOptions(defines: defines, registry: registry, loadFile: { path in
            let absolute = path.hasPrefix("/")
                ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardizedFileURL.path
            let loaded = sources.totalBytes
            return io.readFile(absolute).mapError { ImportError($0.message) }.flatMap { bytes in
                loaded + bytes.count > DriverIO.maxInputBytes
                    ? .failure(ImportError("the files of this layout together are larger than "
                                               + "\(DriverIO.maxInputBytes >> 20) MiB, the most layoutc reads"))
                    : .success(bytes)
            }
        }, maxNodes: options.maxElements, currentDirectory: directory, clock: clock)
    }
}

/// What `Session.keepUntilExit` keeps: the process's exit reclaims it all at once.
final class KeptUntilExit: @unchecked Sendable {
    static let shared = KeptUntilExit()
    private let lock = NSLock()
    private var values: [Any] = []

    func keep(_ value: Any) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}
