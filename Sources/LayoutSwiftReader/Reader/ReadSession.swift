import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutAppModel

/// One reading: the module's views become components (`let Row(title, detail: "") = …`) as the
/// root reaches them, the root becomes the file's root element. Notes say what could not be
/// known or read; nothing stops the reading.
struct ReadSession {
    let index: DeclarationIndex
    /// The build whose `#if` clauses are read.
    let configuration: SwiftBuildConfiguration
    var draft = LayoutDraft()
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
    /// The view expressions read, each once.
    var viewExpressions: [SourceRange] = []
    var seenViewExpressions: Set<SourceRange> = []

    init(index: DeclarationIndex, configuration: SwiftBuildConfiguration) {
        self.index = index
        self.configuration = configuration
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
        /// Parameters and locals: name → what it reads as in `.layout` (nil: unknown).
        var values: [String: LayoutDraft.Value?] = [:]
        /// Locals that are views (`let row = HStack { … }`).
        var views: [String: [LayoutDraft.Node]] = [:]
        /// Names whose value is only known when the app runs (`@Environment`, view models).
        var runtime: Set<String> = []
        /// Parameters that hold a view (a container's content).
        var viewParameters: Set<String> = []
        /// The types enclosing code that is not a view's (a style's `makeBody`, a modifier's `body`).
        var types: [String] = []
        /// The enclosing types of the code being read, where names are looked up first.
        var typeScope: [String] { view?.scope ?? types }
    }

    // MARK: - Roots

    mutating func readPreview(_ preview: DeclarationIndex.Preview) {
        let scope = Scope(file: preview.file)
        let nodes = viewNodes(preview.body, scope)
        // As Xcode's canvas shows a preview: on an iPhone 16, within its safe area, unless it asks
        // for its own size (`.previewLayout(.sizeThatFits)`).
        draft.proposal = sizeThatFits(preview.body) ? nil : "393, 759"
        draft.root = single(nodes, at: preview.range, scope)
    }

    mutating func readWidget(_ content: SwiftExpr, file: SourceFile) {
        var scope = Scope(file: file)
        if case let .closure(parameters, _) = content.kind {
            for name in parameters { scope.values[name] = .some(nil) }
        }
        draft.proposal = nil
        draft.root = single(viewNodes(of: content, scope), at: content.range, scope)
    }

    mutating func readRootView(_ view: DeclarationIndex.View) {
        let scope = Scope(file: view.file)
        let call = component(view, arguments: [], at: view.decl.nameRange, scope)
        draft.proposal = "393, 759"
        draft.root = call
    }

    func sizeThatFits(_ body: [SwiftStmt]) -> Bool {
        // Down the modifier chain, iteratively: a chain can be as long as the file.
        for case var .expression(expr) in body {
            while true {
                if case let .call(callee, arguments) = expr.kind {
                    if case let .member(_, name) = callee.kind, name == "previewLayout",
                       case let .implicitMember(layout)? = arguments.first?.value.kind, layout == "sizeThatFits" {
                        return true
                    }
                    expr = callee
                } else if case let .member(base, _) = expr.kind {
                    expr = base
                } else {
                    break
                }
            }
        }
        return false
    }

    /// Several views where one is wanted (a root, a component's body, a modifier's content): one
    /// as it is, none as an empty stack, several in a `vstack(spacing: 0)` (SwiftUI's implicit
    /// VStack for a preview's or a `Group`'s several views).
    mutating func single(_ nodes: [LayoutDraft.Node], at range: Range<Int>, _ scope: Scope) -> LayoutDraft.Node {
        if nodes.count == 1, case .element = nodes[0] { return nodes[0] }
        return .element(id: id(), head: "vstack", arguments: [LayoutDraft.Argument(label: "spacing", value: .init(text: "0"))],
                        children: nodes, modifiers: [], origin: origin(range, scope))
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

    /// What a value of Swift type `type` is to the reader (a property's, a parameter's).
    func typeRole(_ type: String?, in view: DeclarationIndex.View?) -> PropertyRole {
        guard let type = type?.replacingOccurrences(of: " ", with: "") else { return .data }
        if type.hasPrefix("@escaping") { return typeRole(String(type.dropFirst("@escaping".count)), in: view) }
        if type.contains("->") {
            let result = String(type[type.range(of: "->", options: .backwards)!.upperBound...])
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
        let type = type.trimmingCharacters(in: CharacterSet(charactersIn: " ()?"))
        if type.contains("View") || ["Text", "Image"].contains(type)
            || index.view(type, from: view?.module ?? 0, scope: view?.scope ?? []) != nil {
            return true
        }
        guard let view else { return false }
        let source = String(decoding: view.file.bytes[view.decl.range.clamped(to: 0..<view.file.bytes.count)],
                            as: UTF8.self)
        return source.contains("\(type): View") || source.contains("\(type):View")
    }

    /// `Name(arguments)`: the component for view `view`, made on first use. Arguments go to the
    /// memberwise initializer's parameters: by label; an unlabelled trailing closure to the first
    /// view property no label took, as Swift's forward scan does.
    mutating func component(_ view: DeclarationIndex.View, arguments: [SwiftArgument], at range: Range<Int>,
                            _ scope: Scope) -> LayoutDraft.Node {
        let name = view.componentName
        makeComponent(view)
        var given: [LayoutDraft.Argument] = []
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
                note(.skipped, "'\(view.name)' has no property '\(argument.label ?? "_")' the reader can give this to",
                     argument.value.range, scope.file)
                continue
            }
            positional.removeAll { $0.name == label }
            switch role(of: property, in: view) {
            case .view:
                let nodes = viewNodes(of: argument.value, scope)
                given.append(LayoutDraft.Argument(label: LayoutNames.local(label),
                                                  value: .init(text: inline(single(nodes, at: argument.value.range, scope)),
                                                               origin: origin(argument.value.range, scope))))
            case .value, .state:
                if let value = value(argument.value, scope) {
                    given.append(LayoutDraft.Argument(label: LayoutNames.local(label), value: value))
                } else {
                    note(.unknown, "the value given to '\(label)' is known only when the app runs: '\(label)' takes "
                         + "its stand-in", argument.value.range, scope.file)
                }
            case .action, .data:
                continue
            }
        }
        // Values without a default that no argument gave (the root's): their stand-ins.
        for property in stored where property.initializer == nil && role(of: property, in: view) == .value
            && !given.contains(where: { $0.label == LayoutNames.local(property.name) }) {
            note(.unknown, "'\(property.name)' is given by the view's caller: laid out with its stand-in",
                 range == view.decl.nameRange ? property.nameRange : range, range == view.decl.nameRange ? view.file : scope.file)
            given.append(LayoutDraft.Argument(label: LayoutNames.local(property.name), value: standIn(for: property)))
        }
        return .element(id: id(), head: name, arguments: given, children: nil, modifiers: [], origin: origin(range, scope))
    }

