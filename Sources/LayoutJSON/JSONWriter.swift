extension JSONValue {
    /// Compact JSON text; object keys sorted; integral numbers written without a fraction.
    public func serialized() -> String {
        String(decoding: serializedBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of `serialized()`, written as bytes (what a transport sends): no string
    /// is made per value, key or piece of punctuation.
    public func serializedBytes() -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out)
        return out
    }

    func write(into out: inout [UInt8]) {
        // An explicit stack: values from clients can be deep.
        enum Step {
            case value(JSONValue)
            case byte(UInt8)
            /// An object's key (quoted, then a colon), after a comma unless it is the first.
            case key(String, first: Bool)
        }
        var steps: [Step] = [.value(self)]
        while let step = steps.popLast() {
            switch step {
            case let .byte(byte):
                out.append(byte)
            case let .key(key, first):
                if !first { out.append(UInt8(ascii: ",")) }
                JSONString.append(key, to: &out)
                out.append(UInt8(ascii: ":"))
            case let .value(value):
                switch value {
                case .null: out.append(contentsOf: "null".utf8)
                case let .bool(flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
                case let .number(number): out.append(contentsOf: Self.format(number).utf8)
                case let .string(text): JSONString.append(text, to: &out)
                case let .array(elements):
                    out.append(UInt8(ascii: "["))
                    steps.append(.byte(UInt8(ascii: "]")))
                    for (index, element) in elements.enumerated().reversed() {
                        steps.append(.value(element))
                        if index > 0 { steps.append(.byte(UInt8(ascii: ","))) }
                    }
                case let .object(members):
                    out.append(UInt8(ascii: "{"))
                    steps.append(.byte(UInt8(ascii: "}")))
                    // Sorted as pairs: looking each key up again hashed it.
                    let sorted = members.sorted { $0.key < $1.key }
                    for (index, member) in sorted.enumerated().reversed() {
                        steps.append(.value(member.value))
                        steps.append(.key(member.key, first: index == 0))
                    }
                }
            }
        }
    }

    /// Integers as integers; other finite numbers in Swift's shortest form; non-finite as null
    /// (JSON has no infinity).
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(.towardZero), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
