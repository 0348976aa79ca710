import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L008: an answer that was infinite and had to be clamped (docs/semantics-core.md §0).
struct UnboundedRule: LayoutCheck {
    let rule = LintRule(
        code: "L008", name: "unbounded", severity: .warning,
        summary: "an element answered an infinite size and was shown at its ideal size instead",
        explanation: """
        Flexible elements answer whatever they are proposed: proposed infinity (a root proposal \
        of `inf`, `.aspectRatio(contentMode: fill)` with one side nil, `.frame(maxWidth: inf)` \
        inside something that proposes infinity) they answer infinity, which no screen can show. \
        layoutc shows such an element at its ideal length on that axis (docs/semantics-core.md §0); SwiftUI \
        would misbehave. The finding says what was proposed and where the infinity came from.
        """,
        bad: """
        proposal(100, nil)
        rect.aspectRatio(1, contentMode: fill)
        """,
        good: """
        proposal(100, nil)
        rect.aspectRatio(1, contentMode: fit)
        """,
        fix: .none)

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        var clamped: Set<LayoutNodeID> = []
        for clamp in layout.inspection.clamps {
            // The outermost clamped element speaks for what it holds.
            var ancestor = file.parent(clamp.node)
            var covered = false
            while let current = ancestor {
                if clamped.contains(current) { covered = true; break }
                ancestor = file.parent(current)
            }
            clamped.insert(clamp.node)
            if covered { continue }
            let axis = clamp.axis
            let ideal = layout.frame(clamp.node)?.length(axis) ?? 0
            var message = "\(file.describe(clamp.node)) answers an infinite \(LintText.axisName(axis)) when proposed "
                + "\(LintText.dimension(clamp.proposal.width))×\(LintText.dimension(clamp.proposal.height)); "
                + "it is shown at its ideal \(LintText.pt(ideal))"
            message += " (" + source(of: clamp, in: layout) + ")"
            findings.append(finding(clamp.node, message,
                                    help: "bound it: a frame with a finite max"
                                        + (axis == .horizontal ? "Width, " : "Height, ")
                                        + "or keep it out of a nil proposal (a scroll view's axis, a fixedSize)"))
        }
        return findings
    }

    /// Where the infinity came from: proposed to the element (the nearest ancestor that turned a
    /// finite or nil proposal into infinity, or the root proposal), or made inside its chain of
    /// modifiers (`.aspectRatio(contentMode: fill)` with a nil side).
    func source(of clamp: LayoutClamp, in layout: LintLayout) -> String {
        let file = layout.file
        if clamp.proposal.value(clamp.axis)?.isInfinite != true {
            var current = clamp.node
            while true {
                if case .aspectRatio(_, .fill) = file.element(current) {
                    return "its .aspectRatio(contentMode: fill) proposes inf when one side of its proposal is nil"
                }
                guard file.definition(current).role == .modifier,
                      let child = file.children(current).first else { break }
                current = child
            }
            return "its content answers infinity to a proposal that is not"
        }
        var current = clamp.node
        while let parent = file.parent(current) {
            if layout.proposal(parent)?.value(clamp.axis).map({ !$0.isInfinite }) ?? true {
                if case .aspectRatio(_, .fill) = file.element(parent) {
                    return "its .aspectRatio(contentMode: fill) proposes inf when one side of its proposal is nil"
                }
                return "proposed inf by \(file.describe(parent))"
            }
            current = parent
        }
        return "the root proposal is inf"
    }
}
