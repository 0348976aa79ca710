import Foundation
import LayoutDiagnostics
import LayoutDriver
import LayoutEmit
import LayoutEngine
import LayoutSema

/// The contract every input must keep, checked on one input by running the whole pipeline in
/// process: the command line's `check`, `build` (JSON, SVG, text) and `explain`, then the engine
/// directly at proposals the command line refuses (1e20). A violation is a bug in layoutc.
///
/// - exit status 0 or 1 only (no usage or I/O error for a file that was read);
/// - every diagnostic's range inside its file, start ≤ end;
/// - `check` and `build` agree on whether there are errors (except a layout too deep to run,
///   E3001, and a library file with nothing to lay out, E3002, which only `build` reports);
/// - JSON output and JSON diagnostics parse, and every number in them is finite;
/// - SVG and text outputs contain no `inf` or `nan` where a number belongs;
/// - every frame the engine computes is finite with a size ≥ 0, at every proposal.
public enum PipelineInvariants {
    /// The proposals the command line is given.
    static let proposals = ["nilxnil", "0x0", "infxinf", "320xnil"]
    /// Inputs may expand to this many elements: enough for every shape of tree, small enough
    /// that each run takes milliseconds (the cap itself is tested elsewhere).
    public static let maxElements = 20_000

    /// The violations found for `bytes` (empty when the input keeps the contract).
    public static func violations(for bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        let proposalArguments = proposals.flatMap { ["--proposal", $0] }

        let limit = ["--max-elements", String(maxElements)]
        let check = InProcess.run(["check", "-", "--format", "json"] + limit, stdin: bytes)
        problems += status(check, "check")
        problems += diagnosticsProblems(check.stderr, inputLength: bytes.count, command: "check")

        let json = InProcess.run(["build", "-", "--format", "json", "--diagnostics-format", "json"] + limit + proposalArguments, stdin: bytes)
        problems += status(json, "build --format json")
        let buildDiagnostics = diagnosticsProblems(json.stderr, inputLength: bytes.count, command: "build")
        problems += buildDiagnostics
        let buildOnly = json.stderr.contains("\"E3001\"") || json.stderr.contains("\"E3002\"")
        if (check.status == 1) != (json.status == 1), !(check.status == 0 && buildOnly) {
            problems.append("check exited \(check.status) but build exited \(json.status)")
        }
        if json.status == 0 { problems += jsonProblems(json.stdout, what: "build JSON") }

        let svg = InProcess.run(["build", "-", "--format", "svg"] + limit + proposalArguments, stdin: bytes)
        if svg.status != json.status { problems.append("build --format svg exited \(svg.status), JSON \(json.status)") }
        if svg.status == 0 { problems += svgProblems(svg.stdout) }

        let text = InProcess.run(["build", "-"] + limit + proposalArguments, stdin: bytes)
        if text.status != json.status { problems.append("build (text) exited \(text.status), JSON \(json.status)") }
        if text.status == 0 { problems += textProblems(text.stdout) }
        let explain = InProcess.run(["explain", "-", "--proposal", "200xnil"] + limit, stdin: bytes)
        if explain.status != json.status { problems.append("explain exited \(explain.status), build \(json.status)") }
        if explain.stdout.contains("nan") { problems.append("explain printed nan") }

        problems += engineProblems(bytes)
        return problems
    }

    static func status(_ run: InProcess, _ command: String) -> [String] {
        run.status == 0 || run.status == 1 ? [] : ["\(command) exited \(run.status): \(run.stderr.prefix(300))"]
    }

