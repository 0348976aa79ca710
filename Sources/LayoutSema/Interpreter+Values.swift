import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Values that are not elements: SwiftUI's implicit members (`.leading`, `.infinity`,
/// `.flexible()`) and the grid item sizes.
extension Interpreter {
    /// `.name` or `.name(arguments)`. Without arguments: `.infinity` is inf, anything else an
    /// enumeration value, colour or shape name (checked where it is used). With arguments: a grid
    /// item size (`.fixed(60)`), or a shape (`.rect(cornerRadius: 8)`, iOS 17's spelling).
    func implicitMember(_ member: NameNode, arguments: SyntaxList?, id: SyntaxID) -> Value {
        let name = self.name(member)
        guard let arguments else {
            return name == "infinity" ? .number(.infinity) : .enumCase(name)
        }
        let range = self.range(id)
        if let spec = builtinValue(member.symbol) {
            return gridItem(spec, arguments: arguments, range: member.range)
        }
        if let spec = builtinElement(member.symbol), spec.kind == .leaf {
            let element = ElementNode(id: id, head: member, arguments: arguments, children: nil, postfixes: .empty,
                                      range: range)
            return builtin(spec, element: element, asValue: true)
        }
        if name == "system" || name == "custom" { return fontConstructor(name, arguments: arguments, range: range) }
        var diagnostic = Diagnostic.error(SemaCode.invalidValue, "'.\(name)(…)' is not a value layoutc knows",
                                          at: member.range)
        let known = BuiltinRegistry.values.map(\.name) + BuiltinRegistry.shapeNames
        if let suggestion = Suggestion.closest(to: name, in: known) {
            diagnostic = diagnostic.withFixIt("did you mean '.\(suggestion)'?", replacing: member.range,
                                              with: suggestion)
        } else {
            diagnostic = diagnostic.withNote("with arguments, a leading dot names a grid item size "
                                                 + "(.fixed(60), .flexible(), .adaptive(min: 80)) "
                                                 + "or a shape (.rect(cornerRadius: 8))")
        }
        report(diagnostic)
        _ = evaluateArguments(arguments)
        return .poisoned
    }

    /// SwiftUI's font constructors: `.system(size: 20, weight: .bold, design: .rounded)`,
    /// `.system(.title, design: .serif, weight: .bold)` and `.custom("Name", size: 17)` (also
    /// `relativeTo:`). The design and the family name are drawing only: the text model measures
    /// every font alike (docs/language.md, fonts).
    func fontConstructor(_ name: String, arguments: SyntaxList, range: SourceRange) -> Value {
        let weight = ParameterSpec("weight", .enumeration(BuiltinRegistry.fontWeights), doc: "the weight")
        let design = ParameterSpec("design", .enumeration(["default", "serif", "rounded", "monospaced"]),
                                   doc: "drawing only")
        let parameters = name == "system"
            ? [ParameterSpec(nil, .font, name: "style", doc: "a text style"),
               ParameterSpec("size", .positiveNumber, doc: "the size"), weight, design]
            : [ParameterSpec(nil, .string, required: true, name: "name", doc: "the family (drawing only)"),
               ParameterSpec("size", .positiveNumber, required: true, doc: "the size"),
               ParameterSpec("relativeTo", .font, doc: "the text style it scales with")]
        let matched = match(evaluateArguments(arguments), to: parameters, owner: "." + name, ownerRange: range)
        guard !matched.failed else { return .poisoned }
        var font = FontValue(size: 17, weight: nil)
        if case let .font(style)? = matched.value(.unlabelled) { font = style }
        if let size = matched.number(.size) {
            if matched.has(.unlabelled), name == "system" {
                report(.error(SemaCode.conflictingArguments, "'.system' takes a text style or a size, not both",
                              at: matched.range(.size) ?? range))
                return .poisoned
            }
            font.size = size
            // `.custom(_:size:)` scales with body unless `relativeTo:` names another style;
            // `.system(size:)` is fixed (SwiftUI's Font documentation).
            let relative = relativeScaling(matched)
            font.scaling = name == "system" ? .fixed : relative == .fixed ? .relative(.body) : relative
        } else if name == "system", !matched.has(.unlabelled) {
            report(.error(SemaCode.missingArgument, "'.system' needs a size or a text style", at: range)
                .withNote("write .system(size: 17) or .system(.body, weight: .bold)"))
            return .poisoned
        }
        if let weightName = matched.name(.weight), let index = BuiltinRegistry.fontWeights.firstIndex(of: weightName) {
            font.weight = 100 * (index + 1)
        }
        return .font(font)
    }

