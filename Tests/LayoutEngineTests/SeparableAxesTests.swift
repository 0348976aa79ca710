import Foundation
import Testing
@testable import LayoutEngine

/// The memo's shortcuts: nodes whose axes do not meet (`SeparableAxes.swift`) — which nodes
/// qualify, and that answering from two remembered answers gives what asking gives — and a
/// text proposed at least its height, answered from its answer with no height.
struct SeparableAxesTests {
    private func flags(_ spec: Spec) -> [Bool] {
        let (tree, _) = build(spec)
        return LayoutPass(tree: tree, options: LayoutOptions()).separable
    }

    @Test func shapesFramesAndStacksOfThemAreSeparable() {
        let row = el(.hstack(alignment: .center, spacing: 8), nil, [
            el(.shape(.rect)),
            el(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)), nil, [box(40, 20)]),
            el(.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), nil, [el(.spacer(minLength: 8))]),
            el(.zstack(alignment: .center), nil, [el(.shape(.rect)), el(.image(width: 12, height: 6, resizable: true))]),
        ])
        // Children come before their parents; every node of this tree is separable.
        #expect(flags(row).allSatisfy { $0 })
    }

    @Test func textCirclesAndCustomGuidesAreNot() {
        // rect (0), text (1), hstack (2): the text's height follows its width.
        #expect(flags(el(.hstack(alignment: .center, spacing: nil), nil, [el(.shape(.rect)), el(.text(TextSpec("a b", size: 12)))]))
                == [true, false, false])
        // A circle is as wide as the smaller side; a frame around it is not separable either.
        #expect(flags(el(.frame(width: 20, height: nil, alignment: .center), nil, [el(.circle)])) == [false, false])
        // An aspect ratio ties one axis to the other.
        #expect(flags(el(.aspectRatio(ratio: 2, contentMode: .fit), nil, [el(.shape(.rect))])) == [true, false])
    }

    /// Trees of separable nodes with a few that are not, laid out with the shortcut and with the
    /// traced pass (which never takes it): the same sizes, frames and proposals everywhere.
    @Test func answersFromTwoRememberedAnswersAreTheAnswersAsked() throws {
        var rng = SeededGenerator(state: 2828)
        func length() -> CGFloat { CGFloat(Int.random(in: 0...60, using: &rng)) / 2 }
        func maybe() -> CGFloat? { Bool.random(using: &rng) ? length() : nil }
        func spec(_ depth: Int) -> Spec {
            if depth == 0 || Int.random(in: 0..<6, using: &rng) == 0 {
                switch Int.random(in: 0..<12, using: &rng) {
                case 0..<4: return el(.shape(.rect))
                case 4: return box(length(), length())
                case 5: return el(.image(width: 12, height: 6, resizable: true))
                case 6: return el(.spacer(minLength: [0, 8][Int.random(in: 0...1, using: &rng)]))
                case 7: return el(.divider)
                case 8: return el(.circle)
                case 9: return el(.text(TextSpec("two words here", size: 10)))
                // Infinite lengths, clamped to their ideal at finite proposals: the facts lint
                // reads (which node was clamped, at which proposal) must be the same too.
                case 10: return el(.frame(width: .infinity, height: nil, alignment: .center), nil, [el(.shape(.rect))])
                default: return el(.flexibleFrame(FlexibleFrame(minHeight: .infinity)), nil, [box(10, 10)])
                }
            }
            func children() -> [Spec] { (0..<Int.random(in: 1...4, using: &rng)).map { _ in spec(depth - 1) } }
            switch Int.random(in: 0..<12, using: &rng) {
            case 0..<3: return el(.hstack(alignment: [.top, .center, .bottom][Int.random(in: 0...2, using: &rng)],
                                          spacing: Bool.random(using: &rng) ? 8 : nil), nil, children())
            case 3..<6: return el(.vstack(alignment: [.leading, .center, .trailing][Int.random(in: 0...2, using: &rng)],
                                          spacing: Bool.random(using: &rng) ? 4 : nil), nil, children())
            case 6: return el(.zstack(alignment: .bottomTrailing), nil, children())
            case 7:
                return el(.flexibleFrame(FlexibleFrame(minWidth: maybe(), maxWidth: Bool.random(using: &rng) ? .infinity : maybe(),
                                                       minHeight: maybe(), maxHeight: maybe(), alignment: .leading)),
                          nil, [spec(depth - 1)])
            case 8: return el(.frame(width: maybe(), height: maybe(), alignment: .center), nil, [spec(depth - 1)])
            case 9: return el(.padding(EdgeInsets(top: length(), leading: 4, bottom: 0, trailing: length())), nil, [spec(depth - 1)])
            case 10: return el(.fixedSize([.horizontal, .vertical, .both][Int.random(in: 0...2, using: &rng)]), nil, [spec(depth - 1)])
            default: return el(.layoutPriority(Double(Int.random(in: -1...1, using: &rng))), nil, [spec(depth - 1)])
            }
        }
        let proposals: [ProposedViewSize] = [
            ProposedViewSize(width: 375, height: 667), ProposedViewSize(width: 320, height: nil), .unspecified, .zero,
            ProposedViewSize(width: .infinity, height: 100),
        ]
        var mismatches = 0
        var shortcuts = 0
        for round in 0..<400 {
            let (tree, _) = build(spec(3 + round % 3))
            let fastEvaluator = LayoutEvaluator(tree: tree)
            let genericEvaluator = LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true))
            for proposal in proposals {
                let fast = try fastEvaluator.inspect(proposal: proposal)
                let generic = try genericEvaluator.inspect(proposal: proposal)
                if fast.result.evaluationCount < generic.result.evaluationCount { shortcuts += 1 }
                if !FastPathEquivalenceTests.agree(fast, generic) {
                    mismatches += 1
                    if mismatches <= 5 {
                        Issue.record("shortcut differs for \(proposal) on \(FastPathEquivalenceTests.describe(tree))")
                    }
                    break
                }
            }
        }
        #expect(mismatches == 0)
        #expect(shortcuts > 500)  // the trees do exercise it
    }

    /// A hand-worked case: `hstack(spacing: 8) < rect rect >` in a vstack asks each rect's row
    /// at 0 and ∞ across the column, and the second row's answers come from the first's.
    @Test func aNestedFlexibleTreeIsAskedFewerQuestions() throws {
        let rows = (0..<2).map { _ in el(.hstack(alignment: .center, spacing: 8), nil, [el(.shape(.rect)), el(.shape(.rect))]) }
        let (tree, tags) = build(el(.vstack(alignment: .center, spacing: 8), nil, rows.enumerated().map { i, row in
            var row = row
            row.tag = "row\(i)"
            return row
        }))
        let fast = try LayoutEvaluator(tree: tree).layout(proposal: ProposedViewSize(width: 100, height: 58))
        let generic = try LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true)).layout(
            proposal: ProposedViewSize(width: 100, height: 58))
        // (58 − 8) / 2 = 25 tall each; the rects (100 − 8) / 2 = 46 wide. Nodes: the first row's
        // rects 0 and 1, the row 2; the second row's rects 3 and 4, the row 5; the vstack 6.
        #expect(fast.frames[Int(tags["row0"]!.index)] == rect(0, 0, 100, 25))
        #expect(fast.frames[Int(tags["row1"]!.index)] == rect(0, 33, 100, 25))
        #expect(fast.frames[0] == rect(0, 0, 46, 25))
        #expect(fast.frames[1] == rect(54, 0, 46, 25))
        #expect(fast.frames[4] == rect(54, 33, 46, 25))
        #expect(fast.frames == generic.frames)
        #expect(fast.evaluationCount < generic.evaluationCount)
    }

    /// 300 random texts (words of several lengths, three sizes, a line limit or none) at a
    /// random width, in each text model; `body` may draw more from the generator.
    private func forRandomTexts(seed: UInt64,
                                _ body: (TextModel, TextSpec, CGFloat?, inout SeededGenerator) -> Void) {
        var rng = SeededGenerator(state: seed)
        let words = ["a", "tiny", "word", "longerword", "x", "supercalifragilistic", "of", "text"]
        for model in [TextModel.model, TextModel.standard] {
            for _ in 0..<300 {
                let content = rng.text(of: words)
                let spec = TextSpec(content, size: [8, 12, 17][Int.random(in: 0...2, using: &rng)],
                                    lineLimit: Bool.random(using: &rng) ? nil : 2)
                let width: CGFloat? = [0, 10, 37.5, 80, 300, .infinity][Int.random(in: 0...5, using: &rng)]
                body(model, spec, width, &rng)
            }
        }
    }

    /// What the text shortcut relies on, in both text models: a text proposed (w, h) with h at
    /// least its height at (w, nil), or infinite, answers what it answers at (w, nil).
    @Test func aTextProposedItsHeightOrMoreAnswersAsWithNoHeight() {
        var checked = 0
        forRandomTexts(seed: 77) { model, spec, width, _ in
            let free = model.size(spec, proposal: ProposedViewSize(width: width, height: nil))
            for height in [free.height, free.height + 0.25, free.height * 3, .infinity] {
                #expect(model.size(spec, proposal: ProposedViewSize(width: width, height: height)) == free,
                        "\(spec.content) at \(String(describing: width))×\(height)")
                checked += 1
            }
        }
        #expect(checked == 2400)
    }

    /// The general form the memo uses, in both text models: a text's answer to (w, h₁), of
    /// height s, is its answer to (w, h) for every h from s up to h₁ (as many lines fit as at
    /// h₁, and it kept no more than fit there), h₁ nil or infinite included.
    @Test func aTextAnswersAlikeFromItsHeightUpToTheHeightProposed() {
        var checked = 0
        forRandomTexts(seed: 78) { model, spec, width, rng in
            let proposed: CGFloat? = [nil, .infinity, 0, 5, 20, 33.3, 60, 200][Int.random(in: 0...7, using: &rng)]
            let answer = model.size(spec, proposal: ProposedViewSize(width: width, height: proposed))
            let top = proposed.map { $0.isFinite ? $0 : 10_000 } ?? 10_000
            guard answer.height <= top else { return }  // one line taller than the proposal
            for height in [answer.height, (answer.height + top) / 2, top] {
                #expect(model.size(spec, proposal: ProposedViewSize(width: width, height: height)) == answer,
                        "\(spec.content) at \(String(describing: width))×\(height), answered at \(String(describing: proposed))")
                checked += 1
            }
        }
        #expect(checked > 1200)  // most draws are checked
    }

    /// The two shortcuts asked directly: which questions are answered without computing.
    @Test func whichQuestionsTheMemoAnswersFromParts() {
        // hstack(spacing: 8) < rect rect > (node 2): separable.
        let (row, _) = build(el(.hstack(alignment: .center, spacing: 8), nil, [el(.shape(.rect)), el(.shape(.rect))]))
        let pass = LayoutPass(tree: row, options: LayoutOptions())
        let stack = LayoutNodeID(2)
        #expect(pass.sizeThatFits(node: stack, proposal: ProposedViewSize(width: 100, height: 20)) == CGSize(width: 100, height: 20))
        #expect(pass.sizeThatFits(node: stack, proposal: ProposedViewSize(width: 50, height: 30)) == CGSize(width: 50, height: 30))
        var computed = pass.evaluations
        // Each side known from one of the two answers: nothing computed.
        #expect(pass.sizeThatFits(node: stack, proposal: ProposedViewSize(width: 100, height: 30)) == CGSize(width: 100, height: 30))
        #expect(pass.sizeThatFits(node: stack, proposal: ProposedViewSize(width: 50, height: 20)) == CGSize(width: 50, height: 20))
        #expect(pass.evaluations == computed)
        // A width not asked before is computed (the stack and its two rects).
        #expect(pass.sizeThatFits(node: stack, proposal: ProposedViewSize(width: 70, height: 20)) == CGSize(width: 70, height: 20))
        #expect(pass.evaluations > computed)

        // A text of several lines at width 40 (node 0, the root).
        let (paragraph, _) = build(el(.text(TextSpec("one two three four five", size: 12))))
        let textPass = LayoutPass(tree: paragraph, options: LayoutOptions())
        let text = LayoutNodeID(0)
        let free = textPass.sizeThatFits(node: text, proposal: ProposedViewSize(width: 40, height: nil))
        computed = textPass.evaluations
        #expect(textPass.sizeThatFits(node: text, proposal: ProposedViewSize(width: 40, height: free.height)) == free)
        #expect(textPass.sizeThatFits(node: text, proposal: ProposedViewSize(width: 40, height: .infinity)) == free)
        #expect(textPass.evaluations == computed)
        // Less than its height: lines are cut, and that is computed.
        let cut = textPass.sizeThatFits(node: text, proposal: ProposedViewSize(width: 40, height: free.height - 1))
        #expect(cut.height < free.height)
        #expect(textPass.evaluations == computed + 1)
        // From the cut lines' height up to the height that cut them: the same lines, remembered.
        #expect(textPass.sizeThatFits(node: text, proposal: ProposedViewSize(width: 40, height: cut.height)) == cut)
        #expect(textPass.sizeThatFits(node: text, proposal: ProposedViewSize(width: 40, height: free.height - 1.5)) == cut)
        #expect(textPass.evaluations == computed + 1)
        // Below them: fewer lines, computed.
        #expect(textPass.sizeThatFits(node: text, proposal: ProposedViewSize(width: 40, height: cut.height - 1)).height < cut.height)
        #expect(textPass.evaluations == computed + 2)
    }

    /// A text asked more distinct questions than a node keeps answers for (4) keeps 15: six
    /// widths asked, then asked again, are computed once each.
    @Test func aTextAskedManyWidthsKeepsThem() {
        let (tree, _) = build(el(.vstack(alignment: .center, spacing: 0), nil, [
            el(.text(TextSpec("one two three four five", size: 12))), el(.text(TextSpec("six", size: 12))),
        ]))
        let pass = LayoutPass(tree: tree, options: LayoutOptions())
        let widths: [CGFloat] = [20, 30, 40, 50, 60, 70]
        var answers: [LayoutNodeID: [CGSize]] = [:]
        for node in [LayoutNodeID(0), LayoutNodeID(1)] {
            answers[node] = widths.map { pass.sizeThatFits(node: node, proposal: ProposedViewSize(width: $0, height: nil)) }
        }
        let computed = pass.evaluations
        #expect(computed == 12)
        for node in [LayoutNodeID(0), LayoutNodeID(1)] {
            #expect(widths.map { pass.sizeThatFits(node: node, proposal: ProposedViewSize(width: $0, height: nil)) } == answers[node])
        }
        #expect(pass.evaluations == computed)
        // Nine widths more fill the 15; a sixteenth overwrites the first: asked again, it is computed.
        for width in stride(from: CGFloat(80), through: 160, by: 10) {
            _ = pass.sizeThatFits(node: LayoutNodeID(0), proposal: ProposedViewSize(width: width, height: nil))
        }
        #expect(pass.evaluations == computed + 9)
        #expect(pass.sizeThatFits(node: LayoutNodeID(0), proposal: ProposedViewSize(width: 20, height: nil)) == answers[LayoutNodeID(0)]![0])
        #expect(pass.evaluations == computed + 9)
        _ = pass.sizeThatFits(node: LayoutNodeID(0), proposal: ProposedViewSize(width: 170, height: nil))
        #expect(pass.evaluations == computed + 10)
        #expect(pass.sizeThatFits(node: LayoutNodeID(0), proposal: ProposedViewSize(width: 20, height: nil)) == answers[LayoutNodeID(0)]![0])
        #expect(pass.evaluations == computed + 11)
        // The stack, not a text, keeps 4.
        let stack = LayoutNodeID(2)
        for width in widths { _ = pass.sizeThatFits(node: stack, proposal: ProposedViewSize(width: width, height: nil)) }
        let afterStack = pass.evaluations
        _ = pass.sizeThatFits(node: stack, proposal: ProposedViewSize(width: widths[0], height: nil))
        #expect(pass.evaluations == afterStack + 1)
    }

    /// Texts in nested stacks at a width and no height (the stacks' probes and placements propose
    /// each text heights it fits in): the frames are the traced pass's.
    @Test func textsInNestedStacksLayOutAsTheTracedPass() throws {
        let column = el(.vstack(alignment: .leading, spacing: 4), nil, [
            el(.text(TextSpec("one two three", size: 12))), el(.text(TextSpec("four", size: 12))),
        ])
        let (tree, _) = build(el(.hstack(alignment: .top, spacing: 8), nil, [column, column, el(.text(TextSpec("five six", size: 12)))]))
        let proposal = ProposedViewSize(width: 120, height: nil)
        let fast = try LayoutEvaluator(tree: tree).layout(proposal: proposal)
        let generic = try LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true)).layout(proposal: proposal)
        #expect(fast.frames == generic.frames)
        #expect(fast.rootSize == generic.rootSize)
        #expect(fast.evaluationCount < generic.evaluationCount)
    }

    /// The same at a depth where the texts wrap and most of them are asked more than 4 distinct
    /// questions (each moves to 8 answers, the memo grows several times): 4⁴ texts of one to
    /// four words in alternating stacks, at widths that give each text room for a word or two.
    @Test func wrappingTextsDeepInStacksLayOutAsTheTracedPass() throws {
        var rng = SeededGenerator(state: 79)
        let words = ["one", "two", "three", "four", "a", "longerword"]
        func level(_ depth: Int) -> Spec {
            if depth == 0 {
                let content = (0..<Int.random(in: 1...4, using: &rng)).map { _ in words.randomElement(using: &rng)! }
                return el(.text(TextSpec(content.joined(separator: " "), size: 12)))
            }
            let kind: LayoutElement = depth % 2 == 0 ? .hstack(alignment: .center, spacing: 4) : .vstack(alignment: .leading, spacing: 4)
            return el(kind, nil, (0..<4).map { _ in level(depth - 1) })
        }
        let spec = level(4)
        for (model, width) in [TextModel.model, .standard].flatMap({ model in [CGFloat(300), 700, 1_500].map { (model, $0) } }) {
            var (tree, _) = build(spec)
            tree.textModel = model
            let proposal = ProposedViewSize(width: width, height: nil)
            let pass = LayoutPass(tree: tree, options: LayoutOptions())
            let fast = pass.run(root: tree.root!, proposal: proposal)
            let generic = try LayoutEvaluator(tree: tree, options: LayoutOptions(trace: true)).layout(proposal: proposal)
            #expect(fast.frames == generic.frames, "at \(width) with \(model)")
            #expect(fast.rootSize == generic.rootSize)
            // What this case is for: texts did move to more answers (all 256 in each of these runs:
            // each is probed at 0 and ∞ by its stack and by the stacks above, and offered widths).
            #expect(pass.textsWithMoreAnswers > 128, "at \(width) with \(model): \(pass.textsWithMoreAnswers)")
        }
    }
}
