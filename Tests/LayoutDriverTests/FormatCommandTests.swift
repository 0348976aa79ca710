import Foundation
import Testing
@testable import LayoutDriver

/// `layoutc fmt`: in place, --check, --diff, standard input, configuration, refusals.
struct FormatCommandTests {
    let messy = "let a=1\nvstack<box(1x1)\n  box( 2x2 )>\n"
    let tidy = "let a = 1\nvstack < box(1x1) box(2x2) >\n"

    @Test func formatsInPlace() {
        let run = Run(["fmt", "a.layout", "b.layout"], files: ["/work/a.layout": messy, "/work/b.layout": tidy])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.written == ["/work/a.layout": tidy], "a formatted file is not rewritten")
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
    }

    @Test func checkListsWhatWouldChange() {
        let run = Run(["fmt", "--check", "a.layout", "b.layout"], files: ["/work/a.layout": messy, "/work/b.layout": tidy])
        #expect(run.status == 1)
        #expect(run.stdout == "a.layout\n")
        #expect(run.written.isEmpty)
        #expect(Run(["fmt", "--check", "b.layout"], files: ["/work/b.layout": tidy]).status == 0)
    }

    @Test func diffIsUnified() {
        let run = Run(["fmt", "--diff", "a.layout"], files: ["/work/a.layout": messy])
        #expect(run.status == 1)
        #expect(run.written.isEmpty)
        #expect(run.stdout == """
        --- a/a.layout
        +++ b/a.layout
        @@ -1,3 +1,2 @@
        -let a=1
        -vstack<box(1x1)
        -  box( 2x2 )>
        +let a = 1
        +vstack < box(1x1) box(2x2) >

        """)
    }

    @Test func standardInputToStandardOutput() {
        let run = Run(["fmt", "-"], stdin: messy)
        #expect(run.status == 0)
        #expect(run.stdout == tidy)
        let check = Run(["fmt", "-", "--check"], stdin: messy)
        #expect(check.status == 1)
        #expect(check.stdout == "<stdin>\n")
    }

    @Test func syntaxErrorsAreReportedAndTheFileLeftAlone() {
        let run = Run(["fmt", "bad.layout"], files: ["/work/bad.layout": "vstack < box(1x1)\n"])
        #expect(run.status == 1)
        #expect(run.written.isEmpty)
        #expect(run.stderr.contains("bad.layout:1:18: error: expected '>', found the end of the file [E1010]"))
        #expect(run.stderr.contains("layoutc: error: 'bad.layout' has syntax errors; it was left as it is"))
    }

    @Test func optionsFromTheProjectAndTheCommandLine() {
        let files = ["/work/.layoutc.json": #"{"format": {"indent": 4}}"#, "/work/a.layout": "vstack <\nbox(1x1)\n>"]
        #expect(Run(["fmt", "a.layout"], files: files).written["/work/a.layout"] == "vstack <\n    box(1x1)\n>\n")
        #expect(Run(["fmt", "a.layout", "--indent", "2"], files: files).written["/work/a.layout"] == "vstack <\n  box(1x1)\n>\n")
        let narrow = Run(["fmt", "-", "--line-width", "20"], stdin: "hstack < box(10x10) box(20x20) >")
        #expect(narrow.stdout == "hstack <\n  box(10x10)\n  box(20x20)\n>\n")
        let bad = Run(["fmt", "a.layout"], files: ["/work/.layoutc.json": #"{"format": {"lineWidht": 80}}"#, "/work/a.layout": "box(1x1)"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(#"error: unknown key "lineWidht" in "format" [E0011]"#))
        #expect(bad.written.isEmpty)
    }

    @Test func usageErrors() {
        #expect(Run(["fmt"]).status == 2)
        #expect(Run(["fmt", "--indent", "0", "-"]).stderr.contains("invalid value '0' for '--indent'"))
        #expect(Run(["build", "--check", "a.layout"]).stderr.contains("option '--check' does not apply to 'build'"))
        #expect(Run(["fmt", "-", "a.layout"]).status == 2)
        let lsp = Run(["lsp", "a.layout"])
        #expect(lsp.status == 2)
        #expect(lsp.stderr.contains("'lsp' takes no files"))
    }

    @Test func directoriesAreSearched() throws {
        let directory = NSTemporaryDirectory() + "layoutc-fmt-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/.hidden", withIntermediateDirectories: true)
        try messy.write(toFile: directory + "/sub/x.layout", atomically: true, encoding: .utf8)
        try messy.write(toFile: directory + "/.hidden/y.layout", atomically: true, encoding: .utf8)
        try "not layout".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
        let run = Run(["fmt", directory])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Array(run.written.keys) == [directory + "/sub/x.layout"])
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func samplesAreFormatted() {
        let run = Run(["fmt", "--check", "Samples"], directory: packageRoot)
        #expect(run.status == 0, "run layoutc fmt Samples: \(run.stdout)")
    }
}
