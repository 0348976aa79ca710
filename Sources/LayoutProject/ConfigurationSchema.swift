import LayoutFormat
import LayoutJSON

/// Every key `.layoutc.json` accepts, section by section. To add a section: a settings type and
/// a property in `ProjectConfiguration`, and one entry here; unknown keys, did-you-mean and
/// value checking come with it.
enum ConfigurationSchema {
    struct Key {
        var name: String
        /// Stores the value; returns what is wrong with it ("expected …, found …"), if anything.
        var apply: @Sendable (JSONValue, inout ProjectConfiguration) -> String?

        /// An integer in `range`.
        static func integer(_ name: String, in range: ClosedRange<Int>, _ store: @escaping @Sendable (inout ProjectConfiguration, Int) -> Void) -> Key {
            Key(name: name) { value, configuration in
                guard let number = value.intValue, range.contains(number) else {
                    let found = value.intValue.map(String.init) ?? (value.doubleValue.map { String($0) } ?? value.kindDescription)
                    return "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(found)"
                }
                store(&configuration, number)
                return nil
            }
        }
    }

    struct Section {
        var name: String
        var keys: [Key]
    }

    static let sections: [Section] = [
        Section(name: "format", keys: [
            .integer("indent", in: FormatOptions.indentRange) { $0.format.indent = $1 },
            .integer("lineWidth", in: FormatOptions.lineWidthRange) { $0.format.lineWidth = $1 },
        ]),
    ]
}
