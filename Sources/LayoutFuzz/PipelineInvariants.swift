import Foundation
import LayoutDiagnostics
import LayoutDriver
import LayoutEmit
import LayoutEngine
import LayoutFormat
import LayoutJSON
import LayoutLint
import LayoutSema
import LayoutSyntax

/// The contract every input must keep, checked on one input by running the whole pipeline in
/// process — lex, parse, check, lower, lay out at proposals including 0, inf and 1e20, and emit
/// text, JSON, SVG (both styles) and the explain trace — once, through the library. On one input
/// in `cliSampling` (chosen by a hash of the input, so a finding reproduces) the command line's
/// `check`, `build` and `explain` run too, through the same layer users call. A violation is a
/// bug in layoutc:
///
/// - exit status 0 or 1 only (no usage or I/O error for a file that was read);
/// - every diagnostic's range inside its file, start ≤ end; only file-level diagnostics unlocated;
/// - `check` and `build` agree on whether there are errors (except a layout too deep to run,
///   E3001, and a library file with nothing to lay out, E3002, which only `build` reports);
/// - JSON output and JSON diagnostics are strict JSON, so every number in them is finite;
/// - SVG and text outputs have a finite number wherever a number belongs;
/// - every frame the engine computes is finite with a size ≥ 0, at every proposal.
public enum PipelineInvariants {
    /// The proposals of the library run (the command line bounds finite sides by 1e9; the engine
    /// must cope with anything).
    static let proposals: [ProposedViewSize] = [
        .unspecified, .zero, .infinity, ProposedViewSize(width: 320, height: nil),
        ProposedViewSize(width: 1e20, height: nil), ProposedViewSize(width: 1e20, height: 1e20),
        ProposedViewSize(width: 0.5, height: 1e-9),
    ]
    /// The proposals the command line is given.
    static let cliProposals = ["nilxnil", "0x0", "infxinf", "320xnil"]
    /// Inputs may expand to this many elements: enough for every shape of tree, small enough
    /// that each run takes a millisecond (the cap itself is tested elsewhere).
    public static let maxElements = 2_000
    /// One input in this many also runs through the command line.
    public static let cliSampling: UInt64 = 8

    /// The violations found for `bytes` (empty when the input keeps the contract).
    public static func violations(for bytes: [UInt8], alwaysThroughCommandLine: Bool = false) -> [String] {
        var problems = libraryProblems(bytes)
        if alwaysThroughCommandLine || fingerprint(bytes) % cliSampling == 0 {
            problems += commandLineProblems(bytes)
        }
        return problems
    }

