import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L002: content larger than a fixed `.frame` that holds it.
struct ClippedByFrameRule: LayoutCheck {
    let rule = LintRule(
        code: "L002", name: "clipped-by-frame", severity: .warning,
        summary: "content is larger than the fixed frame that holds it",
        explanation: """
        `.frame(width:height:)` (and a flexible frame's `maxWidth:`/`maxHeight:`) makes its own \
        size, whatever its content answers: content that does not fit is centred (or aligned) in \
        the frame and spills out of it, over its neighbours, or is clipped on screen. The finding \
        is at the frame and says how much spills out.
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

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        for node in file.nodes {
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
            for axis in fixed where content.length(axis) > frame.length(axis) + 0.01 {
                // An overflowing container inside says it better.
                if layout.overflow.overflows(core(of: child, in: file), axis) { continue }
                let spill = content.length(axis) - frame.length(axis)
                findings.append(finding(node, "\(file.describe(child)) is \(LintText.pt(content.length(axis))) "
                                            + "\(LintText.axisLength(axis)) in a frame "
                                            + "\(LintText.pt(frame.length(axis))) \(LintText.axisLength(axis)): "
                                            + "\(LintText.pt(spill)) spill out"))
                break
            }
        }
        return findings
    }
}
