import Foundation
@testable import LayoutDriver

/// The package root, for reading `Samples/`.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Runs the CLI in memory: files come from `files` (paths relative to /work), then the disk.
final class Run: @unchecked Sendable {
    var stdout = ""
    var stderr = ""
    var written: [String: String] = [:]
    var status: Int32 = -1

    @discardableResult
    init(_ arguments: [String], files: [String: String] = [:], stdin: String = "", environment: [String: String] = [:],
         terminal: Bool = false, directory: String = "/work") {
        let io = DriverIO(
            readStandardInput: { Array(stdin.utf8) },
            writeStandardOutput: { [unowned self] in self.stdout += $0 },
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
            }
        )
        status = Driver.run(arguments: arguments, io: io)
    }
}
