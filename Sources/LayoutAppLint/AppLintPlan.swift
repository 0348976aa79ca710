import Foundation
import LayoutAppModel
import LayoutDiagnostics
import LayoutEngine
import LayoutLint
import LayoutSema
import LayoutSwiftReader

/// What `lint` lays out of an app and where (`docs/swiftui.md`, "Lint"): the roots the app model
/// finds (each preview, screen, widget and unused view), each read through its module, compiled,
/// and given the configurations its use puts it in — a screen on every iPhone, a preview as it
/// says, a widget at its families' sizes, each at the Dynamic Type sizes the app shows it at.
/// `layoutc lint` and the language server both lint from a plan, so the editor shows what CI does.
public struct AppLintPlan {
    /// One root, read and compiled, with how it is linted.
    public struct Root {
        public var root: AppViews.Root
        public var file: SourceFile
        /// The reading as compiled: what the checker refused dropped, the reader's notes in it.
        public var reading: SwiftReading
        public var compiled: CompileResult
        public var options: LintOptions
        public var scaffolding: [SourceRange]
        public var name: String
        /// What each of its findings says of how it was laid out (a variant's case), if anything.
        public var note: String?
        /// A view with no use read as a list's row (`AppViews.ViewInfo.isListRow`).
        public var asListRow = false
    }

    public var roots: [Root] = []
    /// Every Swift file a finding can be in: the roots' and those of the modules they read.
    public var files: [SourceFile] = []
    /// The files the roots are written in.
    public var rootFiles: [SourceFile] = []
    /// The options of the first root's project, the app's matrix filled in: how the report is made.
    public var options: LintOptions

