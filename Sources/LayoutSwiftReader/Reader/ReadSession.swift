import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutAppModel
import LayoutEngine

/// One reading: the module's views become components (`let Row(title, detail: "") = …`) as the
/// root reaches them, the root becomes the file's root element. Notes say what could not be
/// known or read; nothing stops the reading.
struct ReadSession {
    let index: DeclarationIndex
    /// The build whose `#if` clauses are read.
    let configuration: SwiftBuildConfiguration
    /// The environment values this reading is for (a configuration's Dynamic Type size, size
    /// classes, a widget's family).
    var environment = ReaderEnvironment()
    /// Whether a preview's own frame, padding and decoration around its view are left out (what
    /// lint judges is the view, not the canvas's wrapper).
    var dropsPreviewScaffolding = false
    /// How the preview read stacks views of its own (`SwiftReading.stacksViews`).
    var previewStacking: PreviewStacking?
    /// The environment keys the code read: the reading holds only where they have these values.
    var consulted: Set<String> = []
    /// The case to lay out where a view switches on a stored property of its own, by
    /// `SwitchSite.key`: a variant's reading.
    var caseOverrides: [String: String] = [:]
    /// Reading a widget's content: a picture iOS archives, whose only taps are its interactive
    /// controls (`Button(intent:)`); a link or a tap gesture there is a region of the picture.
    var inWidget = false
    /// The switches on a view's own stored property read so far (`SwitchSite`).
    var switchSites: [SwitchSite] = []
    /// The app's `ButtonStyle`s the reading drew buttons in, by type name.
    var appliedButtonStyles: Set<String> = []
    /// The cases of a view's own enums its uses give (`View.property` NUL `case`).
    var givenCases: Set<String> = []
    /// Values of the app's own being evaluated, nested (bounded by `maxEvaluationDepth`).
    var evaluationDepth = 0
    /// Evaluations left to this reading (`maxEvaluations`): depth alone bounds a chain, not a
    /// tree of them — a computed property read per item of a `ForEach` that reads itself again
    /// grows as the items to the power of the depth.
    var evaluationsLeft = ReadSession.maxEvaluations
    /// The expression `evaluate` is reading, innermost (its file and range): `value` gives way to
    /// `evaluate` for a value of the app's own, and `evaluate`, as its last resort, asks `value` —
    /// which must not ask `evaluate` for the same expression again (`mayEvaluate`).
    var innermostEvaluation: EvaluationSite?
    /// The expressions the outermost evaluation in progress failed to evaluate inside it (with
    /// nothing expected): `value` does not ask `evaluate` for them again (`mayEvaluate`).
    var failedEvaluations: Set<EvaluationSite> = []
    /// An expression evaluated: its file and range.
    struct EvaluationSite: Hashable {
        var file: SourceFileID
        var range: Range<Int>
    }
    /// Items left to this reading that `ForEach`es over values read one by one
    /// (`maxUnrolledInReading`): `maxUnrolled` bounds one `ForEach`, not `ForEach`es nested in each
    /// other's items, which grow as the items to the power of the depth.
    var unrolledLeft = ReadSession.maxUnrolledInReading
    /// Computed properties of the app's types being evaluated, by `Type.name` (one that reads
    /// itself is not known, as it never ends when the app runs).
    var computingMembers: Set<String> = []
    /// Static properties evaluated (`Recipe.mock`), by `Type.name`; nil inside: not known.
    var staticValues: [String: ReaderValue?] = [:]
    var evaluatingStatics: Set<String> = []
    /// Components made apart for values of the app's own given to them, by what was given.
    var recordComponents: [String: Int] = [:]
    /// `propertyUses`, by component.
    var propertyUsesByView: [String: PropertyUses] = [:]
    /// Computed properties being evaluated (one reading itself is cut).
    var computing: Set<String> = []
    /// Views being read, nested (bounded by `maxViewDepth`).
    var viewDepth = 0
    /// Form rows being read (`rowOrColumn`): one inside another's label is read once, as a row.
    var valueRowDepth = 0
    static let maxViewDepth = 48
    /// The sections of lists read (kept whole among a list's rows).
    var sectionNodes: Set<Int> = []
    /// Objects a root put in the environment (`.environment(store)`, `.environmentObject(store)`),
    /// by type.
    var environmentObjects: [String: ReaderValue] = [:]
    var draft = LayoutDraft()
    /// Each `Label` laid out as its icon beside its title, by the stack's id: its parts, for a
    /// `.labelStyle` set where it is shown (`configuration.label.labelStyle(.iconOnly)` in a style).
    var labelParts: [Int: (icon: [LayoutDraft.Node], title: [LayoutDraft.Node])] = [:]
    var notes: [Diagnostic] = []
    var nextID = 1
    /// Views (and their view properties) already made components, by component name.
    var made: Set<String> = []
    /// Constants already made `let`s, by `.layout` name.
    var madeConstants: [String: String] = [:]
    /// Views being made (a view that contains itself is cut there).
    var making: [String] = []
    /// Buttons a `.buttonStyle` has drawn (a nearer style wins).
    var styledButtons: Set<Int> = []
    /// The views left out so far (`leaveOut`), in order.
    var leftOutViews: [String] = []
    /// The view expressions read, each once.
    var viewExpressions: [SourceRange] = []
    var seenViewExpressions: Set<SourceRange> = []

    /// What the module's asset catalogues hold (`Image("name")`'s size, `Color("name")`).
    let assets: AssetCatalog.Assets

    init(index: DeclarationIndex, configuration: SwiftBuildConfiguration, assets: AssetCatalog.Assets = AssetCatalog.Assets()) {
        self.index = index
        self.configuration = configuration
        self.assets = assets
    }

    mutating func id() -> Int {
        nextID += 1
        return nextID
    }

    func reading(name: String, file: SourceFileID) -> SwiftReading {
        var draft = self.draft
        var next = nextID
        draft.numberParts(from: &next)
        let (text, map) = draft.print()
        var reading = SwiftReading(rootName: name, file: file, text: text, map: map, notes: notes, draft: draft,
                                   readNotes: notes)
        reading.viewExpressions = viewExpressions
        reading.consulted = consulted
        reading.stacksViews = previewStacking
        reading.switchSites = switchSites
        reading.appliedButtonStyles = appliedButtonStyles
        reading.givenCases = givenCases
        reading.evaluations = Self.maxEvaluations - evaluationsLeft
        return reading
    }

    mutating func note(_ kind: SwiftNotes.Kind, _ message: String, _ range: Range<Int>, _ file: SourceFile) {
        let located = SourceRange(file: file.id, start: range.lowerBound, end: max(range.upperBound, range.lowerBound))
        guard !notes.contains(where: { $0.range == located && $0.message == message }) else { return }
        notes.append(SwiftNotes.note(kind, message, at: located))
    }

    /// What names mean where a view's code is read: its stored properties (the component's
    /// parameters), locals (loop variables, `let`s, closure parameters), the view itself.
    struct Scope {
        var file: SourceFile
        /// The view being read (for its view properties and its type's constants).
        var view: DeclarationIndex.View?
        /// The members of the style or view modifier being read, when it is no view: its computed
        /// properties (`private var cardHeight: CGFloat { max(72, scaledHeight) }`).
        var ownMembers: [SwiftDecl] = []
        /// Parameters and locals: name → what it reads as in `.layout` (nil: unknown).
        var values: [String: LayoutDraft.Value?] = [:]
        /// Locals that are views (`let row = HStack { … }`).
        var views: [String: [LayoutDraft.Node]] = [:]
        /// Names whose value is only known when the app runs (`@Environment`, view models).
        var runtime: Set<String> = []
        /// Parameters that hold a view (a container's content).
        var viewParameters: Set<String> = []
        /// Properties that are an environment value the reading knows (`@Environment(\.widgetFamily)
        /// var family`): name → key.
        var environmentNames: [String: String] = [:]
        /// Names bound to values of the app's own (`recipe`, `store`): what their fields are.
        var records: [String: ReaderValue] = [:]

