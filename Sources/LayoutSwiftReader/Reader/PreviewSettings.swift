import LayoutAppModel
import LayoutSwiftSyntax

/// What a preview says about where it is shown (`docs/swiftui.md`, "Roots"): its layout
/// (`.previewLayout(.sizeThatFits)`, `traits: .sizeThatFitsLayout`, `.fixed(width:height:)`), the
/// device it names, the Dynamic Type size it sets, its orientation, and the widget family a widget
/// preview is shown in. What it does not say, the lint's matrix decides.
public struct PreviewSettings: Sendable, Equatable {
    public enum Layout: Sendable, Equatable {
        /// On a device's screen (Xcode's canvas): the screen less its safe area is proposed.
        case device
        /// Its own ideal size.
        case sizeThatFits
        /// A fixed size.
        case fixed(width: Double, height: Double)
    }

    public var layout: Layout = .device
    /// `.previewDevice("iPhone SE (3rd generation)")`.
    public var device: String?
    /// `.environment(\.dynamicTypeSize, .accessibility3)` (or `\.sizeCategory`, `.dynamicTypeSize(…)`
    /// on the preview's root), as `DynamicTypeSize` names it.
    public var dynamicTypeSize: String?
    /// `.previewInterfaceOrientation(.landscapeLeft)`, `traits: .landscapeLeft`.
    public var landscape = false
    /// `#Preview(as: .systemSmall)`: the widget family.
    public var widgetFamily: String?

    public init() {}

    /// `ContentSizeCategory`'s names (`\.sizeCategory`, before iOS 15) as `DynamicTypeSize`'s.
    static let sizeCategories = [
        "extraSmall": "xSmall", "small": "small", "medium": "medium", "large": "large", "extraLarge": "xLarge",
        "extraExtraLarge": "xxLarge", "extraExtraExtraLarge": "xxxLarge", "accessibilityMedium": "accessibility1",
        "accessibilityLarge": "accessibility2", "accessibilityExtraLarge": "accessibility3",
        "accessibilityExtraExtraLarge": "accessibility4", "accessibilityExtraExtraExtraLarge": "accessibility5",
    ]

    /// A Dynamic Type size written in Swift (`.accessibility3`, `DynamicTypeSize.xxxLarge`, a
    /// `ContentSizeCategory`), by `DynamicTypeSize`'s name.
    static func dynamicTypeSize(_ expr: SwiftExpr) -> String? {
        var name: String?
        switch expr.kind {
        case let .implicitMember(member): name = member
        case let .member(_, member): name = member
        case let .tuple(items) where items.count == 1: return dynamicTypeSize(items[0].value)
        default: return nil
        }
        guard let name else { return nil }
        if let category = sizeCategories[name] { return category }
        let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
                     "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
        return sizes.contains(name) ? name : nil
    }

    /// The settings of `preview`: its arguments, then the modifiers of its body's views.
    static func of(_ preview: DeclarationIndex.Preview) -> PreviewSettings {
        var settings = PreviewSettings()
        for argument in preview.arguments {
            switch argument.label {
            case "as":
                if case let .implicitMember(family) = argument.value.kind { settings.widgetFamily = family }
            case "traits":
                settings.read(trait: argument.value)
            default: break
            }
        }
        for case let .expression(expr) in preview.body { settings.read(chain: expr) }
        return settings
    }

    mutating func read(trait: SwiftExpr) {
        switch trait.kind {
        case .implicitMember("sizeThatFitsLayout"): layout = .sizeThatFits
        case .implicitMember("landscapeLeft"), .implicitMember("landscapeRight"): landscape = true
        case let .call(callee, arguments):
            if case .implicitMember("fixedLayout") = callee.kind, let size = Self.size(arguments) {
                layout = .fixed(width: size.width, height: size.height)
            }
        default: break
        }
    }

    static func size(_ arguments: [SwiftArgument]) -> (width: Double, height: Double)? {
        func number(_ label: String) -> Double? {
            guard let expr = arguments.first(where: { $0.label == label })?.value else { return nil }
            switch expr.kind {
            case let .integer(text), let .float(text): return Double(text.replacingOccurrences(of: "_", with: ""))
            default: return nil
            }
        }
        guard let width = number("width"), let height = number("height"), width >= 0, height >= 0,
              width.isFinite, height.isFinite else { return nil }
        return (width, height)
    }

    /// The preview modifiers down a chain (`Row().previewLayout(.sizeThatFits).environment(…)`).
    mutating func read(chain expr: SwiftExpr) {
        var current = expr
        while case let .call(callee, arguments) = current.kind, case let .member(base, name) = callee.kind {
            let first = arguments.first?.value
            switch name {
            case "previewLayout":
                if case .implicitMember("sizeThatFits")? = first?.kind { layout = .sizeThatFits }
                if let first, case let .call(fixed, sizes) = first.kind, case .implicitMember("fixed") = fixed.kind,
                   let size = Self.size(sizes) {
                    layout = .fixed(width: size.width, height: size.height)
                }
            case "previewDevice":
                device = first.flatMap(Self.deviceName)
            case "environment":
                if arguments.count == 2, case let .keyPath(path) = arguments[0].value.kind,
                   ["dynamicTypeSize", "sizeCategory", ".dynamicTypeSize", ".sizeCategory"].contains(path) {
                    dynamicTypeSize = Self.dynamicTypeSize(arguments[1].value) ?? dynamicTypeSize
                }
            case "dynamicTypeSize":
                if let first, let one = Self.dynamicTypeSize(first) { dynamicTypeSize = one }
            case "previewInterfaceOrientation":
                if case let .implicitMember(orientation)? = first?.kind, orientation.hasPrefix("landscape") { landscape = true }
            default: break
            }
            current = base
        }
    }

    /// `"iPhone SE (3rd generation)"`, `PreviewDevice(rawValue: "…")`.
    static func deviceName(_ expr: SwiftExpr) -> String? {
        switch expr.kind {
        case let .string(parts):
            return parts.map { part -> String in
                if case let .text(text) = part { return text }
                return ""
            }.joined()
        case let .call(_, arguments): return arguments.first.flatMap { deviceName($0.value) }
        default: return nil
        }
    }
}
