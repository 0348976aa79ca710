import Foundation

/// Options for one evaluation.
public struct LayoutOptions: Sendable {
    /// Record every proposal, answer and placement (`layoutc explain`).
    public var trace: Bool = false
    /// The deepest tree the evaluator accepts; deeper trees fail with `LayoutError.tooDeep`
    /// instead of exhausting the stack.
    public var maxDepth: Int = 10_000

    public init(trace: Bool = false, maxDepth: Int = 10_000) {
        self.trace = trace
        self.maxDepth = maxDepth
    }
}

/// Why a tree could not be laid out.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The tree nests deeper than `LayoutOptions.maxDepth`.
    case tooDeep(limit: Int, node: LayoutNodeID)
    /// The tree has no root.
    case emptyTree

    public var description: String {
        switch self {
        case let .tooDeep(limit, _): return "the layout nests deeper than \(limit) levels"
        case .emptyTree: return "there is nothing to lay out"
        }
    }
}

/// Lays out a `LayoutTree`: proposes to the root, then places every node (`docs/semantics-core.md §0`).
///
/// Each pass memoises answers per (node, proposal), so a stack asking its children several
/// times stays linear in the number of nodes. Deep trees run on a thread with a large stack.
public struct LayoutEvaluator {
    public let tree: LayoutTree
    public let options: LayoutOptions

    public init(tree: LayoutTree, options: LayoutOptions = LayoutOptions()) {
        self.tree = tree
        self.options = options
    }

    /// Lays the tree out for `proposal`; every frame is in root coordinates.
    public func layout(proposal: ProposedViewSize) throws(LayoutError) -> LayoutResult {
        try run(proposal: proposal, recordingFacts: false).result
    }

    /// `layout(proposal:)` with the pass that made it, for the caller to keep while it measures
    /// what a pass holds (`layoutc-bench memory`).
    package func layoutKeepingPass(proposal: ProposedViewSize) throws(LayoutError) -> (result: LayoutResult, pass: AnyObject) {
        let (result, pass, _) = try run(proposal: proposal, recordingFacts: false)
        return (result, pass)
    }

    /// Lays the tree out and keeps the pass open for a linter's questions (`LayoutInspection`).
    /// `previous`: an inspection of an earlier tree at the same proposal, of which this tree
    /// copies the subtrees `reused` (an edited document's, `LoweredProgram.reused`): they take
    /// its answers and frames where that is what laying them out again gives
    /// (`LayoutPass+Reuse.swift`).
    public func inspect(proposal: ProposedViewSize, reusing previous: LayoutInspection? = nil,
                        subtrees reused: [ReusedSubtree] = []) throws(LayoutError) -> LayoutInspection {
        let (result, pass, deep) = try run(proposal: proposal, recordingFacts: true, previous: previous?.pass,
                                           reused: reused)
        return LayoutInspection(result: result, pass: pass, deep: deep)
    }

    private func run(proposal: ProposedViewSize, recordingFacts: Bool, previous: LayoutPass? = nil,
                     reused: [ReusedSubtree] = []) throws(LayoutError)
        -> (result: LayoutResult, pass: LayoutPass, deep: Bool) {
        guard let root = tree.root else { throw .emptyTree }
        // The tree knows its deepest nesting; the walk that finds the deepest node runs only to
        // report it.
        let maxDepth = tree.maxHeight
        if maxDepth > options.maxDepth { throw .tooDeep(limit: options.maxDepth, node: Self.depth(of: tree).deepest) }
        let pass = LayoutPass(tree: tree, options: options, previous: previous, reused: reused)
        if recordingFacts { pass.facts = LayoutFacts() }
        // A few stack frames per level of nesting; debug builds use several KiB; 16 KiB each, reserved lazily by
        // the OS.
        if maxDepth < 256 { return (pass.run(root: root, proposal: proposal), pass, false) }
        return (Self.onLargeStack(bytes: max(64 << 20, maxDepth * 16_384)) { pass.run(root: root, proposal: proposal) },
                pass, true)
    }

    /// The nesting depth of the tree, iteratively (parents come after their children).
    static func depth(of tree: LayoutTree) -> (max: Int, deepest: LayoutNodeID) {
        var depths = [Int32](repeating: 0, count: tree.count)
        var deepest = 0
        for index in stride(from: tree.count - 1, through: 0, by: -1) {
            if let parent = tree.parents[index] { depths[index] = depths[Int(parent.index)] + 1 }
            if depths[index] > depths[deepest] { deepest = index }
        }
        return (tree.count == 0 ? 0 : Int(depths[deepest]), LayoutNodeID(deepest))
    }

    static func onLargeStack<Result>(bytes: Int, _ body: @escaping () -> Result) -> Result {
        let box = LargeStackBox<Result>()
        box.body = body
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { box.result = box.body?(); done.signal() }
        thread.stackSize = bytes
        thread.start()
        done.wait()
        guard let result = box.result else { preconditionFailure("internal error: layout thread produced no result") }
        return result
    }
}

/// Carries a body and its result across the thread of `onLargeStack` (which joins before
/// returning, so the unchecked sendability is safe).
private final class LargeStackBox<Result>: @unchecked Sendable {
    var result: Result?
    var body: (() -> Result)?
}
