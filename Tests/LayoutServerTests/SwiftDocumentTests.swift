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

    /// A package of two targets: `Shop` uses `ShopUI`.
    static let shopManifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Shop", platforms: [.iOS(.v17)], targets: [
            .target(name: "ShopUI"),
            .target(name: "Shop", dependencies: ["ShopUI"]),
        ])
        """

    /// Writes `files` (paths relative to `root`) to the disk, with their folders.
    func write(_ files: [String: String], under root: String) throws {
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    func openCard() -> (ServerHarness, [JSONValue]) {
        let server = ServerHarness()
        server.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]],
                          options: ["diagnosticsDelay": 0, "font": "model"])
        // A folder of its own: the reader reads the other .swift files beside it.
        server.open("file:///nonexistent-layoutc-folder/Card.swift", Self.source)
        return (server, server.diagnostics("file:///nonexistent-layoutc-folder/Card.swift") ?? [])
    }

    /// A file of styles has no view of its own: the editor says so, and why, as `check` does. (A
    /// style that sizes its buttons, a padding or a frame, is judged on its own where no root
    /// applies it: this one draws its label as it is.)
    @Test func aFileOfStylesSaysWhyNothingIsLaidOut() throws {
        let server = ServerHarness()
        server.initialize(capabilities: [:], options: ["diagnosticsDelay": 0, "font": "model"])
        let uri = "file:///nonexistent-layoutc-folder/Pill.swift"
        server.open(uri, """
            import SwiftUI
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundStyle(.blue) }
            }
            """)
        let diagnostics = server.diagnostics(uri) ?? []
        _ = server.shutdown()
        #expect(diagnostics.map { $0["message"]?.stringValue ?? "" } == [
            "no view to lay out here: it declares styles, modifiers or extensions of views, laid out where the app applies them",
        ], "\(diagnostics)")
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

    /// Every root of the file is linted, as `layoutc lint` lints it; the first is the one laid out
    /// for hover. Here the second preview's view only: a 30×30 button (line 13), under 44×44; the
    /// first's is 60×60 and answers taps over all of it (its content shape).
    @Test func everyRootIsLinted() throws {
        let server = ServerHarness()
        server.initialize(capabilities: [:], options: ["diagnosticsDelay": 0, "font": "model"])
        server.open("file:///nonexistent-layoutc-folder/Two.swift", """
            import SwiftUI

            struct Roomy: View {
                var body: some View {
                    Button {} label: { Text("Go").frame(width: 60, height: 60).contentShape(Rectangle()) }
                }
            }

            struct Cramped: View {
                var body: some View {
                    VStack {
                        Text("Title")
                        Button {} label: { Text("x").frame(width: 30, height: 30) }
                    }
                }
            }

            #Preview("Roomy") { Roomy() }
            #Preview("Cramped") { Cramped() }

            """)
        let diagnostics = server.diagnostics("file:///nonexistent-layoutc-folder/Two.swift") ?? []
        _ = server.shutdown()
        let taps = diagnostics.filter { $0["code"]?.stringValue == "L018" }
        #expect(taps.count == 1, "\(diagnostics)")
        #expect(taps.first?["range"]?["start"]?["line"]?.intValue == 12)
        #expect(taps.first?["message"]?.stringValue?.contains("30×30") == true)
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

    /// A document is read with its module as the app is built: a view of a local package's other
    /// target, which the document's folder does not hold, is read (its 120×44 frame, which the
    /// colour beside it follows), and the document's unsaved text is what is read.
    @Test func aDocumentIsReadWithItsModule() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-lsp-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Package.swift": Self.shopManifest,
            "Sources/ShopUI/Badge.swift": """
                import SwiftUI
                public struct Badge: View {
                    public init() {}
                    public var body: some View { Text("New").frame(width: 120, height: 44) }
                }
                """,
            "Sources/Shop/Screen.swift": "import SwiftUI\n",
        ]
        try write(files, under: root)
        let server = ServerHarness()
        server.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]],
                          options: ["diagnosticsDelay": 0, "font": "model"])
        let uri = "file://" + root + "/Sources/Shop/Screen.swift"
        // Unsaved text: the file on disk has no view yet.
        server.open(uri, """
            import SwiftUI
            import ShopUI

            struct Screen: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Badge()
                        Color.red.frame(width: 10, height: 10)
                    }
                }
            }
            """)
        let diagnostics = server.diagnostics(uri) ?? []
        #expect(!diagnostics.contains { $0["message"]?.stringValue?.contains("not in the files read") == true },
                "\(diagnostics)")
        // The colour follows the 120-wide badge, centred in its 44 points of height.
        let hover = server.call("textDocument/hover", at(uri, 7, 16))
        let value = try #require(hover?["contents"]?["value"]?.stringValue)
        #expect(value.contains("frame     (120, 17) 10×10"), "\(value)")
        _ = server.shutdown()
    }

    /// A view is linted where the app uses it, on `lint`'s matrix, as `layoutc lint` lints it: the
    /// row (no preview of its own) is a row of the screen's List, its status "Waiting for pickup"
    /// given there. The diagnostic is the one `layoutc lint` prints for the package (checked by hand):
    /// 1 of 2 lines at Large and xxxLarge, and at AX5 1 of 5 lines with "Waiting" broken, on all 12
    /// places. The screen edited in the editor (unsaved: both statuses short) takes it away.
    @Test func aViewIsLintedWhereTheAppUsesIt() throws {
        let root = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let row = """
            import SwiftUI

            struct OrderRow: View {
                let status: String
                var body: some View {
                    HStack {
                        Image(systemName: "shippingbox")
                        Text(status)
                            .lineLimit(1)
                            .frame(width: 120, alignment: .leading)
                        Spacer()
                    }
                }
            }

            """
        let screen = """
            import SwiftUI

            struct OrdersScreen: View {
                var body: some View {
                    NavigationStack {
                        List {
                            OrderRow(status: "Waiting for pickup")
                            OrderRow(status: "Sent")
                        }
                        .navigationTitle("Orders")
                    }
                }
            }

            """
        let files = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", platforms: [.iOS(.v17)], targets: [.target(name: "Shop")])
                """,
            "Sources/Shop/OrderRow.swift": row,
            "Sources/Shop/OrdersScreen.swift": screen,
        ]
        try write(files, under: root)
        let server = ServerHarness()
        server.initialize(capabilities: [:], options: ["diagnosticsDelay": 0])
        let rowURI = "file://" + root + "/Sources/Shop/OrderRow.swift"
        server.open(rowURI, row)
        let diagnostics = server.diagnostics(rowURI) ?? []
        let cut = try #require(diagnostics.first { $0["code"]?.stringValue == "L003" }, "\(diagnostics)")
        #expect(cut["range"]?["start"]?["line"]?.intValue == 7)
        #expect(cut["range"]?["start"]?["character"]?.intValue == 12)
        #expect(cut["severity"]?.intValue == 2)
        #expect(cut["message"]?.stringValue?.hasPrefix("text 'Waiting for pickup' is cut short: shows 1 of 2 lines "
            + "(1 line lost, limited by lineLimit: 1) at all 12 places (Large) and all 12 places (xxxLarge); shows 1 of 5 "
            + "lines (4 lines lost, limited by lineLimit: 1), and is 120 pt wide, narrower than its word 'Waiting' "
            + "(187.3689 pt), which breaks between characters at all 12 places (AX5)") == true, "\(cut)")
        // The screen's unsaved text: the statuses short, the row fits everywhere.
        let screenURI = "file://" + root + "/Sources/Shop/OrdersScreen.swift"
        server.open(screenURI, screen.replacingOccurrences(of: "Waiting for pickup", with: "OK"))
        let after = server.diagnostics(rowURI) ?? []
        #expect(!after.contains { $0["code"]?.stringValue == "L003" }, "\(after)")
        _ = server.shutdown()
    }

    /// A view of a shared module is judged where the modules that use it show it: the row is in
    /// `ShopUI`, its screen in `Shop`, which depends on it (the same finding as in one module).
    @Test func aSharedViewIsLintedWhereAnotherModuleUsesIt() throws {
        let root = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Package.swift": Self.shopManifest,
            "Sources/ShopUI/OrderRow.swift": """
                import SwiftUI

                public struct OrderRow: View {
                    let status: String
                    public init(status: String) { self.status = status }
                    public var body: some View {
                        HStack {
                            Text(status)
                                .lineLimit(1)
                                .frame(width: 120, alignment: .leading)
                            Spacer()
                        }
                    }
                }
                """,
            "Sources/Shop/OrdersScreen.swift": """
                import SwiftUI
                import ShopUI

                struct OrdersScreen: View {
                    var body: some View {
                        NavigationStack {
                            List { OrderRow(status: "Waiting for pickup") }
                        }
                    }
                }
                """,
        ]
        try write(files, under: root)
        let server = ServerHarness()
        server.initialize(capabilities: [:], options: ["diagnosticsDelay": 0])
        let uri = "file://" + root + "/Sources/ShopUI/OrderRow.swift"
        server.open(uri, files["Sources/ShopUI/OrderRow.swift"]!)
        let diagnostics = server.diagnostics(uri) ?? []
        _ = server.shutdown()
        let cut = try #require(diagnostics.first { $0["code"]?.stringValue == "L003" }, "\(diagnostics)")
        #expect(cut["range"]?["start"]?["line"]?.intValue == 7)
        #expect(cut["message"]?.stringValue?.hasPrefix("text 'Waiting for pickup' is cut short") == true)
    }
}
