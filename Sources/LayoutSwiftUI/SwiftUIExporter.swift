import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSema
import LayoutSyntax

/// What `layoutc build --format swiftui` writes: one Swift file of views, and the support it
/// needs (the seed layouts as `Layout` conformances, UIKit's colours), in it or apart.
public struct SwiftUIExport: Sendable {
    /// The views (with the support, unless it was asked for apart); nil when the file cannot be
    /// exported (`diagnostics` says why).
    public var source: String?
    /// The support on its own (`--swiftui-support FILE`): nil unless asked for apart.
    public var support: String?
    /// Why something could not be exported (error E3010), located in the `.layout` file.
    public var diagnostics: [Diagnostic]
}

/// How to export.
public struct SwiftUIExportOptions: Sendable {
    /// The root view's type name (the file's name, `settings.layout` → `Settings…`).
    public var rootName: String
    /// The `.layout` file's name, for the header comment.
    public var sourceName: String
    /// Whether the support goes in a file of its own.
    public var separateSupport: Bool

    public init(rootName: String, sourceName: String, separateSupport: Bool = false) {
        self.rootName = rootName
        self.sourceName = sourceName
        self.separateSupport = separateSupport
    }
}

/// The exporter (`docs/swiftui.md`): a checked `.layout` file as SwiftUI source. The root is a
/// `View`, each component a `View` struct whose parameters are stored properties (defaults kept),
/// each element constant a `View` struct, other constants file-private `let`s; `repeat` is
/// `ForEach`, `if` is `if`, ternaries stay ternaries where SwiftUI takes them; `#tag`s become
/// comments; colours, fonts and modifiers are SwiftUI's, in SwiftUI's order. The seed layouts
/// are `Layout` conformances (`SupportSources`) with the engine's semantics.
public enum SwiftUIExporter {
    /// Exports `result` (compiled from `file` with names recorded and no errors).
    public static func export(_ result: CompileResult, file: SourceFile, options: SwiftUIExportOptions)
        -> SwiftUIExport {
        let session = ExportSession(syntax: result.syntax.file, file: file, options: options)
        return session.run()
    }

    /// The error every refusal is: what cannot be written in SwiftUI, and where.
    static let code: DiagnosticCode = "E3010"
}

/// One export: the file's declarations, what each name means, the types inferred, and the
/// support the views use.
final class ExportSession {
    let syntax: FileSyntax
    let file: SourceFile
    let options: SwiftUIExportOptions
    var diagnostics: [Diagnostic] = []
    /// The support the views use: the seed layouts and colours by name.
    var supportLayouts: Set<String> = []
    var supportColors: Set<String> = []
    var needsLineBreak = false

    /// A top-level `let`.
    struct Global {
        var decl: LetDecl
        /// For a component or an element constant: its type name.
        var typeName: String?
        var kind: Kind
        /// A component's parameters, in order, with their types.
        var parameters: [(name: String, type: ExportType, defaultValue: Expr?)] = []
        /// A value constant's type.
        var type: ExportType = .unknown

        enum Kind { case component, element, container, value, function }
    }

    var globals: [String: Global] = [:]
    var order: [String] = []

    init(syntax: FileSyntax, file: SourceFile, options: SwiftUIExportOptions) {
        self.syntax = syntax
        self.file = file
        self.options = options
    }

    func refuse(_ message: String, at range: SourceRange) {
        guard !diagnostics.contains(where: { $0.range == range && $0.message == message }) else { return }
        diagnostics.append(.error(SwiftUIExporter.code, "cannot export to SwiftUI: \(message)", at: range))
    }

    func run() -> SwiftUIExport {
        var root: Expr?
        var proposal: ProposalDecl?
        for item in syntax.items {
            switch item {
            case let .importDecl(decl):
                refuse("imports are not exported yet; export the imported file too and paste its views", at: decl.range)
            case let .letDecl(decl):
                let name = decl.name.name
                guard globals[name] == nil else { continue }
                globals[name] = Global(decl: decl, typeName: nil, kind: .value)
                order.append(name)
            case let .proposal(decl): proposal = decl
            case let .root(expr): root = expr
            case .error: break
            }
        }
        classifyGlobals()
        inferTypes(root: root)
        guard let root else {
            refuse("the file has no root element to export", at: syntax.range)
            return SwiftUIExport(source: nil, support: nil, diagnostics: diagnostics)
        }
        var views = SwiftSource()
        writeRoot(root, proposal: proposal, into: &views)
        for name in order { writeGlobal(name, into: &views) }
        guard diagnostics.isEmpty else { return SwiftUIExport(source: nil, support: nil, diagnostics: diagnostics) }
        let support = SupportSources.source(layouts: supportLayouts, colors: supportColors, lineBreak: needsLineBreak)
        var out = header()
        out += views.text
        if options.separateSupport {
            return SwiftUIExport(source: out, support: support.isEmpty ? nil : SupportSources.header + support,
                                 diagnostics: [])
        }
        if !support.isEmpty { out += "\n" + support }
        return SwiftUIExport(source: out, support: nil, diagnostics: [])
    }

