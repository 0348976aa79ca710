import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Values as Swift expressions: numbers, strings, colours, fonts, enumeration values, arithmetic
/// and ternaries, each written for the type its context expects (`CGFloat(i)` where an `Int`
/// meets a length).
extension ExportSession {
    /// `expr` as Swift, with its type; `expected` is what the context takes.
    func value(_ expr: Expr, expected: ExportType?, scope: [Local]) -> (code: String, type: ExportType) {
        let written = rawValue(expr, expected: expected, scope: scope)
        if expected == .number && written.type == .integer { return ("CGFloat(\(written.code))", .number) }
        if expected == .integer && written.type == .number, !isLiteral(expr) {
            return ("Int(\(written.code))", .integer)
        }
        return written
    }

    func isLiteral(_ expr: Expr) -> Bool {
        if case .number = expr.kind { return true }
        return false
    }

    // swiftlint:disable:next cyclomatic_complexity
    private func rawValue(_ expr: Expr, expected: ExportType?, scope: [Local]) -> (code: String, type: ExportType) {
        switch expr.kind {
        case let .number(number):
            return (SwiftNames.number(number), expected == .integer ? .integer : expected == .number ? .number
                    : number == number.rounded() ? .integer : .number)
        case .infinity: return (".infinity", .number)
        case .nilLiteral: return ("nil", .optional(.unknown))
        case let .bool(flag): return (flag ? "true" : "false", .bool)
        case let .string(text):
            if expected == .color { return (color(text, at: expr.range), .color) }
            return (SwiftNames.stringLiteral(text), .string)
        case let .interpolatedString(parts): return (interpolated(parts, scope: scope), .string)
        case let .size(width, height):
            return ("CGSize(width: \(SwiftNames.number(width)), height: \(SwiftNames.number(height)))", .unknown)
        case let .parenthesized(inner):
            let written = value(inner, expected: expected, scope: scope)
            return ("(\(written.code))", written.type)
        case let .unary(op, operand):
            let written = value(operand, expected: op == .not ? .bool : expected, scope: scope)
            return (op.rawValue + written.code, written.type)
        case let .binary(op, left, right): return binary(op, left, right, expected: expected, scope: scope)
        case let .conditional(condition, then, otherwise):
            let c = value(condition, expected: .bool, scope: scope).code
            let a = value(then, expected: expected, scope: scope), b = value(otherwise, expected: expected, scope: scope)
            return ("\(c) ? \(a.code) : \(b.code)", a.type.merged(with: b.type))
        case let .list(items):
            var element: ExportType? = expected == .gridItems ? .gridItems : nil
            if case let .list(type)? = expected { element = type }
            let written = items.map { value($0, expected: element, scope: scope) }
            return ("[" + written.map(\.code).joined(separator: ", ") + "]",
                    .list(written.reduce(ExportType.unknown) { $0.merged(with: $1.type) }))
        case let .subscriptExpr(base, index):
            let list = value(base, expected: nil, scope: scope)
            var element = ExportType.unknown
            if case let .list(type) = list.type { element = type }
            return ("\(list.code)[\(value(index, expected: .integer, scope: scope).code)]", element)
        case let .implicitMember(name, arguments):
            return (member(name.name, arguments: arguments, expected: expected, scope: scope, at: expr.range),
                    expected ?? .unknown)
        case let .memberCall(base, name, arguments):
            let written = value(base, expected: expected == .font ? .font : nil, scope: scope)
            if arguments == nil { return ("\(written.code).\(name.name)", name.name == "count" ? .integer : .bool) }
            let args = (arguments ?? []).map { argument in
                (argument.label.map { "\($0.name): " } ?? "")
                    + value(argument.value, expected: argument.label?.name == nil ? .fontWeight : nil, scope: scope).code
            }
            return ("\(written.code).\(name.name)(\(args.joined(separator: ", ")))", written.type)
        case let .element(element) where element.isBareName:
            return name(element.head.name, expected: expected, scope: scope, at: expr.range)
        case let .element(element) where isFunctionCall(element, scope: scope):
            guard case let .global(global)? = meaning(element.head.name, scope: scope) else { return ("nil", .unknown) }
            let arguments = componentArguments(element.arguments ?? [], of: global).compactMap { argument, label in
                label.map { label in
                    let type = global.parameters.first { $0.name == label }?.type
                    return "\(SwiftNames.identifier(label)): " + value(argument.value, expected: type, scope: scope).code
                }
            }
            return ("\(SwiftNames.identifier(element.head.name))(\(arguments.joined(separator: ", ")))", global.type)
        case let .element(element) where !isElement(expr, scope: scope):
            // `items.count`, `title.isEmpty`: a value's member, parsed as a modifier without arguments.
            var written = name(element.head.name, expected: nil, scope: scope, at: expr.range)
            for case let .modifier(modifier) in element.postfixes {
                guard modifier.arguments == nil, ["count", "isEmpty"].contains(modifier.name.name) else {
                    refuse("'.\(modifier.name.name)' on a value", at: modifier.range)
                    continue
                }
                written = ("\(written.code).\(modifier.name.name)", modifier.name.name == "count" ? .integer : .bool)
            }
            return written
        case .element, .repeatBlock, .ifBlock:
            refuse("an element where a value is expected", at: expr.range)
            return ("/* element */", .unknown)
        case .keyPath, .closureParameter, .error:
            refuse("this expression has no SwiftUI value", at: expr.range)
            return ("nil", .unknown)
        }
    }

