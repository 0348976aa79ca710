import LayoutDiagnostics
import LayoutSwiftSyntax

/// Walks a module's code for the places its views are used and what each place makes of them
/// (`AppViews.Context`): the nearest container that decides — a list makes a row, a navigation
/// stack or a presentation a screen, a widget's configuration a widget's view, a preview its
/// content — else a part of the view around it.
struct UseFinder {
    typealias Context = AppViews.Context
    let reading: WorkspaceSources.ModuleReading
    let module: Int
    let platform: AppModel.Platform
    var file: SourceFile?
    var path = ""
    var uses: [AppViews.Use] = []
    var widgets: [AppViews.Widget] = []
    /// The enclosing types of the code being walked.
    var scope: [String] = []
    /// Whether the code being walked is the content of a horizontal `ScrollView` (no container
    /// between that gives it a width of its own).
    var scrollsHorizontally = false
    /// The largest Dynamic Type size the code being walked is shown at (`.dynamicTypeSize(...X)`
    /// around it in this view), an index into `AppViews.dynamicTypeSizes`; nil when it is not capped.
    var dynamicTypeCap: Int?
    /// Whether the code being walked is a preview's.
    var inPreview = false

    init(reading: WorkspaceSources.ModuleReading, module: Int, platform: AppModel.Platform) {
        self.reading = reading
        self.module = module
        self.platform = platform
    }

