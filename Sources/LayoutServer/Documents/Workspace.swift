import Foundation
import LayoutAnalysis
import LayoutAppModel

/// Where the server reads files: open documents first (the editor's text, saved or not), then
/// the disk. Every read is recorded with a stamp, so an analysis knows what it depended on.
public final class Workspace: SourceProvider, @unchecked Sendable {
    /// Open documents by canonical path.
    var open: [String: TextDocument] = [:]
    /// Bumped for a path when the client says it changed on disk.
    var diskGenerations: [String: Int] = [:]
    /// Folders of the workspace (for references, renames and import completion).
    var roots: [String] = []
    /// Reads a file from disk (replaced in tests).
    var readDisk: (String) -> [UInt8]?

    init(readDisk: @escaping (String) -> [UInt8]? = Workspace.defaultRead) {
        self.readDisk = readDisk
    }

    static func defaultRead(_ path: String) -> [UInt8]? {
        DiskCache.shared.read(path)
    }

    public var workspaceFolders: [String] { roots.map(DocumentURI.canonical) }

    /// What an analysis saw of `path`: the open document's version, or the disk generation.
    public func stamp(of path: String) -> String {
        let canonical = DocumentURI.canonical(path)
        if let document = open[canonical] { return "open:\(document.version)" }
        return "disk:\(diskGenerations[canonical] ?? 0)"
    }

    /// The text of `path`: the open document's, else the file's.
    public func contents(of path: String) -> [UInt8]? {
        let canonical = DocumentURI.canonical(path)
        if let document = open[canonical] { return document.bytes }
        return readDisk(canonical)
    }

    /// The `.layout` files under the workspace folders (hidden folders and `.build` skipped),
    /// at most `limit`, plus the open documents.
    func layoutFiles(limit: Int = 2_000) -> [String] {
        var found = Set(open.keys)
        for root in roots {
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = enumerator.nextObject() as? String, found.count < limit {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "node_modules" {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(".layout") { found.insert(DocumentURI.canonical(root + "/" + relative)) }
            }
        }
        return found.sorted()
    }
}

/// Files read from the disk, kept while `stat` says they are the same file as read (device, inode,
/// size, modification time to the nanosecond): typing in a view reads the module's other files on
/// every keystroke, and a file that changes gets a new time, size or inode (an atomic save). A
/// file modified in the last `settle` seconds is not kept (`FileState.isSettled`).
final class DiskCache: @unchecked Sendable {
    static let shared = DiskCache()
    /// Past this many bytes kept, the cache starts again.
    static let capacity = 256 << 20
    /// How long ago a file must have been modified for its bytes to be kept.
    static let settle: TimeInterval = 2

    private let lock = NSLock()
    private var files: [String: (state: FileState, bytes: [UInt8])] = [:]
    private var kept = 0

    func read(_ path: String) -> [UInt8]? {
        // Not there, or not a regular file (a FIFO would block): nothing to read.
        guard let before = FileState.of(path), before.isRegularFile else { return nil }
        lock.lock()
        if let known = files[path], known.state == before {
            lock.unlock()
            return known.bytes
        }
        lock.unlock()
        guard let bytes = DiskFiles.readRegularFile(path, limit: Int.max) else { return nil }
        // Kept only when the file did not change while it was read, and has not changed lately.
        guard FileState.of(path) == before, bytes.count == Int(before.size),
              before.isSettled(at: Date(), settle: Self.settle) else { return bytes }
        lock.lock()
        if kept + bytes.count > Self.capacity {
            files.removeAll()
            kept = 0
        }
        kept += bytes.count - (files[path]?.bytes.count ?? 0)
        files[path] = (before, bytes)
        lock.unlock()
        return bytes
    }
}
