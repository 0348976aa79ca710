import Foundation
import LayoutDiagnostics

/// One reading: the module's views become components (`let Row(title, detail: "") = …`) as the
/// root reaches them, the root becomes the file's root element. Notes say what could not be
/// known or read; nothing stops the reading.
struct ReadSession {
    let index: ModuleIndex
    var draft = LayoutDraft()
    var notes: [Diagnostic] = []
    var nextID = 1
    /// Views (and their view properties) already made components, by component name.
    var made: Set<String> = []
    /// Constants already made `let`s, by `.layout` name.
    var madeConstants: [String: String] = [:]
    /// Views being made (a view that contains itself is cut there).
    var making: [String] = []

    init(index: ModuleIndex) { self.index = index }

    mutating func id() -> Int {
        nextID += 1
        return nextID
    }

    func reading(name: String, file: SourceFileID) -> SwiftReading {
        let (text, map) = draft.print()
        return SwiftReading(rootName: name, file: file, text: text, map: map, notes: notes, draft: draft,
                            readNotes: notes)
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
        var view: ModuleIndex.View?
        /// Parameters and locals: name → what it reads as in `.layout` (nil: unknown).
        var values: [String: LayoutDraft.Value?] = [:]
        /// Locals that are views (`let row = HStack { … }`).
        var views: [String: [LayoutDraft.Node]] = [:]
        /// Names whose value is only known when the app runs (`@Environment`, view models).
        var runtime: Set<String> = []
        /// Parameters that hold a view (a container's content).
        var viewParameters: Set<String> = []
        var typeScope: [String] { view.map { [$0.decl.name] } ?? [] }
    }

    // MARK: - Roots

    mutating func readPreview(_ preview: ModuleIndex.Preview) {
        let scope = Scope(file: preview.file)
        let nodes = viewNodes(preview.body, scope)
        // As Xcode's canvas shows a preview: on an iPhone 16, within its safe area, unless it asks
        // for its own size (`.previewLayout(.sizeThatFits)`).
        draft.proposal = sizeThatFits(preview.body) ? nil : "393, 759"
        draft.root = single(nodes, at: preview.range, scope)
    }

    mutating func readRootView(_ view: ModuleIndex.View) {
        let scope = Scope(file: view.file)
        let call = component(view, arguments: [], at: view.decl.nameRange, scope)
        draft.proposal = "393, 759"
        draft.root = call
    }

    func sizeThatFits(_ body: [SwiftStmt]) -> Bool {
        var found = false
        func walk(_ expr: SwiftExpr) {
            switch expr.kind {
            case let .call(callee, arguments):
                if case let .member(_, name) = callee.kind, name == "previewLayout",
                   case let .implicitMember(layout)? = arguments.first?.value.kind, layout == "sizeThatFits" { found = true }
                walk(callee)
            case let .member(base, _): walk(base)
            default: break
            }
        }
        for case let .expression(expr) in body { walk(expr) }
        return found
    }

    /// Several views where one is wanted (a root, a component's body, a modifier's content): one
    /// as it is, none as an empty stack, several in a `vstack(spacing: 0)` (SwiftUI's implicit
    /// VStack for a preview's or a `Group`'s several views).
    mutating func single(_ nodes: [LayoutDraft.Node], at range: Range<Int>, _ scope: Scope) -> LayoutDraft.Node {
        if nodes.count == 1 { return nodes[0] }
        return .element(id: id(), head: "vstack", arguments: [LayoutDraft.Argument(label: "spacing", value: .init(text: "0"))],
                        children: nodes, modifiers: [], origin: origin(range, scope))
    }

    func origin(_ range: Range<Int>, _ scope: Scope) -> SourceRange {
        SourceRange(file: scope.file.id, start: range.lowerBound, end: max(range.upperBound, range.lowerBound))
    }

    // MARK: - Views as components

    /// `Name(arguments)`: the component for view `view`, made on first use.
    mutating func component(_ view: ModuleIndex.View, arguments: [SwiftArgument], at range: Range<Int>,
                            _ scope: Scope) -> LayoutDraft.Node {
        let name = view.decl.name
        makeComponent(view)
        var given: [LayoutDraft.Argument] = []
        let stored = view.stored
        var positional = stored.filter { $0.initializer == nil }[...]
        for argument in arguments {
            let label = argument.label ?? (argument.isTrailing ? trailingProperty(view) : positional.first?.name)
            if argument.label == nil && !argument.isTrailing { _ = positional.popFirst() }
            guard let label, let property = stored.first(where: { $0.name == label }) else {
                note(.skipped, "'\(name)' has no property '\(argument.label ?? "_")' the reader can give this to",
                     argument.value.range, scope.file)
                continue
            }
            if isViewProperty(property, in: view) {
                let nodes = viewNodes(of: argument.value, scope)
                given.append(LayoutDraft.Argument(label: label, value: .init(text: "", origin: nil)))
                given[given.count - 1].value = .init(text: inline(single(nodes, at: argument.value.range, scope)),
                                                     origin: origin(argument.value.range, scope))
            } else if let value = value(argument.value, scope) {
                given.append(LayoutDraft.Argument(label: label, value: value))
            } else {
                note(.unknown, "the value given to '\(label)' is known only when the app runs: '\(label)' takes "
                     + "its stand-in", argument.value.range, scope.file)
            }
        }
        // Properties without a default that no argument gave: their stand-ins.
        for property in stored where property.initializer == nil && !given.contains(where: { $0.label == property.name })
            && !isViewProperty(property, in: view) && isParameter(property) {
            given.append(LayoutDraft.Argument(label: property.name, value: standIn(for: property)))
        }
        return .element(id: id(), head: name, arguments: given, children: nil, modifiers: [], origin: origin(range, scope))
    }

