import Foundation

/// One layout pass over a tree: the host behind every `LayoutSubview` proxy (it answers
/// `sizeThatFits`, `dimensions`, `place`, `priority`, `spacing` and `isSpacer` per node).
///
/// All per-node state lives in flat arrays indexed by node; answers are memoised in a small
/// per-node table of recent (proposal, size) pairs, scanned linearly.
final class LayoutPass {
    let tree: LayoutTree
    let options: LayoutOptions

    /// The tree, unpacked into arrays the hot path reads without copying nodes and metadata.
    let elements: LayoutTree.Elements
    /// Each element's case, read where the payload is not needed.
    let kinds: [NodeKind]
    /// Each element's plain numbers (`NodeParams`).
    let params: [NodeParams]
    let childList: [LayoutNodeID]
    let childStart: [Int32]
    let childCount: [Int32]
    let parents: LayoutTree.Parents
    /// `.layoutPriority` as stacks see it, from the outermost element (§4); fixed per tree
    /// (empty: every priority is 0).
    let priorities: [Double]
    /// Whether a node is a spacer as stacks and zstacks see it: a `spacer`, or a modifier that
    /// passes priority on (`fixedSize`, `offset`, `overlay`, `background`, `gridCellColumns`)
    /// around one, so it keeps its −∞ priority (§3–§4); empty when the tree has no spacer.
    let spacers: [Bool]
    /// The layouts of the containers asked so far, with their caches, and where each node's is
    /// in it (-1: none yet): made on first use, empty until then (a tree of rigid stacks never
    /// needs one). Four bytes per node, not the forty of an optional existential.
    @exclusivity(unchecked) var layouts: [any ContainerHost] = []
    @exclusivity(unchecked) var layoutIndices: [Int32] = []
    /// The hstacks' and vstacks' state (`LayoutPass+Stacks.swift`), one per stack that is not
    /// rigid, in node order: the stacks' memo slots come first, so a stack's state is at its
    /// first slot / `memoWays` (`stackSlot`). Then the lists the states point into, each with
    /// the entries taken so far. Owned by the pass and freed with it.
    @exclusivity(unchecked) var stackStates = UnsafeMutableBufferPointer<StackState>(start: nil, count: 0)
    @exclusivity(unchecked) var stackOrders = UnsafeMutableBufferPointer<UInt16>(start: nil, count: 0)
    @exclusivity(unchecked) var stackOrderCount = 0
    @exclusivity(unchecked) var wideStackOrders = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
    @exclusivity(unchecked) var wideStackOrderCount = 0
    @exclusivity(unchecked) var stackLengths = UnsafeMutableBufferPointer<CGFloat>(start: nil, count: 0)
    @exclusivity(unchecked) var stackLengthCount = 0
    /// Whether answers carry floors (`LayoutPass+Floors.swift`): untraced, over a tree with
    /// text in stacks, the only trees whose stacks are asked many heights they answer alike.
    @exclusivity(unchecked) private(set) var keepsFloors = false
    /// Whether texts are answered by their floors (untraced, over a tree with text).
    @exclusivity(unchecked) private(set) var usesFloors = false
    /// The floors of the answer `sizeThatFits` returned last (when `keepsFloors`).
    @exclusivity(unchecked) var lastFloors = AnswerFloors.never
    /// The floors `stackSize` found for the answer it returned last.
    @exclusivity(unchecked) var stackFloors = AnswerFloors.never
    /// Set by an hstack around its probes, which read only the width; a node asked one clears it
    /// before it asks questions of its own (`LayoutPass+Floors.swift`).
    @exclusivity(unchecked) var probesWidth = false
    /// Per memo slot of a stack (the first `stackEntryCount` slots): its answer's floors. Per
    /// stack and way of its orders: the highest width floor of that way's probes. Per text (its
    /// payload slot): the height of one of its lines, NaN until asked. Owned by the pass.
    @exclusivity(unchecked) var stackEntryFloors = UnsafeMutableBufferPointer<AnswerFloors>(start: nil, count: 0)
    @exclusivity(unchecked) var probeFloors = UnsafeMutableBufferPointer<CGFloat>(start: nil, count: 0)
    @exclusivity(unchecked) var textLineHeights = UnsafeMutableBufferPointer<CGFloat>(start: nil, count: 0)
    @exclusivity(unchecked) var stackEntryCount = 0
    /// The last text style whose line height `textLineHeights` took, and that height.
    @exclusivity(unchecked) var lastTextStyle: TextStyleKey?
    /// Every container's subviews as `LayoutSubviews` reads them: the child list, then each
    /// grid's cells (flattened row by row, at `gridCells`). Owned by the pass and freed with it.
    private(set) var subviewList = UnsafeMutableBufferPointer<LayoutNodeID>(start: nil, count: 0)
    private var gridCells: [Int32: Range<Int>] = [:]
    /// Whether a node's subtree contains text (only then do its baselines differ from its height);
    /// empty when the tree has none.
    let containsText: [Bool]
    /// Character counts of text nodes, taken once: a text is asked many questions per pass.
    let textSummaries: [TextSummary?]
    /// What the tree's text is measured with.
    let textModel: TextModel
    /// The payloads `params` does not hold that the hot path reads, unpacked once per pass (reading
    /// the element rebuilt it, and counted references to it, on every answer): each node of these
    /// kinds has its slot in `payloadSlot`; empty when the tree has none.
    let frameRules: [FlexibleFrameRule]
    let paddings: [EdgeInsets]
    let textSpecs: [TextSpec]
    let payloadSlot: [Int32]

