import Foundation
import Testing
import LayoutDiagnostics
import LayoutEngine
@testable import LayoutSema

/// The lowered tree as lines "depth name #tag": the shape tests compare against.
func outline(_ program: LoweredProgram) -> [String] {
    var lines: [String] = []
    func visit(_ id: LayoutNodeID, _ depth: Int) {
        let metadata = program.tree[id].metadata
        lines.append(String(repeating: " ", count: depth) + metadata.name + (metadata.tag.map { " #" + $0 } ?? ""))
        for child in program.tree.children(of: id) { visit(child, depth + 1) }
    }
    if let root = program.tree.root { visit(root, 0) }
    return lines
}

func lower(_ text: String, files: [String: String] = [:], defines: [(String, String)] = []) throws -> (LoweredProgram, SourceManager) {
    let (result, sources) = compile(text, files: files, defines: defines)
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
    return (try #require(result.program), sources)
}

struct LoweringTests {
    @Test func modifiersWrapInSwiftUIOrderAndTagsNameTheModifiedElement() throws {
        let (program, _) = try lower("box(40x20) #b .padding(8) #p .frame(width: 100).fill(red)")
        #expect(outline(program) == ["frame", " padding #p", "  box #b"])
        let root = try #require(program.tree.root)
        guard case let .frame(width, height, _) = program.tree[root].element else { Issue.record("not a frame"); return }
        #expect(width == 100 && height == nil)
        #expect(program.tree[root].metadata.fill == "red")
        guard case let .padding(insets) = program.tree[program.tree.children(of: root).first!].element else { Issue.record("not padding"); return }
        #expect(insets == EdgeInsets(all: 8))
    }

    @Test func componentsRepeatAndArithmetic() throws {
        let (program, sources) = try lower("""
        let tag(w: 40) = box(width: w, height: 20).padding(4)
        hstack(spacing: 2 * 3 + 1) <
          tag
          repeat(3, as: i) < tag(w: 20 + i * 10) >
        >
        """)
        #expect(outline(program) == ["hstack", " padding", "  box", " padding", "  box", " padding", "  box", " padding", "  box"])
        let root = try #require(program.tree.root)
        guard case let .hstack(_, spacing) = program.tree[root].element else { Issue.record("not an hstack"); return }
        #expect(spacing == 7)
        let widths = program.tree.nodes.compactMap { node -> CGFloat? in
            if case let .box(w, _) = node.element { return w }
            return nil
        }
        #expect(widths == [40, 20, 30, 40])
        // The box inside the component keeps its own range and the call site in its chain.
        let box = try #require(program.tree.nodes.first { $0.metadata.name == "box" })
        let origin = program.origins[Int(box.metadata.origin)]
        #expect(sources[origin.range.file].location(of: origin.range.start) == LayoutDiagnostics.SourceLocation(line: 1, column: 18))
        #expect(origin.callChain.map { sources[$0.file].location(of: $0.start).line } == [3])
    }

    @Test func containerValuesAndDefines() throws {
        let text = """
        let layout = hstack(alignment: top, spacing: 0)
        layout < box(10x10) box(20x20) >
        """
        let (program, _) = try lower(text)
        guard case let .hstack(alignment, spacing) = program.tree[try #require(program.tree.root)].element else { Issue.record("not an hstack"); return }
        #expect(alignment == .top && spacing == 0)
        // -D switches the container: AnyLayout from the command line.
        let (switched, _) = try lower(text, defines: [("layout", "vstack(alignment: leading)")])
        guard case let .vstack(vAlignment, vSpacing) = switched.tree[try #require(switched.tree.root)].element else { Issue.record("not a vstack"); return }
        #expect(vAlignment == .leading && vSpacing == nil)
        // Adding arguments at the use site.
        let (overridden, _) = try lower("let l = hstack(spacing: 0)\nl(alignment: bottom) < box(1x1) >")
        guard case let .hstack(a, s) = overridden.tree[try #require(overridden.tree.root)].element else { Issue.record("not an hstack"); return }
        #expect(a == .bottom && s == 0)
    }

    @Test func defineOverridesAConstantAndUnknownDefineIsAnError() throws {
        let (program, _) = try lower("let gap = 8\nhstack(spacing: gap) < box(1x1) >", defines: [("gap", "12")])
        guard case let .hstack(_, spacing) = program.tree[try #require(program.tree.root)].element else { Issue.record("not an hstack"); return }
        #expect(spacing == 12)
        let (result, _) = compile("let gap = 8\nhstack(spacing: gap) < box(1x1) >", defines: [("gapp", "12")])
        #expect(result.diagnostics.map(\.code) == ["E2022"])
        #expect(result.diagnostics.first?.notes.first?.message == "did you mean 'gap'?")
        let component = compile("let t(w: 1) = box(width: w, height: 1)\nt", defines: [("t", "box(1x1)")]).0
        #expect(component.diagnostics.map(\.code) == ["E2022"])
    }

    @Test func gridRowsAndSpans() throws {
        let (program, _) = try lower("grid < row < box(1x1) box(2x2).gridCellColumns(2) > divider >")
        #expect(outline(program) == ["grid", " row", "  box", "  gridCellColumns", "   box", " divider"])
    }

    @Test func declaredProposal() throws {
        #expect(try lower("proposal(320, nil)\nbox(1x1)").0.declaredProposal == ProposedViewSize(width: 320, height: nil))
        #expect(try lower("proposal(width: 320, height: inf)\nbox(1x1)").0.declaredProposal == ProposedViewSize(width: 320, height: .infinity))
        #expect(try lower("proposal(320x480)\nbox(1x1)").0.declaredProposal == ProposedViewSize(width: 320, height: 480))
    }

    @Test func importedComponents() throws {
        let (program, _) = try lower("import \"lib.layout\"\nvstack < card(title: \"A\") >",
                                     files: ["/virtual/lib.layout": "let card(title) = text(title).padding()"])
        #expect(outline(program) == ["vstack", " padding", "  text"])
    }

    @Test func customLayoutsFromTheRegistry() throws {
        var registry = LayoutRegistry()
        registry.register(CustomLayoutDefinition(name: "diagonal", doc: "test", parameters: [
            LayoutParameter(label: "step", type: .number, defaultValue: .number(10), doc: "offset"),
        ]) { _ in ZStackLayout(alignment: .topLeading) })
        let sources = SourceManager()
        let file = sources.add(name: "x.layout", text: "diagonal(step: 4) < box(1x1) >")
        let result = Compiler.compile(file, sources: sources, options: CompileOptions(registry: registry))
        #expect(result.diagnostics.isEmpty)
        let program = try #require(result.program)
        #expect(outline(program) == ["diagonal", " box"])
        let bad = Compiler.compile(sources.add(name: "y.layout", text: "diagonal(stp: 4) < box(1x1) >"), sources: sources, options: CompileOptions(registry: registry))
        #expect(bad.diagnostics.map(\.code) == ["E2003"])
    }
}

/// `docs/adding-an-element.md`: an element is a `Layout` conformance and its definition — a
/// container, a leaf (no subviews) or a modifier (one subview) — and nothing else needs to know
/// it. Shown through the registry, which reads definitions exactly as the catalogue's are read.
struct ElementRecipeTests {
    /// A leaf: 20×10 whatever it is proposed.
    struct Badge: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 20, height: 10) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// A modifier: its one subview inset by `amount` on every side.
    struct Inset: Layout {
        var amount: CGFloat
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let inner = subviews.first?.sizeThatFits(.unspecified) ?? .zero
            return CGSize(width: inner.width + 2 * amount, height: inner.height + 2 * amount)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: CGPoint(x: bounds.minX + amount, y: bounds.minY + amount), proposal: .unspecified)
        }
    }

    static let registry: LayoutRegistry = {
        var registry = LayoutRegistry()
        registry.register(ElementDefinition(name: "badge", kind: .layout, role: .leaf, swiftUI: "Badge", doc: "a 20×10 badge", reference: "—") { _ in Badge() })
        registry.register(ElementDefinition(name: "inset", kind: .layout, role: .modifier, swiftUI: ".inset", parameters: [
            LayoutParameter(nil, .length, required: true, name: "amount", doc: "on every side"),
        ], doc: "insets its element", reference: "—") { arguments in Inset(amount: arguments.number(nil) ?? 0) })
        return registry
    }()

    func compile(_ text: String) -> CompileResult {
        let sources = SourceManager()
        return Compiler.compile(sources.add(name: "x.layout", text: text), sources: sources, options: CompileOptions(registry: Self.registry))
    }

    /// `vstack(spacing: 0) < badge box(10x10).inset(5) >`: the badge 20×10; the inset box 20×20
    /// (10 + 2 × 5) with the box at (5, 5) inside it; the stack 20 wide, 30 tall, the inset at
    /// y 10, so the box at (5, 15).
    @Test func aLeafAndAModifierOfTheirOwn() throws {
        let result = compile("vstack(spacing: 0) < badge #b box(10x10) #x .inset(5) #i >")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let program = try #require(result.program)
        let layout = try LayoutEvaluator(tree: program.tree).layout(proposal: .unspecified)
        func frame(_ tag: String) -> CGRect? {
            program.tree.metadata.firstIndex { $0.tag == tag }.flatMap { layout.frames[$0] }
        }
        #expect(layout.rootSize == CGSize(width: 20, height: 30))
        #expect(frame("b") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(frame("i") == CGRect(x: 0, y: 10, width: 20, height: 20))
        #expect(frame("x") == CGRect(x: 5, y: 15, width: 10, height: 10))
        #expect(program.tree.elements[program.tree.metadata.firstIndex { $0.tag == "i" } ?? 0].definition.role == .modifier)
    }

    /// Their arguments and roles are checked as a built-in's are.
    @Test func checkedAsBuiltinsAre() {
        #expect(compile("vstack < badge < box(1x1) > >").diagnostics.map(\.message) == ["'badge' does not take children"])
        #expect(compile("vstack < box(1x1).inset >").diagnostics.map(\.message) == ["missing argument (a non-negative number) for '.inset'"])
        #expect(compile("vstack < inset(4) >").diagnostics.map(\.message) == ["'inset' is a modifier, not an element"])
    }
}
