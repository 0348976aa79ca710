import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
import LayoutSema
@testable import LayoutSwiftUI

/// Exports `text` (as `name.layout`); the Swift, or the diagnostics' messages.
func export(_ text: String, name: String = "card", separateSupport: Bool = false) -> SwiftUIExport {
    let sources = SourceManager()
    let file = sources.add(name: name + ".layout", text: text)
    var options = CompileOptions(loadFile: { _ in .failure(ImportError("no imports in exporter tests")) })
    options.textModel = .model
    let result = Compiler.compile(file, sources: sources, options: options)
    #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
    return SwiftUIExporter.export(result, file: file, options: SwiftUIExportOptions(
        rootName: name, sourceName: name + ".layout", separateSupport: separateSupport))
}

/// The lines between `struct NAME` and the closing brace at column 0, inclusive.
func declaration(_ name: String, in source: String) -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("struct \(name)") || $0.hasPrefix("private ") && $0.contains(" \(name)") })
    else { return "" }
    if !lines[start].hasSuffix("{") { return String(lines[start]) }
    let end = lines[start...].firstIndex { $0 == "}" } ?? lines.count - 1
    return lines[start...end].joined(separator: "\n")
}

/// Each construct's SwiftUI spelling, checked by eye against Apple's documentation (and, in CI, by
/// swiftc against the interface module: .ci/swiftui-export.sh).
struct ExporterTests {
    @Test func aComponentIsAViewWithItsParametersAsProperties() throws {
        let source = try #require(export("""
            let badge(count, tint: .red, label: "new") = text("\\(count) \\(label)", size: 12)
              .padding(.horizontal, 6)
              .background(capsule.fill(tint))
            vstack < badge(count: 3) badge(count: 1, label: "old", tint: .blue) >
            """).source)
        // count is an Int (a whole number, used in no length); tint a Color (a fill); the call's
        // arguments in declaration order, whatever order the .layout gave.
        #expect(declaration("Badge", in: source) == """
            struct Badge: View {
                var count: Int
                var tint: Color = Color.red
                var label: String = "new"

                var body: some View {
                    Text("\\(count) \\(label)")
                        .font(.system(size: 12))
                        .padding(.horizontal, 6)
                        .background { Capsule().fill(tint) }
                }
            }
            """)
        #expect(source.contains("            Badge(count: 3)\n            Badge(count: 1, tint: Color.blue, label: \"old\")\n"))
    }

    @Test func repeatIsForEachAndIfIsIf() throws {
        let source = try #require(export("""
            let gap = 8
            vstack(spacing: gap) <
              repeat(["Mail", "Chat"], as: name, index: i) < text(name) #row >
              repeat(3, as: n) < box(width: 10 + n * 5, height: 4) >
              if gap > 4 < box(40x20) > else < rect.fill("#FF000080") >
            >
            """).source)
        #expect(source.contains("""
                    VStack(spacing: gap) {
                        ForEach(Array(["Mail", "Chat"].enumerated()), id: \\.offset) { element in
                            let (i, name) = (element.offset, element.element)
                            Text(name) // #row
                        }
                        ForEach(0..<3, id: \\.self) { n in
                            Color.systemGray5.frame(width: 10 + CGFloat(n) * 5, height: 4)
                        }
                        if gap > 4 {
                            Color.systemGray5.frame(width: 40, height: 20)
                        } else {
                            Rectangle().fill(Color(red: 1, green: 0, blue: 0, opacity: 0.502))
                        }
                    }
            """), "\(source)")
        // gap is a length (spacing:), compared with a literal: a CGFloat.
        #expect(source.contains("private let gap: CGFloat = 8\n"))
        #expect(source.contains("    static let systemGray5 = Color(red: 0.898, green: 0.898, blue: 0.918)\n"))
    }

    @Test func anOptionalParameterIsReadWithIfLet() throws {
        let source = try #require(export("""
            let toggle(on) = capsule.fill(on ? .green : .gray).frame(width: 51, height: 31)
            let row(title, switchOn: nil) = hstack < text(title) spacer if switchOn != nil < toggle(on: switchOn) > >
            vstack < row(title: "Wi-Fi", switchOn: true) row(title: "About") >
            """).source)
        #expect(source.contains("    var switchOn: Bool? = nil\n"), "\(source)")
        #expect(source.contains("""
                        if let switchOn {
                            ToggleView(on: switchOn)
                        }
            """), "\(source)")
        // Toggle is SwiftUI's: the component's type is ToggleView.
        #expect(source.contains("struct ToggleView: View {"))
    }

    @Test func modifiersAndValuesInSwiftUISpelling() throws {
        let source = try #require(export("""
            let layout = hstack(alignment: .top, spacing: 0)
            layout <
              text("Hi", lineLimit: 1).font(.title2.bold()).foregroundColor(.secondaryLabel)
              circle.fill(.systemGray4).frame(width: 20, height: 20).overlay(alignment: .topTrailing) < text("1") >
              image(24x24).resizable().aspectRatio(16x9, contentMode: .fill)
              text("pad").padding(horizontal: 12, vertical: 4).clipShape(roundedRect(cornerRadius: 8))
              image(20x20).padding(12).contentShape(capsule).onTapGesture()
              image(20x20).contentShape()
            >
            """).source)
        for expected in [
            "private let layout = AnyLayout(HStackLayout(alignment: .top, spacing: 0))",
            "        layout {",
            "            Text(\"Hi\")\n                .lineLimit(1)\n                .font(.title2.bold())\n"
                + "                .foregroundColor(Color.secondaryLabel)",
            "            Circle().fill(Color.systemGray4)\n                .frame(width: 20, height: 20)\n"
                + "                .overlay(alignment: .topTrailing) { Text(\"1\") }",
            "            Image(\"image\") // an image of 24×24\n                .resizable()\n"
                + "                .frame(idealWidth: 24, idealHeight: 24)\n"
                + "                .aspectRatio(CGSize(width: 16, height: 9), contentMode: .fill)",
            "                .padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))\n"
                + "                .clipShape(RoundedRectangle(cornerRadius: 8))",
            "                .padding(12)\n                .contentShape(Capsule())\n                .onTapGesture {}",
            "                .frame(width: 20, height: 20)\n                .contentShape(Rectangle())",
        ] {
            #expect(source.contains(expected), "\(expected)\n---\n\(source)")
        }
    }

    @Test func theSeedLayoutsComeWithTheirConformances() throws {
        let together = try #require(export("wrap(spacing: 4, alignment: .leading) < box(10x10) spacer box(10x10) >").source)
        // In declaration order (alignment, spacing), a spacer as the line break view.
        #expect(together.contains("WrappingHStack(alignment: .leading, spacing: 4) {"))
        #expect(together.contains("            LineBreak()\n"))
        #expect(together.contains("struct WrappingHStack: Layout {") && together.contains("struct LineBreak: View {"))
        #expect(!together.contains("struct OverlappingHStack"))
        let apart = export("overlap < box(10x10) >", separateSupport: true)
        #expect(apart.source?.contains("struct OverlappingHStack") == false)
        #expect(apart.support?.hasPrefix(SupportSources.header) == true)
        #expect(apart.support?.contains("struct OverlappingHStack: Layout {") == true)
    }

    @Test func theRootAndItsPreview() throws {
        let source = try #require(export("proposal(375, 667)\nbox(10x10)", name: "settings").source)
        // Settings is a SwiftUI scene on macOS: the view is SettingsView.
        #expect(source.hasPrefix("// settings.swift — generated by `layoutc build settings.layout --format swiftui`.\n"))
        #expect(source.contains("struct SettingsView: View {"))
        #expect(source.contains("""
            struct SettingsView_Previews: PreviewProvider {
                static var previews: some View {
                    SettingsView().frame(width: 375, height: 667)
                }
            }
            """))
    }

    @Test func whatCannotBeWrittenIsAnError() {
        let element = export("let card(content: box(1x1)) = content.padding(4)\ncard")
        #expect(element.source == nil)
        #expect(element.diagnostics.map(\.message)
                    == ["cannot export to SwiftUI: an element parameter with a default; SwiftUI's generic views have none"])
        #expect(element.diagnostics.first?.code == "E3010")
        let untyped = export("let f(x) = box(1x1)\nf(x: 3)")
        // x is used nowhere: its type comes from the call (an Int).
        #expect(untyped.source?.contains("    var x: Int\n") == true)
        // x is used nowhere and its argument is an enumeration value, which has no type alone.
        let unknown = export("let f(x) = box(1x1)\nvstack < f(x: .leading) >")
        #expect(unknown.diagnostics.map(\.message) == [
            "cannot export to SwiftUI: the type of parameter 'x' of 'f' cannot be worked out; give it a default value",
        ])
    }
}
