import Foundation

/// The process's world, injected so tests can run the CLI in memory.
public struct DriverIO {
    public var readStandardInput: () -> [UInt8]
    public var writeStandardOutput: (String) -> Void
    public var writeStandardError: (String) -> Void
    public var environment: [String: String]
    public var standardErrorIsTerminal: Bool
    public var currentDirectory: String
    /// Reads a file; the error is a message fit for a diagnostic ("no such file or directory").
    public var readFile: (String) -> Result<[UInt8], CLIError>
    /// Writes a file atomically.
    public var writeFile: (String, [UInt8]) -> Result<Void, CLIError>

    public init(
        readStandardInput: @escaping () -> [UInt8], writeStandardOutput: @escaping (String) -> Void,
        writeStandardError: @escaping (String) -> Void, environment: [String: String], standardErrorIsTerminal: Bool,
        currentDirectory: String, readFile: @escaping (String) -> Result<[UInt8], CLIError> = DriverIO.diskRead,
        writeFile: @escaping (String, [UInt8]) -> Result<Void, CLIError> = DriverIO.diskWrite
    ) {
        self.readStandardInput = readStandardInput
        self.writeStandardOutput = writeStandardOutput
        self.writeStandardError = writeStandardError
        self.environment = environment
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.currentDirectory = currentDirectory
        self.readFile = readFile
        self.writeFile = writeFile
    }

    /// The real process: stdin, stdout, stderr, the environment and the disk.
    public static var process: DriverIO {
        DriverIO(
            readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            writeStandardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeStandardError: { FileHandle.standardError.write(Data($0.utf8)) },
            environment: ProcessInfo.processInfo.environment,
            standardErrorIsTerminal: isatty(2) == 1,
            currentDirectory: FileManager.default.currentDirectoryPath
        )
    }

    /// Reads a file from disk; a directory or a missing file is an error with a readable reason.
    public static func diskRead(_ path: String) -> Result<[UInt8], CLIError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(CLIError("no such file or directory"))
        }
        if isDirectory.boolValue { return .failure(CLIError("it is a directory")) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(CLIError("permission denied")) }
        return .success([UInt8](data))
    }

    /// Writes a file atomically (a temporary file renamed over the target).
    public static func diskWrite(_ path: String, _ bytes: [UInt8]) -> Result<Void, CLIError> {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            return .success(())
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? "cannot write there"
            return .failure(CLIError(reason.lowercased()))
        }
    }
}

/// A command-line or I/O problem, reported as `layoutc: error: …` with exit status 2.
public struct CLIError: Error, Equatable {
    public var message: String
    public var hint: String?
    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}
