import Testing
import LayoutDiagnostics
import LayoutEngine
import LayoutSema
import LayoutSwiftSyntax
import LayoutAppModel
@testable import LayoutSwiftReader

/// The values the code has (`docs/swiftui.md`, "Values the code has"): models and their preview
/// data, initializers, collections, optionals, the environment a configuration gives; and what only
/// the running app has, marked where it stands in. Expected texts are worked out from the rules.
@Suite struct AppValuesTests {
    static let models = """
        import SwiftUI

        enum Difficulty { case easy, hard
            var title: String {
                switch self {
                case .easy: return "Easy"
                case .hard: return "Hard"
                }
            }
        }

        struct Trail: Identifiable {
            var id = UUID()
            var name: String
            var miles: Double
            var difficulty: Difficulty = .easy
            var note: String?
            var label: String { "\\(name), \\(miles) mi" }

            static let mock = Trail(name: "Eagle Peak", miles: 4.5, difficulty: .hard)
            static let samples = [mock, Trail(name: "Lake Loop", miles: 2, note: "Flat")]
        }
        """

    /// A case of a view's own enum, given by a caller (`Badge(size: .large)`, the enum nested in
    /// the view and named from the caller's code) or left to its default (`= .small`), keeps its
    /// type's computed properties: the frame is the case's side, not a stand-in (Ice Cubes'
    /// `AvatarView(size: .status)` read `.frame(width: size.size.width)` as unknown before).
    @Test func aViewsOwnEnumCaseKeepsItsProperties() {
        let module = Module([("View.swift", """
            struct Badge: View {
                enum Size {
                    case small, large
                    var side: CGFloat {
                        switch self {
                        case .small: return 20
                        case .large: return 44
                        }
                    }
                }
                var size: Size = .small
                var body: some View {
                    Circle().frame(width: size.side, height: size.side)
                }
            }
            struct Shelf: View {
                var body: some View {
                    HStack {
                        Badge()
                        Badge(size: .large)
                    }
                }
            }
            #Preview { Shelf() }
            """)])
        #expect(module.layout() == """
            proposal(393, 759)
            let Shelf() = hstack <
              Badge()
              Badge_v1()
            >
            let Badge() = circle.frame(width: 20, height: 20)
            let Badge_v1() = circle.frame(width: 44, height: 44)
            Shelf()

            """)
        #expect(module.notes().isEmpty)
    }

    /// Cases of the app's `Comparable` enums compared (`each <= level`): by the enum's own `<`
    /// run with them (here on implicit `Int` raw values, 0, 1, 2 — written as `.layout`
    /// comparisons the checker decides), or by the order the cases are declared in when Swift
    /// synthesizes the conformance (`.two > .one` holds: 30). Before, `<=` on two names was
    /// refused by the checker and the frame's width left out.
    @Test func casesOfAComparableEnumCompare() {
        let module = Module([("View.swift", """
            enum Level: Int, CaseIterable, Comparable {
                case low, mid, high
                static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
            }
            enum Step: CaseIterable, Comparable { case one, two, three }
            struct Meter: View {
                let level: Level
                let step: Step
                var body: some View {
                    HStack {
                        ForEach(Level.allCases, id: \\.self) { each in
                            Rectangle().frame(width: each <= level ? 20 : 10, height: 4)
                        }
                        Rectangle().frame(width: step > .one ? 30 : 5, height: 4)
                        Text("\\(Level.high.rawValue)")
                    }
                }
            }
            #Preview { Meter(level: .mid, step: .two) }
            """)])
        #expect(module.layout() == """
            proposal(393, 759)
            let Meter_v1() = hstack <
              rect.frame(width: !(1 < 0) ? 20 : 10, height: 4)
              rect.frame(width: !(1 < 1) ? 20 : 10, height: 4)
              rect.frame(width: !(1 < 2) ? 20 : 10, height: 4)
              rect.frame(width: 30, height: 4)
              text("\\(2)")
            >
            Meter_v1()

            """)
        #expect(module.notes().isEmpty)
    }

    @Test func aModelsFieldsAndComputedProperties() {
        let module = Module([("View.swift", """
            struct TrailRow: View {
                let trail: Trail
                var body: some View {
                    VStack {
                        Text(trail.name)
                        Text(trail.label)
                        Text(trail.difficulty.title)
                    }
                }
            }
            #Preview { TrailRow(trail: .mock) }
            """), ("Models.swift", Self.models)])
        #expect(module.layout() == """
            proposal(393, 759)
            let TrailRow_v1() = vstack <
              text("Eagle Peak")
              text("Eagle Peak, \\(4.5) mi")
              text("Hard")
            >
            TrailRow_v1()

            """)
        #expect(module.notes().isEmpty)
    }

    /// A `CaseIterable` enum's `allCases` are its cases in the order written; a case's `rawValue`
    /// is the one written, else its name for `String`; `capitalized` as Foundation writes it. An
    /// enum with a case that carries values has no `allCases` the reader can list (a stand-in).
    @Test func anEnumsCasesAndRawValues() {
        let module = Module([("View.swift", """
            enum Filter: String, CaseIterable, Identifiable {
                case nearby
                case dogFriendly = "dog friendly", shaded
                var id: String { rawValue }
                var title: String {
                    switch self {
                    case .nearby: "Nearby"
                    default: rawValue.capitalized
                    }
                }
            }
            enum Load: CaseIterable { case idle, failed(String) }
            struct Chips: View {
                var body: some View {
                    HStack {
                        ForEach(Filter.allCases) { filter in Text(filter.title) }
                        Text(Filter.shaded.rawValue)
                    }
                }
            }
            """)])
        #expect(module.layout() == """
            proposal(393, 759)
            let Chips() = hstack <
              text("Nearby")
              text("Dog Friendly")
              text("Shaded")
              text("shaded")
            >
            Chips()

            """)
        #expect(module.notes().isEmpty)
        #expect(ReadSession.capitalized("\"it's\"") == nil)
        #expect(ReadSession.capitalized("\"GRAND canyon\"") == "\"Grand Canyon\"")
    }

    /// A number the reading knows, in a currency or a percentage, is the text Foundation's format
    /// style writes in en_US: 1299.99 USD is "$1,299.99", 12800 JPY "¥12,800" (no fraction
    /// digits), 9.5 CHF "CHF 9.50" (no symbol: the code and a no-break space), -84.125 EUR with
    /// the sign always shown "-€84.12" (half to even), 0.15 as a percentage "15%"; 0.123 as a
    /// percentage without a precision stays a stand-in.
    @Test func numbersInCurrenciesAndPercentages() {
        let module = Module([("View.swift", """
            struct Item {
                let price: Decimal
                let discount: Double
                static let mock = Item(price: 1299.99, discount: 0.15)
            }
            struct Row: View {
                let item: Item
                var body: some View {
                    VStack {
                        Text(item.price, format: .currency(code: "USD"))
                        Text(12800, format: .currency(code: "JPY"))
                        Text(9.5, format: .currency(code: "chf"))
                        Text(-84.125, format: .currency(code: "EUR").sign(strategy: .always()))
                        Text(item.discount, format: .percent)
                        Text(0.123, format: .percent)
                    }
                }
            }
            #Preview { Row(item: .mock) }
            """)])
        #expect(module.layout() == """
            proposal(393, 759)
            let Row_v1() = vstack <
              text("$1,299.99")
              text("¥12,800")
              text("CHF\u{00A0}9.50")
              text("-€84.12")
              text("15%")
              text("Placeholder text")
            >
            Row_v1()

            """)
        #expect(module.notes().map(\.at) == ["0.123"])
        #expect(FormatStyles.number("(400 - 312.5) * 2") == 175)
        #expect(FormatStyles.number("price") == nil)
        #expect(FormatStyles.number("1 / 0") == nil)
    }

    /// A view function given the app's values (`grid(of: items)`) is read with them, in a
    /// component of its own for each value given, as a view given its model is: two texts for
    /// the two mock items, nothing for an empty list, and no note.
    @Test func aBuilderGivenTheAppsValues() {
        let module = Module([("View.swift", """
            struct Item {
                let name: String
                static let mock: [Item] = [Item(name: "One"), Item(name: "Two")]
            }
            struct Shelf: View {
                let items: [Item]
                var body: some View {
                    VStack {
                        grid(of: items)
                        grid(of: [])
                    }
                }
                func grid(of items: [Item]) -> some View {
                    HStack { ForEach(items, id: \\.name) { item in Text(item.name) } }
                }
            }
            #Preview { Shelf(items: Item.mock) }
            """)])
        #expect(module.layout() == """
            proposal(393, 759)
            let Shelf_v1() = vstack <
              Shelf_v1_grid_v2()
              Shelf_v1_grid_v3()
            >
            let Shelf_v1_grid_v2() = hstack <
              text("One")
              text("Two")
            >
            let Shelf_v1_grid_v3() = hstack < >
            Shelf_v1()

            """)
        #expect(module.notes().isEmpty)
    }

    /// A view nothing gives its model to (a root) takes the code's preview data (`Trail.mock`).
    @Test func previewDataForARoot() {
        let module = Module([("View.swift", """
            struct TrailRow: View {
                let trail: Trail
                var body: some View { Text(trail.name) }
            }
            """), ("Models.swift", Self.models)])
        #expect(module.layout() == """
            proposal(393, 759)
            let TrailRow_v1() = text("Eagle Peak")
            TrailRow_v1()

            """)
    }

    /// A custom initializer: what it assigns (a `State`'s initial value too) is what the view holds.
    @Test func aCustomInitializer() {
        let module = Module([("View.swift", """
            struct Detail: View {
                let trail: Trail
                @State private var miles: Double
                init(trail: Trail) {
                    self.trail = trail
                    _miles = State(initialValue: trail.miles)
                }
                var body: some View { Text("\\(trail.name): \\(miles)") }
            }
            #Preview { Detail(trail: .mock) }
            """), ("Models.swift", Self.models)])
        #expect(module.layout() == """
            proposal(393, 759)
            let Detail_v1() = text("Eagle Peak: \\(4.5)")
            Detail_v1()

            """)
    }

    /// `ForEach` over models the code has: each item read with its values; `if let` and
    /// `Optional.map` on what they hold.
    @Test func collectionsAndOptionals() {
        let module = Module([("View.swift", """
            struct TrailList: View {
                let trails: [Trail]
                var body: some View {
                    VStack {
                        ForEach(trails) { trail in
                            if let note = trail.note { Text(note) }
                            trail.note.map { Text("Note: \\($0)") }
                            Text(trail.name)
                        }
                    }
                }
            }
            #Preview { TrailList(trails: Trail.samples) }
            """), ("Models.swift", Self.models)])
        #expect(module.layout() == """
            proposal(393, 759)
            let TrailList_v1() = vstack <
              text("Eagle Peak")
              text("Flat")
              text("Note: Flat")
              text("Lake Loop")
            >
            TrailList_v1()

            """)
    }

    /// `@Environment(Store.self)` reads what the preview put in the environment.
    @Test func anObjectFromTheEnvironment() {
        let module = Module([("View.swift", """
            @Observable final class Store {
                var trails: [Trail] = []
                static let preview = Store(trails: Trail.samples)
                init(trails: [Trail] = []) { self.trails = trails }
            }
            struct Count: View {
                @Environment(Store.self) private var store
                var body: some View { Text("\\(store.trails.count) trails") }
            }
            #Preview { Count().environment(Store.preview) }
            """), ("Models.swift", Self.models)])
        #expect(module.layout() == """
            proposal(393, 759)
            let Count() = text("\\(2) trails")
            Count()

            """)
    }

    /// A `switch` on a case of the app's enum that the code holds takes its branch, the payload
    /// bound to the pattern's names (`.loaded(let catalog)`, `let .failed(message)`); the payload is
    /// read at its case's type with the enum's generic argument put in (`.loaded(.preview)` as a
    /// `LoadState<Catalog>` is `Catalog.preview`), through the closure that builds the preview store.
    @Test func anEnumsPayloadInASwitch() {
        let module = Module([("View.swift", """
            enum LoadState<Value> {
                case loading
                case loaded(Value)
                case failed(String)
            }
            struct Catalog { var trails: [Trail]; static let preview = Catalog(trails: Trail.samples) }
            @Observable final class Store {
                var state: LoadState<Catalog> = .loading
                static let preview: Store = {
                    let store = Store()
                    store.state = .loaded(.preview)
                    return store
                }()
                static let broken: Store = {
                    let store = Store()
                    store.state = .failed("Offline")
                    return store
                }()
            }
            struct Trails: View {
                @Environment(Store.self) private var store
                var body: some View {
                    VStack(spacing: 0) {
                        switch store.state {
                        case .loading: Text("Loading")
                        case .loaded(let catalog):
                            ForEach(catalog.trails) { trail in Text(trail.name) }
                        case let .failed(message): Text(message)
                        }
                    }
                }
            }
            #Preview { Trails().environment(Store.preview) }
            #Preview("Offline") { Trails().environment(Store.broken) }
            """), ("Models.swift", Self.models)])
        #expect(module.layout() == """
            proposal(393, 759)
            let Trails() = vstack(spacing: 0) <
              text("Eagle Peak")
              text("Lake Loop")
            >
            Trails()

            """)
        #expect(module.layout("Offline") == """
            proposal(393, 759)
            let Trails() = vstack(spacing: 0) <
              text("Offline")
            >
            Trails()

            """)
    }

    /// A computed property that `guard`s on what the code holds (`guard case .loaded(let trails)
    /// = state`, `guard !searchText.isEmpty`) is computed; `if list.isEmpty` on a list the code
    /// holds is decided: the preview's two trails are shown, not the empty state.
    @Test func guardsInComputedProperties() {
        let module = Module([("View.swift", """
            enum LoadState<Value> { case loading, loaded(Value), failed(String) }
            @Observable final class Feed {
                var state: LoadState<[Trail]> = .loading
                var searchText = ""
                var visible: [Trail] {
                    guard case .loaded(let trails) = state else { return [] }
                    guard !searchText.isEmpty else { return trails }
                    return trails.filter { $0.name.contains(searchText) }
                }
                static let preview: Feed = {
                    let feed = Feed()
                    feed.state = .loaded(Trail.samples)
                    return feed
                }()
            }
            struct Trails: View {
                @Environment(Feed.self) private var feed
                var body: some View {
                    if feed.visible.isEmpty {
                        Text("No trails")
                    } else {
                        ForEach(feed.visible) { trail in Text(trail.name) }
                    }
                }
            }
            #Preview { Trails().environment(Feed.preview) }
            #Preview("Empty") { Trails().environment(Feed()) }
            """), ("Models.swift", Self.models)])
        #expect(module.layout() == """
            proposal(393, 759)
            let Trails() = vstack(spacing: 0) <
              text("Eagle Peak")
              text("Lake Loop")
            >
            Trails()

            """)
        #expect(module.layout("Empty") == """
            proposal(393, 759)
            let Trails() = text("No trails")
            Trails()

            """)
    }

    /// What a view formats is given per use: `Text(amount, format: .currency(code: code))` with
    /// the amount a caller passes and the code from `Locale.current` (en_US, as the reading
    /// measures: "USD") shows "$182.40", the component made apart for it; a `Bool` the format
    /// reads (`showsSign`) decides its sign. An item of a list (`samples[1]`) is read.
    @Test func formattedValuesArePerUse() {
        let module = Module("""
            struct Amount: View {
                let amount: Decimal
                var code: String = Locale.current.currency?.identifier ?? "EUR"
                var showsSign = false
                var body: some View {
                    Text(amount, format: .currency(code: code).sign(strategy: showsSign ? .always() : .automatic))
                }
            }
            struct Line { var spent: Decimal; static let samples = [Line(spent: 12), Line(spent: 182.40)] }
            struct Card: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Amount(amount: Line.samples[1].spent)
                        Amount(amount: 5, showsSign: true)
                    }
                }
            }
            """)
        #expect(module.layout("Card") == """
            proposal(393, 759)
            let Card() = vstack(spacing: 0) <
              Amount_v1()
              Amount_v2()
            >
            let Amount_v1() = text("$182.40")
            let Amount_v2() = text("+$5.00")
            Card()

            """)
    }

    /// A condition on a `@State` a control edits (`!amountText.isEmpty` with a TextField bound to
    /// `$amountText`) is a state the user brings about: laid out as if it holds, with a note, and
    /// no stand-in (a finding there is a warning).
    @Test func aConditionOnWhatTheUserEnters() {
        let module = Module("""
            struct Entry: View {
                @State private var amountText = ""
                @State private var count = 0
                var body: some View {
                    HStack {
                        TextField("0.00", text: $amountText)
                        if !amountText.isEmpty { Image(systemName: "xmark.circle.fill") }
                        if count > 0 { Text("never") }
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Entry(amountText: "", count: 0) = hstack <
              text("0.00").lineLimit(1).frame(maxWidth: inf, alignment: .leading)
              image(20x20)
            >
            Entry()

            """)
        #expect(module.notes().contains { $0.code == "S4001" && $0.at == "!amountText.isEmpty" })
    }

    /// SwiftUI's flexible controls at UIKit's sizes: as wide as offered, a progress bar 4 pt tall,
    /// a slider 31, a segmented picker 32 (they were once as tall as offered too).
    @Test func flexibleControlsHaveTheirHeights() throws {
        let compiled = try CompiledSwift("""
            struct Controls: View {
                @State private var value = 0.5
                var body: some View {
                    VStack(spacing: 0) {
                        ProgressView(value: 0.3)
                        Slider(value: $value)
                        Picker("Kind", selection: $value) { Text("a") }.pickerStyle(.segmented)
                    }
                }
            }
            """, root: "Controls")
        let shapes = try compiled.frames().filter { ["capsule", "roundedRect"].contains($0.name) }.map(\.frame)
        #expect(shapes == [rect(0, 0, 393, 4), rect(0, 4, 393, 31), rect(0, 35, 393, 32)])
    }

    /// The environment a configuration gives, decided at reading: a Dynamic Type size, a widget's
    /// family; the reading says which keys it read.
    @Test func theEnvironmentOfAConfiguration() throws {
        let sources = SourceManager()
        let file = sources.add(name: "View.swift", text: """
            struct Adaptive: View {
                @Environment(\\.dynamicTypeSize) private var size
                @Environment(\\.widgetFamily) private var family
                var body: some View {
                    if size.isAccessibilitySize { Text("Tall") } else { Text("Wide") }
                    switch family {
                    case .systemSmall: Text("Small")
                    default: Text("Other")
                    }
                }
            }
            """)
        let reader = SwiftReader(files: [file])
        let large = try #require(reader.readView("Adaptive", in: file, environment: ReaderEnvironment(
            dynamicTypeSize: "large", widgetFamily: "systemSmall")))
        #expect(large.text.contains("text(\"Wide\")") && !large.text.contains("Tall"))
        #expect(large.text.contains("text(\"Small\")") && !large.text.contains("Other"))
        #expect(large.consulted == ["dynamicTypeSize", "widgetFamily"])
        let ax = try #require(reader.readView("Adaptive", in: file, environment: ReaderEnvironment(
            dynamicTypeSize: "accessibility3", widgetFamily: "systemMedium")))
        #expect(ax.text.contains("text(\"Tall\")") && !ax.text.contains("Wide") && ax.text.contains("text(\"Other\")"))
        // Unknown (no configuration): the old reading, the value a stand-in.
        let unknown = try #require(reader.readView("Adaptive", in: file))
        #expect(unknown.consulted.isEmpty)
    }

    /// A container value chosen by the environment (`AnyLayout`), held by a local or by a computed
    /// property of the view: the configuration's layout when the reading knows the environment;
    /// when it does not, the first, and what it holds marked as resting on a stand-in.
    @Test func aLayoutChosenByTheEnvironment() throws {
        let sources = SourceManager()
        let file = sources.add(name: "View.swift", text: """
            struct Local: View {
                @Environment(\\.dynamicTypeSize) private var size
                var body: some View {
                    let layout = size.isAccessibilitySize
                        ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
                        : AnyLayout(HStackLayout(spacing: 12))
                    layout { Text("A"); Text("B") }
                }
            }
            struct Property: View {
                @Environment(\\.dynamicTypeSize) private var size
                private var layout: AnyLayout {
                    size.isAccessibilitySize ? AnyLayout(VStackLayout(spacing: 2)) : AnyLayout(HStackLayout())
                }
                var body: some View {
                    layout { Text("A"); Text("B") }
                }
            }
            """)
        let reader = SwiftReader(files: [file])
        func read(_ name: String, _ size: String?) throws -> SwiftReading {
            try #require(reader.readView(name, in: file, environment: size.map { ReaderEnvironment(dynamicTypeSize: $0) }
                                                                   ?? ReaderEnvironment()))
        }
        #expect(try read("Local", "large").text.contains("any(hstack(spacing: 12)) <"))
        let ax3 = try read("Local", "accessibility3").text
        #expect(ax3.contains("any(vstack(alignment: .leading, spacing: 4)) <"), "\(ax3)")
        #expect(try read("Property", "large").text.contains("any(hstack) <"))
        #expect(try read("Property", "accessibility1").text.contains("any(vstack(spacing: 2)) <"))
        for name in ["Local", "Property"] {
            let unknown = try read(name, nil)
            #expect(unknown.text.contains("any(vstack("), "\(name): \(unknown.text)")
            #expect(unknown.text.contains("text(\"A\")") && unknown.text.contains("text(\"B\")"))
            #expect(!unknown.notes.contains { $0.message.contains("empty, flexible rectangle") })
            #expect(unknown.notes.contains { $0.message.hasPrefix("this condition is known only when the app runs") })
            let (result, final) = SwiftCompilation.compile(unknown, name: name, sources: sources, options: CompileOptions())
            let program = try #require(result.program)
            let texts = (0..<program.tree.count).filter { index in
                if case .text = program.tree.elements[index] { return true }
                return false
            }
            #expect(texts.count == 2)
            // The container and what it holds rest on the condition taken as true.
            #expect(Set(final.standInNodes.values)
                    == ["a condition known only when the app runs (size.isAccessibilitySize), taken as true"])
            #expect(texts.allSatisfy { text in
                var node: Int? = text
                while let current = node, final.standInNodes[current] == nil {
                    node = program.tree.parent(of: LayoutNodeID(current)).map { Int($0.index) }
                }
                return node != nil
            })
        }
    }

    /// What only the running app has is marked where it stands in: the compiled tree's nodes that
    /// rest on it, with what stood in.
    @Test func standInsAreMarked() throws {
        let sources = SourceManager()
        let file = sources.add(name: "View.swift", text: """
            struct Feed: View {
                @State private var model = FeedModel()
                var body: some View {
                    VStack {
                        Text(model.headline)
                        Text("Known")
                        if model.isLoading { ProgressView() }
                    }
                }
            }
            """)
        let reading = try #require(SwiftReader(files: [file]).read(nil, in: file))
        let (result, final) = SwiftCompilation.compile(reading, name: "Feed", sources: sources, options: CompileOptions())
        let program = try #require(result.program)
        var marked: [String: String] = [:]
        for (index, reason) in final.standInNodes {
            marked[program.tree.elementKind(at: index).rawValue + " " + String(index), default: ""] = reason
        }
        let reasons = Set(final.standInNodes.values)
        #expect(reasons == ["a 16-character stand-in for model.headline",
                            "a condition known only when the app runs (if model.isLoading), taken as true"])
        // The known text is not marked.
        let known = (0..<program.tree.count).first { index in
            if case let .text(spec) = program.tree.elements[index] { return spec.content == "Known" }
            return false
        }
        #expect(known.map { final.standInNodes[$0] == nil } == true)
    }

    /// A file's `private` view is its own: two files with a `private struct Header` each read theirs.
    @Test func privateViewsOfTwoFiles() {
        let module = Module([("A.swift", """
            struct ScreenA: View { var body: some View { Header() } }
            private struct Header: View { var body: some View { Text("A's header") } }
            """), ("B.swift", """
            private struct Header: View { var body: some View { Text("B's header") } }
            struct ScreenB: View { var body: some View { Header() } }
            """)])
        #expect(module.layout() == """
            proposal(393, 759)
            let ScreenA() = Header_A()
            let Header_A() = text("A's header")
            ScreenA()

            """)
    }

    /// What answers taps: `.contentShape` of the interaction kind (a preview's shape is left
    /// out), a bezelled system style's label whole, a background style the reader cannot
    /// resolve still drawn (in grey).
    @Test func whatAnswersTaps() {
        let module = Module("""
            struct Controls: View {
                var body: some View {
                    VStack {
                        Image(systemName: "star").padding(12).contentShape(Rectangle()).onTapGesture {}
                        Image(systemName: "star").padding(12).contentShape(.interaction, Circle()).onTapGesture {}
                        Image(systemName: "star").padding(12).contentShape(.dragPreview, Circle()).onTapGesture {}
                        Image(systemName: "star").padding(12).contentShape([.dragPreview, .interaction], Capsule()).onTapGesture {}
                        Button("Go") {}.buttonStyle(.borderedProminent)
                        Text("Tag").padding(8).background(.ultraThinMaterial, in: Capsule())
                        Text("Tag").padding(8).background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Controls() = vstack <
              image(20x20).padding(12).contentShape(rect).onTapGesture()
              image(20x20).padding(12).contentShape(circle).onTapGesture()
              image(20x20).padding(12).onTapGesture()
              image(20x20).padding(12).contentShape(capsule).onTapGesture()
              button <
                text("Go").contentShape()
              >
              text("Tag").padding(8).background(.gray)
              text("Tag").padding(8).background(.gray)
            >
            Controls()

            """)
    }

    /// Lists and forms: a scrolling column of rows at least 44 pt tall, inset 20 pt, a row that is a
    /// button the whole row; a label's style; a control at UIKit's size, its title beside it when
    /// they fit, else above it.
    @Test func listsLabelsAndControls() {
        let module = Module("""
            struct Settings: View {
                @State private var count = 1
                var body: some View {
                    List {
                        Button("Sign out") {}
                        Stepper("Count", value: $count)
                        Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
                    }
                    .listStyle(.plain)
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Settings(count: 1) = scroll <
              vstack(alignment: .leading, spacing: 0) <
                button <
                  text("Sign out").padding(.horizontal, 20).frame(maxWidth: inf, minHeight: 44, alignment: .leading).contentShape()
                >
                fits(axes: horizontal) <
                  hstack <
                    text("Count")
                    spacer
                    roundedRect.frame(width: 94, height: 32)
                  >
                  vstack(alignment: .leading, spacing: 4) <
                    text("Count")
                    roundedRect.frame(width: 94, height: 32)
                  >
                >.padding(.horizontal, 20).frame(maxWidth: inf, minHeight: 44, alignment: .leading)
                image(20x20).padding(.horizontal, 20).frame(maxWidth: inf, minHeight: 44, alignment: .leading)
              >.padding(.horizontal, 0)
            >
            Settings()

            """)
    }

    /// `.lineLimit` of a range: at most its upper bound's lines; the lines a lower bound above one
    /// reserves are not laid out, said where they are written.
    @Test func lineLimitsOfARange() {
        let module = Module("""
            struct Notes: View {
                var body: some View {
                    VStack {
                        Text("A").lineLimit(1...5)
                        Text("B").lineLimit(3...8)
                        Text("C").lineLimit(..<4)
                        Text("D").lineLimit(2)
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Notes() = vstack <
              text("A").lineLimit(5)
              text("B").lineLimit(8)
              text("C").lineLimit(3)
              text("D").lineLimit(2)
            >
            Notes()

            """)
        #expect(module.notes().map(\.code) == ["S4003"])
        #expect(module.notes().map(\.at) == ["3...8"])
    }

    /// An app's colours: a colour set of its catalogues by name or by Xcode's symbol, a `Color`
    /// constant of its own (in a condition too); what none resolves is gray, with a note.
    @Test func theAppsColours() throws {
        let sources = SourceManager()
        let file = sources.add(name: "View.swift", text: """
            extension Color { static let brand = Color(red: 1, green: 0.5, blue: 0) }
            struct Swatches: View {
                let on: Bool
                var body: some View {
                    VStack {
                        Color("Trail Green")
                        Color(.trailGreen)
                        Text("A").foregroundColor(.trailGreen)
                        Text("B").foregroundColor(.brand)
                        Text("C").foregroundColor(on ? .white : .brand)
                        Color("Missing")
                    }
                }
            }
            #Preview { Swatches(on: true) }
            """)
        let reader = SwiftReader(files: [file], assets: AssetCatalog.Assets(colors: ["Trail Green": "#2F7352FF"]))
        let reading = try #require(reader.read(nil, in: file))
        #expect(reading.text.contains("""
              color.fill("#2F7352FF")
              color.fill("#2F7352FF")
              text("A").foregroundColor("#2F7352FF")
              text("B").foregroundColor(const_Color_brand)
              text("C").foregroundColor(on ? .white : const_Color_brand)
              color.fill(.gray)
            """), "\(reading.text)")
        #expect(reading.text.contains("let const_Color_brand = \"#FF8000FF\""), "\(reading.text)")
        #expect(reading.notes.map(\.message) == ["the colour 'Missing' is not one layoutc knows (the app's asset or "
                                                  + "extension, or another platform's): drawn as gray"])
    }

    /// iOS's styles as the colours iOS draws them: the levelled fills and backgrounds, an erased
    /// style, a colour's gradient, the tint; a material is gray, with a note.
    @Test func stylesAsColours() {
        let module = Module("""
            struct Chips: View {
                var body: some View {
                    VStack {
                        Text("A").background(.fill.tertiary, in: Capsule())
                        Text("B").background(.background.secondary)
                        Text("C").background(AnyShapeStyle(Color.red), in: Capsule())
                        Text("D").background(Color.mint.gradient)
                        Text("E").foregroundStyle(.tint)
                        Text("F").background(.ultraThinMaterial)
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Chips() = vstack <
              text("A").background(.tertiarySystemFill)
              text("B").background(.secondarySystemBackground)
              text("C").background(.red)
              text("D").background(.mint)
              text("E").foregroundStyle(.blue)
              text("F").background(.gray)
            >
            Chips()

            """)
        #expect(module.notes().map(\.code) == ["S4003"])
        #expect(module.notes().map(\.at) == [".ultraThinMaterial"])
    }

    /// `optional ?? default`: the default where the optional is nil, decided in `.layout` for a
    /// component's parameter; a form row's value shown with its format.
    @Test func defaultsOfOptionalsAndFormattedRows() throws {
        let module = Module("""
            struct Seat: View {
                let value: String?
                var body: some View { Text(value ?? "–") }
            }
            struct Seats: View {
                let count: Int
                var body: some View {
                    VStack {
                        Seat(value: "12")
                        Seat(value: nil)
                        LabeledContent("Saved", value: count, format: .number)
                    }
                }
            }
            #Preview { Seats(count: 7) }
            """)
        let text = module.layout()
        #expect(text.contains("value == nil ? \"–\" : value"), "\(text)")
        #expect(text.contains("text(\"\\(count)\")"), "\(text)")
        let (result, _) = SwiftCompilation.compile(try #require(module.read()), name: "Seats", sources: module.sources,
                                                   options: CompileOptions())
        let program = try #require(result.program)
        var texts: [String] = []
        for index in 0..<program.tree.count {
            if case let .text(spec) = program.tree.elements[index] { texts.append(spec.content) }
        }
        // The form row's label and value, beside each other and (when they do not fit) one above the other.
        #expect(texts == ["12", "–", "Saved", "7", "Saved", "7"])
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("skipped") })
    }

    /// An app's own modifier of a SwiftUI name is the app's when the arguments fit it, not SwiftUI's;
    /// of its overloads, the one the arguments fit (declared after the other, it used to hide it).
    @Test func anAppsOwnFontModifier() {
        let module = Module("""
            extension View {
                func font(_ size: CGFloat, _ color: Color) -> some View {
                    self.font(.system(size: size)).foregroundColor(color)
                }
                func font(_ size: CGFloat, _ color: Color, weight: Font.Weight) -> some View {
                    self.font(.system(size: size, weight: weight)).foregroundColor(color)
                }
            }
            struct Note: View {
                var body: some View {
                    VStack { Text("a").font(9, .secondary); Text("b").font(.title); Text("c").font(12, .red, weight: .bold) }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Note() = vstack <
              text("a").font(.system(size: 9)).foregroundColor(.secondary)
              text("b").font(.title)
              text("c").font(.system(size: 12, weight: .bold)).foregroundColor(.red)
            >
            Note()

            """)
    }

    @Test func dynamicTypeSizeModifiers() {
        let module = Module("""
            struct Capped: View {
                var body: some View {
                    VStack {
                        Text("a").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                        Text("b").dynamicTypeSize(.large ... .accessibility2)
                        Text("c").environment(\\.dynamicTypeSize, .accessibility3)
                        Text("d").environment(\\.sizeCategory, .accessibilityLarge)
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Capped() = vstack <
              text("a").dynamicTypeSize(max: .xxxLarge)
              text("b").dynamicTypeSize(min: .large, max: .accessibility2)
              text("c").dynamicTypeSize(.accessibility3)
              text("d").dynamicTypeSize(.accessibility2)
            >
            Capped()

            """)
    }
}
