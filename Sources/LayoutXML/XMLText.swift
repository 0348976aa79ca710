/// XML (and HTML) text and attribute escaping, shared by the SVG, JUnit and Checkstyle writers and
/// the preview page.
public enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` as entities; characters XML cannot carry (control characters but
    /// tab and line feed, U+FFFE, U+FFFF) as U+FFFD. `attribute`: line feeds and tabs as character
    /// references too, so an attribute value keeps them (a parser would fold them to spaces).
    public static func escape(_ text: String, attribute: Bool = false) -> String {
        // Most text needs nothing escaped: return it as it is.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E ||
                                        $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }) {
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
            case _ where (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") ||
                         scalar.value == 0x7F || (scalar.value >= 0xFFFE && scalar.value <= 0xFFFF):
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
