import Foundation
import Testing
@testable import LayoutSema

/// `docs/language.md` is generated from the registry; `LAYOUTC_RECORD=1` rewrites it (and fails).
struct ReferenceDocTests {
    @Test func languageReferenceMatchesTheRegistry() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/language.md").path
        let generated = LanguageReference.markdown()
        if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] == "1" {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try generated.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("rewrote docs/language.md; review it and run the tests again")
            return
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == generated, "docs/language.md is stale: LAYOUTC_RECORD=1 swift test")
        for spec in BuiltinRegistry.elements + BuiltinRegistry.modifiers { #expect(generated.contains(spec.name)) }
    }
}
