import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutSema

/// Every number a layout holds is bounded where it is written (`NumericLimits`), so no
/// conversion can trap and no sum can overflow; every expansion counts toward the caps.
struct LimitTests {
    static let huge = "100000000000000000000"  // 1e20: the lexer has no exponents

    @Test(arguments: [
        #"box(width: /* E2008 "'width' of 'box' must be at most 1000000000, found 1e+20" */ 100000000000000000000, height: 1)"#,
        #"text("a", lineLimit: /* E2008 "'lineLimit' of 'text' must be at most 10000, found 9.223372036854776e+18" */ 9223372036854775808)"#,
        #"columns(/* E2008 "'count' of 'columns' must be at most 10000, found 1e+20" */ 100000000000000000000) < box(1x1) >"#,
        #"grid < row < box(1x1).gridCellColumns(/* E2008 "'count' of '.gridCellColumns' must be at most 10000, found 100000000" */ 100000000) > >"#,
        #"box(1x1).offset(x: /* E2008 "'x' of '.offset' must be between -1000000000 and 1000000000, found -1e+20" */ -100000000000000000000)"#,
        #"box(1x1).frame(maxWidth: /* E2008 "'maxWidth' of '.frame' must be at most 1000000000, or inf, found 2000000000" */ 2000000000)"#,
        #"box(1x1).aspectRatio(/* E2008 "'value' of '.aspectRatio' must be between 1/1000000000 and 1000000000, found 1e-10" */ 0.0000000001)"#,
        #"text("a", size: /* E2008 "'size' of 'text' must be at most 1000000000, found 1000000001" */ 1000000001)"#,
        #"box(/* E2008 "'size' of 'box' must be at most 1000000000 on each side, found 3000000000" */ 3000000000x1)"#,
    ])
    func numbersAreBoundedWhereTheyAreWritten(_ text: String) {
        checkMarked(text)
    }

    @Test func literalsAndArithmeticThatOverflow() {
        // A literal of 400 digits is not finite as a Double.
        let long = "1" + String(repeating: "0", count: 400)
        let literal = compile("box(width: \(long), height: 1)").0.diagnostics
        #expect(literal.map(\.code) == ["E2029"] && literal[0].message == "the number is too large")
        #expect(literal[0].range?.start == 11 && literal[0].range?.end == 11 + long.utf8.count)
        let big = String(repeating: "9", count: 300)
        let product = compile("let a = \(big) * \(big)\nbox(width: a, height: 1)").0.diagnostics
        #expect(product.map(\.code) == ["E2029"] && product[0].message == "the arithmetic overflows")
        // inf stays inf where inf is allowed, and an inf − inf is an error, not NaN.
        #expect(compile("box(1x1).frame(maxWidth: inf + 1)").0.diagnostics.isEmpty)
        #expect(compile("box(1x1).frame(maxWidth: inf - inf)").0.diagnostics.map(\.code) == ["E2029"])
        #expect(compile("proposal(\(Self.huge), nil)\nbox(1x1)").0.diagnostics.map(\.code) == ["E2008"])
    }

    @Test func aFailingBodyInNestedRepeatsStopsAtOnce() {
        let (result, _) = compile("vstack < repeat(5000000) < repeat(5000000) < bax(1x1) > > >")
        #expect(result.diagnostics.map(\.code) == ["E2001"])
    }

    @Test func recursionThroughADefaultArgument() {
        // The fuzzer's 61-byte input that used to expand 3003^n times.
        let (result, _) = compile("let c0(p1: radial < repeat(3003) < c0 > >) = c0\nc0")
        #expect(result.diagnostics.contains { $0.code == "E2014" })
        #expect(result.program == nil)
    }

    @Test func doublingComponentsCountEveryUse() {
        // 2^23 = 8.4 million boxes from 24 short lines: the cap counts each use of a shared value.
        let lines = ["let d0 = box(1x1)"] + (1...23).map { "let d\($0) = hstack < d\($0 - 1) d\($0 - 1) >" } + ["d23"]
        let (result, _) = compile(lines.joined(separator: "\n"))
        #expect(result.diagnostics.map(\.code) == ["E2020"])
        // Reported at the first definition whose expansion passes 5,000,000: d22 has 2^23 − 1.
        #expect(result.diagnostics.first?.range?.start == lines[0...21].joined(separator: "\n").utf8.count + 1 + "let d22 = ".utf8.count)
        // Below the cap, a shared subtree is expanded at each use.
        let small = compile("let two = hstack < box(1x1) box(2x2) >\nvstack < two two two >").0
        #expect(small.program?.tree.count == 10)
    }

