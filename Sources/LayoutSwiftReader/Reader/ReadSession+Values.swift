import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutAppModel
import LayoutSyntax
import LayoutEngine

/// Swift values as `.layout` values: literals, the view's parameters and locals, the module's
/// constants (a `let` each), arithmetic, comparisons, ternaries, colours, fonts, grid items and
/// enumeration values. Nil when the value is known only when the app runs.
extension ReadSession {
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func value(_ expr: SwiftExpr, _ scope: Scope) -> LayoutDraft.Value? {
        let here = origin(expr.range, scope)
        func made(_ text: String, from parts: [LayoutDraft.Value] = []) -> LayoutDraft.Value {
            .init(text: text, origin: here, standIn: parts.lazy.compactMap(\.standIn).first)
        }
        if let folded = foldEnvironment(expr, scope) { return made(folded ? "true" : "false") }
        switch expr.kind {
        case let .integer(text), let .float(text):
            let digits = Self.withoutUnderscores(text)
            guard Double(digits) != nil || Int(digits.dropFirst(2), radix: 16) != nil else { return nil }
            if digits.hasPrefix("0x"), let number = Int(digits.dropFirst(2), radix: 16) { return made(String(number)) }
            return made(digits)
        case let .bool(flag): return made(flag ? "true" : "false")
        case .nilLiteral: return made("nil")
        case let .string(parts):
            var used: [LayoutDraft.Value] = []
            return string(parts, scope, used: &used).map { made($0, from: used) }
        case let .identifier(name):
            if let known = environmentCase(expr, scope) { return made("." + known) }
            if let record = scope.records[name] { return record.scalar.map { made($0.text, from: [$0]) } }
            if let local = scope.values[name] { return local.map { .init(text: $0.text, origin: here, standIn: $0.standIn) } }
            if scope.runtime.contains(name) { return nil }
            if let known = constant(name, scope) { return .init(text: known, origin: here) }
            // A computed property of the view being read (`private var columns: [GridItem] { … }`).
            return computedProperty(name, scope)?.scalar.map { made($0.text, from: [$0]) }
        case let .implicitMember(name):
            if name == "infinity" { return made("inf") }
            if name == "zero" { return made("0") }
            return made("." + name)
        case let .member(base, name):
            if let known = Self.localeValue(expr) { return made(known) }
            // `"Total spending".localized`, `title.localized`: an app's own lookup of its tables.
            if Self.localizingMembers.contains(name), let string = value(base, scope) {
                return localizedLiteral(string, base, scope)
            }
            if let idiom = Self.deviceIdiom(expr) { return made("." + idiom) }
            // `NSDecimalNumber(decimal: x).doubleValue`: the number x is.
            if name == "doubleValue" || name == "floatValue", case let .call(callee, arguments) = base.kind,
               case .identifier("NSDecimalNumber") = callee.kind, arguments.count == 1, arguments[0].label == "decimal" {
                return value(arguments[0].value, scope).map { made($0.text, from: [$0]) }
            }
            if let known = member(base, name, expr, scope) { return made(known) }
            // A field of a value of the app's own (`recipe.title`, `Recipe.mock.title`).
            if mayEvaluate(expr, scope),
               rootsInRecord(base, scope) || qualifiedName(base).flatMap({ appType($0, scope) }) != nil
                || readsAppValue(base, scope) {
                return evaluate(expr, scope)?.scalar.map { made($0.text, from: [$0]) }
            }
            return nil
        case let .call(callee, arguments):
            // `.constant(x)`, `Binding.constant(x)` (a preview's binding): the value x is.
            if let held = Self.constantBinding(callee, arguments) { return value(held, scope) }
            if let localized = localizedString(callee, arguments, scope) { return localized }
            // `max(a, b)`, `min(a, b)` (Swift's, over numbers): the larger or smaller, as a choice.
            if case let .identifier(name) = callee.kind, name == "max" || name == "min", arguments.count == 2,
               arguments.allSatisfy({ $0.label == nil && !$0.isTrailing }) {
                guard let a = value(arguments[0].value, scope), let b = value(arguments[1].value, scope) else { return nil }
                // Two numbers the reading knows: the one chosen.
                if let x = FormatStyles.number(a.text), let y = FormatStyles.number(b.text) {
                    let first = name == "max" ? x >= y : x <= y
                    return made((first ? a : b).text, from: [first ? a : b])
                }
                let test = "\(Self.operand(a.text, of: ">=")) \(name == "max" ? ">=" : "<=") \(Self.operand(b.text, of: ">=", onTheRight: true))"
                return made("\(test) ? \(Self.operand(a.text, of: "?")) : \(Self.operand(b.text, of: "?", onTheRight: true))",
                            from: [a, b])
            }
            if let known = call(callee, arguments, expr, scope) { return made(known) }
            if mayEvaluate(expr, scope), rootsInRecord(callee, scope) {
                return evaluate(expr, scope)?.scalar.map { made($0.text, from: [$0]) }
            }
            return nil
        case let .prefix(op, operand):
            guard op == "-" || op == "!", let inner = value(operand, scope) else { return nil }
            return made(op + Self.operand(inner.text, of: nil), from: [inner])
        case let .binary(op, left, right):
            if op == "??" {
                // `value ?? "–"`: the default where the optional is nil — known (a root's optional
                // parameter), or decided in `.layout` when it is a component's parameter.
                guard let known = value(left, scope), known.text != "nil" else { return value(right, scope) }
                let isLiteral = known.text.hasPrefix("\"") || FormatStyles.number(known.text) != nil
                guard !isLiteral, let fallback = value(right, scope) else { return known }
                return made("\(Self.operand(known.text, of: "==")) == nil ? \(Self.operand(fallback.text, of: "?", onTheRight: true))"
                            + " : \(Self.operand(known.text, of: "?", onTheRight: true))", from: [known, fallback])
            }
            if let ordered = enumOrder(op, left, right, scope) { return made(ordered) }
            guard ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "..<", "..."].contains(op),
                  let l = value(left, scope), let r = value(right, scope) else { return nil }
            return made("\(Self.operand(l.text, of: op)) \(op) \(Self.operand(r.text, of: op, onTheRight: true))",
                        from: [l, r])
        case let .ternary(condition, then, otherwise):
            guard let c = value(condition, scope) else {
                // A container chosen when the app runs (`isWide ? AnyLayout(HStackLayout()) :
                // AnyLayout(VStackLayout())`): the first, as a view's `if` takes its first branch.
                guard Self.makesLayout(then), Self.makesLayout(otherwise), let first = value(then, scope) else { return nil }
                note(.unknown, "this condition is known only when the app runs: laid out as if it holds", condition.range,
                     scope.file)
                return .init(text: first.text, origin: here, standIn: first.standIn
                             ?? "a condition known only when the app runs (\(sourceText(condition, scope))), taken as true")
            }
            // A condition the reading decided picks its branch (`sizeClass == .regular ? 4 : 2`).
            if c.standIn == nil, c.text == "true" || c.text == "false" {
                return value(c.text == "true" ? then : otherwise, scope).map { made($0.text, from: [$0]) }
            }
            guard let a = value(then, scope), let b = value(otherwise, scope) else { return nil }
            return made("\(c.text) ? \(a.text) : \(b.text)", from: [c, a, b])
        case let .tuple(items) where items.count == 1 && items[0].label == nil:
            return value(items[0].value, scope).map { made("(\($0.text))", from: [$0]) }
        case let .array(items):
            let written = items.compactMap { value($0, scope) }
            guard written.count == items.count else { return nil }
            return made("[" + written.map(\.text).joined(separator: ", ") + "]", from: written)
        case let .cast(inner, _):
            return value(inner, scope)
        case let .subscriptExpr(base, arguments) where arguments.count == 1 && arguments[0].label == nil:
            // `picked[0]`: an item of a list.
            guard let list = value(base, scope), let index = value(arguments[0].value, scope) else { return nil }
            return made("\(list.text)[\(index.text)]", from: [list, index])
        case let .postfix(op, inner) where op == "!":
            return value(inner, scope)
        default:
            return nil
        }
    }

    /// The names apps give their own lookup of a string in their tables (`"Close".localized`).
    static let localizingMembers: Set<String> = ["localized", "localizedString", "localizedValue", "i18n"]

    /// The string a localized string call shows, as iOS shows it where the app's tables have no
    /// other value (they are read in a later issue): `NSLocalizedString("Reply", comment: …)` and
    /// `String(localized: "Share")` their key (`value:` and `defaultValue:` when given),
    /// `LocalizedStringKey("…")` and `LocalizedStringResource("…")` theirs, `"Close".localized()`
    /// and `title.localizedString()` the string — a key-shaped one (`"settings.title"`) a stand-in
    /// for its translation. Nil for any other call.
    mutating func localizedString(_ callee: SwiftExpr, _ arguments: [SwiftArgument], _ scope: Scope) -> LayoutDraft.Value? {
        switch callee.kind {
        case let .identifier(name):
            let key: SwiftExpr?
            switch name {
            case "NSLocalizedString":
                key = arguments.first { $0.label == "value" }?.value ?? arguments.first { $0.label == nil }?.value
            case "String":
                guard let localized = arguments.first(where: { $0.label == "localized" })?.value else { return nil }
                key = arguments.first { $0.label == "defaultValue" }?.value ?? localized
            case "LocalizedStringKey", "LocalizedStringResource":
                key = arguments.count == 1 && arguments[0].label == nil ? arguments[0].value : nil
            default:
                return nil
            }
            guard let key, let string = value(key, scope) else { return nil }
            return localizedLiteral(string, key, scope)
        case let .member(base, name) where Self.localizingMembers.contains(name) && arguments.isEmpty:
            guard let string = value(base, scope) else { return nil }
            return localizedLiteral(string, base, scope)
        default:
            return nil
        }
    }

    /// `string`, read from `source`: a key-shaped literal marked as a stand-in for its translation.
    mutating func localizedLiteral(_ string: LayoutDraft.Value, _ source: SwiftExpr, _ scope: Scope) -> LayoutDraft.Value? {
        // A literal, a name the reading holds, or an item of a list it holds (`options[index]`).
        let isItem = string.text.hasSuffix("]")
            && string.text.firstIndex(of: "[").map { isName(String(string.text[..<$0])) } == true
        guard string.text.hasPrefix("\"") || isName(string.text) || isItem else { return nil }
        guard case .string = source.kind else { return string }
        return localizationKeyStandIn(string, source, scope)
    }

    /// The font an app's own `Font` constant or function makes (`.appTitle` with `static let
    /// appTitle = Font.custom("Inter-Bold", size: 22)`, `.buttonText()` or `Font.buttonText(30)`
    /// with `static func buttonText(_ size: CGFloat = 16) -> Font { .custom(…, size: size) }`):
    /// its expression read with the call's arguments, else the parameters' defaults. Nil when
    /// the app declares none of that name.
    mutating func appFont(_ expr: SwiftExpr, _ scope: Scope) -> LayoutDraft.Value? {
        var name: String?
        var arguments: [SwiftArgument]?
        func member(_ expr: SwiftExpr) -> String? {
            switch expr.kind {
            case let .implicitMember(member): return member
            case let .member(base, member):
                if case .identifier("Font") = base.kind { return member }
                return nil
            default: return nil
            }
        }
        if case let .call(callee, given) = expr.kind {
            name = member(callee)
            arguments = given
        } else {
            name = member(expr)
        }
        guard let name, making.count < 40, !making.contains("Font." + name) else { return nil }
        let module = module(of: scope)
        let body: SwiftExpr
        var inner: Scope
        if let arguments {
            guard let found = index.function("Font." + name, from: module), let statement = found.value.body?.first else {
                return nil
            }
            switch statement {
            case let .expression(expr), let .returnStmt(expr?, _): body = expr
            default: return nil
            }
            inner = Scope(file: found.file)
            bindValues(found.value.parameters, to: arguments, from: scope, into: &inner)
        } else {
            guard let found = index.constant("Font." + name, from: module) else { return nil }
            body = found.value
            inner = Scope(file: found.file)
        }
        making.append("Font." + name)
        defer { making.removeLast() }
        // A font made of another of the app's (`static let caption = Font.appBody.weight(.bold)`
        // is read as far as SwiftUI's own fonts go).
        return appFont(body, inner) ?? value(body, inner)
    }

    /// The case an environment property the reading knows has (`family` → `systemSmall`); nil for
    /// anything else. Reading it marks the key consulted.
    mutating func environmentCase(_ expr: SwiftExpr, _ scope: Scope) -> String? {
        var name: String?
        switch expr.kind {
        case let .identifier(own): name = own
        case let .member(base, own):
            if case .identifier("self") = base.kind { name = own }
            if let idiom = Self.deviceIdiom(expr) { return idiom }
        default: break
        }
        guard let name, let key = scope.environmentNames[name], let value = environment.value(of: key) else { return nil }
        consulted.insert(key)
        return value
    }

    /// `UIDevice.current.userInterfaceIdiom` is `phone`: lint lays the app out on iPhones. Nil for
    /// any other expression.
    static func deviceIdiom(_ expr: SwiftExpr) -> String? {
        guard case let .member(base, "userInterfaceIdiom") = expr.kind, case let .member(device, "current") = base.kind,
              case .identifier("UIDevice") = device.kind else { return nil }
        return "phone"
    }

    /// Whether `expr` makes a container value: `AnyLayout(…)`, `HStackLayout(…)`.
    static func makesLayout(_ expr: SwiftExpr) -> Bool {
        guard case let .call(callee, _) = expr.kind, case let .identifier(name) = callee.kind else { return false }
        return name == "AnyLayout" || SwiftUIViews.seedLayouts[name] != nil
    }

    /// A condition on the environment the reading knows, decided: `size.isAccessibilitySize`,
    /// `size >= .xxxLarge`, `sizeClass == .regular`, `family != .systemSmall`, `!`, `&&`, `||`.
    mutating func foldEnvironment(_ expr: SwiftExpr, _ scope: Scope) -> Bool? {
        func caseName(_ expr: SwiftExpr) -> String? {
            switch expr.kind {
            case let .implicitMember(name): return name
            case let .member(base, name):
                if case .identifier = base.kind, environmentCase(base, scope) == nil { return name }
                return nil
            default: return nil
            }
        }
        switch expr.kind {
        case let .member(base, "isAccessibilitySize"):
            guard let size = environmentCase(base, scope), let rank = ReaderEnvironment.sizes.firstIndex(of: size) else {
                return nil
            }
            return rank >= 7
        case let .prefix("!", inner):
            return foldEnvironment(inner, scope).map { !$0 }
        case let .tuple(items) where items.count == 1 && items[0].label == nil:
            return foldEnvironment(items[0].value, scope)
        case let .binary(op, left, right) where op == "&&" || op == "||":
            guard let l = foldEnvironment(left, scope), let r = foldEnvironment(right, scope) else { return nil }
            return op == "&&" ? l && r : l || r
        case let .binary(op, left, right) where ["==", "!=", "<", "<=", ">", ">="].contains(op):
            var (known, literal, flipped) = (environmentCase(left, scope), caseName(right), false)
            if known == nil { (known, literal, flipped) = (environmentCase(right, scope), caseName(left), true) }
            guard let known, let literal else { return nil }
            let literalName = PreviewSettings.sizeCategories[literal] ?? literal
            if op == "==" { return known == literalName }
            if op == "!=" { return known != literalName }
            guard let a = ReaderEnvironment.sizes.firstIndex(of: known),
                  let b = ReaderEnvironment.sizes.firstIndex(of: literalName) else { return nil }
            let (x, y) = flipped ? (b, a) : (a, b)
            switch op {
            case "<": return x < y
            case "<=": return x <= y
            case ">": return x > y
            default: return x >= y
            }
        default:
            return nil
        }
    }

    /// A string literal: its text, interpolations of known values (added to `used`); nil when one
    /// is unknown.
    mutating func string(_ parts: [SwiftStringPart], _ scope: Scope, used: inout [LayoutDraft.Value]) -> String? {
        var out = "\""
        for part in parts {
            switch part {
            case let .text(text):
                out += StringLiteral.escaped(text)
            case let .interpolation(inner):
                guard let known = value(inner, scope) else { return nil }
                used.append(known)
                // A string the reader knows goes in as its text (`"\(name), 4 mi"` → `"Eagle Peak, 4 mi"`).
                if known.text.count >= 2, known.text.hasPrefix("\""), known.text.hasSuffix("\""),
                   !known.text.utf8.dropFirst().dropLast().contains(UInt8(ascii: "\"")) {
                    out += known.text.dropFirst().dropLast()
                } else {
                    out += "\\(\(known.text))"
                }
            }
        }
        return out + "\""
    }

    /// `a.b`: `self.x`, a qualified constant (`DesignSystem.Spaces.one`), `.infinity`, a colour,
    /// `items.count`.
    mutating func member(_ base: SwiftExpr, _ name: String, _ expr: SwiftExpr, _ scope: Scope) -> String? {
        if case .identifier("self") = base.kind {
            return value(SwiftExpr(kind: .identifier(name), range: expr.range), scope)?.text
        }
        if name == "infinity", case let .identifier(type) = base.kind, ["CGFloat", "Double", "Float"].contains(type) {
            return "inf"
        }
        if name == "zero", case let .identifier(type) = base.kind, ["CGFloat", "Double", "Float", "Int"].contains(type) {
            return "0"
        }
        if let path = qualifiedName(expr), let local = scope.values[path] { return local?.text }
        if let path = qualifiedName(expr), let constant = constant(path, scope) { return constant }
        if case .identifier("Color") = base.kind { return color(expr, scope)?.text }
        if ["count", "isEmpty"].contains(name), let owner = value(base, scope) { return "\(owner.text).\(name)" }
        // A font modified: `.title2.bold()` is a call; `.body.weight` is not a value here.
        return nil
    }

    /// `A.B.c` as a dotted path, when it is only names.
    func qualifiedName(_ expr: SwiftExpr) -> String? {
        switch expr.kind {
        case let .identifier(name): return name
        case let .member(base, name): return qualifiedName(base).map { "\($0).\(name)" }
        default: return nil
        }
    }

    /// A module constant as a `.layout` `let` (made once), by its qualified name.
    mutating func constant(_ name: String, _ scope: Scope) -> String? {
        guard let constant = index.constant(name, from: module(of: scope), scope: scope.typeScope, file: scope.file.id) else { return nil }
        let layoutName = "const_" + String(name.map { $0 == "." ? "_" : $0 })
        if let made = madeConstants[name] { return made }
        guard !making.contains(layoutName) else { return nil }
        making.append(layoutName)
        defer { making.removeLast() }
        let inner = Scope(file: constant.file)
        var written = value(constant.value, inner)
        if written == nil { written = color(constant.value, inner) }
        guard let written else { return nil }
        madeConstants[name] = layoutName
        draft.definitions.append(LayoutDraft.Definition(
            id: id(), name: layoutName, parameters: nil, body: .value(written),
            origin: SourceRange(file: constant.file.id, start: constant.range.lowerBound, end: constant.range.upperBound)))
        return layoutName
    }

    // swiftlint:disable:next cyclomatic_complexity
    mutating func call(_ callee: SwiftExpr, _ arguments: [SwiftArgument], _ expr: SwiftExpr,
                       _ scope: Scope) -> String? {
        func labelled() -> String? {
            var parts: [String] = []
            for argument in arguments {
                guard let written = value(argument.value, scope) else { return nil }
                parts.append((argument.label.map { "\($0): " } ?? "") + written.text)
            }
            return parts.joined(separator: ", ")
        }
        switch callee.kind {
        case let .identifier(name):
            switch name {
            case "CGFloat", "Double", "Float", "Int":
                return arguments.count == 1 ? value(arguments[0].value, scope)?.text : nil
            case "Color", "UIColor":
                return color(expr, scope)?.text
            case "GridItem":
                return gridItem(arguments, scope)
            case "CGSize":
                let width = arguments.first { $0.label == "width" }.flatMap { value($0.value, scope) }
                let height = arguments.first { $0.label == "height" }.flatMap { value($0.value, scope) }
                guard let width, let height, Double(width.text) != nil, Double(height.text) != nil else { return nil }
                return "\(width.text)x\(height.text)"
            case "Array":
                // `Array(repeating: item, count: n)` is n items; `Array(items)` is its items.
                if arguments.count == 2, arguments[0].label == "repeating", arguments[1].label == "count" {
                    guard let item = value(arguments[0].value, scope),
                          let count = value(arguments[1].value, scope).flatMap({ Int($0.text) }), (0...64).contains(count)
                    else { return nil }
                    return "[" + Array(repeating: item.text, count: count).joined(separator: ", ") + "]"
                }
                return arguments.count == 1 ? value(arguments[0].value, scope)?.text : nil
            case "AnyLayout":
                // `AnyLayout(HStackLayout(spacing: 0))`: the container it holds, as a value.
                return arguments.first.flatMap { value($0.value, scope)?.text }
            default:
                // A layout as a value: `HStackLayout(alignment: .top)`, `WrappingHStack(spacing: 8)`.
                guard let head = SwiftUIViews.seedLayouts[name], appView(name, scope) == nil else { return nil }
                var parts: [String] = []
                for argument in arguments where !argument.isTrailing {
                    guard let written = value(argument.value, scope) else { return nil }
                    let label = argument.label == "count" ? nil : argument.label
                    parts.append((label.map { "\($0): " } ?? "") + written.text)
                }
                return parts.isEmpty ? head : "\(head)(\(parts.joined(separator: ", ")))"
            }
        case let .implicitMember(name):
            // `.system(size: 20, weight: .bold)`, `.flexible(minimum: 40)`, `.rect(cornerRadius: 8)`.
            if ["flexible", "adaptive", "fixed"].contains(name) { return gridSize(name, arguments, scope) }
            guard let list = labelled() else { return nil }
            return ".\(name)(\(list))"
        case let .member(base, name):
            // `.title2.bold()`, `.headline.weight(.semibold)`, `Font.system(size: 12)`.
            if case .identifier("Font") = base.kind, let list = labelled() { return ".\(name)(\(list))" }
            if case .identifier("Color") = base.kind { return color(expr, scope)?.text }
            if name == "opacity", let colour = color(expr, scope) { return colour.text }
            guard let owner = value(base, scope) else { return nil }
            // What a literal's own methods give (`640.formatted(.number)`, `"Due".uppercased()`).
            if let folded = Self.literalMethod(owner.text, name, arguments) { return folded }
            // A chain on a style or a font (`.title2.bold()`); any other method is the app's to run.
            guard owner.text.hasPrefix("."), let list = labelled() else { return nil }
            return "\(owner.text).\(name)(\(list))"
        default:
            return nil
        }
    }

    /// A method of a literal the reader can run: a number's `formatted()` / `formatted(.number)`
    /// (grouped by thousands, as the en_US locale writes it), a string's `uppercased()` and
    /// `lowercased()`. Nil for anything else.
    static func literalMethod(_ literal: String, _ name: String, _ arguments: [SwiftArgument]) -> String? {
        if name == "formatted", arguments.count <= 1, let number = Double(literal), number.isFinite {
            if let style = arguments.first {
                guard style.label == nil, case .implicitMember("number") = style.value.kind else { return nil }
            }
            return "\"" + groupedNumber(literal) + "\""
        }
        if ["uppercased", "lowercased"].contains(name), arguments.isEmpty, literal.hasPrefix("\""), literal.hasSuffix("\""),
           literal.count >= 2, !literal.utf8.contains(UInt8(ascii: "\\")) {
            return name == "uppercased" ? literal.uppercased() : literal.lowercased()
        }
        return nil
    }

    /// A string literal's `capitalized`, as Foundation gives it: each word's first letter
    /// upper-cased and the rest lower-cased (`"dog friendly"` → `"Dog Friendly"`). Only for words
    /// of ASCII letters between spaces: where Foundation's word breaks are subtler
    /// (digits, apostrophes, hyphens, other scripts) nil, and the app's value is not guessed.
    static func capitalized(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return nil }
        let body = literal.dropFirst().dropLast()
        guard body.allSatisfy({ $0 == " " || ($0.isASCII && $0.isLetter) }) else { return nil }
        var out = ""
        var startsWord = true
        for character in body {
            out += startsWord ? character.uppercased() : character.lowercased()
            startsWord = character == " "
        }
        return "\"" + out + "\""
    }

    /// How tightly an operator of a value's `.layout` text binds (`BinaryOperator.precedence`,
    /// the ternary's `?` and `:` below them all); nil for a token that is none.
    static func precedence(_ op: String) -> Int? {
        if op == "?" || op == ":" { return 0 }
        return BinaryOperator(rawValue: op)?.precedence
    }

    /// The loosest operator written at the top level of a value's text (outside brackets and
    /// strings): `a - b * 2` → that of `-`; nil for a text without one.
    static func loosestOperator(_ text: String) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        var token = ""
        var loosest: Int?
        func endToken() {
            if let found = precedence(token) { loosest = min(loosest ?? found, found) }
            token = ""
        }
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case " " where depth == 0: endToken(); continue
            default: break
            }
            if depth == 0 && character != ")" && character != "]" { token.append(character) } else { token = "" }
        }
        endToken()
        return loosest
    }

    /// A value's text as the operand of `op` (`nil`: of a prefix operator), in parentheses when an
    /// operator in it binds more loosely: `gap * 2` with `gap` = `a - b` is `(a - b) * 2`, not
    /// `a - b * 2`; `10 * 2 + 4` stays as written.
    static func operand(_ text: String, of op: String?, onTheRight: Bool = false) -> String {
        guard let inner = loosestOperator(text) else { return text }
        let outer = op.flatMap(precedence) ?? Int.max
        return inner < outer || (onTheRight && inner == outer) ? "(" + text + ")" : text
    }

    /// What `Locale.current` says in the development language the reading measures in (en_US, as
    /// the format styles write): `Locale.current.currency?.identifier` is `"USD"`.
    static func localeValue(_ expr: SwiftExpr) -> String? {
        var path: [String] = []
        var current = expr
        // The longest path read is five names: a longer chain (ten thousand modifiers) is none,
        // found without walking it (this runs for every member the reader reads).
        while path.count <= 5 {
            switch current.kind {
            case let .member(base, name):
                path.insert(name, at: 0)
                current = base
                continue
            case let .postfix("?", inner), let .postfix("!", inner):
                current = inner
                continue
            case let .identifier(name):
                path.insert(name, at: 0)
            default:
                return nil
            }
            break
        }
        guard path.count >= 3, path.count <= 5, path[0] == "Locale", ["current", "autoupdatingCurrent"].contains(path[1]) else { return nil }
        switch path.dropFirst(2).joined(separator: ".") {
        case "currency.identifier", "currencyCode": return "\"USD\""
        case "currencySymbol": return "\"$\""
        case "identifier": return "\"en_US\""
        case "language.languageCode.identifier", "languageCode": return "\"en\""
        case "region.identifier", "regionCode": return "\"US\""
        case "decimalSeparator": return "\".\""
        case "groupingSeparator": return "\",\""
        default: return nil
        }
    }

    /// `1180` → `1,180`, `-12.5` → `-12.5`: thousands grouped, the fraction as written.
    static func groupedNumber(_ literal: String) -> String {
        var text = literal
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let parts = text.split(separator: ".", maxSplits: 1)
        var whole = String(parts.first ?? "")
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole = String(whole.dropLast(3))
        }
        grouped = whole + grouped
        if parts.count == 2 { grouped += "." + parts[1] }
        return (negative ? "-" : "") + grouped
    }

    /// `GridItem(.flexible(minimum: 40), spacing: 8)` → `.flexible(min: 40, spacing: 8)`.
    mutating func gridItem(_ arguments: [SwiftArgument], _ scope: Scope) -> String? {
        guard let size = arguments.first(where: { $0.label == nil }),
              case let .call(callee, sizeArguments) = size.value.kind, case let .implicitMember(kind) = callee.kind else {
            if let size = arguments.first(where: { $0.label == nil }), case let .implicitMember(kind) = size.value.kind {
                return "." + kind + "()"
            }
            return nil
        }
        var extra: [SwiftArgument] = sizeArguments
        extra += arguments.filter { $0.label == "spacing" || $0.label == "alignment" }
        return gridSize(kind, extra, scope)
    }

    mutating func gridSize(_ kind: String, _ arguments: [SwiftArgument], _ scope: Scope) -> String? {
        var parts: [String] = []
        for argument in arguments {
            guard let written = value(argument.value, scope) else { return nil }
            let label = argument.label == "minimum" ? "min" : argument.label == "maximum" ? "max" : argument.label
            parts.append((label.map { "\($0): " } ?? "") + written.text)
        }
        return ".\(kind)(\(parts.joined(separator: ", ")))"
    }

    /// SwiftUI's hierarchical styles as the label colours they are on iOS.
    static let hierarchicalStyles = ["tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel",
                                     "fill": "systemFill", "background": "systemBackground"]

    /// iOS's fill and background styles by level (`.fill.tertiary`, `.background.secondary`).
    static let levelledStyles: [String: [String: String]] = [
        "fill": ["primary": "systemFill", "secondary": "secondarySystemFill", "tertiary": "tertiarySystemFill",
                 "quaternary": "quaternarySystemFill"],
        "background": ["primary": "systemBackground", "secondary": "secondarySystemBackground",
                       "tertiary": "tertiarySystemBackground"],
    ]

    /// SwiftUI's materials (`.ultraThinMaterial`, the bar's): iOS draws them by blurring what is behind.
    static let materials: Set<String> = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
                                         "ultraThickMaterial", "bar"]

    /// A colour by name: one of the palette's, or a stand-in (the app's own colour: an asset or an
    /// extension the reader cannot see).
    mutating func named(_ name: String, _ range: Range<Int>, _ scope: Scope) -> LayoutDraft.Value {
        let here = origin(range, scope)
        let name = Self.hierarchicalStyles[name] ?? name
        if SystemColors.hex[name] != nil { return .init(text: "." + name, origin: here) }
        // The app's own (`extension Color { static let brand = Color(red: …) }`), or the symbol
        // Xcode generates for a colour set of its catalogues (`.brand` for "Brand").
        if let constant = constant("Color." + name, scope) { return .init(text: constant, origin: here) }
        if let hex = assets.color(symbol: name) { return .init(text: "\"\(hex)\"", origin: here) }
        // The tint: the app's accent colour set (Xcode's "AccentColor"), else iOS's default, blue.
        if name == "tint" || name == "accentColor" {
            return .init(text: assets.colors["AccentColor"].map { "\"\($0)\"" } ?? ".blue", origin: here)
        }
        if Self.materials.contains(name) {
            note(.standIn, "a material (.\(name)): drawn as \(SwiftReaderStandIns.color) (iOS blurs what is behind it)",
                 range, scope.file)
            return .init(text: "." + SwiftReaderStandIns.color, origin: here)
        }
        note(.standIn, "the colour '\(name)' is not one layoutc knows (the app's asset or extension, or another "
             + "platform's): drawn as \(SwiftReaderStandIns.color)",
             range, scope.file)
        return .init(text: "." + SwiftReaderStandIns.color, origin: here)
    }

    /// A colour as `.layout` writes one: `.red`, `.systemGray6`, `"#rrggbbaa"`; nil for an asset
    /// colour or one computed at run time.
    mutating func color(_ expr: SwiftExpr, _ scope: Scope) -> LayoutDraft.Value? {
        let here = origin(expr.range, scope)
        switch expr.kind {
        case let .implicitMember(name):
            return named(name, expr.range, scope)
        case let .member(base, name):
            if case .identifier("Color") = base.kind {
                if let constant = constant("Color." + name, scope) { return .init(text: constant, origin: here) }
                return named(name, expr.range, scope)
            }
            if case let .implicitMember(style) = base.kind, let system = Self.levelledStyles[style]?[name] {
                return .init(text: "." + system, origin: here)
            }
            // `tint.gradient`: the colour's own gentle gradient, drawn as the colour.
            if name == "gradient", let colour = color(base, scope) { return colour }
            return value(expr, scope)
        case let .ternary(condition, then, otherwise):
            // `isOn ? .white : .brand`: each branch a colour; the one taken when the reading decides.
            guard let c = value(condition, scope) else { return nil }
            if c.standIn == nil, c.text == "true" || c.text == "false" {
                return color(c.text == "true" ? then : otherwise, scope)
            }
            guard let a = color(then, scope), let b = color(otherwise, scope) else { return nil }
            return .init(text: "\(Self.operand(c.text, of: "?")) ? \(a.text) : \(b.text)", origin: here,
                         standIn: c.standIn ?? a.standIn ?? b.standIn)
        case let .call(callee, arguments):
            if case let .member(base, "opacity") = callee.kind, let alpha = arguments.first.flatMap({ number($0.value) }),
               let colour = color(base, scope) {
                let name = colour.text.hasPrefix(".") ? String(colour.text.dropFirst())
                    : colour.text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                return SystemColors.hex(name, opacity: alpha).map { .init(text: "\"\($0)\"", origin: here) }
            }
            // Another call (`.opacity(x)` of an amount known only at run time, `Color.init(…)`):
            // unknown. (`value` of a call asks `color` again.)
            guard case let .identifier(type) = callee.kind else { return nil }
            // `AnyShapeStyle(Color.accentColor)`: the style it erases.
            if type == "AnyShapeStyle", arguments.count == 1, arguments[0].label == nil {
                return color(arguments[0].value, scope)
            }
            // `Color("Brand")`: a colour of the app's asset catalogue.
            if type == "Color", let first = arguments.first, first.label == nil, case let .string(parts) = first.value.kind {
                let name = parts.map { part -> String in
                    if case let .text(text) = part { return text }
                    return "…"
                }.joined()
                if let hex = assets.colors[name] { return .init(text: "\"\(hex)\"", origin: here) }
                return named(name, expr.range, scope)
            }
            if let first = arguments.first, first.label == nil || first.label == "uiColor" || first.label == "nsColor",
               case let .implicitMember(name) = first.value.kind {
                return named(name, first.value.range, scope)
            }
            func channel(_ label: String) -> Double? {
                arguments.first { $0.label == label }.flatMap { number($0.value) }
            }
            if let red = channel("red"), let green = channel("green"), let blue = channel("blue") {
                let alpha = channel("opacity") ?? channel("alpha") ?? 1
                func byte(_ value: Double) -> String {
                    String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded()))
                }
                return .init(text: "\"#\(byte(red))\(byte(green))\(byte(blue))\(byte(alpha))\"", origin: here)
            }
            if let white = channel("white") {
                let level = String(format: "%02X", Int((min(max(white, 0), 1) * 255).rounded()))
                return .init(text: "\"#\(level)\(level)\(level)\"", origin: here)
            }
            return nil
        default:
            return value(expr, scope)
        }
    }

    /// A literal number (`0.5`, `12`, `-3`, `255 / 255`), for colour channels.
    /// A number literal's text without the underscores Swift allows in it (`1_000`), without
    /// Foundation's string search (a reading of thousands of numbers spent a tenth of its time there).
    static func withoutUnderscores(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text
    }

    func number(_ expr: SwiftExpr) -> Double? {
        switch expr.kind {
        case let .integer(text), let .float(text): return Double(Self.withoutUnderscores(text))
        case let .prefix("-", inner): return number(inner).map { -$0 }
        case let .binary("/", left, right):
            guard let l = number(left), let r = number(right), r != 0 else { return nil }
            return l / r
        case let .tuple(items) where items.count == 1: return number(items[0].value)
        default: return nil
        }
    }

    /// A clip shape: `RoundedRectangle(cornerRadius: 8)` → `roundedRect(cornerRadius: 8)`, `.circle`,
    /// `.rect(cornerRadius: 8)`, `Capsule()`.
    mutating func shape(_ expr: SwiftExpr, _ scope: Scope) -> LayoutDraft.Value? {
        let here = origin(expr.range, scope)
        switch expr.kind {
        case let .implicitMember(name): return .init(text: "." + name, origin: here)
        case let .call(callee, arguments):
            if case .implicitMember = callee.kind { return value(expr, scope) }
            guard case let .identifier(name) = callee.kind else { return nil }
            let shapes = ["Rectangle": "rect", "Circle": "circle", "Capsule": "capsule", "Ellipse": "ellipse",
                          "RoundedRectangle": "roundedRect", "ContainerRelativeShape": "rect"]
            guard let shape = shapes[name] else { return nil }
            if name == "RoundedRectangle", let radius = arguments.first(where: { $0.label == "cornerRadius" })
                .flatMap({ value($0.value, scope) }) {
                return .init(text: "roundedRect(cornerRadius: \(radius.text))", origin: here)
            }
            return .init(text: shape, origin: here)
        default: return nil
        }
    }
}
