import LayoutLint

/// The help texts (`layoutc --help`, `layoutc help COMMAND`). Each command's option list is
/// generated from `Options.table`, so help cannot disagree with the parser.
enum Help {
    static let usage = """
    usage: layoutc [build] FILE [options]    lay out a .layout (or SwiftUI .swift) file and print the frames
           layoutc check FILE…               check files and report diagnostics
           layoutc lint PATH…                find layout problems (overflow, truncated text, …)
           layoutc rule [CODE|NAME]          explain a lint rule, or list them
           layoutc explain FILE              show the size negotiation
           layoutc preview FILE              a live picture in the browser
           layoutc fmt PATH…                 format files in place
           layoutc lsp                       run the language server
           layoutc explain-code CODE         what a diagnostic code means (E2003)
           layoutc help [COMMAND|CODE]       more help
           layoutc version                   the version (also --version)
    see 'layoutc --help'

    """

    static func text(for topic: String?) -> String {
        switch topic.flatMap(Command.init(rawValue:)) {
        case .build?: return page("layoutc build FILE|- [options]", build, .build)
        case .check?: return page("layoutc check FILE…|- [options]", check, .check)
        case .lint?: return page("layoutc lint PATH…|- [options]", lint, .lint)
        case .rule?:
            return "usage: layoutc rule [CODE|NAME]\n\n"
                + "Explains a lint rule (what it finds, why, an example and its fix), or lists them all.\n"
        case .explain?: return page("layoutc explain FILE|- [options]", explain, .explain)
        case .preview?: return page("layoutc preview FILE [options]", preview, .preview)
        case .fmt?: return page("layoutc fmt PATH…|- [options]", format, .fmt)
        case .lsp?: return page("layoutc lsp", languageServer, .lsp)
        case .explainCode?: return "usage: layoutc explain-code CODE\n\n\(explainCode)\n"
        case .version?: return "usage: layoutc version | layoutc --version\n\nPrints the version.\n"
        case .help?:
            return "usage: layoutc help [COMMAND|CODE]\n\n"
                + "Shows help for a command, or explains a diagnostic code (layoutc help E2003).\n"
        case nil: return overview
        }
    }

    /// A command's page: usage, description and its options from the table.
    static func page(_ usage: String, _ description: String, _ command: Command) -> String {
        var out = "usage: \(usage)\n\n\(description)\n\noptions:\n"
        let specs = Options.options(for: command).filter { !["--help", "--version"].contains($0.name) }
        let width = specs.map(\.synopsis.count).max() ?? 0
        for spec in specs {
            out += "  " + spec.synopsis + String(repeating: " ", count: width - spec.synopsis.count + 2)
                + spec.help(for: command) + "\n"
        }
        return out
    }

    static let overview = """
    layoutc — a compiler for .layout files, with SwiftUI's layout semantics; it reads SwiftUI
    view code (.swift) too, and writes a layout as SwiftUI (build --format swiftui)

    usage:
      layoutc FILE                        same as 'layoutc build FILE'
      layoutc build FILE|- [options]      lay out and print every element's frame
      layoutc check FILE…|- [options]     check only: diagnostics on stderr
      layoutc lint PATH…|- [options]      layout problems at every proposal: overflow, truncation, …
      layoutc rule [CODE|NAME]            explain a lint rule, or list them
      layoutc explain FILE|- [options]    the negotiation: proposals, answers, placements
      layoutc preview FILE [options]      a live page of the picture, redrawn on every save
      layoutc fmt PATH…|- [options]       format files in place (--check, --diff; '-': stdin to stdout)
      layoutc lsp                         the language server (LSP 3.17 over stdio), for editors
      layoutc explain-code CODE           what a diagnostic code means, with an example and the fix
      layoutc help [COMMAND|CODE]         help for a command, or the explanation of a code
      layoutc --version                   the version

    Exit status: 0 success (warnings allowed), 1 errors in the input, 2 usage or I/O errors.
    Payload goes to stdout, diagnostics to stderr.

    """

    static let lint = """
    Checks each file (files, directories walked for *.layout and *.swift, or - for standard input), lays it out
    at every proposal — the file's proposal(…), each --proposal, the --devices screens, each at
    every --dynamic-type size and --text-scale — and reports what the final layout shows wrong:
    content the screen cuts off, text that truncates, elements
    squeezed to zero, spacers that cannot grow, modifiers with no effect, … ('layoutc rule' lists
    the rules; docs/lint.md explains them). Settings also come from .layoutc.json, found by walking
    up from each file; the command line wins. Suppress a finding with
    '// layoutc-disable-next-line RULE' on the line before. The report goes to standard output.
    Exit status: 0 (warnings allowed unless --strict), 1 findings at error severity, 2 usage or I/O.
    """ + "\n\n" + devices

    /// The --devices list, from the table lint reads.
    static var devices: String {
        "--devices lints on these iPhones, portrait and landscape: a file whose proposal has a height on the\n"
            + "screen less its safe area (all of it under .ignoresSafeArea()), one that scrolls at the safe width;\n"
            + "at Dynamic Type sizes Large and xxxLarge unless --dynamic-type says otherwise:\n"
            + Devices.all.map { device in
                let portrait = device.portraitInsets, landscape = device.landscapeInsets
                return "  \(device.name): \(format(device.width)) × \(format(device.height)) pt, safe area insets "
                    + "\(format(portrait.top))/\(format(portrait.bottom)) portrait, "
                    + "\(format(landscape.leading))/\(format(landscape.bottom)) landscape (sides/bottom)"
            }.joined(separator: "\n")
    }

    static func format(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    static let build = """
    Checks FILE, lays it out for each proposal and prints the frame of every element.
    With --watch, builds again whenever FILE or a file it imports changes, until Ctrl-C.
    A .swift file is SwiftUI source: its first preview (or --view NAME) read with the other .swift
    files of its folder (docs/swiftui.md). --format swiftui writes a .layout file as SwiftUI.
    """

    static let preview = """
    Serves a live page of FILE's picture on http://127.0.0.1:PORT/ (the address is printed):
    redrawn when FILE or an import is saved, at any width and height (device presets), with
    each element's frame and proposal on hover and its whole negotiation on click. Ctrl-C stops.
    """

    static let check = "Checks each file and reports every problem; prints nothing else."

    static let format = """
    Formats .layout files in place (each written atomically; a directory is searched for
    .layout files), or standard input to standard output with '-'. The format: one item per line,
    children on one line when they fit and were written so, else one per line; arguments and
    modifier chains broken when they do not fit; blank lines kept up to one; every comment kept.
    A file with a syntax error is reported and left alone (exit 1). Options come from the nearest
    .layoutc.json ({"format": {"indent": 2, "lineWidth": 100}}) and the command line, which wins.
    """

    static let languageServer = """
    Runs the language server over standard input and output (LSP 3.17): diagnostics as you type,
    hover with each element's frame, completion, formatting, symbols, navigation and rename,
    code actions. Editors start it; see Editors/ for ready configurations.
    """

    static let explainCode = """
    Explains a diagnostic code (the [E2003] after a message): what it means, an example that
    reports it and what to write instead, as 'rustc --explain' does. 'layoutc help E2003' is the same.
    Every code is listed in docs/language.md. A lint rule's code (L003) prints 'layoutc rule L003'.
    """

    static let explain = """
    Prints the size negotiation as an indented trace: which proposal each element received,
    what it answered (memo hits marked) and where it was placed — why a view is the size it is.
    """
}
