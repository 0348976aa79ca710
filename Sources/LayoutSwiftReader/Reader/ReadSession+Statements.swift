import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutAppModel

/// View-builder statements as `.layout` children: expressions, `let`s, `if` (conditions known at
/// compile time stay `if`; others take their first branch, with a note), `switch` over a known
/// value, `#if` (the iOS clause), `return`.
extension ReadSession {
    mutating func viewNodes(_ statements: [SwiftStmt], _ scope: Scope) -> [LayoutDraft.Node] {
        var scope = scope
        var nodes: [LayoutDraft.Node] = []
        for statement in statements {
            switch statement {
            case let .expression(expr):
                nodes += viewNodes(of: expr, scope)
            case let .returnStmt(expr, _):
                if let expr { nodes += viewNodes(of: expr, scope) }
            case let .binding(name, value, range):
                guard let value else {
                    scope.values[name] = .some(nil)
                    continue
                }
                if looksLikeView(value, scope) {
                    scope.views[name] = viewNodes(of: value, scope)
                } else {
                    let known = self.value(value, scope)
                    if known == nil { note(.unknown, "'\(name)' is known only when the app runs", range, scope.file) }
                    scope.values[name] = .some(known)
                }
            case let .tupleBinding(names, value, _):
                // `let (i, item) = (element.offset, element.element)`: each name its part.
                var parts: [SwiftExpr?] = Array(repeating: nil, count: names.count)
                if let value, case let .tuple(items) = value.kind, items.count == names.count {
                    parts = items.map(\.value)
                }
                for (name, part) in zip(names, parts) where name != "_" {
                    scope.values[name] = .some(part.flatMap { self.value($0, scope) })
                }
            case let .ifStmt(conditions, then, otherwise, range):
                nodes += ifNodes(conditions, then, otherwise, range, scope)
            case let .switchStmt(subject, cases, range):
                nodes += switchNodes(subject, cases, range, scope)
            case let .poundIf(clauses, _):
                // The clause the build compiles.
                if let chosen = configuration.chosen(clauses) { nodes += viewNodes(chosen, scope) }
            case let .other(range), let .assignment(_, _, range), let .guardStmt(_, _, range):
                note(.skipped, "a statement the reader does not lay out", range, scope.file)
            }
        }
        return nodes
    }

    /// The names a `case` pattern binds to the payload of the enum case `name` it matches
    /// (`.loaded(let budget)`, `let .loaded(budget)`, `.loaded(_)`, `.loading`); nil when it does
    /// not match that case.
    func enumPatternBindings(_ pattern: SwiftExpr, _ name: String, _ payload: [ReaderValue]?,
                             _ scope: Scope) -> [(String, ReaderValue?)]? {
        switch pattern.kind {
        case let .implicitMember(member), let .member(_, member):
            return member == name ? [] : nil
        case let .call(callee, arguments):
            switch callee.kind {
            case let .implicitMember(member), let .member(_, member): guard member == name else { return nil }
            default: return nil
            }
            // The pattern's items as written (`let budget`, `_`, `items: let list`): the parser
            // reads no patterns, so the text between its parentheses.
            let bytes = scope.file.bytes
            let range = pattern.range.clamped(to: 0..<bytes.count)
            let text = String(decoding: bytes[range], as: UTF8.self)
            guard !arguments.isEmpty, let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return [] }
            let items = SwiftParser.topLevelItems(String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
            var bindings: [(String, ReaderValue?)] = []
            for (position, item) in items.enumerated() where payload.map({ $0.indices.contains(position) }) ?? true {
                var written = item
                if let colon = written.firstIndex(of: ":") { written = String(written[written.index(after: colon)...]) }
                written = written.trimmingCharacters(in: .whitespaces)
                for keyword in ["let ", "var "] where written.hasPrefix(keyword) { written.removeFirst(keyword.count) }
                written = written.trimmingCharacters(in: .whitespaces)
                guard let first = written.first, first.isLetter || (first == "_" && written.count > 1),
                      written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                bindings.append((written, payload?[position]))
            }
            return bindings
        default:
            return nil
        }
    }

