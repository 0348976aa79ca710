import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Compile-time logic: arithmetic, comparisons, `&&` `||` `!`, `? :`, string concatenation and
/// interpolation, and `if` among children. Everything is folded while the file is checked.
extension Interpreter {
    /// The longest string a layout may build (concatenation and interpolation), in UTF-8 bytes:
    /// doubling a string in a chain of `let`s must not exhaust memory.
    static let maxStringLength = 1_000_000

    /// Runs `body` as the check of a branch that was not taken (see `speculative`).
    /// What the branch makes is dropped afterwards (every caller discards the result): it never
    /// counts toward the element cap, nor keeps memory.
    func speculatively<T>(_ body: () -> T) -> T {
        speculative += 1
        let mark = nodes.mark
        defer {
            speculative -= 1
            nodes.removeAll(since: mark)
        }
        return body()
    }

    // MARK: - Operators

    func unary(_ op: UnaryOperator, _ value: Value, operand: SyntaxID) -> Value {
        switch (op, value) {
        case (_, .poisoned): return .poisoned
        case let (.minus, .number(n)): return .number(-n)
        case let (.not, .bool(b)): return .bool(!b)
        case (.minus, _):
            report(.error(SemaCode.wrongType, "cannot negate \(value.kindDescription)", at: range(operand)))
        case (.not, _):
            report(.error(SemaCode.wrongType, "'!' takes true or false, found \(Self.describeForMessage(value))",
                          at: range(operand)))
        }
        return .poisoned
    }

    func binary(_ op: BinaryOperator, _ a: Value, _ b: Value, expr: SyntaxID, left: SyntaxID,
                right: SyntaxID) -> Value {
        if case .poisoned = a { return .poisoned }
        if case .poisoned = b { return .poisoned }
        switch op {
        case .plus, .minus, .times, .divide, .remainder:
            if case let .string(x) = a, case let .string(y) = b, op == .plus {
                return concatenate(x, y, range: range(expr))
            }
            return arithmetic(op, a, b, expr: expr, left: left, right: right)
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
            return compare(op, a, b, expr: expr, left: left, right: right)
        case .halfOpenRange, .closedRange:
            return integerRange(op, a, b, expr: expr, left: left, right: right)
        case .and, .or:
            guard case let .bool(x) = a, case let .bool(y) = b else {
                let (bad, badRange) = {
                    if case .bool = a { return (b, range(right)) } else { return (a, range(left)) }
                }()
                report(.error(SemaCode.wrongType,
                              "'\(op.rawValue)' takes true or false, found \(Self.describeForMessage(bad))",
                              at: badRange))
                return .poisoned
            }
            return .bool(op == .and ? x && y : x || y)
        }
    }

    /// `&&` and `||` short-circuit as in Swift; the operand not needed is still checked for
    /// names (speculatively).
    func logical(_ op: BinaryOperator, _ expr: SyntaxID, _ left: SyntaxID, _ right: SyntaxID) -> Value {
        let a = evaluate(left)
        if case let .bool(x) = a, x == (op == .or) {
            _ = speculatively { evaluate(right) }
            return .bool(x)
        }
        return binary(op, a, evaluate(right), expr: expr, left: left, right: right)
    }

    /// `condition ? then : otherwise`: the branch not taken is checked speculatively.
    func conditional(_ condition: SyntaxID, _ then: SyntaxID, _ otherwise: SyntaxID) -> Value {
        switch evaluate(condition) {
        case let .bool(b):
            let chosen = b ? then : otherwise
            _ = speculatively { evaluate(b ? otherwise : then) }
            return evaluate(chosen)
        case .poisoned:
            _ = speculatively { (evaluate(then), evaluate(otherwise)) }
            return .poisoned
        case let other:
            report(.error(SemaCode.badCondition,
                          "the condition of '? :' must be true or false, found \(Self.describeForMessage(other))",
                          at: range(condition)))
            _ = speculatively { (evaluate(then), evaluate(otherwise)) }
            return .poisoned
        }
    }

