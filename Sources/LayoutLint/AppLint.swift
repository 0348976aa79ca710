import Dispatch
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
    /// Nodes whose size or presence rests on a stand-in (by node index), with what stood in: a
    /// finding there, or resting on them, is an info that says so, never a warning.
    public var standIns: [Int: String]
    /// What each of its findings says of how it was laid out (a variant of a view: the case it
    /// was read with), if anything.
    public var note: String?
    /// Nodes an app's modifier made where it is applied (by node index), with where it is applied:
    /// a finding there is reported at the use, with a note at what the modifier's code makes.
    public var expandedAt: [Int: SourceRange] = [:]

    public init(compiled: CompileResult, file: SourceFile, options: LintOptions, scaffolding: [SourceRange], name: String,
                standIns: [Int: String] = [:]) {
        self.compiled = compiled
        self.file = file
        self.options = options
        self.scaffolding = scaffolding
        self.name = name
        self.standIns = standIns
    }
}

extension Linter {
    /// At most this many roots are linted one after the other, each with its configurations laid
    /// out on several threads; more are linted on several threads, a root each.
    static let fewRoots = 8

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
            /// The note saying what the finding rests on, when a stand-in is among its inputs.
            var standIn: String?
            /// A button's whole label is this view of the app's (`sharedLabel`).
            var label: SourceRange?
        }
        struct Key: Hashable {
            var code: String
            var range: SourceRange?
        }
        // Every root at once: they share nothing but the sources they read. Joined in order below.
        struct Work: @unchecked Sendable {  // values, and sources only read
            let roots: [AppRoot]
            let sources: SourceManager
        }
        let work = Work(roots: roots, sources: sources)
        let perRoot = ParallelResults<RootFindings>(count: roots.count)
        if roots.count <= Self.fewRoots {
            // A few roots (the editor's: a view's previews and the screens that use it): one after
            // the other, each one's configurations shared out among the threads, which roots of
            // unequal sizes would leave idle.
            for (index, root) in roots.enumerated() {
                perRoot.set(index, findings(of: root, sources: sources, splitsConfigurations: true))
            }
        } else {
            DispatchQueue.concurrentPerform(iterations: work.roots.count) { index in
                perRoot.set(index, findings(of: work.roots[index], sources: work.sources))
            }
        }
        var kept: [Key: Int] = [:]
        var order: [Kept] = []
        var checkerFindings: [SourceFileID: [LintDiagnostic]] = [:]
        var compiledFiles: [SourceFileID: Bool] = [:]
        var configurations: [SourceFileID: [LintConfiguration]] = [:]
        for (index, root) in roots.enumerated() {
            guard let found = perRoot.value(index) else { continue }
            let collected = found.collected
            compiledFiles[root.file.id] = (compiledFiles[root.file.id] ?? true) && collected.compiled
            if configurations[root.file.id] == nil { configurations[root.file.id] = collected.configurations }
            for finding in collected.findings {
                let file = finding.diagnostic.range?.file ?? root.file.id
                if !(checkerFindings[file] ?? []).contains(where: { $0.diagnostic.message == finding.diagnostic.message
                    && $0.diagnostic.range == finding.diagnostic.range }) {
                    checkerFindings[file, default: []].append(finding)
                }
            }
            for (entry, range, standIn, label) in found.entries {
                let key = Key(code: entry.rule.code, range: range)
                if let index = kept[key] {
                    if !order[index].alsoIn.contains(root.name) { order[index].alsoIn.append(root.name) }
                    // A use that shows it without a stand-in makes it the app's.
                    if order[index].standIn != nil && standIn == nil {
                        order[index].standIn = nil
                        order[index].diagnostic = entry.diagnostic
                    }
                    continue
                }
                kept[key] = order.count
                order.append(Kept(rule: entry.rule, diagnostic: entry.diagnostic, definition: entry.definition,
                                  alsoIn: [root.name], standIn: standIn, label: label))
            }
        }
        // Buttons too small to tap whose labels are all one view of the app's: one finding, at
        // the view, where the fix goes (each button is what that view makes it).
        var byLabel: [SourceRange: [Int]] = [:]
        for (index, entry) in order.enumerated() where entry.standIn == nil {
            if let label = entry.label { byLabel[label, default: []].append(index) }
        }
        var dropped: Set<Int> = []
        for (label, indices) in byLabel.sorted(by: { $0.value[0] < $1.value[0] }) where indices.count > 1 {
            var first = order[indices[0]]
            let uses = indices.compactMap { order[$0].diagnostic.range }
            first.diagnostic.range = label
            first.definition = nil
            first.diagnostic.message = first.diagnostic.message.replacingOccurrences(
                of: "this button answers", with: "\(indices.count) buttons whose label is this view answer")
            first.diagnostic.notes.removeAll { $0.message == "laid out as it is used here" }
            var notes = uses.prefix(3).map { DiagnosticNote(message: "a button with this label", range: $0) }
            if uses.count > 3 {
                let oneFile = uses.allSatisfy { $0.file == uses[0].file }
                let lines = uses.dropFirst(3).compactMap { range in
                    sources.file(range.file).map { (oneFile ? "" : $0.name + ":") + "\($0.lineIndex(of: range.start) + 1)" }
                }
                let file = oneFile ? sources.file(uses[0].file).map { " in \($0.name)" } ?? "" : ""
                notes.append(DiagnosticNote(message: "and \(uses.count - 3) more\(file), at "
                                                + (oneFile ? "lines " : "") + lines.joined(separator: ", ")))
            }
            first.diagnostic.notes.insert(contentsOf: notes, at: 0)
            for other in indices.dropFirst() {
                for name in order[other].alsoIn where !first.alsoIn.contains(name) { first.alsoIn.append(name) }
            }
            order[indices[0]] = first
            dropped.formUnion(indices.dropFirst())
        }
        if !dropped.isEmpty { order = order.enumerated().filter { !dropped.contains($0.offset) }.map(\.element) }
        var byFile: [SourceFileID: [Kept]] = [:]
        for entry in order {
            guard let file = entry.diagnostic.range?.file else { continue }
            byFile[file, default: []].append(entry)
        }
        var results: [LintResult] = []
        for file in files {
            // Suppression comments are read where there are findings to suppress (a file's are lexed).
            let (fileComments, codeStarts) = byFile[file.id] == nil ? ([], []) : comments(file)
            let suppressions = Suppressions(file: file, comments: fileComments, codeStarts: codeStarts)
            var findings = checkerFindings[file.id] ?? []
            for entry in byFile[file.id] ?? [] {
                guard var severity = options.severity(of: entry.rule) else { continue }
                // At the finding's line, or where the element is written in a definition of this file.
                let suppressed = [entry.diagnostic.range, entry.definition].contains { range in
                    guard let range, range.file == file.id else { return false }
                    return suppressions.suppresses(entry.rule, line: file.lineIndex(of: range.start))
                }
                if suppressed { continue }
                var diagnostic = entry.diagnostic
                if entry.alsoIn.count > 1 {
                    let others = entry.alsoIn.dropFirst()
                    let listed = others.prefix(3).joined(separator: "; ")
                        + (others.count > 3 ? "; and \(others.count - 3) more" : "")
                    diagnostic.notes.append(DiagnosticNote(message: "seen where it is used in \(entry.alsoIn[0]) and also in "
                                                               + listed))
                }
                if let standIn = entry.standIn {
                    // What rests on a stand-in is not the app's until its own values show it.
                    guard options.showsStandIns else { continue }
                    severity = .info
                    diagnostic.notes.append(DiagnosticNote(message: standIn))
                }
                diagnostic.severity = severity
                diagnostic.fixIts = []
                findings.append(LintDiagnostic(diagnostic, rule: entry.rule))
            }
            results.append(LintResult(file: file, findings: DiagnosticOrder.sorted(findings, by: \.diagnostic),
                                      compiled: compiledFiles[file.id] ?? true,
                                      configurations: configurations[file.id] ?? []))
        }
        return results
    }

    /// What one root of an app says before the app's findings are joined: its findings at their
    /// elements, less those in its scaffolding and those another of its findings explains, each
    /// with the stand-in it rests on.
    static func findings(of root: AppRoot, sources: SourceManager, splitsConfigurations: Bool = false) -> RootFindings {
        let collected = collect(compiled: root.compiled, file: root.file, sources: sources, options: root.options,
                                checks: LintRules.checks, standIns: root.standIns, splitsConfigurations: splitsConfigurations)
        let parents = collected.lintFile.map { StandInInputs.parents(of: $0.tree) } ?? []
        var merged = collected.merged.map(atTheElement)
        let cascades = collected.lintFile.map { file in
            Cascades.squeezedByOverflow(merged, tree: file.tree, parents: parents)
                .merging(Cascades.overflowOfSpillingFrame(merged, parents: parents)) { first, _ in first }
                .merging(Cascades.nestedOverflow(merged, parents: parents)) { first, _ in first }
        } ?? [:]
        for (squeezed, overflow) in cascades.sorted(by: { $0.key < $1.key }) {
            let what = merged[squeezed].diagnostic.identityMessage ?? merged[squeezed].diagnostic.message
            merged[overflow].diagnostic.notes.append(DiagnosticNote(
                message: "so \(what) [\(merged[squeezed].rule.code)]", range: merged[squeezed].diagnostic.range))
        }
        var entries: [(entry: MergedFinding, range: SourceRange, standIn: String?, label: SourceRange?)] = []
        for (position, entry) in merged.enumerated() where cascades[position] == nil {
            var entry = entry
            // What an app's modifier made is the use's: reported where the modifier is applied.
            if let node = entry.node, let site = root.expandedAt[Int(node.index)], let made = entry.diagnostic.range,
               made != site {
                entry.diagnostic.range = site
                entry.diagnostic.notes.append(DiagnosticNote(message: "the modifier makes it here", range: made))
            }
            guard let range = entry.diagnostic.range,
                  !root.scaffolding.contains(where: { $0.file == range.file && $0.start <= range.start && range.end <= $0.end })
            else { continue }
            // The built-in font standing in for the system's is a stand-in too.
            let reason = collected.lintFile.flatMap { file in
                entry.node.flatMap { StandInInputs.reason(for: entry.rule, variant: entry.variant, at: $0,
                                                          in: file.tree, parents: parents, marks: root.standIns,
                                                          outgrowsTextStandIns: entry.outgrowsTextStandIns,
                                                          outgrowsStyleFonts: entry.outgrowsStyleFonts,
                                                          atAccessibilitySizesOnly: !entry.configurations.isEmpty
                                                              && entry.configurations.allSatisfy {
                                                                  $0.dynamicType?.isAccessibilitySize == true
                                                              }) }
            }
            let standIn = reason.map { reason in
                reason == StandInMarks.fieldPrompt ? "it is \(reason) at the accessibility sizes (what is typed scrolls)"
                    : "with \(reason): the app's own values may not show it"
            }
                ?? entry.marginal.map { "with \($0): iOS's own font may fit it" }
            if let note = root.note { entry.diagnostic.notes.append(DiagnosticNote(message: note)) }
            // A text the reader stood in for — the element's own, or the one its modifiers hold, as
            // `describe` names it — is named by what the code shows there (its mark), else by the
            // code written where it is (`Text(message)`: text `message`), in the message, its notes
            // and its help alike: the stand-in's words are the reader's, not the app's.
            let text = entry.node.map { node in collected.lintFile?.viewUnderModifiers(node, sameCall: false) ?? node }
            let marked = text.flatMap { root.standIns[Int($0.index)] }.flatMap { mark in
                mark.hasPrefix(StandInMarks.text) ? String(mark.dropFirst(StandInMarks.text.count)) : nil
            }
            let written = text.flatMap { collected.lintFile?.program.origin(of: $0)?.range }
                .flatMap { StandInInputs.writtenText(at: $0, sources: sources) }
            if let name = marked ?? written {
                StandInInputs.name(&entry.diagnostic, name)
            }
            StandInInputs.nameListed(&entry.diagnostic, sources: sources)
            let label = entry.rule.code == "L018" ? entry.node.flatMap { node in
                collected.lintFile.flatMap { sharedLabel(of: node, in: $0) }
            } : nil
            entries.append((entry, range, standIn, label))
        }
        return RootFindings(collected: collected, entries: entries)
    }
}

