import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSema
import LayoutSyntax

/// A diagnostic of a lint run, with the rule that found it.
public struct LintDiagnostic {
    public var diagnostic: Diagnostic
    /// The rule that found it; nil for the checker's own diagnostics (`E…`, `W…`).
    public var rule: LintRule?

    public init(_ diagnostic: Diagnostic, rule: LintRule?) {
        self.diagnostic = diagnostic
        self.rule = rule
    }
}

/// The outcome of linting one file.
public struct LintResult {
    public var file: SourceFile
    /// The checker's diagnostics and the findings (codes `L…`), in source order. A file with
    /// check errors is linted no further.
    public var findings: [LintDiagnostic]
    /// Whether the file compiled (no check errors).
    public var compiled: Bool
    /// The configurations it was laid out at.
    public var configurations: [LintConfiguration]

    /// The diagnostics alone.
    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }
}

/// Lints files: compiles, runs the static rules once and the layout rules at every
/// configuration, merges a finding seen at several configurations into one that lists them,
/// applies suppression comments, and reports unused ones.
public enum Linter {
    /// Lints `file` (already in `sources`; imports are added to it).
    public static func lint(_ file: SourceFile, sources: SourceManager, options: LintOptions) -> LintResult {
        lint(compiled: Compiler.compile(file, sources: sources, options: options.compile), file: file, sources: sources,
             options: options)
    }

    /// Lints a file already compiled (the language server's analysis).
    public static func lint(compiled: CompileResult, file: SourceFile, sources: SourceManager,
                            options: LintOptions) -> LintResult {
        lint(compiled: compiled, file: file, sources: sources, options: options, checks: LintRules.checks)
    }

    /// Lints with the given checks (the registry's, in any order: the result is the same).
    static func lint(compiled: CompileResult, file: SourceFile, sources: SourceManager, options: LintOptions,
                     checks registry: [any LintCheck]) -> LintResult {
        let hasErrors = compiled.diagnostics.contains { $0.severity == .error }
        guard let program = compiled.program, !hasErrors else {
            return LintResult(file: file, findings: compiled.diagnostics.map { LintDiagnostic($0, rule: nil) },
                              compiled: !hasErrors, configurations: [])
        }
        let lintFile = LintFile(main: file, sources: sources, program: program, syntax: compiled.syntax)
        let configurations = resolve(options, declared: program.declaredProposal)
        var merger = FindingMerger(file: lintFile, configurationCount: configurations.count)
        let checks = registry.filter { options.severity(of: $0.rule) != nil }
        let layoutChecks = checks.compactMap { $0 as? any LayoutCheck }
        var findings = compiled.diagnostics.map { LintDiagnostic($0, rule: nil) }

        for case let check as any FileCheck in checks {
            for finding in check.check(file: lintFile) { merger.add(finding, at: nil) }
        }
        let reportsOverflow = checks.contains { $0 is OverflowRule }
        var scaledTrees: [Double: LayoutTree] = [1: program.tree]
        for configuration in configurations {
            let tree = scaledTrees[configuration.textScale]
                ?? program.tree.scalingText(by: CGFloat(configuration.textScale))
            scaledTrees[configuration.textScale] = tree
            let inspection: LayoutInspection
            do {
                inspection = try LayoutEvaluator(tree: tree).inspect(proposal: configuration.proposal)
            } catch {
                findings.append(LintDiagnostic(.cannotLayOut(error, in: program), rule: nil))
                break
            }
            let layout = LintLayout(file: lintFile, configuration: configuration, inspection: inspection, tree: tree,
                                    reportsOverflow: reportsOverflow)
            for check in layoutChecks {
                for finding in check.check(layout: layout) { merger.add(finding, at: configuration) }
            }
        }

        let suppressions = Suppressions(file: file, tokens: compiled.syntax.tokens)
        for merged in merger.merged(configurations: configurations) {
            guard let severity = options.severity(of: merged.rule) else { continue }
            if let range = merged.diagnostic.range, range.file == file.id,
               suppressions.suppresses(merged.rule, line: file.lineIndex(of: range.start)) { continue }
            var diagnostic = merged.diagnostic
            diagnostic.severity = severity
            findings.append(LintDiagnostic(diagnostic, rule: merged.rule))
        }
        let unused = UnusedSuppressionRule().rule
        if let severity = options.severity(of: unused) {
            for finding in unusedSuppressions(suppressions, file: file) {
                var diagnostic = finding
                diagnostic.severity = severity
                if !suppressions.suppresses(unused, line: file.lineIndex(of: finding.range?.start ?? 0)) {
                    findings.append(LintDiagnostic(diagnostic, rule: unused))
                }
            }
        }
        return LintResult(file: file, findings: DiagnosticOrder.sorted(findings, by: \.diagnostic), compiled: true,
                          configurations: configurations)
    }

