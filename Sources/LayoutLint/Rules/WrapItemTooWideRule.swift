import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L006: a wrap child wider than the lines it is given.
struct WrapItemTooWideRule: LayoutCheck {
    let isLocal = true
    let rule = LintRule(
        code: "L006", name: "wrap-item-too-wide", severity: .warning,
        summary: "a wrap item is wider than the lines of its wrap",
        explanation: """
        `wrap` never shrinks an item: one wider than the line goes on a line of its own and \
        sticks out past the wrap's width (seed 001). Give the item a `.frame(maxWidth:)`, or let \
        its text wrap.
        """,
        bad: """
        proposal(200, nil)
        wrap(alignment: leading) < box(60x20) box(240x20) box(60x20) >
        """,
        good: """
        proposal(200, nil)
        wrap(alignment: leading) < box(60x20) box(180x20) box(60x20) >
        """,
        fix: .none)

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        for node in layout.checked {
            guard file.kind(node) == .layout, file.element(node).customLayout is WrapLayout,
                  let offer = layout.proposal(node),
                  let width = offer.width, width.isFinite, width > 0 else { continue }
            for child in file.children(node) {
                guard let frame = layout.frame(child), frame.width > width + 0.01 else { continue }
                var found = finding(core(of: child, in: file),
                                    "\(file.describe(child)) is wider than the lines of its wrap: "
                                        + "it sits on a line of its own and overflows",
                                    measure: "\(LintText.pt(frame.width)) for lines of \(LintText.pt(width)), "
                                        + "by \(LintText.pt(frame.width - width))",
                                    help: "let \(file.describe(child)) shrink (a text without .fixedSize(), "
                                        + "a flexible frame), or shorten it")
                found.anchor = node
                findings.append(found)
            }
        }
        return findings
    }
}
