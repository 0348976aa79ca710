import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutSema

/// Compiles `text` as `main.layout`, with imports served from `files`.
func compile(_ text: String, files: [String: String] = [:], defines: [(String, String)] = []) -> (CompileResult, SourceManager) {
    let sources = SourceManager()
    let file = sources.add(name: "/virtual/main.layout", text: text)
    let options = CompileOptions(defines: defines.map { (name: $0.0, value: $0.1) }, loadFile: { path in
        guard let content = files[path] else { return .failure(ImportError("no such file or directory")) }
        return .success(Array(content.utf8))
    })
    return (Compiler.compile(file, sources: sources, options: options), sources)
}

/// Expected diagnostics are marked inside the input, just before the offending token:
/// `/* E2001 "unknown element 'bax'" */`; warnings the same with their W code.
func checkMarked(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let (result, _) = compile(text)
    let pattern = try! NSRegularExpression(pattern: #"/\* ([EW]\d{4}) "((?:[^"\\]|\\.)*)" \*/\s*"#)
    let ns = text as NSString
    let expected = pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
        (ns.substring(with: match.range(at: 1)), ns.substring(with: match.range(at: 2)).replacingOccurrences(of: "\\\"", with: "\""),
         ns.substring(to: match.range.location + match.range.length).utf8.count)
    }
    let actual = result.diagnostics.map { ($0.code.rawValue, $0.message, $0.range?.start ?? -1) }
    #expect(actual.count == expected.count, "\(actual)", sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
        #expect(a.0 == e.0 && a.1 == e.1 && a.2 == e.2, "got \(a), expected \(e)", sourceLocation: sourceLocation)
    }
}

struct CheckerTests {
    @Test(arguments: [
        #"vstack < /* E2001 "unknown element 'bax'" */ bax(40x20) >"#,
        #"vstack < box(10x10)./* E2002 "unknown modifier '.padd'" */ padd(4) >"#,
        #"wrap(alignment: leading, /* E2003 "unknown label 'spacng' for 'wrap'" */ spacng: 8) < box(1x1) >"#,
        #"vstack < /* E2004 "missing argument (a positive integer) for 'columns'" */ columns < box(1x1) > >"#,
        #"hstack(spacing: 1, /* E2005 "'spacing' is given twice" */ spacing: 2) < box(1x1) >"#,
        #"vstack < text("a", /* E2006 "too many arguments for 'text'" */ "b") >"#,
        #"vstack < text("hi", size: /* E2007 "expected a positive number for 'size' of 'text', found the string \"big\"" */ "big") >"#,
        #"vstack < columns(/* E2008 "'count' of 'columns' must be an integer ≥ 1, found 0" */ 0) < box(1x1) > >"#,
        #"vstack < box(width: /* E2008 "'width' of 'box' must be a finite number ≥ 0, found -4" */ -4, height: 1) >"#,
        #"vstack < box(width: /* E2008 "'width' of 'box' must be a finite number ≥ 0, found inf" */ inf, height: 1) >"#,
        #"vstack(alignment: /* E2009 "'top' is not a valid 'alignment' for 'vstack'; use leading, center or trailing" */ top) < box(1x1) >"#,
        #"vstack < box(1x1).frame(width: /* E2010 "'.frame' cannot mix 'width:' with 'maxWidth:'" */ 10, maxWidth: 20) >"#,
        #"vstack < box(1x1) < /* E2011 "'box' does not take children" */ circle > >"#,
        #"vstack < /* E2012 "'row' can only be a child of 'grid'" */ row < box(1x1) > >"#,
        #"let gap = 8 hstack(spacing: /* E2013 "cannot find 'gapp'; expected a non-negative number for 'spacing' of 'hstack'" */ gapp) < box(width: gap, height: 1) >"#,
        #"vstack < repeat(/* E2019 "repeat takes a non-negative integer or a list, found 2.5" */ 2.5) < box(1x1) > >"#,
        #"vstack < text("x")/* E2021 "'.overlay' needs content: a colour, an element, or < … >" */ .overlay >"#,
        #"let d = 1 / /* E2023 "division by zero" */ 0 vstack < box(width: d, height: 1) >"#,
        #"let /* W2001 "'unused' is defined but never used" */ unused = 4 vstack < box(1x1) >"#,
        #"let t(/* W2002 "parameter 'w' of 't' is never used" */ w) = box(1x1) vstack < t(w: 1) >"#,
        #"vstack < box(1x1) #a box(1x1) #/* W2003 "the tag '#a' is used twice" */ a >"#,
        #"vstack < rect.frame(minWidth: /* W2005 "'minWidth' (100) is greater than 'maxWidth' (50): SwiftUI then clamps nothing and the frame takes its content's width" */ 100, maxWidth: 50) >"#,
        #"vstack < rect.frame(minHeight: /* W2005 "'minHeight' (50) is greater than 'idealHeight' (30): SwiftUI raises 'idealHeight' to 50" */ 50, idealHeight: 30) >"#,
        #"vstack < rect.frame(minWidth: 10, idealWidth: /* W2005 "'idealWidth' (200) is greater than 'maxWidth' (100): SwiftUI raises 'maxWidth' to 200" */ 200, maxWidth: 100) >"#,
        ##"vstack < box(1x1).fill(/* E2009 "unknown colour 'tael'; use a system colour such as red, blue, secondary or systemGray6, or \"#rrggbb\"" */ tael) >"##,
        ##"vstack < box(1x1).fill(/* E2009 "'#12' is not a colour; write \"#rgb\", \"#rrggbb\" or \"#rrggbbaa\" with hex digits" */ "#12") >"##,
        #"vstack < box(1x1)./* E2009 "'.resizable' applies only to image, not to 'box'" */ resizable >"#,
        #"vstack < scroll < box(1x1) box(1x1) > >"# + "\n",
    ])
    func markedDiagnostics(_ text: String) {
        if text.hasSuffix("\n") {
            // scroll with two children: one error at 'scroll'.
            let (result, _) = compile(text)
            #expect(result.diagnostics.map(\.code) == ["E2011"])
            return
        }
        checkMarked(text)
    }

