import Foundation
import LayoutDiagnostics
import LayoutEmit
import LayoutEngine
import LayoutSema
import LayoutSyntax

extension Session {
    /// `layoutc build FILE` and `layoutc explain FILE`.
    mutating func build(explain: Bool) -> Int32 {
        let request: BuildRequest
        switch buildRequest(explain: explain) {
        case let .success(resolved): request = resolved
        case let .failure(error): return usageError(error)
        }
        let (input, target, format) = request
        startTimings()
        defer { finishTimings(input) }
        let file: SourceFile
        switch load(input) {
        case let .failure(error):
            io.writeStandardError("layoutc: error: \(error.message)\n")
            return 2
        case let .success(loaded): file = loaded
        }
        let clock = self.clock
        let isSwift = Self.isSwift(input)
        if let error = swiftInputError(isSwift: isSwift, format: format) { return usageError(error) }
        if options.emit == .tokens {
            let tokens = phase("lex") { Lexer.tokenize(file) }
            let out = phase("emit") { TokenDump.dumpBytes(tokens, file: file) }
            return Self.measure(clock, "write") { deliver(out, to: target) }
        }
        if format == .swiftui { return exportSwiftUI(file, input: input, to: target) }
        var compile = compileOptions(defines: options.defines)
        let directory = input == "-" ? io.currentDirectory : (absolutePath(input) as NSString).deletingLastPathComponent
        guard let textModel = textModel(for: directory) else { return 2 }
        compile.textModel = textModel
        compile.keepsTokens = false
        // Nothing reads the tree after checking but the AST dump.
        compile.keepsSyntaxTree = options.emit == .ast
        let result: CompileResult
        if isSwift {
            // No such --view: a usage error; a file without a view: nothing to build, an input error.
            let compiled: CompileResult
            switch compileSwift(file, path: input, options: compile) {
            case let .compiled(result): compiled = result
            case .noSuchView: return 2
            case let .nothingToLayOut(note):
                var error = note
                error.severity = .error
                emitDiagnostics([error], format: options.diagnosticsFormat)
                return 1
            }
            if options.emit == .layout {
                emitDiagnostics(compiled.diagnostics.filter { $0.severity == .note }, format: options.diagnosticsFormat)
                return 0
            }
            result = compiled
        } else {
            result = Compiler.compile(file, sources: sources, options: compile)
        }
        keepUntilExit(result)
        // All of a build's diagnostics are printed together: JSON diagnostics are one array.
        var diagnostics = result.diagnostics
        defer { emitDiagnostics(diagnostics, format: options.diagnosticsFormat) }
        if options.emit == .ast {
            let dump = phase("emit") { ASTDump.dump(result.syntax.file, file: file) }
            let status = Self.measure(clock, "write") { deliver(dump, to: target) }
            return status != 0 ? status : result.diagnostics.contains { $0.severity == .error } ? 1 : 0
        }
        guard var program = result.program else {
            if result.isLibrary, !result.diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(.nothingToLayOut(file))
            }
            return 1
        }
        if case let .file(path, display) = target, let imported = importedFile(at: path) {
            return usageError(CLIError("refusing to write the output over '\(display)': the layout imports it "
                                           + "('\(imported)')",
                                       hint: "choose another -o path"))
        }
        // `--dynamic-type`: the text sized as lint sizes it at that category (its findings' frames);
        // without it, text as written but for what `.dynamicTypeSize(…)` fixes.
        program.tree = program.tree.sizingText(for: options.dynamicTypes?.first, textScale: 1)
        let layouts: [LayoutResult]
        switch layOut(program, explain: explain) {
        case let .success(laidOut): layouts = laidOut
        case let .failure(error):
            diagnostics.append(.cannotLayOut(error, in: program))
            return 1
        }
        let emitInput = self.emitInput(file, program: program, layouts: layouts)
        var focus: LayoutNodeID?
        if explain, let tag = options.tag {
            switch node(tagged: tag, in: program) {
            case let .success(node): focus = node
            case let .failure(error): return usageError(error)
            }
        }
        return emitFrames(emitInput, format: format, to: target, explain: explain, focus: focus)
    }

    /// What `build` or `explain` was asked for: its one input, where the output goes and in which format.
    typealias BuildRequest = (input: String, target: OutputTarget, format: FrameFormat)

    /// The input, the output target and the format of `build` or `explain`; a usage error.
    func buildRequest(explain: Bool) -> Result<BuildRequest, CLIError> {
        guard options.inputs.count == 1, let input = options.inputs.first else {
            let usage = explain
                ? "layoutc explain FILE [--proposal WxH] [--tag NAME]"
                : "layoutc build FILE [--proposal WxH]… [--format text|json|svg] [-o FILE]"
            return .failure(CLIError(options.inputs.isEmpty
                                         ? "no input file" : "one input file at a time, found \(options.inputs.count)",
                                     hint: "usage: \(usage)"))
        }
        if let sizes = options.dynamicTypes, sizes.count > 1 {
            return .failure(CLIError("\(explain ? "explain" : "build") lays the file out at one Dynamic Type size, "
                                         + "found \(sizes.count)",
                                     hint: "lint lays it out at several: layoutc lint FILE --dynamic-type …"))
        }
        var target = OutputTarget.standardOutput
        if let output = options.output {
            switch OutputTarget.resolve(output, inputs: [input], io: io, absolute: absolutePath) {
            case let .success(resolved): target = resolved
            case let .failure(error): return .failure(error)
            }
        }
        let format: FrameFormat
        switch outputFormat() {
        case let .success(chosen): format = chosen
        case let .failure(error): return .failure(error)
        }
        if let error = pictureOptionsError(format: format) ?? swiftUIOptionsError(format: format) {
            return .failure(error)
        }
        return .success((input, target, format))
    }

    /// The program laid out at each proposal (`--proposal`, else the file's), traced for `explain`; the
    /// first failure.
    func layOut(_ program: LoweredProgram, explain: Bool) -> Result<[LayoutResult], LayoutError> {
        let proposals = ProposalPolicy.layout(declared: program.declaredProposal, given: options.proposals)
        var layouts: [LayoutResult] = []
        for proposal in proposals {
            let outcome = phase("layout") {
                Result { () throws(LayoutError) in
                    try LayoutEvaluator(tree: program.tree, options: LayoutOptions(trace: explain))
                        .layout(proposal: proposal)
                }
            }
            switch outcome {
            case let .success(layout):
                layouts.append(layout)
            case let .failure(error):
                return .failure(error)
            }
        }
        return .success(layouts)
    }

    /// What the emitters read: the layouts, and the line and column each node comes from.
    func emitInput(_ file: SourceFile, program: LoweredProgram, layouts: [LayoutResult]) -> EmitInput {
        let sources = self.sources
        let locations = LocationCache()
        // Asked once per node: the origin's range is read in place, and the cache looks the file
        // up only when it changes (nodes come in source order, mostly from one file).
        let origins = program.origins
        let tree = program.tree
        return EmitInput(fileName: file.name, tree: program.tree, layouts: layouts) { node in
            let index = Int(node.index)
            guard index >= 0, index < tree.count else { return nil }
            let origin = Int(tree.origin(of: node))
            guard origin >= 0, origin < origins.count else { return nil }
            let location = locations.location(of: origins.range(at: origin), in: sources)
            return (location.line, location.column)
        }
    }

    /// The element `explain --tag NAME` focuses on; an error naming the tags there are.
    func node(tagged tag: String, in program: LoweredProgram) -> Result<LayoutNodeID, CLIError> {
        guard let focus = program.tree.metadata.firstIndex(where: { $0.tag == tag }).map({ LayoutNodeID($0) }) else {
            let tags = program.tree.metadata.compactMap(\.tag)
            return .failure(CLIError("no element is tagged '#\(tag)'",
                                     hint: Suggestion.closest(to: tag, in: tags).map { "did you mean '\($0)'?" }
                                         ?? (tags.isEmpty
                                             ? "the file has no tags" : "tags: " + tags.joined(separator: ", "))))
        }
        return .success(focus)
    }

    /// Emits the frames in `format` (or the `--emit ir` dump, or `explain`'s trace of `focus`) and
    /// writes them to `target`; the exit status.
    mutating func emitFrames(_ emitInput: EmitInput, format: FrameFormat, to target: OutputTarget, explain: Bool,
                             focus: LayoutNodeID?) -> Int32 {
        let clock = self.clock
        // Frames as JSON or text are written out as they are emitted, a megabyte at a time: a
        // million elements' 140 MB of JSON are never in memory at once.
        if options.emit == nil, !explain, format.streams, let opened = openStream(to: target) {
            guard case let .success(stream) = opened else { return cannotWrite(target, opened) }
            phase("emit") {
                if format == .json {
                    JSONEmitter.emit(emitInput, chunk: Self.streamChunk, to: stream.write)
                } else {
                    TextEmitter.emit(emitInput, chunk: Self.streamChunk, to: stream.write)
                }
            }
            return Self.measure(clock, "write") { finish(stream) }
        }
        // Bytes: the other emitters write into one buffer, which goes to the target as it is.
        let payload: [UInt8] = phase("emit") {
            if options.emit == .ir { return Array(IRDumper.dump(emitInput).utf8) }
            if explain { return Array(TraceEmitter.emit(emitInput, focus: focus).utf8) }
            switch format {
            case .json: return JSONEmitter.emitBytes(emitInput)
            case .svg:
                let picture = SVGOptions(style: options.style ?? .preview, showModifiers: options.showModifiers)
                return Array(SVGEmitter.emit(emitInput, options: picture).utf8)
            case .text, .swiftui: return TextEmitter.emitBytes(emitInput)   // swiftui is exported before
            }
        }
        return Self.measure(clock, "write") { deliver(payload, to: target) }
    }

    /// The format: `--format`, else the `-o` file's extension, else text; a contradiction or an
    /// extension layoutc does not write is an error.
    func outputFormat() -> Result<FrameFormat, CLIError> {
        var fromExtension: FrameFormat?
        if let output = options.output, output != "-" {
            switch OutputTarget.format(ofPath: output) {
            case let .success(format): fromExtension = format
            case let .failure(error): if options.format == nil { return .failure(error) }
            }
        }
        guard let name = options.format else { return .success(fromExtension ?? .text) }
        guard let given = FrameFormat(rawValue: name) else {
            return .failure(CLIError("unknown format '\(name)'", hint: "use " + FrameFormat.names))
        }
        if let fromExtension, fromExtension != given, let output = options.output {
            return .failure(CLIError("--format \(name) contradicts the name '\(output)' (\(fromExtension.rawValue))",
                                     hint: "drop --format, or rename the output"))
        }
        if options.emit != nil || options.command == .explain, options.format != nil {
            return .failure(CLIError("--format does not apply to --emit \(options.emit?.rawValue ?? "")",
                                     hint: "--emit prints its own format"))
        }
        return .success(given)
    }

    /// The path of an imported source file that is the same file as `path`, if any.
    func importedFile(at path: String) -> String? {
        guard case let .regularFile(identity, _) = io.pathStatus(path) else { return nil }
        for file in sources.files.dropFirst() where file.name.hasPrefix("/") {
            if case let .regularFile(other, _) = io.pathStatus(file.name), other == identity { return file.name }
        }
        return nil
    }

    /// Writes the payload to its target; exit status 0, or 2 with a message.
    mutating func deliver(_ payload: String, to target: OutputTarget) -> Int32 {
        if case .standardOutput = target {
            output(payload)
            return 0
        }
        return deliver(Array(payload.utf8), to: target)
    }

    /// `deliver` for UTF-8 bytes (what the emitters write), written to a file without a copy:
    /// through the same stream as a streamed output, or whole where the I/O has none (tests).
    mutating func deliver(_ payload: [UInt8], to target: OutputTarget) -> Int32 {
        if let opened = openStream(to: target) {
            guard case let .success(stream) = opened else { return cannotWrite(target, opened) }
            stream.write(payload)
            return finish(stream)
        }
        switch target {
        case .standardOutput:
            output(bytes: payload)
            return 0
        case let .file(path, _):
            return cannotWrite(target, io.writeFile(path, payload))
        }
    }

    /// Reports a failed write to `target` (`FileFailure.cannotWrite`), exit status 2; 0
    /// for a success.
    func cannotWrite<Success>(_ target: OutputTarget, _ result: Result<Success, CLIError>) -> Int32 {
        guard case let .failure(error) = result else { return 0 }
        let display = if case let .file(_, display) = target { display } else { "-" }
        io.writeStandardError(FileFailure.cannotWrite(path: display, reason: error.message).errorLine)
        return 2
    }

    /// How much a streamed output holds before it is written out.
    static let streamChunk = 1 << 20

    /// Where a streamed output goes as it is emitted, and what went wrong on the way. The
    /// chunks are written on a thread of their own while the emitter writes the next (copying
    /// 140 MB into the system's file cache takes as long as emitting it; the machine has a second
    /// core), at most `maxPending` chunks behind.
    ///
    /// `@unchecked Sendable`: the destination and `failure` are touched only on `queue` until
    /// `wait()` returns, and only by the caller after it.
    final class PayloadStream: @unchecked Sendable {
        enum Destination {
            case file(AtomicFileWriter, OutputTarget)
            case standardOutput((([UInt8]) -> Result<Void, OutputError>))
        }
        let destination: Destination
        /// The first failed write to standard output (later ones are skipped).
        private(set) var failure: OutputError?
        private let queue = DispatchQueue(label: "layoutc.output")
        private let slots = DispatchSemaphore(value: PayloadStream.maxPending)
        static let maxPending = 4

        init(_ destination: Destination) { self.destination = destination }

        /// Queues `bytes` to be written; waits while `maxPending` chunks are.
        func write(_ bytes: [UInt8]) {
            slots.wait()
            queue.async {
                self.writeNow(bytes)
                self.slots.signal()
            }
        }

        private func writeNow(_ bytes: [UInt8]) {
            switch destination {
            case let .file(file, _):
                file.write(bytes)
            case let .standardOutput(write):
                guard failure == nil, !bytes.isEmpty else { return }
                if case let .failure(error) = write(bytes) { failure = error }
            }
        }

        /// Returns once every queued chunk is written.
        func wait() { queue.sync {} }
    }

    /// A stream to `target`, when the process can write it in pieces (tests collect the whole
    /// output instead, so nil); a failure to create the output file.
    func openStream(to target: OutputTarget) -> Result<PayloadStream, CLIError>? {
        switch target {
        case .standardOutput:
            guard outputFailure == nil, let write = io.writeStandardOutputBytes else { return nil }
            return .success(PayloadStream(.standardOutput(write)))
        case let .file(path, _):
            guard let create = io.createOutput else { return nil }
            return create(path).map { PayloadStream(.file($0, target)) }
        }
    }

    /// Completes a streamed output: renames the file into place, or records a failed write to
    /// standard output; the exit status.
    mutating func finish(_ stream: PayloadStream) -> Int32 {
        stream.wait()
        switch stream.destination {
        case let .file(file, target):
            return cannotWrite(target, file.commit(flushing: false))
        case .standardOutput:
            if let failure = stream.failure { outputFailure = failure }
            return 0
        }
    }
}
