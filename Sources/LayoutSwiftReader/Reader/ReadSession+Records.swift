import Foundation
import LayoutAppModel
import LayoutDiagnostics
import LayoutSwiftSyntax

/// A Swift value the reader holds while it reads: one `.layout` can write, or one of the app's own
/// that `.layout` has no word for — a model's instance (`Recipe.mock`), a list of them, an enum's
/// case — whose fields the reader reads (`recipe.title` is the mock's title), so that a view is laid
/// out with the values the code has (`docs/swiftui.md`, "Values the code has").
indirect enum ReaderValue {
    case layout(LayoutDraft.Value)
    case record(ReaderRecord)
    case list([ReaderValue])
    /// An enum's case (its type when known: for its computed properties).
    case enumCase(name: String, type: DeclarationIndex.TypeInfo?, payload: [ReaderValue])
    /// A value known by its fields alone: a geometry value of the frameworks' (`CGSize(width: 28,
    /// height: 28)`, `EdgeInsets(…)`, `.zero`), or one of a type of the app's the files read do not
    /// declare, built with labelled arguments (`writtenFields`).
    case fields(type: String, fields: [String: ReaderValue])
    /// `nil`.
    case none

    /// As `.layout` writes it, when it can.
    var scalar: LayoutDraft.Value? {
        switch self {
        case let .layout(value): return value
        case let .enumCase(name, _, payload) where payload.isEmpty: return .init(text: "." + name)
        case .none: return .init(text: "nil")
        case let .fields(type, fields):
            // A size as `.layout` writes one (`28x28`).
            guard type == "CGSize", case let .layout(width)? = fields["width"], case let .layout(height)? = fields["height"],
                  Double(width.text) != nil, Double(height.text) != nil else { return nil }
            return .init(text: "\(width.text)x\(height.text)")
        case let .list(items):
            // A list of values `.layout` writes is one too (`["Vegetarian", "One-pot"]`).
            var written: [LayoutDraft.Value] = []
            for item in items {
                guard let scalar = item.scalar else { return nil }
                written.append(scalar)
            }
            return .init(text: "[" + written.map(\.text).joined(separator: ", ") + "]",
                         standIn: written.lazy.compactMap(\.standIn).first)
        default: return nil
        }
    }

    /// A description that two equal values share: what a component made apart for it is named by.
    var key: String {
        switch self {
        case let .layout(value): return value.text
        case let .record(record):
            return record.type.name + "(" + record.fields.keys.sorted().map { "\($0):\(record.fields[$0]?.key ?? "")" }
                .joined(separator: ",") + ")"
        case let .list(items): return "[" + items.map(\.key).joined(separator: ",") + "]"
        case let .enumCase(name, _, payload): return "." + name + (payload.isEmpty ? "" : "(" + payload.map(\.key).joined(separator: ",") + ")")
        case let .fields(type, fields):
            return type + "(" + fields.keys.sorted().map { "\($0):\(fields[$0]?.key ?? "")" }.joined(separator: ",") + ")"
        case .none: return "nil"
        }
    }
}

/// An instance of one of the app's types: its stored properties' values (those the reader knows).
struct ReaderRecord {
    var type: DeclarationIndex.TypeInfo
    var fields: [String: ReaderValue]
}

extension ReadSession {
    /// The most nested evaluations of values (a model whose default holds another model …).
    static let maxEvaluationDepth = 24
    /// The most evaluations one reading makes; past them a value is not known (a stand-in).
    static let maxEvaluations = 200_000

    /// `expr` as a value of the app's own when it is one (or reads one: `recipe.title`,
    /// `Recipe.mock`, `store.recipes`, `.loaded(items)`); nil when it is not, or not known.
    /// `expected`: the type the context wants (a property's), for `.mock` and `.init(…)`.
    mutating func evaluate(_ expr: SwiftExpr, _ scope: Scope, expected: String? = nil) -> ReaderValue? {
        guard evaluationDepth < Self.maxEvaluationDepth, evaluationsLeft > 0 else { return nil }
        evaluationsLeft -= 1
        evaluationDepth += 1
        let outer = innermostEvaluation
        let site = EvaluationSite(file: scope.file.id, range: expr.range)
        innermostEvaluation = site
        let result = evaluateHere(expr, scope, expected: expected)
        evaluationDepth -= 1
        innermostEvaluation = outer
        // What an evaluation could not evaluate, `value` does not ask again while the outermost
        // evaluation lasts (`mayEvaluate`); outside every evaluation, scopes come and go (each
        // item of a `ForEach`).
        if evaluationDepth == 0 {
            failedEvaluations.removeAll(keepingCapacity: true)
        } else if result == nil, expected == nil {
            failedEvaluations.insert(site)
        }
        return result
    }

