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
            let element = ElementNode(id: id, head: member, arguments: arguments, children: nil, postfixes: .empty, range: range)
            return builtin(spec, element: element, asValue: true)
        }
        if name == "system", arguments.count == 1, let label = syntax.argument(arguments, 0).label, self.name(label) == "size" {
            let size = sources[range.file].text(in: self.range(syntax.argument(arguments, 0).value))
            report(.error(SemaCode.swiftUISpelling, "layoutc has one font: write 'size: \(size)' instead of '.system(size: \(size))'", at: range)
                .withFixIt("write size: \(size)", replacing: range, with: "size: \(size)")
                .withNote("the whole modifier is .font(size: \(size)); text styles work too: .font(.headline)"))
            _ = evaluateArguments(arguments)
            return .poisoned
        }
        var diagnostic = Diagnostic.error(SemaCode.invalidValue, "'.\(name)(…)' is not a value layoutc knows", at: member.range)
        let known = BuiltinRegistry.values.map(\.name) + BuiltinRegistry.shapeNames
        if let suggestion = Suggestion.closest(to: name, in: known) {
            diagnostic = diagnostic.withFixIt("did you mean '.\(suggestion)'?", replacing: member.range, with: suggestion)
        } else {
            diagnostic = diagnostic.withNote("with arguments, a leading dot names a grid item size (.fixed(60), .flexible(), .adaptive(min: 80)) or a shape (.rect(cornerRadius: 8))")
        }
        report(diagnostic)
        _ = evaluateArguments(arguments)
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
            report(.error(SemaCode.swiftUISpelling, "SwiftUI's '\(label):' is written '\(short):' in layoutc", at: labelRange)
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
        case "flexible": size = .flexible(minimum: CGFloat(matched.number(.min) ?? 10), maximum: CGFloat(matched.number(.max) ?? .infinity))
        default: size = .adaptive(minimum: CGFloat(matched.number(.min) ?? 10), maximum: CGFloat(matched.number(.max) ?? .infinity))
        }
        if case let .flexible(minimum, maximum) = size, maximum < minimum {
            report(.error(SemaCode.outOfRange, "'max' of '\(spec.name)' must be at least its 'min' (\(Self.format(Double(minimum))))", at: matched.range(.max) ?? range))
            return .poisoned
        }
        if case let .adaptive(minimum, maximum) = size, maximum < minimum {
            report(.error(SemaCode.outOfRange, "'max' of '\(spec.name)' must be at least its 'min' (\(Self.format(Double(minimum))))", at: matched.range(.max) ?? range))
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
