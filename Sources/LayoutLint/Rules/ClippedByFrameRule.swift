import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L002: content larger than a fixed `.frame` that holds it.
struct ClippedByFrameRule: LayoutCheck {
    let isLocal = true
    let rule = LintRule(
        code: "L002", name: "clipped-by-frame", severity: .warning,
        summary: "content is larger than the fixed frame that holds it",
        explanation: """
        `.frame(width:height:)` (and a flexible frame's `maxWidth:`/`maxHeight:`) makes its own \
        size, whatever its content answers: content that does not fit is centred (or aligned) in \
        the frame and spills out of it, over its neighbours, or is clipped on screen. The finding \
        is at the frame and says how much spills out. A frame clipped on purpose (`.clipped()`, \
        `.clipShape`) is no finding, unless what it cuts is text: a word cut at the frame's edge \
        (chips clipped to a strip) is lost to the user as surely as one that spills out. A line of \
        text is taller than its glyphs (about 1.2 × its size): a text of one line that spills out \
        of a frame's height by no more than that leading and 2 pt draws nothing outside it that \
        anyone sees, and is no finding; nor is a spacer, which draws nothing. Padding and stacks \
        draw nothing either: a padded row whose texts, images and shapes stay inside the frame \
        (their glyphs, for texts) spills only space, and is no finding.
        """,
        bad: """
        proposal(nil, nil)
        image(140x20).frame(width: 100, height: 20)
        """,
        good: """
        proposal(nil, nil)
        image(140x20).resizable.frame(width: 100, height: 20)
        """,
        fix: .none)

    /// Whether the frame, or a modifier wrapping it, clips (`.clipped()`, `.clipShape(…)`,
    /// `.cornerRadius(…)`): the content is cut to the frame on purpose.
    static func clipsOnPurpose(_ node: LayoutNodeID, _ file: LintFile) -> Bool { clip(around: node, file) != nil }

    /// The node that clips the frame `node`: itself or a modifier wrapping it (a `.padding(7)`
    /// between them widens what is kept: `.frame(height: 15).padding(7).cornerRadius(3)` keeps
    /// the padded 29 pt).
    static func clip(around node: LayoutNodeID, _ file: LintFile) -> LayoutNodeID? {
        var current: LayoutNodeID? = node
        while let at = current {
            if file.tree.effects(of: at).contains(where: { if case .clip = $0 { return true } else { return false } }) {
                return at
            }
            guard let parent = file.parent(at), file.definition(parent).role == .modifier,
                  file.children(parent).first == at else { return nil }
            current = parent
        }
        return nil
    }

    /// The finding (at the clipping frame `node`) for the texts under `root` that the frame cuts on
    /// its fixed axes, naming the first and how much of it is hidden; nil when it cuts none.
    func cutText(at node: LayoutNodeID, under root: LayoutNodeID, by frame: CGRect, axes: [Axis],
                 _ layout: LintLayout) -> LintFinding? {
        let file = layout.file
        var cut: [(node: LayoutNodeID, hidden: CGFloat, axis: Axis)] = []
        var pending: [LayoutNodeID] = [root]
        while let next = pending.popLast() {
            pending.append(contentsOf: file.children(next).reversed())
            guard file.kind(next) == .text, let text = layout.frame(next), text.width > 0.01, text.height > 0.01 else {
                continue
            }
            for axis in axes {
                let before = max(0, frame.minimum(axis) - text.minimum(axis))
                let after = max(0, text.maximum(axis) - frame.maximum(axis))
                let hidden = min(text.length(axis), before + after)
                if hidden > 0.5 {
                    cut.append((next, hidden, axis))
                    break
                }
            }
        }
        guard let first = cut.first else { return nil }
        let others = cut.count - 1
        var found = finding(node, "\(file.describe(first.node)) is cut by its clipped frame's "
                                + LintText.axisName(first.axis)
                                + (others > 0 ? " (and \(others) more text\(others == 1 ? "" : "s"))" : ""))
        found.measure = "\(LintText.pt(first.hidden)) of it hidden in a frame \(LintText.pt(frame.length(first.axis))) "
            + LintText.axisLength(first.axis)
        found.variant = "cut " + LintText.axisName(first.axis)
        found.help = "let the text fit (a wider frame, a line limit with an ellipsis, fewer items) instead of "
            + "clipping it, or scroll it"
        return found
    }

    /// How far a spill of a text's glyphs out of a frame goes unseen (their overshoot into the
    /// space around them).
    static let invisibleSpill: CGFloat = 2

