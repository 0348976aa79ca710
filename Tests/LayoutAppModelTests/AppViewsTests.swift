import Testing
import LayoutDiagnostics
import LayoutSwiftSyntax
@testable import LayoutAppModel

/// Each view's platforms and uses, and the roots they make (`AppViews`).
@Suite struct AppViewsTests {
    static let files = MemoryFiles([
        "/app/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v17), .macOS(.v14)], targets: [
                .target(name: "Kit"),
                .executableTarget(name: "App", dependencies: ["Kit"], path: "App"),
            ])
            """,
        "/app/Sources/Kit/Row.swift": """
            import SwiftUI
            public struct Row: View {
                let title: String
                public var body: some View { Text(title) }
            }
            #Preview { Row(title: "a").previewLayout(.sizeThatFits) }
            """,
        "/app/Sources/Kit/MacPanel.swift": """
            import SwiftUI
            import AppKit
            struct MacPanel: View { var body: some View { Text("m") } }
            """,
        "/app/App/Root.swift": """
            import SwiftUI
            import Kit
            @main struct MyApp: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        List { ForEach(["a", "b"], id: \\.self) { Row(title: $0) } }
                            .sheet(isPresented: .constant(true)) { Compose() }
                    }
                }
            }
            struct Compose: View { var body: some View { Badge() } }
            struct Badge: View { var body: some View { Text("b") } }
            struct Orphan: View { var body: some View { Text("o") } }
            struct Bridge: NSViewRepresentable {}
            struct Wrapped: View { var body: some View { Bridge() } }
            #if os(macOS)
            struct Prefs: View { var body: some View { Text("p") } }
            #endif
            struct Widgety: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "k", provider: P()) { entry in Card(entry: entry) }
                        .supportedFamilies([.systemSmall, .accessoryRectangular])
                }
            }
            struct Card: View { let entry: Int; var body: some View { Text("c") } }
            """,
    ])

    func read() -> (AppModel, AppViews) {
        let model = AppModel.read(["/app"], files: Self.files)
        let views = AppViews.read(WorkspaceSources(model: model, files: Self.files, sources: SourceManager()))
        return (model, views)
    }

    func contexts(_ views: AppViews, _ name: String) -> [String] {
        let key = views.views.keys.first { $0.name == name }
        return key.map { views.allUses(of: $0).map(\.context.rawValue).sorted() } ?? ["(no view)"]
    }

    @Test func usesAndTheirContexts() {
        let (_, views) = read()
        #expect(contexts(views, "Home") == ["screen"])
        #expect(contexts(views, "Row") == ["preview", "row"])
        #expect(contexts(views, "Compose") == ["screen"])
        #expect(contexts(views, "Badge") == ["component"])
        #expect(contexts(views, "Card") == ["widget"])
        #expect(contexts(views, "Orphan") == [])
        #expect(views.widgets.map(\.name) == ["Widgety"])
        #expect(views.widgets.first?.families == ["systemSmall", "accessoryRectangular"])
    }

    @Test func platforms() {
        let (_, views) = read()
        func platforms(_ name: String) -> [AppModel.Platform] {
            views.views.first { $0.key.name == name }?.value.platforms.sorted() ?? []
        }
        #expect(platforms("Home") == [.iOS, .macOS])
        // `import AppKit`: the file builds for macOS only; a view using an AppKit type too.
        #expect(platforms("MacPanel") == [.macOS])
        #expect(platforms("Wrapped") == [.macOS])
        // Under `#if os(macOS)`: only the macOS build declares it.
        #expect(platforms("Prefs") == [.macOS])
        #expect(views.notLinted.map { "\($0.platform) \($0.views)" } == ["macOS 3"])
    }

    @Test func roots() {
        let (model, views) = read()
        let described = views.roots.map { root -> String in
            let module = model.modules[root.module].name
            switch root.kind {
            case let .preview(name): return "\(module) preview \(name)"
            case let .screen(key): return "\(module) screen \(key.name)"
            case let .unused(key): return "\(module) unused \(key.name)"
            case let .widget(widget): return "\(module) widget \(widget.name)"
            }
        }
        #expect(described.sorted() == ["App screen Compose", "App screen Home", "App unused Orphan", "App widget Widgety",
                                       "Kit preview Preview"])
    }
}