    /// `items[i]`: the item at a position counted from 0; out of range is an error at the index.
    func subscriptValue(_ base: Value, index: SyntaxID, expr: SyntaxID) -> Value {
        let position = evaluate(index)
        if case .poisoned = base { return .poisoned }
        if case .poisoned = position { return .poisoned }
        guard case let .list(items) = base else {
            report(.error(SemaCode.wrongType, "only a list can be indexed, not \(base.kindDescription)",
                          at: range(expr)))
            return .poisoned
        }
        guard case let .number(n) = position, n.isFinite, n == n.rounded() else {
            report(.error(SemaCode.wrongType,
                          "a list's index is an integer, found \(Self.describeForMessage(position))", at: range(index)))
            return .poisoned
        }
        guard n >= 0, n < Double(items.count) else {
            let valid = items.isEmpty
                ? "the list is empty"
                : "the list has \(items.count) item\(items.count == 1 ? "" : "s"), 0…\(items.count - 1)"
            report(.error(SemaCode.outOfRange, "index \(Self.format(n)) is out of range: \(valid)", at: range(index)))
            return .poisoned
        }
        return items[Int(n)]
    }

    /// `base.name(arguments)` after a value: a font's `.bold()`, `.weight(.semibold)`; a list's
    /// or a string's `count` and `isEmpty`; a modifier of an element (`items[0].padding(4)`).
    /// A colour's `.opacity(0.2)` is answered with the `#rrggbbaa` colour it makes.
    func memberCall(_ base: Value, base baseID: SyntaxID, name member: NameNode, arguments: SyntaxList?,
                    expr: SyntaxID) -> Value {
        let name = self.name(member)
        let range = self.range(expr)
        switch base {
        case .poisoned:
            _ = evaluateArguments(arguments)
            return .poisoned
        case .font,
             .enumCase where Self.fontValue(base) != nil:
            guard var font = Self.fontValue(base) else { return .poisoned }
            let matched: MatchedArguments
            switch name {
            case "bold":
                matched = match(evaluateArguments(arguments),
                                to: [ParameterSpec(nil, .bool, name: "isActive", doc: "bold or not")],
                                owner: ".bold", ownerRange: member.range)
                guard !matched.failed else { return .poisoned }
                if case .bool(false)? = matched.value(.unlabelled) { return .font(font) }
                font.weight = 700
            case "weight":
                matched = match(evaluateArguments(arguments),
                                to: [ParameterSpec(nil, .enumeration(BuiltinRegistry.fontWeights), required: true,
                                                   name: "weight", doc: "the weight")],
                                owner: ".weight", ownerRange: member.range)
                guard !matched.failed, let weightName = matched.name(.unlabelled),
                      let index = BuiltinRegistry.fontWeights.firstIndex(of: weightName) else { return .poisoned }
                font.weight = 100 * (index + 1)
            case "italic", "monospacedDigit", "monospaced", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps":
                // Drawing only, and not drawn: the text model measures them as the plain font.
                _ = evaluateArguments(arguments)
            default:
                var diagnostic = Diagnostic.error(SemaCode.invalidValue, "a font has no '.\(name)' in layoutc",
                                                  at: member.range)
                    .withNote("a font takes .bold(), .weight(.semibold), .italic(), .monospacedDigit()")
                if let suggestion = Suggestion.closest(to: name, in: ["bold", "weight", "italic", "monospacedDigit",
                                                                      "monospaced", "smallCaps"]) {
                    diagnostic = diagnostic.withFixIt("did you mean '\(suggestion)'?", replacing: member.range,
                                                      with: suggestion)
                }
                report(diagnostic)
                _ = evaluateArguments(arguments)
                return .poisoned
            }
            return .font(font)
        case .list, .string:
            let count: Int
            if case let .list(items) = base {
                count = items.count
            } else if case let .string(text) = base {
                count = text.count
            } else {
                count = 0
            }
            switch (name, arguments) {
            case ("count", nil): return .number(Double(count))
            case ("isEmpty", nil): return .bool(count == 0)
            default:
                report(.error(SemaCode.invalidValue,
                              "\(base.kindDescription) has no '.\(name)' in layoutc; it has .count and .isEmpty",
                              at: member.range))
                _ = evaluateArguments(arguments)
                return .poisoned
            }
        case let .element(ref):
            let modifier = ModifierNode(id: expr, name: member, arguments: arguments, children: nil,
                                        range: SourceRange(file: range.file, start: member.range.start - 1,
                                                           end: range.end))
            return applyModifier(modifier, to: ref).map { .element($0) } ?? .poisoned
        default:
            if name == "opacity", let colour = Self.colourName(base) {
                return colourWithOpacity(colour, arguments: arguments, range: range)
            }
            report(.error(SemaCode.invalidValue, "\(base.kindDescription) has no '.\(name)'", at: member.range))
            _ = evaluateArguments(arguments)
            return .poisoned
        }
    }

