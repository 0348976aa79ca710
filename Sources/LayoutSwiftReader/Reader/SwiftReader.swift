import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutAppModel

/// A `switch` a view's code makes on a stored property of its own that its callers give (`switch
/// type` in a row that takes `type: RowType`), or an `if` on such a `Bool` (`if isVisible`) or on a
/// `@State` flag the view sets as the user acts (`if isExpanded`): the cases it names (`false`
/// and `true` for a flag), and the one a reading laid out. The cases no reading laid out are what
/// a caller elsewhere, or the user, shows: lint reads each as a variant of the view
/// (`SwiftReader.readView(_:in:environment:cases:asListRow:)`).
public struct SwitchSite: Sendable, Hashable {
    /// The view's qualified name in its module.
    public var view: String
    public var file: SourceFileID
    public var property: String
    /// The cases its patterns name (`.secret`, `RowType.secret`, `.sync(let action)`), in order.
    public var cases: [String]
    /// The case laid out: given by a call or a default, or the first, standing in; nil when each
    /// use's value decides (`SwiftReading.givenCases`).
    public var taken: String?
    /// A `@State` flag the view's own code sets as the user acts (`isExpanded.toggle()`), not a
    /// value its callers give: its value other than the initial one is a state the user brings about.
    public var setByUser = false
    /// What holds in each case, where the case is an `if`/`else` chain's branch (`"2"`:
    /// `` `model.isLoading` false ``).
    public var labels: [String: String] = [:]
    /// The view's key for `cases:` (`LabeledRow.type`).
    public var key: String { view + "." + property }
}

/// One root of a Swift module read as `.layout` text: what the checker compiles in place of the
/// Swift, where each piece came from, and what the reader noted (in the Swift files).
public struct SwiftReading: Sendable {
    /// The root's name: a preview's, or a view's.
    public var rootName: String
    /// The file the root is in.
    public var file: SourceFileID
    public var text: String
    public var map: SourceMap
    /// What could not be known or read, located in the Swift (severity note).
    public var notes: [Diagnostic]
    /// Every view expression read (`Text(…)`, `VStack { … }`, a view of the app's, without its
    /// modifiers), once each: what the corpus measurement counts (`docs/swiftui.md`).
    public var viewExpressions: [SourceRange] = []
    /// The switches on a view's own stored property the reading read (`SwitchSite`).
    public var switchSites: [SwitchSite] = []
    /// The app's `ButtonStyle`s it drew buttons in, by type name: a style no reading applies is
    /// judged on its own (`AppViews.Root.Kind.buttonStyle`).
    public var appliedButtonStyles: Set<String> = []
    /// The cases of a view's own enums that its uses in the reading give or default to
    /// (`View.property` NUL `case`): the cases of its switches that are shown.
    public var givenCases: Set<String> = []
    /// The environment keys the code read (`dynamicTypeSize`, `widgetFamily`): the reading stands for
    /// the configurations where they have the values it was read with.
    public var consulted: Set<String> = []
    /// The compiled tree's nodes whose size or presence rests on a stand-in (`SwiftCompilation`), by
    /// node index, with what stood in.
    public var standInNodes: [Int: String] = [:]
    /// The compiled tree's nodes an app's modifier made where it is applied (`LayoutDraft.expandedAt`),
    /// by node index, with where it is applied.
    public var expandedNodes: [Int: SourceRange] = [:]
    /// How a preview stacks views of its own (several views, or a stack written in the preview
    /// around them); nil when it shows one view as the app does.
    public var stacksViews: PreviewStacking?
    /// The values of the app's own the reading evaluated (`ReadSession.evaluate`), at most
    /// `ReadSession.maxEvaluations`: the work it took, which the robustness tests bound.
    public var evaluations = 0

    /// The stand-in reasons of the draft's constructs (by number).
    var standIns: [Int: String] { draft.standIns }
    var draft: LayoutDraft
    var readNotes: [Diagnostic]
    /// The places and reasons of the notes `drop` gave (`SkippedNote`).
    var skippedNotes: Set<SkippedNote> = []
    struct SkippedNote: Hashable {
        var origin: SourceRange
        var message: String
    }

