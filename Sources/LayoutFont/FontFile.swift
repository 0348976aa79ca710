import Foundation

/// The faces of an OpenType or TrueType file: one for a `.otf`/`.ttf` (the `sfnt` container),
/// each of a collection's for a `.ttc`/`.otc`. Every table is read with its bounds checked.
public enum FontFile {
    /// The faces in `bytes`; `path` names the file in errors.
    public static func faces(_ bytes: [UInt8]) throws -> [FontFace] {
        let data = FontData(bytes: bytes)
        guard data.count >= 12 else { throw FontError("not a font: \(data.count) bytes is too short for an sfnt header") }
        if try data.tag(0) == "ttcf" {
            let count = try data.uint32(8)
            guard count > 0 else { throw FontError("the font collection holds no fonts", at: 8) }
            try data.requireArray(12, count: count, size: 4, "the collection's font offsets")
            return try (0..<count).map { try FontFace(data, directoryAt: try data.uint32(12 + 4 * $0)) }
        }
        return [try FontFace(data, directoryAt: 0)]
    }

    /// Reads the faces of the file at `path`.
    public static func faces(atPath path: String) throws -> [FontFace] {
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw FontError("cannot read '\(path)'")
        }
        return try faces([UInt8](contents))
    }
}

/// The tables of one face: tag → (offset, length) in the file.
struct TableDirectory {
    var tables: [String: (offset: Int, length: Int)] = [:]

    init(_ data: FontData, at offset: Int) throws {
        let version = try data.uint32(offset)
        // TrueType outlines (1.0 or 'true'), CFF outlines ('OTTO').
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {
            throw FontError("not an OpenType or TrueType font (its first four bytes are 0x"
                                + String(version, radix: 16) + ")", at: offset)
        }
        let count = try data.uint16(offset + 4)
        try data.requireArray(offset + 12, count: count, size: 16, "the table directory")
        for index in 0..<count {
            let record = offset + 12 + 16 * index
            let tag = try data.tag(record)
            let start = try data.uint32(record + 8), length = try data.uint32(record + 12)
            try data.require(start, length, "table '\(tag)'")
            tables[tag] = (start, length)
        }
    }

    func offset(_ tag: String) throws -> Int {
        guard let table = tables[tag] else { throw FontError("the font has no '\(tag)' table") }
        return table.offset
    }
}
