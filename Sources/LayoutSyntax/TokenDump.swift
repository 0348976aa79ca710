import LayoutDiagnostics

/// `layoutc build --emit tokens`: one line per token, `line:column kind "text"`.
public enum TokenDump {
    /// The dump of `tokens` (of `file`), the end-of-file token included.
    public static func dump(_ tokens: [Token], file: SourceFile) -> String {
        String(decoding: dumpBytes(tokens, file: file), as: UTF8.self)
    }

    /// The same dump as UTF-8 bytes, written into one buffer: the position is advanced from token
    /// to token (tokens come in order), and text that Swift's `debugDescription` prints as it is
    /// is copied without building a string.
    public static func dumpBytes(_ tokens: [Token], file: SourceFile) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(tokens.count * 24 + file.bytes.count)
        let bytes = file.bytes
        let lineStarts = file.lineStarts
        let plain = printedAsIs
        var line = 0
        var content = file.lineContentRange(0)
        // The line's scalars before `counted` (what `LocationCache` counts, kept from token to token).
        var counted = content.lowerBound
        var column = 0
        for token in tokens {
            let offset = max(0, min(token.startOffset, bytes.count))
            let nextLineStart = line + 1 < lineStarts.count ? lineStarts[line + 1] : Int.max
            if offset >= nextLineStart || offset < lineStarts[line] || offset < counted {
                // Another line (or, never for the lexer's tokens, a step back): count it afresh.
                line = file.lineIndex(of: offset)
                content = file.lineContentRange(line)
                counted = content.lowerBound
                column = 0
            }
            let upto = max(content.lowerBound, min(offset, content.upperBound))
            while counted < upto {
                if bytes[counted] & 0xC0 != 0x80 { column += 1 }
                counted += 1
            }
            decimal(line + 1, into: &out)
            out.append(0x3A)
            decimal(column + 1, into: &out)
            out.append(0x20)
            out.append(contentsOf: token.kind.rawValue.utf8)
            out.append(0x20)
            quoted(bytes, token.startOffset, token.endOffset, plain: plain, file: file, token: token, into: &out)
            out.append(0x0A)
        }
        return out
    }

    /// The token's text as `String.debugDescription` writes it.
    static func quoted(_ bytes: [UInt8], _ start: Int, _ end: Int, plain: [Bool], file: SourceFile, token: Token,
                       into out: inout [UInt8]) {
        if start >= 0, start <= end, end <= bytes.count, bytes[start..<end].allSatisfy({ plain[Int($0)] }) {
            out.append(0x22)
            out.append(contentsOf: bytes[start..<end])
            out.append(0x22)
        } else {
            out.append(contentsOf: file.text(in: token.range).debugDescription.utf8)
        }
    }

    /// Per byte: an ASCII character that `debugDescription` prints unescaped (asked of Swift
    /// itself, so the fast path cannot disagree with it).
    static let printedAsIs: [Bool] = (0..<256).map { byte in
        guard byte >= 0x20, byte < 0x7F, let scalar = Unicode.Scalar(byte) else { return false }
        let text = String(Character(scalar))
        return text.debugDescription == "\"" + text + "\""
    }

    /// A positive line or column number in decimal.
    static func decimal(_ value: Int, into out: inout [UInt8]) {
        guard value >= 10 else {
            out.append(0x30 + UInt8(truncatingIfNeeded: max(0, value)))
            return
        }
        var divisor = 10
        while value / divisor >= 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            out.append(0x30 + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