    /// Drops the constructs generated at the offsets (the checker refused them, saying why), each
    /// with a note at its Swift; false when nothing there can be dropped (the reading cannot improve).
    public mutating func drop(_ refusals: [(offset: Int, message: String)]) -> Bool {
        var progress = false
        for (offset, message) in refusals {
            guard let construct = map.construct(at: offset), !draft.dropped.contains(construct) else { continue }
            draft.dropped.insert(construct)
            // The element laid out without the argument it was given rests on what stands in.
            if let owner = draft.argumentOwners[construct] {
                draft.mark(owner, "a value layoutc could not read (\(message)), left to its default")
            }
            progress = true
            // One note for each Swift place and reason: a construct a view's body makes for every
            // item of a `ForEach` is refused once per item.
            if let origin = map.origin(of: offset..<offset + 1),
               skippedNotes.insert(SkippedNote(origin: origin, message: message)).inserted {
                readNotes.append(SwiftNotes.note(.skipped, "skipped: \(message)", at: origin))
            }
        }
        guard progress else { return false }
        (text, map) = draft.print()
        notes = readNotes
        return true
    }
}

/// How a preview stacks views of its own: the canvas's arrangement, not the app's.
public enum PreviewStacking: Sendable {
    /// One under another (several views, a `VStack` or a `ZStack` around them): their height is
    /// the canvas's (lint gives them the screen's width and no height, as a scroll view would).
    case oneUnderAnother
    /// Side by side (an `HStack` written in the preview): their width is the canvas's too, each
    /// view at its own (lint gives them no width either).
    case sideBySide
}

/// The environment values a reading is made for: what SwiftUI's environment holds in one
/// configuration, for code that reads it (`@Environment(\.dynamicTypeSize) var size`; `if
/// size.isAccessibilitySize { … }`). A value left nil is known only when the app runs.
public struct ReaderEnvironment: Hashable, Sendable {
    /// `DynamicTypeSize`'s name (`large`, `accessibility3`).
    public var dynamicTypeSize: String?
    /// `compact` or `regular`.
    public var horizontalSizeClass: String?
    public var verticalSizeClass: String?
    /// `WidgetFamily`'s name (`systemSmall`).
    public var widgetFamily: String?

    public init(dynamicTypeSize: String? = nil, horizontalSizeClass: String? = nil, verticalSizeClass: String? = nil,
                widgetFamily: String? = nil) {
        self.dynamicTypeSize = dynamicTypeSize
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.widgetFamily = widgetFamily
    }

    /// The value of `key` (`dynamicTypeSize`, `sizeCategory`, …) as a case name; nil when not known.
    public func value(of key: String) -> String? {
        switch key {
        case "dynamicTypeSize", "sizeCategory": return dynamicTypeSize
        case "horizontalSizeClass": return horizontalSizeClass
        case "verticalSizeClass": return verticalSizeClass
        case "widgetFamily": return widgetFamily
        default: return nil
        }
    }

    /// `DynamicTypeSize`'s cases, smallest first: what comparisons of sizes order by.
    static let sizes = AppViews.dynamicTypeSizes
}

/// The notes the reader gives, each with its code: what cannot be known without running the app,
/// and what it does not read (`docs/swiftui.md` lists both with their stand-ins).
public enum SwiftNotes {
    public enum Kind: String, Sendable {
        /// A value known only when the app runs (a view model, the environment, a network image).
        case unknown = "S4001"
        /// A construct the reader skips (an unknown modifier, a `for` loop, a view it cannot find).
        case skipped = "S4002"
        /// A view drawn with a stand-in (a List, a Toggle, an SF Symbol).
        case standIn = "S4003"
    }

    /// Whether `diagnostic` is one of the reader's notes.
    public static func isReaderNote(_ diagnostic: Diagnostic) -> Bool { Kind(rawValue: diagnostic.code.rawValue) != nil }

    static func note(_ kind: Kind, _ message: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(code: DiagnosticCode(kind.rawValue), severity: .note, message: message, range: range)
    }
}

/// The Swift reader's front door (`docs/swiftui.md`): the `.swift` files of a module (a file, or
/// every file of a folder), parsed once; each root — a `#Preview`, a `PreviewProvider`, or a view
/// by name — read as a `.layout` file whose components are the module's views.
public final class SwiftReader {
    let files: [SourceFile]
    let index: DeclarationIndex
    /// The build whose `#if` clauses are read.
    public let configuration: SwiftBuildConfiguration

    /// The files of one module (a folder's), parsed for `configuration`, with what its asset
    /// catalogues hold.
    public convenience init(files: [SourceFile], configuration: SwiftBuildConfiguration = .iOS,
                            assets: AssetCatalog.Assets = AssetCatalog.Assets()) {
        let parsed = files.map { (file: $0, syntax: SwiftParser.parse($0.bytes, configuration: configuration)) }
        self.init(index: DeclarationIndex(modules: [(DeclarationIndex.Module(name: "Module", visible: [0]), parsed)]),
                  files: files, configuration: configuration, assets: assets)
    }

