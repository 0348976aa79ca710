import Foundation

/// Floors: for how many heights an answer is the answer.
///
/// Stacks nested in stacks are asked many heights for the same width: each vstack's probes (0
/// and ∞), each of its offers, each hstack's final height when it places its children. Most of
/// those a subtree of text answers alike, and without knowing that, every distinct height is
/// worked out again all the way down, so the answers per node grow with depth
/// (`docs/benchmarks.md`, "Floors"). An answer's **floor** says how far down it holds:
///
/// > The answer to (w, h) with floor F is also the answer to (w, h′) for every finite h′ with
/// > F ≤ h′ ≤ h (every finite h′ ≥ F when h is nil or ∞).
///
/// An answer to nil or ∞ whose floor is finite is also the answer to the other: only the kinds
/// below get floors under +∞ there, and each answers nil and ∞ alike when its children do (a
/// text keeps every line at both; a stack asks its children nil or ∞ in turn, and ∞ only where
/// a vstack hands out ∞, whatever the others take).
///
/// Its **width floor** says the same of its width alone. An hstack's probes (each child at
/// width 0 and ∞) read only the width, and a column of text at width 0 answers every height
/// with another height but always with the same width.
///
/// - A rigid node's floors are −∞: it has one answer.
/// - A text keeps max(1, ⌊h / line height⌋) of its lines (all with no height or an infinite
///   one; both text models, `FontText.lines`, `MonospaceText`), capped by its line limit:
///   - an answer of one line holds at every height from 0 (one line is kept there too, cut
///     alike), except at width 0 and height 0, where a text is 0×0;
///   - an answer s tall that fits its proposal holds from s (as many lines fit, and the text
///     kept no more than fit);
///   - one that does not fit holds at its own height only;
///   - at width 0 its width is 0 at every height.
/// - An hstack asks its children every question with the height it was asked, so its answer is
///   the same wherever all of theirs are: its floor is the highest of their floors, its probes'
///   width floors included (they decide the order its widths are handed out in). Its width
///   floor is the highest of their width floors.
/// - A vstack hands its height out greedily: child k, in its order by flexibility, is offered
///   what is left over the children still to serve. Child k's answer is the same as long as its
///   offer stays at or above its floor, and every offer grows with the height, so the vstack's
///   floor is the least height at which every offer is at least its child's floor: worked out,
///   then checked by running the distribution again over the sizes the children answered
///   (`vstackFloor`), since rounding may put an offer an ulp under a floor it would reach exactly. One priority only;
///   with several the reservations take their share first, and the floor is the proposal's own.
///   A nil height asks no order: the vstack's floor then needs its probes, asked at once only
///   under an hstack (which places it at a height, so they come anyway) and not while facts are
///   recorded (a probe asked early may clamp where the layout asks nothing).
///   Its width is its children's widest: proposed no height (or ∞), each child was asked none,
///   so when no child's width floor is above 0 every offer (never below 0) keeps every width,
///   and the width floor is the highest of theirs; otherwise it is the floor.
/// - Every other node's answer holds for its own proposal only (a finite height is its own
///   floor; nil and ∞ get +∞, which no finite height reaches), which is safe for any kind.
///
/// The memo answers a stack or a text asked a finite height from a remembered answer at the
/// same width whose floor (width floor, for a probe) and proposal bracket it (`answerAbove`).
/// Only an untraced pass uses floors (`explain` shows every question), and only a tree with text
/// in stacks keeps them for its stacks; every output is the same with and without them
/// (`FloorTests`, `Benchmarks/outputs.py`).
struct AnswerFloors {
    var full: CGFloat
    var width: CGFloat

    /// Holds for every height.
    static let always = AnswerFloors(full: -.infinity, width: -.infinity)
    /// Holds for no finite height.
    static let never = AnswerFloors(full: .infinity, width: .infinity)

    /// Holds for its own proposal only.
    @inline(__always)
    static func exact(_ proposal: ProposedViewSize) -> AnswerFloors {
        if let height = proposal.height, height.isFinite { return AnswerFloors(full: height, width: height) }
        return .never
    }

    /// Holds where both hold.
    @inline(__always)
    func joined(_ other: AnswerFloors) -> AnswerFloors {
        AnswerFloors(full: max(full, other.full), width: max(width, other.width))
    }

    /// No higher than a proposal's own height (an answer always holds there).
    @inline(__always)
    func capped(_ proposal: ProposedViewSize) -> AnswerFloors {
        guard let height = proposal.height, height.isFinite else { return self }
        return AnswerFloors(full: min(full, height), width: min(width, height))
    }
}

