import LayoutSyntax

/// Turns the formatter's tree into a `Doc`, placing every comment of the token stream.
///
/// The canonical format: one item per line (a blank line kept where there was one); children on
/// one line when they fit and the author did not break the line after `<`, else one per line;
/// arguments likewise, with a trailing comma when broken; a modifier chain on the element's line
/// when it fits, else one modifier per line; `#tag` right after what it tags.
///
/// Comments: those on the line of a token trail it (kept at the end of that line, which then
/// breaks); those on lines of their own lead the next token and stay on their own lines. The
/// lists (items, children, arguments, modifiers) place the comments at their elements' edges
/// outside the elements' groups, so a comment never breaks more than the list it sits in.
final class DocBuilder {
    let tokens: [Token]
    let bytes: [UInt8]
    let trivia: TriviaTable
    let indent: Int
    /// Whether the leading (own-line) comments of token `i` were placed.
    var leadingDone: [Bool]
    /// Whether the comments trailing token `i - 1` (stored with token `i`) were placed.
    var trailingDone: [Bool]

    init(tokens: [Token], bytes: [UInt8], indent: Int) {
        self.tokens = tokens
        self.bytes = bytes
        self.trivia = TriviaTable(tokens: tokens, bytes: bytes)
        self.indent = indent
        leadingDone = Array(repeating: false, count: tokens.count)
        trailingDone = Array(repeating: false, count: tokens.count)
    }

    // MARK: - Tokens and comments

