import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutLint
import LayoutSema

/// The corpus of realistic screens (`Tests/Fixtures/Screens/`, its README says how it was
/// made): each file's ground truth was written, and worked out by hand from the frames, before
/// the linter ran. Linted as a user would (`--devices`: every iPhone, portrait and landscape, at
/// Large and xxxLarge), a clean screen gets no finding at all and a screen with a planted bug
/// gets exactly one: the planted rule, at the tagged element — with the text measured in the
/// built-in font, and in the deterministic model.
struct ScreenCorpusTests {
    struct Screen: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        /// nil: clean; else the rule's name and the tag.
        var expected: (rule: String, tag: String)?
        var testDescription: String { name }
    }

    static let screens: [Screen] = {
        let directory = packageRoot + "/Tests/Fixtures/Screens"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".layout") }.sorted()
        return names.compactMap { name in
            guard let text = try? String(contentsOfFile: directory + "/" + name, encoding: .utf8),
                  let line = text.split(separator: "\n").first(where: { $0.hasPrefix("// expect: ") }) else { return nil }
            let words = line.dropFirst("// expect: ".count).split(separator: " ")
            let expected = words.first == "clean" ? nil
                : (String(words[0]), String(words.count > 1 ? words[1].dropFirst() : ""))
            return Screen(name: name, text: text, expected: expected)
        }
    }()

    @Test func theCorpusIsLargeAndMostlyClean() {
        #expect(Self.screens.count >= 36)
        let clean = Self.screens.filter { $0.expected == nil }.count
        #expect(clean * 2 > Self.screens.count, "clean screens are the majority")
        #expect(Self.screens.count - clean >= 12)
    }

    /// What the screens are measured with: the ground truth holds under both (README, "The text
    /// model").
    enum Metrics: String, CaseIterable, Sendable {
        case builtInFont, model
        var textModel: TextModel { self == .model ? .model : .standard }
    }

    @Test(arguments: screens, Metrics.allCases) func screen(_ screen: Screen, _ metrics: Metrics) throws {
        let sources = SourceManager()
        let file = sources.add(name: screen.name, text: screen.text)
        var options = LintOptions(compile: CompileOptions(loadFile: { _ in .failure(ImportError("no imports")) }))
        options.compile.textModel = metrics.textModel
        options.devices = true
        let result = Linter.lint(file, sources: sources, options: options)
        #expect(result.compiled)
        #expect(result.configurations.count > 20)
        let found = result.findings.map { ($0.rule?.name ?? $0.diagnostic.code.rawValue, $0.diagnostic) }
        guard let (rule, tag) = screen.expected else {
            #expect(found.isEmpty, "a clean screen: \(found.map { "\($0.0): \($0.1.message)" })")
            return
        }
        try #require(found.count == 1, "one finding: \(found.map { "\($0.0): \($0.1.message)" })")
        #expect(found[0].0 == rule)
        // At the tagged element: its name, or its use when it is made by a component.
        let compiled = Compiler.compile(file, sources: SourceManager(), options: options.compile)
        let program = try #require(compiled.program)
        let tagged = (0..<program.tree.count).map { LayoutNodeID($0) }.filter { program.tree.tag(of: $0) == tag }
        try #require(!tagged.isEmpty, "no element tagged #\(tag)")
        var places: Set<Int> = []
        for node in tagged {
            var chain: [LayoutNodeID] = [node]
            while let last = chain.last, let child = program.tree.children(of: last).first,
                  program.tree.elements[Int(last.index)].definition.role == .modifier {
                chain.append(child)
            }
            for member in chain {
                guard let origin = program.origin(of: member) else { continue }
                places.insert(origin.range.start)
                if let use = origin.callChain.first { places.insert(use.start) }
            }
        }
        let at = try #require(found[0].1.range).start
        #expect(places.contains(at), "the finding is at offset \(at), the tagged element at \(places.sorted())")
    }
}
