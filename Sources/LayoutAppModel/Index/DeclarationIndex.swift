import LayoutDiagnostics
import LayoutSwiftSyntax

/// What the Swift files of one reading declare that view code may use, module by module, and what
/// a name written in a file means there — as the compiler resolves it: the enclosing types first
/// (`Preview` inside `TicketView` is `TicketView.Preview`), then the file's own module, then the
/// modules it imports (`BeaconUI.Row` names one of them). Views (`struct X: View`), constants
/// (`static let` and global `let`s, by qualified name), the app's `View` extensions, `ButtonStyle`s,
/// `ViewModifier`s, `Layout`s, static view builders and previews. Every stage that asks what a
/// name is asks this index (`docs/swiftui.md`, "Names").
public struct DeclarationIndex: Sendable {
    /// A module of the reading: its name, and the modules its files see (itself first, then what
    /// they import, in order).
    public struct Module: Sendable {
        public var name: String
        public var visible: [Int]
        public init(name: String, visible: [Int]) {
            self.name = name
            self.visible = visible
        }
    }

    /// A `struct X: View` (nested types by their qualified name, `TicketView.Preview`).
    public struct View: Sendable {
        /// The qualified name within its module.
        public var name: String
        /// A name no other view of the reading has (`TicketView_Preview`; the module's name first
        /// when two modules declare the same name): what `.layout` calls its component.
        public var componentName: String
        public var module: Int
        public var decl: SwiftTypeDecl
        public var file: SourceFile
        /// The enclosing types' names and its own (`["TicketView", "Preview"]`): where its code's
        /// names are looked up first.
        public var scope: [String]
        /// Members its extensions declare (`extension Row { var header: some View { … } }`), in any
        /// file of the reading.
        public var extensionMembers: [(decl: SwiftDecl, file: SourceFile)] = []
        /// Known only by its extensions (`decl` is the first of them): its declaration is in no file
        /// read (`extension Home.RootView { … }` in `HomeRootView+Header.swift` alone). It has no
        /// body; the views its extensions make (`parts`) are what is laid out.
        public var isPartial = false

        /// A partial view's parts: the views its extensions make without arguments (`var header:
        /// some View`, `func footer() -> some View`) that none of its other parts shows, in the
        /// order written.
        public var parts: [SwiftDecl] {
            let written = members.map { ($0, file) } + extensionMembers
            // Each property's or function's name and range, and whether it is a part.
            let declared: [(name: String, range: Range<Int>, file: SourceFile, decl: SwiftDecl, isPart: Bool)] =
                written.compactMap { member, file in
                    switch member {
                    // Not the items of a menu, a toolbar or a dialog (`AppViews.isItems`): the
                    // container they are given to draws them.
                    case let .variable(variable):
                        return (variable.name, variable.range, file, member,
                                variable.getter.map { !AppViews.isItems($0) } ?? false && !variable.isStatic
                                    && DeclarationIndex.makesView(variable.type))
                    case let .function(function):
                        return (function.name, function.range, file, member,
                                function.body.map { !AppViews.isItems($0) } ?? false && !function.isStatic
                                    && DeclarationIndex.makesView(function.returnType)
                                    && function.parameters.allSatisfy { $0.defaultValue != nil })
                    default:
                        return nil
                    }
                }
            return declared.filter { part in
                part.isPart && !declared.contains { other in
                    (other.file.id != part.file.id || other.range != part.range)
                        && AppViews.Words([part.name]).anyWritten(in: other.range, of: other.file.bytes)
                }
            }.map(\.decl)
        }

        /// Its members, those of the `#if` clause the build compiles among them.
        public var members: [SwiftDecl] { DeclarationIndex.flattened(decl.members) }

        /// Stored properties, in order (the memberwise initializer's parameters).
        public var stored: [SwiftVariable] {
            members.compactMap { member in
                if case let .variable(variable) = member, variable.getter == nil, !variable.isStatic { return variable }
                return nil
            }
        }

        /// Its initializers written in its declaration or its extensions.
        public var initializers: [(function: SwiftFunction, file: SourceFile)] {
            (members.map { ($0, file) } + extensionMembers).compactMap { member, file in
                if case let .initializer(function) = member { return (function, file) }
                return nil
            }
        }

        /// The computed property or function named `name` that makes part of the view (`var header:
        /// some View`, `func row(…) -> some View`; not `body`, nothing static), its own or its
        /// extensions', with the file it is written in: the last written, where several are.
        public func builder(named name: String) -> Builder? {
            func match(_ member: SwiftDecl, _ file: SourceFile) -> Builder? {
                switch member {
                case let .variable(variable) where variable.name == name && variable.getter != nil && name != "body"
                    && !variable.isStatic:
                    return Builder(decl: member, file: file)
                case let .function(function) where function.name == name && !function.isStatic && function.body != nil:
                    return Builder(decl: member, file: file)
                default:
                    return nil
                }
            }
            for (member, file) in extensionMembers.reversed() { if let found = match(member, file) { return found } }
            for member in members.reversed() { if let found = match(member, file) { return found } }
            return nil
        }

