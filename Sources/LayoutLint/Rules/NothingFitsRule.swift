import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L007: a `fits` that falls back to its last child although that one does not fit either.
struct NothingFitsRule: LayoutCheck {
    let isLocal = true
    let rule = LintRule(
        code: "L007", name: "nothing-fits", severity: .warning,
        summary: "no child of a fits fits the proposal; the last is used anyway",
        explanation: """
        `fits` (ViewThatFits) lays out the first child whose ideal size fits the proposal on its \
        axes, else its last child, at the proposal. When the last one cannot shrink to it either \
        (laid out, it is still larger), the result overflows: add a last child that can shrink \
        (text that wraps, a flexible frame). A last child that shrinks to fit (its text wraps) is \
        what the fallback is for, and no finding.
        """,
        bad: """
        proposal(200, nil)
        fits < hstack < box(150x20) box(150x20) > vstack < box(250x20) box(250x20) > >
        """,
        good: """
        proposal(200, nil)
        fits < hstack < box(150x20) box(150x20) > vstack < box(150x20) box(150x20) > >
        """,
        fix: .none)

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        for node in layout.checked {
            guard file.kind(node) == .fits, case let .fits(axes) = file.element(node),
                  let offer = layout.proposal(node),
                  let last = file.children(node).last, let placed = layout.frame(last) else { continue }
            // The last child as it is laid out, at the proposal: larger than it on a fitted axis.
            var excess: [String] = []
            if axes.contains(.horizontal), let width = offer.width, placed.width > width + 0.01 {
                excess.append("\(LintText.pt(placed.width)) wide for \(LintText.pt(width))")
            }
            if axes.contains(.vertical), let height = offer.height, placed.height > height + 0.01 {
                excess.append("\(LintText.pt(placed.height)) tall for \(LintText.pt(height))")
            }
            guard !excess.isEmpty else { continue }
            let count = file.children(node).count
            findings.append(finding(node, "none of the \(count) children of 'fits' fits; the last one is used anyway",
                                    measure: "it is \(excess.joined(separator: " and "))",
                                    help: "make the last child one that always fits: text that wraps, "
                                        + "a vstack, or a scroll view"))
        }
        return findings
    }
}