    /// The property a trailing closure fills: the view's last stored property of a view type.
    func trailingProperty(_ view: ModuleIndex.View) -> String? {
        view.stored.last { isViewProperty($0, in: view) }?.name
    }

    /// Whether `property` holds a view (a generic `Content`, `some View`, `AnyView`, a closure making one).
    func isViewProperty(_ property: SwiftVariable, in view: ModuleIndex.View) -> Bool {
        guard let type = property.type else { return false }
        if type.contains("View") || type.contains("->") { return true }
        // A generic parameter of the view constrained to View: `struct Card<Content: View>`.
        let source = String(decoding: view.file.bytes[view.decl.range.clamped(to: 0..<view.file.bytes.count)],
                            as: UTF8.self)
        return source.contains("\(type): View") || source.contains("\(type):View")
    }

    /// Whether a stored property is one a caller gives (not `@State`, `@Environment` and the like).
    func isParameter(_ property: SwiftVariable) -> Bool {
        !property.attributes.contains { ["State", "StateObject", "Environment", "EnvironmentObject", "FocusState",
                                         "Namespace", "GestureState", "AppStorage", "SceneStorage", "Query",
                                         "FetchRequest"].contains($0.split(separator: "(").first.map(String.init) ?? $0) }
    }

    /// `let View(p1, p2: default, …) = body`, and its view properties as components of their own.
    mutating func makeComponent(_ view: ModuleIndex.View) {
        let name = view.decl.name
        guard !made.contains(name), !making.contains(name) else { return }
        made.insert(name)
        making.append(name)
        defer { making.removeLast() }
        var scope = Scope(file: view.file, view: view)
        var parameters: [(name: String, defaultValue: LayoutDraft.Value?)] = []
        for property in view.stored {
            if !isParameter(property) {
                // @State with a literal initial value is that value; the environment is unknown.
                if let initial = property.initializer, let known = value(initial, scope) {
                    scope.values[property.name] = known
                    parameters.append((property.name, known))
                } else {
                    scope.runtime.insert(property.name)
                    scope.values[property.name] = .some(nil)
                    note(.unknown, "'\(property.name)' (@\(property.attributes.first ?? "State")) is known only when "
                         + "the app runs: its uses take stand-ins", property.nameRange, view.file)
                }
                continue
            }
            let defaultValue = property.initializer.flatMap { isViewProperty(property, in: view) ? nil : value($0, scope) }
            if property.initializer != nil && defaultValue == nil && !isViewProperty(property, in: view) {
                note(.unknown, "the initial value of '\(property.name)' is known only when the app runs: it takes a "
                     + "stand-in", property.nameRange, view.file)
            }
            parameters.append((property.name, defaultValue ?? (property.initializer != nil ? standIn(for: property) : nil)))
            scope.values[property.name] = LayoutDraft.Value(text: property.name, origin: nil)
            if isViewProperty(property, in: view) { scope.viewParameters.insert(property.name) }
        }
        let definitionID = id()
        let index = draft.definitions.count
        draft.definitions.append(LayoutDraft.Definition(id: definitionID, name: name, parameters: parameters,
                                                        body: .value(.init(text: "box(0x0)")), origin: origin(view.decl.nameRange, scope)))
        var body: LayoutDraft.Node
        if let getter = view.body?.getter {
            body = single(viewNodes(getter, scope), at: view.body?.range ?? view.decl.range, scope)
        } else {
            note(.skipped, "'\(name)' has no body the reader can find", view.decl.nameRange, view.file)
            body = .element(id: id(), head: "box", arguments: [.init(label: nil, value: .init(text: "0x0"))],
                            children: nil, modifiers: [], origin: origin(view.decl.nameRange, scope))
        }
        draft.definitions[index].body = .node(body)
    }

    /// A property's stand-in when nothing gives it a value: by its type.
    func standIn(for property: SwiftVariable) -> LayoutDraft.Value {
        let type = property.type ?? ""
        if type.hasPrefix("Bool") { return .init(text: "false") }
        if ["CGFloat", "Double", "Int", "Float"].contains(where: type.hasPrefix) { return .init(text: "0") }
        if type.hasPrefix("[") { return .init(text: "[]") }
        if type.hasSuffix("?") { return .init(text: "nil") }
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
    /// Items of a collection known only at run time: three.
    public static let items = 3
}
