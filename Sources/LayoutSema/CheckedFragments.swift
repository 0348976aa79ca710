import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// What one compilation of a file keeps so that the next compilation of the same file, after an
/// edit, takes what the edit did not touch instead of checking and lowering it again: the
/// language server's incremental analysis (`docs/language-server.md`, "Incremental analysis").
///
/// A *fragment* is an element written among a container's children in the file's own scope —
/// not in a component's body, a `repeat` that binds a name, a branch not taken or a grid — whose
/// value is that one element. Its meaning is a function of its text and of the file's
/// definitions alone, so a later text with the same definitions and the same bytes there lowers
/// it to the same nodes. Each fragment is kept with everything its evaluation did besides making
/// nodes (`FragmentEvent`: the diagnostics it reported, the definitions it used, the constants it
/// worked out), the steps and arena nodes it took, and where its nodes are in the lowered tree;
/// reusing it replays those effects in order and copies the nodes (`LayoutTree.appendSubtree`),
/// every source range moved to where the text now is. A fragment whose evaluation read state
/// another part of the file set (a constant holding an element, a value with a range in it) is
/// not kept. Kept only when the compilation had no errors.
public final class CheckedFragments {
    /// The main file's text and ID when it was compiled.
    let bytes: [UInt8]
    let file: SourceFileID
    /// The byte range of each of the file's items, and which one is the root: the next text
    /// must have the same items, the same bytes in each but the root.
    let items: [Range<Int>]
    let rootItem: Int
    /// What else the meaning of the text depends on.
    let settings: Settings
    /// The lowered program the fragments' nodes are in.
    let program: LoweredProgram
    let records: [FragmentRecord]
    let log: FragmentLog
    /// The main file's tokens, and its tags in order (the ranges of their names): what a parse
    /// that takes a fragment whole takes of them (`skippedElement(at:in:_:)`).
    let tokens: [Token]
    let tags: [SourceRange]
    /// The first usable record starting at each offset, made when first asked.
    private lazy var byStart: [Int32: Int32] = {
        var byStart: [Int32: Int32] = [:]
        byStart.reserveCapacity(records.count)
        for (index, record) in records.enumerated().reversed() where record.isUsable {
            byStart[record.start] = Int32(truncatingIfNeeded: index)
        }
        return byStart
    }()
    /// Records by the hash of their text, made when first asked (most edits find their
    /// fragments where they were, by their start, and hash nothing): each record's hash (the
    /// one it came with, else worked out then), each slot the last record whose hash falls
    /// there, each record the one before it (-1: none).
    private lazy var byContent: (hashes: [UInt64], slots: [Int32], chain: [Int32]) = {
        var size = 16
        while size < 2 * records.count { size *= 2 }
        var hashes = [UInt64](repeating: 0, count: records.count)
        var slots = [Int32](repeating: -1, count: size)
        var chain = [Int32](repeating: -1, count: records.count)
        for (index, record) in records.enumerated() where record.isUsable {
            let hash = record.hash != 0 ? record.hash : Self.hash(bytes[Int(record.start)..<Int(record.end)])
            hashes[index] = hash
            let slot = Int(truncatingIfNeeded: hash) & (size - 1)
            chain[index] = slots[slot]
            slots[slot] = Int32(truncatingIfNeeded: index)
        }
        return (hashes, slots, chain)
    }()
    private var hashesMade = false

    /// Record `index`'s hash when it is known (0: not worked out yet).
    func knownHash(_ index: Int) -> UInt64 { hashesMade ? byContent.hashes[index] : records[index].hash }

    /// The options a fragment's meaning depends on besides the file.
    struct Settings: Equatable {
        var defines: [String]
        var maxNodes: Int
        var textModel: TextModel
        var layouts: [ObjectIdentifier]

        init(_ options: CompileOptions) {
            defines = options.defines.map { $0.name + "=" + $0.value }
            maxNodes = options.maxNodes
            textModel = options.textModel
            layouts = options.registry.definitions.map(ObjectIdentifier.init)
        }
    }