    /// `evaluate`'s work, its bounds and bookkeeping done.
    private mutating func evaluateHere(_ expr: SwiftExpr, _ scope: Scope, expected: String?) -> ReaderValue? {
        switch expr.kind {
        case let .identifier(name):
            if let record = scope.records[name] { return record }
            if let known = value(expr, scope) { return .layout(known) }
            // A member of the value whose code this is, named alone (`rawValue` in an enum's `title`).
            if scope.values[name] == nil, let owner = scope.records["self"], let found = member(owner, name, scope) {
                return found
            }
            // A static property named from inside its own type (`mock` in `Trail`'s code).
            if scope.values[name] == nil, !scope.typeScope.isEmpty,
               let owner = appType(scope.typeScope.joined(separator: "."), scope) {
                return staticMember(owner, name)
            }
            return nil
        case let .implicitMember(name):
            // A colour where a `Color` is expected (`private var tint: Color { … return .brand }`).
            if expected.map(Self.nominalType) == "Color" { return color(expr, scope).map(ReaderValue.layout) }
            if name == "zero", let type = expected.map(Self.nominalType), appType(type, scope) == nil,
               let zero = Self.zeroGeometry(type) {
                return zero
            }
            if let type = expected.flatMap({ appType(Self.nominalType($0), scope) }) {
                if let member = staticMember(type, name) { return member }
                if type.decl.kind == .enum { return .enumCase(name: name, type: type, payload: []) }
            }
            return value(expr, scope).map(ReaderValue.layout)
        case let .member(base, name):
            if let known = Self.localeValue(expr) { return .layout(.init(text: known)) }
            if case .identifier("Color") = base.kind, let colour = color(expr, scope) { return .layout(colour) }
            if name == "zero", let path = qualifiedName(base), appType(path, scope) == nil, let zero = Self.zeroGeometry(path) {
                return zero
            }
            if case let .postfix("?", inner) = base.kind {
                guard let owner = evaluate(inner, scope) else { return nil }
                if case .none = owner { return ReaderValue.none }
                return member(owner, name, scope)
            }
            if let path = qualifiedName(base), scope.records[path.split(separator: ".").first.map(String.init) ?? ""] == nil,
               let type = appType(path, scope) {
                return staticMember(type, name)
            }
            if rootsInRecord(base, scope), let owner = evaluate(base, scope) { return member(owner, name, scope) }
            // A member of a static value of the app's (`Filter.shaded.rawValue`, `Trail.mock.name`) or
            // of one the code's own value has (`rawValue.capitalized` in an enum's property).
            if readsAppValue(base, scope), let owner = evaluate(base, scope) { return member(owner, name, scope) }
            return value(expr, scope).map(ReaderValue.layout)
        case let .call(callee, arguments):
            if let held = Self.constantBinding(callee, arguments) { return evaluate(held, scope, expected: expected) }
            return evaluateCall(callee, arguments, expr, scope, expected: expected)
        case let .array(items):
            let element = expected.map { Self.elementType($0) }
            var values: [ReaderValue] = []
            for item in items {
                guard let evaluated = evaluate(item, scope, expected: element) else { return nil }
                values.append(evaluated)
            }
            return .list(values)
        case .nilLiteral:
            return ReaderValue.none
        case let .binary("??", left, right):
            guard let known = evaluate(left, scope, expected: expected) else { return nil }
            if case .none = known { return evaluate(right, scope, expected: expected) }
            return known
        case let .postfix(_, inner), let .cast(inner, _):
            return evaluate(inner, scope, expected: expected)
        case let .tuple(items) where items.count == 1 && items[0].label == nil:
            return evaluate(items[0].value, scope, expected: expected)
        case let .tuple(items) where items.count > 1:
            // `(26, 34)` where a `(width: CGFloat, height: CGFloat)` is expected: its fields by the
            // labels written or expected, and by position (`.0`).
            let labels = expected.map(Self.tupleLabels) ?? []
            var fields: [String: ReaderValue] = [:]
            for (position, item) in items.enumerated() {
                guard let known = evaluate(item.value, scope) else { continue }
                fields[String(position)] = known
                if let label = item.label ?? (position < labels.count ? labels[position] : nil) { fields[label] = known }
            }
            return .fields(type: "(tuple)", fields: fields)
        case let .subscriptExpr(base, arguments) where arguments.count == 1 && arguments[0].label == nil:
            // `Budget.preview.categories[0]`: an item of a list the code holds.
            if case let .list(items)? = evaluate(base, scope),
               let index = value(arguments[0].value, scope).flatMap({ Int($0.text) }) {
                return items.indices.contains(index) ? items[index] : nil
            }
            return value(expr, scope).map(ReaderValue.layout)
        default:
            return value(expr, scope).map(ReaderValue.layout)
        }
    }

    /// Whether `value` may give `expr` to `evaluate` as a value of the app's own: not when it is the
    /// expression `evaluate` is reading, innermost (which asked `value` for it as its last resort),
    /// nor one the same evaluation already failed to evaluate (the base of a chain, which `value`
    /// reads again part by part). Asking again, in the same scope, could only retrace the same
    /// steps, each part of a chain doing so again: a chain of a dozen calls took 200,000
    /// evaluations and seconds, an avatar's `size.size.width` over 7,000.
    func mayEvaluate(_ expr: SwiftExpr, _ scope: Scope) -> Bool {
        let site = EvaluationSite(file: scope.file.id, range: expr.range)
        return innermostEvaluation != site && !failedEvaluations.contains(site)
    }

