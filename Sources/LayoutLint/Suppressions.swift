import Foundation
import LayoutDiagnostics
import LayoutSyntax

/// The suppression comments of a file:
///
///     // layoutc-disable-next-line overflow, L003 -- the avatars overlap by design
///     box(…)                                    // layoutc-disable-line zero-size
///     // layoutc-disable truncated-text  …  // layoutc-enable truncated-text
///     // layoutc-disable-file deep-nesting
///
/// Rules by code or name; none means every rule; text after `--` is the reason. Each use is
/// counted, so a suppression that suppresses nothing can be reported (`unused-suppression`).
final class Suppressions {
    enum Kind: String {
        case nextLine = "layoutc-disable-next-line", line = "layoutc-disable-line"
        case disable = "layoutc-disable", enable = "layoutc-enable", file = "layoutc-disable-file"
    }

    struct Directive {
        var kind: Kind
        /// The whole comment, `//` to the end of the line.
        var range: SourceRange
        /// Whether the comment is alone on its line (removing it removes the line).
        var ownLine: Bool
        /// The rules as written, each with its range; empty: every rule.
        var rules: [(text: String, range: SourceRange)]
        /// The lines (0-based) it covers.
        var lines: ClosedRange<Int>
        /// Uses per rule name as written ("" for a directive without rules).
        var uses: [String: Int] = [:]
    }

    private(set) var directives: [Directive] = []
    let file: SourceFile

