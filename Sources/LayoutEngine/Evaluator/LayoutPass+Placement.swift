import Foundation

/// Placement: top-down, after the root answered (`docs/semantics-core.md §0`).
extension LayoutPass {
    /// Records `node`'s frame, then places its children inside it.
    func placeNode(_ node: LayoutNodeID, frame: CGRect, proposal: ProposedViewSize, depth: Int) {
        let index = Int(node.index)
        let kind = kinds[index]
        var frame = frame
        if kind == .offset, case let .offset(x, y) = elements[index] { frame = frame.offsetBy(dx: x, dy: y) }
        if !reusedSlot.isEmpty, reusedSlot[index] >= 0, placeReused(index, frame: frame, proposal: proposal) { return }
        frames[index] = frame
        placementProposals[index] = proposal
        if options.trace { trace.append(.placed(node: node, frame: frame, proposal: proposal, depth: depth)) }
        if kind.isLeaf { return }
        if kind.isStack, index < rigid.count, rigid[index] {
            return placeRigidStack(node, in: frame, proposal: proposal, depth: depth)
        }
        if kind.rawValue >= NodeKind.hstack.rawValue, kind != .fits {
            placeContainerChildren(node, in: frame, proposal: proposal, depth: depth)
        } else if let placement = singleChildPlacement(node, in: frame, proposal: proposal) {
            placeNode(placement.node, frame: placement.frame, proposal: placement.proposal, depth: depth + 1)
        } else {
            for placement in childPlacements(node, in: frame, proposal: proposal) {
                placeNode(placement.node, frame: placement.frame, proposal: placement.proposal, depth: depth + 1)
            }
        }
        if kind == .grid { placeGridRows(of: node, in: frame, proposal: proposal, depth: depth + 1) }
    }

    /// A container's `placeSubviews`, its `place` calls written straight into `frames` (no log:
    /// the last call wins); a subview it never placed is centred with the container's proposal
    /// (Apple's documented behaviour). Then each subview places its own content, in subview order.
    private func placeContainerChildren(_ node: LayoutNodeID, in bounds: CGRect, proposal: ProposedViewSize,
                                        depth: Int) {
        let subviews = subviews(of: node)
        // Only `placeSubviews` places: a `place` call a layout written outside the engine
        // (`.layout`) made while answering a size left a frame that must not count as a
        // placement. The built-in layouts place only in `placeSubviews`, and nothing places a
        // subview before its container does: for them there is nothing to clear (one write per
        // subview on the engine's hottest path cost the 10k wrap case 8% of its instructions).
        if kinds[Int(node.index)] == .layout {
            for child in subviews.nodes {
                frames[Int(child.index)] = nil
                placementProposals[Int(child.index)] = nil
            }
        }
        let outer = placementLog
        placementLog = nil
        let placed = placeSubviews(of: node, in: bounds, proposal, subviews)
        placementLog = outer
        guard placed else { return }
        let tracing = options.trace
        for child in subviews.nodes {
            let childIndex = Int(child.index)
            if let frame = frames[childIndex], let childProposal = placementProposals[childIndex] {
                // A leaf has nothing more to place: unless it is traced, its frame is all it needs.
                if !tracing && kinds[childIndex].isLeaf { continue }
                placeNode(child, frame: frame, proposal: childProposal, depth: depth + 1)
            } else {
                facts?.unplaced(child, in: node)
                let placement = aligned(child, in: bounds, proposal: proposal, .center)
                placeNode(child, frame: placement.frame, proposal: placement.proposal, depth: depth + 1)
            }
        }
    }

    /// A grid's subviews are its cells, so its `row` nodes are never placed by the layout: a
    /// row's frame is the union of its cells' frames (an empty row: zero-sized at the grid's origin).
    private func placeGridRows(of grid: LayoutNodeID, in bounds: CGRect, proposal: ProposedViewSize, depth: Int) {
        for row in children(of: grid) {
            guard case .gridRow = elements[Int(row.index)] else { continue }
            let cellFrames = children(of: row).compactMap { frames[Int($0.index)] }
            let frame = cellFrames.dropFirst().reduce(cellFrames.first ?? CGRect(origin: bounds.origin, size: .zero)) {
                $0.union($1)
            }
            frames[Int(row.index)] = frame
            placementProposals[Int(row.index)] = ProposedViewSize(frame.size)
            if options.trace {
                trace.append(.placed(node: row, frame: frame, proposal: ProposedViewSize(frame.size), depth: depth))
            }
        }
    }