    /// The branch of a `switch` the enum case `name` takes (the first whose pattern matches it,
    /// else `default`), its pattern's names bound in `scope` (to what they are known only when the
    /// app runs, when `payload` is nil); nil when none does.
    func enumBranch(_ cases: [SwiftCase], _ name: String, _ payload: [ReaderValue]?, _ scope: inout Scope) -> SwiftCase? {
        for branch in cases {
            for pattern in branch.patterns {
                guard let bindings = enumPatternBindings(pattern, name, payload, scope) else { continue }
                for (bound, value) in bindings { scope.bind(bound, value) }
                return branch
            }
        }
        return cases.first(where: \.isDefault)
    }

    /// Whether `expr` makes a view: a call of a view type or a modifier chain on one.
    func looksLikeView(_ expr: SwiftExpr, _ scope: Scope) -> Bool {
        switch expr.kind {
        case let .call(callee, _):
            if case let .identifier(name) = callee.kind {
                return SwiftUIViews.names.contains(name) || appView(name, scope) != nil || name == "ForEach"
                    || makesView(name, scope)
            }
            if case let .member(base, name) = callee.kind {
                if case .identifier("self") = base.kind { return makesView(name, scope) }
                return looksLikeView(base, scope)
            }
            return false
        case let .member(base, name):
            if case let .identifier(owner) = base.kind { return owner == "Color" || owner == "self" && makesView(name, scope) }
            return looksLikeView(base, scope)
        case let .identifier(name):
            return scope.views[name] != nil || scope.viewParameters.contains(name) || makesView(name, scope)
        default: return false
        }
    }

    /// Whether `name`, written in the view of `scope`, is a property or a function of the view's
    /// (`reactionsOverlay()`, `self.badge`), of its type or global (`EventActionButton(…)`) that
    /// makes a view.
    func makesView(_ name: String, _ scope: Scope) -> Bool {
        func makes(_ builder: DeclarationIndex.Builder?) -> Bool {
            switch builder?.decl {
            case let .variable(variable)?: return DeclarationIndex.makesView(variable.type)
            case let .function(function)?: return DeclarationIndex.makesView(function.returnType)
            default: return false
            }
        }
        if let builder = scope.view?.builder(named: name) { return makes(builder) }
        let module = module(of: scope)
        if let owner = scope.view?.name,
           makes(index.staticBuilder(owner + "." + name, from: module, scope: scope.typeScope, file: scope.file.id)) {
            return true
        }
        return makes(index.staticBuilder(name, from: module, scope: scope.typeScope, file: scope.file.id))
    }

