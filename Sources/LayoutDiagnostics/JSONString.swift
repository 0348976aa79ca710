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
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// XML (and HTML) text and attribute escaping, shared by the SVG, JUnit and Checkstyle writers and
/// the preview page.
public enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` as entities; characters XML cannot carry (control characters but
    /// tab and line feed, U+FFFE, U+FFFF) as U+FFFD. `attribute`: line feeds and tabs as character
    /// references too, so an attribute value keeps them (a parser would fold them to spaces).
    public static func escape(_ text: String, attribute: Bool = false) -> String {
        // Most text needs nothing escaped: return it as it is.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }) {
            return text
        }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case _ where (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || scalar.value == 0x7F || (scalar.value >= 0xFFFE && scalar.value <= 0xFFFF):
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
