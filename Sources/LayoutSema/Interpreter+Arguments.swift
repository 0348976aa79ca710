import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Arguments matched to a built-in's parameters and checked against their types. The first two
/// are stored inline: most calls give one or two arguments, and an array would cost an
/// allocation and a release per call (searching a few entries beats hashing).
struct MatchedArguments {
    /// A parameter that was given: its key, where first (its label, else its value), and its
    /// value and the value's range when the value passed the checks.
    struct Entry {
        var key: ParameterKey
        var given: SourceRange
        var range: SourceRange
        var value: Value?

        static var none: Entry {
            Entry(key: ParameterKey(raw: -1), given: .point(SourceFileID(rawValue: 0), 0),
                  range: .point(SourceFileID(rawValue: 0), 0), value: nil)
        }
    }

    /// How many parameters were given: `first`, `second`, then `rest`.
    private var count = 0
    private var first = Entry.none
    private var second = Entry.none
    private var rest: [Entry] = []
    var failed = false

    /// Where the entry for `key` (`_` for the positional one) is, if that parameter was given:
    /// 0 and 1 inline, then in `rest`.
    @inline(__always)
    private func position(_ key: ParameterKey) -> Int? {
        if count > 0, first.key == key { return 0 }
        if count > 1, second.key == key { return 1 }
        if count > 2, let index = rest.firstIndex(where: { $0.key == key }) { return index + 2 }
        return nil
    }

    @inline(__always)
    private func entry(at position: Int) -> Entry {
        position == 0 ? first : position == 1 ? second : rest[position - 2]
    }

    /// The checked value for `key`.
    func value(_ key: ParameterKey) -> Value? {
        guard let position = position(key) else { return nil }
        return position == 0 ? first.value : position == 1 ? second.value : rest[position - 2].value
    }

    /// The range of the checked value for `key`.
    func range(_ key: ParameterKey) -> SourceRange? {
        guard let position = position(key) else { return nil }
        let entry = entry(at: position)
        return entry.value == nil ? nil : entry.range
    }

    /// Where the parameter `key` was first given, checked or not.
    func given(_ key: ParameterKey) -> SourceRange? {
        guard let position = position(key) else { return nil }
        return position == 0 ? first.given : position == 1 ? second.given : rest[position - 2].given
    }

    /// Whether the parameter `key` was given, checked or not.
    func isGiven(_ key: ParameterKey) -> Bool { position(key) != nil }

    /// Records that `key` was given at `given`, with its checked value (nil: it failed).
    mutating func record(_ key: ParameterKey, given: SourceRange, value: consuming Value?, range: SourceRange) {
        switch count {
        case 0: first = Entry(key: key, given: given, range: range, value: value)
        case 1: second = Entry(key: key, given: given, range: range, value: value)
        default: rest.append(Entry(key: key, given: given, range: range, value: value))
        }
        count += 1
    }

    func number(_ key: ParameterKey) -> Double? {
        if case let .number(n)? = value(key) { return n }
        return nil
    }
    func has(_ key: ParameterKey) -> Bool {
        guard let position = position(key) else { return false }
        return position == 0 ? first.value != nil
            : position == 1 ? second.value != nil : rest[position - 2].value != nil
    }
    func name(_ key: ParameterKey) -> String? {
        if case let .enumCase(n)? = value(key) { return n }
        return nil
    }
    func isNil(_ key: ParameterKey) -> Bool {
        if case .nilValue? = value(key) { return true }
        return false
    }
}

extension Interpreter {
    func evaluateArguments(_ arguments: SyntaxList?) -> [EvaluatedArgument] {
        syntax.ids(arguments).map { evaluateArgument(syntax.argument($0)) }
    }

    /// An argument with its value.
    @inline(__always)
    func evaluateArgument(_ argument: ArgumentNode) -> EvaluatedArgument {
        EvaluatedArgument(label: argument.label.map(name), labelKey: argument.label.flatMap { labelKey($0.symbol) },
                          labelRange: argument.label?.range, value: evaluate(argument.value),
                          range: range(argument.value))
    }

