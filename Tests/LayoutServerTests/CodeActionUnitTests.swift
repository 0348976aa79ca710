import Testing
import LayoutDiagnostics
import LayoutJSON
@testable import LayoutServer
import LayoutAnalysis

/// "Suppress this finding", on a lint finding made by hand (lint adds its findings in
/// `Analyzer.analyze`; the action only reads the diagnostic's code and range).
struct CodeActionUnitTests {
    func context(_ text: String) -> RequestContext {
        let document = TextDocument(uri: "file:///w/s.layout", languageID: "layout", version: 1, text: text)
        let workspace = Workspace(readDisk: { _ in nil })
        return RequestContext(document: document,
                              analysisProvider: { DocumentAnalysis(document, workspace: workspace, settings: ServerSettings(proposal: .unspecified)) },
                              syntaxProvider: { SyntaxSnapshot(path: document.path, bytes: document.bytes, imported: []) }, staleLayoutProvider: { nil },
                              encoding: .utf16, settings: ServerSettings(), capabilities: ClientCapabilities(), workspace: workspace)
    }

    func finding(_ code: String, at offset: Int) -> Diagnostic {
        .warning(DiagnosticCode(code), "overflows its hstack by 23 pt", at: SourceRange(file: SourceFileID(rawValue: 0), start: offset, end: offset + 3))
    }

    @Test func suppressionCommentGoesAboveTheLineIndentedLikeIt() throws {
        let text = "hstack <\n    box(500x10)\n>\n"
        let edit = try #require(CodeActionHandler.suppression(finding("L001", at: 13), context: context(text)))
        #expect(edit == ["range": ["start": position(1, 0), "end": position(1, 0)], "newText": "    // layoutc-disable-next-line L001\n"])
    }

    @Test func aSecondCodeJoinsTheCommentAlreadyThere() throws {
        let text = "hstack <\n  // layoutc-disable-next-line L001\n  box(500x10)\n>\n"
        let offset = text.utf8.count - "box(500x10)\n>\n".utf8.count
        let edit = try #require(CodeActionHandler.suppression(finding("L007", at: offset), context: context(text)))
        #expect(edit == ["range": ["start": position(1, 35), "end": position(1, 35)], "newText": ", L007"])
        // The same code twice: nothing to add.
        #expect(CodeActionHandler.suppression(finding("L001", at: offset), context: context(text)) == nil)
    }
}