/// What a text's line height depends on besides its model, and that height.
struct TextStyleKey {
    var size: CGFloat
    var given: CGFloat?
    var weight: Int
    var scaling: TextScaling
    var lineHeight: CGFloat
}

extension LayoutPass {
    /// The proposal a memo entry was asked.
    @inline(__always)
    static func proposal(of entry: MemoEntry) -> ProposedViewSize {
        func length(_ key: UInt64) -> CGFloat? { key == ProposalKey.absent ? nil : CGFloat(Double(bitPattern: key)) }
        return ProposedViewSize(width: length(entry.width), height: length(entry.height))
    }

    /// The height of one of text `index`'s lines, found once per pass (and once for a run of
    /// texts in one style: the model's own lookup costs as much as answering a short text).
    @inline(__always)
    private func lineHeight(ofText index: Int) -> CGFloat {
        let slot = Int(payloadSlot[index])
        if textLineHeights[slot].isNaN { textLineHeights[slot] = findLineHeight(slot) }
        return textLineHeights[slot]
    }

    private func findLineHeight(_ slot: Int) -> CGFloat {
        let size = textSpecs[slot].size, given = textSpecs[slot].lineHeight, weight = textSpecs[slot].weight
        if let last = lastTextStyle, last.size == size, last.given == given, last.weight == weight,
           last.scaling == textSpecs[slot].scaling {
            return last.lineHeight
        }
        let height = textModel.lineHeight(textSpecs[slot])
        lastTextStyle = TextStyleKey(size: size, given: given, weight: weight, scaling: textSpecs[slot].scaling,
                                     lineHeight: height)
        return height
    }

    /// The floors of text `index`'s answer `size` to `proposal`.
    @inline(__always)
    func textFloors(_ index: Int, _ size: CGSize, _ proposal: ProposedViewSize) -> AnswerFloors {
        let atZeroWidth = proposal.width == 0
        let full: CGFloat
        if size.height <= lineHeight(ofText: index) {
            full = atZeroWidth ? .leastNonzeroMagnitude : 0
        } else if let height = proposal.height, height.isFinite {
            full = size.height <= height ? size.height : height
        } else {
            full = size.height
        }
        return AnswerFloors(full: full, width: atZeroWidth ? -.infinity : full)
    }

    /// The floors of node `index`'s remembered answer in memo slot `slot`.
    @inline(never)
    func rememberedFloors(_ index: Int, _ slot: Int) -> AnswerFloors {
        if slot < stackEntryCount { return stackEntryFloors[slot] }
        let proposal = Self.proposal(of: memo[slot])
        if kinds[index] == .text { return textFloors(index, memo[slot].size, proposal) }
        return .exact(proposal)
    }

    /// The floors of the answer node `index` just computed (before any clamp).
    @inline(never)
    func computedFloors(_ index: Int, _ proposal: ProposedViewSize, _ size: CGSize) -> AnswerFloors {
        switch kinds[index] {
        case .hstack, .vstack: return stackFloors
        case .text: return textFloors(index, size, proposal)
        default: return .exact(proposal)
        }
    }

    /// The memo slot of node `index` (its first slot `base`, `used` in use) whose answer is its
    /// answer to width key `width` at height `height`: proposed at that width, with a floor (a
    /// width floor, when only the width is read) at or under a finite `height` and a proposal
    /// height at or over it; for nil or ∞, an answer to either with a finite floor. Only stacks
    /// and texts have floors under their own proposal.
    @inline(never)
    func answerAbove(_ index: Int, _ base: Int, _ used: Int, width: UInt64, height: CGFloat?, widthOnly: Bool) -> Int? {
        guard base < stackEntryCount || kinds[index] == .text else { return nil }
        let bounded = height.flatMap { $0.isFinite ? $0 : nil }
        for way in 0..<used where memo[base + way].width == width {
            let answered = memo[base + way].height
            let unbounded = answered == ProposalKey.absent || answered == Self.infiniteKey
            let floors = rememberedFloors(index, base + way)
            let floor = widthOnly ? floors.width : floors.full
            if let bounded {
                if (unbounded || bounded <= CGFloat(Double(bitPattern: answered))) && floor <= bounded { return base + way }
            } else if unbounded && floor < .infinity {
                // Nil or ∞ from the other: an answer to either with a finite floor is a text's,
                // a rigid node's or a stack's of them, all of which answer both alike.
                return base + way
            }
        }
        return nil
    }

    /// The key of an infinite proposed length.
    static let infiniteKey = ProposalKey.of(.infinity)

