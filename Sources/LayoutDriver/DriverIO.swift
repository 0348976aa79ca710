import Foundation
import LayoutSema

/// Why standard output could not be written.
public enum OutputError: Error, Equatable {
    /// The reader went away (`EPIPE`): stop quietly, as `cat` does.
    case brokenPipe
    /// Anything else (`ENOSPC`, `EIO`, a closed descriptor): reported, exit status 2.
    case failed(String)
}

/// What is at a path, as far as writing an output there is concerned.
public enum PathStatus: Equatable {
    /// Nothing there; `directoryExists` tells whether its directory does.
    case missing(directoryExists: Bool)
    /// A regular file (after following symlinks) with its identity and whether it is writable.
    case regularFile(FileIdentity, writable: Bool)
    case directory
    /// A character device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe): written in
    /// place, as a shell redirection would, never replaced.
    case stream(String)
    /// A block device, a socket, or a path that cannot be examined.
    case special(String)
}

/// A file's identity: device and inode, so two paths (`a.layout`, `dir/../a.layout`, a symlink)
/// are recognised as one file.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// The process's world, injected so tests can run the CLI in memory.
public struct DriverIO {
    /// The largest input (file or standard input) layoutc reads: 32 MiB, room for a million
    /// elements in nested stacks (25 MB). Memory grows with the input (about 50–95 bytes per
    /// byte, most for a file of tiny elements: docs/robustness.md), so this bounds it near 3 GB.
    public static let maxInputBytes = 32 << 20

    public var readStandardInput: () -> Result<[UInt8], CLIError>
    public var writeStandardOutput: (String) -> Result<Void, OutputError>
    /// Standard output for what the emitters produce, UTF-8 bytes, written as they are; nil:
    /// through `writeStandardOutput`. The real process writes the bytes without making a string
    /// of them first (for a million-element JSON build that is two copies of 143 MB).
    public var writeStandardOutputBytes: (([UInt8]) -> Result<Void, OutputError>)?
    /// Diagnostics; a failure to write them cannot be reported anywhere and is ignored.
    public var writeStandardError: (String) -> Void
    public var environment: [String: String]
    public var standardErrorIsTerminal: Bool
    /// Whether standard output is a terminal (colour in reports printed there).
    public var standardOutputIsTerminal: Bool
    public var currentDirectory: String
    /// Reads a file; the error is a message fit for a diagnostic ("no such file or directory").
    public var readFile: (String) -> Result<[UInt8], CLIError>
    /// Writes a regular file atomically (never a half-written file). What `fmt` and `lint --fix`
    /// write over the user's own files goes through this, flushed to the disk before it replaces
    /// the old file.
    public var writeFile: (String, [UInt8]) -> Result<Void, CLIError>
    /// Starts writing what `build -o` and `lint -o` generate: atomically too, in pieces as it is
    /// emitted, and left to the system's cache rather than flushed — an output can be made again,
    /// and flushing 140 MB of JSON took longer than emitting it (compilers and `dot -o` do not
    /// flush theirs either). nil (tests): the whole output goes through `writeFile`.
    public var createOutput: ((String) -> Result<AtomicFileWriter, CLIError>)?
    /// What is at a path (symlinks followed).
    public var pathStatus: (String) -> PathStatus
    /// Ctrl-C for the long-running commands (`preview`, `build --watch`).
    public var interrupt: Interrupt
    /// Whether a compilation's syntax tree and IR are freed when the command is done with them.
    /// The real process leaves them to the operating system, which reclaims them at exit at
    /// once (freeing a million-element tree piece by piece takes a tenth of a second or more;
    /// clang's `-disable-free` does the same); tests, which run many commands in one process, free.
    public var freesMemoryBeforeExit = true

    public init(
        readStandardInput: @escaping () -> Result<[UInt8], CLIError>,
        writeStandardOutput: @escaping (String) -> Result<Void, OutputError>,
        writeStandardError: @escaping (String) -> Void, environment: [String: String], standardErrorIsTerminal: Bool,
        currentDirectory: String, readFile: @escaping (String) -> Result<[UInt8], CLIError> = DriverIO.diskRead,
        writeFile: @escaping (String, [UInt8]) -> Result<Void, CLIError> = DriverIO.diskWrite,
        pathStatus: @escaping (String) -> PathStatus = DriverIO.diskStatus, interrupt: Interrupt = Interrupt(),
        standardOutputIsTerminal: Bool = false
    ) {
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.interrupt = interrupt
        self.readStandardInput = readStandardInput
        self.writeStandardOutput = writeStandardOutput
        self.writeStandardError = writeStandardError
        self.environment = environment
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.currentDirectory = currentDirectory
        self.readFile = readFile
        self.writeFile = writeFile
        self.pathStatus = pathStatus
    }

    /// The real process: stdin, stdout, stderr, the environment and the disk. Standard
    /// descriptors that were closed when the process started are reported as closed (they are
    /// held open on /dev/null so that no file layoutc opens can take their numbers).
    public static var process: DriverIO {
        let closed = StandardDescriptors.reserveClosed()
        var io = DriverIO(
            readStandardInput: {
                if closed.contains(0) { return .failure(CLIError("cannot read standard input: it is closed")) }
                return RawFile.readAll(descriptor: 0, limit: maxInputBytes)
                    .mapError { CLIError("cannot read standard input: \($0.message)") }
            },
            writeStandardOutput: { text in
                if closed.contains(1) { return .failure(.failed("standard output is closed")) }
                return RawFile.writeAll(descriptor: 1, Array(text.utf8))
            },
            writeStandardError: { text in
                if !closed.contains(2) { _ = RawFile.writeAll(descriptor: 2, Array(text.utf8)) }
            },
            environment: ProcessInfo.processInfo.environment,
            standardErrorIsTerminal: isatty(2) == 1,
            currentDirectory: FileManager.default.currentDirectoryPath,
            interrupt: .process,
            standardOutputIsTerminal: isatty(1) == 1
        )
        io.writeStandardOutputBytes = { bytes in
            if closed.contains(1) { return .failure(.failed("standard output is closed")) }
            return RawFile.writeAll(descriptor: 1, bytes)
        }
        io.createOutput = AtomicFileWriter.create
        io.freesMemoryBeforeExit = false
        return io
    }

    /// Reads a file from disk (regular files, FIFOs and character devices such as /dev/stdin),
    /// at most `maxInputBytes`.
    public static func diskRead(_ path: String) -> Result<[UInt8], CLIError> {
        RawFile.read(path: path, limit: maxInputBytes)
    }

    /// Writes a file atomically: a temporary file beside it, written in full, then renamed over
    /// the target. A failure leaves the target as it was.
    public static func diskWrite(_ path: String, _ bytes: [UInt8]) -> Result<Void, CLIError> {
        RawFile.writeAtomically(path: path, bytes, flushing: true)
    }

    public static func diskStatus(_ path: String) -> PathStatus {
        RawFile.status(path: path)
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

    /// A file that cannot be read or written, with its code.
    public init(_ failure: FileFailure, hint: String? = nil) {
        self.init(failure.message, hint: hint)
    }
}
