import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutFormat
import LayoutLint
import LayoutProject
import LayoutSema
import LayoutSwiftReader

extension Session {
    /// `layoutc lint PATH…|-`: the check, then the layout rules at every proposal; a report in
    /// one of the lint formats on standard output (or `-o`). Exit 1 when something at error
    /// severity was found (warnings too with `--strict`; never with `--exit-zero`), 2 on usage or
    /// I/O errors.
    mutating func lint() -> Int32 {
        let format: LintFormat
        let target: OutputTarget
        switch lintRequest() {
        case let .success(request): (format, target) = request
        case let .failure(error): return usageError(error)
        }
        var run = LintRun()
        let (paths, swiftInputs) = lintInputs()
        if let error = swiftOnlyOptionError(isSwift: !swiftInputs.isEmpty) { return usageError(error) }
        if options.fix || options.diff || paths.count < 2 {
            for path in paths {
                guard lintFile(path, into: &run) else { return 2 }
            }
        } else {
            guard lintInParallel(paths, into: &run) else { return 2 }
        }
        if !swiftInputs.isEmpty {
            guard lintApps(swiftInputs, into: &run) else { return 2 }
            run.results = inInputOrder(run.results)
        }
        if options.diff {
            output(run.diffs)
            return run.status != 0 ? run.status : run.diffs.isEmpty ? 0 : 1
        }
        if options.fix, !options.quiet {
            // What --fix did, on standard error (standard output may be a SARIF or JSON report), as
            // ruff says it: the findings left are reported below as usual.
            io.writeStandardError(run.fixedFindings == 0 ? "layoutc: nothing to fix\n"
                : "layoutc: fixed \(LintReport.plural(run.fixedFindings, "finding")) "
                    + "in \(LintReport.plural(run.fixedFiles, "file"))\n")
        }
        // Nothing could be read: the errors said so; a report of 0 files would only mislead.
        if run.results.isEmpty, run.status != 0 { return run.status }
        var results = run.results
        if options.baseline != nil || options.writeBaseline != nil {
            if let failed = applyBaseline(to: &results) { return failed }
        }
        return writeLintReport(results, format: format, to: target, status: run.status)
    }

    /// `--write-baseline` records the findings; `--baseline` leaves out those recorded and says
    /// on standard error which recorded ones are gone. Both at once refresh a baseline: the one
    /// read is written again with the recorded findings still found, under today's identities
    /// (a version-1 baseline migrated), the gone ones left out and the new ones not added. The
    /// status on failure (2: the baseline cannot be read or written), else nil.
    func applyBaseline(to results: inout [LintResult]) -> Int32? {
        let report = LintReport(results: results, sources: sources, rootDirectory: io.currentDirectory)
        var recorded = LintBaseline(report: report)
        if let path = options.baseline {
            guard let baseline = readBaseline(path) else { return 2 }
            let (filtered, gone, known) = baseline.filter(report)
            noteBaseline(baseline, at: path, gone: gone)
            results = filtered
            if let written = options.writeBaseline {
                recorded = LintBaseline(findings: known)
                let added = filtered.flatMap(\.findings).filter { $0.rule != nil }.count
                if !options.quiet {
                    io.writeStandardError("layoutc: note: wrote '\(written)' (version \(recorded.version)"
                                              + (baseline.version < recorded.version ? ", migrated from version \(baseline.version)" : "")
                                              + "): \(LintReport.plural(known.count, "recorded finding")) still found"
                                              + (gone.isEmpty ? "" : ", \(gone.count) gone left out")
                                              + (added == 0 ? "" : "; \(LintReport.plural(added, "new finding")) reported, not recorded")
                                              + "\n")
                }
            }
        }
        if let path = options.writeBaseline {
            let bytes = Array(recorded.rendered().utf8)
            if case let .failure(error) = io.writeFile(absolutePath(path), bytes) {
                io.writeStandardError("layoutc: error: cannot write the baseline '\(path)': \(error.message)\n")
                return 2
            }
        }
        return nil
    }

