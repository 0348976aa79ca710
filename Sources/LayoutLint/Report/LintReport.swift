import Foundation
import LayoutDiagnostics
import LayoutJSON
import LayoutXML

/// The formats `layoutc lint --format` writes.
public enum LintFormat: String, CaseIterable, Sendable {
    /// clang style, with the source line, carets, notes and fixes; a summary line.
    case human
    /// `path:line:col: severity: message [CODE]`, the quickfix format of Vim, Emacs and Xcode.
    case concise
    /// One versioned document (`Schema/layoutc-lint.schema.json`).
    case json
    /// One finding per line, the same objects as `json`'s `findings`.
    case jsonLines = "json-lines"
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…::…`): annotations on a pull request.
    case github
    /// GitLab's Code Quality report (JSON).
    case gitlab
    /// JUnit XML, which CI servers show as test results.
    case junit
    /// Checkstyle XML.
    case checkstyle
}

/// Everything a report needs: the results, the sources (for positions) and how to name files.
public struct LintReport {
    public var results: [LintResult]
    public var sources: SourceManager
    public var color: Bool
    /// The directory file paths are made relative to (SARIF's `%SRCROOT%`).
    public var rootDirectory: String
    let locations = LocationCache()
    let elementPaths = ElementPathCache()

    public init(results: [LintResult], sources: SourceManager, color: Bool = false, rootDirectory: String) {
        self.results = results
        self.sources = sources
        self.color = color
        self.rootDirectory = rootDirectory
    }

    /// Every diagnostic of every file, in order, with the rule that found it.
    var findings: [LintDiagnostic] { results.flatMap(\.findings) }
    /// Every diagnostic of every file, in order.
    var diagnostics: [Diagnostic] { results.flatMap(\.diagnostics) }

    /// The report in `format`.
    public func render(_ format: LintFormat, quiet: Bool = false) -> String {
        switch format {
        case .human: return human(quiet: quiet)
        case .concise: return DiagnosticRenderer(sources: sources, format: .concise).render(diagnostics)
        case .json: return json()
        case .jsonLines: return findings.map { findingObject($0) + "\n" }.joined()
        case .sarif: return SARIFReport(report: self).render()
        case .github: return github()
        case .gitlab: return gitlab()
        case .junit: return junit()
        case .checkstyle: return checkstyle()
        }
    }

    // MARK: - Shared

    /// The file a diagnostic is in (its range's, else its path).
    func fileName(_ diagnostic: Diagnostic) -> String {
        if let range = diagnostic.range, let file = sources.file(range.file) { return file.name }
        return diagnostic.path ?? "<unknown>"
    }

    func start(_ diagnostic: Diagnostic) -> SourceLocation {
        guard let range = diagnostic.range, let file = sources.file(range.file) else {
            return SourceLocation(line: 1, column: 1)
        }
        return locations.location(in: file, of: range.start)
    }

    func end(_ diagnostic: Diagnostic) -> SourceLocation {
        guard let range = diagnostic.range, let file = sources.file(range.file) else {
            return SourceLocation(line: 1, column: 1)
        }
        return locations.location(in: file, of: range.end)
    }

    /// The finding's identity across runs (rule, relative file, element path, message without
    /// numbers): what SARIF's and GitLab's fingerprints hash. `version` 1 is how layoutc before
    /// version 2 named the elements of SwiftUI files (their text parsed as `.layout`), for the
    /// baselines written then.
    public func identity(of diagnostic: Diagnostic,
                         version: Int = FindingIdentity.currentVersion) -> FindingIdentity {
        var path = ""
        if let range = diagnostic.range, let file = sources.file(range.file) {
            path = elementPaths.path(in: file, at: range.start, version: version)
        }
        return FindingIdentity(rule: diagnostic.code.rawValue, file: relative(fileName(diagnostic)), elementPath: path,
                               message: FindingIdentity.withoutNumbers(diagnostic.identityMessage
                                                                           ?? diagnostic.message))
    }

    /// Counts by severity.
    func counts() -> (errors: Int, warnings: Int, infos: Int) {
        let all = diagnostics
        return (all.count { $0.severity == .error }, all.count { $0.severity == .warning },
                all.count { $0.severity == .info })
    }

    /// A finding's code and its rule's name: `L001 overflow` (a checker's diagnostic: its code).
    static func title(_ finding: LintDiagnostic) -> String {
        finding.diagnostic.code.rawValue + (finding.rule.map { " " + $0.name } ?? "")
    }

    /// The message and, when the finding has one, its help: `…\nhelp: give 'Cancel' …`.
    static func withHelp(_ diagnostic: Diagnostic) -> String {
        diagnostic.message + (diagnostic.help.map { "\nhelp: " + $0 } ?? "")
    }

    /// "1 file", "2 files".
    public static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    // MARK: - human

    func human(quiet: Bool) -> String {
        var out = DiagnosticRenderer(sources: sources, format: .human, color: color).render(diagnostics)
        // The renderer's own summary counts only errors and warnings; lint says more.
        if let summary = out.range(of: "generated.\n", options: .backwards), out[summary.upperBound...].isEmpty,
           let lineStart = out[..<summary.lowerBound].lastIndex(of: "\n").map({ out.index(after: $0) })
            ?? out.indices.first {
            out.removeSubrange(lineStart...)
        }
        if quiet { return out }
        let (errors, warnings, infos) = counts()
        let fixable = diagnostics.count { $0.fixIts.contains(where: \.isSafe) }
        let files = results.count
        if errors + warnings + infos == 0 {
            return out + "No problems found in \(Self.plural(files, "file")).\n"
        }
        var parts: [String] = []
        if errors > 0 { parts.append(Self.plural(errors, "error")) }
        if warnings > 0 { parts.append(Self.plural(warnings, "warning")) }
        if infos > 0 { parts.append("\(infos) info") }
        out += "Found \(parts.joined(separator: ", ")) in \(Self.plural(files, "file"))"
        out += fixable > 0 ? "; \(fixable) fixable with --fix" : ""
        let unsafe = diagnostics.count { $0.fixIts.contains { !$0.isSafe } && !$0.fixIts.contains(where: \.isSafe) }
        out += unsafe > 0 ? " (\(unsafe) more with --fix --unsafe-fixes).\n" : ".\n"
        return out
    }

    /// `--show-fixes`: every fix, safe or not, under the place of its finding.
    public func fixList() -> String {
        var lines: [String] = []
        for diagnostic in diagnostics {
            for fix in diagnostic.fixIts where !fix.edits.isEmpty {
                let start = start(diagnostic)
                lines.append("  \(fileName(diagnostic)):\(start.line):\(start.column): [\(diagnostic.code)] "
                                 + (fix.isSafe ? "safe: " : "unsafe: ") + fix.message)
            }
        }
        if lines.isEmpty { return "No fixes available.\n" }
        return "Fixes (--fix applies the safe ones; --fix --unsafe-fixes all):\n" + lines.joined(separator: "\n") + "\n"
    }

    // MARK: - JSON

    /// One finding as the JSON and JSON Lines formats write it.
    func findingObject(_ finding: LintDiagnostic) -> String {
        DiagnosticJSON.object(finding.diagnostic, sources: sources, locations: locations,
                              extra: [("name", JSONString.quote(finding.rule?.name ?? "check"))])
    }

    func json() -> String {
        let (errors, warnings, infos) = counts()
        var out = "{\n  \"version\": 1,\n"
            + "  \"tool\": {\"name\": \"layoutc\", \"version\": \(JSONString.quote(LintReport.toolVersion))},\n"
        out += "  \"files\": [" + results.map { JSONString.quote($0.file.name) }.joined(separator: ", ") + "],\n"
        let findings = findings
        out += "  \"findings\": ["
        out += (findings.isEmpty
                    ? "" : "\n" + findings.map { "    " + findingObject($0) }.joined(separator: ",\n") + "\n  ")
            + "],\n"
        out += "  \"summary\": {\"errors\": \(errors), \"warnings\": \(warnings), \"infos\": \(infos)}\n}\n"
        return out
    }

    /// The version reports name (kept equal to `layoutc --version` by the driver's tests).
    public static let toolVersion = "0.1.0"

    // MARK: - GitHub workflow commands

    func github() -> String {
        findings.map { finding in
            let diagnostic = finding.diagnostic
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info, .note: command = "notice"
            }
            var properties = "file=\(Self.githubProperty(fileName(diagnostic)))"
            if diagnostic.range != nil {
                let start = start(diagnostic), end = end(diagnostic)
                properties += ",line=\(start.line),col=\(start.column),endLine=\(end.line),endColumn=\(end.column)"
            }
            let title = Self.title(finding)
            properties += ",title=\(Self.githubProperty(title))"
            return "::\(command) \(properties)::\(Self.githubData(Self.withHelp(diagnostic)))\n"
        }.joined()
    }

    /// Escapes for a workflow command's message.
    static func githubData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes for a workflow command's property value.
    static func githubProperty(_ text: String) -> String {
        githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    // MARK: - GitLab Code Quality

    func gitlab() -> String {
        let items = diagnostics.map { diagnostic -> String in
            let severity: String
            switch diagnostic.severity {
            case .error: severity = "major"
            case .warning: severity = "minor"
            case .info, .note: severity = "info"
            }
            let start = start(diagnostic)
            let fingerprint = identity(of: diagnostic).fingerprint
            return "  {\"description\": \(JSONString.quote(Self.withHelp(diagnostic))), "
                + "\"check_name\": \(JSONString.quote(diagnostic.code.rawValue)), "
                + "\"fingerprint\": \(JSONString.quote(fingerprint)), \"severity\": \(JSONString.quote(severity)), "
                + "\"location\": {\"path\": \(JSONString.quote(relative(fileName(diagnostic)))), "
                + "\"positions\": {\"begin\": {\"line\": \(start.line), \"column\": \(start.column)}}}}"
        }
        return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }

    /// A path relative to the root directory, as CI services expect.
    func relative(_ path: String) -> String {
        let root = rootDirectory.hasSuffix("/") ? rootDirectory : rootDirectory + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    // MARK: - XML

    static func xml(_ text: String) -> String { XMLText.escape(text, attribute: true) }

    func junit() -> String {
        let all = diagnostics
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let tests = results.reduce(0) { $0 + max($1.diagnostics.count, 1) }
        out += "<testsuites name=\"layoutc lint\" tests=\"\(tests)\" failures=\"\(all.count)\" errors=\"0\">\n"
        for result in results {
            let name = Self.xml(result.file.name)
            out += "  <testsuite name=\"\(name)\" tests=\"\(max(result.diagnostics.count, 1))\" "
                + "failures=\"\(result.diagnostics.count)\" errors=\"0\">\n"
            if result.diagnostics.isEmpty {
                out += "    <testcase classname=\"\(name)\" name=\"lint\"/>\n"
            }
            for finding in result.findings {
                let diagnostic = finding.diagnostic
                let start = start(diagnostic)
                let title = Self.title(finding)
                out += "    <testcase classname=\"\(name)\" "
                    + "name=\"\(Self.xml(title)) at \(start.line):\(start.column)\">\n"
                out += "      <failure type=\"\(diagnostic.code.rawValue)\" "
                    + "message=\"\(Self.xml(Self.withHelp(diagnostic)))\">"
                out += Self.xml("\(result.file.name):\(start.line):\(start.column): "
                                    + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]")
                out += "</failure>\n    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    func checkstyle() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for result in results {
            out += "  <file name=\"\(Self.xml(result.file.name))\">\n"
            for finding in result.findings {
                let diagnostic = finding.diagnostic
                let start = start(diagnostic)
                let severity = diagnostic.severity == .error
                    ? "error" : diagnostic.severity == .warning ? "warning" : "info"
                let source = "layoutc." + diagnostic.code.rawValue + (finding.rule.map { "." + $0.name } ?? "")
                out += "    <error line=\"\(start.line)\" column=\"\(start.column)\" severity=\"\(severity)\" "
                    + "message=\"\(Self.xml(Self.withHelp(diagnostic)))\" source=\"\(Self.xml(source))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}

/// Each file's element paths, made when a report first asks for one of its findings: a SwiftUI
/// file's by its Swift (`SwiftElementPaths`), a `.layout` file's by its syntax (`ElementPaths`).
final class ElementPathCache {
    private var byFile: [SourceFileID: ElementPaths] = [:]
    private var swiftByFile: [SourceFileID: SwiftElementPaths] = [:]

    func path(in file: SourceFile, at offset: Int, version: Int) -> String {
        if version >= 2, SourceFile.isSwift(file.name) {
            if let known = swiftByFile[file.id] { return known.path(at: offset) }
            let made = SwiftElementPaths(file.bytes)
            swiftByFile[file.id] = made
            return made.path(at: offset)
        }
        if let known = byFile[file.id] { return known.path(at: offset) }
        let made = ElementPaths(file)
        byFile[file.id] = made
        return made.path(at: offset)
    }
}