    func arithmetic(_ op: BinaryOperator, _ a: Value, _ b: Value, expr: SyntaxID, left: SyntaxID,
                    right: SyntaxID) -> Value {
        guard case let .number(x) = a, case let .number(y) = b else {
            let (bad, badRange) = {
                if case .number = a { return (b, range(right)) } else { return (a, range(left)) }
            }()
            var diagnostic = Diagnostic.error(SemaCode.wrongType,
                                              "expected a number in arithmetic, found \(bad.kindDescription)",
                                              at: badRange)
            if op == .plus, case .string = a {
                diagnostic = diagnostic.withNote("to put a value in a string, interpolate it: \"Item \\(i)\"")
            }
            if op == .plus, case .string = b {
                diagnostic = diagnostic.withNote("to put a value in a string, interpolate it: \"\\(n) items\"")
            }
            report(diagnostic)
            return .poisoned
        }
        let result: Double
        switch op {
        case .plus: result = x + y
        case .minus: result = x - y
        case .times: result = x * y
        default:
            guard y != 0 else {
                report(.error(SemaCode.divisionByZero,
                              op == .remainder ? "remainder of a division by zero" : "division by zero",
                              at: range(right)))
                return .poisoned
            }
            // `%` as Swift's truncatingRemainder: the sign of the dividend, fractions allowed.
            result = op == .remainder ? x.truncatingRemainder(dividingBy: y) : x / y
        }
        // inf stays inf (inf + 1), but finite numbers must not overflow into it, nor make NaN.
        if result.isNaN || (result.isInfinite && x.isFinite && y.isFinite) {
            report(.error(SemaCode.numberTooLarge,
                          result.isNaN
                              ? "the arithmetic has no value (\(Self.describe(a)) \(op.rawValue) \(Self.describe(b)))"
                              : "the arithmetic overflows",
                          at: range(expr)))
            return .poisoned
        }
        return .number(result)
    }

    /// `a..<b` and `a...b`: the integers from a, as a list (SwiftUI's `ForEach(0..<3)`). The
    /// bounds are integers, the upper one not below the lower (Swift traps there; layoutc says
    /// where), and the list is no longer than the elements a layout may make.
    func integerRange(_ op: BinaryOperator, _ a: Value, _ b: Value, expr: SyntaxID, left: SyntaxID,
                      right: SyntaxID) -> Value {
        for (value, side) in [(a, left), (b, right)] {
            guard case let .number(n) = value, n.isFinite, n == n.rounded() else {
                report(.error(SemaCode.wrongType,
                              "a range's bounds are integers, found \(Self.describeForMessage(value))",
                              at: range(side)))
                return .poisoned
            }
        }
        guard case let .number(lower) = a, case let .number(written) = b else { return .poisoned }
        let upper = op == .closedRange ? written : written - 1
        guard written >= lower else {
            report(.error(SemaCode.outOfRange,
                          "the range's upper bound \(Self.format(written)) is below its lower bound "
                              + "\(Self.format(lower))",
                          at: range(expr)))
            return .poisoned
        }
        let count = upper - lower + 1
        guard count <= Double(options.maxNodes) else {
            report(.error(SemaCode.tooManyNodes,
                          "the range has \(Self.format(count)) integers, "
                              + "more than the \(options.maxNodes) elements a layout may make",
                          at: range(expr)))
            return .poisoned
        }
        // Each integer made is a step of the expansion's budget: ranges in a repeat or a
        // component cannot together build more than the layout may.
        guard takeStep(at: range(expr), count: Int(count)) else { return .poisoned }
        return .list((0..<Int(count)).map { .number(lower + Double($0)) })
    }

    func concatenate(_ x: String, _ y: String, range: SourceRange) -> Value {
        guard x.utf8.count + y.utf8.count <= Self.maxStringLength else {
            report(.error(SemaCode.stringTooLong, "the string would be longer than \(Self.maxStringLength) bytes",
                          at: range))
            return .poisoned
        }
        return .string(x + y)
    }