    @Test func duplicateTagsInsideInterpolations() {
        // A tag inside `\(…)` is parsed by a parser of its own; the duplicate-tag check still
        // sees it (an element in a string is an error, but the tag is used twice all the same).
        let one = compile(#"vstack < text("\(box(1x1) #a)") box(1x1) #a >"#).0.diagnostics
        #expect(one.map(\.code) == ["E2007", "W2003"])
        #expect(one.map { $0.range?.start ?? -1 } == [17, 42])
        #expect(one.last?.message == "the tag '#a' is used twice")
        let both = compile(#"vstack < text("\(box(1x1) #b)\(box(1x1) #b)") >"#).0.diagnostics
        #expect(both.map(\.code) == ["E2007", "E2007", "W2003"])
        #expect(both.map { $0.range?.start ?? -1 } == [17, 31, 41])
    }

    @Test func didYouMeanFixIts() throws {
        let (result, sources) = compile("wrap(spacng: 8) < bax(1x1) >")
        let fixes = result.diagnostics.compactMap { $0.fixIts.first?.edits.first }
        #expect(fixes.map(\.replacement) == ["spacing", "box"])
        #expect(fixes.map { sources[$0.range.file].text(in: $0.range) } == ["spacng", "bax"])
    }

    /// Two parameter names equally close to a misspelling: the suggestion is the first in
    /// alphabetical order, the same in every run. Parameters are kept in a dictionary, whose
    /// order changes from process to process; the suggestion once followed it.
    @Test func aTieBetweenSuggestionsIsBrokenTheSameWayEveryRun() {
        for (first, second) in [("ab", "ac"), ("ac", "ab")] {
            let (result, _) = compile("let t(\(first): 1, \(second): 2) = box(width: ax, height: \(first) + \(second)) vstack < t >")
            let fixes = result.diagnostics.compactMap { $0.fixIts.first?.edits.first }
            #expect(fixes.map(\.replacement) == ["ab"], "parameters \(first), \(second)")
        }
    }

    @Test func rootCount() {
        #expect(compile("// nothing\n").0.diagnostics.map(\.code) == ["E2017"])
        // Definitions and no root: a library, valid (and its definitions are still checked).
        let library = compile("let a = 1\nlet tag(w: 40) = box(width: w, height: 20)").0
        #expect(library.diagnostics.isEmpty && library.isLibrary && library.program == nil)
        #expect(compile("let tag = bax(1x1)").0.diagnostics.map(\.code) == ["E2001"])
        // A root that makes several elements, or none, is one mistake with a location.
        let repeated = compile("repeat(2) < box(1x1) >").0.diagnostics
        #expect(repeated.map(\.code) == ["E2018"] && repeated.first?.range?.start == 0)
        #expect(compile("repeat(0) < box(1x1) >").0.diagnostics.map(\.code) == ["E2018"])
        let two = compile("box(1x1)\nbox(2x2)").0.diagnostics
        #expect(two.map(\.code) == ["E2018"])
        #expect(two.first?.labels.count == 1)
    }

    @Test func recursiveComponentsAndConstants() {
        #expect(compile("let r(n) = vstack < r(n: n) >\nr(n: 1)").0.diagnostics.map(\.code).contains("E2014"))
        #expect(compile("let a = b\nlet b = a\nvstack < a >").0.diagnostics.map(\.code).contains("E2014"))
    }

    @Test func importsAndCycles() {
        let ok = compile("import \"lib.layout\"\nvstack < tag >", files: ["/virtual/lib.layout": "let tag = box(10x10)"])
        #expect(ok.0.diagnostics.isEmpty, "\(ok.0.diagnostics)")
        let missing = compile("import \"nope.layout\"\nbox(1x1)").0.diagnostics
        #expect(missing.map(\.message) == ["cannot import 'nope.layout': no such file or directory"])
        let cycle = compile("import \"a.layout\"\nbox(1x1)", files: ["/virtual/a.layout": "import \"main.layout\""]).0.diagnostics
        #expect(cycle.map(\.code) == ["E2015"])
    }

    @Test func tooManyNodes() {
        let result = compile("vstack < repeat(100000000) < box(1x1) > >").0
        #expect(result.diagnostics.map(\.code) == ["E2020"])
    }

    @Test func componentBodiesAreCheckedEvenWhenUnused() {
        let codes = compile("let t(w) = bax(width: w)\nbox(1x1)").0.diagnostics.map(\.code)
        #expect(codes.contains("E2001"))
    }

    @Test func registryCoversTheDesignTable() {
        let elements = Set(BuiltinRegistry.elements.map(\.name))
        for name in ["hstack", "vstack", "zstack", "grid", "row", "wrap", "overlap", "columns", "alternate", "radial", "balanced",
                     "fits", "scroll", "any", "box", "rect", "roundedRect", "capsule", "ellipse", "color", "circle", "image", "text", "spacer", "divider"] {
            #expect(elements.contains(name), "missing element \(name)")
        }
        let modifiers = Set(BuiltinRegistry.modifiers.map(\.name))
        for name in ["frame", "padding", "fixedSize", "layoutPriority", "offset", "aspectRatio", "overlay", "background", "gridCellColumns", "resizable", "fill"] {
            #expect(modifiers.contains(name), "missing modifier \(name)")
        }
        for spec in BuiltinRegistry.elements + BuiltinRegistry.modifiers {
            #expect(!spec.doc.isEmpty && spec.parameters.allSatisfy { !$0.doc.isEmpty })
        }
    }

    /// The checker makes a leaf, a container or a modifier from its definition's kind, not its
    /// name: every element and modifier has a definition of its own kind (one per built-in kind,
    /// found again by it), and the grid item values none.
    @Test func everyBuiltinHasTheKindTheCheckerMakesItFrom() {
        for spec in BuiltinRegistry.elements + BuiltinRegistry.modifiers {
            guard let definition = spec.definition else {
                Issue.record("\(spec.name) has no definition")
                continue
            }
            #expect(definition.name == spec.name)
            if definition.kind != .layout { #expect(ElementCatalog.definition(of: definition.kind)?.name == spec.name) }
            #expect((definition.make != nil) == (definition.kind == .layout), "\(spec.name)")
        }
        #expect(BuiltinRegistry.values.allSatisfy { $0.definition == nil && $0.kind == .value })
        // Every element's kind leads back to its definition.
        for element: LayoutElement in [.box(width: 1, height: 1), .shape(.capsule), .text(TextSpec("a")), .padding(EdgeInsets(all: 1)),
                                       .hstack(alignment: .center, spacing: nil), .radial, .wrap(alignment: .center, spacing: nil, lineSpacing: nil, fit: .proposal)] {
            #expect(element.definition.kind == element.kind)
        }
    }
}

extension CheckerTests {
    @Test func mistakesInComponentsAreReportedOnceWithTheCall() {
        let (result, sources) = compile("let t(w: 1) = bax(width: w)\nvstack < t t(w: 2) t >")
        #expect(result.diagnostics.map(\.code) == ["E2001"])
        let note = result.diagnostics.first?.notes.first { $0.message == "in 't', used here" }
        #expect(note.flatMap { $0.range }.map { sources[$0.file].location(of: $0.start) } == LayoutDiagnostics.SourceLocation(line: 2, column: 10))
    }
}
