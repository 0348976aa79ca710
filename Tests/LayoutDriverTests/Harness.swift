import Foundation
@testable import LayoutDriver
import LayoutEngine

/// The package root, for reading `Samples/`.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Runs the CLI in memory: files come from `files` (paths relative to /work), then the disk.
/// `stdoutFailure` makes every write to standard output fail that way.
final class Run: @unchecked Sendable {
    var stdout = ""
    var stderr = ""
    var written: [String: String] = [:]
    var status: Int32 = -1

    @discardableResult
    init(_ arguments: [String], files: [String: String] = [:], stdin: String = "", environment: [String: String] = [:],
         terminal: Bool = false, directory: String = "/work", stdoutFailure: OutputError? = nil,
         pathStatus: ((String) -> PathStatus?)? = nil, registry: LayoutRegistry = LayoutRegistry()) {
        let io = DriverIO(
            readStandardInput: { .success(Array(stdin.utf8)) },
            writeStandardOutput: { [unowned self] in
                if let stdoutFailure { return .failure(stdoutFailure) }
                self.stdout += $0
                return .success(())
            },
            writeStandardError: { [unowned self] in self.stderr += $0 },
            environment: environment, standardErrorIsTerminal: terminal, currentDirectory: directory,
            readFile: { path in
                if let text = files[path] { return .success(Array(text.utf8)) }
                if files.keys.contains(where: { $0.hasPrefix(path + "/") }) { return .failure(CLIError("it is a directory")) }
                return DriverIO.diskRead(path)
            },
            writeFile: { [unowned self] path, bytes in
                self.written[path] = String(decoding: bytes, as: UTF8.self)
                return .success(())
            },
            pathStatus: { path in
                if let status = pathStatus?(path) { return status }
                if files[path] != nil {
                    return .regularFile(FileIdentity(device: 1, inode: UInt64(truncatingIfNeeded: path.hashValue)), writable: true)
                }
                if files.keys.contains(where: { $0.hasPrefix(path + "/") }) { return .directory }
                if path.hasPrefix("/work/") && !path.dropFirst(6).contains("/") { return .missing(directoryExists: true) }
                return DriverIO.diskStatus(path)
            }
        )
        status = Driver.run(arguments: arguments, io: io, registry: registry)
    }
}

/// A folder of `files` (name → text, in subfolders as named) in the temporary directory, for a
/// command to read as a user's project; the caller removes it.
func temporaryProject(_ files: [String: String], prefix: String = "layoutc-app") throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in files {
        let path = directory + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return directory
}

/// The first bytes of a PNG of `width`×`height` pixels (its signature and its IHDR chunk): what
/// an asset catalogue's reader reads of an image set's file.
func pngHeader(width: Int, height: Int) -> [UInt8] {
    func word(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + word(13) + Array("IHDR".utf8) + word(width) + word(height)
        + [8, 6, 0, 0, 0]
}
