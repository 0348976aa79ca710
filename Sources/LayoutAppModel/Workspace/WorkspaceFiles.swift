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
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= Self.maxFileBytes,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
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