        /// Binds `name` to a value the reader holds: as `.layout` writes it when it can (`values`),
        /// else as a value of the app's own (`records`); the other binding of the name is dropped.
        mutating func bind(_ name: String, _ value: ReaderValue?) {
            guard let value else {
                records[name] = nil
                values[name] = .some(nil)
                return
            }
            if let scalar = value.scalar, ReadSession.isLayoutValue(value) {
                // A case of the app's enum is written as `.layout` writes it and keeps its type's
                // properties (`filter.title`).
                records[name] = ReadSession.isAppEnumCase(value) ? value : nil
                values[name] = scalar
            } else {
                values[name] = nil
                records[name] = value
            }
        }
        /// The component the code being read makes (its builders are made apart with it).
        var component: String?
        /// Inside a `List` or a `Form`: a `Section` lays its rows out as the list's.
        var inList = false
        /// Styles the views around it set for the views inside (`.labelStyle(.iconOnly)`,
        /// `.listStyle(.plain)`, `.pickerStyle(.segmented)`), by modifier, as their case names.
        var styles: [String: String] = [:]
        /// The types enclosing code that is not a view's (a style's `makeBody`, a modifier's `body`).
        var types: [String] = []
        /// The enclosing types of the code being read, where names are looked up first.
        var typeScope: [String] { view?.scope ?? types }
    }

    // MARK: - Roots

    mutating func readPreview(_ preview: DeclarationIndex.Preview) {
        var scope = Scope(file: preview.file)
        scope.types = preview.scope
        let nodes = viewNodes(Self.presentedSheet(preview.body) ?? preview.body, scope)
        // As Xcode's canvas shows a preview: offered an iPhone 16's safe area, also when it asks
        // for its own size (`.previewLayout(.sizeThatFits)`: "fit the container to the size of
        // the preview when offered the size of the device", Apple's PreviewLayout documentation).
        draft.proposal = "393, 759"
        if nodes.count > 1 {
            previewStacking = .oneUnderAnother
        } else if case let .element(_, head, _, _, _, origin)? = nodes.first,
                  ["vstack", "hstack", "zstack"].contains(head),
                  origin.file == preview.file.id, preview.range.contains(origin.start) {
            previewStacking = head == "hstack" ? .sideBySide : .oneUnderAnother
        }
        draft.root = single(dropsPreviewScaffolding ? nodes.map(Self.withoutScaffolding) : nodes, at: preview.range, scope)
    }

    /// A preview that presents a sheet (`Text("Event").sheet(isPresented: .constant(true)) {
    /// CheckoutSheet() }`, a `.fullScreenCover` or a `.popover` too) shows the sheet, as the canvas
    /// does: the statements of the outermost presented content, after the preview's bindings. Nil
    /// when its view presents nothing that is always shown.
    static func presentedSheet(_ body: [SwiftStmt]) -> [SwiftStmt]? {
        guard case let .expression(expr)? = body.last else { return nil }
        var current = expr
        while case let .call(callee, arguments) = current.kind, case let .member(base, name) = callee.kind {
            if ["sheet", "fullScreenCover", "popover"].contains(name),
               let shown = arguments.first(where: { $0.label == "isPresented" })?.value, isConstantTrue(shown),
               let content = arguments.last(where: { $0.isTrailing || $0.label == "content" })?.value,
               case let .closure(parameters, statements) = content.kind, parameters.isEmpty {
                return Array(body.dropLast()) + statements
            }
            current = base
        }
        return nil
    }

    /// `.constant(true)`, `Binding.constant(true)`.
    static func isConstantTrue(_ expr: SwiftExpr) -> Bool {
        guard case let .call(callee, arguments) = expr.kind, let held = constantBinding(callee, arguments),
              case .bool(true) = held.kind else { return false }
        return true
    }

    /// What a constant binding holds: `x` of `.constant(x)` or `Binding.constant(x)` (a preview's
    /// binding, which the view reads as that value).
    static func constantBinding(_ callee: SwiftExpr, _ arguments: [SwiftArgument]) -> SwiftExpr? {
        guard arguments.count == 1, arguments[0].label == nil, !arguments[0].isTrailing else { return nil }
        switch callee.kind {
        case .implicitMember("constant"): return arguments[0].value
        case let .member(base, "constant"):
            if case .identifier("Binding") = base.kind { return arguments[0].value }
            return nil
        default: return nil
        }
    }

    /// The modifiers a preview wraps its view in to show it on the canvas — a frame to try a width,
    /// padding, a background — which the app does not: `Row().frame(width: 250).padding()` is `Row()`.
    static let scaffoldingModifiers: Set<String> = [
        "frame", "padding", "fixedSize", "background", "overlay", "border", "offset", "position", "clipped",
        "clipShape", "cornerRadius", "shadow", "aspectRatio", "ignoresSafeArea",
    ]

    static func withoutScaffolding(_ node: LayoutDraft.Node) -> LayoutDraft.Node {
        guard case let .element(id, head, arguments, children, modifiers, origin) = node else { return node }
        return .element(id: id, head: head, arguments: arguments, children: children,
                        modifiers: modifiers.filter { !scaffoldingModifiers.contains($0.name) }, origin: origin)
    }

    mutating func readWidget(_ content: SwiftExpr, widget: String, provider: String?, file: SourceFile) {
        inWidget = true
        var scope = Scope(file: file)
        if case let .closure(parameters, _) = content.kind {
            for name in parameters { scope.values[name] = .some(nil) }
            if let entry = parameters.first, let value = timelineEntry(widget: widget, provider: provider, file: file) {
                scope.bind(entry, value)
            }
        }
        draft.proposal = nil
        draft.root = single(viewNodes(of: content, scope), at: content.range, scope)
    }

    /// The entry a widget is laid out with, as Xcode's canvas and the widget gallery show it: the
    /// first entry of its preview's timeline (`#Preview(as: .systemSmall) { W() } timeline: { … }`),
    /// else what its provider's `placeholder(in:)` returns; nil when neither is read (the entry's
    /// fields are stand-ins then).
    mutating func timelineEntry(widget: String, provider: String?, file: SourceFile) -> ReaderValue? {
        let module = index.module(of: file.id)
        var entryType: String?
        var placeholder: (body: [SwiftStmt], file: SourceFile)?
        if let provider, let type = index.type(provider, from: module, file: file.id) {
            for case let (.function(function), declaredIn) in type.allMembers where function.name == "placeholder" {
                entryType = function.returnType
                placeholder = (function.body ?? [], declaredIn)
            }
        }
        let written = DeclarationIndex.written(widget).split(separator: ".").last.map(String.init) ?? widget
        for preview in index.previews where preview.module == module {
            guard let timeline = preview.trailing.first(where: { $0.label == "timeline" })?.value,
                  case let .closure(_, entries) = timeline.kind,
                  preview.body.contains(where: { statement in
                      guard case let .expression(expr) = statement, case let .call(callee, _) = expr.kind,
                            case let .identifier(name) = callee.kind else { return false }
                      return name == written
                  }) else { continue }
            // The first entry written (a `let` before it is not one).
            guard case let .expression(entry)? = entries.first(where: { if case .expression = $0 { true } else { false } })
            else { continue }
            if let value = evaluate(entry, Scope(file: preview.file), expected: entryType) { return value }
        }
        guard let placeholder else { return nil }
        var scope = Scope(file: placeholder.file)
        return run(placeholder.body, &scope, expected: entryType)
    }

