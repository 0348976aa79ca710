import Foundation

/// The summaries of a tree's texts (`TextModel.summary`: the work of shaping them), kept with the
/// tree and shared by its copies: a text's shape does not depend on its size, so the copies lint
/// makes for each Dynamic Type size (`LayoutTree.sizingText`) and every pass over them shape each
/// text once. An entry is used only for the same content, weight and model it was made for.
final class TextSummaryCache: @unchecked Sendable {
    private struct Entry {
        var content: String
        var weight: Int
        var model: TextModel
        var summary: TextSummary
    }

    private struct Key: Hashable {
        var content: String
        var weight: Int
    }

    private let lock = NSLock()
    /// By node index (nil where no text was summarised): a pass reads them in node order, so
    /// the reading is sequential however large the tree (a hashed table's is not).
    private var entries: [Entry?] = []
    /// Another tree's summaries (`inherit`), by content when first needed: looked up before a
    /// text is shaped.
    private var inheritedFrom: [Entry?] = []
    private lazy var inherited: [Key: Entry] = {
        var byContent: [Key: Entry] = [:]
        for case let entry? in inheritedFrom { byContent[Key(content: entry.content, weight: entry.weight)] = entry }
        return byContent
    }()
    /// How many texts this cache had shaped (not found, neither its own nor inherited).
    private(set) var shapedCount = 0

    /// The summary of `spec`, the text of node `index`, in `model`.
    func summary(_ index: Int, _ spec: TextSpec, _ model: TextModel) -> TextSummary {
        lock.lock()
        if index < entries.count, let entry = entries[index], entry.weight == spec.weight, entry.model == model,
           entry.content == spec.content {
            lock.unlock()
            return entry.summary
        }
        let earlier = inherited[Key(content: spec.content, weight: spec.weight)].flatMap {
            $0.model == model ? $0.summary : nil
        }
        lock.unlock()
        let summary = earlier ?? model.summary(spec)
        lock.lock()
        if earlier == nil { shapedCount += 1 }
        if index >= entries.count { entries += repeatElement(nil, count: index + 1 - entries.count) }
        entries[index] = Entry(content: spec.content, weight: spec.weight, model: model, summary: summary)
        lock.unlock()
        return summary
    }

    /// Takes `other`'s summaries, by content, for texts this cache has not summarised: an edited
    /// document's new tree shapes only the texts the edit changed (the language server).
    /// `subtrees`: the parts of this tree that are copies of parts of `other`'s (`ReusedSubtree`),
    /// whose texts take `other`'s summaries node for node, without a lookup by content.
    func inherit(from other: TextSummaryCache, subtrees: [ReusedSubtree] = []) {
        guard other !== self else { return }
        other.lock.lock()
        // Only the texts of `other`'s own tree (shaped there or inherited in turn), not what it
        // had inherited and its tree no longer holds: what is kept stays the size of one tree
        // however long the editing goes on.
        let theirs = other.entries
        other.lock.unlock()
        lock.lock()
        inheritedFrom = theirs
        for subtree in subtrees {
            let first = Int(subtree.root.index) - subtree.count + 1
            let theirFirst = Int(subtree.previousRoot.index) - subtree.count + 1
            guard first >= 0, theirFirst >= 0, theirFirst < theirs.count else { continue }
            let count = min(subtree.count, theirs.count - theirFirst)
            if first + count > entries.count { entries += repeatElement(nil, count: first + count - entries.count) }
            for offset in 0..<count where theirs[theirFirst + offset] != nil {
                entries[first + offset] = theirs[theirFirst + offset]
            }
        }
        lock.unlock()
    }
}
