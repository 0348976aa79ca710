import LayoutDiagnostics

// The syntax tree read by node ID, for the checker: each node's parts as plain values (IDs,
// symbols, ranges, lists), so reading them counts no references. Tools read the same tree through
// the views in AST.swift.

/// A name and where it is written.
package struct NameNode: Sendable {
    package let symbol: Symbol
    package let range: SourceRange
}

/// `head(arguments) < children > .modifier(…) #tag …`.
package struct ElementNode: Sendable {
    package let id: SyntaxID
    package let head: NameNode
    /// nil without parentheses.
    package let arguments: SyntaxList?
    /// nil without angle brackets.
    package let children: SyntaxList?
    /// Modifiers and tags, in source order.
    package let postfixes: SyntaxList
    package let range: SourceRange

    package init(id: SyntaxID, head: NameNode, arguments: SyntaxList?, children: SyntaxList?, postfixes: SyntaxList,
                 range: SourceRange) {
        self.id = id
        self.head = head
        self.arguments = arguments
        self.children = children
        self.postfixes = postfixes
        self.range = range
    }

    /// The same element without its arguments: what applies to a component's value once the
    /// call has consumed them.
    package var withoutArguments: ElementNode {
        ElementNode(id: id, head: head, arguments: nil, children: children, postfixes: postfixes, range: range)
    }

    /// A bare name: no arguments, children, modifiers or tags.
    package var isBareName: Bool { arguments == nil && children == nil && postfixes.count == 0 }
}

/// `.name(arguments) < content >`.
package struct ModifierNode: Sendable {
    package let id: SyntaxID
    package let name: NameNode
    package let arguments: SyntaxList?
    package let children: SyntaxList?
    /// From the dot to the last bracket.
    package let range: SourceRange

    package init(id: SyntaxID, name: NameNode, arguments: SyntaxList?, children: SyntaxList?, range: SourceRange) {
        self.id = id
        self.name = name
        self.arguments = arguments
        self.children = children
        self.range = range
    }
}

/// `label: value` or a positional `value`.
package struct ArgumentNode: Sendable {
    package let label: NameNode?
    package let value: SyntaxID
    package let range: SourceRange
}

/// `repeat(arguments) < children >`.
package struct RepeatNode: Sendable {
    package let keywordRange: SourceRange
    package let arguments: SyntaxList
    package let children: SyntaxList
}

/// `if condition < children > else < children >`.
package struct IfNode: Sendable {
    package let keywordRange: SourceRange
    package let condition: SyntaxID
    package let children: SyntaxList
    package let elseRange: SourceRange?
    package let elseChildren: SyntaxList?
}

/// A component parameter, `w` or `w: 40`.
package struct ParameterNode: Sendable {
    package let name: NameNode
    package let defaultValue: SyntaxID?
    package let range: SourceRange
}

/// `let name = value` or `let name(parameters) = value`.
package struct LetNode: Sendable {
    package let id: SyntaxID
    package let name: NameNode
    /// nil for a constant.
    package let parameters: SyntaxList?
    package let value: SyntaxID
    package let range: SourceRange
}

/// A modifier or a tag.
package enum PostfixNode: Sendable {
    case modifier(ModifierNode)
    case tag(NameNode)
}

/// A part of an interpolated string.
package enum StringPartNode: Sendable {
    case text(String)
    case expression(SyntaxID)
}

/// A top-level item.
package enum ItemNode: Sendable {
    case importDecl(path: String, pathRange: SourceRange, range: SourceRange)
    case letDecl(LetNode)
    case proposal(arguments: SyntaxList, range: SourceRange)
    case root(SyntaxID)
    case error(SourceRange)
}

/// What an expression is, its parts by ID.
package enum ExprNode: Sendable {
    case number(Double)
    case size(width: Double, height: Double)
    case string(String)
    case interpolatedString(SyntaxList)
    case bool(Bool)
    case infinity
    case nilLiteral
    case unary(UnaryOperator, SyntaxID)
    case binary(BinaryOperator, SyntaxID, SyntaxID)
    case conditional(SyntaxID, SyntaxID, SyntaxID)
    case parenthesized(SyntaxID)
    case list(SyntaxList)
    case implicitMember(NameNode, arguments: SyntaxList?)
    /// `items[i]`.
    case subscriptExpr(SyntaxID, index: SyntaxID)
    /// `base.name(arguments)`: `.title2.bold()`, `.headline.weight(.semibold)`.
    case memberCall(SyntaxID, NameNode, arguments: SyntaxList?)
    /// `\.self`, `\.name`: a Swift key path (only `ForEach`'s `id:` has one; no value).
    case keyPath
    /// `item in` at the start of children written in braces (`ForEach(items) { item in … }`): the
    /// name the children see each item as.
    case closureParameter(NameNode)
    case element(ElementNode)
    case repeatBlock(RepeatNode)
    case ifBlock(IfNode)
    case error
}

