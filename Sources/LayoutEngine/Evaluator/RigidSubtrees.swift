import Foundation

/// Subtrees whose answer does not depend on the proposal (`rigid`): fixed-size leaves, frames
/// with both lengths, modifiers and stacks of such subtrees. Found once per pass, bottom-up, and
/// then answered in O(1) (`LayoutPass.rigidSizes`); a stack of rigid children is also placed
/// without asking its children anything (`placeRigidStack`).
///
/// Every number is computed with the same operations, in the same order, as the generic path
/// (`computeSize`, `StackLayoutCore.run` and `.place`), so frames are identical to the bit. The
/// pass skips all of this while tracing, so `layoutc explain` still shows every question.
extension LayoutPass {
    /// Not rigid (a real size is never negative).
    static let notRigid = CGSize(width: -1, height: -1)

    /// Each node's answer if it is rigid, else `notRigid`; children come before their parents.
    func findRigidSubtrees() -> [CGSize] {
        var sizes = [CGSize](repeating: Self.notRigid, count: kinds.count)
        func rigid(_ child: LayoutNodeID?) -> CGSize? {
            guard let child else { return .zero }  // a modifier without content answers zero
            let size = sizes[Int(child.index)]
            return size.width >= 0 ? size : nil
        }
        for index in 0..<kinds.count {
            let node = LayoutNodeID(index)
            var answer: CGSize?
            switch kinds[index] {
            case .box:
                if case let .box(width, height) = elements[index] { answer = CGSize(width: width, height: height) }
            case .image:
                if case let .image(width, height, false) = elements[index] { answer = CGSize(width: width, height: height) }
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
            case .hstack:
                guard case let .hstack(alignment, spacing) = elements[index] else { break }
                answer = rigidStackSize(node, axis: .horizontal, spacing: spacing, sizes: sizes) { ViewDimensions($0)[alignment] }
            case .vstack:
                guard case let .vstack(alignment, spacing) = elements[index] else { break }
                answer = rigidStackSize(node, axis: .vertical, spacing: spacing, sizes: sizes) { ViewDimensions($0)[alignment] }
            default:
                break
            }
            // What `sizeThatFits` does to every computed answer; an infinite one is not rigid.
            if let answer {
                let size = Self.sanitize(answer)
                if size.width.isFinite && size.height.isFinite { sizes[index] = size }
            }
        }
        return sizes
    }

    /// `StackLayoutCore.run` for children that are all rigid: Σ gaps + Σ lengths along the axis,
    /// the extents above and below the guide across it. Nil if a child is not rigid.
    private func rigidStackSize(
        _ node: LayoutNodeID, axis: Axis, spacing: CGFloat?, sizes: [CGSize], guide: (CGSize) -> CGFloat
    ) -> CGSize? {
        let children = children(of: node)
        for child in children where sizes[Int(child.index)].width < 0 { return nil }
        var majorLength = stackGaps(children, axis: axis, spacing: spacing) { _ in }
        var above: CGFloat = 0
        var below: CGFloat = 0
        for child in children {
            let size = sizes[Int(child.index)]
            let value = guide(size)
            above = max(above, value)
            below = max(below, (axis == .horizontal ? size.height : size.width) - value)
            majorLength += axis == .horizontal ? size.width : size.height
        }
        let minorLength = children.isEmpty ? 0 : above + below
        return axis == .horizontal ? CGSize(width: majorLength, height: minorLength) : CGSize(width: minorLength, height: majorLength)
    }

    /// `StackLayoutCore.makeCache`'s gaps, each passed to `gap` in order; returns their sum.
    @inline(__always)
    func stackGaps(_ children: ArraySlice<LayoutNodeID>, axis: Axis, spacing: CGFloat?, _ gap: (CGFloat) -> Void) -> CGFloat {
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
        let axis: Axis
        let spacing: CGFloat?
        let guide: (CGSize) -> CGFloat
        switch elements[index] {
        case let .hstack(alignment, stackSpacing):
            (axis, spacing, guide) = (.horizontal, stackSpacing, { ViewDimensions($0)[alignment] })
        case let .vstack(alignment, stackSpacing):
            (axis, spacing, guide) = (.vertical, stackSpacing, { ViewDimensions($0)[alignment] })
        default:
            return
        }
        let children = children(of: node)
        let horizontal = axis == .horizontal
        let majorProposal = horizontal ? proposal.width : proposal.height
        let minorProposal = (horizontal ? proposal.height : proposal.width) ?? (horizontal ? bounds.height : bounds.width)
        // Step 1 and 3 of the distribution: a nil major proposal offers nil; otherwise the
        // offers follow priority and (zero) flexibility, exactly as `StackDistribution` does.
        var scratch = rigidScratch
        rigidScratch = StackCache()
        var gaps = scratch.gaps
        gaps.removeAll(keepingCapacity: true)
        scratch.totalGap = stackGaps(children, axis: axis, spacing: spacing) { gaps.append($0) }
        scratch.gaps = gaps
        if let majorProposal {
            scratch.priorities.removeAll(keepingCapacity: true)
            for child in children { scratch.priorities.append(isSpacer(node: child) ? -.infinity : priority(node: child)) }
            let base = children.startIndex
            StackDistribution.distribute(count: children.count, major: majorProposal, cache: &scratch) { i, _ in
                let size = rigidSizes[Int(children[base + i].index)]
                return horizontal ? size.width : size.height
            }
        }
        var above: CGFloat = 0
        for child in children { above = max(above, guide(rigidSizes[Int(child.index)])) }
        var cursor = horizontal ? bounds.minX : bounds.minY
        let line = (horizontal ? bounds.minY : bounds.minX) + above
        for (i, child) in children.enumerated() {
            let size = rigidSizes[Int(child.index)]
            let across = line - guide(size)
            let offer = majorProposal == nil ? nil : scratch.offers[i]
            let childProposal = Self.sanitize(horizontal
                ? ProposedViewSize(width: offer, height: minorProposal) : ProposedViewSize(width: minorProposal, height: offer))
            let origin = horizontal ? CGPoint(x: cursor, y: across) : CGPoint(x: across, y: cursor)
            frames[Int(child.index)] = CGRect(origin: Self.finite(origin), size: size)
            placementProposals[Int(child.index)] = childProposal
            cursor += (horizontal ? size.width : size.height) + (i < scratch.gaps.count ? scratch.gaps[i] : 0)
        }
        rigidScratch = scratch
        // Then each child places its own content (its frame and proposal are the ones just
        // written; `placeNode` writes them again, with an offset applied if it has one).
        for child in children {
            let childIndex = Int(child.index)
            guard let frame = frames[childIndex], let childProposal = placementProposals[childIndex] else { continue }
            placeNode(child, frame: frame, proposal: childProposal, depth: depth + 1)
        }
    }
}