    init(bytes: [UInt8], file: SourceFileID, items: [Range<Int>], rootItem: Int, settings: Settings,
         program: LoweredProgram, records: [FragmentRecord], log: FragmentLog, tokens: [Token],
         tags: [SourceRange]) {
        self.bytes = bytes
        self.tokens = tokens
        self.tags = tags
        self.file = file
        self.items = items
        self.rootItem = rootItem
        self.settings = settings
        self.program = program
        self.records = records
        self.log = log
    }

    /// The fragment the last text had where this one has an element child at `offset` with the
    /// same bytes, for the parser to take whole (`Parser.SkippedElement`: its key is the
    /// record's index); `difference`: the edit between the last text and `text`.
    func skippedElement(at offset: Int, in text: [UInt8], _ difference: (prefix: Int, oldEnd: Int, newEnd: Int))
        -> Parser.SkippedElement? {
        let old: Int
        if offset < difference.prefix {
            old = offset
        } else if offset >= difference.newEnd {
            old = offset - (difference.newEnd - difference.oldEnd)
        } else {
            return nil
        }
        guard old >= 0, old < Int(Int32.max), let index = byStart[Int32(old)] else { return nil }
        let record = records[Int(index)]
        let length = Int(record.end - record.start)
        guard offset + length <= text.count, hasBytes(at: old, text[offset..<(offset + length)]) else { return nil }
        // Its tokens: from the one that starts it to the one that ends it.
        let first = tokens.partitionPoint { $0.startOffset < old }
        let after = tokens.partitionPoint { $0.startOffset < old + length }
        guard first < after, tokens[first].startOffset == old, tokens[after - 1].endOffset == old + length else {
            return nil
        }
        return Parser.SkippedElement(end: offset + length, key: UInt32(truncatingIfNeeded: index),
                                     tokens: tokens[first..<after], shift: offset - old,
                                     nextKind: after < tokens.count ? tokens[after].kind : .endOfFile,
                                     tagCount: tagIndices(in: old..<(old + length)).count)
    }

    /// Appends the tags of the fragment `record` to `found`, moved by `shift`.
    func appendTags(of record: Int, movedBy shift: Int, to found: inout [SourceRange]) {
        for tag in tags[tagIndices(in: Int(records[record].start)..<Int(records[record].end))] {
            found.append(SourceRange(file: tag.file, start: tag.start + shift, end: tag.end + shift))
        }
    }

    /// The indices in `tags` of the tags that start in `range` of the last text.
    private func tagIndices(in range: Range<Int>) -> Range<Int> {
        let first = tags.partitionPoint { $0.start < range.lowerBound }
        return first..<tags[first...].partitionPoint { $0.start < range.upperBound }
    }

    /// Whether the last text has the bytes `text` at `start`.
    private func hasBytes(at start: Int, _ text: ArraySlice<UInt8>) -> Bool {
        guard start >= 0, start + text.count <= bytes.count else { return false }
        guard !text.isEmpty else { return true }
        return bytes.withUnsafeBytes { kept in
            text.withUnsafeBytes { now in memcmp(kept.baseAddress! + start, now.baseAddress!, now.count) == 0 }
        }
    }

    /// How many fragments are kept (for tests and benchmarks).
    public var count: Int { records.count }

    /// The usable record whose text is `text`, whose hash is `hash`, if any.
    func lookup(_ text: ArraySlice<UInt8>, hash: UInt64) -> Int32? {
        guard !text.isEmpty else { return nil }
        let (hashes, slots, chain) = byContent
        hashesMade = true
        var candidate = slots[Int(truncatingIfNeeded: hash) & (slots.count - 1)]
        while candidate >= 0 {
            let record = records[Int(candidate)]
            if hashes[Int(candidate)] == hash, Int(record.end - record.start) == text.count,
               hasBytes(at: Int(record.start), text) {
                return candidate
            }
            candidate = chain[Int(candidate)]
        }
        return nil
    }

