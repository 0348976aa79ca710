import Foundation

/// A recursive-descent parser for the Swift of view code (`SwiftSyntax.swift`): declarations,
/// view-builder statements and expressions. It never fails: what it does not read becomes an
/// `other`/`unknown` node over the tokens it skipped (balanced brackets), so a file always
/// parses, and every loop consumes a token. Nesting deeper than `maxDepth` is skipped whole.
public struct SwiftParser {
    let tokens: SwiftTokens
    /// Token indices without comments.
    let significant: [Int]
    var position = 0
    var depth = 0
    /// In an `if`/`switch` condition: a `{` ends the condition, it is no trailing closure.
    var noTrailingClosure = false
    /// The build whose `#if` clauses are read (among declarations and in modifier chains; a
    /// statement-level `#if` keeps every clause).
    let configuration: SwiftBuildConfiguration
    static let maxDepth = 150

    public init(_ tokens: SwiftTokens, configuration: SwiftBuildConfiguration = .iOS) {
        self.tokens = tokens
        self.configuration = configuration
        significant = tokens.indices.filter { tokens[$0].kind != .comment }
    }

    /// Parses a whole file, as `configuration` builds it.
    public static func parse(_ source: [UInt8], configuration: SwiftBuildConfiguration = .iOS) -> SwiftFileSyntax {
        var parser = SwiftParser(SwiftTokens(source: source), configuration: configuration)
        return SwiftFileSyntax(declarations: parser.declarations(until: nil))
    }

    // MARK: - The token cursor

    var current: SwiftToken { tokens[significant[min(position, significant.count - 1)]] }
    func peek(_ offset: Int = 1) -> SwiftToken { tokens[significant[min(position + offset, significant.count - 1)]] }
    var atEnd: Bool { current.kind == .endOfFile }
    func text(_ token: SwiftToken) -> String { tokens.text(of: token) }
    var start: Int { current.range.lowerBound }
    /// The end of the last token consumed.
    var end: Int { position > 0 ? tokens[significant[min(position - 1, significant.count - 1)]].range.upperBound : 0 }

    mutating func advance() { if !atEnd { position += 1 } }

    func isPunctuation(_ punctuation: SwiftPunctuation, _ token: SwiftToken? = nil) -> Bool {
        (token ?? current).kind == .punctuation(punctuation)
    }

    func isKeyword(_ keyword: SwiftKeyword, _ token: SwiftToken? = nil) -> Bool {
        (token ?? current).kind == .keyword(keyword)
    }

    func isWord(_ word: StaticString, _ token: SwiftToken? = nil) -> Bool {
        tokens.isContextualKeyword(token ?? current, word)
    }

    var isAnyKeyword: Bool {
        if case .keyword = current.kind { return true }
        return false
    }

    mutating func eatKeyword(_ keyword: SwiftKeyword) -> Bool {
        guard isKeyword(keyword) else { return false }
        advance()
        return true
    }

    func isOperator(_ spelling: String) -> Bool { current.kind == .operatorToken && text(current) == spelling }

    mutating func eat(_ punctuation: SwiftPunctuation) -> Bool {
        guard isPunctuation(punctuation) else { return false }
        advance()
        return true
    }

    /// Skips one token, or a whole bracketed group when it opens one.
    mutating func skipBalanced() {
        let pairs: [SwiftPunctuation: SwiftPunctuation] = [.leftParen: .rightParen, .leftBrace: .rightBrace,
                                                           .leftBracket: .rightBracket]
        guard case let .punctuation(open) = current.kind, let close = pairs[open] else {
            advance()
            return
        }
        var stack: [SwiftPunctuation] = [close]
        advance()
        while !atEnd, !stack.isEmpty {
            if case let .punctuation(punctuation) = current.kind {
                if let closing = pairs[punctuation] {
                    stack.append(closing)
                } else if punctuation == stack.last {
                    stack.removeLast()
                } else if [.rightParen, .rightBrace, .rightBracket].contains(punctuation) {
                    // A stray closer: stop at it rather than run to the end of the file.
                    if stack.count == 1 { return }
                }
            }
            advance()
        }
    }

    /// Skips to (not past) the end of a statement or declaration: a newline at bracket depth 0,
    /// `;`, or a closer of the enclosing group.
    mutating func skipStatement() {
        let first = position
        while !atEnd {
            if position > first && current.flags.contains(.precededByNewline) { return }
            if isPunctuation(.semicolon) {
                advance()
                return
            }
            if isPunctuation(.rightBrace) || isPunctuation(.rightParen) || isPunctuation(.rightBracket) { return }
            skipBalanced()
        }
    }

