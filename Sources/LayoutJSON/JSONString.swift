/// JSON string literals, shared by every JSON writer (diagnostics, frames, reports, the
/// language server's and the preview's messages).
public enum JSONString {
    /// `text` as a JSON string literal, with quotes and every required escape; U+2028/U+2029
    /// are escaped too, so the output is also valid JavaScript. `forHTML`: `<` is escaped as
    /// well, so the literal can sit inside a `<script>` of a page.
    public static func quote(_ text: String, forHTML: Bool = false) -> String {
        var out: [UInt8] = []
        append(text, to: &out, forHTML: forHTML)
        return String(decoding: out, as: UTF8.self)
    }

    /// `quote(text)`'s bytes, appended to `out`.
    public static func append(_ text: String, to out: inout [UInt8], forHTML: Bool = false) {
        var text = text
        text.withUTF8 { quote(utf8: $0, forHTML: forHTML, into: &out) }
    }

    /// The literal built from the UTF-8 bytes, copied as they are but for the escapes: a
    /// message is mostly ASCII, and appending one scalar at a time to a `String` cost 20 times
    /// as much (a language server publishes every diagnostic after every edit).
    private static func quote(utf8 bytes: UnsafeBufferPointer<UInt8>, forHTML: Bool, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        func escape(_ letter: Unicode.Scalar) {
            out.append(UInt8(ascii: "\\"))
            out.append(UInt8(ascii: letter))
        }
        func escape(code: UInt32) {
            out.append(contentsOf: "\\u".utf8)
            for shift in stride(from: 12, through: 0, by: -4) {
                let digit = UInt8(code >> UInt32(shift) & 0xF)
                out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            }
        }
        var index = 0
        while index < bytes.count {
            // The run of bytes copied as they are, appended at once.
            var end = index
            while end < bytes.count {
                let byte = bytes[end]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
                    || byte == 0xE2 || (forHTML && byte == UInt8(ascii: "<")) { break }
                end += 1
            }
            if end > index {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
                if index == bytes.count { break }
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): escape("\"")
            case UInt8(ascii: "\\"): escape("\\")
            case UInt8(ascii: "\n"): escape("n")
            case UInt8(ascii: "\r"): escape("r")
            case UInt8(ascii: "\t"): escape("t")
            case UInt8(ascii: "<") where forHTML: escape(code: 0x3C)
            case 0..<0x20, 0x7F: escape(code: UInt32(byte))
            // U+2028 and U+2029 (E2 80 A8, E2 80 A9): line ends to JavaScript.
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                escape(code: 0x2028 + UInt32(bytes[index + 2] - 0xA8))
                index += 3
                continue
            default: out.append(byte)
            }
            index += 1
        }
        out.append(UInt8(ascii: "\""))
    }
}
