import Testing

/// `--timings`: every phase is listed with numbers that parse; durations are never asserted.
@Suite struct TimingsTests {
    static let files = ["/work/ok.layout": "hstack(spacing: 4) < box(10x10) box(20x10) >\n",
                        "/work/bad.layout": "hstack < box(10x10) nope >\n"]

    /// The phase names of a timings table, after checking each row's four numbers parse.
    func phases(_ stderr: String) -> [String] {
        var names: [String] = []
        var inTable = false
        for line in stderr.split(separator: "\n") {
            if line.hasPrefix("timings for ") { inTable = true; continue }
            guard inTable, line.hasPrefix("  ") else { inTable = false; continue }
            if line.contains("time (ms)") { continue }
            let fields = line.split(separator: " ")
            #expect(fields.count >= 3, "\(line)")
            for number in fields.dropFirst() { #expect(Double(number) != nil, "\(line)") }
            names.append(String(fields[0]))
        }
        return names
    }

    @Test func buildListsEveryPhase() {
        let run = Run(["build", "--timings", "ok.layout"], files: Self.files)
        #expect(run.status == 0)
        #expect(run.stdout.contains("hstack"))
        #expect(run.stderr.hasPrefix("timings for 'ok.layout':\n"))
        #expect(phases(run.stderr) == ["read", "lex", "parse", "check", "lower", "layout", "emit", "write", "total"])
    }

    @Test func checkListsTheFrontEndPhasesPerFile() {
        let run = Run(["check", "--timings", "ok.layout", "bad.layout"], files: Self.files)
        #expect(run.status == 1)
        #expect(run.stderr.contains("timings for 'ok.layout':\n"))
        #expect(run.stderr.contains("timings for 'bad.layout':\n"))
        // `check` wants only the diagnostics: no file is lowered (lowering reports nothing).
        #expect(phases(run.stderr) == ["read", "lex", "parse", "check", "total", "read", "lex", "parse", "check", "total"])
    }

    @Test func tokensAndOnlyWhereItApplies() {
        #expect(phases(Run(["build", "--timings", "--emit", "tokens", "ok.layout"], files: Self.files).stderr) == ["read", "lex", "emit", "write", "total"])
        let misplaced = Run(["fmt", "--timings", "ok.layout"], files: Self.files)
        #expect(misplaced.status == 2)
        #expect(misplaced.stderr.hasPrefix("layoutc: error: option '--timings' does not apply to 'fmt'"))
    }
}
