/// Operators and the punctuation spelled with operator characters (`=`, `->`, `.`, prefix `&`,
/// the ternary `?`), as TSPL's "Operators" and Swift's own lexer read them.
extension SwiftLexer {
    /// At an operator-head or `.`: the longest operator (maximal munch), then the reserved
    /// spellings told apart.
    mutating func lexOperator(leftBound: Bool) -> (SwiftTokenKind, SwiftToken.Flags) {
        let start = position
        let startsWithDot = bytes[start] == 0x2E
        position += SwiftCharacters.decode(bytes, at: start, limit: limit)?.length ?? 1
        while let b = peek() {
            if b == 0x2E {
                // TSPL: an operator that does not begin with a dot cannot contain one.
                guard startsWithDot else { break }
                position += 1
                continue
            }
            // A comment starts here: `+//` is `+` then a comment.
            if b == 0x2F, let next = peek(1), next == 0x2F || next == 0x2A { break }
            if b == 0x3C, placeholderEnd(at: position) != nil { break }
            if b < 0x80 {
                guard SwiftCharacters.isASCIIOperatorHead(b) else { break }
                position += 1
            } else {
                guard let (scalar, length) = SwiftCharacters.decode(bytes, at: position, limit: limit),
                      SwiftCharacters.isOperatorCharacter(scalar) else { break }
                position += length
            }
        }
        return classifyOperator(start, leftBound: leftBound)
    }

    /// The operator `bytes[start..<position]`: a reserved punctuation, an operator, or
    /// `.unknown` when it holds `*/` (the end of a comment that never began).
    func classifyOperator(_ start: Int, leftBound: Bool) -> (SwiftTokenKind, SwiftToken.Flags) {
        let length = position - start
        if length == 1 {
            let rightBound = isRightBound(position, leftBound: leftBound, isOperator: true)
            switch bytes[start] {
            case 0x3D: return (.punctuation(.equal), [])
            case 0x2E: return (.punctuation(.period), [])
            case 0x26 where !leftBound && rightBound: return (.punctuation(.ampersandPrefix), [])
            case 0x3F: return (.punctuation(leftBound ? .questionPostfix : .questionInfix), [])
            default: break
            }
        }
        if length == 2 && bytes[start] == 0x2D && bytes[start + 1] == 0x3E { return (.punctuation(.arrow), []) }
        var i = start
        while i + 1 < position {
            if bytes[i] == 0x2A && bytes[i + 1] == 0x2F { return (.unknown, [.invalid]) }
            i += 1
        }
        return (.operatorToken, [])
    }

    /// Whether a regex literal can start after the previous token: where an expression starts
    /// (the heuristic of swift-syntax's `isInRegexLiteralPosition`).
    func regexCanStartHere() -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .punctuation(let punctuation):
            switch punctuation {
            case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .equal, .questionInfix,
                 .ampersandPrefix:
                return true
            default:
                return false
            }
        case .operatorToken:
            return previous.operatorPosition != .postfix
        case .keyword(let keyword):
            switch keyword {
            case .true, .false, .Any, .nil, .`self`, .`Self`, .super, .func, .operator: return false
            default: return true
            }
        case .poundKeyword(let name):
            return ["if", "else", "elseif", "endif"].contains(name)
        case .unknown:
            return true
        default:
            return false
        }
    }
}
