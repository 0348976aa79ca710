/// Every diagnostic code layoutc reports, with what it means, an example that triggers it and
/// what to write instead: `layoutc explain-code E2003` prints one entry (as `rustc --explain`
/// does) and `docs/language.md` lists them all. Tests check that every code in the sources is
/// here and that each `.layout` example reports its code.
public struct DiagnosticExplanation: Sendable {
    /// `E2003`.
    public var code: String
    /// One line: what went wrong.
    public var title: String
    /// Why it is a mistake and how layoutc reads the input, in a few sentences.
    public var explanation: String
    /// A `.layout` file that reports the code (`isCommandLine`: a command line that does).
    public var example: String
    /// The example corrected, or what to do instead.
    public var fix: String
    /// The example is a command line, not a `.layout` file.
    public var isCommandLine: Bool
    /// The example describes an input rather than being one (too large to show).
    public var isIllustrative: Bool

    init(_ code: String, _ title: String, _ explanation: String, example: String, fix: String,
         commandLine: Bool = false, illustrative: Bool = false) {
        self.code = code
        self.title = title
        self.explanation = explanation
        self.example = example
        self.fix = fix
        self.isCommandLine = commandLine
        self.isIllustrative = illustrative
    }

    /// The entry as `layoutc explain-code` prints it.
    public var text: String {
        var out = "\(code): \(title)\n\n\(Self.wrap(explanation, width: 92))\n\n"
        out += isCommandLine ? "Example command line:\n\n" : "Example:\n\n"
        out += example.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n") + "\n\n"
        out += "Instead:\n\n" + fix.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n") + "\n"
        return out
    }
}

extension DiagnosticExplanation {
    /// `text` broken at spaces into lines of at most `width` characters (a longer word stands alone).
    static func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}

/// The catalogue.
public enum DiagnosticCatalog {
    /// The entry for `code` (case-insensitive: `e2003` is `E2003`).
    public static func explanation(for code: String) -> DiagnosticExplanation? {
        entries.first { $0.code == code.uppercased() }
    }

