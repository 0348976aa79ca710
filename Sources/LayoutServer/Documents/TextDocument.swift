import Foundation
import LayoutAnalysis
import LayoutEngine
import LayoutJSON

/// An open document: the client's text, its version, and the line index of that text.
public struct TextDocument: Sendable {
    public let uri: String
    /// The file path of a `file:` URI; other schemes get a stand-in path so relative imports
    /// have a directory.
    public let path: String
    public var languageID: String
    public var version: Int
    public private(set) var bytes: [UInt8]
    public private(set) var lineIndex: LineIndex

    public init(uri: String, languageID: String, version: Int, text: String) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri)
        self.languageID = languageID
        self.version = version
        self.bytes = Array(text.utf8)
        self.lineIndex = LineIndex(bytes: bytes)
    }

    /// Applies `contentChanges` of `didChange` in order: a change with a `range` replaces it, one
    /// without replaces the whole text. Nothing is applied when one of them is malformed. Returns
    /// the byte edits made, in order (a whole text is the one edit between the old and the new).
    @discardableResult
    public mutating func apply(_ changes: [JSONValue], encoding: PositionEncoding) throws(ResponseError) -> [ByteEdit] {
        var text = bytes
        var index = lineIndex
        var edits: [ByteEdit] = []
        for change in changes {
            guard let replacement = change["text"]?.stringValue else {
                throw .invalidParams("expected \"text\" in each content change")
            }
            let new = Array(replacement.utf8)
            if let range = change["range"], !range.isNull {
                let (start, end) = try Self.offsets(of: range, in: index, encoding: encoding)
                text.replaceSubrange(start..<end, with: new)
                edits.append(ByteEdit(start: start, oldEnd: end, newEnd: start + new.count))
            } else {
                edits.append(ByteEdit.difference(text, new))
                text = new
            }
            index = LineIndex(bytes: text)
        }
        bytes = text
        lineIndex = index
        return edits
    }

    /// The byte range of an LSP range (start after end is refused).
    static func offsets(of range: JSONValue, in index: LineIndex,
                        encoding: PositionEncoding) throws(ResponseError) -> (Int, Int) {
        let start = try position(range.object("start"))
        let end = try position(range.object("end"))
        let a = index.offset(of: start, encoding: encoding)
        let b = index.offset(of: end, encoding: encoding)
        guard a <= b else { throw .invalidParams("the range ends before it starts") }
        return (a, b)
    }

    /// A position: `line` and `character` are unsigned integers in the protocol, so a negative
    /// one is an error, not the start of the line. (Past the end is clamped, as the spec says.)
    static func position(_ value: JSONValue) throws(ResponseError) -> Position {
        let line = try value.int("line"), character = try value.int("character")
        guard line >= 0 else { throw .invalidParams("expected a non-negative integer for \"line\", found \(line)") }
        guard character >= 0 else {
            throw .invalidParams("expected a non-negative integer for \"character\", found \(character)")
        }
        return Position(line: line, character: character)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// `file:` URIs and paths.
public enum DocumentURI {
    /// The path of a `file:` URI (percent-decoded); `/untitled/NAME` for other schemes.
    public static func path(of uri: String) -> String {
        if uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL, !url.path.isEmpty {
            return url.standardizedFileURL.path
        }
        let name = uri.split(separator: "/").last.map(String.init) ?? "untitled"
        return "/untitled/" + (name.removingPercentEncoding ?? name)
    }

    /// The `file:` URI of a path.
    public static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// The same path however it was spelled (`..`, `.`), as imports are compared.
    public static func canonical(_ path: String) -> String { SourcePath.canonical(path) }
}

extension DocumentAnalysis {
    /// The analysis of an open document's current version.
    /// `previous`, an earlier analysis of the document, lends its shaped texts.
    convenience init(_ document: TextDocument, workspace: Workspace, settings: ServerSettings,
                     registry: LayoutRegistry = LayoutRegistry(), previous: DocumentAnalysis? = nil) {
        self.init(uri: document.uri, version: document.version, path: document.path, bytes: document.bytes,
                  workspace: workspace, fallbackProposal: settings.proposal, textModel: settings.textModel,
                  registry: registry, previous: previous)
    }
}