    /// What the module's asset catalogues hold, by name: image sizes in points, colours.
    let assets: AssetCatalog.Assets

    /// A reading of modules already indexed (the app model's: a module and those it imports).
    public init(index: DeclarationIndex, files: [SourceFile], configuration: SwiftBuildConfiguration,
                assets: AssetCatalog.Assets = AssetCatalog.Assets()) {
        self.files = files
        self.configuration = configuration
        self.index = index
        self.assets = assets
    }

    /// What `file` can be laid out as: its previews' names, else the names of its views that no
    /// other view of the file uses (a row used by the file's list is laid out in the list).
    public func roots(in file: SourceFile) -> [String] {
        let previews = index.previews(in: file.id).map(\.name)
        if !previews.isEmpty { return previews }
        let views = index.views(in: file.id)
        let outer = views.filter { view in
            !views.contains { other in
                other.name != view.name && Self.mentions(view.decl.name, in: other.decl.range, of: file)
            }
        }
        // Views that all use one another: the first.
        return (outer.isEmpty ? Array(views.prefix(1)) : outer).map(\.name)
    }

    /// Why `file` has no root to read (`roots(in:)` is empty), as the message that says so ends:
    /// its views are built for other platforms only (`#if os(macOS)`), or it declares styles,
    /// modifiers or extensions that are laid out where the app applies them, or it has no view.
    public func whyNothingToLayOut(in file: SourceFile) -> String {
        let elsewhere = SwiftBuildConfiguration.Platform.allCases.filter { platform in
            guard platform != configuration.platform else { return false }
            let other = SwiftBuildConfiguration(platform: platform, definedFlags: configuration.definedFlags)
            let syntax = SwiftParser.parse(file.bytes, configuration: other)
            let index = DeclarationIndex(modules: [(DeclarationIndex.Module(name: "Module", visible: [0]), [(file, syntax)])])
            return !index.views[0].isEmpty || !index.previews.isEmpty
        }
        if !elsewhere.isEmpty {
            return "its views are built for \(elsewhere.map(\.rawValue).joined(separator: ", ")) only (#if), "
                + "not for \(configuration.platform.rawValue)"
        }
        let syntax = SwiftParser.parse(file.bytes, configuration: configuration)
        if DeclarationIndex.declaresViewCode(syntax.declarations) {
            return "it declares styles, modifiers or extensions of views, laid out where the app applies them"
        }
        return "no #Preview, PreviewProvider or struct … : View"
    }

    /// Every name `--view` may give in `file`: its previews', then its views'.
    public func viewNames(in file: SourceFile) -> [String] {
        index.previews(in: file.id).map(\.name) + index.views(in: file.id).map(\.name)
    }

    /// Whether `name` is written as a whole word within `range` of `file`.
    static func mentions(_ name: String, in range: Range<Int>, of file: SourceFile) -> Bool {
        AppViews.Words([name]).anyWritten(in: range, of: file.bytes)
    }

    /// The files of the module, in the order given.
    public var moduleFiles: [SourceFile] { files }

    /// The `//` comments of a Swift file (each to the end of its line: where `layoutc-disable…`
    /// suppressions are written) and the starts of its other tokens, in order.
    public static func lineComments(of file: SourceFile) -> (comments: [SourceRange], codeStarts: [Int]) {
        let tokens = SwiftTokens(source: file.bytes)
        var comments: [SourceRange] = []
        var codeStarts: [Int] = []
        for token in tokens.tokens {
            if token.kind == .comment {
                let range = token.range
                guard range.count >= 2, file.bytes[range.lowerBound] == 47, file.bytes[range.lowerBound + 1] == 47 else {
                    continue
                }
                var end = range.upperBound
                if end > range.lowerBound + 2, file.bytes[end - 1] == 13 { end -= 1 }
                comments.append(SourceRange(file: file.id, start: range.lowerBound, end: end))
            } else if token.kind != .endOfFile {
                codeStarts.append(token.range.lowerBound)
            }
        }
        return (comments, codeStarts)
    }

    /// The previews of `file`, in order, with what each says about where it is shown.
    public func previews(in file: SourceFile) -> [(name: String, settings: PreviewSettings, range: Range<Int>)] {
        index.previews(in: file.id).map { ($0.name, PreviewSettings.of($0), $0.range) }
    }