    /// `holds`: a branch a variant asked for (`chainSite`): a condition known only when the app runs
    /// holds, without a stand-in.
    mutating func ifNodes(_ conditions: [SwiftCondition], _ then: [SwiftStmt], _ otherwise: [SwiftStmt]?,
                          _ range: Range<Int>, _ scope: Scope, holds: Bool = false) -> [LayoutDraft.Node] {
        var thenScope = scope
        var parts: [String] = []
        var known = true
        for condition in conditions {
            switch condition {
            case let .expression(expr):
                // On what the user enters (`!amountText.isEmpty`, the text of a TextField): a state
                // the user brings about, drawn as if the condition holds (a real state, no stand-in).
                if let view = scope.view, case let edited = propertyUses(view).userInput, !edited.isEmpty,
                   let name = edited.intersection(Self.names(in: expr)).sorted().first {
                    note(.unknown, "this condition depends on what the user enters in '\(name)': laid out as if it holds",
                         expr.range, scope.file)
                    parts.append("true")
                    continue
                }
                // On a flag of the view's own its callers give (`if isVisible`, `if !isCompact`): a
                // variant's value when one is asked for, the site kept for the variants (`SwitchSite`).
                if let view = scope.view, let (property, negated) = ownFlag(expr, scope) {
                    let site = SwitchSite(view: view.name, file: view.file.id, property: property,
                                          cases: ["false", "true"], taken: nil)
                    if let asked = caseOverrides[site.key], asked == "true" || asked == "false" {
                        parts.append((asked == "true") != negated ? "true" : "false")
                        continue
                    }
                    keepVariantSite(site)
                }
                // What the code's values decide (`items.isEmpty` of a list it holds), else as written.
                if let holds = truth(expr, scope) { parts.append(holds ? "true" : "false") }
                else if let value = value(expr, scope) { parts.append(value.text) } else { known = false }
            case let .binding(name, expr, _):
                // `if let x = y` on a parameter: `if y != nil`, x reading as y inside.
                let source = expr ?? SwiftExpr(kind: .identifier(name), range: range)
                // On an optional of the view's own its callers give (`if let header`): the site
                // kept for a variant with it set (`SwitchSite`).
                if let view = scope.view, let property = ownOptional(source, scope) {
                    let site = SwitchSite(view: view.name, file: view.file.id, property: property,
                                          cases: ["nil", "set"], taken: nil)
                    keepVariantSite(site)
                }
                if rootsInRecord(source, scope) || qualifiedName(source).flatMap({ appType($0, scope) }) != nil,
                   let evaluated = evaluate(source, scope) {
                    // A value of the app's own the code has: known to be nil or not.
                    if case .none = evaluated {
                        parts.append("false")
                    } else {
                        parts.append("true")
                        thenScope.bind(name, evaluated)
                    }
                } else if let value = value(source, scope), isName(value.text) {
                    parts.append("\(value.text) != nil")
                    thenScope.values[name] = value
                } else {
                    known = false
                    thenScope.values[name] = .some(nil)
                }
            case let .casePattern(pattern, subject, _):
                // `if case .loaded(let items) = state` on a case the code holds: decided here.
                guard case let .enumCase(name, _, payload)? = evaluate(subject, scope) else {
                    known = false
                    continue
                }
                if let bindings = enumPatternBindings(pattern, name, payload, scope) {
                    parts.append("true")
                    for (bound, value) in bindings { thenScope.bind(bound, value) }
                } else {
                    parts.append("false")
                }
            case .other:
                known = false
            }
        }
        // An `if`/`else` on what only the running app knows (`if model.isLoading { … } else { … }`):
        // each branch is a state the app shows, the first laid out here (a stand-in) and each other
        // in a variant of the view (`chainSite`).
        if !known, !holds, let otherwise, let site = chainSite(range, otherwise, scope) {
            if let asked = caseOverrides[site.key].flatMap({ Int($0) }), asked >= 2 {
                return chainBranch(asked, otherwise, scope)
            }
            keepVariantSite(site)
        }
        // Decided while reading (a model's optional is nil or not): the branch taken alone.
        if known, !parts.isEmpty, parts.allSatisfy({ $0 == "true" || $0 == "false" }) {
            return parts.contains("false") ? (otherwise.map { viewNodes($0, scope) } ?? []) : viewNodes(then, thenScope)
        }
        let thenNodes = viewNodes(then, thenScope)
        guard known, !parts.isEmpty else {
            if holds { return thenNodes }
            note(.unknown, "this condition is known only when the app runs: laid out as if it holds", range, scope.file)
            let written = String(decoding: scope.file.bytes[range.clamped(to: 0..<scope.file.bytes.count)], as: UTF8.self)
            let condition = written.prefix { $0 != "{" }.trimmingCharacters(in: .whitespacesAndNewlines)
            markStandIn(thenNodes, StandInMarks.conditionTakenAsTrue + "\(condition.prefix(40))), taken as true")
            return thenNodes
        }
        let otherwiseNodes = otherwise.map { viewNodes($0, scope) }
        return [.ifBlock(id: id(), condition: .init(text: parts.joined(separator: " && "), origin: origin(range, scope)),
                         then: thenNodes, otherwise: otherwiseNodes, origin: origin(range, scope))]
    }

