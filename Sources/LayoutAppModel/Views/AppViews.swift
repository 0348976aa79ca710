import Dispatch
import LayoutDiagnostics
import LayoutSwiftSyntax

/// The app's views as the app model sees them (`docs/swiftui.md`, "The app model"): each view's
/// platforms, and where it is used — a screen (a navigation root, a tab, a presented sheet, a
/// pushed destination, an app's window), a row (of a list, a form, a `ForEach`, a lazy stack or a
/// scroll view), a widget's entry view, a preview's content, or a part of another view. From
/// these, the roots to lay out: every preview, every screen, every widget at its families' sizes,
/// and every view nothing uses.
public struct AppViews: Sendable {
    public typealias Platform = AppModel.Platform

    /// A view by the model's module that declares it and its qualified name.
    public struct ViewKey: Hashable, Sendable, Comparable {
        public var module: Int
        public var name: String
        public init(module: Int, name: String) {
            self.module = module
            self.name = name
        }
        public static func < (a: ViewKey, b: ViewKey) -> Bool { (a.module, a.name) < (b.module, b.name) }
    }

    /// Where a use puts a view.
    public enum Context: String, Hashable, Sendable {
        /// The root of a navigation stack, a tab, a presented sheet or cover, a pushed
        /// destination, an app's window: the device's screen.
        case screen
        /// Inside a `List`, `Form`, `ForEach`, lazy stack or scroll view: as wide as its container,
        /// as tall as it needs.
        case row
        /// A widget's entry view, at the widget's families' sizes.
        case widget
        /// Part of another view's layout.
        case component
        /// The content of a preview.
        case preview
        /// A scene only macOS has (`Settings`, `MenuBarExtra`).
        case macScene
        /// An item of a toolbar (`.toolbar { … }`, `ToolbarItem`): UIKit gives a bar button a hit
        /// region of at least 44×44 pt whatever it draws.
        case toolbar
    }

    public struct Use: Sendable {
        public var view: ViewKey
        public var context: Context
        /// The module whose code uses it.
        public var byModule: Int
        public var file: String
        public var offset: Int
        /// In a horizontal `ScrollView`: as wide as it needs.
        public var scrollsHorizontally = false
        /// The largest Dynamic Type size the using view shows it at (`.dynamicTypeSize(...X)`
        /// around the use), an index into `dynamicTypeSizes`; nil when not capped there.
        public var dynamicTypeCap: Int?
        /// The qualified name of the type whose code uses it, if any.
        public var inView: String?
        /// In a preview's content (whatever context a container there gives it).
        public var inPreview = false
    }

