import Foundation
import Testing
import LayoutDiagnostics
@testable import LayoutDriver
import LayoutSwiftReader

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
        var found: Set<Place> { expected.intersection(warnings) }
        var missed: Set<Place> { expected.subtracting(warnings) }
        var falsePositives: Set<Place> { warnings.subtracting(expected) }
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
