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
        guard stat(path, &info) == 0 else {
            return FileStamp(exists: false, modified: 0, modifiedNanoseconds: 0, size: 0, inode: 0)
        }
        return FileStamp(exists: true, modified: Int64(info.st_mtim.tv_sec),
                         modifiedNanoseconds: Int64(info.st_mtim.tv_nsec),
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

    /// After a change: waits until the files' stamps hold still for one `interval` (at most
    /// `limit`), so that a save in progress — a file truncated, then written — is read whole,
    /// not empty or half written. `pause` sleeps for the interval and returns true to give up
    /// (Ctrl-C); then this returns false.
    public func settle(interval: TimeInterval, limit: TimeInterval = 1, pause: (TimeInterval) -> Bool) -> Bool {
        var stamps = paths.map(FileStamp.of)
        var waited: TimeInterval = 0
        while waited < limit {
            if pause(interval) { return false }
            waited += interval
            let again = paths.map(FileStamp.of)
            if again == stamps { return true }
            stamps = again
        }
        return true
    }
}
