import Foundation

/// A copied subtree whose answers and frames a pass may take from an earlier pass
/// (`ReusedSubtree`): the language server lays out an edited document again without laying out
/// what the edit left alone.
///
/// An answer is a function of the subtree and the proposal, but for two things the earlier pass
/// may have seen otherwise: a spacer or divider the subtree begins with reads the stack around it
/// (`stackOrientation(enclosing:)`), and the facts an inspection records (clamps, subviews never
/// placed) are recorded in the order the answers were worked out. So a subtree takes the earlier
/// answers only when the stack around it is the same and the earlier pass recorded no fact about
/// any of its nodes: then working the answers out again would record nothing either (every
/// question it would ask inside was asked there), and an answer the earlier pass did not keep is
/// simply worked out. It takes the earlier frames of all its nodes only when it is placed exactly
/// where and as it was then; else it is placed as usual.
struct ReusedRoot {
    var previousRoot: Int32
    var count: Int32
    /// Unknown until first asked, then whether the conditions hold.
    var usable: Bool?
}

extension LayoutPass {
    /// Notes the subtrees `reused` of the earlier pass `previous`.
    func noteReused(_ reused: [ReusedSubtree], from previous: LayoutPass) {
        reusedSlot = [Int32](repeating: -1, count: kinds.count)
        for subtree in reused {
            let root = Int(subtree.root.index), previousRoot = Int(subtree.previousRoot.index)
            guard subtree.count > 0, root < kinds.count, previousRoot < previous.kinds.count,
                  root - subtree.count + 1 >= 0, previousRoot - subtree.count + 1 >= 0,
                  kinds[root] == previous.kinds[previousRoot] else { continue }
            reusedSlot[root] = Int32(truncatingIfNeeded: reusedRoots.count)
            reusedRoots.append(ReusedRoot(previousRoot: Int32(truncatingIfNeeded: previousRoot),
                                          count: Int32(truncatingIfNeeded: subtree.count)))
        }
    }

    /// Whether the copied subtree in `slot` may take the earlier pass's answers and frames.
    private func isUsable(_ slot: Int, root: Int) -> Bool {
        if let known = reusedRoots[slot].usable { return known }
        guard let previous else { return false }
        let last = reusedRoots[slot].previousRoot, first = last - reusedRoots[slot].count + 1
        // No fact about any of its nodes (the facts' nodes are in order: the first at or after
        // `first` is past `last`).
        let facts = previous.factNodes
        let low = facts.partitionPoint { $0 < first }
        let usable = (low == facts.count || facts[low] > last)
            && stackOrientation(enclosing: LayoutNodeID(root))
                == previous.stackOrientation(enclosing: LayoutNodeID(Int(last)))
        reusedRoots[slot].usable = usable
        return usable
    }

    /// The earlier pass's answer of the copied subtree rooted at `index` to `proposal`, when it
    /// may be taken and was kept.
    func reusedAnswer(_ index: Int, _ proposal: ProposedViewSize) -> CGSize? {
        let slot = Int(reusedSlot[index])
        guard let previous, isUsable(slot, root: index) else { return nil }
        return previous.rememberedAnswer(Int(reusedRoots[slot].previousRoot), proposal)
    }

    /// Places the copied subtree rooted at `index` as the earlier pass did, when it is placed at
    /// the same frame with the same proposal there: every node's frame and proposal are the
    /// earlier ones. False when it must be placed as usual.
    func placeReused(_ index: Int, frame: CGRect, proposal: ProposedViewSize) -> Bool {
        let slot = Int(reusedSlot[index])
        guard let previous, isUsable(slot, root: index) else { return false }
        let previousRoot = Int(reusedRoots[slot].previousRoot), count = Int(reusedRoots[slot].count)
        guard previous.frames[previousRoot] == frame, previous.placementProposals[previousRoot] == proposal else {
            return false
        }
        frames.copy(count, from: previous.frames, at: previousRoot - count + 1, to: index - count + 1)
        placementProposals.copy(count, from: previous.placementProposals, at: previousRoot - count + 1,
                                to: index - count + 1)
        copiedRoots.append(LayoutNodeID(index))
        return true
    }
}
