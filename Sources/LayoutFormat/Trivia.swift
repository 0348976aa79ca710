import LayoutSyntax

/// A comment found in the trivia before a token, with the line breaks around it.
struct Comment {
    /// The comment as written, without trailing whitespace (`// note`, `/* a */`).
    var text: String
    var isBlock: Bool
    /// Newlines between the previous token or comment and this comment.
    var newlinesBefore: Int
    /// Newlines between this comment and the next comment or token.
    var newlinesAfter: Int

    /// Whether nothing may follow it on its line (a line comment, or a block comment the
    /// author ended the line after).
    var endsLine: Bool { !isBlock || newlinesAfter > 0 }
}

/// The comments of a file, attached to tokens: each token's leading trivia is split into the
/// comments that trail the previous token (on its line) and those that lead this one.
struct TriviaTable {
    /// Comments in the trivia before each token, in order.
    var comments: [[Comment]]
    /// How many of `comments[i]` sit on the line of token `i - 1` (its trailing comments).
    var trailingCount: [Int]
    /// Newlines between the last comment (or the previous token) and each token.
    var newlinesBeforeToken: [Int]
    /// Whether the trivia before each token contains a newline at all.
    var hasNewline: [Bool]

    init(tokens: [Token], bytes: [UInt8]) {
        comments = []
        trailingCount = []
        newlinesBeforeToken = []
        hasNewline = []
        comments.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            var list: [Comment] = []
            var newlines = 0
            var sawNewline = false
            var position = token.triviaStart
            let end = token.range.start
            while position < end {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\n") {
                    newlines += 1
                    sawNewline = true
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < end, bytes[position + 1] == UInt8(ascii: "/") {
                    var stop = position
                    while stop < end, bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
                    list.append(Comment(text: Self.trimmed(bytes[position..<stop]), isBlock: false,
                                        newlinesBefore: newlines, newlinesAfter: 0))
                    if list.count > 1 { list[list.count - 2].newlinesAfter = newlines }
                    newlines = 0
                    position = stop
                } else if byte == UInt8(ascii: "/"), position + 1 < end, bytes[position + 1] == UInt8(ascii: "*") {
                    var stop = position + 2
                    var depth = 1
                    while stop < end, depth > 0 {
                        if bytes[stop] == UInt8(ascii: "/"), stop + 1 < end, bytes[stop + 1] == UInt8(ascii: "*") {
                            depth += 1; stop += 2
                        } else if bytes[stop] == UInt8(ascii: "*"), stop + 1 < end,
                                  bytes[stop + 1] == UInt8(ascii: "/") {
                            depth -= 1; stop += 2
                        } else {
                            stop += 1
                        }
                    }
                    list.append(Comment(text: Self.trimmed(bytes[position..<stop]), isBlock: true,
                                        newlinesBefore: newlines, newlinesAfter: 0))
                    if list.count > 1 { list[list.count - 2].newlinesAfter = newlines }
                    newlines = 0
                    position = stop
                } else {
                    position += 1
                }
            }
            if !list.isEmpty { list[list.count - 1].newlinesAfter = newlines }
            // The first comments on the previous token's line trail it (none for the first token).
            var trailing = 0
            if index > 0 {
                while trailing < list.count, list[trailing].newlinesBefore == 0 { trailing += 1 }
            }
            comments.append(list)
            trailingCount.append(trailing)
            newlinesBeforeToken.append(newlines)
            hasNewline.append(sawNewline)
        }
    }

    /// The text of a comment with the whitespace at the end of each line removed (and `\r`).
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                var line = Substring(line)
                while let last = line.last, last == " " || last == "\t" || last == "\r" || last == "\u{0C}" {
                    line = line.dropLast()
                }
                return String(line)
            }
            .joined(separator: "\n")
    }
}