    /// The variant site of an `if`/`else` chain at `range` whose first condition only the running
    /// app knows, in a view: its branches by number (`"1"` the first, laid out in the view's own
    /// reading), each labelled with what holds there (`` `model.isLoading` false ``). Nil outside a
    /// view, and for a condition on the device or the platform (`userInterfaceIdiom`, a size
    /// class, a hover): a branch for another device is no state of this one.
    func chainSite(_ range: Range<Int>, _ otherwise: [SwiftStmt], _ scope: Scope) -> SwitchSite? {
        guard let view = scope.view else { return nil }
        var conditions = [conditionText(range, scope)]
        var rest = otherwise
        while rest.count == 1, case let .ifStmt(_, _, next, nested) = rest[0] {
            conditions.append(conditionText(nested, scope))
            guard let next else { break }
            rest = next
        }
        let branches = conditions.count + (rest.count == 1 && Self.isIf(rest[0]) ? 0 : 1)
        guard !conditions.contains(where: Self.isAboutTheDevice) else { return nil }
        var site = SwitchSite(view: view.name, file: view.file.id, property: "if@\(range.lowerBound)",
                              cases: (1...branches).map(String.init), taken: "1")
        for branch in 2...branches {
            let failed = conditions.prefix(branch - 1).map { "`\($0)`" }
            site.labels[String(branch)] = failed.count == 1 ? "\(failed[0]) false" : failed.joined(separator: ", ") + " false"
            if branch <= conditions.count { site.labels[String(branch)]! += " and `\(conditions[branch - 1])` true" }
        }
        return site
    }

    /// The variant site of a `switch` at `range` on a value only the running app knows, in a view:
    /// its cases by number (`"1"` the first, laid out in the view's own reading), each labelled
    /// with the case (`` `unlockManager.requestState` .failed ``; a `default:`'s `` … matching no
    /// case above ``). Nil outside a view, with one case, on a property of the view's own, and on
    /// the device or the platform.
    func switchChainSite(_ subject: SwiftExpr, _ cases: [SwiftCase], _ range: Range<Int>,
                         _ scope: Scope) -> SwitchSite? {
        // Not on a property of the view's own (`switch style`): its callers decide that.
        guard let view = scope.view, cases.count > 1, Self.ownName(subject) == nil else { return nil }
        let written = sourceText(subject, scope)
        guard !Self.isAboutTheDevice(written) else { return nil }
        var site = SwitchSite(view: view.name, file: view.file.id, property: "switch@\(range.lowerBound)",
                              cases: (1...cases.count).map(String.init), taken: "1")
        for (position, branch) in cases.enumerated().dropFirst() {
            let names = Self.caseNames([branch])
            site.labels[String(position + 1)] = branch.isDefault || names.isEmpty
                ? "`\(written)` matching no case above"
                : "`\(written)` ." + names.joined(separator: " or .")
        }
        return site
    }

    /// The nodes of the chain's branch `number` (2 or more: the first `else`'s is 2), its own
    /// conditions holding.
    mutating func chainBranch(_ number: Int, _ otherwise: [SwiftStmt], _ scope: Scope) -> [LayoutDraft.Node] {
        var rest = otherwise
        for _ in 2..<number {
            guard rest.count == 1, case let .ifStmt(_, _, next?, _) = rest[0] else { return [] }
            rest = next
        }
        if rest.count == 1, case let .ifStmt(conditions, then, next, range) = rest[0] {
            return ifNodes(conditions, then, next, range, scope, holds: true)
        }
        return viewNodes(rest, scope)
    }

    static func isIf(_ statement: SwiftStmt) -> Bool {
        if case .ifStmt = statement { return true }
        return false
    }

