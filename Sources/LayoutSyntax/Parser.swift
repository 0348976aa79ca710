import LayoutDiagnostics

/// A recursive-descent parser, one function per production of `Grammar/layout.ebnf`.
///
/// Errors are collected, not thrown (as Go's parser does): at most one per line, capped at
/// `maxErrors`; after an error the parser skips to a synchronisation token and leaves an error
/// node. Nesting deeper than `maxNesting` is one diagnostic, never a stack overflow.
public struct Parser {
    /// Elements, arguments and parentheses nested deeper than this are refused.
    public static let maxNesting = 200
    public static let maxErrors = 50

    let file: SourceFile
    /// Tokens are lexed as the parser reaches them (one token of lookahead), so a parse that
    /// gives up early never lexes the rest of a large file.
    var lexer: Lexer
    /// The tokens lexed so far (all of them when `keepsTokens`; else a window ending at the
    /// lookahead, the ones before `dropped` forgotten).
    var tokens: [Token] = []
    var index = 0
    /// Whether every token is kept for the result. The formatter, the language server and lint
    /// read them; `check` and `build` do not, and a million-element file's tokens are 90 MB.
    var keepsTokens = true
    /// How many tokens were forgotten from the front of `tokens` (only when not kept).
    var dropped = 0
    /// When they are forgotten: once `index` reaches this.
    var window = Parser.tokenWindow
    var diagnostics: [Diagnostic] = []
    var lastErrorLine = -1
    var nesting = 0
    /// Set when nesting overflowed or too many errors: stop reporting; the parser then sees the
    /// end of the file, so every production unwinds at once.
    var gaveUp = false {
        didSet { if gaveUp { current = Token(kind: .endOfFile, range: .point(file.id, lexer.limit), triviaStart: lexer.limit) } }
    }
    /// The token at `index`, or the end of the file once the parser gave up: kept as the parser
    /// moves (it is read several times per token).
    private(set) var current: Token
    /// The `#tag`s parsed so far.
    var tagCount = 0
    /// Arguments parsed and not yet stored in their element or modifier: a call's arguments are
    /// copied from here into the node's own allocation, so no array is made per call. Nested
    /// calls push above and take theirs off before the outer call is complete.
    var argumentStack: [Argument] = []

    /// What `<` means where an expression is being parsed. `<` opens an element's children, so
    /// it is a comparison only inside parentheses, where elements take no `< … >`; in an `if`
    /// condition it starts the children and ends the condition.
    enum ExpressionContext { case normal, group, condition }
    var context: ExpressionContext = .normal

    init(file: SourceFile, at offset: Int? = nil, end: Int? = nil, tokens: [Token]? = nil) {
        self.file = file
        self.lexer = Lexer(file, at: offset, end: end)
        self.current = Token(kind: .endOfFile, range: .point(file.id, lexer.limit), triviaStart: lexer.limit)
        if let tokens, tokens.last?.kind == .endOfFile {
            self.tokens = tokens
            lexer.position = lexer.limit
        }
        fill(through: 1)
        current = self.tokens[0]
    }

    /// Lexes until `tokens[i]` exists or the end of the file was reached.
    mutating func fill(through i: Int) {
        while tokens.count <= i, tokens.last?.kind != .endOfFile { tokens.append(lexer.next()) }
    }

    /// Parses a whole file. Without `keepingTokens` the result's `tokens` is empty (its
    /// `tokenCount` still counts them): for callers that only check and lay out. The tokens
    /// parsed are then forgotten every `tokenWindow` tokens (at least 2; small in tests, so
    /// that short inputs cross many windows).
    public static func parse(_ file: SourceFile, keepingTokens: Bool = true, tokenWindow: Int = Parser.tokenWindow) -> ParseResult {
        var parser = Parser(file: file)
        parser.keepsTokens = keepingTokens
        parser.window = max(tokenWindow, 2)
        parser.tokens.reserveCapacity(keepingTokens ? Lexer.estimatedTokenCount(file) : parser.window + 2)
        let syntax = parser.parseFile()
        return ParseResult(file: syntax, tokens: keepingTokens ? parser.tokens : [], diagnostics: parser.diagnostics,
                           tagCount: parser.tagCount, tokenCount: parser.dropped + parser.tokens.count)
    }

