import LayoutSyntax

/// Builds the formatter's tree from the parser's AST: the only file of the formatter that knows
/// the AST's types. Every position is checked against the token it must be; a mismatch is an
/// internal error (the formatter then refuses, it never guesses).
struct FormatTreeBuilder {
    struct Mismatch: Error {
        var message: String
    }

    let tokens: [Token]

    /// The index of the token that starts at `offset`.
    func token(at offset: Int) throws(Mismatch) -> Int {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].range.start < offset { low = mid + 1 } else { high = mid }
        }
        // Several tokens can start at one offset only for the end of the file.
        guard low < tokens.count, tokens[low].range.start == offset else {
            throw Mismatch(message: "no token at offset \(offset)")
        }
        return low
    }

    /// `index` if the token there is of `kind`.
    func expect(_ index: Int, _ kind: TokenKind) throws(Mismatch) -> Int {
        guard index >= 0, index < tokens.count, tokens[index].kind == kind else {
            throw Mismatch(message: "expected \(kind.symbol) at token \(index)")
        }
        return index
    }

    func file(_ syntax: FileSyntax) throws(Mismatch) -> FormatFile {
        var items: [FormatItem] = []
        for item in syntax.items {
            switch item {
            case let .importDecl(decl):
                let keyword = try expect(try token(at: decl.range.start), .keywordImport)
                items.append(.importDecl(keyword: keyword,
                                         path: try expect(try token(at: decl.pathRange.start), .string)))
            case let .letDecl(decl):
                let keyword = try expect(try token(at: decl.range.start), .keywordLet)
                let name = try expect(keyword + 1, .identifier)
                var parameters: Bracketed<FormatParameter>?
                var next = name + 1
                if let list = decl.parameters {
                    let open = try expect(next, .leftParen)
                    var elements: [FormatParameter] = []
                    var cursor = open + 1
                    for parameter in list {
                        let nameToken = try expect(try token(at: parameter.name.range.start), .identifier)
                        var defaultValue: FormatExpr?
                        if let value = parameter.defaultValue {
                            _ = try expect(nameToken + 1, .colon)
                            defaultValue = try expr(value)
                        }
                        var element = FormatParameter(name: nameToken, defaultValue: defaultValue, comma: nil)
                        cursor = element.lastToken + 1
                        if tokens[cursor].kind == .comma { element.comma = cursor; cursor += 1 }
                        elements.append(element)
                    }
                    parameters = Bracketed(open: open, elements: elements, close: try expect(cursor, .rightParen))
                    next = cursor + 1
                }
                let equals = try expect(next, .equals)
                items.append(.letDecl(keyword: keyword, name: name, parameters: parameters, equals: equals,
                                      value: try expr(decl.value)))
            case let .proposal(decl):
                let keyword = try expect(try token(at: decl.range.start), .keywordProposal)
                items.append(.proposal(keyword: keyword, arguments: try arguments(decl.arguments, open: keyword + 1)))
            case let .root(value):
                items.append(.root(try expr(value)))
            case .error:
                throw Mismatch(message: "the file has a syntax error")
            }
        }
        return FormatFile(items: items, endOfFile: try expect(tokens.count - 1, .endOfFile))
    }

    func arguments(_ list: Arguments, open: Int) throws(Mismatch) -> Bracketed<FormatArgument> {
        _ = try expect(open, .leftParen)
        var elements: [FormatArgument] = []
        var cursor = open + 1
        for argument in list {
            var label: Int?
            if let name = argument.label {
                label = try token(at: name.range.start)
                _ = try expect((label ?? 0) + 1, .colon)
            }
            var element = FormatArgument(label: label, value: try expr(argument.value), comma: nil)
            cursor = element.lastToken + 1
            if cursor < tokens.count, tokens[cursor].kind == .comma { element.comma = cursor; cursor += 1 }
            elements.append(element)
        }
        return Bracketed(open: open, elements: elements, close: try expect(cursor, .rightParen))
    }

    func children(_ list: [Expr], open: Int) throws(Mismatch) -> Bracketed<FormatExpr> {
        _ = try expect(open, .leftAngle)
        var elements: [FormatExpr] = []
        var cursor = open + 1
        for child in list {
            let element = try expr(child)
            cursor = element.lastToken + 1
            elements.append(element)
        }
        return Bracketed(open: open, elements: elements, close: try expect(cursor, .rightAngle))
    }

    func expr(_ expr: Expr) throws(Mismatch) -> FormatExpr {
        switch expr.kind {
        case .number, .size, .string, .interpolatedString, .bool, .infinity, .nilLiteral:
            // An interpolated string is one token: kept as written, interpolations and all.
            return .atom(try token(at: expr.range.start))
        case let .unary(op, operand):
            return .unary(op: try expect(try token(at: expr.range.start), op == .minus ? .minus : .bang),
                          try self.expr(operand))
        case .binary:
            return try binary(expr)
        case let .parenthesized(inner):
            let open = try expect(try token(at: expr.range.start), .leftParen)
            let innerExpr = try self.expr(inner)
            return .parenthesized(open: open, innerExpr, close: try expect(innerExpr.lastToken + 1, .rightParen))
        case let .element(element):
            return .element(try self.element(element))
        case let .repeatBlock(block):
            let keyword = try expect(try token(at: block.keywordRange.start), .keywordRepeat)
            let arguments = try arguments(block.arguments, open: keyword + 1)
            return .repeatBlock(keyword: keyword, arguments: arguments,
                                children: try children(block.children, open: arguments.close + 1))
        case let .conditional(condition, then, otherwise):
            let first = try self.expr(condition)
            let question = try expect(first.lastToken + 1, .question)
            let second = try self.expr(then)
            let colon = try expect(second.lastToken + 1, .colon)
            return .conditional(first, question: question, second, colon: colon, try self.expr(otherwise))
        case let .list(items):
            return try list(items, open: try expect(try token(at: expr.range.start), .leftBracket))
        case let .implicitMember(name, arguments):
            let dot = try expect(try token(at: expr.range.start), .dot)
            let nameToken = try token(at: name.range.start)
            guard nameToken == dot + 1 else { throw Mismatch(message: "expected a name after '.' at token \(dot)") }
            return .implicitMember(dot: dot, name: nameToken, arguments: try arguments.map { list throws(Mismatch) in
                try self.arguments(list, open: nameToken + 1)
            })
        case .keyPath:
            let first = try token(at: expr.range.start)
            var last = first
            while last + 1 < tokens.count, tokens[last + 1].range.end <= expr.range.end,
                  tokens[last + 1].kind != .endOfFile { last += 1 }
            return .verbatim(first: first, last: last)
        case .closureParameter:
            throw Mismatch(message: "children in braces are a syntax error")
        case let .subscriptExpr(base, index):
            let baseExpr = try self.expr(base)
            let open = try expect(baseExpr.lastToken + 1, .leftBracket)
            let indexExpr = try self.expr(index)
            return .subscriptExpr(baseExpr, open: open, index: indexExpr,
                                  close: try expect(indexExpr.lastToken + 1, .rightBracket))
        case let .memberCall(base, name, arguments):
            let baseExpr = try self.expr(base)
            let dot = try expect(baseExpr.lastToken + 1, .dot)
            let nameToken = try token(at: name.range.start)
            guard nameToken == dot + 1 else { throw Mismatch(message: "expected a name after '.' at token \(dot)") }
            return .memberCall(baseExpr, dot: dot, name: nameToken,
                               arguments: try arguments.map { list throws(Mismatch) in
                                   try self.arguments(list, open: nameToken + 1)
                               })
        case let .ifBlock(block):
            return .ifBlock(try ifBlock(block))
        case .error:
            throw Mismatch(message: "the file has a syntax error")
        }
    }

    /// A chain of binary operators. Left-nested chains are walked iteratively: `1 + 1 + … + 1`
    /// may be very long.
    func binary(_ expr: Expr) throws(Mismatch) -> FormatExpr {
        var spine: [(BinaryOperator, Expr)] = []
        var leftmost = expr
        while case let .binary(op, left, right) = leftmost.kind {
            spine.append((op, right))
            leftmost = left
        }
        let first = try self.expr(leftmost)
        var rest: [(op: Int, operand: FormatExpr)] = []
        var last = first.lastToken
        for (op, right) in spine.reversed() {
            let opToken = try expect(last + 1, Self.tokenKind(of: op))
            let operand = try self.expr(right)
            rest.append((opToken, operand))
            last = operand.lastToken
        }
        return .binary(first: first, rest: rest)
    }

    /// The token a binary operator is written with.
    static func tokenKind(of op: BinaryOperator) -> TokenKind {
        switch op {
        case .plus: .plus
        case .minus: .minus
        case .times: .star
        case .divide: .slash
        case .remainder: .percent
        case .equal: .equalEqual
        case .notEqual: .bangEqual
        case .less: .leftAngle
        case .lessEqual: .lessEqual
        case .greater: .rightAngle
        case .greaterEqual: .greaterEqual
        case .and: .ampAmp
        case .or: .pipePipe
        case .halfOpenRange: .halfOpenRange
        case .closedRange: .closedRange
        }
    }

    /// A list literal whose `[` is the token `open`.
    func list(_ items: [Expr], open: Int) throws(Mismatch) -> FormatExpr {
        var elements: [FormatArgument] = []
        var cursor = open + 1
        for item in items {
            var element = FormatArgument(label: nil, value: try self.expr(item), comma: nil)
            cursor = element.lastToken + 1
            if cursor < tokens.count, tokens[cursor].kind == .comma { element.comma = cursor; cursor += 1 }
            elements.append(element)
        }
        return .list(Bracketed(open: open, elements: elements, close: try expect(cursor, .rightBracket)))
    }

    func ifBlock(_ block: IfExpr) throws(Mismatch) -> FormatIf {
        let keyword = try expect(try token(at: block.keywordRange.start), .keywordIf)
        let condition = try expr(block.condition)
        let children = try children(block.children, open: condition.lastToken + 1)
        var result = FormatIf(keyword: keyword, condition: condition, children: children, elseKeyword: nil,
                              elseBranch: nil)
        guard let elseChildren = block.elseChildren else { return result }
        let elseKeyword = try expect(children.close + 1, .keywordElse)
        result.elseKeyword = elseKeyword
        if elseChildren.count == 1, case let .ifBlock(nested) = elseChildren[0].kind,
           tokens[elseKeyword + 1].kind == .keywordIf {
            result.elseBranch = .ifBlock(try ifBlock(nested))
        } else {
            result.elseBranch = .children(try self.children(elseChildren, open: elseKeyword + 1))
        }
        return result
    }

    func element(_ element: ElementExpr) throws(Mismatch) -> FormatElement {
        let head = try expect(try token(at: element.head.range.start), .identifier)
        var result = FormatElement(head: head, arguments: nil, children: nil, postfixes: [])
        var cursor = head + 1
        if let list = element.arguments {
            let bracketed = try arguments(list, open: cursor)
            result.arguments = bracketed
            cursor = bracketed.close + 1
        }
        if let list = element.children {
            let bracketed = try children(list, open: cursor)
            result.children = bracketed
            cursor = bracketed.close + 1
        }
        for postfix in element.postfixes {
            switch postfix {
            case let .modifier(modifier):
                let dot = try expect(cursor, .dot)
                let name = try expect(dot + 1, .identifier)
                cursor = name + 1
                var arguments: Bracketed<FormatArgument>?
                var content: Bracketed<FormatExpr>?
                if let list = modifier.arguments {
                    let bracketed = try self.arguments(list, open: cursor)
                    arguments = bracketed
                    cursor = bracketed.close + 1
                }
                if let list = modifier.children {
                    let bracketed = try children(list, open: cursor)
                    content = bracketed
                    cursor = bracketed.close + 1
                }
                result.postfixes.append(.modifier(dot: dot, name: name, arguments: arguments, children: content))
            case .tag:
                let hash = try expect(cursor, .hash)
                result.postfixes.append(.tag(hash: hash, name: hash + 1))
                cursor = hash + 2
            }
        }
        return result
    }
}