        public var body: SwiftVariable? {
            for case let .variable(variable) in members where variable.name == "body" && variable.getter != nil {
                return variable
            }
            return nil
        }
    }

    /// A type of the app's own (a model `struct`, an `enum`, a store `class`), with the members its
    /// extensions add: what the reader evaluates values of (`Recipe.mock.title`).
    public struct TypeInfo: Sendable {
        public var name: String
        public var decl: SwiftTypeDecl
        public var file: SourceFile
        public var module: Int
        /// The enclosing types' names and its own.
        public var scope: [String]
        public var extensionMembers: [(decl: SwiftDecl, file: SourceFile)] = []

        /// Its members and its extensions', with the file each is written in (the `#if` clause the
        /// build compiles).
        public var allMembers: [(decl: SwiftDecl, file: SourceFile)] {
            DeclarationIndex.flattened(decl.members).map { ($0, file) } + extensionMembers
        }

        /// The cases an enum declares, in order (those of the `#if` clause the build compiles).
        public var cases: [SwiftEnumCase] {
            DeclarationIndex.flattened(decl.members).flatMap { member -> [SwiftEnumCase] in
                if case let .enumCases(cases, _) = member { return cases }
                return []
            }
        }

        /// Stored properties, in order (the memberwise initializer's parameters).
        public var stored: [SwiftVariable] {
            DeclarationIndex.flattened(decl.members).compactMap { member in
                if case let .variable(variable) = member, variable.getter == nil, !variable.isStatic { return variable }
                return nil
            }
        }
    }

    /// A computed property or function making a view, and the file it is written in.
    public struct Builder: Sendable {
        public var decl: SwiftDecl
        public var file: SourceFile
    }

    public struct Constant: Sendable {
        public var value: SwiftExpr
        public var file: SourceFile
        public var range: Range<Int>
        public var module: Int
    }

    /// A root: a `#Preview`, or a `PreviewProvider`'s previews.
    public struct Preview: Sendable {
        public var name: String
        public var body: [SwiftStmt]
        public var file: SourceFile
        public var range: Range<Int>
        public var module: Int
        /// `#Preview`'s arguments (`as: .systemSmall`, `traits: .sizeThatFitsLayout`) and the
        /// closures after its body (`timeline:`); none for a `PreviewProvider`.
        public var arguments: [SwiftArgument] = []
        public var trailing: [SwiftArgument] = []
        /// The types its code is written in (a `PreviewProvider`'s: `Preview()` in its `previews`
        /// is the view it nests); none for a `#Preview` at the top level.
        public var scope: [String] = []
    }

    /// A function or type of the app's own, and where it is declared.
    public struct Declared<Value: Sendable>: Sendable {
        public var value: Value
        public var file: SourceFile
        public var module: Int
    }

    /// A `ButtonStyle`'s `makeBody(configuration:)` or a `ViewModifier`'s `body(content:)`, with
    /// its type (for the stored properties).
    public struct Style: Sendable {
        public var decl: SwiftTypeDecl
        public var body: SwiftFunction
        /// The enclosing types' names and its own: where its code's names are looked up first.
        public var scope: [String]
    }

    public private(set) var modules: [Module]
    /// Views by module, by qualified name.
    public private(set) var views: [[String: View]]
    /// Constants by module, by qualified name (`DesignSystem.Spaces.one`, `Color.brand`) and, for
    /// globals, by name.
    private var constants: [[String: Constant]]
    /// Static functions of one expression (`extension Font { static func body(_ size: CGFloat = 16)
    /// -> Font { .custom("Inter", size: size) } }`), by module, by qualified name (`Font.body`).
    private var functions: [[String: Declared<SwiftFunction>]]
    /// `extension View { func cardStyle() -> some View { … } }`, by module, by name.
    private var modifiers: [[String: [Declared<SwiftFunction>]]]
    private var buttonStyles: [[String: Declared<Style>]]
    private var viewModifiers: [[String: Declared<Style>]]
    private var layouts: [[String: Declared<SwiftTypeDecl>]]
    /// Static properties and functions making views (`SettingsRow.addAccount`), by module, by
    /// qualified name.
    private var staticBuilders: [[String: Builder]]
    /// `static var primary: PrimaryStyle` in `extension ButtonStyle where Self == PrimaryStyle`:
    /// the style type of `.buttonStyle(.primary)`, by module, by member name.
    private var styleShorthands: [[String: String]]
    /// `static func primary(size: Size = .large) -> PrimaryStyle { PrimaryStyle(size: size) }` in
    /// such an extension: the function that makes the style of `.buttonStyle(.primary(…))`.
    private var styleShorthandFunctions: [[String: Declared<SwiftFunction>]]
    /// The app's `ToggleStyle`s by type, and the shorthands of `extension ToggleStyle where Self ==
    /// CheckboxStyle` (`.toggleStyle(.checkbox)`) by member.
    private var toggleStyles: [[String: Declared<Style>]]
    private var toggleStyleShorthands: [[String: String]]
    public private(set) var previews: [Preview] = []
    /// Types declared again at the top level of another file of their module, in the order read.
    public private(set) var redeclarations: [Redeclaration] = []
    /// A type a module declares twice (`struct ContentView` in two files): what swiftc refuses as an
    /// invalid redeclaration. The second file's is read as that file's own.
    public struct Redeclaration: Sendable {
        public var name: String
        public var first: SourceFile
        public var firstRange: Range<Int>
        public var again: SourceFile
        public var againRange: Range<Int>
    }
    /// The names `previews` has taken in each file.
    private var previewNames: Set<PreviewName> = []
    private struct PreviewName: Hashable {
        var file: SourceFileID
        var name: String
    }
    /// Every type of the app's own, by module, by qualified name.
    private var types: [[String: TypeInfo]]
    /// The module of each file, by file.
    private var moduleOfFile: [SourceFileID: Int] = [:]

