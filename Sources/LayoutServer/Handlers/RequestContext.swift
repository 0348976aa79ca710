import LayoutAnalysis
import LayoutDiagnostics
import LayoutEngine
import LayoutJSON
import LayoutSema
import LayoutSyntax

/// What a handler sees: one document as it is now, its analysis (made on first use, shared by
/// the requests on the same version), the negotiated encoding, the settings and the client's
/// capabilities. Handlers read nothing else.
struct RequestContext {
    let document: TextDocument
    let analysisProvider: () -> DocumentAnalysis
    let syntaxProvider: () -> SyntaxSnapshot
    /// The last analysis that laid out, for when the current one has errors.
    let staleLayoutProvider: () -> StaleLayout?
    let encoding: PositionEncoding
    let settings: ServerSettings
    let capabilities: ClientCapabilities
    let workspace: Workspace
    /// The layouts registered in Swift that the document may use by name.
    var registry = LayoutRegistry()

    var analysis: DocumentAnalysis { analysisProvider() }
    /// The current text parsed only (for completion and signature help while typing).
    var syntax: SyntaxSnapshot { syntaxProvider() }

    /// Where layouts come from: the current analysis when it laid out, else the last one that did
    /// (positions mapped through the edits since); nil when there is none.
    var layoutSource: LayoutSource? {
        let analysis = self.analysis
        if analysis.result.program != nil { return LayoutSource(analysis: analysis, stale: nil) }
        guard let stale = staleLayoutProvider(), stale.analysis.result.program != nil else { return nil }
        return LayoutSource(analysis: stale.analysis, stale: stale)
    }

    /// The byte offset of `params.position`.
    func offset(_ params: JSONValue) throws(ResponseError) -> Int {
        let position = try TextDocument.position(try params.object("position"))
        return document.lineIndex.offset(of: position, encoding: encoding)
    }

    /// The byte range of `params.range`.
    func byteRange(_ params: JSONValue) throws(ResponseError) -> (Int, Int) {
        try TextDocument.offsets(of: try params.object("range"), in: document.lineIndex, encoding: encoding)
    }

    func position(_ offset: Int) -> JSONValue {
        let position = document.lineIndex.position(of: offset, encoding: encoding)
        return ["line": .int(position.line), "character": .int(position.character)]
    }

    /// An LSP range in this document.
    func range(_ start: Int, _ end: Int) -> JSONValue {
        ["start": position(start), "end": position(end)]
    }

    func range(_ range: SourceRange) -> JSONValue { self.range(range.start, range.end) }

    /// A text edit of this document.
    func edit(_ start: Int, _ end: Int, _ text: String) -> JSONValue {
        ["range": range(start, end), "newText": .string(text)]
    }

    /// The element named `name`: a built-in, else a layout registered in Swift.
    func element(named name: String) -> BuiltinSpec? { BuiltinRegistry.element(named: name, registry: registry) }

    /// The modifier named `name`: a built-in, else one registered in Swift.
    func modifier(named name: String) -> BuiltinSpec? { BuiltinRegistry.modifier(named: name, registry: registry) }

    /// Every element the document may use: the built-ins, then the layouts registered in Swift
    /// (those a built-in's name hides left out, as the checker never reaches them).
    var allElements: [BuiltinSpec] {
        BuiltinRegistry.elements + registry.definitions
            .filter { $0.role != .modifier && BuiltinRegistry.element(named: $0.name) == nil }
            .map(BuiltinSpec.init)
    }

    /// Every modifier: the built-ins, then those registered in Swift.
    var allModifiers: [BuiltinSpec] {
        BuiltinRegistry.modifiers + registry.definitions
            .filter { $0.role == .modifier && BuiltinRegistry.modifier(named: $0.name) == nil }
            .map(BuiltinSpec.init)
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: document.bytes[max(0, start)..<min(end, document.bytes.count)], as: UTF8.self)
    }
}

/// The analysis hover and inlay hints read a layout from, and how the document's current
/// positions map into it.
struct LayoutSource {
    let analysis: DocumentAnalysis
    /// Set when the analysis is of an earlier version (the current one has errors).
    let stale: StaleLayout?

    /// The analysed offset of the current text's `range`, when no edit touched it.
    func analysedStart(of range: SourceRange) -> Int? {
        guard let stale else { return range.start }
        return stale.analysedRange(ofCurrent: range.start, range.end)?.start
    }

    /// The current range of the analysed text's `range`, when no edit touched it.
    func currentRange(of range: SourceRange) -> (start: Int, end: Int)? {
        guard let stale else { return (range.start, range.end) }
        return stale.currentRange(ofAnalysed: range.start, range.end)
    }
}

