import Foundation

/// The hstacks and vstacks of a tree, the containers of nearly every node of a real screen:
/// their state lives in the pass's tables, not in an object per stack. Each stack that is not
/// rigid has a `StackState` (64 bytes) in `stackStates`; the orders that are not the source
/// order, the gaps that differ and the reservations of children whose priorities differ are in
/// lists every stack shares (`stackOrders` or `wideStackOrders`, `stackLengths`), taken only by
/// the stacks that need them. What a stack works out per child in an answer is scratch memory
/// of that answer.
extension LayoutPass {
    /// Stack `index`'s answer to `proposal`.
    func stackSize(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        let subviews = subviews(of: LayoutNodeID(index))
        let rules = stackRules(index)
        let slot = stackSlot(index)
        // Only a rigid stack has no state, and its one answer is kept in `frames` from the start
        // (`sizeThatFits(node:proposal:)` reads it there before it gets here).
        guard slot >= 0 else { return frames.storedSize(at: index) }
        var lists = PassStackLists(pass: self, subviews: subviews.nodes, slot: slot)
        let state = preparedState(slot, rules.core, subviews, &lists)
        if keepsFloors { return stackSizeKeepingFloors(index, proposal, subviews, rules, state, &lists) }
        return rules.core.sizeThatFits(proposal, subviews: subviews, state: state, lists: &lists,
                                       usesBaselines: rules.usesBaselines, guideRule: rules.guideRule) { rules.guide($0) }
    }

    /// The same run, its children kept for the answer's floors (`LayoutPass+Floors.swift`),
    /// left in `stackFloors`.
    @inline(never)
    private func stackSizeKeepingFloors(_ index: Int, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                                        _ rules: StackRules, _ state: UnsafeMutablePointer<StackState>,
                                        _ lists: inout PassStackLists) -> CGSize {
        withStackScratch(of: StackChild.self, count: subviews.count) { children in
            // Not initialised either: the distribution keeps every child's floors as it asks it.
            withStackScratch(of: AnswerFloors.self, count: subviews.count) { floors in
                lists.childFloors = floors.baseAddress
                let run = rules.core.run(proposal, subviews: subviews, state: state, lists: &lists, children: children,
                                         usesBaselines: rules.usesBaselines, guideRule: rules.guideRule) { rules.guide($0) }
                lists.childFloors = nil
                // Baselines come from the children's lines as placed, which the floors do not follow.
                stackFloors = rules.usesBaselines ? .exact(proposal)
                    : floorsOfStack(index, rules.core, proposal, way: run.way, subviews: subviews, children: children,
                                    floors: UnsafeBufferPointer(floors), state: state, lists: &lists)
                return run.size
            }
        }
    }

    /// Places stack `index`'s children in `bounds` (their `place` calls reach `place(node:…)`).
    func placeStack(_ index: Int, in bounds: CGRect, _ proposal: ProposedViewSize) {
        let subviews = subviews(of: LayoutNodeID(index))
        let rules = stackRules(index)
        let slot = stackSlot(index)
        guard slot >= 0 else {
            // A rigid stack has no state of its own (it is laid out here only to read its text
            // baselines): it gets a cache of its own for the call.
            var cache = rules.core.makeCache(subviews)
            return rules.core.with(&cache, subviews) { state, lists in
                rules.core.place(in: bounds, proposal: proposal, subviews: subviews, state: state, lists: &lists,
                                 usesBaselines: rules.usesBaselines, guideRule: rules.guideRule) { rules.guide($0) }
            }
        }
        var lists = PassStackLists(pass: self, subviews: subviews.nodes, slot: slot)
        let state = preparedState(slot, rules.core, subviews, &lists)
        rules.core.place(in: bounds, proposal: proposal, subviews: subviews, state: state, lists: &lists,
                         usesBaselines: rules.usesBaselines, guideRule: rules.guideRule) { rules.guide($0) }
    }