    /// The parameter key spelled like `symbol`: looked up by name once per symbol. (Made if new:
    /// whether a parameter has the label is for matching to tell, whatever was checked first.)
    @inline(__always)
    func labelKey(_ symbol: Symbol) -> ParameterKey? {
        let index = Int(symbol.raw)
        if index >= labelKeys.count {
            labelKeys.append(contentsOf: repeatElement(-1, count: index + 1 - labelKeys.count))
        }
        if labelKeys[index] < 0 { labelKeys[index] = ParameterKey.named(syntax.name(symbol)).raw }
        return ParameterKey(raw: labelKeys[index])
    }

    /// `NumericLimits.maxLength` as messages print it.
    static let maxLengthText = format(Double(NumericLimits.maxLength))

    /// Matches arguments to `parameters` and checks every value; reports each problem once.
    func match(_ arguments: [EvaluatedArgument], to parameters: [ParameterSpec], owner: String,
               ownerRange: SourceRange) -> MatchedArguments {
        var matched = MatchedArguments()
        for argument in arguments {
            match(argument, to: parameters, owner: owner, into: &matched)
        }
        reportMissing(parameters, owner: owner, ownerRange: ownerRange, in: &matched)
        return matched
    }

    /// Evaluates the arguments as written and matches them to `parameters`, one at a time: the
    /// same checks and messages as evaluating them all first (each argument's evaluation is
    /// reported before its matching), without a list of evaluated arguments per call.
    func match(written arguments: SyntaxList?, to parameters: [ParameterSpec], owner: String,
               ownerRange: SourceRange) -> MatchedArguments {
        var matched = MatchedArguments()
        if let arguments {
            for index in 0..<arguments.count {
                match(evaluateArgument(syntax.argument(arguments, index)), to: parameters, owner: owner, into: &matched)
            }
        }
        reportMissing(parameters, owner: owner, ownerRange: ownerRange, in: &matched)
        return matched
    }

