import Foundation
import LayoutDiagnostics
import LayoutEmit
import LayoutEngine
import LayoutSema
import LayoutSyntax

/// The `layoutc` command line. Exit status: 0 success (warnings allowed), 1 errors in the
/// input, 2 usage, I/O or internal error. Payload on stdout, diagnostics on stderr.
public enum Driver {
    public static let version = "0.1.0"

    /// Runs with the real process I/O.
    public static func main(arguments: [String]) -> Int32 {
        run(arguments: arguments, io: .process)
    }

    /// Runs with injected I/O (tests).
    public static func run(arguments: [String], io: DriverIO) -> Int32 {
        var session = Session(io: io)
        return session.run(arguments)
    }
}

/// One invocation.
struct Session {
    let io: DriverIO
    let sources = SourceManager()
    var options = Options()

    init(io: DriverIO) { self.io = io }

    mutating func run(_ arguments: [String]) -> Int32 {
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
            let topic = options.command == .help ? options.helpTopic : options.commandGiven ? options.command.rawValue : nil
            io.writeStandardOutput(Help.text(for: topic))
            return 0
        }
        switch options.command {
        case .version:
            io.writeStandardOutput("layoutc \(Driver.version)\n")
            return 0
        case .help:
            if let topic = options.helpTopic, Command(rawValue: topic) == nil {
                return usageError(CLIError("no help for '\(topic)'", hint: "commands: " + Command.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            io.writeStandardOutput(Help.text(for: options.helpTopic))
            return 0
        case .check: return check()
        case .build: return build(explain: false)
        case .explain: return build(explain: true)
        }
    }

    // MARK: - Reporting

    func usageError(_ error: CLIError) -> Int32 {
        io.writeStandardError("layoutc: error: \(error.message)\n" + (error.hint.map { "layoutc: note: \($0)\n" } ?? ""))
        return 2
    }

    var useColor: Bool {
        switch options.color {
        case "always": return true
        case "never": return false
        default: return io.standardErrorIsTerminal && (io.environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    func emitDiagnostics(_ diagnostics: [Diagnostic], format: DiagnosticFormat) {
        guard !diagnostics.isEmpty || format == .json else { return }
        io.writeStandardError(DiagnosticRenderer(sources: sources, format: format, color: useColor).render(diagnostics))
    }

    /// Reads `path` (or stdin for `-`) into the source manager.
    func load(_ path: String) -> Result<SourceFile, CLIError> {
        if path == "-" { return .success(sources.add(name: "<stdin>", bytes: io.readStandardInput())) }
        let absolute = absolutePath(path)
        switch io.readFile(absolute) {
        case let .success(bytes): return .success(sources.add(name: path, bytes: bytes))
        case let .failure(error): return .failure(CLIError("cannot read '\(path)': \(error.message) [E0001]"))
        }
    }

    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: io.currentDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    func compileOptions(defines: [(name: String, value: String)]) -> CompileOptions {
        let io = self.io
        let directory = io.currentDirectory
        return CompileOptions(defines: defines, loadFile: { path in
            let absolute = path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardizedFileURL.path
            return io.readFile(absolute).mapError { ImportError($0.message) }
        })
    }

    // MARK: - check

    mutating func check() -> Int32 {
        guard !options.inputs.isEmpty else {
            return usageError(CLIError("no input files", hint: "usage: layoutc check FILE… (or - for standard input)"))
        }
        if let format = options.format {
            guard let parsed = DiagnosticFormat(rawValue: format) else {
                return usageError(CLIError("unknown format '\(format)' for check", hint: "use human, concise or json"))
            }
            options.diagnosticsFormat = parsed
        }
        var all: [Diagnostic] = []
        var status: Int32 = 0
        for input in options.inputs {
            switch load(input) {
            case let .failure(error):
                io.writeStandardError("layoutc: error: \(error.message)\n")
                status = 2
            case let .success(file):
                let result = Compiler.compile(file, sources: sources, options: compileOptions(defines: options.defines))
                if options.dumpAST { io.writeStandardOutput(ASTDump.dump(result.syntax.file, file: file)) }
                all.append(contentsOf: result.diagnostics)
                if result.diagnostics.contains(where: { $0.severity == .error }) && status == 0 { status = 1 }
            }
        }
        emitDiagnostics(all, format: options.diagnosticsFormat)
        return status
    }

    // MARK: - build and explain

    mutating func build(explain: Bool) -> Int32 {
        guard options.inputs.count == 1, let input = options.inputs.first else {
            let usage = explain ? "layoutc explain FILE [--proposal WxH] [--tag NAME]" : "layoutc build FILE [--proposal WxH]… [--format text|json|svg] [-o FILE]"
            return usageError(CLIError(options.inputs.isEmpty ? "no input file" : "one input file at a time, found \(options.inputs.count)", hint: "usage: \(usage)"))
        }
        let format: String
        if let given = options.format {
            format = given
        } else if let output = options.output, let inferred = ["json", "svg", "txt"].first(where: { output.lowercased().hasSuffix("." + $0) }) {
            format = inferred == "txt" ? "text" : inferred
        } else {
            format = "text"
        }
        guard ["text", "json", "svg"].contains(format) else {
            return usageError(CLIError("unknown format '\(format)'", hint: "use text, json or svg"))
        }
        if let output = options.output, input != "-", absolutePath(output) == absolutePath(input) {
            return usageError(CLIError("refusing to write the output over the input file '\(input)'", hint: "choose another -o path"))
        }
        let file: SourceFile
        switch load(input) {
        case let .failure(error):
            io.writeStandardError("layoutc: error: \(error.message)\n")
            return 2
        case let .success(loaded): file = loaded
        }
        if options.emit == "tokens" {
            io.writeStandardOutput(Lexer.tokenize(file).map { token in
                "\(file.location(of: token.range.start)) \(token.kind.rawValue) \(file.text(in: token.range).debugDescription)"
            }.joined(separator: "\n") + "\n")
            return 0
        }
        let result = Compiler.compile(file, sources: sources, options: compileOptions(defines: options.defines))
        emitDiagnostics(result.diagnostics, format: options.diagnosticsFormat)
        if options.emit == "ast" {
            io.writeStandardOutput(ASTDump.dump(result.syntax.file, file: file))
            return result.diagnostics.contains { $0.severity == .error } ? 1 : 0
        }
        guard let program = result.program else { return 1 }
        let proposals = options.proposals.isEmpty ? [program.declaredProposal ?? .unspecified] : options.proposals
        var layouts: [LayoutResult] = []
        for proposal in proposals {
            do {
                layouts.append(try LayoutEvaluator(tree: program.tree, options: LayoutOptions(trace: explain)).layout(proposal: proposal))
            } catch {
                emitDiagnostics([.error("E3001", "cannot lay out the file: \(error.description)", at: nil)], format: options.diagnosticsFormat)
                return 1
            }
        }
        let sources = self.sources
        let emitInput = EmitInput(fileName: file.name, tree: program.tree, layouts: layouts) { node in
            let origin = Int(program.tree[node].metadata.origin)
            guard origin >= 0, origin < program.origins.count else { return nil }
            let range = program.origins[origin].range
            let location = sources[range.file].location(of: range.start)
            return (location.line, location.column)
        }
        let payload: String
        if options.emit == "ir" {
            payload = IRDumper.dump(emitInput)
        } else if explain {
            var focus: LayoutNodeID?
            if let tag = options.tag {
                focus = program.tree.metadata.firstIndex { $0.tag == tag }.map { LayoutNodeID($0) }
                guard focus != nil else {
                    let tags = program.tree.metadata.compactMap(\.tag)
                    return usageError(CLIError("no element is tagged '#\(tag)'",
                                               hint: Suggestion.closest(to: tag, in: tags).map { "did you mean '\($0)'?" } ?? (tags.isEmpty ? "the file has no tags" : "tags: " + tags.joined(separator: ", "))))
                }
            }
            payload = TraceEmitter.emit(emitInput, focus: focus)
        } else {
            switch format {
            case "json": payload = JSONEmitter.emit(emitInput)
            case "svg": payload = SVGEmitter.emit(emitInput)
            default: payload = TextEmitter.emit(emitInput)
            }
        }
        if let output = options.output {
            if case let .failure(error) = io.writeFile(absolutePath(output), Array(payload.utf8)) {
                io.writeStandardError("layoutc: error: cannot write '\(output)': \(error.message) [E0002]\n")
                return 2
            }
        } else {
            io.writeStandardOutput(payload)
        }
        return 0
    }
}
