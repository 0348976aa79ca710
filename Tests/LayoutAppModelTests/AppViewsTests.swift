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

    /// A widget's families written in a property of its own, as Apple's Food Truck writes them: a
    /// computed list built with `+=` under `#if` (the iOS build's clauses), and a stored one.
    @Test func widgetFamiliesFromAPropertyOfTheWidget() {
        let files = MemoryFiles([
            "/w/Widgets.swift": """
                import SwiftUI
                import WidgetKit
                struct Orders: Widget {
                    static var supportedFamilies: [WidgetFamily] {
                        var families: [WidgetFamily] = []
                        #if os(iOS) || os(watchOS)
                        families += [.accessoryRectangular, .accessoryCircular, .accessoryInline]
                        #endif
                        #if os(iOS)
                        families += [.systemSmall]
                        #else
                        families.append(.systemLarge)
                        #endif
                        return families
                    }
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "o", provider: P()) { entry in Card(entry: entry) }
                            .supportedFamilies(Orders.supportedFamilies)
                    }
                }
                struct Stats: Widget {
                    private let families: [WidgetFamily] = [.systemMedium, WidgetFamily.systemLarge]
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "s", provider: P()) { entry in Card(entry: entry) }
                            .supportedFamilies(families)
                    }
                }
                struct Card: View { let entry: Int; var body: some View { Text("c") } }
                """,
        ])
        let model = AppModel.read(["/w"], files: files)
        let views = AppViews.read(WorkspaceSources(model: model, files: files, sources: SourceManager()))
        #expect(views.widgets.map(\.name) == ["Orders", "Stats"])
        #expect(views.widgets.first?.families == ["accessoryRectangular", "accessoryCircular", "accessoryInline", "systemSmall"])
        #expect(views.widgets.last?.families == ["systemMedium", "systemLarge"])
    }

    /// A button style that an item view draws its one labelled control in (a list's row button,
    /// as Swiftfin's `ListRowButton`) is no root of its own; a style nothing applies is.
    @Test func aStyleOfAnItemViewIsNoRootOfItsOwn() {
        let files = MemoryFiles([
            "/s/Rows.swift": """
                import SwiftUI
                struct RowButton: View {
                    let title: String
                    var body: some View {
                        Button(title) { }
                            .buttonStyle(RowStyle())
                    }
                }
                private struct RowStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.frame(maxWidth: .infinity)
                    }
                }
                struct LooseStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View { configuration.label.padding(4) }
                }
                """,
        ])
        let model = AppModel.read(["/s"], files: files)
        let views = AppViews.read(WorkspaceSources(model: model, files: files, sources: SourceManager()))
        #expect(views.views.values.first { $0.key.name == "RowButton" }?.isItems == true)
        let styles = views.roots.compactMap { root -> String? in
            if case let .buttonStyle(name) = root.kind { return name }
            return nil
        }
        #expect(styles == ["LooseStyle"])
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
            case let .toggleStyle(name): return "\(module) toggle style \(name)"
            case let .buttonStyle(name): return "\(module) button style \(name)"
            }
        }
        #expect(described.sorted() == ["App screen Compose", "App screen Home", "App unused Orphan", "App widget Widgety",
                                       "Kit preview Preview"])
    }

    /// The largest Dynamic Type size the app shows each view at: a cap around a use (`...AX2`,
    /// `.xSmall ... .xxxLarge`, `..<.accessibility1`, a fixed `.large`) and the reach of the view
    /// that uses it; a view shown anywhere uncapped, or only in previews, has none.
    @Test func dynamicTypeReach() {
        let text = """
                import SwiftUI
                @main struct CapApp: App { var body: some Scene { WindowGroup { Home() } } }
                struct Home: View {
                    var body: some View {
                        NavigationStack {
                            List { Row(); Inner() }.dynamicTypeSize(...DynamicTypeSize.accessibility2)
                            Badge().dynamicTypeSize(.xSmall ... .xxxLarge)
                            Chip().dynamicTypeSize(..<DynamicTypeSize.accessibility1)
                            Fixed().dynamicTypeSize(.large)
                            Free()
                            Shared().dynamicTypeSize(...DynamicTypeSize.xLarge)
                        }
                        .sheet(isPresented: .constant(true)) { Shared() }
                    }
                }
                struct Inner: View { var body: some View { Leaf().dynamicTypeSize(...DynamicTypeSize.accessibility4) } }
                struct Leaf: View { var body: some View { Text("l") } }
                struct Row: View { var body: some View { Text("r") } }
                struct Badge: View { var body: some View { Text("b") } }
                struct Chip: View { var body: some View { Text("c") } }
                struct Fixed: View { var body: some View { Text("f") } }
                struct Free: View { var body: some View { Text("f") } }
                struct Shared: View { var body: some View { Text("s") } }
                struct Lone: View { var body: some View { Text("o") } }
                #Preview { List { Row() } }
                #Preview("Lone") { Lone() }
                #Preview("Both") { VStack { Row(); Free() } }
                """
        let files = MemoryFiles([
            "/cap/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Cap", platforms: [.iOS(.v17)], targets: [.executableTarget(name: "Cap")])
                """,
            "/cap/Sources/Cap/Views.swift": text,
        ])
        let model = AppModel.read(["/cap"], files: files)
        let views = AppViews.read(WorkspaceSources(model: model, files: files, sources: SourceManager()))
        func reach(_ name: String) -> String {
            guard let key = views.views.keys.first(where: { $0.name == name }) else { return "(no view)" }
            return views.dynamicTypeReach(of: key).map { AppViews.dynamicTypeSizes[$0] } ?? "none"
        }
        #expect(reach("Row") == "accessibility2")
        // Its own cap is larger than the list's around its user: the list's.
        #expect(reach("Leaf") == "accessibility2")
        #expect(reach("Badge") == "xxxLarge")
        #expect(reach("Chip") == "xxxLarge")
        #expect(reach("Fixed") == "large")
        #expect(reach("Free") == "none")
        // Capped in the stack, but presented uncapped: the sheet takes the environment outside the cap.
        #expect(reach("Shared") == "none")
        #expect(reach("Lone") == "none")
        #expect(reach("Home") == "none")
        // A preview: the largest reach of the views it shows, none when one is uncapped.
        let file = "/cap/Sources/Cap/Views.swift"
        func preview(_ marker: String) -> String {
            guard let start = text.range(of: marker) else { return "(no preview)" }
            let offset = text.utf8.distance(from: text.startIndex, to: start.lowerBound)
            let end = text[start.lowerBound...].firstIndex(of: "\n").map { text.utf8.distance(from: text.startIndex, to: $0) } ?? text.utf8.count
            return views.dynamicTypeReach(ofPreviewIn: file, range: offset..<end).map { AppViews.dynamicTypeSizes[$0] } ?? "none"
        }
        #expect(preview("#Preview { List") == "accessibility2")
        #expect(preview("#Preview(\"Lone\")") == "none")
        #expect(preview("#Preview(\"Both\")") == "none")
    }
}
