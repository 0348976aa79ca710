import Foundation

/// Statements of closures, getters and functions: expressions, `let`/`var`, `if` (with optional
/// bindings), `switch`, `return` and `#if`; others are kept as ranges.
extension SwiftParser {
    /// `{ statements }`, braces consumed.
    mutating func block() -> [SwiftStmt] {
        guard eat(.leftBrace) else { return [] }
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maxDepth else {
            position -= 1
            skipBalanced()
            return []
        }
        let saved = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        return statements(until: .rightBrace)
    }

    /// Statements up to `closer` (consumed), or to a `case`/`default` of a switch when `inCase`.
    mutating func statements(until closer: SwiftPunctuation, inCase: Bool = false) -> [SwiftStmt] {
        var result: [SwiftStmt] = []
        while !atEnd {
            if inCase && (isKeyword(.case) || isKeyword(.default) || isPunctuation(.rightBrace)) { return result }
            if eat(closer) { return result }
            if eat(.semicolon) { continue }
            if case let .poundKeyword(name) = current.kind, ["else", "elseif", "endif"].contains(name) { return result }
            let before = position
            result.append(statement())
            if position == before { advance() }
        }
        return result
    }

    // swiftlint:disable:next cyclomatic_complexity
    mutating func statement() -> SwiftStmt {
        let first = start
        while current.kind == .attribute { advance() }
        switch current.kind {
        case .keyword(.let), .keyword(.var):
            advance()
            // `let (a, b) = (x, y)`: a tuple of names.
            if isPunctuation(.leftParen) {
                let saved = position
                advance()
                var names: [String] = []
                while current.kind == .identifier || current.kind == .keyword(.wildcard) {
                    names.append(text(current))
                    advance()
                    if !eat(.comma) { break }
                }
                if eat(.rightParen), !names.isEmpty {
                    if eat(.colon) { _ = typeText(stoppingAt: [.comma]) }
                    var value: SwiftExpr?
                    if eat(.equal) { value = expression() }
                    return .tupleBinding(names: names, value: value, range: first..<max(end, first))
                }
                position = saved
            }
            guard current.kind == .identifier else {
                skipStatement()
                return .other(first..<max(end, first))
            }
            let (name, value) = namedBinding()
            return .binding(name: name, value: value, range: first..<max(end, first))
        case .keyword(.if):
            return ifStatement()
        case .keyword(.switch):
            return switchStatement()
        case .keyword(.return):
            advance()
            let hasValue = !atEnd && !isPunctuation(.rightBrace) && !current.flags.contains(.precededByNewline)
            return .returnStmt(hasValue ? expression() : nil, range: first..<max(end, first))
        case .poundKeyword("if"):
            return poundIf()
        case .keyword(.guard):
            return guardStatement()
        case .keyword(.for), .keyword(.while), .keyword(.defer), .keyword(.do),
             .keyword(.repeat), .keyword(.func), .keyword(.struct), .keyword(.enum), .keyword(.class):
            advance()
            skipStatementAndBlock()
            return .other(first..<max(end, first))
        default:
            let expr = expression()
            // An assignment (`self.title = title`: an initializer's).
            if isPunctuation(.equal) {
                advance()
                let value = expression()
                return .assignment(target: expr, value: value, range: first..<max(end, first))
            }
            // A compound one, as what it assigns: `families += [.systemSmall]` is
            // `families = families + [.systemSmall]`.
            if current.kind == .operatorToken && text(current).hasSuffix("=")
                && current.operatorPosition == .binary && Self.precedence(text(current)) == nil {
                let op = String(text(current).dropLast())
                advance()
                let value = expression()
                let range = first..<max(end, first)
                guard !op.isEmpty, Self.precedence(op) != nil else { return .other(range) }
                return .assignment(target: expr, value: SwiftExpr(kind: .binary(op, expr, value), range: range), range: range)
            }
            return .expression(expr)
        }
    }

    /// Skips to the end of a statement that has blocks (`for … { }`, `guard … else { }`).
    mutating func skipStatementAndBlock() {
        while !atEnd, !isPunctuation(.rightBrace) {
            if isPunctuation(.leftBrace) {
                skipBalanced()
                if !isKeyword(.else) && !isKeyword(.catch) && !isKeyword(.while) { return }
                continue
            }
            if current.flags.contains(.precededByNewline) && !isKeyword(.else) { return }
            skipBalanced()
        }
    }

    mutating func ifStatement() -> SwiftStmt {
        let first = start
        advance()
        let conditions = conditionList()
        let then = block()
        var otherwise: [SwiftStmt]?
        if eatKeyword(.else) {
            otherwise = isKeyword(.if) ? [ifStatement()] : block()
        }
        return .ifStmt(conditions: conditions, then: then, otherwise: otherwise, range: first..<max(end, first))
    }

    /// `guard` conditions `else { … }`.
    mutating func guardStatement() -> SwiftStmt {
        let first = start
        advance()
        let conditions = conditionList(untilElse: true)
        guard eatKeyword(.else) else {
            // No `else` where the conditions end: not a guard this parser reads.
            skipStatementAndBlock()
            return .other(first..<max(end, first))
        }
        let otherwise = block()
        return .guardStmt(conditions: conditions, otherwise: otherwise, range: first..<max(end, first))
    }

