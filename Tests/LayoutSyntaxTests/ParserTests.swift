import Foundation
import Testing
import LayoutDiagnostics
@testable import LayoutSyntax

/// Expected diagnostics are written inside the inputs, before the offending token:
/// `/* ERROR E1010 "expected ')', found '>'" */` (Go's parser tests do the same).
func checkMarkers(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let file = source(text)
    let result = Parser.parse(file)
    let pattern = try! NSRegularExpression(pattern: #"/\* ERROR (E\d{4}) "((?:[^"\\]|\\.)*)" \*/\s*"#)
    let ns = text as NSString
    var expected: [(code: String, message: String, offset: Int)] = []
    for match in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
        let code = ns.substring(with: match.range(at: 1))
        let message = ns.substring(with: match.range(at: 2)).replacingOccurrences(of: "\\\"", with: "\"")
        let offset = ns.substring(to: match.range.location + match.range.length).utf8.count
        expected.append((code, message, offset))
    }
    let actual = result.diagnostics.map { ($0.code.rawValue, $0.message, $0.range?.start ?? -1) }
    #expect(actual.count == expected.count, "diagnostics: \(actual)", sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
        #expect(a.0 == e.code && a.1 == e.message && a.2 == e.offset, "got \(a), expected \(e)", sourceLocation: sourceLocation)
    }
}

struct ParserTests {
    @Test func cleanFileHasNoDiagnostics() {
        let text = """
        import "shared.layout"
        proposal(320, nil)
        let gap = 8 * 2 - -1
        let list = vstack(spacing: 0)
        let tag(w: 40, label) = box(width: w, height: 20).padding(4)
        list(alignment: leading) <
          tag(label: 1) #first
          text("Swift \\"layout\\"", size: 15).padding(4) #padded .frame(width: 100) #framed
          image(24x24).resizable.overlay(alignment: topTrailing) < circle.frame(width: 8, height: 8) >
          repeat(5, as: i) < box(width: (20 + i) * 10, height: 20) >
          spacer
        > #root
        """
        let result = Parser.parse(source(text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.file.items.count == 6)
    }

    @Test func modifiersAndTagsInOrder() throws {
        let result = Parser.parse(source("box(40x20).padding(8) #p .frame(width: 100) #f"))
        guard case let .root(expr) = try #require(result.file.items.first), case let .element(element) = expr.kind else {
            Issue.record("expected a root element")
            return
        }
        let names: [String] = element.postfixes.map {
            switch $0 {
            case let .modifier(m): return "." + m.name.name
            case let .tag(t): return "#" + t.name
            }
        }
        #expect(names == [".padding", "#p", ".frame", "#f"])
        #expect(element.arguments?.count == 1)
    }

    /// Arguments are parsed onto one stack and moved into the element or modifier that has them
    /// when it is complete: nested calls (in arguments, in children, in modifiers, in a list or
    /// an implicit member) must each end up with exactly their own, in order.
    @Test func nestedCallsKeepTheirOwnArguments() throws {
        let text = "a(1, b(2, c: 3) < d(4) e >.m(5, f(6)) #t, x : [.g(7), 8], 9) < h() > .n(if: 10) .o"
        let result = Parser.parse(source(text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case let .root(root) = try #require(result.file.items.first) else { Issue.record("expected a root"); return }

        // Every call in source order: its name and its arguments as written (nil: no parentheses).
        var calls: [String] = []
        let bytes = Array(text.utf8)
        func sourceText(_ range: SourceRange) -> String { String(decoding: bytes[range.start..<range.end], as: UTF8.self) }
        func written(_ arguments: Arguments?) -> String {
            guard let arguments else { return "-" }
            // A label is its name from the source (its range is worked out from the argument's).
            return "(" + arguments.map { ($0.label.map { sourceText($0.range) + ": " } ?? "") + sourceText($0.value.range) }.joined(separator: ", ") + ")"
        }
        func visit(_ expr: Expr) {
            switch expr.kind {
            case let .element(element):
                calls.append(element.head.name + written(element.arguments))
                for argument in element.arguments ?? [] { visit(argument.value) }
                for child in element.children ?? [] { visit(child) }
                for case let .modifier(modifier) in element.postfixes {
                    calls.append("." + modifier.name.name + written(modifier.arguments))
                    for argument in modifier.arguments ?? [] { visit(argument.value) }
                }
            case let .implicitMember(name, arguments):
                calls.append("." + name.name + written(arguments))
            case let .list(items):
                items.forEach(visit)
            default:
                break
            }
        }
        visit(root)
        #expect(calls == [
            "a(1, b(2, c: 3) < d(4) e >.m(5, f(6)) #t, x: [.g(7), 8], 9)",
            "b(2, c: 3)", "d(4)", "e-", ".m(5, f(6))", "f(6)", ".g(7)", "h()", ".n(if: 10)", ".o-",
        ])
    }

