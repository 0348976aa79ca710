import LayoutDiagnostics
import Testing
@testable import LayoutSyntax

/// `--emit tokens` is written byte by byte; it must print exactly what one line per token with
/// `LocationCache` and `debugDescription` prints (the reference below).
struct TokenDumpTests {
    func reference(_ file: SourceFile) -> String {
        var out = ""
        let locations = LocationCache()
        for token in Lexer.tokenize(file) {
            out += "\(locations.location(in: file, of: token.range.start)) \(token.kind.rawValue) \(file.text(in: token.range).debugDescription)\n"
        }
        return out
    }

    static let inputs: [String] = [
        "",
        "box(40x20)",
        "hstack(spacing: 8) <\n  box(40x20) #a\n  text(\"say \\\"hi\\\"\\n\", size: 12)\n>\n",
        "\u{FEFF}vstack < box(1x1) >\r\nlet é = 3\r\n\t'x' @ ` ~ $\n",
        "/* unterminated\n comment",
        "text(\"tab\there\") // comment\n\"unterminated\nbox(1.5x2) 12px 1.2.3 \\ {}\n",
        String(repeating: "box(1x1) ", count: 300) + "\n" + String(repeating: "é", count: 1500) + " box(2x2)",
        "let s = \"a\\(1 + 2)b\" 'q' \"\\u{1F600}\" \u{7F}",
    ]

    @Test(arguments: inputs)
    func dumpIsTheReference(_ text: String) {
        let file = SourceFile(id: SourceFileID(rawValue: 0), name: "t.layout", text: text)
        #expect(TokenDump.dump(Lexer.tokenize(file), file: file) == reference(file))
    }
}