    /// An extension's members, to add to the type it extends once every module is indexed.
    typealias Extension = (type: String, module: Int, scope: [String], members: [(decl: SwiftDecl, file: SourceFile)],
                           decl: SwiftTypeDecl)

    /// What one module's files declare, indexed on their own (as module 0): the part of a
    /// reading's index a module gives, made once and shared by every reading that holds the module
    /// (`WorkspaceSources.reading(of:for:)`: a design system's module is in every feature's).
    public struct ModuleDeclarations: Sendable {
        /// The module's tables (its one module), before extensions are added to their types and
        /// components named (which depend on the reading's other modules).
        fileprivate var tables: DeclarationIndex
        fileprivate var extensions: [Extension]
        fileprivate var files: [(file: SourceFile, syntax: SwiftFileSyntax)]

        public init(files: [(file: SourceFile, syntax: SwiftFileSyntax)]) {
            self.files = files
            tables = DeclarationIndex(modules: [Module(name: "", visible: [0])], count: 1)
            var extensions: [Extension] = []
            for (file, syntax) in files where tables.moduleOfFile[file.id] == nil {
                tables.moduleOfFile[file.id] = 0
                tables.add(syntax.declarations, file: file, module: 0, scope: [], extensions: &extensions)
            }
            self.extensions = extensions
        }

        /// The names of the views it declares that another module can name (not a file's private ones).
        var visibleViewNames: Set<String> { Set(tables.views[0].keys.lazy.filter { !$0.hasPrefix("\u{1}") }) }
    }

    /// Empty tables for `count` modules.
    private init(modules: [Module], count: Int) {
        self.modules = modules
        views = Array(repeating: [:], count: count)
        constants = Array(repeating: [:], count: count)
        functions = Array(repeating: [:], count: count)
        modifiers = Array(repeating: [:], count: count)
        buttonStyles = Array(repeating: [:], count: count)
        viewModifiers = Array(repeating: [:], count: count)
        layouts = Array(repeating: [:], count: count)
        staticBuilders = Array(repeating: [:], count: count)
        styleShorthands = Array(repeating: [:], count: count)
        styleShorthandFunctions = Array(repeating: [:], count: count)
        toggleStyles = Array(repeating: [:], count: count)
        toggleStyleShorthands = Array(repeating: [:], count: count)
        types = Array(repeating: [:], count: count)
    }

    /// Indexes `modules`, each with its files and their syntax (parsed for the reading's build).
    public init(modules: [(module: Module, files: [(file: SourceFile, syntax: SwiftFileSyntax)])]) {
        self.init(modules: modules.map { ($0.module, ModuleDeclarations(files: $0.files)) })
    }

    /// Indexes `modules` from what each module's files declare. A file two modules of the reading
    /// hold (two targets sharing a folder) belongs to the first.
    public init(modules: [(module: Module, declarations: ModuleDeclarations)]) {
        self.init(modules: modules.map(\.module), count: modules.count)
        var extensions: [Extension] = []
        for (index, entry) in modules.enumerated() {
            var part = entry.declarations
            if part.files.contains(where: { moduleOfFile[$0.file.id] != nil }) {
                part = ModuleDeclarations(files: part.files.filter { moduleOfFile[$0.file.id] == nil })
            }
            take(part, as: index, extensions: &extensions)
        }
        for (type, module, scope, members, decl) in extensions {
            let file = members.first?.file.id
            let view = view(type, from: module, scope: scope, file: file)
            if let view {
                views[view.module][view.name]?.extensionMembers += members
            }
            let found = self.type(type, from: module, scope: scope, file: file)
            if let found {
                types[found.module][found.name]?.extensionMembers += members
            }
            // `extension Home.RootView { var header: some View { … } }` whose type is declared in
            // no file read: a view known by its extensions' parts.
            if view == nil, found == nil, let file = members.first?.file, Self.extendsUnreadView(decl) {
                if views[module][type] != nil {
                    views[module][type]?.extensionMembers += members
                } else {
                    var partial = View(name: type, componentName: type, module: module, decl: decl, file: file,
                                       scope: type.split(separator: ".").map(String.init))
                    partial.isPartial = true
                    views[module][type] = partial
                }
            }
        }
        nameComponents()
    }

