import LayoutDiagnostics
import LayoutSema
import LayoutSyntax

extension Session {
    /// `layoutc check FILE…|-`: diagnostics only.
    mutating func check() -> Int32 {
        guard !options.inputs.isEmpty else {
            return usageError(CLIError("no input files",
                                       hint: "usage: layoutc check FILE… (or - for standard input)"))
        }
        var format = options.diagnosticsFormat
        if let name = options.format {
            guard let parsed = DiagnosticFormat(rawValue: name) else {
                return usageError(CLIError("unknown format '\(name)' for check", hint: "use human, concise or json"))
            }
            format = parsed
        }
        if options.inputs.filter({ $0 == "-" }).count > 1 {
            return usageError(CLIError("standard input ('-') can be read only once"))
        }
        var all: [Diagnostic] = []
        var status: Int32 = 0
        for (position, input) in options.inputs.enumerated() {
            startTimings()
            defer { finishTimings(input) }
            switch load(input) {
            case let .failure(error):
                io.writeStandardError("layoutc: error: \(error.message)\n")
                status = 2
            case let .success(file):
                var compile = compileOptions(defines: options.defines)
                compile.lowers = false
                compile.keepsTokens = false
                if let error = swiftOnlyOptionError(isSwift: Self.isSwift(input)) { return usageError(error) }
                let result: CompileResult
                if Self.isSwift(input) {
                    switch compileSwift(file, path: input, options: compile) {
                    case let .compiled(compiled): result = compiled
                    case .noSuchView:
                        status = 2
                        continue
                    case let .nothingToLayOut(note):
                        // Valid Swift with nothing of its own to lay out (a style, a macOS view): checked.
                        all.append(note)
                        continue
                    }
                } else {
                    result = Compiler.compile(file, sources: sources, options: compile)
                }
                // The last file's tree is left to the exit; earlier ones are freed as usual, so
                // checking many files never holds them all.
                if position == options.inputs.count - 1 { keepUntilExit(result) }
                if options.dumpAST { output(ASTDump.dump(result.syntax.file, file: file)) }
                all.append(contentsOf: result.diagnostics)
                if result.diagnostics.contains(where: { $0.severity == .error }) && status == 0 { status = 1 }
            }
        }
        emitDiagnostics(all, format: format)
        return status
    }
}
