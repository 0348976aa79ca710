import Foundation

/// Identifies one source buffer inside a `SourceManager`.
public struct SourceFileID: Hashable, Sendable, Comparable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A half-open range of UTF-8 byte offsets into one source file.
///
/// Positions are byte offsets everywhere in the compiler; they become lines and
/// columns only when printed (see `SourceFile.location(of:)`).
///
/// Stored in 12 bytes (offsets as 32-bit numbers: inputs are far smaller than 4 GiB), since
/// every token and syntax node carries one.
public struct SourceRange: Hashable, Sendable {
    public var file: SourceFileID
    private var storedStart: UInt32
    private var storedEnd: UInt32

    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = Self.offset(newValue) }
    }
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Self.offset(newValue) }
    }

    public init(file: SourceFileID, start: Int, end: Int) {
        precondition(start <= end, "internal error: inverted source range")
        self.file = file
        self.storedStart = Self.offset(start)
        self.storedEnd = Self.offset(end)
    }

    /// An offset as stored; inputs are limited to far less than 4 GiB before they get here.
    private static func offset(_ value: Int) -> UInt32 {
        precondition(value >= 0 && value <= Int(UInt32.max), "internal error: source offset out of range")
        return UInt32(value)
    }

    /// An empty range at `offset`, for "expected X here" diagnostics.
    public static func point(_ file: SourceFileID, _ offset: Int) -> SourceRange {
        SourceRange(file: file, start: offset, end: offset)
    }

    public var isEmpty: Bool { start == end }
    public var length: Int { end - start }

    /// The smallest range covering both (same file).
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }
}

/// A 1-based line and column as people read them. Columns count Unicode scalars, so a
/// tab, a multi-byte character or a CRLF line ending each occupy what they look like.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}

/// One source buffer: its display name, its bytes and a line table, made the first time a
/// position is turned into a line (a file that checks cleanly never needs one).
public struct SourceFile: Sendable {
    /// Whether `path` names SwiftUI source (`.swift`, in any case): read by the Swift reader, its
    /// findings named by its Swift.
    public static func isSwift(_ path: String) -> Bool { path.lowercased().hasSuffix(".swift") }

    public let id: SourceFileID
    /// The name shown in diagnostics: the path as the user gave it, or `<stdin>`.
    public let name: String
    /// The raw UTF-8 bytes (a leading BOM, if any, is kept so offsets match the file).
    public let bytes: [UInt8]
    private let lines = LineTable()

    public init(id: SourceFileID, name: String, bytes: [UInt8]) {
        self.id = id
        self.name = name
        self.bytes = bytes
    }

    /// Byte offset at which each line starts; `lineStarts[0] == 0`. Made on first use; a caller
    /// that looks up many positions keeps the array.
    public var lineStarts: [Int] { lines.starts(of: bytes) }

    public init(id: SourceFileID, name: String, text: String) {
        self.init(id: id, name: name, bytes: Array(text.utf8))
    }

    /// Number of bytes of a UTF-8 byte-order mark at the start of the file (0 or 3).
    public var bomLength: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The 0-based index of the line containing `offset` (offsets past the end clamp to the last line).
    public func lineIndex(of offset: Int) -> Int { Self.lineIndex(of: offset, in: lineStarts) }

    /// The line of `offset` among the line starts `starts`.
    public static func lineIndex(of offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The byte range of line `index` (0-based), without its `\n` or `\r\n` terminator.
    public func lineContentRange(_ index: Int) -> Range<Int> { lineContentRange(index, starts: lineStarts) }

    /// The same, with the line starts at hand.
    func lineContentRange(_ index: Int, starts lineStarts: [Int]) -> Range<Int> {
        Self.lineContentRange(index, starts: lineStarts, bytes: bytes)
    }

    /// Line `index`'s content in `bytes`, whose lines start at `lineStarts`.
    static func lineContentRange(_ index: Int, starts lineStarts: [Int], bytes: [UInt8]) -> Range<Int> {
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        if index == 0 {
            let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
            return min(start + bom, end)..<end
        }
        return start..<end
    }

    /// The text of line `index` (0-based), without terminator; invalid UTF-8 is repaired.
    public func lineText(_ index: Int) -> String {
        String(decoding: bytes[lineContentRange(index)], as: UTF8.self)
    }

    /// The greatest offset ≤ `offset` that starts a UTF-8 scalar (or is the end of the file).
    public func scalarBoundary(atOrBefore offset: Int) -> Int {
        var position = max(0, min(offset, bytes.count))
        while position > 0, position < bytes.count, bytes[position] & 0xC0 == 0x80 { position -= 1 }
        return position
    }

    /// The 1-based line and Unicode-scalar column of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(of: clamped)
        let content = lineContentRange(line)
        let upto = max(content.lowerBound, min(clamped, content.upperBound))
        return SourceLocation(line: line + 1, column: Self.scalarCount(bytes[content.lowerBound..<upto]) + 1)
    }

