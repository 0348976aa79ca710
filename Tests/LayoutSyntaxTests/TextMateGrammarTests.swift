import Foundation
import Testing

/// A small TextMate tokenizer (match, begin/end, captures, include) — enough to run
/// `Grammar/layout.tmLanguage.json` the way editors do and check the scopes it assigns.
struct TextMateTokenizer {
    indirect enum Pattern {
        case match(NSRegularExpression, name: String?, captures: [Int: String])
        case block(begin: NSRegularExpression, end: NSRegularExpression, name: String?, beginName: String?, patterns: [Pattern])
    }

    let patterns: [Pattern]

    init(grammar: [String: Any]) throws {
        let repository = grammar["repository"] as? [String: Any] ?? [:]
        func compile(_ list: [[String: Any]], depth: Int = 0) throws -> [Pattern] {
            // Grammars include themselves (nested comments); expand a few levels, as deep as tests need.
            guard depth < 7 else { return [] }
            return try list.flatMap { item -> [Pattern] in
                if let include = item["include"] as? String {
                    let key = String(include.dropFirst())
                    let entry = repository[key] as? [String: Any] ?? [:]
                    if let nested = entry["patterns"] as? [[String: Any]] { return try compile(nested, depth: depth + 1) }
                    return try compile([entry], depth: depth + 1)
                }
                if let match = item["match"] as? String {
                    var captures: [Int: String] = [:]
                    for (key, value) in item["captures"] as? [String: [String: String]] ?? [:] { captures[Int(key) ?? 0] = value["name"] }
                    return [.match(try NSRegularExpression(pattern: match, options: [.anchorsMatchLines]), name: item["name"] as? String, captures: captures)]
                }
                if let begin = item["begin"] as? String, let end = item["end"] as? String {
                    let beginName = (item["beginCaptures"] as? [String: [String: String]])?["0"]?["name"]
                    return [.block(begin: try NSRegularExpression(pattern: begin, options: [.anchorsMatchLines]),
                                   end: try NSRegularExpression(pattern: end, options: [.anchorsMatchLines]),
                                   name: item["name"] as? String, beginName: beginName,
                                   patterns: try compile(item["patterns"] as? [[String: Any]] ?? [], depth: depth + 1))]
                }
                if let nested = item["patterns"] as? [[String: Any]] { return try compile(nested, depth: depth + 1) }
                return []
            }
        }
        patterns = try compile(grammar["patterns"] as? [[String: Any]] ?? [])
    }

    /// Scope of each UTF-16 offset of a one-line `text` (innermost scope name).
    func scopes(_ text: String) -> [String?] {
        let ns = text as NSString
        var result = [String?](repeating: nil, count: ns.length)
        func assign(_ range: NSRange, _ name: String?) {
            guard let name, range.location != NSNotFound else { return }
            for i in range.location..<(range.location + range.length) { result[i] = name }
        }
        func run(_ patterns: [Pattern], from start: Int, until end: NSRegularExpression?) -> Int {
            var position = start
            while position < ns.length {
                let rest = NSRange(location: position, length: ns.length - position)
                var best: (range: NSRange, pattern: Pattern?, match: NSTextCheckingResult)?
                // Transparent bounds: a lookbehind sees the line before the position, as in editors.
                if let end, let m = end.firstMatch(in: text, options: [.withTransparentBounds], range: rest) { best = (m.range, nil, m) }
                for pattern in patterns {
                    let regex: NSRegularExpression
                    switch pattern {
                    case let .match(r, _, _): regex = r
                    case let .block(r, _, _, _, _): regex = r
                    }
                    if let m = regex.firstMatch(in: text, options: [.withTransparentBounds], range: rest), m.range.location < (best?.range.location ?? Int.max) {
                        best = (m.range, pattern, m)
                    }
                }
                guard let found = best else { return ns.length }
                switch found.pattern {
                case nil:
                    return found.range.location + found.range.length
                case let .match(_, name, captures)?:
                    assign(found.range, name)
                    for (index, captureName) in captures where index < found.match.numberOfRanges { assign(found.match.range(at: index), captureName) }
                    position = found.range.location + max(found.range.length, 1)
                case let .block(_, endRegex, name, beginName, inner)?:
                    let after = run(inner, from: found.range.location + found.range.length, until: endRegex)
                    let blockRange = NSRange(location: found.range.location, length: after - found.range.location)
                    // Inner scopes win over the block's own.
                    let saved = result
                    assign(blockRange, name)
                    for i in blockRange.location..<(blockRange.location + blockRange.length) where saved[i] != nil && found.range.location + found.range.length <= i && i < after - 1 {
                        result[i] = saved[i]
                    }
                    assign(found.range, beginName)
                    position = max(after, position + 1)
                }
            }
            return ns.length
        }
        _ = run(patterns, from: 0, until: nil)
        return result
    }
}