    /// Remembered answers per memoised node: 4 (128 bytes; with the stacks' kept orders a node is
    /// rarely asked a fifth distinct question it is asked again), 8 while tracing
    /// so that `explain` shows a repeated question as one answered from memory.
    private let memoWays: Int
    /// log₂ `memoWays`.
    private let memoShift: Int
    // The per-node state below is read and written only by this pass, one question at a time;
    // no access to it overlaps another (each is a plain load or store of one element), so the
    // dynamic exclusivity checks Swift would add per access are turned off for it.

    /// A remembered answer, its proposal as two `ProposalKey`s, so that a lookup compares two
    /// integers per entry and an entry is 32 bytes, not 48.
    struct MemoEntry {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }
    /// Owned by the pass (freed with it): written on every answer, so without the uniqueness
    /// check and the bounds checks an array's element write costs.
    private(set) var memo = UnsafeMutableBufferPointer<MemoEntry>(start: nil, count: 0)
    /// Per node: entries in use (low 4 bits) and the next slot to overwrite (high 4 bits).
    private var memoState = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    /// Per node: its first slot in `memo`, or -1 for leaves that are not memoised; empty when
    /// no node is.
    @exclusivity(unchecked) private var memoBase: [Int32]
    /// The slots every memoised node starts with (`memoWays` each); a text asked more distinct
    /// questions than that moves to `textWays` slots after them (`remember`), so `memo` grows
    /// only for the texts that need it (`memoInUse` slots of it are taken).
    @exclusivity(unchecked) private var fixedSlots = 0
    @exclusivity(unchecked) private var memoInUse = 0
    /// Allocated on the first question (stacks with explicit spacing never ask).
    @exclusivity(unchecked) private var spacingMemo: [ViewSpacing?] = []
    /// Per node: whether it has one answer to every proposal (`RigidSubtrees.swift`); that
    /// answer is the size kept in `frames` from the start (a rigid node is placed with it, so
    /// placing it writes the same size again). Empty while tracing, so that every question shows.
    @exclusivity(unchecked) var rigid: [Bool] = []
    /// Per node: whether its width answer depends on the proposed width alone and its height on
    /// the proposed height alone (`separableAxes`); the memo then answers a proposal from two
    /// remembered answers, one sharing its width and one its height. Empty while tracing.
    @exclusivity(unchecked) var separable: [Bool] = []
    /// Working storage of `placeRigidStack` (gaps when the stack has no spacing of its own, the
    /// offers), reused by every stack: only their first elements are meaningful.
    @exclusivity(unchecked) var rigidGaps: [CGFloat] = []
    @exclusivity(unchecked) var rigidOfferList: [CGFloat] = []

    @exclusivity(unchecked) var frames: NodeFrames
    @exclusivity(unchecked) var placementProposals: NodeProposals
    @exclusivity(unchecked) var trace: [TraceEvent] = []
    @exclusivity(unchecked) private var questionDepth = 0
    /// While a layout's `placeSubviews` runs, its `place` calls are collected here; the pass then
    /// records them (or, when computing baselines, only reads them).
    @exclusivity(unchecked) var placementLog: [(node: LayoutNodeID, frame: CGRect, proposal: ProposedViewSize)]?
    /// Clamps and unplaced subviews, recorded for `LayoutInspection` only.
    var facts: LayoutFacts?
    /// Counts a stack's answers read from a remembered answer to another height (tests).
    @exclusivity(unchecked) private(set) var stacksAnsweredByFloors = 0
    /// Counts answers computed (not memo hits); tests use it to check linearity.
    @exclusivity(unchecked) private(set) var evaluations = 0

    /// An earlier pass over a tree this one copies subtrees of (`ReusedSubtree`), whose answers
    /// and frames those subtrees take (`LayoutPass+Reuse.swift`); nil for none.
    @exclusivity(unchecked) var previous: LayoutPass?
    /// Per node: its slot in `reusedRoots` when it is the root of a copied subtree, else -1;
    /// empty without an earlier pass.
    @exclusivity(unchecked) var reusedSlot: [Int32] = []
    @exclusivity(unchecked) var reusedRoots: [ReusedRoot] = []
    /// The roots of the copied subtrees that took the earlier pass's frames, in placement order.
    @exclusivity(unchecked) var copiedRoots: [LayoutNodeID] = []
    /// The earlier pass's nodes a fact was recorded about, in order (made when first asked).
    lazy var factNodes: [Int32] = {
        var nodes: [Int32] = []
        for clamp in facts?.clamps ?? [] { nodes.append(clamp.node.index) }
        for fact in facts?.unplaced ?? [] { nodes.append(fact.subview.index); nodes.append(fact.container.index) }
        return nodes.sorted()
    }()

