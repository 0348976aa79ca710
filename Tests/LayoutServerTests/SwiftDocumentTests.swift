import Foundation
import Testing
import LayoutJSON
@testable import LayoutServer

/// A SwiftUI document in the editor: diagnostics in the Swift, hover on a view, empty answers
/// for what edits `.layout` text.
struct SwiftDocumentTests {
    static let source = """
    import SwiftUI

    struct Card: View {
        var body: some View {
            VStack(spacing: 0) {
                Button("Go") {}
                Color.red.frame(width: 40, height: 30)
            }
        }
    }

    #Preview {
        Card()
    }

    """

    func openCard() -> (ServerHarness, [JSONValue]) {
        let server = ServerHarness()
        server.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]],
                          options: ["diagnosticsDelay": 0, "font": "model"])
        // A folder of its own: the reader reads the other .swift files beside it.
        server.open("file:///nonexistent-layoutc-folder/Card.swift", Self.source)
        return (server, server.diagnostics("file:///nonexistent-layoutc-folder/Card.swift") ?? [])
    }

    /// The button is 2 characters of the model's text, 8 wide and 20 tall a line (16×20), in a plain button: smaller
    /// than 44×44 to tap, reported at the Button (line 5) with a note at the preview's use.
    @Test func findingsAreInTheSwift() throws {
        let (server, diagnostics) = openCard()
        _ = server.shutdown()
        let tap = try #require(diagnostics.first { $0["code"]?.stringValue == "L018" })
        #expect(tap["range"]?["start"]?["line"]?.intValue == 5)
        #expect(tap["range"]?["start"]?["character"]?.intValue == 12)
        #expect(tap["message"]?.stringValue?.contains("16×20") == true)
    }

    /// Hover on `Color.red…frame(…)` (line 6) shows the frame its modifier chain gives: the
    /// 40×30 colour under the 20-point-tall button, at the left of the stack its 40 points make wide.
    @Test func hoverShowsTheFrame() throws {
        let (server, _) = openCard()
        let hover = server.call("textDocument/hover", at("file:///nonexistent-layoutc-folder/Card.swift", 6, 16))
        let value = try #require(hover?["contents"]?["value"]?.stringValue)
        #expect(value.contains("frame     (0, 20) 40×30"), "\(value)")
        let completion = server.call("textDocument/completion", at("file:///nonexistent-layoutc-folder/Card.swift", 6, 16))
        #expect(completion?["items"]?.arrayValue?.isEmpty == true)
        let formatting = server.call("textDocument/formatting", [
            "textDocument": ["uri": "file:///nonexistent-layoutc-folder/Card.swift"],
            "options": ["tabSize": 4, "insertSpaces": true],
        ])
        #expect(formatting?.arrayValue?.isEmpty == true)
        _ = server.shutdown()
    }
}