    /// Reads `view` as a root. `asListRow`: as a list's row (`AppViews.ViewInfo.isListRow`), whose
    /// buttons of no style of their own answer taps across the whole row, as iOS's lists make them.
    mutating func readRootView(_ view: DeclarationIndex.View, asListRow: Bool = false) {
        let scope = Scope(file: view.file)
        let call = component(view, arguments: [], at: view.decl.nameRange, scope)
        draft.proposal = "393, 759"
        draft.root = call
        guard asListRow, case let .element(_, head, _, nil, _, _) = call,
              let index = draft.definitions.firstIndex(where: { $0.name == head }),
              case .node = draft.definitions[index].body else { return }
        // Its body and its builders (`RemoveButton()`, made apart as `…_RemoveButton`).
        let styled = styledButtons
        let own = draft.definitions.indices.filter { draft.definitions[$0].name.hasPrefix(head + "_") } + [index]
        let holds = own.contains { part in
            guard case let .node(node) = draft.definitions[part].body else { return false }
            return Self.holdsButton(node) { !styled.contains($0) }
        }
        guard holds else { return }
        for part in own {
            guard case let .node(node) = draft.definitions[part].body else { continue }
            draft.definitions[part].body = .node(Self.withoutButtons(node) { !styled.contains($0) })
        }
        guard case let .node(label) = draft.definitions[index].body else { return }
        draft.definitions[index].body = .node(wholeRowButton(id: id(), arguments: nil, label: [label],
                                                             origin: origin(view.decl.nameRange, scope),
                                                             row: Self.listRowModifiers, view.decl.nameRange, scope))
    }

    /// Several views where one is wanted (a root, a component's body, a modifier's content): one
    /// as it is, none as an empty stack, several in a `vstack(spacing: 0)` (SwiftUI's implicit
    /// VStack for a preview's or a `Group`'s several views).
    mutating func single(_ nodes: [LayoutDraft.Node], at range: Range<Int>, _ scope: Scope) -> LayoutDraft.Node {
        if nodes.count == 1, case .element = nodes[0] { return nodes[0] }
        return .element(id: id(), head: "vstack", arguments: [LayoutDraft.Argument(label: "spacing", value: .init(text: "0"))],
                        children: nodes, modifiers: [], origin: origin(range, scope))
    }

    /// `expr` as written, on one line and at most 40 characters: what stand-in notes name.
    func sourceText(_ expr: SwiftExpr, _ scope: Scope) -> String {
        let bytes = scope.file.bytes
        let range = expr.range.clamped(to: 0..<bytes.count)
        let written = String(decoding: bytes[range], as: UTF8.self)
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return written.count > 40 ? String(written.prefix(39)) + "…" : written
    }

    /// Notes a view the reader leaves out (`what`: its name or code), and keeps it in
    /// `leftOutViews` for the control that shows it (a button whose label lost a view).
    mutating func leaveOut(_ what: String, _ message: String, _ range: Range<Int>, _ scope: Scope) {
        note(.skipped, message, range, scope.file)
        leftOutViews.append(what)
    }

    /// Marks `nodes` as resting on a stand-in (`reason`), unless marked already (`LayoutDraft.mark`).
    mutating func markStandIn(_ nodes: [LayoutDraft.Node], _ reason: String) {
        for node in nodes { draft.mark(node.id, reason) }
    }

    func origin(_ range: Range<Int>, _ scope: Scope) -> SourceRange {
        SourceRange(file: scope.file.id, start: range.lowerBound, end: max(range.upperBound, range.lowerBound))
    }

    // MARK: - Views as components

    /// What a view's stored property is to the reader.
    enum PropertyRole: Equatable {
        /// A view, or a closure making one (`let content: Content`, `@ViewBuilder var label: () -> Label`).
        case view
        /// A value `.layout` can hold (a string, a number, a flag, a colour, a font, a list of them).
        case value
        /// A closure run on an event (`let action: () -> Void`): no part of the layout.
        case action
        /// The app's own data (`let item: Item`): known only when the app runs.
        case data
        /// `@State`, `@Environment` and the like: not given by the caller.
        case state
    }

    /// The type of an object from the environment (`@Environment(Store.self)`, `@EnvironmentObject
    /// var store: Store`) or passed as one (`@ObservedObject`, `@Bindable`).
    static func objectType(of property: SwiftVariable) -> String? {
        for attribute in property.attributes {
            if attribute.hasPrefix("Environment("), attribute.hasSuffix(".self)") {
                return String(attribute.dropFirst("Environment(".count).dropLast(".self)".count))
            }
            if ["EnvironmentObject", "ObservedObject", "Bindable", "StateObject"].contains(attribute) { return property.type }
        }
        return nil
    }

    /// A `@ScaledMetric(relativeTo: .style) var side = 20` property's value at the reading's
    /// Dynamic Type size: its default scaled as the style's size is (`.body` when it names none;
    /// 20 is 20 × 23 / 17 at xxxLarge), the size marked as consulted so that each size is read
    /// apart. Nil for any other property, or a default that is not a number.
    mutating func scaledMetric(_ property: SwiftVariable, _ known: LayoutDraft.Value) -> LayoutDraft.Value? {
        guard let attribute = property.attributes.first(where: { $0.hasPrefix("ScaledMetric") }),
              known.standIn == nil, let base = Double(known.text), base.isFinite else { return nil }
        var style = TextStyle.body
        if let range = attribute.range(of: "relativeTo:") {
            let word = attribute[range.upperBound...].drop { $0 == " " || $0 == "." }.prefix { $0.isLetter || $0.isNumber }
            style = TextStyle(rawValue: String(word)) ?? .body
        }
        consulted.insert("dynamicTypeSize")
        let category = environment.dynamicTypeSize.flatMap(DynamicTypeSize.init(named:)) ?? .large
        let scaled = base * style.size(at: category) / style.size(at: .large)
        return LayoutDraft.Value(text: formatLength(CGFloat(scaled)), origin: known.origin)
    }

    /// The key of an `@Environment(\.key)` property.
    static func environmentKey(of property: SwiftVariable) -> String? {
        for attribute in property.attributes where attribute.hasPrefix("Environment(\\.") {
            return String(attribute.dropFirst("Environment(\\.".count).prefix { $0 != ")" })
        }
        return nil
    }

    func role(of property: SwiftVariable, in view: DeclarationIndex.View) -> PropertyRole {
        let wrappers = ["State", "StateObject", "Environment", "EnvironmentObject", "FocusState", "Namespace",
                        "GestureState", "AppStorage", "SceneStorage", "Query", "FetchRequest", "ObservedObject", "Bindable"]
        if property.attributes.contains(where: { wrappers.contains(String($0.prefix { $0 != "(" })) }) { return .state }
        guard property.type != nil else {
            // Untyped: what its initial value is.
            return property.initializer == nil ? .data : .value
        }
        return typeRole(property.type, in: view)
    }

    /// Whether `expr` is written as an enum's case without values: `.small`, `Size.small`.
    static func namesACase(_ expr: SwiftExpr) -> Bool {
        switch expr.kind {
        case .implicitMember, .member: return true
        default: return false
        }
    }

    /// `type` as `view` writes it (a property's), named so that a caller's code finds it: a type
    /// nested in the view by its qualified name (`Size` → `Badge.Size`, for `.large` given by a
    /// caller). Anything else as written.
    func typeNamed(_ type: String?, in view: DeclarationIndex.View) -> String? {
        guard let type else { return nil }
        let optional = type.hasSuffix("?")
        let base = optional ? String(type.dropLast()) : type
        guard !base.contains("<"), !base.contains("["),
              let info = appType(base, Scope(file: view.file, view: view)), info.scope.count > 1 else { return type }
        return info.scope.joined(separator: ".") + (optional ? "?" : "")
    }

    /// What a value of Swift type `type` is to the reader (a property's, a parameter's).
    func typeRole(_ type: String?, in view: DeclarationIndex.View?) -> PropertyRole {
        guard let type = type?.withoutSpaces else { return .data }
        if type.hasPrefix("@escaping") { return typeRole(String(type.dropFirst("@escaping".count)), in: view) }
        if let arrow = type.utf8Range(of: "->", last: true) {
            let result = String(type[type.utf8.index(type.utf8.startIndex, offsetBy: arrow.upperBound)...])
            return isViewType(result, in: view) ? .view : .action
        }
        if isViewType(type, in: view) { return .view }
        var base = Substring(type)
        while let last = base.last, last == "?" || last == "!" { base = base.dropLast() }
        if base.hasPrefix("Binding<") { base = base.dropFirst("Binding<".count).dropLast() }
        if base.hasPrefix("["), base.hasSuffix("]") { base = base.dropFirst().dropLast() }
        if base.hasPrefix("Optional<") { base = base.dropFirst("Optional<".count).dropLast() }
        let values: Set<Substring> = ["String", "Substring", "LocalizedStringKey", "LocalizedStringResource", "Int",
                                      "Double", "CGFloat", "Float", "Bool", "Color", "Font", "UInt", "Int64", "Int32",
                                      "HorizontalAlignment", "VerticalAlignment", "Alignment", "Axis", "Axis.Set",
                                      "Edge.Set", "Font.Weight", "TextAlignment"]
        return values.contains(base) ? .value : .data
    }