    /// Numbers compare by value; strings by their characters (`<` in Swift's order); booleans,
    /// enumeration values and nil only for (in)equality. Different kinds never compare (as in
    /// Swift, where it is a type error).
    func compare(_ op: BinaryOperator, _ a: Value, _ b: Value, expr: SyntaxID, left: SyntaxID,
                 right: SyntaxID) -> Value {
        func order<T: Comparable>(_ x: T, _ y: T) -> Bool {
            switch op {
            case .equal: return x == y
            case .notEqual: return x != y
            case .less: return x < y
            case .lessEqual: return x <= y
            case .greater: return x > y
            default: return x >= y
            }
        }
        let equality = op == .equal || op == .notEqual
        switch (a, b) {
        case let (.number(x), .number(y)): return .bool(order(x, y))
        case let (.string(x), .string(y)): return .bool(order(x, y))
        case let (.bool(x), .bool(y)) where equality: return .bool((x == y) == (op == .equal))
        case let (.enumCase(x), .enumCase(y)) where equality: return .bool((x == y) == (op == .equal))
        case (.nilValue, .nilValue) where equality: return .bool(op == .equal)
        case (.nilValue, _) where equality, (_, .nilValue) where equality: return .bool(op == .notEqual)
        default:
            let sameKind = a.kindDescription == b.kindDescription
                || { if case .enumCase = a, case .enumCase = b { return true } else { return false } }()
            let message = sameKind
                ? "'\(op.rawValue)' cannot order \(Self.plural(a)); only == and != compare them"
                : "cannot compare \(Self.describeForMessage(a)) with \(Self.describeForMessage(b))"
            report(.error(SemaCode.wrongType, message, at: range(expr)))
            return .poisoned
        }
    }

    static func plural(_ value: Value) -> String {
        switch value {
        case .bool: return "booleans"
        case .enumCase: return "names"
        case .element: return "elements"
        default: return value.kindDescription
        }
    }

    // MARK: - Strings

    /// `"Item \(i)"`: numbers as the outputs print them (4 decimals at most, `inf`), strings as
    /// they are, booleans and names as written.
    func interpolate(_ parts: SyntaxList, range: SourceRange) -> Value {
        var result = ""
        var failed = false
        for index in 0..<parts.count {
            switch syntax.stringPart(parts, index) {
            case let .text(text):
                result += text
            case let .expression(expr):
                let value = evaluate(expr)
                switch value {
                case let .number(n): result += n.isInfinite ? (n > 0 ? "inf" : "-inf") : formatLength(n)
                case let .string(text): result += text
                case let .bool(b): result += b ? "true" : "false"
                case let .enumCase(name): result += name
                case .nilValue: result += "nil"
                case .poisoned: failed = true
                default:
                    report(.error(SemaCode.wrongType, "cannot put \(value.kindDescription) in a string",
                                  at: self.range(expr))
                        .withNote("a string can hold numbers, strings, booleans and names"))
                    failed = true
                }
            }
            if result.utf8.count > Self.maxStringLength {
                report(.error(SemaCode.stringTooLong, "the string would be longer than \(Self.maxStringLength) bytes",
                              at: range))
                return .poisoned
            }
        }
        return failed ? .poisoned : .string(result)
    }

    // MARK: - if

    /// `if condition < … > else < … >` among children: the elements of the branch the condition
    /// picks; the other branch is checked speculatively.
    func evaluateIf(_ block: IfNode) -> [ElementRef] {
        guard takeStep(at: block.keywordRange) else { return [] }
        let other: SyntaxList?
        let chosen: SyntaxList?
        switch evaluate(block.condition) {
        case let .bool(b):
            chosen = b ? block.children : block.elseChildren
            other = b ? block.elseChildren : block.children
        case .poisoned:
            _ = speculatively { evaluateChildren(block.children) + evaluateChildren(block.elseChildren) }
            return []
        case let value:
            let conditionRange = range(block.condition)
            var diagnostic = Diagnostic.error(
                SemaCode.badCondition,
                "the condition of 'if' must be true or false, found \(Self.describeForMessage(value))",
                at: conditionRange)
            if block.children.count > 0, case let .element(first) = syntax.expr(syntax.id(block.children, 0)),
               first.children != nil, first.arguments == nil {
                // `if i < count < … >`: the first '<' started the children, `count < … >` became an element.
                let name = self.name(first.head)
                let condition = sources[conditionRange.file].text(in: conditionRange)
                diagnostic = diagnostic.withNote("'<' after the condition starts the elements; to compare with '<', "
                                                     + "write the comparison in parentheses: "
                                                     + "if (\(condition) < \(name)) < … >")
            } else if case .enumCase = value {
                diagnostic = diagnostic.withNote("a name the file does not define is not a boolean; define it: "
                                                     + "let compact = false (and switch it with -D compact=true)")
            } else if case .number = value {
                diagnostic = diagnostic.withNote("compare it: if (count > 0) < … >")
            }
            report(diagnostic)
            _ = speculatively { evaluateChildren(block.children) + evaluateChildren(block.elseChildren) }
            return []
        }
        let nodes = evaluateChildren(chosen)
        _ = speculatively { evaluateChildren(other) }
        return nodes
    }
}