    /// An `if`'s conditions up to its `{`, or a `guard`'s (`untilElse`) up to its `else`: there
    /// they end at the first one not followed by a comma, so that a `guard` without an `else` does
    /// not swallow the lines after it. A `{` ends a condition: it opens the block, no closure.
    mutating func conditionList(untilElse: Bool = false) -> [SwiftCondition] {
        var conditions: [SwiftCondition] = []
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        var continues = true
        while !atEnd, continues, !isPunctuation(.leftBrace) {
            if untilElse && (isKeyword(.else) || isPunctuation(.rightBrace)) { break }
            let before = position
            conditions.append(condition())
            let comma = eat(.comma)
            if untilElse { continues = comma }
            if !comma && position == before { advance() }
        }
        return conditions
    }

    /// After `let` or `var`: `name`, `: Type` (skipped) and `= value`.
    mutating func namedBinding() -> (name: String, value: SwiftExpr?) {
        let name = text(current)
        advance()
        if eat(.colon) { _ = typeText(stoppingAt: [.comma]) }
        var value: SwiftExpr?
        if eat(.equal) { value = expression() }
        return (name, value)
    }

    mutating func condition() -> SwiftCondition {
        let first = start
        if isKeyword(.let) || isKeyword(.var) {
            advance()
            let (name, value) = namedBinding()
            return .binding(name: name, value: value, range: first..<max(end, first))
        }
        if isKeyword(.case) {
            // `case .loaded(let items) = state`, `case let .loaded(items) = state`.
            advance()
            if isKeyword(.let) || isKeyword(.var) { advance() }
            let pattern = expression()
            if eat(.equal) {
                let value = expression()
                if isPunctuation(.comma) || isPunctuation(.leftBrace) || isKeyword(.else) {
                    return .casePattern(pattern: pattern, value: value, range: first..<max(end, first))
                }
            }
            while !atEnd, !isPunctuation(.comma), !isPunctuation(.leftBrace), !isKeyword(.else) { skipBalanced() }
            return .other(first..<max(end, first))
        }
        if current.kind == .poundKeyword("available") || current.kind == .poundKeyword("unavailable") {
            while !atEnd, !isPunctuation(.comma), !isPunctuation(.leftBrace), !isKeyword(.else) { skipBalanced() }
            return .other(first..<max(end, first))
        }
        return .expression(expression())
    }

    mutating func switchStatement() -> SwiftStmt {
        let first = start
        advance()
        let saved = noTrailingClosure
        noTrailingClosure = true
        let subject = expression()
        noTrailingClosure = saved
        var cases: [SwiftCase] = []
        guard eat(.leftBrace) else { return .other(first..<max(end, first)) }
        while !atEnd, !eat(.rightBrace) {
            let caseStart = start
            if current.kind == .attribute { advance() }
            if eatKeyword(.default) {
                _ = eat(.colon)
                let body = statements(until: .rightBrace, inCase: true)
                cases.append(SwiftCase(patterns: [], isDefault: true, body: body, range: caseStart..<max(end, caseStart)))
            } else if eatKeyword(.case) {
                var patterns: [SwiftExpr] = []
                while !atEnd, !isPunctuation(.colon) {
                    let before = position
                    if isKeyword(.let) || isKeyword(.var) { advance() }
                    patterns.append(expression())
                    if isKeyword(.where) { while !atEnd, !isPunctuation(.colon) { skipBalanced() } }
                    if !eat(.comma) && position == before { advance() }
                }
                _ = eat(.colon)
                let body = statements(until: .rightBrace, inCase: true)
                cases.append(SwiftCase(patterns: patterns, isDefault: false, body: body,
                                       range: caseStart..<max(end, caseStart)))
            } else if case .poundKeyword = current.kind {
                skipStatement()
            } else {
                skipBalanced()
            }
        }
        return .switchStmt(subject: subject, cases: cases, range: first..<max(end, first))
    }

    /// `#if cond … #elseif cond … #else … #endif`.
    mutating func poundIf() -> SwiftStmt {
        let first = start
        var clauses: [(condition: String?, body: [SwiftStmt])] = []
        var condition: String? = conditionText()
        while !atEnd {
            let body = statements(until: .rightBrace)
            clauses.append((condition, body))
            guard case let .poundKeyword(name) = current.kind else { break }
            if name == "elseif" {
                // `conditionText` steps over the keyword itself.
                condition = conditionText()
                continue
            }
            advance()
            if name == "endif" { break }
            condition = nil
        }
        return .poundIf(clauses, range: first..<max(end, first))
    }

    /// After `#if`/`#elseif`: the condition's text, to the end of its line.
    mutating func conditionText() -> String {
        advance()
        let from = start
        while !atEnd, !current.flags.contains(.precededByNewline) { skipBalanced() }
        return String(decoding: tokens.source[min(from, end)..<max(end, from)], as: UTF8.self)
    }
}