    init(tree: LayoutTree, options: LayoutOptions, previous: LayoutPass? = nil, reused: [ReusedSubtree] = []) {
        self.tree = tree
        self.options = options
        self.previous = options.trace || reused.isEmpty ? nil : previous
        memoWays = options.trace ? 8 : 4
        memoShift = options.trace ? 3 : 2
        let textModel = tree.textModel
        self.textModel = textModel
        let count = tree.count
        elements = tree.elements
        kinds = tree.kinds
        params = tree.params
        childList = tree.childList
        childStart = tree.childStarts
        childCount = tree.childCounts
        parents = tree.parents
        memoBase = []
        frames = NodeFrames(count: 0)
        placementProposals = NodeProposals(count: count)
        // Children come before their parents, so one forward sweep sees every child first.
        // The three tables stay empty until the first text or priority: every entry before it
        // would be false, 0 or nil.
        var text: [Bool] = []
        var priorities: [Double] = []
        var summaries: [TextSummary?] = []
        var spacers: [Bool] = []
        var frameRules: [FlexibleFrameRule] = [], paddings: [EdgeInsets] = [], textSpecs: [TextSpec] = []
        var payloadSlot: [Int32] = []
        /// Each distinct frame's rule.
        var frameSlots: [FlexibleFrame: Int32] = [:]
        /// Where the next payload of a node goes: its index in its kind's table.
        func slot(_ index: Int, _ position: Int) {
            if payloadSlot.isEmpty { payloadSlot = Array(repeating: -1, count: count) }
            payloadSlot[index] = Int32(truncatingIfNeeded: position)
        }
        for index in 0..<count {
            switch kinds[index] {
            case .spacer:
                if spacers.isEmpty { spacers = Array(repeating: false, count: count) }
                spacers[index] = true
            case .flexibleFrame:
                guard case let .flexibleFrame(frame) = elements[index] else { break }
                // One rule per distinct frame (a screen repeats `.frame(maxWidth: .infinity)`;
                // a rule is 130 bytes): the same bits, so signed zeros stay apart.
                // (The stored key is the first frame of its kind, bits and all.)
                if let known = frameSlots.index(forKey: frame), Self.sameBits(frameSlots[known].key, frame) {
                    slot(index, Int(frameSlots[known].value))
                    break
                }
                frameSlots[frame] = Int32(truncatingIfNeeded: frameRules.count)
                slot(index, frameRules.count)
                frameRules.append(FlexibleFrameRule(frame))
            case .padding:
                guard case let .padding(insets) = elements[index] else { break }
                slot(index, paddings.count)
                paddings.append(insets)
            case .text:
                guard case let .text(spec) = elements[index] else { break }
                slot(index, textSpecs.count)
                textSpecs.append(spec)
                if text.isEmpty { text = Array(repeating: false, count: count) }
                text[index] = true
                if summaries.isEmpty { summaries = Array(repeating: nil, count: count) }
                summaries[index] = tree.textSummaries.summary(index, spec, textModel)
            case .layoutPriority:
                if priorities.isEmpty { priorities = Array(repeating: 0, count: count) }
                if case let .layoutPriority(value) = elements[index] { priorities[index] = value }
            case .fixedSize, .offset, .overlay, .background, .gridCellColumns:
                if childCount[index] > 0 {
                    let child = Int(childList[Int(childStart[index])].index)
                    if !priorities.isEmpty { priorities[index] = priorities[child] }
                    if !spacers.isEmpty { spacers[index] = spacers[child] }
                }
            default: break
            }
            if !text.isEmpty, text[index], let parent = parents[index] { text[Int(parent.index)] = true }
        }
        containsText = text
        self.frameRules = frameRules
        self.paddings = paddings
        self.textSpecs = textSpecs
        self.payloadSlot = payloadSlot
        self.priorities = priorities
        self.spacers = spacers
        textSummaries = summaries
        var gridList: [LayoutNodeID] = []
        for index in 0..<count where kinds[index] == .grid { buildGrid(LayoutNodeID(index), into: &gridList) }
        subviewList = .allocate(capacity: max(childList.count + gridList.count, 1))
        let gridStart = subviewList.initialize(from: childList).1
        _ = UnsafeMutableBufferPointer(rebasing: subviewList[gridStart...]).initialize(from: gridList)
        if options.trace {
            frames = NodeFrames(count: count)
        } else {
            (frames, rigid) = findRigidSubtrees()
            separable = separableAxes()
        }
        // Fixed-size leaves answer faster than a memo lookup, rigid nodes need none, and nor does
        // a modifier that asks one such child once per question (`answersWithoutMemo`): only
        // the others get memo slots. The tables are made at the first such node (a tree of
        // rigid stacks has none, and at a million nodes every table written is time). Each
        // stack that is not rigid gets its state (`LayoutPass+Stacks.swift`), and the first memo
        // slots, so that no table says where its state is.
        var memoBase: [Int32] = []
        var stacks: Int32 = 0, stackChildren = 0, wideStackChildren = 0
        var slots: Int32 = 0
        for index in 0..<count {
            if !rigid.isEmpty, rigid[index] {
                evaluations += 1  // each rigid node computed its one answer
                continue
            }
            if Self.isLeafWithoutMemo(kinds[index]) || (!options.trace && answersWithoutMemo(index)) { continue }
            if memoBase.isEmpty { memoBase = [Int32](repeating: -1, count: count) }
            if kinds[index].isStack {
                memoBase[index] = stacks * Int32(memoWays)
                stacks += 1
                stackChildren += Int(childCount[index])
                if Int(childCount[index]) > Self.narrowOrderLimit { wideStackChildren += Int(childCount[index]) }
            } else {
                memoBase[index] = slots
                slots += Int32(memoWays)
            }
        }
        // The other nodes' slots after the stacks'.
        if stacks > 0 && slots > 0 {
            let stackSlots = stacks * Int32(memoWays)
            for index in 0..<count where memoBase[index] >= 0 && !kinds[index].isStack {
                memoBase[index] += stackSlots
            }
        }
        slots += stacks * Int32(memoWays)
        makeStackLists(children: stackChildren, wideChildren: wideStackChildren)
        self.memoBase = memoBase
        if stacks > 0 {
            stackStates = .allocate(capacity: Int(stacks))
            stackStates.initialize(repeating: StackState())
        }
        usesFloors = !options.trace && !containsText.isEmpty
        keepsFloors = usesFloors && stacks > 0
        if usesFloors {
            textLineHeights = .allocate(capacity: textSpecs.count)
            textLineHeights.initialize(repeating: .nan)
        }
        if keepsFloors {
            stackEntryCount = Int(stacks) * memoWays
            stackEntryFloors = .allocate(capacity: stackEntryCount)
            stackEntryFloors.initialize(repeating: .never)
            probeFloors = .allocate(capacity: Int(stacks) * StackState.ways)
            probeFloors.initialize(repeating: .infinity)
        }
        (fixedSlots, memoInUse) = (Int(slots), Int(slots))
        if slots > 0 {
            memo = .allocate(capacity: Int(slots))
            memo.initialize(repeating: MemoEntry(width: ProposalKey.absent, height: ProposalKey.absent, size: .zero))
            memoState = .allocate(capacity: count)
            memoState.initialize(repeating: 0)
        }
        if let previous = self.previous { noteReused(reused, from: previous) }
    }