    /// Counts scalars by counting bytes that are not UTF-8 continuation bytes.
    static func scalarCount(_ slice: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in slice where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The source text covered by `range` (invalid UTF-8 repaired).
    public func text(in range: SourceRange) -> String {
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A file's line starts, found on first use and kept: `SourceFile` is a value shared across
/// threads (the language server), so the table is made under a lock, once.
final class LineTable: @unchecked Sendable {
    private let lock = NSLock()
    private var starts: [Int]?

    func starts(of bytes: [UInt8]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let starts { return starts }
        let found: [Int] = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [0] }
            // Each newline found with `memchr`, which reads many bytes at a time; counted first,
            // so the table is one allocation of the right size.
            func forEachLineStart(_ body: (Int) -> Void) {
                var offset = 0
                while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                    offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    body(offset)
                }
            }
            var lines = 1
            forEachLineStart { _ in lines += 1 }
            return [Int](unsafeUninitializedCapacity: lines) { table, count in
                table[0] = 0
                count = 1
                forEachLineStart { start in
                    table[count] = start
                    count += 1
                }
            }
        }
        starts = found
        return found
    }
}

/// Resolves many offsets to locations in time independent of line length: a long line gets a
/// table of the column at every 1 KiB, built once, so each later offset on it scans at most
/// 1 KiB. (A 10 MB file on one line with a million elements would otherwise be quadratic.)
public final class LocationCache {
    private static let stride = 1024
    // The cache's state is private and no method calls out while changing it, so no two
    // accesses can overlap: the runtime's exclusivity checks (a tenth of the cost of a lookup
    // when an emitter asks once per node) are turned off for these fields alone.
    /// Per file and long line: the 0-based column at each multiple of `stride` from its start.
    @exclusivity(unchecked) private var checkpoints: [SourceFileID: [Int: [Int]]] = [:]
    /// The file and line of the last offset: offsets mostly come in source order, so the next
    /// is usually on the same line or the one after, found without a search.
    @exclusivity(unchecked) private var lastFile: SourceFileID?
    @exclusivity(unchecked) private var lastLine = 0
    /// The file looked in last: its ID, bytes and line starts (kept, not read from the file per
    /// lookup: copying a `SourceFile` counts four references).
    @exclusivity(unchecked) private var currentID: SourceFileID?
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    @exclusivity(unchecked) private var starts: [Int] = []

    public init() {}

    /// The location of `range`'s start, its file taken from `sources` (kept while the ranges
    /// asked about stay in one file).
    public func location(of range: SourceRange, in sources: SourceManager) -> SourceLocation {
        if currentID != range.file {
            guard let file = sources.file(range.file) else { return SourceLocation(line: 1, column: 1) }
            use(file)
        }
        return locate(range.start)
    }

    /// The same as `file.location(of: offset)`.
    public func location(in file: SourceFile, of offset: Int) -> SourceLocation {
        if currentID != file.id { use(file) }
        return locate(offset)
    }

    private func use(_ file: SourceFile) {
        currentID = file.id
        bytes = file.bytes
        starts = file.lineStarts
        lastFile = nil
    }

