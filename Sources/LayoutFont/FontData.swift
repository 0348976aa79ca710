import Foundation

/// Why a font file could not be read: what is wrong and where (a byte offset in the file).
public struct FontError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// The offset in the file where the problem is, when it is one place.
    public var offset: Int?

    public init(_ message: String, at offset: Int? = nil) {
        self.message = message
        self.offset = offset
    }

    public var description: String { offset.map { "\(message) (at byte \($0))" } ?? message }
}

/// Big-endian reads from a font's bytes, every one checked against the end: a malformed file is
/// a `FontError`, never a trap. Offsets are from the start of the file.
struct FontData {
    let bytes: [UInt8]

    var count: Int { bytes.count }

    /// Throws unless `length` bytes from `offset` are inside the file.
    func require(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String) throws {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
            throw FontError("\(what()) runs past the end of the file (\(bytes.count) bytes)", at: max(offset, 0))
        }
    }

    func uint8(_ offset: Int) throws -> Int {
        try require(offset, 1, "a byte")
        return Int(bytes[offset])
    }

    func uint16(_ offset: Int) throws -> Int {
        try require(offset, 2, "a 16-bit value")
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func int16(_ offset: Int) throws -> Int { Int(Int16(bitPattern: UInt16(try uint16(offset)))) }

    func uint32(_ offset: Int) throws -> Int {
        try require(offset, 4, "a 32-bit value")
        return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
            | Int(bytes[offset + 3])
    }

    func tag(_ offset: Int) throws -> String {
        try require(offset, 4, "a table tag")
        return String(decoding: bytes[offset..<offset + 4].map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x3F }, as: UTF8.self)
    }

    /// Throws unless `count` records of `size` bytes from `offset` are inside the file: checked
    /// before a loop over a count the file gives, so a huge count fails at once.
    func requireArray(_ offset: Int, count: Int, size: Int, _ what: String) throws {
        let (length, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow else { throw FontError("\(what): \(count) records cannot be in the file", at: offset) }
        try require(offset, length, "\(what) (\(count) records)")
    }
}
