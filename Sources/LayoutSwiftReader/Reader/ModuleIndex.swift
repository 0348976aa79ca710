import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax

/// What a module's Swift files declare that view code may use, as the compiler sees it within a
/// module: views (`struct X: View`), constants (`static let` and global `let`s with literal values,
/// by qualified name), `View` extensions (modifiers of the app's own), `Layout` conformances, and
/// each file's previews.
struct ModuleIndex {
    /// A `struct X: View`.
    struct View {
        var decl: SwiftTypeDecl
        var file: SourceFile
        /// Its members, those of the `#if` clause an iOS build compiles among them.
        var members: [SwiftDecl] { ModuleIndex.flattened(decl.members) }
        /// Stored properties, in order (the memberwise initializer's parameters).
        var stored: [SwiftVariable] {
            members.compactMap { member in
                if case let .variable(variable) = member, variable.getter == nil, !variable.isStatic { return variable }
                return nil
            }
        }
        /// The members its extensions declare (`extension Row { var header: some View { … } }`),
        /// in any file of the module.
        var extensionMembers: [(decl: SwiftDecl, file: SourceFile)] = []
        /// Computed properties and functions that make views (`var header: some View`, `func row(…) -> some View`),
        /// its own and its extensions', with the file each is written in.
        var builders: [String: Builder] {
            var result: [String: Builder] = [:]
            for (member, file) in members.map({ ($0, self.file) }) + extensionMembers {
                switch member {
                case let .variable(variable) where variable.getter != nil && variable.name != "body" && !variable.isStatic:
                    result[variable.name] = Builder(decl: member, file: file)
                case let .function(function) where !function.isStatic && function.body != nil:
                    result[function.name] = Builder(decl: member, file: file)
                default: break
                }
            }
            return result
        }
        var body: SwiftVariable? {
            for case let .variable(variable) in members where variable.name == "body" && variable.getter != nil {
                return variable
            }
            return nil
        }
    }

    /// A computed property or function making a view, and the file it is written in.
    struct Builder {
        var decl: SwiftDecl
        var file: SourceFile
    }

    struct Constant {
        var value: SwiftExpr
        var file: SourceFile
        var range: Range<Int>
    }

    /// A root: a `#Preview`, a `PreviewProvider`'s previews, or a view named with `--view`.
    struct Preview {
        var name: String
        var body: [SwiftStmt]
        var file: SourceFile
        var range: Range<Int>
    }

    var views: [String: View] = [:]
    /// By qualified name (`DesignSystem.Spaces.one`, `Color.brand`) and, for globals, by name.
    var constants: [String: Constant] = [:]
    /// `extension View { func cardStyle() -> some View { … } }`, by name.
    var modifiers: [String: (function: SwiftFunction, file: SourceFile)] = [:]
    /// `struct X: ButtonStyle`, by name: its stored properties and `makeBody(configuration:)`.
    var buttonStyles: [String: (decl: SwiftTypeDecl, makeBody: SwiftFunction, file: SourceFile)] = [:]
    /// `struct X: ViewModifier`, by name: its stored properties and `body(content:)`.
    var viewModifiers: [String: (decl: SwiftTypeDecl, body: SwiftFunction, file: SourceFile)] = [:]
    /// `struct X: Layout`, by name.
    var layouts: [String: SwiftTypeDecl] = [:]
    var previews: [Preview] = []
    /// Static properties and functions making views (`SettingsRow.addAccount`, `Tag.latest`), by
    /// qualified name.
    var staticBuilders: [String: Builder] = [:]
    /// Members of extensions of types other than `View`, by the type's name.
    private var extensionMembers: [String: [(decl: SwiftDecl, file: SourceFile)]] = [:]

    init(files: [(file: SourceFile, syntax: SwiftFileSyntax)]) {
        for (file, syntax) in files { add(syntax.declarations, file: file, scope: []) }
        for (name, members) in extensionMembers where views[name] != nil { views[name]?.extensionMembers = members }
        extensionMembers = [:]
    }