    /// Whether two frames have the same bits in every number (`==` takes −0 for 0).
    private static func sameBits(_ a: FlexibleFrame, _ b: FlexibleFrame) -> Bool {
        func same(_ x: CGFloat?, _ y: CGFloat?) -> Bool { x?.bitPattern == y?.bitPattern }
        return same(a.minWidth, b.minWidth) && same(a.idealWidth, b.idealWidth) && same(a.maxWidth, b.maxWidth)
            && same(a.minHeight, b.minHeight) && same(a.idealHeight, b.idealHeight) && same(a.maxHeight, b.maxHeight)
            && a.alignment == b.alignment
    }

    /// Leaves whose answer is a few numbers from their parameters and the proposal: a memo
    /// lookup would cost more.
    private static func isLeafWithoutMemo(_ kind: NodeKind) -> Bool {
        switch kind {
        case .box, .shape, .circle, .image, .spacer, .divider: return true
        default: return false
        }
    }

    /// Whether node `index` is a modifier that asks its one child once per question, and that
    /// child answers without a memo (rigid, or a leaf of `isLeafWithoutMemo`): working its
    /// answer out again is a few comparisons and one cheap question, no more than a lookup,
    /// and it saves the node's 4 remembered answers (a `frame(maxWidth: .infinity)` around a
    /// fixed-size leaf is a third of a settings list's nodes). Not while tracing, whose
    /// `explain` shows a repeated question as remembered.
    private func answersWithoutMemo(_ index: Int) -> Bool {
        switch kinds[index] {
        case .frame, .flexibleFrame, .padding, .fixedSize, .layoutPriority, .offset, .gridCellColumns,
             .overlay, .background:
            guard childCount[index] > 0 else { return true }
            let child = Int(childList[Int(childStart[index])].index)
            return (!rigid.isEmpty && rigid[child]) || Self.isLeafWithoutMemo(kinds[child])
        default:
            return false
        }
    }

    deinit {
        subviewList.deallocate()
        memo.deallocate()
        memoState.deallocate()
        stackStates.deallocate()
        stackOrders.deallocate()
        wideStackOrders.deallocate()
        stackLengths.deallocate()
        stackEntryFloors.deallocate()
        probeFloors.deallocate()
        textLineHeights.deallocate()
    }

    /// The layout of a container node with its cache, made on first use.
    @inline(__always)
    func layout(at index: Int) -> (any ContainerHost)? {
        if !layoutIndices.isEmpty, layoutIndices[index] >= 0 { return layouts[Int(layoutIndices[index])] }
        guard kinds[index].rawValue > NodeKind.vstack.rawValue, kinds[index] != .grid,
              let layout = Self.containerLayout(elements[index]) else { return nil }
        keep(layout, at: index)
        return layout
    }

    /// Keeps `layout` as node `index`'s.
    private func keep(_ layout: any ContainerHost, at index: Int) {
        if layoutIndices.isEmpty { layoutIndices = Array(repeating: -1, count: kinds.count) }
        layoutIndices[index] = Int32(truncatingIfNeeded: layouts.count)
        layouts.append(layout)
    }

    // MARK: - The pass

    func run(root: LayoutNodeID, proposal: ProposedViewSize) -> LayoutResult {
        let settled = settle(root, Self.sanitize(proposal))
        placeNode(root, frame: CGRect(origin: .zero, size: settled.size), proposal: settled.proposal, depth: 0)
        // The earlier pass is let go: a chain of edits does not keep every pass alive.
        previous = nil
        reusedSlot = []
        return LayoutResult(proposal: proposal, rootSize: settled.size, frames: frames,
                            placementProposals: placementProposals, trace: trace, evaluationCount: evaluations)
    }

    // MARK: - Answers

