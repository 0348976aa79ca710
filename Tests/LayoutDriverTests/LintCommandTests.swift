import Foundation
import Testing
@testable import LayoutDriver
import LayoutLint

/// `layoutc lint` and `layoutc rule` through the command line: formats against golden files
/// (checked by eye; `LAYOUTC_RECORD=1` rewrites them and fails), the JSON schema, exit codes,
/// directories, configuration, `--fix`, `--diff`, `--statistics`.
struct LintCommandTests {
    static let fixture = "Tests/Fixtures/Lint/fixture.layout"

    @Test(arguments: LintFormat.allCases.map(\.rawValue))
    func formatsMatchTheirGoldenFiles(_ format: String) throws {
        let run = Run(["lint", Self.fixture, "--format", format], directory: packageRoot)
        #expect(run.status == 0, "\(run.stderr)")  // warnings only
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let path = packageRoot + "/Tests/Fixtures/Lint/fixture.\(format)"
        // SARIF names the directory it ran in: the checkout's, wherever it is.
        let stdout = run.stdout.replacingOccurrences(of: "file://" + packageRoot + "/", with: "file:///CHECKOUT/")
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] == "1" {
            try stdout.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("recorded \(path); review it")
            return
        }
        let expected = try? String(contentsOfFile: path, encoding: .utf8)
        #expect(stdout == expected, "lint --format \(format) differs from \(path)")
    }

    /// A folder's files are linted at the same time (`lintInParallel`): the report is the one the
    /// files give linted one at a time, file after file in the order given, with a file that
    /// cannot be read reported where it stands and a Swift file among them.
    @Test func filesLintedInParallelReportAsOneAtATime() throws {
        let files = ["Tests/Fixtures/Screens/tab-bar.layout", "Tests/Fixtures/Lint/fixture.layout",
                     "Tests/Fixtures/Screens/chat-thread.layout", "Examples/SwiftUI/ProfileCard.swift",
                     "Tests/Fixtures/Screens/music-player.layout", "Tests/Fixtures/Screens/map-place-card.layout"]
        let together = Run(["lint"] + files + ["--format", "json", "--devices"], directory: packageRoot)
        var findings: [Any] = []
        for file in files {
            let alone = Run(["lint", file, "--format", "json", "--devices"], directory: packageRoot)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(alone.stdout.utf8)) as? [String: Any])
            findings += try #require(report["findings"] as? [Any])
        }
        let report = try #require(try JSONSerialization.jsonObject(with: Data(together.stdout.utf8)) as? [String: Any])
        let all = try #require(report["findings"] as? [Any])
        #expect(!all.isEmpty)
        #expect(NSArray(array: all).isEqual(to: findings))
        #expect(report["files"] as? [String] == files)
        let missing = Run(["lint", files[0], "Tests/Fixtures/Screens/no-such.layout", files[2], "--format", "concise"],
                          directory: packageRoot)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no-such.layout"))
    }

    @Test func jsonReportMatchesItsSchema() throws {
        let run = Run(["lint", Self.fixture, "--format", "json"], directory: packageRoot)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Schema/layoutc-lint.schema.json"))) as? [String: Any])
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let validator = SchemaValidator(root: schema)
        #expect(validator.validate(document, schema) == [])
        // The validator is not vacuous.
        var broken = try #require(document as? [String: Any])
        broken["version"] = 2
        #expect(!validator.validate(broken, schema).isEmpty)
    }

    static let files = [
        "/work/p/clean.layout": "vstack < box(10x10) text(\"Hi\") >",
        "/work/p/wide.layout": "proposal(100, nil)\nhstack < box(80x10) box(80x10) >",
        "/work/p/sub/.hidden/skip.layout": "bax",
        "/work/p/sub/inner.layout": "box(1x1).padding(0)",
        "/work/p/sub/notes.txt": "not a layout",
        "/work/p/broken.layout": "vstack < bax(1x1) >",
    ]

    @Test func exitStatusFollowsSeverities() {
        #expect(Run(["lint", "p/clean.layout"], files: Self.files).status == 0)
        let wide = Run(["lint", "p/wide.layout"], files: Self.files)
        #expect(wide.status == 0 && wide.stdout.contains("warning: 'hstack' does not fit the screen's width: needs 168 pt, the screen shows 100 pt of it: "
                                                                  + "34 pt at the leading edge and 34 pt at the trailing edge"))
        #expect(Run(["lint", "p/wide.layout", "--strict"], files: Self.files).status == 1)
        #expect(Run(["lint", "p/wide.layout", "--severity", "overflow=error"], files: Self.files).status == 1)
        #expect(Run(["lint", "p/wide.layout", "--severity", "L001=error", "--exit-zero"], files: Self.files).status == 0)
        #expect(Run(["lint", "p/wide.layout", "--severity", "overflow=off", "--strict"], files: Self.files).status == 0)
        #expect(Run(["lint", "p/wide.layout", "--ignore", "overflow", "--strict"], files: Self.files).status == 0)
        #expect(Run(["lint", "p/wide.layout", "--select", "zero-size,L009", "--strict"], files: Self.files).status == 0)
        // A file that does not compile: its check errors, linted no further.
        let broken = Run(["lint", "p/broken.layout"], files: Self.files)
        #expect(broken.status == 1 && broken.stdout.contains("error: unknown element 'bax' [E2001]"))
        // Usage and I/O errors: 2.
        let unknown = Run(["lint", "p/wide.layout", "--select", "overflw"], files: Self.files)
        #expect(unknown.status == 2 && unknown.stderr == "layoutc: error: unknown lint rule 'overflw'\nlayoutc: note: did you mean 'overflow'?\n")
        #expect(Run(["lint", "p/wide.layout", "--severity", "overflow=loud"], files: Self.files).status == 2)
        #expect(Run(["lint", "p/missing.layout"], files: Self.files).status == 2)
        #expect(Run(["lint", "p/wide.layout", "--format", "xml"], files: Self.files).status == 2)
        #expect(Run(["lint", "p/wide.layout", "--fix", "--diff"], files: Self.files).status == 2)
        #expect(Run(["lint", "p/wide.layout", "--strict", "--exit-zero"], files: Self.files).stderr
            == "layoutc: error: --strict and --exit-zero cannot be used together\nlayoutc: note: --strict makes warnings fail; --exit-zero never fails\n")
        #expect(Run(["lint", "-", "--fix"], files: Self.files).status == 2)
        #expect(Run(["lint", "--text-scale", "0", "p/wide.layout"], files: Self.files).status == 2)
    }

    @Test func directoriesAreWalkedForLayoutFiles() {
        let directory = NSTemporaryDirectory() + "layoutc-lint-walk-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in Self.files {
            let full = directory + path.dropFirst("/work".count)
            try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        try? FileManager.default.createDirectory(atPath: directory + "/p/.build", withIntermediateDirectories: true)
        try? "bax".write(toFile: directory + "/p/.build/gen.layout", atomically: true, encoding: .utf8)
        let walked = Run(["lint", "p", "--format", "concise", "--select", "no-effect"], directory: directory)
        #expect(walked.stdout == """
        p/broken.layout:1:10: error: unknown element 'bax' [E2001]
        p/broken.layout:1:10: note: did you mean 'box'?
        p/sub/inner.layout:1:10: warning: '.padding' with zero insets has no effect [L009]
        p/sub/inner.layout:1:10: note: remove it

        """)
        #expect(walked.status == 1)  // p/broken.layout has an error
        #expect(!walked.stdout.contains("skip.layout") && !walked.stdout.contains("gen.layout"))
    }

    @Test func configurationIsFoundAndTheCommandLineWins() {
        var files = Self.files
        files["/work/p/.layoutc.json"] = #"{"lint": {"severity": {"overflow": "error"}, "proposals": ["80xnil"]}}"#
        let fromConfig = Run(["lint", "p/wide.layout", "--format", "concise"], files: files)
        #expect(fromConfig.status == 1)
        // 80 + 8 + 80 = 168, centred in 100 (from x = -34) and in 80 (from x = -44).
        #expect(fromConfig.stdout.contains("error: 'hstack' does not fit the screen's width: needs 168 pt, the screen shows 100 pt of it: "
                                               + "34 pt at the leading edge and 34 pt at the trailing edge ('box', 'box') "
                                               + "are cut off at 100×nil; needs 168 pt, the screen shows 80 pt of it: 44 pt at the leading edge "
                                               + "and 44 pt at the trailing edge ('box', 'box') are cut off at 80×nil"))
        let overridden = Run(["lint", "p/wide.layout", "--severity", "overflow=warning", "--proposal", "500xnil"], files: files)
        #expect(overridden.status == 0)
        files["/work/p/.layoutc.json"] = #"{"lint": {"selct": ["overflow"]}}"#
        let bad = Run(["lint", "p/wide.layout"], files: files)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("/work/p/.layoutc.json:1:11: error: unknown key \"selct\" in \"lint\" [E0011]\n"))
        #expect(bad.stderr.contains("did you mean \"select\"?"))
        files["/work/p/.layoutc.json"] = #"{"lint": {"ignore": ["overflw"]}}"#
        #expect(Run(["lint", "p/wide.layout"], files: files).stderr.hasPrefix("/work/p/.layoutc.json:1:21: error: \"lint.ignore\": unknown lint rule 'overflw'; did you mean 'overflow'? [E0012]"))
        files["/work/p/.layoutc.json"] = #"{"lint": {"proposals": ["wide"]}}"#
        #expect(Run(["lint", "p/wide.layout"], files: files).stderr.contains("invalid proposal 'wide'"))
        files["/work/p/.layoutc.json"] = "{not json"
        #expect(Run(["lint", "p/wide.layout"], files: files).stderr.hasPrefix("/work/p/.layoutc.json:1:2: error: malformed configuration"))
        // Found by walking up, from a subfolder.
        files["/work/p/.layoutc.json"] = #"{"lint": {"ignore": ["no-effect"]}}"#
        #expect(Run(["lint", "p/sub/inner.layout", "--strict"], files: files).status == 0)
    }

    @Test func fixAppliesSafeFixesAndKeepsTheFrames() throws {
        let original = "proposal(200, nil)\nvstack < box(40x20).padding(0) text(\"Hi\").offset(x: 0, y: 0).layoutPriority(1) >\n"
        let files = ["/work/f.layout": original]
        let run = Run(["lint", "f.layout", "--fix", "--format", "concise"], files: files)
        let fixed = try #require(run.written["/work/f.layout"])
        // The priority stays: a vstack reads it.
        #expect(fixed == "proposal(200, nil)\nvstack < box(40x20) text(\"Hi\").layoutPriority(1) >\n")
        #expect(run.stdout.isEmpty && run.status == 0)
        // It says what it fixed (two findings: the zero padding and the zero offset), as ruff does.
        #expect(run.stderr == "layoutc: fixed 2 findings in 1 file\n")
        #expect(Run(["lint", "f.layout", "--fix"], files: ["/work/f.layout": fixed]).stderr == "layoutc: nothing to fix\n")
        // The frames of what remains are the same.
        let before = Run(["build", "f.layout", "--format", "json"], files: files).stdout
        let after = Run(["build", "f.layout", "--format", "json"], files: ["/work/f.layout": fixed]).stdout
        #expect(try leafFrames(before) == leafFrames(after) && !leafFrames(before).isEmpty)
        // --diff shows the same change without writing it, and exits 1.
        let diff = Run(["lint", "f.layout", "--diff"], files: files)
        #expect(diff.status == 1 && diff.written.isEmpty)
        #expect(diff.stdout == """
        --- a/f.layout
        +++ b/f.layout
        @@ -1,2 +1,2 @@
         proposal(200, nil)
        -vstack < box(40x20).padding(0) text("Hi").offset(x: 0, y: 0).layoutPriority(1) >
        +vstack < box(40x20) text("Hi").layoutPriority(1) >

        """)
    }

    @Test func fixNeverOverwritesAFileChangedMeanwhile() {
        var reads = 0
        let stdout = Box(), stderr = Box()
        var written = false
        let io = DriverIO(
            readStandardInput: { .success([]) }, writeStandardOutput: { stdout.text += $0; return .success(()) },
            writeStandardError: { stderr.text += $0 }, environment: [:], standardErrorIsTerminal: false, currentDirectory: "/work",
            readFile: { path in
                guard path == "/work/f.layout" else { return .failure(CLIError("no such file or directory")) }
                reads += 1
                return .success(Array((reads == 1 ? "box(1x1).padding(0)\n" : "box(2x2).padding(0)\n").utf8))
            },
            writeFile: { _, _ in written = true; return .success(()) },
            pathStatus: { path in path == "/work/f.layout" ? .regularFile(FileIdentity(device: 1, inode: 1), writable: true) : .missing(directoryExists: true) })
        let status = Driver.run(arguments: ["lint", "f.layout", "--fix"], io: io)
        #expect(status == 2 && !written)
        #expect(stderr.text.contains("not fixing 'f.layout': it changed on disk while it was linted [E0002]"))
    }

    @Test func statisticsAndQuiet() {
        let files = ["/work/s.layout": "proposal(100, nil)\nvstack < hstack < box(80x10) box(80x10) > box(1x1).padding(0) box(1x1).padding(0) >"]
        #expect(Run(["lint", "s.layout", "--statistics"], files: files).stdout == "2  L009  no-effect  [fixable]\n1  L001  overflow\n")
        #expect(Run(["lint", "s.layout", "--statistics", "--format", "sarif"], files: files).status == 2)
        let quiet = Run(["lint", "s.layout", "--quiet"], files: files).stdout
        #expect(!quiet.contains("Found") && quiet.contains("warning:"))
        #expect(Run(["lint", "s.layout"], files: files).stdout.hasSuffix("Found 3 warnings in 1 file; 2 fixable with --fix.\n"))
        #expect(Run(["lint", "p/clean.layout"], files: Self.files).stdout == "No problems found in 1 file.\n")
    }

    @Test func ruleExplainsOneRuleOrListsThemAll() {
        let one = Run(["rule", "overflow"])
        #expect(one.status == 0 && one.stdout.hasPrefix("L001 overflow (warning by default)\n\nContent runs past the edge of the screen and is cut off.\n"))
        #expect(Run(["rule", "L001"]).stdout == one.stdout && Run(["rule", "l001"]).stdout == one.stdout)
        let list = Run(["rule"])
        #expect(list.stdout.split(separator: "\n").count == LintRules.all.count + 2)
        let unknown = Run(["rule", "overfow"])
        #expect(unknown.status == 2 && unknown.stderr == "layoutc: error: no lint rule 'overfow'\nlayoutc: note: did you mean 'overflow'?\n")
        #expect(Run(["help", "lint"]).stdout.contains("--text-scale SCALES"))
    }

    /// A file that cannot be read is reported, and nothing else: no "No problems found in 0 files".
    @Test func unreadableFilesAreTheOnlyMessage() {
        let run = Run(["lint", "missing.layout"], files: [:])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "layoutc: error: cannot read 'missing.layout': no such file or directory [E0001]\n")
        // With a readable file beside it, the report covers that one.
        let mixed = Run(["lint", "missing.layout", "ok.layout"], files: ["/work/ok.layout": "box(1x1)"])
        #expect(mixed.status == 2 && mixed.stdout == "No problems found in 1 file.\n")
    }
}

final class Box: @unchecked Sendable { var text = "" }

/// The kind and frame of every box and text in a `build --format json` document, in order.
func leafFrames(_ json: String) throws -> [String] {
    var found: [String] = []
    func visit(_ node: [String: Any]) {
        if let kind = node["kind"] as? String, ["box", "text"].contains(kind) {
            let frame = node["frame"] as? [String: Any] ?? [:]
            found.append("\(kind) " + ["x", "y", "width", "height"].map { "\(frame[$0] ?? "nil")" }.joined(separator: " "))
        }
        for child in node["children"] as? [[String: Any]] ?? [] { visit(child) }
    }
    let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    for layout in document?["layouts"] as? [[String: Any]] ?? [] { if let root = layout["root"] as? [String: Any] { visit(root) } }
    return found

}