struct TextMateGrammarTests {
    @Test func sampleTokensGetTheirScopes() throws {
        let data = try Data(contentsOf: grammarDirectory.appendingPathComponent("layout.tmLanguage.json"))
        let grammar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(grammar["scopeName"] as? String == "source.layout")
        let tokenizer = try TextMateTokenizer(grammar: grammar)
        let line = #"let tag(w: 40) = box(40x20).padding(4) #first text("a\nb") inf // note"#
        let scopes = tokenizer.scopes(line)
        func scope(of fragment: String, occurrence: Int = 0) -> String? {
            var searchRange = NSRange(location: 0, length: (line as NSString).length)
            var found = NSRange(location: NSNotFound, length: 0)
            for _ in 0...occurrence {
                found = (line as NSString).range(of: fragment, options: [], range: searchRange)
                searchRange = NSRange(location: found.location + 1, length: (line as NSString).length - found.location - 1)
            }
            return scopes[found.location]
        }
        #expect(scope(of: "let") == "keyword.control.layout")
        #expect(scope(of: "w:") == "variable.parameter.label.layout")
        #expect(scope(of: "40)") == "constant.numeric.layout")
        #expect(scope(of: "box") == "support.function.builtin.layout")
        #expect(scope(of: "40x20") == "constant.numeric.size.layout")
        #expect(scope(of: "padding") == "entity.name.function.modifier.layout")
        #expect(scope(of: "#first") == "entity.name.tag.layout")
        #expect(scope(of: "\"a") == "string.quoted.double.layout")
        #expect(scope(of: "\\n") == "constant.character.escape.layout")
        #expect(scope(of: "inf") == "constant.language.layout")
        #expect(scope(of: "// note") == "comment.line.double-slash.layout")
        #expect(scope(of: "tag") == "entity.name.function.layout")
    }

    @Test func enumerationsColoursAndSuppressions() throws {
        let data = try Data(contentsOf: grammarDirectory.appendingPathComponent("layout.tmLanguage.json"))
        let grammar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tokenizer = try TextMateTokenizer(grammar: grammar)
        let line = "hstack(alignment: firstTextBaseline) < box(1x1).fill(teal) repeat(2, as: i) < gap > >"
        let scopes = tokenizer.scopes(line)
        func scope(of fragment: String) -> String? { scopes[(line as NSString).range(of: fragment).location] }
        #expect(scope(of: "firstTextBaseline") == "support.constant.enum.layout")
        #expect(scope(of: "teal") == "support.constant.color.layout")
        #expect(scope(of: "i)") == "variable.parameter.layout")
        #expect(scope(of: "gap") == "variable.other.layout")
        #expect(tokenizer.scopes("// layoutc-disable-next-line L001").first == "comment.line.double-slash.directive.layout")
    }

    @Test func newSyntaxGetsItsScopes() throws {
        let data = try Data(contentsOf: grammarDirectory.appendingPathComponent("layout.tmLanguage.json"))
        let grammar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tokenizer = try TextMateTokenizer(grammar: grammar)
        let line = #"if n >= 2 && !done < vgrid(columns: [.flexible(min: 40)], alignment: .leading) < text("Item \(i + 1)") > > else < box(1x1).padding(.horizontal, 8) >"#
        let scopes = tokenizer.scopes(line)
        func scope(of fragment: String) -> String? {
            let found = (line as NSString).range(of: fragment)
            return scopes[found.location]
        }
        #expect(scope(of: "if") == "keyword.control.layout")
        #expect(scope(of: "else") == "keyword.control.layout")
        #expect(scope(of: ">=") == "keyword.operator.comparison.layout")
        #expect(scope(of: "&&") == "keyword.operator.logical.layout")
        #expect(scope(of: "vgrid") == "support.function.builtin.layout")
        #expect(scope(of: "flexible") == "support.constant.member.layout")
        #expect(scope(of: "leading") == "support.constant.member.layout")
        #expect(scope(of: "horizontal") == "support.constant.member.layout")
        #expect(scope(of: "padding") == "entity.name.function.modifier.layout")
        #expect(scope(of: "\\(") == "punctuation.section.interpolation.begin.layout")
        #expect(scope(of: "i + 1") == "variable.other.layout")
        #expect(scope(of: "+ 1") == "keyword.operator.arithmetic.layout")
        #expect(scope(of: "Item") == "string.quoted.double.layout")
    }
}