    @Test func precedence() throws {
        let result = Parser.parse(source("let x = 1 + 2 * 3"))
        guard case let .letDecl(decl) = try #require(result.file.items.first),
              case let .binary(.plus, _, right) = decl.value.kind,
              case .binary(.times, _, _) = right.kind
        else {
            Issue.record("1 + 2 * 3 must parse as 1 + (2 * 3)")
            return
        }
    }

    @Test func markedErrors() {
        checkMarkers("""
        hstack(spacing: 8 /* ERROR E1010 "expected ',' or ')', found '<'" */ <
          box(40x20)
        >
        """)
        checkMarkers("""
        vstack <
          box(40x20) /* ERROR E1010 "expected an element or '>', found ','" */ , box(10x10)
        >
        """)
        checkMarkers("let /* ERROR E1010 \"expected a name after 'let', found '='\" */ = 4\nbox")
        checkMarkers("box(/* ERROR E1004 \"malformed number '12px'\" */ 12px)")
        checkMarkers("text(/* ERROR E1001 \"unterminated string\" */ \"abc\n)")
        checkMarkers("box /* ERROR E1003 \"unexpected character '$'\" */ $")
    }

    @Test func invalidEscapeIsReportedAtTheEscape() {
        // A marker cannot sit inside a string, so this one is checked directly: `\q` at bytes 7..<9.
        let result = Parser.parse(source("text(\"a \\q\")"))
        #expect(result.diagnostics.map(\.message) == ["invalid escape sequence '\\q' in string"])
        #expect(result.diagnostics.first?.range?.start == 8)
    }

    @Test func fiveIndependentErrorsInOneRun() {
        let text = """
        let a = (1 + 2
        let b = 3 $ 4
        hstack(spacing: 8 <
          box(40x20)
          text("x", size: 12px)
          box(, 10)
        >
        """
        let result = Parser.parse(source(text))
        let positions = result.diagnostics.map { d in source(text).location(of: d.range?.start ?? 0) }
        #expect(positions.map(\.line) == [1, 2, 3, 5, 6], "\(result.diagnostics.map(\.message))")
        #expect(positions.map(\.column) == [15, 11, 19, 19, 7])
        #expect(result.diagnostics.map(\.message) == [
            "expected ')', found 'let'",  // reported after the '2' that ends line 1
            "unexpected character '$'",
            "expected ',' or ')', found '<'",
            "malformed number '12px'",
            "expected a value or an element, found ','",
        ])
    }

    @Test func deepNestingIsOneDiagnostic() {
        let text = String(repeating: "hstack < ", count: 100_000) + String(repeating: "> ", count: 100_000)
        let result = Parser.parse(source(text))
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.code == "E1011")
        let parens = String(repeating: "(", count: 100_000)
        #expect(Parser.parse(source("let x = " + parens)).diagnostics.map(\.code) == ["E1011"])
    }

    @Test func errorsAreCapped() {
        let text = (0..<200).map { _ in "box $" }.joined(separator: "\n")
        let result = Parser.parse(source(text))
        #expect(result.diagnostics.count == Parser.maxErrors + 1)
        #expect(result.diagnostics.last?.code == "E1012")
    }

    @Test func columnsCountUnicodeScalarsAcrossTabsCRLFAndBOM() {
        // "\t" is one column; "é" one; a CRLF line ending does not shift the next line; the BOM is skipped.
        let text = "\u{FEFF}let s = \"é\"\r\n\tbox $"
        let file = source(text)
        let result = Parser.parse(file)
        let d = result.diagnostics.first
        #expect(d != nil)
        #expect(d.map { file.location(of: $0.range?.start ?? 0) } == LayoutDiagnostics.SourceLocation(line: 2, column: 6))
        let emoji = source("text(\"🇫🇷 é\") $")
        let r = Parser.parse(emoji)
        #expect(r.diagnostics.first.map { emoji.location(of: $0.range?.start ?? 0) } == LayoutDiagnostics.SourceLocation(line: 1, column: 14))
    }
}

struct ParserPropertyTests {
    static let samples = [
        "wrap(alignment: leading) < box(40x20) box(60x20) >",
        "let t(w: 4) = box(width: w * 2, height: 20).padding(4) #a\nhstack < t t(w: 8) repeat(3, as: i) < t(w: i) > >",
        "proposal(320x480)\nimport \"x.layout\"\nzstack < text(\"a\\nb\", size: 12).overlay < circle > >",
    ]