    /// `members` with each `#if`'s chosen declarations in its place (the parser chose them).
    static func flattened(_ members: [SwiftDecl]) -> [SwiftDecl] {
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

    /// A preview, named apart from the file's others: unnamed ones are "Preview", "Preview 2", ….
    private mutating func addPreview(_ preview: Preview) {
        var preview = preview
        let base = preview.name
        var number = 1
        while previews.contains(where: { $0.file.id == preview.file.id && $0.name == preview.name }) {
            number += 1
            preview.name = "\(base) \(number)"
        }
        previews.append(preview)
    }

    /// Whether a declared type (a property's, a function's result) is a view's.
    static func makesView(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.contains("View") || type == "Text" || type == "Image"
    }

    private mutating func addStaticBuilders(_ members: [SwiftDecl], file: SourceFile, owner: String) {
        for member in members {
            switch member {
            case let .variable(variable) where variable.isStatic && variable.getter != nil && Self.makesView(variable.type):
                staticBuilders[owner + "." + variable.name] = Builder(decl: member, file: file)
            case let .function(function) where function.isStatic && function.body != nil && Self.makesView(function.returnType):
                staticBuilders[owner + "." + function.name] = Builder(decl: member, file: file)
            default: break
            }
        }
    }

    private mutating func add(_ declarations: [SwiftDecl], file: SourceFile, scope: [String]) {
        for declaration in declarations {
            switch declaration {
            case let .type(type):
                add(type, file: file, scope: scope)
            case let .variable(variable) where variable.isLet || variable.getter == nil:
                guard let value = variable.initializer, variable.isStatic || scope.isEmpty else { continue }
                let qualified = (scope + [variable.name]).joined(separator: ".")
                constants[qualified] = Constant(value: value, file: file, range: variable.range)
            case let .variable(variable):
                // `static var name: CGFloat { 8 }`: a computed constant of one expression.
                if variable.isStatic || scope.isEmpty, let getter = variable.getter, getter.count == 1,
                   case let .expression(value) = getter[0] {
                    constants[(scope + [variable.name]).joined(separator: ".")] =
                        Constant(value: value, file: file, range: variable.range)
                }
            case let .preview(preview):
                addPreview(Preview(name: preview.name ?? "Preview", body: preview.body, file: file, range: preview.range))
            case let .conditional(inner, _):
                add(inner, file: file, scope: scope)
            case .function, .other:
                break
            }
        }
    }

    private mutating func add(_ type: SwiftTypeDecl, file: SourceFile, scope: [String]) {
        let bare = type.inherited.map { $0.replacingOccurrences(of: "SwiftUI.", with: "") }
        switch type.kind {
        case .extension:
            if type.name == "View" || type.name == "SwiftUI.View" {
                for case let .function(function) in Self.flattened(type.members) where function.body != nil && !function.isStatic {
                    modifiers[function.name] = (function, file)
                }
            }
            extensionMembers[type.name, default: []] += Self.flattened(type.members).map { ($0, file) }
            addStaticBuilders(Self.flattened(type.members), file: file, owner: type.name)
            add(type.members, file: file, scope: type.name.split(separator: ".").map(String.init))
        default:
            addStaticBuilders(Self.flattened(type.members), file: file, owner: (scope + [type.name]).joined(separator: "."))
            if bare.contains("View") && type.kind != .protocol { views[type.name] = View(decl: type, file: file) }
            if bare.contains("Layout") { layouts[type.name] = type }
            if bare.contains("ViewModifier") {
                for case let .function(function) in Self.flattened(type.members) where function.name == "body" && function.body != nil {
                    viewModifiers[type.name] = (type, function, file)
                }
            }
            if bare.contains("ButtonStyle") || bare.contains("PrimitiveButtonStyle") {
                for case let .function(function) in Self.flattened(type.members) where function.name == "makeBody" && function.body != nil {
                    buttonStyles[type.name] = (type, function, file)
                }
            }
            if bare.contains("PreviewProvider") {
                for case let .variable(variable) in Self.flattened(type.members) where variable.name == "previews" {
                    if let getter = variable.getter {
                        addPreview(Preview(name: type.name, body: getter, file: file, range: type.range))
                    }
                }
            }
            add(type.members, file: file, scope: scope + [type.name])
        }
    }

    /// The constant `name` means where `scope` (the enclosing types) is written: qualified, or
    /// unqualified inside its own type.
    func constant(_ name: String, scope: [String]) -> Constant? {
        if let found = constants[name] { return found }
        var prefix = scope
        while !prefix.isEmpty {
            if let found = constants[(prefix + [name]).joined(separator: ".")] { return found }
            prefix.removeLast()
        }
        return nil
    }
}