    /// Where `node` puts each of its children when it occupies `bounds` after `proposal`.
    /// For containers this runs the layout's `placeSubviews`; a child it never places is centred
    /// with the container's proposal (Apple's documented behaviour).
    func childPlacements(_ node: LayoutNodeID, in bounds: CGRect, proposal p: ProposedViewSize)
        -> [(node: LayoutNodeID, frame: CGRect, proposal: ProposedViewSize)]
    {
        let index = Int(node.index)
        switch kinds[index] {
        case .frame, .flexibleFrame, .padding, .fixedSize, .layoutPriority, .offset, .gridCellColumns:
            return singleChildPlacement(node, in: bounds, proposal: p).map { [$0] } ?? []
        default: break
        }
        switch elements[index] {
        case .box, .shape, .circle, .image, .text, .spacer, .divider,
             .frame, .flexibleFrame, .padding, .fixedSize, .layoutPriority, .offset, .gridCellColumns:
            return []
        case let .aspectRatio(ratio, contentMode):
            guard let child = child(node) else { return [] }
            return [aligned(child, in: bounds,
                            proposal: aspectRatioProposal(node, p, ratio: ratio, contentMode: contentMode), .center)]
        case let .overlay(alignment), let .background(alignment):
            // The primary keeps the proposal; the secondary content is proposed its size.
            let children = children(of: node)
            guard let primary = children.first else { return [] }
            var result = [at(primary, bounds.origin, proposal: p)]
            for secondary in children.dropFirst() {
                result.append(aligned(secondary, in: bounds, proposal: ProposedViewSize(bounds.size), alignment))
            }
            return result
        case let .fits(axes):
            guard let chosen = chosenChild(node, p, axes: axes) else { return [] }
            return [aligned(chosen, in: bounds, proposal: p, .center)]
        case .hstack, .vstack, .zstack, .grid, .gridRow, .lazyGrid, .scroll, .layout:
            let outer = placementLog
            placementLog = []
            placementLog?.reserveCapacity(Int(childCount[index]))
            let subviews = subviews(of: node)
            let placed = placeSubviews(of: node, in: bounds, p, subviews)
            let log = placementLog ?? []
            placementLog = outer
            guard placed else { return [] }
            return lastPlacements(log, of: node, subviews: subviews, bounds: bounds, proposal: p)
        }
    }

    /// Runs container `node`'s `placeSubviews` (a stack's from the pass's tables); false for a
    /// node without a layout.
    @inline(__always)
    private func placeSubviews(of node: LayoutNodeID, in bounds: CGRect, _ proposal: ProposedViewSize,
                               _ subviews: LayoutSubviews) -> Bool {
        let index = Int(node.index)
        if kinds[index].isStack {
            placeStack(index, in: bounds, proposal)
            return true
        }
        guard let layout = layout(at: index) else { return false }
        layout.placeSubviews(in: bounds, proposal, subviews)
        return true
    }

    /// Where a modifier with one child puts it (a frame, a padding, `fixedSize`, a priority, an
    /// offset, a column span), read from the pass's tables; nil for every other kind and for a
    /// modifier without its child. No array: the hot path places one child per modifier.
    func singleChildPlacement(_ node: LayoutNodeID, in bounds: CGRect, proposal p: ProposedViewSize)
        -> (node: LayoutNodeID, frame: CGRect, proposal: ProposedViewSize)?
    {
        let index = Int(node.index)
        switch kinds[index] {
        case .frame:
            guard let child = child(node) else { return nil }
            guard case let .frame(width, height, alignment) = elements[index] else { return nil }
            return aligned(child, in: bounds,
                           proposal: ProposedViewSize(width: width ?? p.width, height: height ?? p.height), alignment)
        case .flexibleFrame:
            guard let child = child(node) else { return nil }
            let rule = frameRules[Int(payloadSlot[index])]
            return aligned(child, in: bounds, proposal: rule.placementProposal(p, size: bounds.size), rule.alignment)
        case .padding:
            guard let child = child(node) else { return nil }
            let insets = paddings[Int(payloadSlot[index])]
            let origin = CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
            return at(child, origin, proposal: Self.inset(p, by: insets))
        case .fixedSize:
            guard let child = child(node) else { return nil }
            let axes = Axis.Set(rawValue: Int8(bitPattern: params[index].code))
            return aligned(child, in: bounds, proposal: Self.fixing(p, axes), .center)
        case .layoutPriority, .offset, .gridCellColumns:
            guard let child = child(node) else { return nil }
            return at(child, bounds.origin, proposal: p)
        default:
            return nil
        }
    }