    /// Parses a whole file from its tokens (`Lexer.tokenize(file)`), lexed beforehand.
    public static func parse(_ file: SourceFile, tokens: [Token]) -> ParseResult {
        var parser = Parser(file: file, tokens: tokens)
        let syntax = parser.parseFile()
        return ParseResult(file: syntax, tokens: parser.tokens, diagnostics: parser.diagnostics, tagCount: parser.tagCount,
                           tokenCount: parser.tokens.count)
    }

    /// How many tokens are lexed before the ones already parsed are forgotten (when not kept).
    public static let tokenWindow = 4096

    /// Parses `file`, from `offset` on, as one expression (the value of `-D name=value`).
    public static func parseExpression(_ file: SourceFile, at offset: Int? = nil) -> (Expr, [Diagnostic]) {
        var parser = Parser(file: file, at: offset)
        let expr = parser.parseExpr()
        if !parser.at(.endOfFile) { parser.expected("the end of the value") }
        return (expr, parser.diagnostics)
    }

    // MARK: - Tokens

    func at(_ kind: TokenKind) -> Bool { current.kind == kind }
    /// The kind `offset` tokens ahead; the lookahead is one token.
    func peekKind(_ offset: Int) -> TokenKind {
        precondition(offset <= 1, "internal error: the parser looks one token ahead")
        return gaveUp ? .endOfFile : tokens[min(index + offset, tokens.count - 1)].kind
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        if !keepsTokens && index >= window {
            // Keep the previous token (ranges end there) and the current one and lookahead.
            tokens.removeFirst(index - 1)
            dropped += index - 1
            index = 1
        }
        fill(through: index + 1)
        if !gaveUp { current = tokens[index] }
        return token
    }

