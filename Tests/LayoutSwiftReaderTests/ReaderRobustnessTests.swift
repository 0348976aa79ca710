import Foundation
import Testing
import LayoutDiagnostics
import LayoutSwiftSyntax
import LayoutSema
import LayoutEngine
@testable import LayoutSwiftReader

/// Inputs that have crashed or hung hand-written Swift readers: parsed, and every root the module
/// index finds read.
@Suite struct ReaderRobustnessTests {
    /// An input named for the test report (some are ten thousand characters long).
    struct Nasty: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var testDescription: String { name }
    }

    static let chain = String(repeating: ".padding()", count: 10_000)

    static let nasty: [Nasty] = [
        Nasty(name: "empty", source: ""),
        Nasty(name: "unclosed braces", source: "struct A: View { var body: some View { Text(\"a\")"),
        Nasty(name: "stray closers", source: "}}}} ))) ]]] struct B: View { var body: some View { Text(\"b\") } }"),
        Nasty(name: "10 000 (", source: String(repeating: "(", count: 10_000)),
        Nasty(name: "10 000 ( in a preview", source: "#Preview { " + String(repeating: "(", count: 10_000)),
        Nasty(name: "10 000 nested stacks", source: "#Preview { " + String(repeating: "VStack { ", count: 10_000)),
        Nasty(name: "10 000 [ in a body",
              source: "struct A: View { var body: some View { " + String(repeating: "[", count: 10_000)),
        Nasty(name: "10 000 nested structs", source: String(repeating: "struct S { ", count: 10_000)),
        Nasty(name: "10 000 modifiers in a body",
              source: "struct A: View { var body: some View { Text(\"a\")" + chain + " } }"),
        Nasty(name: "10 000 prefix minus", source: "let x = " + String(repeating: "-", count: 10_000) + "1"),
        Nasty(name: "10 000 additions", source: "let x = " + String(repeating: "1 + ", count: 10_000) + "1"),
        Nasty(name: "lone #if", source: "#if"),
        Nasty(name: "#if with a condition only", source: "#if os(iOS)"),
        Nasty(name: "lone #if in a preview", source: "#Preview { #if"),
        Nasty(name: "#if in a chain, unclosed", source: "#Preview { Text(\"a\")\n#if os(iOS)\n.padding("),
        Nasty(name: "#if in a chain, no #endif", source: "#Preview { Text(\"a\")\n#if os(iOS)\n.padding(8)\n#else"),
        Nasty(name: "directives without #if", source: "#endif #else #elseif"),
        Nasty(name: "#if among members, unclosed", source: "struct A { #if DEBUG"),
        Nasty(name: "attributes only", source: "@@@ @State @ViewBuilder"),
        Nasty(name: "a binary operator without its right side", source: "let x = 1 +"),
        Nasty(name: "unclosed parameters", source: "func f("),
        Nasty(name: "a function without a name", source: "func ("),
        Nasty(name: "unclosed generic parameters", source: "struct S<"),
        Nasty(name: "a where clause without a body", source: "extension View where"),
        Nasty(name: "question marks and colons", source: "x ? ? : :"),
        Nasty(name: "a label without its closure", source: "#Preview { Button { } label: }"),
        Nasty(name: "an unterminated preview name", source: "#Preview(\"unterminated"),
        Nasty(name: "an unterminated interpolation", source: "#Preview { Text(\"\\(\") }"),
        Nasty(name: "a switch without a subject", source: "switch { case"),
        Nasty(name: "if let without a name", source: "if let { } else"),
        Nasty(name: "in in in", source: "{ in in in }"),
        Nasty(name: "a half range", source: "struct A: View { var body: some View { ForEach(0..<) { } } }"),
    ]

    /// Whatever the bytes, the parser returns (every loop consumes a token, nesting is bounded),
    /// and so does reading every root the module index finds.
    @Test(.timeLimit(.minutes(1)), arguments: nasty)
    func garbageNeitherCrashesNorHangs(_ input: Nasty) {
        let syntax = SwiftParser.parse(Array(input.source.utf8))
        #expect(syntax.declarations.count <= input.source.utf8.count + 1)
        let sources = SourceManager()
        let file = sources.add(name: "Nasty.swift", text: input.source)
        let reader = SwiftReader(files: [file])
        for root in reader.roots(in: file) {
            _ = reader.read(root, in: file)
        }
        _ = reader.read(nil, in: file)
    }

    /// The long fuzz run's two slow inputs (`Fuzz/swift-seeds/recursive-computed-in-foreach-*`):
    /// a filter enum whose computed `title`, read per item of a `ForEach`, reads itself again —
    /// 45 and 13 seconds each in an instrumented build, as the items to the power of the
    /// evaluation depth. A computed property that reads itself is not known (as it never ends
    /// when the app runs) and a reading makes at most `maxEvaluations` evaluations.
    /// And the day's later one (`foreach-over-cases-nested-by-broken-braces.swift`, 51 s
    /// instrumented): braces that no longer close nest `ForEach`es over the same enum's cases in
    /// each other's items; a reading reads at most `maxUnrolledInReading` such items one by one.
    /// And run 26's (`modifier-chain-swallowed-by-text.swift`, 7 s instrumented): a `Text(…)` whose
    /// damaged argument swallowed a dozen modifiers, each part of the chain evaluated again by
    /// `value` for `evaluate` (`aMemberChainOfTheAppsValuesIsEvaluatedOnce`).
    @Test(.timeLimit(.minutes(1)), arguments: ["recursive-computed-in-foreach-a.swift", "recursive-computed-in-foreach-b.swift",
                                               "foreach-over-cases-nested-by-broken-braces.swift",
                                               "modifier-chain-swallowed-by-text.swift"])
    func fuzzFindingsAreReadInBoundedWork(_ name: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let bytes = try #require(FileManager.default.contents(atPath: root + "/Fuzz/swift-seeds/" + name))
        let sources = SourceManager()
        let file = sources.add(name: name, bytes: Array(bytes))
        let reader = SwiftReader(files: [file])
        for root in reader.roots(in: file).prefix(4) {
            let reading = reader.read(root, in: file)
            if name.hasPrefix("modifier-chain") { #expect((reading?.evaluations ?? 0) < 1_000) }
        }
    }

    /// `evaluate` asks `value` for what it cannot read itself, and `value` gives a value of the
    /// app's own back to `evaluate`: for the same expression, in the same scope, that retraced the
    /// same steps at every level down to the depth's bound, each part of a member chain doing it
    /// again. An avatar's `size.size.width` (Ice Cubes' shape: an enum's computed `CGSize`) took
    /// over 7,000 evaluations; a fuzz input whose damaged `Text(…)` swallowed a dozen modifiers
    /// took all 200,000 (seconds, instrumented). Now each is read once.
    @Test func aMemberChainOfTheAppsValuesIsEvaluatedOnce() throws {
        let source = """
            import SwiftUI
            struct Avatar: View {
                enum Size {
                    case status, badge
                    var size: CGSize {
                        switch self {
                        case .status: return .init(width: 40, height: 40)
                        case .badge: return .init(width: 28, height: 28)
                        }
                    }
                    var cornerRadius: CGFloat { size.width / 2 }
                }
                let size: Size
                var body: some View {
                    RoundedRectangle(cornerRadius: size.cornerRadius)
                        .frame(width: size.size.width, height: size.size.height)
                }
            }
            #Preview { Avatar(size: .badge) }
            """
        let sources = SourceManager()
        let file = sources.add(name: "Avatar.swift", text: source)
        let reading = try #require(SwiftReader(files: [file]).read(nil, in: file))
        #expect(reading.text.contains("roundedRect(cornerRadius: 28 / 2).frame(width: 28, height: 28)"), "\(reading.text)")
        #expect(reading.evaluations < 100, "\(reading.evaluations) evaluations")

        let chain = ".font(.headline).padding(.horizontal, 14).padding(.vertical, 4).foregroundStyle(.white)"
            + ".background(.blue).clipShape(Capsule()).frame(minHeight: 50).contentShape(Rectangle())"
            + ".padding().opacity(0.5).shadow(radius: 2).tint(.red)"
        let damaged = """
            import SwiftUI
            enum Filter: CaseIterable { case a, b, c
                var title: String { "T" }
            }
            struct Chips: View {
                var body: some View {
                    HStack { ForEach(Filter.allCases, id: \\.self) { filter in Text(filter.title\(chain) } }
                }
            }
            """
        let damagedFile = sources.add(name: "Chips.swift", text: damaged)
        let damagedReading = try #require(SwiftReader(files: [damagedFile]).read(nil, in: damagedFile))
        #expect(damagedReading.evaluations < 1_000, "\(damagedReading.evaluations) evaluations")
    }

    /// Run 27's slowest input (`foreach-unrolled-into-half-a-megabyte.swift`, 6 KB of damaged
    /// Swift whose `ForEach`es unroll into each other's items): its first root reads as 450 KB of
    /// `.layout`, over the fuzzer's 2,000 elements. The checker's refusal of a limit was dropped
    /// like a construct's and the reading compiled again, up to 64 times: 9 s instrumented, 33 s
    /// here in a debug build. A limit now ends the rounds (`Compiler.isLimit`): under 5 s here.
    @Test(.timeLimit(.minutes(2)))
    func aReadingOfHundredsOfKilobytesCompiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let bytes = try #require(FileManager.default.contents(atPath: root + "/Fuzz/swift-seeds/foreach-unrolled-into-half-a-megabyte.swift"))
        let sources = SourceManager()
        let file = sources.add(name: "unrolled.swift", bytes: Array(bytes))
        let reader = SwiftReader(files: [file])
        var options = CompileOptions()
        options.textModel = .model
        options.maxNodes = 2_000
        var largest = 0
        // Its first root (the fuzzer compiled up to four: each takes seconds in a debug build).
        for root in reader.roots(in: file).prefix(1) {
            let reading = try #require(reader.read(root, in: file))
            largest = max(largest, reading.text.utf8.count)
            let result = SwiftCompilation.compile(reading, name: "unrolled (read as .layout)", sources: sources,
                                                  options: options).result
            for diagnostic in result.diagnostics {
                guard let range = diagnostic.range else { continue }
                #expect(range.file == file.id && range.start >= 0 && range.start <= range.end && range.end <= bytes.count,
                        "\(diagnostic.message)")
            }
            // The limit is said, in the Swift, and nothing was dropped for it.
            #expect(result.diagnostics.contains { $0.code.rawValue == "E2020" })
            #expect(!result.diagnostics.contains { $0.message.hasPrefix("skipped: ") })
        }
        #expect(largest > 100_000, "\(largest)")
    }

    /// A form's value row is read twice (beside its value, and above it: `rowOrColumn`); a row in
    /// another row's label is read once, as a row, so that a nest of 40 `LabeledContent`s and
    /// pickers is read in about twice the work of one, not 2⁴⁰ times (before the guard, 22 deep took
    /// over a minute in a debug build).
    @Test(.timeLimit(.minutes(1)))
    func nestedFormRowsAreReadInBoundedWork() throws {
        var inner = "Text(\"x\")"
        for level in 0..<40 {
            inner = level.isMultiple(of: 2) ? "LabeledContent { Text(\"v\") } label: { \(inner) }"
                : "Picker(selection: $choice) { Text(\"a\") } label: { \(inner) }"
        }
        let source = "import SwiftUI\nstruct V: View {\n    @State private var choice = 0\n    var body: some View { Form { \(inner) } }\n}\n"
        let sources = SourceManager()
        let file = sources.add(name: "Nest.swift", text: source)
        let reading = try #require(SwiftReader(files: [file]).read(nil, in: file))
        // The outermost row is beside-or-above; the 39 inside it are rows.
        #expect(reading.text.components(separatedBy: "fits(axes: horizontal)").count - 1 == 1, "\(reading.text)")
    }

    /// The same chain in a preview: the parser reads it, but reading the preview overflows the
    /// stack (a crash, which no known-issue marker can catch).
    @Test
    func aPreviewWithTenThousandModifiers() {
        let source = "#Preview { Text(\"a\")" + Self.chain + " }"
        let sources = SourceManager()
        let file = sources.add(name: "Deep.swift", text: source)
        let reading = SwiftReader(files: [file]).read(nil, in: file)
        #expect(reading?.text.contains("text(\"a\").padding().padding()") == true)
    }

}

