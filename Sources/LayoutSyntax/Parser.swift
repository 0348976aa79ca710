import LayoutDiagnostics

/// A recursive-descent parser, one function per production of `Grammar/layout.ebnf`, building a
/// flat `SyntaxArena` (each production returns its node's ID).
///
/// Errors are collected, not thrown (as Go's parser does): at most one per line, capped at
/// `maxErrors`; after an error the parser skips to a synchronisation token and leaves an error
/// node. Nesting deeper than `maxNesting` is one diagnostic, never a stack overflow.
public struct Parser: ~Copyable {
    /// Elements, arguments and parentheses nested deeper than this are refused.
    public static let maxNesting = 200
    public static let maxErrors = 50

    let file: SourceFile
    /// The file's bytes, valid for the parse (every entry point parses inside
    /// `file.bytes.withUnsafeBufferPointer`).
    let bytes: UnsafeBufferPointer<UInt8>
    /// Tokens are lexed as the parser reaches them (one token of lookahead), so a parse that
    /// gives up early never lexes the rest of a large file.
    var lexer: Lexer
    /// The tokens lexed beforehand, when the caller lexed them (`--timings` measures lexing
    /// apart), and the next one to read.
    let preLexed: [Token]
    let usesPreLexed: Bool
    var preLexedNext = 0
    /// Whether every token is kept for the result, in `tokens`. The formatter, the language
    /// server and lint read them; `check` and `build` do not, and a million-element file's
    /// tokens are 20 MB.
    var keepsTokens = true
    var tokens: [Token] = []
    /// How many tokens were lexed (or read), the lookahead included.
    var tokenCount = 0
    var diagnostics: [Diagnostic] = []
    var lastErrorLine = -1
    var nesting = 0
    /// Set when nesting overflowed or too many errors: stop reporting; the parser then sees the
    /// end of the file, so every production unwinds at once.
    var gaveUp = false {
        didSet {
            if gaveUp {
                current = Token(kind: .endOfFile, range: .point(file.id, lexer.limit), triviaStart: lexer.limit)
            }
        }
    }
    /// The token the productions see: the one at the parser's position, or the end of the file
    /// once the parser gave up.
    private(set) var current: Token
    /// The token at the parser's position, and the one after it (the lookahead).
    private var upcoming: Token
    private var lookahead: Token
    /// Where the last token consumed ends (nodes end there); -1 before the first.
    private var previousEnd = -1
    /// The `#tag`s parsed so far.
    var tagCount = 0
    /// The tree being built.
    var arena: SyntaxArena
    /// The nodes of lists being parsed (arguments, children, items…), innermost last: a finished
    /// list is copied from here into the arena in one piece, so no array is made per list.
    var pending: [UInt32] = []

    /// An element child the last parse of the file had where this one is, with the same bytes
    /// (what `skipping` in `parse(_:into:keepingTokens:skipping:)` answers for an offset): where
    /// it ends, the key its node gets, its tokens there and how far they moved (the first one's
    /// trivia is this parse's), the kind of the token after it there (it ends here only if the
    /// token after it here is of that kind: else a `(`, `<`, `.` or `#` would continue it), and
    /// how many tags it has.
    package struct SkippedElement {
        package var end: Int
        package var key: UInt32
        package var tokens: ArraySlice<Token>
        package var shift: Int
        package var nextKind: TokenKind
        package var tagCount: Int

        package init(end: Int, key: UInt32, tokens: ArraySlice<Token>, shift: Int, nextKind: TokenKind,
                     tagCount: Int) {
            self.end = end
            self.key = key
            self.tokens = tokens
            self.shift = shift
            self.nextKind = nextKind
            self.tagCount = tagCount
        }
    }

    /// The elements to take whole (`SkippedElement`), asked at each element child of the root,
    /// outside `repeat` and `if`; nil: every element is parsed.
    var skipping: ((Int) -> SkippedElement?)?
    /// Whether a root item is being parsed, outside `repeat` and `if` blocks (where children may
    /// be taken whole).
    var skipsHere = false
    var skippedElements = 0

    /// What `<` means where an expression is being parsed. `<` opens an element's children, so
    /// it is a comparison only inside parentheses, where elements take no `< … >`; in an `if`
    /// condition it starts the children and ends the condition.
    enum ExpressionContext { case normal, group, condition }
    var context: ExpressionContext = .normal