    func sizeThatFits(node: LayoutNodeID, proposal: ProposedViewSize) -> CGSize {
        let index = Int(node.index)
        if index < rigid.count, rigid[index] {
            if keepsFloors { lastFloors = .always }
            return frames.storedSize(at: index)
        }
        let floors = keepsFloors
        let proposal = Self.sanitize(proposal)
        if !reusedSlot.isEmpty, reusedSlot[index] >= 0, let size = reusedAnswer(index, proposal) {
            let slot = remember(index, proposal, size)
            if floors {
                lastFloors = .exact(proposal)
                if slot < stackEntryCount { stackEntryFloors[slot] = lastFloors }
            }
            return size
        }
        let base = index < memoBase.count ? Int(memoBase[index]) : -1
        if base < 0 {
            let size = clampingInfinity(node, proposal, Self.sanitize(computeSize(node, proposal)))
            if floors { lastFloors = .exact(proposal) }
            evaluations += 1
            if options.trace {
                trace.append(.sized(node: node, proposal: proposal, answer: size, depth: questionDepth, cached: false))
            }
            return size
        }
        let state = memoState[index]
        let width = ProposalKey.of(proposal.width), height = ProposalKey.of(proposal.height)
        // A probe of an hstack reads only the width (`LayoutPass+Floors.swift`); the flag is
        // the caller's, cleared before this node asks questions of its own.
        let widthOnly = floors && probesWidth
        if !separable.isEmpty, separable[index] {
            // Each side from any answer that shares its proposal there.
            var size = CGSize(width: CGFloat.nan, height: .nan)
            for way in 0..<Int(state & 0x0F) {
                if memo[base + way].width == width { size.width = memo[base + way].size.width }
                if memo[base + way].height == height { size.height = memo[base + way].size.height }
            }
            if !size.width.isNaN && !size.height.isNaN {
                if floors { lastFloors = .exact(proposal) }
                return size
            }
        } else {
            for way in 0..<Int(state & 0x0F) where memo[base + way].width == width && memo[base + way].height == height {
                let size = memo[base + way].size
                if floors { lastFloors = rememberedFloors(index, base + way) }
                if options.trace {
                    trace.append(.sized(node: node, proposal: proposal, answer: size, depth: questionDepth, cached: true))
                }
                return size
            }
            // A text in a tree without stacks is asked no height far more often than ∞ after
            // nil: for nil it keeps to the exact answers above.
            if state & 0x0F != 0, usesFloors, floors || proposal.height != nil,
               let slot = answerAbove(index, base, Int(state & 0x0F), width: width, height: proposal.height, widthOnly: widthOnly) {
                // Only a text or a stack has floors under its own proposal. A probe's answer
                // may be another height's: only its width is read.
                lastFloors = rememberedFloors(index, slot)
                if lastFloors.full > (proposal.height ?? .infinity) { lastFloors.full = .infinity }
                if slot < stackEntryCount { stacksAnsweredByFloors += 1 }
                return memo[slot].size
            }
        }
        if widthOnly { probesWidth = false }
        // The event is reserved before the children's questions, so the trace reads top-down.
        let traceSlot = trace.count
        if options.trace {
            trace.append(.sized(node: node, proposal: proposal, answer: .zero, depth: questionDepth, cached: false))
        }
        questionDepth += 1
        let computed = computeSize(node, proposal)
        let size = clampingInfinity(node, proposal, Self.sanitize(computed))
        questionDepth -= 1
        evaluations += 1
        // The state may have changed while the children were asked (never for this node, but
        // read it again rather than rely on that).
        let slot = remember(index, proposal, size)
        if floors {
            // A clamped or sanitised answer is another question's answer: it holds for this one
            // only. (A stack's floors are its own run's: only a clamp asks it again.)
            let floors = size.width.bitPattern != computed.width.bitPattern
                || size.height.bitPattern != computed.height.bitPattern
                ? .exact(proposal) : computedFloors(index, proposal, computed)
            if slot < stackEntryCount { stackEntryFloors[slot] = floors }
            lastFloors = floors
        }
        if options.trace {
            trace[traceSlot] = .sized(node: node, proposal: proposal, answer: size, depth: questionDepth, cached: false)
        }
        return size
    }

    /// Where stack `index`'s state is in `stackStates`, or -1 for a rigid stack, which has none.
    @inline(__always)
    func stackSlot(_ index: Int) -> Int {
        let base = index < memoBase.count ? Int(memoBase[index]) : -1
        return base < 0 ? -1 : base >> memoShift
    }

    /// How many answers a text keeps once it has been asked more than `memoWays` distinct
    /// questions: nested in stacks it is asked a few widths, each at 0 and ∞ (the stacks' probes),
    /// with no height and at an offer, which 4 answers do not hold (8 held two widths; 15 is the
    /// most `memoState` counts). Untraced only (a traced pass keeps 8 for every node).
    private static let textWays = 15

    /// Keeps `size` as node `index`'s answer to `proposal` (when the node is memoised), over its
    /// oldest answer once its ways are full; a text whose `memoWays` are full moves to
    /// `textWays` first. Returns the memo slot written (`Int.max` for none).
    @inline(__always) @discardableResult
    func remember(_ index: Int, _ proposal: ProposedViewSize, _ size: CGSize) -> Int {
        var base = index < memoBase.count ? Int(memoBase[index]) : -1
        guard base >= 0 else { return .max }
        var current = memoState[index]
        var ways = memoWays
        if base >= fixedSlots {
            ways = Self.textWays
        } else if current == UInt8(memoWays), kinds[index] == .text, !options.trace {
            // Full, and the next answer would overwrite the oldest (next way 0, all in use).
            base = moveToTextWays(index, from: base)
            current = UInt8(memoWays) << 4 | UInt8(memoWays)
            ways = Self.textWays
        }
        let way = Int(current >> 4)
        memo[base + way] = MemoEntry(width: ProposalKey.of(proposal.width), height: ProposalKey.of(proposal.height),
                                     size: size)
        let used = max(current & 0x0F, UInt8(way + 1))
        memoState[index] = UInt8((way + 1) % ways) << 4 | used
        return base + way
    }

    /// How many texts moved to `textWays` answers so far (tests).
    var textsWithMoreAnswers: Int { (memoInUse - fixedSlots) / Self.textWays }

    /// Gives text `index` `textWays` slots at the end of `memo` (grown geometrically), its
    /// answers copied there; returns its new first slot.
    private func moveToTextWays(_ index: Int, from base: Int) -> Int {
        let moved = memoInUse
        if moved + Self.textWays > memo.count {
            let grown = UnsafeMutableBufferPointer<MemoEntry>.allocate(capacity: max(memo.count * 3 / 2, moved + Self.textWays))
            // Entries are plain numbers: moving them is copying, and the old ones need no deinit.
            grown.baseAddress!.initialize(from: memo.baseAddress!, count: moved)
            memo.deallocate()
            memo = grown
        }
        (memo.baseAddress! + moved).initialize(from: memo.baseAddress! + base, count: memoWays)
        memoBase[index] = Int32(moved)  // memory runs out long before 2³¹ slots
        memoInUse = moved + Self.textWays
        return moved
    }

    /// Node `index`'s remembered answer to exactly `proposal`, if it has one.
    func rememberedAnswer(_ index: Int, _ proposal: ProposedViewSize) -> CGSize? {
        if index < rigid.count, rigid[index] { return frames.storedSize(at: index) }
        let base = index < memoBase.count ? Int(memoBase[index]) : -1
        guard base >= 0 else { return nil }
        let width = ProposalKey.of(proposal.width), height = ProposalKey.of(proposal.height)
        for way in 0..<Int(memoState[index] & 0x0F) where memo[base + way].width == width && memo[base + way].height == height {
            return memo[base + way].size
        }
        return nil
    }

