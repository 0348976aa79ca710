import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutSema

/// The language a SwiftUI developer expects (issue 11 §2): compile-time logic, SwiftUI's
/// spellings, the text environment, appearance, lazy grids.
struct LanguageFeatureTests {
    /// The texts of a lowered tree, in order.
    static func texts(_ program: LoweredProgram) -> [String] {
        program.tree.elements.compactMap { if case let .text(spec) = $0 { return spec.content } else { return nil } }
    }

    static func specs(_ program: LoweredProgram) -> [TextSpec] {
        program.tree.elements.compactMap { if case let .text(spec) = $0 { return spec } else { return nil } }
    }

    @Test func interpolationConcatenationAndOperators() throws {
        let (program, _) = try lower(#"""
        let n = 3
        let name = "Ada"
        vstack <
          text("Item \(n + 1) of \(n * 2.5), \(name)!")
          text("a" + "b" + "\(n > 2)")
          text(n >= 3 && !(n == 4) ? "yes" : "no")
          text("\(n < 2 || name != "Ada") \(.leading) \(inf) \(nil)")
          text("\("nested \(n)")")
        >
        """#)
        #expect(Self.texts(program) == ["Item 4 of 7.5, Ada!", "abtrue", "yes", "false leading inf nil", "nested 3"])
    }

    @Test func precedenceIsSwiftsOwn() throws {
        // 1 + 2 * 3 = 7; (1 + 2) * 3 = 9; comparisons below arithmetic; && below comparisons.
        let (program, _) = try lower(#"vstack < text("\(1 + 2 * 3) \((1 + 2) * 3) \(1 + 1 == 2 && 3 > 2 || false) \(-2 * -3) \(7 % 3 + 1) \(-7 % 3)") >"#)
        #expect(Self.texts(program) == ["7 9 true 6 2 -1"])
    }

    @Test func repeatOverAListWithItsIndex() throws {
        let (program, _) = try lower(#"""
        let mailboxes = ["Inbox", "Sent", "Drafts"]
        let word = "abc"
        vstack < repeat(mailboxes, as: name, index: i) < text("\(i): \(name)") > text("\(mailboxes.count) \(mailboxes.isEmpty) \(word.count)") >
        """#)
        #expect(Self.texts(program) == ["0: Inbox", "1: Sent", "2: Drafts", "3 false 3"])
    }

    @Test func ifElseChainsAndDefines() throws {
        let source = #"""
        let compact = false
        let count = 120
        vstack <
          if compact < text("small") > else < text("large") >
          if (count < 100) < text("\(count)") > else if count >= 100 < text("99+") >
          if compact < text("never") >
        >
        """#
        #expect(Self.texts(try lower(source).0) == ["large", "99+"])
        #expect(Self.texts(try lower(source, defines: [("compact", "true"), ("count", "7")]).0) == ["small", "7", "never"])
    }

    @Test func ifAsAValueAndAtTheRoot() throws {
        let (program, _) = try lower("let wide = true\nlet body = if wide < hstack < box(1x1) > > else < vstack < box(1x1) > >\nbody")
        #expect(outline(program) == ["hstack", " box"])
        let (root, _) = try lower("let wide = false\nif wide < hstack < box(1x1) > > else < vstack < box(2x2) > >")
        #expect(outline(root) == ["vstack", " box"])
    }

    /// The branch not taken is checked for names, not for values: a division by zero there is
    /// what the condition guards against; an unknown element there is a typo.
    @Test func theBranchNotTakenIsCheckedForNamesOnly() {
        checkMarked(#"let n = 0 vstack < if n > 0 < box(width: 10 / n, height: 1) > else < box(1x1) > >"#)
        checkMarked(#"let n = 0 vstack < if n > 0 < /* E2001 "unknown element 'bax'" */ bax(1x1) > else < box(1x1) > >"#)
        checkMarked(#"let n = 0 vstack < box(width: n == 0 ? 1 : 10 / n, height: 1) >"#)
        checkMarked(#"let n = 0 vstack < text(n == 0 || 10 / n > 1 ? "a" : "b") >"#)
        // A component used only in the branch not taken is still used.
        checkMarked(#"let big = box(9x9) let small = false vstack < if small < big > else < box(1x1) > >"#)
    }

    @Test(arguments: [
        #"vstack < if /* E2032 "the condition of 'if' must be true or false, found the number 3" */ 3 < box(1x1) > >"#,
        #"vstack < text(/* E2032 "the condition of '? :' must be true or false, found the string \"yes\"" */ "yes" ? "a" : "b") >"#,
        #"vstack < text(/* E2007 "cannot compare the number 1 with the string \"1\"" */ 1 == "1" ? "a" : "b") >"#,
        #"vstack < text((/* E2007 "'<' cannot order booleans; only == and != compare them" */ true < false) ? "a" : "b") >"#,
        #"vstack < text(/* E2007 "expected a number in arithmetic, found a string" */ "n" + 3) >"#,
        #"vstack < box(1x1) text(!/* E2007 "'!' takes true or false, found the number 1" */ 1 ? "a" : "b") >"#,
        #"vstack < text("\(/* E2007 "cannot put an element in a string" */ box(1x1))") >"#,
        #"vstack < repeat(/* E2019 "repeat takes a non-negative integer or a list, found a string" */ "abc", as: x) < box(1x1) > >"#,
        #"vstack < repeat([1, 2], /* E2006 "repeat takes one count or list" */ 5, as: x) < box(1x1) > >"#,
        #"vstack < repeat(5, /* E2006 "repeat takes one count or list" */ [1, 2], as: x) < box(1x1) > >"#,
    ])
    func logicDiagnostics(_ text: String) { checkMarked(text) }

    @Test func leadingDotsAndInfinity() throws {
        let (program, _) = try lower("vstack(alignment: .leading, spacing: 4) < box(1x1).frame(maxWidth: .infinity, alignment: .topLeading) >")
        let root = try #require(program.tree.root)
        guard case let .vstack(alignment, spacing) = program.tree[root].element else { Issue.record("not a vstack"); return }
        #expect(alignment == .leading && spacing == 4)
        guard case let .flexibleFrame(frame) = program.tree.elements[Int(program.tree.children(of: root).first!.index)] else { Issue.record("no frame"); return }
        #expect(frame.maxWidth == .infinity && frame.alignment == .topLeading)
    }

    @Test func paddingAsSwiftUIWritesIt() throws {
        func insets(_ modifier: String) throws -> EdgeInsets {
            let (program, _) = try lower("box(1x1)" + modifier)
            guard case let .padding(insets)? = program.tree.root.map({ program.tree[$0].element }) else { throw CocoaError(.coderInvalidValue) }
            return insets
        }
        #expect(try insets(".padding()") == EdgeInsets(all: 16))
        #expect(try insets(".padding(8)") == EdgeInsets(all: 8))
        #expect(try insets(".padding(.horizontal)") == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(try insets(".padding(.vertical, 4)") == EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
        #expect(try insets(".padding([.top, .leading], 2)") == EdgeInsets(top: 2, leading: 2, bottom: 0, trailing: 0))
        #expect(try insets(".padding(-6)") == EdgeInsets(all: -6))
        #expect(try insets(".padding(horizontal: -2, top: 3)") == EdgeInsets(top: 3, leading: -2, bottom: 0, trailing: -2))
        checkMarked(#"box(1x1).padding(/* E2009 "expected edges for 'edges' of '.padding' (all, horizontal, vertical, top, leading, bottom or trailing), found 'middle'" */ .middle)"#)
    }

    /// Negative padding (SwiftUI allows it): the child is proposed more, the padding is smaller
    /// than its child and the child overflows it by the inset on each side.
    @Test func negativePaddingLaysOutAsSwiftUI() throws {
        let (program, _) = try lower("rect.padding(-10)")
        let result = try LayoutEvaluator(tree: program.tree).layout(proposal: ProposedViewSize(width: 100, height: 50))
        #expect(result.rootSize == CGSize(width: 100, height: 50))
        #expect(result.frames[0] == CGRect(x: -10, y: -10, width: 120, height: 70))
    }

    @Test func textEnvironmentInnermostWins() throws {
        let (program, _) = try lower("""
        vstack <
          text("a")
          vstack < text("b") text("c", size: 10) text("d").font(size: 30) >.font(.headline).lineLimit(2)
          text("e").foregroundColor(.red).bold()
        >.font(size: 12).foregroundStyle("#123")
        """)
        let specs = Self.specs(program)
        #expect(specs.map(\.size) == [12, 17, 10, 30, 12])
        #expect(specs.map(\.lineLimit) == [nil, 2, 2, 2, nil])
        let fills = program.tree.elements.indices.compactMap { i -> String? in
            if case .text = program.tree.elements[i] { return program.tree.metadata[i].fill ?? "none" }
            return nil
        }
        #expect(fills == ["#123", "#123", "#123", "#123", "red"])
        let weights = program.tree.elements.indices.compactMap { i -> Int? in
            if case .text = program.tree.elements[i] { return program.tree.metadata[i].fontWeight ?? 0 }
            return nil
        }
        // b takes .headline's own weight (semibold); c's size: and d's closer .font are fonts of
        // their own, regular; e is bold.
        #expect(weights == [0, 600, 0, 0, 700])
        checkMarked(#"vstack < text("x", size: 9)./* W2004 "this modifier has no effect: the element already has a size set closer to it" */ font(size: 20) >"#)
        checkMarked(#"vstack < text("x").lineLimit(1)./* W2004 "this modifier has no effect: the element already has a line limit set closer to it" */ lineLimit(3) >"#)
    }

    @Test func foregroundColoursShapesButNotBoxes() throws {
        let (program, _) = try lower("hstack < circle box(1x1) rect.fill(green) > .foregroundColor(.blue)")
        #expect(program.tree.metadata.map(\.fill) == ["blue", nil, "green", nil])
    }

    @Test func appearanceIsMetadataInModifierOrder() throws {
        let (program, _) = try lower("box(4x4).opacity(0.5).border(.red, width: 2).clipShape(circle).cornerRadius(3).clipped().hidden().zIndex(2)")
        let root = try #require(program.tree.root)
        #expect(program.tree.count == 1, "appearance makes no wrapper nodes")
        #expect(program.tree[root].metadata.effects == [
            .opacity(0.5), .border(color: "red", width: 2), .clip(.circle), .clip(.roundedRect(cornerRadius: 3)), .clip(.rect), .hidden,
        ])
        #expect(program.tree[root].metadata.zIndex == 2)
        let (shapes, _) = try lower("vstack < box(1x1).clipShape(.capsule) box(1x1).clipShape(.rect(cornerRadius: 5)) box(1x1).clipShape(roundedRect(cornerRadius: 7)) roundedRect(cornerRadius: 9) >")
        #expect(shapes.tree.metadata.compactMap { $0.effects.first } == [.clip(.capsule), .clip(.roundedRect(cornerRadius: 5)), .clip(.roundedRect(cornerRadius: 7))])
        #expect(shapes.tree.metadata.compactMap(\.cornerRadius) == [9])
        checkMarked(#"box(1x1).opacity(/* E2008 "'opacity' of '.opacity' must be between 0 and 1, found 2" */ 2)"#)
        checkMarked(#"box(1x1).clipShape(/* E2009 "'text' is not a shape; use rect, roundedRect, capsule, ellipse or circle" */ text("a"))"#)
    }

    @Test func backgroundTakesAColourOrAnElement() throws {
        let (program, _) = try lower(##"vstack < text("a").background(.blue) text("b").background(capsule.fill("#abcdef80")) text("c").overlay(alignment: .topTrailing) < circle > >"##)
        #expect(outline(program) == ["vstack", " background", "  text", "  color", " background", "  text", "  capsule", " overlay", "  text", "  circle"])
        #expect(program.tree.metadata.map(\.fill).compactMap { $0 } == ["blue", "#abcdef80"])
        checkMarked(#"box(1x1).background(.red) < /* E2010 "'.background' takes its content as an argument or in < >, not both" */ circle >"#)
    }

    @Test func scaledToFitAndFill() throws {
        let (program, _) = try lower("vstack < image(40x20).resizable().scaledToFit() image(40x20).resizable().scaledToFill() >")
        let modes = program.tree.elements.compactMap { element -> ContentMode? in
            if case let .aspectRatio(nil, mode) = element { return mode }
            return nil
        }
        #expect(modes == [.fit, .fill])
        #expect(outline(program) == ["vstack", " scaledToFit", "  image", " scaledToFill", "  image"])
    }

    @Test func lazyGridItems() throws {
        let (program, _) = try lower("vgrid(columns: [.fixed(60), flexible(min: 20, max: 200, alignment: .leading), .adaptive(min: 40, spacing: 2)], alignment: .trailing, spacing: 4) < box(1x1) >")
        guard case let .lazyGrid(axis, items, alignment, spacing)? = program.tree.root.map({ program.tree[$0].element }) else { Issue.record("no grid"); return }
        #expect(axis == .vertical && spacing == 4 && alignment.horizontal == .trailing)
        #expect(items == [GridItemSpec(.fixed(60)), GridItemSpec(.flexible(minimum: 20, maximum: 200), alignment: .leading),
                          GridItemSpec(.adaptive(minimum: 40, maximum: .infinity), spacing: 2)])
        let (count, _) = try lower("hgrid(rows: 3) < box(1x1) >")
        guard case let .lazyGrid(_, rows, _, _)? = count.tree.root.map({ count.tree[$0].element }) else { Issue.record("no grid"); return }
        #expect(rows == Array(repeating: GridItemSpec.flexible, count: 3))
        checkMarked(#"vgrid(columns: /* E2008 "'columns' of 'vgrid' needs at least one grid item" */ []) < box(1x1) >"#)
        checkMarked(#"vgrid(columns: [.flexible(min: 50, max: /* E2008 "'max' of 'flexible' must be at least its 'min' (50)" */ 10)]) < box(1x1) >"#)
        checkMarked(#"vstack < /* E2025 "'fixed(…)' is a grid item, not an element" */ fixed(10) >"#)
    }

    @Test func coloursInEveryForm() throws {
        let (program, _) = try lower(##"vstack < box(1x1).fill("#abc") box(1x1).fill("#AABBCC") box(1x1).fill("#aabbcc80") box(1x1).fill(.systemGray6) box(1x1).fill(secondary) >"##)
        #expect(program.tree.metadata.compactMap(\.fill) == ["#abc", "#AABBCC", "#aabbcc80", "systemGray6", "secondary"])
    }

    /// Each SwiftUI view with a note is an element's own spelling (its definition's `swiftUI`), and
    /// no alias shadows one.
    @Test func swiftUINamesComeFromTheDefinitions() {
        for (name, _) in Interpreter.swiftUINotes {
            #expect(ElementCatalog.elements.contains { $0.swiftUI == name }, "\(name)")
            #expect(Interpreter.swiftUIAliases[name] == nil, "\(name)")
        }
        #expect(Interpreter.swiftUIView("HStack")?.name == "hstack")
        #expect(Interpreter.swiftUIView("Color")?.name == "color")
        #expect(Interpreter.swiftUIView("List")?.name == nil && Interpreter.swiftUIView("List") != nil)
    }

    /// SwiftUI's spellings where layoutc has its own: E2031 says what to write, with a fix-it.
    @Test(arguments: [
        ("HStack < box(1x1) >", "SwiftUI's 'HStack' is written 'hstack' in layoutc", "HStack", "hstack"),
        ("vstack < Text(\"a\") >", "SwiftUI's 'Text' is written 'text' in layoutc", "Text", "text"),
        ("vstack < box(1x1).fill(Color.red) >", "SwiftUI's 'Color.red' is written '.red' in layoutc", "Color.red", ".red"),
        ("vstack < Color.red >", "a colour as a view is written 'color.fill(.red)' in layoutc", "Color.red", "color.fill(.red)"),
        ("box(1x1).frame(maxWidth: Double.infinity)", "SwiftUI's 'Double.infinity' is written '.infinity' in layoutc", "Double.infinity", ".infinity"),
        ("box(1x1).frame(maxWidth: infinity)", "infinity is written inf (or .infinity) in layoutc", "infinity", ".infinity"),
        ("vgrid(columns: [GridItem(.flexible())]) < box(1x1) >", "layoutc writes a grid item as its size: .flexible(), .fixed(60) or .adaptive(min: 80)", "GridItem(.flexible())", ".flexible()"),
        ("vgrid(columns: [.adaptive(minimum: 80)]) < box(1x1) >", "SwiftUI's 'minimum:' is written 'min:' in layoutc", "minimum", "min"),
        ("LazyVGrid(columns: 2) < box(1x1) >", "SwiftUI's 'LazyVGrid' is written 'vgrid' in layoutc", "LazyVGrid", "vgrid"),
    ] as [(String, String, String, String)])
    func swiftUISpellings(_ source: String, _ message: String, _ replaced: String, _ replacement: String) throws {
        let (result, sources) = compile(source)
        let diagnostic = try #require(result.diagnostics.first { $0.code == "E2031" }, "\(result.diagnostics.map(\.message))")
        #expect(diagnostic.message == message)
        let edit = try #require(diagnostic.fixIts.first?.edits.first)
        #expect(sources[edit.range.file].text(in: edit.range) == replaced)
        #expect(edit.replacement == replacement)
        // Applying the fix-it leaves no E2031.
        let utf8 = sources[edit.range.file].bytes
        let fixed = String(decoding: utf8[..<edit.range.start] + Array(replacement.utf8) + utf8[edit.range.end...], as: UTF8.self)
        #expect(!compile(fixed).0.diagnostics.contains { $0.code == "E2031" }, "\(fixed)")
    }

    @Test func viewsWithoutCounterpartsSayWhatToDraw() {
        let (result, _) = compile("List < Button(\"Save\") >")
        #expect(result.diagnostics.map(\.message) == ["layoutc has no 'List'", "layoutc has no 'Button'"])
        #expect(result.diagnostics.allSatisfy { $0.code == "E2031" && !$0.notes.isEmpty })
    }
}
