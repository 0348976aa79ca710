import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L001: content the screen cuts off: an element's final frame crosses the edge of the
/// proposal (the screen) on an axis it bounds, outside any scroll view or clip.
struct OverflowRule: LayoutCheck {
    let rule = LintRule(
        code: "L001", name: "overflow", severity: .warning,
        summary: "content runs past the edge of the screen and is cut off",
        explanation: """
        Judged on the final layout: an element whose frame crosses the edge of the proposal \
        (the screen, on each axis the proposal bounds) is cut off on the device — a stack that \
        needs more room than it has does not shrink its children below their minimum, it grows \
        past its offer and its last children run off the screen. The finding is at the \
        container that lays the cut-off elements out, with them as related locations, and says \
        how much it needs and how much is cut off at each configuration. A stack offering a \
        child less than the child takes while it shares out its length is not a finding: only \
        what ends up past the edge is. Content in a scroll view along its axis scrolls, and \
        content in a `.clipped()` or `.clipShape(…)` element is cut on purpose; neither is \
        judged.
        """,
        bad: """
        proposal(320, nil)
        hstack < box(200x44) box(160x44) >
        """,
        good: """
        proposal(320, nil)
        vstack(alignment: leading) < box(200x44) box(160x44) >
        """,
        fix: .none)

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        for group in layout.overflow.groups {
            let axis = group.axis
            guard let limit = layout.overflow.visible[axis] else { continue }
            let subject = group.container ?? file.tree.root
            guard let subject, let frame = layout.frame(subject) else { continue }
            let by = layout.overflow.shift[axis] ?? 0
            let before = max(0, -(frame.minimum(axis) + by)), after = max(0, frame.maximum(axis) + by - limit)
            let cut = min(before + after, frame.length(axis))
            guard cut > 0.01 else { continue }
            let edges = axis == .horizontal ? ("leading", "trailing") : ("top", "bottom")
            let names = group.cutOff.prefix(3).map { file.describe(file.outermost($0)) }
                + (group.cutOff.count > 3 ? ["\(group.cutOff.count - 3) more"] : [])
            let what = group.container == nil ? "the layout" : file.describe(subject)
            var finding = finding(
                subject, "\(what) does not fit the \(group.container == nil ? "proposal" : "screen")'s "
                    + LintText.axisName(axis))
            let lost: String
            if before > 0.01 && after > 0.01 {
                lost = "\(LintText.pt(before)) at the \(edges.0) edge and \(LintText.pt(after)) at the \(edges.1) edge "
            } else {
                lost = "the \(before > 0.01 ? "first" : "last") \(LintText.pt(cut)) "
            }
            // How much of it the screen shows (what a stack was offered on the way is no measure:
            // a stack grows past its offer, and the screen is what cuts).
            finding.measure = "needs \(LintText.pt(frame.length(axis))), the screen shows "
                + "\(LintText.pt(frame.length(axis) - cut)) of it: " + lost
                + "(\(names.joined(separator: ", "))) are cut off"
            finding.notes = group.cutOff.prefix(8).compactMap { node in
                file.program.origin(of: node).map {
                    DiagnosticNote(message: "\(file.describe(file.outermost(node))) is cut off", range: $0.range)
                }
            }
            finding.help = Self.help(axis: axis, container: group.container, file: file)
            finding.variant = LintText.axisName(axis)
            if axis == .vertical && !file.textsSizedByStandIns.isEmpty {
                finding.outgrowsTextStandIns = cut > Self.heightBeyondOneLine(file.textsSizedByStandIns, layout: layout) + 0.5
            }
            findings.append(finding)
        }
        return findings
    }

    /// How much taller `texts` are than one line each: what shorter strings could give back.
    static func heightBeyondOneLine(_ texts: [LayoutNodeID], layout: LintLayout) -> CGFloat {
        texts.reduce(0) { total, text in
            guard let spec = layout.textSpec(text), let frame = layout.frame(text) else { return total }
            return total + max(0, frame.height - layout.tree.textModel.lineHeight(spec))
        }
    }

    /// What to do about it, by axis and container.
    static func help(axis: Axis, container: LayoutNodeID?, file: LintFile) -> String {
        if axis == .vertical {
            return "put the content in a scroll view (scroll < … >), or make it shorter"
        }
        if let container, case .hstack = file.element(container) {
            return "let the row fall back to a column when it does not fit "
                + "(fits < hstack < … > vstack < … > >, SwiftUI's ViewThatFits), let it wrap (wrap < … >), "
                + "or give its texts room to wrap"
        }
        return "make the content narrower, or let it wrap or scroll"
    }
}

/// The element under a modifier chain (`box` in `box.padding(4).frame(…)`).
func core(of node: LayoutNodeID, in file: LintFile) -> LayoutNodeID {
    var current = node
    while file.definition(current).role == .modifier, let first = file.children(current).first {
        current = first
    }
    return current
}