    /// Whether `expr` reads a value of the app's own past what `rootsInRecord` sees: a static one
    /// (`Filter.shaded`, `Trail.mock.tags`), or a member of the value whose code this is, named
    /// alone (`rawValue`).
    mutating func readsAppValue(_ expr: SwiftExpr, _ scope: Scope) -> Bool {
        var root = expr
        var depth = 0
        walk: while true {
            switch root.kind {
            case let .member(base, _), let .postfix(_, base), let .subscriptExpr(base, _):
                root = base
                depth += 1
            default:
                break walk
            }
        }
        guard case let .identifier(name) = root.kind, scope.values[name] == nil, scope.records[name] == nil else { return false }
        if depth > 0, appType(name, scope) != nil { return true }
        return scope.records["self"] != nil && !scope.runtime.contains(name)
    }

    /// Whether `expr`'s root names a value of the app's own (`recipe.title`, `self.store.items`).
    func rootsInRecord(_ expr: SwiftExpr, _ scope: Scope) -> Bool {
        switch expr.kind {
        case let .identifier(name): return scope.records[name] != nil
        case let .member(base, _), let .postfix(_, base): return rootsInRecord(base, scope)
        case let .call(callee, _): return rootsInRecord(callee, scope)
        case let .subscriptExpr(base, _): return rootsInRecord(base, scope)
        default: return false
        }
    }

    /// The app's type `name` means here (not a view: views are read as views).
    func appType(_ name: String, _ scope: Scope) -> DeclarationIndex.TypeInfo? {
        guard let first = name.first, first.isUppercase else { return nil }
        return index.type(name, from: module(of: scope), scope: scope.typeScope, file: scope.file.id)
    }

    /// `Recipe?` → `Recipe`; `[Recipe]` stays a list's type.
    static func baseType(_ type: String) -> String {
        var base = Substring(type.withoutSpaces)
        while let last = base.last, last == "?" || last == "!" { base = base.dropLast() }
        if base.hasPrefix("Optional<"), base.hasSuffix(">") { base = base.dropFirst("Optional<".count).dropLast() }
        return String(base)
    }

    /// The type named, without its optionality and generic arguments: `LoadState<Budget>?` →
    /// `LoadState` (a list's or a dictionary's type stays as it is).
    static func nominalType(_ type: String) -> String {
        let base = baseType(type)
        guard !base.hasPrefix("["), let open = base.firstIndex(of: "<"), base.hasSuffix(">") else { return base }
        let name = String(base[..<open])
        return ["Array", "Dictionary", "Set", "Optional"].contains(name) ? base : name
    }

    /// The types of a case's payload as a value of `written` (`LoadState<Budget>`): the case's
    /// declared types with the enum's generic parameters replaced by the arguments written.
    static func payloadTypes(of caseName: String, in type: DeclarationIndex.TypeInfo, as written: String) -> [String] {
        guard let declared = type.cases.first(where: { $0.name == caseName })?.payloadTypes else { return [] }
        let base = baseType(written)
        var arguments: [String] = []
        if let open = base.firstIndex(of: "<"), base.hasSuffix(">") {
            arguments = SwiftParser.topLevelItems(String(base[base.index(after: open)..<base.index(before: base.endIndex)]))
        }
        let parameters = type.decl.genericParameters
        guard parameters.count == arguments.count, !parameters.isEmpty else { return declared }
        return declared.map { text in
            // Whole words only: `Value` in `[Value]`, not in `Values`.
            var out = ""
            var word = ""
            func flush() {
                if let at = parameters.firstIndex(of: word) { out += arguments[at] } else { out += word }
                word = ""
            }
            for character in text {
                if character.isLetter || character.isNumber || character == "_" { word.append(character) } else {
                    flush()
                    out.append(character)
                }
            }
            flush()
            return out
        }
    }

    /// `[Recipe]` → `Recipe`.
    static func elementType(_ type: String) -> String {
        let base = baseType(type)
        if base.hasPrefix("["), base.hasSuffix("]"), !base.utf8.contains(UInt8(ascii: ":")) { return String(base.dropFirst().dropLast()) }
        if base.hasPrefix("Array<"), base.hasSuffix(">") { return String(base.dropFirst("Array<".count).dropLast()) }
        return base
    }

    /// A property, a computed property or a list's `count`/`first` of a value the reader holds.
    mutating func member(_ owner: ReaderValue, _ name: String, _ scope: Scope) -> ReaderValue? {
        switch owner {
        case let .record(record):
            if let field = record.fields[name] { return field }
            return computed(name, of: owner, type: record.type)
        case let .enumCase(caseName, type, _):
            guard let type else { return nil }
            if name == "rawValue", let raw = rawValue(ofCase: caseName, type) { return raw }
            return computed(name, of: owner, type: type)
        case let .list(items):
            switch name {
            case "count": return .layout(.init(text: String(items.count)))
            case "isEmpty": return .layout(.init(text: items.isEmpty ? "true" : "false"))
            case "first": return items.first ?? ReaderValue.none
            case "last": return items.last ?? ReaderValue.none
            default: return nil
            }
        case let .layout(value):
            switch name {
            case "isEmpty" where value.text.hasPrefix("\"") && !value.text.contains("\\("):
                return .layout(.init(text: value.text == "\"\"" ? "true" : "false"))
            case "capitalized" where value.standIn == nil:
                return Self.capitalized(value.text).map { .layout(.init(text: $0)) }
            default: return nil
            }
        case let .fields(_, fields):
            return fields[name]
        case .none:
            return ReaderValue.none
        }
    }