    /// Whether `element` calls a component whose body is a value (a Swift function).
    func isFunctionCall(_ element: ElementExpr, scope: [Local]) -> Bool {
        if case let .global(global)? = meaning(element.head.name, scope: scope) { return global.kind == .function }
        return false
    }

    /// A bare name as a value: a local, a global constant (or an element constant's view), or an
    /// enumeration value in its context.
    func name(_ name: String, expected: ExportType?, scope: [Local], at range: SourceRange)
        -> (code: String, type: ExportType) {
        switch meaning(name, scope: scope) {
        case let .local(type)?:
            return (scope.last { $0.name == name }?.spelling ?? SwiftNames.identifier(name), type)
        case let .global(global)?:
            switch global.kind {
            case .value, .container: return (SwiftNames.identifier(name), global.type)
            case .function: return ("\(SwiftNames.identifier(name))()", global.type)
            case .element, .component: return ("\(global.typeName ?? name)()", .view)
            }
        default:
            return (member(name, arguments: nil, expected: expected, scope: scope, at: range), expected ?? .unknown)
        }
    }

    func binary(_ op: BinaryOperator, _ left: Expr, _ right: Expr, expected: ExportType?, scope: [Local])
        -> (code: String, type: ExportType) {
        switch op {
        case .halfOpenRange, .closedRange:
            let l = value(left, expected: .integer, scope: scope), r = value(right, expected: .integer, scope: scope)
            return ("Array(\(l.code)\(op.rawValue)\(r.code))", .list(.integer))
        case .and, .or:
            let l = value(left, expected: .bool, scope: scope), r = value(right, expected: .bool, scope: scope)
            return ("\(l.code) \(op.rawValue) \(r.code)", .bool)
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
            // Compared as the side that is not a literal is: an Int with an Int, a length with a length.
            let lType = literalType(left, scope: scope), rType = literalType(right, scope: scope)
            let side: ExportType? = lType == .number || rType == .number ? .number
                : lType == .integer || rType == .integer ? .integer : nil
            let l = value(left, expected: side ?? (rType.isKnown ? rType : nil), scope: scope)
            let r = value(right, expected: side ?? (lType.isKnown ? lType : nil), scope: scope)
            return ("\(l.code) \(op.rawValue) \(r.code)", .bool)
        case .remainder:
            let l = value(left, expected: .integer, scope: scope), r = value(right, expected: .integer, scope: scope)
            return ("\(l.code) % \(r.code)", .integer)
        case .plus, .minus, .times, .divide:
            let lType = literalType(left, scope: scope), rType = literalType(right, scope: scope)
            if op == .plus, lType == .string || rType == .string {
                let l = value(left, expected: .string, scope: scope), r = value(right, expected: .string, scope: scope)
                return ("\(l.code) + \(r.code)", .string)
            }
            // Integers stay integers unless a length is wanted (or divided: layoutc divides exactly).
            let integral = lType != .number && rType != .number && expected != .number && op != .divide
                && (lType == .integer || rType == .integer)
            let side: ExportType = integral ? .integer : .number
            let l = value(left, expected: side, scope: scope), r = value(right, expected: side, scope: scope)
            return ("\(l.code) \(op.rawValue) \(r.code)", side)
        }
    }

    /// A string with interpolations; a `CGFloat` prints as layoutc prints numbers (no ".0").
    func interpolated(_ parts: [StringPart], scope: [Local]) -> String {
        var out = "\""
        for part in parts {
            switch part {
            case let .text(text): out += SwiftNames.stringLiteral(text).dropFirst().dropLast()
            case let .expression(inner):
                let written = value(inner, expected: nil, scope: scope)
                if written.type == .number {
                    out += "\\(String(format: \"%g\", Double(\(written.code))))"
                } else {
                    out += "\\(\(written.code))"
                }
            }
        }
        return out + "\""
    }

