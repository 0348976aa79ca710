import LayoutAnalysis
import LayoutDiagnostics
import LayoutJSON
import LayoutSyntax

/// `textDocument/foldingRange` (brackets over several lines, block comments and runs of line
/// comments, runs of imports) and `textDocument/selectionRange` (token, argument, list,
/// element, item, file — each inside the next).
enum StructureHandler {
    static func foldingRange(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let analysis = context.analysis
        let tokens = analysis.syntax.tokens
        let index = context.document.lineIndex
        var ranges: [JSONValue] = []
        var stack: [Int] = []
        for (position, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftAngle: stack.append(position)
            case .rightParen, .rightAngle:
                guard let open = stack.popLast() else { continue }
                let startLine = index.line(of: tokens[open].range.start)
                let endLine = index.line(of: token.range.start) - 1
                if endLine > startLine { ranges.append(["startLine": .int(startLine), "endLine": .int(endLine)]) }
            default: break
            }
        }
        // Comments: a block comment over several lines, or consecutive line comments.
        var spans: [(Int, Int, Int, Int)] = []
        for token in tokens {
            SemanticTokensHandler.addComments(from: token.triviaStart, to: token.range.start,
                                              bytes: context.document.bytes, into: &spans)
        }
        var run: (start: Int, end: Int)?
        func closeRun() {
            if let current = run, current.end > current.start {
                ranges.append(["startLine": .int(current.start), "endLine": .int(current.end), "kind": "comment"])
            }
            run = nil
        }
        for (start, end, _, _) in spans {
            let first = index.line(of: start)
            let last = index.line(of: max(start, end - 1))
            if last > first {
                closeRun()
                ranges.append(["startLine": .int(first), "endLine": .int(last), "kind": "comment"])
            } else if let current = run, current.end + 1 == first {
                run = (current.start, first)
            } else {
                closeRun()
                run = (first, first)
            }
        }
        closeRun()
        let imports = analysis.syntax.file.items.compactMap { item -> SourceRange? in
            if case let .importDecl(decl) = item { return decl.range } else { return nil }
        }
        if let first = imports.first, let last = imports.last,
           index.line(of: last.start) > index.line(of: first.start) {
            ranges.append(["startLine": .int(index.line(of: first.start)), "endLine": .int(index.line(of: last.start)),
                           "kind": "imports"])
        }
        return .array(ranges)
    }

    static func selectionRange(_ context: RequestContext, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let positions = params["positions"]?.arrayValue else { throw .invalidParams("missing \"positions\"") }
        let analysis = context.analysis
        let syntax = analysis.syntax
        var results: [JSONValue] = []
        for position in positions {
            let point = context.document.lineIndex.offset(of: try TextDocument.position(position),
                                                          encoding: context.encoding)
            var ranges: [(Int, Int)] = [(0, context.document.bytes.count)]
            let view = TokenView(syntax, bytes: context.document.bytes)
            if let token = view.token(at: point) {
                ranges.append((view.tokens[token].range.start, view.tokens[token].range.end))
            }
            // Brackets around the point, with their contents.
            var stack: [Int] = []
            for token in syntax.tokens {
                switch token.kind {
                case .leftParen, .leftAngle: stack.append(token.range.start)
                case .rightParen, .rightAngle:
                    guard let open = stack.popLast() else { continue }
                    if open < point && point <= token.range.start {
                        ranges.append((open, token.range.end))
                        ranges.append((open + 1, token.range.start))
                    }
                default: break
                }
            }
            for item in syntax.file.items where item.range.start <= point && point <= item.range.end {
                ranges.append((item.range.start, item.range.end))
            }
            for (element, range) in elementExpressions(syntax.file) where range.start <= point && point <= range.end {
                ranges.append((range.start, range.end))
                if let arguments = element.arguments {
                    for argument in arguments where argument.range.start <= point && point <= argument.range.end {
                        ranges.append((argument.range.start, argument.range.end))
                    }
                }
            }
            // Innermost first; each must contain the one before.
            var chain: [(Int, Int)] = []
            for range in ranges.sorted(by: { ($0.1 - $0.0, $1.0) < ($1.1 - $1.0, $0.0) }) {
                guard range.0 <= range.1, range.0 <= point, point <= range.1 else { continue }
                if let last = chain.last {
                    if last == range { continue }
                    guard range.0 <= last.0 && last.1 <= range.1 else { continue }
                }
                chain.append(range)
            }
            var json: JSONValue?
            for range in chain.reversed() {
                var entry: [String: JSONValue] = ["range": context.range(range.0, range.1)]
                if let parent = json { entry["parent"] = parent }
                json = .object(entry)
            }
            results.append(json ?? ["range": context.range(point, point)])
        }
        return .array(results)
    }
}