    /// The floors of a stack's answer to `proposal`, from the run that just answered it:
    /// `children` with each child's size, `floors` with its floors, `way` the order it used (−1:
    /// none, for a nil major proposal).
    func floorsOfStack(_ index: Int, _ core: StackLayoutCore, _ proposal: ProposedViewSize, way: Int,
                       subviews: LayoutSubviews, children: UnsafeMutableBufferPointer<StackChild>,
                       floors: UnsafeBufferPointer<AnswerFloors>,
                       state: UnsafeMutablePointer<StackState>, lists: inout PassStackLists) -> AnswerFloors {
        let count = children.count
        if core.axis == .horizontal {
            let probes = way >= 0 ? probeFloors[lists.slot * StackState.ways + way] : -CGFloat.infinity
            var stack = AnswerFloors(full: probes, width: probes)
            for i in 0..<count { stack = stack.joined(floors[i]) }
            return stack.capped(proposal)
        }
        let full = vstackFloor(index, core, proposal, way: way, subviews: subviews, children: children,
                               floors: floors, state: state, lists: &lists)
        // With no height (or an infinite one) each child was asked with none, and its width
        // floor holds for every offer above it; a finite height bounds each child's by its offer,
        // which a lower height may raise (a child before it taking less).
        guard proposal.height.map({ !$0.isFinite }) ?? true else { return AnswerFloors(full: full, width: full) }
        var widest = -CGFloat.infinity
        for i in 0..<count { widest = max(widest, floors[i].width) }
        return AnswerFloors(full: full, width: widest <= 0 ? widest : full)
    }

    /// A vstack's floor (`floorsOfStack`): the least height in exact arithmetic, from the order it
    /// serves its children in, then checked by running its distribution again at that height
    /// over the sizes they answered (asking none of them), so that what decides is the
    /// distribution's own arithmetic: rounding may leave an offer an ulp under its floor.
    private func vstackFloor(_ index: Int, _ core: StackLayoutCore, _ proposal: ProposedViewSize, way: Int,
                             subviews: LayoutSubviews, children: UnsafeMutableBufferPointer<StackChild>,
                             floors: UnsafeBufferPointer<AnswerFloors>,
                             state: UnsafeMutablePointer<StackState>, lists: inout PassStackLists) -> CGFloat {
        let exact = AnswerFloors.exact(proposal).full
        let count = children.count
        // With several priorities the reservations take their share first: the least height
        // below is not the one they need.
        guard !state.pointee.has(StackState.hasPriorities) else { return exact }
        var way = way
        if way < 0 {
            // A nil height asked no order. One an hstack above will ask for anyway (it places
            // this stack at its own height) is found now; one under a vstack or at the root
            // may never be needed, and its probes would be questions asked for nothing. Not
            // while facts are recorded: a probe asked early may clamp where no question of
            // the layout would (lint reports each clamp).
            guard facts == nil, let parent = parents[index], kinds[Int(parent.index)] == .hstack else { return exact }
            let width = proposal.width
            let base = subviews.startIndex
            way = StackDistribution.flexibility(count: count, minor: width, axis: core.axis, state: state,
                                                lists: &lists) { i, length in
                subviews[base + i].sizeThatFits(core.proposal(major: length, minor: width)).height
            }
        }
        // Child k is offered what is left over the count − k still to serve: the gaps and what the
        // children before it take, then its floor for each of them. (The order as `distribute`
        // reads it; were they ever to differ, the check below would refuse the height.)
        let kept = state.pointee.keptOrders & (1 << way) != 0
        let orderStart = kept ? Int(state.pointee.orderStart) + way * count : 0
        var least = -CGFloat.infinity, taken = state.pointee.totalGap
        for k in 0..<count {
            let i = kept ? Int(lists.order(orderStart + k)) : k
            let floor = floors[i].full
            if floor == .infinity { return exact }
            if floor > -.infinity { least = max(least, taken + CGFloat(count - k) * floor) }
            taken += children[i].size.height
        }
        if least == -.infinity { return least }
        return withStackScratch(of: StackChild.self, count: count) { replay in
            // An ulp or a few up when rounding says no.
            var candidate = least
            for attempt in 0..<4 {
                if candidate > exact { return exact }
                var holds = true
                // The order is the stack's way for this width, there already: no child is asked.
                StackDistribution.distribute(count: count, major: candidate, minor: proposal.width, axis: .vertical,
                                             state: state, lists: &lists, children: replay) { i, offer in
                    holds = holds && (offer ?? .infinity) >= floors[i].full
                    return children[i].size
                }
                if holds { return candidate }
                candidate = attempt < 2 ? candidate.nextUp : candidate + max(abs(candidate), 1) * 1e-9
            }
            return exact
        }
    }
}