    /// Reads the preview `name` of `file`; nil when it has none by that name.
    /// `withoutScaffolding`: the preview's own frame, padding and decoration around its view left
    /// out, as lint judges it.
    public func readPreview(_ name: String, in file: SourceFile, environment: ReaderEnvironment = ReaderEnvironment(),
                            withoutScaffolding: Bool = false) -> SwiftReading? {
        guard let preview = index.previews(in: file.id).first(where: { $0.name == name }) else { return nil }
        var session = ReadSession(index: index, configuration: configuration, assets: assets)
        session.environment = environment
        session.dropsPreviewScaffolding = withoutScaffolding
        session.readPreview(preview)
        return session.reading(name: preview.name, file: file.id)
    }

    /// Reads the view `name` (its qualified name in `file`'s module) as a root, proposed the
    /// screen; nil when the module has no such view.
    /// `cases`: the case to lay out where a view switches on a stored property of its own, by
    /// `SwitchSite.key` (a variant of the view: `["LabeledRow.type": "secret"]`).
    public func readView(_ name: String, in file: SourceFile, environment: ReaderEnvironment = ReaderEnvironment(),
                         cases: [String: String] = [:], asListRow: Bool = false) -> SwiftReading? {
        guard let view = index.views[index.module(of: file.id)][name] else { return nil }
        var session = ReadSession(index: index, configuration: configuration, assets: assets)
        session.environment = environment
        session.caseOverrides = cases
        session.readRootView(view, asListRow: asListRow)
        return session.reading(name: name, file: file.id)
    }

    /// Reads the app's `ToggleStyle` `name` (declared in `file`) as a toggle drawn in it, its
    /// title a stand-in (`AppViews.Root.Kind.toggleStyle`). Nil when the style cannot be found.
    public func readToggleStyle(_ name: String, in file: SourceFile,
                                environment: ReaderEnvironment = ReaderEnvironment()) -> SwiftReading? {
        readStyle(name, in: file, environment: environment) { $0.readToggleStyle(name, file: file) }
    }

    /// Reads the app's `ButtonStyle` `name` (declared in `file`) as a button drawn in it, its
    /// title a stand-in (`AppViews.Root.Kind.buttonStyle`). Nil when the style cannot be found or
    /// sizes no button of its own.
    public func readButtonStyle(_ name: String, in file: SourceFile,
                                environment: ReaderEnvironment = ReaderEnvironment()) -> SwiftReading? {
        readStyle(name, in: file, environment: environment) { $0.readButtonStyle(name, file: file) }
    }

    /// A style read as a root by `read` (false: nothing to read).
    private func readStyle(_ name: String, in file: SourceFile, environment: ReaderEnvironment,
                           _ read: (inout ReadSession) -> Bool) -> SwiftReading? {
        var session = ReadSession(index: index, configuration: configuration, assets: assets)
        session.environment = environment
        guard read(&session) else { return nil }
        return session.reading(name: name, file: file.id)
    }

    /// Reads a widget's content (its configuration's closure, `{ entry in EntryView(entry: entry) }`)
    /// in `file`, the closure's parameter known only when the app runs.
    public func readWidget(_ name: String, content: SwiftExpr, provider: String? = nil, in file: SourceFile,
                           environment: ReaderEnvironment = ReaderEnvironment()) -> SwiftReading {
        var session = ReadSession(index: index, configuration: configuration, assets: assets)
        session.environment = environment
        session.readWidget(content, widget: name, provider: provider, file: file)
        return session.reading(name: name, file: file.id)
    }

    /// Reads the root named `name` in `file` (a preview's or a view's name; nil: the first root).
    /// Nil when the file has no such root.
    public func read(_ name: String?, in file: SourceFile, environment: ReaderEnvironment = ReaderEnvironment()) -> SwiftReading? {
        let previews = index.previews(in: file.id)
        let preview = name.map { wanted in previews.first { $0.name == wanted } } ?? previews.first
        var session = ReadSession(index: index, configuration: configuration, assets: assets)
        session.environment = environment
        if let preview, name == nil || preview.name == name {
            session.readPreview(preview)
            return session.reading(name: preview.name, file: file.id)
        }
        let viewName = name ?? roots(in: file).first
        let module = index.module(of: file.id)
        guard let viewName, let view = index.views[module][viewName] else { return nil }
        session.readRootView(view)
        return session.reading(name: viewName, file: file.id)
    }
}
