import Foundation
import Testing
import LayoutDiagnostics
@testable import LayoutSwiftReader
import LayoutSwiftSyntax

/// A module of Swift files given as texts, and the reader over them.
struct Module {
    let sources: SourceManager
    let files: [SourceFile]
    let reader: SwiftReader

    /// `texts` by file name, in order; the first is the file the tests read.
    init(_ texts: [(name: String, text: String)]) {
        let sources = SourceManager()
        files = texts.map { sources.add(name: $0.name, text: $0.text) }
        self.sources = sources
        reader = SwiftReader(files: files)
    }

    init(_ text: String) { self.init([("View.swift", text)]) }

    var file: SourceFile { files[0] }

    /// The root `name` of the first file (nil: its first root).
    func read(_ name: String? = nil) -> SwiftReading? { reader.read(name, in: file) }

    /// The generated `.layout` of the root, without the header comment.
    func layout(_ name: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        guard let reading = read(name) else {
            Issue.record("no root \(name ?? "at all")", sourceLocation: sourceLocation)
            return ""
        }
        #expect(reading.text.hasPrefix("// Read from Swift by layoutc"), sourceLocation: sourceLocation)
        return reading.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .joined(separator: "\n")
    }

    /// The reader's notes on the root: code, and the Swift each is at.
    func notes(_ name: String? = nil) -> [(code: String, at: String)] {
        (read(name)?.notes ?? []).map { note in
            (note.code.rawValue, note.range.map { sources[$0.file].text(in: $0) } ?? "")
        }
    }
}

/// The reader: each root a `.layout` file whose components are the module's views. Expected texts
/// are worked out from the rules in `docs/swiftui.md` and `ReadSession`'s comments: definitions in
/// the order the reading first reaches them, the root last.
@Suite struct ReaderTests {
    // MARK: - Values

    @Test func literalsAndArithmetic() {
        let module = Module("""
            import SwiftUI

            struct Numbers: View {
                var body: some View {
                    VStack(spacing: 2 * 4) {
                        Text("Sum \\(1 + 2 * 3)")
                        Rectangle().frame(width: 10 * 2 + 4, height: (100 - 20) / 4)
                        Text("Hex").padding(0x10)
                        Text("Neg").offset(x: -2, y: 1_000.5)
                        Text(verbatim: "flag").opacity(true ? 1 : 0.5)
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Numbers() = vstack(spacing: 2 * 4) <
              text("Sum \\(1 + 2 * 3)")
              rect.frame(width: 10 * 2 + 4, height: (100 - 20) / 4)
              text("Hex").padding(16)
              text("Neg").offset(x: -2, y: 1000.5)
              text("flag").opacity(1)
            >
            Numbers()

            """)
        #expect(module.notes().isEmpty)
    }

