/// The reference of every built-in, generated from `BuiltinRegistry` so it cannot drift
/// (`docs/language.md` is this text; a test compares them).
public enum LanguageReference {
    /// The whole reference as Markdown.
    public static func markdown() -> String {
        var out = """
        # The .layout language: built-in reference

        Generated from `BuiltinRegistry` (Sources/LayoutSema/BuiltinRegistry.swift); a test keeps this
        file equal to it. The grammar is [Grammar/layout.ebnf](../Grammar/layout.ebnf); the layout rules
        are in [semantics-core.md](semantics-core.md) and [semantics-layouts.md](semantics-layouts.md).
        `_` marks a positional parameter; § numbers refer to the semantics reference.

        """
        for (title, specs) in [("Elements", BuiltinRegistry.elements.filter { $0.kind == .leaf }),
                               ("Containers", BuiltinRegistry.elements.filter { $0.kind == .container }),
                               ("Modifiers", BuiltinRegistry.modifiers)] {
            out += "\n## \(title)\n"
            for spec in specs {
                let prefix = spec.kind == .modifier ? "." : ""
                out += "\n### `\(prefix)\(spec.name)`\n\n\(spec.doc.prefix(1).uppercased() + spec.doc.dropFirst()). (\(spec.reference))\n"
                if spec.takesContent { out += "Takes content: `.\(spec.name) < … >`.\n" }
                if spec.kind == .container { out += "Takes children: `\(spec.name) < … >`; without children it is a container value.\n" }
                guard !spec.parameters.isEmpty else { continue }
                out += "\n| parameter | type | default | |\n|---|---|---|---|\n"
                for parameter in spec.parameters {
                    let label = parameter.label.map { $0 + ":" } ?? "_ (\(parameter.positionalName))"
                    let also = parameter.label != nil && parameter.positional ? " (also positional)" : ""
                    let defaultValue = parameter.required ? "required" : (parameter.defaultValue ?? "—")
                    let type = parameter.type.description + (parameter.allowsNil ? " or nil" : "")
                    out += "| `\(label)`\(also) | \(type) | \(defaultValue) | \(parameter.doc) |\n"
                }
            }
        }
        out += "\n## Colours\n\n`.fill` takes " + BuiltinRegistry.colorNames.map { "`\($0)`" }.joined(separator: ", ") + " or a `\"#rrggbb\"` string.\n"
        return out
    }
}
