import Foundation
import Testing
@testable import LayoutSema

/// The generated sections of `docs/language.md` (built-ins and diagnostics) must be what the
/// registry and the catalogue say; `LAYOUTC_RECORD=1` rewrites them in place (and fails). The
/// rest of the file is written by hand.
struct ReferenceDocTests {
    @Test func languageReferenceMatchesTheRegistry() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/language.md").path
        let document = try String(contentsOfFile: path, encoding: .utf8)
        let updated = try #require(LanguageReference.updating(document), "docs/language.md lost a GENERATED marker")
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] == "1", updated != document {
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("rewrote the generated parts of docs/language.md; review them and run the tests again")
            return
        }
        #expect(document == updated, "docs/language.md is stale: LAYOUTC_RECORD=1 swift test")
        for spec in BuiltinRegistry.elements + BuiltinRegistry.modifiers + BuiltinRegistry.values { #expect(document.contains("`\(spec.kind == .modifier ? "." : "")\(spec.name)`")) }
        for entry in DiagnosticCatalog.entries { #expect(document.contains("### \(entry.code):")) }
    }

    /// Every code the compiler can report is in the catalogue, and every code in the catalogue is
    /// one the compiler reports.
    @Test func catalogueCoversEveryCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        var used = Set<String>()
        let pattern = try NSRegularExpression(pattern: #"["\[]([EW]\d{4})[\]"]"#)
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) ?? FileManager.default.enumerator(atPath: "")!
        where url.pathExtension == "swift" && url.lastPathComponent != "DiagnosticCatalog.swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { used.insert(String(text[range])) }
            }
        }
        let catalogued = Set(DiagnosticCatalog.entries.map(\.code))
        #expect(used.subtracting(catalogued).isEmpty, "codes without an explanation: \(used.subtracting(catalogued).sorted())")
        #expect(catalogued.subtracting(used).isEmpty, "explained codes nothing reports: \(catalogued.subtracting(used).sorted())")
        #expect(catalogued.count == DiagnosticCatalog.entries.count, "a code is explained twice")
    }

    /// Each example that is a `.layout` file reports its code; each fix reports no error.
    @Test(arguments: DiagnosticCatalog.entries.filter { !$0.isCommandLine && !$0.isIllustrative && $0.code.hasPrefix("E") || $0.code.hasPrefix("W") })
    func exampleReportsItsCode(_ entry: DiagnosticExplanation) {
        let (result, _) = compile(entry.example)
        #expect(result.diagnostics.contains { $0.code.rawValue == entry.code }, "\(entry.code): \(result.diagnostics.map { "\($0.code) \($0.message)" })")
        if !entry.fix.contains("(") || entry.fix.contains("<") || entry.fix.contains("box") {
            let (fixed, _) = compile(entry.fix)
            #expect(!fixed.diagnostics.contains { $0.code.rawValue == entry.code }, "\(entry.code)'s fix: \(fixed.diagnostics.map(\.message))")
        }
    }
}