extension Linter {
    /// Where the code of a button's label begins when the label is all one view of the app's,
    /// made in another call than the button (`NavigationLink { SettingsRow(…) }`): what sizes the
    /// button is that view's, the same at each of its buttons. Nil otherwise.
    static func sharedLabel(of node: LayoutNodeID, in file: LintFile) -> SourceRange? {
        guard file.kind(node) == .layout, file.element(node).customLayout is ButtonLayout,
              file.children(node).count == 1, let label = file.children(node).first,
              !file.program.hasSameCallChain(label, as: node) else { return nil }
        // The view its own modifiers wrap (`HStack { … }.frame(maxWidth: .infinity)`): its code's start.
        return file.program.origin(of: file.viewUnderModifiers(label))?.range
    }
}

/// What one root of an app says before the app's findings are joined (`Linter.findings(of:sources:)`).
struct RootFindings {
    var collected: Linter.Collected
    /// Each finding at its place, the stand-in it rests on, and for a button whose label is one
    /// view of the app's (`SettingsRow(…)`), where that view's code begins (`Linter.sharedLabel`).
    var entries: [(entry: MergedFinding, range: SourceRange, standIn: String?, label: SourceRange?)]
}

/// Findings that follow from another (`docs/lint.md`, "Apps"): a text squeezed by a stack that
/// overflows the screen is that overflow, which says so; one fix (a column, a wrap) ends both.
enum Cascades {
    /// Rules about the width a text or an element gets from the stack that shares it out.
    static let squeezes: Set<String> = ["L003", "L004"]

