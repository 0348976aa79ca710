import Foundation
import LayoutAppModel
import LayoutDiagnostics
import LayoutEngine
import LayoutLint
import LayoutSema
import LayoutSwiftReader
import LayoutSwiftSyntax

/// The files the app model reads: folders listed on the disk, files read through the session's I/O
/// (which reads what the process may read, from any thread).
struct DriverFiles: WorkspaceFiles, @unchecked Sendable {
    let read: (String) -> Result<[UInt8], CLIError>

    func names(inFolder path: String) -> [String]? { DiskFiles().names(inFolder: path) }

    func read(_ path: String) -> [UInt8]? {
        guard case let .success(bytes) = read(path) else { return nil }
        return bytes
    }
}

extension Session {
    /// The app model of the Swift inputs (folders and `.swift` files, absolute), its sources and views.
    func readApps(_ inputs: [String]) -> (sources: WorkspaceSources, views: AppViews) {
        let files = DriverFiles(read: io.readFile)
        let model = AppModel.read(inputs.map(absolutePath), files: files)
        let base = io.currentDirectory
        let sources = WorkspaceSources(model: model, files: files, sources: self.sources) { path in
            let prefix = base.hasSuffix("/") ? base : base + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
        return (sources, AppViews.read(sources, modules: model.modules(reaching: inputs.map(absolutePath))))
    }

    /// Lints the apps the Swift inputs belong to (`docs/swiftui.md`, "Lint"): the roots in the
    /// inputs (every preview, screen, widget and unused view of a folder given; those written in a
    /// file given), each laid out where it is used, on the iPhones and at the text sizes users pick;
    /// one finding per element and rule. Views of platforms layoutc does not lint are counted in
    /// one note. False when a project configuration cannot be read (reported).
    func lintApps(_ inputs: [String], into run: inout LintRun) -> Bool {
        let (workspace, views) = readApps(inputs)
        let model = workspace.model
        for note in model.notes {
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
        func selected(_ root: AppViews.Root) -> Bool {
            absoluteInputs.contains(root.file) || folders.contains { root.file == $0 || root.file.hasPrefix($0 + "/") }
        }
        var readers: [Int: SwiftReader] = [:]
        var roots: [AppRoot] = []
        var rootFiles: [SourceFile] = []
        var baseOptions: [String: LintOptions] = [:]
        for root in views.roots where selected(root) {
            guard let file = workspace.file(root.file) else { continue }
            let directory = (root.file as NSString).deletingLastPathComponent
            if baseOptions[directory] == nil {
                guard let options = lintOptions(forFileAt: root.file) else { return false }
                baseOptions[directory] = appOptions(options)
            }
            guard var rootOptions = baseOptions[directory] else { continue }
            let reader: SwiftReader
            if let known = readers[root.module] {
                reader = known
            } else {
                let reading = workspace.reading(of: root.module, for: .iOS)
                reader = SwiftReader(index: reading.index, files: reading.files, configuration: reading.configuration)
                readers[root.module] = reader
            }
            let allowsLandscape = Self.allowsLandscape(model, module: root.module, views: views)
            var scaffolding: [SourceRange] = []
            let reading: SwiftReading?
            let name: String
            switch root.kind {
            case let .preview(previewName):
                guard let preview = reader.previews(in: file).first(where: { $0.name == previewName }),
                      preview.settings.widgetFamily == nil else { continue }
                if let view = options.view, view != previewName { continue }
                reading = reader.readPreview(previewName, in: file)
                rootOptions = previewOptions(rootOptions, preview.settings)
                scaffolding = [SourceRange(file: file.id, start: preview.range.lowerBound, end: preview.range.upperBound)]
                name = "the preview '\(previewName)' in \(file.name)"
            case let .screen(key), let .unused(key):
                if let view = options.view, view != key.name { continue }
                reading = reader.readView(key.name, in: file)
                rootOptions.places = Self.screens(rootOptions, landscape: allowsLandscape)
                if case .screen = root.kind { name = "\(key.name) as a screen" } else { name = "\(key.name) on its own" }
            case let .widget(widget):
                if let view = options.view, view != widget.name { continue }
                guard let content = widget.content else { continue }
                reading = reader.readWidget(widget.name, content: content, in: file)
                rootOptions.places = widget.families.flatMap { family in
                    (Devices.widgetPlaces(family) ?? []).map { LintPlace(proposal: $0.proposal, screen: $0.screen) }
                }
                name = "the widget \(widget.name)"
            }
            guard let reading else { continue }
            var compiled = SwiftCompilation.compile(reading, name: "\(file.name) (\(reading.rootName), read as .layout)",
                                                    sources: sources, options: rootOptions.compile).result
            compiled.diagnostics.removeAll { $0.severity == .note && SwiftNotes.isReaderNote($0) }
            roots.append(AppRoot(compiled: compiled, file: file, options: rootOptions, scaffolding: scaffolding,
                                 name: name))
            if !rootFiles.contains(where: { $0.id == file.id }) { rootFiles.append(file) }
        }
        // Every file a finding can be in: the roots' and the modules' they read.
        var files = rootFiles
        for reader in readers.values {
            for file in reader.moduleFiles where !files.contains(where: { $0.id == file.id }) { files.append(file) }
        }
        let shared = baseOptions.values.first ?? appOptions(LintOptions())
        run.results += Linter.lint(app: roots, files: files, sources: sources,
                                   comments: { SwiftReader.lineComments(of: $0) }, options: shared)
            .filter { result in !result.findings.isEmpty || rootFiles.contains { $0.id == result.file.id } }
        let notLinted = views.notLinted
        if !notLinted.isEmpty && !options.quiet {
            io.writeStandardError("layoutc: note: not linted: " + notLinted.map {
                "\($0.platform.rawValue) (\(LintReport.plural($0.views, "view")))"
            }.joined(separator: ", ") + " (layoutc lints iOS views)\n")
        }
        return true
    }

    /// An app's matrix where the command line and the project leave it open: every iPhone, at
    /// Large, xxxLarge and AX3 (`docs/lint.md`, "Apps").
    func appOptions(_ given: LintOptions) -> LintOptions {
        var options = given
        if options.proposals.isEmpty { options.devices = true }
        if options.dynamicTypes == nil && !options.accessibility {
            options.dynamicTypes = Self.appDynamicTypes
        }
        return options
    }

    static let appDynamicTypes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility3]

    /// The screens a view is laid out on as a screen: each iPhone less its safe area, in portrait,
    /// and in landscape when the app allows it (and the command line does not say otherwise).
    static func screens(_ options: LintOptions, landscape: Bool) -> [LintPlace]? {
        guard options.devices, options.proposals.isEmpty else { return nil }
        return Devices.screens.filter { screen in
            options.orientations.contains(screen.orientation) && (screen.orientation == .portrait || landscape)
        }.map { LintPlace(proposal: $0.proposal(), screen: $0) }
    }

    /// Where a preview is laid out, as it says: on each iPhone (the one it names) in the
    /// orientation it asks for, at its own size, or at a fixed size; at the text size it sets.
    func previewOptions(_ base: LintOptions, _ settings: PreviewSettings) -> LintOptions {
        var options = base
        if let size = settings.dynamicTypeSize, let category = DynamicTypeSize.allCases.first(where: { $0.name == size }) {
            options.dynamicTypes = [category]
            options.accessibility = false
        }
        guard options.proposals.isEmpty else { return options }
        switch settings.layout {
        case .sizeThatFits:
            options.places = [LintPlace(proposal: ProposedViewSize(width: nil, height: nil))]
        case let .fixed(width, height):
            options.places = [LintPlace(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))]
        case .device:
            let orientation: Devices.Orientation = settings.landscape ? .landscape : .portrait
            var screens = Devices.screens.filter { $0.orientation == orientation }
            if let device = settings.device {
                let named = screens.filter { $0.device.lowercased() == device.lowercased() }
                if !named.isEmpty { screens = named }
            }
            options.places = screens.map { LintPlace(proposal: $0.proposal(), screen: $0) }
        }
        return options
    }

    /// Whether the app a module belongs to allows landscape on iPhone: its own setting, else that of
    /// the apps that use its views; an app that says nothing allows it (Xcode's template does).
    static func allowsLandscape(_ model: AppModel, module: Int, views: AppViews) -> Bool {
        func landscape(_ orientations: [String]) -> Bool { orientations.contains { $0.contains("Landscape") } }
        if let own = model.modules[module].iPhoneOrientations { return landscape(own) }
        let users = model.modules.indices.filter { model.modules[$0].dependencies.contains(module) }
        let said = users.compactMap { model.modules[$0].iPhoneOrientations }
        if !said.isEmpty { return said.contains(where: landscape) }
        return true
    }
}
