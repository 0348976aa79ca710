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
    /// The layout at the first configuration that is the file as written (no Dynamic Type,
    /// text ×1), with its proposal: the language server shows it on hover without a second pass.
    public var layoutAsWritten: (proposal: ProposedViewSize, result: LayoutResult)?
    /// The layout at each configuration, kept open: the next lint of the edited file lays the
    /// subtrees its compilation copied from this one's (`LoweredProgram.reused`) out from them.
    public var inspections: [LintConfiguration: LayoutInspection] = [:]
    /// What the next lint of the edited file takes from this one (`LintReuse`).
    var memory: LintMemory?
    /// How many findings of local checks this lint took from the last one (tests read it).
    var reusedFindings = 0

    /// The diagnostics alone.
    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }
}

extension LintDiagnostic {
    /// What two lints of one file share when they report the same finding (code, range,
    /// message): the key they are told apart by when joined.
    public static func sameFindingKey(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.code.rawValue) \(diagnostic.range.map { "\($0.file) \($0.start) \($0.end)" } ?? "") \(diagnostic.message)"
    }
}

extension LintResult {
    /// A result made of findings other lints gave (the language server joins a document's own
    /// diagnostics with what its app's lint found there), in source order.
    public init(joining findings: [LintDiagnostic], in file: SourceFile, compiled: Bool,
                configurations: [LintConfiguration]) {
        self.init(file: file, findings: DiagnosticOrder.sorted(findings, by: \.diagnostic), compiled: compiled,
                  configurations: configurations)
    }
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

    /// Lints a file already compiled (the language server's analysis). `previous`: the lint of the
    /// file before the edit, when its compilation took from that one's (`CompileOptions.reusing`).
    public static func lint(compiled: CompileResult, file: SourceFile, sources: SourceManager,
                            options: LintOptions, previous: LintResult? = nil) -> LintResult {
        lint(compiled: compiled, file: file, sources: sources, options: options, checks: LintRules.checks,
             previous: previous)
    }

    /// Lints with the given checks (the registry's, in any order: the result is the same).
    static func lint(compiled: CompileResult, file: SourceFile, sources: SourceManager, options: LintOptions,
                     checks registry: [any LintCheck], previous: LintResult? = nil) -> LintResult {
        let collected = collect(compiled: compiled, file: file, sources: sources, options: options, checks: registry,
                                previous: previous)
        guard let lintFile = collected.lintFile else {
            return LintResult(file: file, findings: collected.findings, compiled: collected.compiled, configurations: [])
        }
        var findings = collected.findings
        findings += suppressed(collected.merged, file: file,
                               suppressions: Suppressions(file: file, tokens: compiled.syntax.tokens), options: options)
        findings = collected.audit.audited(findings, file: lintFile, tokens: compiled.syntax.tokens, compile: options.compile)
        return LintResult(file: file, findings: DiagnosticOrder.sorted(findings, by: \.diagnostic), compiled: true,
                          configurations: collected.configurations, layoutAsWritten: collected.layoutAsWritten,
                          inspections: collected.inspections, memory: collected.memory,
                          reusedFindings: collected.reusedFindings)
    }

    /// Lints SwiftUI source read as `.layout` (`docs/swiftui.md`): each of its roots (previews, or
    /// views) compiled with its ranges in the Swift files. A finding two roots share is reported
    /// once; the Swift file's `//` comments are its suppressions (`comments`, with the starts of
    /// its code tokens for `-next-line`). Findings carry no fixes: a fix edits `.layout` text.
    public static func lint(swiftRoots roots: [CompileResult], file: SourceFile, comments: [SourceRange],
                            codeStarts: [Int], sources: SourceManager, options: LintOptions) -> LintResult {
        var findings: [LintDiagnostic] = []
        var merged: [MergedFinding] = []
        var configurations: [LintConfiguration] = []
        var compiled = true
        var seen = Set<String>()
        let key = LintDiagnostic.sameFindingKey
        for root in roots {
            let collected = collect(compiled: root, file: file, sources: sources, options: options,
                                    checks: LintRules.checks)
            compiled = compiled && collected.compiled
            findings += collected.findings.filter { seen.insert(key($0.diagnostic)).inserted }
            merged += collected.merged.map(atTheElement).filter { seen.insert(key($0.diagnostic)).inserted }
            if configurations.isEmpty { configurations = collected.configurations }
        }
        findings += suppressed(merged, file: file,
                               suppressions: Suppressions(file: file, comments: comments, codeStarts: codeStarts),
                               options: options)
        findings = findings.map { finding in
            var finding = finding
            finding.diagnostic.fixIts = []
            return finding
        }
        return LintResult(file: file, findings: DiagnosticOrder.sorted(findings, by: \.diagnostic), compiled: compiled,
                          configurations: configurations)
    }

