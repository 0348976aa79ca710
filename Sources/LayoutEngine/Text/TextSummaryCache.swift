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

    private let lock = NSLock()
    private var entries: [Int: Entry] = [:]

    /// The summary of `spec`, the text of node `index`, in `model`.
    func summary(_ index: Int, _ spec: TextSpec, _ model: TextModel) -> TextSummary {
        lock.lock()
        if let entry = entries[index], entry.weight == spec.weight, entry.model == model,
           entry.content == spec.content {
            lock.unlock()
            return entry.summary
        }
        lock.unlock()
        let summary = model.summary(spec)
        lock.lock()
        entries[index] = Entry(content: spec.content, weight: spec.weight, model: model, summary: summary)
        lock.unlock()
        return summary
    }
}