    /// JSON diagnostics: valid, and every range inside the input (for `<stdin>`) with start ≤ end.
    public static func diagnosticsProblems(_ text: String, inputLength: Int, command: String) -> [String] {
        guard case let .success(document) = StrictJSONParser.parse(text), let list = document.array else {
            return ["\(command): diagnostics are not a JSON array: \(text.prefix(300))"]
        }
        var problems: [String] = []
        for diagnostic in list {
            var ranges: [JSONValue] = []
            if let range = diagnostic["range"] { ranges.append(range) }
            for key in ["labels", "notes"] {
                for item in diagnostic[key]?.array ?? [] { if let range = item["range"] { ranges.append(range) } }
            }
            if case .null? = diagnostic["range"], diagnostic["file"] == nil {
                problems.append("\(command): diagnostic without a location: \(diagnostic["message"]?.string ?? "")")
            }
            for range in ranges where range["file"]?.string == "<stdin>" {
                let start = range["start"]?["offset"]?.int ?? -1
                let end = range["end"]?["offset"]?.int ?? -1
                if !(0 <= start && start <= end && end <= inputLength) {
                    problems.append("\(command): range \(start)..<\(end) outside the input of \(inputLength) bytes: \(diagnostic["message"]?.string ?? "")")
                }
            }
        }
        return problems
    }

    /// JSON output: strict JSON, so every number in it is finite.
    public static func jsonProblems(_ text: String, what: String) -> [String] {
        switch StrictJSONParser.parse(text) {
        case .success: return []
        case let .failure(failure): return ["\(what) is not JSON (\(failure.message) at byte \(failure.offset)): \(text.prefix(300))"]
        }
    }

    /// Text output: every `x=`, `y=`, `w=`, `h=` of a frame line is a finite number.
    public static func textProblems(_ text: String) -> [String] {
        var problems: [String] = []
        for line in text.split(separator: "\n") where line.contains(" x=") {
            for field in line.split(separator: " ") {
                guard let equals = field.firstIndex(of: "="), ["x", "y", "w", "h"].contains(field[..<equals]) else { continue }
                if Double(field[field.index(after: equals)...]).map({ !$0.isFinite }) ?? true {
                    problems.append("text output has \(field)")
                }
            }
        }
        return problems
    }

    /// SVG: every numeric attribute is a finite number. One pass over the bytes.
    public static func svgProblems(_ text: String) -> [String] {
        let numeric: Set<String> = ["x", "y", "width", "height", "r", "cx", "cy", "rx", "ry", "x1", "y1", "x2", "y2",
                                    "font-size", "stroke-width", "viewBox", "textLength", "opacity", "fill-opacity"]
        let bytes = Array(text.utf8)
        var problems: [String] = []
        var index = 0
        while index + 1 < bytes.count {
            // An attribute: ` name="value"`.
            guard bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            var nameStart = index
            while nameStart > 0, bytes[nameStart - 1] != UInt8(ascii: " "), bytes[nameStart - 1] != UInt8(ascii: "<") { nameStart -= 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            var end = index + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            if numeric.contains(name) {
                let value = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                for part in value.split(separator: " ") where Double(part).map({ !$0.isFinite }) ?? true {
                    problems.append("SVG attribute \(name)=\"\(value)\" is not a finite number")
                }
            }
            index = end + 1
        }
        return problems
    }

    /// The engine directly, at proposals the command line bounds: frames finite, sizes ≥ 0.
    static func engineProblems(_ bytes: [UInt8]) -> [String] {
        let sources = SourceManager()
        let file = sources.add(name: "fuzz.layout", bytes: bytes)
        let result = Compiler.compile(file, sources: sources, options: CompileOptions(loadFile: { _ in .failure(ImportError("no imports while fuzzing")) }, maxNodes: maxElements))
        guard let program = result.program else { return [] }
        let proposals = [ProposedViewSize(width: 1e20, height: nil), ProposedViewSize(width: nil, height: 1e20),
                         ProposedViewSize(width: 1e20, height: 1e20), ProposedViewSize(width: 0.5, height: 1e-9)]
        var problems: [String] = []
        var layouts: [LayoutResult] = []
        for proposal in proposals {
            guard let layout = try? LayoutEvaluator(tree: program.tree).layout(proposal: proposal) else { continue }
            layouts.append(layout)
            for (index, frame) in layout.frames.enumerated() {
                guard let frame else { continue }
                if !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite && frame.width >= 0 && frame.height >= 0) {
                    problems.append("frame of node \(index) at \(proposal) is \(frame)")
                }
            }
        }
        let input = EmitInput(fileName: "fuzz.layout", tree: program.tree, layouts: layouts)
        problems += jsonProblems(JSONEmitter.emit(input), what: "engine JSON")
        problems += svgProblems(SVGEmitter.emit(input))
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
