import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutSyntax

/// Modifiers that change how an element is drawn, never its layout: they make no wrapper node,
/// they mark the element (as `.fill` does). Drawing effects keep their order; the text
/// environment (`.font`, `.lineLimit`, `.foregroundColor`, `.bold`) is resolved when the tree is
/// flattened, the innermost setting winning, as SwiftUI's environment does.
extension Interpreter {
    func applyAppearance(_ kind: ElementKind, _ a: MatchedArguments, to node: ElementRef,
                         range: SourceRange) -> ElementRef? {
        switch kind {
        case .hidden: return copy(node, at: range) { $0.effects.append(.hidden) }
        case .opacity: return copy(node, at: range) { $0.effects.append(.opacity(CGFloat(a.number(.unlabelled) ?? 1))) }
        case .cornerRadius:
            return copy(node, at: range) {
                $0.effects.append(.clip(.roundedRect(cornerRadius: CGFloat(a.number(.unlabelled) ?? 0))))
            }
        case .clipped: return copy(node, at: range) { $0.effects.append(.clip(.rect)) }
        case .clipShape:
            let shape = clipShapeArgument(a)
            return copy(node, at: range) { $0.effects.append(.clip(shape)) }
        case .border:
            guard case let .string(colour)? = a.value(.unlabelled) else { return node }
            return copy(node, at: range) {
                $0.effects.append(.border(color: colour, width: CGFloat(a.number(.width) ?? 1)))
            }
        case .zIndex: return copy(node, at: range) { $0.zIndex = a.number(.unlabelled) ?? 0 }
        case .ignoresSafeArea:
            // The keyboard's region is not the screen's safe area; the others are.
            if case .enumCase("keyboard")? = a.value(.unlabelled) { return node }
            var named = Set<String>()
            if case let .list(names)? = a.value(.edges) {
                for case let .enumCase(edge) in names { named.insert(edge) }
            } else {
                named = ["all"]
            }
            let edges = ["top", "leading", "bottom", "trailing"].filter { edge in
                named.contains(edge) || named.contains("all")
                    || named.contains(edge == "top" || edge == "bottom" ? "vertical" : "horizontal")
            }
            return copy(node, at: range) { $0.ignoredSafeAreaEdges.formUnion(edges) }
        case .onTapGesture:
            let chain = currentChain
            return copy(node, at: range) {
                $0.effects.append(.interactive)
                $0.gesture = range
                $0.gestureChain = chain
            }
        case .contentShape:
            let shape = clipShapeArgument(a)
            return copy(node, at: range) { $0.effects.append(.contentShape(shape)) }
        default:
            return applyTextEnvironment(kind, a, to: node, range: range)
        }
    }

    /// `.clipShape(…)`'s or `.contentShape(…)`'s shape: an element's (`circle`), a shape's name,
    /// else (none given too) a rectangle.
    private func clipShapeArgument(_ a: MatchedArguments) -> ClipShape {
        switch a.value(.unlabelled) {
        case let .element(ref)?: return clipShape(of: ref) ?? .rect
        case let .enumCase(name)?:
            switch name {
            case "circle": return .circle
            case "capsule": return .capsule
            case "ellipse": return .ellipse
            case "roundedRect": return .roundedRect(cornerRadius: 8)
            default: return .rect
            }
        default: return .rect
        }
    }

