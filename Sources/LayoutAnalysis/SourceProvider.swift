import Foundation

/// Where an analysis reads files: an editor's open documents over the disk, or the disk alone.
/// Every read can be stamped, so an analysis knows what it depended on.
public protocol SourceProvider: AnyObject {
    /// The text of `path` (canonical), or nil when it cannot be read.
    func contents(of path: String) -> [UInt8]?
    /// What the analysis saw of `path`: equal stamps mean the same text.
    func stamp(of path: String) -> String
    /// The folders the editor opened (canonical): a SwiftUI file no project or package holds is
    /// read with the one that holds it, as `layoutc lint FOLDER` reads it.
    var workspaceFolders: [String] { get }
}

extension SourceProvider {
    public var workspaceFolders: [String] { [] }
}

/// Paths as imports compare them.
public enum SourcePath {
    /// The same path however it was spelled (`..`, `.`).
    public static func canonical(_ path: String) -> String {
        isCanonical(path) ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether `path` is already spelled as `canonical` spells it: absolute, printable ASCII
    /// without `%`, no empty, `.` or `..` component and no trailing slash. Foundation's
    /// standardization (a URL, a look at the disk) cost the language server more than reading
    /// the files of a keystroke's module, and almost every path it is asked about is such a one.
    static func isCanonical(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == slash else { return false }
        var component = 0
        var dots = 0
        while let byte = bytes.next() {
            if byte == slash {
                if component == 0 || component == dots && dots <= 2 { return false }
                component = 0
                dots = 0
                continue
            }
            guard byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "%") else { return false }
            component += 1
            if byte == dot { dots += 1 }
        }
        return component > 0 && !(component == dots && dots <= 2)
    }
}
