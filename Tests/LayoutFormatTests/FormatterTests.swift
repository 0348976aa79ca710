import Testing
import LayoutDiagnostics
@testable import LayoutFormat

/// Formats `text`; `nil` when the formatter refuses.
func formatted(_ text: String, indent: Int = 2, width: Int = 100) -> String? {
    let file = SourceFile(id: SourceFileID(rawValue: 0), name: "test.layout", text: text)
    guard case let .success(output) = LayoutFormatter.format(file, options: FormatOptions(indent: indent, lineWidth: width)) else { return nil }
    return output
}

/// The canonical format, case by case: input, then the expected output (written by hand).
struct FormatterTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var input: String
        var expected: String
        var width = 100
        var indent = 2
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "spaces around operators and after colons and commas",
             input: "let   b=a+2*  3\nlet c=-( 1+2 )\nhstack(spacing:b,alignment :top)<box( 40x20 )>",
             expected: "let b = a + 2 * 3\nlet c = -(1 + 2)\nhstack(spacing: b, alignment: top) < box(40x20) >\n"),
        Case(name: "short children stay on one line",
             input: "hstack<box(10x10)   box(20x20)>\n",
             expected: "hstack < box(10x10) box(20x20) >\n"),
        Case(name: "a line break after < is the author's choice and is kept",
             input: "hstack <\nbox(10x10) box(20x20) >\n",
             expected: "hstack <\n  box(10x10)\n  box(20x20)\n>\n"),
        Case(name: "children that do not fit go one per line",
             input: "hstack < box(10x10) box(20x20) box(30x30) >",
             expected: "hstack <\n  box(10x10)\n  box(20x20)\n  box(30x30)\n>\n",
             width: 30),
        Case(name: "arguments that do not fit go one per line with a trailing comma",
             input: "text(\"a long string\", size: 14, lineLimit: 2)",
             expected: "text(\n  \"a long string\",\n  size: 14,\n  lineLimit: 2,\n)\n",
             width: 30),
        Case(name: "a trailing comma goes when the arguments fit",
             input: "let c(x,y:4,)=box(x ,)",
             expected: "let c(x, y: 4) = box(x)\n"),
        Case(name: "a modifier chain that does not fit: one modifier per line, indented",
             input: "text(\"Edit\", size: 14).padding(horizontal: 12, vertical: 6).frame(width: 100) #edit",
             expected: "text(\"Edit\", size: 14)\n  .padding(horizontal: 12, vertical: 6)\n  .frame(width: 100) #edit\n",
             width: 50),
        Case(name: "a chain broken by the author stays broken",
             input: "box(10x10)\n.padding()  .frame(width: 20)",
             expected: "box(10x10)\n  .padding()\n  .frame(width: 20)\n"),
        Case(name: "after > a broken chain is not indented",
             input: "vstack <\n a\n>\n.padding()\n.frame(width: 20)",
             expected: "vstack <\n  a\n>\n.padding()\n.frame(width: 20)\n"),
        Case(name: "modifiers after > stay there when they fit",
             input: "vstack <\n a\n>  .padding()   #root",
             expected: "vstack <\n  a\n>.padding() #root\n"),
        Case(name: "tags follow what they tag; a modifier after a tag is spaced",
             input: "box(1x1)#a .padding( )#b",
             expected: "box(1x1) #a .padding() #b\n"),
        Case(name: "one item per line, blank lines kept up to one",
             input: "let a = 1 let b = 2\n\n\n\nlet c = 3\nbox(1x1)",
             expected: "let a = 1\nlet b = 2\n\nlet c = 3\nbox(1x1)\n"),
        Case(name: "blank lines between children kept up to one, none after < or before >",
             input: "vstack <\n\n  a\n\n\n  b\n\n>",
             expected: "vstack <\n  a\n\n  b\n>\n"),
        Case(name: "comments: trailing, own line, inline block, before > and at the end",
             input: """
             // header

             let a = 1 // one
             vstack < // open
               // before a
               a /* inline */ b // after b
               // before close
             > // root
             // end
             """,
             expected: """
             // header

             let a = 1 // one
             vstack < // open
               // before a
               a /* inline */
               b // after b
               // before close
             > // root
             // end

             """),
        Case(name: "a trailing comment breaks only its own list",
             input: "vstack < hstack < a b >.padding(4) #t // note\n c >",
             expected: "vstack <\n  hstack < a b >.padding(4) #t // note\n  c\n>\n"),
        Case(name: "a comment after an argument keeps the arguments broken",
             input: "f(a, // first\n b)",
             expected: "f(\n  a, // first\n  b,\n)\n"),
        Case(name: "a comment before a modifier keeps the chain broken",
             input: "box(1x1)\n  // why\n  .padding()",
             expected: "box(1x1)\n  // why\n  .padding()\n"),
        Case(name: "a multi-line block comment is kept as written",
             input: "/* one\n     two */\nbox(1x1)",
             expected: "/* one\n     two */\nbox(1x1)\n"),
        Case(name: "repeat is formatted like a container",
             input: "vstack<repeat( 3,as:i )<box(width:10+i*2,height:-4)>>",
             expected: "vstack < repeat(3, as: i) < box(width: 10 + i * 2, height: -4) > >\n"),
        Case(name: "empty children and arguments",
             input: "hstack<>.fixedSize( )",
             expected: "hstack < >.fixedSize()\n"),
        Case(name: "imports and the proposal",
             input: "import   \"lib.layout\"\nproposal( 320,nil )\nbox(1x1)",
             expected: "import \"lib.layout\"\nproposal(320, nil)\nbox(1x1)\n"),
        Case(name: "indentation of 4",
             input: "vstack <\n a\n>",
             expected: "vstack <\n    a\n>\n",
             indent: 4),
        Case(name: "an empty file stays empty", input: "\n\n", expected: ""),
        Case(name: "a file of comments", input: "// a\n\n\n/* b */  // c\n", expected: "// a\n\n/* b */ // c\n"),
        Case(name: "non-ASCII text counts characters, not bytes",
             input: "hstack < text(\"ééééé\") text(\"ü\") >",
             expected: "hstack < text(\"ééééé\") text(\"ü\") >\n",
             width: 36),
    ]

    @Test(arguments: cases)
    func canonicalFormat(_ c: Case) throws {
        let output = try #require(formatted(c.input, indent: c.indent, width: c.width), "refused")
        #expect(output == c.expected)
        #expect(formatted(output, indent: c.indent, width: c.width) == output, "not idempotent")
    }

    @Test func crlfLineEndingsAreKept() {
        #expect(formatted("let a = 1 // one\r\nvstack <\r\n  a\r\n>\r\n") == "let a = 1 // one\r\nvstack <\r\n  a\r\n>\r\n")
    }

    @Test func byteOrderMarkIsKept() {
        #expect(formatted("\u{FEFF}box( 1x1 )") == "\u{FEFF}box(1x1)\n")
    }

    @Test func syntaxErrorsAreRefusedWithTheirDiagnostics() {
        let file = SourceFile(id: SourceFileID(rawValue: 0), name: "bad.layout", text: "hstack < box(1x1)\n")
        guard case let .failure(.syntaxErrors(diagnostics)) = LayoutFormatter.format(file) else {
            Issue.record("a file with a syntax error was formatted")
            return
        }
        #expect(diagnostics.map(\.message) == ["expected '>', found the end of the file"])
    }

    @Test func invalidUTF8IsRefused() {
        let file = SourceFile(id: SourceFileID(rawValue: 0), name: "bad.layout", bytes: Array("text(\"a".utf8) + [0xFF] + Array("\")".utf8))
        guard case let .failure(.invalidUTF8(offset)) = LayoutFormatter.format(file) else {
            Issue.record("invalid UTF-8 was formatted")
            return
        }
        #expect(offset == 7)
    }

    @Test func longArithmeticChains() throws {
        let sum = "let n = " + Array(repeating: "1", count: 150).joined(separator: "+") + "\nbox(1x1)"
        let output = try #require(formatted(sum))
        #expect(output.hasPrefix("let n = 1 + 1 + 1"))
        // A chain deeper than the parser takes is refused with its syntax error, not a crash.
        let deep = SourceFile(id: SourceFileID(rawValue: 0), name: "deep.layout", text: "let n = " + Array(repeating: "1", count: 20_000).joined(separator: "+") + "\nbox(1x1)")
        guard case .failure(.syntaxErrors) = LayoutFormatter.format(deep) else {
            Issue.record("a 20,000-term sum was not refused")
            return
        }
    }
}
