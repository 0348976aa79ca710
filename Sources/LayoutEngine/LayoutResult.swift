import Foundation

/// The outcome of laying out a tree for one root proposal.
public struct LayoutResult {
    /// The root proposal.
    public var proposal: ProposedViewSize
    /// The root's answer (finite, ≥ 0).
    public var rootSize: CGSize
    /// Every node's frame in root coordinates (offsets applied); `nil` for a node that was not
    /// laid out (a `fits` child that was not chosen, and its subtree).
    public var frames: [CGRect?]
    /// The proposal each node was placed with (`nil` entry: not laid out). Emitters use it to
    /// re-derive details such as the wrapped lines of a text.
    public var placementProposals: [ProposedViewSize?]
    /// The negotiation, when tracing was requested; empty otherwise.
    public var trace: [TraceEvent]
    /// How many answers were computed (not taken from the memo) during the pass.
    public var evaluationCount: Int

    public init(
        proposal: ProposedViewSize, rootSize: CGSize, frames: [CGRect?],
        placementProposals: [ProposedViewSize?], trace: [TraceEvent], evaluationCount: Int = 0
    ) {
        self.evaluationCount = evaluationCount
        self.proposal = proposal
        self.rootSize = rootSize
        self.frames = frames
        self.placementProposals = placementProposals
        self.trace = trace
    }
}

/// One step of the negotiation, for `layoutc explain`. `depth` is the nesting of the question:
/// a container's questions to its children are one deeper than the question it answers.
public enum TraceEvent: Hashable {
    /// `node` was proposed `proposal` and answered `answer` (`cached`: from the memo).
    case sized(node: LayoutNodeID, proposal: ProposedViewSize, answer: CGSize, depth: Int, cached: Bool)
    /// `node` was placed at `frame` (root coordinates) with `proposal`.
    case placed(node: LayoutNodeID, frame: CGRect, proposal: ProposedViewSize, depth: Int)
}