    /// In Swift a view's code is where its developer looks: a finding inside a view is shown at
    /// the element, with a note at the use (the preview) it was laid out by.
    static func atTheElement(_ entry: MergedFinding)
        -> MergedFinding {
        guard let definition = entry.definition, let use = entry.diagnostic.range else { return entry }
        var diagnostic = entry.diagnostic
        diagnostic.range = definition
        // The notes at the element (where it is defined, or the element itself among those an
        // overflow cuts off) become one at the use.
        var atUse = false
        diagnostic.notes = diagnostic.notes.compactMap { note in
            guard note.range == definition else { return note }
            defer { atUse = true }
            return atUse ? nil : DiagnosticNote(message: "laid out as it is used here", range: use)
        }
        var moved = entry
        moved.diagnostic = diagnostic
        moved.definition = use
        return moved
    }

    /// What one compiled file gives before suppression comments: the checker's diagnostics (and
    /// a layout that could not be done), the rules' findings merged over the configurations, the
    /// configurations, and what the fixes' audit needs. No `lintFile` when the file did not compile.
    struct Collected {
        var findings: [LintDiagnostic]
        var merged: [MergedFinding] = []
        var configurations: [LintConfiguration] = []
        var lintFile: LintFile?
        var compiled: Bool
        var audit = FixAudit(runs: 0)
        var layoutAsWritten: (proposal: ProposedViewSize, result: LayoutResult)?
        var inspections: [LintConfiguration: LayoutInspection] = [:]
        var memory: LintMemory?
        var reusedFindings = 0
    }