    /// FNV-1a over the bytes (never 0: 0 is "not worked out"): a fragment's text is hashed when
    /// it is first looked up by content, and each text looked up.
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBufferPointer { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in buffer {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            return hash == 0 ? 1 : hash
        }
    }
}

/// One kept fragment (plain numbers: records are copied as a block).
struct FragmentRecord {
    /// Its text: `bytes[start..<end]` of the file, and the text's hash when known (0: not yet).
    var start: Int32
    var end: Int32
    var hash: UInt64
    /// Its effects: `log.events[firstEvent..<firstEvent + eventCount]`.
    var firstEvent: Int32
    var eventCount: Int32
    /// The records of the fragments inside it: `records[firstNested..<` its own index`]`.
    var firstNested: Int32
    /// The evaluation steps it took, the arena nodes it left and the most it added at once
    /// (the limits count them).
    var steps: Int
    var arenaNodes: Int
    var arenaPeak: Int
    /// Its root in the lowered tree and how many nodes it is there, and the text environment it
    /// was lowered in (it decides its texts' fonts: `log.environments`); -1 until the tree is made.
    var treeRoot: Int32 = -1
    var treeCount: Int32 = 0
    var environment: Int32 = 0
    /// False when it was lowered at two places of the tree, or not at all.
    var lowered = false
    var sharedInTree = false
    /// The checker's node of its value, while the compilation that keeps it runs.
    var checked: Int32

    var isUsable: Bool { lowered && !sharedInTree && treeRoot >= 0 }

    /// Notes that its nodes were put in the tree once more: true the first time (its place there
    /// is then to be set), false after (it is then at two places, and not usable).
    mutating func noteLowered() -> Bool {
        if lowered {
            sharedInTree = true
            return false
        }
        lowered = true
        return true
    }
}

/// What a fragment's evaluation did besides making nodes, in order (plain numbers; what does
/// not fit is in the log's tables).
struct FragmentEvent {
    enum Kind: UInt8 {
        /// A diagnostic it reported (`reports[payload]`), before de-duplication: an earlier part
        /// of the file may have reported the same one, and an edit may take that part away.
        case report
        /// "parameter … is never used" (`reports[payload]`), reported once per parameter for
        /// the whole file (no diagnostic where diagnostics were silenced: still its once).
        case unusedParameter
        /// It used `definition`.
        case used
        /// It worked out the value of the constant `definition` first (`values[payload]`: a
        /// value without elements or ranges in it).
        case cached
        /// It read the value of the constant `definition`, worked out before it.
        case readCached
    }

    var kind: Kind
    var definition: Int32 = 0
    var payload: Int32 = 0
}

/// The effects of the fragments, in the order they happened, with what they carry.
struct FragmentLog {
    struct Report {
        var key: Interpreter.ReportKey
        var diagnostic: Diagnostic?
        /// The parameter's key (`component.parameter`), for an unused one.
        var parameter: String = ""
    }

    var events: [FragmentEvent] = []
    var reports: [Report] = []
    var values: [Value] = []
    /// The text environments fragments were lowered in (0: none set).
    var environments = [TextEnvironment()]

    var count: Int { events.count }

    mutating func report(_ key: Interpreter.ReportKey, _ diagnostic: Diagnostic) {
        events.append(FragmentEvent(kind: .report, payload: Int32(truncatingIfNeeded: reports.count)))
        reports.append(Report(key: key, diagnostic: diagnostic))
    }

    mutating func unusedParameter(_ parameter: String, _ key: Interpreter.ReportKey, _ diagnostic: Diagnostic?) {
        events.append(FragmentEvent(kind: .unusedParameter, payload: Int32(truncatingIfNeeded: reports.count)))
        reports.append(Report(key: key, diagnostic: diagnostic, parameter: parameter))
    }

    mutating func add(_ kind: FragmentEvent.Kind, definition: Int) {
        events.append(FragmentEvent(kind: kind, definition: Int32(truncatingIfNeeded: definition)))
    }

