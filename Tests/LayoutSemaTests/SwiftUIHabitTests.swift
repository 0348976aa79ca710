import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutSema

/// Every edit of every diagnostic's first fix-it applied to `text` (they must not overlap).
func applyingFixIts(_ text: String, _ diagnostics: [Diagnostic]) -> String? {
    var edits = diagnostics.compactMap { $0.fixIts.first }.flatMap(\.edits)
    edits.sort { $0.range.start > $1.range.start }
    var bytes = Array(text.utf8)
    var limit = bytes.count
    for edit in edits {
        guard edit.range.end <= limit else { return nil }  // overlapping edits
        bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        limit = edit.range.start
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// What a SwiftUI developer writes from habit gets one error that says what to write, and its
/// fix-it leads to a file that compiles (issue: "the first hour of a SwiftUI developer").
struct SwiftUIHabitTests {
    struct Habit: CustomTestStringConvertible, Sendable {
        var source: String
        /// The one error, as `CODE message`.
        var error: String
        /// The file after the fix-its, when it is worth checking exactly.
        var fixed: String?
        var testDescription: String { source }
    }

    static let habits: [Habit] = [
        Habit(source: #"vstack(spacing: 8) { text("a") text("b") }"#,
              error: "E1013 children go in '< … >', not in braces",
              fixed: #"vstack(spacing: 8) < text("a") text("b") >"#),
        Habit(source: #"box(10x10).background(Color(.systemGroupedBackground))"#,
              error: "E2031 SwiftUI's 'Color(.systemGroupedBackground)' is written '.systemGroupedBackground' in layoutc",
              fixed: #"box(10x10).background(.systemGroupedBackground)"#),
        Habit(source: #"zstack < Color(.systemGroupedBackground) box(10x10) >"#,
              error: "E2031 a colour as a view is written 'color.fill(.systemGroupedBackground)' in layoutc",
              fixed: #"zstack < color.fill(.systemGroupedBackground) box(10x10) >"#),
        Habit(source: #"box(10x10).background(Color.blue.opacity(0.2))"#,
              error: ##"E2031 a translucent colour is written "#007AFF33" in layoutc"##,
              fixed: ##"box(10x10).background("#007AFF33")"##),
        Habit(source: #"box(10x10).background(.blue.opacity(0.2))"#,
              error: ##"E2031 a translucent colour is written "#007AFF33" in layoutc"##,
              fixed: ##"box(10x10).background("#007AFF33")"##),
        Habit(source: #"zstack < Color.blue.opacity(0.2) box(10x10) >"#,
              error: "E2031 a colour as a view is written 'color.fill(.blue)' in layoutc",
              fixed: #"zstack < color.fill(.blue).opacity(0.2) box(10x10) >"#),
        Habit(source: #"box(10x10).background(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))"#,
              error: ##"E2031 SwiftUI's 'Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)' is written '"#33669980"' in layoutc"##,
              fixed: ##"box(10x10).background("#33669980")"##),
        Habit(source: #"box(10x10).foregroundColor(Color(white: 0.9))"#,
              error: ##"E2031 SwiftUI's 'Color(white: 0.9)' is written '"#E6E6E6"' in layoutc"##,
              fixed: ##"box(10x10).foregroundColor("#E6E6E6")"##),
        Habit(source: #"vstack < ForEach(0..<3) { i in box(width: 10 + i, height: 2) } >"#,
              error: "E2031 SwiftUI's 'ForEach' is written 'repeat' in layoutc | E1013 children go in '< … >', not in braces",
              fixed: #"vstack < repeat(0..<3, as: i) <box(width: 10 + i, height: 2) > >"#),
        Habit(source: "let items = [\"a\", \"b\"]\nvstack < ForEach(items, id: \\.self) { item in text(item) } >",
              error: "E2031 SwiftUI's 'ForEach' is written 'repeat' in layoutc | E1013 children go in '< … >', not in braces",
              fixed: "let items = [\"a\", \"b\"]\nvstack < repeat(items, as: item) <text(item) > >"),
        Habit(source: #"vstack < ForEach(0..<2) < box(10x10) > >"#,
              error: "E2031 SwiftUI's 'ForEach' is written 'repeat' in layoutc",
              fixed: #"vstack < repeat(0..<2) < box(10x10) > >"#),
        Habit(source: #"text("a").font(.headline.weigth(.semibold))"#,
              error: "E2009 a font has no '.weigth' in layoutc",
              fixed: #"text("a").font(.headline.weight(.semibold))"#),
    ]

    @Test(arguments: habits)
    func oneErrorThatSaysWhatToWrite(_ habit: Habit) throws {
        let (result, _) = compile(habit.source)
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.code.rawValue) \($0.message)" }
        #expect(errors.joined(separator: " | ") == habit.error)
        #expect(result.diagnostics.allSatisfy { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
        let fixed = try #require(applyingFixIts(habit.source, result.diagnostics))
        if let expected = habit.fixed { #expect(fixed == expected) }
        let (after, _) = compile(fixed)
        #expect(after.diagnostics.isEmpty, "\(fixed): \(after.diagnostics.map(\.message))")
        #expect(after.program != nil)
    }

    /// Spellings that compile as they are: fonts as SwiftUI builds them, the modifiers that change
    /// nothing here, ranges and indexing.
    @Test(arguments: [
        #"text("a").font(.system(size: 20, weight: .bold))"#,
        #"text("a").font(.system(.title, weight: .bold))"#,
        #"text("a").font(.custom("Avenir", size: 15))"#,
        #"text("a").font(.title2.bold())"#,
        #"text("a").font(.headline.weight(.semibold))"#,
        #"text("a").font(.body.italic().monospacedDigit())"#,
        #"text("a").multilineTextAlignment(.center)"#,
        #"box(1x1).ignoresSafeArea()"#,
        #"box(1x1).ignoresSafeArea(edges: .bottom)"#,
        #"vstack < repeat(0..<3, as: i) < box(10x10) > >"#,
        #"vstack < repeat(1...5, as: i) < box(width: i, height: 1) > >"#,
        "let products = [\"a\", \"b\"]\nvstack < repeat(0..<2, as: i) < text(products[i]) > >",
        "let widths = [10, 20]\nbox(width: widths[1] + widths.count, height: 1)",
        "let rows = [box(10x10), circle]\nvstack < rows[0].padding(4) rows[1] >",
    ])
    func compilesAsWritten(_ source: String) {
        let (result, _) = compile(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.program != nil)
    }

    /// Each font's size and weight reach the text: `.system(size: 20, weight: .bold)` is 20 pt,
    /// bold (700); `.title2.bold()` 22 pt bold; `.headline` 17 pt semibold (600), as Apple's table
    /// gives it; `.headline.weight(.light)` light (300).
    @Test(arguments: [
        (".system(size: 20, weight: .bold)", 20.0, 700), (".title2.bold()", 22, 700), (".headline", 17, 600),
        (".headline.weight(.light)", 17, 300), (".custom(\"Avenir\", size: 15)", 15, nil),
    ] as [(String, Double, Int?)])
    func fontsReachTheText(font: String, size: Double, weight: Int?) throws {
        let (result, _) = compile("text(\"a\").font(\(font))")
        let tree = try #require(result.program?.tree)
        let index = try #require((0..<tree.count).first { if case .text = tree.elements[$0] { return true } else { return false } })
        guard case let .text(spec) = tree.elements[index] else { return }
        #expect(Double(spec.size) == size)
        #expect(tree.metadata[index].fontWeight == weight)
    }

    /// Ranges are lists of integers; their bounds are checked where they are written.
    @Test func rangesAndIndexes() {
        checkMarked(#"vstack < repeat(/* E2008 "the range's upper bound 3 is below its lower bound 5" */ 5..<3) < box(1x1) > >"#)
        checkMarked(#"vstack < repeat(0..</* E2007 "a range's bounds are integers, found the number 2.5" */ 2.5) < box(1x1) > >"#)
        checkMarked("let p = [\"a\", \"b\"]\nvstack < text(p[/* E2008 \"index 2 is out of range: the list has 2 items, 0…1\" */ 2]) >")
        checkMarked("let p = [\"a\"]\nvstack < text(p[/* E2007 \"a list's index is an integer, found the string \\\"x\\\"\" */ \"x\"]) >")
    }
}

/// Four screens written in the README's style by someone who writes SwiftUI every day
/// (`Tests/Fixtures/Habits/`): each habit, marked `// habit:` (one) or `// habits(2):` (two) on its
/// line, gets exactly its errors, each with a fix-it, and the fix-its together give a file that
/// compiles with no diagnostic and lays out.
struct HabitScreenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Habits")

    @Test(arguments: ["profile", "settings", "chat", "shop"])
    func oneErrorPerHabitAndTheFixesCompile(_ name: String) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name + ".layout"), encoding: .utf8)
        var expected: [Int: Int] = [:]  // line → errors
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.contains("// habits(2):") { expected[index + 1] = 2 } else if line.contains("// habit:") { expected[index + 1] = 1 }
        }
        let (result, sources) = compile(text)
        let file = sources.files[0]
        var found: [Int: Int] = [:]
        for diagnostic in result.diagnostics {
            #expect(diagnostic.severity == .error, "\(diagnostic.message)")
            #expect(!diagnostic.fixIts.isEmpty, "no fix-it: \(diagnostic.message)")
            let line = file.location(of: diagnostic.range?.start ?? 0).line
            found[line, default: 0] += 1
        }
        #expect(found == expected)
        let fixed = try #require(applyingFixIts(text, result.diagnostics))
        let (after, _) = compile(fixed)
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics.map(\.message))")
        let program = try #require(after.program)
        #expect(throws: Never.self) { try LayoutEvaluator(tree: program.tree).layout(proposal: program.declaredProposal ?? .unspecified) }
    }
}