    @Test func theEvaluationBudget() {
        // Fewer elements than the cap, but a budget of steps: evaluation stops with one error.
        let options = CompileOptions(maxNodes: 1000)
        let sources = SourceManager()
        let file = sources.add(name: "x.layout", text: "vstack < repeat(600) < repeat(600) < box(1x1).fill(red) > > >")
        let result = Compiler.compile(file, sources: sources, options: options)
        #expect(result.diagnostics.count == 1 && ["E2020", "E2028"].contains(result.diagnostics[0].code.rawValue))
    }

    @Test func branchesNotTakenDoNotCountTowardTheCap() {
        // Found by the long fuzz run: what a branch not taken made counted toward the element
        // cap, and reaching it there stopped the evaluation without a word (check: fine; build:
        // exit 1 and nothing printed). Here the layout is 1 + 10 + 3 = 14 elements; the branches
        // not taken (i = 1…9) check 27 more boxes.
        let text = "let c(i) = vstack < if (i < 1) < box(1x1) box(1x1) box(1x1) > >\nvstack < repeat(10, as: i) < c(i: i) > >"
        let sources = SourceManager()
        let file = sources.add(name: "x.layout", text: text)
        let result = Compiler.compile(file, sources: sources, options: CompileOptions(maxNodes: 20))
        #expect(result.diagnostics.isEmpty)
        #expect(result.program?.tree.count == 14)
        // A branch not taken that alone passes the cap: the evaluation stops, and says so there.
        let big = sources.add(name: "y.layout", text: "vstack < if false < vstack < repeat(15) < box(1x1) > repeat(15) < box(1x1) > > > box(1x1) >")
        let stopped = Compiler.compile(big, sources: sources, options: CompileOptions(maxNodes: 20))
        #expect(stopped.program == nil)
        #expect(stopped.diagnostics.map(\.code.rawValue) == ["E2020"])
        #expect(stopped.diagnostics.first?.notes.map(\.message).contains("reached while checking a branch that is not taken (its elements are checked too)") == true)
    }

    @Test func copiesMadeWhileEvaluatingAreNotElementsOfTheLayout() {
        // Each '.fill' copies the element it changes. Five boxes changed four times each leave
        // 1 + 5 × 5 = 26 nodes in the arena for a layout of 1 + 5 = 6 elements: under a cap of 20
        // it is laid out (it was refused as "more than 20 elements").
        let sources = SourceManager()
        let fills = String(repeating: ".fill(red).fill(blue)", count: 2)
        let file = sources.add(name: "x.layout", text: "vstack < repeat(5) < box(1x1)\(fills) > >")
        let result = Compiler.compile(file, sources: sources, options: CompileOptions(maxNodes: 20))
        #expect(result.diagnostics.isEmpty)
        #expect(result.program?.tree.count == 6)
        // Twenty changes each: 1 + 5 × 21 = 106 nodes, over twice the cap: refused, and the
        // message says why in its own words.
        let many = sources.add(name: "y.layout", text: "vstack < repeat(5) < box(1x1)\(String(repeating: ".fill(red).fill(blue)", count: 10)) > >")
        let refused = Compiler.compile(many, sources: sources, options: CompileOptions(maxNodes: 20))
        #expect(refused.program == nil)
        #expect(refused.diagnostics.map(\.message) == ["working out the layout takes more than 40 elements, counting the copies that changes such as '.fill' or '#tag' make"])
    }

    @Test func aBodyCutShortByALimitHasNoUnusedParameters() {
        // The limit stops the evaluation inside the first call's body, before it reaches 'w':
        // only the limit is reported, not "parameter 'w' of 'c' is never used".
        let sources = SourceManager()
        let file = sources.add(name: "x.layout", text: "let c(w) = vstack < vstack < repeat(15) < box(1x1) > repeat(15) < box(1x1) > > box(width: w, height: 1) >\nvstack < c(w: 1) >")
        let result = Compiler.compile(file, sources: sources, options: CompileOptions(maxNodes: 20))
        #expect(result.diagnostics.map(\.code.rawValue) == ["E2020"])
    }