    // MARK: - Declarations

    /// Declarations up to `closer` (consumed) or the end.
    mutating func declarations(until closer: SwiftPunctuation?) -> [SwiftDecl] {
        var result: [SwiftDecl] = []
        while !atEnd {
            if let closer, eat(closer) { return result }
            if closer == nil, isPunctuation(.rightBrace) {   // a stray brace at the top level
                advance()
                continue
            }
            let before = position
            if let declaration = declaration() { result.append(declaration) }
            if position == before { advance() }
        }
        return result
    }

    /// Attributes and modifiers, then one declaration.
    mutating func declaration() -> SwiftDecl? {
        let first = start
        var attributes: [String] = []
        var isStatic = false
        var isPrivate = false
        while true {
            if current.kind == .attribute {
                var attribute = String(text(current).dropFirst())
                advance()
                if isPunctuation(.leftParen) && !current.flags.contains(.precededBySpace) {
                    // Its arguments as written, spaces dropped: `Environment(\.dynamicTypeSize)`.
                    let from = current.range.lowerBound
                    skipBalanced()
                    attribute += String(decoding: tokens.source[from..<min(end, tokens.source.count)], as: UTF8.self)
                        .filter { !$0.isWhitespace }
                }
                attributes.append(attribute)
            } else if isKeyword(.static) || isKeyword(.class)
                        && (isKeyword(.func, peek()) || isKeyword(.var, peek()) || isKeyword(.let, peek())) {
                isStatic = true
                advance()
            } else if isModifierWord {
                if isKeyword(.private) || isKeyword(.fileprivate) { isPrivate = true }
                advance()
                if isPunctuation(.leftParen) { skipBalanced() }   // private(set)
            } else {
                break
            }
        }
        switch current.kind {
        case .keyword(.struct), .keyword(.enum), .keyword(.class), .keyword(.extension), .keyword(.protocol):
            return typeDeclaration(from: first, isPrivate: isPrivate)
        case .identifier where isWord("actor") && peek().kind == .identifier:
            return typeDeclaration(from: first, isPrivate: isPrivate)
        case .keyword(.let), .keyword(.var):
            return variable(from: first, attributes: attributes, isStatic: isStatic)
        case .keyword(.func):
            return function(from: first, attributes: attributes, isStatic: isStatic)
        case .keyword(.`init`):
            return initializer(from: first, attributes: attributes)
        case .keyword(.import):
            return importDeclaration(from: first)
        case .keyword(.case):
            return enumCases(from: first)
        case let .poundKeyword(name) where name == "Preview":
            return preview(from: first)
        case let .poundKeyword(name) where name == "if":
            return conditionalDeclarations(from: first)
        default:
            skipStatement()
            if isPunctuation(.leftBrace) { skipBalanced() }
            return .other(first..<max(end, first))
        }
    }

    /// `case a, b(Int), c = "x"`: each case with its payload's presence and raw value.
    mutating func enumCases(from first: Int) -> SwiftDecl {
        advance()
        var cases: [SwiftEnumCase] = []
        while current.kind == .identifier {
            let nameRange = current.range
            let name = text(current).withoutBackticks
            advance()
            let hasPayload = isPunctuation(.leftParen)
            var payloadTypes: [String] = []
            if hasPayload {
                let from = current.range.lowerBound
                skipBalanced()
                let written = String(decoding: tokens.source[from..<min(end, tokens.source.count)], as: UTF8.self)
                payloadTypes = Self.topLevelItems(String(written.dropFirst().dropLast())).map { item in
                    // `items: [Item]` is `[Item]`; a `:` inside brackets (`[String: Int]`) is no label's.
                    if let colon = item.firstIndex(of: ":"), !item[..<colon].contains(where: { "[(<".contains($0) }) {
                        return item[item.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    }
                    return item
                }
            }
            let rawValue = eat(.equal) ? expression() : nil
            cases.append(SwiftEnumCase(name: name, nameRange: nameRange, hasPayload: hasPayload, rawValue: rawValue,
                                       payloadTypes: payloadTypes))
            guard eat(.comma) else { break }
        }
        if !atEnd && !current.flags.contains(.precededByNewline) && !isPunctuation(.rightBrace) { skipStatement() }
        return .enumCases(cases, range: first..<max(end, first))
    }

    var isModifierWord: Bool {
        switch current.kind {
        case .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public): return true
        case .identifier:
            for word: StaticString in ["open", "final", "override", "mutating", "nonmutating", "lazy", "weak",
                                       "unowned", "nonisolated", "dynamic", "required", "convenience", "package",
                                       "indirect", "consuming", "borrowing"] where isWord(word) {
                // A modifier is followed by more of the declaration, not by `(` of a call or `=`.
                return peek().kind != .punctuation(.equal) && peek().kind != .punctuation(.colon)
            }
            return false
        default: return false
        }
    }