    /// The labels of a tuple type as written (`(width: CGFloat, height: CGFloat)`: `width`,
    /// `height`); nil for an element without one, none for a type that is no tuple.
    static func tupleLabels(_ type: String) -> [String?] {
        var written = Substring(type.withoutSpaces)
        while let last = written.last, last == "?" || last == "!" { written = written.dropLast() }
        guard written.hasPrefix("("), written.hasSuffix(")") else { return [] }
        return SwiftParser.topLevelItems(String(written.dropFirst().dropLast())).map { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let label = part[..<colon]
            return !label.isEmpty && label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? String(label) : nil
        }
    }

    /// The frameworks' geometry types whose fields the reader reads, with their fields' labels.
    static let geometryTypes: [String: [String]] = [
        "CGSize": ["width", "height"], "CGPoint": ["x", "y"], "CGVector": ["dx", "dy"],
        "CGRect": ["x", "y", "width", "height"],
        "EdgeInsets": ["top", "leading", "bottom", "trailing"],
        "NSDirectionalEdgeInsets": ["top", "leading", "bottom", "trailing"],
        "UIEdgeInsets": ["top", "left", "bottom", "right"], "NSEdgeInsets": ["top", "left", "bottom", "right"],
    ]

    /// `CGSize(width: 28, height: 28)`, `.init(top: 8, …)` where an `EdgeInsets` is expected,
    /// `CGRect(origin:size:)`: a geometry value with each field the code gives (a field it leaves
    /// out is 0, as in the frameworks' initializers); nil when a field is not known. A `CGRect`
    /// has its `origin` and `size` too.
    mutating func geometry(_ type: String, _ arguments: [SwiftArgument], _ scope: Scope) -> ReaderValue? {
        guard let labels = Self.geometryTypes[type] else { return nil }
        var fields: [String: ReaderValue] = [:]
        if type == "CGRect", arguments.map(\.label) == ["origin", "size"] {
            guard case let .fields(_, origin)? = evaluate(arguments[0].value, scope, expected: "CGPoint"),
                  case let .fields(_, size)? = evaluate(arguments[1].value, scope, expected: "CGSize") else { return nil }
            fields = origin.merging(size) { first, _ in first }
        } else {
            for argument in arguments {
                guard let label = argument.label, labels.contains(label), fields[label] == nil,
                      let known = value(argument.value, scope), Double(known.text) != nil else { return nil }
                fields[label] = .layout(known)
            }
        }
        for label in labels where fields[label] == nil { fields[label] = Self.zero }
        if type == "CGRect" {
            for (part, partType) in [("origin", "CGPoint"), ("size", "CGSize")] {
                let labels = Self.geometryTypes[partType] ?? []
                fields[part] = .fields(type: partType, fields: fields.filter { labels.contains($0.key) })
            }
        }
        return .fields(type: type, fields: fields)
    }

    static let zero = ReaderValue.layout(.init(text: "0"))

    /// A value of a type of the app's that the files read do not declare (its model in a file not
    /// read), built where a value of that type is expected with every argument labelled —
    /// `ContainerCell(container: Container(id: "ID", name: "NAME"))` — as its memberwise initializer
    /// builds it: a field for each label, with what the code gives. Nil when an argument has no
    /// label or a value the reader does not know (the field is left to a stand-in then).
    mutating func writtenFields(_ type: String, _ arguments: [SwiftArgument], _ scope: Scope) -> ReaderValue? {
        guard !arguments.isEmpty, arguments.allSatisfy({ $0.label != nil && !$0.isTrailing }) else { return nil }
        var fields: [String: ReaderValue] = [:]
        for argument in arguments {
            guard let label = argument.label, fields[label] == nil, let known = evaluate(argument.value, scope) else { continue }
            fields[label] = known
        }
        return fields.isEmpty ? nil : .fields(type: type, fields: fields)
    }

    /// `.zero` of a geometry type (a `CGRect`'s origin and size are not read from it).
    static func zeroGeometry(_ type: String) -> ReaderValue? {
        guard let labels = geometryTypes[type] else { return nil }
        return .fields(type: type, fields: Dictionary(uniqueKeysWithValues: labels.map { ($0, zero) }))
    }

    /// A computed property of `type` read on `owner` (its getter's one expression, or a `switch
    /// self` whose cases each give one).
    mutating func computed(_ name: String, of owner: ReaderValue, type: DeclarationIndex.TypeInfo) -> ReaderValue? {
        let key = type.name + "." + name
        guard !computingMembers.contains(key) else { return nil }
        for (member, file) in type.allMembers {
            guard case let .variable(variable) = member, variable.name == name, !variable.isStatic,
                  let getter = variable.getter else { continue }
            computingMembers.insert(key)
            defer { computingMembers.remove(key) }
            var inner = instanceScope(of: owner, type: type, file: file)
            return run(getter, &inner, expected: variable.type)
        }
        return nil
    }

    /// A computed property of the view being read, evaluated where its code is: its getter's value
    /// (nil for a view builder, which is read as views, or one that reads what is not known).
    mutating func computedProperty(_ name: String, _ scope: Scope) -> ReaderValue? {
        let members = scope.view?.members ?? scope.ownMembers
        guard !members.isEmpty, !computing.contains(name) else { return nil }
        for member in members {
            guard case let .variable(variable) = member, variable.name == name, !variable.isStatic,
                  let getter = variable.getter, !DeclarationIndex.makesView(variable.type) else { continue }
            computing.insert(name)
            defer { computing.remove(name) }
            var inner = scope
            return run(getter, &inner, expected: variable.type)
        }
        return nil
    }

