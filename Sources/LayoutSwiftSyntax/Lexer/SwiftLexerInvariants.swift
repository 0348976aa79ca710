/// What the lexer promises for any bytes, checked by the property tests and the fuzzer
/// (`layoutc-swift-fuzz`): no trap; tokens in order, non-empty, within bounds, at most one per
/// byte plus the end; `.endOfFile` last and empty; every byte in a token or in whitespace (or
/// the leading byte order mark and `#!` line); a string's segments inside it, and each
/// interpolation lexed alone keeping the same promises.
public enum SwiftLexerInvariants {
    /// The broken promises for `source` (empty when all are kept).
    public static func check(_ source: [UInt8]) -> [String] {
        var problems: [String] = []
        let tokens = SwiftTokens(source: source)
        let triviaEnd = SwiftLexer.leadingTriviaEnd(source)
        check(tokens, range: 0..<source.count, triviaEnd: triviaEnd, depth: 0, into: &problems)
        return problems
    }

    /// Interpolations inside interpolations are checked this deep (each level is lexed again).
    static let maximumDepth = 3

    static func check(_ tokens: SwiftTokens, range: Range<Int>, triviaEnd: Int, depth: Int,
                      into problems: inout [String]) {
        let source = tokens.source
        guard let last = tokens.tokens.last, last.kind == .endOfFile, last.range.isEmpty else {
            problems.append("the last token is not an empty end of file")
            return
        }
        if last.range.lowerBound != range.upperBound {
            problems.append("the end of file at \(last.range.lowerBound), not \(range.upperBound)")
        }
        if tokens.count > range.count + 1 { problems.append("\(tokens.count) tokens for \(range.count) bytes") }
        var covered = range.lowerBound
        for (index, token) in tokens.enumerated() {
            let where_ = "token \(index) (\(token.kind.symbol)) at \(token.range)"
            guard token.range.lowerBound >= covered, token.range.upperBound <= range.upperBound else {
                problems.append("\(where_) out of order or out of bounds (after \(covered))")
                return
            }
            if token.range.isEmpty != (token.kind == .endOfFile) { problems.append("\(where_) is empty or a late end") }
            if token.kind == .unknown && !token.flags.contains(.invalid) {
                problems.append("\(where_) unknown, not invalid")
            }
            for i in covered..<token.range.lowerBound where i >= triviaEnd && !SwiftCharacters.isWhitespace(source[i]) {
                problems.append("byte \(i) (\(source[i])) before \(where_) is in no token and is not whitespace")
                break
            }
            covered = token.range.upperBound
            if token.kind == .string { checkString(token, in: tokens, depth: depth, where_, into: &problems) }
        }
    }

    /// A string's interpolations lie inside it, in order, and lex alone as any text does.
    static func checkString(_ token: SwiftToken, in tokens: SwiftTokens, depth: Int, _ where_: String,
                            into problems: inout [String]) {
        guard let literal = tokens.stringLiteral(of: token) else {
            problems.append("\(where_) has no string literal")
            return
        }
        var after = token.range.lowerBound
        for case .interpolation(let range) in literal.segments {
            guard range.lowerBound >= after, range.upperBound <= token.range.upperBound else {
                problems.append("\(where_) has an interpolation \(range) outside it or out of order")
                return
            }
            after = range.upperBound
            guard depth < maximumDepth else { continue }
            let inner = SwiftTokens(source: tokens.source, range: range)
            check(inner, range: range, triviaEnd: range.lowerBound, depth: depth + 1, into: &problems)
        }
        for problem in literal.problems where problem.range.lowerBound < token.range.lowerBound
            || problem.range.upperBound > token.range.upperBound {
            problems.append("\(where_) has a problem \(problem.kind) at \(problem.range), outside it")
        }
    }
}
