import Foundation
import Testing
@testable import LayoutEngine

/// `LayoutTree.reuseTextShapes(of:)`: the language server's tree of an edited document takes the
/// texts the previous tree shaped, matched by content and weight, and lays out as if it had
/// shaped them itself — also where the edit moved texts to other nodes, changed one, or the
/// model differs.
struct TextShapeReuseTests {
    private func tree(_ texts: [(String, Int)], model: TextModel) -> LayoutTree {
        var (tree, _) = build(el(.vstack(alignment: .leading, spacing: 4), nil, texts.map { content, weight in
            el(.text(TextSpec(content, size: 15, weight: weight)))
        }))
        tree.textModel = model
        return tree
    }

    @Test(arguments: [TextModel.model, TextModel.standard])
    func aTreeThatReusesShapesLaysOutAsOneThatShapedThem(model: TextModel) throws {
        let before = tree([("hello world", 400), ("abc", 700), ("gone", 400)], model: model)
        let proposal = ProposedViewSize(width: 60, height: nil)
        _ = try LayoutEvaluator(tree: before).layout(proposal: proposal)  // shapes its texts
        // The edit moved "hello world" down a node, gave "abc" another weight and added a text.
        let texts = [("abc", 400), ("hello world", 400), ("new text here", 400), ("abc", 700)]
        let edited = tree(texts, model: model)
        edited.reuseTextShapes(of: before)
        let fresh = tree(texts, model: model)
        let reused = try LayoutEvaluator(tree: edited).layout(proposal: proposal)
        let shaped = try LayoutEvaluator(tree: fresh).layout(proposal: proposal)
        // Shaped again: "abc" at 400 (the earlier one was bold) and the new text; taken: "hello
        // world" and the bold "abc". The fresh tree shapes all four.
        #expect(edited.textSummaries.shapedCount == 2)
        #expect(fresh.textSummaries.shapedCount == 4)
        #expect(reused.frames == shaped.frames)
        #expect(reused.rootSize == shaped.rootSize)
        // The wrapped "hello world" is two lines whatever the model.
        let helloIndex = 1
        #expect(reused.frames[helloIndex]!.height > reused.frames[0]!.height)
    }

    @Test func shapesFromAnotherModelAreNotTaken() throws {
        let before = tree([("hello world", 400)], model: .standard)
        _ = try LayoutEvaluator(tree: before).layout(proposal: ProposedViewSize(width: 40, height: nil))
        let edited = tree([("hello world", 400)], model: .model)
        edited.reuseTextShapes(of: before)
        let fresh = tree([("hello world", 400)], model: .model)
        let proposal = ProposedViewSize(width: 40, height: nil)
        #expect(try LayoutEvaluator(tree: edited).layout(proposal: proposal).frames
                == LayoutEvaluator(tree: fresh).layout(proposal: proposal).frames)
        #expect(edited.textSummaries.shapedCount == 1)
    }
}
