import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
import LayoutSema
@testable import LayoutSwiftReader
import LayoutSwiftSyntax

/// A Swift root read, compiled with the `.layout` checker (the deterministic text model: 8 points
/// a character and 20 a line at 16 points, `docs/text.md`) and laid out at its declared proposal.
struct CompiledSwift {
    let sources = SourceManager()
    let file: SourceFile
    let result: CompileResult
    let reading: SwiftReading

    init(_ text: String, root: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        file = sources.add(name: "Screen.swift", text: text)
        let read = try #require(SwiftReader(files: [file]).read(root, in: file), sourceLocation: sourceLocation)
        var options = CompileOptions()
        options.textModel = .model
        (result, reading) = SwiftCompilation.compile(read, name: "Screen.swift.layout", sources: sources,
                                                     options: options)
    }

    var errors: [Diagnostic] { result.diagnostics.filter { $0.severity == .error } }

    /// Every node in tree order (a node, then its children) with its frame.
    func frames(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [(name: String, frame: CGRect)] {
        let program = try #require(result.program, sourceLocation: sourceLocation)
        let root = try #require(program.tree.root, sourceLocation: sourceLocation)
        let laidOut = try LayoutEvaluator(tree: program.tree).layout(proposal: program.declaredProposal ?? .unspecified)
        var out: [(name: String, frame: CGRect)] = []
        func visit(_ node: LayoutNodeID) {
            out.append((program.tree.name(of: node), laidOut.frames[Int(node.index)] ?? .null))
            for child in program.tree.children(of: node) { visit(child) }
        }
        visit(root)
        return out
    }

    /// Where the first node named `name` (in tree order) came from: line and column in the Swift.
    func origin(ofFirst name: String) throws -> (file: String, at: String, callChain: [String]) {
        let program = try #require(result.program)
        let node = try #require((0..<program.tree.count).map(LayoutNodeID.init).first { program.tree.name(of: $0) == name })
        let origin = try #require(program.origin(of: node))
        func describe(_ range: SourceRange) -> String {
            let (file, location) = sources.location(of: range)
            return "\(file.name):\(location.line):\(location.column)"
        }
        return (sources[origin.range.file].name, describe(origin.range), origin.callChain.map(describe))
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// `SwiftCompilation`: a reading compiled, what the checker refuses dropped with a note in the
/// Swift, every range moved back into the Swift file.
@Suite struct SwiftCompilationTests {
    static let screen = """
        import SwiftUI

        struct Badge: View {
            var count: Int = 1
            var body: some View {
                Text("\\(count) new")
                    .padding(4)
            }
        }

        #Preview {
            VStack(spacing: 8) {
                Badge(count: 3)
                HStack(spacing: 10) {
                    Rectangle().frame(width: 40, height: 20)
                    Button("Go") { }
                }
            }
        }
        """

    /// "3 new" is 5 × 8 = 40 by 20, padded by 4 to 48 × 28; the row is 40 + 10 + 16 ("Go") = 66
    /// by 20; the column 66 wide and 28 + 8 + 20 = 56 high, its children centred in it. The
    /// preview's root is proposed an iPhone's 393 × 759 and placed at the origin.
    @Test func aPreviewCompilesAndLaysOut() throws {
        let compiled = try CompiledSwift(Self.screen)
        #expect(compiled.errors.isEmpty, "\(compiled.errors.map(\.message))")
        #expect(compiled.result.diagnostics.isEmpty, "\(compiled.result.diagnostics.map(\.message))")
        #expect(compiled.result.program?.declaredProposal == ProposedViewSize(width: 393, height: 759))
        let frames = try compiled.frames()
        #expect(frames.map(\.name) == ["vstack", "padding", "text", "hstack", "frame", "rect", "button", "text"])
        #expect(frames.map(\.frame) == [
            rect(0, 0, 66, 56),
            rect(9, 0, 48, 28), rect(13, 4, 40, 20),
            rect(0, 36, 66, 20), rect(0, 36, 40, 20), rect(0, 36, 40, 20),
            rect(50, 36, 16, 20), rect(50, 36, 16, 20),
        ])
    }

    /// The IR's origins are in the Swift: the button at its `Button(…)`, the badge's text at its
    /// `Text(…)` in `Badge.body` with the call `Badge(count: 3)` that made it.
    @Test func originsPointIntoTheSwift() throws {
        let compiled = try CompiledSwift(Self.screen)
        let button = try compiled.origin(ofFirst: "button")
        #expect(button.file == "Screen.swift")
        #expect(button.at == "Screen.swift:16:13")
        #expect(button.callChain.isEmpty)
        let text = try compiled.origin(ofFirst: "text")
        #expect(text.at == "Screen.swift:6:9")
        #expect(text.callChain == ["Screen.swift:13:9"])
        let frame = try compiled.origin(ofFirst: "frame")
        #expect(frame.at == "Screen.swift:15:24")
    }

    /// A width of -5 is refused by the checker: the argument is dropped with a note at the `-5`
    /// in the Swift, and the rest compiles. The rectangle framed to a height of 10 alone takes the
    /// column's width, the iPhone's 393, so the column is 393 wide and 56 + 8 + 10 = 74 high.
    @Test func aRefusedConstructIsDroppedWithANote() throws {
        let source = Self.screen.replacingOccurrences(of: "            Button(\"Go\") { }\n        }\n",
                                                      with: "            Button(\"Go\") { }\n        }\n"
                                                          + "        Rectangle().frame(width: -5, height: 10)\n")
        #expect(source.contains("frame(width: -5, height: 10)"))
        let compiled = try CompiledSwift(source)
        #expect(compiled.errors.isEmpty, "\(compiled.errors.map(\.message))")
        #expect(compiled.reading.text.contains("rect.frame(height: 10)"))
        #expect(!compiled.reading.text.contains("-5"))
        let notes = compiled.result.diagnostics
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        #expect(note.code.rawValue == "S4002" && note.severity == .note)
        #expect(note.message.hasPrefix("skipped: "))
        #expect(note.message.contains("'width' of '.frame'"))
        let range = try #require(note.range)
        #expect(range.file == compiled.file.id)
        #expect(compiled.file.text(in: range) == "-5")
        #expect(compiled.sources.location(of: range).location == LayoutDiagnostics.SourceLocation(line: 18, column: 34))
        let frames = try compiled.frames()
        #expect(frames.map(\.name) == ["vstack", "padding", "text", "hstack", "frame", "rect", "button", "text",
                                       "frame", "rect"])
        #expect(frames.map(\.frame) == [
            rect(0, 0, 393, 74),
            rect(172.5, 0, 48, 28), rect(176.5, 4, 40, 20),
            rect(163.5, 36, 66, 20), rect(163.5, 36, 40, 20), rect(163.5, 36, 40, 20),
            rect(213.5, 36, 16, 20), rect(213.5, 36, 16, 20),
            rect(0, 64, 393, 10), rect(0, 64, 393, 10),
        ])
    }

    /// A construct a `ForEach`'s body makes for each of its items is refused once per item: one
    /// note at the Swift, not one for each item (a damaged file once gave 25 of each). The three
    /// rectangles are laid out without the width, each 10 high across the 393-wide screen.
    @Test func aConstructRefusedForEveryItemIsNotedOnce() throws {
        let source = """
            import SwiftUI
            struct Bars: View {
                let heights: [CGFloat] = [10, 10, 10]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(heights, id: \\.self) { height in
                            Rectangle().frame(width: -5, height: height)
                        }
                    }
                }
            }
            """
        let compiled = try CompiledSwift(source)
        #expect(compiled.errors.isEmpty, "\(compiled.errors.map(\.message))")
        let skipped = compiled.result.diagnostics.filter { $0.code.rawValue == "S4002" }
        #expect(skipped.count == 1, "\(skipped.map(\.message))")
        #expect(skipped.first.flatMap { $0.range.map(compiled.file.text(in:)) } == "-5")
        let frames = try compiled.frames()
        #expect(frames.filter { $0.name == "rect" }.map(\.frame) == [rect(0, 0, 393, 10), rect(0, 10, 393, 10), rect(0, 20, 393, 10)])
    }

    /// The reader's notes come with the compilation's diagnostics, in the Swift.
    @Test func theReadersNotesAreAmongTheDiagnostics() throws {
        let compiled = try CompiledSwift("""
            #Preview {
                HStack {
                    Image(systemName: "star")
                    Text("Hi")
                }
            }
            """)
        #expect(compiled.errors.isEmpty)
        #expect(compiled.result.diagnostics.map(\.code.rawValue) == ["S4003"])
        #expect(compiled.result.diagnostics.first?.range?.file == compiled.file.id)
        // The symbol is 20 × 20, "Hi" 16 × 20, 8 apart (the stack's default spacing).
        let frames = try compiled.frames()
        #expect(frames.map(\.name) == ["hstack", "image", "text"])
        #expect(frames.map(\.frame) == [rect(0, 0, 44, 20), rect(0, 0, 20, 20), rect(28, 0, 16, 20)])
    }

    /// Renamed parameters compile: the definition, its body and the call agree. "T", "Swift" and
    /// "L" are 8, 40 and 8 wide, 8 apart: 72 by 20.
    @Test func renamedParametersCompile() throws {
        let compiled = try CompiledSwift("""
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
        #expect(compiled.result.diagnostics.isEmpty, "\(compiled.result.diagnostics.map(\.message))")
        let frames = try compiled.frames()
        #expect(frames.map(\.name) == ["hstack", "text", "text", "text"])
        #expect(frames.map(\.frame) == [rect(0, 0, 72, 20), rect(0, 0, 8, 20), rect(16, 0, 40, 20), rect(64, 0, 8, 20)])
    }

    /// Constants compile as `let`s: "a" (8 × 20) padded by 16 (40 × 52), then by 24 (88 × 100),
    /// on an orange background, in a frame 16 × 10 = 160 wide that centres it (x = 36).
    @Test func constantsCompile() throws {
        let compiled = try CompiledSwift("""
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
        #expect(compiled.result.diagnostics.isEmpty, "\(compiled.result.diagnostics.map(\.message))")
        let frames = try compiled.frames()
        #expect(frames.map(\.name) == ["frame", "background", "padding", "padding", "text", "color"])
        #expect(frames.map(\.frame) == [
            rect(0, 0, 160, 100), rect(36, 0, 88, 100), rect(36, 0, 88, 100), rect(60, 24, 40, 52),
            rect(76, 40, 8, 20), rect(36, 0, 88, 100),
        ])
    }

    /// A container view given its content by a trailing closure. "Hi" over "a" (8 apart) is 16 × 48,
    /// padded 32 × 64; "Card" (32 × 20) over "b" and "c" stacked without spacing (8 × 40) is
    /// 32 × 68, padded 48 × 84; the column of both is 48 × (64 + 8 + 84) = 156, the first card
    /// centred in it (x = 8), each card's content leading.
    @Test func aContainerViewCompiles() throws {
        let compiled = try CompiledSwift("""
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
        #expect(compiled.result.diagnostics.isEmpty, "\(compiled.result.diagnostics.map(\.message))")
        let frames = try compiled.frames()
        #expect(frames.map(\.name) == ["vstack", "padding", "vstack", "text", "text", "padding", "vstack", "text",
                                       "vstack", "text", "text"])
        #expect(frames.map(\.frame) == [
            rect(0, 0, 48, 156),
            rect(8, 0, 32, 64), rect(16, 8, 16, 48), rect(16, 8, 16, 20), rect(16, 36, 8, 20),
            rect(0, 72, 48, 84), rect(8, 80, 32, 68), rect(8, 80, 32, 20),
            rect(8, 108, 8, 40), rect(8, 108, 8, 20), rect(8, 128, 8, 20),
        ])
    }
}
