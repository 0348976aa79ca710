import Foundation
import Testing
@testable import LayoutAppModel

/// Reading the disk with the system calls: a regular file's bytes, nothing for anything else.
struct DiskFilesTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "layoutc-diskfiles-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aRegularFileIsReadWhole() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Larger than one read's growth step, not a multiple of it, with every byte value.
        let bytes = (0..<70_001).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/big.bin"))
        try Data().write(to: URL(fileURLWithPath: folder + "/empty.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.bin", withDestinationPath: folder + "/big.bin")
        #expect(DiskFiles.readRegularFile(folder + "/big.bin", limit: .max) == bytes)
        #expect(DiskFiles.readRegularFile(folder + "/link.bin", limit: .max) == bytes)
        #expect(DiskFiles.readRegularFile(folder + "/empty.swift", limit: .max) == [])
        #expect(DiskFiles().read(folder + "/big.bin") == bytes)
        #expect(DiskFiles.readRegularFile(folder + "/big.bin", limit: 70_001) == bytes)
        #expect(DiskFiles.readRegularFile(folder + "/big.bin", limit: 70_000) == nil)
    }

    @Test func notARegularFileIsNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: false)
        #expect(DiskFiles.readRegularFile(folder + "/Sources", limit: .max) == nil)
        #expect(DiskFiles.readRegularFile(folder + "/missing.swift", limit: .max) == nil)
        #expect(DiskFiles.readRegularFile("", limit: .max) == nil)
        #expect(DiskFiles.readRegularFile("/dev/null", limit: .max) == nil)  // a character device
        // A FIFO named like a source file: nothing, at once (opening it to read would wait for a writer).
        #expect(mkfifo(folder + "/Pipe.swift", 0o644) == 0)
        #expect(DiskFiles.readRegularFile(folder + "/Pipe.swift", limit: .max) == nil)
    }
}
