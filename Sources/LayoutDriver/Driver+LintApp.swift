import Foundation
import LayoutAppLint
import LayoutAppModel
import LayoutDiagnostics
import LayoutEngine
import LayoutLint
import LayoutSema
import LayoutSwiftReader
import LayoutSwiftSyntax

/// The files the app model reads: folders listed on the disk, files read through the session's I/O
/// (which reads what the process may read, from any thread) when they are regular files — a FIFO
/// or a device named like a source file in an app's folder is not read (it could block forever).
struct DriverFiles: WorkspaceFiles, @unchecked Sendable {
    let read: (String) -> Result<[UInt8], CLIError>
    let status: (String) -> PathStatus

    func names(inFolder path: String) -> [String]? { DiskFiles().names(inFolder: path) }

    func read(_ path: String) -> [UInt8]? {
        guard case .regularFile = status(path), case let .success(bytes) = read(path) else { return nil }
        return bytes
    }
}

extension Session {
    /// The app model of the Swift inputs (folders and `.swift` files, absolute), its sources and
    /// views. Nil when a unit's `.layoutc.json` cannot be read (reported).
    func readApps(_ inputs: [String]) -> (sources: WorkspaceSources, views: AppViews)? {
        let files = DriverFiles(read: io.readFile, status: io.pathStatus)
        let read = AppModel.read(inputs.map(absolutePath), files: files)
        var unreadable = false
        let model = read.overridingPlatforms { folder in
            guard case let .success(platforms) = platformOverride(forUnitAt: folder) else {
                unreadable = true
                return nil
            }
            return platforms
        }
        if unreadable { return nil }
        let base = io.currentDirectory
        let sources = WorkspaceSources(model: model, files: files, sources: self.sources) { path in
            let prefix = base.hasSuffix("/") ? base : base + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
        return (sources, AppViews.read(sources, modules: model.modules(reaching: inputs.map(absolutePath))))
    }

    /// The apps of the Swift inputs, planned for lint (`AppLintPlan`): every root in the inputs
    /// (each preview, screen, widget and unused view of a folder given; those written in a file
    /// given), read and compiled, with the options it is linted at; the model's notes reported.
    /// Nil when a project configuration cannot be read (reported).
    func readAppRoots(_ inputs: [String]) -> (views: AppViews, plan: AppLintPlan)? {
        guard let (workspace, views) = readApps(inputs) else { return nil }
        for note in workspace.model.notes {
            let location = workspace.file(note.file).flatMap { file in
                note.offset.map { offset -> String in
                    let line = file.lineIndex(of: offset)
                    return ":\(line + 1):\(offset - file.lineStarts[line] + 1)"
                }
            } ?? ""
            io.writeStandardError("\(relativeName(note.file))\(location): \(note.severity.rawValue): \(note.message)\n")
        }
        let absoluteInputs = inputs.map(absolutePath)
        let folders = absoluteInputs.filter { DiskFiles().names(inFolder: $0) != nil }
        let roots = views.roots.filter { root in
            absoluteInputs.contains(root.file) || folders.contains { root.file == $0 || root.file.hasPrefix($0 + "/") }
        }
        let plan = AppLintPlan.make(roots, views: views, workspace: workspace, sources: sources, view: options.view,
                                    options: lintOptions(forFileAt:))
        reportRedeclarations(workspace)
        return plan.map { (views, $0) }
    }

    /// A type declared in two files of one module (swiftc: "invalid redeclaration"): a warning at
    /// the second, a note at the first. Each file's own is read (a folder of scratch views, two
    /// apps' `ContentView` in a folder read as one module), so no view is left out unsaid.
    func reportRedeclarations(_ workspace: WorkspaceSources) {
        func place(_ file: SourceFile, _ offset: Int) -> String {
            let line = file.lineIndex(of: offset)
            return "\(relativeName(workspace.path(of: file.id) ?? file.name)):\(line + 1):\(offset - file.lineStarts[line] + 1)"
        }
        for again in workspace.redeclarations() {
            // A folder read without its project, the two in folders of their own (`App/`,
            // `Widgets/`): most likely two targets (an app and its extension), which may each
            // declare the name. Each file reads its own: a note, not swiftc's refusal.
            if let first = workspace.path(of: again.first.id), let second = workspace.path(of: again.again.id),
               let unit = workspace.model.units.first(where: { unit in
                   unit.kind == .folder && [first, second].allSatisfy { $0.hasPrefix(unit.folder + "/") }
               }) {
                func top(_ path: String) -> String? {
                    let parts = path.dropFirst(unit.folder.count + 1).split(separator: "/")
                    return parts.count > 1 ? String(parts[0]) : nil
                }
                if let one = top(first), let other = top(second), one != other {
                    io.writeStandardError("\(place(again.again, again.againRange.lowerBound)): note: '\(again.name)' is declared "
                                          + "in both \(one)/ and \(other)/ of a folder read without its project (two "
                                          + "targets, most likely): this file's is read in this file, the first everywhere else\n")
                    continue
                }
            }
            io.writeStandardError("\(place(again.again, again.againRange.lowerBound)): warning: '\(again.name)' is declared "
                                  + "again in the same module (swiftc refuses it: invalid redeclaration): this file's is read "
                                  + "in this file, the first everywhere else\n"
                                  + "\(place(again.first, again.firstRange.lowerBound)): note: '\(again.name)' is first declared here\n")
        }
    }

    /// Lints the apps the Swift inputs belong to (`docs/swiftui.md`, "Lint"): every root
    /// `readAppRoots` finds, laid out where it is used, on the iPhones and at the text sizes users
    /// pick; one finding per element and rule. Views of platforms layoutc does not lint are
    /// counted in one note. False when a project configuration cannot be read (reported).
    func lintApps(_ inputs: [String], into run: inout LintRun) -> Bool {
        guard let (views, plan) = readAppRoots(inputs) else { return false }
        run.results += plan.lint(sources: sources, showsStandIns: options.showStandIns)
            .filter { result in !result.findings.isEmpty || plan.rootFiles.contains { $0.id == result.file.id } }
        let notLinted = views.notLinted
        if !notLinted.isEmpty && !options.quiet {
            io.writeStandardError("layoutc: note: not linted: " + notLinted.map {
                "\($0.platform.rawValue) (\(LintReport.plural($0.views, "view")))"
            }.joined(separator: ", ") + " (layoutc lints iOS views)\n")
        }
        return true
    }
}
