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
    /// The app model of the Swift inputs (folders and `.swift` files, absolute), its sources and
    /// views. Nil when a unit's `.layoutc.json` cannot be read (reported).
    func readApps(_ inputs: [String]) -> (sources: WorkspaceSources, views: AppViews)? {
        let files = DriverFiles(read: io.readFile)
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

    /// One root of an app, read and compiled, with how it is linted.
    struct AppRootReading {
        var root: AppViews.Root
        var file: SourceFile
        /// The reading as compiled: what the checker refused dropped, the reader's notes in it.
        var reading: SwiftReading
        var compiled: CompileResult
        var options: LintOptions
        var scaffolding: [SourceRange]
        var name: String
    }

    /// The apps of the Swift inputs, read: every root in the inputs (each preview, screen, widget
    /// and unused view of a folder given; those written in a file given), read and compiled, with
    /// the options it is linted at; and every Swift file a finding can be in. Nil when a project
    /// configuration cannot be read (reported).
    func readAppRoots(_ inputs: [String]) -> (views: AppViews, roots: [AppRootReading], files: [SourceFile],
                                                rootFiles: [SourceFile], options: LintOptions)? {
        guard let (workspace, views) = readApps(inputs) else { return nil }
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
        var roots: [AppRootReading] = []
        var rootFiles: [SourceFile] = []
        var baseOptions: [String: LintOptions] = [:]
        for root in views.roots where selected(root) {
            guard let file = workspace.file(root.file) else { continue }
            let directory = (root.file as NSString).deletingLastPathComponent
            if baseOptions[directory] == nil {
                guard let options = lintOptions(forFileAt: root.file) else { return nil }
                baseOptions[directory] = appOptions(options)
            }
            guard var rootOptions = baseOptions[directory] else { continue }
            let reader = readers[root.module] ?? SwiftReader(workspace.reading(of: root.module, for: .iOS))
            readers[root.module] = reader
            let allowsLandscape = Self.allowsLandscape(model, module: root.module, views: views)
            var scaffolding: [SourceRange] = []
            let read: (ReaderEnvironment) -> SwiftReading?
            let name: String
            switch root.kind {
            case let .preview(previewName):
                guard let preview = reader.previews(in: file).first(where: { $0.name == previewName }),
                      preview.settings.widgetFamily == nil else { continue }
                if let view = options.view, view != previewName { continue }
                read = { reader.readPreview(previewName, in: file, environment: $0, withoutScaffolding: true) }
                rootOptions = previewOptions(rootOptions, preview.settings)
                // The views it shows at the sizes the app shows them at, unless it names a size.
                if preview.settings.dynamicTypeSize == nil {
                    rootOptions.dynamicTypeCap = Self.dynamicType(views.dynamicTypeReach(ofPreviewIn: root.file,
                                                                                          range: preview.range))
                }
                // The canvas fits itself to a `.sizeThatFits` preview: nothing runs past a screen's edge.
                if preview.settings.layout == .sizeThatFits { rootOptions.ignore.append("L001") }
                // A view the app shows only in horizontal scroll views: as wide as it needs, as there.
                if views.previewShowsScrollingContent(file: root.file, range: preview.range, model: model) {
                    rootOptions.places = rootOptions.places?.map {
                        LintPlace(proposal: ProposedViewSize(width: nil, height: $0.proposal.height), screen: $0.screen)
                    }
                    rootOptions.ignore.append("L001")
                }
                scaffolding = [SourceRange(file: file.id, start: preview.range.lowerBound, end: preview.range.upperBound)]
                name = "the preview '\(previewName)' in \(file.name)"
            case let .screen(key), let .unused(key):
                let written = DeclarationIndex.written(key.name)
                if let view = options.view, view != written { continue }
                read = { reader.readView(key.name, in: file, environment: $0) }
                rootOptions.places = Self.screens(rootOptions, landscape: allowsLandscape)
                rootOptions.dynamicTypeCap = Self.dynamicType(views.dynamicTypeReach(of: key))
                name = written + (root.kind.isScreen ? " as a screen" : " on its own")
            case let .widget(widget):
                if let view = options.view, view != widget.name { continue }
                guard let content = widget.content else { continue }
                read = { reader.readWidget(widget.name, content: content, in: file, environment: $0) }
                rootOptions.places = widget.families.flatMap { family in
                    (Devices.widgetPlaces(family) ?? []).map { LintPlace(proposal: $0.proposal, screen: $0.screen) }
                }
                name = "the widget \(widget.name)"
            }
            for (reading, groupOptions) in Self.environmentGroups(rootOptions, read: read) {
                var groupOptions = groupOptions
                if reading.stacksViews, let places = groupOptions.places {
                    // Views a preview stacks: each at the screen's width, their height the canvas's.
                    groupOptions.places = places.map { LintPlace(proposal: ProposedViewSize(width: $0.proposal.width, height: nil),
                                                                 screen: $0.screen) }
                }
                let (compiled, final) = SwiftCompilation.compile(
                    reading, name: "\(file.name) (\(reading.rootName), read as .layout)", sources: sources,
                    options: groupOptions.compile)
                roots.append(AppRootReading(root: root, file: file, reading: final, compiled: compiled,
                                            options: groupOptions, scaffolding: scaffolding, name: name))
            }
            if !rootFiles.contains(where: { $0.id == file.id }) { rootFiles.append(file) }
        }
        // Every file a finding can be in: the roots' and the modules' they read.
        var files = rootFiles
        for reader in readers.values {
            for file in reader.moduleFiles where !files.contains(where: { $0.id == file.id }) { files.append(file) }
        }
        return (views, roots, files, rootFiles, baseOptions.values.first ?? appOptions(LintOptions()))
    }

    /// Lints the apps the Swift inputs belong to (`docs/swiftui.md`, "Lint"): every root
    /// `readAppRoots` finds, laid out where it is used, on the iPhones and at the text sizes users
    /// pick; one finding per element and rule. Views of platforms layoutc does not lint are
    /// counted in one note. False when a project configuration cannot be read (reported).
    func lintApps(_ inputs: [String], into run: inout LintRun) -> Bool {
        guard let (views, read, files, rootFiles, shared) = readAppRoots(inputs) else { return false }
        let roots = read.map { root -> AppRoot in
            var compiled = root.compiled
            // What the reader stood in for is `check`'s to say: a lint report is findings.
            compiled.diagnostics.removeAll { $0.severity == .note && SwiftNotes.isReaderNote($0) }
            return AppRoot(compiled: compiled, file: root.file, options: root.options, scaffolding: root.scaffolding,
                           name: root.name, standIns: root.reading.standInNodes)
        }
        var reportOptions = shared
        reportOptions.showsStandIns = options.showStandIns
        run.results += Linter.lint(app: roots, files: files, sources: sources,
                                   comments: { SwiftReader.lineComments(of: $0) }, options: reportOptions)
            .filter { result in !result.findings.isEmpty || rootFiles.contains { $0.id == result.file.id } }
        let notLinted = views.notLinted
        if !notLinted.isEmpty && !options.quiet {
            io.writeStandardError("layoutc: note: not linted: " + notLinted.map {
                "\($0.platform.rawValue) (\(LintReport.plural($0.views, "view")))"
            }.joined(separator: ", ") + " (layoutc lints iOS views)\n")
        }
        return true
    }

    /// The environment a configuration gives code that reads it: its Dynamic Type size, the size
    /// classes of its place (an iPhone is compact wide but for the largest in landscape, compact
    /// tall in landscape), a widget's family.
    static func environment(_ category: DynamicTypeSize?, _ place: LintPlace?) -> ReaderEnvironment {
        let screen = place?.screen
        let landscape = screen?.orientation == .landscape && screen?.role == nil
        let wide = landscape && (screen.map { min($0.size.width, $0.size.height) >= 414 } ?? false)
        let family = screen?.role.flatMap { $0.hasSuffix(" widget") ? String($0.dropLast(" widget".count)) : nil }
        return ReaderEnvironment(dynamicTypeSize: (category ?? .large).name,
                                 horizontalSizeClass: wide ? "regular" : "compact",
                                 verticalSizeClass: landscape ? "compact" : "regular", widgetFamily: family)
    }

    /// A root's configurations grouped by what its code reads of the environment: one reading for
    /// all when it reads none; else one per value of what it reads (`if size.isAccessibilitySize`:
    /// one per Dynamic Type size; `switch family`: one per widget family), each linted at its own.
    static func environmentGroups(_ options: LintOptions, read uncached: (ReaderEnvironment) -> SwiftReading?)
        -> [(reading: SwiftReading, options: LintOptions)] {
        var readings: [ReaderEnvironment: SwiftReading?] = [:]
        func read(_ environment: ReaderEnvironment) -> SwiftReading? {
            if let known = readings[environment] { return known }
            let reading = uncached(environment)
            readings[environment] = reading
            return reading
        }
        let categories = options.resolvedDynamicTypes
        let places: [LintPlace?] = options.places.map { $0.map { Optional($0) } } ?? [nil]
        var keys: Set<String> = []
        var groups: [(environment: ReaderEnvironment, categories: [DynamicTypeSize?], places: [LintPlace?])] = []
        for _ in 0..<3 {
            groups = []
            for category in categories {
                for place in places {
                    var environment = Self.environment(category, place)
                    // What the code does not read is the same for every configuration of a group.
                    if !keys.contains("dynamicTypeSize") && !keys.contains("sizeCategory") {
                        environment.dynamicTypeSize = Self.environment(categories.first ?? nil, place).dynamicTypeSize
                    }
                    if !keys.contains("horizontalSizeClass") { environment.horizontalSizeClass = "compact" }
                    if !keys.contains("verticalSizeClass") { environment.verticalSizeClass = "regular" }
                    if !keys.contains("widgetFamily") { environment.widgetFamily = Self.environment(nil, places.first ?? nil).widgetFamily }
                    if let index = groups.firstIndex(where: { $0.environment == environment }) {
                        if !groups[index].categories.contains(category) { groups[index].categories.append(category) }
                        if !groups[index].places.contains(place) { groups[index].places.append(place) }
                    } else {
                        groups.append((environment, [category], [place]))
                    }
                }
            }
            let consulted = groups.reduce(into: Set<String>()) { $0.formUnion(read($1.environment)?.consulted ?? []) }
            if consulted.isSubset(of: keys) { break }
            keys.formUnion(consulted)
        }
        return groups.compactMap { group in
            guard let reading = read(group.environment) else { return nil }
            var own = options
            own.accessibility = false
            own.dynamicTypes = group.categories.compactMap { $0 }
            if options.places != nil { own.places = group.places.compactMap { $0 } }
            return (reading, own)
        }
    }

    /// An app's matrix where the command line and the project leave it open: every iPhone, at
    /// Large, xxxLarge and AX3 (`docs/lint.md`, "Apps").
    func appOptions(_ given: LintOptions) -> LintOptions {
        var options = given
        if options.proposals.isEmpty { options.devices = true }
        // The rules about how `.layout` code is written (a modifier with no effect, nesting, a
        // stack of one child) say nothing a user of the app sees: asked for by name only.
        if options.select == nil { options.ignore += Self.codeHygieneRules }
        if options.dynamicTypes == nil && !options.accessibility {
            options.dynamicTypes = Self.appDynamicTypes
        }
        return options
    }

    static let appDynamicTypes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility3]

    /// The engine's size for the app model's index into `AppViews.dynamicTypeSizes`, by name.
    static func dynamicType(_ index: Int?) -> DynamicTypeSize? {
        guard let index, AppViews.dynamicTypeSizes.indices.contains(index) else { return nil }
        return DynamicTypeSize.allCases.first { $0.name == AppViews.dynamicTypeSizes[index] }
    }

    /// spacer-cannot-expand, no-effect, deep-nesting, duplicate-modifier, unused-suppression,
    /// redundant-container.
    static let codeHygieneRules = ["L005", "L009", "L012", "L013", "L014", "L015"]

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
        case let .fixed(width, height):
            options.places = [LintPlace(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))]
        case .device, .sizeThatFits:
            // `.sizeThatFits` offers the device's size too; the canvas then fits the answer.
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
