#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The files an app model is read from: the disk, or a tree in memory for tests and fuzzing.
public protocol WorkspaceFiles: Sendable {
    /// The names in a folder, sorted; nil when `path` is not a folder that can be listed.
    func names(inFolder path: String) -> [String]?
    /// A file's bytes; nil when it cannot be read (or is not a regular file).
    func read(_ path: String) -> [UInt8]?
}

/// The disk, through Foundation.
public struct DiskFiles: WorkspaceFiles {
    /// Files larger than this are not read (a manifest, a project or a view is far smaller).
    public static let maxFileBytes = 32 << 20

    public init() {}

    public func names(inFolder path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted()
    }

    public func read(_ path: String) -> [UInt8]? {
        Self.readRegularFile(path, limit: Self.maxFileBytes)
    }

    /// The bytes of the regular file at `path` (a symlink followed), read with the system calls;
    /// nil when it is not one, cannot be read or holds more than `limit` bytes. The language
    /// server reads a module's files on every keystroke, and Foundation's `FileManager` (a
    /// look at the file, then `Data`) took most of that time.
    public static func readRegularFile(_ path: String, limit: Int) -> [UInt8]? {
        // Without blocking: opening a FIFO waits for a writer (and a regular file's reads ignore it).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else {
            return nil
        }
        // One byte past the size the file had: a file that grew is still read to its end.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { return nil }
                bytes.append(contentsOf: repeatElement(0, count: max(count, 4_096)))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            count += read
        }
        guard count <= limit else { return nil }
        bytes.removeSubrange(count...)
        return bytes
    }
}

/// What `stat` says of a file or folder: the same state means the same bytes or the same names,
/// except within the file system's clock tick of a change (see `isSettled`).
public struct FileState: Equatable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var mode: UInt32
    public var size: Int64
    public var seconds: Int
    public var nanoseconds: Int

    /// The state of what is at `path` (a symlink followed); nil when nothing is there.
    public static func of(_ path: String) -> FileState? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileState(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), mode: UInt32(info.st_mode),
                            size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec),
                            nanoseconds: Int(info.st_mtim.tv_nsec))
    }

    public var isRegularFile: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }

    /// Whether the last change is at least `settle` seconds before `now`. As git does with its
    /// index, a state is trusted only then: the file system's clock is coarser than its
    /// nanoseconds, so two changes in one tick that keep the size would look the same.
    public func isSettled(at now: Date, settle: TimeInterval) -> Bool {
        let modified = TimeInterval(seconds) + TimeInterval(nanoseconds) / 1e9
        return now.timeIntervalSince1970 - modified >= settle
    }
}

/// Files held in memory by absolute path; the folders are those their paths imply.
public struct MemoryFiles: WorkspaceFiles {
    public var files: [String: [UInt8]]

    public init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    public init(bytes: [String: [UInt8]]) {
        files = bytes
    }

    public func names(inFolder path: String) -> [String]? {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        var names: Set<String> = []
        for file in files.keys where file.hasPrefix(prefix) {
            let rest = file.dropFirst(prefix.count)
            if let first = rest.split(separator: "/").first { names.insert(String(first)) }
        }
        // A path no file is under is not a folder (the root of an empty tree is).
        if names.isEmpty { return path == "/" ? [] : nil }
        return names.sorted()
    }

    public func read(_ path: String) -> [UInt8]? { files[path] }
}

/// Paths as the app model writes them: absolute, `/`-separated, without `.` or `..` parts.
enum WorkspacePath {
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalized(relative) }
        return normalized(base.hasSuffix("/") ? base + relative : base + "/" + relative)
    }

    /// An entry `name` of a folder listing inside `folder` (already a model path): joined as it is,
    /// without normalizing again (a listing has no `/`, `.` or `..` in a name).
    static func child(_ folder: String, _ name: String) -> String {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else { return join(folder, name) }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether `path` is `folder` or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }
}

/// `read(2)`, named apart from `WorkspaceFiles.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