    mutating func typeDeclaration(from first: Int, isPrivate: Bool = false) -> SwiftDecl {
        let kind: SwiftTypeDecl.Kind
        switch current.kind {
        case .keyword(.struct): kind = .struct
        case .keyword(.enum): kind = .enum
        case .keyword(.class): kind = .class
        case .keyword(.extension): kind = .extension
        case .keyword(.protocol): kind = .protocol
        default: kind = .actor
        }
        advance()
        let nameStart = start
        var name = ""
        // A name, dotted for an extension of a nested type (`extension DesignSystem.Spaces`).
        while current.kind == .identifier || isKeyword(.Any) || isKeyword(.Self) {
            name += text(current)
            advance()
            if isPunctuation(.period) && !current.flags.contains(.precededBySpace) {
                name += "."
                advance()
            } else {
                break
            }
        }
        let nameRange = nameStart..<max(end, nameStart)
        var constrained = false
        var genericParameters: [String] = []
        if isOperator("<") {   // generic parameters
            constrained = true
            let from = current.range.lowerBound
            skipAngles()
            let written = String(decoding: tokens.source[from..<min(end, tokens.source.count)], as: UTF8.self)
            if written.hasPrefix("<") && written.hasSuffix(">") {
                genericParameters = Self.topLevelItems(String(written.dropFirst().dropLast())).map {
                    String($0.prefix { $0 != ":" && !$0.isWhitespace })
                }
            }
        }
        var inherited: [String] = []
        if eat(.colon) {
            while !atEnd, !isPunctuation(.leftBrace), !isKeyword(.where) {
                let typeStart = position
                let type = typeText(stoppingAt: [.comma, .leftBrace])
                if !type.isEmpty { inherited.append(type) }
                if !eat(.comma) && position == typeStart { advance() }
            }
        }
        if isKeyword(.where) {
            constrained = true
            while !atEnd, !isPunctuation(.leftBrace) { skipBalanced() }
        }
        var members: [SwiftDecl] = []
        if eat(.leftBrace) {
            depth += 1
            if depth > Self.maxDepth {
                position -= 1
                skipBalanced()
            } else {
                members = declarations(until: .rightBrace)
            }
            depth -= 1
        }
        return .type(SwiftTypeDecl(kind: kind, name: name, nameRange: nameRange, inherited: inherited,
                                   members: members, isConstrained: constrained, range: first..<max(end, first),
                                   isFilePrivate: isPrivate, genericParameters: genericParameters))
    }

    /// The comma-separated items of a list written in brackets, commas inside brackets kept,
    /// each trimmed: `A, [B: C], D<E, F>` → `A`, `[B: C]`, `D<E, F>`.
    public static func topLevelItems(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth = max(0, depth - 1)
            case "," where depth == 0:
                items.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !last.isEmpty || !items.isEmpty { items.append(last) }
        return items
    }

    /// Skips `<…>` (generic parameters or arguments), nested ones included.
    mutating func skipAngles() {
        var level = 0
        repeat {
            let spelling = current.kind == .operatorToken ? text(current) : ""
            level += spelling.filter { $0 == "<" }.count - spelling.filter { $0 == ">" }.count
            if isPunctuation(.leftBrace) || isPunctuation(.rightBrace) { return }
            skipBalanced()
        } while !atEnd && level > 0
    }

