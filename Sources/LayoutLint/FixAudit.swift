import LayoutDiagnostics
import LayoutEngine
import LayoutSema
import LayoutSyntax

/// Decides which fixes `--fix` may apply without asking. A rule offers a fix as safe when the
/// element it saw makes it a no-op; but one piece of source can stand for many elements — each
/// use of a component, each turn of a `repeat` — and an argument that names a value (a
/// parameter, the loop's variable, a constant `-D` can change, a ternary) can be a no-op for
/// one and not for another. A fix stays safe only when its edits touch source whose arguments
/// are literals and every element that source made had the finding, at every configuration.
/// Then the fixed file must still compile; a fix that breaks it is dropped.
struct FixAudit {
    private struct Key: Hashable {
        var rule: String
        var extent: SourceRange
    }

    /// Per fix (its rule and the source it edits), how often each element had it.
    private var seen: [Key: [LayoutNodeID: Int]] = [:]

    /// How many configurations are linted: a fix must be a no-op at each.
    let runs: Int

    init(runs: Int) {
        self.runs = runs
    }

    /// Notes a finding's safe fix, found at one configuration, or (a file check's) at all.
    mutating func record(_ finding: LintFinding, atEveryConfiguration: Bool) {
        guard let node = finding.node else { return }
        for fix in finding.fixes where fix.safe {
            for edit in fix.edits {
                seen[Key(rule: finding.rule.code, extent: edit.range), default: [:]][node, default: 0]
                    += atEveryConfiguration ? runs : 1
            }
        }
    }

    /// The diagnostics with each unsafe "safe" fix marked unsafe (`reason` appended to its
    /// message) and each fix that would not compile removed.
    func audited(_ findings: [LintDiagnostic], file: LintFile, tokens: [Token],
                 compile: CompileOptions) -> [LintDiagnostic] {
        var instances: [SourceRange: [LayoutNodeID]] = [:]
        let needed = Set(seen.keys.map(\.extent))
        if !needed.isEmpty {
            for node in file.nodes {
                if let extent = file.program.origin(of: node)?.extent, needed.contains(extent) {
                    instances[extent, default: []].append(node)
                }
            }
        }
        var result = findings.map { finding -> LintDiagnostic in
            var finding = finding
            guard let rule = finding.rule else { return finding }
            for index in finding.diagnostic.fixIts.indices where finding.diagnostic.fixIts[index].isSafe {
                let fix = finding.diagnostic.fixIts[index]
                var reason: String?
                for edit in fix.edits where edit.range.file == file.main.id {
                    if let name = Self.namedValue(in: edit.range, tokens: tokens, bytes: file.main.bytes) {
                        reason = "its argument '\(name)' can take other values"
                        break
                    }
                    let counts = seen[Key(rule: rule.code, extent: edit.range)] ?? [:]
                    let elements = instances[edit.range] ?? []
                    if elements.contains(where: { counts[$0, default: 0] < runs }) {
                        reason = "it is not a no-op for every element this source makes"
                        break
                    }
                    if let name = elements.lazy.compactMap({ Self.containerChosenByName(of: $0, in: file) }).first {
                        reason = "its container is chosen by '\(name)', which can name another"
                        break
                    }
                }
                if let reason {
                    finding.diagnostic.fixIts[index].isSafe = false
                    finding.diagnostic.fixIts[index].message += " (unsafe: \(reason))"
                }
            }
            return finding
        }
        result = withoutBreakingFixes(result, file: file.main, compile: compile)
        return result
    }

    /// The name a container of `node` is written with, when it is not the container's own (a
    /// `let` or a parameter that names it: `-D` or another argument can name another layout,
    /// one that reads priorities or sizes differently).
    static func containerChosenByName(of node: LayoutNodeID, in file: LintFile) -> String? {
        guard let container = file.container(of: file.outermost(node)),
              let origin = file.program.origin(of: container), origin.range.file == file.main.id,
              origin.range.end <= file.main.bytes.count else { return nil }
        let written = String(decoding: file.main.bytes[origin.range.start..<origin.range.end], as: UTF8.self)
        return written == file.name(container) ? nil : written
    }