    /// §0, while sizing: on an axis whose proposal is not `inf`, an infinite answer becomes the
    /// element's ideal length there (its answer with nil on that axis; if that proposal is the
    /// same one, its answer to nil×nil; if that is infinite too, 0). Only an `inf` probe may be
    /// answered `inf`: that is how stacks measure flexibility. So every size a parent reads for
    /// a finite or nil proposal is the size the element will have.
    @inline(__always)
    private func clampingInfinity(_ node: LayoutNodeID, _ proposal: ProposedViewSize, _ size: CGSize) -> CGSize {
        if size.width.isFinite && size.height.isFinite { return size }
        var clamped = size
        if size.width.isInfinite, proposal.width != .infinity {
            stopAnsweringFromParts(node)
            facts?.clamp(node, .horizontal, proposal)
            clamped.width = idealLength(node, proposal, .horizontal)
        }
        if size.height.isInfinite, proposal.height != .infinity {
            stopAnsweringFromParts(node)
            facts?.clamp(node, .vertical, proposal)
            clamped.height = idealLength(node, proposal, .vertical)
        }
        return clamped
    }

    /// A clamp is a fact `LayoutInspection` records per proposal (lint reports it): from the first
    /// one in a subtree on, the node and its ancestors answer only the proposals they were asked,
    /// so that every proposal the clamped node would be asked is asked and recorded. No earlier
    /// answer from parts skipped one: each side of such an answer was computed for the same
    /// proposal on that side, which asks the same lengths of the subtree there, and would have
    /// clamped then.
    private func stopAnsweringFromParts(_ node: LayoutNodeID) {
        guard !separable.isEmpty else { return }
        var current: LayoutNodeID? = node
        while let index = current.map({ Int($0.index) }), separable[index] {
            separable[index] = false
            current = parents[index]
        }
    }

    /// The element's length on `axis` when that axis is proposed nil (finite by construction:
    /// such an answer is itself clamped).
    private func idealLength(_ node: LayoutNodeID, _ proposal: ProposedViewSize, _ axis: Axis) -> CGFloat {
        var unspecified = proposal
        unspecified[axis] = nil
        func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
        if unspecified != proposal { return length(sizeThatFits(node: node, proposal: unspecified)) }
        if proposal != .unspecified { return length(sizeThatFits(node: node, proposal: .unspecified)) }
        return 0
    }

    /// §0, at placement: the size an element is placed with, and the proposal it is placed
    /// with. An axis it answers `inf` on (only an `inf` proposal allows that) is re-proposed nil,
    /// so the element, its frame and everything it places are laid out for that one proposal:
    /// the clamped size is what the parent places and what is emitted.
    func settle(_ node: LayoutNodeID, _ proposal: ProposedViewSize) -> (size: CGSize, proposal: ProposedViewSize) {
        var proposal = proposal
        var size = sizeThatFits(node: node, proposal: proposal)
        if size.width.isInfinite {
            facts?.clamp(node, .horizontal, proposal)
            proposal.width = nil
            size = sizeThatFits(node: node, proposal: proposal)
        }
        if size.height.isInfinite {
            facts?.clamp(node, .vertical, proposal)
            proposal.height = nil
            size = sizeThatFits(node: node, proposal: proposal)
        }
        return (size, proposal)
    }

    /// The children of `node`, in source order.
    func children(of node: LayoutNodeID) -> ArraySlice<LayoutNodeID> {
        let start = Int(childStart[Int(node.index)])
        return childList[start..<(start + Int(childCount[Int(node.index)]))]
    }

    func child(_ node: LayoutNodeID, _ offset: Int = 0) -> LayoutNodeID? {
        let index = Int(node.index)
        return offset < Int(childCount[index]) ? childList[Int(childStart[index]) + offset] : nil
    }

    private func childSize(_ node: LayoutNodeID, _ proposal: ProposedViewSize) -> CGSize {
        guard let child = child(node) else { return .zero }
        return sizeThatFits(node: child, proposal: proposal)
    }