    /// `standIns`: the nodes of a SwiftUI reading that rest on a stand-in (`SwiftReading.standInNodes`);
    /// a finding there is kept apart from the same element's findings that do not.
    static func collect(compiled: CompileResult, file: SourceFile, sources: SourceManager, options: LintOptions,
                        checks registry: [any LintCheck], previous: LintResult? = nil,
                        standIns: [Int: String] = [:], splitsConfigurations: Bool = false) -> Collected {
        let hasErrors = compiled.diagnostics.contains { $0.severity == .error }
        guard let program = compiled.program, !hasErrors else {
            return Collected(findings: compiled.diagnostics.map { LintDiagnostic($0, rule: nil) }, compiled: !hasErrors)
        }
        let lintFile = LintFile(main: file, sources: sources, program: program, syntax: compiled.syntax,
                                interactiveTags: options.interactiveTags, systemFontStandsIn: options.systemFontStandsIn)
        let configurations = resolve(options, declared: program.declaredProposal,
                                     ignoringSafeArea: program.ignoredSafeAreaEdges)
        var merger = FindingMerger(file: lintFile, configurationCount: configurations.count)
        if !standIns.isEmpty {
            let parents = StandInInputs.parents(of: lintFile.tree)
            lintFile.textsSizedByStandIns = StandInInputs.textsSizedByStandIns(marks: standIns, tree: lintFile.tree,
                                                                               parents: parents)
            merger.restsOnStandIn = { finding, configuration in
                finding.node.map { StandInInputs.reason(for: finding.rule, variant: finding.variant, at: $0,
                                                        in: lintFile.tree, parents: parents, marks: standIns,
                                                        outgrowsTextStandIns: finding.outgrowsTextStandIns,
                                                        outgrowsStyleFonts: finding.outgrowsStyleFonts,
                                                        atAccessibilitySizesOnly:
                                                            configuration?.dynamicType?.isAccessibilitySize == true) != nil }
                    ?? false
            }
        }
        let checks = registry.filter { options.severity(of: $0.rule) != nil }
        let layoutChecks = checks.compactMap { $0 as? any LayoutCheck }
        var findings = compiled.diagnostics.map { LintDiagnostic($0, rule: nil) }

        var audit = FixAudit(runs: configurations.count)
        // The last lint's local findings inside the subtrees the compilation copied from its own
        // (`LintReuse`): local checks look at the other nodes only.
        // Only when the last lint ran every local check this one runs (each kept what it found).
        let localFileCodes = checks.filter { $0.isLocal && $0 is any FileCheck }.map(\.rule.code)
        let localLayoutCodes = layoutChecks.filter(\.isLocal).map(\.rule.code)
        let reuse = previous?.memory.flatMap { memory in
            localFileCodes.allSatisfy { memory.fileFindings[$0] != nil } ? LintReuse(previous: memory, file: lintFile) : nil
        }
        var fileFindings: [String: [LintFinding]] = [:]
        var layoutFindings: [LintConfiguration: [String: [LintFinding]]] = [:]
        var reusedFindings = 0
        // A taken finding that refers to text the edit changed: everything from scratch.
        func fromScratch() -> Collected {
            collect(compiled: compiled, file: file, sources: sources, options: options, checks: registry)
        }
        lintFile.checked = NodeSelection(count: lintFile.tree.count,
                                         skipping: reuse.map { LintReuse.skipped($0.subtrees) } ?? [])
        for case let check as any FileCheck in checks {
            var found = check.check(file: lintFile)
            if check.isLocal {
                if let reuse {
                    guard let merged = LintReuse.merged(found, previous: reuse.memory.fileFindings[check.rule.code] ?? [],
                                                        in: reuse.subtrees, file: file.id) else { return fromScratch() }
                    reusedFindings += merged.count - found.count
                    found = merged
                }
                if options.keepsInspections { fileFindings[check.rule.code] = found }
            }
            for finding in found {
                audit.record(finding, atEveryConfiguration: true)
                merger.add(finding, at: nil)
            }
        }
        lintFile.checked = NodeSelection(count: lintFile.tree.count)
        let reportsOverflow = checks.contains { $0 is OverflowRule }
        // The tree with its text sized for each Dynamic Type size and scale the configurations use.
        var trees: [TextKey: LayoutTree] = [:]
        for configuration in configurations {
            let key = TextKey(dynamicType: configuration.dynamicType, textScale: configuration.textScale)
            if trees[key] == nil {
                trees[key] = program.tree.sizingText(for: configuration.dynamicType, textScale: CGFloat(configuration.textScale))
            }
        }
        // Each configuration laid out and checked on its own (`layOut`): on several threads when
        // the caller has fewer roots than threads to share out (the editor's few roots at 36
        // configurations each), else one after the other; joined below in the configurations' order.
        func layOut(_ configuration: LintConfiguration) -> LaidOut {
            let tree = trees[TextKey(dynamicType: configuration.dynamicType, textScale: configuration.textScale)]
                ?? program.tree
            do {
                let inspection = try LayoutEvaluator(tree: tree).inspect(
                    proposal: configuration.proposal, reusing: previous?.inspections[configuration],
                    subtrees: program.reused)
                let layout = LintLayout(file: lintFile, configuration: configuration, inspection: inspection,
                                        tree: tree, reportsOverflow: reportsOverflow)
                // Inside the subtrees this layout placed as the last one did: the last findings.
                var copiedSubtrees: [LintReuse.Subtree] = []
                if let reuse, let previousFindings = reuse.memory.layoutFindings[configuration],
                   localLayoutCodes.allSatisfy({ previousFindings[$0] != nil }) {
                    let copied = Set(inspection.copiedRoots.map { Int($0.index) })
                    copiedSubtrees = reuse.subtrees.filter { copied.contains($0.root) }
                    layout.checked = NodeSelection(count: tree.count, skipping: LintReuse.skipped(copiedSubtrees))
                }
                return LaidOut(inspection: inspection, copiedSubtrees: copiedSubtrees,
                               found: layoutChecks.map { $0.check(layout: layout) }, error: nil)
            } catch {
                return LaidOut(inspection: nil, copiedSubtrees: [], found: [], error: error)
            }
        }
        let results = ParallelResults<LaidOut>(count: configurations.count)
        let shared = splitsConfigurations && configurations.count > 1
        if shared {
            // The file, the trees and the checks are only read while the configurations are laid out.
            struct Work: @unchecked Sendable {
                let layOut: (LintConfiguration) -> LaidOut
                let configurations: [LintConfiguration]
            }
            let work = Work(layOut: layOut, configurations: configurations)
            DispatchQueue.concurrentPerform(iterations: configurations.count) { index in
                results.set(index, work.layOut(work.configurations[index]))
            }
        }
        var inspections: [LintConfiguration: LayoutInspection] = [:]
        var layoutAsWritten: (proposal: ProposedViewSize, result: LayoutResult)?
        for (position, configuration) in configurations.enumerated() {
            let done = (shared ? results.value(position) : nil) ?? layOut(configuration)
            guard let inspection = done.inspection else {
                if let error = done.error { findings.append(LintDiagnostic(.cannotLayOut(error, in: program), rule: nil)) }
                break
            }
            if layoutAsWritten == nil, configuration.dynamicType == nil, configuration.textScale == 1 {
                layoutAsWritten = (configuration.proposal, inspection.result)
            }
            if options.keepsInspections { inspections[configuration] = inspection }
            let laidOut = done.copiedSubtrees
            var found: [String: [LintFinding]] = [:]
            for (checkIndex, check) in layoutChecks.enumerated() {
                var findings = done.found[checkIndex]
                if check.isLocal {
                    if !laidOut.isEmpty, let reuse {
                        guard let merged = LintReuse.merged(
                            findings, previous: reuse.memory.layoutFindings[configuration]?[check.rule.code] ?? [],
                            in: laidOut, file: file.id) else { return fromScratch() }
                        reusedFindings += merged.count - findings.count
                        findings = merged
                    }
                    if options.keepsInspections { found[check.rule.code] = findings }
                }
                for finding in findings {
                    audit.record(finding, atEveryConfiguration: false)
                    merger.add(finding, at: configuration)
                }
            }
            if options.keepsInspections { layoutFindings[configuration] = found }
        }

        if configurations.count > 1, options.breakpoints != .none {
            var breakpoints = Breakpoints(file: lintFile, reportsOverflow: reportsOverflow,
                                          configurations: configurations.count)
            var searched = 0
            merger.annotate { key, rule, seen in
                guard seen.count < configurations.count, !seen.isEmpty, searched < Breakpoints.limit,
                      breakpoints.canSearch, options.breakpoints.covers(key),
                      let check = layoutChecks.first(where: { $0.rule.code == rule.code }) else { return nil }
                searched += 1
                return breakpoints.describe(check, key: key, seen: seen, of: configurations)
            }
        }
        return Collected(findings: findings, merged: merger.merged(configurations: configurations),
                         configurations: configurations, lintFile: lintFile, compiled: true, audit: audit,
                         layoutAsWritten: layoutAsWritten, inspections: inspections,
                         memory: options.keepsInspections
                            ? LintMemory(file: lintFile, fileFindings: fileFindings, layoutFindings: layoutFindings)
                            : nil,
                         reusedFindings: reusedFindings)
    }

