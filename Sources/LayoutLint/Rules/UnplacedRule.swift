import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L011: a subview that a custom layout never placed.
struct UnplacedRule: LayoutCheck {
    let rule = LintRule(
        code: "L011", name: "unplaced", severity: .warning,
        summary: "a custom layout never placed one of its subviews",
        explanation: """
        A `Layout` must call `place(at:anchor:proposal:)` for every subview in `placeSubviews`. \
        One it forgets is centred in the container with the container's proposal (Apple's \
        documented behaviour), which is rarely what the layout meant.
        """,
        bad: "// a custom layout registered from Swift that skips its second subview\n",
        good: "// the same layout placing every subview\n",
        fix: .none)

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        return layout.inspection.unplaced.map { fact in
            let index = file.children(fact.container).firstIndex(of: fact.subview)
                .map { $0 - file.children(fact.container).startIndex + 1 }
            return finding(fact.subview, "\(file.describe(fact.container)) never places its subview"
                               + "\(index.map { " \($0)" } ?? "") \(file.describe(fact.subview)); "
                               + "it is centred instead",
                           help: "place every subview in the layout's placeSubviews(in:proposal:subviews:cache:)")
        }
    }
}
