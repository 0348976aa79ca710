import Testing
@testable import LayoutDiagnostics

struct RendererTests {
    func render(_ text: String, _ start: Int, _ end: Int, format: DiagnosticFormat = .human, color: Bool = false,
                configure: (Diagnostic, SourceRange) -> Diagnostic = { d, _ in d }) -> String {
        let sources = SourceManager()
        let file = sources.add(name: "t.layout", text: text)
        let range = SourceRange(file: file.id, start: start, end: end)
        let diagnostic = configure(.error("E2003", "unknown label 'spacng' for 'wrap'", at: range), range)
        return DiagnosticRenderer(sources: sources, format: format, color: color).render([diagnostic])
    }

    @Test func humanWithFixIt() {
        let text = "wrap(alignment: leading, spacng: 8) <"
        let out = render(text, 25, 31) { d, r in d.withFixIt("did you mean 'spacing'?", replacing: r, with: "spacing") }
        #expect(out == """
        t.layout:1:26: error: unknown label 'spacng' for 'wrap' [E2003]
         1 | wrap(alignment: leading, spacng: 8) <
           |                          ^~~~~~
           |                          spacing
        help: did you mean 'spacing'?
        1 error generated.

        """)
    }

    @Test func concise() {
        #expect(render("box\n  bax", 6, 9, format: .concise) == "t.layout:2:3: error: unknown label 'spacng' for 'wrap' [E2003]\n")
    }

    @Test func tabsAreExpandedSoCaretsLineUp() {
        // "\tbax": the tab is 4 columns on screen, the location's column is 2 (one scalar).
        let out = render("\tbax", 1, 4)
        #expect(out.contains("t.layout:1:2:"))
        #expect(out.contains(" 1 |     bax\n   |     ^~~\n"))
    }

    @Test func crlfAndBOMDoNotShiftColumns() {
        // BOM (3 bytes) + "a\r\n" + "  bax": 'bax' starts at byte 8, line 2, column 3.
        let text = "\u{FEFF}a\r\n  bax"
        let out = render(text, 8, 11)
        #expect(out.hasPrefix("t.layout:2:3: error:"))
        #expect(out.contains(" 2 |   bax\n   |   ^~~\n"))
    }

    @Test func wideCharactersAndEmoji() {
        // "字🇫🇷 bax": 字 is 3 bytes, the flag 8 bytes; column counts scalars (1 + 2 + 1 + 1 = 5th scalar... 'b' is the 5th).
        let text = "字🇫🇷 bax"
        let out = render(text, 12, 15)
        #expect(out.hasPrefix("t.layout:1:5:"))
        // On screen: 字 and the flag are 2 cells each, then a space: 'b' under cell 6.
        #expect(out.contains("   |      ^~~\n"))
    }

    @Test func multiLineRangesShowTheFirstLine() {
        let out = render("hstack <\n  box\n>", 0, 16)
        #expect(out.contains(" 1 | hstack <\n   | ^~~~~~~~\n"))
    }

    @Test func emptyRangeIsOneCaret() {
        let out = render("hstack <", 8, 8)
        #expect(out.contains("   |         ^\n"))
    }

    @Test func colourWhenAsked() {
        let out = render("bax", 0, 3, color: true)
        #expect(out.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(out.contains("\u{1B}[1;32m^~~\u{1B}[0m"))
    }

    @Test func jsonFormat() {
        let out = render("bax", 0, 3, format: .json) { d, r in d.withNote("a note").withLabel("here", at: r) }
        #expect(out.contains(#""code": "E2003", "severity": "error""#))
        #expect(out.contains(#""start": {"line": 1, "column": 1, "offset": 0}"#))
        #expect(out.contains(#""notes": [{"message": "a note", "range": null}]"#))
    }

    @Test func summaryCountsWarningsAndErrors() {
        let sources = SourceManager()
        let file = sources.add(name: "t", text: "x")
        let r = SourceRange(file: file.id, start: 0, end: 1)
        let out = DiagnosticRenderer(sources: sources).render([.warning("W2001", "w", at: r), .error("E1", "e", at: r), .error("E1", "e", at: r)])
        #expect(out.hasSuffix("1 warning and 2 errors generated.\n"))
    }
}

/// `LocationCache` answers exactly what `SourceFile.location(of:)` does, on long lines too.
struct LocationCacheTests {
    @Test func agreesWithTheLineScan() {
        var text = "short line\n"
        // A 50 KB line with multi-byte characters, tabs and a CRLF end.
        for i in 0..<5000 { text += i % 7 == 0 ? "é\tx😀 " : "box(1x1) " }
        text += "\r\nlast"
        let file = SourceFile(id: SourceFileID(rawValue: 0), name: "x", text: text)
        let cache = LocationCache()
        var seed: UInt64 = 7
        for _ in 0..<2000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let offset = Int(seed >> 40) % (file.bytes.count + 1)
            #expect(cache.location(in: file, of: offset) == file.location(of: offset), "offset \(offset)")
        }
        #expect(cache.location(in: file, of: file.bytes.count) == file.location(of: file.bytes.count))
    }

    /// Offsets in source order (the cache tries the last line and the next first), going back
    /// now and then, over empty lines, CRLF ends and a second file with the same cache.
    @Test func agreesInSourceOrderAndAcrossFiles() {
        let first = SourceFile(id: SourceFileID(rawValue: 0), name: "a", text: "ab\n\n\r\nc😀d\r\n\nlast line\n")
        let second = SourceFile(id: SourceFileID(rawValue: 1), name: "b", text: "x\ny")
        let cache = LocationCache()
        var offsets = Array(0...first.bytes.count)
        offsets += [3, 0, first.bytes.count, 5, 6, 2]
        for offset in offsets {
            #expect(cache.location(in: first, of: offset) == first.location(of: offset), "offset \(offset)")
        }
        for offset in [0, 1, 2, 3, 1] {
            #expect(cache.location(in: second, of: offset) == second.location(of: offset), "offset \(offset) of b")
            #expect(cache.location(in: first, of: offset) == first.location(of: offset), "offset \(offset) of a")
        }
    }

    /// Asked by range, the cache finds the file in the manager and keeps it while the ranges
    /// stay in it; alternating files, and mixing both ways of asking, changes nothing.
    @Test func byRangeFindsTheFileInTheManager() {
        let sources = SourceManager()
        let first = sources.add(name: "a", text: "ab\nc😀d\r\n\nlast")
        let second = sources.add(name: "b", text: "x\n\ny z")
        let cache = LocationCache()
        let asked: [(SourceFile, Int)] = [(first, 0), (first, 4), (second, 5), (first, 9), (second, 0), (second, 3), (first, 14), (first, 1)]
        for (file, offset) in asked {
            let range = SourceRange(file: file.id, start: offset, end: offset)
            #expect(cache.location(of: range, in: sources) == file.location(of: offset), "\(file.name) offset \(offset)")
            #expect(cache.location(in: file, of: offset) == file.location(of: offset), "\(file.name) offset \(offset), by file")
        }
    }
}