    public static let entries: [DiagnosticExplanation] = [
        // MARK: Files, the command line and configuration (E0xxx)
        DiagnosticExplanation("E0001", "cannot read an input file",
            "The file named on the command line (or standard input, '-') could not be read: it "
                + "does not exist, is a directory, is not readable, or is larger than 32 MiB.",
            example: "layoutc build missing.layout",
            fix: "check the path; 'layoutc build -' reads standard input", commandLine: true),
        DiagnosticExplanation("E0002", "cannot write the output file",
            "The file given with -o cannot be written: its directory does not exist, it "
                + "is a directory or a device, permission is denied, the disk is full, "
                + "or it is one of the inputs (layoutc never overwrites an input).",
            example: "layoutc build card.layout -o nowhere/card.svg",
            fix: "layoutc build card.layout -o card.svg", commandLine: true),
        DiagnosticExplanation("E0003", "cannot write to standard output",
            "Standard output was closed or is full. (A reader that went away, as in 'layoutc build "
                + "big.layout | head', is not an error: layoutc stops quietly with status 141.)",
            example: "layoutc build card.layout >&-",
            fix: "write to a file with -o, or to an open pipe", commandLine: true),
        DiagnosticExplanation("E0004", "the preview server cannot start",
            "layoutc preview could not listen on the address and port asked for: the port is "
                + "taken, the host is not an address of this machine, or listening is not allowed.",
            example: "layoutc preview card.layout --port 80",
            fix: "layoutc preview card.layout   (any free port; the address is printed)", commandLine: true),

        DiagnosticExplanation("E0010", "malformed configuration file",
            "A .layoutc.json (found by walking up from each file) is not valid JSON: a missing comma or quote, "
                + "a trailing comma, a comment. The message points at the first character JSON cannot read.",
            example: "{\"format\": {\"indent\": 2,}}   (in .layoutc.json)",
            fix: "{\"format\": {\"indent\": 2}}", commandLine: true),
        DiagnosticExplanation("E0011", "unknown configuration key",
            "A section or key of .layoutc.json that layoutc does not know; the note lists the keys of "
                + "that place and the closest one is suggested. The sections are \"format\" (indent, "
                + "lineWidth) and \"lint\" (select, ignore, severity, proposals, devices, textScales).",
            example: "{\"format\": {\"lineWidht\": 80}}   (in .layoutc.json)",
            fix: "{\"format\": {\"lineWidth\": 80}}", commandLine: true),
        DiagnosticExplanation("E0012", "invalid configuration value",
            "A key of .layoutc.json has a value of the wrong kind or out of range: the top level and each section "
                + "must be objects, an indent a small whole number, a lint severity error, warning, info or off.",
            example: "{\"format\": {\"indent\": \"two\"}}   (in .layoutc.json)",
            fix: "{\"format\": {\"indent\": 2}}", commandLine: true),

        // MARK: Syntax (E1xxx)
        DiagnosticExplanation("E1001", "unterminated string",
            "A string starts with '\"' and must end with '\"' on the "
                + "same line. Use \\n for a line break inside a string.",
            example: "text(\"Hello)", fix: "text(\"Hello\")"),
        DiagnosticExplanation("E1002", "unterminated block comment",
            "A comment that starts with /* must end with */. Block comments "
                + "nest, as in Swift: every /* inside needs its own */.",
            example: "/* a note\nbox(10x10)", fix: "/* a note */\nbox(10x10)"),
        DiagnosticExplanation("E1003", "unexpected character",
            "A character that is not part of the language, outside a string or comment: "
                + "for example ';' (elements are separated by whitespace) or '@'.",
            example: "vstack < box(10x10); box(10x10) >", fix: "vstack < box(10x10) box(10x10) >"),
        DiagnosticExplanation("E1004", "malformed number",
            "A number with something glued to it. Numbers are 12 or 12.5; sizes "
                + "are 40x20 (one token, no spaces); units are not written.",
            example: "box(40x20).padding(8px)", fix: "box(40x20).padding(8)"),
        DiagnosticExplanation("E1005", "invalid escape sequence",
            "Inside a string a backslash starts an escape: \\\" \\\\ \\n \\t \\r \\0 \\u{hex} or "
                + "\\( … ) to interpolate a value. Anything else after a backslash is an error.",
            example: "text(\"C:\\docs\")", fix: "text(\"C:\\\\docs\")"),
        DiagnosticExplanation("E1010", "expected something else here",
            "The parser expected a token it did not find: a closing ')' or '>', a ',' between "
                + "arguments, a value, an element. The message says what it expected and what "
                + "it found; a label points at the opening bracket a closing one would match.",
            example: "hstack(spacing: 8 < box(10x10) >", fix: "hstack(spacing: 8) < box(10x10) >"),
        DiagnosticExplanation("E1011", "nested too deeply",
            "Elements, arguments and parentheses may nest 200 levels deep; a chain of operators counts one "
                + "level per operator. Deeper input is refused rather than risking the compiler's stack.",
            example: "let x = ((((((((((… 201 levels …))))))))))",
            fix: "split the layout into components with 'let', or name parts of a long expression", illustrative: true),
        DiagnosticExplanation("E1012", "too many syntax errors",
            "After 50 syntax errors the parser stops reporting: the rest of the file is "
                + "probably not a layout, or one early mistake confuses everything after it.",
            example: "(a file of 50 broken lines)", fix: "fix the first errors and run again", illustrative: true),

        // MARK: Checking (E2xxx)
        DiagnosticExplanation("E1013", "children in braces",
            "SwiftUI writes a container's content in a closure, VStack { … }; layoutc writes children between "
                + "angle brackets, vstack < … >. The braces are read as if they were angle brackets, so the rest "
                + "of the file is checked as meant, and the fix-it rewrites them. A closure's parameter "
                + "(ForEach(items) { item in … }) is named with as: in layoutc: repeat(items, as: item) < … >.",
            example: "vstack(spacing: 8) { text(\"a\") text(\"b\") }",
            fix: "vstack(spacing: 8) < text(\"a\") text(\"b\") >"),
        DiagnosticExplanation("E2001", "unknown element",
            "The name is not a built-in element, a 'let' of this file or its imports, "
                + "or a registered custom layout. The fix-it suggests the closest name.",
            example: "vstack < bx(40x20) >", fix: "vstack < box(40x20) >"),
        DiagnosticExplanation("E2002", "unknown modifier",
            "The name after '.' is not a built-in modifier. Modifiers are listed in the reference; layoutc has "
                + "the layout modifiers and the appearance ones SwiftUI has (.opacity, .border, .clipShape, …).",
            example: "box(40x20).paddin(8)", fix: "box(40x20).padding(8)"),
        DiagnosticExplanation("E2003", "unknown argument label",
            "The element, modifier or component has no parameter with this label. The "
                + "fix-it suggests the closest label; the note lists the labels it takes.",
            example: "wrap(alignment: leading, spacng: 8) < box(40x20) >",
            fix: "wrap(alignment: leading, spacing: 8) < box(40x20) >"),
        DiagnosticExplanation("E2004", "missing argument",
            "A required argument is not given: box needs a size, image its size, text its string, "
                + "columns its count, vgrid its columns, a component every parameter without a default.",
            example: "vstack < columns < box(10x10) > >", fix: "vstack < columns(2) < box(10x10) > >"),
        DiagnosticExplanation("E2005", "argument given twice",
            "The same parameter is given twice in one call (by label, or once by position and once by label).",
            example: "hstack(spacing: 4, spacing: 8) < box(10x10) >", fix: "hstack(spacing: 8) < box(10x10) >"),
        DiagnosticExplanation("E2006", "too many arguments",
            "More unlabelled arguments than the element takes, or arguments "
                + "to a constant (a 'let' without parameters takes none).",
            example: "vstack < text(\"a\", \"b\") >", fix: "vstack < text(\"a\") text(\"b\") >"),
        DiagnosticExplanation("E2007", "wrong type",
            "The value is not of the type the parameter (or operator) takes: a string where a "
                + "number is expected, a boolean in arithmetic, a number compared with a string.",
            example: "vstack < text(\"hi\", size: \"big\") >", fix: "vstack < text(\"hi\", size: 24) >"),
        DiagnosticExplanation("E2008", "value out of range",
            "The value has the right type but not an allowed value: a negative width, a count "
                + "that is not a whole number ≥ 1, a length above 10⁹, an opacity above 1.",
            example: "vstack < box(width: -4, height: 10) >", fix: "vstack < box(width: 4, height: 10) >"),
        DiagnosticExplanation("E2009", "invalid value",
            "The name is not one of the values the parameter accepts (an alignment for a vstack is leading, "
                + "center or trailing), the colour is unknown, or the modifier does not apply to this element.",
            example: "vstack(alignment: top) < box(10x10) >", fix: "vstack(alignment: leading) < box(10x10) >"),
        DiagnosticExplanation("E2010", "conflicting arguments",
            "Two arguments that cannot go together: a fixed .frame(width:) with a flexible .frame(maxWidth:), box "
                + "with a size and width:, .padding with a length and edge labels, .font with a style and a size.",
            example: "box(10x10).frame(width: 100, maxWidth: 200)",
            fix: "box(10x10).frame(minWidth: 100, maxWidth: 200)"),
        DiagnosticExplanation("E2011", "children or content not allowed",
            "A leaf (box, text, shapes…) takes no < children >, a modifier other than "
                + ".overlay/.background takes no < content >, and scroll takes exactly one child.",
            example: "box(40x20) < circle >", fix: "zstack < box(40x20) circle >"),
        DiagnosticExplanation("E2012", "row outside a grid",
            "row is a GridRow: it only means something as a direct child of grid.",
            example: "vstack < row < box(10x10) > >", fix: "grid < row < box(10x10) > >"),
        DiagnosticExplanation("E2013", "cannot find a name",
            "A bare name where a value is expected is neither a 'let', a "
                + "parameter, a repeat variable nor a value the parameter accepts.",
            example: "let gap = 8\nhstack(spacing: gapp) < box(10x10) >",
            fix: "let gap = 8\nhstack(spacing: gap) < box(10x10) >"),
        DiagnosticExplanation("E2014", "a definition refers to itself",
            "A component or constant uses itself, directly or through others (or a default "
                + "argument uses the component). Layouts are expanded at compile time, so "
                + "this would never end. Components also nest at most 256 calls deep.",
            example: "let card = vstack < card >\ncard", fix: "let card = vstack < box(10x10) >\ncard"),
        DiagnosticExplanation("E2015", "import cycle",
            "A file imports itself, directly or through other files. Imports are resolved "
                + "relative to the importing file's directory and loaded once each.",
            example: "// a.layout\nimport \"a.layout\"",
            fix: "move the shared definitions to a third file that both import", illustrative: true),
        DiagnosticExplanation("E2016", "cannot read an import",
            "The imported file does not exist (paths are relative to the importing file), is a directory, "
                + "cannot be read, or would make the files of the layout together larger than 32 MiB.",
            example: "import \"missing.layout\"\nbox(10x10)",
            fix: "import \"shared/tags.layout\"   (a path relative to this file)"),
        DiagnosticExplanation("E2017", "no root element",
            "The file defines nothing to lay out. (A file with definitions only is "
                + "a library: checking it is fine; building it is error E3002.)",
            example: "// nothing here", fix: "hstack < box(40x20) >"),
        DiagnosticExplanation("E2018", "more than one root element",
            "A file has exactly one root element; a repeat or an if at the root must make exactly one.",
            example: "box(10x10)\nbox(20x20)", fix: "vstack < box(10x10) box(20x20) >"),
        DiagnosticExplanation("E2019", "bad repeat",
            "repeat takes a count (a whole number ≥ 0) or a list, then as: a name for "
                + "the index or the item, and optionally index: a name for the position.",
            example: "vstack < repeat(2.5, as: i) < box(10x10) > >", fix: "vstack < repeat(3, as: i) < box(10x10) > >"),
        DiagnosticExplanation("E2020", "too many elements",
            "The layout expands to more elements than the limit (5,000,000 "
                + "by default): repeats and components multiply.",
            example: "vstack < repeat(9000000) < box(1x1) > >", fix: "vstack < repeat(100) < box(1x1) > >"),
        DiagnosticExplanation("E2021", "missing content",
            ".overlay and .background need their content: a colour or "
                + "an element as their argument, or elements in < >.",
            example: "box(40x20).background", fix: "box(40x20).background(.blue)"),
        DiagnosticExplanation("E2022", "-D names no constant",
            "-D NAME=VALUE overrides a top-level 'let NAME = …' of the file; the "
                + "file has no such constant (or NAME is a component with parameters).",
            example: "layoutc build card.layout -D gapp=12",
            fix: "layoutc build card.layout -D gap=12", commandLine: true),
        DiagnosticExplanation("E2023", "division by zero",
            "Arithmetic is folded at compile time, and a division by zero has no value.",
            example: "let w = 100 / 0\nbox(width: w, height: 10)", fix: "let w = 100 / 4\nbox(width: w, height: 10)"),
        DiagnosticExplanation("E2024", "defined twice",
            "A name is defined by two top-level 'let's (in this file or its imports).",
            example: "let gap = 8\nlet gap = 12\nbox(width: gap, height: 1)",
            fix: "let gap = 12\nbox(width: gap, height: 1)"),
        DiagnosticExplanation("E2025", "not an element",
            "A value that is not an element (a number, a string, a list, a grid item) stands where an element "
                + "is expected, or an element is used where a value is. Modifiers apply to elements only.",
            example: "let gap = 8\nvstack < gap >", fix: "let gap = 8\nvstack < spacer(minLength: gap) >"),
        DiagnosticExplanation("E2026", "proposal declared twice",
            "A file declares the proposal to its root once.",
            example: "proposal(320, nil)\nproposal(375, nil)\nbox(10x10)", fix: "proposal(375, nil)\nbox(10x10)"),
        DiagnosticExplanation("E2027", "too many errors",
            "After 1,000 distinct errors the checker stops.",
            example: "(a file with more than 1,000 mistakes)",
            fix: "fix the first errors and run again", illustrative: true),
        DiagnosticExplanation("E2028", "too much work",
            "Expanding the layout takes more steps than the budget (twice the element limit, plus "
                + "1,000): nested repeats and components multiply, even when they make few elements.",
            example: "let a = repeat(3000, as: i) < … >   (nested three deep)",
            fix: "reduce the repeat counts or the nesting of components", illustrative: true),
        DiagnosticExplanation("E2029", "number too large",
            "A literal that does not fit a Double, or arithmetic that overflows or has no "
                + "value (inf − inf). Lengths are at most 10⁹ where they are used.",
            example: "let w = inf - inf\nbox(width: w, height: 1)", fix: "let w = 100 - 20\nbox(width: w, height: 1)"),
        DiagnosticExplanation("E2030", "two tags in a row",
            "An element has one tag; a second tag right after the first would "
                + "replace it. A tag after a modifier names the modified element.",
            example: "box(10x10) #a #b", fix: "box(10x10) #a .padding(4) #b"),
        DiagnosticExplanation("E2031", "SwiftUI spelling that layoutc writes differently",
            "layoutc follows SwiftUI where it can (.leading, .infinity, .padding(.horizontal, 8), "
                + ".font(.headline), .frame(maxWidth: .infinity), .clipShape(.circle)…), but keeps its own "
                + "spelling for a few things: elements are lowerCamelCase (HStack is hstack), children go in < "
                + "> (not { }), a colour value is .red (not Color.red), a grid item is its size (.flexible(), "
                + "not GridItem(.flexible())), grid item limits are min:/max:, there is one font (.font(size: "
                + "17), not .system(size: 17)), and infinity is inf or .infinity. Views without a layout "
                + "counterpart (List, Button, NavigationStack…) are reported with what to draw instead.",
            example: "VStack < Text(\"Hello\").font(.system(size: 20)).frame(maxWidth: Double.infinity) >",
            fix: "vstack < text(\"Hello\").font(size: 20).frame(maxWidth: .infinity) >"),
        DiagnosticExplanation("E2032", "condition is not a boolean",
            "The condition of 'if' or '? :' must be true or false: a comparison, a boolean constant "
                + "(which -D can switch: -D compact=true), or their combination with && || !.",
            example: "let count = 3\nvstack < if count < box(10x10) > >",
            fix: "let count = 3\nvstack < if count > 0 < box(10x10) > >"),
        DiagnosticExplanation("E2033", "string too long",
            "Concatenation and interpolation build strings at compile time; a string may hold at most 1,000,000 bytes.",
            example: "let s = \"ab\" + \"cd\"   (doubled 20 times over)",
            fix: "build shorter strings", illustrative: true),
        DiagnosticExplanation("W2001", "defined but never used",
            "A top-level 'let' of the main file is not used by the layout. (Definitions "
                + "in imported files are a library and never warned about.)",
            example: "let gap = 8\nbox(10x10)", fix: "box(10x10)"),
        DiagnosticExplanation("W2002", "parameter never used",
            "A component's parameter does not appear in its body.",
            example: "let tag(w) = box(40x20)\ntag(w: 10)", fix: "let tag(w) = box(width: w, height: 20)\ntag(w: 10)"),
        DiagnosticExplanation("W2003", "tag used twice",
            "Two elements have the same #tag; outputs and --tag refer to elements by tag, so the second is ambiguous.",
            example: "vstack < box(10x10) #a box(10x10) #a >", fix: "vstack < box(10x10) #a box(10x10) #b >"),
        DiagnosticExplanation("W2004", "modifier without effect",
            "An environment modifier (.font, .lineLimit, .foregroundColor, .bold, .fontWeight) is "
                + "overridden by a setting closer to the text: a text's own size: argument, or "
                + "the same modifier applied inside. The innermost setting wins, as in SwiftUI.",
            example: "text(\"Hi\", size: 12).font(size: 20)", fix: "text(\"Hi\").font(size: 20)"),
        DiagnosticExplanation("W2005", "contradictory frame limits",
            "A flexible frame's limits on an axis are out of order: a minimum above the ideal or the "
                + "maximum, or an ideal above the maximum. SwiftUI logs \"Contradictory frame "
                + "constraints specified\" and does not fail: when the minimum is above the maximum and "
                + "no ideal is given, the frame clamps nothing and takes its content's length on that "
                + "axis (its content is still proposed at most the maximum); otherwise the ideal and "
                + "the maximum are raised to the minimum. layoutc lays it out the same way and warns.",
            example: "rect.frame(minWidth: 100, maxWidth: 50)", fix: "rect.frame(minWidth: 50, maxWidth: 100)"),

        // MARK: Building (E3xxx)
        DiagnosticExplanation("E3001", "cannot lay out the file",
            "The layout nests deeper than the engine allows (10,000 levels; only trees "
                + "built in Swift get this deep: the parser refuses 200 levels of syntax).",
            example: "a tree built in Swift with 20,000 nested paddings",
            fix: "flatten the tree, or raise LayoutOptions.maxDepth in Swift", commandLine: true),
        DiagnosticExplanation("E3010", "cannot export to SwiftUI",
            "build --format swiftui writes the file as SwiftUI source (docs/swiftui.md). Some of what a "
                + ".layout file says has no SwiftUI spelling the exporter writes: an import (export the "
                + "imported file too), a component parameter whose type cannot be worked out from its uses, "
                + "its default or its calls, an element parameter with a default, arguments given to a "
                + "container parameter where it is used. The error is at what cannot be written.",
            example: "layoutc build screen.layout --format swiftui   # screen.layout imports \"parts.layout\"",
            fix: "export parts.layout too, and paste its views beside screen.swift", commandLine: true),
        DiagnosticExplanation("E3002", "nothing to lay out",
            "The file builds nothing: it defines components and constants but has no "
                + "root element (a library for import). 'layoutc check' accepts it.",
            example: "layoutc build shared/tags.layout",
            fix: "layoutc check shared/tags.layout, or build a file that imports it", commandLine: true),
    ]
}