/// The source map answers each generated offset with its innermost segment from a table
/// (`SourceMap.index()`), as the walk over every segment did: the long fuzz run's slow input
/// (`Fuzz/swift-seeds/many-refusals-one-source-map.swift`, 21 s instrumented) asked thousands of
/// offsets of thousands of segments when the checker refused constructs of the reading.
@Suite struct SourceMapTests {
    @Test func theTableAnswersAsTheWalkOverEverySegment() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            var map = SourceMap()
            let length = Int.random(in: 1...300, using: &generator)
            for construct in 0..<Int.random(in: 0...40, using: &generator) {
                let start = Int.random(in: 0..<length, using: &generator)
                // Nested and overlapping, some the same size as others.
                let count = round % 3 == 0 ? [1, 2, 4, 8].randomElement(using: &generator)! : Int.random(in: 1...60, using: &generator)
                map.segments.append(SourceMap.Segment(
                    generated: start..<start + count,
                    origin: SourceRange(file: SourceFileID(rawValue: 0), start: construct, end: construct + 1),
                    construct: construct))
            }
            let walked = (-2..<length + 62).map { map.construct(at: $0) }
            // The walk, as written independently: the smallest containing segment, the first of a size.
            let expected = (-2..<length + 62).map { offset -> Int? in
                var best: SourceMap.Segment?
                for segment in map.segments where segment.generated.contains(offset) {
                    if best == nil || segment.generated.count < best!.generated.count { best = segment }
                }
                return best?.construct
            }
            #expect(walked == expected)
            map.index()
            let indexed = (-2..<length + 62).map { map.construct(at: $0) }
            #expect(indexed == expected, "round \(round)")
            #expect((-2..<length + 62).map { map.origin(of: $0..<$0 + 1)?.start } == expected)
        }
    }
}
