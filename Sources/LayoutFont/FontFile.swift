import Foundation

/// The faces of an OpenType or TrueType file: one for a `.otf`/`.ttf` (the `sfnt` container),
/// each of a collection's for a `.ttc`/`.otc`. Every table is read with its bounds checked.
public enum FontFile {
    /// The largest font file read: CJK collections are some tens of megabytes.
    public static let maxSize = 64 << 20

    /// The faces in `bytes`, read from the file at `path` if given.
    public static func faces(_ bytes: [UInt8], path: String? = nil) throws -> [FontFace] {
        guard bytes.count <= maxSize else {
            throw FontError("\(bytes.count) bytes is more than a font file may have (64 MiB)")
        }
        let data = FontData(bytes: bytes)
        guard data.count >= 12 else { throw FontError("not a font: \(data.count) bytes is too short for an sfnt header") }
        if try data.tag(0) == "ttcf" {
            let count = try data.uint32(8)
            guard count > 0 else { throw FontError("the font collection holds no fonts", at: 8) }
            try data.requireArray(12, count: count, size: 4, "the collection's font offsets")
            return try (0..<count).map { index in
                try FontFace(data, directoryAt: try data.uint32(12 + 4 * index), source: path.map { ($0, index) })
            }
        }
        return [try FontFace(data, directoryAt: 0, source: path.map { ($0, 0) })]
    }

    /// Reads the faces of the file at `path`.
    public static func faces(atPath path: String) throws -> [FontFace] {
        try faces(try bytes(atPath: path), path: path)
    }

    /// The bytes of the file at `path`, or why they cannot be read.
    public static func bytes(atPath path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FontError("no such file")
        }
        guard !isDirectory.boolValue, let contents = FileManager.default.contents(atPath: path) else {
            throw FontError(isDirectory.boolValue ? "it is a directory" : "it cannot be read")
        }
        return [UInt8](contents)
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