    /// Where the code of `type` reads `owner`: `self` and its fields by name.
    func instanceScope(of owner: ReaderValue, type: DeclarationIndex.TypeInfo, file: SourceFile) -> Scope {
        var inner = Scope(file: file)
        inner.types = type.scope
        inner.records["self"] = owner
        if case let .record(record) = owner {
            for (field, value) in record.fields {
                if let scalar = value.scalar, case .layout = value {
                    inner.values[field] = scalar
                } else {
                    inner.records[field] = value
                }
            }
        }
        return inner
    }

    /// Statements that compute one value: `let`s, `if`s on what is known, a `switch` on a known
    /// case, and the expression or `return` that ends them; nil when they depend on what is not.
    mutating func run(_ statements: [SwiftStmt], _ scope: inout Scope, expected: String?) -> ReaderValue? {
        for statement in statements {
            switch statement {
            case let .expression(expr), let .returnStmt(expr?, _):
                return evaluate(expr, scope, expected: expected)
            case let .binding(name, value?, _):
                scope.bind(name, evaluate(value, scope))
            case let .switchStmt(subject, cases, _):
                guard case let .enumCase(name, _, payload)? = evaluate(subject, scope) else { return nil }
                var inner = scope
                guard let chosen = enumBranch(cases, name, payload, &inner) else { return nil }
                return run(chosen.body, &inner, expected: expected)
            case let .ifStmt(conditions, then, otherwise, _):
                var inner = scope
                guard let holds = decide(conditions, &inner) else { return nil }
                if holds { return run(then, &inner, expected: expected) }
                guard let otherwise else { continue }
                var other = scope
                return run(otherwise, &other, expected: expected)
            case let .guardStmt(conditions, otherwise, _):
                // `guard case .loaded(let items) = state else { return [] }`: past it with its names.
                var inner = scope
                guard let holds = decide(conditions, &inner) else { return nil }
                if !holds {
                    var other = scope
                    return run(otherwise, &other, expected: expected)
                }
                scope = inner
            default:
                return nil
            }
        }
        return nil
    }

    /// A static property of `type` (`Recipe.mock`, `static var preview: Store { … }`, a case of an
    /// enum), evaluated once per reading.
    mutating func staticMember(_ type: DeclarationIndex.TypeInfo, _ name: String) -> ReaderValue? {
        let key = type.name + "." + name
        if let known = staticValues[key] { return known }
        guard !evaluatingStatics.contains(key) else { return nil }
        evaluatingStatics.insert(key)
        defer { evaluatingStatics.remove(key) }
        var result: ReaderValue?
        for (member, file) in type.allMembers {
            guard case let .variable(variable) = member, variable.isStatic, variable.name == name else { continue }
            var inner = Scope(file: file)
            inner.types = type.scope
            if let initializer = variable.initializer {
                result = evaluate(initializer, inner, expected: variable.type ?? type.name)
            } else if let getter = variable.getter {
                result = run(getter, &inner, expected: variable.type ?? type.name)
            }
            break
        }
        if result == nil, type.decl.kind == .enum { result = enumMember(type, name) }
        staticValues[key] = .some(result)
        return result
    }

    /// What an enum gives without a property: one of its cases without values (`TrailFilter.easy`),
    /// and `allCases` of a `CaseIterable` one whose cases carry none, in the order declared.
    func enumMember(_ type: DeclarationIndex.TypeInfo, _ name: String) -> ReaderValue? {
        let cases = type.cases
        if let found = cases.first(where: { $0.name == name }), !found.hasPayload {
            return .enumCase(name: name, type: type, payload: [])
        }
        guard name == "allCases", type.decl.inherited.contains("CaseIterable"), !cases.isEmpty,
              !cases.contains(where: \.hasPayload) else { return nil }
        return .list(cases.map { .enumCase(name: $0.name, type: type, payload: []) })
    }

    /// A case's `rawValue`: the one written (`case easy = "Easy"`), else its name for an enum of
    /// `String` raw values. Nil for any other (an `Int` enum's counted values are the app's).
    mutating func rawValue(ofCase name: String, _ type: DeclarationIndex.TypeInfo) -> ReaderValue? {
        guard let found = type.cases.first(where: { $0.name == name }), !found.hasPayload else { return nil }
        if let written = found.rawValue {
            var scope = Scope(file: type.file)
            scope.types = type.scope
            return evaluate(written, scope)
        }
        switch type.decl.inherited.first {
        case "String":
            return .layout(.init(text: "\"" + name + "\""))
        case "Int":
            // Swift's implicit raw values: one more than the case before (the first 0).
            var next = 0
            for written in type.cases {
                if let raw = written.rawValue {
                    guard case let .integer(text) = raw.kind, let number = Int(text) else { return nil }
                    next = number
                }
                if written.name == name { return .layout(.init(text: String(next))) }
                next = next.addingReportingOverflow(1).partialValue
            }
            return nil
        default:
            return nil
        }
    }

