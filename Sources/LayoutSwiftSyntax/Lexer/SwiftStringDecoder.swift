/// Decodes one string token (TSPL, "String Literals"): the lexer reads the token again, bounded
/// by it, to find its interpolations; then the text between them is decoded: escapes, line
/// breaks as `\n`, and for a multi-line string the closing delimiter's indentation stripped from
/// every line and escaped line breaks left out.
struct SwiftStringDecoder {
    let source: [UInt8]
    let range: Range<Int>

    private var problems: [SwiftStringProblem] = []
    private var segments: [SwiftStringSegment] = []
    private var text: [UInt8] = []

    init(source: [UInt8], range: Range<Int>) {
        self.source = source
        self.range = range
    }

    /// The delimiters and where the text lies between them.
    private struct Layout {
        var pounds = 0
        var multiline = false
        var terminated = true
        /// The text to decode (a multi-line string's first and last line breaks excluded).
        var text: Range<Int>
        /// A multi-line string's closing indentation, stripped from each line.
        var indentation: Range<Int>
        /// Whether the text begins at the start of a line (multi-line strings).
        var startsLine = false
    }

    mutating func decode() -> SwiftStringLiteral {
        let start = range.lowerBound
        var pounds = 0
        while start + pounds < range.upperBound, source[start + pounds] == 0x23 { pounds += 1 }
        guard start + pounds < range.upperBound, source[start + pounds] == 0x22 || source[start + pounds] == 0x27 else {
            let problem = SwiftStringProblem(kind: .unterminated, range: range)
            return SwiftStringLiteral(segments: [], delimiterCount: pounds, isMultiline: false, problems: [problem])
        }
        var lexer = SwiftLexer(source, range: range)
        lexer.recordedInterpolations = []
        let flags = lexer.lexString(pounds: pounds).1
        let spans = lexer.recordedInterpolations ?? []
        let layout = self.layout(pounds: pounds, end: lexer.position, terminated: !flags.contains(.unterminated))
        if source[start + pounds] == 0x27 { problems.append(SwiftStringProblem(kind: .singleQuoted, range: range)) }
        decodeText(layout, spans: spans)
        flush()
        if !layout.terminated {
            problems.append(SwiftStringProblem(kind: .unterminated, range: lexer.position..<lexer.position))
        }
        return SwiftStringLiteral(segments: segments, delimiterCount: pounds, isMultiline: layout.multiline,
                                  problems: problems)
    }

    /// Where the text lies: after the opening delimiter (and, multi-line, its line), before the
    /// closing one (and, multi-line, the line break before its line).
    private mutating func layout(pounds: Int, end: Int, terminated: Bool) -> Layout {
        let quote = range.lowerBound + pounds
        let multiline = quote + 2 < end && source[quote..<quote + 3].allSatisfy { $0 == 0x22 }
        let contentStart = quote + (multiline ? 3 : 1)
        let contentEnd = max(contentStart, terminated ? end - (multiline ? 3 : 1) - pounds : end)
        var layout = Layout(pounds: pounds, multiline: multiline, terminated: terminated,
                            text: contentStart..<contentEnd, indentation: contentStart..<contentStart)
        guard multiline else { return layout }
        // The opening line: nothing but spaces and tabs after `"""`.
        var k = contentStart
        while k < contentEnd, SwiftCharacters.isInlineSpace(source[k]) { k += 1 }
        if k < contentEnd, SwiftCharacters.isNewline(source[k]) {
            layout.text = lineBreakEnd(k, limit: contentEnd)..<contentEnd
            layout.startsLine = true
        } else if k < contentEnd || terminated {
            problems.append(SwiftStringProblem(kind: .contentOnOpeningLine, range: k..<min(k + 1, end)))
            if k >= contentEnd { return layout }
        }
        guard terminated else { return layout }
        // The closing line: only spaces and tabs before `"""`; they are the indentation.
        let textStart = layout.text.lowerBound
        var p = contentEnd
        while p > textStart, SwiftCharacters.isInlineSpace(source[p - 1]) { p -= 1 }
        if p == textStart && layout.startsLine {
            layout.text = textStart..<textStart
            layout.indentation = p..<contentEnd
        } else if p > textStart, SwiftCharacters.isNewline(source[p - 1]) {
            var lineBreak = p - 1
            if source[lineBreak] == 0x0A, lineBreak > textStart, source[lineBreak - 1] == 0x0D { lineBreak -= 1 }
            layout.text = textStart..<lineBreak
            layout.indentation = p..<contentEnd
        } else {
            problems.append(SwiftStringProblem(kind: .closingDelimiterNotOnOwnLine, range: contentEnd..<contentEnd + 3))
        }
        return layout
    }

