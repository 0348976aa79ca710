import Foundation
import LayoutDiagnostics
import LayoutEngine

/// One growing byte buffer the text and JSON emitters write into: literals are copied, numbers
/// are printed by hand, nothing is interpolated per node. Prints exactly what `formatLength` and
/// `JSONString.quote` print (the emitters' golden files are byte-identical).
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    @inline(__always) mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// A literal: its UTF-8 bytes, copied.
    mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A string's UTF-8 bytes.
    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `count` spaces.
    mutating func spaces(_ count: Int) {
        if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
    }

    /// A non-negative or negative integer in decimal, as `String(value)` prints it.
    mutating func integer(_ value: Int) {
        if value < 0 { byte(0x2D) }
        unsigned(UInt64(value.magnitude))
    }

    /// `value` in decimal, without a sign.
    mutating func unsigned(_ value: UInt64) {
        if value < 10 {
            byte(0x30 + UInt8(truncatingIfNeeded: value))
            return
        }
        // At most 20 digits, written backwards into a small fixed buffer.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                count += 1
                buffer[24 - count] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }

    /// A length as `formatLength` prints it: at most four decimals, no trailing zeros, `-0` as `0`.
    mutating func length(_ value: CGFloat) {
        let double = Double(value)
        // NaN, infinities and magnitudes from 9 · 10^11 on (where a length times 10^4 is no
        // longer exact) are rare: printed by `formatLength` itself.
        guard double.isFinite, abs(double) < 9e11 else {
            write(formatLength(value))
            return
        }
        // Ten-thousandths of the magnitude: exact below 9 · 10^15. Rounding is symmetric, so
        // this is the magnitude of what `formatLength` rounds.
        let magnitude = UInt64((abs(double) * 10_000).rounded())
        if magnitude == 0 {
            byte(0x30)
            return
        }
        if double < 0 { byte(0x2D) }
        unsigned(magnitude / 10_000)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return }
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        byte(0x2E)
        // Leading zeros of the fraction (0.05 is 500 units: "05"), then its digits.
        var scale: UInt64 = 1
        for _ in 1..<digits { scale *= 10 }
        while scale > fraction {
            byte(0x30)
            scale /= 10
        }
        unsigned(fraction)
    }

    /// `text` as a JSON string literal, as `JSONString.quote` writes it.
    mutating func jsonString(_ text: String) {
        // Bytes that may need an escape: quote, backslash, controls, DEL, and 0xE2 (the lead
        // byte of U+2028 and U+2029).
        let plain = !text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }
        if plain {
            byte(0x22)
            write(text)
            byte(0x22)
        } else {
            write(JSONString.quote(text))
        }
    }
}
