import Foundation
import Testing
@testable import LayoutDriver

struct CommandLineTests {
    static let files = [
        "/work/ok.layout": "hstack(spacing: 0) < box(40x20) #a box(10x10) >",
        "/work/warn.layout": "let unused = 1\nbox(10x10)",
        "/work/bad.layout": "vstack < bax(1x1) >",
        "/work/dir/x.layout": "box(1x1)",
    ]

    @Test func buildPrintsFramesAndExitsZero() {
        let run = Run(["build", "ok.layout"], files: Self.files)
        #expect(run.status == 0)
        #expect(run.stdout == """
        proposal nilxnil → 50x20
        hstack  x=0 y=0 w=50 h=20
          box #a  x=0 y=0 w=40 h=20
          box  x=40 y=5 w=10 h=10

        """)
        #expect(run.stderr.isEmpty)
        // Plain `layoutc FILE` is `build`.
        #expect(Run(["ok.layout"], files: Self.files).stdout == run.stdout)
    }

    @Test func exitCodes() {
        #expect(Run(["check", "ok.layout"], files: Self.files).status == 0)
        let warn = Run(["check", "warn.layout"], files: Self.files)
        #expect(warn.status == 0 && warn.stderr.contains("warning: 'unused' is defined but never used [W2001]"))
        #expect(Run(["check", "bad.layout"], files: Self.files).status == 1)
        #expect(Run(["build", "bad.layout"], files: Self.files).status == 1)
        let missing = Run(["check", "missing.layout"], files: Self.files)
        #expect(missing.status == 2)
        #expect(missing.stderr == "layoutc: error: cannot read 'missing.layout': no such file or directory [E0001]\n")
        #expect(Run(["check", "dir"], files: Self.files).stderr.contains("it is a directory"))
        let unknown = Run(["build", "--frmat", "json", "ok.layout"], files: Self.files)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "layoutc: error: unknown option '--frmat'\nlayoutc: note: did you mean '--format'?\n")
        // One letter: no guess among the other letters, only a change of case.
        #expect(Run(["fmt", "-i", "ok.layout"], files: Self.files).stderr == "layoutc: error: unknown option '-i'\nlayoutc: note: see 'layoutc help fmt'\n")
        #expect(Run(["build", "-O", "x.json", "ok.layout"], files: Self.files).stderr.contains("did you mean '-o'?"))
        #expect(Run(["build", "--proposal", "abc", "ok.layout"], files: Self.files).status == 2)
        #expect(Run(["build", "--proposal", "-5x10", "ok.layout"], files: Self.files).status == 2)
        #expect(Run(["build", "ok.layout", "-o", "ok.layout"], files: Self.files).status == 2)
        #expect(Run([], files: Self.files).status == 2)
    }

    @Test func helpAndVersion() {
        #expect(Run(["--version"]).stdout == "layoutc \(Driver.version)\n")
        #expect(Run(["version"]).stdout == "layoutc \(Driver.version)\n")
        let help = Run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("layoutc check FILE…"))
        #expect(Run(["help", "check"]).stdout.contains(#/--format FORMAT +how diagnostics are printed: human \(default\), concise or json\n/#))
        #expect(Run(["check", "--help"]).stdout == Run(["help", "check"]).stdout)
        #expect(Run(["help", "nope"]).status == 2)
    }

    /// Words from other tools and typos get the command they meant; `layoutc` alone lists every
    /// command; help says what an option does where it is asked.
    @Test func wordsUsersType() {
        #expect(Run(["format", "x.layout"]).stderr == "layoutc: error: unknown command 'format'\nlayoutc: note: did you mean 'fmt'?\n")
        #expect(Run(["fromat", "x"]).stderr == "layoutc: error: unknown command 'fromat'\nlayoutc: note: did you mean 'fmt'?\n")
        #expect(Run(["biuld", "x"]).stderr.contains("did you mean 'build'?"))
        let usage = Run([]).stderr
        for command in Command.allCases where command != .help {
            #expect(usage.contains("layoutc \(command.rawValue)") || (command == .build && usage.contains("layoutc [build]")), "\(command)")
        }
        let lint = Run(["help", "lint"]).stdout
        #expect(!lint.contains("(see 'layoutc help lint')"))
        #expect(lint.contains("iPhone SE (3rd generation): 375 × 667 pt, safe area insets 20/0 portrait"))
        #expect(lint.contains("--statistics             the number of findings per rule, in place of the findings"))
        let refused = Run(["check", "--diagnostics-format", "json", "ok.layout"], files: Self.files)
        #expect(refused.status == 2)
        #expect(refused.stderr == "layoutc: error: option '--diagnostics-format' does not apply to 'check'\nlayoutc: note: 'check' prints only diagnostics: choose its format with --format\n")
    }

    /// `-D NAME=WORD` where WORD is no element: the error is at the word, with a did-you-mean.
    @Test func defineOfAnUnknownElement() {
        let files = ["/work/any.layout": "let layout = hstack\nlayout < box(10x10) >"]
        let run = Run(["check", "any.layout", "-D", "layout=vstak", "--format", "concise"], files: files)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("<command line>:1:8: error: unknown element 'vstak' in -D layout=vstak [E2001]\n"))
        let human = Run(["check", "any.layout", "-D", "layout=vstak"], files: files).stderr
        #expect(human.contains("help: did you mean 'vstack'?"))
    }

    /// `.font(.headline)` and `.fontWeight(.semibold)` are drawn semibold (600); a plain text
    /// has no weight attribute.
    @Test func headlinesAreDrawnSemibold() {
        let svg = Run(["build", "-", "--format", "svg"], stdin: #"vstack < text("a").font(.headline) text("b").fontWeight(.semibold) text("c") >"#).stdout
        #expect(svg.components(separatedBy: "font-weight=\"600\"").count - 1 == 2)
        #expect(svg.contains(">c</text>"))
    }

    @Test func defineAloneIsTrue() {
        let files = ["/work/flag.layout": "let compact = false\nif compact < box(1x1) > else < box(2x2) >"]
        #expect(Run(["build", "flag.layout", "-D", "compact"], files: files).stdout.contains("box  x=0 y=0 w=1 h=1"))
        #expect(Run(["build", "flag.layout", "-Dcompact=false"], files: files).stdout.contains("w=2 h=2"))
        #expect(Run(["build", "flag.layout", "-D", "=1"], files: files).status == 2)
        #expect(Run(["build", "flag.layout", "-D", "two words"], files: files).status == 2)
    }

    @Test func explainCode() throws {
        let run = Run(["explain-code", "E2003"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("E2003: unknown argument label\n\n"))
        #expect(run.stdout.contains("    wrap(alignment: leading, spacng: 8) < box(40x20) >\n"))
        #expect(run.stdout.contains("Instead:\n\n    wrap(alignment: leading, spacing: 8) < box(40x20) >\n"))
        // `help CODE` is the same; codes are case-insensitive.
        #expect(Run(["help", "e2003"]).stdout == run.stdout)
        #expect(Run(["explain-code", "w2001"]).stdout.hasPrefix("W2001: defined but never used"))
        let unknown = Run(["explain-code", "E2999"])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr == "layoutc: error: no diagnostic code 'E2999'\nlayoutc: note: the codes are listed in docs/language.md\n")
        #expect(Run(["explain-code", "E2O03"]).stderr.contains("a code is a letter and four digits"))
        #expect(Run(["explain-code"]).status == 2)
        #expect(Run(["explain-code", "E2003", "E2004"]).status == 2)
        #expect(Run(["explain-code", "E2003", "--proposal", "1x1"]).stderr.contains("option '--proposal' does not apply to 'explain-code'"))
        #expect(Run(["help", "explain-code"]).stdout.hasPrefix("usage: layoutc explain-code CODE"))
        // A lint code is its rule's explanation.
        #expect(Run(["explain-code", "L001"]).stdout == Run(["rule", "L001"]).stdout)
        #expect(Run(["help", "l001"]).status == 0)
        // Every code a message can carry is explained.
        for code in ["E0001", "E1010", "E2031", "E3002", "W2004"] { #expect(Run(["explain-code", code]).status == 0, "\(code)") }
    }

    @Test func standardInputAndMultipleFiles() {
        let stdin = Run(["check", "-"], stdin: "vstack < bax(1x1) >")
        #expect(stdin.status == 1)
        #expect(stdin.stderr.hasPrefix("<stdin>:1:10: error: unknown element 'bax' [E2001]"))
        let both = Run(["check", "--format", "concise", "ok.layout", "bad.layout", "warn.layout"], files: Self.files)
        #expect(both.status == 1)
        #expect(both.stderr == """
        bad.layout:1:10: error: unknown element 'bax' [E2001]
        bad.layout:1:10: note: did you mean 'box'?
        warn.layout:1:5: warning: 'unused' is defined but never used [W2001]
        warn.layout:1:5: note: remove it, or use it in the layout

        """)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let plain = Run(["check", "bad.layout"], files: Self.files)
        #expect(!plain.stderr.contains("\u{1B}["))
        let terminal = Run(["check", "bad.layout"], files: Self.files, terminal: true)
        #expect(terminal.stderr.contains("\u{1B}[1;31merror:"))
        #expect(!Run(["check", "bad.layout"], files: Self.files, environment: ["NO_COLOR": "1"], terminal: true).stderr.contains("\u{1B}["))
        #expect(Run(["check", "--color", "always", "bad.layout"], files: Self.files).stderr.contains("\u{1B}["))
        #expect(!Run(["check", "--color=never", "bad.layout"], files: Self.files, terminal: true).stderr.contains("\u{1B}["))
    }

    @Test func proposalsFormatsAndOutputFile() throws {
        let json = Run(["build", "ok.layout", "--proposal", "100xnil", "--proposal", "infx0", "--format", "json"], files: Self.files)
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.count == 2)
        #expect((layouts[1]["proposal"] as? [String: Any])?["width"] as? String == "inf")
        let svg = Run(["build", "ok.layout", "-o", "out.svg"], files: Self.files)
        #expect(svg.status == 0 && svg.stdout.isEmpty)
        #expect(svg.written["/work/out.svg"]?.hasPrefix("<?xml") == true)
        #expect(Options.parseProposalForTests("nilx100") == .init(width: nil, height: 100))
    }

    @Test func explainShowsTheNegotiation() {
        let run = Run(["explain", "ok.layout", "--proposal", "30xnil"], files: Self.files)
        #expect(run.status == 0)
        #expect(run.stdout.contains("  hstack (1:1)  proposed 30xnil → 50x20\n"))
        #expect(run.stdout.contains("placed box #a (1:22) at (0, 0) 40x20 with 15x20"))
        let focused = Run(["explain", "ok.layout", "--tag", "a"], files: Self.files)
        #expect(!focused.stdout.contains("placed hstack"))
        // Indented from the focused element itself.
        #expect(focused.stdout.contains("\n  box #a (1:22)  proposed nilxnil → 40x20\n"))
        #expect(focused.stdout.contains("\n  placed box #a (1:22) at (0, 0) 40x20 with nilx20\n"))
        #expect(Run(["explain", "ok.layout", "--tag", "nope"], files: Self.files).status == 2)
        // A frame with both lengths places its child without asking it: said, not left blank.
        let framed = Run(["explain", "f.layout", "--tag", "c"], files: ["/work/f.layout": "hstack < circle #c .frame(width: 10, height: 10) >"])
        #expect(framed.stdout == """
            proposal nilxnil → 10x10
            sizing (each question indented under the one that asked it):
              (none: no element here was asked for its size; its parent placed it at a size it knew)
            placement:
              placed circle #c (1:10) at (0, 0) 10x10 with 10x10

            """)
    }

    @Test func emitStages() {
        #expect(Run(["build", "ok.layout", "--emit", "tokens"], files: Self.files).stdout.hasPrefix("1:1 identifier \"hstack\"\n"))
        #expect(Run(["build", "ok.layout", "--emit", "ast"], files: Self.files).stdout.hasPrefix("root @1:1\n  element hstack @1:1\n"))
        #expect(Run(["build", "ok.layout", "--emit", "ir"], files: Self.files).stdout.hasPrefix("#2 hstack hstack(alignment: center, spacing: 0) @1:1\n"))
        #expect(Run(["check", "--dump-ast", "ok.layout"], files: Self.files).stdout.contains("tag #a"))
    }

    @Test func definesFromTheCommandLine() {
        let files = ["/work/any.layout": "let layout = hstack(spacing: 0)\nlayout < box(10x10) box(10x10) >"]
        let run = Run(["any.layout", "-D", "layout=vstack(spacing: 0)"], files: files)
        #expect(run.stdout.contains("vstack  x=0 y=0 w=10 h=20"))
        let bad = Run(["any.layout", "-D", "layout=vstack(spacing: -1)"], files: files)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("<command line>:1:24: error: 'spacing' of 'vstack' must be a finite number ≥ 0, found -1"))
    }
}

extension Options {
    static func parseProposalForTests(_ text: String) -> ProposedViewSizeForTests? {
        (try? parseProposal(text)).map { ProposedViewSizeForTests(width: $0.width, height: $0.height) }
    }
}

struct ProposedViewSizeForTests: Equatable {
    var width: CGFloat?
    var height: CGFloat?
}

/// `build -o` writes its output through `createOutput` (atomic, left to the system's cache);
/// `fmt` and `lint --fix`, which replace the user's own files, through `writeFile` (flushed).
struct OutputWriteTests {
    func io(files: [String: String], log: Box) -> DriverIO {
        var io = DriverIO(
            readStandardInput: { .success([]) }, writeStandardOutput: { _ in .success(()) }, writeStandardError: { _ in },
            environment: [:], standardErrorIsTerminal: false, currentDirectory: "/work",
            readFile: { path in files[path].map { .success(Array($0.utf8)) } ?? .failure(CLIError("no such file or directory")) },
            writeFile: { path, _ in log.text += "source \(path)\n"; return .success(()) },
            pathStatus: { path in
                files[path] != nil ? .regularFile(FileIdentity(device: 1, inode: UInt64(path.utf8.count)), writable: true) : .missing(directoryExists: true)
            })
        // Records the call and refuses it (a real one would create a file).
        io.createOutput = { path in log.text += "output \(path)\n"; return .failure(CLIError("recorded")) }
        return io
    }

    final class Box: @unchecked Sendable { var text = "" }

    @Test func buildWritesAnOutputAndFmtASource() {
        let files = ["/work/a.layout": "vstack<box(1x1)>\n"]
        let built = Box()
        #expect(Driver.run(arguments: ["build", "a.layout", "-o", "a.json"], io: io(files: files, log: built)) == 2)
        #expect(built.text == "output /work/a.json\n")
        let formatted = Box()
        #expect(Driver.run(arguments: ["fmt", "a.layout"], io: io(files: files, log: formatted)) == 0)
        #expect(formatted.text == "source /work/a.layout\n")
    }

    @Test func anOutputWrittenWithoutFlushingIsComplete() throws {
        let directory = NSTemporaryDirectory() + "layoutc-output-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.json"
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        for flushing in [false, true] {
            #expect(throws: Never.self) { try RawFile.writeAtomically(path: path, bytes, flushing: flushing).get() }
            #expect(FileManager.default.contents(atPath: path).map { [UInt8]($0) } == bytes)
            // Only the output: no temporary file is left beside it.
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.json"])
        }
    }
}

/// The real process streams `build`'s JSON and text to the `-o` file or standard output as they
/// are emitted; tests otherwise see the whole output at once. Both give the same bytes.
struct StreamedOutputTests {
    final class Collected: @unchecked Sendable { var stdout: [UInt8] = []; var stderr = "" }

    /// The process's I/O on the disk, standard output collected (or answered by `stdout`).
    func streamingIO(_ collected: Collected, directory: String, stdout: ((([UInt8]) -> Result<Void, OutputError>))? = nil) -> DriverIO {
        var io = DriverIO(
            readStandardInput: { .success([]) }, writeStandardOutput: { _ in .failure(.failed("text path not expected")) },
            writeStandardError: { collected.stderr += $0 }, environment: [:], standardErrorIsTerminal: false, currentDirectory: directory)
        io.writeStandardOutputBytes = stdout ?? { collected.stdout += $0; return .success(()) }
        io.createOutput = AtomicFileWriter.create
        return io
    }

    /// 12,000 tagged boxes: more than one chunk of JSON (1 MiB) and of text.
    static let source = "proposal(300, nil)\nwrap(spacing: 2) < repeat(12000, as: i) < box(10x10) #t > >\n"

    @Test(arguments: ["json", "text"])
    func aStreamedBuildWritesWhatABufferedOneDoes(_ format: String) throws {
        let directory = NSTemporaryDirectory() + "layoutc-stream-\(getpid())-\(format)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #require(FileManager.default.createFile(atPath: directory + "/a.layout", contents: Data(Self.source.utf8)))
        let buffered = Run(["build", "a.layout", "--format", format], files: ["/work/a.layout": Self.source])
        #expect(buffered.status == 0 && buffered.stdout.utf8.count > (format == "json" ? 1 << 20 : 100_000))
        // To standard output, in pieces.
        let toStdout = Collected()
        #expect(Driver.run(arguments: ["build", "a.layout", "--format", format], io: streamingIO(toStdout, directory: directory)) == 0)
        #expect(String(decoding: toStdout.stdout, as: UTF8.self) == buffered.stdout)
        // To a file, renamed into place when complete; no temporary file left.
        let toFile = Collected()
        #expect(Driver.run(arguments: ["build", "a.layout", "--format", format, "-o", "out"], io: streamingIO(toFile, directory: directory)) == 0)
        #expect(FileManager.default.contents(atPath: directory + "/out").map { String(decoding: $0, as: UTF8.self) } == String(decoding: toStdout.stdout, as: UTF8.self))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["a.layout", "out"])
        #expect(toFile.stderr.isEmpty && toFile.stdout.isEmpty)
    }

    @Test func aReaderThatGoesAwayEndsAStreamedBuildQuietly() throws {
        let directory = NSTemporaryDirectory() + "layoutc-stream-\(getpid())-pipe"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #require(FileManager.default.createFile(atPath: directory + "/a.layout", contents: Data(Self.source.utf8)))
        let collected = Collected()
        final class Count: @unchecked Sendable { var writes = 0 }
        let count = Count()
        let io = streamingIO(collected, directory: directory) { _ in
            count.writes += 1
            return .failure(.brokenPipe)
        }
        #expect(Driver.run(arguments: ["build", "a.layout", "--format", "json"], io: io) == Driver.brokenPipeStatus)
        #expect(count.writes == 1 && collected.stderr.isEmpty)
    }
}
