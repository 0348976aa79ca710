import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSema

/// What one lint keeps for the next lint of the same file after an edit (`LintResult.memory`,
/// when `LintOptions.keepsInspections`): its file, and its local checks' findings
/// (`LintCheck.isLocal`) before they were merged, by rule code — the file checks' and, at each
/// configuration, the layout checks'.
struct LintMemory {
    let file: LintFile
    let fileFindings: [String: [LintFinding]]
    let layoutFindings: [LintConfiguration: [String: [LintFinding]]]
}

/// The subtrees of an edited file whose local findings are the last lint's (the language
/// server's incremental analysis, `docs/language-server.md`).
///
/// A subtree the compilation copied from the last one (`LoweredProgram.reused`) is the same
/// elements; where the layout took its frames from the last one too (`LayoutInspection
/// .copiedRoots`) it is the same frames, proposals and answers. A local check's finding at a node
/// depends only on the subtree of the element around that node, and on whether something around
/// it is hidden: so inside such a subtree — at every node but its root's modifier chain down to
/// its element, whose container is outside it — a local check finds what it found last time, moved
/// to where the subtree is now. Local checks look only at the other nodes; global checks look at
/// every node every time.
struct LintReuse {
    struct Subtree {
        /// Its root here and in the last lint's tree, and how many nodes it is.
        let root: Int
        let previousRoot: Int
        let count: Int
        /// Where its text moved.
        let placement: TextPlacement
        /// Its nodes but its root's modifier chain: ranges here, in order.
        let interior: [Range<Int>]
        /// Its root's modifier chain, down to its element (here).
        let chain: [Int]

        var shift: Int32 { Int32(truncatingIfNeeded: root - previousRoot) }
    }

    let memory: LintMemory
    /// By root, in order.
    let subtrees: [Subtree]

    /// The reuse of `previous` for `file`, whose program copied subtrees of the last one; nil when
    /// there is nothing to take.
    init?(previous: LintMemory?, file: LintFile) {
        guard let previous else { return nil }
        let program = file.program
        guard !program.reused.isEmpty else { return nil }
        let old = previous.file
        var subtrees: [Subtree] = []
        for (index, reused) in program.reused.enumerated() {
            let root = Int(reused.root.index), previousRoot = Int(reused.previousRoot.index)
            guard reused.count > 1, root < file.tree.count, previousRoot < old.tree.count,
                  let placement = program.placement(ofReused: index),
                  file.kind(reused.root) == old.kind(reused.previousRoot),
                  let parent = file.parent(reused.root), let oldParent = old.parent(reused.previousRoot),
                  file.isHidden(parent) == old.isHidden(oldParent) else { continue }
            // The root's modifier chain, down to its element.
            var chain: [Int] = []
            var current = reused.root
            while true {
                chain.append(Int(current.index))
                guard file.definition(current).role == .modifier, let first = file.children(current).first else { break }
                current = first
            }
            chain.sort()
            var interior: [Range<Int>] = []
            var start = root - reused.count + 1
            for node in chain {
                if node > start { interior.append(start..<node) }
                start = node + 1
            }
            guard !interior.isEmpty else { continue }
            subtrees.append(Subtree(root: root, previousRoot: previousRoot, count: reused.count, placement: placement,
                                    interior: interior, chain: chain))
        }
        guard !subtrees.isEmpty else { return nil }
        memory = previous
        self.subtrees = subtrees.sorted { $0.root < $1.root }
    }

    /// The nodes the local checks skip when `subtrees` are taken: their interiors.
    static func skipped(_ subtrees: [Subtree]) -> [Range<Int>] { subtrees.flatMap(\.interior) }

    /// `fresh` (what a local check found at the nodes it looked at) with what it found last time
    /// inside `subtrees` (`previous`, in the last lint's numbering), moved here: in the order of
    /// their anchors, as the check finds them looking at every node. Nil when a finding cannot be
    /// moved (a range it refers to was edited).
    static func merged(_ fresh: [LintFinding], previous: [LintFinding], in subtrees: [Subtree], file: SourceFileID)
        -> [LintFinding]? {
        guard !previous.isEmpty else { return fresh }
        var taken: [LintFinding] = []
        for subtree in subtrees {
            // The previous findings are in the order of their anchors: those in this subtree's range.
            let first = Int32(truncatingIfNeeded: subtree.previousRoot - subtree.count + 1)
            let last = Int32(truncatingIfNeeded: subtree.previousRoot)
            var placement = subtree.placement
            var index = previous.partitionPoint { ($0.anchor?.index ?? -1) < first }
            while index < previous.count, let anchor = previous[index].anchor, anchor.index <= last {
                defer { index += 1 }
                let here = Int(anchor.index + subtree.shift)
                guard !subtree.chain.contains(here) else { continue }
                var finding = previous[index]
                finding.anchor = LayoutNodeID(here)
                finding.node = finding.node.map { LayoutNodeID(Int($0.index + subtree.shift)) }
                finding.range = placement.map(finding.range, file: file)
                for note in finding.notes.indices {
                    finding.notes[note].range = placement.map(finding.notes[note].range, file: file)
                }
                for fix in finding.fixes.indices {
                    for edit in finding.fixes[fix].edits.indices {
                        finding.fixes[fix].edits[edit].range = placement.map(finding.fixes[fix].edits[edit].range,
                                                                             file: file)
                    }
                }
                taken.append(finding)
            }
            if placement.failed { return nil }
        }
        guard !taken.isEmpty else { return fresh }
        // Both in anchor order (the subtrees are in order and apart), and no anchor in both.
        var result: [LintFinding] = []
        result.reserveCapacity(fresh.count + taken.count)
        var (i, j) = (0, 0)
        while i < fresh.count || j < taken.count {
            if j == taken.count || (i < fresh.count && (fresh[i].anchor?.index ?? -1) <= (taken[j].anchor?.index ?? -1)) {
                result.append(fresh[i])
                i += 1
            } else {
                result.append(taken[j])
                j += 1
            }
        }
        return result
    }
}
