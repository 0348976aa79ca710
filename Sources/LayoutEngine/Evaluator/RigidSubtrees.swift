import Foundation

/// Subtrees whose answer does not depend on the proposal (`rigid`): fixed-size leaves, frames
/// with both lengths, modifiers and stacks of such subtrees. Found once per pass, bottom-up, and
/// then answered in O(1) (`LayoutPass.rigid`, the size kept in `frames`); a stack of rigid
/// children is also placed without asking its children anything (`placeRigidStack`).
///
/// Every number is computed with the same operations, in the same order, as the generic path
/// (`computeSize`, `StackLayoutCore.run` and `.place`), so frames are identical to the bit. The
/// pass skips all of this while tracing, so `layoutc explain` still shows every question.
extension LayoutPass {
    /// The pass's frames, none laid out, each rigid node's answer kept as its size; and which
    /// nodes are rigid. Children come before their parents.
    func findRigidSubtrees() -> (frames: NodeFrames, rigid: [Bool]) {
        let count = kinds.count
        var flags: [Bool] = []
        // Filled in order, through buffers (one store per node, no checks per append): each
        // node's answer is known when it is reached, its children's before it.
        let sizes = [CGSize](unsafeUninitializedCapacity: count) { sizes, sizesCount in
            flags = [Bool](unsafeUninitializedCapacity: count) { flags, flagsCount in
                fillRigidSizes(sizes, flags)
                flagsCount = count
            }
            sizesCount = count
        }
        return (NodeFrames(unplacedWithSizes: sizes), flags)
    }

    /// `findRigidSubtrees`'s loop: writes every node's answer (zero if not rigid) and whether it
    /// is rigid, in node order.
    private func fillRigidSizes(_ sizes: UnsafeMutableBufferPointer<CGSize>,
                                _ flags: UnsafeMutableBufferPointer<Bool>) {
        func rigid(_ child: LayoutNodeID?) -> CGSize? {
            guard let child else { return .zero }  // a modifier without content answers zero
            let index = Int(child.index)
            return flags[index] ? sizes[index] : nil
        }
        for index in 0..<kinds.count {
            let node = LayoutNodeID(index)
            var answer: CGSize?
            switch kinds[index] {
            case .box:
                answer = CGSize(width: params[index].first, height: params[index].second)
            case .image:
                if case let .image(width, height, false) = elements[index] {
                    answer = CGSize(width: width, height: height)
                }
            case .frame:
                guard case let .frame(width, height, _) = elements[index] else { break }
                if let width, let height {
                    answer = CGSize(width: width, height: height)
                } else if let child = rigid(child(node)) {
                    answer = CGSize(width: width ?? child.width, height: height ?? child.height)
                }
            case .padding:
                guard case let .padding(insets) = elements[index], let child = rigid(child(node)) else { break }
                answer = CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
            case .fixedSize, .layoutPriority, .offset, .gridCellColumns, .overlay, .background:
                answer = rigid(child(node))
            case .hstack, .vstack:
                // A child with text has baselines of its own (not its height, what the rigid
                // path reads): an hstack aligned on one asks its children's dimensions.
                if !containsText.isEmpty, containsText[index], case let .hstack(alignment, _) = elements[index],
                   alignment.isTextBaseline { break }
                let (spacing, guide) = stackParams(index)
                answer = rigidStackSize(node, axis: kinds[index] == .hstack ? .horizontal : .vertical,
                                        spacing: spacing, guide: guide, sizes: sizes, rigid: flags)
            default:
                break
            }
            // What `sizeThatFits` does to every computed answer; an infinite one is not rigid.
            var size = CGSize.zero
            var isRigid = false
            if let answer {
                let sanitized = Self.sanitize(answer)
                if sanitized.width.isFinite && sanitized.height.isFinite { (size, isRigid) = (sanitized, true) }
            }
            sizes[index] = size
            flags[index] = isRigid
        }
    }

    /// A stack's spacing and guide, from its plain parameters when the guide is built in.
    @inline(__always)
    private func stackParams(_ index: Int) -> (spacing: CGFloat?, guide: GuideRule) {
        let params = params[index]
        if let fraction = params.guide { return (params.spacing, GuideRule(fraction)) }
        switch elements[index] {
        case let .hstack(alignment, spacing): return (spacing, GuideRule(alignment.id))
        case let .vstack(alignment, spacing): return (spacing, GuideRule(alignment.id))
        default: return (params.spacing, .start)
        }
    }

