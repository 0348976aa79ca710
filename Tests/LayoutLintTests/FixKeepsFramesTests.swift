import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutLint
import LayoutSema

/// `--fix` applies only fixes that change no frame: on every input with a safe fix (the
/// samples, the screens, the lint fixture and the cases below), the file after the fixes
/// compiles and lays out every element that is left exactly where it was, at every
/// configuration `--devices` lints.
struct FixKeepsFramesTests {
    /// Fixes that looked safe at one use and were not at another (the cases), and ones
    /// that are.
    static let cases = [
        // A component whose padding is 0 for one use and 8 for the other; a literal one.
        """
        proposal(320, nil)
        let pill(label, pad: 0, dx: 0) = text(label).padding(pad).offset(x: dx)
        let chip = box(20x20).padding(0)
        vstack < pill(label: "Zero") pill(label: "Padded", pad: 8, dx: 4) chip chip >
        """,
        // A repeat body's padding is 0 only for i = 0.
        "proposal(320, nil)\nvstack < repeat(3, as: i) < box(10x10).padding(i) > box(10x10).padding(0) >",
        // A ternary over a constant -D can change.
        "proposal(320, nil)\nlet big = false\nvstack < box(10x10).padding(big ? 5 : 0) box(5x5).offset(x: 0, y: 0) >",
        // Removing the padding alone would leave two tags on one element (E2030).
        "proposal(320, nil)\nvstack < box(10x10) #a .padding(0) #b box(10x10).fixedSize() >",
        // A frame the size of its content at one use only.
        "proposal(320, nil)\nlet icon(w: 24) = image(w x 24).frame(width: 24, height: 24)\nhstack < icon icon(w: 30) >",
    ]

    static var inputs: [(String, String)] {
        var inputs = cases.enumerated().map { ("case \($0.offset)", $0.element) }
        for directory in ["Samples", "Tests/Fixtures/Screens", "Tests/Fixtures/Lint"] {
            let path = packageRoot + "/" + directory
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            where name.hasSuffix(".layout") {
                if let text = try? String(contentsOfFile: path + "/" + name, encoding: .utf8) {
                    inputs.append((directory + "/" + name, text))
                }
            }
        }
        return inputs
    }

    @Test func fixesKeepEveryFrame() throws {
        var fixedFiles = 0
        var options = LintOptions(compile: CompileOptions(loadFile: { _ in .failure(ImportError("no imports")) }))
        options.devices = true
        for (name, text) in Self.inputs {
            let sources = SourceManager()
            var file = sources.add(name: name, text: text)
            var result = Linter.lint(file, sources: sources, options: options)
            guard result.compiled else { continue }
            let before = try frames(text, at: result.configurations)
            var changed = false
            var rounds = 0
            while rounds < 10, let fixed = LintFixer.applySafeFixes(result.diagnostics, to: file.bytes, file: file.id) {
                file = sources.add(name: name, bytes: fixed)
                result = Linter.lint(file, sources: sources, options: options)
                changed = true
                rounds += 1
            }
            guard changed else { continue }
            fixedFiles += 1
            let after = String(decoding: file.bytes, as: UTF8.self)
            #expect(result.compiled, "\(name): the fixed file does not compile:\n\(after)")
            let afterFrames = try frames(after, at: result.configurations)
            #expect(afterFrames == before, "\(name): --fix moved an element:\n\(after)")
        }
        #expect(fixedFiles >= 4)
    }

    /// The frames of every element that is not a modifier, in tree order, at each configuration.
    func frames(_ text: String, at configurations: [LintConfiguration]) throws -> [[CGRect]] {
        let sources = SourceManager()
        let file = sources.add(name: "f.layout", text: text)
        let compiled = Compiler.compile(file, sources: sources,
                                        options: CompileOptions(loadFile: { _ in .failure(ImportError("none")) }))
        let program = try #require(compiled.program)
        let kept = (0..<program.tree.count).map { LayoutNodeID($0) }
            .filter { program.tree.elements[Int($0.index)].definition.role != .modifier }
        return try configurations.map { configuration in
            let tree = program.tree.sizingText(for: configuration.dynamicType,
                                               textScale: CGFloat(configuration.textScale))
            let result = try LayoutEvaluator(tree: tree).layout(proposal: configuration.proposal)
            return kept.map { result.frames[Int($0.index)] ?? .null }
        }
    }
}