extension SyntaxArena {
    /// What expression `id` is.
    package func expr(_ id: SyntaxID) -> ExprNode {
        let node = nodes[Int(id.raw)]
        switch node.tag {
        case .number: return .number(Double(bitPattern: UInt64(node.a) | UInt64(node.b) << 32))
        case .size:
            if node.flag == Self.inlineSize { return .size(width: Double(node.a), height: Double(node.b)) }
            return .size(width: numbers[Int(node.a)], height: numbers[Int(node.a) + 1])
        case .string: return .string(strings[Int(node.a)])
        case .interpolatedString: return .interpolatedString(SyntaxList(start: node.a + 1, count: Int(word(node.a))))
        case .bool: return .bool(node.flag != 0)
        case .infinity: return .infinity
        case .nilLiteral: return .nilLiteral
        case .unary: return .unary(node.flag == 0 ? .minus : .not, SyntaxID(raw: node.a))
        case .binary: return .binary(BinaryOperator.all[Int(node.flag)], SyntaxID(raw: node.a), SyntaxID(raw: node.b))
        case .conditional:
            return .conditional(SyntaxID(raw: node.a), SyntaxID(raw: word(node.b)), SyntaxID(raw: word(node.b + 1)))
        case .parenthesized: return .parenthesized(SyntaxID(raw: node.a))
        case .list: return .list(SyntaxList(start: node.a + 1, count: Int(word(node.a))))
        case .implicitMember:
            return .implicitMember(name(node.a, id, word(node.b), word(node.b + 1)),
                                   arguments: list(node.b + 3, word(node.b + 2)))
        case .subscriptExpr: return .subscriptExpr(SyntaxID(raw: node.a), index: SyntaxID(raw: node.b))
        case .memberCall:
            return .memberCall(SyntaxID(raw: word(node.b)), name(node.a, id, word(node.b + 1), word(node.b + 2)),
                               arguments: list(node.b + 4, word(node.b + 3)))
        case .keyPath: return .keyPath
        case .closureParameter: return .closureParameter(name(node.a, id, node.start, node.b))
        case .element: return .element(element(id))
        case .repeatBlock:
            let argumentCount = word(node.b + 1)
            return .repeatBlock(RepeatNode(keywordRange: range(id, node.start, word(node.b)),
                                           arguments: SyntaxList(start: node.b + 3, count: Int(argumentCount)),
                                           children: SyntaxList(start: node.b + 3 + argumentCount,
                                                                count: Int(word(node.b + 2)))))
        case .ifBlock:
            let childCount = word(node.b + 2)
            let elseStart = word(node.b + 3)
            return .ifBlock(IfNode(keywordRange: range(id, node.start, word(node.b)),
                                   condition: SyntaxID(raw: word(node.b + 1)),
                                   children: SyntaxList(start: node.b + 6, count: Int(childCount)),
                                   elseRange: elseStart == Self.none ? nil : range(id, elseStart, word(node.b + 4)),
                                   elseChildren: list(node.b + 6 + childCount, word(node.b + 5))))
        case .error, .argument, .modifier, .tag, .parameter, .importDecl, .letDecl, .proposal, .errorItem, .file,
             .fragment:
            return .error
        }
    }

    /// The key of the element child `id` when it was taken whole from the last parse (a
    /// `fragment` node: `Parser.SkippedElement`), else nil.
    @inline(__always)
    package func fragmentKey(_ id: SyntaxID) -> UInt32? {
        let node = nodes[Int(id.raw)]
        return node.tag == .fragment ? node.a : nil
    }

    /// The width and height of `id` when it is a size of two whole numbers (`40x20`), the most
    /// common argument, read without making an `ExprNode`.
    @inline(__always)
    package func wholeSize(_ id: SyntaxID) -> (Double, Double)? {
        let node = nodes[Int(id.raw)]
        guard node.tag == .size, node.flag == Self.inlineSize else { return nil }
        return (Double(node.a), Double(node.b))
    }

