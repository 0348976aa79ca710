import Foundation
import Testing
import LayoutDiagnostics
@testable import LayoutSyntax

let grammarDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Grammar")

/// A reader and sentence generator for `Grammar/layout.ebnf`, so the parser is checked against
/// the grammar as written: every generated sentence must parse without a syntax error, and the
/// sentences together must use every rule.
indirect enum EBNF {
    case terminal(String)
    case rule(String)
    case token(String)
    case sequence([EBNF])
    case choice([EBNF])
    case optional(EBNF)
    case repetition(EBNF)

    /// Reads the syntactic rules (those above the lexical section).
    static func rules(_ text: String) throws -> [(String, EBNF)] {
        var source = text
        if let lexical = source.range(of: "(* Lexical grammar *)") { source = String(source[..<lexical.lowerBound]) }
        while let open = source.range(of: "(*"), let close = source.range(of: "*)", range: open.upperBound..<source.endIndex) {
            source.removeSubrange(open.lowerBound..<close.upperBound)
        }
        var reader = Reader(tokens: tokenize(source))
        var rules: [(String, EBNF)] = []
        while !reader.atEnd {
            let name = try reader.next()
            try reader.expect("=")
            rules.append((name, try reader.choice()))
            try reader.expect(";")
        }
        return rules
    }

    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var chars = Array(text)[...]
        while let c = chars.first {
            if c.isWhitespace { chars = chars.dropFirst(); continue }
            if c == "\"" || c == "'" {
                let rest = chars.dropFirst()
                let end = rest.firstIndex(of: c) ?? rest.endIndex
                tokens.append(String(chars[chars.startIndex...min(end, chars.endIndex - 1)]))
                chars = chars[min(end + 1, chars.endIndex)...]
                continue
            }
            if c.isLetter || c == "_" {
                let end = chars.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? chars.endIndex
                tokens.append(String(chars[..<end]))
                chars = chars[end...]
                continue
            }
            tokens.append(String(c))
            chars = chars.dropFirst()
        }
        return tokens
    }

    struct Reader {
        var tokens: [String]
        var index = 0
        var atEnd: Bool { index >= tokens.count }
        var peek: String? { atEnd ? nil : tokens[index] }
        mutating func next() throws -> String {
            guard !atEnd else { throw CocoaError(.formatting) }
            index += 1
            return tokens[index - 1]
        }
        mutating func expect(_ token: String) throws {
            guard try next() == token else { throw CocoaError(.formatting) }
        }
        mutating func choice() throws -> EBNF {
            var options = [try sequence()]
            while peek == "|" { index += 1; options.append(try sequence()) }
            return options.count == 1 ? options[0] : .choice(options)
        }
        mutating func sequence() throws -> EBNF {
            var items: [EBNF] = []
            while let token = peek, ![";", "|", ")", "]", "}"].contains(token) {
                index += 1
                switch token {
                case "(": items.append(try choice()); try expect(")")
                case "[": items.append(.optional(try choice())); try expect("]")
                case "{": items.append(.repetition(try choice())); try expect("}")
                default:
                    if token.hasPrefix("\"") { items.append(.terminal(String(token.dropFirst().dropLast()))) }
                    else if token == token.uppercased() { items.append(.token(token)) }
                    else { items.append(.rule(token)) }
                }
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }
    }
}

struct SentenceGenerator {
    let rules: [String: EBNF]
    var rng: SeededRandom
    var used: Set<String> = []
    /// Fewest tokens each rule can produce (a fixed point), to steer deep expansions home.
    var cost: [String: Int] = [:]

    init(rules: [(String, EBNF)], seed: UInt64) {
        self.rules = Dictionary(rules, uniquingKeysWith: { a, _ in a })
        rng = SeededRandom(state: seed)
        for name in self.rules.keys { cost[name] = 1000 }
        for _ in 0..<20 { for (name, e) in self.rules { cost[name] = min(cost[name] ?? 1000, minCost(e)) } }
    }

    func minCost(_ e: EBNF) -> Int {
        switch e {
        case .terminal, .token: return 1
        case let .rule(name): return cost[name] ?? 1000
        case let .sequence(items): return items.map(minCost).reduce(0, +)
        case let .choice(options): return options.map(minCost).min() ?? 0
        case .optional, .repetition: return 0
        }
    }