    /// Puts a module's tables at `module` (each value's module set to it).
    private mutating func take(_ part: ModuleDeclarations, as module: Int, extensions: inout [Extension]) {
        let tables = part.tables
        for file in part.files where tables.moduleOfFile[file.file.id] != nil { moduleOfFile[file.file.id] = module }
        staticBuilders[module] = tables.staticBuilders[0]
        styleShorthands[module] = tables.styleShorthands[0]
        styleShorthandFunctions[module] = tables.styleShorthandFunctions[0].mapValues {
            Declared(value: $0.value, file: $0.file, module: module)
        }
        toggleStyles[module] = tables.toggleStyles[0].mapValues { Declared(value: $0.value, file: $0.file, module: module) }
        toggleStyleShorthands[module] = tables.toggleStyleShorthands[0]
        guard module != 0 else {
            views[0] = tables.views[0]
            constants[0] = tables.constants[0]
            functions[0] = tables.functions[0]
            modifiers[0] = tables.modifiers[0]
            buttonStyles[0] = tables.buttonStyles[0]
            viewModifiers[0] = tables.viewModifiers[0]
            layouts[0] = tables.layouts[0]
            types[0] = tables.types[0]
            previews += tables.previews
            redeclarations += tables.redeclarations
            extensions += part.extensions
            return
        }
        redeclarations += tables.redeclarations
        func moved<T>(_ value: Declared<T>) -> Declared<T> {
            var value = value
            value.module = module
            return value
        }
        views[module] = tables.views[0].mapValues { view in
            var view = view
            view.module = module
            return view
        }
        constants[module] = tables.constants[0].mapValues { constant in
            var constant = constant
            constant.module = module
            return constant
        }
        modifiers[module] = tables.modifiers[0].mapValues { $0.map(moved) }
        functions[module] = tables.functions[0].mapValues(moved)
        buttonStyles[module] = tables.buttonStyles[0].mapValues(moved)
        viewModifiers[module] = tables.viewModifiers[0].mapValues(moved)
        layouts[module] = tables.layouts[0].mapValues(moved)
        types[module] = tables.types[0].mapValues { type in
            var type = type
            type.module = module
            return type
        }
        previews += tables.previews.map { preview in
            var preview = preview
            preview.module = module
            return preview
        }
        extensions += part.extensions.map { ($0.type, module, $0.scope, $0.members, $0.decl) }
    }

    /// Whether `declarations` declare code for views other than views themselves: a
    /// `ButtonStyle`, a `ViewModifier`, a `Layout`, a `Shape`, an extension of `View` or of a style.
    public static func declaresViewCode(_ declarations: [SwiftDecl]) -> Bool {
        for declaration in flattened(declarations) {
            guard case let .type(type) = declaration else { continue }
            if viewCodeKinds.contains(type.name) || type.inherited.contains(where: viewCodeKinds.contains) { return true }
            if declaresViewCode(type.members) { return true }
        }
        return false
    }

