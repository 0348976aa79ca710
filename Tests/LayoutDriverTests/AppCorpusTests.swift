import Foundation
import Testing
import LayoutDiagnostics
@testable import LayoutDriver
import LayoutSwiftReader
import LayoutAppModel
import LayoutSema

/// The project's app corpus (`Tests/Fixtures/SwiftUI/Apps`, its README) linted as a team lints its
/// app — `layoutc lint App/`, nothing else — against the ground truth its files mark
/// (`// expect: RULE` where a user sees a problem), and read root by root: no file gives an error;
/// what is found, missed and falsely found, and the reader's notes by kind, are recorded in
/// `MEASUREMENT.md` (what docs/swiftui.md quotes) and must stay as recorded
/// (`LAYOUTC_RECORD=1 swift test --filter AppCorpus` writes it again).
@Suite struct AppCorpusTests {
    static let root = packageRoot + "/Tests/Fixtures/SwiftUI/Apps"

    struct Place: Hashable, Comparable {
        var file: String
        var line: Int
        var rule: String
        static func < (a: Place, b: Place) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
        var described: String { "\(file):\(line) \(rule)" }
    }

    static var apps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    /// The `// expect:` markers of an app's files.
    static func expected(in app: String) -> Set<Place> {
        var found: Set<Place> = []
        let enumerator = FileManager.default.enumerator(atPath: root + "/" + app)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                  let text = try? String(contentsOfFile: root + "/" + app + "/" + relative, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "// expect: ") else { continue }
                let rules = line[marker.upperBound...].prefix { $0.isLetter || $0 == "-" || $0 == "," || $0 == " " }
                for rule in rules.split(separator: ",") {
                    let name = rule.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
                    if !name.isEmpty { found.insert(Place(file: app + "/" + relative, line: index + 1, rule: name)) }
                }
            }
        }
        return found
    }

    struct AppResult {
        var expected: Set<Place>
        var warnings: Set<Place>
        var infos = 0
        var errors: [String] = []
        var notLinted = ""
        /// The reader's notes over the app's view files (`layoutc check`), by code: S4001 known only
        /// when the app runs, S4002 skipped, S4003 drawn with a stand-in.
        var notes: [String: Int] = [:]
        var standIns = StandIns()
        var found: Set<Place> { expected.intersection(warnings) }
        var missed: Set<Place> { expected.subtracting(warnings) }
        var falsePositives: Set<Place> { warnings.subtracting(expected) }
    }

    /// What the reader's notes say stood in, as `docs/swiftui.md` ("What still takes a stand-in")
    /// sorts them; a view expression counts in each kind of note it carries.
    enum StandInKind: Int, CaseIterable {
        /// A value the code has that the reader did not read (an asset's colour, a checker's refusal
        /// of what the reader wrote): what the issue's 1 % is about.
        case code
        /// A modifier, view or statement the reader does not lay out, left out (no value stood in).
        case leftOut
        /// A value only the running app has (a model's text, a condition on state, a network image).
        case runtime
        /// A value its caller gives, unknown where the view is read as a root (`lint` reads it at its uses).
        case caller
        /// iOS's own drawing, estimated (a control at UIKit's size, an SF Symbol, a List's metrics).
        case system

        var title: String {
            switch self {
            case .code: return "a value the code has"
            case .leftOut: return "left out"
            case .runtime: return "only when the app runs"
            case .caller: return "given by the caller"
            case .system: return "iOS's drawing, estimated"
            }
        }

        init(code: String, message: String) {
            switch code {
            case "S4002":
                self = message.hasPrefix("skipped:") ? .code : .leftOut
            case "S4003":
                let codeHas = message.hasPrefix("the colour") || message.hasPrefix("a gradient")
                    || message.hasPrefix("a AnyLayout") || message.contains("is a Layout of the app's own")
                    || message.contains(".lineLimit reserves")
                self = codeHas ? .code : .system
            default:
                if message.contains("given by the view's caller") {
                    self = .caller
                } else if message.hasPrefix("an image whose size is in the app's assets") {
                    self = .code
                } else {
                    self = .runtime
                }
            }
        }
    }

    /// The reader's notes over an app's view files, by the view expression each is at (the
    /// innermost that holds it).
    struct StandIns {
        /// Every view expression the readings read, once.
        var expressions = 0
        /// View expressions carrying a note of each kind.
        var byKind: [StandInKind: Int] = [:]
        /// View expressions carrying a note of each text (names and numbers left out).
        var byNote: [String: Int] = [:]
        /// Notes at no view expression (a property's declaration: its uses carry their own).
        var elsewhere = 0
    }

    /// Each view file read as `layoutc check` reads it (its first preview, else its first view, with
    /// its module, for iOS) and compiled; its notes placed at the view expressions they are in.
    static func standIns(_ viewFiles: [String]) -> StandIns {
        struct Place: Hashable { var file: String; var start: Int; var end: Int }
        struct Note: Hashable { var place: Place; var code: String; var message: String }
        var expressions: Set<Place> = []
        var notes: Set<Note> = []
        for relative in viewFiles {
            let path = root + "/" + relative
            let sources = SourceManager()
            guard let bytes = DiskFiles().read(path) else { continue }
            let file = sources.add(name: path, bytes: bytes)
            let reader = SwiftReader.module(of: file, path: path, files: DiskFiles(), sources: sources)
            guard let reading = reader.read(nil, in: file) else { continue }
            let (_, final) = SwiftCompilation.compile(reading, name: "<read>", sources: sources, options: CompileOptions())
            func place(_ range: SourceRange) -> Place {
                Place(file: sources[range.file].name, start: range.start, end: range.end)
            }
            expressions.formUnion(final.viewExpressions.map(place))
            for note in final.notes {
                guard let range = note.range, ["S4001", "S4002", "S4003"].contains(note.code.rawValue) else { continue }
                notes.insert(Note(place: place(range), code: note.code.rawValue, message: note.message))
            }
        }
        var result = StandIns(expressions: expressions.count)
        let byFile = Dictionary(grouping: expressions, by: \.file)
        var kinds: [Place: Set<StandInKind>] = [:]
        var texts: [Place: Set<String>] = [:]
        for note in notes {
            let holders = (byFile[note.place.file] ?? []).filter { $0.start <= note.place.start && note.place.end <= $0.end }
            guard let innermost = holders.min(by: { ($0.end - $0.start, $0.start) < ($1.end - $1.start, $1.start) }) else {
                result.elsewhere += 1
                continue
            }
            kinds[innermost, default: []].insert(StandInKind(code: note.code, message: note.message))
            texts[innermost, default: []].insert(note.code + " " + normalized(note.message))
        }
        for kind in kinds.values.flatMap({ $0 }) { result.byKind[kind, default: 0] += 1 }
        for text in texts.values.flatMap({ $0 }) { result.byNote[text, default: 0] += 1 }
        return result
    }

    /// A note's text without what differs from place to place: quoted names, numbers.
    static func normalized(_ message: String) -> String {
        let characters = Array(message)
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            // A quoted name opens after a non-letter (an apostrophe in "app's" does not).
            if character == "'", index == 0 || !characters[index - 1].isLetter,
               let close = characters[(index + 1)...].indices.first(where: { position in
                   characters[position] == "'" && (position + 1 == characters.count || !characters[position + 1].isLetter)
               }) {
                out += "'…'"
                index = close + 1
                continue
            }
            if character.isNumber {
                if !(out.last == "N" && index > 0 && characters[index - 1].isNumber) { out += "N" }
                index += 1
                continue
            }
            out.append(character)
            index += 1
        }
        return out
    }

    /// `layoutc lint APP --format json --show-stand-ins`, run from the corpus folder.
    static func lint(_ app: String) throws -> AppResult {
        let run = Run(["lint", app, "--format", "json", "--show-stand-ins"], directory: root)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var result = AppResult(expected: expected(in: app), warnings: [])
        for case let finding as [String: Any] in report["findings"] as? [Any] ?? [] {
            let severity = finding["severity"] as? String
            let range = finding["range"] as? [String: Any]
            let file = range?["file"] as? String ?? ""
            let line = (range?["start"] as? [String: Any])?["line"] as? Int ?? 0
            let name = finding["name"] as? String ?? finding["code"] as? String ?? ""
            switch severity {
            case "error": result.errors.append("\(file):\(line) \(finding["message"] ?? "")")
            case "warning": result.warnings.insert(Place(file: file, line: line, rule: name))
            default: result.infos += 1
            }
        }
        result.notLinted = run.stderr.split(separator: "\n").first { $0.hasPrefix("layoutc: note: not linted: ") }
            .map { String($0.dropFirst("layoutc: note: not linted: ".count))
                .replacingOccurrences(of: " (layoutc lints iOS views)", with: "") } ?? ""
        // The reader's notes, over the files that declare a view or a preview.
        let enumerator = FileManager.default.enumerator(atPath: root + "/" + app)
        var viewFiles: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                  let text = try? String(contentsOfFile: root + "/" + app + "/" + relative, encoding: .utf8),
                  text.contains(": View") || text.contains("#Preview") || text.contains("PreviewProvider") else { continue }
            viewFiles.append(app + "/" + relative)
        }
        let check = Run(["check"] + viewFiles.sorted() + ["--format", "json"], directory: root)
        for code in ["S4001", "S4002", "S4003"] {
            result.notes[code] = check.stderr.components(separatedBy: "\"code\": \"\(code)\"").count - 1
        }
        result.standIns = standIns(viewFiles.sorted())
        return result
    }

    static func report(_ results: [(app: String, result: AppResult)]) -> String {
        let found = results.map(\.result.found.count).reduce(0, +)
        let expected = results.map(\.result.expected.count).reduce(0, +)
        let wrong = results.map(\.result.falsePositives.count).reduce(0, +)
        let infos = results.map(\.result.infos).reduce(0, +)
        func percent(_ part: Int, _ whole: Int) -> String { whole == 0 ? "—" : String(format: "%.0f %%", Double(part) / Double(whole) * 100) }
        var out = """
        # The app corpus as layoutc lints it

        Measured by `Tests/LayoutDriverTests/AppCorpusTests.swift`: each app's folder linted as a team
        lints its app (`layoutc lint App/`, the default matrix), each warning compared with the
        ground truth the files mark (`// expect: RULE`, README.md); `LAYOUTC_RECORD=1 swift test
        --filter AppCorpus` writes this file again.

        **\(found) of \(expected) planted problems found (recall \(percent(found, expected))); \(wrong == 1 ? "1 warning that is" : "\(wrong) warnings that are") no planted problem (precision \(percent(found, found + wrong)))**; \(infos) infos (findings that rest on a stand-in). No file gives an error.

        | app | planted | found | false warnings | infos | not linted |
        |---|---:|---:|---:|---:|---|

        """
        for (app, result) in results {
            out += "| \(app) | \(result.expected.count) | \(result.found.count) | \(result.falsePositives.count) | \(result.infos) | \(result.notLinted) |\n"
        }
        out += """

        The reader's notes over each app's view files (`layoutc check`, iOS): what it knew only
        when the app runs (S4001), skipped (S4002) and drew with a stand-in (S4003).

        | app | S4001 | S4002 | S4003 |
        |---|---:|---:|---:|

        """
        for (app, result) in results {
            out += "| \(app) | \(result.notes["S4001"] ?? 0) | \(result.notes["S4002"] ?? 0) | \(result.notes["S4003"] ?? 0) |\n"
        }
        let expressions = results.map(\.result.standIns.expressions).reduce(0, +)
        func total(_ kind: StandInKind) -> Int { results.map { $0.result.standIns.byKind[kind] ?? 0 }.reduce(0, +) }
        out += """

        **Stand-ins by view expression** (`Text(…)`, `VStack { … }`, a view of the app's: every one the
        readings above read, once; each note placed at the innermost that holds it, and an expression
        counted once in each kind of note it carries; docs/swiftui.md sorts the kinds):
        **\(total(.code)) of \(expressions) view expressions (\(String(format: "%.1f", Double(total(.code)) / Double(max(expressions, 1)) * 100)) %) carry a stand-in for a value
        the code has**; \(total(.leftOut)) have something left out, \(total(.runtime)) a value only the running app
        has, \(total(.caller)) one their caller gives, \(total(.system)) iOS's own drawing estimated.

        | app | view expressions | \(StandInKind.allCases.map(\.title).joined(separator: " | ")) | notes elsewhere |
        |---|---:|\(StandInKind.allCases.map { _ in "---:|" }.joined())---:|

        """
        for (app, result) in results {
            let counts = StandInKind.allCases.map { String(result.standIns.byKind[$0] ?? 0) }
            out += "| \(app) | \(result.standIns.expressions) | \(counts.joined(separator: " | ")) | \(result.standIns.elsewhere) |\n"
        }
        out += """

        By note (view expressions carrying it, all apps; names and numbers left out):

        | kind | note | view expressions |
        |---|---|---:|

        """
        var byNote: [String: Int] = [:]
        for (_, result) in results { byNote.merge(result.standIns.byNote, uniquingKeysWith: +) }
        let rows = byNote.map { text, count -> (StandInKind, String, Int) in
            let code = String(text.prefix(5))
            return (StandInKind(code: code, message: String(text.dropFirst(6))), text, count)
        }.sorted { ($0.0.rawValue, -$0.2, $0.1) < ($1.0.rawValue, -$1.2, $1.1) }
        for (kind, text, count) in rows {
            out += "| \(kind.title) | \(text.replacingOccurrences(of: "|", with: "\\|")) | \(count) |\n"
        }
        let missed = results.flatMap(\.result.missed).sorted()
        let wrongPlaces = results.flatMap(\.result.falsePositives).sorted()
        if !missed.isEmpty {
            out += "\n## Missed\n\n" + missed.map { "- \($0.described)\n" }.joined()
        }
        if !wrongPlaces.isEmpty {
            out += "\n## False warnings\n\n" + wrongPlaces.map { "- \($0.described)\n" }.joined()
        }
        return out
    }

    @Test func theCorpusLintsAsRecorded() throws {
        var results: [(app: String, result: AppResult)] = []
        for app in Self.apps { results.append((app, try Self.lint(app))) }
        #expect(results.count == 9)
        #expect(results.flatMap(\.result.errors).isEmpty, "\(results.flatMap(\.result.errors))")
        let text = Self.report(results)
        let path = Self.root + "/MEASUREMENT.md"
        let recorded = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] != nil, text != recorded {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("MEASUREMENT.md re-recorded; review the diff")
            return
        }
        #expect(text == recorded, "the corpus lints differently: LAYOUTC_RECORD=1 swift test --filter AppCorpus")
    }
}