    /// A node's answer, read from its kind and plain numbers (`params`) or its unpacked payload;
    /// only the rare cases read the element.
    private func computeSize(_ node: LayoutNodeID, _ p: ProposedViewSize) -> CGSize {
        let index = Int(node.index)
        switch kinds[index] {
        case .box:
            return CGSize(width: params[index].first, height: params[index].second)
        case .shape:
            return CGSize(width: p.width ?? 10, height: p.height ?? 10)
        case .circle:
            let side = min(p.width ?? 10, p.height ?? 10)
            return CGSize(width: side, height: side)
        case .image:
            let numbers = params[index]
            return numbers.code != 0
                ? CGSize(width: p.width ?? numbers.first, height: p.height ?? numbers.second)
                : CGSize(width: numbers.first, height: numbers.second)
        case .text:
            return textModel.size(textSpecs[Int(payloadSlot[index])], proposal: p, summary: textSummaries[index])
        case .spacer:
            let minLength = params[index].first
            switch stackOrientation(enclosing: node) {
            case .horizontal?: return CGSize(width: max(p.width ?? -.infinity, minLength), height: 0)
            case .vertical?: return CGSize(width: 0, height: max(p.height ?? -.infinity, minLength))
            // Outside a stack it fills both axes, never below its minimum (a root spacer at 0×0 is 8×8).
            case nil: return CGSize(width: max(p.width ?? -.infinity, minLength),
                                    height: max(p.height ?? -.infinity, minLength))
            }
        case .divider:
            if stackOrientation(enclosing: node) == .horizontal { return CGSize(width: 1, height: p.height ?? 10) }
            return CGSize(width: p.width ?? 10, height: 1)
        case .frame:
            let numbers = params[index]
            var width: CGFloat? = numbers.first.isNaN ? nil : numbers.first
            var height: CGFloat? = numbers.second.isNaN ? nil : numbers.second
            // Kept whole (a guide of the app's own, a NaN side): the element says it.
            if numbers.detail >= 0, case let .frame(w, h, _) = elements[index] { (width, height) = (w, h) }
            if let width, let height { return CGSize(width: width, height: height) }
            let answer = childSize(node, ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
            return CGSize(width: width ?? answer.width, height: height ?? answer.height)
        case .flexibleFrame:
            return frameRules[Int(payloadSlot[index])].size(proposal: p) { childSize(node, $0) }
        case .padding:
            let insets = paddings[Int(payloadSlot[index])]
            let answer = childSize(node, Self.inset(p, by: insets))
            return CGSize(width: answer.width + insets.horizontal, height: answer.height + insets.vertical)
        case .fixedSize:
            return childSize(node, Self.fixing(p, Axis.Set(rawValue: Int8(bitPattern: params[index].code))))
        case .layoutPriority, .offset, .gridCellColumns, .overlay, .background:
            return childSize(node, p)
        case .aspectRatio:
            guard case let .aspectRatio(ratio, contentMode) = elements[index] else { return .zero }
            return childSize(node, aspectRatioProposal(node, p, ratio: ratio, contentMode: contentMode))
        case .fits:
            let axes = Axis.Set(rawValue: Int8(bitPattern: params[index].code))
            guard let chosen = chosenChild(node, p, axes: axes) else { return .zero }
            return sizeThatFits(node: chosen, proposal: p)
        case .hstack, .vstack:
            return stackSize(index, p)
        case .zstack, .grid, .gridRow, .lazyGrid, .scroll, .layout:
            guard let layout = layout(at: index) else { return .zero }
            return layout.sizeThatFits(p, subviews(of: node))
        }
    }

    // MARK: - Rules that need the evaluator

    /// The proposal `aspectRatio` passes on (§4): scaled to the ratio, fit or fill.
    func aspectRatioProposal(_ node: LayoutNodeID, _ p: ProposedViewSize, ratio: CGFloat?,
                             contentMode: ContentMode) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var aspect = ratio ?? 1
        if ratio == nil {
            let ideal = childSize(node, .unspecified)
            aspect = ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        guard aspect > 0, aspect.isFinite else { return p }
        let scaleX = p.width.map { $0 / aspect } ?? .infinity
        let scaleY = p.height ?? .infinity
        let k = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        return ProposedViewSize(width: aspect * k, height: k)
    }

    /// ViewThatFits (§5): the first child whose probe fits the constrained axes, else the last.
    func chosenChild(_ node: LayoutNodeID, _ p: ProposedViewSize, axes: Axis.Set) -> LayoutNodeID? {
        let children = children(of: node)
        guard let last = children.last else { return nil }
        let probe = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width,
            height: axes.contains(.vertical) ? nil : p.height
        )
        for child in children.dropLast() {
            let size = sizeThatFits(node: child, proposal: probe)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return last
    }

    /// The stack orientation of the container a spacer or divider sits in, looking through
    /// modifiers (a `spacer.frame(…)` in an hstack is still in the hstack).
    func stackOrientation(enclosing node: LayoutNodeID) -> Axis? {
        var current = node
        while let parent = parents[Int(current.index)] {
            switch kinds[Int(parent.index)] {
            case .hstack: return .horizontal
            case .vstack: return .vertical
            default: break
            }
            if let layout = layout(at: Int(parent.index)) { return layout.properties.stackOrientation }
            if case .fits = elements[Int(parent.index)] { return nil }
            current = parent
        }
        return nil
    }

    // MARK: - Proxies

    func subviews(of node: LayoutNodeID) -> LayoutSubviews {
        let list = UnsafePointer(subviewList.baseAddress!)
        if kinds[Int(node.index)] == .grid, let cells = gridCells[node.index] {
            return LayoutSubviews(host: Unmanaged.passUnretained(self), list: list, positions: cells)
        }
        let start = Int(childStart[Int(node.index)])
        return LayoutSubviews(host: Unmanaged.passUnretained(self), list: list,
                              positions: start..<(start + Int(childCount[Int(node.index)])))
    }

    func priority(node: LayoutNodeID) -> Double { priorities.isEmpty ? 0 : priorities[Int(node.index)] }

    func isSpacer(node: LayoutNodeID) -> Bool { !spacers.isEmpty && spacers[Int(node.index)] }

    /// Spacing preferences do not depend on the proposal: computed once per node (a stack's
    /// preferences merge its children's, so recomputing them would walk the whole subtree).
    func spacing(node: LayoutNodeID) -> ViewSpacing {
        let index = Int(node.index)
        if spacingMemo.isEmpty { spacingMemo = Array(repeating: nil, count: kinds.count) }
        if let known = spacingMemo[index] { return known }
        let spacing = computeSpacing(node)
        spacingMemo[index] = spacing
        return spacing
    }

    private func computeSpacing(_ node: LayoutNodeID) -> ViewSpacing {
        let index = Int(node.index)
        switch elements[index] {
        case .box, .shape, .circle, .image, .text, .divider:
            return .standard
        case .spacer:
            switch stackOrientation(enclosing: node) {
            case .horizontal?: return ViewSpacing(leading: 0, trailing: 0)
            case .vertical?: return ViewSpacing(top: 0, bottom: 0)
            case nil: return .standard
            }
        case let .padding(insets):
            var spacing = child(node).map { self.spacing(node: $0) } ?? .standard
            spacing.reset(Self.paddedEdges(insets))
            return spacing
        case let .frame(width, height, _):
            var spacing = child(node).map { self.spacing(node: $0) } ?? .standard
            if width != nil { spacing.reset([.leading, .trailing]) }
            if height != nil { spacing.reset([.top, .bottom]) }
            return spacing
        case let .flexibleFrame(frame):
            var spacing = child(node).map { self.spacing(node: $0) } ?? .standard
            if frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil {
                spacing.reset([.leading, .trailing])
            }
            if frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil {
                spacing.reset([.top, .bottom])
            }
            return spacing
        case .fixedSize, .layoutPriority, .offset, .aspectRatio, .overlay, .background, .gridCellColumns, .fits:
            return child(node).map { self.spacing(node: $0) } ?? .standard
        case .hstack, .vstack:
            return stackSpacing(index)
        case .zstack, .grid, .gridRow, .lazyGrid, .scroll, .layout:
            guard let layout = layout(at: index) else { return .standard }
            return layout.spacing(subviews(of: node))
        }
    }

    func dimensions(node: LayoutNodeID, proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(node: node, proposal: proposal)
        guard !containsText.isEmpty, containsText[Int(node.index)],
              let baselines = baselines(node, proposal: proposal, size: size) else {
            return ViewDimensions(size)
        }
        return ViewDimensions(width: size.width, height: size.height, verticalGuides: [
            (.firstTextBaseline, baselines.first), (.lastTextBaseline, baselines.last),
        ])
    }

    func place(node: LayoutNodeID, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let settled = settle(node, Self.sanitize(proposal))
        let size = settled.size
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        record(node, CGRect(origin: Self.finite(origin), size: size), settled.proposal)
    }

    /// `place(node:at:anchor:proposal:)` at the top leading anchor, for a caller that has just
    /// read the node's answer to `proposal`: `answer`. A finite answer is what settling would
    /// give (the same question, and nothing to settle), so the node is not asked again, except
    /// while tracing, where the question shows.
    func place(node: LayoutNodeID, at position: CGPoint, proposal: ProposedViewSize, answered answer: CGSize) {
        guard !options.trace, answer.width.isFinite, answer.height.isFinite else {
            return place(node: node, at: position, anchor: .topLeading, proposal: proposal)
        }
        record(node, CGRect(origin: Self.finite(position), size: answer), Self.sanitize(proposal))
    }

    @inline(__always)
    private func record(_ node: LayoutNodeID, _ frame: CGRect, _ proposal: ProposedViewSize) {
        if placementLog != nil {
            placementLog?.append((node, frame, proposal))
        } else {
            frames[Int(node.index)] = frame
            placementProposals[Int(node.index)] = proposal
        }
    }

    // MARK: - Helpers

    /// A proposal with NaN and negative sides replaced by 0 (a custom layout may propose anything).
    @inline(__always)
    static func sanitize(_ p: ProposedViewSize) -> ProposedViewSize {
        // Fast path: `x >= 0` is false for NaN and negatives alike.
        if (p.width.map { $0 >= 0 } ?? true) && (p.height.map { $0 >= 0 } ?? true) { return p }
        return ProposedViewSize(width: p.width.map { $0 >= 0 ? $0 : 0 }, height: p.height.map { $0 >= 0 ? $0 : 0 })
    }

    static func sanitize(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
    }

    static func finite(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
    }

    static func inset(_ p: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - insets.horizontal, 0) },
            height: p.height.map { max($0 - insets.vertical, 0) }
        )
    }

    static func fixing(_ p: ProposedViewSize, _ axes: Axis.Set) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }

    static func paddedEdges(_ insets: EdgeInsets) -> Edge.Set {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return edges
    }

    static func containerLayout(_ element: LayoutElement) -> (any ContainerHost)? {
        func box<L: Layout>(_ layout: L) -> any ContainerHost { TypedContainer(layout) }
        switch element {
        case .hstack, .vstack: return nil  // in the pass's tables (`LayoutPass+Stacks.swift`)
        case let .zstack(alignment): return box(ZStackLayout(alignment: alignment))
        case .grid: return nil  // built per node by `buildGrid`, which needs the rows
        case .gridRow: return box(HStackLayout())  // only outside a grid
        case let .lazyGrid(axis, items, alignment, spacing):
            return box(LazyGridLayout(axis: axis, items: items, alignment: alignment, spacing: spacing))
        case let .scroll(axes): return box(ScrollLayout(axes: axes))
        case let .layout(instance): return box(instance.layout)
        default: return nil
        }
    }

    /// A grid's subviews are its cells: the children of its rows, and each non-row child.
    private func buildGrid(_ node: LayoutNodeID, into gridList: inout [LayoutNodeID]) {
        guard case let .grid(alignment, horizontalSpacing, verticalSpacing) = elements[Int(node.index)] else { return }
        var cells: [LayoutNodeID] = []
        var rows: [GridLayout.Row] = []
        for child in children(of: node) {
            if case let .gridRow(rowAlignment) = elements[Int(child.index)] {
                let rowCells = children(of: child)
                cells.append(contentsOf: rowCells)
                let spans = rowCells.map { cell -> Int in
                    if case let .gridCellColumns(n) = elements[Int(cell.index)] { return max(n, 1) }
                    return 1
                }
                rows.append(GridLayout.Row(cellCount: rowCells.count, alignment: rowAlignment, columnSpans: spans))
            } else {
                cells.append(child)
                rows.append(GridLayout.Row(cellCount: 1, spansAllColumns: true))
            }
        }
        let start = childList.count + gridList.count
        gridList.append(contentsOf: cells)
        gridCells[node.index] = start..<(start + cells.count)
        keep(TypedContainer(GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing,
                                       verticalSpacing: verticalSpacing, rows: rows)),
             at: Int(node.index))
    }
}