    func text(_ index: Int) -> String {
        let range = tokens[index].range
        return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// A token with any comment around it not yet placed by a list.
    func token(_ index: Int) -> Doc {
        .concat([leadingInline(index), .text(text(index)), trailing(after: index)])
    }

    func commentDoc(_ comment: Comment) -> Doc {
        comment.text.contains("\n") ? .verbatim(comment.text) : .text(comment.text)
    }

    /// The comments on the line of token `index`, after it: inline when the line goes on, else
    /// kept at the end of the line (which ends there).
    func trailing(after index: Int) -> Doc {
        let next = index + 1
        guard next < tokens.count, !trailingDone[next], trivia.trailingCount[next] > 0 else { return .empty }
        trailingDone[next] = true
        let list = trivia.comments[next][0..<trivia.trailingCount[next]]
        let joined = list.map(\.text).joined(separator: " ")
        guard let last = list.last, last.endsLine else {
            // Inline: spaced from its neighbours, except from `(` before it (when the arguments
            // stay on one line) and `)` or `,` after it.
            let comment: Doc = joined.contains("\n") ? .verbatim(joined) : .text(joined)
            let before: Doc = tokens[index].kind == .leftParen ? .ifBreak(.space, flat: .empty) : .space
            let after: Doc = [.rightParen, .comma].contains(tokens[next].kind) ? .empty : .space
            return .unmeasured(.concat([before, comment, after]))
        }
        return .concat([.lineSuffix(" " + joined), .breakParent])
    }

    /// The own-line comments before token `index` where no list placed them: each on its own line.
    func leadingInline(_ index: Int) -> Doc {
        guard !leadingDone[index] else { return .empty }
        leadingDone[index] = true
        let list = trivia.comments[index][trivia.trailingCount[index]...]
        guard let last = list.last else { return .empty }
        var parts: [Doc] = []
        for comment in list {
            parts.append(comment.newlinesBefore > 0 ? .hardline : .space)
            parts.append(commentDoc(comment))
        }
        parts.append(last.endsLine ? .hardline : .space)
        return .concat(parts)
    }

    /// The own-line comments before a list element's first token, and whether a blank line
    /// preceded the element (or its first comment).
    func leading(_ index: Int, keepBlankLines: Bool) -> (doc: Doc, blankBefore: Bool) {
        let list = trivia.comments[index][trivia.trailingCount[index]...]
        let firstNewlines = list.first?.newlinesBefore ?? trivia.newlinesBeforeToken[index]
        let blank = keepBlankLines && firstNewlines >= 2
        guard !leadingDone[index], let last = list.last else {
            leadingDone[index] = true
            return (.empty, blank)
        }
        leadingDone[index] = true
        var parts: [Doc] = []
        var previousEndsLine = false
        for comment in list {
            if previousEndsLine, keepBlankLines, comment.newlinesBefore >= 2 { parts.append(.hardline) }
            parts.append(commentDoc(comment))
            parts.append(comment.endsLine ? .hardline : .space)
            previousEndsLine = comment.endsLine
        }
        if last.endsLine, keepBlankLines, trivia.newlinesBeforeToken[index] >= 2 { parts.append(.hardline) }
        return (.concat(parts), blank)
    }

    /// The own-line comments before a closing token (or the end of the file), each on its own
    /// line; `afterElements`: whether something precedes them in the list (else no line break
    /// or blank line is put before the first).
    func closingComments(_ index: Int, afterElements: Bool) -> [Doc] {
        guard !leadingDone[index] else { return [] }
        leadingDone[index] = true
        var parts: [Doc] = []
        var previousEndsLine = afterElements
        var first = true
        for comment in trivia.comments[index][trivia.trailingCount[index]...] {
            if previousEndsLine {
                if !first || afterElements { parts.append(.hardline) }
                if afterElements || !first, comment.newlinesBefore >= 2 { parts.append(.hardline) }
            } else if !first {
                parts.append(.space)
            }
            parts.append(commentDoc(comment))
            previousEndsLine = comment.endsLine
            first = false
        }
        // The closing token goes on a line of its own after a comment that ends the line.
        if previousEndsLine, !first { parts.append(.breakParent) }
        return parts
    }

    // MARK: - File and items

    func file(_ file: FormatFile) -> Doc {
        var parts: [Doc] = []
        for (index, item) in file.items.enumerated() {
            let (lead, blank) = leading(item.firstToken, keepBlankLines: true)
            let trail = trailing(after: item.lastToken)
            if index > 0 {
                parts.append(.hardline)
                if blank { parts.append(.hardline) }
            }
            parts.append(contentsOf: [lead, self.item(item), trail])
        }
        parts.append(contentsOf: closingComments(file.endOfFile, afterElements: !file.items.isEmpty))
        if !parts.isEmpty { parts.append(.hardline) }
        return .concat(parts)
    }

    func item(_ item: FormatItem) -> Doc {
        switch item {
        case let .importDecl(keyword, path):
            return .concat([token(keyword), .space, token(path)])
        case let .letDecl(keyword, name, parameters, equals, value):
            var parts = [token(keyword), .space, token(name)]
            if let parameters {
                parts.append(delimited(parameters, first: \.firstToken, last: \.lastToken, comma: \.comma,
                                       element: parameter))
            }
            parts.append(contentsOf: [.space, token(equals), .space, expr(value)])
            return .concat(parts)
        case let .proposal(keyword, arguments):
            return .concat([token(keyword), self.arguments(arguments)])
        case let .root(value):
            return expr(value)
        }
    }

    // MARK: - Lists

    func arguments(_ list: Bracketed<FormatArgument>) -> Doc {
        delimited(list, first: \.firstToken, last: \.lastToken, comma: \.comma, element: argument)
    }

    func argument(_ argument: FormatArgument) -> Doc {
        guard let label = argument.label else { return expr(argument.value) }
        return .concat([token(label), token(label + 1), .space, expr(argument.value)])
    }

    func parameter(_ parameter: FormatParameter) -> Doc {
        guard let value = parameter.defaultValue else { return token(parameter.name) }
        return .concat([token(parameter.name), token(parameter.name + 1), .space, expr(value)])
    }

    /// `( a, b )`: flat when it fits, else one element per line with a trailing comma.
    func delimited<Element>(_ list: Bracketed<Element>, first: (Element) -> Int, last: (Element) -> Int,
                            comma: (Element) -> Int?, element: (Element) -> Doc) -> Doc {
        let closeTrail = trailing(after: list.close)
        let open = token(list.open)
        var inner: [Doc] = []
        for (index, item) in list.elements.enumerated() {
            let isLast = index == list.elements.count - 1
            let (lead, _) = leading(first(item), keepBlankLines: false)
            var trail = [trailing(after: last(item))]
            var separator: Doc = isLast ? .ifBreak(.text(","), flat: .empty) : .text(",")
            if let comma = comma(item) {
                separator = .concat([leadingInline(comma), separator])
                trail.append(trailing(after: comma))
            }
            if index > 0 { inner.append(.line) }
            inner.append(contentsOf: [lead, element(item), separator, .concat(trail)])
        }
        inner.append(contentsOf: closingComments(list.close, afterElements: !list.elements.isEmpty))
        let close = Doc.text(text(list.close))
        if inner.isEmpty { return .concat([open, close, closeTrail]) }
        return .concat([.group([open, .nest(indent, .concat([.softline] + inner)), .softline, close]), closeTrail])
    }

    /// `< a b >`: flat when it fits and the author kept it on one line, else one child per line.
    func children(_ list: Bracketed<FormatExpr>) -> Doc {
        let closeTrail = trailing(after: list.close)
        let brokenByAuthor = list.elements.first.map { trivia.hasNewline[$0.firstToken] } ?? false
        let open = token(list.open)
        var inner: [Doc] = []
        for (index, child) in list.elements.enumerated() {
            let (lead, blank) = leading(child.firstToken, keepBlankLines: true)
            let trail = trailing(after: child.lastToken)
            if index > 0 {
                inner.append(.line)
                if blank { inner.append(.hardline) }
            }
            inner.append(contentsOf: [lead, expr(child), trail])
        }
        inner.append(contentsOf: closingComments(list.close, afterElements: !list.elements.isEmpty))
        let close = Doc.text(text(list.close))
        if inner.isEmpty { return .concat([open, .space, close, closeTrail]) }
        return .concat([.group([open, .nest(indent, .concat([.line] + inner)), .line, close],
                               shouldBreak: brokenByAuthor),
                        closeTrail])
    }

    /// Modifiers and tags: on the element's line when they fit and the author did not break
    /// them, else one modifier per line (indented, except after `>`, as SwiftUI code is).
    func chain(_ postfixes: [FormatPostfix], indented: Bool) -> Doc {
        var parts: [Doc] = []
        var brokenByAuthor = false
        var previousIsTag = false
        for postfix in postfixes {
            switch postfix {
            case let .tag(hash, name):
                parts.append(contentsOf: [.space, token(hash), token(name)])
                previousIsTag = true
            case let .modifier(dot, name, arguments, content):
                if trivia.hasNewline[dot] { brokenByAuthor = true }
                let (lead, _) = leading(dot, keepBlankLines: false)
                parts.append(contentsOf: [previousIsTag ? .line : .softline, lead, token(dot), token(name)])
                if let arguments { parts.append(self.arguments(arguments)) }
                if let content { parts.append(contentsOf: [.space, children(content)]) }
                previousIsTag = false
            }
        }
        return .group(.nest(indented ? indent : 0, .concat(parts)), shouldBreak: brokenByAuthor)
    }

    // MARK: - Expressions

    func expr(_ expr: FormatExpr) -> Doc {
        switch expr {
        case let .atom(index):
            return token(index)
        case let .unary(op, operand):
            return .concat([token(op), self.expr(operand)])
        case let .binary(first, rest):
            var parts = [self.expr(first)]
            for (op, operand) in rest {
                // Ranges are written tight, as Swift writes them: `0..<3`.
                let kind = tokens[op].kind
                if kind == .halfOpenRange || kind == .closedRange {
                    parts.append(contentsOf: [token(op), self.expr(operand)])
                } else {
                    parts.append(contentsOf: [.space, token(op), .space, self.expr(operand)])
                }
            }
            return .concat(parts)
        case let .parenthesized(open, inner, close):
            return .concat([token(open), self.expr(inner), token(close)])
        case let .element(element):
            var parts = [token(element.head)]
            if let arguments = element.arguments { parts.append(self.arguments(arguments)) }
            if let children = element.children { parts.append(contentsOf: [.space, self.children(children)]) }
            if !element.postfixes.isEmpty { parts.append(chain(element.postfixes, indented: element.children == nil)) }
            return .concat(parts)
        case let .repeatBlock(keyword, arguments, children):
            return .concat([token(keyword), self.arguments(arguments), .space, self.children(children)])
        case let .conditional(condition, question, then, colon, otherwise):
            return .concat([self.expr(condition), .space, token(question), .space, self.expr(then), .space,
                            token(colon), .space, self.expr(otherwise)])
        case let .list(list):
            return delimited(list, first: \.firstToken, last: \.lastToken, comma: \.comma, element: argument)
        case let .implicitMember(dot, name, arguments):
            var parts = [token(dot), token(name)]
            if let arguments { parts.append(self.arguments(arguments)) }
            return .concat(parts)
        case let .verbatim(first, last):
            return .concat((first...last).map(token))
        case let .subscriptExpr(base, open, index, close):
            return .concat([self.expr(base), token(open), self.expr(index), token(close)])
        case let .memberCall(base, dot, name, arguments):
            var parts = [self.expr(base), token(dot), token(name)]
            if let arguments { parts.append(self.arguments(arguments)) }
            return .concat(parts)
        case let .ifBlock(block):
            return ifBlock(block)
        }
    }

    /// `if condition < … > else < … >`: the children as any children are; `else if` chains on.
    func ifBlock(_ block: FormatIf) -> Doc {
        var parts: [Doc] = [token(block.keyword), .space, expr(block.condition), .space, children(block.children)]
        if let elseKeyword = block.elseKeyword, let branch = block.elseBranch {
            parts.append(contentsOf: [.space, token(elseKeyword), .space])
            switch branch {
            case let .children(children): parts.append(self.children(children))
            case let .ifBlock(nested): parts.append(ifBlock(nested))
            }
        }
        return .concat(parts)
    }
}