    /// A type as written, up to one of `stops` (or `=`, `{` at depth 0, or a new line): its
    /// tokens joined without spaces, `some `/`any ` kept apart.
    mutating func typeText(stoppingAt stops: Set<SwiftPunctuation>) -> String {
        var out = ""
        let first = position
        var angles = 0
        while !atEnd {
            if case let .punctuation(punctuation) = current.kind,
               angles == 0 && (stops.contains(punctuation) || punctuation == .equal || punctuation == .leftBrace
                                   || punctuation == .rightParen || punctuation == .rightBrace) { break }
            if position > first && current.flags.contains(.precededByNewline) && angles == 0 { break }
            if isKeyword(.where) { break }
            let spelling = text(current)
            if current.kind == .operatorToken {
                angles += spelling.filter { $0 == "<" }.count - spelling.filter { $0 == ">" }.count
                angles = max(angles, 0)
            }
            if isPunctuation(.leftParen) || isPunctuation(.leftBracket) {
                let from = current.range.lowerBound
                skipBalanced()
                out += String(decoding: tokens.source[from..<min(end, tokens.source.count)], as: UTF8.self)
                    .filter { !$0.isWhitespace }
                continue
            }
            out += (isWord("some") || isWord("any")) ? spelling + " " : spelling
            advance()
        }
        return out
    }

    mutating func variable(from first: Int, attributes: [String], isStatic: Bool) -> SwiftDecl {
        let isLet = isKeyword(.let)
        advance()
        guard current.kind == .identifier || current.kind == .keyword(.wildcard) else {
            skipStatement()
            return .other(first..<max(end, first))
        }
        let nameRange = current.range
        let name = text(current).withoutBackticks
        advance()
        var type: String?
        if eat(.colon) { type = typeText(stoppingAt: [.comma, .semicolon]) }
        var initializer: SwiftExpr?
        var getter: [SwiftStmt]?
        if eat(.equal) {
            initializer = expression()
        }
        if isPunctuation(.leftBrace) && !(initializer != nil && current.flags.contains(.precededByNewline)) {
            getter = accessorBody()
        }
        // `let a = 1, b = 2`: the rest is skipped.
        if isPunctuation(.comma) { skipStatement() }
        return .variable(SwiftVariable(isLet: isLet, isStatic: isStatic, attributes: attributes, name: name,
                                       nameRange: nameRange, type: type, initializer: initializer, getter: getter,
                                       range: first..<max(end, first)))
    }

    /// `{ statements }` or `{ get { statements } set { … } }`: the getter's statements.
    mutating func accessorBody() -> [SwiftStmt] {
        guard isPunctuation(.leftBrace) else { return [] }
        if isWord("get", peek()) || isWord("set", peek()) || isWord("willSet", peek()) || isWord("didSet", peek()) {
            advance()
            var getter: [SwiftStmt] = []
            while !atEnd, !eat(.rightBrace) {
                if isWord("get") {
                    advance()
                    while current.kind == .identifier && !isPunctuation(.leftBrace) { advance() }   // get async throws
                    getter = isPunctuation(.leftBrace) ? block() : []
                } else {
                    skipBalanced()
                }
            }
            return getter
        }
        return block()
    }

    mutating func function(from first: Int, attributes: [String], isStatic: Bool) -> SwiftDecl {
        advance()
        let nameRange = current.range
        let name = text(current)
        advance()
        if isOperator("<") { skipAngles() }
        let parameters = parameterList()
        skipEffects()
        var returnType: String?
        if eat(.arrow) { returnType = typeText(stoppingAt: []) }
        if isKeyword(.where) { while !atEnd, !isPunctuation(.leftBrace) { skipBalanced() } }
        let body = isPunctuation(.leftBrace) ? block() : nil
        return .function(SwiftFunction(name: name, nameRange: nameRange, isStatic: isStatic, attributes: attributes,
                                       parameters: parameters, returnType: returnType, body: body,
                                       range: first..<max(end, first)))
    }

    /// `(label name: Type = default, …)`, when there; what cannot be read is skipped.
    mutating func parameterList() -> [SwiftParameter] {
        var parameters: [SwiftParameter] = []
        if eat(.leftParen) {
            while !atEnd, !eat(.rightParen) {
                let before = position
                if let parameter = parameter() { parameters.append(parameter) }
                if !eat(.comma) && position == before { skipBalanced() }
            }
        }
        return parameters
    }

    /// `async`, `throws`, `rethrows` after a parameter list.
    mutating func skipEffects() {
        while current.kind == .identifier && (isWord("async") || isWord("throws")) || isKeyword(.throws)
            || isKeyword(.rethrows) { advance() }
    }

