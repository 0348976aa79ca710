import Foundation
import Testing
import LayoutcKit
@testable import LayoutDriver

/// A layout written in Swift, registered by name, used by every command of a layoutc of one's
/// own: `Layoutc.main(layouts:)` runs the driver with the registry these tests pass it.
@Suite struct CustomLayoutCommandTests {
    /// Children one after another along a diagonal: each starts where the one before ends.
    struct Diagonal: Layout {
        var gap: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let gaps = gap * CGFloat(max(sizes.count - 1, 0))
            return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.reduce(0) { $0 + $1.height } + gaps)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var point = bounds.origin
            // Indexed from 0, as SwiftUI's subviews are, wherever the layout sits in the tree.
            for index in 0..<subviews.count {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: point, proposal: .unspecified)
                point.x += size.width + gap
                point.y += size.height + gap
            }
        }
    }

    var registry: LayoutRegistry {
        var registry = LayoutRegistry()
        registry.register("diagonal", doc: "Children along a diagonal.", parameters: [
            LayoutParameter(label: "gap", type: .length, defaultValue: .number(0), doc: "the gap between children"),
        ]) { Diagonal(gap: $0.number("gap") ?? 0) }
        return registry
    }

    @Test func buildLaysOutARegisteredLayoutInsideAStack() {
        // In a vstack after a 50-point box: the diagonal starts at y 50 (spacing 0); its boxes at
        // (0, 50) and (10 + 5, 50 + 10 + 5) = (15, 65); it is 10 + 5 + 20 = 35 wide, 10 + 5 + 20 = 35 tall.
        let source = "vstack(alignment: leading, spacing: 0) < box(50x50) diagonal(gap: 5) < box(10x10) box(20x20) > >"
        let run = Run(["build", "a.layout"], files: ["/work/a.layout": source], registry: registry)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            proposal nilxnil → 50x85
            vstack  x=0 y=0 w=50 h=85
              box  x=0 y=0 w=50 h=50
              diagonal  x=0 y=50 w=35 h=35
                box  x=0 y=50 w=10 h=10
                box  x=15 y=65 w=20 h=20

            """)
    }

    @Test func checkValidatesTheRegisteredParameters() {
        let run = Run(["check", "a.layout"], files: ["/work/a.layout": "diagonal(gap: -1, gapp: 2) < box(1x1) >"],
                      registry: registry)
        #expect(run.status == 1)
        #expect(run.stderr.contains("'gap' of 'diagonal' must be a finite number ≥ 0, found -1 [E2008]"))
        #expect(run.stderr.contains("unknown label 'gapp' for 'diagonal' [E2003]"))
        let unknown = Run(["check", "a.layout"], files: ["/work/a.layout": "diagonl < box(1x1) >"], registry: registry)
        #expect(unknown.stderr.contains("did you mean 'diagonal'?"))
        // Without the registry, the name means nothing.
        #expect(Run(["check", "a.layout"], files: ["/work/a.layout": "diagonal < box(1x1) >"]).status == 1)
    }

    @Test func lintAndExplainKnowIt() {
        let files = ["/work/a.layout": "diagonal(gap: 2) < box(10x10) box(10x10) >"]
        let lint = Run(["lint", "a.layout"], files: files, registry: registry)
        #expect(lint.status == 0 && lint.stdout.contains("No problems found in 1 file."), "\(lint.stdout)\(lint.stderr)")
        let explain = Run(["explain", "a.layout"], files: files, registry: registry)
        #expect(explain.status == 0 && explain.stdout.contains("diagonal"))
    }

    @Test func aNameABuiltInHasIsRefused() {
        var registry = LayoutRegistry()
        registry.register("radial", doc: "mine") { _ in Diagonal(gap: 0) }
        registry.register("mine", doc: "mine") { _ in Diagonal(gap: 0) }
        registry.register("padding", doc: "mine") { _ in Diagonal(gap: 0) }
        #expect(Layoutc.conflicts(in: registry) == """
            layoutc: error: the layout 'radial' registered in Swift has the name of a built-in; register it under another name
            layoutc: error: the layout 'padding' registered in Swift has the name of a built-in; register it under another name

            """)
        #expect(Layoutc.conflicts(in: self.registry) == nil)
    }
}
