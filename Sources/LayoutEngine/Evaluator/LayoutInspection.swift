import Foundation

/// An infinite answer the engine replaced by the element's ideal length on that axis (§0).
public struct LayoutClamp: Hashable, Sendable {
    /// The element that answered infinity.
    public var node: LayoutNodeID
    public var axis: Axis
    /// The proposal it answered infinity to.
    public var proposal: ProposedViewSize
}

/// A subview a container's `placeSubviews` never placed (it was centred instead).
public struct UnplacedSubview: Hashable, Sendable {
    public var container: LayoutNodeID
    public var subview: LayoutNodeID
}

/// A finished pass kept open for questions: the result, the facts a linter needs (clamped
/// answers, unplaced subviews) and further `sizeThatFits` questions to any node (an element's
/// ideal size, its answer to another proposal), answered from the same memo.
public final class LayoutInspection {
    public let result: LayoutResult
    /// Every clamp, in the order it happened (each (node, axis, proposal) once).
    public let clamps: [LayoutClamp]
    /// Every unplaced subview, once.
    public let unplaced: [UnplacedSubview]
    let pass: LayoutPass
    private let deep: Bool

    init(result: LayoutResult, pass: LayoutPass, deep: Bool) {
        self.result = result
        self.pass = pass
        self.deep = deep
        clamps = pass.facts?.clamps ?? []
        unplaced = pass.facts?.unplaced ?? []
    }

    /// The answers of the nodes to the proposals (a node's ideal size: `.unspecified`). Answers
    /// may be infinite (a probe's answer, before clamping).
    public func sizes(_ questions: [(node: LayoutNodeID, proposal: ProposedViewSize)]) -> [CGSize] {
        let pass = self.pass
        let ask = { questions.map { pass.sizeThatFits(node: $0.node, proposal: $0.proposal) } }
        return deep ? LayoutEvaluator.onLargeStack(bytes: 256 << 20, ask) : ask()
    }

    /// The roots of the subtrees copied from an earlier tree that were placed as the earlier
    /// inspection placed them (`inspect(proposal:reusing:subtrees:)`): every node of each has the
    /// frame, placement proposal and answers it had there, and no fact.
    public var copiedRoots: [LayoutNodeID] { pass.copiedRoots }

    /// One node's answer to one proposal.
    public func size(of node: LayoutNodeID, proposal: ProposedViewSize) -> CGSize {
        sizes([(node, proposal)])[0]
    }
}

/// What a pass records for `LayoutInspection` (only when asked: the build path records nothing).
final class LayoutFacts {
    var clamps: [LayoutClamp] = []
    private var seenClamps: Set<LayoutClamp> = []
    var unplaced: [UnplacedSubview] = []
    private var seenUnplaced: Set<UnplacedSubview> = []

    func clamp(_ node: LayoutNodeID, _ axis: Axis, _ proposal: ProposedViewSize) {
        let clamp = LayoutClamp(node: node, axis: axis, proposal: proposal)
        if seenClamps.insert(clamp).inserted { clamps.append(clamp) }
    }

    func unplaced(_ subview: LayoutNodeID, in container: LayoutNodeID) {
        let fact = UnplacedSubview(container: container, subview: subview)
        if seenUnplaced.insert(fact).inserted { unplaced.append(fact) }
    }
}