    /// The configurations: the proposals `ProposalPolicy.lint` gives, at every scale.
    static func resolve(_ options: LintOptions, declared: ProposedViewSize?) -> [LintConfiguration] {
        let proposals = ProposalPolicy.lint(declared: declared, given: options.proposals)
        var seen: Set<LintConfiguration> = []
        var result: [LintConfiguration] = []
        for scale in options.textScales.isEmpty ? [1] : options.textScales {
            for proposal in proposals
            where seen.insert(LintConfiguration(proposal: proposal, textScale: scale)).inserted {
                result.append(LintConfiguration(proposal: proposal, textScale: scale))
            }
        }
        return result
    }

    /// L014 findings for suppressions (or rule names in them) that suppressed nothing.
    static func unusedSuppressions(_ suppressions: Suppressions, file: SourceFile) -> [Diagnostic] {
        let rule = UnusedSuppressionRule().rule
        var found: [Diagnostic] = []
        for directive in suppressions.directives {
            let wholeComment = directive.ownLine
                ? wholeLine(of: directive.range, in: file) : withBlanksBefore(directive.range, in: file)
            if directive.rules.isEmpty {
                if directive.uses.isEmpty {
                    found.append(Diagnostic(code: DiagnosticCode(rule.code), severity: rule.severity,
                                            message: "this \(directive.kind.rawValue) suppresses nothing",
                                            range: directive.range,
                                            fixIts: [FixIt(message: "remove the comment",
                                                           edits: [TextEdit(range: wholeComment, replacement: "")],
                                                           isSafe: true)]))
                }
                continue
            }
            let unusedRules = directive.rules.filter { directive.uses[$0.text] == nil }
            guard !unusedRules.isEmpty else { continue }
            let removesAll = unusedRules.count == directive.rules.count
            for entry in unusedRules {
                var message: String
                if LintRules.rule(named: entry.text) == nil {
                    message = "'\(entry.text)' is not a lint rule"
                    if let suggestion = Suggestion.closest(to: entry.text, in: LintRules.all.map(\.name)) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                } else {
                    message = "'\(entry.text)' in this \(directive.kind.rawValue) suppresses nothing"
                }
                let edit = removesAll
                    ? TextEdit(range: wholeComment, replacement: "")
                    : TextEdit(range: withSeparator(entry.range, in: file), replacement: "")
                found.append(Diagnostic(
                    code: DiagnosticCode(rule.code), severity: rule.severity, message: message, range: entry.range,
                    fixIts: [FixIt(message: removesAll ? "remove the comment" : "remove '\(entry.text)'", edits: [edit],
                                   isSafe: true)]))
            }
        }
        return found
    }

    /// A trailing comment with the blanks that separate it from the code before it.
    static func withBlanksBefore(_ range: SourceRange, in file: SourceFile) -> SourceRange {
        var start = range.start
        while start > 0, file.bytes[start - 1] == 32 || file.bytes[start - 1] == 9 { start -= 1 }
        return SourceRange(file: file.id, start: start, end: range.end)
    }

    /// The line holding `range`, with its line break: removing a comment alone on its line.
    static func wholeLine(of range: SourceRange, in file: SourceFile) -> SourceRange {
        let line = file.lineIndex(of: range.start)
        let start = file.lineStarts[line]
        let end = line + 1 < file.lineStarts.count ? file.lineStarts[line + 1] : file.bytes.count
        return SourceRange(file: file.id, start: start, end: end)
    }