    /// How much shorter than its line a text's glyphs are (a line's leading: its height less
    /// 1.2 × the size, about the system font's ascender and descender), for a text of one line;
    /// nil for anything else.
    static func inkShortfall(of node: LayoutNodeID, _ layout: LintLayout) -> CGFloat? {
        guard let spec = layout.textSpec(node), let proposal = layout.proposal(node) else { return nil }
        let model = layout.tree.textModel
        guard model.lineCount(spec, proposal: proposal, summary: layout.tree.textSummary(of: node)) == 1 else { return nil }
        let set = model.fitted(spec, proposal: proposal)
        return max(0, model.lineHeight(set) - 1.2 * set.size)
    }

    /// How far what `content` draws (texts by their glyphs, images, shapes, boxes, filled
    /// elements) reaches out of `frame` along `axis`, at the side it reaches further; nil when it
    /// draws nothing there is a frame for.
    static func drawnSpill(under content: LayoutNodeID, beyond frame: CGRect, axis: Axis, _ layout: LintLayout) -> CGFloat? {
        let file = layout.file
        var reach: CGFloat?
        var pending = [content]
        while let next = pending.popLast() {
            guard let box = layout.frame(next), box.width > 0.01, box.height > 0.01,
                  !layout.tree.effects(of: next).contains(.hidden) else { continue }
            if file.draws(next) {
                var low = box.minimum(axis)
                var high = box.maximum(axis)
                // A line of text draws its glyphs inside its leading.
                if axis == .vertical, file.kind(next) == .text, let ink = inkShortfall(of: next, layout) {
                    low += ink / 2
                    high -= ink / 2
                }
                let out = max(0, frame.minimum(axis) - low, high - frame.maximum(axis))
                reach = max(reach ?? 0, out)
            }
            pending.append(contentsOf: file.children(next))
        }
        return reach
    }

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        for node in layout.checked {
            guard file.kind(node) == .frame else { continue }
            var fixed: [Axis] = []
            switch file.element(node) {
            case let .frame(width, height, _):
                if width != nil { fixed.append(.horizontal) }
                if height != nil { fixed.append(.vertical) }
            case let .flexibleFrame(frame):
                if frame.maxWidth.map({ $0.isFinite }) == true { fixed.append(.horizontal) }
                if frame.maxHeight.map({ $0.isFinite }) == true { fixed.append(.vertical) }
            default: continue
            }
            guard let child = file.children(node).first, let frame = layout.frame(node),
                  let content = layout.frame(child) else { continue }
            if let clip = Self.clip(around: node, file) {
                // What is hidden is what lies outside the clipping view, which may be larger.
                let kept = layout.frame(clip) ?? frame
                if let cut = cutText(at: node, under: child, by: kept, axes: fixed, layout) { findings.append(cut) }
                continue
            }
            // A spacer draws nothing: its length past a frame spills nothing out.
            if file.kind(core(of: child, in: file)) == .spacer { continue }
            for axis in fixed where content.length(axis) > frame.length(axis) + 0.01 {
                let spill = content.length(axis) - frame.length(axis)
                // A text's lines are taller than its glyphs (the leading above and below): what
                // spills out by less than that, and 2 pt more, draws nothing anyone sees.
                if axis == .vertical, let ink = Self.inkShortfall(of: core(of: child, in: file), layout),
                   spill <= ink + Self.invisibleSpill { continue }
                // Padding and stacks draw nothing: what spills is what is drawn inside (a text's
                // glyphs, an image, a shape), and when that stays within the frame, nothing shows.
                if !file.drawsItself(core(of: child, in: file)),
                   let drawn = Self.drawnSpill(under: child, beyond: frame, axis: axis, layout),
                   drawn <= Self.invisibleSpill { continue }
                var found = finding(node, "\(file.describe(child)) spills out of its frame's "
                                        + LintText.axisName(axis))
                found.measure = "\(LintText.pt(content.length(axis))) \(LintText.axisLength(axis)) in "
                    + "\(LintText.pt(frame.length(axis))): \(LintText.pt(spill)) spill out"
                found.variant = LintText.axisName(axis)
                if axis == .vertical && !file.textsSizedByStandIns.isEmpty {
                    found.outgrowsTextStandIns = spill > OverflowRule.heightBeyondOneLine(file.textsSizedByStandIns,
                                                                                          layout: layout) + 0.5
                }
                found.help = "add .clipped() after the frame if cutting it is the intent; else let the content "
                    + "fit (.resizable() for an image, .lineLimit or a smaller font for text) or make the frame "
                    + "flexible (minWidth:/maxWidth:)"
                findings.append(found)
                break
            }
        }
        return findings
    }
}
