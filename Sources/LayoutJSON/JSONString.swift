/// JSON string literals, shared by every JSON writer (diagnostics, frames, reports, the
/// language server's and the preview's messages).
public enum JSONString {
    /// `text` as a JSON string literal, with quotes and every required escape; U+2028/U+2029
    /// are escaped too, so the output is also valid JavaScript. `forHTML`: `<` is escaped as
    /// well, so the literal can sit inside a `<script>` of a page.
    public static func quote(_ text: String, forHTML: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where forHTML: out += "\\u003c"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028
                || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
