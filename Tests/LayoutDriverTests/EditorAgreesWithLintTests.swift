import Foundation
import Testing
import LayoutAnalysis
import LayoutDiagnostics
import LayoutEngine
import LayoutJSON
@testable import LayoutDriver

/// The editor shows what CI reports: for every view file of the project's app corpus, the lint
/// findings the language server's analysis of the file gives (`DocumentAnalysis`, stand-ins as
/// infos) are the findings `layoutc lint APP --show-stand-ins` reports in that file — same rule,
/// place, severity and message.
@Suite struct EditorAgreesWithLintTests {
    /// Reads the disk, as the server does for files no editor holds, with the app's folder open.
    final class Disk: SourceProvider {
        let workspaceFolders: [String]
        init(folder: String) { workspaceFolders = [folder] }
        func contents(of path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { Array($0) } }
        func stamp(of path: String) -> String { "disk" }
    }

    struct Finding: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var code: String
        var severity: String
        var message: String
        var description: String { "\(line):\(column) \(severity) \(code) \(message)" }
    }

    @Test(arguments: AppCorpusTests.apps) func theEditorShowsWhatLintReports(app: String) throws {
        let run = Run(["lint", app, "--show-stand-ins", "--format", "json"], directory: AppCorpusTests.root)
        let report = try JSONParser.parse(Array(run.stdout.utf8))
        var byFile: [String: Set<Finding>] = [:]
        for finding in report["findings"]?.arrayValue ?? [] {
            guard let code = finding["code"]?.stringValue, code.hasPrefix("L"),
                  let file = finding["range"]?["file"]?.stringValue,
                  let line = finding["range"]?["start"]?["line"]?.intValue,
                  let column = finding["range"]?["start"]?["column"]?.intValue else { continue }
            byFile[file, default: []].insert(Finding(line: line, column: column, code: code,
                                                     severity: finding["severity"]?.stringValue ?? "",
                                                     message: finding["message"]?.stringValue ?? ""))
        }
        let folder = AppCorpusTests.root + "/" + app
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }.sorted()
        let disk = Disk(folder: folder)
        for relative in files {
            let path = folder + "/" + relative
            guard let bytes = disk.contents(of: path), String(decoding: bytes, as: UTF8.self).contains(": View") else { continue }
            let analysis = DocumentAnalysis(uri: "file://" + path, version: 1, path: path, bytes: bytes, workspace: disk,
                                            fallbackProposal: ProposedViewSize(width: 393, height: 852))
            var shown: Set<Finding> = []
            for finding in analysis.lint.findings where finding.rule != nil {
                guard let range = finding.diagnostic.range, range.file == analysis.file.id else { continue }
                let line = analysis.file.lineIndex(of: range.start)
                let column = String(decoding: analysis.file.bytes[analysis.file.lineStarts[line]..<range.start], as: UTF8.self)
                    .unicodeScalars.count + 1
                shown.insert(Finding(line: line + 1, column: column, code: finding.diagnostic.code.rawValue,
                                     severity: finding.diagnostic.severity.rawValue, message: finding.diagnostic.message))
            }
            let reported = byFile[app + "/" + relative] ?? []
            #expect(shown == reported, "\(app)/\(relative): the editor alone \(shown.subtracting(reported)); lint alone \(reported.subtracting(shown))")
        }
    }
}