    /// A stack's spacing preferences (they need no state).
    func stackSpacing(_ index: Int) -> ViewSpacing {
        stackRules(index).core.spacing(subviews(of: LayoutNodeID(index)))
    }

    /// The state in `slot`, prepared on first use (it asks the children's spacing).
    @inline(__always)
    private func preparedState(_ slot: Int, _ core: StackLayoutCore, _ subviews: LayoutSubviews,
                               _ lists: inout PassStackLists) -> UnsafeMutablePointer<StackState> {
        let state = stackStates.baseAddress! + slot
        if !state.pointee.has(StackState.isPrepared) { core.prepare(subviews, state: &state.pointee, lists: &lists) }
        return state
    }

    /// Stack `index`'s layout rules: from the node's plain numbers when its guide is built in
    /// (no element is rebuilt per answer); from the element for a guide of the app's own, over
    /// text (which may be aligned on its baselines) and while tracing.
    @inline(__always)
    private func stackRules(_ index: Int) -> StackRules {
        let horizontal = kinds[index] == .hstack
        let numbers = params[index]
        // A text baseline is kept as the bottom (its value in a view without text): only where
        // no text is under the stack is that what the stack aligns on.
        if !options.trace, let fraction = numbers.guide, containsText.isEmpty || !containsText[index] {
            return StackRules(core: StackLayoutCore(axis: horizontal ? .horizontal : .vertical, spacing: numbers.spacing),
                              guideRule: GuideRule(fraction))
        }
        switch elements[index] {
        case let .hstack(alignment, spacing):
            return StackRules(core: StackLayoutCore(axis: .horizontal, spacing: spacing), guideRule: GuideRule(alignment.id),
                              usesBaselines: alignment.isTextBaseline, alignment: .vertical(alignment))
        case let .vstack(alignment, spacing):
            return StackRules(core: StackLayoutCore(axis: .vertical, spacing: spacing), guideRule: GuideRule(alignment.id),
                              alignment: .horizontal(alignment))
        default:
            // Only stacks are asked for their rules.
            return StackRules(core: StackLayoutCore(axis: horizontal ? .horizontal : .vertical, spacing: nil),
                              guideRule: .middle)
        }
    }

    /// `count` new entries at the end of the stacks' order list (`wide`: the one for stacks of
    /// more than 65,536 children); where they start. Each list was allocated for every way of
    /// every stack with a state that uses it (`makeStackLists`; each takes its entries once),
    /// so it never moves: only the entries taken are ever touched, and only their pages are
    /// memory the process holds.
    func addStackOrders(_ count: Int, wide: Bool) -> Int32 {
        let start = wide ? wideStackOrderCount : stackOrderCount
        precondition(start + count <= (wide ? wideStackOrders.count : stackOrders.count),
                     "a stack took more orders than it has ways")
        if wide {
            (wideStackOrders.baseAddress! + start).initialize(repeating: 0, count: count)
            wideStackOrderCount = start + count
        } else {
            (stackOrders.baseAddress! + start).initialize(repeating: 0, count: count)
            stackOrderCount = start + count
        }
        return Int32(truncatingIfNeeded: start)  // memory runs out long before 2³¹ entries
    }

    /// `count` new entries at the end of the stacks' length list; where they start.
    func addStackLengths(_ count: Int) -> Int32 {
        let start = stackLengthCount
        precondition(start + count <= stackLengths.count, "a stack took more lengths than it has children and ways")
        (stackLengths.baseAddress! + start).initialize(repeating: 0, count: count)
        stackLengthCount = start + count
        return Int32(truncatingIfNeeded: start)
    }