    mutating func generate(_ e: EBNF, depth: Int, into out: inout [String]) {
        let deep = depth > 7
        switch e {
        case let .terminal(t): out.append(t)
        case let .token(t): out.append(token(t))
        case let .rule(name):
            used.insert(name)
            if let body = rules[name] { generate(body, depth: depth + 1, into: &out) }
        case let .sequence(items): for item in items { generate(item, depth: depth, into: &out) }
        case let .choice(options):
            let pick = deep ? options.min { minCost($0) < minCost($1) }! : options[Int(rng.next() % UInt64(options.count))]
            generate(pick, depth: depth, into: &out)
        case let .optional(inner):
            if !deep && rng.next() % 2 == 0 { generate(inner, depth: depth, into: &out) }
        case let .repetition(inner):
            let count = deep ? 0 : Int(rng.next() % 3)
            for _ in 0..<count { generate(inner, depth: depth, into: &out) }
        }
    }

    mutating func token(_ kind: String) -> String {
        let choices: [String]
        switch kind {
        case "IDENT": choices = ["box", "hstack", "tag", "w", "leading", "x1", "_a"]
        case "NUMBER": choices = ["0", "12", "4.5"]
        case "SIZE": choices = ["40x20", "1.5x2"]
        case "STRING": choices = ["\"s\"", "\"a \\\"b\\\" \\n \\u{1F600}\"", "\"n \\(i < 2 ? \"x\" : \"\\(i)\") !\""]
        case "KEYWORD": choices = ["let", "import", "repeat", "proposal", "true", "false", "inf", "nil", "if", "else"]
        default: choices = [kind]
        }
        return choices[Int(rng.next() % UInt64(choices.count))]
    }
}

struct SeededRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
}

struct GrammarTests {
    static func grammar() throws -> [(String, EBNF)] {
        try EBNF.rules(String(contentsOf: grammarDirectory.appendingPathComponent("layout.ebnf"), encoding: .utf8))
    }

    @Test func generatedSentencesParseAndUseEveryRule() throws {
        let rules = try Self.grammar()
        #expect(rules.map(\.0).first == "file")
        #expect(rules.count >= 20)
        var generator = SentenceGenerator(rules: rules, seed: 42)
        for _ in 0..<1500 {
            var tokens: [String] = []
            generator.generate(.rule("file"), depth: 0, into: &tokens)
            let text = tokens.joined(separator: " ")
            let result = Parser.parse(SourceFile(id: SourceFileID(rawValue: 0), name: "gen", text: text))
            let syntaxErrors = result.diagnostics.filter { $0.code.rawValue.hasPrefix("E1") }
            #expect(syntaxErrors.isEmpty, "\(text)\n\(syntaxErrors.map(\.message))")
            if !syntaxErrors.isEmpty { break }
        }
        let unused = Set(rules.map(\.0)).subtracting(generator.used).subtracting(["file"])
        #expect(unused.isEmpty, "rules never generated: \(unused)")
    }

    @Test func everyRuleHasAParseFunction() throws {
        // One function per production: the parser's comments name the rule each function parses.
        let parser = try String(contentsOf: grammarDirectory.deletingLastPathComponent().appendingPathComponent("Sources/LayoutSyntax/Parser.swift"), encoding: .utf8)
        for (name, _) in try Self.grammar() {
            #expect(parser.contains("// \(name) =") || parser.contains("; \(name) =") || parser.contains("- \(name) ="), "no parser function documents rule '\(name)'")
        }
    }

    @Test func samplesParse() throws {
        let samples = grammarDirectory.deletingLastPathComponent().appendingPathComponent("Samples")
        for name in try FileManager.default.contentsOfDirectory(atPath: samples.path) where name.hasSuffix(".layout") {
            let text = try String(contentsOf: samples.appendingPathComponent(name), encoding: .utf8)
            #expect(Parser.parse(SourceFile(id: SourceFileID(rawValue: 0), name: name, text: text)).diagnostics.isEmpty, "\(name)")
        }
    }
}