    /// Matches one argument to its parameter and checks its value.
    private func match(_ argument: EvaluatedArgument, to parameters: [ParameterSpec], owner: String,
                       into matched: inout MatchedArguments) {
        // Indices, not copies: a specification is a large value and this runs per argument.
        let found: Int?
        if let label = argument.label {
            found = argument.labelKey.flatMap { key in parameters.firstIndex { $0.labelKey == key } }
            if found == nil {
                let range = argument.labelRange ?? argument.range
                let labels = parameters.compactMap(\.label)
                var diagnostic = Diagnostic.error(SemaCode.unknownLabel, "unknown label '\(label)' for '\(owner)'",
                                                  at: range)
                if let suggestion = Suggestion.closest(to: label, in: labels) {
                    diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: range,
                                                      with: suggestion)
                } else if labels.isEmpty {
                    diagnostic = diagnostic.withNote("'\(owner)' takes no labelled arguments")
                } else {
                    diagnostic = diagnostic.withNote("'\(owner)' takes "
                                                         + labels.map { "'\($0):'" }.joined(separator: ", "))
                }
                report(diagnostic)
                matched.failed = true
                return
            }
        } else {
            // The first free positional parameter whose type takes this kind of value (so
            // `.padding(8)` and `.padding(.horizontal)` both work), else the first free one.
            var firstFree: Int?
            var accepting: Int?
            for candidate in parameters.indices
            where parameters[candidate].positional && !matched.isGiven(parameters[candidate].key) {
                if firstFree == nil { firstFree = candidate }
                if parameters[candidate].type.accepts(argument.value)
                    || (argument.value.isNil && parameters[candidate].allowsNil) {
                    accepting = candidate
                    break
                }
            }
            found = accepting ?? firstFree
            if found == nil {
                let message = parameters.contains(where: \.positional)
                    ? "too many arguments for '\(owner)'" : "'\(owner)' takes no unlabelled arguments"
                var diagnostic = Diagnostic.error(SemaCode.extraArgument, message, at: argument.range)
                let labels = parameters.compactMap(\.label)
                if !labels.isEmpty {
                    diagnostic = diagnostic.withNote("label the argument: "
                                                         + labels.map { "'\($0):'" }.joined(separator: ", "))
                }
                report(diagnostic)
                matched.failed = true
                return
            }
        }
        guard let found else { return }
        let key = parameters[found].key
        if let first = matched.given(key) {
            report(.error(SemaCode.duplicateArgument, "'\(parameters[found].displayName)' is given twice",
                          at: argument.labelRange ?? argument.range)
                .withLabel("first given here", at: first))
            matched.failed = true
            return
        }
        let value = check(argument.value, against: parameters[found], owner: owner, range: argument.range)
        matched.record(key, given: argument.labelRange ?? argument.range, value: value, range: argument.range)
        if value == nil { matched.failed = true }
    }

    /// Reports every required parameter that was not given.
    private func reportMissing(_ parameters: [ParameterSpec], owner: String, ownerRange: SourceRange,
                               in matched: inout MatchedArguments) {
        for index in parameters.indices where parameters[index].required && !matched.isGiven(parameters[index].key) {
            let parameter = parameters[index]
            report(.error(SemaCode.missingArgument,
                          "missing argument \(parameter.label.map { "'\($0):'" } ?? "(\(parameter.type.description))") "
                              + "for '\(owner)'",
                          at: ownerRange)
                .withNote(parameter.doc))
            matched.failed = true
        }
    }

    /// The value if it fits the parameter's type and range; else reports and returns nil.
    func check(_ value: Value, against parameter: ParameterSpec, owner: String, range: SourceRange) -> Value? {
        if case .poisoned = value { return nil }
        if case .nilValue = value {
            if parameter.allowsNil { return value }
            report(.error(SemaCode.wrongType,
                          "'\(parameter.displayName)' of '\(owner)' cannot be nil; "
                              + "expected \(parameter.type.description)",
                          at: range))
            return nil
        }
        switch parameter.type {
        case .number, .length, .lengthOrInfinity, .positiveNumber, .positiveInteger:
            return checkNumber(value, against: parameter, owner: owner, range: range)
        case .size:
            return checkSize(value, against: parameter, owner: owner, range: range)
        case .string:
            guard case .string = value else { return wrongType(value, for: parameter, owner: owner, range: range) }
            return value
        case .bool:
            guard case .bool = value else { return wrongType(value, for: parameter, owner: owner, range: range) }
            return value
        case .enumeration, .alignment, .horizontalAlignment, .verticalAlignment, .axis:
            return checkChoice(value, against: parameter, owner: owner, range: range)
        case .color:
            return checkColor(value, against: parameter, owner: owner, range: range)
        case .unitInterval:
            guard case let .number(n) = value else {
                return wrongType(value, for: parameter, owner: owner, range: range)
            }
            return n >= 0 && n <= 1
                ? value : outOfRange("between 0 and 1", n, for: parameter, owner: owner, range: range)
        case .edges:
            return checkEdges(value, against: parameter, owner: owner, range: range)
        case .gridItems:
            return checkGridItems(value, against: parameter, owner: owner, range: range)
        case .shape:
            return checkShape(value, against: parameter, owner: owner, range: range)
        case .font:
            return checkFont(value, against: parameter, owner: owner, range: range)
        case .colorOrElement:
            if case .element = value { return value }
            let colour = ParameterSpec(parameter.label, .color, positional: parameter.positional,
                                       name: parameter.positionalName, doc: parameter.doc)
            return check(value, against: colour, owner: owner, range: range)
        case .container:
            guard case .container = value else { return wrongType(value, for: parameter, owner: owner, range: range) }
            return value
        case .ratio:
            return checkRatio(value, against: parameter, owner: owner, range: range)
        }
    }

    /// Reports a value of the wrong type for `parameter` (a bare name that is not defined, or
    /// infinity spelled as in Swift, gets its own message); returns nil.
    private func wrongType(_ value: Value, for parameter: ParameterSpec, owner: String, range: SourceRange) -> Value? {
        if case let .enumCase(name) = value, name == "infinity" || name == "inf" || name == "Infinity" {
            report(.error(SemaCode.swiftUISpelling, "infinity is written inf (or .infinity) in layoutc", at: range)
                .withFixIt("write .infinity", replacing: range, with: ".infinity"))
            return nil
        }
        if case let .enumCase(name) = value {
            // A bare name that is neither defined nor an enumeration value here.
            var diagnostic = Diagnostic.error(
                SemaCode.undefinedName,
                "cannot find '\(name)'; expected \(parameter.type.description) "
                    + "for '\(parameter.displayName)' of '\(owner)'",
                at: range)
            let names = definitions.map(\.name) + localNames
            if let suggestion = Suggestion.closest(to: name, in: names) {
                diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: range, with: suggestion)
            }
            report(diagnostic)
            return nil
        }
        report(.error(SemaCode.wrongType,
                      "expected \(parameter.type.description) for '\(parameter.displayName)' of '\(owner)', "
                          + "found \(Self.describeForMessage(value))",
                      at: range))
        return nil
    }

    /// Reports that `n` is outside what `parameter` takes (`requirement`); returns nil.
    private func outOfRange(_ requirement: String, _ n: Double, for parameter: ParameterSpec, owner: String,
                            range: SourceRange) -> Value? {
        report(.error(SemaCode.outOfRange,
                      "'\(parameter.displayName)' of '\(owner)' must be \(requirement), "
                          + "found \(Self.describe(.number(n)))",
                      at: range))
        return nil
    }

    /// A number, a length, a length or infinity, a positive number or a positive integer.
    private func checkNumber(_ value: Value, against parameter: ParameterSpec, owner: String,
                             range: SourceRange) -> Value? {
        // Every number is bounded (NumericLimits), so sums over the whole tree stay finite and
        // every count converts to an Int.
        let maxLength = Double(NumericLimits.maxLength)
        var limit: String { Self.maxLengthText }  // only for messages: read once it fails
        func outOfRange(_ requirement: String, _ n: Double) -> Value? {
            self.outOfRange(requirement, n, for: parameter, owner: owner, range: range)
        }
        guard case let .number(n) = value else { return wrongType(value, for: parameter, owner: owner, range: range) }
        switch parameter.type {
        case .number:
            if !n.isFinite { return outOfRange("finite", n) }
            return abs(n) <= maxLength ? value : outOfRange("between -\(limit) and \(limit)", n)
        case .length:
            if !(n.isFinite && n >= 0) { return outOfRange("a finite number ≥ 0", n) }
            return n <= maxLength ? value : outOfRange("at most \(limit)", n)
        case .lengthOrInfinity:
            if !(n >= 0) { return outOfRange("≥ 0", n) }
            return n == .infinity || n <= maxLength ? value : outOfRange("at most \(limit), or inf", n)
        case .positiveNumber:
            if !(n.isFinite && n > 0) { return outOfRange("a finite number > 0", n) }
            return n <= maxLength ? value : outOfRange("at most \(limit)", n)
        default:
            if !(n.isFinite && n >= 1 && n == n.rounded()) { return outOfRange("an integer ≥ 1", n) }
            return n <= Double(NumericLimits.maxCount) ? value : outOfRange("at most \(NumericLimits.maxCount)", n)
        }
    }

    /// A size: both sides finite and at most `NumericLimits.maxLength`.
    private func checkSize(_ value: Value, against parameter: ParameterSpec, owner: String,
                           range: SourceRange) -> Value? {
        let maxLength = Double(NumericLimits.maxLength)
        var limit: String { Self.maxLengthText }  // only for messages: read once it fails
        guard case let .size(w, h) = value else { return wrongType(value, for: parameter, owner: owner, range: range) }
        if !(w.isFinite && h.isFinite) {
            return outOfRange("finite", .infinity, for: parameter, owner: owner, range: range)
        }
        return max(w, h) <= maxLength
            ? value : outOfRange("at most \(limit) on each side", max(w, h), for: parameter, owner: owner, range: range)
    }

    /// One of the names the parameter's type allows (an enumeration, an alignment, an axis).
    private func checkChoice(_ value: Value, against parameter: ParameterSpec, owner: String,
                             range: SourceRange) -> Value? {
        let allowed = parameter.type.choices ?? []
        guard case let .enumCase(name) = value else {
            return wrongType(value, for: parameter, owner: owner, range: range)
        }
        if allowed.contains(name) { return value }
        var diagnostic = Diagnostic.error(SemaCode.invalidValue,
            "'\(name)' is not a valid '\(parameter.displayName)' for '\(owner)'; use \(Self.list(allowed))", at: range)
        if let suggestion = Suggestion.closest(to: name, in: allowed) {
            diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: range, with: suggestion)
        }
        report(diagnostic)
        return nil
    }

    /// A system colour's name (returned as a string) or a `"#rrggbb"` string.
    private func checkColor(_ value: Value, against parameter: ParameterSpec, owner: String,
                            range: SourceRange) -> Value? {
        switch value {
        case let .enumCase(name) where BuiltinRegistry.colorNames.contains(name): return .string(name)
        case let .enumCase(name):
            var diagnostic = Diagnostic.error(
                SemaCode.invalidValue,
                "unknown colour '\(name)'; use a system colour such as red, blue, secondary or systemGray6, "
                    + "or \"#rrggbb\"",
                at: range)
            if let suggestion = Suggestion.closest(to: name, in: BuiltinRegistry.colorNames) {
                diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: range, with: suggestion)
            }
            report(diagnostic)
            return nil
        case let .string(text):
            if Self.isHexColour(text) { return value }
            report(.error(SemaCode.invalidValue,
                          "'\(text)' is not a colour; write \"#rgb\", \"#rrggbb\" or \"#rrggbbaa\" with hex digits",
                          at: range))
            return nil
        default: return wrongType(value, for: parameter, owner: owner, range: range)
        }
    }

    /// An edge name or a list of them (returned as a list).
    private func checkEdges(_ value: Value, against parameter: ParameterSpec, owner: String,
                            range: SourceRange) -> Value? {
        let names: [Value]
        switch value {
        case .enumCase: names = [value]
        case let .list(items): names = items
        default: return wrongType(value, for: parameter, owner: owner, range: range)
        }
        for name in names {
            guard case let .enumCase(edge) = name, BuiltinRegistry.edgeNames.contains(edge) else {
                report(.error(SemaCode.invalidValue,
                              "expected edges for '\(parameter.displayName)' of '\(owner)' "
                                  + "(\(Self.list(BuiltinRegistry.edgeNames))), found \(Self.describeForMessage(name))",
                              at: range))
                return nil
            }
        }
        return .list(names)
    }

    /// A count of columns (or rows) or a non-empty list of grid items.
    private func checkGridItems(_ value: Value, against parameter: ParameterSpec, owner: String,
                                range: SourceRange) -> Value? {
        switch value {
        case let .number(n):
            if !(n.isFinite && n >= 1 && n == n.rounded()) {
                return outOfRange("a count ≥ 1, or a list of grid items", n,
                                  for: parameter, owner: owner, range: range)
            }
            return n <= Double(NumericLimits.maxCount)
                ? value : outOfRange("at most \(NumericLimits.maxCount)", n, for: parameter, owner: owner, range: range)
        case let .list(items):
            guard !items.isEmpty else {
                report(.error(SemaCode.outOfRange,
                              "'\(parameter.displayName)' of '\(owner)' needs at least one grid item", at: range)
                    .withNote("write [.flexible()] for one column"))
                return nil
            }
            if items.count > NumericLimits.maxCount {
                return outOfRange("at most \(NumericLimits.maxCount) items", Double(items.count),
                                  for: parameter, owner: owner, range: range)
            }
            for item in items {
                guard case .gridItem = item else {
                    report(.error(SemaCode.wrongType,
                                  "expected grid items in '\(parameter.displayName)' of '\(owner)', "
                                      + "found \(Self.describeForMessage(item))",
                                  at: range)
                        .withNote("write .fixed(60), .flexible(min: 40) or .adaptive(min: 80)"))
                    return nil
                }
            }
            return value
        default: return wrongType(value, for: parameter, owner: owner, range: range)
        }
    }

    /// A shape's name, or an element that is a shape (`circle`, `rect(cornerRadius: 8)`).
    private func checkShape(_ value: Value, against parameter: ParameterSpec, owner: String,
                            range: SourceRange) -> Value? {
        switch value {
        case let .enumCase(name) where BuiltinRegistry.shapeNames.contains(name): return value
        case let .enumCase(name):
            var diagnostic = Diagnostic.error(SemaCode.invalidValue,
                                              "'\(name)' is not a shape; use \(Self.list(BuiltinRegistry.shapeNames))",
                                              at: range)
            if let suggestion = Suggestion.closest(to: name, in: BuiltinRegistry.shapeNames) {
                diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: range, with: suggestion)
            }
            report(diagnostic)
            return nil
        case let .element(ref):
            guard clipShape(of: ref) != nil else {
                report(.error(SemaCode.invalidValue,
                              "'\(nodes.name(Int(ref.index)))' is not a shape; "
                                  + "use \(Self.list(BuiltinRegistry.shapeNames))",
                              at: range))
                return nil
            }
            return value
        default: return wrongType(value, for: parameter, owner: owner, range: range)
        }
    }

    /// A font, or a text style's name (returned as its font).
    private func checkFont(_ value: Value, against parameter: ParameterSpec, owner: String,
                           range: SourceRange) -> Value? {
        switch value {
        case .font: return value
        case let .enumCase(name):
            if let style = Self.textStyle(name) { return .font(style) }
            var diagnostic = Diagnostic.error(SemaCode.invalidValue,
                "'\(name)' is not a text style; use \(Self.list(BuiltinRegistry.textStyles.map(\.name)))", at: range)
            if let suggestion = Suggestion.closest(to: name, in: BuiltinRegistry.textStyles.map(\.name)) {
                diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: range, with: suggestion)
            }
            report(diagnostic)
            return nil
        default: return wrongType(value, for: parameter, owner: owner, range: range)
        }
    }

    /// A ratio: a positive number, or a size (returned as its width over its height).
    private func checkRatio(_ value: Value, against parameter: ParameterSpec, owner: String,
                            range: SourceRange) -> Value? {
        let maxLength = Double(NumericLimits.maxLength)
        var limit: String { Self.maxLengthText }  // only for messages: read once it fails
        func outOfRange(_ requirement: String, _ n: Double) -> Value? {
            self.outOfRange(requirement, n, for: parameter, owner: owner, range: range)
        }
        switch value {
        case let .number(n):
            return n.isFinite && n >= 1 / maxLength && n <= maxLength
                ? value : outOfRange("between 1/\(limit) and \(limit)", n)
        case let .size(w, h):
            guard w > 0 && h > 0 && w.isFinite && h.isFinite else { return outOfRange("a size with both sides > 0", 0) }
            let ratio = w / h
            return ratio >= 1 / maxLength && ratio <= maxLength
                ? .number(ratio) : outOfRange("between 1/\(limit) and \(limit)", ratio)
        default: return wrongType(value, for: parameter, owner: owner, range: range)
        }
    }

    /// The font of a text style (`headline`: 17 pt, semibold); a regular style sets no weight.
    static func textStyle(_ name: String) -> FontValue? {
        TextStyle(rawValue: name)
            .map { FontValue(size: $0.defaultSize, weight: $0.weight == 400 ? nil : $0.weight, scaling: .style($0)) }
    }

    /// `#rgb`, `#rrggbb` or `#rrggbbaa`.
    static func isHexColour(_ text: String) -> Bool {
        let hex = text.dropFirst()
        return text.hasPrefix("#") && [3, 6, 8].contains(hex.count) && hex.allSatisfy(\.isHexDigit)
    }

    /// The clip shape an element value stands for (`circle`, `roundedRect(cornerRadius: 12)`).
    func clipShape(of ref: ElementRef) -> ClipShape? {
        let cornerRadius = nodes.extras(Int(ref.index))?.cornerRadius
        switch nodes.element(Int(ref.index)) {
        case .circle: return .circle
        case .shape(.capsule): return .capsule
        case .shape(.ellipse): return .ellipse
        case .shape(.roundedRect): return .roundedRect(cornerRadius: cornerRadius ?? 8)
        case .shape(.rect), .shape(.color):
            return (cornerRadius ?? 0) > 0 ? .roundedRect(cornerRadius: cornerRadius ?? 0) : .rect
        default: return nil
        }
    }

    static func list(_ values: [String]) -> String {
        guard values.count > 1 else { return values.first ?? "" }
        return values.dropLast().joined(separator: ", ") + " or " + (values.last ?? "")
    }

    static func describeForMessage(_ value: Value) -> String {
        switch value {
        case let .string(s): return "the string \"\(s)\""
        case let .enumCase(name): return "'\(name)'"
        case .number: return "the number \(describe(value))"
        default: return value.kindDescription
        }
    }
}