    /// The modifiers that set the text environment (`.font`, `.lineLimit`, the colours, the
    /// weights): the innermost setting wins.
    private func applyTextEnvironment(_ kind: ElementKind, _ a: MatchedArguments, to node: ElementRef,
                                      range: SourceRange) -> ElementRef? {
        switch kind {
        case .font:
            if a.has(.size) && a.has(.unlabelled) {
                report(.error(SemaCode.conflictingArguments, "'.font' takes a text style or a size, not both",
                              at: a.range(.size) ?? range))
                return nil
            }
            var font = a.number(.size).map { FontValue(size: $0, weight: nil, scaling: relativeScaling(a)) }
            if case let .font(value)? = a.value(.unlabelled) { font = value }
            guard let font else {
                report(.error(SemaCode.missingArgument, "'.font' needs a text style or a size", at: range)
                    .withNote("write .font(.headline) or .font(size: 17)"))
                return nil
            }
            // A font is a size and its own weight, set together unless a font is set closer to the
            // text; `.bold()` and `.fontWeight(…)` apply over it wherever they are.
            return setEnvironment(node, range: range, what: "a size") { environment in
                guard environment.fontSize == nil else { return false }
                environment.fontSize = font.size
                environment.fontOwnWeight = font.weight
                environment.fontScaling = font.scaling
                return true
            }
        case .lineLimit:
            let limit: Int? = a.number(.unlabelled).map { NumericLimits.count($0) }
            return setEnvironment(node, range: range, what: "a line limit") { environment in
                guard environment.lineLimit == nil else { return false }
                environment.lineLimit = .some(limit)
                return true
            }
        case .foregroundColor, .foregroundStyle:
            guard case let .string(colour)? = a.value(.unlabelled) else { return node }
            return setEnvironment(node, range: range, what: "a colour") { environment in
                guard environment.foreground == nil else { return false }
                environment.foreground = colour
                return true
            }
        case .bold:
            return setEnvironment(node, range: range, what: "a weight") { environment in
                guard environment.fontWeight == nil else { return false }
                environment.fontWeight = 700
                return true
            }
        case .fontWeight:
            let index = BuiltinRegistry.fontWeights.firstIndex(of: a.name(.unlabelled) ?? "regular") ?? 3
            return setEnvironment(node, range: range, what: "a weight") { environment in
                guard environment.fontWeight == nil else { return false }
                environment.fontWeight = 100 * (index + 1)
                return true
            }
        case .dynamicTypeSize:
            func named(_ key: ParameterKey) -> DynamicTypeSize? {
                a.name(key).flatMap { name in DynamicTypeSize.allCases.first { $0.name == name } }
            }
            let clamp: ClosedRange<DynamicTypeSize>
            if let one = named(.unlabelled) {
                if a.has(.min) || a.has(.max) {
                    report(.error(SemaCode.conflictingArguments, "'.dynamicTypeSize' takes one size or min:/max:, not both",
                                  at: a.range(.min) ?? a.range(.max) ?? range))
                    return nil
                }
                clamp = one...one
            } else {
                let low = named(.min) ?? .xSmall, high = named(.max) ?? .accessibility5
                guard low <= high else {
                    report(.error(SemaCode.invalidValue,
                                  "'.dynamicTypeSize' min: \(low.name) is larger than max: \(high.name)",
                                  at: a.range(.min) ?? range))
                    return nil
                }
                clamp = low...high
            }
            // Applied inside out: a range set already is an inner one, which clamps this one's.
            return setEnvironment(node, range: range, what: "Dynamic Type sizes") { environment in
                environment.dynamicTypeRange = TextEnvironment.clamping(clamp, by: environment.dynamicTypeRange)
                return true
            }
        case .minimumScaleFactor:
            guard let factor = a.number(.unlabelled) else { return node }
            return setEnvironment(node, range: range, what: "a minimum scale factor") { environment in
                guard environment.minimumScaleFactor == nil else { return false }
                environment.minimumScaleFactor = factor
                return true
            }
        case .truncationMode:
            let mode = a.name(.unlabelled).flatMap(TruncationMode.init(rawValue:)) ?? .tail
            return setEnvironment(node, range: range, what: "a truncation mode") { environment in
                guard environment.truncation == nil else { return false }
                environment.truncation = mode
                return true
            }
        default:
            return node
        }
    }

    /// A size's scaling: with `relativeTo: .style`, in proportion to the style (`@ScaledMetric`);
    /// else fixed, as SwiftUI's `.system(size:)`.
    func relativeScaling(_ a: MatchedArguments) -> TextScaling {
        if case let .font(style)? = a.value(.relativeTo), case let .style(textStyle) = style.scaling {
            return .relative(textStyle)
        }
        return .fixed
    }

    /// Sets an environment value on a copy of `node`. `set` returns false when the element
    /// already has one set closer to its texts (an inner `.font` wins over an outer one, as in
    /// SwiftUI), or when a text's own argument decides: then the modifier has no effect, a warning.
    private func setEnvironment(_ node: ElementRef, range: SourceRange, what: String,
                                _ set: (inout TextEnvironment) -> Bool) -> ElementRef {
        let extras = nodes.extras(Int(node.index))
        var environment = extras?.environment ?? TextEnvironment()
        let isText = nodes.elements.isText(Int(node.index))
        let ownArgument = isText && ((what == "a size" && extras?.ownTextSize == true)
            || (what == "a line limit" && extras?.ownLineLimit == true))
        guard set(&environment), !ownArgument else {
            report(.warning(SemaCode.noEffect,
                            "this modifier has no effect: the element already has \(what) set closer to it", at: range)
                .withNote("the innermost setting wins, as in SwiftUI; remove one of them"))
            return node
        }
        return copy(node, at: range) { $0.environment = environment }
    }
}
