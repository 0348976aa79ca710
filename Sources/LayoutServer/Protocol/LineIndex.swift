import LayoutDiagnostics

/// The unit of `Position.character` agreed in `initialize`.
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// A 0-based line and character, in the negotiated encoding.
public struct Position: Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// Converts between byte offsets (the compiler's positions) and LSP positions. Lines end at
/// `\n`, `\r\n` or `\r`, as the protocol says; a tab is one character; a position past the end
/// of a line means its end, one inside a multi-byte character means its start. The lines are the
/// source file's (its table of `\n`s, made once), split again at any lone `\r`.
public struct LineIndex: Sendable {
    public let bytes: [UInt8]
    /// Offset where each line starts.
    public let lineStarts: [Int]
    /// Offset where each line's content ends (before its terminator).
    public let lineEnds: [Int]

    public init(file: SourceFile) {
        let bytes = file.bytes
        self.bytes = bytes
        var starts = file.lineStarts
        // A `\r` not followed by `\n` ends a line for LSP but not for diagnostics (rare: looked
        // for only when the file has a `\r` at all).
        if bytes.contains(13) {
            let lone = bytes.indices.filter { bytes[$0] == 13 && ($0 + 1 == bytes.count || bytes[$0 + 1] != 10) }
            if !lone.isEmpty { starts = (starts + lone.map { $0 + 1 }).sorted() }
        }
        lineStarts = starts
        lineEnds = starts.indices.map { line in
            guard line + 1 < starts.count else { return bytes.count }
            let next = starts[line + 1]
            return next >= 2 && bytes[next - 1] == 10 && bytes[next - 2] == 13 ? next - 2 : next - 1
        }
    }

    public init(bytes: [UInt8]) {
        self.init(file: SourceFile(id: SourceFileID(rawValue: 0), name: "", bytes: bytes))
    }

    public var lineCount: Int { lineStarts.count }

    /// Bytes and units of the character starting at `offset`.
    func character(at offset: Int) -> (bytes: Int, units: (utf8: Int, utf16: Int)) {
        let lead = bytes[offset]
        var length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        // Truncated or invalid sequences count byte by byte.
        if offset + length > bytes.count { length = 1 }
        for k in 1..<length where bytes[offset + k] & 0xC0 != 0x80 { length = 1; break }
        return (length, (length, length == 4 ? 2 : 1))
    }

    func units(_ character: (bytes: Int, units: (utf8: Int, utf16: Int)), _ encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: return character.units.utf8
        case .utf16: return character.units.utf16
        case .utf32: return 1
        }
    }

    /// The byte offset of a position (clamped to the document).
    public func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineCount else { return bytes.count }
        var offset = lineStarts[position.line]
        let end = lineEnds[position.line]
        var remaining = max(0, position.character)
        while remaining > 0, offset < end {
            let character = character(at: offset)
            let width = units(character, encoding)
            if width > remaining { break }
            remaining -= width
            offset += character.bytes
        }
        return min(offset, end)
    }

    /// The line containing `offset` (0-based).
    public func line(of offset: Int) -> Int { SourceFile.lineIndex(of: offset, in: lineStarts) }

    /// The position of a byte offset.
    public func position(of offset: Int, encoding: PositionEncoding) -> Position {
        let clamped = max(0, min(offset, bytes.count))
        let line = line(of: clamped)
        var index = lineStarts[line]
        let stop = min(clamped, lineEnds[line])
        var character = 0
        while index < stop {
            let next = self.character(at: index)
            character += units(next, encoding)
            index += next.bytes
        }
        return Position(line: line, character: character)
    }
}