    /// After the line break at `i` (CR LF is one).
    private func lineBreakEnd(_ i: Int, limit: Int) -> Int {
        source[i] == 0x0D && i + 1 < limit && source[i + 1] == 0x0A ? i + 2 : i + 1
    }

    private mutating func decodeText(_ layout: Layout, spans: [SwiftInterpolationSpan]) {
        let end = layout.text.upperBound
        var i = layout.text.lowerBound
        var atLineStart = layout.startsLine
        var spanIndex = 0
        while i < end {
            if atLineStart {
                atLineStart = false
                i = stripIndentation(at: i, layout)
                continue
            }
            let b = source[i]
            if SwiftCharacters.isNewline(b) {
                text.append(0x0A)
                i = lineBreakEnd(i, limit: end)
                atLineStart = layout.multiline
                continue
            }
            guard b == 0x5C, poundsFollow(i + 1, count: layout.pounds, limit: end) else {
                text.append(b)
                i += 1
                continue
            }
            let after = i + 1 + layout.pounds
            while spanIndex < spans.count, spans[spanIndex].backslash < i { spanIndex += 1 }
            if spanIndex < spans.count, spans[spanIndex].backslash == i {
                flush()
                segments.append(.interpolation(spans[spanIndex].expression))
                i = max(spans[spanIndex].end, after)
                spanIndex += 1
                continue
            }
            if after < end, source[after] == 0x28 {
                guard layout.terminated else {
                    problems.append(SwiftStringProblem(kind: .unterminatedInterpolation, range: i..<end))
                    return
                }
                // Nested past the lexer's depth limit: left as written.
                problems.append(SwiftStringProblem(kind: .invalidEscape, range: i..<after + 1))
                text.append(contentsOf: source[i..<after + 1])
                i = after + 1
                continue
            }
            let escape = SwiftEscape.scan(source, at: after, limit: end, multiline: layout.multiline)
            let escapeEnd = max(escape.end, after)
            switch escape.meaning {
            case .scalar(let value):
                if let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { text.append($0) } }
            case .lineContinuation:
                atLineStart = true
            case .invalid, .invalidScalar:
                let kind: SwiftStringProblem.Kind = escape.meaning == .invalid ? .invalidEscape : .invalidUnicodeScalar
                problems.append(SwiftStringProblem(kind: kind, range: i..<escapeEnd))
                text.append(contentsOf: source[i..<escapeEnd])
            }
            i = escapeEnd
        }
    }

    /// At the start of a line of a multi-line string: past its indentation. A blank line may be
    /// shorter; any other line must start with the closing delimiter's indentation.
    private mutating func stripIndentation(at i: Int, _ layout: Layout) -> Int {
        let indentation = layout.indentation, end = layout.text.upperBound
        var k = 0
        while k < indentation.count, i + k < end, source[i + k] == source[indentation.lowerBound + k] { k += 1 }
        if k == indentation.count { return i + k }
        var j = i
        while j < end, SwiftCharacters.isInlineSpace(source[j]) { j += 1 }
        if j >= end || SwiftCharacters.isNewline(source[j]) { return j }
        problems.append(SwiftStringProblem(kind: .insufficientIndentation, range: i..<j + 1))
        return i + k
    }

    private func poundsFollow(_ i: Int, count: Int, limit: Int) -> Bool {
        guard count > 0 else { return true }
        guard i + count <= limit else { return false }
        return source[i..<i + count].allSatisfy { $0 == 0x23 }
    }

    private mutating func flush() {
        guard !text.isEmpty else { return }
        segments.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }
}
