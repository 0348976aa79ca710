import Foundation
import Testing
import LayoutEngine
import LayoutJSON
@testable import LayoutServer

/// The editor's settings: each key read, a bad value reported and the old one kept.
struct ServerSettingsTests {
    @Test func theFontSettingNamesTheTextModel() {
        var settings = ServerSettings()
        #expect(settings.textModel == nil)
        #expect(settings.update(from: ["font": "model"]).isEmpty)
        #expect(settings.fonts == ["model"] && settings.textModel == .model)
        // A file that cannot be read, or a value of the wrong kind: reported, the model kept.
        #expect(settings.update(from: ["font": "/nowhere/x.otf"])
                    == ["setting \"font\": /nowhere/x.otf: no such file"])
        #expect(settings.update(from: ["font": 3]) == ["setting \"font\": expected \"model\" or a list of font files, found 3"])
        #expect(settings.update(from: ["font": ["a.otf", 2]]).count == 1)
        #expect(settings.textModel == .model)
        // Unset (VS Code sends null for a setting nobody made): the project's, else the built-in font.
        #expect(settings.update(from: ["font": .null]).isEmpty)
        #expect(settings.fonts == nil && settings.textModel == nil)
    }

    /// Hover lays the file out with the setting's text model: "hi" is 16 × 20 in the model, and
    /// something else in the built-in font.
    @Test func hoverFollowsTheFontSetting() throws {
        func hover(font: JSONValue) throws -> String {
            let server = ServerHarness()
            server.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]],
                              options: ["diagnosticsDelay": 0, "proposal": "nilxnil", "font": font])
            server.open("file:///w/t.layout", "text(\"hi\")")
            _ = server.diagnostics("file:///w/t.layout")
            let value = server.call("textDocument/hover", at("file:///w/t.layout", 0, 1))?["contents"]?["value"]
            _ = server.shutdown()
            return value?.stringValue ?? ""
        }
        #expect(try hover(font: "model").contains("frame     (0, 0) 16×20"))
        #expect(!(try hover(font: .null).contains("16×20")))
    }
}