    /// A preview that presents a sheet that is always shown shows the sheet, as the canvas does;
    /// one shown by a state the preview does not fix shows the presenting view.
    @Test func aPreviewOfAPresentedSheet() {
        let module = Module("""
            struct Checkout: View { var body: some View { Text("Pay") } }
            #Preview {
                Text("Event").sheet(isPresented: .constant(true)) { Checkout() }
            }
            #Preview("Closed") {
                Text("Event").sheet(isPresented: .constant(false)) { Checkout() }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Checkout() = text("Pay")
            Checkout()

            """)
        #expect(module.layout("Closed") == """
            proposal(393, 759)
            text("Event")

            """)
    }

    /// `L10n.seeAll.text` (an app's `var text: Text { Text(self) }` on the strings SwiftGen makes,
    /// Swiftfin's idiom) is a text of that string: a stand-in while the tables are not read, a
    /// literal's own string when it is one. Before, it was left out and the button it labels
    /// judged without it.
    @Test func aStringsTextIsAText() {
        let module = Module("""
            struct SeeAll: View {
                var body: some View {
                    Button { } label: {
                        HStack {
                            L10n.seeAll.text
                            "More".text
                        }
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let SeeAll() = button <
              hstack <
                text("Placeholder text")
                text("More")
              >
            >
            SeeAll()

            """)
        #expect(module.notes().map(\.code) == ["S4001"])
    }

    /// A linear gauge's minimum and maximum value labels are at the ends of its 4 pt bar (Dime's
    /// lock-screen budget gauge, 10 pt labels that lint judges as text too small); its label and
    /// current value are the style's to place, left out. Without them, the bar alone.
    @Test func aGaugeSetsItsValueLabelsAtItsEnds() {
        let module = Module("""
            struct Budget: View {
                var body: some View {
                    Gauge(value: 0.4, in: 0...1) {
                        Text("Spent")
                    } currentValueLabel: {
                        EmptyView()
                    } minimumValueLabel: {
                        Text("0").font(.system(size: 10))
                    } maximumValueLabel: {
                        Text("500").font(.system(size: 10))
                    }
                    .gaugeStyle(.accessoryLinear)
                }
            }
            struct Plain: View { var body: some View { Gauge(value: 0.4) { Text("Spent") } } }
            """)
        #expect(module.layout("Budget") == """
            proposal(393, 759)
            let Budget() = hstack <
              text("0").font(.system(size: 10))
              capsule.frame(maxWidth: inf, minHeight: 4, maxHeight: 4)
              text("500").font(.system(size: 10))
            >
            Budget()

            """)
        #expect(module.layout("Plain") == """
            proposal(393, 759)
            let Plain() = capsule.frame(maxWidth: inf, minHeight: 4, maxHeight: 4)
            Plain()

            """)
    }

    /// A value that is an expression keeps its grouping where it is used: `gap * 2` with `gap`
    /// = `a - b` is (100 - 40) * 2 = 120 wide, not 100 - 40 * 2 = 20; `-gap` is -(a - b).
    @Test func anExpressionsGroupingIsKept() {
        let module = Module("""
            struct Gap: View {
                let a: CGFloat = 100
                let b: CGFloat = 40
                var gap: CGFloat { a - b }
                var body: some View {
                    Color.red.frame(width: gap * 2, height: 2 * gap + 1).offset(x: -gap, y: 10 - gap)
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Gap(a: 100, b: 40) = color.fill(.red).frame(width: (a - b) * 2, height: 2 * (a - b) + 1).offset(x: -(a - b), y: 10 - (a - b))
            Gap()

            """)
        #expect(ReadSession.operand("10 * 2", of: "+") == "10 * 2")
        #expect(ReadSession.operand("a ? 1 : 2", of: "*") == "(a ? 1 : 2)")
        #expect(ReadSession.operand("\"a - b\"", of: "+") == "\"a - b\"")
        #expect(ReadSession.operand(".system(size: 12 + 1)", of: "==") == ".system(size: 12 + 1)")
    }

    /// Swift's `max` and `min` of two numbers are read as the choice they make: an avatar's
    /// initials at `max(size * 0.4, 12)` are 14.4 pt in a 36 pt avatar and 12 pt in a 25 pt one.
    @Test func maxAndMinAreReadAsChoices() throws {
        let module = Module("""
            struct Initials: View {
                var size: CGFloat = 36
                var body: some View {
                    Text("AL").font(.system(size: max(size * 0.4, 12))).frame(width: min(size, 30 - 2))
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Initials(size_: 36) = text("AL").font(.system(size: size_ * 0.4 >= 12 ? size_ * 0.4 : 12)).frame(width: size_ <= 30 - 2 ? size_ : 30 - 2)
            Initials()

            """)
        // The text model: 8 pt a character and 20 a line at 16 pt. At 36: 14.4 pt, a 28 pt frame;
        // at 25: 10 pt is less than 12, a 25 pt frame.
        let compiled = try CompiledSwift("""
            struct Initials: View {
                var size: CGFloat
                var body: some View {
                    Text("AL").font(.system(size: max(size * 0.4, 12))).frame(width: min(size, 30 - 2))
                }
            }
            struct Avatars: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) { Initials(size: 36); Initials(size: 25) }
                }
            }
            """, root: "Avatars")
        let texts = try compiled.frames().filter { $0.name == "text" }.map(\.frame.size)
        #expect(texts == [CGSize(width: 14.4, height: 18), CGSize(width: 12, height: 15)])
        let frames = try compiled.frames().filter { $0.name == "frame" }.map(\.frame.width)
        #expect(frames == [28, 25])
    }

    /// `@State` with a literal is that value (a comparison of it decided while reading: the branch
    /// alone); `@Environment` is known only at run time (a note at the property).
    @Test func stateWithALiteralIsItsValue() {
        let module = Module("""
            struct Counter: View {
                @State private var count = 3
                @State private var greeting: String = "Ada"
                @Environment(\\.dismiss) var dismiss
                var body: some View {
                    HStack {
                        Text("\\(count) taps")
                        Text(greeting)
                        if count > 2 { Text("many") }
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Counter(count: 3, greeting: "Ada") = hstack <
              text("\\(3) taps")
              text("Ada")
              text("many")
            >
            Counter()

            """)
        #expect(module.notes().map(\.code) == ["S4001"])
        #expect(module.notes().map(\.at) == ["dismiss"])
    }

    // MARK: - Views as components

    /// A view with parameters is a component with defaults; another view's calls give arguments
    /// by label, the rest take the defaults.
    @Test func aViewWithParametersCalledFromAnother() {
        let module = Module("""
            struct Badge: View {
                let subject: String
                var count: Int = 1
                var tint: Color = .blue
                var body: some View {
                    Text("\\(subject) \\(count)")
                        .padding(4)
                        .background(tint)
                }
            }

            struct Inbox: View {
                var body: some View {
                    VStack {
                        Badge(subject: "Mail", count: 3)
                        Badge(subject: "Chat")
                        Badge(subject: "Spam", tint: .red)
                    }
                }
            }
            """)
        #expect(module.reader.roots(in: module.file) == ["Inbox"])
        #expect(module.layout() == """
            proposal(393, 759)
            let Inbox() = vstack <
              Badge(subject: "Mail", count: 3)
              Badge(subject: "Chat")
              Badge(subject: "Spam", tint: .red)
            >
            let Badge(subject: "Placeholder text", count: 1, tint: .blue) = text("\\(subject) \\(count)").padding(4).background(tint)
            Inbox()

            """)
        #expect(module.notes().isEmpty)
    }

    /// `text`, `title`, `red` and `label` name built-ins of `.layout`: parameters so named get a
    /// trailing underscore, in the definition, its body and every call.
    @Test func parametersNamedLikeBuiltinsAreRenamed() {
        let module = Module("""
            struct Tag: View {
                var text: String
                var title: String = "T"
                var red: Bool = false
                var label: String = "L"
                var body: some View {
                    HStack {
                        Text(title)
                        Text(text).foregroundColor(red ? .red : .primary)
                        Text(label)
                    }
                }
            }

            #Preview {
                Tag(text: "Swift", red: true)
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Tag(text_: "Placeholder text", title_: "T", red_: false, label_: "L") = hstack <
              text(title_)
              text(text_).foregroundColor(red_ ? .red : .primary)
              text(label_)
            >
            Tag(text_: "Swift", red_: true)

            """)
    }

    /// A root view's value without a default is given by its caller: its stand-in, with a note
    /// at the property; the component is made apart for it (what rests on it is marked).
    @Test func aRootViewsParameterWithoutDefaultTakesItsStandIn() {
        let module = Module("""
            struct Greeting: View {
                let name: String
                var body: some View { Text(name) }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Greeting_standIn_name(name: "Placeholder text") = text(name)
            Greeting_standIn_name(name: "Placeholder text")

            """)
        #expect(module.notes().map(\.code) == ["S4001"])
        #expect(module.notes().map(\.at) == ["name"])
    }

    /// Constants of the app (`static let`, nested types, a computed `static var` of one
    /// expression) are `let`s named by their qualified name.
    @Test func appConstants() {
        let module = Module("""
            enum Spaces { static let two: CGFloat = 16 }
            enum DesignSystem {
                enum Radius { static let small: CGFloat = 4 }
            }
            enum Palette { static let accent = Color.orange }
            extension Spaces { static var three: CGFloat { 24 } }

            struct Card: View {
                var body: some View {
                    Text("a")
                        .padding(Spaces.two)
                        .padding(Spaces.three)
                        .background(Palette.accent)
                        .cornerRadius(DesignSystem.Radius.small)
                        .frame(width: Spaces.two * 10)
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Card() = text("a").padding(const_Spaces_two).padding(const_Spaces_three).background(const_Palette_accent).cornerRadius(const_DesignSystem_Radius_small).frame(width: const_Spaces_two * 10)
            let const_Spaces_two = 16
            let const_Spaces_three = 24
            let const_Palette_accent = .orange
            let const_DesignSystem_Radius_small = 4
            Card()

            """)
    }

    /// The app's own modifiers (`extension View`): their chain on `self`, written with or
    /// without `self.`, expanded where they are used, with their parameters' values.
    @Test func viewExtensionsAreExpanded() {
        let module = Module("""
            extension View {
                func card() -> some View { padding(8).background(Color.gray) }
                func inset(_ amount: CGFloat = 4) -> some View { self.padding(amount) }
            }

            struct Tile: View {
                var body: some View {
                    VStack {
                        Text("a").card()
                        Text("b").inset(6)
                        Text("c").inset()
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Tile() = vstack <
              text("a").padding(8).background(.gray)
              text("b").padding(6)
              text("c").padding(4)
            >
            Tile()

            """)
        #expect(module.notes().isEmpty)
    }

    /// Builders: a view's computed properties and functions (declared in an extension of it
    /// too) and static ones (`Row.divider`, `Row.header("…")`) are components of their own; an
    /// instance builder is given the view's known properties.
    @Test func builders() {
        let module = Module("""
            struct Row: View {
                var title: String
                var body: some View {
                    HStack {
                        icon
                        Text(title)
                        detail(count: 2)
                    }
                }
                static var divider: some View { Rectangle().frame(height: 1) }
                static func header(_ name: String) -> some View { Text(name).bold() }
            }

            extension Row {
                var icon: some View { Circle().frame(width: 8, height: 8) }
                func detail(count: Int) -> some View { Text("\\(count) more") }
            }

            struct Screen: View {
                var body: some View {
                    VStack {
                        Row.header("Inbox")
                        Row(title: "One")
                        Row.divider
                    }
                }
            }
            """)
        #expect(module.reader.roots(in: module.file) == ["Screen"])
        #expect(module.layout() == """
            proposal(393, 759)
            let Screen() = vstack <
              Row_header(name: "Inbox")
              Row(title_: "One")
              Row_divider()
            >
            let Row_header(name: "Placeholder text") = text(name).bold()
            let Row(title_: "Placeholder text") = hstack <
              Row_icon(title_: title_)
              text(title_)
              Row_detail(title_: title_, count: 2)
            >
            let Row_icon(title_) = circle.frame(width: 8, height: 8)
            let Row_detail(title_, count: 0) = text("\\(count) more")
            let Row_divider() = rect.frame(height: 1)
            Screen()

            """)
        #expect(module.notes().isEmpty)
    }

    /// A container view: its content closure is a view parameter (`content_`, as `content` names
    /// a built-in), given by an unlabelled trailing closure; several views in it are stacked.
    @Test func aTrailingClosureFillsTheViewProperty() {
        let module = Module("""
            struct Card<Content: View>: View {
                var heading: String = "Card"
                @ViewBuilder let content: () -> Content
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(heading)
                        content()
                    }
                    .padding(8)
                }
            }

            struct Screen: View {
                var body: some View {
                    VStack {
                        Card(heading: "Hi") { Text("a") }
                        Card { Text("b"); Text("c") }
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Screen() = vstack <
              Card(heading: "Hi", content_: text("a"))
              Card(content_: vstack(spacing: 0) <
              text("b")
              text("c")
            >)
            >
            let Card(heading: "Card", content_: box(0x0)) = vstack(alignment: .leading) <
              text(heading)
              content_
            >.padding(8)
            Screen()

            """)
        #expect(module.notes().isEmpty)
    }

    /// A view of another file of the module.
    @Test func aViewOfAnotherFile() {
        let module = Module([
            ("Preview.swift", "#Preview { Row(title: \"Hi\") }"),
            ("Row.swift", "struct Row: View {\n    var title: String\n    var body: some View { Text(title) }\n}"),
        ])
        #expect(module.layout() == """
            proposal(393, 759)
            let Row(title_: "Placeholder text") = text(title_)
            Row(title_: "Hi")

            """)
    }

    // MARK: - Button styles

    static let buttonStyles = """
        struct PillStyle: ButtonStyle {
            var inset: CGFloat = 6
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(inset)
                    .background(Capsule().fill(Color.blue))
            }
        }

        #Preview {
            VStack {
                Button("Plain") { }.buttonStyle(.plain)
                Button("Given") { }.buttonStyle(PillStyle(inset: 10))
            }
        }

        #Preview("Default") {
            Button("Default") { }.buttonStyle(PillStyle())
        }
        """

    /// An app's `ButtonStyle` draws each label as its `makeBody` does (the call's values given to
    /// its properties); a plain system style leaves the label as it is.
    @Test func anAppsButtonStylePadsTheLabel() {
        #expect(Module(Self.buttonStyles).layout() == """
            proposal(393, 759)
            vstack <
              button <
                text("Plain")
              >
              button <
                text("Given").padding(10).background <
                  capsule.fill(.blue)
                >
              >
            >

            """)
    }

    /// A style that sets `.labelStyle(.iconOnly)` on its label draws a `Label` as its icon (the
    /// 20×20 symbol stand-in) in its 50 pt circle, not icon and title squeezed into 50 pt.
    @Test func aButtonStylesLabelStyle() {
        let module = Module("""
            struct Round: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.labelStyle(.iconOnly).frame(width: 50, height: 50)
                }
            }
            struct Controls: View {
                var body: some View {
                    HStack {
                        Button {} label: { Label("Shorter", systemImage: "minus") }.buttonStyle(Round())
                        Button {} label: { Label("Longer", systemImage: "plus") }
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Controls() = hstack <
              button <
                image(20x20).frame(width: 50, height: 50)
              >
              button <
                hstack <
                  image(20x20)
                  text("Longer")
                >
              >
            >
            Controls()

            """)
    }

    /// A style property no argument gives takes its initial value.
    @Test func aButtonStylesPropertyTakesItsInitialValue() {
        #expect(Module(Self.buttonStyles).layout("Default") == """
            proposal(393, 759)
            button <
              text("Default").padding(6).background <
                capsule.fill(.blue)
              >
            >

            """)
    }

    /// A style whose `makeBody` draws a button in the same style (a mistake, or code cut short
    /// while typing) is read once: the inner button is left as its label, with a note, instead
    /// of reading the style inside itself without end.
    @Test func aButtonStyleInsideItsOwnBodyIsReadOnce() {
        let module = Module("""
            struct Loop: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        configuration.label
                        Button("Inner") { }.buttonStyle(Loop())
                    }
                }
            }

            #Preview {
                Button("Outer") { }.buttonStyle(Loop())
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            button <
              vstack <
                text("Outer")
                button <
                  text("Inner")
                >
              >
            >

            """)
        #expect(module.notes().map(\.at) == ["Loop()"])
    }

    /// A view modifier applying itself twice in its own body is cut at the second level, not
    /// expanded 2⁴⁰ times.
    @Test func aViewModifierInsideItsOwnBodyIsReadOnce() {
        let module = Module("""
            struct Twice: ViewModifier {
                func body(content: Content) -> some View {
                    HStack {
                        content.modifier(Twice())
                        content.modifier(Twice())
                    }
                }
            }

            #Preview {
                Text("A").modifier(Twice())
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            hstack <
              text("A")
              text("A")
            >

            """)
        #expect(module.notes().map(\.at) == [".modifier(Twice())", ".modifier(Twice())"])
    }

    /// So is a view extension's modifier applying itself twice.
    @Test func aModifierFunctionInsideItsOwnBodyIsReadOnce() {
        let module = Module("""
            extension View {
                func twice() -> some View {
                    self.padding(1).twice().twice()
                }
            }

            #Preview {
                Text("A").twice()
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            text("A").padding(1)

            """)
        #expect(module.notes().map(\.at) == ["self.padding(1).twice", "self.padding(1).twice().twice"])
    }

    // MARK: - Stand-ins and notes

    /// What only the app knows is drawn with a documented stand-in, each with a note of its
    /// code at the Swift it stands for.
    @Test func standInsAndTheirNotes() {
        let module = Module("""
            struct Profile: View {
                var model: ProfileModel
                var body: some View {
                    VStack {
                        Image(systemName: "star")
                        AsyncImage(url: URL(string: "https://example.com/a.png"))
                        Text(model.name)
                        Text("x").glowing()
                        Color("Brand")
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Profile() = vstack <
              image(20x20)
              image(0x0).resizable()
              text("Placeholder text")
              text("x")
              color.fill(.gray)
            >
            Profile()

            """)
        let notes = module.notes()
        #expect(notes.map(\.code) == ["S4003", "S4001", "S4001", "S4002", "S4003"])
        #expect(notes.map(\.at) == ["Image(systemName: \"star\")", "AsyncImage(url: URL(string: \"https://example.com/a.png\"))",
                                    "model.name", ".glowing()", "Color(\"Brand\")"])
        let messages = module.read()?.notes.map(\.message) ?? []
        #expect(messages.count == 5)
        #expect(messages.first?.contains("20×20") == true)
        #expect(messages.dropFirst(2).first?.contains("\"Placeholder text\"") == true)
        #expect(messages.dropFirst(3).first?.contains(".glowing") == true)
        #expect(messages.last?.contains("'Brand'") == true && messages.last?.contains("gray") == true)
        #expect(module.read()?.notes.allSatisfy { $0.severity == .note && SwiftNotes.isReaderNote($0) } == true)
    }

    /// A padding of an amount known only at run time: a note, not a silent 16 points.
    @Test func aPaddingOfAnUnknownAmount() {
        let module = Module("""
            struct Spaced: View {
                var model: Model
                var body: some View { Text("a").padding(model.inset) }
            }
            """)
        // Said, and laid out as SwiftUI's default padding.
        #expect(module.notes().map(\.code) == ["S4001"])
        #expect(module.layout().contains("text(\"a\").padding()"))
    }

    // MARK: - ForEach, if, switch

    @Test func forEachIsRepeat() {
        let module = Module("""
            struct Lists: View {
                var items: [Item]
                var body: some View {
                    VStack {
                        ForEach(0..<3) { i in Text("Row \\(i)") }
                        ForEach(items) { item in Text(item.title) }
                        ForEach(["a", "b"], id: \\.self) { word in Text(word) }
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Lists() = vstack <
              repeat(0 ..< 3, as: i) <
                text("Row \\(i)")
              >
              repeat(3, as: item) <
                text("Placeholder text")
              >
              repeat(["a", "b"], as: word) <
                text(word)
              >
            >
            Lists()

            """)
        // The collection and the text from its items: known only when the app runs.
        #expect(module.notes().map(\.code) == ["S4001", "S4001"])
        #expect(module.notes().map(\.at) == ["items", "item.title"])
    }

    @Test func ifElseSwitchAndIfLetOnParameters() {
        let module = Module("""
            struct Sized: View {
                var compact: Bool = false
                var level: Int = 2
                var subtitle: String? = nil
                var body: some View {
                    VStack {
                        if compact { Text("C") } else { Text("R") }
                        switch level {
                        case 1: Text("one")
                        case 2, 3: Text("few")
                        default: Text("many")
                        }
                        if let subtitle { Text(subtitle) }
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Sized(compact: false, level: 2, subtitle: nil) = vstack <
              if compact <
                text("C")
              > else <
                text("R")
              >
              if level == 1 <
                text("one")
              > else <
                if level == 2 || level == 3 <
                  text("few")
                > else <
                  text("many")
                >
              >
              if subtitle != nil <
                text(subtitle)
              >
            >
            Sized()

            """)
    }

    /// `#if` among a body's statements and in a modifier chain: what an iOS debug build compiles.
    @Test func poundIfInAView() {
        let module = Module("""
            struct Platform: View {
                var body: some View {
                    VStack {
                        #if os(macOS)
                        Text("mac")
                        #else
                        Text("phone")
                        #endif
                        Text("a")
                            #if DEBUG
                            .padding(2)
                            #endif
                    }
                }
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Platform() = vstack <
              text("phone")
              text("a").padding(2)
            >
            Platform()

            """)
    }

    @Test func poundElseIfInAView() {
        let module = Module("""
            struct Platform: View {
                var body: some View {
                    VStack {
                        #if os(macOS)
                        Text("mac")
                        #elseif os(iOS)
                        Text("phone")
                        #else
                        Text("other")
                        #endif
                    }
                }
            }
            """)
        #expect(module.layout().contains("text(\"phone\")"))
    }

    /// A view whose `body` is declared inside `#if`: the clause an iOS build compiles.
    @Test func aBodyInsidePoundIf() {
        let module = Module("""
            struct Adaptive: View {
                #if os(iOS)
                var body: some View { Text("phone") }
                #else
                var body: some View { Text("mac") }
                #endif
            }
            """)
        #expect(module.layout() == """
            proposal(393, 759)
            let Adaptive() = text("phone")
            Adaptive()

            """)
        #expect(module.notes().isEmpty)
    }

    // MARK: - Roots

    @Test func previewsGetDistinctNames() {
        let module = Module("""
            #Preview { Text("one") }
            #Preview("Dark") { Text("two") }
            #Preview { Text("three") }
            #Preview("Dark") { Text("four") }
            """)
        #expect(module.reader.roots(in: module.file) == ["Preview", "Dark", "Preview 2", "Dark 2"])
        #expect(module.read()?.rootName == "Preview")
        #expect(module.read("Preview 2")?.rootName == "Preview 2")
        #expect(module.layout("Preview 2") == "proposal(393, 759)\ntext(\"three\")\n")
        #expect(module.layout("Dark 2") == "proposal(393, 759)\ntext(\"four\")\n")
        #expect(module.layout() == "proposal(393, 759)\ntext(\"one\")\n")
        #expect(module.read("Preview 3") == nil)
    }

    /// A `#Preview` of several views stacks them as SwiftUI does (a `vstack` of spacing 0), and one
    /// that asks for its own size is offered the device too (Apple's `PreviewLayout.sizeThatFits`).
    @Test func previewsOfSeveralViewsAndOfTheirOwnSize() {
        let module = Module("""
            #Preview {
                Text("a")
                Text("b")
            }
            #Preview("Fits") {
                Text("c").previewLayout(.sizeThatFits)
            }
            """)
        #expect(module.layout() == "proposal(393, 759)\nvstack(spacing: 0) <\n  text(\"a\")\n  text(\"b\")\n>\n")
        #expect(module.layout("Fits") == "proposal(393, 759)\ntext(\"c\")\n")
    }

    /// Each view a `PreviewProvider` lists is a preview of its own, as the canvas shows them (in a
    /// `Group`, each with the group's modifiers), named by `.previewDisplayName` or numbered.
    @Test func eachViewOfAPreviewProviderIsAPreview() {
        let module = Module("""
            struct Row: View { var title: String; var body: some View { Text(title) } }
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    let long = "A much longer title"
                    Row(title: "Short")
                    Row(title: long).previewDisplayName("Long")
                    Row(title: "Third")
                }
            }
            struct Grouped_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Row(title: "a")
                        Row(title: "b")
                    }
                    .padding(8)
                }
            }
            """)
        #expect(module.reader.roots(in: module.file) == ["Row_Previews", "Long", "Row_Previews 2", "Grouped_Previews",
                                                         "Grouped_Previews 2"])
        #expect(module.layout("Long").contains("Row(title_: \"A much longer title\")"))
        #expect(module.layout("Grouped_Previews 2").hasSuffix("Row(title_: \"b\").padding(8)\n"))
    }

    /// Without previews, the roots are the views no other view of the file uses, in the file's
    /// order; a `PreviewProvider` is a root by its type's name.
    @Test func rootsOfAFileWithoutPreviews() {
        let module = Module("""
            struct Row: View { var body: some View { Text("row") } }
            struct Header: View { var body: some View { Text("header") } }
            struct ListScreen: View { var body: some View { VStack { Header(); Row(); Row() } } }
            struct Settings: View { var body: some View { Text("settings") } }
            """)
        #expect(module.reader.roots(in: module.file) == ["ListScreen", "Settings"])
        #expect(module.read()?.rootName == "ListScreen")
        #expect(module.layout("Row") == "proposal(393, 759)\nlet Row() = text(\"row\")\nRow()\n")
        #expect(module.read("Missing") == nil)

        let provided = Module("""
            struct Row: View { var body: some View { Text("row") } }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Row() }
            }
            """)
        #expect(provided.reader.roots(in: provided.file) == ["Row_Previews"])
        #expect(provided.layout() == "proposal(393, 759)\nlet Row() = text(\"row\")\nRow()\n")
    }
}
