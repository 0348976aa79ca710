/// Distinct names numbered in the order first added, so that a table of many nodes stores a
/// name as two bytes (the engine's tree, the checker's elements). Nodes added one after another
/// mostly share a name: the last one is compared before the dictionary is asked.
public struct NameTable: Sendable {
    /// The names, by number.
    public private(set) var names: [String] = []
    private var lookup: [String: UInt16] = [:]
    private var last: (name: String, index: UInt16)?

    public init() {}

    /// The number of `name`, added if new.
    public mutating func index(of name: String) -> UInt16 {
        if let last, last.name == name { return last.index }
        let index: UInt16
        if let known = lookup[name] {
            index = known
        } else {
            // Names are those of the built-ins and of the registered custom layouts.
            precondition(names.count < Int(UInt16.max),
                         "internal error: more than \(UInt16.max) distinct element names")
            index = UInt16(names.count)
            names.append(name)
            lookup[name] = index
        }
        last = (name, index)
        return index
    }
}
