import LayoutDiagnostics
import LayoutEngine
import LayoutSema

/// One root of an app to lint: its compilation (a `.layout` reading of Swift) and how.
public struct AppRoot {
    public var compiled: CompileResult
    /// The file the root is written in.
    public var file: SourceFile
    /// Where to lay it out, at which text sizes, with which rules.
    public var options: LintOptions
    /// Code of the root's own that is no part of the app (a preview's body: its frames, paddings
    /// and stacks of variants): findings there are left out.
    public var scaffolding: [SourceRange]
    /// How notes name it: `preview 'Dark' in ProfileView.swift`, `SettingsView, as a screen`.
    public var name: String

    public init(compiled: CompileResult, file: SourceFile, options: LintOptions, scaffolding: [SourceRange], name: String) {
        self.compiled = compiled
        self.file = file
        self.options = options
        self.scaffolding = scaffolding
        self.name = name
    }
}

extension Linter {
    /// Lints the roots of an app (`docs/swiftui.md`, "Lint"): each laid out where its use puts
    /// it; one finding per element and rule, whatever the number of roots that reach it (the
    /// first root's, with a note naming the others that show it too); suppression comments read
    /// in the file of each finding. The results are per file, in the order of `files`, and every
    /// file of `files` has one.
    public static func lint(app roots: [AppRoot], files: [SourceFile], sources: SourceManager,
                            comments: (SourceFile) -> (comments: [SourceRange], codeStarts: [Int]),
                            options: LintOptions) -> [LintResult] {
        struct Kept {
            var rule: LintRule
            var diagnostic: Diagnostic
            var definition: SourceRange?
            var alsoIn: [String]
        }
        struct Key: Hashable {
            var code: String
            var range: SourceRange?
        }
        var kept: [Key: Int] = [:]
        var order: [Kept] = []
        var checkerFindings: [SourceFileID: [LintDiagnostic]] = [:]
        var compiledFiles: [SourceFileID: Bool] = [:]
        var configurations: [SourceFileID: [LintConfiguration]] = [:]
        for root in roots {
            let collected = collect(compiled: root.compiled, file: root.file, sources: sources, options: root.options,
                                    checks: LintRules.checks)
            compiledFiles[root.file.id] = (compiledFiles[root.file.id] ?? true) && collected.compiled
            if configurations[root.file.id] == nil { configurations[root.file.id] = collected.configurations }
            for finding in collected.findings {
                let file = finding.diagnostic.range?.file ?? root.file.id
                if !(checkerFindings[file] ?? []).contains(where: { $0.diagnostic.message == finding.diagnostic.message
                    && $0.diagnostic.range == finding.diagnostic.range }) {
                    checkerFindings[file, default: []].append(finding)
                }
            }
            for entry in collected.merged.map(atTheElement) {
                guard let range = entry.diagnostic.range,
                      !root.scaffolding.contains(where: { $0.file == range.file && $0.start <= range.start && range.end <= $0.end })
                else { continue }
                let key = Key(code: entry.rule.code, range: range)
                if let index = kept[key] {
                    if !order[index].alsoIn.contains(root.name) { order[index].alsoIn.append(root.name) }
                    continue
                }
                kept[key] = order.count
                order.append(Kept(rule: entry.rule, diagnostic: entry.diagnostic, definition: entry.definition,
                                  alsoIn: [root.name]))
            }
        }
        var byFile: [SourceFileID: [(rule: LintRule, diagnostic: Diagnostic, definition: SourceRange?)]] = [:]
        for entry in order {
            var diagnostic = entry.diagnostic
            if entry.alsoIn.count > 1 {
                let others = entry.alsoIn.dropFirst()
                let listed = others.prefix(3).joined(separator: "; ")
                    + (others.count > 3 ? "; and \(others.count - 3) more" : "")
                diagnostic.notes.append(DiagnosticNote(message: "seen where it is used in \(entry.alsoIn[0]) and also in "
                                                           + listed))
            }
            guard let file = diagnostic.range?.file else { continue }
            byFile[file, default: []].append((entry.rule, diagnostic, entry.definition))
        }
        var results: [LintResult] = []
        for file in files {
            let (fileComments, codeStarts) = comments(file)
            var findings = checkerFindings[file.id] ?? []
            var fileOptions = options
            fileOptions.reportsUnusedSuppressions = false
            findings += suppressed(byFile[file.id] ?? [], file: file,
                                   suppressions: Suppressions(file: file, comments: fileComments, codeStarts: codeStarts),
                                   options: fileOptions)
            findings = findings.map { finding in
                var finding = finding
                finding.diagnostic.fixIts = []
                return finding
            }
            results.append(LintResult(file: file, findings: DiagnosticOrder.sorted(findings, by: \.diagnostic),
                                      compiled: compiledFiles[file.id] ?? true,
                                      configurations: configurations[file.id] ?? []))
        }
        return results
    }
}
