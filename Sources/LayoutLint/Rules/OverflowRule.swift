import LayoutDiagnostics
import Foundation
import LayoutEngine

/// L001: an element extends past the space its container was offered, in a container that does
/// not overlap its children by design; or the whole layout past the root proposal.
struct OverflowRule: LayoutCheck {
    let rule = LintRule(
        code: "L001", name: "overflow", severity: .warning,
        summary: "an element extends past the space its container was offered",
        explanation: """
        A stack, grid, wrap, columns, balanced or alternate container that needs more room than it \
        was offered does not shrink its children below their minimum: it grows past the offer, \
        and on a device the last children run off the screen. The finding is at the first child \
        that crosses the edge and says by how much, at which proposal. The root is checked \
        against the root proposal on each finite axis. An overflow that comes from a nested \
        container is reported once, at the innermost one.
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

    /// The axes along which a container must fit its offer, as its definition says (a wrap's
    /// over-wide items are wrap-item-too-wide's).
    static func axes(_ element: LayoutElement) -> [Axis] { element.definition.mustFitOffer }

    func check(layout: LintLayout) -> [LintFinding] {
        let file = layout.file
        let facts = layout.overflow
        var findings: [LintFinding] = []
        // Children before parents (the tree's order): the innermost container speaks first; a
        // container whose overflowing child is itself an overflowing container leaves it to it.
        for node in file.nodes {
            let axes = Self.axes(file.element(node))
            guard !axes.isEmpty, let frame = layout.frame(node), let offer = layout.proposal(node) else { continue }
            for axis in axes {
                guard let limit = offer.value(axis), limit.isFinite, limit > 0,
                      frame.length(axis) > limit + 0.01 else { continue }
                let children = cells(of: node, in: file)
                if children.contains(where: { facts.containers[axis]?.contains(core(of: $0, in: file)) == true }) {
                    continue
                }
                // The child too long for the offer on its own, else the first that crosses its edge.
                let edge = frame.minimum(axis) + limit
                guard let crossing = children.first(where: { (layout.frame($0)?.length(axis) ?? 0) > limit + 0.01 })
                        ?? children.first(where: { (layout.frame($0)?.maximum(axis) ?? 0) > edge + 0.01 }),
                      let crossingFrame = layout.frame(crossing) else { continue }
                let amount = frame.length(axis) - limit
                let container = file.describe(node)
                let message: String
                if crossingFrame.length(axis) > limit + 0.01 {
                    message = "\(file.describe(crossing)) is \(LintText.pt(crossingFrame.length(axis))) "
                        + "\(LintText.axisLength(axis)), but its \(container) was offered \(LintText.pt(limit)): "
                        + "it overflows by \(LintText.pt(crossingFrame.length(axis) - limit))"
                } else {
                    message = "\(file.describe(crossing)) overflows its \(container) by \(LintText.pt(amount)) "
                        + "(the \(container) needs \(LintText.pt(frame.length(axis))), "
                        + "it was offered \(LintText.pt(limit)))"
                }
                findings.append(finding(core(of: crossing, in: file), message))
            }
        }
        // The root against the root proposal, where no overflow inside reaches past it.
        if let root = file.tree.root, let frame = layout.frame(root) {
            for axis in facts.rootAxes {
                guard let limit = layout.configuration.proposal.value(axis) else { continue }
                findings.append(finding(root, "the layout is \(LintText.pt(frame.length(axis))) "
                                            + "\(LintText.axisLength(axis)), "
                                            + "but the proposal is \(LintText.pt(limit)): "
                                            + "it overflows by \(LintText.pt(frame.length(axis) - limit))"))
            }
        }
        return findings
    }

    /// The subviews of a container: a grid's are the cells of its rows.
    func cells(of node: LayoutNodeID, in file: LintFile) -> [LayoutNodeID] {
        guard case .grid = file.element(node) else { return Array(file.children(node)) }
        return file.children(node).flatMap { child -> [LayoutNodeID] in
            if case .gridRow = file.element(child) { return Array(file.children(child)) }
            return [child]
        }
    }
}

/// The element under a modifier chain (`box` in `box.padding(4).frame(…)`).
func core(of node: LayoutNodeID, in file: LintFile) -> LayoutNodeID {
    var current = node
    while file.element(current).definition.role == .modifier, let first = file.children(current).first {
        current = first
    }
    return current
}
