import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutLint
import LayoutSema

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Lints `text` as `test.layout` at the proposals (none: the file's own) and text scales, its text
/// measured with the deterministic model (`--font model`): the findings' amounts are worked out by
/// hand under it. `configure` may choose the real font (`options.compile.textModel = .standard`).
func lint(_ text: String, at proposals: [ProposedViewSize] = [], scales: [Double] = [1],
          configure: (inout LintOptions) -> Void = { _ in }) -> (LintResult, SourceManager) {
    let sources = SourceManager()
    let file = sources.add(name: "test.layout", text: text)
    var options = LintOptions(compile: CompileOptions(loadFile: { _ in .failure(ImportError("no imports in lint tests")) }))
    options.compile.textModel = .model
    options.proposals = proposals
    options.textScales = scales
    configure(&options)
    return (Linter.lint(file, sources: sources, options: options), sources)
}

func proposal(_ text: String) -> ProposedViewSize {
    let parts = text.split(separator: "x").map(String.init)
    func side(_ part: String) -> CGFloat? { part == "nil" ? nil : part == "inf" ? .infinity : CGFloat(Double(part) ?? 0) }
    return ProposedViewSize(width: side(parts[0]), height: side(parts[1]))
}

/// Expected findings are marked inside the input, just before the token they are located at:
/// `/* L001 "message" */`. The first line may say where to lint: `// lint-at: 320xnil 200xnil`
/// (and `// lint-scales: 1 2`). Every finding must be marked, and every marker found.
func checkMarked(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    var proposals: [ProposedViewSize] = []
    var scales: [Double] = [1]
    for line in text.split(separator: "\n") {
        if line.hasPrefix("// lint-at:") { proposals = line.dropFirst(11).split(separator: " ").map { proposal(String($0)) } }
        if line.hasPrefix("// lint-scales:") { scales = line.dropFirst(15).split(separator: " ").compactMap { Double($0) } }
    }
    let (result, _) = lint(text, at: proposals, scales: scales)
    let pattern = try! NSRegularExpression(pattern: #"/\* ([EWL]\d{3,4}) "((?:[^"\\]|\\.)*)" \*/\s*"#)
    let ns = text as NSString
    let expected = pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
        (ns.substring(with: match.range(at: 1)), ns.substring(with: match.range(at: 2)).replacingOccurrences(of: "\\\"", with: "\""),
         ns.substring(to: match.range.location + match.range.length).utf8.count)
    }.sorted { $0.2 < $1.2 }
    let actual = result.diagnostics.map { ($0.code.rawValue, $0.message, $0.range?.start ?? -1) }
    #expect(actual.count == expected.count, "got \(actual)", sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
        #expect(a.0 == e.0 && a.1 == e.1 && a.2 == e.2, "got \(a), expected \(e)", sourceLocation: sourceLocation)
    }
}