    /// A parser of `file` (from `offset` to `end`), whose bytes are `bytes`, with an empty arena:
    /// an entry point swaps the caller's in, and back when done, so the tree is never copied.
    init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, at offset: Int? = nil, end: Int? = nil,
         tokens: [Token]? = nil, keepingTokens: Bool = true) {
        self.file = file
        self.bytes = bytes
        self.lexer = Lexer(bytes, file: file.id, at: offset, end: end)
        let usable = tokens?.last?.kind == .endOfFile
        self.preLexed = usable ? tokens ?? [] : []
        self.usesPreLexed = usable
        self.keepsTokens = keepingTokens && !usable
        self.arena = SyntaxArena()
        let end = Token(kind: .endOfFile, range: .point(file.id, lexer.limit), triviaStart: lexer.limit)
        current = end
        upcoming = end
        lookahead = end
        upcoming = lex()
        if upcoming.kind != .endOfFile { lookahead = lex() }
        current = upcoming
    }

    /// The next token from the lexer (or the tokens lexed beforehand).
    @inline(__always)
    mutating func lex() -> Token {
        let token: Token
        if usesPreLexed {
            token = preLexed[min(preLexedNext, preLexed.count - 1)]
            preLexedNext += 1
        } else {
            token = lexer.next()
            if keepsTokens { tokens.append(token) }
        }
        tokenCount += 1
        return token
    }

    /// The tokens the parse read, for its result: none when they are not kept. Tokens lexed
    /// beforehand run to the end of the file, but a parser that gave up reached fewer, and the
    /// result has those it reached, as a parse that lexes does.
    var tokensRead: [Token] {
        if usesPreLexed { return tokenCount < preLexed.count ? Array(preLexed.prefix(tokenCount)) : preLexed }
        return keepsTokens ? tokens : []
    }

    /// Parses a whole file. Without `keepingTokens` the result's `tokens` is empty (its
    /// `tokenCount` still counts them): for callers that only check and lay out.
    public static func parse(_ file: SourceFile, keepingTokens: Bool = true) -> ParseResult {
        var arena = SyntaxArena()
        let parse = parse(file, into: &arena, keepingTokens: keepingTokens)
        return ParseResult(parse, tree: SyntaxTree(arena))
    }

    /// Parses a whole file from its tokens (`Lexer.tokenize(file)`), lexed beforehand.
    public static func parse(_ file: SourceFile, tokens: [Token]) -> ParseResult {
        var arena = SyntaxArena()
        let parse = parse(file, into: &arena, tokens: tokens)
        return ParseResult(parse, tree: SyntaxTree(arena))
    }

    /// Parses a whole file into `arena`, after what it holds already (the checker parses a file
    /// and its imports into one tree), from its tokens when they were lexed beforehand.
    package static func parse(_ file: SourceFile, into arena: inout SyntaxArena, keepingTokens: Bool = true,
                              tokens: [Token]? = nil, skipping: ((Int) -> SkippedElement?)? = nil) -> FileParse {
        file.bytes.withUnsafeBufferPointer { bytes in
            var parser = Parser(file: file, bytes: bytes, tokens: tokens, keepingTokens: keepingTokens)
            if !parser.usesPreLexed { parser.skipping = skipping }
            if parser.keepsTokens { parser.tokens.reserveCapacity(Lexer.estimatedTokenCount(file)) }
            swap(&parser.arena, &arena)
            defer { swap(&parser.arena, &arena) }
            parser.arena.beginFile(file.id)
            parser.arena.reserve(forBytes: file.bytes.count)
            let syntax = parser.parseFile()
            return FileParse(file: syntax, tokens: parser.tokensRead, diagnostics: parser.diagnostics,
                             tagCount: parser.tagCount, tokenCount: parser.tokenCount,
                             skippedElements: parser.skippedElements)
        }
    }

    /// Parses the element child that starts at `offset` (with what follows it as a child: a
    /// subscript) into `arena`: what the checker does with a child taken whole from the last
    /// parse where it cannot take the last compilation's either.
    package static func parseChild(_ file: SourceFile, at offset: Int, into arena: inout SyntaxArena)
        -> (SyntaxID, [Diagnostic]) {
        file.bytes.withUnsafeBufferPointer { bytes in
            var parser = Parser(file: file, bytes: bytes, at: offset, keepingTokens: false)
            swap(&parser.arena, &arena)
            defer { swap(&parser.arena, &arena) }
            parser.arena.beginFile(file.id)
            let child = parser.parseElementChild()
            return (child, parser.diagnostics)
        }
    }

    /// Parses `file`, from `offset` on, as one expression (the value of `-D name=value`), into
    /// `arena`.
    package static func parseExpression(_ file: SourceFile, at offset: Int? = nil,
                                        into arena: inout SyntaxArena) -> (SyntaxID, [Diagnostic]) {
        file.bytes.withUnsafeBufferPointer { bytes in
            var parser = Parser(file: file, bytes: bytes, at: offset)
            swap(&parser.arena, &arena)
            defer { swap(&parser.arena, &arena) }
            parser.arena.beginFile(file.id)
            let expr = parser.parseExpr()
            if !parser.at(.endOfFile) { parser.expected("the end of the value") }
            return (expr, parser.diagnostics)
        }
    }

    // MARK: - Tokens

    @inline(__always) func at(_ kind: TokenKind) -> Bool { current.kind == kind }
    /// The kind of the token after the current one (the lookahead is one token).
    @inline(__always) func peekKind(_ offset: Int) -> TokenKind {
        precondition(offset == 1, "internal error: the parser looks one token ahead")
        return gaveUp || upcoming.kind == .endOfFile ? .endOfFile : lookahead.kind
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if upcoming.kind != .endOfFile {
            previousEnd = upcoming.endOffset
            upcoming = lookahead
            if lookahead.kind != .endOfFile { lookahead = lex() }
        }
        if !gaveUp { current = upcoming }
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
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.startOffset..<token.endOffset]), as: UTF8.self)
    }

    /// The bytes `start..<end` as a number when they are 1 to 15 decimal digits (exactly what
    /// `Double(text)` gives for them), else nil for the general parse. (Static: a method would
    /// copy the parser to call it.)
    @inline(__always)
    static func wholeNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard start < end, end - start <= 15, start >= 0, end <= bytes.count else { return nil }
        var value = 0
        for position in start..<end {
            let digit = bytes[position] &- 0x30
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }

    func range(from start: Int) -> SourceRange {
        SourceRange(file: file.id, start: start, end: end(from: start))
    }

    /// Where a node that starts at `start` ends: after the last token parsed.
    @inline(__always) func end(from start: Int) -> Int { max(start, previousEnd) }

    // MARK: - Nodes

    /// A node from `start` to the last token parsed.
    mutating func node(_ tag: SyntaxTag, from start: Int, flag: UInt8 = 0, a: UInt32 = 0, b: UInt32 = 0) -> SyntaxID {
        arena.add(tag, flag: flag, start, end(from: start), a: a, b: b)
    }

    /// A node over the source of nodes `first` and `last` (an operator's operands, a
    /// conditional's condition and last branch).
    mutating func spanning(_ tag: SyntaxTag, _ first: SyntaxID, _ last: SyntaxID, flag: UInt8 = 0, a: UInt32 = 0,
                           b: UInt32 = 0) -> SyntaxID {
        let (firstNode, lastNode) = (arena.node(first), arena.node(last))
        return arena.add(tag, flag: flag, Int(min(firstNode.start, lastNode.start)),
                         Int(max(firstNode.end, lastNode.end)), a: a, b: b)
    }

    /// An error node over `range`.
    mutating func errorNode(_ range: SourceRange) -> SyntaxID { arena.add(.error, range.start, range.end) }

    /// The symbol of a name token, interned from the file's bytes.
    mutating func symbol(_ token: Token) -> UInt32 {
        arena.intern(UnsafeBufferPointer(rebasing: bytes[token.startOffset..<token.endOffset])).raw
    }

    /// Marks where a list starts on `pending`.
    var listStart: Int { pending.count }

    /// Writes a node's record into the arena's extra words: the header words given, then the
    /// lists pending since `start` (their counts are in the header). Returns where it starts.
    mutating func finishLists(since start: Int, header w0: UInt32, _ w1: UInt32? = nil, _ w2: UInt32? = nil,
                              _ w3: UInt32? = nil, _ w4: UInt32? = nil, _ w5: UInt32? = nil) -> UInt32 {
        let at = arena.extraEnd
        arena.extra.append(w0)
        if let w1 { arena.extra.append(w1) }
        if let w2 { arena.extra.append(w2) }
        if let w3 { arena.extra.append(w3) }
        if let w4 { arena.extra.append(w4) }
        if let w5 { arena.extra.append(w5) }
        let count = pending.count - start
        if count > 8 {
            arena.extra.append(contentsOf: pending[start...])
            pending.removeSubrange(start...)
        } else if count > 0 {
            // Most lists are short: a call's one or two arguments.
            for index in start..<pending.count { arena.extra.append(pending[index]) }
            pending.removeLast(count)
        }
        return at
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
        if previousEnd >= 0 {
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
            report(.error(SyntaxError.unterminatedComment, "unterminated block comment",
                          at: SourceRange(file: file.id, start: token.range.start,
                                          end: min(token.range.start + 2, token.range.end)))
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
        "byte" + (bytes.count > 1 ? "s " : " ")
            + bytes.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// Skips tokens until one in `kinds` (or the end).
    mutating func skip(until kinds: Set<TokenKind>) {
        while !at(.endOfFile) && !kinds.contains(current.kind) { advance() }
    }

    /// Enters one level of nesting; `false` (after one diagnostic) when too deep.
    mutating func enterNesting(expression: Bool = false) -> Bool {
        nesting += 1
        if nesting > Self.maxNesting {
            report(.error(SyntaxError.tooDeep,
                          expression
                              ? "the expression nests more than \(Self.maxNesting) levels deep"
                              : "elements are nested more than \(Self.maxNesting) levels deep",
                          at: current.range)
                .withNote(expression
                              ? "each operator of a chain is a level; name part of it with 'let'"
                              : "split the layout into components with 'let'"))
            gaveUp = true
            return false
        }
        return true
    }

    // MARK: - file = { item } EOF

    static let itemStarts: Set<TokenKind> = [.keywordLet, .keywordImport, .keywordProposal]

    mutating func parseFile() -> SyntaxID {
        let start = current.range.start
        let items = listStart
        // After too many errors the rest is not parsed: nothing more would be reported, and a
        // large file of junk must not become a large tree.
        while !at(.endOfFile) && !gaveUp {
            let item = parseItem()
            pending.append(item.raw)
        }
        let count = pending.count - items
        let extra = finishLists(since: items, header: UInt32(count))
        return arena.add(.file, start, current.range.end, a: extra)
    }

    // item = import_decl | let_decl | proposal_decl | root ; root = element | repeat | if_block
    mutating func parseItem() -> SyntaxID {
        switch current.kind {
        case .keywordImport: return parseImport()
        case .keywordLet: return parseLet()
        case .keywordProposal: return parseProposal()
        case .identifier:
            skipsHere = skipping != nil
            defer { skipsHere = false }
            return parseElement()
        case .keywordRepeat: return parseRepeat()
        case .keywordIf: return parseIf()
        default:
            let start = current.range.start
            expected("'let', 'import', 'proposal' or an element")
            advance()
            skip(until: Self.itemStarts.union([.identifier]))
            return node(.errorItem, from: start)
        }
    }

    // import_decl = "import" STRING
    mutating func parseImport() -> SyntaxID {
        let start = advance().range.start
        guard at(.string) else {
            expected("a file name in quotes")
            return node(.errorItem, from: start)
        }
        let token = advance()
        let path = arena.addString(StringLiteral.decode(text(token)))
        let extra = finishLists(since: listStart, header: UInt32(token.startOffset), UInt32(token.endOffset))
        return node(.importDecl, from: start, a: path, b: extra)
    }

    // let_decl = "let" IDENT [ parameters ] "=" expr
    mutating func parseLet() -> SyntaxID {
        let start = advance().range.start
        guard at(.identifier) else {
            expected("a name after 'let'")
            advance()
            skip(until: Self.itemStarts)
            return node(.errorItem, from: start)
        }
        let nameToken = advance()
        let name = symbol(nameToken)
        let parameters = listStart
        var parameterCount: Int?
        if at(.leftParen) { parameterCount = parseParameters() }
        guard expect(.equals) != nil else {
            pending.removeSubrange(parameters...)
            skip(until: Self.itemStarts)
            return node(.errorItem, from: start)
        }
        let value = parseExpr()
        let extra = finishLists(since: parameters, header: UInt32(nameToken.startOffset), UInt32(nameToken.endOffset),
                                value.raw, SyntaxArena.count(parameterCount))
        return node(.letDecl, from: start, a: name, b: extra)
    }

    // parameters = "(" [ parameter { "," parameter } [ "," ] ] ")" ; parameter = IDENT [ ":" expr ]
    /// Parses the parameters onto `pending`; returns how many.
    mutating func parseParameters() -> Int {
        advance()
        var count = 0
        while !at(.rightParen) && !at(.endOfFile) {
            let start = current.range.start
            guard at(.identifier) else {
                expected("a parameter name")
                skip(until: [.comma, .rightParen, .equals])
                if at(.equals) { return count }
                if at(.comma) { advance() }
                continue
            }
            let nameToken = advance()
            let name = symbol(nameToken)
            var defaultValue = SyntaxArena.none
            if at(.colon) {
                advance()
                defaultValue = parseExpr().raw
            }
            pending.append(node(.parameter, from: start, a: name, b: defaultValue).raw)
            count += 1
            if !at(.comma) { break }
            advance()
        }
        expect(.rightParen)
        return count
    }

    // proposal_decl = "proposal" arguments
    mutating func parseProposal() -> SyntaxID {
        let start = advance().range.start
        guard at(.leftParen) else {
            expected("'(' after 'proposal'")
            return node(.errorItem, from: start)
        }
        let arguments = listStart
        pushArguments()
        let extra = finishLists(since: arguments, header: UInt32(pending.count - arguments))
        return node(.proposal, from: start, a: extra)
    }

    // MARK: - Expressions

    // expr = binary [ "?" expr ":" expr ]
    // group = group_binary [ "?" group ":" group ]   (the same, in parentheses: see `context`)
    mutating func parseExpr() -> SyntaxID {
        let condition = parseBinary()
        guard at(.question), context != .condition else { return condition }
        advance()
        guard enterNesting(expression: true) else { return spanning(.error, condition, condition) }
        defer { nesting -= 1 }
        let then = parseExpr()
        guard expect(.colon, "':' in 'condition ? value : value'") != nil else {
            return spanning(.error, condition, then)
        }
        let otherwise = parseExpr()
        let extra = finishLists(since: listStart, header: then.raw, otherwise.raw)
        return spanning(.conditional, condition, otherwise, a: condition.raw, b: extra)
    }

    // binary = operand { binary_op operand } ; group_binary = group_operand { ( binary_op | "<" ) group_operand }
    // binary_op = "||" | "&&" | "==" | "!=" | "<=" | ">=" | ">" | "+" | "-" | "*" | "/" | "%"
    // condition = group_operand { binary_op group_operand }
    /// Precedence climbing over `BinaryOperator.precedence`. A chain `1 + 2 + …` is a left-deep
    /// tree: each operator is a level of nesting.
    mutating func parseBinary(_ minimum: Int = 1) -> SyntaxID {
        var left = parseOperand()
        var levels = 0
        defer { nesting -= levels }
        while let op = binaryOperator(), op.precedence >= minimum {
            guard enterNesting(expression: true) else { return spanning(.error, left, left) }
            levels += 1
            advance()
            let right = parseBinary(op.precedence + 1)
            left = spanning(.binary, left, right, flag: op.flag, a: left.raw, b: right.raw)
        }
        return left
    }

    /// The binary operator at the current token, if it is one here (`<` only inside parentheses).
    @inline(__always) func binaryOperator() -> BinaryOperator? {
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
        case .halfOpenRange: return .halfOpenRange
        case .closedRange: return .closedRange
        default: return nil
        }
    }

    // operand = { "-" | "!" } primary ; group_operand = { "-" | "!" } value
    mutating func parseOperand() -> SyntaxID {
        guard at(.minus) || at(.bang) else { return parsePrimary() }
        let op: UnaryOperator = current.kind == .minus ? .minus : .not
        let start = advance().range.start
        guard enterNesting(expression: true) else { return node(.error, from: start) }
        defer { nesting -= 1 }
        let operand = parseOperand()
        return node(.unary, from: start, flag: op == .minus ? 0 : 1, a: operand.raw)
    }

    // primary = NUMBER | SIZE | STRING | "true" | "false" | "inf" | "nil" | implicit_member | list
    //         | element | repeat | if_block | "(" group ")"
    // value = NUMBER | SIZE | STRING | "true" | "false" | "inf" | "nil" | implicit_member | list
    //       | value_element | "(" group ")"
    mutating func parsePrimary() -> SyntaxID {
        let token = current
        switch token.kind {
        case .number:
            advance()
            return numberNode(token)
        case .size:
            advance()
            return sizeNode(token)
        case .string:
            advance()
            return parseString(token)
        case .keywordTrue, .keywordFalse:
            advance()
            return arena.add(.bool, flag: token.kind == .keywordTrue ? 1 : 0, token.startOffset, token.endOffset)
        case .keywordInf:
            advance()
            return arena.add(.infinity, token.startOffset, token.endOffset)
        case .keywordNil:
            advance()
            return arena.add(.nilLiteral, token.startOffset, token.endOffset)
        case .identifier:
            let element = parseElement()
            return at(.leftBracket) ? parsePostfixOperations(element, start: token.startOffset) : element
        case .keywordRepeat where context == .normal:
            return parseRepeat()
        case .keywordIf where context == .normal:
            return parseIf()
        case .dot:
            return parsePostfixOperations(parseImplicitMember(), start: token.startOffset)
        case .leftBracket:
            return parsePostfixOperations(parseList(), start: token.startOffset)
        case .backslash:
            return parseKeyPath()
        case .leftParen:
            return parseGroup()
        default:
            expected("a value or an element")
            // Do not swallow closing brackets: the enclosing production needs them.
            if ![.rightParen, .rightAngle, .rightBracket, .comma, .endOfFile].contains(token.kind)
                && !Self.itemStarts.contains(token.kind) {
                advance()
            }
            return errorNode(token.range)
        }
    }

    /// A number token's node: its value's bits in the node.
    mutating func numberNode(_ token: Token) -> SyntaxID {
        let value = Self.wholeNumber(bytes, token.startOffset, token.endOffset).map(Double.init)
            ?? Double(text(token)) ?? 0
        let bits = value.bitPattern
        return arena.add(.number, token.startOffset, token.endOffset, a: UInt32(truncatingIfNeeded: bits),
                         b: UInt32(truncatingIfNeeded: bits >> 32))
    }

    /// A size token's node (`40x20`).
    mutating func sizeNode(_ token: Token) -> SyntaxID {
        // Most sizes are two whole numbers (`40x20`): read from the bytes, no strings built,
        // and kept in the node itself.
        if let x = bytes[token.startOffset..<token.endOffset].firstIndex(of: 0x78),
           let width = Self.wholeNumber(bytes, token.startOffset, x),
           let height = Self.wholeNumber(bytes, x + 1, token.endOffset),
           let a = UInt32(exactly: width), let b = UInt32(exactly: height) {
            return arena.add(.size, flag: SyntaxArena.inlineSize, token.startOffset, token.endOffset, a: a, b: b)
        }
        let parts = text(token).split(separator: "x")
        let width = parts.first.flatMap { Double($0) } ?? 0
        let height = parts.last.flatMap { Double($0) } ?? 0
        return arena.add(.size, token.startOffset, token.endOffset, a: arena.addNumbers(width, height))
    }

    /// A string token (already consumed): its escapes checked, its interpolations parsed.
    mutating func parseString(_ token: Token) -> SyntaxID {
        if let bad = Lexer.invalidEscape(of: token, in: file) {
            report(.error(SyntaxError.invalidEscape, "invalid escape sequence '\(file.text(in: bad))' in string",
                          at: bad)
                .withNote("the escapes are \\\" \\\\ \\n \\t \\u{…} and \\(…) to interpolate a value"))
        }
        let bytes = file.bytes[token.range.start..<token.range.end]
        if StringLiteral.hasInterpolation(bytes) { return parseInterpolatedString(token) }
        return arena.add(.string, token.startOffset, token.endOffset,
                         a: arena.addString(StringLiteral.decode(text(token))))
    }

    // key_path = "\" "." name { "." name }
    /// `\.self`, `\.id.name`: a Swift key path, kept as one node.
    mutating func parseKeyPath() -> SyntaxID {
        let start = advance().range.start
        var parts = 0
        while at(.dot), peekKind(1) == .identifier || peekKind(1).isKeyword {
            advance()
            advance()
            parts += 1
        }
        if parts == 0 { expected("'.' and a name after '\\' (a key path such as \\.self)") }
        return node(.keyPath, from: start)
    }

    // group = "(" expr ")"
    mutating func parseGroup() -> SyntaxID {
        let start = advance().range.start
        guard enterNesting() else { return node(.error, from: start) }
        let saved = context
        context = .group
        let inner = parseExpr()
        context = saved
        expect(.rightParen)
        nesting -= 1
        return parsePostfixOperations(node(.parenthesized, from: start, a: inner.raw), start: start)
    }

    // implicit_member = "." IDENT [ arguments ]
    mutating func parseImplicitMember() -> SyntaxID {
        let start = advance().range.start
        guard at(.identifier) || current.kind.isKeyword else {
            expected("a name after '.', such as .leading or .infinity")
            return node(.error, from: start)
        }
        let nameToken = advance()
        let name = symbol(nameToken)
        let arguments = listStart
        let argumentCount = parseArgumentsIfAny()
        let extra = finishLists(since: arguments, header: UInt32(nameToken.startOffset), UInt32(nameToken.endOffset),
                                SyntaxArena.count(argumentCount))
        return node(.implicitMember, from: start, a: name, b: extra)
    }

    // postfix_ops = { subscript | "." name [ arguments ] } ; subscript = "[" expr "]"
    /// Subscripts (`items[i]`) and member calls (`.title2.bold()`, `.headline.weight(.semibold)`)
    /// after a value; each is a level of nesting (a chain is a left-deep tree, as operators are).
    mutating func parsePostfixOperations(_ base: SyntaxID, start: Int) -> SyntaxID {
        var result = base
        var levels = 0
        defer { nesting -= levels }
        while at(.leftBracket) || (at(.dot) && (peekKind(1) == .identifier || peekKind(1).isKeyword)) {
            guard enterNesting(expression: true) else { return node(.error, from: start) }
            levels += 1
            if at(.leftBracket) {
                let open = advance()
                let saved = context
                context = .normal
                let index = parseExpr()
                context = saved
                if at(.rightBracket) { advance() } else { expectedClosing("]", openedAt: open.range) }
                result = node(.subscriptExpr, from: start, a: result.raw, b: index.raw)
            } else {
                advance()
                let nameToken = advance()
                let name = symbol(nameToken)
                let arguments = listStart
                let argumentCount = parseArgumentsIfAny()
                let extra = finishLists(since: arguments, header: result.raw, UInt32(nameToken.startOffset),
                                        UInt32(nameToken.endOffset), SyntaxArena.count(argumentCount))
                result = node(.memberCall, from: start, a: name, b: extra)
            }
        }
        return result
    }

    // list = "[" [ expr { "," expr } [ "," ] ] "]"
    mutating func parseList() -> SyntaxID {
        let open = advance()
        guard enterNesting() else { return errorNode(open.range) }
        defer { nesting -= 1 }
        let saved = context
        context = .normal
        defer { context = saved }
        let items = listStart
        while !at(.rightBracket) && !at(.endOfFile) {
            let item = parseExpr()
            pending.append(item.raw)
            if at(.comma) { advance(); continue }
            if at(.rightBracket) { break }
            expected("',' or ']'")
            skip(until: [.comma, .rightBracket, .rightParen, .rightAngle])
            if at(.comma) { advance(); continue }
            break
        }
        if !at(.rightBracket) {
            expectedClosing("]", openedAt: open.range)
        } else {
            advance()
        }
        let extra = finishLists(since: items, header: UInt32(pending.count - items))
        return node(.list, from: open.range.start, a: extra)
    }

    /// A string with `\(…)` interpolations: each is parsed (like a parenthesised expression) by
    /// a parser limited to its text, whose mistakes are reported with their own locations.
    mutating func parseInterpolatedString(_ token: Token) -> SyntaxID {
        let parts = listStart
        for piece in StringLiteral.pieces(file.bytes[token.range.start..<token.range.end]) {
            switch piece {
            case let .text(text):
                pending.append(arena.addString(text) | SyntaxArena.textPart)
            case let .interpolation(span):
                guard enterNesting(expression: true) else {
                    pending.removeSubrange(parts...)
                    return errorNode(token.range)
                }
                var inner = Parser(file: file, bytes: bytes, at: span.lowerBound, end: span.upperBound,
                                   keepingTokens: false)
                inner.nesting = nesting
                inner.context = .group
                inner.lastErrorLine = lastErrorLine
                swap(&inner.arena, &arena)
                let expr = inner.parseExpr()
                if !inner.at(.endOfFile) { inner.expected("')' to end the interpolation") }
                swap(&inner.arena, &arena)
                nesting -= 1
                // Its tags are the file's too: the checker's duplicate-tag walk counts on them.
                tagCount += inner.tagCount
                for diagnostic in inner.diagnostics { report(diagnostic) }
                if inner.gaveUp { gaveUp = true }
                pending.append(expr.raw)
            }
        }
        let extra = finishLists(since: parts, header: UInt32(pending.count - parts))
        return arena.add(.interpolatedString, token.startOffset, token.endOffset, a: extra)
    }

    // element = IDENT [ arguments ] [ children ] { postfix }
    // value_element = IDENT [ arguments ] { "." IDENT [ arguments ] | tag }
    mutating func parseElement() -> SyntaxID {
        let headToken = advance()
        let start = headToken.startOffset
        guard enterNesting() else { return node(.error, from: start) }
        defer { nesting -= 1 }
        let head = symbol(headToken)
        let arguments = listStart
        let argumentCount = parseArgumentsIfAny()
        let childCount = parseChildrenIfAny()
        let postfixes = listStart
        parsePostfixes()
        let extra = finishLists(since: arguments, header: UInt32(headToken.endOffset), SyntaxArena.count(argumentCount),
                                SyntaxArena.count(childCount), UInt32(pending.count - postfixes))
        return node(.element, from: start, a: head, b: extra)
    }

    // postfix = modifier | tag ; modifier = "." IDENT [ arguments ] [ children ] ;
    // tag = "#" name ; name = IDENT | KEYWORD
    /// Parses the postfixes onto `pending`.
    mutating func parsePostfixes() {
        while true {
            if at(.dot) {
                let start = advance().range.start
                guard at(.identifier) else {
                    expected("a modifier name after '.'")
                    return
                }
                let nameToken = advance()
                let name = symbol(nameToken)
                let arguments = listStart
                let argumentCount = parseArgumentsIfAny()
                let childCount = parseChildrenIfAny()
                let extra = finishLists(since: arguments, header: UInt32(nameToken.startOffset),
                                        UInt32(nameToken.endOffset), SyntaxArena.count(argumentCount),
                                        SyntaxArena.count(childCount))
                pending.append(node(.modifier, from: start, a: name, b: extra).raw)
            } else if at(.hash) {
                advance()
                guard at(.identifier) || current.kind.isKeyword else {
                    expected("a tag name after '#'")
                    return
                }
                let nameToken = advance()
                pending.append(arena.add(.tag, nameToken.startOffset, nameToken.endOffset, a: symbol(nameToken)).raw)
                tagCount += 1
            } else {
                return
            }
        }
    }

    /// Parses `( … )` onto `pending` if it comes next; how many arguments it held (nil: no
    /// parentheses).
    @inline(__always)
    mutating func parseArgumentsIfAny() -> Int? {
        guard at(.leftParen) else { return nil }
        let start = listStart
        pushArguments()
        return pending.count - start
    }

    /// Parses `< … >` onto `pending` if it comes next where children are allowed; how many
    /// children it held (nil: no angle brackets).
    @inline(__always)
    mutating func parseChildrenIfAny() -> Int? {
        guard (at(.leftAngle) || at(.leftBrace)) && context == .normal else { return nil }
        let start = listStart
        parseChildren()
        return pending.count - start
    }

    // arguments = "(" [ argument { "," argument } [ "," ] ] ")" ; argument = [ name ":" ] expr
    /// Parses the arguments onto `pending`.
    mutating func pushArguments() {
        let open = advance()
        guard enterNesting() else { return }
        defer { nesting -= 1 }
        let saved = context
        context = .normal
        defer { context = saved }
        while !at(.rightParen) && !at(.endOfFile) {
            let start = current.range.start
            var label = SyntaxArena.none
            if (at(.identifier) || current.kind.isKeyword), peekKind(1) == .colon {
                label = symbol(advance())
                advance()
            }
            // A literal followed by ',' or ')' is the whole argument: no operator can follow it,
            // so the expression productions above the literal would only pass it through.
            let next = peekKind(1)
            let value = (at(.size) || at(.number) || at(.string)) && (next == .comma || next == .rightParen)
                ? parsePrimary() : parseExpr()
            // An argument without a label that is just its value (the common case) is stored as
            // the value itself: a node less per argument.
            let valueNode = arena.node(value)
            if label == SyntaxArena.none && Int(valueNode.start) == start && Int(valueNode.end) == end(from: start) {
                pending.append(value.raw)
            } else {
                pending.append(node(.argument, from: start, a: label, b: value.raw).raw)
            }
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
    /// Parses the children onto `pending`. SwiftUI's `{ … }` (and a closure's `item in`) is read
    /// as `< … >`, with one error that says so and a fix-it that rewrites the braces.
    mutating func parseChildren() {
        let open = advance()
        guard enterNesting() else { return }
        defer { nesting -= 1 }
        let saved = context
        context = .normal
        defer { context = saved }
        let braced = open.kind == .leftBrace
        let closing: TokenKind = braced ? .rightBrace : .rightAngle
        var closureParameter: SourceRange?
        if braced, at(.identifier), peekKind(1) == .identifier, text(lookahead) == "in" {
            // `ForEach(items) { item in … }`: the closure's parameter is `as: item` in layoutc; a
            // node of its own among the children, so the checker binds it.
            let name = advance()
            let keyword = advance()
            closureParameter = SourceRange(file: file.id, start: name.startOffset, end: keyword.endOffset)
            pending.append(arena.add(.closureParameter, name.startOffset, keyword.endOffset, a: symbol(name),
                                     b: UInt32(name.endOffset)).raw)
        }
        while !at(closing) && !at(.endOfFile) {
            if braced, at(.rightAngle) { break }
            let child: SyntaxID
            if skipsHere, at(.identifier), let skipping, let skipped = skipping(current.startOffset),
               endsThere(skipped) {
                child = take(skipped)
            } else if at(.identifier) {
                child = parseElementChild()
            } else if at(.keywordRepeat) {
                child = parseRepeat()
            } else if at(.keywordIf) {
                child = parseIf()
            } else if Self.itemStarts.contains(current.kind) {
                break  // a `let` inside children: the '>' is missing
            } else {
                let start = current.range.start
                expected(braced ? "an element or '}'" : "an element or '>'")
                advance()
                child = node(.error, from: start)
            }
            pending.append(child.raw)
        }
        if !at(closing) {
            expectedClosing(braced ? "}" : ">", openedAt: open.range)
            return
        }
        let close = advance()
        if braced { reportBraces(open: open.range, close: close.range, closureParameter: closureParameter) }
    }

    /// An element among children, with what follows it as a child (a subscript).
    mutating func parseElementChild() -> SyntaxID {
        let start = current.startOffset
        let element = parseElement()
        return at(.leftBracket) ? parsePostfixOperations(element, start: start) : element
    }

    /// Whether the element child `skipped` ends where it ended in the last parse: its last
    /// token still ends there (what follows does not run on into it: `spacer` before `text`
    /// with the space between deleted is `spacertext`), and the token after it here is of the
    /// kind of the one after it there.
    func endsThere(_ skipped: SkippedElement) -> Bool {
        guard skipped.end <= lexer.limit, skipped.end > current.startOffset, !gaveUp,
              let last = skipped.tokens.last else { return false }
        var probe = Lexer(bytes, file: file.id, at: last.startOffset + skipped.shift, end: lexer.limit)
        guard probe.next().endOffset == skipped.end else { return false }
        return probe.next().kind == skipped.nextKind
    }

    /// The element child `skipped` taken whole: its tokens are the last parse's, moved; lexing
    /// goes on after it.
    mutating func take(_ skipped: SkippedElement) -> SyntaxID {
        let start = current.startOffset
        let trivia = current.triviaStart
        // The current token (the element's name) and the lookahead, lexed already, are the
        // element's or after it: lexed again from its end.
        tokenCount -= 2
        if keepsTokens {
            tokens.removeLast(min(2, tokens.count))
            var first = true
            for token in skipped.tokens {
                tokens.append(Token(kind: token.kind, file: file.id, start: token.startOffset + skipped.shift,
                                    end: token.endOffset + skipped.shift,
                                    triviaStart: first ? trivia : token.triviaStart + skipped.shift))
                first = false
            }
        }
        tokenCount += skipped.tokens.count
        tagCount += skipped.tagCount
        skippedElements += 1
        lexer = Lexer(bytes, file: file.id, at: skipped.end, end: lexer.limit)
        previousEnd = skipped.end
        let end = Token(kind: .endOfFile, range: .point(file.id, lexer.limit), triviaStart: lexer.limit)
        upcoming = lex()
        lookahead = upcoming.kind != .endOfFile ? lex() : end
        current = upcoming
        return arena.add(.fragment, start, skipped.end, a: skipped.key)
    }

    /// The one error for children written in braces, with the fix-it that makes them `< … >`
    /// (dropping a closure's `item in`; the checker's `ForEach` fix-it says where `as: item` goes).
    mutating func reportBraces(open: SourceRange, close: SourceRange, closureParameter: SourceRange?) {
        var edits = [TextEdit(range: open, replacement: "<"), TextEdit(range: close, replacement: ">")]
        var diagnostic = Diagnostic.error(SyntaxError.braces, "children go in '< … >', not in braces", at: open)
            .withLabel("and this closes them", at: close)
        if let closureParameter {
            // `{ item in` → `<`: the parameter and the space after it go.
            var end = closureParameter.end
            while end < bytes.count, bytes[end] == 32 { end += 1 }
            edits[0] = TextEdit(range: SourceRange(file: file.id, start: open.start, end: end), replacement: "<")
            diagnostic = diagnostic.withNote("a closure's parameter is named with 'as:': "
                                                 + "ForEach(items) { item in … } is repeat(items, as: item) < … >",
                                             at: closureParameter)
        }
        diagnostic.fixIts.append(FixIt(message: "write < … >", edits: edits))
        report(diagnostic)
    }

    // repeat = "repeat" arguments children
    mutating func parseRepeat() -> SyntaxID {
        let keyword = advance()
        let skipped = skipsHere
        skipsHere = false
        defer { skipsHere = skipped }
        let arguments = listStart
        if at(.leftParen) { pushArguments() } else { expected("'(' after 'repeat'") }
        let children = listStart
        if at(.leftAngle) || at(.leftBrace) { parseChildren() } else { expected("'<' to start the repeated elements") }
        let extra = finishLists(since: arguments, header: UInt32(keyword.endOffset), UInt32(children - arguments),
                                UInt32(pending.count - children))
        return node(.repeatBlock, from: keyword.startOffset, b: extra)
    }

    // if_block = "if" condition children [ "else" ( if_block | children ) ]
    mutating func parseIf() -> SyntaxID {
        let keyword = advance()
        let skipped = skipsHere
        skipsHere = false
        defer { skipsHere = skipped }
        guard enterNesting() else { return errorNode(keyword.range) }
        defer { nesting -= 1 }
        let saved = context
        context = .condition
        let condition = parseBinary()
        context = saved
        let children = listStart
        if at(.leftAngle) || at(.leftBrace) {
            parseChildren()
        } else {
            expected("'<' to start the elements of 'if' (to compare with '<', write the condition in parentheses)")
        }
        let childCount = pending.count - children
        var elseKeyword: Token?
        var elseCount: Int?
        if at(.keywordElse) {
            elseKeyword = advance()
            let elseChildren = listStart
            if at(.keywordIf) {
                let nested = parseIf()
                pending.append(nested.raw)
                elseCount = 1
            } else if at(.leftAngle) || at(.leftBrace) {
                parseChildren()
                elseCount = pending.count - elseChildren
            } else {
                expected("'<' or 'if' after 'else'")
            }
        }
        let extra = finishLists(since: children, header: UInt32(keyword.endOffset), condition.raw, UInt32(childCount),
                                elseKeyword.map { UInt32($0.startOffset) } ?? SyntaxArena.none,
                                elseKeyword.map { UInt32($0.endOffset) } ?? SyntaxArena.none,
                                SyntaxArena.count(elseCount))
        return node(.ifBlock, from: keyword.startOffset, b: extra)
    }
}
