import Foundation
import LayoutEngine

/// Which elements overflow what they were offered, worked out from the final layout once per
/// configuration, before any rule runs: `overflow` reports them, `clipped-by-frame` leaves alone
/// a frame whose content overflows on its own. No rule writes what another reads.
struct OverflowFacts {
    /// Per axis, the containers longer than their offer on that axis (and a wrap wider than its
    /// offer: an item wider than its lines), innermost first.
    private(set) var containers: [Axis: Set<LayoutNodeID>] = [:]
    /// The axes on which the root overflows the proposal with no overflowing container inside
    /// reaching past it: the root's own overflow.
    private(set) var rootAxes: [Axis] = []
    /// The element under the root's modifiers (what stands for the root's overflow).
    private(set) var rootCore: LayoutNodeID?

    /// Nothing overflows (before the facts are worked out).
    static let empty = OverflowFacts()
    private init() {}

    init(file: LintFile, frames: (LayoutNodeID) -> CGRect?, proposals: (LayoutNodeID) -> ProposedViewSize?,
         proposal: ProposedViewSize) {
        for node in file.nodes {
            let element = file.element(node)
            if element.customLayout is WrapLayout, let frame = frames(node), let width = proposals(node)?.width,
               width.isFinite, frame.width > width + 0.01 {
                containers[.horizontal, default: []].insert(node)
            }
            let axes = element.definition.mustFitOffer
            guard !axes.isEmpty, let frame = frames(node), let offer = proposals(node) else { continue }
            for axis in axes {
                guard let limit = offer.value(axis), limit.isFinite, limit > 0,
                      frame.length(axis) > limit + 0.01 else { continue }
                containers[axis, default: []].insert(node)
            }
        }
        guard let root = file.tree.root, let frame = frames(root) else { return }
        rootCore = core(of: root, in: file)
        for axis in [Axis.horizontal, .vertical] {
            guard let limit = proposal.value(axis), limit.isFinite, limit > 0,
                  frame.length(axis) > limit + 0.01 else { continue }
            if containers[axis]?.contains(where: { (frames($0)?.maximum(axis) ?? 0) > limit + 0.01 }) == true {
                continue
            }
            rootAxes.append(axis)
        }
    }

    /// Whether `node` overflows on `axis`: a container, or the root's core for its own overflow.
    func overflows(_ node: LayoutNodeID, _ axis: Axis) -> Bool {
        containers[axis]?.contains(node) == true || (node == rootCore && rootAxes.contains(axis))
    }
}
