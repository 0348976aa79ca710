import Foundation
import Testing
import LayoutJSON

/// Hover on an element shows its lint findings at the project's settings, with where each
/// starts (the breakpoints `layoutc lint` finds), once they are published.
struct LintHoverTests {
    /// With `"devices": true`, in the built-in font: at Large the text (body 17 pt: 27236 units ×
    /// 17/2816 − 0.43 × 20 of tracking = 155.82 pt, HarfBuzz) beside a 230-pt box is cut short at
    /// 375 wide only (below 385.82); at 375 wide it starts at medium (16 pt: 154.75 − 0.31 × 20 =
    /// 148.55, + 230 = 378.55 > 375; small, 15 pt: 145.08 − 0.23 × 20 = 140.48, + 230 fits).
    @Test func hoverShowsTheFindingAndWhereItStarts() throws {
        let directory = temporaryDirectory()
        try #"{"lint": {"devices": true}}"#.write(toFile: directory + "/.layoutc.json", atomically: true, encoding: .utf8)
        let server = ServerHarness()
        server.initialize()
        let uri = "file://" + directory + "/row.layout"
        server.open(uri, "proposal(375, nil)\nhstack(spacing: 0) < text(\"Settings and privacy\", lineLimit: 1) box(230x20) >")
        // Hover shows findings once they are published (it never waits for lint).
        _ = try #require(server.diagnostics(uri))
        let hover = try #require(server.call("textDocument/hover", at(uri, 1, 22))?["contents"]?["value"]?.stringValue)
        #expect(hover.contains("L003 truncated-text: text 'Settings and privacy' is cut short"), "\(hover)")
        #expect(hover.contains("— it starts below 386 pt wide (at Large), and at medium and above (on 375 pt wide)"),
                "\(hover)")
        #expect(hover.contains("help: give text 'Settings and privacy' .layoutPriority(1)"))
        #expect(server.shutdown() == 0)
    }
}