    /// The plan for `roots` (some of `views.roots`, in their order). `options` gives the lint
    /// options of the project a file is in (its `.layoutc.json` under the command line); nil when
    /// they cannot be read, and then so is the plan. `view` keeps the roots of that name only
    /// (`--view`).
    public static func make(_ roots: [AppViews.Root], views: AppViews, workspace: WorkspaceSources,
                            sources: SourceManager, view: String? = nil,
                            options projectOptions: (String) -> LintOptions?) -> AppLintPlan? {
        let model = workspace.model
        var readers: [Int: SwiftReader] = [:]
        var baseOptions: [String: LintOptions] = [:]
        var plan = AppLintPlan(options: appOptions(LintOptions()))
        var firstOptions: LintOptions?
        var jobs: [Job] = []
        for root in roots {
            guard let file = workspace.file(root.file) else { continue }
            let directory = (root.file as NSString).deletingLastPathComponent
            if baseOptions[directory] == nil {
                guard let options = projectOptions(root.file) else { return nil }
                baseOptions[directory] = appOptions(options)
                if firstOptions == nil { firstOptions = baseOptions[directory] }
            }
            guard var rootOptions = baseOptions[directory] else { continue }
            let reader = readers[root.module] ?? SwiftReader(workspace.reading(of: root.module, for: .iOS))
            readers[root.module] = reader
            let allowsLandscape = Self.allowsLandscape(model, module: root.module, views: views)
            var scaffolding: [SourceRange] = []
            let read: (ReaderEnvironment) -> SwiftReading?
            let name: String
            var note: String?
            var asListRow = false
            switch root.kind {
            case let .preview(previewName):
                guard let preview = reader.previews(in: file).first(where: { $0.name == previewName }),
                      preview.settings.widgetFamily == nil else { continue }
                if let view, view != previewName { continue }
                read = { reader.readPreview(previewName, in: file, environment: $0, withoutScaffolding: true) }
                rootOptions = previewOptions(rootOptions, preview.settings)
                // The views it shows at the sizes the app shows them at, unless it names a size.
                if preview.settings.dynamicTypeSize == nil {
                    rootOptions.dynamicTypeCap = Self.dynamicType(views.dynamicTypeReach(ofPreviewIn: root.file,
                                                                                          range: preview.range))
                }
                // The canvas fits itself to a `.sizeThatFits` preview: nothing runs past a screen's edge.
                if preview.settings.layout == .sizeThatFits { rootOptions.ignore.append("L001") }
                // A view the app shows only as a toolbar item: the bar makes its hit region 44×44 pt;
                // items for a menu or a bar, which draws them as its rows or buttons.
                // A widget's content: its links are regions of a picture (below, `.widget`).
                if views.previewShowsToolbarItems(file: root.file, range: preview.range, model: model)
                    || views.previewShowsItems(file: root.file, range: preview.range)
                    || views.previewShowsWidgetContent(file: root.file, range: preview.range, model: model) {
                    rootOptions.ignore.append("L018")
                }
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
                if let view, view != written { continue }
                // A list's row with no use in the files: as a row, whose buttons of no style of
                // their own the list makes tappable across it.
                if case .unused = root.kind, views.views[key]?.isListRow == true { asListRow = true }
                read = { [asListRow] in reader.readView(key.name, in: file, environment: $0, asListRow: asListRow) }
                rootOptions.places = Self.screens(rootOptions, landscape: allowsLandscape)
                rootOptions.dynamicTypeCap = Self.dynamicType(views.dynamicTypeReach(of: key))
                if views.views[key]?.isPartial == true {
                    // Parts of a screen whose declaration is not read: as wide as the screen, as
                    // tall as they need (where on the screen they sit is not known).
                    rootOptions.places = Self.rows(of: rootOptions.places)
                    name = "the views the extensions of \(written) make"
                    note = "laid out as the views the extensions of \(written) make, one under another, as wide as the "
                        + "screen: \(written) is declared in no file read"
                } else {
                    name = written + (root.kind.isScreen ? " as a screen"
                        : asListRow ? " on its own, as a list's row" : " on its own")
                }
            case let .widget(widget):
                if let view, view != widget.name { continue }
                guard let content = widget.content else { continue }
                read = { reader.readWidget(widget.name, content: content, provider: widget.provider, in: file,
                                           environment: $0) }
                // A widget is no live view: its links are regions of the archived picture, which
                // the system hit-tests as a whole (Apple's own widgets' rows are under 44 pt); the
                // reader keeps only its interactive buttons (`Button(intent:)`), judged as taps.
                // An inline family is one row the system draws from the first text and image
                // (WidgetKit's `accessoryInline`): not the widget's layout to judge.
                rootOptions.places = widget.families.filter { $0 != "accessoryInline" }.flatMap { family in
                    (Devices.widgetPlaces(family, contentMarginsDisabled: widget.contentMarginsDisabled) ?? [])
                        .map { LintPlace(proposal: $0.proposal, screen: $0.screen) }
                }
                name = "the widget \(widget.name)"
            case let .toggleStyle(style), let .buttonStyle(style):
                if let view, view != style { continue }
                let isToggle: Bool
                if case .toggleStyle = root.kind {
                    isToggle = true
                    read = { reader.readToggleStyle(style, in: file, environment: $0) }
                    note = "laid out as a Toggle in \(style) with a stand-in title, in a row as wide as the screen"
                } else {
                    isToggle = false
                    read = { reader.readButtonStyle(style, in: file, environment: $0) }
                    note = "laid out as a Button in \(style) with a stand-in title, in a row as wide as the screen: no "
                        + "button of the files read is drawn in it"
                }
                // A toggle or a button in a row of the screen's width, as tall as it needs.
                rootOptions.places = Self.rows(of: Self.screens(rootOptions, landscape: allowsLandscape))
                name = "the \(isToggle ? "toggle" : "button") style \(style) on its own, with a stand-in title"
            }
            var job = Job(root: root, file: file, options: rootOptions, read: read, scaffolding: scaffolding, name: name,
                          note: note)
            job.asListRow = asListRow
            jobs.append(job)
            // A button style's file is a root's when its root is kept (below).
            if case .buttonStyle = root.kind { continue }
            if !plan.rootFiles.contains(where: { $0.id == file.id }) { plan.rootFiles.append(file) }
        }
        // Each root read and compiled on its own thread (the readers, the index and the sources are
        // safe to share), kept in the roots' order.
        struct Work: @unchecked Sendable {  // the jobs' readers, index and sources are only read
            let jobs: [Job]
            let sources: SourceManager
        }
        let work = Work(jobs: jobs, sources: sources)
        let made = ParallelResults<[Root]>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: work.jobs.count) { index in
            made.set(index, work.jobs[index].roots(sources: work.sources))
        }
        plan.roots = (0..<jobs.count).flatMap { made.value($0) ?? [] }
        // The cases of a view's own switch that no root laid out: each a variant of the view.
        let variants = Self.variantJobs(plan.roots, readers: readers, sources: sources)
        if !variants.isEmpty {
            let variantWork = Work(jobs: variants, sources: sources)
            let madeVariants = ParallelResults<[Root]>(count: variants.count)
            DispatchQueue.concurrentPerform(iterations: variantWork.jobs.count) { index in
                madeVariants.set(index, variantWork.jobs[index].roots(sources: variantWork.sources))
            }
            plan.roots += (0..<variants.count).flatMap { madeVariants.value($0) ?? [] }
            for job in variants where !plan.rootFiles.contains(where: { $0.id == job.file.id }) {
                plan.rootFiles.append(job.file)
            }
        }
        // A button style judged on its own only where no other root (nor variant) draws a button in it.
        let applied = plan.roots.reduce(into: Set<String>()) { applied, root in
            if case .buttonStyle = root.root.kind { return }
            applied.formUnion(root.reading.appliedButtonStyles)
        }
        plan.roots.removeAll { root in
            if case let .buttonStyle(style) = root.root.kind { return applied.contains(style) }
            return false
        }
        for root in plan.roots {
            guard case .buttonStyle = root.root.kind, let file = jobs.first(where: { $0.file.id == root.reading.file })?.file,
                  !plan.rootFiles.contains(where: { $0.id == file.id }) else { continue }
            plan.rootFiles.append(file)
        }
        // Every file a finding can be in: the roots' and the modules' they read.
        plan.files = plan.rootFiles
        // In the modules' order (a dictionary's order changes from run to run: so would the report's).
        for module in readers.keys.sorted() {
            for file in readers[module]?.moduleFiles ?? [] where !plan.files.contains(where: { $0.id == file.id }) {
                plan.files.append(file)
            }
        }
        if let firstOptions { plan.options = firstOptions }
        return plan
    }

    /// The variants of the views whose code switches on a stored property of their own
    /// (`SwitchSite`): for each case no root laid out — a caller the files read do not hold
    /// gives it (`LabeledRow(type: .secret, …)`) — the view read
    /// with that case, as wide as the screen and as tall as it needs (most such views are rows
    /// and parts of screens), in the project and at the sizes of the first root that showed it.
    static func variantJobs(_ roots: [Root], readers: [Int: SwiftReader], sources: SourceManager) -> [Job] {
        var order: [String] = []
        var first: [String: (site: SwitchSite, root: Root)] = [:]
        var taken: [String: Set<String>] = [:]
        var given: Set<String> = []
        for root in roots {
            given.formUnion(root.reading.givenCases)
            for site in root.reading.switchSites {
                let key = "\(site.file.rawValue)\u{0}" + site.key
                if first[key] == nil {
                    first[key] = (site, root)
                    order.append(key)
                }
                if let case_ = site.taken { taken[key, default: []].insert(case_) }
            }
        }
        var jobs: [Job] = []
        for key in order {
            guard let (site, root) = first[key], let reader = readers[root.root.module],
                  let file = sources.file(site.file) else { continue }
            for name in site.cases where !(taken[key] ?? []).contains(name) && !given.contains(site.key + "\u{0}" + name) {
                var options = root.options
                options.places = options.places.map { places in
                    var seen: Set<LintPlace> = []
                    return places.compactMap { place in
                        let row = LintPlace(proposal: ProposedViewSize(width: place.proposal.width, height: nil),
                                            screen: place.screen)
                        return seen.insert(row).inserted ? row : nil
                    }
                }
                let written = DeclarationIndex.written(site.view)
                let cases = [site.key: name]
                // A row read as a list's row is one in its variants too.
                var asListRow = false
                if root.asListRow, case let .unused(key) = root.root.kind, key.name == site.view { asListRow = true }
                // A flag's value as Swift writes it, an enum's case with its dot.
                let shown = ["true", "false", "nil", "set"].contains(name) ? name : "." + name
                let label = site.labels[name]
                jobs.append(Job(root: AppViews.Root(module: root.root.module, file: root.root.file,
                                                    kind: .unused(AppViews.ViewKey(module: root.root.module, name: site.view))),
                                file: file, options: options,
                                read: { reader.readView(site.view, in: file, environment: $0, cases: cases, asListRow: asListRow) },
                                scaffolding: [], name: "\(written) with " + (label ?? "\(site.property) \(shown)"),
                                note: label.map { "laid out as \(written) with \($0), a state only the running app decides" }
                                    ?? (site.setByUser
                                    ? "laid out as \(written) with \(site.property) \(shown), as its code sets it when "
                                        + "the user acts"
                                    : "laid out as \(written) with \(site.property) \(shown), a "
                                        + (shown.hasPrefix(".") ? "case" : "value") + " its uses in the files "
                                        + "read do not give (a caller elsewhere does)")))
            }
        }
        return jobs
    }

    /// A root to read and compile: where it is, how to read it at an environment, how it is linted.
    struct Job {
        var root: AppViews.Root
        var file: SourceFile
        var options: LintOptions
        var read: (ReaderEnvironment) -> SwiftReading?
        var scaffolding: [SourceRange]
        var name: String
        var note: String?
        var asListRow = false

        /// The root read at each environment its code reads, each compiled.
        func roots(sources: SourceManager) -> [Root] {
            AppLintPlan.environmentGroups(options, read: read).map { reading, groupOptions in
                var groupOptions = groupOptions
                if let stacking = reading.stacksViews, let places = groupOptions.places {
                    // Views a preview stacks: each at the screen's width, their height the canvas's;
                    // side by side, their width the canvas's too (the scaffolding is not judged).
                    groupOptions.places = places.map { place in
                        let width = stacking == .sideBySide ? nil : place.proposal.width
                        return LintPlace(proposal: ProposedViewSize(width: width, height: nil), screen: place.screen)
                    }
                }
                let (compiled, final) = SwiftCompilation.compile(
                    reading, name: "\(file.name) (\(reading.rootName), read as .layout)", sources: sources,
                    options: groupOptions.compile)
                return Root(root: root, file: file, reading: final, compiled: compiled, options: groupOptions,
                            scaffolding: scaffolding, name: name, note: note, asListRow: asListRow)
            }
        }
    }

    /// Lints the plan's roots (`Linter.lint(app:)`): one finding per element and rule, a result
    /// per file of `files` in its order. What the reader stood in for is `check`'s to say: a lint
    /// report is findings.
    /// `breakpoints`, when given, is where the search for where each finding starts looks
    /// (the editor asks on hover, not on every keystroke).
    public func lint(sources: SourceManager, showsStandIns: Bool, breakpoints: BreakpointScope? = nil) -> [LintResult] {
        let appRoots = roots.map { root -> AppRoot in
            var compiled = root.compiled
            compiled.diagnostics.removeAll { $0.severity == .note && SwiftNotes.isReaderNote($0) }
            var options = root.options
            if let breakpoints { options.breakpoints = breakpoints }
            var appRoot = AppRoot(compiled: compiled, file: root.file, options: options, scaffolding: root.scaffolding,
                                  name: root.name, standIns: root.reading.standInNodes)
            appRoot.note = root.note
            appRoot.expandedAt = root.reading.expandedNodes
            return appRoot
        }
        var reportOptions = options
        reportOptions.showsStandIns = showsStandIns
        return Linter.lint(app: appRoots, files: files, sources: sources,
                           comments: { SwiftReader.lineComments(of: $0) }, options: reportOptions)
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
    /// Large, xxxLarge and AX5 (`docs/lint.md`, "Apps").
    public static func appOptions(_ given: LintOptions) -> LintOptions {
        var options = given
        if options.proposals.isEmpty { options.devices = true }
        // The rules about how `.layout` code is written (a modifier with no effect, nesting, a
        // stack of one child) say nothing a user of the app sees: asked for by name only.
        if options.select == nil { options.ignore += Self.codeHygieneRules }
        if options.dynamicTypes == nil && !options.accessibility {
            options.dynamicTypes = Self.appDynamicTypes
        }
        // iOS sets the app's text in SF Pro; the built-in font stands in for it, unless the project
        // names a font of its own.
        if case let .fonts(family) = options.compile.textModel { options.systemFontStandsIn = family.isBuiltIn }
        return options
    }

    static let appDynamicTypes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility5]

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

    /// `places` as rows: each place's width, as tall as what is laid out needs (each width once).
    static func rows(of places: [LintPlace]?) -> [LintPlace]? {
        places.map { places in
            var seen: Set<LintPlace> = []
            return places.compactMap { place in
                let row = LintPlace(proposal: ProposedViewSize(width: place.proposal.width, height: nil), screen: place.screen)
                return seen.insert(row).inserted ? row : nil
            }
        }
    }

    /// Where a preview is laid out, as it says: on each iPhone (the one it names) in the
    /// orientation it asks for, at its own size, or at a fixed size; at the text size it sets.
    static func previewOptions(_ base: LintOptions, _ settings: PreviewSettings) -> LintOptions {
        var options = base
        if let size = settings.dynamicTypeSize, let category = DynamicTypeSize.allCases.first(where: { $0.name == size }) {
            options.dynamicTypes = [category]
            options.accessibility = false
        }
        guard options.proposals.isEmpty else { return options }
        switch settings.layout {
        case let .fixed(width, _):
            // The canvas's size, which no user sees: its width is the view's (a row at that width),
            // its height the canvas's, picked for the default text size — the view grows past it
            // at larger ones, as a list's row does (EhPanda's 300×100 ranking cell).
            options.places = [LintPlace(proposal: ProposedViewSize(width: CGFloat(width), height: nil))]
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
