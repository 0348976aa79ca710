import LayoutAnalysis
import LayoutDiagnostics

/// One replacement in a document's bytes: `start..<oldEnd` of the text before it became
/// `start..<newEnd` of the text after it.
public struct ByteEdit: Equatable, Sendable {
    public var start: Int
    public var oldEnd: Int
    public var newEnd: Int

    public init(start: Int, oldEnd: Int, newEnd: Int) {
        self.start = start
        self.oldEnd = oldEnd
        self.newEnd = newEnd
    }

    var delta: Int { newEnd - oldEnd }

    /// The one edit that turns `old` into `new`: what differs between their common prefix and
    /// suffix (a client that sends the whole text sends no range).
    static func difference(_ old: [UInt8], _ new: [UInt8]) -> ByteEdit {
        let (prefix, oldEnd, newEnd) = TextDifference.between(old, new)
        return ByteEdit(start: prefix, oldEnd: oldEnd, newEnd: newEnd)
    }
}

/// The last analysis of a document that laid out, and the edits made since: while the user
/// types, the file rarely compiles, and hover and inlay hints answer from this one (marked as
/// such), mapping positions through the edits. Text an edit touched has no stale answer.
public struct StaleLayout {
    public let analysis: DocumentAnalysis
    public private(set) var edits: [ByteEdit] = []
    /// More edits than this and the picture is dropped (mapping walks them all).
    static let maxEdits = 10_000

    public init(analysis: DocumentAnalysis) { self.analysis = analysis }

    /// Records the edits of one change; false when there are too many to keep mapping.
    mutating func record(_ more: [ByteEdit]) -> Bool {
        edits += more
        return edits.count <= Self.maxEdits
    }

    /// Where the current text's `start..<end` was in the analysed text; nil when an edit touched
    /// it (inserted or deleted text inside it, or replaced part of it).
    public func analysedRange(ofCurrent start: Int, _ end: Int) -> (start: Int, end: Int)? {
        var (a, b) = (start, end)
        for edit in edits.reversed() {
            if edit.start < b && edit.newEnd > a { return nil }  // new text inside
            // text deleted inside
            if edit.newEnd == edit.start, edit.oldEnd > edit.start, a < edit.start, edit.start < b { return nil }
            if a >= edit.newEnd { a -= edit.delta }
            if b > edit.start { b -= edit.delta }
        }
        return (a, b)
    }

    /// Where the analysed text's `start..<end` is now; nil when an edit touched it.
    public func currentRange(ofAnalysed start: Int, _ end: Int) -> (start: Int, end: Int)? {
        var (a, b) = (start, end)
        for edit in edits {
            if edit.start < b && edit.oldEnd > a { return nil }  // replaced or deleted inside
            if edit.oldEnd == edit.start, a < edit.start, edit.start < b { return nil }  // inserted inside
            if a >= edit.oldEnd { a += edit.delta }
            if b > edit.start { b += edit.delta }
        }
        return (a, b)
    }

    /// The note hover and inlay hints add to what they take from here.
    public var note: String { "_from the last version without errors (version \(analysis.version))_" }
}