    /// The first identifier in `range` that names a value: not the modifier's own name or a
    /// member after a dot, not a label before a colon.
    static func namedValue(in range: SourceRange, tokens: [Token], bytes: [UInt8]) -> String? {
        // The first token at or after the range's start, by bisection (the tokens are in order).
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.start < range.start { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < tokens.count, tokens[index].range.end <= range.end {
            let token = tokens[index]
            if token.kind == .identifier {
                let afterDot = index > 0 && tokens[index - 1].kind == .dot
                let beforeColon = index + 1 < tokens.count && tokens[index + 1].kind == .colon
                if !afterDot && !beforeColon {
                    return String(decoding: bytes[token.range.start..<token.range.end], as: UTF8.self)
                }
            }
            index += 1
        }
        return nil
    }

    /// Removes the safe fixes that leave a file that does not compile: all together first, then,
    /// when together they fail, the breaking ones found by halving.
    private func withoutBreakingFixes(_ findings: [LintDiagnostic], file: SourceFile,
                                      compile: CompileOptions) -> [LintDiagnostic] {
        guard let together = LintFixer.applySafeFixes(findings.map(\.diagnostic), to: file.bytes, file: file.id) else {
            return findings
        }
        if Self.compiles(together, like: file, options: compile) { return findings }
        // Find the fixes that break it by halving: a few compilations per breaking fix, not one
        // per fix (a file may have thousands).
        struct Fix: Hashable { var finding: Int, fix: Int }
        let all = findings.indices.flatMap { finding in
            findings[finding].diagnostic.fixIts.indices
                .filter { findings[finding].diagnostic.fixIts[$0].isSafe }.map { Fix(finding: finding, fix: $0) }
        }
        func diagnostics(_ fixes: ArraySlice<Fix>) -> [Diagnostic] {
            fixes.map { fix in
                var diagnostic = findings[fix.finding].diagnostic
                diagnostic.fixIts = [diagnostic.fixIts[fix.fix]]
                return diagnostic
            }
        }
        func compiles(_ fixes: ArraySlice<Fix>) -> Bool {
            guard let bytes = LintFixer.applySafeFixes(diagnostics(fixes), to: file.bytes, file: file.id) else {
                return true
            }
            return Self.compiles(bytes, like: file, options: compile)
        }
        var breaking: Set<Fix> = []
        func search(_ fixes: ArraySlice<Fix>) {
            if fixes.isEmpty || compiles(fixes) { return }
            if fixes.count == 1 { breaking.insert(fixes[fixes.startIndex]); return }
            let middle = fixes.startIndex + fixes.count / 2
            search(fixes[fixes.startIndex..<middle])
            search(fixes[middle...])
        }
        search(all[...])
        // Fixes that break only together: none is offered.
        let kept = all.filter { !breaking.contains($0) }
        if !compiles(kept[...]) { breaking.formUnion(kept) }
        return findings.indices.map { index in
            var finding = findings[index]
            let dropped = finding.diagnostic.fixIts.indices.filter { breaking.contains(Fix(finding: index, fix: $0)) }
            guard !dropped.isEmpty else { return finding }
            for fix in dropped.reversed() { finding.diagnostic.fixIts.remove(at: fix) }
            if finding.diagnostic.help == nil {
                finding.diagnostic.help = "remove it by hand: removing its text alone leaves a file that does not "
                    + "compile (a tag or a neighbour depends on it)"
            }
            return finding
        }
    }

    static func compiles(_ bytes: [UInt8], like file: SourceFile, options: CompileOptions) -> Bool {
        let sources = SourceManager()
        let fixed = sources.add(name: file.name, bytes: bytes)
        var options = options
        options.recordsNames = false
        let result = Compiler.compile(fixed, sources: sources, options: options)
        return result.program != nil && !result.diagnostics.contains { $0.severity == .error }
    }
}
