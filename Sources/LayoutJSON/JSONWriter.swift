extension JSONValue {
    /// Compact JSON text; object keys sorted; integral numbers written without a fraction.
    public func serialized() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    func write(into out: inout String) {
        // An explicit stack: values from clients can be deep.
        enum Step {
            case value(JSONValue)
            case text(String)
        }
        var steps: [Step] = [.value(self)]
        while let step = steps.popLast() {
            switch step {
            case let .text(text):
                out += text
            case let .value(value):
                switch value {
                case .null: out += "null"
                case let .bool(flag): out += flag ? "true" : "false"
                case let .number(number): out += Self.format(number)
                case let .string(text): Self.writeString(text, into: &out)
                case let .array(elements):
                    out += "["
                    steps.append(.text("]"))
                    for (index, element) in elements.enumerated().reversed() {
                        steps.append(.value(element))
                        if index > 0 { steps.append(.text(",")) }
                    }
                case let .object(members):
                    out += "{"
                    steps.append(.text("}"))
                    let keys = members.keys.sorted()
                    for (index, key) in keys.enumerated().reversed() {
                        guard let member = members[key] else { continue }
                        steps.append(.value(member))
                        var name = ""
                        Self.writeString(key, into: &name)
                        steps.append(.text((index > 0 ? "," : "") + name + ":"))
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

    static func writeString(_ text: String, into out: inout String) {
        out += JSONString.quote(text)
    }
}
