import LayoutDiagnostics

/// `layoutc build --emit tokens`: one line per token, `line:column kind "text"`.
public enum TokenDump {
    /// The dump of `tokens` (of `file`), the end-of-file token included.
    public static func dump(_ tokens: [Token], file: SourceFile) -> String {
        var out = ""
        let locations = LocationCache()
        for token in tokens {
            out += "\(locations.location(in: file, of: token.range.start)) \(token.kind.rawValue) \(file.text(in: token.range).debugDescription)\n"
        }
        return out
    }
}
