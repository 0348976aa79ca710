import Foundation

/// Expressions: a precedence climber over Swift's standard operator precedences, postfix chains
/// (calls with trailing closures, members — a `.` on a new line continues the chain, as modifier
/// chains are written — subscripts, `!`, `?`), closures, literals and key paths.
extension SwiftParser {
    /// Swift's standard precedence groups (higher binds tighter).
    static func precedence(_ op: String) -> Int? {
        switch op {
        case "<<", ">>", "&<<", "&>>": return 160
        case "*", "/", "%", "&*", "&": return 150
        case "+", "-", "&+", "&-", "|", "^": return 140
        case "..<", "...": return 135
        case "??": return 131
        case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=": return 130
        case "&&": return 120
        case "||": return 110
        default: return nil
        }
    }

    /// One expression (ternaries and binary operators included, assignments not).
    mutating func expression() -> SwiftExpr {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maxDepth else {
            let first = start
            skipStatement()
            return SwiftExpr(kind: .unknown, range: first..<max(end, first))
        }
        let condition = binary(minimum: 0)
        if isPunctuation(.questionInfix) {
            advance()
            let then = expression()
            guard eat(.colon) else { return SwiftExpr(kind: .unknown, range: condition.range.lowerBound..<end) }
            let otherwise = expression()
            return SwiftExpr(kind: .ternary(condition, then, otherwise),
                             range: condition.range.lowerBound..<otherwise.range.upperBound)
        }
        return condition
    }

    mutating func binary(minimum: Int) -> SwiftExpr {
        var left = prefixed()
        while true {
            // `as`, `as?`, `as!`, `is`: casts bind at 132.
            if (isKeyword(.as) || isKeyword(.is)) && 132 >= minimum && !current.flags.contains(.precededByNewline) {
                advance()
                if isPunctuation(.questionPostfix) || isPunctuation(.exclaimPostfix) || isOperator("?")
                    || isOperator("!") { advance() }
                let type = typeText(stoppingAt: [.comma, .colon, .rightParen, .rightBracket])
                left = SwiftExpr(kind: .cast(left, type), range: left.range.lowerBound..<end)
                continue
            }
            guard current.kind == .operatorToken, current.operatorPosition == .binary,
                  let precedence = Self.precedence(text(current)), precedence >= minimum else { return left }
            let op = text(current)
            advance()
            let right = binary(minimum: precedence + 1)
            left = SwiftExpr(kind: .binary(op, left, right), range: left.range.lowerBound..<right.range.upperBound)
        }
    }

    mutating func prefixed() -> SwiftExpr {
        if current.kind == .operatorToken && current.operatorPosition == .prefix {
            let first = start
            let op = text(current)
            advance()
            let operand = prefixed()
            return SwiftExpr(kind: .prefix(op, operand), range: first..<operand.range.upperBound)
        }
        if isPunctuation(.ampersandPrefix) { advance() }
        if isKeyword(.try) || isWord("await") {
            advance()
            if isPunctuation(.questionPostfix) || isPunctuation(.exclaimPostfix) { advance() }
        }
        return postfixed(primary())
    }

    // swiftlint:disable:next cyclomatic_complexity
    mutating func postfixed(_ base: SwiftExpr) -> SwiftExpr {
        var expr = base
        while !atEnd {
            let newline = current.flags.contains(.precededByNewline)
            if isPunctuation(.period) {
                // A member (a modifier on the next line too), or `.0` of a tuple.
                advance()
                if current.kind == .identifier || isAnyKeyword || current.kind == .integer {
                    let name = text(current).withoutBackticks
                    advance()
                    expr = SwiftExpr(kind: .member(expr, name), range: expr.range.lowerBound..<end)
                    continue
                }
                return expr
            }
            if newline, case .poundKeyword("if") = current.kind, isPostfixIf() {
                expr = postfixIf(expr)
                continue
            }
            if newline { return expr }
            if isPunctuation(.leftParen) {
                let arguments = argumentList(closer: .rightParen)
                expr = SwiftExpr(kind: .call(expr, arguments + trailingClosures()), range: expr.range.lowerBound..<end)
            } else if isPunctuation(.leftBrace) && allowsTrailingClosure(expr) {
                expr = SwiftExpr(kind: .call(expr, trailingClosures()), range: expr.range.lowerBound..<end)
            } else if isPunctuation(.leftBracket) {
                let arguments = argumentList(closer: .rightBracket)
                expr = SwiftExpr(kind: .subscriptExpr(expr, arguments), range: expr.range.lowerBound..<end)
            } else if isPunctuation(.exclaimPostfix) || isPunctuation(.questionPostfix) {
                let op = isPunctuation(.exclaimPostfix) ? "!" : "?"
                advance()
                expr = SwiftExpr(kind: .postfix(op, expr), range: expr.range.lowerBound..<end)
            } else if current.kind == .operatorToken && current.operatorPosition == .postfix {
                let op = text(current)
                advance()
                expr = SwiftExpr(kind: .postfix(op, expr), range: expr.range.lowerBound..<end)
            } else if isOperator("<") && !current.flags.contains(.precededBySpace), case .identifier = expr.kind {
                // Generic arguments of a type being called: `ForEach<…>(…)`, `Array<Int>()`.
                let saved = position
                skipAngles()
                if !isPunctuation(.leftParen) && !isPunctuation(.period) { position = saved; return expr }
            } else {
                return expr
            }
        }
        return expr
    }