    /// Containers whose content are rows.
    static let rowContainers: Set<String> = ["List", "Form", "ForEach", "LazyVStack", "LazyHStack", "LazyVGrid",
                                             "LazyHGrid", "ScrollView", "Table", "OutlineGroup", "DisclosureGroup"]
    /// Containers whose content is a screen of its own.
    static let screenContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView",
                                                "WindowGroup", "Window", "DocumentGroup", "UtilityWindow"]
    static let macScenes: Set<String> = ["Settings", "MenuBarExtra"]
    /// Modifiers whose content is presented or pushed: a screen.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination",
                                             "inspector"]
    /// Modifiers whose content is a bar's items.
    static let toolbars: Set<String> = ["toolbar"]
    static let widgetConfigurations: Set<String> = ["StaticConfiguration", "AppIntentConfiguration",
                                                    "IntentConfiguration", "ActivityConfiguration"]

    // MARK: - Declarations

    mutating func walk(_ declarations: [SwiftDecl], scope outer: [String]) {
        for declaration in declarations {
            switch declaration {
            case let .type(type):
                let inner = type.kind == .extension ? type.name.split(separator: ".").map(String.init)
                    : outer + [type.name]
                let saved = scope
                scope = inner
                walkType(type)
                walk(type.members, scope: inner)
                scope = saved
            case let .preview(preview):
                inPreview = true
                walk(preview.body, .preview)
                for closure in preview.trailing { walk(closure.value, .preview) }
                inPreview = false
            case let .conditional(inner, _):
                walk(inner, scope: outer)
            default:
                break
            }
        }
    }

    /// A type's members that make views: a view's body and builders, an app's scenes, a widget's
    /// configuration, a preview provider's previews.
    mutating func walkType(_ type: SwiftTypeDecl) {
        let conformances = Set(type.inherited.map { $0.replacingOccurrences(of: "SwiftUI.", with: "") })
        for member in DeclarationIndex.flattened(type.members) {
            switch member {
            case let .variable(variable):
                guard let getter = variable.getter else { continue }
                if conformances.contains("Widget") && variable.name == "body" {
                    walkWidget(getter, type: type)
                } else if conformances.contains("PreviewProvider") && variable.name == "previews" {
                    inPreview = true
                    walk(getter, .preview)
                    inPreview = false
                } else if !variable.isStatic || DeclarationIndex.makesView(variable.type) {
                    walk(getter, .component)
                }
            case let .function(function):
                walk(function.body ?? [], .component)
            default:
                break
            }
        }
    }

    /// A widget's `body`: its configuration's content and families.
    mutating func walkWidget(_ getter: [SwiftStmt], type: SwiftTypeDecl) {
        var families: [String]?
        var content: SwiftExpr?
        var marginsDisabled = false
        var provider: String?
        for case let .expression(expression) in getter {
            var expr = expression
            while case let .call(callee, arguments) = expr.kind {
                if case let .member(base, name) = callee.kind {
                    if name == "contentMarginsDisabled" { marginsDisabled = true }
                    if name == "supportedFamilies", let list = arguments.first?.value {
                        families = Self.families(list, in: type, configuration: reading.configuration)
                    }
                    expr = base
                } else {
                    if case let .identifier(name) = callee.kind, Self.widgetConfigurations.contains(name) {
                        content = arguments.last { $0.isTrailing || $0.label == "content" }?.value
                        if let given = arguments.first(where: { $0.label == "provider" })?.value,
                           case let .call(type, _) = given.kind, case let .identifier(typeName) = type.kind {
                            provider = typeName
                        }
                    }
                    break
                }
            }
        }
        widgets.append(AppViews.Widget(module: module, file: path, name: (scope).joined(separator: "."),
                                       families: families ?? AppViews.defaultFamilies, content: content,
                                       range: type.range, contentMarginsDisabled: marginsDisabled, provider: provider))
        if let content { walk(content, .widget) }
    }

    /// The families `.supportedFamilies(…)` is given: an array written there, or a property of the
    /// widget's type that holds or builds one (`static var supportedFamilies: [WidgetFamily] { var
    /// families = …; #if os(iOS) families += [.systemSmall] #endif; return families }`), read as
    /// the unit's platform builds it: every family the code adds (`+`, `+=`, `append`, either
    /// branch of an `if`). Nil when none is found (iOS's default families, then).
    static func families(_ expr: SwiftExpr, in type: SwiftTypeDecl,
                         configuration: SwiftBuildConfiguration) -> [String]? {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        func collect(_ expr: SwiftExpr, depth: Int) {
            guard depth < 8 else { return }
            switch expr.kind {
            case let .array(items): for item in items { collect(item, depth: depth + 1) }
            case let .implicitMember(name): add(name)
            case let .member(base, name):
                // `WidgetFamily.systemSmall`, or the type's own property (`Self.families`).
                if case let .identifier(owner) = base.kind, owner == "WidgetFamily" { add(name); return }
                property(name, depth: depth)
            case let .identifier(name): property(name, depth: depth)
            case let .binary("+", left, right):
                collect(left, depth: depth + 1)
                collect(right, depth: depth + 1)
            case let .call(callee, arguments):
                // `families.append(.accessoryInline)`, `families.append(contentsOf: […])`.
                if case .member(_, "append") = callee.kind { for argument in arguments { collect(argument.value, depth: depth + 1) } }
            case let .postfix(_, inner), let .cast(inner, _): collect(inner, depth: depth + 1)
            case let .tuple(items) where items.count == 1: collect(items[0].value, depth: depth + 1)
            default: break
            }
        }
        func property(_ name: String, depth: Int) {
            for case let .variable(variable) in DeclarationIndex.flattened(type.members) where variable.name == name {
                if let initial = variable.initializer { collect(initial, depth: depth + 1) }
                statements(variable.getter ?? [], depth: depth + 1)
            }
        }
        func statements(_ list: [SwiftStmt], depth: Int) {
            guard depth < 8 else { return }
            for statement in list {
                switch statement {
                case let .expression(expr): collect(expr, depth: depth)
                case let .returnStmt(expr?, _): collect(expr, depth: depth)
                case let .binding(_, value?, _): collect(value, depth: depth)
                case let .assignment(_, value, _): collect(value, depth: depth)
                case let .ifStmt(_, then, otherwise, _):
                    statements(then, depth: depth + 1)
                    statements(otherwise ?? [], depth: depth + 1)
                case let .poundIf(clauses, _):
                    if let chosen = configuration.chosen(clauses) { statements(chosen, depth: depth + 1) }
                default: continue
                }
            }
        }
        collect(expr, depth: 0)
        return names.isEmpty ? nil : names
    }

    // MARK: - Statements and expressions

    mutating func walk(_ statements: [SwiftStmt], _ context: Context) {
        for statement in statements {
            switch statement {
            case let .expression(expr): walk(expr, context)
            case let .returnStmt(expr, _): if let expr { walk(expr, context) }
            case let .binding(_, value, _): if let value { walk(value, context) }
            case let .tupleBinding(_, value, _): if let value { walk(value, context) }
            case let .ifStmt(conditions, then, otherwise, _):
                for case let .binding(_, value?, _) in conditions { walk(value, context) }
                walk(then, context)
                walk(otherwise ?? [], context)
            case let .switchStmt(_, cases, _):
                for branch in cases { walk(branch.body, context) }
            case let .guardStmt(_, otherwise, _):
                walk(otherwise, context)
            case let .poundIf(clauses, _):
                if let chosen = reading.configuration.chosen(clauses) { walk(chosen, context) }
            case let .assignment(_, value, _):
                walk(value, context)
            case .other:
                break
            }
        }
    }

    mutating func walk(_ expr: SwiftExpr, _ context: Context) {
        switch expr.kind {
        case let .call(callee, arguments):
            walkCall(expr, callee, arguments, context)
        case let .closure(_, body):
            walk(body, context)
        case let .ternary(_, then, otherwise):
            walk(then, context)
            walk(otherwise, context)
        case let .member(base, _):
            walk(base, context)
            record(expr, context)
        case .identifier:
            record(expr, context)
        case let .array(items):
            for item in items { walk(item, context) }
        case let .tuple(items):
            for item in items { walk(item.value, context) }
        case let .binary(_, left, right):
            walk(left, context)
            walk(right, context)
        case let .postfix(_, inner), let .prefix(_, inner), let .cast(inner, _):
            walk(inner, context)
        default:
            break
        }
    }

    mutating func walkCall(_ expr: SwiftExpr, _ callee: SwiftExpr, _ arguments: [SwiftArgument], _ context: Context) {
        // A modifier: its view, then its content (presented content is a screen).
        if case let .member(base, name) = callee.kind, !isTypePath(base) {
            // Presented content takes the environment of the view the modifier is on, not its cap.
            let outer = dynamicTypeCap
            if name == "dynamicTypeSize", let cap = Self.dynamicTypeCap(arguments) {
                dynamicTypeCap = min(outer ?? cap, cap)
            }
            walk(base, context)
            dynamicTypeCap = outer
            let inner: Context = Self.presentations.contains(name) ? .screen
                : Self.toolbars.contains(name) ? .toolbar : context
            for argument in arguments { walk(argument.value, inner) }
            return
        }
        let name = Self.path(callee)
        if let name, record(name, at: callee.range, context) {
            // A container of the app's: its content is where the call is.
            for argument in arguments { walk(argument.value, context) }
            return
        }
        let base = name.map { String($0.split(separator: ".").last ?? "") } ?? ""
        switch base {
        case _ where Self.rowContainers.contains(base):
            let saved = scrollsHorizontally
            scrollsHorizontally = base == "ScrollView" && arguments.contains { argument in
                guard argument.label == nil || argument.label == "axes" else { return false }
                if case .implicitMember("horizontal") = argument.value.kind { return true }
                return false
            }
            for argument in arguments { walk(argument.value, .row) }
            scrollsHorizontally = saved
        case _ where Self.screenContainers.contains(base):
            let saved = scrollsHorizontally
            scrollsHorizontally = false
            for argument in arguments { walk(argument.value, .screen) }
            scrollsHorizontally = saved
        case _ where Self.macScenes.contains(base):
            for argument in arguments { walk(argument.value, .macScene) }
        case "TabView":
            for argument in arguments { walk(argument.value, .screen) }
        case "NavigationLink":
            for argument in arguments {
                let isDestination = argument.label == "destination" || (argument.isTrailing && argument.label == nil
                    && arguments.contains { $0.label == "label" })
                walk(argument.value, isDestination ? .screen : context)
            }
        default:
            for argument in arguments { walk(argument.value, context) }
        }
    }

    /// The largest size `.dynamicTypeSize(…)`'s argument allows: `.large` (that size),
    /// `...DynamicTypeSize.accessibility1`, `.xSmall ... .xxxLarge`, `..<.accessibility1`.
    static func dynamicTypeCap(_ arguments: [SwiftArgument]) -> Int? {
        guard arguments.count == 1, let argument = arguments.first, argument.label == nil else { return nil }
        func size(_ expr: SwiftExpr) -> Int? {
            switch expr.kind {
            case let .implicitMember(name), let .member(_, name): return AppViews.dynamicTypeSizes.firstIndex(of: name)
            case let .tuple(items) where items.count == 1 && items[0].label == nil: return size(items[0].value)
            default: return nil
            }
        }
        switch argument.value.kind {
        case let .prefix("...", upper), let .binary("...", _, upper): return size(upper)
        case let .prefix("..<", upper), let .binary("..<", _, upper): return size(upper).map { max(0, $0 - 1) }
        default: return size(argument.value)   // `.large...` (no upper bound) is no size: nil
        }
    }

    /// Whether `expr` names a type (`Color.red`, `Font.title`): then `.x(…)` on it is no modifier.
    func isTypePath(_ expr: SwiftExpr) -> Bool {
        guard let path = Self.path(expr), let first = path.first else { return false }
        return first.isUppercase
    }

    static func path(_ expr: SwiftExpr) -> String? {
        switch expr.kind {
        case let .identifier(name): return name
        case let .member(base, name): return path(base).map { "\($0).\(name)" }
        default: return nil
        }
    }

    /// Records a use when `expr` names one of the app's views (`SettingsView` passed as a value,
    /// `Row.init`).
    mutating func record(_ expr: SwiftExpr, _ context: Context) {
        guard let name = Self.path(expr) else { return }
        _ = record(name, at: expr.range, context)
    }

    /// Records a use of the view `name` means here; false when it names none.
    mutating func record(_ name: String, at range: Range<Int>, _ context: Context) -> Bool {
        guard let file, name.first?.isUppercase ?? false else { return false }
        let from = reading.index.module(of: file.id)
        guard let view = reading.index.view(name, from: from, scope: scope, file: file.id) else { return false }
        let owner = reading.modules.indices.contains(view.module) ? reading.modules[view.module] : module
        uses.append(AppViews.Use(view: AppViews.ViewKey(module: owner, name: view.name), context: context,
                                 byModule: module, file: path, offset: range.lowerBound,
                                 scrollsHorizontally: scrollsHorizontally, dynamicTypeCap: dynamicTypeCap,
                                 inView: scope.isEmpty ? nil : scope.joined(separator: "."), inPreview: inPreview))
        return true
    }
}
