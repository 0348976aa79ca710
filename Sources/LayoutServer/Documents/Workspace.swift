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
        DiskFiles.readRegularFile(path, limit: Int.max)
    }

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
