import Foundation
import Testing
import LayoutDiagnostics
import LayoutSema
@testable import LayoutSwiftReader
import LayoutSwiftSyntax

/// The corpus of real SwiftUI files (Tests/Fixtures/SwiftUI/Corpus, `SOURCES.md`) read as lint
/// reads it: each app folder a module, each file's previews (else its outer views) a root. No
/// file gives an error; the share of view expressions laid out without a note, and the notes
/// most often given, are recorded in `MEASUREMENT.md` (what docs/swiftui.md quotes) and must stay
/// as recorded (`LAYOUTC_RECORD=1 swift test --filter CorpusMeasurement` writes it again).
struct CorpusMeasurementTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SwiftUI/Corpus").path

    struct Measurement {
        var files = 0
        var filesWithRoots = 0
        var roots = 0
        var expressions = 0
        var noted = 0
        var errors: [String] = []
        /// Notes by what they say (names of the app's own left out), with their code.
        var notes: [String: Int] = [:]
    }

    /// A note's construct: its message with the app's names (quoted) left out, but a modifier's
    /// or a SwiftUI view's name kept (which ones are missing is the point).
    static func construct(_ message: String) -> String {
        if message.hasPrefix("the modifier .") { return message }
        // A quoted name opens after a space or a bracket and closes before one (an apostrophe,
        // as in "the view's", does neither).
        let quoted = try! NSRegularExpression(pattern: "(?<=^|[\\s(])'[^'\\s][^']*?'(?=[\\s,.:;)]|$)")
        return quoted.stringByReplacingMatches(in: message, range: NSRange(message.startIndex..., in: message),
                                               withTemplate: "'…'")
    }

    static func measure() throws -> Measurement {
        var result = Measurement()
        let folders = try FileManager.default.contentsOfDirectory(atPath: corpus).sorted()
        for folder in folders {
            let path = corpus + "/" + folder
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            let sources = SourceManager()
            let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".swift") }.sorted()
            let files = try names.map { name in
                sources.add(name: folder + "/" + name, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path + "/" + name))))
            }
            let reader = SwiftReader(files: files)
            for file in files {
                result.files += 1
                let roots = reader.roots(in: file)
                if !roots.isEmpty { result.filesWithRoots += 1 }
                var expressions: [SourceRange] = []
                var notes: [Diagnostic] = []
                for root in roots {
                    result.roots += 1
                    let reading = try #require(reader.read(root, in: file))
                    let (compiled, final) = SwiftCompilation.compile(reading, name: file.name + " (read)", sources: sources,
                                                                    options: CompileOptions())
                    result.errors += compiled.diagnostics.filter { $0.severity == .error }
                        .map { "\(file.name) (\(root)): \($0.message)" }
                    expressions += reading.viewExpressions.filter { $0.file == file.id && !expressions.contains($0) }
                    notes += final.notes.filter { note in !notes.contains { $0.range == note.range && $0.message == note.message } }
                }
                // A note belongs to the innermost view expression of this file holding it.
                var notedExpressions = Set<SourceRange>()
                for note in notes {
                    result.notes["\(note.code.rawValue) \(construct(note.message))", default: 0] += 1
                    guard let at = note.range, at.file == file.id else { continue }
                    let holding = expressions.filter { $0.start <= at.start && at.start < max($0.end, $0.start + 1) }
                    if let innermost = holding.min(by: { $0.end - $0.start < $1.end - $1.start }) {
                        notedExpressions.insert(innermost)
                    }
                }
                result.expressions += expressions.count
                result.noted += notedExpressions.count
            }
        }
        return result
    }

    static func report(_ m: Measurement) -> String {
        let clean = m.expressions - m.noted
        let share = m.expressions == 0 ? 0 : Double(clean) / Double(m.expressions) * 100
        var out = """
        # The SwiftUI corpus as layoutc reads it

        Measured by `Tests/LayoutSwiftUITests/CorpusMeasurementTests.swift` (each app folder a
        module, each file's previews — else its outer views — a root, as `layoutc lint` reads them);
        `LAYOUTC_RECORD=1 swift test --filter CorpusMeasurement` writes this file again.

        - \(m.files) files, \(m.filesWithRoots) with a view to lay out, \(m.roots) roots; no errors.
        - \(m.expressions) view expressions (`Text(…)`, `VStack { … }`, a view of the app's: each
          once, without its modifiers), **\(clean) laid out without a note: \(String(format: "%.1f", share)) %**.
          A note at a modifier, an argument or a value counts against the view expression holding it.

        ## The notes, most frequent first

        | count | code | note |
        |---:|---|---|

        """
        for (note, count) in m.notes.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            let code = note.prefix(5)
            let text = note.dropFirst(6).replacingOccurrences(of: "|", with: "\\|")
            out += "| \(count) | \(code) | \(text) |\n"
        }
        return out
    }

    @Test func theCorpusReadsWithoutErrorsAndAsRecorded() throws {
        let measurement = try Self.measure()
        #expect(measurement.errors.isEmpty, "\(measurement.errors)")
        #expect(measurement.files >= 30 && measurement.roots >= 50)
        let text = Self.report(measurement)
        let path = Self.corpus + "/MEASUREMENT.md"
        let recorded = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] != nil, text != recorded {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("MEASUREMENT.md re-recorded; review the diff")
            return
        }
        #expect(text == recorded, "the corpus reads differently: LAYOUTC_RECORD=1 swift test --filter CorpusMeasurement")
    }
}