    /// The text cut short and the elements squeezed to nothing whose width is shared out by a
    /// stack that runs past the screen's width wherever they occur (but where only the built-in
    /// font's wider widths make them: `MergedFinding.marginalAt`): their positions in `findings`,
    /// each with the position of the stack's overflow.
    static func squeezedByOverflow(_ findings: [MergedFinding], tree: LayoutTree, parents: [Int32]) -> [Int: Int] {
        var overflowing: [Int: (position: Int, configurations: Set<LintConfiguration>)] = [:]
        for (position, finding) in findings.enumerated() where finding.rule.code == "L001" && finding.variant == "width" {
            guard let node = finding.node, overflowing[Int(node.index)] == nil else { continue }
            overflowing[Int(node.index)] = (position, Set(finding.configurations))
        }
        guard !overflowing.isEmpty else { return [:] }
        var cascades: [Int: Int] = [:]
        for (position, finding) in findings.enumerated() where squeezes.contains(finding.rule.code) {
            guard let node = finding.node, Int(node.index) < parents.count, parents[Int(node.index)] >= 0 else { continue }
            let sharer = StandInInputs.sharer(of: Int(node.index), in: tree, parents: parents)
            // Where it occurs without the overflow only as the built-in font's wider widths make
            // it (`LintFinding.marginal`), the overflow still explains it.
            guard let overflow = overflowing[sharer], !finding.configurations.isEmpty,
                  finding.configurations.allSatisfy({ overflow.configurations.contains($0) || finding.marginalAt.contains($0) })
            else { continue }
            cascades[position] = overflow.position
        }
        return cascades
    }
}