    /// One placement per subview, in subview order: the last `place` wins; unplaced → centred.
    private func lastPlacements(
        _ log: [(node: LayoutNodeID, frame: CGRect, proposal: ProposedViewSize)], of container: LayoutNodeID,
        subviews: LayoutSubviews, bounds: CGRect, proposal: ProposedViewSize
    ) -> [(node: LayoutNodeID, frame: CGRect, proposal: ProposedViewSize)] {
        // Layouts place each subview once, in order, almost always: check that cheaply first.
        if log.count == subviews.count, zip(log, subviews).allSatisfy({ $0.node == $1.node }) { return log }
        var latest: [LayoutNodeID: Int] = [:]
        for (position, entry) in log.enumerated() { latest[entry.node] = position }
        return subviews.map { subview in
            if let position = latest[subview.node] { return log[position] }
            facts?.unplaced(subview.node, in: container)
            return aligned(subview.node, in: bounds, proposal: proposal, .center)
        }
    }

    private func at(_ child: LayoutNodeID, _ origin: CGPoint, proposal: ProposedViewSize)
        -> (node: LayoutNodeID, frame: CGRect, proposal: ProposedViewSize)
    {
        let settled = settle(child, proposal)
        return (child, CGRect(origin: origin, size: settled.size), settled.proposal)
    }

    /// `child` answering `proposal`, aligned in `bounds` (baselines count as top here).
    private func aligned(_ child: LayoutNodeID, in bounds: CGRect, proposal: ProposedViewSize, _ alignment: Alignment)
        -> (node: LayoutNodeID, frame: CGRect, proposal: ProposedViewSize)
    {
        let settled = settle(child, proposal)
        let size = settled.size
        let unit = alignment.unitPoint
        let origin = CGPoint(
            x: bounds.minX + (bounds.width - size.width) * unit.x,
            y: bounds.minY + (bounds.height - size.height) * unit.y
        )
        return (child, CGRect(origin: origin, size: size), settled.proposal)
    }

    // MARK: - Baselines (§2)

    /// The first and last text baselines of `node` (distances from its top), merged from its
    /// children as placed in its bounds: first = min, last = max; views without text count
    /// with their height.
    func baselines(_ node: LayoutNodeID, proposal: ProposedViewSize, size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        let kind = kinds[Int(node.index)]
        if kind == .text {
            let spec = textSpecs[Int(payloadSlot[Int(node.index)])]
            let measurement = textModel.measure(spec, proposal: proposal, summary: textSummaries[Int(node.index)])
            return (measurement.firstBaseline, measurement.lastBaseline)
        }
        let bounds = CGRect(origin: .zero, size: size)
        // A layout may state its own baselines (`explicitAlignment`); the merge fills in the rest.
        var stated: (first: CGFloat?, last: CGFloat?) = (nil, nil)
        if let layout = layout(at: Int(node.index)) {
            let subviews = subviews(of: node)
            stated = (layout.explicitAlignment(of: .firstTextBaseline, in: bounds, proposal, subviews),
                      layout.explicitAlignment(of: .lastTextBaseline, in: bounds, proposal, subviews))
            if let first = stated.first, let last = stated.last { return (first, last) }
        }
        var placements = childPlacements(node, in: bounds, proposal: proposal)
        if kind == .overlay || kind == .background {
            placements = Array(placements.prefix(1))  // never the secondary's guides
        }
        var first = CGFloat.infinity
        var last = -CGFloat.infinity
        for placement in placements {
            let dimensions = dimensions(node: placement.node, proposal: placement.proposal)
            first = min(first, placement.frame.minY + dimensions[.firstTextBaseline])
            last = max(last, placement.frame.minY + dimensions[.lastTextBaseline])
        }
        if let value = stated.first { first = value }
        if let value = stated.last { last = value }
        guard first.isFinite, last.isFinite else { return nil }
        return (first, last)
    }
}