    /// `a < b` (and `<=`, `>`, `>=`) of two cases of the app's `Comparable` enum without payloads
    /// (`step <= level`): its own `<` run with them when it writes one (`lhs.rawValue <
    /// rhs.rawValue`), else the order its cases are declared in, as Swift's synthesized conformance
    /// orders them: as `.layout` writes it. Nil for anything else.
    mutating func enumOrder(_ op: String, _ left: SwiftExpr, _ right: SwiftExpr, _ scope: Scope) -> String? {
        guard ["<", "<=", ">", ">="].contains(op) else { return nil }
        // A number on either side (`count > 3`): no case to compare, and nothing evaluated.
        for side in [left, right] {
            switch side.kind {
            case .integer, .float: return nil
            default: continue
            }
        }
        // One side names the type, the other may be a case written alone (`step > .one`).
        func enumCase(_ value: ReaderValue?) -> (name: String, type: DeclarationIndex.TypeInfo)? {
            guard case let .enumCase(name, type?, payload)? = value, payload.isEmpty else { return nil }
            return (name, type)
        }
        var leftCase = enumCase(evaluate(left, scope))
        let rightCase = enumCase(evaluate(right, scope, expected: leftCase.map { $0.type.scope.joined(separator: ".") }))
        if leftCase == nil, let rightCase {
            leftCase = enumCase(evaluate(left, scope, expected: rightCase.type.scope.joined(separator: ".")))
        }
        guard let (a, typeA) = leftCase, let (b, typeB) = rightCase, typeA.scope == typeB.scope,
              typeA.decl.inherited.contains("Comparable") else { return nil }
        // `a > b` is `b < a`; `a <= b` is `!(b < a)`; `a >= b` is `!(a < b)`.
        let (first, second) = op == ">" || op == "<=" ? (b, a) : (a, b)
        let negated = op == "<=" || op == ">="
        let custom = typeA.allMembers.lazy.compactMap { member, file -> (SwiftFunction, [SwiftStmt], SourceFile)? in
            guard case let .function(function) = member, function.isStatic, function.name == "<",
                  function.parameters.count == 2, let body = function.body else { return nil }
            return (function, body, file)
        }.first
        if let (function, body, file) = custom {
            var inner = Scope(file: file)
            inner.types = typeA.scope
            inner.bind(function.parameters[0].name, .enumCase(name: first, type: typeA, payload: []))
            inner.bind(function.parameters[1].name, .enumCase(name: second, type: typeA, payload: []))
            guard let known = run(body, &inner, expected: "Bool")?.scalar, known.standIn == nil else { return nil }
            return negated ? "!(\(known.text))" : known.text
        }
        guard let i = typeA.cases.firstIndex(where: { $0.name == first }),
              let j = typeA.cases.firstIndex(where: { $0.name == second }) else { return nil }
        return (i < j) != negated ? "true" : "false"
    }

    mutating func evaluateCall(_ callee: SwiftExpr, _ arguments: [SwiftArgument], _ expr: SwiftExpr, _ scope: Scope,
                               expected: String?) -> ReaderValue? {
        switch callee.kind {
        case let .identifier(name):
            if Self.geometryTypes[name] != nil, appType(name, scope) == nil { return geometry(name, arguments, scope) }
            if let expected, Self.nominalType(expected) == name, appType(name, scope) == nil,
               let written = writtenFields(name, arguments, scope) {
                return written
            }
            if let type = appType(name, scope), index.view(name, from: module(of: scope), scope: scope.typeScope, file: scope.file.id) == nil {
                return construct(type, arguments, scope)
            }
            // `Array(repeating: item, count: n)`.
            if name == "Array", arguments.count == 2, arguments[0].label == "repeating", arguments[1].label == "count",
               let item = evaluate(arguments[0].value, scope, expected: expected.map { Self.elementType($0) }),
               let count = value(arguments[1].value, scope).flatMap({ Int($0.text) }), (0...64).contains(count) {
                return .list(Array(repeating: item, count: count))
            }
        case let .member(base, "init"):
            if let path = qualifiedName(base), Self.geometryTypes[path] != nil, appType(path, scope) == nil {
                return geometry(path, arguments, scope)
            }
            if let path = qualifiedName(base), let type = appType(path, scope) { return construct(type, arguments, scope) }
        case let .implicitMember(name):
            if name == "init", let type = expected.map(Self.nominalType), Self.geometryTypes[type] != nil,
               appType(type, scope) == nil {
                return geometry(type, arguments, scope)
            }
            if let type = expected.flatMap({ appType(Self.nominalType($0), scope) }) {
                if name == "init" { return construct(type, arguments, scope) }
                if type.decl.kind == .enum {
                    // Each value of the payload at its case's type, the enum's generic arguments put
                    // in (`.loaded(.preview)` as a `LoadState<Budget>`: `Budget.preview`).
                    let types = Self.payloadTypes(of: name, in: type, as: expected ?? "")
                    var payload: [ReaderValue] = []
                    for (position, argument) in arguments.enumerated() {
                        let payloadType = types.indices.contains(position) ? types[position] : nil
                        guard let known = evaluate(argument.value, scope, expected: payloadType) else { return nil }
                        payload.append(known)
                    }
                    return .enumCase(name: name, type: type, payload: payload)
                }
                return staticFunction(type, name, arguments, scope)
            }
        case let .member(base, name):
            if let path = qualifiedName(base), scope.records[path.split(separator: ".").first.map(String.init) ?? ""] == nil,
               let type = appType(path, scope) {
                return staticFunction(type, name, arguments, scope)
            }
            if rootsInRecord(base, scope), let owner = evaluate(base, scope) {
                if case let .list(items) = owner, arguments.isEmpty {
                    switch name {
                    case "reversed": return .list(items.reversed())
                    case "sorted", "shuffled": return owner
                    default: break
                    }
                }
                if case let .list(items) = owner, name == "prefix", let count = arguments.first.flatMap({ value($0.value, scope) })
                    .flatMap({ Int($0.text) }) {
                    return .list(Array(items.prefix(max(count, 0))))
                }
                return nil
            }
        case let .closure(_, body) where arguments.isEmpty:
            // `{ let store = Store(); store.items = Item.samples; return store }()`.
            var inner = scope
            return runBuilding(body, &inner, expected: expected)
        default:
            break
        }
        return value(expr, scope).map(ReaderValue.layout)
    }

