import Foundation
import Testing
import LayoutJSON
@testable import LayoutServer
import LayoutAnalysis
import LayoutEngine

/// While the user types the file rarely compiles: hover and inlay hints answer from the last
/// version that laid out, marked as such, for what no edit has touched since.
struct StaleLayoutTests {
    static let text = """
    vstack(spacing: 4) <
      text("Title", size: 20)
      box(40x10)
      box(10x10).padding(2)
    >
    """

    func change(_ server: ServerHarness, _ uri: String, version: Int, _ changes: [JSONValue]) {
        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)])
    }

    func edit(_ line: Int, _ start: Int, _ end: Int, _ text: String) -> JSONValue {
        ["range": ["start": position(line, start), "end": position(line, end)], "text": .string(text)]
    }

    func hover(_ server: ServerHarness, _ line: Int, _ character: Int) -> String {
        server.call("textDocument/hover", at("file:///w/s.layout", line, character))?["contents"]?["value"]?.stringValue ?? ""
    }

    /// The vstack at nil×nil: the text 50×25 (5 × 10 by 1.25 × 20), the 40×10 box and the padded
    /// box 14×14, 4 apart: 50 wide, 25 + 4 + 10 + 4 + 14 = 57 tall. The box(40x10) is centred: x 5,
    /// y 29.
    @Test func hoverKeepsItsPictureWhileTheFileHasErrors() throws {
        let server = ServerHarness()
        server.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]], options: ["diagnosticsDelay": 0, "proposal": "nilxnil", "font": "model"])
        let uri = "file:///w/s.layout"
        server.open(uri, Self.text)
        _ = server.diagnostics(uri, version: 1)
        #expect(hover(server, 2, 3).contains("frame     (5, 29) 40×10"))
        // Mistype the text's argument (line 1): the file no longer compiles.
        change(server, uri, version: 2, [edit(1, 22, 24, "2O")])
        let errors = server.diagnostics(uri, version: 2) ?? []
        #expect(errors.contains { $0["severity"]?.intValue == 1 })
        // The box two lines below still shows its frame, from version 1.
        let box = hover(server, 2, 3)
        #expect(box.contains("frame     (5, 29) 40×10"), "\(box)")
        #expect(box.contains("_from the last version without errors (version 1)_"))
        // Typing before it moves it: the mapping follows (a line inserted above the box).
        change(server, uri, version: 3, [edit(2, 0, 0, "  circle\n")])
        _ = server.diagnostics(uri, version: 3)
        #expect(hover(server, 3, 3).contains("frame     (5, 29) 40×10"))
        // The element whose text was edited shows no frame: the mistyped text.
        let title = hover(server, 1, 3)
        #expect(!title.contains("frame"), "\(title)")
        #expect(title.contains("_no layout: this element changed since the last version without errors_"))
        // Once the file compiles again the answer is fresh, without the note.
        let removeLine: JSONValue = ["range": ["start": position(2, 0), "end": position(3, 0)], "text": ""]
        change(server, uri, version: 4, [edit(1, 22, 24, "20"), removeLine])
        _ = server.diagnostics(uri, version: 4)
        let fresh = hover(server, 2, 3)
        #expect(fresh.contains("frame     (5, 29) 40×10") && !fresh.contains("last version"), "\(fresh)")
        #expect(server.shutdown() == 0)
    }

    /// Inlay hints while the file has errors: the untouched elements' sizes, where they are now.
    @Test func inlayHintsFollowTheEdits() throws {
        let server = ServerHarness()
        server.initialize(options: ["diagnosticsDelay": 0, "proposal": "nilxnil", "inlayHints": true, "font": "model"])
        let uri = "file:///w/s.layout"
        server.open(uri, Self.text)
        _ = server.diagnostics(uri, version: 1)
        change(server, uri, version: 2, [edit(1, 22, 24, "2O")])
        _ = server.diagnostics(uri, version: 2)
        let range: JSONValue = ["start": position(0, 0), "end": position(9, 0)]
        let hints = server.call("textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": range])?.arrayValue ?? []
        let labels = hints.compactMap { hint -> String? in
            guard let label = hint["label"]?.stringValue, let line = hint["position"]?["line"]?.intValue,
                  let character = hint["position"]?["character"]?.intValue else { return nil }
            return "\(line):\(character) \(label)"
        }
        // The text (line 1) was edited: no hint; the others where they are (the vstack's own text
        // and its closing bracket are untouched).
        #expect(Set(labels) == ["2:12 40×10", "3:23 14×14", "4:1 50×57"], "\(labels)")
        #expect(hints.allSatisfy { $0["tooltip"]?.stringValue?.hasSuffix("(from the last version without errors, version 1)") == true })
        #expect(server.shutdown() == 0)
    }

    /// The mapping itself: an edit before a range moves it, one inside it or across it loses it,
    /// one after it changes nothing; a deletion or an insertion strictly inside touches it, one at
    /// its edge does not.
    @Test func mappingThroughEdits() throws {
        let analysis = DocumentAnalysis(TextDocument(uri: "file:///w/m.layout", languageID: "layout", version: 1, text: "box(1x1)"),
                                        workspace: Workspace(readDisk: { _ in nil }), settings: ServerSettings(proposal: .unspecified))
        var stale = StaleLayout(analysis: analysis)
        // "0123456789": insert "ab" at 2, then delete 6..<8 (of the new text).
        let kept = stale.record([ByteEdit(start: 2, oldEnd: 2, newEnd: 4), ByteEdit(start: 6, oldEnd: 8, newEnd: 6)])
        #expect(kept)
        #expect(stale.currentRange(ofAnalysed: 0, 2)! == (0, 2))  // before: unchanged (an insertion at its end)
        #expect(stale.currentRange(ofAnalysed: 2, 4)! == (4, 6))  // after the insertion: moved by 2
        #expect(stale.currentRange(ofAnalysed: 1, 3) == nil)  // the insertion is inside
        #expect(stale.currentRange(ofAnalysed: 4, 7) == nil)  // partly deleted
        #expect(stale.currentRange(ofAnalysed: 8, 10)! == (8, 10))  // after both: +2 − 2
        #expect(stale.analysedRange(ofCurrent: 4, 6)! == (2, 4))
        #expect(stale.analysedRange(ofCurrent: 3, 5) == nil)  // holds inserted text
        #expect(stale.analysedRange(ofCurrent: 5, 7) == nil)  // a deletion strictly inside
        #expect(stale.analysedRange(ofCurrent: 6, 8)! == (6, 8))  // the deletion at its start: "67" of "0123456789"
        // The whole text replaced: one edit from the common prefix and suffix.
        #expect(ByteEdit.difference(Array("box(10x10)".utf8), Array("box(12x10)".utf8)) == ByteEdit(start: 5, oldEnd: 6, newEnd: 6))
        #expect(ByteEdit.difference(Array("abc".utf8), Array("abc".utf8)) == ByteEdit(start: 3, oldEnd: 3, newEnd: 3))
        #expect(ByteEdit.difference(Array("aaa".utf8), Array("aaaa".utf8)) == ByteEdit(start: 3, oldEnd: 3, newEnd: 4))
    }

    /// Lint keeps the layout it made at the document's proposal, and the layout hover shows has
    /// the frames of a pass of its own (asked before the lint, it makes that pass). That hover
    /// reads the lint's instead of laying out again is not observable here: the editor
    /// benchmark's profile shows it.
    @Test func hoverReadsTheLintsLayout() throws {
        let text = "proposal(200, nil)\n" + Self.text
        let document = TextDocument(uri: "file:///w/h.layout", languageID: "layout", version: 1, text: text)
        let settings = ServerSettings(proposal: .unspecified)
        let linted = DocumentAnalysis(document, workspace: Workspace(readDisk: { _ in nil }), settings: settings)
        let asWritten = try #require(linted.lint.layoutAsWritten)
        #expect(asWritten.proposal == ProposedViewSize(width: 200, height: nil))
        let shown = try #require(linted.layout)
        let alone = try #require(DocumentAnalysis(document, workspace: Workspace(readDisk: { _ in nil }),
                                                  settings: settings).layout)
        #expect(shown.frames == asWritten.result.frames)
        #expect(shown.frames == alone.frames)
        #expect(shown.rootSize == alone.rootSize)
    }
}
