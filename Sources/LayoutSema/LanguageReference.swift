/// The generated parts of `docs/language.md`: the reference of every built-in, from
/// `BuiltinRegistry`, and of every diagnostic, from `DiagnosticCatalog`, so neither can drift
/// (a test compares them with the file, whose other parts are written by hand).
public enum LanguageReference {
    /// The generated sections, by the name their markers carry in the file:
    /// `<!-- BEGIN GENERATED: name -->` … `<!-- END GENERATED: name -->`.
    public static func sections() -> [(name: String, text: String)] {
        [("builtins", builtins()), ("diagnostics", diagnostics())]
    }

    /// Every built-in: elements, containers, modifiers, grid items, colours, text styles.
    public static func builtins() -> String {
        var out = "`_` marks a positional parameter; § numbers refer to the semantics reference.\n"
        for (title, specs) in [("Elements", BuiltinRegistry.elements.filter { $0.kind == .leaf }),
                               ("Containers", BuiltinRegistry.elements.filter { $0.kind == .container }),
                               ("Modifiers", BuiltinRegistry.modifiers),
                               ("Grid items", BuiltinRegistry.values)] {
            out += "\n### \(title)\n"
            for spec in specs {
                let prefix = spec.kind == .modifier ? "." : ""
                out += "\n#### `\(prefix)\(spec.name)`\n\n"
                    + "\(spec.doc.prefix(1).uppercased() + spec.doc.dropFirst()). (\(spec.reference))\n"
                if spec.takesContent { out += "Takes content: `.\(spec.name)(content)` or `.\(spec.name) < … >`.\n" }
                if spec.kind == .container {
                    out += "Takes children: `\(spec.name) < … >`; without children it is a container value.\n"
                }
                if spec.kind == .value {
                    out += "Written bare or with a leading dot: `\(spec.name)(…)`, `.\(spec.name)(…)`.\n"
                }
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
        out += "\n### Colours\n\n`.fill`, `.foregroundColor`, `.border` and `.background` take a name "
            + "(bare or with a dot: `red`, `.red`) or a "
            + "`\"#rgb\"`, `\"#rrggbb\"` or `\"#rrggbbaa\"` string. The names: "
            + BuiltinRegistry.colorNames.map { "`\($0)`" }.joined(separator: ", ") + ".\n"
        out += "\n### Text styles\n\n`.font(.style)` sets these sizes (and weights, where not regular), "
            + "those of iOS at the default "
            + "Dynamic Type size (Apple's Human Interface Guidelines, Typography): "
            + BuiltinRegistry.textStyles
                .map { "`\($0.name)` \(Int($0.size))" + ($0.weight == 400 ? "" : " (weight \($0.weight))") }
                .joined(separator: ", ") + ".\n"
        return out
    }

    /// Every diagnostic code, as `layoutc explain-code` prints it.
    public static func diagnostics() -> String {
        var out = "`layoutc explain-code CODE` (or `layoutc help CODE`) prints one of these.\n"
        for entry in DiagnosticCatalog.entries {
            out += "\n### \(entry.code): \(entry.title)\n\n\(entry.explanation)\n\n"
            out += entry.isCommandLine
                ? "Example command line:\n\n" : (entry.isIllustrative ? "For example:\n\n" : "Example:\n\n")
            out += "```\n\(entry.example)\n```\n\nInstead:\n\n```\n\(entry.fix)\n```\n"
        }
        return out
    }

    /// `document` with each generated section replaced by its current text; nil when a marker
    /// is missing.
    public static func updating(_ document: String) -> String? {
        var result = document
        for (name, text) in sections() {
            let begin = "<!-- BEGIN GENERATED: \(name) -->\n"
            let end = "<!-- END GENERATED: \(name) -->"
            guard let start = result.range(of: begin),
                  let stop = result.range(of: end, range: start.upperBound..<result.endIndex) else { return nil }
            result.replaceSubrange(start.upperBound..<stop.lowerBound, with: text)
        }
        return result
    }
}
