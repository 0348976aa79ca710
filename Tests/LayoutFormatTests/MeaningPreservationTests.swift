import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
import LayoutSema
@testable import LayoutFormat

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// What a file means, as far as anyone can observe: its diagnostics' codes, and the name, tag
/// and frame of every element at several proposals.
struct Meaning: Equatable, CustomStringConvertible {
    var codes: [String]
    var layouts: [[String]]

    init(_ text: String) {
        let sources = SourceManager()
        let file = sources.add(name: packageRoot + "/Samples/input.layout", text: text)
        let result = Compiler.compile(file, sources: sources)
        codes = result.diagnostics.map(\.code.rawValue)
        layouts = []
        guard let program = result.program else { return }
        let proposals: [ProposedViewSize] = [
            program.declaredProposal ?? .unspecified, .unspecified, .zero, .infinity,
            ProposedViewSize(width: 120, height: nil), ProposedViewSize(width: 375, height: 200),
        ]
        for proposal in proposals {
            guard let result = try? LayoutEvaluator(tree: program.tree).layout(proposal: proposal) else {
                layouts.append(["cannot lay out"])
                continue
            }
            layouts.append(result.frames.enumerated().map { index, frame in
                let metadata = program.tree.metadata[index]
                return "\(metadata.name)#\(metadata.tag ?? "") \(frame.map { "\($0.minX),\($0.minY),\($0.width),\($0.height)" } ?? "-")"
            })
        }
    }

    var description: String { "codes \(codes), \(layouts.first?.count ?? 0) elements" }
}

/// The formatter changes how a file looks, never what it means: for every sample, every test
/// input that parses and thousands of generated programs, the formatted file has the same
/// diagnostics and the same frames at every proposal tried, and formatting it again changes nothing.
struct MeaningPreservationTests {
    func check(_ text: String, name: String, width: Int = 100, indent: Int = 2) {
        let file = SourceFile(id: SourceFileID(rawValue: 0), name: "input", text: text)
        let output: String
        switch LayoutFormatter.format(file, options: FormatOptions(indent: indent, lineWidth: width)) {
        case let .success(result): output = result
        case let .failure(failure):
            Issue.record("\(name): refused: \(failure)\n\(text)")
            return
        }
        #expect(Meaning(output) == Meaning(text), "\(name): meaning changed\n--- before\n\(text)\n--- after\n\(output)")
        #expect(formatted(output, indent: indent, width: width) == output, "\(name): not idempotent\n\(output)")
    }

    @Test func samples() throws {
        let directory = packageRoot + "/Samples"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".layout") }.sorted()
        #expect(names.count >= 10)
        for name in names {
            let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
            #expect(!Meaning(text).layouts.isEmpty, "\(name) does not lay out")
            for width in [100, 40, 20] { check(text, name: name, width: width) }
        }
    }

    /// String literals of the test suites (the inputs of the parser, checker and
    /// pipeline tests) that parse.
    static func testInputs() throws -> [String] {
        var inputs: [String] = []
        let tests = packageRoot + "/Tests"
        guard let files = FileManager.default.enumerator(atPath: tests) else { return [] }
        for case let path as String in files where path.hasSuffix(".swift") {
            let source = try String(contentsOfFile: tests + "/" + path, encoding: .utf8)
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index < lines.count {
                guard lines[index].hasSuffix("\"\"\""), !lines[index].contains("#\"\"\"") else { index += 1; continue }
                var body: [Substring] = []
                index += 1
                while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") {
                    body.append(lines[index])
                    index += 1
                }
                guard index < lines.count else { break }
                let margin = lines[index].prefix { $0 == " " }.count
                index += 1
                let text = body.map { $0.count >= margin ? String($0.dropFirst(margin)) : "" }.joined(separator: "\n") + "\n"
                if !text.contains("\\(") && !text.contains("\\\\") { inputs.append(text) }
            }
            // One-line literals that look like layout source.
            let literal = /"((?:[^"\\\n]|\\.)*)"/
            for match in source.matches(of: literal) {
                let body = String(match.output.1)
                guard body.count >= 6, body.contains("(") || body.contains("<"), !body.contains("\\(") else { continue }
                inputs.append(body.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
                    .replacingOccurrences(of: "\\t", with: "\t"))
            }
        }
        return inputs
    }

    @Test func testInputsThatParse() throws {
        var checked = 0
        for (index, input) in try Self.testInputs().enumerated() {
            let file = SourceFile(id: SourceFileID(rawValue: 0), name: "input", text: input)
            guard case .success = LayoutFormatter.format(file) else { continue }
            check(input, name: "test input \(index)")
            check(input, name: "test input \(index) at width 30", width: 30)
            checked += 1
        }
        #expect(checked >= 50)
    }

    @Test func generatedPrograms() {
        var generator = ProgramGenerator(seed: 2026)
        // LAYOUTC_FORMAT_ROUNDS=100000 swift test --filter MeaningPreservationTests for a longer search.
        let rounds = Int(ProcessInfo.processInfo.environment["LAYOUTC_FORMAT_ROUNDS"] ?? "") ?? 2_000
        var laidOut = 0
        for round in 0..<rounds {
            let text = generator.render(generator.program())
            let meaning = Meaning(text)
            if !meaning.layouts.isEmpty { laidOut += 1 }
            check(text, name: "program \(round)", width: [100, 60, 30][round % 3], indent: [2, 4][round % 2])
        }
        // The generator writes valid programs: nearly all of them lay out.
        #expect(laidOut >= rounds * 9 / 10, "only \(laidOut) of \(rounds) generated programs laid out")
    }

    /// The `.layout` examples of the README and the docs (code blocks whose first line names a
    /// `.layout` file) are formatted.
    @Test func documentationExamplesAreFormatted() throws {
        var paths = [packageRoot + "/README.md"]
        paths += try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs").filter { $0.hasSuffix(".md") }.map { packageRoot + "/docs/" + $0 }
        var examples = 0
        for path in paths {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for block in text.components(separatedBy: "```").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
                let body = block.drop { $0 != "\n" }.dropFirst()
                guard body.hasPrefix("// "), body.prefix(while: { $0 != "\n" }).hasSuffix(".layout") else { continue }
                examples += 1
                #expect(formatted(String(body)) == String(body), "\(path): this example is not formatted (layoutc fmt it):\n\(body)")
            }
        }
        #expect(examples >= 2)
    }
}