    /// `StackLayoutCore.run` for children that are all rigid: Σ gaps + Σ lengths along the axis,
    /// the extents above and below the guide across it. Nil if a child is not rigid.
    private func rigidStackSize(
        _ node: LayoutNodeID, axis: Axis, spacing: CGFloat?, guide: GuideRule,
        sizes: UnsafeMutableBufferPointer<CGSize>, rigid: UnsafeMutableBufferPointer<Bool>
    ) -> CGSize? {
        let children = children(of: node)
        for child in children where !rigid[Int(child.index)] { return nil }
        var majorLength = stackGaps(children, axis: axis, spacing: spacing) { _ in }
        var above: CGFloat = 0
        var below: CGFloat = 0
        for child in children {
            let size = sizes[Int(child.index)]
            let value = guide.value(in: size, horizontal: axis == .horizontal)
            above = max(above, value)
            below = max(below, (axis == .horizontal ? size.height : size.width) - value)
            majorLength += axis == .horizontal ? size.width : size.height
        }
        let minorLength = children.isEmpty ? 0 : above + below
        return axis == .horizontal
            ? CGSize(width: majorLength, height: minorLength) : CGSize(width: minorLength, height: majorLength)
    }

    /// `StackLayoutCore.makeCache`'s gaps, each passed to `gap` in order; returns their sum.
    @inline(__always)
    func stackGaps(_ children: ArraySlice<LayoutNodeID>, axis: Axis, spacing: CGFloat?,
                   _ gap: (CGFloat) -> Void) -> CGFloat {
        var total: CGFloat = 0
        guard children.count > 1 else { return total }
        if let spacing {
            for _ in 1..<children.count {
                gap(spacing)
                total += spacing
            }
            return total
        }
        var previous = self.spacing(node: children[children.startIndex])
        for child in children.dropFirst() {
            let next = self.spacing(node: child)
            let distance = previous.distance(to: next, along: axis)
            gap(distance)
            total += distance
            previous = next
        }
        return total
    }

    /// `StackLayoutCore.place` for a stack of rigid children: each child's frame and proposal
    /// are written, then each child is placed in turn.
    func placeRigidStack(_ node: LayoutNodeID, in bounds: CGRect, proposal: ProposedViewSize, depth: Int) {
        let index = Int(node.index)
        guard kinds[index].isStack else { return }
        let horizontal = kinds[index] == .hstack
        let (spacing, guide) = stackParams(index)
        let children = children(of: node)
        let count = children.count
        let majorProposal = horizontal ? proposal.width : proposal.height
        let minorProposal = (horizontal ? proposal.height : proposal.width)
            ?? (horizontal ? bounds.height : bounds.width)
        // The gaps, as `StackLayoutCore.makeCache` finds them.
        rigidGaps.removeAll(keepingCapacity: true)
        let totalGap: CGFloat
        if let spacing {
            totalGap = stackGaps(children, axis: horizontal ? .horizontal : .vertical, spacing: spacing) { _ in }
        } else {
            totalGap = stackGaps(children, axis: horizontal ? .horizontal : .vertical, spacing: nil) {
                rigidGaps.append($0)
            }
        }
        // The offers only decide the proposals the children are placed with (their sizes are
        // fixed); a nil major proposal offers nil.
        if let majorProposal { rigidOffers(children, major: majorProposal, totalGap: totalGap, horizontal: horizontal) }
        // The children's sizes are their rigid answers, already in `frames`: only their origins
        // and proposals are written, each table through one buffer for the whole loop.
        let sizes = frames.sizes
        var above: CGFloat = 0
        for child in children { above = max(above, guide.value(in: sizes[Int(child.index)], horizontal: horizontal)) }
        var cursor = horizontal ? bounds.minX : bounds.minY
        let line = (horizontal ? bounds.minY : bounds.minX) + above
        frames.origins.withUnsafeMutableBufferPointer { origins in
            placementProposals.stored.withUnsafeMutableBufferPointer { proposals in
                var i = 0
                for child in children {
                    let childIndex = Int(child.index)
                    let size = sizes[childIndex]
                    let across = line - guide.value(in: size, horizontal: horizontal)
                    let offer: CGFloat? = majorProposal == nil ? nil : rigidOfferList[i]
                    let childProposal = Self.sanitize(horizontal
                        ? ProposedViewSize(width: offer, height: minorProposal)
                        : ProposedViewSize(width: minorProposal, height: offer))
                    let origin = horizontal ? CGPoint(x: cursor, y: across) : CGPoint(x: across, y: cursor)
                    origins[childIndex] = Self.finite(origin)
                    proposals[childIndex] = NodeProposals.store(childProposal)
                    if i < count - 1 { cursor += (horizontal ? size.width : size.height) + (spacing ?? rigidGaps[i]) }
                    i += 1
                }
            }
        }
        // Then each child places its own content (its frame and proposal are the ones just
        // written; `placeNode` writes them again, with an offset applied if it has one).
        // A leaf has nothing more to place (and no trace is kept on this path).
        for child in children where !kinds[Int(child.index)].isLeaf {
            let childIndex = Int(child.index)
            guard let frame = frames[childIndex], let childProposal = placementProposals[childIndex] else { continue }
            placeNode(child, frame: frame, proposal: childProposal, depth: depth + 1)
        }
    }