extension Cascades {
    /// The overflows of the screen (L001) by content that spills out of a frame around it on the
    /// same axis (L002) wherever they occur: the frame's finding says it (one fix — a frame that
    /// lets its content grow — ends both). Their positions in `findings`, each with the frame's.
    static func overflowOfSpillingFrame(_ findings: [MergedFinding], parents: [Int32]) -> [Int: Int] {
        var spilling: [Int: [(position: Int, axis: String, configurations: Set<LintConfiguration>)]] = [:]
        for (position, finding) in findings.enumerated() where finding.rule.code == "L002" {
            guard let node = finding.node, let axis = finding.variant else { continue }
            spilling[Int(node.index), default: []].append((position, axis, Set(finding.configurations)))
        }
        guard !spilling.isEmpty else { return [:] }
        var cascades: [Int: Int] = [:]
        for (position, finding) in findings.enumerated() where finding.rule.code == "L001" {
            guard let node = finding.node, let axis = finding.variant, !finding.configurations.isEmpty,
                  Int(node.index) < parents.count else { continue }
            var ancestor = Int(parents[Int(node.index)])
            while ancestor >= 0 {
                if let frame = spilling[ancestor]?.first(where: { $0.axis == axis
                    && finding.configurations.allSatisfy($0.configurations.contains) }) {
                    cascades[position] = frame.position
                    break
                }
                ancestor = Int(parents[ancestor])
            }
        }
        return cascades
    }
}