    /// One configuration laid out and checked: its inspection (nil when it cannot be laid out:
    /// `error`), the subtrees placed as the last lint placed them, and each layout check's findings
    /// in the checks' order.
    struct LaidOut {
        var inspection: LayoutInspection?
        var copiedSubtrees: [LintReuse.Subtree]
        var found: [[LintFinding]]
        var error: LayoutError?
    }

    /// The merged findings that no suppression comment silences, at their severities, then the
    /// unused suppressions (L014) when the run lints what the project declares.
    static func suppressed(_ merged: [MergedFinding],
                           file: SourceFile, suppressions: Suppressions, options: LintOptions) -> [LintDiagnostic] {
        var findings: [LintDiagnostic] = []
        for merged in merged {
            guard let severity = options.severity(of: merged.rule) else { continue }
            // At the finding's line, or where the element is written in a definition of this file
            // (a suppression in a component's body covers every use).
            let suppressed = [merged.diagnostic.range, merged.definition].contains { range in
                guard let range, range.file == file.id else { return false }
                return suppressions.suppresses(merged.rule, line: file.lineIndex(of: range.start))
            }
            if suppressed { continue }
            var diagnostic = merged.diagnostic
            diagnostic.severity = severity
            findings.append(LintDiagnostic(diagnostic, rule: merged.rule))
        }
        let unused = UnusedSuppressionRule().rule
        if options.reportsUnusedSuppressions, let severity = options.severity(of: unused) {
            for finding in unusedSuppressions(suppressions, file: file) {
                var diagnostic = finding
                diagnostic.severity = severity
                if !suppressions.suppresses(unused, line: file.lineIndex(of: finding.range?.start ?? 0)) {
                    findings.append(LintDiagnostic(diagnostic, rule: unused))
                }
            }
        }
        return findings
    }

