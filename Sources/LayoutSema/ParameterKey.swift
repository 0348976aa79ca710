import Foundation

/// What a matched argument is filed under: its parameter's label, or `_` (`unlabelled`) for the
/// positional one. A small number, one per spelling for the whole process, so the checker finds
/// a matched argument by comparing integers, not strings, and a key misspelled in the checker's
/// code does not compile.
struct ParameterKey: Hashable, Sendable {
    let raw: Int32

    /// The key of `label`, made if new (each spelling once for the whole process).
    static func named(_ label: String) -> ParameterKey { KeyTable.shared.intern(label) }

    /// The label the key stands for.
    var label: String { KeyTable.shared.label(of: self) }
}

/// The process's keys, shared by every compilation (made under a lock: the language server
/// compiles on several threads).
private final class KeyTable: @unchecked Sendable {
    static let shared = KeyTable()
    private let lock = NSLock()
    private var keys: [String: Int32] = [:]
    private var labels: [String] = []

    func intern(_ label: String) -> ParameterKey {
        lock.lock()
        defer { lock.unlock() }
        if let known = keys[label] { return ParameterKey(raw: known) }
        precondition(labels.count < Int(Int32.max), "internal error: too many parameter labels")
        let key = Int32(labels.count)
        labels.append(label)
        keys[label] = key
        return ParameterKey(raw: key)
    }

    func label(of key: ParameterKey) -> String {
        lock.lock()
        defer { lock.unlock() }
        return labels[Int(key.raw)]
    }
}

/// The keys the checker reads the built-ins' arguments by.
extension ParameterKey {
    /// The positional argument.
    static let unlabelled = named("_")
    static let alignment = named("alignment")
    static let axes = named("axes")
    static let axis = named("axis")
    static let bottom = named("bottom")
    static let contentMode = named("contentMode")
    static let cornerRadius = named("cornerRadius")
    /// `.padding`'s edges, given positionally (`.padding(.horizontal, 8)`).
    static let edges = named("edges")
    static let fit = named("fit")
    static let height = named("height")
    static let horizontal = named("horizontal")
    static let horizontalSpacing = named("horizontalSpacing")
    static let idealHeight = named("idealHeight")
    static let idealWidth = named("idealWidth")
    static let leading = named("leading")
    static let lineLimit = named("lineLimit")
    static let lineSpacing = named("lineSpacing")
    static let max = named("max")
    static let maxHeight = named("maxHeight")
    static let maxWidth = named("maxWidth")
    static let min = named("min")
    static let minHeight = named("minHeight")
    static let minLength = named("minLength")
    static let minWidth = named("minWidth")
    static let overlap = named("overlap")
    static let size = named("size")
    static let spacing = named("spacing")
    static let top = named("top")
    static let trailing = named("trailing")
    static let vertical = named("vertical")
    static let verticalSpacing = named("verticalSpacing")
    static let weight = named("weight")
    static let width = named("width")
    static let x = named("x")
    static let y = named("y")
    static let columns = named("columns")
    static let rows = named("rows")
    static let relativeTo = named("relativeTo")
}