    func header() -> String {
        """
        // \(options.rootName).swift — generated by `layoutc build \(options.sourceName) --format swiftui`.
        // The views lay out as layoutc laid them out (docs/swiftui.md); #tags are comments.
        import SwiftUI


        """
    }

    /// Which globals are components, element constants, container values and values.
    func classifyGlobals() {
        var taken: Set<String> = [SwiftNames.typeName(options.rootName)]
        for name in order {
            guard var global = globals[name] else { continue }
            if global.decl.parameters != nil {
                global.kind = isElement(global.decl.value, scope: (global.decl.parameters ?? []).map {
                    Local(name: $0.name.name, type: .unknown, spelling: $0.name.name)
                }) ? .component : .function
            } else if isContainerValue(global.decl.value) {
                global.kind = .container
                global.type = .layout
            } else if isElement(global.decl.value, scope: []) {
                global.kind = .element
            }
            if global.kind == .component || global.kind == .element {
                var type = SwiftNames.typeName(name)
                while taken.contains(type) { type += "View" }
                taken.insert(type)
                global.typeName = type
            }
            globals[name] = global
        }
    }

    // MARK: - What names mean

    /// A name in a scope: a parameter or loop variable (innermost first), then a global, then a
    /// built-in element; nil: an enumeration value.
    enum Meaning {
        case local(ExportType)
        case global(Global)
        case element(ElementDefinition)
    }

    struct Local {
        var name: String
        var type: ExportType
        /// The Swift expression it is read as (a parameter `w` is `w`; a loop index may differ).
        var spelling: String
        /// For a component's parameter while types are inferred: `component.parameter`.
        var key: String? = nil
    }

    func meaning(_ name: String, scope: [Local]) -> Meaning? {
        if let local = scope.last(where: { $0.name == name }) { return .local(local.type) }
        if let global = globals[name] { return .global(global) }
        if let definition = Self.elements[name] { return .element(definition) }
        return nil
    }

    static let elements: [String: ElementDefinition] = Dictionary(
        ElementCatalog.elements.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    static let modifiers: [String: ElementDefinition] = Dictionary(
        ElementCatalog.modifiers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Whether `expr` makes an element (not a value).
    func isElement(_ expr: Expr, scope: [Local]) -> Bool {
        switch expr.kind {
        case let .element(element):
            switch meaning(element.head.name, scope: scope) {
            case let .local(type)?:
                // A parameter with modifiers is an element (a value takes only `.count` and `.isEmpty`).
                let modified = element.postfixes.contains {
                    if case let .modifier(modifier) = $0 { return !["count", "isEmpty"].contains(modifier.name.name) }
                    return true
                }
                return type == .view || type == .layout && element.children != nil || type == .unknown && modified
            case let .global(global)?:
                return global.kind == .component || global.kind == .element
                    || global.kind == .container && element.children != nil
                    || global.kind == .value && !element.postfixes.isEmpty
            case .element?: return true
            case nil: return false
            }
        case let .conditional(_, then, otherwise): return isElement(then, scope: scope) || isElement(otherwise, scope: scope)
        case let .parenthesized(inner): return isElement(inner, scope: scope)
        case .repeatBlock, .ifBlock: return true
        case let .subscriptExpr(base, _):
            if case let .element(element) = base.kind, case let .global(global)? = meaning(element.head.name, scope: scope),
               case let .list(items) = global.decl.value.kind {
                return items.contains { isElement($0, scope: []) }
            }
            return false
        default: return false
        }
    }

    /// Whether `expr` is a container value (`hstack(spacing: 0)` with no children).
    func isContainerValue(_ expr: Expr) -> Bool {
        guard case let .element(element) = expr.kind, element.children == nil, element.postfixes.isEmpty,
              let definition = Self.elements[element.head.name] else { return false }
        return definition.role == .container
    }
}
