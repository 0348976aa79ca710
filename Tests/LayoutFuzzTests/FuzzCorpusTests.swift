import Foundation
import Testing
import LayoutFuzz
import LayoutSema
import LayoutEngine
import LayoutDiagnostics

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The fuzzer's seed corpus (the samples and `Fuzz/seeds`) keeps the pipeline's contract, and its
/// dictionary knows every word of the language.
struct FuzzCorpusTests {
    static func corpus() throws -> [(String, [UInt8])] {
        var inputs: [(String, [UInt8])] = []
        for directory in ["Samples", "Fuzz/seeds"] {
            let path = packageRoot + "/" + directory
            for name in try FileManager.default.contentsOfDirectory(atPath: path).sorted() where name.hasSuffix(".layout") {
                inputs.append((directory + "/" + name, [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))))
            }
        }
        return inputs
    }

    @Test func seedsKeepTheContract() throws {
        let inputs = try Self.corpus()
        #expect(inputs.count >= 15)
        for (name, bytes) in inputs {
            let problems = PipelineInvariants.violations(for: bytes, alwaysThroughCommandLine: true)
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }

    /// The invariant checker is not vacuous: it notices what it is meant to notice.
    @Test func checkerCatchesBrokenOutputs() {
        #expect(!PipelineInvariants.svgProblems(#"<rect x="inf" y="0" width="1" height="nan"/>"#).isEmpty)
        #expect(PipelineInvariants.svgProblems(#"<rect x="1.5" y="0" width="1" height="2"/><text>inf</text>"#).isEmpty)
        #expect(!PipelineInvariants.jsonProblems(#"{"a": [1, inf]}"#, what: "x").isEmpty)
        #expect(!PipelineInvariants.textProblems("box  x=0 y=nan w=1 h=1").isEmpty)
        // The trace: a nan where a number goes is caught; a tag that spells "nan" is not (the
        // long fuzz run's one report was that tag, #seconany).
        #expect(!PipelineInvariants.traceProblems("  box (1:1)  proposed 0xnil → nanx20\n").isEmpty)
        #expect(!PipelineInvariants.traceProblems("  placed box (1:1) at (0, nan) 1x1 with nilxnil\n").isEmpty)
        #expect(!PipelineInvariants.traceProblems("proposal 10xnil → 10xnan\n").isEmpty)
        #expect(PipelineInvariants.traceProblems("  padding #seconany (4:189)  proposed 0xnil → 32x3492  (memo)\n  placed padding #nan (1:1) at (0, 0) 1x1 with infxnil\n").isEmpty)
        // The engine's shortcuts against its general path: equal layouts pass, a moved frame
        // (as the baseline hstack's box once was, at y = 30 instead of 16) does not.
        let sources = SourceManager()
        let file = sources.add(name: "t", bytes: Array("hstack(alignment: firstTextBaseline) < text(\"Hi\").frame(width: 50, height: 40) box(10x10) >".utf8))
        var options = CompileOptions()
        options.textModel = .model   // the text "Hi" is 16 × 20 with its baseline at 16 (hand-worked)
        let tree = Compiler.compile(file, sources: sources, options: options).program?.tree
        if let tree, let fast = try? LayoutEvaluator(tree: tree).layout(proposal: .unspecified),
           let general = try? LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true)).layout(proposal: .unspecified) {
            #expect(PipelineInvariants.shortcutProblems(fast: fast, general: general).isEmpty)
            // The nodes, children first: text 0, frame 1, box 2, hstack 3. The box at y = 30:
            var moved = fast
            #expect(tree.metadata[2].name == "box" && fast.frames[2]?.minY == 16)
            moved.frames[2] = fast.frames[2]?.offsetBy(dx: 0, dy: 14)
            #expect(PipelineInvariants.shortcutProblems(fast: moved, general: general)
                == ["node 2 is at x=58 y=30 w=10 h=10 with the engine's shortcuts, x=58 y=16 w=10 h=10 without"])
        } else {
            Issue.record("the baseline hstack did not compile and lay out")
        }
        let outside = #"[{"code": "E1", "range": {"file": "<stdin>", "start": {"offset": 3}, "end": {"offset": 9}}, "labels": [], "notes": []}]"#
        #expect(!PipelineInvariants.diagnosticsProblems(outside, inputLength: 5, command: "x").isEmpty)
        #expect(!PipelineInvariants.diagnosticsProblems(#"[{"code": "E1", "range": null}]"#, inputLength: 5, command: "x").isEmpty)
    }

    /// Every keyword, built-in, label, enumeration value and colour is in `Fuzz/layout.dict`.
    /// `LAYOUTC_RECORD=1` rewrites the generated part (and fails, so the diff is reviewed).
    @Test func dictionaryCoversTheLanguage() throws {
        let path = packageRoot + "/Fuzz/layout.dict"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var words: Set<String> = []
        for spec in BuiltinRegistry.elements + BuiltinRegistry.modifiers + BuiltinRegistry.values {
            words.insert(spec.name)
            for parameter in spec.parameters {
                if let label = parameter.label { words.insert(label + ":") }
                if case let .enumeration(values) = parameter.type { words.formUnion(values) }
            }
        }
        words.formUnion(BuiltinRegistry.colorNames + BuiltinRegistry.edgeNames + BuiltinRegistry.shapeNames
            + BuiltinRegistry.textStyles.map(\.name) + BuiltinRegistry.fontWeights)
        let marker = "# generated from BuiltinRegistry\n"
        let handWritten = text.components(separatedBy: marker)[0]
        let expected = handWritten + marker + words.sorted().map { "\"\($0)\"\n" }.joined()
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] != nil, text != expected {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("Fuzz/layout.dict re-recorded; review the diff")
            return
        }
        #expect(text == expected, "Fuzz/layout.dict is not in step with the registry; run LAYOUTC_RECORD=1 swift test")
    }
}
