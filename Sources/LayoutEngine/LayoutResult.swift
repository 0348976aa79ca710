import Foundation

/// The outcome of laying out a tree for one root proposal.
public struct LayoutResult {
    /// The root proposal.
    public var proposal: ProposedViewSize
    /// The root's answer (finite, ≥ 0).
    public var rootSize: CGSize
    /// Every node's frame in root coordinates (offsets applied); `nil` for a node that was not
    /// laid out (a `fits` child that was not chosen, and its subtree).
    public var frames: NodeFrames
    /// The proposal each node was placed with (`nil` entry: not laid out). Emitters use it to
    /// re-derive details such as the wrapped lines of a text.
    public var placementProposals: NodeProposals
    /// The negotiation, when tracing was requested; empty otherwise.
    public var trace: [TraceEvent]
    /// How many answers were computed (not taken from the memo) during the pass.
    public var evaluationCount: Int

    public init(
        proposal: ProposedViewSize, rootSize: CGSize, frames: NodeFrames,
        placementProposals: NodeProposals, trace: [TraceEvent], evaluationCount: Int = 0
    ) {
        self.evaluationCount = evaluationCount
        self.proposal = proposal
        self.rootSize = rootSize
        self.frames = frames
        self.placementProposals = placementProposals
        self.trace = trace
    }
}

/// Every node's frame (`LayoutResult.frames`), read and written as `CGRect?`.
///
/// Stored as plain numbers, 32 bytes a node where an array of optional rectangles takes 40 (at
/// a million nodes the pass's tables are fresh memory the kernel must supply: every byte costs
/// time), and as two arrays, origins and sizes: the pass reads the sizes while sizing and writes
/// the origins when placing, and neither array of a million-node tree passes the 32 MiB above
/// which `layoutc` lets glibc map a block anew instead of reusing what earlier phases freed
/// (`Sources/layoutc/main.swift`). A node that is not laid out has a marker in place of its x;
/// its size is kept, so the pass can hold a node's answer there before it is placed.
public struct NodeFrames: RandomAccessCollection, MutableCollection, Equatable {
    /// A NaN no arithmetic produces (its payload is ours): never a coordinate, which is finite.
    @usableFromInline static let unplaced = CGFloat(bitPattern: 0x7FF8_0000_4C41_594F)

    @usableFromInline var origins: [CGPoint]
    @usableFromInline var sizes: [CGSize]

    /// `count` nodes, none laid out.
    public init(count: Int) {
        self.init(unplacedWithSizes: Array(repeating: .zero, count: count))
    }

    /// The frames of `frames`.
    public init(_ frames: [CGRect?]) {
        origins = frames.map { $0?.origin ?? CGPoint(x: Self.unplaced, y: 0) }
        sizes = frames.map { $0?.size ?? .zero }
    }

    /// Nodes none of which is laid out, with `sizes` kept for the pass (`storedSize(at:)`).
    init(unplacedWithSizes sizes: [CGSize]) {
        origins = Array(repeating: CGPoint(x: Self.unplaced, y: 0), count: sizes.count)
        self.sizes = sizes
    }

    /// The size kept at `position`, laid out or not.
    @inline(__always)
    func storedSize(at position: Int) -> CGSize { sizes[position] }

    public var startIndex: Int { 0 }
    public var endIndex: Int { origins.count }

    public subscript(position: Int) -> CGRect? {
        @inline(__always) get {
            let origin = origins[position]
            return origin.x.bitPattern == Self.unplaced.bitPattern ? nil : CGRect(origin: origin, size: sizes[position])
        }
        @inline(__always) set {
            if let newValue {
                origins[position] = newValue.origin
                sizes[position] = newValue.size
            } else {
                origins[position].x = Self.unplaced
            }
        }
    }

    public static func == (lhs: NodeFrames, rhs: NodeFrames) -> Bool { lhs.elementsEqual(rhs) }

    /// The `count` frames from `start` set to those of `other` from `otherStart`, laid out or not.
    mutating func copy(_ count: Int, from other: NodeFrames, at otherStart: Int, to start: Int) {
        origins.replaceSubrange(start..<(start + count), with: other.origins[otherStart..<(otherStart + count)])
        sizes.replaceSubrange(start..<(start + count), with: other.sizes[otherStart..<(otherStart + count)])
    }
}

/// The proposal each node was placed with (`LayoutResult.placementProposals`), read and
/// written as `ProposedViewSize?`: 16 bytes a node (two numbers, markers for `nil`) where an
/// array of optional proposals takes 32.
public struct NodeProposals: RandomAccessCollection, Equatable {
    /// NaNs no arithmetic produces: `nil` on one axis, and not placed.
    @usableFromInline static let unspecified = CGFloat(bitPattern: 0x7FF8_0000_4C41_0001)
    @usableFromInline static let unplaced = CGFloat(bitPattern: 0x7FF8_0000_4C41_0002)

    @usableFromInline struct Stored {
        @usableFromInline var width: CGFloat
        @usableFromInline var height: CGFloat
    }

    @usableFromInline var stored: [Stored]

    /// `count` nodes, none placed.
    public init(count: Int) {
        stored = Array(repeating: Stored(width: Self.unplaced, height: Self.unplaced), count: count)
    }

    /// The proposals of `proposals`.
    public init(_ proposals: [ProposedViewSize?]) {
        stored = proposals.map(Self.store)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { stored.count }

    @inline(__always)
    static func store(_ proposal: ProposedViewSize?) -> Stored {
        guard let proposal else { return Stored(width: unplaced, height: unplaced) }
        return Stored(width: proposal.width ?? unspecified, height: proposal.height ?? unspecified)
    }

    public subscript(position: Int) -> ProposedViewSize? {
        @inline(__always) get {
            let value = stored[position]
            if value.width.bitPattern == Self.unplaced.bitPattern { return nil }
            return ProposedViewSize(width: value.width.bitPattern == Self.unspecified.bitPattern ? nil : value.width,
                                    height: value.height.bitPattern == Self.unspecified.bitPattern ? nil : value.height)
        }
        @inline(__always) set {
            stored[position] = Self.store(newValue)
        }
    }

    public static func == (lhs: NodeProposals, rhs: NodeProposals) -> Bool { lhs.elementsEqual(rhs) }

    /// The `count` proposals from `start` set to those of `other` from `otherStart`.
    mutating func copy(_ count: Int, from other: NodeProposals, at otherStart: Int, to start: Int) {
        stored.replaceSubrange(start..<(start + count), with: other.stored[otherStart..<(otherStart + count)])
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