    /// A font, or a text style's font (`.headline`).
    static func fontValue(_ value: Value) -> FontValue? {
        switch value {
        case let .font(font): return font
        case let .enumCase(name): return textStyle(name)
        default: return nil
        }
    }

    /// A colour name or `#…` string as a colour, else nil.
    static func colourName(_ value: Value) -> String? {
        switch value {
        case let .enumCase(name) where BuiltinRegistry.colorNames.contains(name): return name
        case let .string(text) where isHexColour(text): return text
        default: return nil
        }
    }

    /// `.blue.opacity(0.2)`: layoutc's colours are names or `#rrggbbaa`, so the error's fix-it
    /// writes the colour with the opacity folded into its alpha.
    func colourWithOpacity(_ colour: String, arguments: SyntaxList?, range: SourceRange) -> Value {
        let matched = match(evaluateArguments(arguments),
                            to: [ParameterSpec(nil, .unitInterval, required: true, name: "opacity", doc: "0 to 1")],
                            owner: ".opacity", ownerRange: range)
        guard !matched.failed, let opacity = matched.number(.unlabelled),
              let hex = SystemColors.hex(colour, opacity: opacity) else { return .poisoned }
        report(.error(SemaCode.swiftUISpelling, "a translucent colour is written \"\(hex)\" in layoutc", at: range)
            .withFixIt("write \"\(hex)\"", replacing: range, with: "\"\(hex)\"")
            .withNote("or keep the colour and make the element translucent: "
                          + ".opacity(\(Self.format(opacity))) after it"))
        return .poisoned
    }

    /// `fixed(60)`, `flexible(min: 40)`, `adaptive(min: 80, max: 120, spacing: 2)`: SwiftUI's
    /// `GridItem(.size, spacing:, alignment:)` in one call. SwiftUI's labels `minimum:` and
    /// `maximum:` are reported with the spelling to use.
    func gridItem(_ spec: BuiltinSpec, arguments: SyntaxList?, range: SourceRange) -> Value {
        var evaluated = evaluateArguments(arguments)
        var renamed = false
        for index in evaluated.indices {
            guard let label = evaluated[index].label, let labelRange = evaluated[index].labelRange,
                  let short = ["minimum": "min", "maximum": "max"][label] else { continue }
            report(.error(SemaCode.swiftUISpelling, "SwiftUI's '\(label):' is written '\(short):' in layoutc",
                          at: labelRange)
                .withFixIt("write \(short):", replacing: labelRange, with: short))
            evaluated[index].label = short
            evaluated[index].labelKey = ParameterKey.named(short)
            renamed = true
        }
        let matched = match(evaluated, to: spec.parameters, owner: spec.name, ownerRange: range)
        guard !matched.failed, !renamed else { return .poisoned }
        let spacing = matched.number(.spacing).map { CGFloat($0) }
        let alignment = matched.name(.alignment).map(Self.alignment)
        let size: GridItemSpec.Size
        switch spec.name {
        case "fixed": size = .fixed(CGFloat(matched.number(.unlabelled) ?? 0))
        case "flexible":
            size = .flexible(minimum: CGFloat(matched.number(.min) ?? 10),
                             maximum: CGFloat(matched.number(.max) ?? .infinity))
        default:
            size = .adaptive(minimum: CGFloat(matched.number(.min) ?? 10),
                             maximum: CGFloat(matched.number(.max) ?? .infinity))
        }
        if case let .flexible(minimum, maximum) = size, maximum < minimum {
            report(.error(SemaCode.outOfRange,
                          "'max' of '\(spec.name)' must be at least its 'min' (\(Self.format(Double(minimum))))",
                          at: matched.range(.max) ?? range))
            return .poisoned
        }
        if case let .adaptive(minimum, maximum) = size, maximum < minimum {
            report(.error(SemaCode.outOfRange,
                          "'max' of '\(spec.name)' must be at least its 'min' (\(Self.format(Double(minimum))))",
                          at: matched.range(.max) ?? range))
            return .poisoned
        }
        return .gridItem(GridItemSpec(size, spacing: spacing, alignment: alignment))
    }

    /// The items of `vgrid(columns:)` / `hgrid(rows:)`: a checked list, or a count of flexible ones.
    static func gridItems(_ value: Value?) -> [GridItemSpec] {
        switch value {
        case let .number(n)?: return Array(repeating: .flexible, count: NumericLimits.count(n))
        case let .list(items)?:
            return items.compactMap { if case let .gridItem(item) = $0 { return item } else { return nil } }
        default: return [.flexible]
        }
    }
}
