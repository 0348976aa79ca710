/// A folder of an app in one input, as the app fuzzer takes it: files one after another, each
/// after a line `//== PATH` (a relative path). Bytes before the first such line are the file
/// `App/View.swift`. Paths with an empty, `.` or `..` part, a backslash or a NUL are skipped with
/// their bytes, as are more than `maxFiles` files; a path given twice keeps its last bytes.
public enum AppArchive {
    public static let marker: [UInt8] = Array("//== ".utf8)
    public static let maxFiles = 256

    public static func files(_ bytes: [UInt8]) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        var current: String? = "App/View.swift"
        var start = 0
        var lineStart = 0
        func close(at end: Int) {
            guard let path = current, files.count < maxFiles else { return }
            let body = Array(bytes[start..<end])
            if path == "App/View.swift" && body.isEmpty && files.isEmpty { return }
            files.removeAll { $0.path == path }
            files.append((path, body))
        }
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            if bytes[lineStart..<lineEnd].starts(with: marker) {
                close(at: lineStart)
                current = path(Array(bytes[(lineStart + marker.count)..<lineEnd]))
                start = min(lineEnd + 1, bytes.count)
            }
            lineStart = lineEnd + 1
        }
        close(at: bytes.count)
        return files
    }

    /// The archive of `files` (what `files(_:)` reads back).
    public static func archive(_ files: [(path: String, bytes: [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = []
        for file in files {
            bytes += marker + Array(file.path.utf8) + [UInt8(ascii: "\n")] + file.bytes
            if file.bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        }
        return bytes
    }

    static func path(_ bytes: [UInt8]) -> String? {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        guard !text.isEmpty, text.utf8.count <= 512, !text.contains("\\"), !text.contains("\0") else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 16, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        return text
    }
}