    /// The suppressions of a `.layout` file: its `//` comments, found in its tokens' trivia.
    convenience init(file: SourceFile, tokens: [Token]) {
        var comments: [SourceRange] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            tokens.withUnsafeBufferPointer { tokens in
                for token in tokens where token.triviaStart < token.startOffset {
                    // Most trivia is blanks and line breaks: only trivia with a slash can hold a comment.
                    var index = token.triviaStart
                    while index < token.startOffset, bytes[index] != 47 { index += 1 }
                    if index < token.startOffset {
                        comments += Self.lineComments(in: token.triviaStart..<token.startOffset, of: file)
                    }
                }
            }
        }
        // Where the code starts matters only to a comment (`-next-line`).
        self.init(file: file, comments: comments, codeStarts: comments.isEmpty ? [] : tokens.map(\.startOffset))
    }

    /// The suppressions among `comments` (each `//` to the end of its line) of a file whose code
    /// tokens start at `codeStarts`, in order (`-next-line` covers the next line with code).
    init(file: SourceFile, comments: [SourceRange], codeStarts: [Int]) {
        self.file = file
        var pendingRegions: [(rules: [(text: String, range: SourceRange)], start: Int, range: SourceRange,
                              ownLine: Bool)] = []
        let lastLine = file.lineStarts.count - 1
        for comment in comments {
            // Split on the bytes, not on decoded text: a word's range is then exact even when
            // the comment holds bytes that are not UTF-8 (decoding would widen each to U+FFFD).
            let words = Self.words(in: comment, of: file)
            guard let first = words.first, let kind = Kind(rawValue: first.text) else { continue }
            let line = file.lineIndex(of: comment.start)
            let lineStart = file.lineContentRange(line).lowerBound
            let ownLine = file.bytes[lineStart..<comment.start].allSatisfy { $0 == 32 || $0 == 9 }
            // Each rule's range within the comment, for the fix that removes one.
            let rules = Array(words.dropFirst())
            switch kind {
            case .nextLine:
                let next = codeStarts.lazy.map { file.lineIndex(of: $0) }.first { $0 > line } ?? min(line + 1, lastLine)
                directives.append(Directive(kind: kind, range: comment, ownLine: ownLine, rules: rules,
                                            lines: next...next))
            case .line:
                directives.append(Directive(kind: kind, range: comment, ownLine: ownLine, rules: rules,
                                            lines: line...line))
            case .file:
                directives.append(Directive(kind: kind, range: comment, ownLine: ownLine, rules: rules,
                                            lines: 0...lastLine))
            case .disable:
                pendingRegions.append((rules, line, comment, ownLine))
            case .enable:
                // Closes the regions it names (or all): each region becomes a directive.
                let names = Set(rules.map(\.text))
                var kept: [(rules: [(text: String, range: SourceRange)], start: Int, range: SourceRange,
                            ownLine: Bool)] = []
                for region in pendingRegions {
                    if names.isEmpty || region.rules.contains(where: { names.contains($0.text) })
                        || region.rules.isEmpty {
                        directives.append(Directive(kind: .disable, range: region.range, ownLine: region.ownLine,
                                                    rules: region.rules, lines: region.start...max(region.start, line)))
                    } else {
                        kept.append(region)
                    }
                }
                pendingRegions = kept
            }
        }
        for region in pendingRegions {
            directives.append(Directive(kind: .disable, range: region.range, ownLine: region.ownLine,
                                        rules: region.rules, lines: region.start...lastLine))
        }
    }

    /// Whether a finding of `rule` on `line` is suppressed; counts the use.
    func suppresses(_ rule: LintRule, line: Int) -> Bool {
        for index in directives.indices where directives[index].lines.contains(line) {
            if directives[index].rules.isEmpty {
                directives[index].uses["", default: 0] += 1
                return true
            }
            if let match = directives[index].rules.first(where: {
                $0.text == rule.code || $0.text.uppercased() == rule.code || $0.text == rule.name
            }) {
                directives[index].uses[match.text, default: 0] += 1
                return true
            }
        }
        return false
    }

    /// The words of a `//` comment before its reason (` --`), separated by spaces, tabs and
    /// commas, each with its range.
    static func words(in comment: SourceRange, of file: SourceFile) -> [(text: String, range: SourceRange)] {
        let bytes = file.bytes
        var end = comment.end
        var i = comment.start + 2
        while i + 2 < comment.end {
            if bytes[i] == 32, bytes[i + 1] == 45, bytes[i + 2] == 45 { end = i; break }
            i += 1
        }
        var words: [(text: String, range: SourceRange)] = []
        var start: Int?
        for position in (comment.start + 2)...end {
            let separator = position == end || bytes[position] == 32 || bytes[position] == 44 || bytes[position] == 9
            if separator {
                if let wordStart = start {
                    words.append((String(decoding: bytes[wordStart..<position], as: UTF8.self),
                                  SourceRange(file: file.id, start: wordStart, end: position)))
                }
                start = nil
            } else if start == nil {
                start = position
            }
        }
        return words
    }

    /// The `//` comments inside a stretch of trivia (block comments skipped, nested as Swift's).
    static func lineComments(in trivia: Range<Int>, of file: SourceFile) -> [SourceRange] {
        var comments: [SourceRange] = []
        let bytes = file.bytes
        var i = trivia.lowerBound
        while i + 1 < trivia.upperBound {
            if bytes[i] == 47, bytes[i + 1] == 47 {
                // To the line feed, as the lexer reads it (a lone carriage return is inside the
                // comment); the carriage return of a CRLF is not part of it.
                var end = i
                while end < trivia.upperBound, bytes[end] != 10 { end += 1 }
                let contentEnd = end > i + 2 && bytes[end - 1] == 13 ? end - 1 : end
                comments.append(SourceRange(file: file.id, start: i, end: contentEnd))
                i = end
            } else if bytes[i] == 47, bytes[i + 1] == 42 {
                var depth = 1
                i += 2
                while i + 1 < trivia.upperBound, depth > 0 {
                    if bytes[i] == 47, bytes[i + 1] == 42 {
                        depth += 1; i += 2
                    } else if bytes[i] == 42, bytes[i + 1] == 47 {
                        depth -= 1; i += 2
                    } else {
                        i += 1
                    }
                }
            } else {
                i += 1
            }
        }
        return comments
    }

}