extension Cascades {
    /// The overflows of the screen (L001) inside a container that overflows it on the same axis:
    /// the outer one's finding says it (one fix — the outer content in a scroll view, or shorter —
    /// ends both). Where the inner one is too long for a smaller screen on its own, the screen
    /// blames it alone (`OverflowFacts`): the outer's finding holds it whatever the configurations.
    /// Their positions in `findings`, each with the outermost's.
    static func nestedOverflow(_ findings: [MergedFinding], parents: [Int32]) -> [Int: Int] {
        var overflowing: [Int: [(position: Int, axis: String)]] = [:]
        for (position, finding) in findings.enumerated() where finding.rule.code == "L001" {
            guard let node = finding.node, let axis = finding.variant else { continue }
            overflowing[Int(node.index), default: []].append((position, axis))
        }
        guard overflowing.count > 1 else { return [:] }
        var cascades: [Int: Int] = [:]
        for (position, finding) in findings.enumerated() where finding.rule.code == "L001" {
            guard let node = finding.node, let axis = finding.variant, Int(node.index) < parents.count else { continue }
            var ancestor = Int(parents[Int(node.index)])
            while ancestor >= 0 {
                if let outer = overflowing[ancestor]?.first(where: { $0.axis == axis }) {
                    cascades[position] = outer.position  // the outermost: the walk goes on up
                }
                ancestor = Int(parents[ancestor])
            }
        }
        return cascades
    }
}

/// Which findings rest on a stand-in: the element itself is one (a text the reader stood in for),
/// or lies where one decided it is there (a branch of a condition taken as true, one of the items
/// of a collection known only when the app runs), or what sizes it holds one — its own content,
/// and for the rules whose measure its container's share decides (a truncated text, a squeezed
/// element), its siblings' too.
enum StandInInputs {
    /// Rules whose finding depends on the space the element's container gives it.
    static let sharedSpace: Set<String> = ["L003", "L004", "L006", "L007"]

    /// Each node's parent (the root's: -1).
    static func parents(of tree: LayoutTree) -> [Int32] {
        var parents = [Int32](repeating: -1, count: tree.count)
        for index in 0..<tree.count {
            for child in tree.children(of: LayoutNodeID(index)) { parents[Int(child.index)] = Int32(index) }
        }
        return parents
    }

