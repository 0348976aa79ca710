import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L004: an element squeezed to zero width or height although it wants more.
struct ZeroSizeRule: LayoutCheck {
    let rule = LintRule(
        code: "L004", name: "zero-size", severity: .warning,
        summary: "an element is laid out at zero width or height although its ideal size is not zero",
        explanation: """
        Flexible elements give way when a stack runs out of room: a shape or a text can be \
        squeezed to nothing and disappear without a trace. Spacers, dividers and boxes written \
        at zero size are not reported, nor elements at a proposal of zero on that axis (that \
        asks for the minimum on purpose), nor an overlay or a background whose view is itself \
        zero on that axis. Only the outermost squeezed element is reported.
        """,
        bad: """
        proposal(100, nil)
        hstack(spacing: 0) < box(100x20) rect >
        """,
        good: """
        proposal(140, nil)
        hstack(spacing: 0) < box(100x20) rect >
        """,
        fix: .none)

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        var findings: [LintFinding] = []
        var reported: Set<LayoutNodeID> = []
        let root = layout.configuration.proposal
        // Parents before children: once an element is reported, what it holds is not.
        for node in file.nodes.reversed() {
            // Only an element laid out 0 pt on some axis can be squeezed out.
            guard let frame = layout.frame(node), frame.width == 0 || frame.height == 0 else { continue }
            switch file.kind(node) {
            case .spacer, .divider: continue
            case .box:
                if case let .box(width, height) = file.element(node), width == 0 || height == 0 { continue }
            case .text:
                if file.textSpec(node)?.content.isEmpty == true { continue }
            default: break
            }
            if file.definition(node).role == .modifier { continue }
            let zeroAxes = [Axis.horizontal, .vertical].filter { frame.length($0) == 0 && root.value($0) != 0 }
            guard !zeroAxes.isEmpty else { continue }
            var ancestor = file.parent(node)
            var inside = false
            while let current = ancestor {
                if reported.contains(current) { inside = true; break }
                ancestor = file.parent(current)
            }
            if inside { continue }
            let ideal = layout.inspection.size(of: node, proposal: .unspecified)
            guard let axis = zeroAxes.first(where: { ideal.length($0) > 0 && ideal.length($0).isFinite
                && !mirrorsAZeroView(node, axis: $0, layout: layout) }) else {
                continue
            }
            reported.insert(node)
            findings.append(finding(
                node, "\(file.describe(node)) is squeezed out: laid out 0 pt \(LintText.axisLength(axis))",
                measure: "it wants \(LintText.pt(ideal.length(axis)))",
                help: "give \(file.describe(node)) a minimum (.frame(min"
                    + (axis == .horizontal ? "Width" : "Height") + ": …)) "
                    + "or .layoutPriority(1), or give its neighbours less room"))
        }
        return findings
    }
}

extension ZeroSizeRule {
    /// Whether `node` is an overlay's or a background's content whose view is itself 0 pt along
    /// `axis`: it takes its view's size, and there is nothing there it is squeezed out of (the
    /// view, at zero on purpose or squeezed itself, is the one to judge).
    func mirrorsAZeroView(_ node: LayoutNodeID, axis: Axis, layout: LintLayout) -> Bool {
        let file = layout.file
        var below = node
        var ancestor = file.parent(node)
        while let current = ancestor {
            let kind = file.kind(current)
            if kind == .overlay || kind == .background {
                if let primary = file.children(current).first, primary != below {
                    return layout.frame(primary).map { $0.length(axis) == 0 } ?? false
                }
            }
            guard file.definition(current).role == .modifier else { return false }
            below = current
            ancestor = file.parent(current)
        }
        return false
    }
}

extension CGSize {
    func length(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