    /// The location of `offset` in the current file.
    private func locate(_ offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(of: clamped)
        let content = SourceFile.lineContentRange(line, starts: starts, bytes: bytes)
        let upto = max(content.lowerBound, min(clamped, content.upperBound))
        guard upto - content.lowerBound > Self.stride else {
            return SourceLocation(line: line + 1, column: SourceFile.scalarCount(bytes[content.lowerBound..<upto]) + 1)
        }
        let table = checkpoints[currentID ?? SourceFileID(rawValue: -1)]?[line]
            ?? buildCheckpoints(line: line, content: content)
        let step = min((upto - content.lowerBound) / Self.stride, table.count - 1)
        let from = content.lowerBound + step * Self.stride
        return SourceLocation(line: line + 1, column: table[step] + SourceFile.scalarCount(bytes[from..<upto]) + 1)
    }

    /// The line of `offset` in the current file: from the last line forward while the next
    /// lines start before it (offsets mostly come in order, a line or a few apart), else by a
    /// binary search.
    private func lineIndex(of offset: Int) -> Int {
        if lastFile == currentID, lastLine < starts.count, starts[lastLine] <= offset {
            var line = lastLine
            var steps = 0
            while line + 1 < starts.count, starts[line + 1] <= offset, steps < 8 {
                line += 1
                steps += 1
            }
            if line + 1 == starts.count || offset < starts[line + 1] {
                lastLine = line
                return line
            }
        }
        lastFile = currentID
        lastLine = SourceFile.lineIndex(of: offset, in: starts)
        return lastLine
    }

    private func buildCheckpoints(line: Int, content: Range<Int>) -> [Int] {
        var table = [0]
        var column = 0
        var position = content.lowerBound
        while position + Self.stride <= content.upperBound {
            column += SourceFile.scalarCount(bytes[position..<(position + Self.stride)])
            position += Self.stride
            table.append(column)
        }
        checkpoints[currentID ?? SourceFileID(rawValue: -1), default: [:]][line] = table
        return table
    }
}

/// Owns every source file of one compilation (the main file and its imports).
/// Files may be added and read from several threads at once (`lint` checks a folder's files in
/// parallel, each adding its imports): a lock guards the list.
public final class SourceManager: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [SourceFile] = []
    private var bytesRead = 0

    public var files: [SourceFile] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// The bytes of all the files together (kept, so a size limit checked before each of
    /// thousands of imports costs no walk over the files already read).
    public var totalBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytesRead
    }

    public init() {}

    /// Adds a buffer and returns its file.
    @discardableResult
    public func add(name: String, bytes: [UInt8]) -> SourceFile {
        lock.lock()
        defer { lock.unlock() }
        let file = SourceFile(id: SourceFileID(rawValue: Int32(storage.count)), name: name, bytes: bytes)
        storage.append(file)
        bytesRead += bytes.count
        return file
    }

    @discardableResult
    /// Adds a file from text (UTF-8 encoded).
    public func add(name: String, text: String) -> SourceFile {
        add(name: name, bytes: Array(text.utf8))
    }

    public subscript(id: SourceFileID) -> SourceFile {
        lock.lock()
        defer { lock.unlock() }
        return storage[Int(id.rawValue)]
    }

    /// The file `id` names; nil when this manager has none by that ID (a range from another
    /// manager, a negative ID).
    public func file(_ id: SourceFileID) -> SourceFile? {
        lock.lock()
        defer { lock.unlock() }
        guard id.rawValue >= 0, Int(id.rawValue) < storage.count else { return nil }
        return storage[Int(id.rawValue)]
    }

    /// `file:line:col` of the start of a range.
    public func location(of range: SourceRange) -> (file: SourceFile, location: SourceLocation) {
        let file = self[range.file]
        return (file, file.location(of: range.start))
    }
}

/// Where two versions of a text differ: their common prefix and suffix, the one edit between
/// them (`old[prefix..<oldEnd]` became `new[prefix..<newEnd]`). What the language server and the
/// incremental analysis compare a document's new text with its last one by.
public enum TextDifference {
    public static func between(_ old: [UInt8], _ new: [UInt8]) -> (prefix: Int, oldEnd: Int, newEnd: Int) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let shorter = min(old.count, new.count)
                var prefix = 0
                while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
                    suffix += 1
                }
                return (prefix, old.count - suffix, new.count - suffix)
            }
        }
    }
}