    /// The words the stand-in text stands for where a diagnostic is about the text written at
    /// `range`: `message` for `Text(message)`, `item.title` for `Text(item.title).bold()`, `prompt`
    /// for `TextField(prompt, text: …)`; nil when the code there is no such view, or its first
    /// argument is labelled (`Text(verbatim: x)`).
    static func writtenText(at range: SourceRange, sources: SourceManager) -> String? {
        guard let file = sources.file(range.file), range.start >= 0, range.start < file.bytes.count else { return nil }
        let bytes = file.bytes[range.start..<min(file.bytes.count, range.start + 400)]
        // A view whose first argument is the text it shows (`Text(title)`, `TextField(prompt, text: …)`).
        let views = ["Text(", "TextField(", "SecureField(", "Label(", "Button(", "Toggle(", "Link("]
        guard let view = views.first(where: { bytes.starts(with: Array($0.utf8)) }) else { return nil }
        let open = bytes.startIndex + view.utf8.count
        var depth = 1
        var end: Int?
        for index in open..<bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ","): if depth == 1 { end = index }
            default: break
            }
            if depth == 0 && end == nil { end = index }
            if end != nil { break }
        }
        guard let end, end > open else { return nil }
        let inside = String(decoding: bytes[open..<end], as: UTF8.self)
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        // A label (`Text(verbatim: x)`) is no text's code.
        let label = inside.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !inside.isEmpty, label.isEmpty || !inside.dropFirst(label.count).hasPrefix(":") else { return nil }
        return inside.count > 40 ? String(inside.prefix(39)) + "…" : inside
    }

    /// The stand-in texts a finding's notes point at (`note: text 'Placeholder text' is cut off`),
    /// each named by the code written there; the message's list of them too when one name is all
    /// it can mean.
    static func nameListed(_ diagnostic: inout Diagnostic, sources: SourceManager) {
        let quoted = "text 'Placeholder text'"
        var names: Set<String> = []
        for index in diagnostic.notes.indices where mentionsStandIn(diagnostic.notes[index].message)
            && diagnostic.notes[index].message.contains(quoted) {
            guard let range = diagnostic.notes[index].range, let written = writtenText(at: range, sources: sources) else {
                continue
            }
            diagnostic.notes[index].message = diagnostic.notes[index].message
                .replacingOccurrences(of: quoted, with: "text `\(written)`")
            names.insert(written)
        }
        if names.count == 1, let written = names.first {
            diagnostic.message = diagnostic.message.replacingOccurrences(of: quoted, with: "text `\(written)`")
        }
    }

    /// Whether `text` holds the stand-in's word (`'Placeholder`), by its bytes: most messages quote
    /// none, and are not searched through Foundation for it.
    static func mentionsStandIn(_ text: String) -> Bool {
        text.utf8.firstRange(of: "'Placeholder".utf8) != nil
    }

    /// `diagnostic` with the stand-in text it quotes (in its message, notes and help) named `written`:
    /// "text 'Placeholder text' is 9 pt" becomes "text `status.label` is 9 pt"; "narrower than its
    /// word 'Placeholder'", "narrower than the stand-in's word 'Placeholder'".
    static func name(_ diagnostic: inout Diagnostic, _ written: String) {
        func named(_ text: String) -> String {
            guard mentionsStandIn(text) else { return text }
            return text.replacingOccurrences(of: "text 'Placeholder text'", with: "text `\(written)`")
                .replacingOccurrences(of: "its word 'Placeholder'", with: "the stand-in's word 'Placeholder'")
        }
        diagnostic.message = named(diagnostic.message)
        diagnostic.help = diagnostic.help.map(named)
        for index in diagnostic.notes.indices { diagnostic.notes[index].message = named(diagnostic.notes[index].message) }
    }

    /// The part of the tree whose content decides the width the element gets: up to the nearest
    /// container that shares its width out among its children by their sizes (a stack, a `Grid`,
    /// whose cells share their columns, a custom layout). A vstack or a zstack proposes each child
    /// the same whatever its siblings are, a frame of a fixed width its own, and a lazy grid's
    /// columns are set by its tracks: there the walk stops at the frame or the cell. Without such a
    /// container, the element itself.
    static func sharer(of index: Int, in tree: LayoutTree, parents: [Int32]) -> Int {
        let sharing: Set<ElementKind> = [.hstack, .grid, .layout]
        var below = index
        var ancestor = Int(parents[index])
        var found: Int?
        while ancestor >= 0 {
            let kind = tree.elementKind(at: ancestor)
            // A fixed width proposes its content the same whatever its siblings are.
            if kind == .frame, case let .frame(width?, _, _) = tree.elements[ancestor], width.isFinite {
                return found ?? ancestor
            }
            if kind == .vgrid || kind == .hgrid { return found ?? below }
            if sharing.contains(kind) {
                // A row inside a row (a `Label`'s icon and title in a settings row beside its
                // value): the outer row's siblings change the inner one's width too.
                found = ancestor
            } else if let found, tree.children(of: LayoutNodeID(ancestor)).count != 1 {
                return found
            }
            below = ancestor
            ancestor = Int(parents[ancestor])
        }
        return found ?? index
    }

    /// The texts whose height a stand-in for a string decides: the stand-in's own texts, and the
    /// texts that share a row's width with them (a shorter string leaves a neighbour more width,
    /// so fewer lines) — all the texts under the nearest `sharer` of each.
    static func textsSizedByStandIns(marks: [Int: String], tree: LayoutTree, parents: [Int32]) -> [LayoutNodeID] {
        var tops: Set<Int> = []
        for (index, mark) in marks where index < parents.count
            && StandInMarks.isText(mark, onText: tree.elementKind(at: index) == .text) {
            tops.insert(sharer(of: index, in: tree, parents: parents))
        }
        var texts: Set<Int> = []
        var pending = Array(tops)
        var visited: Set<Int> = []
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            if tree.elementKind(at: next) == .text { texts.insert(next) }
            pending += tree.children(of: LayoutNodeID(next)).map { Int($0.index) }
        }
        return texts.sorted().map { LayoutNodeID($0) }
    }

    /// Rules whose measure no stand-in changes (a text's font size).
    static let unaffected: Set<String> = ["L016", "L017"]

    /// Whether the frame at `index` is of a size its content does not change: along an overflow's
    /// axis (`variant`), else on both axes. A stand-in inside it decides nothing outside.
    static func fixesItsSize(_ index: Int, in tree: LayoutTree, axis: String?) -> Bool {
        guard case let .frame(width, height, _) = tree.elements[index] else { return false }
        let fixedWidth = width?.isFinite ?? false, fixedHeight = height?.isFinite ?? false
        switch axis {
        case "width": return fixedWidth
        case "height": return fixedHeight
        default: return fixedWidth && fixedHeight
        }
    }

    /// Whether the image at `index` is resizable and fitted into a frame of fixed width and height,
    /// or of a greatest width and height (through `.aspectRatio(contentMode: .fit)`, paddings,
    /// offsets): whatever its size, it is drawn no bigger than the frame offers, as the stand-in,
    /// which fills it, is.
    static func fitsBoundedFrame(_ index: Int, in tree: LayoutTree, parents: [Int32]) -> Bool {
        guard case .image(_, _, resizable: true) = tree.elements[index] else { return false }
        var ancestor = Int(parents[index])
        while ancestor >= 0 {
            switch tree.elements[ancestor] {
            case let .frame(width, height, _):
                if width?.isFinite == true && height?.isFinite == true { return true }
            case let .flexibleFrame(frame):
                // `.frame(maxWidth: 28, maxHeight: 28)`: it offers at most that (Dime's tab icons).
                if frame.maxWidth?.isFinite == true && frame.maxHeight?.isFinite == true { return true }
            case .aspectRatio(_, .fit), .padding, .offset, .layoutPriority:
                break
            default:
                return false
            }
            ancestor = Int(parents[ancestor])
        }
        return false
    }

    /// What the finding of `rule` at `node` rests on: a stand-in marked on the node or an ancestor,
    /// or one in the part of the tree that decides its size (not inside a frame whose size is
    /// fixed — `variant` is an overflow's axis — nor in an overlay's or a background's content).
    /// `outgrowsTextStandIns`: the finding holds whatever strings the texts stood in for have
    /// (`LintFinding.outgrowsTextStandIns`), `outgrowsStyleFonts` whatever fonts named after a
    /// text style are (`LintFinding.outgrowsStyleFonts`); `atAccessibilitySizesOnly`: it occurs at none of
    /// the standard Dynamic Type sizes.
    static func reason(for rule: LintRule, variant: String? = nil, at node: LayoutNodeID, in tree: LayoutTree,
                       parents: [Int32], marks: [Int: String], outgrowsTextStandIns: Bool = false,
                       outgrowsStyleFonts: Bool = false,
                       atAccessibilitySizesOnly: Bool = false) -> String? {
        guard !marks.isEmpty, !unaffected.contains(rule.code) else { return nil }
        let index = Int(node.index)
        guard index >= 0, index < parents.count else { return nil }
        // A label that lost a view makes a control smaller than in the app, never bigger.
        func applies(_ mark: String, at marked: Int) -> Bool {
            if outgrowsTextStandIns && StandInMarks.isText(mark, onText: tree.elementKind(at: marked) == .text) {
                return false
            }
            if outgrowsStyleFonts && mark.hasPrefix(StandInMarks.fontNamedAfterStyle) { return false }
            // A field's prompt is cut as a field cuts it: only its own L003 rests on that.
            if mark == StandInMarks.fieldPrompt { return false }
            if mark == StandInMarks.imageSize, rule.code == "L018", fitsBoundedFrame(marked, in: tree, parents: parents) {
                return false
            }
            // A symbol framed smaller than the stand-in is drawn at a font that fits the frame, as
            // its code means (`.font(.caption2).frame(width: 12, height: 12)`): that it spills
            // out rests on the stand-in. Elsewhere it is about its size at the body style.
            if mark == StandInMarks.symbolSize {
                guard rule.code == "L002" else { return false }
                // The frame's content is the symbol itself (through its modifiers), not a stack
                // that holds one among others.
                var below = index
                while below != marked, tree.children(of: LayoutNodeID(below)).count == 1,
                      let only = tree.children(of: LayoutNodeID(below)).first {
                    below = Int(only.index)
                }
                return below == marked
            }
            return !mark.hasPrefix(StandInMarks.leftOut) || StandInMarks.tooSmallRules.contains(rule.code)
        }
        // A frame left out sizes itself and the one view it frames: from the finding up to it,
        // each element is its parent's only child. A part whose presence a stand-in decided holds
        // the element whenever it is there: no reason on the element's own path.
        // (Not for what runs past the screen: that is all of what is shown, and a view no code uses,
        // judged as a screen, is most often a cell whose grid is not in the code read.)
        let presenceHolds = rule.code != "L001"
        if rule.code == "L003", atAccessibilitySizesOnly, marks[index] == StandInMarks.fieldPrompt {
            return StandInMarks.fieldPrompt
        }
        var ancestor = index
        var framed = true
        var path: Set<Int> = []
        // The element's own view under its layout modifiers (`HStack { … }.frame(…).padding(…)`
        // is one view of a `ForEach`'s item): a mark on it is the element's own too.
        var base = index
        while ElementCatalog.definition(of: tree.elementKind(at: base))?.role == .modifier,
              let first = tree.children(of: LayoutNodeID(base)).first {
            base = Int(first.index)
            path.insert(base)
        }
        while ancestor >= 0 {
            path.insert(ancestor)
            if let reason = marks[ancestor], applies(reason, at: ancestor), !(presenceHolds && StandInMarks.isPresence(reason)),
               framed || !reason.hasPrefix(StandInMarks.frameLeftOut) {
                return reason
            }
            let parent = Int(parents[ancestor])
            if parent >= 0, tree.children(of: LayoutNodeID(parent)).count != 1 { framed = false }
            ancestor = parent
        }
        let scope = sharedSpace.contains(rule.code) && parents[index] >= 0 ? sharer(of: index, in: tree, parents: parents) : index
        let axis = rule.code == "L001" ? variant : nil
        var pending = [scope]
        while let next = pending.popLast() {
            if let reason = marks[next], applies(reason, at: next),
               !(presenceHolds && path.contains(next) && StandInMarks.isPresence(reason)) {
                return reason
            }
            if next != index && fixesItsSize(next, in: tree, axis: axis) { continue }
            let children = tree.children(of: LayoutNodeID(next)).map { Int($0.index) }
            // An overlay's or a background's content is drawn over or under its view and sized by
            // it: only the view decides the size.
            switch tree.elementKind(at: next) {
            case .overlay, .background: pending += children.prefix(1)
            default: pending += children
            }
        }
        return nil
    }
}