    /// Whether the `#if` here continues a modifier chain (`#if os(iOS) .padding() #endif`).
    mutating func isPostfixIf() -> Bool {
        let saved = position
        defer { position = saved }
        _ = conditionText()
        return isPunctuation(.period)
    }

    /// `expr` and a postfix `#if`: the members of the clause an iOS build compiles, applied to it.
    mutating func postfixIf(_ expr: SwiftExpr) -> SwiftExpr {
        var clauses: [(condition: String?, body: SwiftExpr)] = [(conditionText(), postfixed(expr))]
        while !atEnd, case let .poundKeyword(name) = current.kind {
            if name == "endif" {
                advance()
                break
            }
            if name == "elseif" {
                let condition = conditionText()
                clauses.append((condition, postfixed(expr)))
            } else {
                advance()
                clauses.append((nil, postfixed(expr)))
            }
        }
        return configuration.chosen(clauses) ?? expr
    }

    /// A `{` after an expression is its trailing closure unless the expression is a condition's
    /// end (`if x {`), which `statementCondition` marks by `noTrailingClosure`.
    func allowsTrailingClosure(_ expr: SwiftExpr) -> Bool { !noTrailingClosure }

    /// `{ … }` and then `label: { … }` closures, as arguments.
    mutating func trailingClosures() -> [SwiftArgument] {
        guard isPunctuation(.leftBrace), !noTrailingClosure else { return [] }
        var arguments = [SwiftArgument(label: nil, value: closure(), isTrailing: true)]
        while current.kind == .identifier, isPunctuation(.colon, peek()), isPunctuation(.leftBrace, peek(2)) {
            let label = text(current)
            advance()
            advance()
            arguments.append(SwiftArgument(label: label, value: closure(), isTrailing: true))
        }
        return arguments
    }

    /// `(a, label: b)` or `[i]`: the arguments, closer consumed.
    mutating func argumentList(closer: SwiftPunctuation) -> [SwiftArgument] {
        advance()
        let saved = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        var arguments: [SwiftArgument] = []
        while !atEnd, !eat(closer) {
            let before = position
            var label: String?
            if (current.kind == .identifier || isAnyKeyword || current.kind == .keyword(.wildcard)),
               isPunctuation(.colon, peek()) {
                label = text(current)
                advance()
                advance()
            }
            if isPunctuation(.comma) || isPunctuation(closer) {
                // `#selector(f(_:))`-like forms: a label with no value.
                arguments.append(SwiftArgument(label: label, value: SwiftExpr(kind: .unknown, range: start..<start),
                                               isTrailing: false))
            } else {
                arguments.append(SwiftArgument(label: label, value: expression(), isTrailing: false))
            }
            if !eat(.comma), position == before { skipBalanced() }
            if !isPunctuation(.comma) && !isPunctuation(closer) && !atEnd && position == before { advance() }
        }
        return arguments
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func primary() -> SwiftExpr {
        let first = start
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            return SwiftExpr(kind: .identifier(text(token).withoutBackticks), range: token.range)
        case .keyword(.self), .keyword(.Self), .keyword(.super), .keyword(.Any):
            advance()
            return SwiftExpr(kind: .identifier(text(token)), range: token.range)
        case .keyword(.true), .keyword(.false):
            advance()
            return SwiftExpr(kind: .bool(token.kind == .keyword(.true)), range: token.range)
        case .keyword(.nil):
            advance()
            return SwiftExpr(kind: .nilLiteral, range: token.range)
        case .integer:
            advance()
            return SwiftExpr(kind: .integer(text(token)), range: token.range)
        case .float:
            advance()
            return SwiftExpr(kind: .float(text(token)), range: token.range)
        case .string:
            advance()
            return SwiftExpr(kind: .string(stringParts(token)), range: token.range)
        case .punctuation(.period):
            // `.leading`, `.system(size: 20)`: an implicit member.
            advance()
            guard current.kind == .identifier || isAnyKeyword else {
                return SwiftExpr(kind: .unknown, range: first..<end)
            }
            let name = text(current).withoutBackticks
            advance()
            return SwiftExpr(kind: .implicitMember(name), range: first..<end)
        case .punctuation(.leftParen):
            let arguments = argumentList(closer: .rightParen)
            return SwiftExpr(kind: .tuple(arguments), range: first..<end)
        case .punctuation(.leftBracket):
            let elements = argumentList(closer: .rightBracket)
            return SwiftExpr(kind: .array(elements.map(\.value)), range: first..<end)
        case .punctuation(.leftBrace):
            return closure()
        case .keyPathBackslash:
            advance()
            var path = ""
            while isPunctuation(.period) || current.kind == .identifier || current.kind == .keyword(.self) {
                if current.flags.contains(.precededBySpace) && !path.isEmpty { break }
                path += text(current)
                advance()
            }
            return SwiftExpr(kind: .keyPath(path), range: first..<end)
        case let .poundKeyword(name):
            advance()
            if isPunctuation(.leftParen) && !current.flags.contains(.precededBySpace) { skipBalanced() }
            return SwiftExpr(kind: .pound(name), range: first..<end)
        default:
            skipBalanced()
            return SwiftExpr(kind: .unknown, range: first..<max(end, first))
        }
    }