    /// The element `id` (which must be one).
    package func element(_ id: SyntaxID) -> ElementNode {
        let node = nodes[Int(id.raw)]
        precondition(node.tag == .element, "internal error: node \(id.raw) is not an element")
        let header = node.b
        let argumentCount = word(header + 1)
        let childCount = word(header + 2)
        let argumentStart = header + 4
        let childStart = argumentStart + (argumentCount == Self.none ? 0 : argumentCount)
        let postfixStart = childStart + (childCount == Self.none ? 0 : childCount)
        return ElementNode(id: id, head: name(node.a, id, node.start, word(header)),
                           arguments: list(argumentStart, argumentCount), children: list(childStart, childCount),
                           postfixes: SyntaxList(start: postfixStart, count: Int(word(header + 3))),
                           range: range(id, node.start, node.end))
    }

    /// The argument `id`.
    package func argument(_ id: SyntaxID) -> ArgumentNode {
        let node = nodes[Int(id.raw)]
        // An unlabelled argument that spans just its value is stored as the value.
        guard node.tag == .argument else {
            return ArgumentNode(label: nil, value: id, range: range(id, node.start, node.end))
        }
        return ArgumentNode(label: node.a == Self.none ? nil : leadingName(node.a, id, node.start),
                            value: SyntaxID(raw: node.b), range: range(id, node.start, node.end))
    }

    /// The argument list's `index`th argument.
    @inline(__always) package func argument(_ list: SyntaxList, _ index: Int) -> ArgumentNode {
        argument(self.id(list, index))
    }

    /// The modifier or tag `id`.
    package func postfix(_ id: SyntaxID) -> PostfixNode {
        let node = nodes[Int(id.raw)]
        if node.tag == .tag { return .tag(name(node.a, id, node.start, node.end)) }
        let argumentCount = word(node.b + 2)
        let argumentStart = node.b + 4
        let childStart = argumentStart + (argumentCount == Self.none ? 0 : argumentCount)
        return .modifier(ModifierNode(id: id, name: name(node.a, id, word(node.b), word(node.b + 1)),
                                      arguments: list(argumentStart, argumentCount),
                                      children: list(childStart, word(node.b + 3)),
                                      range: range(id, node.start, node.end)))
    }

    /// The parameter `id`.
    package func parameter(_ id: SyntaxID) -> ParameterNode {
        let node = nodes[Int(id.raw)]
        return ParameterNode(name: leadingName(node.a, id, node.start),
                             defaultValue: node.b == Self.none ? nil : SyntaxID(raw: node.b),
                             range: range(id, node.start, node.end))
    }

    /// The `let` `id`.
    package func letDecl(_ id: SyntaxID) -> LetNode {
        let node = nodes[Int(id.raw)]
        precondition(node.tag == .letDecl, "internal error: node \(id.raw) is not a let")
        return LetNode(id: id, name: name(node.a, id, word(node.b), word(node.b + 1)),
                       parameters: list(node.b + 4, word(node.b + 3)), value: SyntaxID(raw: word(node.b + 2)),
                       range: range(id, node.start, node.end))
    }

    /// The top-level item `id`.
    package func item(_ id: SyntaxID) -> ItemNode {
        let node = nodes[Int(id.raw)]
        switch node.tag {
        case .importDecl:
            return .importDecl(path: strings[Int(node.a)], pathRange: range(id, word(node.b), word(node.b + 1)),
                               range: range(id, node.start, node.end))
        case .letDecl: return .letDecl(letDecl(id))
        case .proposal:
            return .proposal(arguments: SyntaxList(start: node.a + 1, count: Int(word(node.a))),
                             range: range(id, node.start, node.end))
        case .errorItem: return .error(range(id, node.start, node.end))
        default: return .root(id)
        }
    }

    /// The items of the file node `id`.
    package func items(ofFile id: SyntaxID) -> SyntaxList {
        let node = nodes[Int(id.raw)]
        precondition(node.tag == .file, "internal error: node \(id.raw) is not a file")
        return SyntaxList(start: node.a + 1, count: Int(word(node.a)))
    }

    /// The expressions directly inside `id`, in source order (`Expr.subexpressions` lists them).
    package func subexpressions(of id: SyntaxID) -> [SyntaxID] {
        switch expr(id) {
        case .number, .size, .string, .bool, .infinity, .nilLiteral, .error, .keyPath, .closureParameter:
            return []
        case let .interpolatedString(parts):
            return (0..<parts.count).compactMap {
                if case let .expression(id) = stringPart(parts, $0) { return id } else { return nil }
            }
        case let .unary(_, operand), let .parenthesized(operand):
            return [operand]
        case let .binary(_, left, right):
            return [left, right]
        case let .conditional(condition, then, otherwise):
            return [condition, then, otherwise]
        case let .list(items):
            return Array(ids(items))
        case let .implicitMember(_, arguments):
            return ids(arguments).map { argument($0).value }
        case let .subscriptExpr(base, index):
            return [base, index]
        case let .memberCall(base, _, arguments):
            return [base] + ids(arguments).map { argument($0).value }
        case let .element(element):
            var inner = ids(element.arguments).map { argument($0).value } + ids(element.children)
            for id in ids(element.postfixes) {
                if case let .modifier(modifier) = postfix(id) {
                    inner += ids(modifier.arguments).map { argument($0).value } + ids(modifier.children)
                }
            }
            return inner
        case let .repeatBlock(block):
            return ids(block.arguments).map { argument($0).value } + ids(block.children)
        case let .ifBlock(block):
            return [block.condition] + ids(block.children) + ids(block.elseChildren)
        }
    }

