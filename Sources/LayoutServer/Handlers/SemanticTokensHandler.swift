import LayoutJSON
import LayoutSema
import LayoutSyntax

/// `textDocument/semanticTokens/full`: every token classified with what the checker knows
/// (a built-in element, a component, a constant, a parameter, a modifier, a label, an
/// enumeration value, a tag), comments included.
enum SemanticTokensHandler {
    static let types = ["keyword", "number", "string", "comment", "struct", "function", "method", "parameter",
                        "variable", "enumMember", "property", "decorator", "operator"]
    static let modifiers = ["declaration", "defaultLibrary", "readonly"]
    static let legend: JSONValue = ["tokenTypes": .array(types.map { .string($0) }),
                                    "tokenModifiers": .array(modifiers.map { .string($0) })]

    static func type(_ name: String) -> Int { types.firstIndex(of: name) ?? 0 }

    static func full(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let analysis = context.analysis
        let tokens = analysis.syntax.tokens
        let bytes = context.document.bytes
        var symbols: [Int: SymbolOccurrence] = [:]
        for occurrence in analysis.symbols.occurrences where occurrence.range.file == analysis.file.id {
            symbols[occurrence.range.start] = occurrence
        }
        // (start, end, type, modifier bits), in order.
        var spans: [(Int, Int, Int, Int)] = []
        for (index, token) in tokens.enumerated() {
            addComments(from: token.triviaStart, to: token.range.start, bytes: bytes, into: &spans)
            let range = token.range
            func previous(_ kind: TokenKind) -> Bool { index > 0 && tokens[index - 1].kind == kind }
            func next(_ kind: TokenKind) -> Bool { index + 1 < tokens.count && tokens[index + 1].kind == kind }
            switch token.kind {
            case .keywordLet, .keywordImport, .keywordRepeat, .keywordProposal, .keywordTrue, .keywordFalse,
                 .keywordInf, .keywordNil:
                spans.append((range.start, range.end, previous(.hash) ? type("decorator") : type("keyword"), 0))
            case .number, .size: spans.append((range.start, range.end, type("number"), 0))
            case .string, .unterminatedString: spans.append((range.start, range.end, type("string"), 0))
            case .plus, .minus, .star, .slash, .equals: spans.append((range.start, range.end, type("operator"), 0))
            case .hash: spans.append((range.start, range.end, type("decorator"), 0))
            case .identifier:
                let text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
                let declaration = symbols[range.start]?.isDeclaration == true ? 1 : 0
                switch symbols[range.start]?.key {
                case let .global(name)?:
                    let isComponent = analysis.symbols.globals[name]?.decl.parameters != nil
                    spans.append((range.start, range.end, type(isComponent ? "function" : "variable"),
                                  declaration | (isComponent ? 0 : 4)))
                case .parameter?:
                    spans.append((range.start, range.end,
                                  type(next(.colon) && declaration == 0 ? "property" : "parameter"), declaration))
                case .repeatIndex?: spans.append((range.start, range.end, type("parameter"), declaration))
                case .tag?: spans.append((range.start, range.end, type("decorator"), 0))
                case nil:
                    if previous(.dot) {
                        spans.append((range.start, range.end, type("method"), 2))
                    } else if next(.colon) {
                        spans.append((range.start, range.end, type("property"), 0))
                    } else if BuiltinRegistry.element(named: text) != nil {
                        spans.append((range.start, range.end, type("struct"), 2))
                    } else {
                        spans.append((range.start, range.end, type("enumMember"), 0))
                    }
                }
            default:
                break
            }
        }
        // Relative encoding, one line per token (comments spanning lines are split).
        var data: [JSONValue] = []
        var lastLine = 0
        var lastCharacter = 0
        let index = context.document.lineIndex
        for (start, end, kind, bits) in spans {
            var segmentStart = start
            while segmentStart < end {
                let line = index.line(of: segmentStart)
                let segmentEnd = min(end, index.lineEnds[line])
                let from = index.position(of: segmentStart, encoding: context.encoding)
                let to = index.position(of: segmentEnd, encoding: context.encoding)
                if to.character > from.character {
                    data += [.int(from.line - lastLine),
                             .int(from.line == lastLine ? from.character - lastCharacter : from.character),
                             .int(to.character - from.character), .int(kind), .int(bits)]
                    lastLine = from.line
                    lastCharacter = from.character
                }
                guard line + 1 < index.lineCount else { break }
                segmentStart = max(index.lineStarts[line + 1], segmentEnd + 1)
            }
        }
        return ["data": .array(data)]
    }

    static func addComments(from start: Int, to end: Int, bytes: [UInt8], into spans: inout [(Int, Int, Int, Int)]) {
        var position = start
        while position + 1 < end {
            if bytes[position] == 47, bytes[position + 1] == 47 {
                var stop = position
                while stop < end, bytes[stop] != 10, bytes[stop] != 13 { stop += 1 }
                spans.append((position, stop, type("comment"), 0))
                position = stop
            } else if bytes[position] == 47, bytes[position + 1] == 42 {
                var stop = position + 2
                var depth = 1
                while stop < end, depth > 0 {
                    if bytes[stop] == 47, stop + 1 < end, bytes[stop + 1] == 42 { depth += 1; stop += 2 }
                    else if bytes[stop] == 42, stop + 1 < end, bytes[stop + 1] == 47 { depth -= 1; stop += 2 }
                    else { stop += 1 }
                }
                spans.append((position, stop, type("comment"), 0))
                position = stop
            } else {
                position += 1
            }
        }
    }
}
