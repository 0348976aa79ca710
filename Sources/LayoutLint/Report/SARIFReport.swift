import Foundation
import LayoutDiagnostics
import LayoutJSON
import LayoutSema

/// SARIF 2.1.0 (OASIS): one run of the `layoutc` tool, its lint rules in `tool.driver.rules`
/// with their help, results with locations (columns and `charOffset`/`charLength` in Unicode
/// code points, as `columnKind` declares), notes as related locations, fix-its as `fixes` and
/// `partialFingerprints` (`FindingIdentity`). Paths are relative to `%SRCROOT%`, the directory
/// layoutc ran in, as code-scanning services expect.
struct SARIFReport {
    let report: LintReport
    let codePoints = CodePointOffsets()
    static var documentation: String { DocumentationLinks.lintRules }

    func render() -> String {
        let rules = LintRules.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.code, $0) })
        var out = "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
            + "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
        out += "      \"tool\": {\n        \"driver\": {\n          \"name\": \"layoutc\",\n"
        out += "          \"version\": \(q(LintReport.toolVersion)),\n"
            + "          \"informationUri\": \(q(Self.documentation)),\n"
        out += "          \"rules\": [\n" + rules.map { "            " + ruleObject($0) }.joined(separator: ",\n")
            + "\n          ]\n        }\n      },\n"
        out += "      \"columnKind\": \"unicodeCodePoints\",\n"
        out += "      \"originalUriBaseIds\": "
            + "{\"%SRCROOT%\": {\"uri\": \(q(Self.fileURI(directory: report.rootDirectory)))}},\n"
        let results = report.findings.map {
            "        " + result($0.diagnostic, ruleIndex: $0.rule.flatMap { ruleIndex[$0.code] })
        }
        out += "      \"results\": [" + (results.isEmpty ? "" : "\n" + results.joined(separator: ",\n") + "\n      ")
            + "]\n"
        out += "    }\n  ]\n}\n"
        return out
    }

    func q(_ text: String) -> String { JSONString.quote(text) }

    func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .note: return "note"
        }
    }

    func ruleObject(_ rule: LintRule) -> String {
        let markdown = "\(rule.explanation)\n\nExample:\n\n```\n\(rule.bad)\n```\n\n"
            + "Use instead:\n\n```\n\(rule.good)\n```"
        return "{\"id\": \(q(rule.code)), \"name\": \(q(rule.name)), "
            + "\"shortDescription\": {\"text\": \(q(rule.summary))}, "
            + "\"fullDescription\": {\"text\": \(q(rule.explanation))}, "
            + "\"help\": {\"text\": \(q(rule.explanation)), \"markdown\": \(q(markdown))}, "
            + "\"helpUri\": \(q(Self.documentation + "#" + rule.anchor)), "
            + "\"defaultConfiguration\": {\"level\": \(q(level(rule.severity)))}, "
            + "\"properties\": {\"tags\": [\(q(rule.needsLayout ? "layout" : "static"))], "
            + "\"fix\": \(q(rule.fix.rawValue))}}"
    }

    func artifact(_ range: SourceRange?) -> String? {
        guard let range, let name = report.sources.file(range.file)?.name else { return nil }
        if name.hasPrefix("<") { return nil }
        let relative = report.relative(name)
        if relative.hasPrefix("/") { return "{\"uri\": \(q(Self.fileURI(path: relative)))}" }
        return "{\"uri\": \(q(Self.percentEncoded(relative))), \"uriBaseId\": \"%SRCROOT%\"}"
    }

    func region(_ range: SourceRange) -> String {
        let file = report.sources[range.file]
        let start = report.locations.location(in: file, of: range.start)
        let end = report.locations.location(in: file, of: range.end)
        let offset = codePoints.offset(range.start, in: file), length = codePoints.offset(range.end, in: file) - offset
        return "{\"startLine\": \(start.line), \"startColumn\": \(start.column), "
            + "\"endLine\": \(end.line), \"endColumn\": \(end.column), "
            + "\"charOffset\": \(offset), \"charLength\": \(length)}"
    }

    func location(_ range: SourceRange?, message: String? = nil, id: Int? = nil) -> String? {
        guard let range, let artifact = artifact(range) else { return nil }
        var out = "{" + (id.map { "\"id\": \($0), " } ?? "")
        out += "\"physicalLocation\": {\"artifactLocation\": \(artifact), \"region\": \(region(range))}"
        if let message { out += ", \"message\": {\"text\": \(q(message))}" }
        return out + "}"
    }

    func result(_ diagnostic: Diagnostic, ruleIndex: Int?) -> String {
        var out = "{\"ruleId\": \(q(diagnostic.code.rawValue)), "
        if let ruleIndex { out += "\"ruleIndex\": \(ruleIndex), " }
        let text = diagnostic.message + (diagnostic.help.map { "\nhelp: " + $0 } ?? "")
        out += "\"level\": \(q(level(diagnostic.severity))), \"message\": {\"text\": \(q(text))}"
        // The key names how the identity is made: a SwiftUI file's elements are named by its Swift
        // since version 2 (a `.layout` file's, the same in both, keep version 1's key).
        let swift = diagnostic.range.flatMap { report.sources.file($0.file) }.map { SourceFile.isSwift($0.name) } ?? false
        out += ", \"partialFingerprints\": {\"layoutcFinding/v\(swift ? 2 : 1)\": \(q(report.identity(of: diagnostic).fingerprint))}"
        if let primary = location(diagnostic.range) {
            out += ", \"locations\": [\(primary)]"
        } else if let path = diagnostic.path {
            out += ", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": "
                + "{\"uri\": \(q(Self.percentEncoded(report.relative(path)))), \"uriBaseId\": \"%SRCROOT%\"}}}]"
        }
        let related = (diagnostic.labels.map { ($0.range as SourceRange?, $0.message) }
                           + diagnostic.notes.map { ($0.range, $0.message) })
            .enumerated().compactMap { index, note in location(note.0, message: note.1, id: index + 1) }
        if !related.isEmpty { out += ", \"relatedLocations\": [\(related.joined(separator: ", "))]" }
        let fixes = diagnostic.fixIts.compactMap { fix -> String? in
            let changes = fix.edits.compactMap { edit -> String? in
                guard let artifact = artifact(edit.range) else { return nil }
                return "{\"artifactLocation\": \(artifact), "
                    + "\"replacements\": [{\"deletedRegion\": \(region(edit.range)), "
                    + "\"insertedContent\": {\"text\": \(q(edit.replacement))}}]}"
            }
            guard changes.count == fix.edits.count, !changes.isEmpty else { return nil }
            return "{\"description\": {\"text\": \(q(fix.message))}, "
                + "\"artifactChanges\": [\(changes.joined(separator: ", "))]}"
        }
        if !fixes.isEmpty { out += ", \"fixes\": [\(fixes.joined(separator: ", "))]" }
        return out + "}"
    }

    /// A path as a URI reference: reserved characters percent-encoded, `:` too, so that a
    /// relative `top:level.layout` cannot be read as a URI with the scheme `top`.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=:")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    static func fileURI(path: String) -> String { "file://" + percentEncoded(path) }
    static func fileURI(directory: String) -> String {
        fileURI(path: directory.hasSuffix("/") ? directory : directory + "/")
    }
}

/// Byte offsets as Unicode code point offsets from the start of their file: the count at every
/// 4 KiB is kept per file, so an offset costs at most 4 KiB of counting.
final class CodePointOffsets {
    private static let stride = 4096
    private var checkpoints: [SourceFileID: [Int]] = [:]

    func offset(_ byteOffset: Int, in file: SourceFile) -> Int {
        let bytes = file.bytes
        let offset = max(0, min(byteOffset, bytes.count))
        let table = checkpoints[file.id] ?? makeTable(bytes, file.id)
        let step = offset / Self.stride
        var count = table[step]
        for index in (step * Self.stride)..<offset where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    private func makeTable(_ bytes: [UInt8], _ id: SourceFileID) -> [Int] {
        var table = [0]
        var count = 0
        for (index, byte) in bytes.enumerated() {
            if byte & 0xC0 != 0x80 { count += 1 }
            if (index + 1) % Self.stride == 0 { table.append(count) }
        }
        checkpoints[id] = table
        return table
    }
}
