import LayoutDiagnostics
import LayoutEngine
import LayoutFormat
import LayoutJSON
import LayoutLint
import LayoutSema
import LayoutSwiftSyntax

/// Every key `.layoutc.json` accepts, section by section. To add a section: a settings type and
/// a property in `ProjectConfiguration`, and one entry here; unknown keys, did-you-mean and
/// value checking come with it.
enum ConfigurationSchema {
    struct Key {
        var name: String
        /// Stores the value; returns what is wrong with it ("expected …, found …"), if anything.
        var apply: @Sendable (JSONValue, inout ProjectConfiguration) -> String?

        /// A list of lint rule codes or names.
        static func rules(_ name: String,
                          _ store: @escaping @Sendable (inout ProjectConfiguration, [String]) -> Void) -> Key {
            Key(name: name) { value, configuration in
                guard let list = value.arrayValue, let names = Optional(list.compactMap(\.stringValue)),
                      names.count == list.count else {
                    return "expected a list of rule codes or names, found \(value.kindDescription)"
                }
                if let problem = names.lazy.compactMap(ConfigurationSchema.ruleProblem).first { return problem }
                store(&configuration, names)
                return nil
            }
        }

        /// An integer in `range`.
        static func integer(_ name: String, in range: ClosedRange<Int>,
                            _ store: @escaping @Sendable (inout ProjectConfiguration, Int) -> Void) -> Key {
            Key(name: name) { value, configuration in
                guard let number = value.intValue, range.contains(number) else {
                    let found = value.intValue.map(String.init)
                        ?? (value.doubleValue.map { String($0) } ?? value.kindDescription)
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
        Section(name: "text", keys: [
            Key(name: "font") { value, configuration in
                let list = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue)
                guard let list, !list.isEmpty, list.count == value.arrayValue?.count ?? 1,
                      !list.contains("") else {
                    return "expected \"model\" or font files, such as [\"fonts/Inter-Regular.otf\"]"
                }
                let directory = configuration.path.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
                configuration.text.fonts = list.map { name in
                    guard name != "model", !name.hasPrefix("/"), let directory else { return name }
                    return directory.appendingPathComponent(name).standardizedFileURL.path
                }
                if case let .failure(error) = TextModels.load(configuration.text.fonts ?? []) {
                    return error.description
                }
                return nil
            },
            Key(name: "tracking") { value, configuration in
                guard let word = value.stringValue, let tracking = TextTracking(rawValue: word) else {
                    return "expected \"system\" (Apple's tracking for the system font, size by size) or \"none\""
                }
                configuration.text.tracking = tracking
                return nil
            },
        ]),
        Section(name: "swift", keys: [
            Key(name: "platforms") { value, configuration in
                let list = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue)
                guard let list, !list.isEmpty, list.count == value.arrayValue?.count ?? 1 else {
                    return "expected platforms, such as [\"iOS\"] or [\"iOS\", \"macOS\"]"
                }
                switch SwiftBuildConfiguration.Platform.parseList(list.joined(separator: ",")) {
                case let .success(platforms): configuration.swift.platforms = platforms
                case let .failure(error): return error.message
                }
                return nil
            },
        ]),
        Section(name: "lint", keys: [
            .rules("select") { $0.lint.select = $1 },
            .rules("ignore") { $0.lint.ignore = $1 },
            Key(name: "severity") { value, configuration in
                guard let map = value.objectValue else {
                    return "expected an object of rule: severity, found \(value.kindDescription)"
                }
                var severities: [String: String] = [:]
                for (rule, level) in map.sorted(by: { $0.key < $1.key }) {
                    if let problem = ruleProblem(rule) { return problem }
                    guard let level = level.stringValue, LintOptions.level(level) != nil else {
                        return "the severity of '\(rule)' must be error, warning, info or off, "
                            + "found \(level.stringValue ?? level.kindDescription)"
                    }
                    severities[rule] = level
                }
                configuration.lint.severity = severities
                return nil
            },
            Key(name: "proposals") { value, configuration in
                guard let list = value.arrayValue else {
                    return "expected a list of proposals such as \"320xnil\", found \(value.kindDescription)"
                }
                var proposals: [ProposedViewSize] = []
                for item in list {
                    guard let text = item.stringValue else {
                        return "expected a proposal such as \"320xnil\", found \(item.kindDescription)"
                    }
                    switch ProposalText.parse(text) {
                    case let .success(proposal): proposals.append(proposal)
                    case let .failure(error): return error.message
                    }
                }
                configuration.lint.proposals = proposals
                return nil
            },
            Key(name: "devices") { value, configuration in
                guard let flag = value.boolValue else {
                    return "expected true or false, found \(value.kindDescription)"
                }
                configuration.lint.devices = flag
                return nil
            },
            Key(name: "textScales") { value, configuration in
                guard let list = value.arrayValue, let scales = Optional(list.compactMap(\.doubleValue)),
                      scales.count == list.count,
                      scales.allSatisfy({ $0 > 0 && $0 <= 10 }) else {
                    return "expected a list of numbers greater than 0 and at most 10, such as [1, 1.35, 2]"
                }
                configuration.lint.textScales = scales
                return nil
            },
            Key(name: "dynamicType") { value, configuration in
                let text = value.stringValue ?? value.arrayValue.flatMap { list in
                    list.allSatisfy { $0.stringValue != nil } && !list.isEmpty
                        ? list.compactMap(\.stringValue).joined(separator: ",") : nil
                }
                guard let text, !text.isEmpty else {
                    return "expected Dynamic Type sizes, such as [\"large\", \"xxxLarge\"] or \"large...AX2\""
                }
                switch DynamicTypeSize.parseList(text) {
                case let .success(sizes): configuration.lint.dynamicTypes = sizes
                case let .failure(error): return error.message
                }
                return nil
            },
            Key(name: "interactiveTags") { value, configuration in
                guard let list = value.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
                    return "expected a list of tag names, such as [\"close\", \"share\"]"
                }
                configuration.lint.interactiveTags = list.compactMap(\.stringValue).map {
                    $0.hasPrefix("#") ? String($0.dropFirst()) : $0
                }
                return nil
            },
            Key(name: "orientation") { value, configuration in
                guard let word = value.stringValue, let orientations = Devices.Orientation.parse(word) else {
                    return "expected \"portrait\", \"landscape\" or \"both\""
                }
                configuration.lint.orientations = orientations
                return nil
            },
            Key(name: "accessibility") { value, configuration in
                guard let flag = value.boolValue else { return "expected true or false" }
                configuration.lint.accessibility = flag
                return nil
            },
        ]),
    ]

    /// What is wrong with a rule name, with a did-you-mean, if anything.
    static func ruleProblem(_ name: String) -> String? {
        guard name != "ALL", LintRules.rule(named: name) == nil else { return nil }
        let suggestion = Suggestion.closest(to: name, in: LintRules.all.map(\.name) + LintRules.all.map(\.code))
        return "unknown lint rule '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }
}
