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