/// Token-level questions about a document, robust to syntax errors (completion and signature
/// help run while the user types, when the file rarely parses).
struct TokenView {
    let tokens: [Token]
    let bytes: [UInt8]

    init(_ parse: ParseResult, bytes: [UInt8]) {
        self.tokens = parse.tokens
        self.bytes = bytes
    }

    func text(_ index: Int) -> String {
        let range = tokens[index].range
        return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// The index of the last token that starts before `offset` (`nil` when none does).
    func tokenBefore(_ offset: Int) -> Int? {
        var low = 0
        var high = tokens.count - 1
        var found: Int?
        while low <= high {
            let mid = (low + high) / 2
            if tokens[mid].range.start < offset && tokens[mid].kind != .endOfFile {
                found = mid; low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return found
    }

    /// The token whose range contains `offset` (its end included, as cursors sit after words).
    func token(at offset: Int) -> Int? {
        guard let index = tokenBefore(offset + 1) else { return nil }
        let range = tokens[index].range
        return range.start <= offset && offset <= range.end ? index : nil
    }

    /// The call whose parentheses enclose the position before token `index` (exclusive): the
    /// index of its `(`, or `nil` when the nearest unclosed bracket is a `<` or there is none.
    func enclosingParenthesis(before index: Int) -> Int? {
        var depthParen = 0
        var depthAngle = 0
        var cursor = index - 1
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .rightParen: depthParen += 1
            case .leftParen:
                if depthParen == 0 { return cursor }
                depthParen -= 1
            case .rightAngle: depthAngle += 1
            case .leftAngle:
                if depthAngle == 0 && depthParen == 0 { return nil }
                depthAngle = max(0, depthAngle - 1)
            case .keywordLet, .keywordImport:
                if depthParen == 0 && depthAngle == 0 { return nil }
            default: break
            }
            cursor -= 1
        }
        return nil
    }

    /// Whether the position before token `index` is inside children `< … >`.
    func insideChildren(before index: Int) -> Bool {
        var depthAngle = 0
        var cursor = index - 1
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .rightAngle: depthAngle += 1
            case .leftAngle:
                if depthAngle == 0 { return true }
                depthAngle -= 1
            default: break
            }
            cursor -= 1
        }
        return false
    }

    /// Every label written at the top level of the call opened at `open` (to its `)`), except
    /// the token at `excluded` (the one being typed).
    func labels(of open: Int, excluding excluded: Int?) -> Set<String> {
        var labels: Set<String> = []
        var depth = 0
        var index = open + 1
        while index + 1 < tokens.count {
            let kind = tokens[index].kind
            if depth == 0, kind == .rightParen || [.keywordLet, .keywordImport, .endOfFile].contains(kind) { break }
            if depth == 0, index != excluded, kind == .identifier || kind.isKeyword, tokens[index + 1].kind == .colon,
               index == open + 1 || tokens[index - 1].kind == .comma {
                labels.insert(text(index))
            }
            switch kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            default: break
            }
            index += 1
        }
        return labels
    }

    /// The callee of the `(` at `open`.
    func callee(ofParenthesis open: Int) -> Callee? {
        guard open > 0 else { return nil }
        let head = open - 1
        switch tokens[head].kind {
        case .identifier:
            if head > 0, tokens[head - 1].kind == .dot { return .modifier(text(head)) }
            if head > 0, tokens[head - 1].kind == .keywordLet { return nil }
            return .element(text(head))
        case .keywordRepeat: return .repeatBlock
        case .keywordProposal: return .proposal
        default: return nil
        }
    }

    /// The labels written at the top level of the call opened at `open`, up to token `end`, and
    /// how many positional arguments come before.
    func arguments(of open: Int, upTo end: Int) -> (labels: [String], positional: Int) {
        var labels: [String] = []
        var positional = 0
        var depth = 0
        var startOfArgument = true
        var index = open + 1
        while index < end, index < tokens.count {
            let kind = tokens[index].kind
            if depth == 0, startOfArgument {
                if (kind == .identifier || kind.isKeyword), index + 1 < tokens.count, tokens[index + 1].kind == .colon {
                    labels.append(text(index))
                } else if kind != .comma {
                    positional += 1
                }
                startOfArgument = false
            }
            switch kind {
            case .leftParen, .leftAngle: depth += 1
            case .rightParen, .rightAngle: depth -= 1
            case .comma where depth == 0: startOfArgument = true
            default: break
            }
            index += 1
        }
        return (labels, positional)
    }
}