    /// Consumes a token of `kind` or reports "expected …" (and does not consume).
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ what: String? = nil) -> Token? {
        if at(kind) { return advance() }
        expected(what ?? kind.symbol)
        return nil
    }

    func text(_ token: Token) -> String {
        String(decoding: file.bytes[token.range.start..<token.range.end], as: UTF8.self)
    }

    /// The bytes `start..<end` as a number when they are 1 to 15 decimal digits (exactly what
    /// `Double(text)` gives for them), else nil for the general parse.
    func wholeNumber(_ start: Int, _ end: Int) -> Double? {
        guard start < end, end - start <= 15, start >= 0, end <= file.bytes.count else { return nil }
        var value = 0
        for position in start..<end {
            let digit = file.bytes[position] &- 0x30
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return Double(value)
    }

    func range(from start: Int) -> SourceRange {
        let previousEnd = index > 0 ? tokens[index - 1].range.end : start
        return SourceRange(file: file.id, start: start, end: max(start, previousEnd))
    }

    // MARK: - Diagnostics

    mutating func report(_ diagnostic: Diagnostic) {
        guard !gaveUp else { return }
        let line = diagnostic.range.map { file.lineIndex(of: $0.start) } ?? -1
        guard line != lastErrorLine else { return }
        lastErrorLine = line
        diagnostics.append(diagnostic)
        if diagnostics.count >= Self.maxErrors {
            diagnostics.append(.error(SyntaxError.tooManyErrors, "too many errors; stopping here", at: diagnostic.range)
                .withNote("fix the errors above and run again"))
            gaveUp = true
        }
    }

    /// Reports "expected X, found Y" at the current token (at the end of the previous token
    /// when the current one is the end of the file, as clang does).
    mutating func expected(_ what: String) {
        let found = current
        if reportProblemToken(found) { return }
        var range = found.range
        // A missing token at the end of a line or file is reported right after the previous
        // token, where it belongs (as clang does), not at the start of the next line.
        if index > 0 {
            let previousEnd = tokens[index - 1].range.end
            if found.kind == .endOfFile || file.lineIndex(of: found.range.start) > file.lineIndex(of: previousEnd) {
                range = .point(file.id, previousEnd)
            }
        }
        let foundText = found.kind == .identifier || found.kind.isKeyword ? "'\(text(found))'" : found.kind.symbol
        report(.error(SyntaxError.expected, "expected \(what), found \(foundText)", at: range))
    }

    /// Reports a lexical problem token; `true` if it was one.
    mutating func reportProblemToken(_ token: Token) -> Bool {
        switch token.kind {
        case .unterminatedString:
            report(.error(SyntaxError.unterminatedString, "unterminated string", at: token.range)
                .withNote("add a closing '\"' before the end of the line"))
        case .unterminatedComment:
            report(.error(SyntaxError.unterminatedComment, "unterminated block comment", at: SourceRange(file: file.id, start: token.range.start, end: min(token.range.start + 2, token.range.end)))
                .withNote("add '*/' to close the comment"))
        case .strayCharacter:
            let bytes = file.bytes[token.range.start..<token.range.end]
            let decoded = String(validating: Array(bytes), as: UTF8.self)
            let what = decoded.flatMap { text in
                text.unicodeScalars.allSatisfy { $0.value >= 32 && $0.value != 127 } ? "character '\(text)'" : nil
            } ?? Self.hexBytes(bytes)
            report(.error(SyntaxError.strayCharacter, "unexpected \(what)", at: token.range))
        case .malformedNumber:
            report(.error(SyntaxError.malformedNumber, "malformed number '\(text(token))'", at: token.range)
                .withNote("write numbers as 12 or 12.5, sizes as 40x20"))
        default:
            return false
        }
        return true
    }

    static func hexBytes(_ bytes: ArraySlice<UInt8>) -> String {
        "byte" + (bytes.count > 1 ? "s " : " ") + bytes.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// Skips tokens until one in `kinds` (or the end).
    mutating func skip(until kinds: Set<TokenKind>) {
        while !at(.endOfFile) && !kinds.contains(current.kind) { advance() }
    }

    /// Enters one level of nesting; `false` (after one diagnostic) when too deep.
    mutating func enterNesting(expression: Bool = false) -> Bool {
        nesting += 1
        if nesting > Self.maxNesting {
            report(.error(SyntaxError.tooDeep, expression ? "the expression nests more than \(Self.maxNesting) levels deep" : "elements are nested more than \(Self.maxNesting) levels deep", at: current.range)
                .withNote(expression ? "each operator of a chain is a level; name part of it with 'let'" : "split the layout into components with 'let'"))
            gaveUp = true
            return false
        }
        return true
    }

    // MARK: - file = { item } EOF

    static let itemStarts: Set<TokenKind> = [.keywordLet, .keywordImport, .keywordProposal]

    mutating func parseFile() -> FileSyntax {
        var items: [Item] = []
        let start = current.range.start
        // After too many errors the rest is not parsed: nothing more would be reported, and a
        // large file of junk must not become a large tree.
        while !at(.endOfFile) && !gaveUp {
            items.append(parseItem())
        }
        return FileSyntax(items: items, range: SourceRange(file: file.id, start: start, end: current.range.end))
    }

    // item = import_decl | let_decl | proposal_decl | root ; root = element | repeat | if_block
    mutating func parseItem() -> Item {
        switch current.kind {
        case .keywordImport: return parseImport()
        case .keywordLet: return parseLet()
        case .keywordProposal: return parseProposal()
        case .identifier:
            return .root(parseElement())
        case .keywordRepeat:
            return .root(parseRepeat())
        case .keywordIf:
            return .root(parseIf())
        default:
            let start = current.range.start
            expected("'let', 'import', 'proposal' or an element")
            advance()
            skip(until: Self.itemStarts.union([.identifier]))
            return .error(range(from: start))
        }
    }

    // import_decl = "import" STRING
    mutating func parseImport() -> Item {
        let start = advance().range.start
        guard at(.string) else {
            expected("a file name in quotes")
            return .error(range(from: start))
        }
        let token = advance()
        let path = StringLiteral.decode(text(token))
        return .importDecl(ImportDecl(path: path, pathRange: token.range, range: range(from: start)))
    }

    // let_decl = "let" IDENT [ parameters ] "=" expr
    mutating func parseLet() -> Item {
        let start = advance().range.start
        guard at(.identifier) else {
            expected("a name after 'let'")
            advance()
            skip(until: Self.itemStarts)
            return .error(range(from: start))
        }
        let nameToken = advance()
        let name = Identifier(name: text(nameToken), range: nameToken.range)
        var parameters: [Parameter]?
        if at(.leftParen) { parameters = parseParameters() }
        guard expect(.equals) != nil else {
            skip(until: Self.itemStarts)
            return .error(range(from: start))
        }
        let value = parseExpr()
        return .letDecl(LetDecl(name: name, parameters: parameters, value: value, range: range(from: start)))
    }

    // parameters = "(" [ parameter { "," parameter } [ "," ] ] ")" ; parameter = IDENT [ ":" expr ]
    mutating func parseParameters() -> [Parameter] {
        advance()
        var parameters: [Parameter] = []
        while !at(.rightParen) && !at(.endOfFile) {
            let start = current.range.start
            guard at(.identifier) else {
                expected("a parameter name")
                skip(until: [.comma, .rightParen, .equals])
                if at(.equals) { return parameters }
                if at(.comma) { advance() }
                continue
            }
            let nameToken = advance()
            var defaultValue: Expr?
            if at(.colon) {
                advance()
                defaultValue = parseExpr()
            }
            parameters.append(Parameter(name: Identifier(name: text(nameToken), range: nameToken.range), defaultValue: defaultValue, range: range(from: start)))
            if !at(.comma) { break }
            advance()
        }
        expect(.rightParen)
        return parameters
    }

    // proposal_decl = "proposal" arguments
    mutating func parseProposal() -> Item {
        let start = advance().range.start
        guard at(.leftParen) else {
            expected("'(' after 'proposal'")
            return .error(range(from: start))
        }
        let arguments = parseArguments()
        return .proposal(ProposalDecl(arguments: arguments, range: range(from: start)))
    }

    // MARK: - Expressions

    // expr = binary [ "?" expr ":" expr ]
    // group = group_binary [ "?" group ":" group ]   (the same, in parentheses: see `context`)
    mutating func parseExpr() -> Expr {
        let condition = parseBinary()
        guard at(.question), context != .condition else { return condition }
        advance()
        guard enterNesting(expression: true) else { return Expr(kind: .error, range: condition.range) }
        defer { nesting -= 1 }
        let then = parseExpr()
        guard expect(.colon, "':' in 'condition ? value : value'") != nil else {
            return Expr(kind: .error, range: condition.range.union(then.range))
        }
        let otherwise = parseExpr()
        return Expr(kind: .conditional(condition, then, otherwise), range: condition.range.union(otherwise.range))
    }

    // binary = operand { binary_op operand } ; group_binary = group_operand { ( binary_op | "<" ) group_operand }
    // binary_op = "||" | "&&" | "==" | "!=" | "<=" | ">=" | ">" | "+" | "-" | "*" | "/" | "%"
    // condition = group_operand { binary_op group_operand }
    /// Precedence climbing over `BinaryOperator.precedence`. A chain `1 + 2 + …` is a left-deep
    /// tree: each operator is a level of nesting.
    mutating func parseBinary(_ minimum: Int = 1) -> Expr {
        var left = parseOperand()
        var levels = 0
        defer { nesting -= levels }
        while let op = binaryOperator(), op.precedence >= minimum {
            guard enterNesting(expression: true) else { return Expr(kind: .error, range: left.range) }
            levels += 1
            advance()
            let right = parseBinary(op.precedence + 1)
            left = Expr(kind: .binary(op, left, right), range: left.range.union(right.range))
        }
        return left
    }

    /// The binary operator at the current token, if it is one here (`<` only inside parentheses).
    func binaryOperator() -> BinaryOperator? {
        switch current.kind {
        case .plus: return .plus
        case .minus: return .minus
        case .star: return .times
        case .slash: return .divide
        case .percent: return .remainder
        case .equalEqual: return .equal
        case .bangEqual: return .notEqual
        case .lessEqual: return .lessEqual
        case .greaterEqual: return .greaterEqual
        case .rightAngle: return .greater
        case .leftAngle: return context == .group ? .less : nil
        case .ampAmp: return .and
        case .pipePipe: return .or
        default: return nil
        }
    }

    // operand = { "-" | "!" } primary ; group_operand = { "-" | "!" } value
    mutating func parseOperand() -> Expr {
        guard at(.minus) || at(.bang) else { return parsePrimary() }
        let op: UnaryOperator = current.kind == .minus ? .minus : .not
        let start = advance().range.start
        guard enterNesting(expression: true) else { return Expr(kind: .error, range: range(from: start)) }
        defer { nesting -= 1 }
        let operand = parseOperand()
        return Expr(kind: .unary(op, operand), range: range(from: start))
    }

    // primary = NUMBER | SIZE | STRING | "true" | "false" | "inf" | "nil" | implicit_member | list
    //         | element | repeat | if_block | "(" group ")"
    // value = NUMBER | SIZE | STRING | "true" | "false" | "inf" | "nil" | implicit_member | list
    //       | value_element | "(" group ")"
    mutating func parsePrimary() -> Expr {
        let token = current
        switch token.kind {
        case .number:
            advance()
            return Expr(kind: .number(wholeNumber(token.startOffset, token.endOffset) ?? Double(text(token)) ?? 0), range: token.range)
        case .size:
            advance()
            // Most sizes are two whole numbers (`40x20`): read from the bytes, no strings built.
            if token.endOffset <= file.bytes.count, let x = file.bytes[token.startOffset..<token.endOffset].firstIndex(of: 0x78),
               let width = wholeNumber(token.startOffset, x), let height = wholeNumber(x + 1, token.endOffset) {
                return Expr(kind: .size(width: width, height: height), range: token.range)
            }
            let parts = text(token).split(separator: "x")
            let width = parts.first.flatMap { Double($0) } ?? 0
            let height = parts.last.flatMap { Double($0) } ?? 0
            return Expr(kind: .size(width: width, height: height), range: token.range)
        case .string:
            advance()
            if let bad = Lexer.invalidEscape(of: token, in: file) {
                report(.error(SyntaxError.invalidEscape, "invalid escape sequence '\(file.text(in: bad))' in string", at: bad)
                    .withNote("the escapes are \\\" \\\\ \\n \\t \\u{…} and \\(…) to interpolate a value"))
            }
            let bytes = file.bytes[token.range.start..<token.range.end]
            if StringLiteral.hasInterpolation(bytes) { return parseInterpolatedString(token) }
            return Expr(kind: .string(StringLiteral.decode(text(token))), range: token.range)
        case .keywordTrue, .keywordFalse:
            advance()
            return Expr(kind: .bool(token.kind == .keywordTrue), range: token.range)
        case .keywordInf:
            advance()
            return Expr(kind: .infinity, range: token.range)
        case .keywordNil:
            advance()
            return Expr(kind: .nilLiteral, range: token.range)
        case .identifier:
            return parseElement()
        case .keywordRepeat where context == .normal:
            return parseRepeat()
        case .keywordIf where context == .normal:
            return parseIf()
        case .dot:
            return parseImplicitMember()
        case .leftBracket:
            return parseList()
        case .leftParen:
            let start = advance().range.start
            guard enterNesting() else { return Expr(kind: .error, range: range(from: start)) }
            defer { nesting -= 1 }
            let saved = context
            context = .group
            let inner = parseExpr()
            context = saved
            expect(.rightParen)
            return Expr(kind: .parenthesized(inner), range: range(from: start))
        default:
            expected("a value or an element")
            // Do not swallow closing brackets: the enclosing production needs them.
            if ![.rightParen, .rightAngle, .rightBracket, .comma, .endOfFile].contains(token.kind) && !Self.itemStarts.contains(token.kind) { advance() }
            return Expr(kind: .error, range: token.range)
        }
    }

    // implicit_member = "." IDENT [ arguments ]
    mutating func parseImplicitMember() -> Expr {
        let start = advance().range.start
        guard at(.identifier) || current.kind.isKeyword else {
            expected("a name after '.', such as .leading or .infinity")
            return Expr(kind: .error, range: range(from: start))
        }
        let nameToken = advance()
        var arguments: Arguments?
        if at(.leftParen) { arguments = parseArguments() }
        return Expr(kind: .implicitMember(Identifier(name: text(nameToken), range: nameToken.range), arguments: arguments), range: range(from: start))
    }

    // list = "[" [ expr { "," expr } [ "," ] ] "]"
    mutating func parseList() -> Expr {
        let open = advance()
        guard enterNesting() else { return Expr(kind: .error, range: open.range) }
        defer { nesting -= 1 }
        let saved = context
        context = .normal
        defer { context = saved }
        var items: [Expr] = []
        while !at(.rightBracket) && !at(.endOfFile) {
            items.append(parseExpr())
            if at(.comma) { advance(); continue }
            if at(.rightBracket) { break }
            expected("',' or ']'")
            skip(until: [.comma, .rightBracket, .rightParen, .rightAngle])
            if at(.comma) { advance(); continue }
            break
        }
        if !at(.rightBracket) {
            expectedClosing("]", openedAt: open.range)
            return Expr(kind: .list(items), range: range(from: open.range.start))
        }
        advance()
        return Expr(kind: .list(items), range: range(from: open.range.start))
    }

    /// A string with `\(…)` interpolations: each is parsed (like a parenthesised expression) by
    /// a parser limited to its text, whose mistakes are reported with their own locations.
    mutating func parseInterpolatedString(_ token: Token) -> Expr {
        var parts: [StringPart] = []
        for piece in StringLiteral.pieces(file.bytes[token.range.start..<token.range.end]) {
            switch piece {
            case let .text(text):
                parts.append(.text(text))
            case let .interpolation(span):
                guard enterNesting(expression: true) else { return Expr(kind: .error, range: token.range) }
                var inner = Parser(file: file, at: span.lowerBound, end: span.upperBound)
                inner.nesting = nesting
                inner.context = .group
                inner.lastErrorLine = lastErrorLine
                let expr = inner.parseExpr()
                if !inner.at(.endOfFile) { inner.expected("')' to end the interpolation") }
                nesting -= 1
                // Its tags are the file's too: the checker's duplicate-tag walk counts on them.
                tagCount += inner.tagCount
                for diagnostic in inner.diagnostics { report(diagnostic) }
                if inner.gaveUp { gaveUp = true }
                parts.append(.expression(expr))
            }
        }
        return Expr(kind: .interpolatedString(parts), range: token.range)
    }

    // element = IDENT [ arguments ] [ children ] { postfix }
    // value_element = IDENT [ arguments ] { "." IDENT [ arguments ] | tag }
    mutating func parseElement() -> Expr {
        let headToken = advance()
        let start = headToken.range.start
        guard enterNesting() else { return Expr(kind: .error, range: range(from: start)) }
        defer { nesting -= 1 }
        let head = Identifier(name: text(headToken), range: headToken.range)
        let argumentStart = argumentStack.count
        let hasArguments = at(.leftParen)
        if hasArguments { pushArguments() }
        let children = at(.leftAngle) && context == .normal ? parseChildren() : nil
        var postfixes: [Postfix] = []
        parsePostfixes(&postfixes)
        let element = ElementExpr.make(head: head, popping: argumentStack.count - argumentStart, from: &argumentStack,
                                       hasArguments: hasArguments, children: children, postfixes: postfixes)
        return Expr(kind: .element(element), range: range(from: start))
    }

    // postfix = modifier | tag ; modifier = "." IDENT [ arguments ] [ children ] ; tag = "#" name ; name = IDENT | KEYWORD
    mutating func parsePostfixes(_ postfixes: inout [Postfix]) {
        while true {
            if at(.dot) {
                let start = advance().range.start
                guard at(.identifier) else {
                    expected("a modifier name after '.'")
                    return
                }
                let nameToken = advance()
                let name = Identifier(name: text(nameToken), range: nameToken.range)
                let argumentStart = argumentStack.count
                let hasArguments = at(.leftParen)
                if hasArguments { pushArguments() }
                let children = at(.leftAngle) && context == .normal ? parseChildren() : nil
                postfixes.append(.modifier(ModifierExpr.make(name: name, popping: argumentStack.count - argumentStart, from: &argumentStack,
                                                             hasArguments: hasArguments, children: children, range: range(from: start))))
            } else if at(.hash) {
                advance()
                guard at(.identifier) || current.kind.isKeyword else {
                    expected("a tag name after '#'")
                    return
                }
                let nameToken = advance()
                postfixes.append(.tag(Identifier(name: text(nameToken), range: nameToken.range)))
                tagCount += 1
            } else {
                return
            }
        }
    }

    /// The arguments of a `repeat`, a `proposal` or an implicit member, in storage of their own.
    mutating func parseArguments() -> Arguments {
        let start = argumentStack.count
        pushArguments()
        return Arguments(popping: argumentStack.count - start, from: &argumentStack)
    }

    // arguments = "(" [ argument { "," argument } [ "," ] ] ")" ; argument = [ name ":" ] expr
    /// Parses the arguments onto `argumentStack`.
    mutating func pushArguments() {
        let open = advance()
        guard enterNesting() else { return }
        defer { nesting -= 1 }
        let saved = context
        context = .normal
        defer { context = saved }
        while !at(.rightParen) && !at(.endOfFile) {
            let start = current.range.start
            var label: Identifier?
            if (at(.identifier) || current.kind.isKeyword), peekKind(1) == .colon {
                let labelToken = advance()
                label = Identifier(name: text(labelToken), range: labelToken.range)
                advance()
            }
            let value = parseExpr()
            argumentStack.append(Argument(label: label, value: value, range: range(from: start)))
            if at(.comma) { advance(); continue }
            if at(.rightParen) { break }
            expected("',' or ')'")
            skip(until: [.comma, .rightParen, .rightAngle, .leftAngle])
            if at(.comma) { advance(); continue }
            break
        }
        if !at(.rightParen) {
            expectedClosing(")", openedAt: open.range)
            return
        }
        advance()
    }

    /// "expected ')'" with a label at the opening bracket.
    mutating func expectedClosing(_ closing: String, openedAt open: SourceRange) {
        let before = diagnostics.count
        expected("'\(closing)'")
        if diagnostics.count > before, !gaveUp {
            diagnostics[diagnostics.count - 1] = diagnostics[diagnostics.count - 1].withLabel("to match this", at: open)
        }
    }

    // children = "<" { child } ">" ; child = element | repeat | if_block
    mutating func parseChildren() -> [Expr] {
        let open = advance()
        guard enterNesting() else { return [] }
        defer { nesting -= 1 }
        let saved = context
        context = .normal
        defer { context = saved }
        var children: [Expr] = []
        while !at(.rightAngle) && !at(.endOfFile) {
            if at(.identifier) {
                children.append(parseElement())
            } else if at(.keywordRepeat) {
                children.append(parseRepeat())
            } else if at(.keywordIf) {
                children.append(parseIf())
            } else if Self.itemStarts.contains(current.kind) {
                break  // a `let` inside children: the '>' is missing
            } else {
                let start = current.range.start
                expected("an element or '>'")
                advance()
                children.append(Expr(kind: .error, range: range(from: start)))
            }
        }
        if !at(.rightAngle) {
            expectedClosing(">", openedAt: open.range)
            return children
        }
        advance()
        return children
    }

    // repeat = "repeat" arguments children
    mutating func parseRepeat() -> Expr {
        let keyword = advance()
        var arguments: Arguments = []
        if at(.leftParen) { arguments = parseArguments() } else { expected("'(' after 'repeat'") }
        var children: [Expr] = []
        if at(.leftAngle) { children = parseChildren() } else { expected("'<' to start the repeated elements") }
        return Expr(kind: .repeatBlock(RepeatExpr(keywordRange: keyword.range, arguments: arguments, children: children)), range: range(from: keyword.range.start))
    }

    // if_block = "if" condition children [ "else" ( if_block | children ) ]
    mutating func parseIf() -> Expr {
        let keyword = advance()
        guard enterNesting() else { return Expr(kind: .error, range: keyword.range) }
        defer { nesting -= 1 }
        let saved = context
        context = .condition
        let condition = parseBinary()
        context = saved
        var children: [Expr] = []
        if at(.leftAngle) {
            children = parseChildren()
        } else {
            expected("'<' to start the elements of 'if' (to compare with '<', write the condition in parentheses)")
        }
        var elseRange: SourceRange?
        var elseChildren: [Expr]?
        if at(.keywordElse) {
            elseRange = advance().range
            if at(.keywordIf) {
                elseChildren = [parseIf()]
            } else if at(.leftAngle) {
                elseChildren = parseChildren()
            } else {
                expected("'<' or 'if' after 'else'")
            }
        }
        let block = IfExpr(keywordRange: keyword.range, condition: condition, children: children, elseRange: elseRange, elseChildren: elseChildren)
        return Expr(kind: .ifBlock(block), range: range(from: keyword.range.start))
    }
}
