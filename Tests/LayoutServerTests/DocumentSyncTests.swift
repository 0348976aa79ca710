import Foundation
import Testing
import LayoutJSON
@testable import LayoutServer

/// Documents: incremental and full changes in both position encodings (with non-ASCII text,
/// tabs and CRLF), versioned diagnostics, imports from open buffers and from disk.
struct DocumentSyncTests {
    func change(_ server: ServerHarness, _ uri: String, version: Int, _ changes: [JSONValue]) {
        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)])
    }

    func edit(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int, _ text: String) -> JSONValue {
        ["range": ["start": position(startLine, startCharacter), "end": position(endLine, endCharacter)], "text": .string(text)]
    }

    /// The formatted text after edits, read back through formatting (which returns whole lines).
    func text(_ server: ServerHarness, _ uri: String) -> String? {
        // documentSymbol reports the element names: enough to see the text the server has.
        server.call("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])?.arrayValue?.compactMap { $0["name"]?.stringValue }.joined(separator: " ")
    }

    @Test func incrementalEditsInUTF16() throws {
        let server = ServerHarness()
        server.initialize()
        let uri = "file:///w/a.layout"
        // 😀 is two UTF-16 units, é one; a tab is one character; lines end with CRLF.
        server.open(uri, "text(\"😀é\")\t.padding(1) #a\r\nbox(1x1) #b\r\n")
        _ = server.diagnostics(uri, version: 1)
        // Replace "padding": UTF-16 columns 13 to 20 on line 0 (😀 counts 2).
        change(server, uri, version: 2, [edit(0, 13, 0, 20, "frame")])
        let diagnostics = try #require(server.diagnostics(uri, version: 2))
        #expect(diagnostics.count == 2, "\(diagnostics)")  // frame(1) has no positional parameter; a second root
        // Hover on "frame" at its UTF-16 position.
        let hover = server.call("textDocument/hover", at(uri, 0, 14))
        #expect(hover?["contents"]?["value"]?.stringValue?.contains(".frame") == true)
        #expect(hover?["range"] == ["start": position(0, 13), "end": position(0, 18)])
        // A full replacement.
        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 3], "contentChanges": [["text": "vstack < box(1x1) box(2x2) >"]]])
        #expect(try #require(server.diagnostics(uri, version: 3)).isEmpty)
        #expect(server.shutdown() == 0)
    }

    @Test func incrementalEditsInUTF8() throws {
        let server = ServerHarness()
        server.initialize(capabilities: ["general": ["positionEncodings": ["utf-8"]]])
        let uri = "file:///w/b.layout"
        server.open(uri, "text(\"😀é\")\t.padding(1)\n")
        _ = server.diagnostics(uri, version: 1)
        // In UTF-8 "padding" is at bytes 16 to 23 of the line (😀 4 bytes, é 2, tab 1); then the
        // second change, on the changed text, removes the "1" of "fixedSize(1)".
        change(server, uri, version: 2, [edit(0, 16, 0, 23, "fixedSize"), edit(0, 26, 0, 27, "")])
        #expect(try #require(server.diagnostics(uri, version: 2)).isEmpty)
        let hover = server.call("textDocument/hover", at(uri, 0, 17))
        #expect(hover?["range"] == ["start": position(0, 16), "end": position(0, 25)])
        #expect(server.shutdown() == 0)
    }

    @Test func diagnosticsAreVersionedAndNeverStale() throws {
        let server = ServerHarness()
        server.initialize(options: ["diagnosticsDelay": 30])
        let uri = "file:///w/c.layout"
        server.open(uri, "box(1x1)")
        // Many quick changes: only the last version is analysed and published.
        for version in 2...20 {
            change(server, uri, version: version, [["text": .string(version % 2 == 0 ? "box(1x1" : "box(1x1)")]])
        }
        var versions: [Int] = []
        while let message = server.notification("textDocument/publishDiagnostics", timeout: 1) {
            versions.append(message["params"]?["version"]?.intValue ?? -1)
        }
        #expect(versions.last == 20)
        #expect(versions == versions.sorted(), "a stale result was published after a newer one: \(versions)")
        #expect(versions.count < 19, "every keystroke was analysed: \(versions)")
        #expect(server.shutdown() == 0)
    }

    @Test func diagnosticsCarryCodesLinksAndRelatedInformation() throws {
        let server = ServerHarness()
        server.initialize(capabilities: ["textDocument": ["publishDiagnostics": ["relatedInformation": true]]])
        let uri = "file:///w/d.layout"
        server.open(uri, "let gap = 8\nlet gap = 4\nwrap(spacng: gap) < box(1x1) >")
        let diagnostics = try #require(server.diagnostics(uri))
        let redefinition = try #require(diagnostics.first { $0["code"] == "E2024" })
        #expect(redefinition["severity"] == 1)
        #expect(redefinition["codeDescription"]?["href"] == "https://github.com/layoutc/layoutc/blob/main/docs/language.md")
        #expect(redefinition["relatedInformation"]?.arrayValue?.first?["message"] == "first defined here")
        let label = try #require(diagnostics.first { $0["code"] == "E2003" })
        #expect(label["range"] == ["start": position(2, 5), "end": position(2, 11)])
        #expect(label["message"]?.stringValue?.contains("help: did you mean 'spacing'?") == true)
        #expect(server.shutdown() == 0)
    }

    @Test func lintFindingsArePublishedWithTheirRuleLinks() throws {
        let server = ServerHarness()
        server.initialize()
        let uri = "file:///w/lint.layout"
        // At the file's proposal, 200: the hstack is 150 + 8 + 150 = 308 wide, centred from
        // x = -54, and both boxes are cut; the padding does nothing; the single-child vstack is
        // redundant (info).
        server.open(uri, "proposal(200, nil)\nvstack < hstack < box(150x20) box(150x20).padding(0) > >")
        let diagnostics = try #require(server.diagnostics(uri))
        #expect(diagnostics.compactMap { $0["code"]?.stringValue }.sorted() == ["L001", "L009", "L015"])
        let overflow = try #require(diagnostics.first { $0["code"] == "L001" })
        #expect(overflow["severity"] == 2)
        #expect(overflow["message"]?.stringValue?.hasPrefix("'hstack' does not fit the screen's width: needs 308 pt, "
                                                              + "the screen shows 200 pt of it: 54 pt at the leading edge") == true)
        #expect(overflow["range"] == ["start": position(1, 9), "end": position(1, 15)])
        #expect(overflow["codeDescription"]?["href"] == "https://github.com/layoutc/layoutc/blob/main/docs/lint.md#l001")
        #expect(diagnostics.first { $0["code"] == "L015" }?["severity"] == 3)
        // The no-effect finding's fix-it is a code action.
        let actions = server.call("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
            "range": ["start": position(1, 30), "end": position(1, 50)], "context": ["diagnostics": .array(diagnostics)]])?.arrayValue ?? []
        #expect(actions.contains { $0["title"]?.stringValue == "Remove it" }, "\(actions.map { $0["title"] })")
        #expect(server.shutdown() == 0)
    }

    @Test func importsComeFromOpenBuffersThenDisk() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let library = directory + "/lib.layout"
        try "let tile = box(10x10)\n".write(toFile: library, atomically: true, encoding: .utf8)
        let server = ServerHarness()
        server.initialize(rootPath: directory)
        let main = DocumentURI.uri(of: directory + "/main.layout")
        server.open(main, "import \"lib.layout\"\nhstack < tile card >")
        // From disk: 'card' is unknown.
        let first = try #require(server.diagnostics(main))
        #expect(first.map { $0["code"] } == ["E2001"])
        // The library opened with unsaved text that defines 'card': the main file is re-checked.
        server.open(DocumentURI.uri(of: library), "let tile = box(10x10)\nlet card = box(20x20)\n")
        #expect(try #require(server.diagnostics(main)).isEmpty)
        // Closed again: back to the disk's version.
        server.notify("textDocument/didClose", ["textDocument": ["uri": .string(DocumentURI.uri(of: library))]])
        #expect(try #require(server.diagnostics(main)).map { $0["code"] } == ["E2001"])
        // The file changes on disk and the client says so.
        try "let tile = box(10x10)\nlet card = box(30x30)\n".write(toFile: library, atomically: true, encoding: .utf8)
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(DocumentURI.uri(of: library)), "type": 2]]])
        #expect(try #require(server.diagnostics(main)).isEmpty)
        // Closing a document clears its diagnostics.
        server.notify("textDocument/didClose", ["textDocument": ["uri": .string(main)]])
        #expect(try #require(server.diagnostics(main)).isEmpty)
        #expect(server.shutdown() == 0)
    }
}
