import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a file looked like at one moment: modification time, size and inode (a save that
/// replaces the file by renaming changes the inode even within one clock tick), or missing.
public struct FileStamp: Hashable, Sendable {
    public var exists: Bool
    public var modified: Int64
    public var modifiedNanoseconds: Int64
    public var size: Int64
    public var inode: UInt64

    /// Reads the stamp of `path` now.
    public static func of(_ path: String) -> FileStamp {
        var info = stat()
        guard stat(path, &info) == 0 else { return FileStamp(exists: false, modified: 0, modifiedNanoseconds: 0, size: 0, inode: 0) }
        return FileStamp(exists: true, modified: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec),
                         size: Int64(info.st_size), inode: UInt64(info.st_ino))
    }
}

/// Watches a set of files by polling their stamps (portable, no inotify limits, and a file that
/// does not exist yet — a missing import — is watched too).
public struct FileWatcher: Sendable {
    /// The stamps the files had when they were read, by absolute path.
    public private(set) var baseline: [String: FileStamp]

    public init(baseline: [String: FileStamp]) {
        self.baseline = baseline
    }

    /// The watched paths, sorted.
    public var paths: [String] { baseline.keys.sorted() }

    /// The paths whose stamp differs from the baseline now.
    public func changedPaths() -> [String] {
        paths.filter { FileStamp.of($0) != baseline[$0] }
    }
}
