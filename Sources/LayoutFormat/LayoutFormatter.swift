import LayoutDiagnostics
import LayoutSyntax

/// How formatted code is laid out.
public struct FormatOptions: Hashable, Sendable {
    /// Spaces per level of nesting.
    public var indent: Int
    /// The column a line should not pass when it can be broken.
    public var lineWidth: Int

    /// The accepted ranges (also what `.layoutc.json` accepts).
    public static let indentRange = 1...16
    public static let lineWidthRange = 20...1000

    public init(indent: Int = 2, lineWidth: Int = 100) {
        self.indent = indent
        self.lineWidth = lineWidth
    }
}

/// Why a file was not formatted.
public enum FormatFailure: Error, Sendable {
    /// The file does not parse: formatting it could only guess. The diagnostics say why.
    case syntaxErrors([Diagnostic])
    /// The bytes at this offset are not UTF-8 (inside a string or comment: kept as they are by
    /// every other command, but the formatter would have to rewrite them).
    case invalidUTF8(offset: Int)
    /// The formatter's result would not have the same tokens and comments as the input: a bug,
    /// caught before anything was written.
    case internalError(String)
}

/// The formatter: parses, builds the document IR, prints it at the line width, and checks that
/// the result has exactly the input's tokens and comments (so it cannot change what the file
/// means) before returning it.
public enum LayoutFormatter {
    /// The formatted text of `file`.
    public static func format(_ file: SourceFile,
                              options: FormatOptions = FormatOptions()) -> Result<String, FormatFailure> {
        if let offset = firstInvalidUTF8(file.bytes) { return .failure(.invalidUTF8(offset: offset)) }
        let parse = Parser.parse(file)
        guard parse.diagnostics.isEmpty else { return .failure(.syntaxErrors(parse.diagnostics)) }
        let tree: FormatFile
        do {
            tree = try FormatTreeBuilder(tokens: parse.tokens).file(parse.file)
        } catch {
            return .failure(.internalError("the syntax tree does not match the tokens: \(error.message)"))
        }
        let indent = min(max(options.indent, FormatOptions.indentRange.lowerBound),
                         FormatOptions.indentRange.upperBound)
        let builder = DocBuilder(tokens: parse.tokens, bytes: file.bytes, indent: indent)
        let doc = builder.file(tree).propagatingBreaks()
        let newline = usesCRLF(file.bytes) ? "\r\n" : "\n"
        var output = DocPrinter(lineWidth: max(options.lineWidth, 1), newline: newline).print(doc)
        output = strippingTrailingWhitespace(output)
        if file.bomLength > 0 { output = "\u{FEFF}" + output }
        if let problem = verify(original: file, parse: parse, formatted: output) {
            return .failure(.internalError(problem))
        }
        return .success(output)
    }

    /// The offset of the first byte sequence that is not UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
        var offset = 0
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar == "\u{FFFD}" {
                // A real U+FFFD is three bytes EF BF BD; anything else is the replacement.
                if offset + 2 < bytes.count, bytes[offset] == 0xEF, bytes[offset + 1] == 0xBF,
                   bytes[offset + 2] == 0xBD {
                    offset += 3
                    continue
                }
                return offset
            }
            offset += String(scalar).utf8.count
        }
        return offset
    }

    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r")
    }

    static func strippingTrailingWhitespace(_ text: String) -> String {
        guard text.contains(" \n") || text.contains("\t\n") || text.contains(" \r\n") || text.hasSuffix(" ") else {
            return text
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var line = line
            let hasCR = line.last == "\r"
            if hasCR { line = line.dropLast() }
            while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
            return hasCR ? Substring(String(line) + "\r") : line
        }.joined(separator: "\n")
    }

    /// A description of the first difference in tokens or comments between the input and the
    /// output; `nil` when they agree (a trailing comma before `)` or `]` may come or go).
    static func verify(original: SourceFile, parse: ParseResult, formatted: String) -> String? {
        let output = SourceFile(id: original.id, name: original.name, text: formatted)
        let outputTokens = Lexer.tokenize(output)
        let before = significant(parse.tokens, bytes: original.bytes)
        let after = significant(outputTokens, bytes: output.bytes)
        if before.count != after.count || zip(before, after).contains(where: { $0 != $1 }) {
            let index = zip(before, after).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(before.count, after.count)
            let was = index < before.count ? before[index].text : "the end"
            let now = index < after.count ? after[index].text : "the end"
            return "token \(index) would change from '\(was)' to '\(now)'"
        }
        let commentsBefore = TriviaTable(tokens: parse.tokens, bytes: original.bytes).comments.joined().map(\.text)
        let commentsAfter = TriviaTable(tokens: outputTokens, bytes: output.bytes).comments.joined().map(\.text)
        if commentsBefore != commentsAfter {
            return "the comments would change (\(commentsBefore.count) before, \(commentsAfter.count) after)"
        }
        return nil
    }

    struct SignificantToken: Equatable {
        var kind: TokenKind
        var text: String
    }

    /// Tokens without the end of file and without commas that stand right before `)` or `]`.
    static func significant(_ tokens: [Token], bytes: [UInt8]) -> [SignificantToken] {
        var result: [SignificantToken] = []
        for (index, token) in tokens.enumerated() where token.kind != .endOfFile {
            if token.kind == .comma, index + 1 < tokens.count,
               [.rightParen, .rightBracket].contains(tokens[index + 1].kind) { continue }
            result.append(SignificantToken(kind: token.kind,
                                           text: String(decoding: bytes[token.range.start..<token.range.end],
                                                        as: UTF8.self)))
        }
        return result
    }
}