    mutating func cached(_ definition: Int, _ value: Value) {
        events.append(FragmentEvent(kind: .cached, definition: Int32(truncatingIfNeeded: definition),
                                    payload: Int32(truncatingIfNeeded: values.count)))
        values.append(value)
    }

    /// The index of `environment` (0 for none set).
    mutating func environment(_ environment: TextEnvironment) -> Int32 {
        if environment == environments[0] { return 0 }
        environments.append(environment)
        return Int32(truncatingIfNeeded: environments.count - 1)
    }

    mutating func removeAll(from count: Int) {
        // Reports and values stay (what the events removed pointed at is never read again).
        events.removeSubrange(count...)
    }
}

/// Where the bytes of the text a compilation's fragments were kept from are in the text now:
/// the one edit between the two texts (their common prefix and suffix), and, for the bytes of a
/// fragment, wherever its text was found now. The lint moves the findings it takes from the
/// last lint with it too (`LoweredProgram.textPlacement`).
public struct TextPlacement: Sendable {
    /// The edit: `old[prefix..<oldEnd]` became `new[prefix..<oldEnd + delta]`.
    let prefix: Int
    let oldEnd: Int
    let delta: Int
    /// The fragment's old text and how far it moved.
    var inside: Range<Int> = 0..<0
    var moved = 0
    /// Set when a range fell in the edited bytes: what refers there cannot be moved.
    public private(set) var failed = false

    init(old: [UInt8], new: [UInt8]) {
        let (prefix, oldEnd, newEnd) = TextDifference.between(old, new)
        self.prefix = prefix
        self.oldEnd = oldEnd
        delta = newEnd - oldEnd
    }

    /// The placement of the text of a fragment: `inside` (its old bytes) moved by `moved`.
    public func forFragment(_ inside: Range<Int>, movedBy moved: Int) -> TextPlacement {
        var copy = self
        copy.inside = inside
        copy.moved = moved
        copy.failed = false
        return copy
    }

    /// `range` of the old text in the new one (`failed` when it touches the edited bytes).
    public mutating func map(_ range: SourceRange, file: SourceFileID) -> SourceRange {
        guard range.file == file else { return range }
        if range.start >= inside.lowerBound, range.end <= inside.upperBound {
            return SourceRange(file: file, start: range.start + moved, end: range.end + moved)
        }
        if range.end < prefix || (range.end == prefix && range.start < range.end) { return range }
        if range.start > oldEnd || (range.start == oldEnd && range.end > range.start) {
            return SourceRange(file: file, start: range.start + delta, end: range.end + delta)
        }
        failed = true
        return range
    }

    public mutating func map(_ range: SourceRange?, file: SourceFileID) -> SourceRange? {
        range.map { map($0, file: file) }
    }

    public mutating func map(_ diagnostic: Diagnostic, file: SourceFileID) -> Diagnostic {
        var mapped = diagnostic
        mapped.range = map(diagnostic.range, file: file)
        for index in mapped.labels.indices { mapped.labels[index].range = map(mapped.labels[index].range, file: file) }
        for index in mapped.notes.indices { mapped.notes[index].range = map(mapped.notes[index].range, file: file) }
        for fix in mapped.fixIts.indices {
            for edit in mapped.fixIts[fix].edits.indices {
                mapped.fixIts[fix].edits[edit].range = map(mapped.fixIts[fix].edits[edit].range, file: file)
            }
        }
        return mapped
    }

    mutating func map(_ key: Interpreter.ReportKey, file: SourceFileID) -> Interpreter.ReportKey {
        var mapped = key
        mapped.range = map(key.range, file: file)
        return mapped
    }

}

extension Value {
    /// Whether the value holds no element, no range and no symbol of a syntax tree: what a
    /// constant kept with a fragment may be.
    var isPlain: Bool {
        switch self {
        case .number, .size, .string, .bool, .nilValue, .enumCase, .font, .poisoned: return true
        case let .list(items): return items.allSatisfy(\.isPlain)
        case .element, .container, .gridItem: return false
        }
    }
}