    @Test func deepValuesAreFreedWithoutRecursion() {
        // 70,000 modifiers make a 70,001-deep element; lowering and freeing it must not recurse.
        let text = "box(1x1)" + String(repeating: ".padding(1)", count: 70_000)
        let (result, _) = compile(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.program?.tree.count == 70_001)
    }

    @Test func longChainsOfConstants() {
        let lines = ["let a0 = box(1x1)"] + (1..<60_000).map { "let a\($0) = a\($0 - 1)" } + ["a59999"]
        let (result, _) = compile(lines.joined(separator: "\n"))
        // Too deep to evaluate: one error where the depth ran out, and no "never used" warnings.
        #expect(result.diagnostics.map(\.code) == ["E2014"])
        #expect(result.diagnostics.first?.message == "components nest more than 256 calls deep")
        // Its chain of calls: the innermost five, how many are skipped, the outermost five.
        let notes = result.diagnostics.first?.notes.map(\.message) ?? []
        #expect(notes.count == 11)
        #expect(notes.first == "in 'a59744', used here" && notes.last == "in 'a59999', used here")
        // The depth limit stops at 256 calls (a59999 down to a59744): 256 − 2 × 5 are skipped.
        #expect(notes[5] == "(246 more calls in between not shown)")
    }

    @Test func operatorChainsCountAsNesting() {
        let (result, _) = compile("box(width: " + Array(repeating: "1", count: 60_000).joined(separator: " + ") + ", height: 1)")
        #expect(result.diagnostics.map(\.code) == ["E1011"])
        #expect(result.diagnostics.first?.message == "the expression nests more than 200 levels deep")
    }

    @Test func didYouMeanSkipsHugeNames() {
        let name = String(repeating: "q", count: 100_000)
        let (result, _) = compile("vstack < \(name) >")
        #expect(result.diagnostics.map(\.code) == ["E2001"])
        #expect(result.diagnostics.first?.fixIts.isEmpty == true)
        #expect(Suggestion.closest(to: "biuld", in: ["build", "check"]) == "build")  // a swap is one edit
    }

    @Test func tooManyErrorsStopTheChecker() {
        let text = "vstack < " + (0..<3000).map { "bax\($0)(1x1)" }.joined(separator: " ") + " >"
        let (result, _) = compile(text)
        #expect(result.diagnostics.count == 1001)  // the 1,000 reported, then "too many errors; stopping here"
        #expect(result.diagnostics.last?.code == "E2027")
    }

    @Test func twoTagsInARow() {
        checkMarked(#"box(10x10) #a #/* E2030 "an element has one tag; '#b' would replace '#a'" */ b"#)
        // A modifier between them: each names its own element.
        #expect(compile("box(10x10) #a .padding(2) #b").0.diagnostics.isEmpty)
    }

    @Test func importChainsAreLoadedIteratively() {
        var files: [String: String] = [:]
        for i in 0..<4000 {
            files["/virtual/i\(i).layout"] = (i < 3999 ? "import \"i\(i + 1).layout\"\n" : "") + "let v\(i) = box(1x1)\n"
        }
        let (result, sources) = compile("import \"i0.layout\"\nvstack < v3999 v0 >", files: files)
        #expect(result.diagnostics.isEmpty)
        #expect(sources.files.count == 4001)
        #expect(sources.totalBytes == sources.files.reduce(0) { $0 + $1.bytes.count })
        // A diamond is loaded once; a cycle is reported once.
        files["/virtual/a.layout"] = "import \"c.layout\"\nlet a = box(1x1)"
        files["/virtual/b.layout"] = "import \"c.layout\"\nlet b = box(1x1)"
        files["/virtual/c.layout"] = "let c = box(1x1)"
        #expect(compile("import \"a.layout\"\nimport \"b.layout\"\nvstack < a b c >", files: files).0.diagnostics.isEmpty)
        files["/virtual/c.layout"] = "import \"a.layout\"\nlet c = box(1x1)"
        #expect(compile("import \"a.layout\"\nvstack < a c >", files: files).0.diagnostics.map(\.code) == ["E2015"])
    }
}