    /// A string token's parts, its interpolations parsed.
    mutating func stringParts(_ token: SwiftToken) -> [SwiftStringPart] {
        tokens.stringSegments(of: token).map { segment in
            switch segment {
            case let .text(text): return .text(text)
            case let .interpolation(range):
                guard depth < Self.maxDepth else { return .interpolation(SwiftExpr(kind: .unknown, range: range)) }
                var inner = SwiftParser(SwiftTokens(source: tokens.source, range: range))
                inner.depth = depth + 1
                return .interpolation(inner.expression())
            }
        }
    }

    /// `{ [captures] parameters in statements }`.
    mutating func closure() -> SwiftExpr {
        let first = start
        guard eat(.leftBrace) else { return SwiftExpr(kind: .unknown, range: first..<first) }
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maxDepth else {
            position -= 1
            skipBalanced()
            return SwiftExpr(kind: .unknown, range: first..<end)
        }
        var parameters: [String] = []
        // Look for `in` before the first statement: `item in`, `(a, b) in`, `_ in`, `[weak self] in`.
        let saved = position
        var names: [String] = []
        var scanned = 0
        while !atEnd, scanned < 40 {
            if isKeyword(.in) {
                advance()
                parameters = names
                break
            }
            // A statement, not a signature: a new line, a brace (`ForEach(…) { x in` is the inner
            // closure's), an assignment, a string.
            if current.flags.contains(.precededByNewline) && scanned > 0 || isPunctuation(.rightBrace)
                || isPunctuation(.leftBrace) || isPunctuation(.equal) || current.kind == .string {
                position = saved
                break
            }
            // A statement's keyword (`for x in xs`, `if`, `return`): not a signature.
            if case let .keyword(keyword) = current.kind,
               ![.wildcard, .inout, .self, .throws, .rethrows].contains(keyword) {
                position = saved
                break
            }
            // `(a: Int) -> Int in`: the result type is no parameter.
            if isPunctuation(.arrow) {
                while !atEnd, !isKeyword(.in), !isPunctuation(.rightBrace), !isPunctuation(.leftBrace) { advance() }
                continue
            }
            if current.kind == .identifier || current.kind == .keyword(.wildcard) {
                names.append(text(current))
                if isPunctuation(.colon, peek()) {   // `(a: Int, b: Int)`: skip the type
                    advance()
                    advance()
                    _ = typeText(stoppingAt: [.comma, .rightParen])
                    scanned += 1
                    continue
                }
            }
            if isPunctuation(.leftBracket) { skipBalanced() } else { advance() }
            scanned += 1
        }
        if scanned >= 40 || atEnd { position = saved }
        let saveNoTrailing = noTrailingClosure
        noTrailingClosure = false
        let body = statements(until: .rightBrace)
        noTrailingClosure = saveNoTrailing
        return SwiftExpr(kind: .closure(parameters: parameters, body: body), range: first..<end)
    }
}