    /// A rule name in a list with one separator: `, b` when a comma comes before it, else `a, `
    /// (or ` b` when it is the last word).
    static func withSeparator(_ range: SourceRange, in file: SourceFile) -> SourceRange {
        let bytes = file.bytes
        let blank: (UInt8) -> Bool = { $0 == 32 || $0 == 9 }
        var start = range.start
        while start > 0, blank(bytes[start - 1]) { start -= 1 }
        if start > 0, bytes[start - 1] == 44 {
            start -= 1
            while start > 0, blank(bytes[start - 1]) { start -= 1 }
            return SourceRange(file: file.id, start: start, end: range.end)
        }
        var end = range.end
        while end < bytes.count, blank(bytes[end]) || bytes[end] == 44 { end += 1 }
        if end >= bytes.count || bytes[end] == 10 || bytes[end] == 13
            || (end + 1 < bytes.count && bytes[end] == 45 && bytes[end + 1] == 45) {
            // The last word: take the blanks before it instead.
            return SourceRange(file: file.id, start: start, end: range.end)
        }
        return SourceRange(file: file.id, start: range.start, end: end)
    }
}

/// Diagnostics in source order (file, then offset, then as found); unlocated ones last.
enum DiagnosticOrder {
    static func sorted<Item>(_ items: [Item], by diagnostic: (Item) -> Diagnostic) -> [Item] {
        items.enumerated().sorted { a, b in
            switch (diagnostic(a.element).range, diagnostic(b.element).range) {
            case let (x?, y?): return (x.file.rawValue, x.start, a.offset) < (y.file.rawValue, y.start, b.offset)
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }
}

/// Findings of all configurations merged: one per (rule, location), listing where it occurred.
struct FindingMerger {
    struct Entry {
        var finding: LintFinding
        var range: SourceRange?
        var notes: [DiagnosticNote]
        var configurations: [LintConfiguration]
    }

    struct Key: Hashable {
        var code: String
        var file: SourceFileID?
        var start: Int
        var end: Int
    }

    let file: LintFile
    let configurationCount: Int
    private var entries: [Key: Int] = [:]
    private var order: [Entry] = []

    init(file: LintFile, configurationCount: Int) {
        self.file = file
        self.configurationCount = configurationCount
    }

    mutating func add(_ finding: LintFinding, at configuration: LintConfiguration?) {
        var range = finding.range
        var notes = finding.notes
        if let node = finding.node, let origin = file.program.origin(of: node) {
            // Inside a component (or a constant): at the use in this file, with a note at the element.
            if let use = origin.callChain.first(where: { $0.file == file.main.id }),
               origin.range.file != file.main.id || !origin.callChain.isEmpty {
                range = use
                notes.append(DiagnosticNote(message: "the element is here, in the definition used",
                                            range: origin.range))
            } else {
                range = origin.range
            }
        }
        let key = Key(code: finding.rule.code, file: range?.file, start: range?.start ?? -1, end: range?.end ?? -1)
        if let index = entries[key] {
            if let configuration, !order[index].configurations.contains(configuration) {
                order[index].configurations.append(configuration)
            }
            return
        }
        entries[key] = order.count
        order.append(Entry(finding: finding, range: range, notes: notes,
                           configurations: configuration.map { [$0] } ?? []))
    }

    /// The findings as diagnostics, the configurations appended to each message.
    func merged(configurations: [LintConfiguration]) -> [(rule: LintRule, diagnostic: Diagnostic)] {
        order.compactMap { entry in
            if entry.finding.everyConfiguration, entry.configurations.count < configurationCount { return nil }
            var message = entry.finding.message
            if !entry.configurations.isEmpty {
                let labels = entry.configurations.map(\.label)
                message += labels.count == configurationCount && configurationCount > 1
                    ? " (at every proposal linted: \(labels.joined(separator: ", ")))"
                    : " at " + labels[0]
                        + (labels.count > 1 ? " (also at \(labels.dropFirst().joined(separator: ", ")))" : "")
            }
            let fixes = entry.finding.fixes.map { FixIt(message: $0.message, edits: $0.edits, isSafe: $0.safe) }
            let diagnostic = Diagnostic(code: DiagnosticCode(entry.finding.rule.code),
                                        severity: entry.finding.rule.severity,
                                        message: message, range: entry.range, notes: entry.notes, fixIts: fixes)
            return (entry.finding.rule, diagnostic)
        }
    }
}