    /// Whether conditions the code holds the values of all hold (`!items.isEmpty`, `case
    /// .loaded(let items) = state`, `let first = items.first`), the names they bind put in
    /// `scope`; nil when one is known only when the app runs.
    mutating func decide(_ conditions: [SwiftCondition], _ scope: inout Scope) -> Bool? {
        for condition in conditions {
            switch condition {
            case let .expression(expr):
                guard let holds = truth(expr, scope) else { return nil }
                if !holds { return false }
            case let .casePattern(pattern, subject, _):
                guard case let .enumCase(name, _, payload)? = evaluate(subject, scope) else { return nil }
                guard let bindings = enumPatternBindings(pattern, name, payload, scope) else { return false }
                for (bound, value) in bindings { scope.bind(bound, value) }
            case let .binding(name, expr, _):
                guard let evaluated = evaluate(expr ?? SwiftExpr(kind: .identifier(name), range: 0..<0), scope) else {
                    return nil
                }
                if case .none = evaluated { return false }
                if case let .layout(known) = evaluated, known.standIn != nil { return nil }
                scope.bind(name, evaluated)
            case .other:
                return nil
            }
        }
        return true
    }

    /// A condition on values the code holds, decided: `!`, `&&`, `||`, `isEmpty` of a list or a
    /// string the code has, and what `.layout` writes as `true` or `false`; nil when not known.
    mutating func truth(_ expr: SwiftExpr, _ scope: Scope) -> Bool? {
        switch expr.kind {
        case let .prefix("!", inner):
            return truth(inner, scope).map { !$0 }
        case let .binary("&&", left, right):
            guard let l = truth(left, scope) else { return nil }
            return l ? truth(right, scope) : false
        case let .binary("||", left, right):
            guard let l = truth(left, scope) else { return nil }
            return l ? true : truth(right, scope)
        case let .tuple(items) where items.count == 1 && items[0].label == nil:
            return truth(items[0].value, scope)
        case let .member(base, "isEmpty"):
            switch evaluate(base, scope) {
            case let .list(items)?: return items.isEmpty
            case let .layout(known)? where known.standIn == nil && Self.isStringLiteral(known.text):
                // A string literal with nothing interpolated: empty or not.
                return known.text == "\"\""
            default: return nil
            }
        case let .call(callee, arguments) where arguments.count == 1 && arguments[0].label == nil:
            // `options.contains(.contextMenu)` on a list or an option set the code holds
            // (`options: Options = []`): an empty one holds nothing; else the cases written.
            guard case let .member(base, "contains") = callee.kind, case let .list(items)? = evaluate(base, scope) else {
                return truthAsWritten(expr, scope)
            }
            if items.isEmpty { return false }
            guard case let .implicitMember(wanted) = arguments[0].value.kind,
                  items.allSatisfy({ if case .enumCase = $0 { return true }; return $0.key.hasPrefix(".") }) else { return nil }
            return items.contains { $0.key == "." + wanted }
        case let .binary(op, left, right) where (op == "==" || op == "!=") && Self.isNilLiteral(right):
            // An optional the code holds, against nil (`reload != nil` with a `reload` left at nil).
            guard let known = value(left, scope), known.standIn == nil else { return nil }
            return (known.text == "nil") == (op == "==")
        case let .binary(op, left, right) where ["==", "!=", "<", "<=", ">", ">="].contains(op):
            // Numbers the code holds, compared (`limit > 0` with a limit of 600).
            guard let l = value(left, scope), l.standIn == nil, let x = FormatStyles.number(l.text),
                  let r = value(right, scope), r.standIn == nil, let y = FormatStyles.number(r.text) else {
                return truthAsWritten(expr, scope)
            }
            switch op {
            case "==": return x == y
            case "!=": return x != y
            case "<": return x < y
            case "<=": return x <= y
            case ">": return x > y
            default: return x >= y
            }
        default:
            return truthAsWritten(expr, scope)
        }
    }

    static func isNilLiteral(_ expr: SwiftExpr) -> Bool {
        if case .nilLiteral = expr.kind { return true }
        return false
    }

    /// A condition `.layout` writes as `true` or `false`.
    mutating func truthAsWritten(_ expr: SwiftExpr, _ scope: Scope) -> Bool? {
        guard let known = value(expr, scope), known.standIn == nil, known.text == "true" || known.text == "false" else {
            return nil
        }
        return known.text == "true"
    }