    /// Random bytes and mutated samples: the front end terminates, and every range lies inside the input.
    @Test func randomInputNeverCrashes() {
        var seed: UInt64 = 7
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        let alphabet = Array("box()<>.#,:=+-*/\"\\ \n\t0123456789xlet repeat inf nil é😀/*".utf8)
        for round in 0..<3000 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<Int(next() % 80)).map { _ in round % 4 == 0 ? UInt8(next() % 256) : alphabet[Int(next() % UInt64(alphabet.count))] }
            } else {
                bytes = Array(Self.samples[round % Self.samples.count].utf8)
                for _ in 0..<1 + Int(next() % 4) where !bytes.isEmpty {
                    let at = Int(next() % UInt64(bytes.count))
                    switch next() % 3 {
                    case 0: bytes.remove(at: at)
                    case 1: bytes.insert(alphabet[Int(next() % UInt64(alphabet.count))], at: at)
                    default: bytes[at] = UInt8(next() % 256)
                    }
                }
            }
            let file = SourceFile(id: SourceFileID(rawValue: 0), name: "fuzz", bytes: bytes)
            let result = Parser.parse(file)
            for token in result.tokens {
                #expect(token.range.start <= token.range.end && token.range.end <= bytes.count)
            }
            for d in result.diagnostics {
                if let r = d.range { #expect(r.start >= 0 && r.start <= r.end && r.end <= bytes.count) }
            }
            _ = ASTDump.dump(result.file, file: file)
        }
    }
}

/// `check` and `build` parse without keeping the tokens (a window of them is kept instead): the
/// tree, the diagnostics and the token count must be exactly those of a parse that keeps them,
/// also past the window (a range ends at the previous token, which must still be there).
struct ParserTokenWindowTests {
    /// Over three windows of tokens: components, modifiers, repeats, strings and errors spread
    /// through the file, one right at the end.
    static let text: String = {
        var lines = ["let tag(w: 40) = box(width: w, height: 20).padding(4)", "vstack(spacing: 2) <"]
        for i in 0..<1_500 {
            switch i % 5 {
            case 0: lines.append("  tag(w: \(i % 90)) #t\(i)")
            case 1: lines.append("  text(\"row \\(\(i) + 1)\", size: 15).frame(width: 100, alignment: leading)")
            case 2: lines.append("  repeat(2, as: k) < box(width: k * 10, height: 4) >")
            case 3: lines.append(i % 300 == 3 ? "  box(10x10).padding(" : "  hstack < spacer circle.frame(width: 8, height: 8) >")
            default: lines.append("  box(\(i % 50)x\(i % 20)) // a comment")
            }
        }
        lines.append("  box(1x1).frame(width: ")
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func aParseWithoutTokensIsTheSameParse() {
        let file = source(Self.text)
        let kept = Parser.parse(file)
        let unkept = Parser.parse(file, keepingTokens: false)
        #expect(kept.tokens.count > 10_000)
        #expect(unkept.tokens.isEmpty)
        #expect(unkept.tokenCount == kept.tokens.count)
        #expect(kept.tokenCount == kept.tokens.count)
        #expect(ASTDump.dump(unkept.file, file: file) == ASTDump.dump(kept.file, file: file))
        #expect(!kept.diagnostics.isEmpty)
        #expect(unkept.diagnostics == kept.diagnostics)
        #expect(unkept.tagCount == kept.tagCount)
    }

    /// Without tokens, and from tokens lexed beforehand (`--timings`), over every sample and
    /// every input of the parser's tests that has an error: the same parse.
    @Test func everyWayOfParsingIsTheSameParse() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples")
        var texts = [Self.text, "box(", "vstack < box(1x1) text(\"a\") >\n  .padding(", "let a = [1, 2,", "#", "(((", "box(10x10) #a #b",
                     // The parser gives up (too many errors, too deep) before the end: every way
                     // counts the tokens it reached, not the file's.
                     String(repeating: "let = 1\n", count: Parser.maxErrors + 20) + "box(1x1)",
                     String(repeating: "hstack < ", count: Parser.maxNesting + 10) + "box(1x1) >\nbox(2x2) box(3x3)"]
        for name in try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted() where name.hasSuffix(".layout") {
            texts.append(try String(contentsOf: samples.appendingPathComponent(name), encoding: .utf8))
        }
        for text in texts {
            let file = source(text)
            let kept = Parser.parse(file)
            for other in [Parser.parse(file, keepingTokens: false), Parser.parse(file, tokens: Lexer.tokenize(file))] {
                #expect(other.tokenCount == kept.tokens.count, "\(text.prefix(60))")
                #expect(other.tokens.isEmpty || other.tokens == kept.tokens, "\(text.prefix(60))")
                #expect(ASTDump.dump(other.file, file: file) == ASTDump.dump(kept.file, file: file), "\(text.prefix(60))")
                #expect(other.diagnostics == kept.diagnostics, "\(text.prefix(60))")
            }
        }
    }
}