    /// `StackDistribution.distribute`'s offers for rigid children, into `rigidOfferList`. Their
    /// minimum and maximum are their length, so every flexibility is 0 and the sort orders by
    /// priority alone (source order within one): with one priority the order is the source order
    /// and no sort is needed. The same operations in the same order, so the same numbers.
    private func rigidOffers(_ children: ArraySlice<LayoutNodeID>, major: CGFloat, totalGap: CGFloat,
                             horizontal: Bool) {
        let count = children.count
        let base = children.startIndex
        func length(_ i: Int) -> CGFloat {
            let size = frames.storedSize(at: Int(children[base + i].index))
            return horizontal ? size.width : size.height
        }
        if rigidOfferList.count < count { rigidOfferList = Array(repeating: 0, count: count) }
        let first = count > 0 ? priority(node: children[base]) : 0
        var onePriority = true
        for child in children where priority(node: child) != first || isSpacer(node: child) {
            onePriority = false; break
        }
        guard onePriority else {
            // Several groups (or spacers): the general distribution, through a cache.
            var cache = StackCache(priorities: children.map { isSpacer(node: $0) ? -.infinity : priority(node: $0) },
                                   gaps: [])
            cache.state.totalGap = totalGap
            let offers = StackDistribution.distribute(count: count, major: major, cache: &cache) { i, _ in length(i) }
            for i in 0..<count { rigidOfferList[i] = offers[i].proposedLength ?? 0 }
            return
        }
        // One group: it gives up nothing to lower ones (`reserve(count)` is 0).
        var available = StackDistribution.subtracting(major - totalGap, 0)
        for i in 0..<count {
            let offer = max(available / CGFloat(count - i), 0)
            rigidOfferList[i] = offer
            available = StackDistribution.subtracting(available, length(i))
        }
    }
}

/// An alignment guide's default value as a fraction of the length across the stack (the
/// built-in guides), or the guide itself for any other.
enum GuideRule {
    case start, middle, end
    case other(any AlignmentID.Type)

    /// The built-in fractions, as a plain value (`NodeParams`).
    enum Fraction: UInt8 {
        case start, middle, end
    }

    init(_ fraction: Fraction) {
        switch fraction {
        case .start: self = .start
        case .middle: self = .middle
        case .end: self = .end
        }
    }

    var fraction: Fraction? {
        switch self {
        case .start: return .start
        case .middle: return .middle
        case .end: return .end
        case .other: return nil
        }
    }

    init(_ id: any AlignmentID.Type) {
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(LeadingGuide.self), ObjectIdentifier(TopGuide.self): self = .start
        case ObjectIdentifier(HorizontalCenterGuide.self), ObjectIdentifier(VerticalCenterGuide.self): self = .middle
        case ObjectIdentifier(TrailingGuide.self), ObjectIdentifier(BottomGuide.self),
             ObjectIdentifier(FirstTextBaselineGuide.self), ObjectIdentifier(LastTextBaselineGuide.self): self = .end
        default: self = .other(id)
        }
    }

    /// The guide in a view of `size` without text, across a stack (`horizontal`: an hstack,
    /// whose guides are vertical): what `ViewDimensions(size)[guide]` answers. The text
    /// baselines are the height only there: a stack aligned on a baseline with text under it
    /// is never rigid (`findRigidSubtrees`).
    @inline(__always)
    func value(in size: CGSize, horizontal: Bool) -> CGFloat {
        let length = horizontal ? size.height : size.width
        switch self {
        case .start: return 0
        case .middle: return length / 2
        case .end: return length
        case let .other(id): return id.defaultValue(in: ViewDimensions(size))
        }
    }
}
