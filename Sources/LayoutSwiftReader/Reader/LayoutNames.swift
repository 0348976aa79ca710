import LayoutEngine
import LayoutSema
import LayoutSyntax

/// Swift's names as `.layout` names. A parameter or local of `.layout` shadows a built-in of the
/// same name (`let Tag(text) = text(text)` would call the string), so a Swift name that is a
/// keyword or a built-in's name (an element, a value, a colour, an alignment, a text style…) is
/// written with a trailing underscore: `text` → `text_`.
enum LayoutNames {
    /// Every name `.layout` gives a meaning of its own.
    static let reserved: Set<String> = {
        var names = Set(TokenKind.allCases.map(\.rawValue).filter { $0.first?.isLetter ?? false })
        names.formUnion(BuiltinRegistry.elements.map(\.name))
        names.formUnion(BuiltinRegistry.values.map(\.name))
        names.formUnion(BuiltinRegistry.colorNames)
        names.formUnion(BuiltinRegistry.edgeNames)
        names.formUnion(BuiltinRegistry.shapeNames)
        names.formUnion(BuiltinRegistry.textStyles.map(\.name))
        names.formUnion(BuiltinRegistry.fontWeights)
        for spec in BuiltinRegistry.elements + BuiltinRegistry.modifiers + BuiltinRegistry.values {
            for parameter in spec.parameters { names.formUnion(parameter.type.choices ?? []) }
        }
        names.formUnion(Vocabulary.nine + Vocabulary.horizontal + Vocabulary.vertical)
        return names
    }()

    /// `name` as a `.layout` parameter or local: `$0` → `item0`, `_` → `unused`, a reserved name
    /// with an underscore after it, a character `.layout` names cannot hold as `_`.
    static func local(_ name: String) -> String {
        if name.hasPrefix("$") { return "item" + name.dropFirst() }
        if name == "_" { return "unused" }
        var written = String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_")
                ? Character(scalar) : "_"
        })
        if written.first?.isNumber ?? true { written = "_" + written }
        return reserved.contains(written) ? written + "_" : written
    }
}