    /// The baseline at `path`; nil, with the error said, when it cannot be read or used.
    func readBaseline(_ path: String) -> LintBaseline? {
        switch io.readFile(absolutePath(path)) {
        case let .failure(error):
            io.writeStandardError("layoutc: error: cannot read the baseline '\(path)': \(error.message)\n"
                                      + "layoutc: note: write one with --write-baseline \(path)\n")
            return nil
        case let .success(bytes):
            switch LintBaseline.parse(bytes) {
            case let .success(parsed): return parsed
            case let .failure(error):
                io.writeStandardError("layoutc: error: the baseline '\(path)' cannot be used: \(error.message)\n")
                return nil
            }
        }
    }

    /// The notes on a baseline used: the findings it records that are gone, and an older
    /// version's matching (each with how to write it again, unless this run writes it).
    func noteBaseline(_ baseline: LintBaseline, at path: String, gone: [FindingIdentity]) {
        guard !options.quiet else { return }
        let refresh = "--baseline \(path) --write-baseline \(path)"
        if !gone.isEmpty {
            var note = "layoutc: note: \(LintReport.plural(gone.count, "finding")) recorded in '\(path)' "
                + (gone.count == 1 ? "is" : "are") + " gone (fixed, or the element was removed):\n"
            for identity in gone.prefix(20) {
                note += "  \(identity.rule) \(identity.file) \(identity.elementPath): \(identity.message)\n"
            }
            if gone.count > 20 { note += "  … and \(gone.count - 20) more\n" }
            if options.writeBaseline == nil { note += "layoutc: note: to forget them, write it again: \(refresh)\n" }
            io.writeStandardError(note)
        }
        if baseline.version < FindingIdentity.currentVersion, options.writeBaseline == nil,
           baseline.findings.contains(where: { SourceFile.isSwift($0.file) }) {
            io.writeStandardError("layoutc: note: '\(path)' is a version \(baseline.version) baseline: its SwiftUI "
                                      + "findings are matched by version \(baseline.version)'s element paths (the Swift "
                                      + "read as .layout), which may change with unrelated code or not tell two elements "
                                      + "apart; migrate it by running lint with \(refresh)\n")
        }
    }