    /// The protocols and types whose conformances and extensions are code for views.
    static let viewCodeKinds: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "ViewModifier", "Layout", "Shape",
                                  "LabelStyle", "ToggleStyle", "TextFieldStyle", "ProgressViewStyle", "GroupBoxStyle",
                                  "View", "NSViewRepresentable", "UIViewRepresentable", "NSViewControllerRepresentable",
                                  "UIViewControllerRepresentable", "WidgetBundle", "Widget", "App", "Scene"]

    /// `members` with each `#if`'s chosen declarations in its place (the parser chose them).
    public static func flattened(_ members: [SwiftDecl]) -> [SwiftDecl] {
        var out: [SwiftDecl] = []
        var pending = members[...]
        var stack: [ArraySlice<SwiftDecl>] = []
        while true {
            guard let member = pending.popFirst() else {
                guard let outer = stack.popLast() else { break }
                pending = outer
                continue
            }
            if case let .conditional(inner, _) = member {
                stack.append(pending)
                pending = inner[...]
            } else {
                out.append(member)
            }
        }
        return out
    }

    /// The first part of the qualified names of a file's `private` types: they do not meet another
    /// file's of the same name.
    public static func filePrivatePrefix(_ file: SourceFileID) -> String { "\u{1}\(file.rawValue)." }

    /// A qualified name as Swift writes it (without a file's private prefix).
    public static func written(_ qualified: String) -> String {
        guard qualified.hasPrefix("\u{1}"), let dot = qualified.firstIndex(of: ".") else { return qualified }
        return String(qualified[qualified.index(after: dot)...])
    }

    /// Whether an extension whose type no file read declares is of a view of the app's: it makes
    /// views of its own (`var header: some View`), unconstrained, and the type is none of the
    /// system's (`extension Text`, `extension UIColor`, `extension Optional`).
    static func extendsUnreadView(_ decl: SwiftTypeDecl) -> Bool {
        guard decl.kind == .extension, !decl.isConstrained else { return false }
        let first = decl.name.prefix { $0 != "." }
        guard !systemTypes.contains(String(first)), !first.hasPrefix("SwiftUI"),
              !["UI", "NS", "CG", "CA", "CL", "MK", "AV", "WK"].contains(where: { prefix in
                  first.hasPrefix(prefix) && first.dropFirst(prefix.count).first?.isUppercase == true
              }) else { return false }
        return flattened(decl.members).contains { member in
            switch member {
            case let .variable(variable):
                return variable.getter != nil && !variable.isStatic && makesView(variable.type)
            case let .function(function):
                return function.body != nil && !function.isStatic && makesView(function.returnType)
            default:
                return false
            }
        }
    }

    /// Types of Swift, Foundation and SwiftUI that apps extend with views of their own.
    static let systemTypes: Set<String> = [
        "View", "Text", "Image", "Color", "Font", "Shape", "ShapeStyle", "Button", "Label", "Toggle", "Picker",
        "Section", "Group", "List", "Form", "ForEach", "NavigationLink", "NavigationStack", "ScrollView", "HStack",
        "VStack", "ZStack", "Spacer", "Divider", "ProgressView", "TextField", "Menu", "Link", "Gauge", "Circle",
        "Capsule", "Rectangle", "RoundedRectangle", "Ellipse", "Path", "Gradient", "LinearGradient", "Material",
        "AnyView", "EmptyView", "ModifiedContent", "Binding", "Optional", "Array", "Dictionary", "Set", "String",
        "Substring", "Character", "Int", "Double", "Float", "Bool", "Date", "URL", "Data", "UUID", "Decimal", "Never",
        "Result", "Error", "Edge", "Alignment", "Animation", "Transaction", "EnvironmentValues", "ButtonStyle",
        "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "Scene", "App", "Widget", "TimelineEntry",
        "LocalizedStringKey", "AttributedString", "Measurement", "Calendar", "Locale", "TimeInterval",
    ]

    /// Whether a declared type (a property's, a function's result) is a view's.
    public static func makesView(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.utf8.contains("View".utf8) || type == "Text" || type == "Image"
    }

    // MARK: - Lookup

    /// The module `file` belongs to in this reading (the first module, for a file it does not hold).
    public func module(of file: SourceFileID) -> Int { moduleOfFile[file] ?? 0 }

    /// Where to look for `name` written in module `module` inside the types `scope`: each
    /// (module, qualified name) in order — the enclosing types of the own module from the innermost,
    /// then the top level of the own module and the imported ones; a name whose first part is a
    /// visible module's (`BeaconUI.Row`) in that module only.
    func candidates(_ name: String, from module: Int, scope: [String], file: SourceFileID?) -> [(module: Int, name: String)] {
        guard modules.indices.contains(module) else { return [] }
        var out: [(Int, String)] = []
        // A `private` type of the file the name is written in comes first.
        if let file { out.append((module, Self.filePrivatePrefix(file) + name)) }
        let visible = modules[module].visible.filter(modules.indices.contains)
        if let dot = name.firstIndex(of: "."), let named = visible.first(where: { modules[$0].name == name[..<dot] }) {
            out.append((named, String(name[name.index(after: dot)...])))
        }
        var prefix = scope
        while !prefix.isEmpty {
            out.append((module, (prefix + [name]).joined(separator: ".")))
            prefix.removeLast()
        }
        for other in visible { out.append((other, name)) }
        return out
    }

    /// The view `name` means where it is written.
    public func view(_ name: String, from module: Int, scope: [String] = [], file: SourceFileID? = nil) -> View? {
        for (owner, qualified) in candidates(name, from: module, scope: scope, file: file) {
            if let found = views[owner][qualified] { return found }
        }
        return nil
    }

    /// The app's type `name` means where it is written.
    public func type(_ name: String, from module: Int, scope: [String] = [], file: SourceFileID? = nil) -> TypeInfo? {
        for (owner, qualified) in candidates(name, from: module, scope: scope, file: file) {
            if let found = types[owner][qualified] { return found }
        }
        return nil
    }

    /// The constant `name` means where it is written: qualified, or unqualified inside its own type.
    public func constant(_ name: String, from module: Int, scope: [String] = [], file: SourceFileID? = nil) -> Constant? {
        for (owner, qualified) in candidates(name, from: module, scope: scope, file: file) {
            if let found = constants[owner][qualified] { return found }
        }
        return nil
    }

    /// The static function of one expression `qualified` names (`Font.body`).
    public func function(_ qualified: String, from module: Int) -> Declared<SwiftFunction>? {
        firstVisible(from: module) { functions[$0][qualified] }
    }

    /// The app's `View` extension methods named `name`, in the order declared: those of the
    /// first module that has any (own module first, then the imported ones). Overloads
    /// (`font(_:_:)` and `font(_:_:weight:)`) are told apart by the call's arguments.
    public func modifiers(_ name: String, from module: Int) -> [Declared<SwiftFunction>] {
        firstVisible(from: module) { modifiers[$0][name] } ?? []
    }

    /// The app's `ButtonStyle` of type `name`, or of the shorthand `.name` (`.primary`).
    public func buttonStyle(_ name: String, from module: Int) -> Declared<Style>? {
        style(name, from: module, shorthands: styleShorthands, styles: buttonStyles)
    }

    /// The app's `ToggleStyle` of type `name`, or of the shorthand `.name` (`.checkbox`).
    public func toggleStyle(_ name: String, from module: Int) -> Declared<Style>? {
        style(name, from: module, shorthands: toggleStyleShorthands, styles: toggleStyles)
    }

    /// The style `name` means (a type's name, or a shorthand's `.member`) in `styles`.
    private func style(_ name: String, from module: Int, shorthands: [[String: String]],
                       styles: [[String: Declared<Style>]]) -> Declared<Style>? {
        var type = name
        if name.hasPrefix(".") {
            let member = String(name.dropFirst())
            guard let shorthand = firstVisible(from: module, { shorthands[$0][member] }) else { return nil }
            type = shorthand
        }
        return firstVisible(from: module) { styles[$0][type] }
    }

    /// The type names of the app's `ButtonStyle`s `file` declares (with a `makeBody`), sorted.
    public func buttonStyleNames(in file: SourceFileID) -> [String] { styleNames(buttonStyles, in: file) }

    /// The type names of the app's `ToggleStyle`s `file` declares (with a `makeBody`), sorted.
    public func toggleStyleNames(in file: SourceFileID) -> [String] { styleNames(toggleStyles, in: file) }

    private func styleNames(_ styles: [[String: Declared<Style>]], in file: SourceFileID) -> [String] {
        let module = module(of: file)
        guard styles.indices.contains(module) else { return [] }
        return styles[module].filter { $0.value.file.id == file }.keys.sorted()
    }

    /// The static function of the shorthand `.name(…)` that makes an app's `ButtonStyle`.
    public func buttonStyleFunction(_ member: String, from module: Int) -> Declared<SwiftFunction>? {
        firstVisible(from: module) { styleShorthandFunctions[$0][member] }
    }

    public func viewModifier(_ name: String, from module: Int) -> Declared<Style>? {
        firstVisible(from: module) { viewModifiers[$0][name] }
    }

    public func layout(_ name: String, from module: Int) -> Declared<SwiftTypeDecl>? {
        firstVisible(from: module) { layouts[$0][name] }
    }

    /// The static view builder `qualified` (`SettingsRow.addAccount`) means where it is written.
    public func staticBuilder(_ qualified: String, from module: Int, scope: [String] = [],
                              file: SourceFileID? = nil) -> Builder? {
        for (owner, name) in candidates(qualified, from: module, scope: scope, file: file) {
            if let found = staticBuilders[owner][name] { return found }
        }
        return nil
    }

    func firstVisible<T>(from module: Int, _ lookup: (Int) -> T?) -> T? {
        guard modules.indices.contains(module) else { return nil }
        for other in modules[module].visible where modules.indices.contains(other) {
            if let found = lookup(other) { return found }
        }
        return nil
    }

    /// The previews declared in `file`, in order.
    public func previews(in file: SourceFileID) -> [Preview] { previews.filter { $0.file.id == file } }

    /// The views declared in `file`, in source order.
    public func views(in file: SourceFileID) -> [View] {
        views[module(of: file)].values.filter { $0.file.id == file }
            .sorted { $0.decl.range.lowerBound < $1.decl.range.lowerBound }
    }

    /// Every view of every module, module by module in source order.
    public var allViews: [View] {
        views.flatMap { $0.values.sorted { ($0.file.id, $0.decl.range.lowerBound) < ($1.file.id, $1.decl.range.lowerBound) } }
    }

    // MARK: - Indexing

    /// A `PreviewProvider`'s `previews` as the canvas shows them: each view it lists (at its top
    /// level, or in a `Group` that is all it holds) a preview of its own, after the `let`s before it.
    static func previewBodies(_ body: [SwiftStmt]) -> [[SwiftStmt]] {
        var statements = body
        // `Group { A() B() }.previewLayout(.sizeThatFits)`: each view with the group's modifiers.
        if statements.count == 1, case let .expression(expr) = statements[0],
           let (group, inner) = groupAtTheBase(of: expr) {
            statements = inner.map { statement in
                guard case let .expression(view) = statement, group.range != expr.range else { return statement }
                return .expression(replacingBase(of: expr, at: group.range, with: view))
            }
        }
        var views = 0
        for statement in statements {
            switch statement {
            case .expression: views += 1
            case .binding, .tupleBinding: continue
            default: return [body]
            }
        }
        guard views > 1 else { return [body] }
        var bodies: [[SwiftStmt]] = []
        var bindings: [SwiftStmt] = []
        for statement in statements {
            if case .expression = statement {
                bodies.append(bindings + [statement])
            } else {
                bindings.append(statement)
            }
        }
        return bodies
    }

    /// The `Group { … }` a chain of modifiers starts from, and the statements of its closure.
    static func groupAtTheBase(of expr: SwiftExpr) -> (group: SwiftExpr, body: [SwiftStmt])? {
        var current = expr
        while case let .call(callee, arguments) = current.kind {
            if case .identifier("Group") = callee.kind {
                guard arguments.count == 1, case let .closure(parameters, inner) = arguments[0].value.kind,
                      parameters.isEmpty else { return nil }
                return (current, inner)
            }
            guard case let .member(base, _) = callee.kind else { return nil }
            current = base
        }
        return nil
    }

    /// `chain` with the expression at `range` at its base replaced by `view`.
    static func replacingBase(of chain: SwiftExpr, at range: Range<Int>, with view: SwiftExpr) -> SwiftExpr {
        if chain.range == range { return view }
        guard case let .call(callee, arguments) = chain.kind, case let .member(base, name) = callee.kind else { return chain }
        let replaced = replacingBase(of: base, at: range, with: view)
        return SwiftExpr(kind: .call(SwiftExpr(kind: .member(replaced, name), range: callee.range), arguments),
                         range: chain.range)
    }

    /// The name a preview's `.previewDisplayName("…")` gives it (a literal without interpolation).
    static func previewDisplayName(_ body: [SwiftStmt]) -> String? {
        guard case let .expression(expr)? = body.last else { return nil }
        var current = expr
        while case let .call(callee, arguments) = current.kind, case let .member(base, name) = callee.kind {
            if name == "previewDisplayName", arguments.count == 1, case let .string(parts) = arguments[0].value.kind {
                var text = ""
                for part in parts {
                    guard case let .text(piece) = part else { return nil }
                    text += piece
                }
                return text.isEmpty ? nil : text
            }
            current = base
        }
        return nil
    }

    /// A preview, named apart from the file's others: unnamed ones are "Preview", "Preview 2", ….
    private mutating func addPreview(_ preview: Preview) {
        var preview = preview
        let base = preview.name
        var number = 1
        while !previewNames.insert(PreviewName(file: preview.file.id, name: preview.name)).inserted {
            number += 1
            preview.name = "\(base) \(number)"
        }
        previews.append(preview)
    }

    private mutating func addStaticBuilders(_ members: [SwiftDecl], file: SourceFile, module: Int, owner: String) {
        for member in members {
            switch member {
            case let .variable(variable) where variable.isStatic && variable.getter != nil && Self.makesView(variable.type):
                staticBuilders[module][owner + "." + variable.name] = Builder(decl: member, file: file)
            case let .function(function) where function.isStatic && function.body != nil && Self.makesView(function.returnType):
                staticBuilders[module][owner + "." + function.name] = Builder(decl: member, file: file)
            default: break
            }
        }
    }

    private mutating func add(_ declarations: [SwiftDecl], file: SourceFile, module: Int, scope: [String],
                              extensions: inout [Extension]) {
        for declaration in declarations {
            switch declaration {
            case let .type(type):
                add(type, file: file, module: module, scope: scope, extensions: &extensions)
            case let .variable(variable) where variable.isLet || variable.getter == nil:
                guard let value = variable.initializer, variable.isStatic || scope.isEmpty else { continue }
                let qualified = (scope + [variable.name]).joined(separator: ".")
                constants[module][qualified] = Constant(value: value, file: file, range: variable.range, module: module)
            case let .variable(variable):
                // `static var name: CGFloat { 8 }`: a computed constant of one expression.
                if variable.isStatic || scope.isEmpty, let getter = variable.getter, getter.count == 1,
                   case let .expression(value) = getter[0] {
                    constants[module][(scope + [variable.name]).joined(separator: ".")] =
                        Constant(value: value, file: file, range: variable.range, module: module)
                }
            case let .preview(preview):
                addPreview(Preview(name: preview.name ?? "Preview", body: preview.body, file: file, range: preview.range,
                                   module: module, arguments: preview.arguments, trailing: preview.trailing, scope: scope))
            case let .conditional(inner, _):
                add(inner, file: file, module: module, scope: scope, extensions: &extensions)
            case let .function(function):
                // A global function making a view (`func EventActionButton(…) -> some View`).
                if scope.isEmpty, function.body != nil, Self.makesView(function.returnType) {
                    staticBuilders[module][function.name] = Builder(decl: declaration, file: file)
                }
                // A static function of one expression, or a global one.
                guard function.isStatic || scope.isEmpty, let body = function.body, body.count == 1 else { continue }
                switch body[0] {
                case .expression, .returnStmt(_?, _):
                    functions[module][(scope + [function.name]).joined(separator: ".")] =
                        Declared(value: function, file: file, module: module)
                default:
                    break
                }
            case .initializer, .importDecl, .enumCases, .other:
                break
            }
        }
    }

    private mutating func add(_ type: SwiftTypeDecl, file: SourceFile, module: Int, scope: [String],
                              extensions: inout [Extension]) {
        let bare = type.inherited.map { $0.hasPrefix("SwiftUI.") ? String($0.dropFirst("SwiftUI.".count)) : $0 }
        let members = Self.flattened(type.members)
        switch type.kind {
        case .extension:
            if type.name == "View" || type.name == "SwiftUI.View" {
                for case let .function(function) in members where function.body != nil && !function.isStatic {
                    modifiers[module][function.name, default: []].append(Declared(value: function, file: file, module: module))
                }
            }
            if type.name == "ButtonStyle" || type.name == "PrimitiveButtonStyle" {
                for (member, style) in Self.styleShorthands(members) {
                    styleShorthands[module][member] = style.type
                    if let function = style.function {
                        styleShorthandFunctions[module][member] = Declared(value: function, file: file, module: module)
                    }
                }
            }
            if type.name == "ToggleStyle" {
                for (member, style) in Self.styleShorthands(members) { toggleStyleShorthands[module][member] = style.type }
            }
            extensions.append((type.name, module, scope, members.map { ($0, file) }, type))
            addStaticBuilders(members, file: file, module: module, owner: type.name)
            add(type.members, file: file, module: module, scope: type.name.split(separator: ".").map(String.init),
                extensions: &extensions)
        default:
            var own = scope.isEmpty && type.isFilePrivate ? Self.filePrivatePrefix(file.id) + type.name : type.name
            if scope.isEmpty, !type.isFilePrivate, type.kind != .protocol, let first = types[module][type.name],
               first.file.id != file.id {
                // Declared again in another file of the module (swiftc refuses it: invalid
                // redeclaration): each file reads its own, the module the first; said once.
                redeclarations.append(Redeclaration(name: type.name, first: first.file, firstRange: first.decl.nameRange,
                                                    again: file, againRange: type.nameRange))
                own = Self.filePrivatePrefix(file.id) + type.name
            }
            let qualified = (scope + [own]).joined(separator: ".")
            if type.kind != .protocol {
                types[module][qualified] = TypeInfo(name: qualified, decl: type, file: file, module: module,
                                                    scope: scope + [own])
            }
            addStaticBuilders(members, file: file, module: module, owner: qualified)
            if bare.contains("View") && type.kind != .protocol {
                views[module][qualified] = View(name: qualified, componentName: qualified, module: module, decl: type,
                                                file: file, scope: scope + [own])
            }
            if bare.contains("Layout") { layouts[module][type.name] = Declared(value: type, file: file, module: module) }
            if bare.contains("ViewModifier") {
                for case let .function(function) in members where function.name == "body" && function.body != nil {
                    viewModifiers[module][type.name] = Declared(value: Style(decl: type, body: function, scope: scope + [type.name]),
                                                               file: file, module: module)
                }
            }
            if bare.contains("ToggleStyle") {
                for case let .function(function) in members where function.name == "makeBody" && function.body != nil {
                    toggleStyles[module][type.name] = Declared(value: Style(decl: type, body: function, scope: scope + [type.name]),
                                                              file: file, module: module)
                }
            }
            if bare.contains("ButtonStyle") || bare.contains("PrimitiveButtonStyle") {
                for case let .function(function) in members where function.name == "makeBody" && function.body != nil {
                    buttonStyles[module][type.name] = Declared(value: Style(decl: type, body: function, scope: scope + [type.name]),
                                                              file: file, module: module)
                }
            }
            if bare.contains("PreviewProvider") {
                for case let .variable(variable) in members where variable.name == "previews" {
                    if let getter = variable.getter {
                        // Each view of `previews` is a preview of its own, as Xcode's canvas shows them.
                        for (index, body) in Self.previewBodies(getter).enumerated() {
                            let named = index == 0 ? type.name : Self.previewDisplayName(body) ?? type.name
                            addPreview(Preview(name: named, body: body, file: file, range: type.range, module: module,
                                               scope: scope + [own]))
                        }
                    }
                }
            }
            add(type.members, file: file, module: module, scope: scope + [own], extensions: &extensions)
        }
    }

    /// The shorthands an extension of a style protocol constrained to a style declares, by member:
    /// `static var primary: PrimaryButtonStyle { .init() }` (or `static let … = PrimaryButtonStyle()`)
    /// and `static func primary(size:) -> PrimaryButtonStyle` (with the function), each with its type.
    static func styleShorthands(_ members: [SwiftDecl]) -> [(member: String, style: (type: String, function: SwiftFunction?))] {
        var found: [(member: String, style: (type: String, function: SwiftFunction?))] = []
        for case let .variable(variable) in members where variable.isStatic {
            var styleType = variable.type
            if styleType == nil, let initializer = variable.initializer, case let .call(callee, _) = initializer.kind,
               case let .identifier(name) = callee.kind {
                styleType = name
            }
            if let styleType, !styleType.isEmpty, styleType != "Self" { found.append((variable.name, (styleType, nil))) }
        }
        for case let .function(function) in members where function.isStatic {
            if let result = function.returnType, !result.isEmpty, result != "Self" { found.append((function.name, (result, function))) }
        }
        return found
    }

    /// Component names: the qualified name with `_` for `.`, the module's name first where two
    /// modules of the reading declare the same qualified name.
    private mutating func nameComponents() {
        var owners: [String: Set<Int>] = [:]
        for (module, table) in views.enumerated() {
            for name in table.keys { owners[name, default: []].insert(module) }
        }
        for module in views.indices {
            for (name, view) in views[module] {
                let written = Self.written(name)
                var plain = written.utf8.contains(UInt8(ascii: ".")) ? String(written.map { $0 == "." ? "_" : $0 }) : written
                if name.hasPrefix("\u{1}") {
                    // A file's private view: named with its file's (`Header_RecipeDetailView`).
                    let stem = view.file.name.split(separator: "/").last
                        .map { $0.contains(".swift") ? $0.replacingOccurrences(of: ".swift", with: "") : String($0) } ?? ""
                    plain += "_" + stem.filter { $0.isLetter || $0.isNumber || $0 == "_" }
                }
                views[module][name]?.componentName = (owners[name]?.count ?? 0) > 1
                    ? modules[module].name.filter { $0.isLetter || $0.isNumber || $0 == "_" } + "_" + plain : plain
            }
        }
    }
}
