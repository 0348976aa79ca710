import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutLint
import LayoutSema

/// Suppression comments, their bookkeeping and the unused-suppression rule (L014).
struct SuppressionTests {
    static let overflowing = "hstack < box(200x20) box(200x20) >"

    @Test func nextLineAndSameLine() {
        checkMarked("""
        // lint-at: 320xnil
        vstack <
          // layoutc-disable-next-line overflow -- this row scrolls in the app
          \(Self.overflowing)
          \(Self.overflowing)   // layoutc-disable-line L001
        >
        """)
        // By code, lower case, and several rules in one comment.
        checkMarked("""
        // lint-at: 320xnil
        // layoutc-disable-next-line l001, zero-size
        \(Self.overflowing)
        """.replacingOccurrences(of: "l001, zero-size", with: "l001"))
    }

    @Test func regionsAndFiles() {
        checkMarked("""
        // lint-at: 320xnil
        vstack <
          // layoutc-disable overflow
          \(Self.overflowing)
          \(Self.overflowing)
          // layoutc-enable overflow
          /* L001 "'hstack' does not fit the screen's width: needs 408 pt, the screen shows 320 pt of it: 44 pt at the leading edge and 44 pt at the trailing edge ('box', 'box') are cut off at 320×nil" */ hstack < box(200x20) box(200x20) >
        >
        """)
        checkMarked("""
        // lint-at: 320xnil
        // layoutc-disable-file
        vstack < \(Self.overflowing) \(Self.overflowing) >
        """)
    }

    @Test func unusedSuppressionsAreReportedWithAFix() throws {
        let text = """
        // lint-at: 320xnil
        vstack <
          // layoutc-disable-next-line overflow
          box(10x10)
          // layoutc-disable-next-line overflow, zero-size
          \(Self.overflowing)
          box(1x1) // layoutc-disable-line overflw
        >
        """
        let (result, sources) = lint(text, at: [proposal("320xnil")])
        let messages = result.diagnostics.map { "\($0.code) \($0.message)" }
        #expect(messages == [
            "L014 'overflow' in this layoutc-disable-next-line suppresses nothing",
            "L014 'zero-size' in this layoutc-disable-next-line suppresses nothing",
            "L014 'overflw' is not a lint rule; did you mean 'overflow'?",
        ])
        // Each fix removes what is unused: the whole comment line, one name, the trailing comment.
        let file = sources.files[0]
        let fixed = try #require(LintFixer.applySafeFixes(result.diagnostics, to: file.bytes, file: file.id))
        #expect(String(decoding: fixed, as: UTF8.self) == """
        // lint-at: 320xnil
        vstack <
          box(10x10)
          // layoutc-disable-next-line overflow
          \(Self.overflowing)
          box(1x1)
        >
        """)
    }

    @Test func wordsAreFoundOnTheBytesEvenWhenTheyAreNotUTF8() {
        // Found by the long fuzz run: a comment holding a byte that is not UTF-8 was split as
        // decoded text (the byte widened to the 3 bytes of U+FFFD), so a word after it was
        // searched for and not found, and its L014 finding pointed past the end of the file.
        var bytes = Array("box(1x1)\n// layoutc-disable-next-line ".utf8)
        bytes.append(0xFF)
        let wordStart = bytes.count + 1
        bytes += Array(" spacer!>".utf8)
        let sources = SourceManager()
        let file = sources.add(name: "test.layout", bytes: bytes)
        var options = LintOptions(compile: CompileOptions(loadFile: { _ in .failure(ImportError("no imports in lint tests")) }))
        options.proposals = [.unspecified]
        let result = Linter.lint(file, sources: sources, options: options)
        let ranges = result.diagnostics.compactMap(\.range)
        #expect(result.diagnostics.map(\.code.rawValue) == ["L014", "L014"])
        // The byte 0xFF (one byte, at 38) and "spacer!>" (8 bytes, from 40 to the end, 48).
        #expect(ranges.map { $0.start..<$0.end } == [38..<39, wordStart..<bytes.count])
        #expect(ranges.allSatisfy { $0.end <= bytes.count })
    }

    @Test func aLoneCarriageReturnIsInsideTheComment() throws {
        // Found by the long fuzz run: the lexer ends a '//' comment at the line feed only, but the
        // suppressions ended it at a carriage return too, so removing an unused suppression left
        // the comment's tail behind as code (") junk >" here), and the file no longer compiled.
        let text = "vstack <\n  box(1x1) // layoutc-disable-line element\r) junk >\n  box(2x2)\r\n>\n"
        let (result, sources) = lint(text, at: [.unspecified])
        // Its words ("element\r)", "junk", ">") are none of them rules: three L014s, one comment.
        #expect(result.diagnostics.map(\.code.rawValue) == ["L014", "L014", "L014"])
        let file = sources.files[0]
        let fixed = try #require(LintFixer.applySafeFixes(result.diagnostics, to: file.bytes, file: file.id))
        #expect(String(decoding: fixed, as: UTF8.self) == "vstack <\n  box(1x1)\n  box(2x2)\r\n>\n")
        // A CRLF line's comment stops before its carriage return: the fix keeps the line ending.
        let crlf = "vstack <\r\n  box(1x1) // layoutc-disable-line overflow\r\n>\r\n"
        let (crlfResult, crlfSources) = lint(crlf, at: [.unspecified])
        let crlfFile = crlfSources.files[0]
        let crlfFixed = try #require(LintFixer.applySafeFixes(crlfResult.diagnostics, to: crlfFile.bytes, file: crlfFile.id))
        #expect(String(decoding: crlfFixed, as: UTF8.self) == "vstack <\r\n  box(1x1)\r\n>\r\n")
    }

    @Test func removingAModifierNeverGluesTwoWords() throws {
        // Found by the long fuzz run: '.frame( )' repeats the bare '.frame' it wraps; removing it
        // left 'circle.frame' touching the next element, 'circle.framecircle'.
        let (result, sources) = lint("vstack < circle.frame.frame( )circle.fill(teal) >", at: [.unspecified])
        let file = sources.files[0]
        let fixed = try #require(LintFixer.applySafeFixes(result.diagnostics, to: file.bytes, file: file.id))
        #expect(String(decoding: fixed, as: UTF8.self) == "vstack < circle.frame circle.fill(teal) >")
        // Where nothing would run together, the removal adds nothing.
        let (plain, plainSources) = lint("vstack < circle.padding(0) box(1x1) >", at: [.unspecified])
        let plainFile = plainSources.files[0]
        let plainFixed = try #require(LintFixer.applySafeFixes(plain.diagnostics, to: plainFile.bytes, file: plainFile.id))
        #expect(String(decoding: plainFixed, as: UTF8.self) == "vstack < circle box(1x1) >")
    }

    @Test func unplacedSubviewsOfACustomLayout() {
        /// Places only its first subview: the second is centred by the engine.
        struct FirstOnly: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 50, height: 50) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
            }
        }
        var registry = LayoutRegistry()
        registry.register(CustomLayoutDefinition(name: "firstOnly", doc: "places its first subview", parameters: []) { _ in FirstOnly() })
        let text = "firstOnly < box(10x10) box(20x20) >"
        let (result, _) = lint(text, at: [proposal("nilxnil"), proposal("100x100")]) { $0.compile.registry = registry }
        #expect(result.diagnostics.map(\.message) == ["'firstOnly' never places its subview 2 'box'; it is centred instead (at every configuration linted: nil×nil, 100×100)"])
        #expect(result.diagnostics.first?.range?.start == text.utf8.count - "box(20x20) >".utf8.count)
    }
}