    /// FNV-1a of the input: which inputs also run through the command line.
    static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The pipeline through the library: one compile, every proposal, every emitter.
    static func libraryProblems(_ bytes: [UInt8]) -> [String] {
        let sources = SourceManager()
        let file = sources.add(name: "<stdin>", bytes: bytes)
        let options = CompileOptions(loadFile: { _ in .failure(ImportError("no imports while fuzzing")) },
                                     maxNodes: maxElements)
        let result = Compiler.compile(file, sources: sources, options: options)
        var problems = windowProblems(file, kept: result.syntax)
        problems += diagnosticsProblems(DiagnosticRenderer(sources: sources, format: .json).render(result.diagnostics),
                                           inputLength: bytes.count, command: "compile")
        _ = DiagnosticRenderer(sources: sources, format: .human, errorLimit: 20).render(result.diagnostics)
        let hasErrors = result.diagnostics.contains { $0.severity == .error }
        if hasErrors != (result.program == nil) && !result.isLibrary {
            problems.append("errors: \(hasErrors), but a program was \(result.program == nil ? "not " : "")produced")
        }
        guard let program = result.program else { return problems }
        var layouts: [LayoutResult] = []
        for proposal in proposals {
            guard let layout = try? LayoutEvaluator(tree: program.tree).layout(proposal: proposal) else { continue }
            layouts.append(layout)
            for (index, frame) in layout.frames.enumerated() {
                guard let frame else { continue }
                if !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
                    && frame.width >= 0 && frame.height >= 0) {
                    problems.append("frame of node \(index) at \(proposal) is \(frame)")
                }
            }
        }
        let input = EmitInput(fileName: "<stdin>", tree: program.tree, layouts: layouts)
        problems += jsonProblems(JSONEmitter.emit(input), what: "JSON")
        problems += textProblems(TextEmitter.emit(input))
        // Each style draws half of the proposals: every panel is drawn once.
        let half = (layouts.count + 1) / 2
        problems += svgProblems(SVGEmitter.emit(EmitInput(fileName: "<stdin>", tree: program.tree,
                                                          layouts: Array(layouts[..<half])),
                                                options: SVGOptions(style: .preview)))
        problems += svgProblems(SVGEmitter.emit(EmitInput(fileName: "<stdin>", tree: program.tree,
                                                          layouts: Array(layouts[half...])),
                                                options: SVGOptions(style: .debug,
                                                                    showModifiers: bytes.count % 2 == 0)))
        let tracedProposal = ProposedViewSize(width: 200, height: nil)
        if let traced = try? LayoutEvaluator(tree: program.tree, options: LayoutOptions(trace: true))
            .layout(proposal: tracedProposal) {
            let trace = TraceEmitter.emit(EmitInput(fileName: "<stdin>", tree: program.tree, layouts: [traced]))
            problems += traceProblems(trace)
            // Tracing turns the engine's shortcuts off (rigid subtrees, kept arrangements): the
            // general path must give the very same layout.
            if let fast = try? LayoutEvaluator(tree: program.tree).layout(proposal: tracedProposal) {
                problems += shortcutProblems(fast: fast, general: traced)
            }
        }
        problems += lintProblems(result, file: file, sources: sources, options: options)
        problems += formatProblems(file, program: program, layouts: layouts, options: options)
        problems += IncrementalAnalysis.problems(bytes, maxNodes: maxElements)
        return problems
    }

    /// `check` and `build` parse keeping no tokens, and `--timings` parses tokens lexed
    /// beforehand: both must give the tree, the diagnostics and the token count of the parse
    /// that keeps every token.
    static func windowProblems(_ file: SourceFile, kept: ParseResult) -> [String] {
        var problems: [String] = []
        for (way, other) in [("a parse without tokens", Parser.parse(file, keepingTokens: false)),
                             ("a parse of tokens lexed beforehand", Parser.parse(file, tokens: Lexer.tokenize(file)))] {
            if other.tokenCount != kept.tokens.count {
                problems.append("\(way) counted \(other.tokenCount) tokens, not \(kept.tokens.count)")
            }
            if other.diagnostics != kept.diagnostics { problems.append("\(way) reports other syntax diagnostics") }
            if ASTDump.dump(other.file, file: file) != ASTDump.dump(kept.file, file: file)
                || rangeTrace(other.file) != rangeTrace(kept.file) {
                problems.append("\(way) builds another tree")
            }
        }
        return problems
    }

    /// Every range of the tree, in order (the dump shows only where nodes start; a range ends
    /// at the token before the parser's, which a parser that keeps no tokens must still know).
    static func rangeTrace(_ syntax: FileSyntax) -> [Int] {
        var trace: [Int] = []
        var pending: [Expr] = []
        func note(_ range: SourceRange) { trace += [range.start, range.end] }
        func note(_ arguments: Arguments) {
            for argument in arguments {
                note(argument.range)
                if let label = argument.label { note(label.range) }
            }
        }
        note(syntax.range)
        for item in syntax.items {
            note(item.range)
            switch item {
            case let .root(expr): pending.append(expr)
            case let .letDecl(decl):
                note(decl.name.range)
                for parameter in decl.parameters ?? [] {
                    note(parameter.range)
                    note(parameter.name.range)
                    if let value = parameter.defaultValue { pending.append(value) }
                }
                pending.append(decl.value)
            case let .proposal(decl):
                note(decl.arguments)
                pending += decl.arguments.map(\.value)
            case let .importDecl(decl): note(decl.pathRange)
            case .error: break
            }
            while let expr = pending.popLast() {
                note(expr.range)
                switch expr.kind {
                case let .element(element):
                    note(element.head.range)
                    note(element.arguments ?? [])
                    for postfix in element.postfixes {
                        switch postfix {
                        case let .modifier(modifier):
                            note(modifier.range)
                            note(modifier.name.range)
                            note(modifier.arguments ?? [])
                        case let .tag(name): note(name.range)
                        }
                    }
                case let .implicitMember(name, arguments):
                    note(name.range)
                    note(arguments ?? [])
                case let .memberCall(_, name, arguments):
                    note(name.range)
                    note(arguments ?? [])
                case let .closureParameter(name):
                    note(name.range)
                case let .repeatBlock(block):
                    note(block.keywordRange)
                    note(block.arguments)
                case let .ifBlock(block):
                    note(block.keywordRange)
                    if let elseRange = block.elseRange { note(elseRange) }
                default:
                    break
                }
                pending += expr.subexpressions.reversed()
            }
        }
        return trace
    }

    /// The formatter on an input that compiles: it formats it (never an internal error), the
    /// result is formatted already (idempotence), and it lays out to the same frames.
    static func formatProblems(_ file: SourceFile, program: LoweredProgram, layouts: [LayoutResult],
                               options: CompileOptions) -> [String] {
        let formatted: String
        switch LayoutFormatter.format(file, options: FormatOptions(indent: 2, lineWidth: 60)) {
        case let .success(text): formatted = text
        // Invalid UTF-8 (in a comment, say) compiles but is refused by design: fmt never rewrites
        // bytes it cannot read back.
        case .failure(.invalidUTF8): return []
        case let .failure(failure): return ["fmt refused a file that compiles: \(failure)"]
        }
        let sources = SourceManager()
        let again = sources.add(name: "<stdin>", text: formatted)
        if case let .success(twice) = LayoutFormatter.format(again, options: FormatOptions(indent: 2, lineWidth: 60)),
           twice != formatted {
            return ["fmt is not idempotent"]
        }
        guard let reformatted = Compiler.compile(again, sources: sources, options: options).program else {
            return ["the formatted file does not compile"]
        }
        guard reformatted.tree.count == program.tree.count else { return ["fmt changed the number of elements"] }
        for layout in layouts.prefix(3) {
            guard let other = try? LayoutEvaluator(tree: reformatted.tree).layout(proposal: layout.proposal) else {
                continue
            }
            if other.frames != layout.frames { return ["fmt changed the frames at \(layout.proposal)"] }
        }
        return []
    }

    /// The linter on the compiled input, at two proposals and two text scales: every finding
    /// and fix inside the input, and the safe fixes applied still compile without errors.
    static func lintProblems(_ compiled: CompileResult, file: SourceFile, sources: SourceManager,
                             options: CompileOptions) -> [String] {
        var lintOptions = LintOptions(compile: options)
        lintOptions.proposals = [ProposedViewSize(width: 320, height: nil), ProposedViewSize(width: 0, height: 0)]
        lintOptions.textScales = [1, 2]
        let result = Linter.lint(compiled: compiled, file: file, sources: sources, options: lintOptions)
        var problems: [String] = []
        let length = file.bytes.count
        for diagnostic in result.diagnostics {
            let ranges = [diagnostic.range].compactMap { $0 } + diagnostic.notes.compactMap(\.range)
                + diagnostic.fixIts.flatMap { $0.edits.map(\.range) }
            for range in ranges where range.file == file.id && !(range.start <= range.end && range.end <= length) {
                problems.append("lint: range \(range.start)..<\(range.end) outside the input: \(diagnostic.message)")
            }
        }
        guard let fixed = LintFixer.applySafeFixes(result.diagnostics, to: file.bytes, file: file.id) else {
            return problems
        }
        let again = SourceManager()
        let refixed = Compiler.compile(again.add(name: "<stdin>", bytes: fixed), sources: again, options: options)
        if let error = refixed.diagnostics.first(where: { $0.severity == .error }) {
            problems.append("lint: the safe fixes break the file: \(error.message)")
        }
        return problems
    }

    /// The command line's `check`, `build` and `explain` on the input as standard input.
    static func commandLineProblems(_ bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        let proposalArguments = cliProposals.flatMap { ["--proposal", $0] }
        let limit = ["--max-elements", String(maxElements)]
        let check = InProcess.run(["check", "-", "--format", "json"] + limit, stdin: bytes)
        problems += status(check, "check")
        problems += diagnosticsProblems(check.stderr, inputLength: bytes.count, command: "check")
        _ = InProcess.run(["check", "-", "--format", "concise"] + limit, stdin: bytes)

        let json = InProcess.run(["build", "-", "--format", "json", "--diagnostics-format", "json"]
                                     + limit + proposalArguments,
                                 stdin: bytes)
        problems += status(json, "build --format json")
        problems += diagnosticsProblems(json.stderr, inputLength: bytes.count, command: "build")
        let buildOnly = json.stderr.contains("\"E3001\"") || json.stderr.contains("\"E3002\"")
        if (check.status == 1) != (json.status == 1), !(check.status == 0 && buildOnly) {
            problems.append("check exited \(check.status) but build exited \(json.status)")
        }
        if json.status == 0 { problems += jsonProblems(json.stdout, what: "build JSON") }

        let svg = InProcess.run(["build", "-", "--format", "svg"] + limit + proposalArguments, stdin: bytes)
        if svg.status != json.status { problems.append("build --format svg exited \(svg.status), JSON \(json.status)") }
        if svg.status == 0 { problems += svgProblems(svg.stdout) }

        let explain = InProcess.run(["explain", "-", "--proposal", "200xnil"] + limit, stdin: bytes)
        if explain.status != json.status { problems.append("explain exited \(explain.status), build \(json.status)") }
        return problems
    }

    static func status(_ run: InProcess, _ command: String) -> [String] {
        run.status == 0 || run.status == 1 ? [] : ["\(command) exited \(run.status): \(run.stderr.prefix(300))"]
    }

    /// JSON diagnostics: valid, and every range inside the input (for `<stdin>`) with start ≤ end.
    public static func diagnosticsProblems(_ text: String, inputLength: Int, command: String) -> [String] {
        guard let document = try? JSONParser.parse(text), let list = document.arrayValue else {
            return ["\(command): diagnostics are not a JSON array: \(text.prefix(300))"]
        }
        var problems: [String] = []
        for diagnostic in list {
            var ranges: [JSONValue] = []
            if let range = diagnostic["range"] { ranges.append(range) }
            for key in ["labels", "notes"] {
                for item in diagnostic[key]?.arrayValue ?? [] { if let range = item["range"] { ranges.append(range) } }
            }
            if diagnostic["range"]?.isNull == true, diagnostic["file"] == nil {
                problems.append("\(command): diagnostic without a location: "
                                    + "\(diagnostic["message"]?.stringValue ?? "")")
            }
            for range in ranges where range["file"]?.stringValue == "<stdin>" {
                let start = range["start"]?["offset"]?.intValue ?? -1
                let end = range["end"]?["offset"]?.intValue ?? -1
                if !(0 <= start && start <= end && end <= inputLength) {
                    problems.append("\(command): range \(start)..<\(end) outside the input of \(inputLength) bytes: "
                                        + "\(diagnostic["message"]?.stringValue ?? "")")
                }
            }
        }
        return problems
    }

    /// JSON output: strict JSON, so every number in it is finite.
    public static func jsonProblems(_ text: String, what: String) -> [String] {
        do {
            _ = try JSONParser.parse(text)
            return []
        } catch {
            return ["\(what) is not JSON (\(error.message) at byte \(error.offset)): \(text.prefix(300))"]
        }
    }

    /// Text output: every `x=`, `y=`, `w=`, `h=` of a frame line is a finite number.
    public static func textProblems(_ text: String) -> [String] {
        var problems: [String] = []
        for line in text.split(separator: "\n") where line.contains(" x=") {
            for field in line.split(separator: " ") {
                guard let equals = field.firstIndex(of: "="),
                      ["x", "y", "w", "h"].contains(field[..<equals]) else { continue }
                if Double(field[field.index(after: equals)...]).map({ !$0.isFinite }) ?? true {
                    problems.append("text output has \(field)")
                }
            }
        }
        return problems
    }

    /// The engine's shortcuts against its general path (a traced pass) at one proposal: the same
    /// root size, frames and placement proposals, exactly.
    public static func shortcutProblems(fast: LayoutResult, general: LayoutResult) -> [String] {
        func frame(_ rect: CGRect?) -> String {
            rect.map {
                "x=\(formatLength($0.minX)) y=\(formatLength($0.minY)) "
                    + "w=\(formatLength($0.width)) h=\(formatLength($0.height))"
            } ?? "not laid out"
        }
        func proposal(_ p: ProposedViewSize?) -> String { p.map { "\($0)" } ?? "none" }
        if fast.rootSize != general.rootSize {
            return ["the root is \(fast.rootSize) with the engine's shortcuts, \(general.rootSize) without"]
        }
        guard fast.frames.count == general.frames.count,
              fast.placementProposals.count == general.placementProposals.count else {
            return ["the shortcuts laid out \(fast.frames.count) nodes, the general path \(general.frames.count)"]
        }
        for index in fast.frames.indices {
            if fast.frames[index] != general.frames[index] {
                return ["node \(index) is at \(frame(fast.frames[index])) with the engine's shortcuts, "
                            + "\(frame(general.frames[index])) without"]
            }
            if fast.placementProposals[index] != general.placementProposals[index] {
                return ["node \(index) was placed with \(proposal(fast.placementProposals[index])) "
                            + "with the engine's shortcuts, \(proposal(general.placementProposals[index])) without"]
            }
        }
        return []
    }

    /// The explain trace: no number is `nan`. Numbers follow the last "proposed ", " at (" or a
    /// line's leading "proposal " — names and tags (identifiers, no spaces) come before them, so
    /// a tag such as `#seconany` is not read as a number.
    public static func traceProblems(_ trace: String) -> [String] {
        var problems: [String] = []
        for line in trace.split(separator: "\n") {
            var numbers = Substring(line.hasPrefix("proposal ") ? line.dropFirst("proposal ".count) : "")
            for marker in ["  proposed ", " at ("] {
                if let range = line.range(of: marker, options: .backwards) { numbers = line[range.upperBound...] }
            }
            if numbers.contains("nan") { problems.append("explain printed nan: \(line)") }
        }
        return problems
    }

    /// SVG: every numeric attribute is a finite number. One pass over the bytes: a value holding
    /// `inf` or `nan` (which is how a non-finite number would print) in a numeric attribute.
    public static func svgProblems(_ text: String) -> [String] {
        let numeric: Set<String> = ["x", "y", "width", "height", "r", "cx", "cy", "rx", "ry", "x1", "y1", "x2", "y2",
                                    "font-size", "stroke-width", "viewBox", "textLength", "opacity", "fill-opacity"]
        var problems: [String] = []
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index + 1 < bytes.count {
                guard bytes[index] == 0x3D, bytes[index + 1] == 0x22 else {  // ="
                    index += 1
                    continue
                }
                var end = index + 2
                var suspicious = false
                while end < bytes.count, bytes[end] != 0x22 {
                    if bytes[end] == 0x6E || bytes[end] == 0x69 { suspicious = true }  // n, i
                    end += 1
                }
                if suspicious {
                    var nameStart = index
                    while nameStart > 0, bytes[nameStart - 1] != 0x20, bytes[nameStart - 1] != 0x3C { nameStart -= 1 }
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
                    let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self)
                    if numeric.contains(name), value.contains("inf") || value.contains("nan") {
                        problems.append("SVG attribute \(name)=\"\(value)\" is not a finite number")
                    }
                }
                index = end + 1
            }
        }
        return problems
    }
}

/// One command-line run in memory: standard input from bytes, outputs collected, no disk writes.
final class InProcess {
    var stdout = ""
    var stderr = ""
    var status: Int32 = -1

    static func run(_ arguments: [String], stdin: [UInt8]) -> InProcess {
        let run = InProcess()
        let io = DriverIO(
            readStandardInput: { .success(stdin) },
            writeStandardOutput: { run.stdout += $0; return .success(()) },
            writeStandardError: { run.stderr += $0 },
            environment: [:], standardErrorIsTerminal: false, currentDirectory: "/nonexistent-fuzz-directory",
            readFile: { _ in .failure(CLIError("no files while fuzzing")) },
            writeFile: { _, _ in .failure(CLIError("no files while fuzzing")) },
            pathStatus: { _ in .missing(directoryExists: false) }
        )
        run.status = Driver.run(arguments: arguments, io: io)
        return run
    }
}