    /// A text sizing: the trees laid out are made once per sizing.
    struct TextKey: Hashable {
        var dynamicType: DynamicTypeSize?
        var textScale: Double
    }

    /// The configurations: every Dynamic Type size, at every text scale, at every place — the
    /// proposals `ProposalPolicy.lint` gives, then the devices' in the orientations asked for: for
    /// a file whose proposal has a finite height each screen less its safe area (but for the edges
    /// the root ignores it on), else each safe width with a nil height. A device screen that is one
    /// of the proposals already stands in its place (it names the device); a width two devices
    /// share is linted once.
    static func resolve(_ options: LintOptions, declared: ProposedViewSize?,
                        ignoringSafeArea edges: Set<String> = []) -> [LintConfiguration] {
        var places: [(proposal: ProposedViewSize, screen: Devices.Screen?)] = []
        if let given = options.places {
            places = given.map { ($0.proposal, $0.screen) }
        } else if !options.devices || declared != nil || !options.proposals.isEmpty {
            places = ProposalPolicy.lint(declared: declared, given: options.proposals).map { ($0, nil) }
        }
        if options.devices && options.places == nil {
            let screens = Devices.screens.filter { options.orientations.contains($0.orientation) }
            if let height = declared?.height, height.isFinite {
                for screen in screens {
                    let proposal = screen.proposal(ignoring: edges)
                    if let index = places.firstIndex(where: { $0.proposal == proposal && $0.screen == nil }) {
                        places[index].screen = screen
                    } else {
                        places.append((proposal, screen))
                    }
                }
            } else {
                for screen in screens {
                    let proposal = ProposedViewSize(width: screen.proposal(ignoring: edges).width, height: nil)
                    if !places.contains(where: { $0.proposal == proposal }) { places.append((proposal, nil)) }
                }
            }
        }
        var scales: [Double] = []
        for scale in options.textScales.isEmpty ? [1] : options.textScales where !scales.contains(scale) {
            scales.append(scale)
        }
        var result: [LintConfiguration] = []
        for dynamicType in options.resolvedDynamicTypes {
            for scale in scales {
                for (proposal, screen) in places {
                    result.append(LintConfiguration(proposal: proposal, textScale: scale, dynamicType: dynamicType,
                                                    screen: screen))
                }
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

/// A finding of all the configurations it was seen at: its rule, its diagnostic, where its
/// element is written when it is shown at a use of a definition, and its node.
struct MergedFinding {
    var rule: LintRule
    var diagnostic: Diagnostic
    var definition: SourceRange?
    var node: LayoutNodeID?
    /// The rule's variant of the finding (an overflow's axis).
    var variant: String?
    /// The configurations it occurs at.
    var configurations: [LintConfiguration] = []
    /// Why it may not hold on a device (`LintFinding.marginal`, at every configuration it occurs at).
    var marginal: String?
    /// The configurations where it may not hold on a device (`LintFinding.marginal` there).
    var marginalAt: Set<LintConfiguration> = []
    /// Whether it holds whatever the strings stood in for are (`LintFinding.outgrowsTextStandIns`,
    /// at a configuration it occurs at).
    var outgrowsTextStandIns = false
    /// Whether it holds whatever the fonts named after a text style are (`LintFinding.outgrowsStyleFonts`).
    var outgrowsStyleFonts = false
}

/// Findings of all configurations merged: one per (rule, location), listing where it occurred
/// and, when it differs, by how much at each.
struct FindingMerger {
    struct Entry {
        var finding: LintFinding
        var range: SourceRange?
        /// Where the element is written, when the finding is shown at a use of its definition.
        var definition: SourceRange?
        var notes: [DiagnosticNote]
        var occurrences: [(configuration: LintConfiguration, measure: String?)]
        /// Why every occurrence so far may not hold on a device (nil once one holds whatever the font).
        var marginal: String?
        /// The occurrences' configurations where it may not hold on a device.
        var marginalAt: Set<LintConfiguration>
        /// Whether an occurrence so far holds whatever the strings stood in for are.
        var outgrowsTextStandIns: Bool
        var outgrowsStyleFonts: Bool
    }

    struct Key: Hashable {
        var code: String
        var variant: String?
        var file: SourceFileID?
        var start: Int
        var end: Int
        /// The element within the definition used: two elements of one component are two findings.
        var definition: SourceRange?
        /// Whether it rests on a stand-in: an element's findings with and without one are two.
        var standIn = false
    }

    let file: LintFile
    /// Whether a finding rests on what a SwiftUI reading stood in for (nil: nothing does).
    var restsOnStandIn: ((LintFinding, LintConfiguration?) -> Bool)?
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
        var definition: SourceRange?
        if let node = finding.node, let origin = file.program.origin(of: finding.element ?? node) {
            // The gesture a use of a component adds: there (in this file), with a note at the element.
            if let gesture = finding.gesture,
               let at = gesture.range.file == file.main.id ? gesture.range
                   : gesture.callChain.first(where: { $0.file == file.main.id }) {
                range = at
                notes.append(DiagnosticNote(message: "the element is here, in the definition used", range: origin.range))
            // Inside a component (or a constant): at the use in this file, with a note at the element.
            } else if let use = origin.callChain.first(where: { $0.file == file.main.id }),
               origin.range.file != file.main.id || !origin.callChain.isEmpty {
                range = use
                definition = origin.range
                notes.append(DiagnosticNote(message: "the element is here, in the definition used",
                                            range: origin.range))
            } else {
                range = origin.range
            }
        }
        let key = Key(code: finding.rule.code, variant: finding.variant, file: range?.file, start: range?.start ?? -1,
                      end: range?.end ?? -1, definition: definition,
                      standIn: restsOnStandIn?(finding, configuration) ?? false)
        if let index = entries[key] {
            if let configuration, !order[index].occurrences.contains(where: { $0.configuration == configuration }) {
                order[index].occurrences.append((configuration, finding.measure))
                if finding.marginal != nil { order[index].marginalAt.insert(configuration) }
            }
            if finding.marginal == nil { order[index].marginal = nil }
            if finding.outgrowsTextStandIns { order[index].outgrowsTextStandIns = true }
            if finding.outgrowsStyleFonts { order[index].outgrowsStyleFonts = true }
            return
        }
        entries[key] = order.count
        order.append(Entry(finding: finding, range: range, definition: definition, notes: notes,
                           occurrences: configuration.map { [($0, finding.measure)] } ?? [], marginal: finding.marginal,
                           marginalAt: finding.marginal != nil ? Set(configuration.map { [$0] } ?? []) : [],
                           outgrowsTextStandIns: finding.outgrowsTextStandIns, outgrowsStyleFonts: finding.outgrowsStyleFonts))
    }

    /// The keys of the findings so far.
    var keys: Set<Key> { Set(entries.keys) }

    /// Adds a note to each finding `describe` has one for (its key, its rule, where it was seen).
    mutating func annotate(_ describe: (Key, LintRule, [LintConfiguration]) -> String?) {
        for (key, index) in entries.sorted(by: { $0.value < $1.value }) {
            if let note = describe(key, order[index].finding.rule, order[index].occurrences.map(\.configuration)) {
                order[index].notes.append(DiagnosticNote(message: note))
            }
        }
    }

    /// The findings as diagnostics, the configurations appended to each message.
    func merged(configurations: [LintConfiguration])
        -> [MergedFinding] {
        order.compactMap { entry in
            if entry.finding.everyConfiguration, entry.occurrences.count < configurationCount { return nil }
            let fixes = entry.finding.fixes.map { FixIt(message: $0.message, edits: $0.edits, isSafe: $0.safe) }
            var diagnostic = Diagnostic(code: DiagnosticCode(entry.finding.rule.code),
                                        severity: entry.finding.rule.severity,
                                        message: Self.message(entry.finding.message, entry.occurrences,
                                                              of: configurations),
                                        range: entry.range, notes: entry.notes, fixIts: fixes)
            diagnostic.help = entry.finding.help
            diagnostic.identityMessage = entry.finding.message
            return MergedFinding(rule: entry.finding.rule, diagnostic: diagnostic, definition: entry.definition,
                                 node: entry.finding.node, variant: entry.finding.variant,
                                 configurations: entry.occurrences.map(\.configuration), marginal: entry.marginal,
                                 marginalAt: entry.marginalAt, outgrowsTextStandIns: entry.outgrowsTextStandIns, outgrowsStyleFonts: entry.outgrowsStyleFonts)
        }
    }

    /// `message` with where it occurred: `… at 320×nil`; `…: needs 412 pt of 375 at 375×nil
    /// (xxxLarge); needs 400 pt of 393 at 393×nil (xxxLarge)` when the measure differs.
    static func message(_ message: String, _ occurrences: [(configuration: LintConfiguration, measure: String?)],
                        of configurations: [LintConfiguration]) -> String {
        guard !occurrences.isEmpty else { return message }
        var allPlaces: [String] = []
        for configuration in configurations where !allPlaces.contains(configuration.place) {
            allPlaces.append(configuration.place)
        }
        // Group by measure, in order of first appearance.
        var groups: [(measure: String?, configurations: [LintConfiguration])] = []
        for (configuration, measure) in occurrences {
            if let index = groups.firstIndex(where: { $0.measure == measure }) {
                groups[index].configurations.append(configuration)
            } else {
                groups.append((measure, [configuration]))
            }
        }
        if groups.count == 1 {
            let head = message + (groups[0].measure.map { ": " + $0 } ?? "")
            if configurations.count > 3 && occurrences.count == configurations.count {
                return head + " (at all \(configurations.count) configurations linted)"
            }
            if configurations.count > 1 && occurrences.count == configurations.count {
                return head + " (at every configuration linted: " + configurations.map(\.label).joined(separator: ", ")
                    + ")"
            }
            return head + " at " + places(groups[0].configurations, all: allPlaces)
        }
        // Many different measures: the first few, and how many more.
        let shown = groups.count > 4 ? Array(groups.prefix(3)) : groups
        let more = groups.count - shown.count
        return message + ": " + shown.map {
            ($0.measure.map { $0 + " " } ?? "") + "at " + places($0.configurations, all: allPlaces)
        }.joined(separator: "; ") + (more > 0 ? "; and \(more) more measures elsewhere" : "")
    }

    /// `375×nil, 393×nil (xxxLarge) and 375×nil (AX2)`: the places, grouped by their text
    /// sizing; `all 11 places (xxxLarge)` for every place linted.
    static func places(_ configurations: [LintConfiguration], all: [String]) -> String {
        var groups: [(text: String, places: [String])] = []
        for configuration in configurations {
            if let index = groups.firstIndex(where: { $0.text == configuration.textLabel }) {
                groups[index].places.append(configuration.place)
            } else {
                groups.append((configuration.textLabel, [configuration.place]))
            }
        }
        return groups.map { group in
            let places = all.count > 2 && Set(group.places) == Set(all)
                ? "all \(all.count) places" : group.places.joined(separator: ", ")
            return places + (group.text.isEmpty ? "" : " (" + group.text + ")")
        }.joined(separator: " and ")
    }
}