    /// The lists for stacks with `children` children in all, `wideChildren` of them in stacks
    /// of more than 65,536: each stack takes at most one order per way per child, and one gap
    /// and one reservation per way per child.
    func makeStackLists(children: Int, wideChildren: Int) {
        guard children > 0 else { return }
        if children > wideChildren { stackOrders = .allocate(capacity: StackState.ways * (children - wideChildren)) }
        if wideChildren > 0 { wideStackOrders = .allocate(capacity: StackState.ways * wideChildren) }
        stackLengths = .allocate(capacity: (1 + StackState.ways) * children)
    }

    /// The most children a stack's orders keep as 16-bit indices.
    static let narrowOrderLimit = 1 << 16
}

/// A stack's view of the pass's shared lists and of its children's priorities. Every access
/// goes through the pass: the lists move when they grow, which a child's question can make
/// them do.
struct PassStackLists: StackLists {
    unowned(unsafe) let pass: LayoutPass
    /// The stack's subviews, in the pass's subview list (nil for a stack without children).
    let subviews: UnsafePointer<LayoutNodeID>?
    /// Whether the stack's orders are in the list of 32-bit indices (more than 65,536 children).
    let wide: Bool
    /// The stack's place in `stackStates` (and `probeFloors`).
    let slot: Int
    /// Whether the pass keeps floors (read once per stack answer, not per child).
    let keepsFloors: Bool
    /// Where the run that answers for the stack's floors keeps its children's (scratch memory of
    /// `stackSizeKeepingFloors`; nil in any other run, a placement's or a floor's check).
    var childFloors: UnsafeMutablePointer<AnswerFloors>?

    init(pass: LayoutPass, subviews: UnsafeBufferPointer<LayoutNodeID>, slot: Int) {
        self.pass = pass
        self.subviews = subviews.baseAddress
        wide = subviews.count > LayoutPass.narrowOrderLimit
        self.slot = slot
        keepsFloors = pass.keepsFloors
    }

    @inline(__always)
    func priority(_ i: Int) -> Double {
        let node = subviews![i]
        return pass.isSpacer(node: node) ? -.infinity : pass.priority(node: node)
    }
    mutating func addOrders(_ count: Int) -> Int32 { pass.addStackOrders(count, wide: wide) }
    mutating func addLengths(_ count: Int) -> Int32 { pass.addStackLengths(count) }
    @inline(__always) func order(_ position: Int) -> Int32 {
        wide ? pass.wideStackOrders[position] : Int32(pass.stackOrders[position])
    }
    @inline(__always) mutating func setOrder(_ position: Int, _ child: Int32) {
        if wide { pass.wideStackOrders[position] = child } else { pass.stackOrders[position] = UInt16(truncatingIfNeeded: child) }
    }
    @inline(__always) func length(_ position: Int) -> CGFloat { pass.stackLengths[position] }
    @inline(__always) mutating func setLength(_ position: Int, _ value: CGFloat) { pass.stackLengths[position] = value }
    @inline(__always) func answerFloors() -> AnswerFloors { pass.lastFloors }
    @inline(__always) mutating func keepFloors(ofChild i: Int) { childFloors?[i] = pass.lastFloors }
    @inline(__always) mutating func probesWidth(_ on: Bool) { pass.probesWidth = on }
    @inline(__always) mutating func setProbeFloor(way: Int, _ floor: CGFloat) {
        pass.probeFloors[slot * StackState.ways + way] = floor
    }
}

/// How a stack lays its children out: its axis and spacing, and the guide it aligns them on.
struct StackRules {
    enum Alignment {
        case rule
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }
    var core: StackLayoutCore
    var guideRule: GuideRule
    var usesBaselines = false
    /// What the guide is read with from a child's dimensions: the rule (a built-in guide), or
    /// the alignment itself.
    var alignment = Alignment.rule

    @inline(__always)
    func guide(_ dimensions: ViewDimensions) -> CGFloat {
        switch alignment {
        case .rule: return guideRule.value(in: dimensions.size, horizontal: core.axis == .horizontal)
        case let .horizontal(alignment): return dimensions[alignment]
        case let .vertical(alignment): return dimensions[alignment]
        }
    }
}