    /// Calls `body` with every tag (`#name`) in `expression`, in source order: the tags of an
    /// element's arguments, then of its children, then its own and its modifiers' (each
    /// modifier's arguments, then its children), in turn; of any other expression, those of its
    /// subexpressions. Read from the nodes as stored, without a node value per node: the checker
    /// looks for a tag written twice over every element of the file.
    package func forEachTag(in expression: SyntaxID, _ body: (_ tag: SyntaxID, _ symbol: Symbol) -> Void,
                            fragment: (SyntaxID) -> Void = { _ in }) {
        // What is left to do, last first: an expression to look into, or a tag met in order.
        var work: [(id: UInt32, isTag: Bool)] = [(expression.raw, false)]
        func pushValues(_ start: UInt32, _ count: UInt32) {
            guard count != Self.none, count > 0 else { return }
            var index = start + count
            while index > start {
                index -= 1
                let id = extra[Int(index)]
                // An argument node's value is its `b`; an unlabelled one is stored as its value.
                let node = nodes[Int(id)]
                work.append((node.tag == .argument ? node.b : id, false))
            }
        }
        func pushList(_ start: UInt32, _ count: UInt32) {
            guard count != Self.none, count > 0 else { return }
            var index = start + count
            while index > start {
                index -= 1
                work.append((extra[Int(index)], false))
            }
        }
        while let (raw, isTag) = work.popLast() {
            let node = nodes[Int(raw)]
            if isTag {
                body(SyntaxID(raw: raw), Symbol(raw: node.a))
                continue
            }
            switch node.tag {
            case .number, .size, .string, .bool, .infinity, .nilLiteral, .error, .keyPath, .closureParameter:
                continue
            case .fragment:
                fragment(SyntaxID(raw: raw))
            case .element:
                let header = node.b
                let argumentCount = word(header + 1), childCount = word(header + 2), postfixCount = word(header + 3)
                let argumentStart = header + 4
                let childStart = argumentStart + (argumentCount == Self.none ? 0 : argumentCount)
                let postfixStart = childStart + (childCount == Self.none ? 0 : childCount)
                // Pushed last first: the postfixes, then the children, then the arguments.
                var index = postfixStart + postfixCount
                while index > postfixStart {
                    index -= 1
                    let postfix = extra[Int(index)]
                    let postfixNode = nodes[Int(postfix)]
                    if postfixNode.tag == .tag {
                        work.append((postfix, true))
                    } else {
                        let modifierArguments = word(postfixNode.b + 2)
                        let modifierArgumentStart = postfixNode.b + 4
                        let modifierChildStart = modifierArgumentStart
                            + (modifierArguments == Self.none ? 0 : modifierArguments)
                        pushList(modifierChildStart, word(postfixNode.b + 3))
                        pushValues(modifierArgumentStart, modifierArguments)
                    }
                }
                pushList(childStart, childCount)
                pushValues(argumentStart, argumentCount)
            default:
                for inner in subexpressions(of: SyntaxID(raw: raw)).reversed() { work.append((inner.raw, false)) }
            }
        }
    }

    /// The `index`th part of an interpolated string's parts.
    package func stringPart(_ list: SyntaxList, _ index: Int) -> StringPartNode {
        let word = extra[Int(list.start) + index]
        return word & Self.textPart != 0 ? .text(strings[Int(word & ~Self.textPart)]) : .expression(SyntaxID(raw: word))
    }
}

extension BinaryOperator {
    /// Every operator, in the order of their `flag` in a binary node.
    static let all: [BinaryOperator] = [.plus, .minus, .times, .divide, .remainder, .equal, .notEqual, .less,
                                        .lessEqual, .greater, .greaterEqual, .and, .or, .halfOpenRange, .closedRange]
    var flag: UInt8 { UInt8(Self.all.firstIndex(of: self) ?? 0) }
}