    /// An `if` statement's conditions as written (`model.isLoading`), cut at 40 characters.
    func conditionText(_ range: Range<Int>, _ scope: Scope) -> String {
        let written = String(decoding: scope.file.bytes[range.clamped(to: 0..<scope.file.bytes.count)], as: UTF8.self)
        var condition = written.prefix { $0 != "{" }.trimmingCharacters(in: .whitespacesAndNewlines)
        if condition.hasPrefix("if ") { condition = String(condition.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
        return condition.count > 40 ? String(condition.prefix(39)) + "…" : condition
    }

    /// Whether a condition tests the device, the platform or the pointer rather than the app's
    /// state (`UIDevice.current.userInterfaceIdiom == .pad`, `sizeClass == .regular`, `isHovering`).
    static func isAboutTheDevice(_ condition: String) -> Bool {
        let lowered = condition.lowercased()
        return ["idiom", "sizeclass", "uidevice", "uiscreen", "processinfo", "ispad", "isphone", "ismac", "catalyst",
                "isipad", "isiphone", "hover", "platform", "orientation", "landscape", "portrait", "colorscheme",
                "dynamictypesize", "accessibility", "ispreview", "istv", "iswatch", "isvision"]
            .contains { lowered.contains($0) }
    }

    func isName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !(text.first?.isNumber ?? true)
    }

    /// The stored property of the view being read that `subject` names (`type`, `self.type`)
    /// when its callers give it: one without a default — not a state (a default, and what a
    /// task sets it to while it runs), an environment value or a model. One with a default that
    /// no caller in the files changes shows that case alone.
    func ownStoredProperty(_ subject: SwiftExpr, _ scope: Scope) -> String? {
        guard let name = Self.ownName(subject), let view = scope.view, scope.views[name] == nil else { return nil }
        for case let .variable(variable) in view.decl.members where variable.name == name {
            guard !variable.isStatic, variable.getter == nil, variable.initializer == nil,
                  !variable.attributes.contains(where: { attribute in Self.ownedWrappers.contains { attribute.hasPrefix($0) } })
            else { return nil }
            return name
        }
        return nil
    }

    /// At most this many flags (and as many optionals) of a view's own are laid out in variants
    /// (the first read).
    static let maxFlags = 4

    /// Keeps a flag's or an optional's `site` for its variants, unless the view already has
    /// `maxFlags` of its kind.
    mutating func keepVariantSite(_ site: SwitchSite) {
        let kept = switchSites.filter { $0.view == site.view && $0.file == site.file && $0.cases == site.cases }
        if !kept.contains(site), kept.count < Self.maxFlags { switchSites.append(site) }
    }

    /// The flag of the view's own that `condition` tests (`isVisible`, `!self.isCompact`): a
    /// stored `Bool` its callers give (`ownStoredProperty`), and whether the test negates it.
    func ownFlag(_ condition: SwiftExpr, _ scope: Scope) -> (property: String, negated: Bool)? {
        var subject = condition
        var negated = false
        if case let .prefix("!", operand) = condition.kind {
            subject = operand
            negated = true
        }
        guard let view = scope.view, let property = ownStoredProperty(subject, scope),
              view.stored.contains(where: { $0.name == property && $0.type == "Bool" }) else { return nil }
        return (property, negated)
    }

    /// The name `subject` reads of the code's own type: `name` or `self.name`.
    static func ownName(_ subject: SwiftExpr) -> String? {
        switch subject.kind {
        case let .identifier(identifier): return identifier
        case let .member(base, member):
            guard case .identifier("self") = base.kind else { return nil }
            return member
        default: return nil
        }
    }

    /// The optional of the view's own that `subject` names (`header`, `self.header`) when its
    /// callers give it (`ReadSession.isOptionalValue`).
    func ownOptional(_ subject: SwiftExpr, _ scope: Scope) -> String? {
        guard let name = Self.ownName(subject), let view = scope.view, scope.views[name] == nil,
              let property = view.stored.first(where: { $0.name == name }), Self.isOptionalValue(property) else { return nil }
        return name
    }

    /// The cases `cases`' patterns name (`.secret`, `RowType.secret`, `.sync(let action)`), in
    /// order.
    static func caseNames(_ cases: [SwiftCase]) -> [String] {
        var names: [String] = []
        for branch in cases {
            for pattern in branch.patterns {
                var named = pattern
                if case let .call(callee, _) = pattern.kind { named = callee }
                switch named.kind {
                case let .implicitMember(name), let .member(_, name):
                    if !names.contains(name) { names.append(name) }
                default: continue
                }
            }
        }
        return names
    }

    mutating func switchNodes(_ subject: SwiftExpr, _ cases: [SwiftCase], _ range: Range<Int>,
                              _ scope: Scope) -> [LayoutDraft.Node] {
        // On a stored property of the view's own: a variant's case when one is asked for, and the
        // case laid out kept (`SwitchSite`) for the variants of the others.
        var site: SwitchSite?
        if let view = scope.view, let property = ownStoredProperty(subject, scope) {
            let names = Self.caseNames(cases)
            if names.count > 1 {
                site = SwitchSite(view: view.name, file: view.file.id, property: property, cases: names, taken: nil)
                if let asked = caseOverrides[site!.key], names.contains(asked) {
                    // A payload's values are what a caller elsewhere gives: known when the app runs.
                    var inner = scope
                    return enumBranch(cases, asked, nil, &inner).map { viewNodes($0.body, inner) } ?? []
                }
            }
        }
        func decided(_ taken: String?) {
            guard var site else { return }
            site.taken = taken.flatMap { site.cases.contains($0) ? $0 : nil }
            if !switchSites.contains(site) { switchSites.append(site) }
        }
        // On an environment value the reading knows (`switch family`): its case, decided here.
        if let known = environmentCase(subject, scope) {
            let matching = cases.first { branch in
                branch.patterns.contains { pattern in
                    switch pattern.kind {
                    case let .implicitMember(name), let .member(_, name): return name == known
                    default: return false
                    }
                }
            } ?? cases.first { $0.isDefault }
            return matching.map { viewNodes($0.body, scope) } ?? []
        }
        // On a case of the app's enum the reading holds (`switch store.state`, `.loaded(budget)`):
        // its branch, decided here, with the names its pattern gives the payload bound.
        if case let .enumCase(name, _, payload)? = evaluate(subject, scope) {
            decided(name)
            var inner = scope
            return enumBranch(cases, name, payload, &inner).map { viewNodes($0.body, inner) } ?? []
        }
        guard let known = value(subject, scope) else {
            // On what only the running app knows (`switch unlockManager.requestState`), in a view:
            // each case is a state the app shows, the first laid out here (a stand-in) and each
            // other in a variant of the view, as an `if`/`else` chain's branches are (`chainSite`).
            if site == nil, let chain = switchChainSite(subject, cases, range, scope) {
                if let asked = caseOverrides[chain.key].flatMap({ Int($0) }), asked >= 2, asked <= cases.count {
                    var inner = scope
                    let branch = cases[asked - 1]
                    if let name = Self.caseNames([branch]).first { _ = enumBranch([branch], name, nil, &inner) }
                    return viewNodes(branch.body, inner)
                }
                keepVariantSite(chain)
            }
            note(.unknown, "the value switched on is known only when the app runs: laid out as its first case",
                 subject.range, scope.file)
            if let first = site?.cases.first, let firstCase = cases.first,
               Self.caseNames([firstCase]).contains(first) {
                decided(first)
            }
            // The first case's payload, if it has one, known only when the app runs too.
            var inner = scope
            if let firstCase = cases.first, let name = Self.caseNames([firstCase]).first {
                _ = enumBranch([firstCase], name, nil, &inner)
            }
            let first = cases.first.map { viewNodes($0.body, inner) } ?? []
            markStandIn(first, StandInMarks.firstCase + "\(sourceText(subject, scope)))")
            return first
        }
        // if subject == a || subject == b < … > else if … < … > else < default >: each use's value
        // decides.
        decided(nil)
        var result: [LayoutDraft.Node]?
        for switchCase in cases.reversed() {
            let body = viewNodes(switchCase.body, scope)
            if switchCase.isDefault {
                result = body
                continue
            }
            let tests = switchCase.patterns.compactMap { value($0, scope) }.map { "\(known.text) == \($0.text)" }
            guard !tests.isEmpty else { continue }
            result = [.ifBlock(id: id(), condition: .init(text: tests.joined(separator: " || "),
                                                          origin: origin(switchCase.range, scope)),
                               then: body, otherwise: result, origin: origin(switchCase.range, scope))]
        }
        return result ?? []
    }
}
