/// An interned name: every occurrence of one spelling in a syntax tree has the same symbol, so the
/// checker compares and looks names up by number instead of by string.
public struct Symbol: Hashable, Sendable, Comparable {
    public let raw: UInt32
    @inlinable init(raw: UInt32) { self.raw = raw }
    public static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// The names of a syntax tree, each stored once. Interning reads the name's bytes in place: a
/// name seen before costs a hash and one comparison, no string.
public struct SymbolTable: Sendable {
    /// Every name's bytes, one after the other; `ends[s]` is where symbol `s` ends.
    private var bytes: [UInt8] = []
    private var ends: [UInt32] = []
    /// The names as strings, made once per symbol (for messages and tools).
    private var strings: [String] = []
    /// Open addressing: `slots[i]` is a symbol's raw value + 1, or 0 for an empty slot.
    private var slots: [UInt32] = Array(repeating: 0, count: 64)

    public init() {}

    /// How many distinct names there are: every symbol's raw value is below it.
    public var count: Int { strings.count }

    /// The name of `symbol`.
    public func name(_ symbol: Symbol) -> String { strings[Int(symbol.raw)] }

    /// The length of `symbol`'s name in UTF-8 bytes.
    public func length(_ symbol: Symbol) -> Int {
        let index = Int(symbol.raw)
        return Int(ends[index]) - (index == 0 ? 0 : Int(ends[index - 1]))
    }

    /// The symbol of `name`, if the table has it.
    public func lookup(_ name: String) -> Symbol? {
        var name = name
        return name.withUTF8 { find($0, hash: Self.hash($0)).symbol }
    }

    /// The symbol of `name`, added if new.
    public mutating func intern(_ name: String) -> Symbol {
        var name = name
        return name.withUTF8 { intern($0) }
    }

    /// The symbol of the name spelled by `name`, added if new.
    public mutating func intern(_ name: UnsafeBufferPointer<UInt8>) -> Symbol {
        let hash = Self.hash(name)
        let found = find(name, hash: hash)
        if let symbol = found.symbol { return symbol }
        let symbol = Symbol(raw: UInt32(strings.count))
        bytes.append(contentsOf: name)
        ends.append(UInt32(bytes.count))
        strings.append(String(decoding: name, as: UTF8.self))
        slots[found.slot] = symbol.raw + 1
        // Kept at most half full, so a probe sequence stays short.
        if strings.count * 2 > slots.count { rehash() }
        return symbol
    }

    /// The symbol spelled by `name`, or the empty slot where it would go.
    private func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (symbol: Symbol?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (nil, slot) }
            let index = Int(entry - 1)
            if spells(index, name) { return (Symbol(raw: entry - 1), slot) }
            slot = (slot + 1) & mask
        }
    }

    /// Whether symbol `index` is spelled `name`.
    private func spells(_ index: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = Int(ends[index])
        let start = index == 0 ? 0 : Int(ends[index - 1])
        guard end - start == name.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            for offset in 0..<name.count where stored[start + offset] != name[offset] { return false }
            return true
        }
    }

    private mutating func rehash() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in strings.indices {
            let start = index == 0 ? 0 : Int(ends[index - 1])
            let hash = bytes.withUnsafeBufferPointer {
                Self.hash(UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])]))
            }
            var slot = Int(hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(index) + 1
        }
    }

    /// FNV-1a over the bytes: names are short, and this is a few instructions per byte.
    @inline(__always)
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in name { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}
