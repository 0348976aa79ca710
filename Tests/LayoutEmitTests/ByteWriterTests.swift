import Foundation
import Testing
import LayoutDiagnostics
@testable import LayoutEmit
import LayoutEngine
import LayoutJSON

/// The emitters' byte writer prints exactly what `formatLength` and `JSONString.quote` print:
/// the goldens of every output depend on it.
struct ByteWriterTests {
    func written(_ body: (inout ByteWriter) -> Void) -> String {
        var writer = ByteWriter()
        body(&writer)
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    static let lengths: [CGFloat] = [
        0, -0.0, 1, -1, 9, 10, 40, 99, 100, 1000, 0.5, -1.5, 0.05, 0.0001, 0.00005, -0.00004, 0.00004, 12.30009,
        22.666_666_67, 999_999_999.99996, 123_456_789.0123, 8.999e14, 1e15, -2.5e15, 1e305, .greatestFiniteMagnitude,
        .infinity, -.infinity, .nan, 0.1, 0.2, 0.3, 1.0005, 2.00049, 7.0101, 18_446_744_073.7095, 3.14159, -0.0999,
    ]

    @Test(arguments: lengths)
    func lengthIsFormatLength(_ value: CGFloat) {
        #expect(written { $0.length(value) } == formatLength(value))
    }

    @Test func lengthAgreesOnManyValues() {
        // A deterministic spread of magnitudes and fractions (no randomness: a failure repeats).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(state >> 11) / Double(1 << 53)
            let exponent = Int((state >> 3) % 24) - 8
            let value = CGFloat((mantissa - 0.5) * pow(10, Double(exponent)))
            #expect(written { $0.length(value) } == formatLength(value), "\(value)")
        }
    }

    @Test func lengthsNearTheLimitOfAnInt64DoNotTrap() {
        // 950,000 boxes 10^9 tall stack to 9.5·10^14, whose ten-thousandths pass Int64.max.
        #expect(written { $0.length(9.5e14) } == "950000000000000")
        #expect(written { $0.length(-9.25e14) } == "-925000000000000")
        // Past 10^15 a length still has halves and eighths, which are printed.
        #expect(written { $0.length(1e15 + 0.5) } == "1000000000000000.5")
        #expect(written { $0.length(-(2e15 + 0.25)) } == "-2000000000000000.25")
    }

    @Test func wholeLengthsOfEveryMagnitudeAreFormatLength() {
        // Whole numbers take their own path (no rounding): every power of ten and its
        // neighbours up to where the rounding path takes over, with both signs.
        var values: [CGFloat] = [0, -0.0, 899_999_999_999, 900_000_000_000, 899_999_999_999.5]
        var power: CGFloat = 1
        while power < 1e15 {
            values += [power - 1, power, power + 1, 5 * power, 9 * power - 1]
            power *= 10
        }
        for value in values + values.map(-) {
            #expect(written { $0.length(value) } == formatLength(value), "\(value)")
        }
    }

    @Test(arguments: [UInt64.min, 9, 10, 99, 100, 1_000_000, UInt64(Int.max), UInt64.max])
    func unsignedIsDecimal(_ value: UInt64) {
        // Written at the end of a nearly full stage too, so the digits straddle a flush.
        #expect(written { $0.unsigned(value) } == String(value))
        let padding = String(repeating: "x", count: 500)
        #expect(written { $0.write(contentsOf: padding); $0.unsigned(value) } == padding + String(value))
    }

    @Test(arguments: [Int.min, -1, 0, 7, 10, 12_345, Int.max])
    func integerIsDecimal(_ value: Int) {
        #expect(written { $0.integer(value) } == String(value))
    }

    @Test(arguments: ["", "box", "a\"b\\c\n\u{1}", "tab\there", "é and — and 😀", "line\u{2028}sep\u{2029}", "del\u{7F}", "<script>"])
    func jsonStringIsQuote(_ text: String) {
        #expect(written { $0.jsonString(text) } == JSONString.quote(text))
    }

    /// `JSONString.quote` escapes exactly what RFC 8259 requires (quote, backslash, controls,
    /// with the short forms of \n \r \t), and DEL, U+2028, U+2029 and, for HTML, `<` —
    /// the rule written scalar by scalar here — over random strings of those and of their
    /// neighbours (other characters whose UTF-8 starts with E2, as — and …).
    @Test func quoteEscapesWhatTheRuleSays() {
        func reference(_ text: String, forHTML: Bool) -> String {
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
        let alphabet: [String] = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "<", ">",
                                  "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "—", "…", "é", "😀", "\u{80}"]
        var state: UInt64 = 28
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int(state >> 58)
            var text = ""
            for _ in 0..<count {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += alphabet[Int(state >> 33) % alphabet.count]
            }
            for forHTML in [false, true] {
                #expect(JSONString.quote(text, forHTML: forHTML) == reference(text, forHTML: forHTML),
                        "\(text.debugDescription)")
            }
        }
        #expect(JSONString.quote("a\u{2028}—\u{1}<", forHTML: true) == #""a\u2028—\u0001\u003c""#)
    }

    /// A long run of mixed writes, pieces longer than the stage among them; the text they spell.
    static func mixedWrites(into writer: inout ByteWriter) -> String {
        var expected = ""
        var state: UInt64 = 12_345
        let long = String(repeating: "wxyz", count: 300)
        for step in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            switch (state >> 33) % 7 {
            case 0: writer.write(", \"frame\": {\"x\": "); expected += ", \"frame\": {\"x\": "
            case 1: writer.byte(0x7D); expected += "}"
            case 2:
                let value = CGFloat(Int(state >> 40) % 100_000) / 8
                writer.length(value); expected += formatLength(value)
            case 3: writer.integer(step - 2_500); expected += String(step - 2_500)
            case 4:
                let text = step % 50 == 0 ? long : "tag\(step)"
                writer.write(contentsOf: text); expected += text
            case 5:
                let text = step % 40 == 0 ? long + "\"\n" : "n\(step)é"
                writer.jsonString(text); expected += JSONString.quote(text)
            default:
                let count = Int(state >> 50) % 700
                writer.spaces(count); expected += String(repeating: " ", count: count)
            }
        }
        return expected
    }

    /// The writer stages bytes and moves them into its array 512 at a time: the mixed writes
    /// give exactly the text they spell.
    @Test func writesAcrossTheStageAreKeptInOrder() {
        var writer = ByteWriter()
        let expected = Self.mixedWrites(into: &writer)
        let bytes = writer.finish()
        #expect(bytes.count == expected.utf8.count)
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(writer.finish().isEmpty)
    }

    /// A draining writer hands over the same bytes, in order, in pieces of at least a chunk (but
    /// the last), holding at most a chunk and one piece.
    @Test(arguments: [1, 100, 4_096, 1 << 20])
    func aDrainingWriterHandsOverEverythingInChunks(_ chunk: Int) {
        final class Pieces: @unchecked Sendable { var all: [[UInt8]] = [] }
        let pieces = Pieces()
        var writer = ByteWriter(chunk: chunk) { pieces.all.append($0) }
        let expected = Self.mixedWrites(into: &writer)
        #expect(writer.finish().isEmpty)
        #expect(String(decoding: pieces.all.joined(), as: UTF8.self) == expected)
        for piece in pieces.all.dropLast() {
            #expect(piece.count >= chunk && piece.count < chunk + 1_300)
        }
        #expect(pieces.all.last.map { !$0.isEmpty } ?? false)
    }
}
