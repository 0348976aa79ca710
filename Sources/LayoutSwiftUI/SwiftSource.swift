import Foundation
import LayoutDiagnostics
import LayoutSyntax

/// Swift source built line by line with indentation (four spaces a level, as Xcode writes it).
struct SwiftSource {
    private(set) var text = ""
    private var level = 0

    /// One line at the current indentation (an empty line stays empty).
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: level) + content + "\n"
    }

    /// `open` on a line, then what `body` writes one level in, then `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout SwiftSource) -> Void) {
        line(open)
        level += 1
        body(&self)
        level -= 1
        line(close)
    }

    /// Lines written one level in.
    mutating func indented(_ body: (inout SwiftSource) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }
}

/// Names as Swift spells them.
enum SwiftNames {
    /// Swift's reserved words: a name that is one is written in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "some", "any", "body",
    ]

    /// SwiftUI's and Foundation's type names a generated type must not shadow.
    static let reservedTypes: Set<String> = [
        "View", "Text", "Image", "Color", "Font", "Label", "List", "Section", "Form", "Toggle", "Button", "Group",
        "Grid", "GridRow", "Divider", "Spacer", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
        "Shape", "HStack", "VStack", "ZStack", "ScrollView", "ForEach", "Layout", "AnyLayout", "Settings",
        "Picker", "Menu", "Link", "Path", "Canvas", "Table", "Gauge", "Slider", "Stepper", "Alignment", "Angle",
        "Edge", "Axis", "App", "Scene", "Window", "WindowGroup", "Binding", "State", "Environment", "Data",
        "URL", "Date", "String", "Int", "Double", "CGFloat", "Array", "Dictionary", "Set", "Optional", "Bool",
        "WrappingHStack", "OverlappingHStack", "ColumnsLayout", "AlternateStackLayout", "RadialLayout",
        "BalancedStack", "Preview", "EmptyView", "AnyView", "TupleView", "Never",
    ]

    /// `name` as a Swift identifier: in backticks when it is a reserved word.
    static func identifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// A component or file name as a type: `row` → `Row`, `chat-bubble` → `ChatBubble`; `View`
    /// appended when SwiftUI already has the name (`section` → `SectionView`) or it starts with a
    /// digit.
    static func typeName(_ name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        var type = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if type.isEmpty { type = "Layout" }
        if type.first?.isNumber == true { type = "View" + type }
        if reservedTypes.contains(type) || keywords.contains(type) { type += "View" }
        return type
    }

    /// A Swift string literal of `text` (a `.layout` literal: the escapes are the same).
    static func stringLiteral(_ text: String) -> String { StringLiteral.quoted(text) }

    /// A number as Swift writes it: whole numbers without a fraction, others with up to 6 digits.
    static func number(_ value: Double) -> String {
        if value == .infinity { return ".infinity" }
        if value == -.infinity { return "-.infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
