import Testing
import LayoutDiagnostics
import LayoutSema

/// The checker records what every name refers to (the language server reads nothing else).
@Suite struct NameResolutionTests {
    func names(_ text: String, namesOnly: Bool = false) -> (NameResolutions, SourceFile, [Diagnostic]) {
        let sources = SourceManager()
        let file = sources.add(name: "main.layout", text: text)
        var options = CompileOptions(loadFile: { _ in .failure(ImportError("no imports here")) })
        options.recordsNames = !namesOnly
        options.resolvesNamesOnly = namesOnly
        let result = Compiler.compile(file, sources: sources, options: options)
        return (result.names, file, result.diagnostics)
    }

    /// Each occurrence as `text@offset key (decl)`.
    func describe(_ names: NameResolutions, _ file: SourceFile) -> [String] {
        names.occurrences.map { occurrence in
            let text = String(decoding: file.bytes[occurrence.range.start..<occurrence.range.end], as: UTF8.self)
            let key: String
            switch occurrence.key {
            case let .global(name): key = "global \(name)"
            case let .parameter(component, name): key = "parameter \(component).\(name)"
            case let .repeatIndex(path, offset): key = "index \(path)@\(offset)"
            case let .tag(name): key = "tag \(name)"
            }
            return "\(text)@\(occurrence.range.start) \(key)" + (occurrence.isDeclaration ? " (decl)" : "")
        }
    }

    @Test func localsShadowGlobalsAndLabelsNameParameters() {
        // Offsets: line 1 is 12 bytes, line 2 (62 bytes) starts at 12, line 3 at 75.
        let text = """
        let gap = 8
        let tile(gap: 4, w) = box(width: w, height: gap).padding(gap)
        vstack(spacing: gap) < tile(w: 10) #first repeat(0, as: i) < tile(gap: i, w: gap) > >
        """
        let (names, file, diagnostics) = names(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(describe(names, file) == [
            "gap@4 global gap (decl)",
            "tile@16 global tile (decl)",
            "gap@21 parameter tile.gap (decl)",
            "w@29 parameter tile.w (decl)",
            "w@45 parameter tile.w",             // box(width: w, …): the parameters, not the global
            "gap@56 parameter tile.gap",
            "gap@69 parameter tile.gap",
            "gap@90 global gap",                 // the root sees the global
            "tile@97 global tile",
            "w@102 parameter tile.w",            // a call's label names the parameter
            "first@110 tag first",
            "i@130 index main.layout@130 (decl)",
            "tile@135 global tile",              // a repeat of nothing is resolved all the same
            "gap@140 parameter tile.gap",
            "i@145 index main.layout@130",
            "w@148 parameter tile.w",
            "gap@151 global gap",
        ])
    }

    @Test func anUnknownNameResolvesToNothingAndTheFirstDefinitionWins() {
        let (names, file, _) = names("let a = box(1x1)\nlet a = box(2x2)\nhstack < a b >\n")
        #expect(describe(names, file) == ["a@4 global a (decl)", "a@21 global a (decl)", "a@43 global a"])
        #expect(names.globals["a"]?.range.start == 4)
        #expect(names.globals["a"]?.isComponent == false)
    }

    @Test func namesOnlyEvaluatesNothing() {
        // 1 / 0 is an error when evaluated; resolving names only does not evaluate.
        let (names, file, diagnostics) = names("let k = 1 / 0\nbox(width: k, height: k)\n", namesOnly: true)
        #expect(diagnostics.isEmpty)
        #expect(describe(names, file) == ["k@4 global k (decl)", "k@25 global k", "k@36 global k"])
        let (_, _, evaluated) = self.names("let k = 1 / 0\nbox(width: k, height: k)\n")
        #expect(!evaluated.isEmpty)
    }

    @Test func nothingIsRecordedUnlessAsked() {
        let sources = SourceManager()
        let file = sources.add(name: "main.layout", text: "let a = box(1x1)\na\n")
        #expect(Compiler.compile(file, sources: sources).names.occurrences.isEmpty)
    }
}
