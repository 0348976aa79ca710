import Foundation

/// Where an analysis reads files: an editor's open documents over the disk, or the disk alone.
/// Every read can be stamped, so an analysis knows what it depended on.
public protocol SourceProvider: AnyObject {
    /// The text of `path` (canonical), or nil when it cannot be read.
    func contents(of path: String) -> [UInt8]?
    /// What the analysis saw of `path`: equal stamps mean the same text.
    func stamp(of path: String) -> String
}

/// Paths as imports compare them.
public enum SourcePath {
    /// The same path however it was spelled (`..`, `.`).
    public static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