    /// The report format and where the report goes, once the options are checked; a usage error.
    func lintRequest() -> Result<(format: LintFormat, target: OutputTarget), CLIError> {
        guard !options.inputs.isEmpty else {
            return .failure(CLIError("no input files",
                                     hint: "usage: layoutc lint PATH… (files, directories, or - for standard input)"))
        }
        let format: LintFormat
        if let name = options.format {
            guard let parsed = LintFormat(rawValue: name) else {
                return .failure(CLIError("unknown format '\(name)' for lint",
                                         hint: "use " + LintFormat.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            format = parsed
        } else {
            format = .human
        }
        if options.statistics, format != .human, format != .concise {
            return .failure(CLIError("--statistics prints a table, not the \(format.rawValue) format",
                                     hint: "use it with --format human or concise"))
        }
        if options.fix && options.diff {
            return .failure(CLIError("--fix and --diff cannot be used together",
                                     hint: "--diff shows what --fix would change"))
        }
        if options.strict && options.exitZero {
            return .failure(CLIError("--strict and --exit-zero cannot be used together",
                                     hint: "--strict makes warnings fail; --exit-zero never fails"))
        }
        if let path = options.writeBaseline {
            if path == "-" || path.hasSuffix(".layout") {
                return .failure(CLIError("refusing to write the baseline to '\(path)'",
                                         hint: "a baseline is a JSON file, such as layoutc-baseline.json"))
            }
            if case let .failure(error) = OutputTarget.resolve(path, inputs: options.inputs, io: io,
                                                               absolute: absolutePath) {
                return .failure(error)
            }
        }
        if options.unsafeFixes && !options.fix && !options.diff {
            return .failure(CLIError("--unsafe-fixes applies fixes: use it with --fix or --diff",
                                     hint: "--show-fixes lists the fixes without applying them"))
        }
        if options.showFixes, format != .human, format != .concise {
            return .failure(CLIError("--show-fixes lists fixes in the human and concise formats, "
                                         + "not \(format.rawValue)",
                                     hint: "the \(format.rawValue) format carries every fix with its safety already"))
        }
        if (options.fix || options.diff), options.inputs.contains("-") {
            return .failure(CLIError("--fix and --diff need files, not standard input"))
        }
        if options.inputs.filter({ $0 == "-" }).count > 1 {
            return .failure(CLIError("standard input ('-') can be read only once"))
        }
        for names in [options.select ?? [], options.ignore, options.severities.map(\.rule)] {
            if let unknown = LintOptions.unknownRule(in: names) {
                return .failure(CLIError("unknown lint rule '\(unknown.name)'",
                                         hint: unknown.suggestion.map { "did you mean '\($0)'?" }
                                             ?? "see 'layoutc rule' for the list"))
            }
        }
        for (_, level) in options.severities where LintOptions.level(level) == nil {
            return .failure(CLIError("unknown severity '\(level)'", hint: "use error, warning, info or off"))
        }
        var target = OutputTarget.standardOutput
        if let output = options.output {
            switch OutputTarget.resolve(output, inputs: options.inputs, io: io, absolute: absolutePath) {
            case let .success(resolved): target = resolved
            case let .failure(error): return .failure(error)
            }
        }
        return .success((format, target))
    }

    /// What to lint: the `.layout` files (a directory standing for those under it, `-` for
    /// standard input), and the Swift inputs — `.swift` files and directories holding some — which
    /// are read as the apps they belong to.
    func lintInputs() -> (layout: [String], swift: [String]) {
        var files: [String] = []
        var swift: [String] = []
        for input in options.inputs {
            if input != "-", case .directory = io.pathStatus(absolutePath(input)) {
                let found = layoutFiles(under: input, swift: true)
                if found.isEmpty {
                    io.writeStandardError("layoutc: warning: no .layout or .swift files under '\(input)'\n")
                }
                files += found.filter { !Self.isSwift($0) }
                if found.contains(where: Self.isSwift) { swift.append(input) }
            } else if input != "-" && Self.isSwift(input) {
                swift.append(input)
            } else {
                files.append(input)
            }
        }
        return (files, swift)
    }

    /// `results` in the order of the inputs they came from (a file given, or a folder it is in);
    /// within an input, in the order found. A finding's file outside every input (a package an app
    /// imports) comes last.
    func inInputOrder(_ results: [LintResult]) -> [LintResult] {
        let inputs = options.inputs.map { $0 == "-" ? $0 : absolutePath($0) }
        func rank(_ result: LintResult) -> Int {
            let path = result.file.name == "<stdin>" ? "-" : absolutePath(result.file.name)
            return inputs.firstIndex { $0 == path || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ?? inputs.count
        }
        return results.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// What linting the files has found, fixed and printed so far.
    struct LintRun {
        var status: Int32 = 0
        var results: [LintResult] = []
        /// `--diff`: the changes the safe fixes would make.
        var diffs = ""
        var fixedFindings = 0
        var fixedFiles = 0
    }

    /// Lints the file at `path` (with its safe fixes for `--fix` and `--diff`) into `run`; false when
    /// its project configuration cannot be read (which was reported).
    func lintFile(_ path: String, into run: inout LintRun) -> Bool {
        guard let lintOptions = lintOptions(forFileAt: path) else { return false }
        guard var file = loadForLint(path, into: &run) else { return true }
        var result = Linter.lint(file, sources: sources, options: lintOptions)
        if options.fix || options.diff {
            let original = file.bytes
            let (current, applied) = applySafeFixes(to: &file, path: path, result: &result, options: lintOptions)
            if current != original {
                if options.diff {
                    run.diffs += LineDiff.unified(old: String(decoding: original, as: UTF8.self),
                                                  new: String(decoding: current, as: UTF8.self),
                                                  oldName: "a/" + path, newName: "b/" + path)
                } else if let problem = writeFixed(path, original: original, fixed: current) {
                    io.writeStandardError("layoutc: error: \(problem)\n")
                    run.status = 2
                } else {
                    run.fixedFindings += applied
                    run.fixedFiles += 1
                }
            }
        }
        run.results.append(result)
        return true
    }

    /// The lint options of the file at `path` (`-`: standard input, read from the current
    /// directory): its project's configuration and text model; nil when they cannot be read
    /// (which was reported).
    func lintOptions(forFileAt path: String) -> LintOptions? {
        let directory = path == "-" ? io.currentDirectory : (absolutePath(path) as NSString).deletingLastPathComponent
        guard let configuration = projectConfiguration(from: directory),
              let textModel = textModel(for: directory) else { return nil }
        var lintOptions = makeLintOptions(configuration.lint)
        lintOptions.compile.textModel = textModel
        return lintOptions
    }

    /// The `.layout` file at `path`, read into `sources`; nil when it cannot be read (reported,
    /// and `run`'s status is 2).
    func loadForLint(_ path: String, into run: inout LintRun) -> SourceFile? {
        switch load(path) {
        case let .success(file): return file
        case let .failure(error):
            io.writeStandardError("layoutc: error: \(error.message)\n")
            run.status = 2
            return nil
        }
    }

    /// Lints `paths` with every core: the `.layout` files are read and configured in order, then
    /// linted at the same time (each file's layouts at every device and text size are independent
    /// of the others'); Swift files, which share their folder's module, are read in order after.
    /// The results are in the order of `paths`, as `lintFile` one by one gives them. False when a
    /// project configuration cannot be read (which was reported).
    func lintInParallel(_ paths: [String], into run: inout LintRun) -> Bool {
        struct Job: @unchecked Sendable {  // values only: a file and its options
            var file: SourceFile
            var options: LintOptions
        }
        // Per path, in order: a job to lint here (its index in `jobs`), or nil (a Swift file or
        // standard input, linted one at a time below; a file that could not be read, reported).
        var jobOfPath: [Int?] = []
        var jobs: [Job] = []
        for path in paths {
            guard path != "-" else { jobOfPath.append(nil); continue }
            guard let lintOptions = lintOptions(forFileAt: path) else { return false }
            guard let file = loadForLint(path, into: &run) else { jobOfPath.append(nil); continue }
            jobOfPath.append(jobs.count)
            jobs.append(Job(file: file, options: lintOptions))
        }
        let results = ParallelResults<LintResult>(count: jobs.count)
        let (sources, todo) = (sources, jobs)
        DispatchQueue.concurrentPerform(iterations: todo.count) { index in
            results.set(index, Linter.lint(todo[index].file, sources: sources, options: todo[index].options))
        }
        for (path, job) in zip(paths, jobOfPath) {
            if let job {
                if let result = results.value(job) { run.results.append(result) }
            } else if path == "-" {
                guard lintFile(path, into: &run) else { return false }
            }
        }
        return true
    }

    /// Safe fixes, applied until none is left (a fix can reveal another), at most 10 rounds: the
    /// bytes fixed and how many fixes were applied; `file` and `result` become the last ones linted.
    func applySafeFixes(to file: inout SourceFile, path: String, result: inout LintResult,
                        options lintOptions: LintOptions) -> (bytes: [UInt8], applied: Int) {
        var current = file.bytes
        var rounds = 0
        var applied = 0
        // --unsafe-fixes: every fix is applied as if it were safe.
        // (Only the lint rules' fixes: the checker's did-you-means are guesses, never applied.)
        func applicable(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            guard options.unsafeFixes else { return diagnostics }
            return diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                guard diagnostic.code.rawValue.hasPrefix("L") else { return diagnostic }
                for index in diagnostic.fixIts.indices { diagnostic.fixIts[index].isSafe = true }
                return diagnostic
            }
        }
        while rounds < 10,
              let fixed = LintFixer.applyingSafeFixes(applicable(result.diagnostics), to: current, file: file.id) {
            current = fixed.bytes
            applied += fixed.applied
            rounds += 1
            file = sources.add(name: path, bytes: current)
            result = Linter.lint(file, sources: sources, options: lintOptions)
        }
        return (current, applied)
    }

    /// Writes the report (or `--statistics`' table) of `results` to `target`; the exit status, given the
    /// `status` the files left.
    mutating func writeLintReport(_ results: [LintResult], format: LintFormat, to target: OutputTarget,
                                  status: Int32) -> Int32 {
        let report = LintReport(results: results, sources: sources,
                                color: format == .human && target == .standardOutput && useColorOnStandardOutput,
                                rootDirectory: io.currentDirectory)
        var text = options.statistics ? statistics(results) : report.render(format, quiet: options.quiet)
        if options.showFixes && !options.statistics { text += report.fixList() }
        let delivered = deliver(text, to: target)
        if delivered != 0 { return delivered }
        if status != 0 { return status }
        if options.exitZero { return 0 }
        let all = results.flatMap(\.diagnostics)
        let failing = all.contains { $0.severity == .error || (options.strict && $0.severity == .warning) }
        return failing ? 1 : 0
    }

    /// Colour for a report on standard output: when it is a terminal, unless NO_COLOR or
    /// --color say otherwise.
    var useColorOnStandardOutput: Bool {
        options.color.colors(isTerminal: io.standardOutputIsTerminal, environment: io.environment)
    }

    /// The command line over the configuration file: a setting given on the command line wins.
    /// (The file's rules and levels were checked when it was read; the command line's here.)
    func makeLintOptions(_ settings: LintSettings) -> LintOptions {
        let commandLine = LintCommandLine(select: options.select, ignore: options.ignore,
                                          severities: options.severities, proposals: options.proposals,
                                          devices: options.devices, textScales: options.textScales,
                                          dynamicTypes: options.dynamicTypes, accessibility: options.accessibility,
                                          orientations: options.orientations, interactiveTags: options.interactiveTags)
        return settings.options(over: commandLine, compile: compileOptions(defines: options.defines))
    }

    /// Writes fixed bytes over `path`, unless the file changed on disk since it was read.
    func writeFixed(_ path: String, original: [UInt8], fixed: [UInt8]) -> String? {
        let absolute = absolutePath(path)
        guard case let .success(now) = io.readFile(absolute), now == original else {
            return FileFailure.changedOnDisk(path: path, while: "linted").message
        }
        if case let .failure(error) = io.writeFile(absolute, fixed) {
            return FileFailure.cannotWrite(path: path, reason: error.message).message
        }
        return nil
    }

    /// `--statistics`: findings per rule, most frequent first.
    func statistics(_ results: [LintResult]) -> String {
        var counts: [String: (count: Int, rule: LintRule?, fixable: Bool)] = [:]
        for finding in results.flatMap(\.findings) {
            counts[finding.diagnostic.code.rawValue, default: (0, finding.rule, false)].count += 1
            // A safe fix the findings carry (a SwiftUI file's carry none).
            if finding.rule?.fix == .safe && finding.diagnostic.fixIts.contains(where: \.isSafe) {
                counts[finding.diagnostic.code.rawValue]?.fixable = true
            }
        }
        let rows = counts.sorted {
            $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key
        }
        let width = rows.map { String($0.value.count).count }.max() ?? 1
        return rows.map { code, entry in
            let name = entry.rule?.name ?? "check"
            let fixable = entry.fixable ? "  [fixable]" : ""
            return String(repeating: " ", count: width - String(entry.count).count)
                + "\(entry.count)  \(code)  \(name)\(fixable)\n"
        }.joined()
    }

    /// `layoutc rule [CODE|NAME]`: one rule's documentation, or the list.
    mutating func rule() -> Int32 {
        let topic = options.helpTopic ?? options.inputs.first
        if options.inputs.count > 1 {
            return usageError(CLIError("'rule' takes one rule, found \(options.inputs.count)"))
        }
        guard let topic else {
            output(LintDocumentation.list())
            return 0
        }
        guard let rule = LintRules.rule(named: topic) else {
            let suggestion = Suggestion.closest(to: topic, in: LintRules.all.map(\.name) + LintRules.all.map(\.code))
            return usageError(CLIError("no lint rule '\(topic)'",
                                       hint: suggestion.map { "did you mean '\($0)'?" } ?? "'layoutc rule' lists them"))
        }
        output(LintDocumentation.text(rule))
        return 0
    }
}
