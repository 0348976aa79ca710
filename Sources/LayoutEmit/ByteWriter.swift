import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutJSON

/// One growing byte buffer the text and JSON emitters write into: literals are copied, numbers
/// are printed by hand, nothing is interpolated per node. Prints exactly what `formatLength` and
/// `JSONString.quote` print (the emitters' golden files are byte-identical).
///
/// Bytes are first written into a small stage of the writer's own and moved into the array a
/// stage at a time: appending to an array checks that it is not shared and has room, dearer than
/// writing the byte, and the emitters write a few dozen pieces per node. The stage is memory the
/// writer owns, so a writer cannot be copied (`~Copyable`): two copies would share it.
struct ByteWriter: ~Copyable {
    private var output: [UInt8] = []
    private let stage = UnsafeMutablePointer<UInt8>.allocate(capacity: ByteWriter.stageSize)
    private var staged = 0
    private static let stageSize = 512
    /// Where the bytes go every `drainSize` bytes, when they are streamed rather than kept.
    private let drain: (([UInt8]) -> Void)?
    private let drainSize: Int

    /// A writer that keeps everything (`finish` returns it).
    init(capacity: Int = 0) {
        drain = nil
        drainSize = .max
        output.reserveCapacity(capacity)
    }

    /// A writer that hands what it has to `drain` whenever it holds `chunk` bytes, and the rest
    /// at `finish`: an output of any size takes one chunk of memory.
    init(chunk: Int, drain: @escaping ([UInt8]) -> Void) {
        self.drain = drain
        drainSize = max(chunk, 1)
        output.reserveCapacity(drainSize + Self.stageSize)
    }

    deinit { stage.deallocate() }

    /// What `body` writes, as one array (room for `capacity` bytes reserved at once).
    static func whole(capacity: Int, _ body: (inout ByteWriter) -> Void) -> [UInt8] {
        var writer = ByteWriter(capacity: capacity)
        body(&writer)
        return writer.finish()
    }

    /// What `body` writes, handed to `drain` a `chunk` at a time as it is written.
    static func streamed(chunk: Int, to drain: @escaping ([UInt8]) -> Void, _ body: (inout ByteWriter) -> Void) {
        var writer = ByteWriter(chunk: chunk, drain: drain)
        body(&writer)
        _ = writer.finish()
    }

    /// Everything written, the writer emptied; empty for a draining writer (all of it drained).
    mutating func finish() -> [UInt8] {
        flush()
        defer { output = [] }
        guard let drain else { return output }
        if !output.isEmpty { drain(output) }
        return []
    }

    /// Moves the staged bytes into the array.
    private mutating func flush() {
        guard staged > 0 else { return }
        output.append(contentsOf: UnsafeBufferPointer(start: stage, count: staged))
        staged = 0
        drainIfFull()
    }

    /// Hands a full chunk to `drain`, keeping the array's room.
    private mutating func drainIfFull() {
        guard output.count >= drainSize, let drain else { return }
        drain(output)
        output.removeAll(keepingCapacity: true)
    }

    @inline(__always) mutating func byte(_ value: UInt8) {
        if staged == Self.stageSize { flush() }
        stage[staged] = value
        staged += 1
    }

    /// Bytes, staged if they fit, else straight into the array.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if bytes.count > Self.stageSize - staged {
            flush()
            if bytes.count > Self.stageSize {
                output.append(contentsOf: bytes)
                drainIfFull()
                return
            }
        }
        (stage + staged).update(from: source, count: bytes.count)
        staged += bytes.count
    }

    /// A literal: its UTF-8 bytes, copied. (A string literal would otherwise be taken for a
    /// `String`, the slower `write(contentsOf:)`: the emitters write a dozen literals per node.)
    mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Bytes prepared beforehand.
    mutating func write(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// A string's UTF-8 bytes.
    mutating func write(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `count` spaces.
    mutating func spaces(_ count: Int) {
        var left = max(count, 0)
        while left > 0 {
            if staged == Self.stageSize { flush() }
            let run = min(left, Self.stageSize - staged)
            (stage + staged).update(repeating: 0x20, count: run)
            staged += run
            left -= run
        }
    }

    /// A non-negative or negative integer in decimal, as `String(value)` prints it.
    mutating func integer(_ value: Int) {
        if value < 0 { byte(0x2D) }
        unsigned(UInt64(value.magnitude))
    }

    /// The two digits of every number below 100.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// `value` in decimal, without a sign. The digits are counted, then written into the stage
    /// from the least significant, two at a time (divisions by the constant 100, which compile to
    /// multiplications).
    mutating func unsigned(_ value: UInt64) {
        var digits = 1
        var scan = value
        while scan >= 100 {
            scan /= 100
            digits += 2
        }
        if scan >= 10 { digits += 1 }
        // At most 20 digits: room for them in the stage at once.
        if Self.stageSize - staged < 20 { flush() }
        var position = staged + digits
        staged = position
        var rest = value
        let pairs = Self.digitPairs.utf8Start
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            position -= 2
            stage[position] = pairs[pair]
            stage[position + 1] = pairs[pair + 1]
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            stage[position - 2] = pairs[pair]
            stage[position - 1] = pairs[pair + 1]
        } else {
            stage[position - 1] = 0x30 &+ UInt8(truncatingIfNeeded: rest)
        }
    }

    /// A length as `formatLength` prints it: at most four decimals, no trailing zeros, `-0` as `0`.
    mutating func length(_ value: CGFloat) {
        let double = Double(value)
        // NaN, infinities and magnitudes from 9 · 10^11 on (where a length times 10^4 is no
        // longer exact) are rare: printed by `formatLength` itself.
        guard double.isFinite, abs(double) < 9e11 else {
            write(contentsOf: formatLength(value))
            return
        }
        // Whole numbers (most frames) need no rounding: their digits, and a sign unless zero.
        let whole = Int64(double)
        if Double(whole) == double {
            if whole < 0 { byte(0x2D) }
            unsigned(whole.magnitude)
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
        // byte of U+2028 and U+2029). Checked and copied from the string's own bytes.
        var text = text
        let plain = text.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2 {
                return false
            }
            byte(0x22)
            append(utf8)
            byte(0x22)
            return true
        }
        if !plain { write(contentsOf: JSONString.quote(text)) }
    }
}