    /// Whether Swift type `type` is a view: `some View`, `AnyView`, `Text`, `Image`, a module view,
    /// or a generic parameter of the view constrained to View (`struct Card<Content: View>`).
    func isViewType(_ type: String, in view: DeclarationIndex.View?) -> Bool {
        var trimmed = Substring(type)
        while let first = trimmed.first, " ()?".contains(first) { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, " ()?".contains(last) { trimmed = trimmed.dropLast() }
        let type = String(trimmed)
        if type.utf8Range(of: "View") != nil || ["Text", "Image"].contains(type)
            || index.view(type, from: view?.module ?? 0, scope: view?.scope ?? [], file: view?.file.id) != nil {
            return true
        }
        // A generic parameter needs generic parameters: a view that writes none has none (and its
        // text is not searched, for each property of each use).
        guard let view, view.decl.isConstrained else { return false }
        let source = String(decoding: view.file.bytes[view.decl.range.clamped(to: 0..<view.file.bytes.count)],
                            as: UTF8.self)
        return source.utf8Range(of: "\(type): View") != nil || source.utf8Range(of: "\(type):View") != nil
    }

    /// `Name(arguments)`: the component for view `view`, made on first use. Arguments go to the
    /// memberwise initializer's parameters: by label; an unlabelled trailing closure to the first
    /// view property no label took, as Swift's forward scan does.
    mutating func component(_ view: DeclarationIndex.View, arguments: [SwiftArgument], at range: Range<Int>,
                            _ scope: Scope) -> LayoutDraft.Node {
        var given: [LayoutDraft.Argument] = []
        // The values given that stand in for what only the running app has (or that nothing gives):
        // the component is made apart for them, so that what rests on them is marked.
        var standIns: [String: String] = [:]
        // Values of the app's own given (a model, a store): the component is made apart for them.
        var records: [String: ReaderValue] = [:]
        // A custom initializer the arguments fit: what it assigns is what the view's properties hold
        // (its content closures are matched as the memberwise initializer's would be).
        let custom = initialized(view, arguments, scope, asRoot: arguments.isEmpty && range == view.decl.nameRange)
        if let assigned = custom {
            for property in view.stored where role(of: property, in: view) != .view {
                guard let value = assigned[property.name] else {
                    // What the initializer does not make known takes its stand-in.
                    if role(of: property, in: view) == .value && property.initializer == nil {
                        standIns[property.name] = StandInMarks.value + property.name
                    }
                    continue
                }
                if let scalar = value.scalar, case .layout = value, role(of: property, in: view) == .value {
                    given.append(LayoutDraft.Argument(label: LayoutNames.local(property.name), value: scalar))
                    if let standIn = scalar.standIn { standIns[property.name] = standIn }
                } else {
                    records[property.name] = value
                }
            }
        }
        let stored = view.stored.filter { !($0.isLet && $0.initializer != nil) }
        let labelled = Set(arguments.compactMap(\.label))
        var positional = stored.filter { $0.initializer == nil && role(of: $0, in: view) != .state }[...]
        var trailing = stored.filter { [.view, .action].contains(role(of: $0, in: view)) && !labelled.contains($0.name) }[...]
        for argument in arguments {
            let label: String?
            if let written = argument.label {
                label = written
            } else if argument.isTrailing {
                label = trailing.popFirst()?.name
            } else {
                label = positional.popFirst()?.name
            }
            guard let label, let property = stored.first(where: { $0.name == label }) else {
                if custom == nil {
                    note(.skipped, "'\(DeclarationIndex.written(view.name))' has no property '\(argument.label ?? "_")' the "
                         + "reader can give this to", argument.value.range, scope.file)
                }
                continue
            }
            positional.removeAll { $0.name == label }
            // With a custom initializer, only content closures are read here (it gave the rest).
            if custom != nil && role(of: property, in: view) != .view { continue }
            switch role(of: property, in: view) {
            case .view:
                let nodes = viewNodes(of: argument.value, scope)
                given.append(LayoutDraft.Argument(label: LayoutNames.local(label),
                                                  value: viewArgument(nodes, at: argument.value.range, scope)))
            case .value, .state:
                if var value = stringMember(argument.value, of: property, scope) ?? value(argument.value, scope) {
                    // A literal given as a localized string (`headline: LocalizedStringKey`) that
                    // reads as a key: its translation is what the view shows.
                    if let type = property.type, ["LocalizedStringKey", "LocalizedStringResource",
                                                  "String.LocalizationValue"].contains(type) {
                        value = localizationKeyStandIn(value, argument.value, scope)
                    }
                    given.append(LayoutDraft.Argument(label: LayoutNames.local(label), value: value))
                    if let standIn = value.standIn { standIns[label] = standIn }
                } else {
                    note(.unknown, "the value given to '\(label)' is known only when the app runs: '\(label)' takes "
                         + "its stand-in", argument.value.range, scope.file)
                    standIns[label] = StandInMarks.value + sourceText(argument.value, scope)
                }
            case .data:
                let known = evaluate(argument.value, scope, expected: typeNamed(property.type, in: view))
                // A case of the app's enum keeps its type's properties (`size.cornerRadius`).
                if let known, known.scalar == nil || !Self.isLayoutValue(known) || Self.isAppEnumCase(known) {
                    records[label] = known
                } else if case let .layout(number)? = known, number.standIn == nil, Self.isFormatInput(number.text),
                          propertyUses(view).formatted.contains(label) {
                    // A number the view formats (`amount: Decimal`): given per use.
                    records[label] = known
                } else if let mock = previewData(ofType: property.type, scope) {
                    records[label] = mock
                }
            case .action:
                continue
            }
        }
        // Data no argument gave (a root's, a value only the running app has): the code's preview data.
        for property in stored where custom == nil && role(of: property, in: view) == .data && records[property.name] == nil
            && property.initializer == nil {
            if let mock = previewData(ofType: property.type, scope) { records[property.name] = mock }
        }
        // Values without a default that no argument gave (the root's): their stand-ins.
        for property in stored where custom == nil && property.initializer == nil && role(of: property, in: view) == .value
            && !given.contains(where: { $0.label == LayoutNames.local(property.name) }) {
            note(.unknown, "'\(property.name)' is given by the view's caller: laid out with its stand-in",
                 range == view.decl.nameRange ? property.nameRange : range, range == view.decl.nameRange ? view.file : scope.file)
            given.append(LayoutDraft.Argument(label: LayoutNames.local(property.name), value: standIn(for: property)))
            standIns[property.name] = StandInMarks.value + property.name
        }
        // Views no argument gave (the root's, judged on its own): left out, so a control around
        // them is smaller here than in the app.
        for property in stored where property.initializer == nil && role(of: property, in: view) == .view
            && !given.contains(where: { $0.label == LayoutNames.local(property.name) }) {
            standIns[property.name] = StandInMarks.leftOut + "the view its caller gives as '\(property.name)'"
        }
        // A known value the view formats (`Text(amount, format: .currency(code: code))`): given
        // per use, as Foundation writes it there, so the component is made apart for it.
        let formatted = propertyUses(view).formatted
        given.removeAll { argument in
            guard let property = view.stored.first(where: { LayoutNames.local($0.name) == argument.label }),
                  formatted.contains(property.name), argument.value.standIn == nil, Self.isFormatInput(argument.value.text) else {
                return false
            }
            records[property.name] = .layout(argument.value)
            return true
        }
        for property in view.stored where formatted.contains(property.name) && records[property.name] == nil
            && standIns[property.name] == nil && !given.contains(where: { $0.label == LayoutNames.local(property.name) }) {
            // Not given: its default, when the code writes a known one.
            guard role(of: property, in: view) == .value, let initial = property.initializer,
                  let known = value(initial, Scope(file: view.file, view: view)), known.standIn == nil,
                  Self.isFormatInput(known.text) else { continue }
            records[property.name] = .layout(known)
        }
        // A variant with an optional the callers give set (`header: String? = nil` tested by
        // `if let header`): a stand-in of its type, as a caller elsewhere gives one.
        for property in view.stored where caseOverrides[view.name + "." + property.name] == "set"
            && Self.isOptionalValue(property) {
            let label = LayoutNames.local(property.name)
            given.removeAll { $0.label == label }
            records[property.name] = nil
            let wrapped = property.type.map { String($0.dropLast()) }
            given.append(LayoutDraft.Argument(label: label, value: standIn(type: wrapped)))
            standIns[property.name] = StandInMarks.value + property.name
        }
        // The cases of the view's own enums this use gives, or their defaults (`SwitchSite`).
        for property in view.stored {
            let label = LayoutNames.local(property.name)
            // An optional's: nil or set.
            if Self.isOptionalValue(property) {
                // What the call gave, else what its initializer assigned, else its default: nil
                // (`isOptionalValue`) unless a stand-in stood for it.
                let isNil: Bool
                if let written = given.first(where: { $0.label == label })?.value.text {
                    isNil = written == "nil"
                } else if case .none? = records[property.name] {
                    isNil = true
                } else {
                    isNil = records[property.name] == nil && standIns[property.name] == nil
                }
                givenCases.insert(view.name + "." + property.name + "\u{0}" + (isNil ? "nil" : "set"))
                continue
            }
            // A flag's value, its stand-in's too: the branch this use lays out.
            if property.type == "Bool", let flag = given.first(where: { $0.label == label })?.value.text,
               flag == "true" || flag == "false" {
                givenCases.insert(view.name + "." + property.name + "\u{0}" + flag)
                continue
            }
            var text = given.first(where: { $0.label == label }).flatMap { $0.value.standIn == nil ? $0.value.text : nil }
            if text == nil, records[property.name] == nil, standIns[property.name] == nil,
               case let .implicitMember(member)? = property.initializer?.kind {
                text = "." + member
            }
            guard let text, text.hasPrefix("."), isName(String(text.dropFirst())) else { continue }
            givenCases.insert(view.name + "." + property.name + "\u{0}" + text.dropFirst())
        }
        let name = makeComponent(view, standIns: standIns, records: records)
        return .element(id: id(), head: name, arguments: given, children: nil, modifiers: [], origin: origin(range, scope))
    }

    /// The property wrappers whose values are the view's or the app's own (a state, the
    /// environment, a model, storage), never a value its callers give.
    static let ownedWrappers = ["State", "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "FocusState",
                                "Bindable", "AppStorage", "SceneStorage"]

    /// Whether `property` is an optional value its callers give (`var header: String?`, `= nil`):
    /// stored, of an optional type, neither a state nor a model nor a view.
    static func isOptionalValue(_ property: SwiftVariable) -> Bool {
        guard let type = property.type, type.hasSuffix("?"), !property.isStatic, property.getter == nil,
              !type.contains("->"), !type.contains("View") else { return false }
        // A binding's optional is the caller's state, set as the user acts, not a value it gives.
        guard !property.attributes.contains(where: { attribute in
            (Self.ownedWrappers + ["Binding"]).contains { attribute.hasPrefix($0) }
        }) else { return false }
        guard let initial = property.initializer else { return true }
        if case .nilLiteral = initial.kind { return true }
        return false
    }

    /// What a string property is given as a member of `String` the app declares (`subtitle:
    /// .emptyDash` with `extension String { static let emptyDash = "--" }`): its literal when the
    /// files read declare it, else a stand-in, as a value only the app has (never `.emptyDash`
    /// itself, which `.layout` would read as a name). Nil when the property is no string or the
    /// value no member.
    mutating func stringMember(_ expr: SwiftExpr, of property: SwiftVariable, _ scope: Scope) -> LayoutDraft.Value? {
        let type = (property.type ?? "").replacingOccurrences(of: "?", with: "")
        guard ["String", "LocalizedStringKey", "Substring"].contains(type) else { return nil }
        switch expr.kind {
        case .implicitMember: break
        case let .call(callee, _):
            guard case .implicitMember = callee.kind else { return nil }
        default: return nil
        }
        if let known = evaluate(expr, scope, expected: "String")?.scalar, Self.isStringLiteral(known.text) || known.standIn != nil {
            return known
        }
        note(.unknown, "'\(sourceText(expr, scope))' is a string the files read do not declare: laid out as "
             + "\(SwiftReaderStandIns.text) (16 characters)", expr.range, scope.file)
        return .init(text: SwiftReaderStandIns.text, origin: origin(expr.range, scope),
                     standIn: StandInMarks.text + sourceText(expr, scope))
    }

    /// A value a format reads that the reading can give per use: a number (or arithmetic of
    /// numbers), a plain string literal, `true` or `false`.
    static func isFormatInput(_ text: String) -> Bool {
        FormatStyles.number(text) != nil || isStringLiteral(text) || text == "true" || text == "false"
    }

    /// `"USD"`: a string literal with nothing interpolated.
    static func isStringLiteral(_ text: String) -> Bool {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") && !text.contains("\\(")
    }

    /// What a view's code does with its stored properties, read once per view and session (one
    /// walk of its calls): those it shows with a format (`Text(amount, format: …)`, the names in
    /// the format too), which the reader formats only with their values known; and its `@State`
    /// a control edits (`TextField("…", text: $amount)`, `Toggle(isOn: $on)`, `.searchable(text:
    /// $query)`), a value the user changes, not only its initial one.
    mutating func propertyUses(_ view: DeclarationIndex.View) -> PropertyUses {
        if let known = propertyUsesByView[view.componentName] { return known }
        var shown: Set<String> = []
        var bound: Set<String> = []
        var whenShown: [SwiftStmt] = []
        var onEvents: [SwiftStmt] = []
        var offPhone: [SwiftStmt] = []
        var toggled: Set<String> = []
        Self.visitCalls(in: view) { callee, arguments in
            let shownOnly = Self.runsWhenShown(callee)
            var neverOnPhone = false
            if case let .member(_, name) = callee.kind { neverOnPhone = Self.neverOnPhone.contains(name) }
            for argument in arguments {
                guard case let .closure(_, body) = argument.value.kind else { continue }
                if shownOnly {
                    whenShown.append(contentsOf: body)
                } else if neverOnPhone {
                    offPhone.append(contentsOf: body)
                } else {
                    onEvents.append(contentsOf: body)
                }
            }
            // `isExpanded.toggle()`, `self.isExpanded.toggle()`.
            if case let .member(base, "toggle") = callee.kind, arguments.isEmpty {
                if case let .identifier(name) = base.kind { toggled.insert(name) }
                if case let .member(owner, name) = base.kind, case .identifier("self") = owner.kind { toggled.insert(name) }
            }
            switch callee.kind {
            case .identifier("Text"):
                guard let format = arguments.first(where: { $0.label == "format" }),
                      let value = arguments.first(where: { $0.label == nil }) else { return }
                shown.formUnion(Self.names(in: value.value))
                shown.formUnion(Self.names(in: format.value))
            case let .identifier(called) where Self.inputControls.contains(called):
                bound.formUnion(Self.bindings(arguments))
            case let .member(_, called) where Self.inputControls.contains(called):
                bound.formUnion(Self.bindings(arguments))
            default:
                break
            }
        }
        let states = view.stored.filter { $0.attributes.contains { $0.hasPrefix("State") } }.map(\.name)
        var setWhenShown: [String: SetWhenShown] = [:]
        for (name, value) in Self.assignments(in: whenShown) where states.contains(name) {
            let set: SetWhenShown = Self.literalKey(value) != nil ? .literal(value) : .runTime
            switch (setWhenShown[name], set) {
            case (nil, _): setWhenShown[name] = set
            case let (.literal(first)?, .literal(again)) where Self.literalKey(first) == Self.literalKey(again): break
            default: setWhenShown[name] = .runTime
            }
        }
        // A flag set as something happens (a tap, a change, a method the view calls): a state the
        // user brings about.
        let flags = Set(view.stored.filter { $0.attributes.contains { $0.hasPrefix("State") } && $0.type.map { $0 == "Bool" }
            ?? ["true", "false"].contains($0.initializer.map { Self.literalKey($0) ?? "" } ?? "") }.map(\.name))
        var setByUser = toggled
        for member in view.members + view.extensionMembers.map(\.decl) {
            if case let .function(function) = member { onEvents.append(contentsOf: function.body ?? []) }
        }
        for (name, _) in Self.assignments(in: onEvents) { setByUser.insert(name) }
        // What only a pointer or a remote sets (`.onHover { isHovering = $0 }`) an iPhone never shows.
        for (name, _) in Self.assignments(in: offPhone) { setByUser.remove(name) }
        let uses = PropertyUses(formatted: shown.intersection(view.stored.map(\.name)), userInput: bound.intersection(states),
                                setWhenShown: setWhenShown, flagsSetByUser: setByUser.intersection(flags))
        propertyUsesByView[view.componentName] = uses
        return uses
    }

    /// The events an iPhone never sends: a pointer's hovering, a remote's or a Mac's commands.
    static let neverOnPhone: Set<String> = ["onHover", "onContinuousHover", "onExitCommand", "onMoveCommand",
                                            "onPlayPauseCommand", "onCommand", "onDeleteCommand"]

    struct PropertyUses {
        var formatted: Set<String>
        var userInput: Set<String>
        /// The `@State` a view sets as it appears or is measured (`.onAppear { appeared = true }`,
        /// `.onPreferenceChange(HeightKey.self) { height = $0 }`):
        /// what the user sees is that value, not the initial one.
        var setWhenShown: [String: SetWhenShown]
        /// The `@State` flags the view sets as something happens (`isExpanded.toggle()` in a
        /// button's action, `showsCancel = focused` in `.onChange`): each value is a state users
        /// see, laid out in a variant (`SwitchSite`).
        var flagsSetByUser: Set<String> = []
    }

    /// What a view sets a `@State` to as it is shown: one literal (each assignment the same), or a
    /// value known only when the app runs (a size measured, data loaded, two values).
    enum SetWhenShown {
        case literal(SwiftExpr)
        case runTime
    }

    /// Whether a call's closures run as the view is shown or laid out, before a user does anything:
    /// `.onAppear`, `.task`, `.onPreferenceChange`, `.onGeometryChange`, and an app's own size readers
    /// (`.readSize { size = $0 }`, `.onSizeChange`, `.measureHeight`). (A `GeometryReader`'s content
    /// is views: what it measures reaches a property through one of these.)
    static func runsWhenShown(_ callee: SwiftExpr) -> Bool {
        let name: String
        switch callee.kind {
        case let .identifier(called): name = called
        case let .member(_, called): name = called
        default: return false
        }
        if ["onAppear", "task", "onPreferenceChange", "onGeometryChange"].contains(name) { return true }
        guard name.hasPrefix("on") || name.hasPrefix("read") || name.hasPrefix("measure") || name.hasPrefix("get") else {
            return false
        }
        return ["Size", "Geometry", "Frame", "Height", "Width"].contains { name.utf8Range(of: $0) != nil }
    }

    /// The properties statements assign (`name = …`, `self.name = …`), with the value, in the
    /// statements' order, through nested closures (`withAnimation { … }`, `Task { … }`) and branches.
    static func assignments(in statements: [SwiftStmt]) -> [(String, SwiftExpr)] {
        var found: [(String, SwiftExpr)] = []
        var pending: [[SwiftStmt]] = [statements]
        var budget = 100_000
        while let next = pending.popLast() {
            for statement in next {
                budget -= 1
                guard budget > 0 else { return found }
                switch statement {
                case let .assignment(target, value, _):
                    switch target.kind {
                    case let .identifier(name): found.append((name, value))
                    case let .member(base, name):
                        if case .identifier("self") = base.kind { found.append((name, value)) }
                    default: break
                    }
                case let .expression(expr):
                    var exprs = [expr]
                    while let inner = exprs.popLast() {
                        budget -= 1
                        guard budget > 0 else { return found }
                        switch inner.kind {
                        case let .call(callee, arguments):
                            exprs.append(callee)
                            exprs.append(contentsOf: arguments.map(\.value))
                        case let .member(base, _): exprs.append(base)
                        case let .closure(_, body): pending.append(body)
                        default: break
                        }
                    }
                case let .ifStmt(_, then, otherwise, _): pending.append(contentsOf: [then, otherwise ?? []])
                case let .switchStmt(_, cases, _): pending.append(contentsOf: cases.map(\.body))
                case let .guardStmt(_, otherwise, _): pending.append(otherwise)
                case let .poundIf(clauses, _): pending.append(contentsOf: clauses.map(\.body))
                default: break
                }
            }
        }
        return found
    }

    /// A literal's spelling (`true`, `1`, `.expanded`), to tell two assignments of one value; nil
    /// for anything computed.
    static func literalKey(_ value: SwiftExpr) -> String? {
        switch value.kind {
        case let .bool(flag): return flag ? "true" : "false"
        case let .integer(text), let .float(text): return text
        case let .implicitMember(name): return "." + name
        case .nilLiteral: return "nil"
        default: return nil
        }
    }

    /// The names a call's arguments bind (`$amount` → `amount`).
    static func bindings(_ arguments: [SwiftArgument]) -> [String] {
        arguments.compactMap { argument in
            guard case let .identifier(written) = argument.value.kind, written.hasPrefix("$") else { return nil }
            return String(written.dropFirst())
        }
    }

    /// SwiftUI's controls (and modifiers) whose binding the user changes.
    static let inputControls: Set<String> = ["TextField", "SecureField", "TextEditor", "Toggle", "Picker", "Stepper",
                                             "Slider", "DatePicker", "ColorPicker", "searchable"]

    /// The names an expression reads (`amount` and `code` in `amount.formatted(.currency(code: code))`).
    /// Iterative: a chain of ten thousand modifiers is as deep an expression as any.
    static func names(in expr: SwiftExpr) -> Set<String> {
        var found: Set<String> = []
        var pending = [expr]
        while let next = pending.popLast() {
            switch next.kind {
            case let .identifier(name): found.insert(name)
            case let .member(base, _): pending.append(base)
            case let .call(callee, arguments):
                if case .member = callee.kind { pending.append(callee) }
                pending.append(contentsOf: arguments.map(\.value))
            case let .prefix(_, inner), let .postfix(_, inner), let .cast(inner, _): pending.append(inner)
            case let .binary(_, left, right): pending.append(contentsOf: [left, right])
            case let .ternary(condition, then, otherwise): pending.append(contentsOf: [condition, then, otherwise])
            case let .tuple(items): pending.append(contentsOf: items.map(\.value))
            case let .subscriptExpr(base, arguments):
                pending.append(base)
                pending.append(contentsOf: arguments.map(\.value))
            default: break
            }
        }
        return found
    }

    /// Every call in a view's code (its body, builders and helpers), with its arguments; iterative
    /// over expressions and statements alike.
    static func visitCalls(in view: DeclarationIndex.View, _ found: (SwiftExpr, [SwiftArgument]) -> Void) {
        enum Item { case expr(SwiftExpr), statements([SwiftStmt]) }
        var pending: [Item] = []
        for member in view.members + view.extensionMembers.map(\.decl) {
            switch member {
            case let .variable(variable): pending.append(.statements(variable.getter ?? []))
            case let .function(function): pending.append(.statements(function.body ?? []))
            default: break
            }
        }
        while let next = pending.popLast() {
            switch next {
            case let .expr(expr):
                switch expr.kind {
                case let .call(callee, arguments):
                    found(callee, arguments)
                    pending.append(.expr(callee))
                    pending.append(contentsOf: arguments.map { .expr($0.value) })
                case let .member(base, _), let .prefix(_, base), let .postfix(_, base), let .cast(base, _):
                    pending.append(.expr(base))
                case let .closure(_, body): pending.append(.statements(body))
                case let .ternary(condition, then, otherwise):
                    pending.append(contentsOf: [.expr(condition), .expr(then), .expr(otherwise)])
                case let .binary(_, left, right): pending.append(contentsOf: [.expr(left), .expr(right)])
                case let .tuple(items): pending.append(contentsOf: items.map { .expr($0.value) })
                case let .array(items): pending.append(contentsOf: items.map { .expr($0) })
                default: break
                }
            case let .statements(statements):
                for statement in statements {
                    switch statement {
                    case let .expression(expr): pending.append(.expr(expr))
                    case let .returnStmt(expr?, _), let .binding(_, expr?, _): pending.append(.expr(expr))
                    case let .ifStmt(_, then, otherwise, _): pending.append(contentsOf: [.statements(then), .statements(otherwise ?? [])])
                    case let .guardStmt(_, otherwise, _): pending.append(.statements(otherwise))
                    case let .switchStmt(_, cases, _): pending.append(contentsOf: cases.map { .statements($0.body) })
                    case let .poundIf(clauses, _): pending.append(contentsOf: clauses.map { .statements($0.body) })
                    default: break
                    }
                }
            }
        }
    }

    /// Whether a value the reader holds is one `.layout` writes (not a model, a list or a case
    /// with a payload).
    static func isLayoutValue(_ value: ReaderValue) -> Bool {
        switch value {
        case .layout, .none: return true
        case let .enumCase(_, _, payload): return payload.isEmpty
        default: return false
        }
    }

    /// What a view's custom initializer assigns its properties when the call's arguments fit it
    /// (`init(recipe:) { self.recipe = recipe; _servings = State(initialValue: recipe.servings) }`);
    /// nil when the view has none that fits (the memberwise initializer is used).
    mutating func initialized(_ view: DeclarationIndex.View, _ arguments: [SwiftArgument],
                              _ scope: Scope, asRoot: Bool = false) -> [String: ReaderValue]? {
        let initializers = view.initializers
        guard !initializers.isEmpty else { return nil }
        var chosen = initializers.first(where: { Self.fits(arguments, $0.function.parameters) })
        // A view judged on its own, whose initializers all take values its callers give
        // (`init(title: String, height: CGFloat = 40)`): the one that takes the fewest, its
        // defaults given and the rest known only when the app runs.
        var unknownParameters = false
        if chosen == nil, asRoot {
            chosen = initializers.filter { $0.function.body != nil }.min { first, second in
                first.function.parameters.filter { $0.defaultValue == nil }.count
                    < second.function.parameters.filter { $0.defaultValue == nil }.count
            }
            unknownParameters = chosen != nil
        }
        guard let (initializer, file) = chosen, let body = initializer.body else { return nil }
        var inner = Scope(file: file, view: view)
        if unknownParameters {
            for parameter in initializer.parameters {
                inner.bind(parameter.name, parameter.defaultValue.flatMap { evaluate($0, inner, expected: parameter.type) })
            }
        } else {
            bind(initializer.parameters, to: arguments, from: scope, into: &inner)
        }
        var assigned: [String: ReaderValue] = [:]
        for case let .assignment(target, value, _) in body {
            guard let (name, source) = Self.assignedField(target, value) else { continue }
            let type = view.stored.first { $0.name == name }?.type
            if let known = evaluate(source, inner, expected: type) { assigned[name] = known }
        }
        return assigned
    }

    /// What an initializer's assignment sets: `self.title = t` or `title = t` sets `title` to `t`;
    /// `_count = State(initialValue: n)` sets the wrapped `count` to `n`. Nil for anything else.
    static func assignedField(_ target: SwiftExpr, _ value: SwiftExpr) -> (name: String, source: SwiftExpr)? {
        var field: String?
        switch target.kind {
        case let .member(base, name):
            if case .identifier("self") = base.kind { field = name }
        case let .identifier(name): field = name
        default: break
        }
        guard var name = field else { return nil }
        var source = value
        if name.hasPrefix("_"), case let .call(_, wrapped) = value.kind, let first = wrapped.first {
            name.removeFirst()
            source = first.value
        }
        return (name, source)
    }

    /// `let View(p1, p2: default, …) = body`, and its view properties as components of their own.
    @discardableResult
    mutating func makeComponent(_ view: DeclarationIndex.View, standIns: [String: String] = [:],
                                records: [String: ReaderValue] = [:]) -> String {
        // Made apart for the properties that take stand-ins (`Row_standIn_title`) and for the values
        // of the app's own given (`Row_v2`).
        var name = standIns.isEmpty ? view.componentName
            : view.componentName + "_standIn_" + standIns.keys.sorted().map(LayoutNames.local).joined(separator: "_")
        if !records.isEmpty {
            let key = name + "|" + records.keys.sorted().map { "\($0)=\(records[$0]?.key ?? "")" }.joined(separator: ";")
            let number = recordComponents[key] ?? recordComponents.count + 1
            recordComponents[key] = number
            name += "_v\(number)"
        }
        guard !made.contains(name), !making.contains(name) else { return name }
        made.insert(name)
        making.append(name)
        defer { making.removeLast() }
        var scope = Scope(file: view.file, view: view)
        scope.component = name
        var parameters: [LayoutDraft.Parameter] = []
        for property in view.stored {
            if let record = records[property.name] {
                scope.records[property.name] = record
                continue
            }
            let propertyRole = role(of: property, in: view)
            switch propertyRole {
            case .state:
                // The environment a configuration decides (`@Environment(\.dynamicTypeSize)`): read as
                // the reading's; @State the view sets as it is shown is that value; @State with a literal
                // initial value is that value; the rest is unknown.
                let setWhenShown = propertyUses(view).setWhenShown[property.name]
                if case let .literal(literal)? = setWhenShown, let known = value(literal, scope) {
                    scope.values[property.name] = known
                    parameters.append(LayoutDraft.Parameter(LayoutNames.local(property.name), known))
                } else if setWhenShown != nil {
                    scope.runtime.insert(property.name)
                    scope.values[property.name] = .some(nil)
                    note(.unknown, "'\(property.name)' (@State) is set as the view is shown (measured or loaded): "
                         + "its uses take stand-ins", property.nameRange, view.file)
                } else if let key = Self.environmentKey(of: property), environment.value(of: key) != nil {
                    scope.environmentNames[property.name] = key
                    scope.values[property.name] = nil
                } else if propertyUses(view).flagsSetByUser.contains(property.name),
                          let asked = caseOverrides[view.name + "." + property.name], asked == "true" || asked == "false" {
                    // A variant: the value the user sets it to.
                    let known = LayoutDraft.Value(text: asked)
                    scope.values[property.name] = known
                    parameters.append(LayoutDraft.Parameter(LayoutNames.local(property.name), known))
                } else if let initial = property.initializer, let known = value(initial, scope) {
                    scope.values[property.name] = known
                    parameters.append(LayoutDraft.Parameter(LayoutNames.local(property.name), known))
                    // A flag the user sets: its other value laid out in a variant.
                    if propertyUses(view).flagsSetByUser.contains(property.name), known.text == "true" || known.text == "false" {
                        var site = SwitchSite(view: view.name, file: view.file.id, property: property.name,
                                              cases: ["false", "true"], taken: known.text)
                        site.setByUser = true
                        keepVariantSite(site)
                    }
                } else if let initial = property.initializer,
                          let known = evaluate(initial, scope, expected: property.type), !Self.isLayoutValue(known) {
                    // `@State private var store = Store()`: its initial values.
                    scope.records[property.name] = known
                } else if property.initializer == nil, let type = Self.objectType(of: property),
                          let data = environmentObjects[Self.baseType(type)] ?? previewData(ofType: type, scope) {
                    // `@Environment(Store.self)`, `@EnvironmentObject var store: Store`: what the preview
                    // or the app put in the environment, else the code's preview data.
                    scope.records[property.name] = data
                } else {
                    scope.runtime.insert(property.name)
                    scope.values[property.name] = .some(nil)
                    let wrapper = property.attributes.first.map { String($0.prefix { $0 != "(" }) } ?? "State"
                    note(.unknown, "'\(property.name)' (@\(wrapper)) is known only when "
                         + "the app runs: its uses take stand-ins", property.nameRange, view.file)
                }
            case .action, .data:
                // A case of the app's enum no caller gave (`var size: Size = .status`): the
                // default, with its type's properties (`size.cornerRadius`).
                if propertyRole == .data, let initial = property.initializer, Self.namesACase(initial),
                   let known = evaluate(initial, scope, expected: property.type), Self.isAppEnumCase(known) {
                    scope.records[property.name] = known
                    continue
                }
                // The app's data: its uses are what the app knows (each use says so).
                scope.runtime.insert(property.name)
                scope.values[property.name] = .some(nil)
            case .view:
                var parameter = LayoutDraft.Parameter(LayoutNames.local(property.name), .init(text: "box(0x0)"))
                parameter.mark = standIns[property.name]
                parameters.append(parameter)
                scope.values[property.name] = LayoutDraft.Value(text: LayoutNames.local(property.name), origin: nil)
                scope.viewParameters.insert(property.name)
            case .value:
                if property.isLet, let initial = property.initializer,
                   case let known? = evaluate(initial, scope, expected: property.type), case .fields = known {
                    // `let iconSize = CGSize(width: 28, height: 28)`: its fields are read where it is used.
                    scope.records[property.name] = known
                    continue
                }
                var defaultValue = property.initializer.flatMap { value($0, scope) }
                if let scaled = defaultValue.flatMap({ scaledMetric(property, $0) }) { defaultValue = scaled }
                if property.type == nil && defaultValue == nil {
                    // `let model = Model()`: the app's data.
                    scope.runtime.insert(property.name)
                    scope.values[property.name] = .some(nil)
                    continue
                }
                if property.initializer != nil && defaultValue == nil {
                    note(.unknown, "the initial value of '\(property.name)' is known only when the app runs: it takes a "
                         + "stand-in", property.nameRange, view.file)
                }
                // Every parameter has a default, so that a call never misses one.
                parameters.append(LayoutDraft.Parameter(LayoutNames.local(property.name), defaultValue ?? standIn(for: property)))
                scope.values[property.name] = LayoutDraft.Value(text: LayoutNames.local(property.name), origin: nil,
                                                                standIn: standIns[property.name])
            }
        }
        let definitionID = id()
        let index = draft.definitions.count
        draft.definitions.append(LayoutDraft.Definition(id: definitionID, name: name, parameters: parameters,
                                                        body: .value(.init(text: "box(0x0)")), origin: origin(view.decl.nameRange, scope)))
        var body: LayoutDraft.Node
        if let getter = view.body?.getter {
            body = single(viewNodes(getter, scope), at: view.body?.range ?? view.decl.range, scope)
        } else if view.isPartial {
            // Known by its extensions only: the views they make, one under another.
            let parts = view.parts.compactMap { part -> SwiftExpr? in
                switch part {
                case let .variable(variable):
                    return SwiftExpr(kind: .identifier(variable.name), range: variable.nameRange)
                case let .function(function):
                    return SwiftExpr(kind: .call(SwiftExpr(kind: .identifier(function.name), range: function.nameRange), []),
                                     range: function.nameRange)
                default:
                    return nil
                }
            }
            note(.skipped, "'\(view.name)' is declared in no file read: laid out as the views its extensions make "
                 + "(\(parts.count)), one under another", view.decl.nameRange, view.file)
            body = single(parts.flatMap { viewNodes([.expression($0)], scope) }, at: view.decl.nameRange, scope)
        } else {
            note(.skipped, "'\(DeclarationIndex.written(view.name))' has no body the reader can find", view.decl.nameRange, view.file)
            body = .element(id: id(), head: "box", arguments: [.init(label: nil, value: .init(text: "0x0"))],
                            children: nil, modifiers: [], origin: origin(view.decl.nameRange, scope))
        }
        draft.definitions[index].body = .node(body)
        return name
    }

    /// A property's stand-in when nothing gives it a value: by its type.
    func standIn(for property: SwiftVariable) -> LayoutDraft.Value { standIn(type: property.type) }

    /// A value of Swift type `type` when nothing gives it one.
    func standIn(type: String?) -> LayoutDraft.Value {
        let type = type ?? ""
        if type.utf8Range(of: "View") != nil || type.utf8Range(of: "->") != nil { return .init(text: "box(0x0)") }
        if type.hasPrefix("Bool") { return .init(text: "false") }
        let enumerations = ["HorizontalAlignment": ".center", "VerticalAlignment": ".center", "Alignment": ".center",
                            "Axis": ".horizontal", "Axis.Set": ".horizontal", "Edge.Set": ".all", "Font": ".body",
                            "Font.Weight": ".regular", "TextAlignment": ".leading", "Color": "." + SwiftReaderStandIns.color]
        if let value = enumerations[type] { return .init(text: value) }
        if ["CGFloat", "Double", "Int", "Float"].contains(where: type.hasPrefix) { return .init(text: "0") }
        if type.hasSuffix("?") { return .init(text: "nil") }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.utf8.contains(UInt8(ascii: ":")) {
            // A list the caller gives: as many items as a collection known only at run time.
            let item = standIn(type: String(type.dropFirst().dropLast())).text
            return .init(text: "[" + Array(repeating: item, count: SwiftReaderStandIns.items).joined(separator: ", ") + "]")
        }
        return .init(text: SwiftReaderStandIns.text)
    }

    /// Views given to a view's parameter, as the argument's value: printed in place, each node
    /// with its own segment of the source map.
    mutating func viewArgument(_ nodes: [LayoutDraft.Node], at range: Range<Int>, _ scope: Scope) -> LayoutDraft.Value {
        let node = single(nodes, at: range, scope)
        return LayoutDraft.Value(text: inline(node), origin: origin(range, scope), node: node)
    }

    /// A node written inline as a value (a view given to a component's view property).
    func inline(_ node: LayoutDraft.Node) -> String {
        var sub = LayoutDraft()
        sub.root = node
        let text = sub.print().text
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The stand-ins for what only the running app knows (`docs/swiftui.md`).
public enum SwiftReaderStandIns {
    /// Text from a variable: 16 characters, about a short label.
    public static let text = "\"Placeholder text\""
    /// An SF Symbol (`Image(systemName:)`): 20×20, about its size at the body style.
    public static let symbol = "image(20x20)"
    /// An image whose size is in an asset or on the network: 0×0 ideal, flexible when resizable.
    public static let image = "image(0x0)"
    /// A colour of the app's own (an asset catalogue's, an extension's): the system gray.
    public static let color = "gray"
    /// Items of a collection known only at run time: three.
    public static let items = 3
}

extension String {
    /// Where `needle` occurs in the text, as UTF-8 offsets (the last occurrence when `last`),
    /// compared byte by byte: the reader asks this of type names for every property it reads, and
    /// Foundation's search (`contains`, `range(of:)`) cost more than the rest of the question.
    func utf8Range(of needle: String, last: Bool = false) -> Range<Int>? {
        let haystack = Array(utf8), wanted = Array(needle.utf8)
        guard let head = wanted.first, wanted.count <= haystack.count else { return nil }
        let starts = 0...(haystack.count - wanted.count)
        func matches(_ start: Int) -> Bool {
            haystack[start] == head && haystack[start..<(start + wanted.count)].elementsEqual(wanted)
        }
        let found = last ? starts.reversed().first(where: matches) : starts.first(where: matches)
        return found.map { $0..<($0 + wanted.count) }
    }
}