    /// SwiftUI's `DynamicTypeSize` cases, smallest first (the engine's `DynamicTypeSize`'s names, in
    /// its order: the app model does not depend on the engine; a test holds the two together).
    public static let dynamicTypeSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                          "accessibility1", "accessibility2", "accessibility3", "accessibility4",
                                          "accessibility5"]

    public struct ViewInfo: Sendable {
        public var key: ViewKey
        public var file: String
        public var nameRange: Range<Int>
        /// The platforms it is built for: its module's that its file and its code allow.
        public var platforms: Set<Platform>
        public var uses: [Use] = []
        /// Where its code would build when it builds for none of its module's platforms (an
        /// `import AppKit` in an iOS package: macOS).
        public var elsewhere: Platform?
        /// Its body is items a container lays out (`isItems`): a menu's, a toolbar's.
        public var isItems = false
        /// The app's button styles an item view draws its control in (`.buttonStyle(RowStyle())`):
        /// their buttons are the container's items too, not judged alone (`findRoots`).
        var itemButtonStyles: [String] = []
        /// Its code uses WidgetKit's own API (`.widgetURL`, `\.widgetFamily`, `.widgetAccentable`):
        /// a widget's content, whether or not the widget that shows it is in the files read.
        public var isWidgetContent = false
        /// Its code is a list's row (`isListRow`): it sets what only a row of a `List` has
        /// (`.swipeActions`, `.listRowInsets`), or it is one button drawn as a row that leads on
        /// (its label ends in a disclosure chevron).
        public var isListRow = false
        /// Known only by its extensions (`DeclarationIndex.View.isPartial`): its parts are laid out.
        public var isPartial = false
    }

    /// A `Widget`: its families and the view its configuration shows.
    public struct Widget: Sendable {
        public var module: Int
        public var file: String
        public var name: String
        /// `.supportedFamilies([…])` as written (`systemSmall`, …); iOS's default when not written.
        public var families: [String]
        /// The content closure of its configuration (`{ entry in EntryView(entry: entry) }`).
        public var content: SwiftExpr?
        public var range: Range<Int>
        /// `.contentMarginsDisabled()` on its configuration: its content gets the widget's whole
        /// size, without the margins iOS 17 puts around it.
        public var contentMarginsDisabled = false
        /// The type of its configuration's timeline provider (`provider: NextHikeProvider()`).
        public var provider: String?
    }

    /// What to lay out, in a module that builds for iOS.
    public struct Root: Sendable {
        public enum Kind: Sendable {
            /// A `#Preview` or `PreviewProvider`, by its name in the file.
            case preview(String)
            /// A view some code shows as a screen.
            case screen(ViewKey)
            /// A view nothing uses: laid out as a screen.
            case unused(ViewKey)
            /// A widget, at its families' sizes.
            case widget(Widget)
            /// An app's `ToggleStyle` (by type name): a toggle with a stand-in title drawn in it,
            /// as wide as the screen — whatever toggles the app gives it, in files read or not.
            case toggleStyle(String)
            /// An app's `ButtonStyle` (by type name): a button with a stand-in title drawn in it,
            /// as wide as the screen — judged so when no root of the run draws a button in it
            /// (`AppLintPlan`).
            case buttonStyle(String)

            public var isScreen: Bool {
                if case .screen = self { return true }
                return false
            }
        }

        public var module: Int
        public var file: String
        public var kind: Kind

        public init(module: Int, file: String, kind: Kind) {
            self.module = module
            self.file = file
            self.kind = kind
        }
    }

    public var views: [ViewKey: ViewInfo] = [:]
    public var widgets: [Widget] = []
    /// The app's `ToggleStyle`s of modules that build for iOS: module, file, type name.
    var toggleStyles: [(module: Int, file: String, name: String)] = []
    var buttonStyles: [(module: Int, file: String, name: String)] = []
    public var roots: [Root] = []

    /// iOS's widget families when `.supportedFamilies` is not written.
    public static let defaultFamilies = ["systemSmall", "systemMedium", "systemLarge"]

    /// The views built for no platform layoutc lints, counted by platform (each counted once,
    /// under the first of its platforms).
    public var notLinted: [(platform: Platform, views: Int)] {
        var counts: [Platform: Int] = [:]
        for keys in declarations.values {
            let platforms = keys.reduce(into: Set<Platform>()) { $0.formUnion(views[$1]?.platforms ?? []) }
            guard !platforms.contains(.iOS),
                  let first = platforms.min() ?? keys.compactMap({ views[$0]?.elsewhere }).min() else { continue }
            counts[first, default: 0] += 1
        }
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The keys of each declaration (a file two targets share declares its views in both), by
    /// file and qualified name.
    var declarations: [String: [ViewKey]] {
        var out: [String: [ViewKey]] = [:]
        for (key, info) in views { out[info.file + "\u{0}" + key.name, default: []].append(key) }
        return out
    }

    /// `declarations` and the uses in previews by file, made once the views and their uses are
    /// read (`indexUses`): what `allUses` and `previewShowsScrollingContent` look up per root.
    private var declarationIndex: [String: [ViewKey]] = [:]
    private var previewUses: [String: [Use]] = [:]
    /// `dynamicTypeReach`, for the views whose every use in the app is capped.
    private var dynamicTypeReaches: [ViewKey: Int] = [:]

    mutating func indexUses(iOSModules: Set<Int>) {
        declarationIndex = declarations
        previewUses = [:]
        for info in views.values {
            for use in info.uses where use.inPreview { previewUses[use.file, default: []].append(use) }
        }
        dynamicTypeReaches = [:]
        var known: [ViewKey: Int] = [:]
        var visiting: Set<ViewKey> = []
        for key in views.keys {
            let reach = dynamicTypeReach(key, iOSModules: iOSModules, known: &known, visiting: &visiting)
            if reach < Self.dynamicTypeSizes.count - 1 { dynamicTypeReaches[key] = reach }
        }
    }

    /// The largest Dynamic Type size the app's iOS code shows a view at: the largest over its uses
    /// of the cap around each use and the reach of the view that uses it. A view the app's code
    /// does not use (only previews, or nothing) is shown at every size.
    private func dynamicTypeReach(_ key: ViewKey, iOSModules: Set<Int>, known: inout [ViewKey: Int],
                                  visiting: inout Set<ViewKey>) -> Int {
        let largest = Self.dynamicTypeSizes.count - 1
        if let reach = known[key] { return reach }
        // A view that (through others) uses itself, or one used through hundreds of others: shown
        // at every size, to be safe (and the recursion stays shallow).
        guard visiting.count < 256, visiting.insert(key).inserted else { return largest }
        defer { visiting.remove(key) }
        let inApp = allUses(of: key).filter { !$0.inPreview && iOSModules.contains($0.byModule) }
        var reach = inApp.isEmpty ? largest : 0
        for use in inApp where reach < largest {
            var cap = use.dynamicTypeCap ?? largest
            if let name = use.inView {
                let user = ViewKey(module: use.byModule, name: name)
                if views[user] != nil {
                    cap = min(cap, dynamicTypeReach(user, iOSModules: iOSModules, known: &known, visiting: &visiting))
                }
            }
            reach = max(reach, cap)
        }
        known[key] = reach
        return reach
    }

    /// The largest Dynamic Type size (an index into `dynamicTypeSizes`) at which the app shows a
    /// view, when every place its iOS code shows it caps the size (`.dynamicTypeSize(...X)`); nil
    /// when some place does not, or nothing in the app shows it.
    public func dynamicTypeReach(of key: ViewKey) -> Int? { dynamicTypeReaches[key] }

    /// The largest Dynamic Type size at which the app shows the views a preview (in `file`,
    /// within `range`) shows: nil when one of them is shown uncapped or the preview shows none.
    public func dynamicTypeReach(ofPreviewIn file: String, range: Range<Int>) -> Int? {
        var reach: Int?
        for use in previewUses[file] ?? [] where range.contains(use.offset) && views[use.view]?.platforms.contains(.iOS) == true {
            guard let cap = dynamicTypeReaches[use.view] else { return nil }
            reach = max(reach ?? cap, cap)
        }
        return reach
    }

    /// The uses of a view under every module that compiles its declaration.
    public func allUses(of key: ViewKey) -> [Use] {
        guard let info = views[key] else { return [] }
        let name = info.file + "\u{0}" + key.name
        return (declarationIndex[name] ?? declarations[name] ?? [key]).flatMap { views[$0]?.uses ?? [] }
    }

    /// What `read` finds in one module, kept for the next reading of the same model
    /// (`WorkspaceSources.Carried`): taken again while the module's files are the same and the
    /// views of its readings' other modules have the same names (what its uses resolve to).
    struct ModuleViews: Sendable {
        /// For each platform the module is read for: the other modules of its reading in order
        /// (the first that declares a name is the one it means), with the names of the views each
        /// declares.
        var signature: [[ModuleViewNames]]
        var views: [ViewKey: ViewInfo]
        var uses: [Use] = []
        var widgets: [Widget] = []
        /// Its previews, when it builds for iOS: each one's name, file and range.
        var previews: [(name: String, file: String, range: Range<Int>)] = []
        /// Its `ToggleStyle`s, when it builds for iOS (`AppViews.toggleStyles`).
        var toggleStyles: [(module: Int, file: String, name: String)] = []
        var buttonStyles: [(module: Int, file: String, name: String)] = []
    }

    struct ModuleViewNames: Equatable {
        var module: Int
        var names: Set<String>
    }

    /// Reads the views of the modules of `sources`' model (those given, else all).
    public static func read(_ sources: WorkspaceSources, modules selected: Set<Int>? = nil) -> AppViews {
        var views = AppViews()
        let model = sources.model
        let modules = model.modules.indices.filter { selected?.contains($0) ?? true }
        // Each module's views, then each module's uses, read on their own threads (a module's
        // reading is made once and shared); joined in the modules' order. A module the last
        // reading read as it is now is taken from it.
        let collected = ParallelResults<(views: ModuleViews, carried: Bool)>(count: modules.count)
        DispatchQueue.concurrentPerform(iterations: modules.count) { index in
            let module = modules[index]
            let platforms = analysedPlatforms(model.modules[module].platforms)
            let signature = platforms.map { platform in
                sources.members(of: module, for: platform).dropFirst().map {
                    ModuleViewNames(module: $0, names: sources.declarations(of: $0, for: platform).visibleViewNames)
                }
            }
            if let earlier = sources.carriedViews(of: module), earlier.signature == signature,
               platforms.allSatisfy({ sources.isUnchanged(module, for: $0) }) {
                collected.set(index, (earlier, true))
                return
            }
            var own = AppViews()
            for platform in platforms {
                own.collect(module: module, platform: platform, sources: sources)
            }
            var made = ModuleViews(signature: signature, views: own.views)
            made.toggleStyles = own.toggleStyles
            made.buttonStyles = own.buttonStyles
            if model.modules[module].platforms.contains(.iOS) {
                made.previews = sources.reading(of: module, for: .iOS).index.previews.filter { $0.module == 0 }.map {
                    ($0.name, own.path(of: $0.file, sources), $0.range)
                }
            }
            collected.set(index, (made, false))
        }
        let usesFound = ParallelResults<(uses: [Use], widgets: [Widget])>(count: modules.count)
        DispatchQueue.concurrentPerform(iterations: modules.count) { index in
            let module = modules[index]
            guard collected.value(index)?.carried == false,
                  let platform = primaryPlatform(model.modules[module].platforms) else { return }
            usesFound.set(index, uses(module: module, platform: platform, sources: sources))
        }
        var made: [(module: Int, views: ModuleViews)] = []
        for index in modules.indices {
            guard let (found, carried) = collected.value(index) else { continue }
            var own = found
            if !carried { (own.uses, own.widgets) = usesFound.value(index) ?? ([], []) }
            sources.keep(own, of: modules[index])
            made.append((modules[index], own))
            views.views.merge(own.views) { first, _ in first }
            views.toggleStyles += own.toggleStyles
            views.buttonStyles += own.buttonStyles
        }
        var previews: [Int: [(name: String, file: String, range: Range<Int>)]] = [:]
        for (module, own) in made {
            for use in own.uses { views.views[use.view]?.uses.append(use) }
            views.widgets += own.widgets
            previews[module] = own.previews
        }
        views.indexUses(iOSModules: Set(modules.filter { model.modules[$0].platforms.contains(.iOS) }))
        views.findRoots(sources, modules: modules, previews: previews)
        return views
    }

    /// The platforms a module is read for: iOS first when it has it; a module for every platform
    /// (a package naming none) is read as iOS and macOS, the pair apps share code between.
    static func analysedPlatforms(_ platforms: Set<Platform>) -> [Platform] {
        let all = platforms.count == Platform.allCases.count ? [Platform.iOS, .macOS] : platforms.sorted()
        return all
    }

    static func primaryPlatform(_ platforms: Set<Platform>) -> Platform? {
        platforms.contains(.iOS) ? .iOS : platforms.min()
    }

    // MARK: - Views and their platforms

    /// Types whose conformance or use ties code to platforms other than `platform` (a view using
    /// one of them does not build there).
    static func foreignNames(for platform: Platform) -> Set<String> {
        switch platform {
        case .macOS:
            return ["UIViewRepresentable", "UIViewControllerRepresentable", "UIColor", "UIImage", "UIFont",
                    "UIApplication", "UIScreen", "UIDevice", "WKInterfaceObjectRepresentable"]
        case .watchOS:
            return ["NSViewRepresentable", "NSViewControllerRepresentable", "NSColor", "NSImage", "NSFont",
                    "HSplitView", "VSplitView", "MenuBarExtra", "NSApplication", "NSWorkspace", "NSHostingView",
                    "NSPasteboard", "UIViewRepresentable", "UIViewControllerRepresentable"]
        default:
            return ["NSViewRepresentable", "NSViewControllerRepresentable", "NSColor", "NSImage", "NSFont",
                    "HSplitView", "VSplitView", "MenuBarExtra", "NSApplication", "NSWorkspace", "NSHostingView",
                    "NSPasteboard", "WKInterfaceObjectRepresentable", "WKApplication"]
        }
    }

    mutating func collect(module: Int, platform: Platform, sources: WorkspaceSources) {
        let reading = sources.reading(of: module, for: platform)
        let own = sources.files(of: module, for: platform)
        // The platform's missing types, and the app's types built on them (`struct Map: NSViewRepresentable`).
        var foreign = Self.foreignNames(for: platform)
        for entry in own.files {
            Self.typesConforming(to: Self.foreignNames(for: platform), in: entry.syntax.declarations, into: &foreign)
        }
        let words = Words(foreign)
        let model = sources.model
        let unit = model.units.indices.contains(model.modules[module].unit) ? model.units[model.modules[module].unit] : nil
        var inactive: [String: [Range<Int>]] = [:]
        for (path, file, _) in own.files {
            // A file that imports a module its platform lacks (`import AppKit` on iOS) does not build
            // there; nor does one in a folder named for another platform, in a folder of no project.
            let imports = own.imports[path] ?? []
            let named = unit?.kind == .folder ? unit.flatMap { Self.folderPlatform(of: path, under: $0.folder) } : nil
            let builds = !imports.contains { platform.missingModules.contains($0) } && (named ?? platform) == platform
            if platform == .iOS, builds {
                for name in reading.index.toggleStyleNames(in: file.id)
                    where !toggleStyles.contains(where: { $0.module == module && $0.name == name }) {
                    toggleStyles.append((module, path, name))
                }
                for name in reading.index.buttonStyleNames(in: file.id)
                    where !buttonStyles.contains(where: { $0.module == module && $0.name == name }) {
                    buttonStyles.append((module, path, name))
                }
            }
            for view in reading.index.views(in: file.id) {
                let key = ViewKey(module: module, name: view.name)
                if views[key] == nil {
                    views[key] = ViewInfo(key: key, file: path, nameRange: view.decl.nameRange, platforms: [])
                    let items = view.body?.getter.flatMap(Self.items)
                    views[key]?.isItems = items != nil
                    views[key]?.itemButtonStyles = items ?? []
                    views[key]?.isPartial = view.isPartial
                    views[key]?.isWidgetContent = Self.usesWidgetAPI(file.bytes, in: view.decl.range)
                    views[key]?.isListRow = Self.writes(Self.listRowAPI, in: file.bytes, range: view.decl.range)
                        || view.body?.getter.map(Self.isDisclosureRowButton) ?? false
                }
                var usesForeign = view.decl.inherited.contains { foreign.contains($0) }
                if !usesForeign, words.anyWritten(in: view.decl.range, of: file.bytes) {
                    // Not in a clause this platform does not compile (`#if os(macOS)
                    // NSPasteboard … #else UIPasteboard … #endif` in a button's action).
                    if inactive[path] == nil {
                        inactive[path] = reading.configuration.inactiveRanges(of: SwiftTokens(source: file.bytes))
                    }
                    usesForeign = Self.parts(of: view.decl.range, outside: inactive[path] ?? []).contains {
                        words.anyWritten(in: $0, of: file.bytes)
                    }
                }
                if builds && !usesForeign {
                    views[key]?.platforms.insert(platform)
                } else if views[key]?.elsewhere == nil {
                    // The platform whose SDK has what it uses.
                    views[key]?.elsewhere = Platform.allCases.first { other in
                        other != platform && (named ?? other) == other && !imports.contains { other.missingModules.contains($0) }
                            && !Words(Self.foreignNames(for: other)).anyWritten(in: view.decl.range, of: file.bytes)
                    }
                }
            }
        }
    }

    /// `range` less `holes` (sorted, apart): the parts between them.
    static func parts(of range: Range<Int>, outside holes: [Range<Int>]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var from = range.lowerBound
        for hole in holes where hole.upperBound > from && hole.lowerBound < range.upperBound {
            if hole.lowerBound > from { parts.append(from..<hole.lowerBound) }
            from = max(from, hole.upperBound)
        }
        if from < range.upperBound { parts.append(from..<range.upperBound) }
        return parts
    }

    /// The platform a folder on `path` (below `folder`, a unit without a project) is named for:
    /// Xcode's multiplatform template writes `iOS/`, `macOS/` and `Shared/`, and apps keep
    /// `tvOS/`, `Apple TV/`, `watchOS/`, `… WatchKit Extension/` or `…Watch Extension/` beside them. Without a project
    /// to say which target builds a file, its folder is what says it.
    static func folderPlatform(of path: String, under folder: String) -> Platform? {
        guard path.hasPrefix(folder + "/") else { return nil }
        for component in path.dropFirst(folder.count + 1).split(separator: "/").dropLast() {
            let name = component.lowercased()
            switch name {
            case "macos", "mac", "osx", "macos app", "mac app": return .macOS
            case "tvos", "apple tv", "appletv", "tvos app": return .tvOS
            case "watchos", "watch", "watch app", "watchos app": return .watchOS
            case "visionos", "vision", "xros", "visionos app": return .visionOS
            default:
                // `Foo WatchKit Extension`, `FooWatch Extension`, `Foo Watch App`.
                if name.hasSuffix("watchkit extension") || name.hasSuffix("watchkit app") || name.hasSuffix("watch extension")
                    || name.hasSuffix(" watch app") {
                    return .watchOS
                }
            }
        }
        return nil
    }

    /// Controls that a menu, a context menu or a toolbar lays out as its own items.
    static let itemControls: Set<String> = ["Button", "Toggle", "Picker", "Link", "ShareLink", "NavigationLink", "Menu",
                                            "Divider", "Section", "ControlGroup", "PasteButton", "EditButton",
                                            "RenameButton"]

    /// WidgetKit's own API, written only in a widget's content.
    static let widgetAPI: [[UInt8]] = [".widgetURL(", "\\.widgetFamily", ".widgetAccentable("].map { Array($0.utf8) }
    /// What only a row of a `List` sets.
    static let listRowAPI: [[UInt8]] = [".swipeActions(", ".swipeActions {", ".listRowInsets(", ".listRowBackground(",
                                        ".listRowSeparator(", ".listRowSeparatorTint(", ".deleteDisabled(",
                                        ".moveDisabled("].map { Array($0.utf8) }

    /// Whether `bytes` within `range` write any of `widgetAPI`.
    static func usesWidgetAPI(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        writes(widgetAPI, in: bytes, range: range)
    }

    /// Whether `bytes` within `range` write any of `needles`.
    static func writes(_ needles: [[UInt8]], in bytes: [UInt8], range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        return needles.contains { needle in
            guard let first = needle.first, range.count >= needle.count else { return false }
            var index = range.lowerBound
            while index + needle.count <= range.upperBound {
                if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return true }
                index += 1
            }
            return false
        }
    }

    /// Whether a body is one `Button` or `NavigationLink` (with its modifiers) whose label ends in
    /// `Image(systemName: "chevron.right")`: the disclosure a `List` or a `Form` row draws, a
    /// row's button (which the row makes tappable whole).
    static func isDisclosureRowButton(_ body: [SwiftStmt]) -> Bool {
        guard body.count == 1 else { return false }
        var expr: SwiftExpr
        switch body[0] {
        case let .expression(value), let .returnStmt(value?, _): expr = value
        default: return false
        }
        while case let .call(callee, _) = expr.kind, case let .member(inner, name) = callee.kind, name.first?.isLowercase == true {
            expr = inner
        }
        guard case let .call(callee, arguments) = expr.kind, case let .identifier(name) = callee.kind,
              name == "Button" || name == "NavigationLink" else { return false }
        // The label: its trailing closure (`label:` or the only one), its last view.
        guard let label = arguments.last(where: { $0.label == "label" || $0.isTrailing }),
              case let .closure(_, statements) = label.value.kind else { return false }
        var last = statements.last
        while case let .expression(inner)? = last, case let .call(stack, children) = inner.kind,
              case let .identifier(stackName) = stack.kind, stackName == "HStack",
              case let .closure(_, content)? = children.last?.value.kind {
            last = content.last
        }
        guard case var .expression(image)? = last else { return false }
        while case let .call(callee, _) = image.kind, case let .member(inner, name) = callee.kind, name.first?.isLowercase == true {
            image = inner
        }
        guard case let .call(imageCallee, imageArguments) = image.kind, case .identifier("Image") = imageCallee.kind,
              let symbol = imageArguments.first(where: { $0.label == "systemName" }),
              case let .string(parts) = symbol.value.kind, parts.count == 1, case let .text(text) = parts[0] else { return false }
        return text == "chevron.right" || text == "chevron.forward"
    }

    /// Whether a body is items for the container that shows it to lay out: two or more controls
    /// (`Button`s, `Toggle`s, `Divider`s, …: `itemControls`, with their modifiers) at its top level —
    /// in `Group`s, `ForEach`es and conditions — and nothing else; or one control with a title
    /// (`isLabelled`: a copy button a context menu shows, a "Restore Purchases" row of a form). Such a view is what an app
    /// passes to a `Menu`, a `.contextMenu`, a `.toolbar` or `.swipeActions`, which draw each item
    /// their own way (a menu's rows, a bar's buttons); only where the app uses it says how it looks,
    /// so with no use in the code read it is not laid out as a screen.
    public static func isItems(_ body: [SwiftStmt]) -> Bool { items(body) != nil }

    /// The button styles a body of items (`isItems`) draws its controls in, as their modifiers name
    /// their types (`.buttonStyle(RowStyle())`), in order; nil when the body is not items.
    static func items(_ body: [SwiftStmt]) -> [String]? {
        var controls = 0
        var labelled = 0
        var styles: [String] = []
        func statements(_ list: [SwiftStmt], _ depth: Int) -> Bool {
            guard depth < 32 else { return false }
            for statement in list {
                switch statement {
                case let .expression(expr), let .returnStmt(expr?, _):
                    guard item(expr, depth) else { return false }
                case let .ifStmt(_, then, otherwise, _):
                    guard statements(then, depth + 1), statements(otherwise ?? [], depth + 1) else { return false }
                case let .switchStmt(_, cases, _):
                    guard cases.allSatisfy({ statements($0.body, depth + 1) }) else { return false }
                case let .poundIf(clauses, _):
                    guard clauses.allSatisfy({ statements($0.body, depth + 1) }) else { return false }
                case .binding, .tupleBinding:
                    continue
                default:
                    return false
                }
            }
            return true
        }
        func item(_ expr: SwiftExpr, _ depth: Int) -> Bool {
            guard depth < 32 else { return false }
            var base = expr
            // Its modifiers (`.disabled(…)`, `.keyboardShortcut(…)`), to the control.
            while case let .call(callee, modifierArguments) = base.kind, case let .member(inner, name) = callee.kind,
                  name.first?.isLowercase == true {
                if name == "buttonStyle", case let .call(style, _)? = modifierArguments.first?.value.kind,
                   case let .identifier(type) = style.kind, !styles.contains(type) {
                    styles.append(type)
                }
                base = inner
            }
            guard case let .call(callee, arguments) = base.kind, case let .identifier(name) = callee.kind else { return false }
            if name == "Group" || name == "ForEach" {
                // A `ForEach`'s content is as many items as its data has.
                if name == "ForEach" { controls += 1 }
                return arguments.allSatisfy { argument in
                    guard case let .closure(_, body) = argument.value.kind else { return name == "ForEach" }
                    return statements(body, depth + 1)
                }
            }
            guard itemControls.contains(name) else { return false }
            controls += 1
            if Self.isLabelled(arguments) { labelled += 1 }
            return true
        }
        guard statements(body, 0), controls >= 2 || controls == 1 && labelled == 1 else { return nil }
        return styles
    }

    /// Whether a control's arguments give it a title — a `Label` (`label: { Label("Copy", systemImage:
    /// …) }`, `Button("Copy", systemImage: …)`) or a text (`Button("Restore Purchases") { … }`,
    /// `label: { Text(…) }`) — the item a menu shows as a row, a toolbar as a bar button and a form as
    /// a row, each with the system's hit region: a view of one such control is an item too. A control
    /// whose label is an icon alone (a close button) is not.
    static func isLabelled(_ arguments: [SwiftArgument]) -> Bool {
        if arguments.contains(where: { $0.label == "systemImage" || $0.label == "image" }) { return true }
        if let title = arguments.first, title.label == nil, !title.isTrailing {
            switch title.value.kind {
            case .string, .identifier, .member, .call: return true
            default: break
            }
        }
        return arguments.contains { argument in
            guard case let .closure(_, body) = argument.value.kind, body.count == 1,
                  case let .expression(expr) = body[0] else { return false }
            var base = expr
            while case let .call(callee, _) = base.kind, case let .member(inner, name) = callee.kind,
                  name.first?.isLowercase == true {
                base = inner
            }
            guard case let .call(callee, _) = base.kind, case let .identifier(view) = callee.kind else { return false }
            return view == "Label" || view == "Text"
        }
    }

    /// The names of the types declared in `declarations` (nested ones too) that conform to one of `names`.
    static func typesConforming(to names: Set<String>, in declarations: [SwiftDecl], into found: inout Set<String>,
                                depth: Int = 0) {
        guard depth < 32 else { return }
        for declaration in declarations {
            switch declaration {
            case let .type(type):
                if type.kind != .extension, type.inherited.contains(where: names.contains) { found.insert(type.name) }
                typesConforming(to: names, in: type.members, into: &found, depth: depth + 1)
            case let .conditional(inner, _):
                typesConforming(to: names, in: inner, into: &found, depth: depth + 1)
            default: break
            }
        }
    }

    /// Identifiers to look for in code, as whole words (`UIColor` in `let c = UIColor.red`, not in
    /// `MyUIColorKit`): one walk over the bytes answers for all of them.
    public struct Words {
        private var byLength: [Int: [[UInt8]]] = [:]

        public init<S: Sequence>(_ words: S) where S.Element == String {
            for word in words where !word.isEmpty { byLength[word.utf8.count, default: []].append(Array(word.utf8)) }
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            byte == 95 || (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte >= 128
        }

        /// Whether one of the words is written as a whole identifier within `range` of `bytes`.
        public func anyWritten(in range: Range<Int>, of bytes: [UInt8]) -> Bool {
            guard !byLength.isEmpty else { return false }
            var index = max(range.lowerBound, 0)
            let end = min(range.upperBound, bytes.count)
            while index < end {
                guard Self.isWordByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
                // A word that starts inside the range and ends past it does not fit in it.
                guard index <= end, start == 0 || !Self.isWordByte(bytes[start - 1]),
                      let candidates = byLength[index - start] else { continue }
                if candidates.contains(where: { bytes[start..<index].elementsEqual($0) }) { return true }
            }
            return false
        }
    }

    // MARK: - Uses

    /// The uses of views and the widgets module `module`'s code has, as `platform` builds it.
    static func uses(module: Int, platform: Platform, sources: WorkspaceSources) -> (uses: [Use], widgets: [Widget]) {
        let reading = sources.reading(of: module, for: platform)
        var finder = UseFinder(reading: reading, module: module, platform: platform)
        for (path, file, syntax) in sources.files(of: module, for: platform).files {
            finder.file = file
            finder.path = path
            finder.walk(syntax.declarations, scope: [])
        }
        return (finder.uses, finder.widgets)
    }

    func path(of file: SourceFile, _ sources: WorkspaceSources) -> String {
        sources.path(of: file.id) ?? file.name
    }

    // MARK: - Roots

    /// Whether the views of the app's a preview shows (in `file`, within `range`) are all used by
    /// the app's iOS code, and only in horizontal scroll views: the app gives them the width they
    /// need, so the preview is judged at that width and not at the canvas's screen (a chip row).
    public func previewShowsScrollingContent(file: String, range: Range<Int>, model: AppModel) -> Bool {
        previewShowsViewsUsedOnly(file: file, range: range, model: model, where: \.scrollsHorizontally)
    }

    /// Whether the views of the app's a preview shows (in `file`, within `range`) are all used by
    /// the app's iOS code, and only as toolbar items: the bar gives each a hit region of at least
    /// 44×44 pt, so their size is no tap target's (an icon button in a file of its own).
    public func previewShowsToolbarItems(file: String, range: Range<Int>, model: AppModel) -> Bool {
        previewShowsViewsUsedOnly(file: file, range: range, model: model) { $0.context == .toolbar }
    }

    /// Whether the app's views a preview shows (in `file`, within `range`) are each a widget's
    /// content — its code uses WidgetKit's API (`isWidgetContent`), or the app's iOS code shows it
    /// in widgets only: a widget's picture, not a live view.
    public func previewShowsWidgetContent(file: String, range: Range<Int>, model: AppModel) -> Bool {
        let shown = Set((previewUses[file] ?? []).filter { range.contains($0.offset) }.map(\.view))
        if !shown.isEmpty && shown.allSatisfy({ views[$0]?.isWidgetContent == true }) { return true }
        return previewShowsViewsUsedOnly(file: file, range: range, model: model) { $0.context == .widget }
    }

    /// Whether the app's views a preview shows (in `file`, within `range`) are all items for a
    /// container to lay out (`isItems`: a menu's, a toolbar's): the container, not the canvas's
    /// stack, draws them, each a row or a bar button at least 44 pt tall.
    public func previewShowsItems(file: String, range: Range<Int>) -> Bool {
        let shown = Set((previewUses[file] ?? []).filter { range.contains($0.offset) }.map(\.view))
        return !shown.isEmpty && shown.allSatisfy { views[$0]?.isItems == true }
    }

    /// Whether the app's views a preview shows (in `file`, within `range`) are used by the app's
    /// iOS code, each of those uses as `condition` says.
    func previewShowsViewsUsedOnly(file: String, range: Range<Int>, model: AppModel, where condition: (Use) -> Bool) -> Bool {
        var shown = Set<ViewKey>()
        for use in previewUses[file] ?? [] where range.contains(use.offset) && views[use.view]?.platforms.contains(.iOS) == true {
            shown.insert(use.view)
        }
        return !shown.isEmpty && shown.allSatisfy { key in
            let inApp = allUses(of: key).filter {
                !$0.inPreview && model.modules.indices.contains($0.byModule)
                    && model.modules[$0.byModule].platforms.contains(.iOS)
            }
            return !inApp.isEmpty && inApp.allSatisfy(condition)
        }
    }

    /// The roots whose layout may show a view declared in `file` (the language server lints a
    /// document where `lint` meets its views): the roots written in it, then — at most `limit` of
    /// them, in `roots`' order — the screens and unused views that use one of its views through
    /// others, and the previews and widgets of the files whose code uses one. A root kept here
    /// that shows none of them adds no finding to `file`.
    public func roots(reaching file: String, limit: Int) -> [Root] {
        var reached = Set(views.values.filter { $0.file == file }.map(\.key))
        var using: Set<String> = []
        var frontier = Array(reached)
        while let key = frontier.popLast() {
            for use in allUses(of: key) {
                using.insert(use.file)
                guard let name = use.inView else { continue }
                let user = ViewKey(module: use.byModule, name: name)
                if views[user] != nil, reached.insert(user).inserted { frontier.append(user) }
            }
        }
        var elsewhere = 0
        return roots.filter { root in
            if root.file == file { return true }
            let reaches: Bool
            switch root.kind {
            case let .screen(key), let .unused(key): reaches = reached.contains(key)
            case .preview, .widget: reaches = using.contains(root.file)
            case .toggleStyle, .buttonStyle: reaches = false
            }
            guard reaches, elsewhere < limit else { return false }
            elsewhere += 1
            return true
        }
    }

    /// Whether a preview (in `file`, within `range`) shows an iOS screen: its file builds for iOS
    /// (`imports`: it imports no module iOS lacks), and the app's views it shows are not all of
    /// other platforms (`#Preview { HelpButton() }` of a view that uses `NSColor` is a Mac preview).
    func previewIsIOS(file: String, range: Range<Int>, imports: [String]) -> Bool {
        guard !imports.contains(where: { Platform.iOS.missingModules.contains($0) }) else { return false }
        let shown = (previewUses[file] ?? []).filter { range.contains($0.offset) }.compactMap { views[$0.view] }
        return shown.isEmpty || shown.contains { $0.platforms.contains(.iOS) }
    }

    /// The roots of `modules`, whose previews (each one's name, file and range) are `previews`.
    mutating func findRoots(_ sources: WorkspaceSources, modules: [Int],
                            previews: [Int: [(name: String, file: String, range: Range<Int>)]]) {
        let model = sources.model
        for module in modules where model.modules[module].platforms.contains(.iOS) {
            let own = Set(model.modules[module].files)
            let imports = sources.files(of: module, for: .iOS).imports
            for preview in previews[module] ?? [] {
                let file = preview.file
                guard own.contains(file), previewIsIOS(file: file, range: preview.range, imports: imports[file] ?? []) else { continue }
                roots.append(Root(module: module, file: file, kind: .preview(preview.name)))
            }
        }
        for widget in widgets where model.modules[widget.module].platforms.contains(.iOS) {
            roots.append(Root(module: widget.module, file: widget.file, kind: .widget(widget)))
        }
        for style in toggleStyles where modules.contains(style.module) {
            roots.append(Root(module: style.module, file: style.file, kind: .toggleStyle(style.name)))
        }
        // A style an item view draws its control in (Swiftfin's `ListRowButton`, one button in
        // `ListRowButtonStyle` that a list's row holds) is the container's to lay out: not judged
        // alone in a screen-wide row.
        let drawnInItems = Set(views.values.flatMap { info in info.itemButtonStyles.map { "\(info.key.module) \($0)" } })
        for style in buttonStyles where modules.contains(style.module) && !drawnInItems.contains("\(style.module) \(style.name)") {
            roots.append(Root(module: style.module, file: style.file, kind: .buttonStyle(style.name)))
        }
        for key in views.keys.sorted() {
            guard let info = views[key], info.platforms.contains(.iOS) else { continue }
            let uses = allUses(of: key)
            // A view a preview shows as a screen (`NavigationStack { Preview() }`) is laid out in that preview.
            if uses.contains(where: { $0.context == .screen && !$0.inPreview }) {
                roots.append(Root(module: key.module, file: info.file, kind: .screen(key)))
            } else if uses.isEmpty && !info.isItems {
                roots.append(Root(module: key.module, file: info.file, kind: .unused(key)))
            }
        }
    }
}