    /// A closure that builds a value: `let`s, assignments to the fields of what it built, `return`.
    mutating func runBuilding(_ statements: [SwiftStmt], _ scope: inout Scope, expected: String?) -> ReaderValue? {
        for statement in statements {
            switch statement {
            case let .binding(name, value?, _):
                if let evaluated = evaluate(value, scope, expected: nil) { scope.records[name] = evaluated }
            case let .assignment(target, value, _):
                guard case let .member(base, field) = target.kind, case let .identifier(owner) = base.kind,
                      case var .record(record)? = scope.records[owner] else { continue }
                let fieldType = record.type.stored.first { $0.name == field }?.type
                record.fields[field] = evaluate(value, scope, expected: fieldType)
                scope.records[owner] = .record(record)
            case let .returnStmt(expr?, _), let .expression(expr):
                return evaluate(expr, scope, expected: expected)
            default:
                continue
            }
        }
        return nil
    }

    /// A static function of `type` whose body computes a value (`static func sample(count: 3)`).
    mutating func staticFunction(_ type: DeclarationIndex.TypeInfo, _ name: String, _ arguments: [SwiftArgument],
                                 _ scope: Scope) -> ReaderValue? {
        for (member, file) in type.allMembers {
            guard case let .function(function) = member, function.isStatic, function.name == name,
                  let body = function.body, Self.fits(arguments, function.parameters) else { continue }
            var inner = Scope(file: file)
            inner.types = type.scope
            bind(function.parameters, to: arguments, from: scope, into: &inner)
            return run(body, &inner, expected: function.returnType)
        }
        return nil
    }

    /// Binds a function's parameters to a call's arguments (in the caller's scope), defaults for the rest.
    mutating func bind(_ parameters: [SwiftParameter], to arguments: [SwiftArgument], from caller: Scope,
                       into inner: inout Scope) {
        var remaining = arguments.filter { !$0.isTrailing }[...]
        for parameter in parameters {
            var given: ReaderValue?
            if let next = remaining.first, next.label == parameter.label {
                remaining.removeFirst()
                given = evaluate(next.value, caller, expected: parameter.type)
            } else if let defaultValue = parameter.defaultValue {
                given = evaluate(defaultValue, inner, expected: parameter.type)
            }
            inner.bind(parameter.name, given)
        }
    }

    /// An instance of `type` made by a call: its initializer that fits the arguments (their values
    /// given to its parameters, its assignments read), else the memberwise one; the properties no
    /// argument gives take their initial values.
    mutating func construct(_ type: DeclarationIndex.TypeInfo, _ arguments: [SwiftArgument], _ scope: Scope) -> ReaderValue? {
        guard type.decl.kind != .enum else { return nil }
        var record = ReaderRecord(type: type, fields: [:])
        let stored = type.stored
        let initializers: [(function: SwiftFunction, file: SourceFile)] = type.allMembers.compactMap { member, file in
            if case let .initializer(function) = member { return (function, file) }
            return nil
        }
        if let (initializer, file) = initializers.first(where: { Self.fits(arguments, $0.function.parameters) }),
           let body = initializer.body {
            var inner = Scope(file: file)
            inner.types = type.scope
            bind(initializer.parameters, to: arguments, from: scope, into: &inner)
            for case let .assignment(target, value, _) in body {
                guard let (name, source) = Self.assignedField(target, value) else { continue }
                let fieldType = stored.first { $0.name == name }?.type
                if let evaluated = evaluate(source, inner, expected: fieldType) { record.fields[name] = evaluated }
            }
        } else if initializers.isEmpty || type.decl.kind == .struct {
            // The memberwise initializer: the stored properties that are not `let`s with a value, in order.
            for property in stored where !(property.isLet && property.initializer != nil) {
                guard let argument = arguments.first(where: { $0.label == property.name }) else { continue }
                if let evaluated = evaluate(argument.value, scope, expected: property.type) {
                    record.fields[property.name] = evaluated
                }
            }
        }
        for property in stored where record.fields[property.name] == nil {
            guard let initial = property.initializer else {
                if property.type?.hasSuffix("?") == true { record.fields[property.name] = ReaderValue.none }
                continue
            }
            var inner = Scope(file: type.file)
            inner.types = type.scope
            if let evaluated = evaluate(initial, inner, expected: property.type) { record.fields[property.name] = evaluated }
        }
        return .record(record)
    }

    /// The preview data the code has for a value of `type` nothing gives (`Recipe.mock`,
    /// `Store.preview`): the first of its static `mock`, `preview`, `sample`, `example` (or their
    /// plurals' first).
    mutating func previewData(ofType type: String?, _ scope: Scope) -> ReaderValue? {
        guard let type else { return nil }
        let base = Self.baseType(type)
        let isList = base.hasPrefix("[")
        guard let info = appType(isList ? Self.elementType(base) : base, scope) else { return nil }
        for name in ["mock", "preview", "sample", "example", "placeholder", "demo"] {
            if !isList, let single = staticMember(info, name) { return single }
            for plural in [name + "s", name + "List", "all" + name.prefix(1).uppercased() + name.dropFirst()] {
                if let many = staticMember(info, plural), case let .list(items) = many {
                    return isList ? many : items.first
                }
            }
            if isList, let single = staticMember(info, name) { return .list([single]) }
        }
        return nil
    }
}