    // MARK: - Enumeration values, colours, fonts

    /// `.name` (or a bare name) in the context `expected`.
    func member(_ name: String, arguments: Arguments?, expected: ExportType?, scope: [Local],
                at range: SourceRange) -> String {
        switch expected {
        case .color?:
            return color(name, at: range)
        case .font?, .textStyle?:
            if let arguments { return ".\(name)(" + fontArguments(arguments, scope: scope) + ")" }
            return ".\(name)"
        case .axis?:
            return name == "both" ? "[.horizontal, .vertical]" : ".\(name)"
        case .edges?:
            return ".\(name)"
        case .gridItems?, .list(.unknown)?:
            return gridItem(name, arguments: arguments, scope: scope, at: range)
        case .shape?:
            return shape(name, arguments: arguments, scope: scope)
        default:
            if let arguments {
                let args = arguments.map { argument in
                    (argument.label.map { "\($0.name): " } ?? "") + value(argument.value, expected: nil, scope: scope).code
                }
                return ".\(name)(\(args.joined(separator: ", ")))"
            }
            return "." + name
        }
    }

    func fontArguments(_ arguments: Arguments, scope: [Local]) -> String {
        arguments.map { argument in
            let label = argument.label?.name
            let type: ExportType? = label == "size" ? .number : label == "weight" ? .fontWeight : nil
            return (label.map { "\($0): " } ?? "") + value(argument.value, expected: type, scope: scope).code
        }.joined(separator: ", ")
    }

    /// A colour: SwiftUI's own by name, UIKit's semantic colours from the support's `Color`
    /// extension, `#rrggbb(aa)` as `Color(red:green:blue:opacity:)`.
    func color(_ name: String, at range: SourceRange) -> String {
        let swiftUI: Set<String> = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
                                    "purple", "pink", "brown", "gray", "black", "white", "clear", "primary",
                                    "secondary", "accentColor"]
        if swiftUI.contains(name) { return "Color.\(name)" }
        if SystemColors.hex[name] != nil {
            supportColors.insert(name)
            return "Color.\(name)"
        }
        guard let hex = SystemColors.hex(name, opacity: 1) else {
            refuse("'\(name)' is not a colour", at: range)
            return "Color.clear"
        }
        return Self.rgb(hex)
    }

    /// `#rrggbbaa` as `Color(red:green:blue:opacity:)`, components to three decimals.
    static func rgb(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        func component(_ index: Int) -> String {
            let value = Double(Int(String(digits[index..<index + 2]), radix: 16) ?? 0) / 255
            return SwiftNames.number((value * 1000).rounded() / 1000)
        }
        let opacity = digits.count >= 8 ? component(6) : "1"
        let rgb = "red: \(component(0)), green: \(component(2)), blue: \(component(4))"
        return opacity == "1" ? "Color(\(rgb))" : "Color(\(rgb), opacity: \(opacity))"
    }

    /// A lazy grid's item: `.flexible(min: 40)` → `GridItem(.flexible(minimum: 40))`.
    func gridItem(_ name: String, arguments: Arguments?, scope: [Local], at range: SourceRange) -> String {
        var size: [String] = [], item: [String] = []
        for argument in arguments ?? [] {
            let label = argument.label?.name
            let written = value(argument.value, expected: label == "alignment" ? .alignment : .number, scope: scope).code
            switch label {
            case "min"?: size.append("minimum: \(written)")
            case "max"?: size.append("maximum: \(written)")
            case "spacing"?: item.append("spacing: \(written)")
            case "alignment"?: item.append("alignment: \(written)")
            case nil: size.append(written)
            default: size.append("\(label ?? ""): \(written)")
            }
        }
        let sizeCode = name == "fixed" || !size.isEmpty ? ".\(name)(\(size.joined(separator: ", ")))" : ".\(name)()"
        return "GridItem(" + ([sizeCode] + item).joined(separator: ", ") + ")"
    }

    /// A clip shape: `circle` → `Circle()`, `roundedRect(cornerRadius: 8)` → `RoundedRectangle(cornerRadius: 8)`.
    func shape(_ name: String, arguments: Arguments?, scope: [Local]) -> String {
        let args = (arguments ?? []).map { argument in
            (argument.label.map { "\($0.name): " } ?? "") + value(argument.value, expected: .number, scope: scope).code
        }.joined(separator: ", ")
        switch name {
        case "circle": return "Circle()"
        case "capsule": return "Capsule()"
        case "ellipse": return "Ellipse()"
        case "rect": return args.isEmpty ? "Rectangle()" : "RoundedRectangle(\(args))"
        case "roundedRect": return "RoundedRectangle(\(args))"
        default: return "Rectangle()"
        }
    }
}