    /// `init(parameters) { body }`, `init?`, `init!`: a function named `init`.
    mutating func initializer(from first: Int, attributes: [String]) -> SwiftDecl {
        let nameRange = current.range
        advance()
        if isOperator("?") || isOperator("!") { advance() }
        if isOperator("<") { skipAngles() }
        let parameters = parameterList()
        skipEffects()
        if isKeyword(.where) { while !atEnd, !isPunctuation(.leftBrace) { skipBalanced() } }
        let body = isPunctuation(.leftBrace) ? block() : nil
        return .initializer(SwiftFunction(name: "init", nameRange: nameRange, isStatic: false, attributes: attributes,
                                          parameters: parameters, returnType: nil, body: body,
                                          range: first..<max(end, first)))
    }

    /// `import Module`, `import struct Module.Type`, `import Module.Submodule`: the first name.
    mutating func importDeclaration(from first: Int) -> SwiftDecl {
        advance()
        // `import struct`, `import class`, `import func` …: a kind before the path.
        if isAnyKeyword { advance() }
        var module = ""
        if current.kind == .identifier, !current.flags.contains(.precededByNewline) {
            module = text(current).withoutBackticks
        }
        skipStatement()
        return module.isEmpty ? .other(first..<max(end, first)) : .importDecl(module, range: first..<max(end, first))
    }

    /// `label name: Type = default`.
    mutating func parameter() -> SwiftParameter? {
        while current.kind == .attribute { advance() }
        var names: [String] = []
        while names.count < 2, current.kind == .identifier || current.kind == .keyword(.wildcard)
            || isAnyKeyword, !isPunctuation(.colon) {
            names.append(text(current))
            advance()
        }
        guard !names.isEmpty, eat(.colon) else { return nil }
        while isWord("inout") || isKeyword(.inout) || current.kind == .attribute { advance() }
        let type = typeText(stoppingAt: [.comma])
        var defaultValue: SwiftExpr?
        if eat(.equal) { defaultValue = expression() }
        let label = names[0] == "_" ? nil : names[0]
        return SwiftParameter(label: label, name: names.count > 1 ? names[1] : names[0], type: type,
                              defaultValue: defaultValue)
    }

    mutating func preview(from first: Int) -> SwiftDecl {
        advance()
        var name: String?
        var arguments: [SwiftArgument] = []
        if isPunctuation(.leftParen) && !current.flags.contains(.precededBySpace) {
            if peek().kind == .string, case let .text(text)? = tokens.stringSegments(of: peek()).first {
                name = text
            }
            arguments = argumentList(closer: .rightParen)
        }
        let body = isPunctuation(.leftBrace) ? block() : []
        // `timeline: { … }` and other labelled closures after the body.
        var trailing: [SwiftArgument] = []
        while current.kind == .identifier, isPunctuation(.colon, peek()), isPunctuation(.leftBrace, peek(2)) {
            let label = text(current)
            advance()
            advance()
            trailing.append(SwiftArgument(label: label, value: closure(), isTrailing: true))
        }
        return .preview(SwiftPreview(name: name, body: body, range: first..<max(end, first), arguments: arguments,
                                     trailing: trailing))
    }

    /// `#if` … `#endif` among declarations: the declarations of the clause the build compiles
    /// (`configuration`).
    mutating func conditionalDeclarations(from first: Int) -> SwiftDecl {
        var clauses: [(condition: String?, body: [SwiftDecl])] = [(conditionText(), [])]
        while !atEnd {
            if case let .poundKeyword(name) = current.kind {
                if name == "endif" {
                    advance()
                    break
                }
                if name == "else" || name == "elseif" {
                    if name == "elseif" {
                        clauses.append((conditionText(), []))
                    } else {
                        advance()
                        clauses.append((nil, []))
                    }
                    continue
                }
            }
            if isPunctuation(.rightBrace) { break }
            let before = position
            if let declaration = declaration() { clauses[clauses.count - 1].body.append(declaration) }
            if position == before { advance() }
        }
        return .conditional(configuration.chosen(clauses) ?? [], range: first..<max(end, first))
    }
}

extension String {
    /// The text without its backticks (`` `default` `` → `default`); itself when it has none, without
    /// Foundation's search (this runs for every identifier parsed).
    public var withoutBackticks: String { utf8.contains(0x60) ? String(filter { $0 != "`" }) : self }

    /// The text without its spaces (`[String : Int]` → `[String:Int]`); itself when it has none.
    public var withoutSpaces: String { utf8.contains(0x20) ? String(filter { $0 != " " }) : self }
}