    /// `let View(p1, p2: default, …) = body`, and its view properties as components of their own.
    mutating func makeComponent(_ view: DeclarationIndex.View) {
        let name = view.componentName
        guard !made.contains(name), !making.contains(name) else { return }
        made.insert(name)
        making.append(name)
        defer { making.removeLast() }
        var scope = Scope(file: view.file, view: view)
        var parameters: [LayoutDraft.Parameter] = []
        for property in view.stored {
            switch role(of: property, in: view) {
            case .state:
                // @State with a literal initial value is that value; the environment is unknown.
                if let initial = property.initializer, let known = value(initial, scope) {
                    scope.values[property.name] = known
                    parameters.append(LayoutDraft.Parameter(LayoutNames.local(property.name), known))
                } else {
                    scope.runtime.insert(property.name)
                    scope.values[property.name] = .some(nil)
                    note(.unknown, "'\(property.name)' (@\(property.attributes.first ?? "State")) is known only when "
                         + "the app runs: its uses take stand-ins", property.nameRange, view.file)
                }
            case .action, .data:
                // The app's data: its uses are what the app knows (each use says so).
                scope.runtime.insert(property.name)
                scope.values[property.name] = .some(nil)
            case .view:
                parameters.append(LayoutDraft.Parameter(LayoutNames.local(property.name), .init(text: "box(0x0)")))
                scope.values[property.name] = LayoutDraft.Value(text: LayoutNames.local(property.name), origin: nil)
                scope.viewParameters.insert(property.name)
            case .value:
                let defaultValue = property.initializer.flatMap { value($0, scope) }
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
                scope.values[property.name] = LayoutDraft.Value(text: LayoutNames.local(property.name), origin: nil)
            }
        }
        let definitionID = id()
        let index = draft.definitions.count
        draft.definitions.append(LayoutDraft.Definition(id: definitionID, name: name, parameters: parameters,
                                                        body: .value(.init(text: "box(0x0)")), origin: origin(view.decl.nameRange, scope)))
        var body: LayoutDraft.Node
        if let getter = view.body?.getter {
            body = single(viewNodes(getter, scope), at: view.body?.range ?? view.decl.range, scope)
        } else {
            note(.skipped, "'\(view.name)' has no body the reader can find", view.decl.nameRange, view.file)
            body = .element(id: id(), head: "box", arguments: [.init(label: nil, value: .init(text: "0x0"))],
                            children: nil, modifiers: [], origin: origin(view.decl.nameRange, scope))
        }
        draft.definitions[index].body = .node(body)
    }

    /// A property's stand-in when nothing gives it a value: by its type.
    func standIn(for property: SwiftVariable) -> LayoutDraft.Value { standIn(type: property.type) }

    /// A value of Swift type `type` when nothing gives it one.
    func standIn(type: String?) -> LayoutDraft.Value {
        let type = type ?? ""
        if type.contains("View") || type.contains("->") { return .init(text: "box(0x0)") }
        if type.hasPrefix("Bool") { return .init(text: "false") }
        let enumerations = ["HorizontalAlignment": ".center", "VerticalAlignment": ".center", "Alignment": ".center",
                            "Axis": ".horizontal", "Axis.Set": ".horizontal", "Edge.Set": ".all", "Font": ".body",
                            "Font.Weight": ".regular", "TextAlignment": ".leading", "Color": "." + SwiftReaderStandIns.color]
        if let value = enumerations[type] { return .init(text: value) }
        if ["CGFloat", "Double", "Int", "Float"].contains(where: type.hasPrefix) { return .init(text: "0") }
        if type.hasSuffix("?") { return .init(text: "nil") }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            // A list the caller gives: as many items as a collection known only at run time.
            let item = standIn(type: String(type.dropFirst().dropLast())).text
            return .init(text: "[" + Array(repeating: item, count: SwiftReaderStandIns.items).joined(separator: ", ") + "]")
        }
        return .init(text: SwiftReaderStandIns.text)
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
