import Foundation
import LayoutDiagnostics
import LayoutEmit
import LayoutEngine
import LayoutLint
import LayoutFormat
import LayoutProject
import LayoutSema
import LayoutSwiftSyntax

/// The commands.
enum Command: String, CaseIterable {
    case build, check, lint, fmt, explain, preview, lsp, rule, explainCode = "explain-code", help, version
}

/// One command-line option: its spellings, its value (nil for a flag), the commands it applies
/// to and its help line. The table below is the one source of the parser's rules and of the
/// option lists in `layoutc help COMMAND`.
struct OptionSpec {
    /// The canonical spelling first (`--output`), then aliases (`-o`).
    var names: [String]
    /// The value's placeholder in help (`WxH`); nil for a flag.
    var value: String?
    var commands: Set<Command>
    var help: String
    /// Help for commands where the option means something more specific.
    var commandHelp: [Command: String]

    init(_ names: [String], value: String? = nil, _ commands: Set<Command>, _ help: String,
         commandHelp: [Command: String] = [:]) {
        self.names = names
        self.value = value
        self.commands = commands
        self.help = help
        self.commandHelp = commandHelp
    }

    /// The help line for `command`.
    func help(for command: Command) -> String { commandHelp[command] ?? help }

    var name: String { names[0] }

    /// `-o, --output FILE` as help shows it.
    var synopsis: String {
        names.sorted { $0.count < $1.count }.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
    }
}

/// What the command line asked for.
struct Options {
    var command: Command = .build
    var inputs: [String] = []
    var proposals: [ProposedViewSize] = []
    var format: String?
    var output: String?
    var defines: [(name: String, value: String)] = []
    var emit: EmitStage?
    var diagnosticsFormat: DiagnosticFormat = .human
    var color = ColorMode.auto
    var dumpAST = false
    /// `--timings`: the time and memory of each phase, on standard error.
    var timings = false
    var tag: String?
    /// `--view NAME`: the view or preview of a `.swift` input to lay out.
    var view: String?
    /// `--platform NAMES`: the platforms a `.swift` input's app is read for, over its projects'.
    var platforms: Set<SwiftBuildConfiguration.Platform>?
    /// The SVG picture style (`--style`); nil: preview.
    var style: SVGStyle?
    /// `--swiftui-support FILE`: the exported views' support written apart.
    var swiftUISupport: String?
    var showModifiers = false
    /// `build --watch`: rebuild whenever the file or an import changes.
    var watch = false
    /// `preview --port` (0: any free port) and `--host`.
    var port: Int?
    var host: String?
    /// Errors shown before the rest are counted but not printed (clang's `-ferror-limit`); 0: all.
    var errorLimit = 20
    /// The most elements a layout may expand to (`CompileOptions.maxNodes`).
    var maxElements = 5_000_000
    // lint
    var select: [String]?
    var ignore: [String] = []
    var severities: [(rule: String, level: String)] = []
    var strict = false
    var exitZero = false
    var statistics = false
    var quiet = false
    var fix = false
    var diff = false
    var devices = false
    var textScales: [Double]?
    var dynamicTypes: [DynamicTypeSize]?
    /// `--font`: font files, or `model`; empty: `.layoutc.json`'s, else the built-in font.
    var fonts: [String] = []
    /// `--tracking`: Apple's system-font tracking on or off; nil: the project's, else the font's default.
    var tracking: TextTracking?
    var accessibility = false
    var orientations: Set<Devices.Orientation>?
    var interactiveTags: [String] = []
    var unsafeFixes = false
    /// `--show-stand-ins`: the findings on SwiftUI code that rest on a stand-in, as infos.
    var showStandIns = false
    var showFixes = false
    var baseline: String?
    var writeBaseline: String?
    static let maxElementsLimit = 50_000_000
    /// `fmt`: what to do instead of writing files, and layout options over `.layoutc.json`'s.
    var formatCheck = false
    var indent: Int?
    var lineWidth: Int?
    var helpTopic: String?
    var wantsHelp = false
    /// Whether the first argument named the command (`layoutc --help` is not `build --help`).
    var commandGiven = false

    static let laidOut: Set<Command> = [.build, .explain, .preview]
    static let compiling: Set<Command> = [.build, .check, .explain, .lint]

    /// Every option, with the commands it applies to.
    static let table: [OptionSpec] = [
        OptionSpec(["--proposal"], value: "WxH", laidOut.union([.lint]),
                   "the root proposal; repeatable (W, H: a number, 0, inf or nil); "
                       + "default: the file's proposal(…), else nilxnil",
                   commandHelp: [
                       .lint: "lint at this root proposal; repeatable (W, H: a number, 0, inf or nil); "
                           + "default: the file's proposal(…)",
                   ]),
        OptionSpec(["--format"], value: "FORMAT", [.build, .check, .lint], "the output format", commandHelp: [
            .build: "text, json, svg or swiftui (SwiftUI source: docs/swiftui.md; default: from -o's extension, "
                + "else text)",
            .check: "how diagnostics are printed: human (default), concise or json",
            .lint: "human (default), concise, json, json-lines, sarif, github, gitlab, junit or checkstyle",
        ]),
        OptionSpec(["--output", "-o"], value: "FILE", [.build, .lint],
                   "write the output to FILE ('-': standard output); never over an input",
                   commandHelp: [.lint: "write the report to FILE ('-': standard output)"]),
        OptionSpec(["--select"], value: "RULES", [.lint],
                   "only these rules (codes or names, comma-separated, repeatable; ALL: every rule)"),
        OptionSpec(["--ignore"], value: "RULES", [.lint],
                   "not these rules (codes or names, comma-separated, repeatable)"),
        OptionSpec(["--severity"], value: "RULE=LEVEL", [.lint],
                   "the severity of a rule: error, warning, info or off (repeatable)"),
        OptionSpec(["--devices"], [.lint],
                   "also lint on the iPhones listed below, portrait and landscape, at Large and xxxLarge text"),
        OptionSpec(["--dynamic-type"], value: "SIZES", [.lint, .build, .explain],
                   "lint at these Dynamic Type sizes: xSmall…xxxLarge, AX1…AX5, ranges (large...AX2), all",
                   commandHelp: [
                       .build: "lay the text out at this Dynamic Type size (as lint does: xxxLarge, AX2, …)",
                       .explain: "lay the text out at this Dynamic Type size (as lint does: xxxLarge, AX2, …)",
                   ]),
        OptionSpec(["--font"], value: "FILE|model", laidOut.union([.lint]),
                   "measure text with this font file (.otf, .ttf, .ttc; repeatable, one per weight), or with "
                       + "the monospace model; default: .layoutc.json's text.font, else the built-in Inter metrics"),
        OptionSpec(["--tracking"], value: "system|none", laidOut.union([.lint]),
                   "track text as Apple's system font is, size by size (default: on for the built-in font, "
                       + "off for --font files)"),
        OptionSpec(["--accessibility"], [.lint], "also lint at the accessibility sizes AX1…AX5"),
        OptionSpec(["--interactive-tags"], value: "TAGS", [.lint],
                   "judge the elements with these tags (comma-separated) as things to tap, 44×44 pt at least"),
        OptionSpec(["--orientation"], value: "WHICH", [.lint],
                   "the devices held portrait, landscape or both (default both): a portrait-only app"),
        OptionSpec(["--unsafe-fixes"], [.lint], "with --fix or --diff, apply the unsafe fixes too"),
        OptionSpec(["--show-stand-ins"], [.lint],
                   "list the findings on SwiftUI code that rest on a stand-in for what only the running app has, as infos"),
        OptionSpec(["--show-fixes"], [.lint], "list every fix, safe and unsafe, under its finding"),
        OptionSpec(["--baseline"], value: "FILE", [.lint],
                   "report only findings not recorded in FILE, and which recorded ones are gone"),
        OptionSpec(["--write-baseline"], value: "FILE", [.lint], "record today's findings in FILE (with --baseline FILE: refresh it)"),
        OptionSpec(["--text-scale"], value: "SCALES", [.lint],
                   "multiply the size of text that scales with Dynamic Type, e.g. 1,1.35 (default 1)"),
        OptionSpec(["--strict"], [.lint], "warnings fail too (exit 1)"),
        OptionSpec(["--exit-zero"], [.lint], "exit 0 even when findings at error severity were found"),
        OptionSpec(["--statistics"], [.lint], "the number of findings per rule, in place of the findings"),
        OptionSpec(["--quiet", "-q"], [.lint], "only the findings: no summary line"),
        OptionSpec(["--fix"], [.lint], "apply the safe fixes in place (atomic writes), then report what remains"),
        OptionSpec(["--diff"], [.lint, .fmt],
                   "print the changes as a unified diff instead of writing them (exit 1 if any)", commandHelp: [
            .lint: "print the safe fixes as a unified diff instead of applying them (exit 1 if any)",
            .fmt: "write nothing; print the changes as a unified diff (exit 1 if any)",
        ]),
        OptionSpec(["-D"], value: "NAME=VALUE", compiling.union([.preview]),
                   "override a top-level 'let' (e.g. -D 'layout=vstack(spacing: 0)'); -D NAME alone is NAME=true"),
        OptionSpec(["--emit"], value: "STAGE", [.build],
                   "print a compiler stage instead of frames: tokens, ast, ir, or layout (a .swift file as .layout)"),
        OptionSpec(["--diagnostics-format"], value: "FORMAT", [.build, .explain],
                   "how diagnostics are printed: human, concise or json"),
        OptionSpec(["--color"], value: "WHEN", compiling,
                   "colour diagnostics: auto (on a terminal, unless NO_COLOR is set), always, never"),
        OptionSpec(["--error-limit"], value: "N", compiling, "stop printing errors after N (default 20; 0: no limit)"),
        OptionSpec(["--max-elements"], value: "N", compiling,
                   "the most elements the layout may expand to (default 5000000; at most 50000000)"),
        OptionSpec(["--dump-ast"], [.check], "print the syntax tree to standard output"),
        OptionSpec(["--timings"], [.build, .check],
                   "print the time and memory of each phase on standard error "
                       + "(build: read, lex, parse, check, lower, layout, emit, write; check: read to check)"),
        OptionSpec(["--tag"], value: "NAME", [.explain], "only the element tagged #NAME and what it contains"),
        OptionSpec(["--view"], value: "NAME", [.build, .check, .lint, .explain, .preview],
                   "in a .swift file, lay out this view or preview (default: the file's previews, else its views)"),
        OptionSpec(["--platform"], value: "PLATFORMS", [.build, .check, .lint, .explain, .preview],
                   "read .swift inputs' apps as built for these platforms (iOS, macOS, watchOS, tvOS, visionOS; "
                       + "comma-separated), not those their projects and packages name; default: .layoutc.json's "
                       + "swift.platforms"),
        OptionSpec(["--style"], value: "STYLE", [.build, .preview],
                   "the SVG picture: preview (what the screen shows; default) or debug (outlines, labels, legend)",
                   commandHelp: [.preview: "the picture style the page starts with: preview (default) or debug"]),
        OptionSpec(["--swiftui-support"], value: "FILE", [.build],
                   "with --format swiftui: write the seed layouts' Layout conformances and colours to FILE, not "
                       + "into the views' file"),
        OptionSpec(["--show-modifiers"], [.build],
                   "debug style: outline and label modifier wrappers (frame, padding, …) too"),
        OptionSpec(["--watch"], [.build],
                   "rebuild whenever the file or one of its imports changes (Ctrl-C stops); a status line per build"),
        OptionSpec(["--port"], value: "N", [.preview],
                   "the port to listen on (default 0: any free port; the address is printed)"),
        OptionSpec(["--host"], value: "HOST", [.preview],
                   "the address to listen on (default 127.0.0.1; another exposes the preview to the network)"),
        OptionSpec(["--check"], [.fmt], "write nothing; list the files that would change and exit 1 if any would"),
        OptionSpec(["--indent"], value: "N", [.fmt],
                   "spaces per level, 1 to 16 (default: .layoutc.json's format.indent, else 2)"),
        OptionSpec(["--line-width"], value: "N", [.fmt],
                   "the width lines are fitted to, 20 to 1000 (default: format.lineWidth, else 100)"),
        OptionSpec(["--stdio"], [.lsp],
                   "talk over standard input and output (the only transport; accepted for clients that pass it)"),
        OptionSpec(["--help", "-h"], Set(Command.allCases), "show help"),
        OptionSpec(["--version"], Set(Command.allCases), "show the version"),
    ]

    static func spec(named name: String) -> OptionSpec? { table.first { $0.names.contains(name) } }

    /// The option meant by a mistyped `name`: the closest one of `command`, then of any command.
    /// A one-letter option is one keystroke from every other, so only a change of case is
    /// suggested for it (`-O` → `-o`); a guess among letters would be noise.
    static func suggestOption(for name: String, command: Command) -> String? {
        if name.count == 2, name.hasPrefix("-"), !name.hasPrefix("--") {
            return table.flatMap(\.names).first { $0 != name && $0.lowercased() == name.lowercased() }
        }
        return Suggestion.closest(to: name, in: options(for: command).flatMap(\.names))
            ?? Suggestion.closest(to: name, in: table.flatMap(\.names))
    }

    /// The options `command` accepts, in table order.
    static func options(for command: Command) -> [OptionSpec] { table.filter { $0.commands.contains(command) } }

    /// Other tools' words for layoutc's commands (`format` is `fmt`, as in `swift format` and
    /// `ruff format`), so a mistyped or habitual command gets the right "did you mean".
    static let commandAliases = [
        "format": "fmt", "compile": "build", "server": "lsp", "serve": "preview", "explain-error": "explain-code",
    ]

    /// Parses arguments (`--name value` or `--name=value`; `-DNAME=V`; `--` ends the options).
    static func parse(_ arguments: [String]) throws(CLIError) -> Options {
        var options = Options()
        var rest = arguments[...]
        try options.readCommand(from: &rest)
        var onlyInputs = false
        while let argument = rest.popFirst() {
            if onlyInputs || argument == "-" || !argument.hasPrefix("-") {
                if options.command == .help, options.helpTopic == nil {
                    options.helpTopic = argument
                } else {
                    options.inputs.append(argument)
                }
                continue
            }
            if argument == "--" {
                onlyInputs = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else if argument.hasPrefix("-D"), argument.count > 2 {
                name = "-D"
                inlineValue = String(argument.dropFirst(2))
            }
            guard let spec = spec(named: name) else {
                let suggestion = Self.suggestOption(for: name, command: options.command)
                throw CLIError("unknown option '\(name)'",
                               hint: suggestion.map { "did you mean '\($0)'?" }
                                   ?? "see 'layoutc help \(options.command.rawValue)'")
            }
            guard spec.commands.contains(options.command) else {
                throw options.notApplying(spec, named: name)
            }
            guard spec.value != nil else {
                if let inlineValue { throw CLIError("option '\(name)' takes no value, found '\(inlineValue)'") }
                options.setFlag(spec)
                continue
            }
            guard let value = inlineValue ?? rest.popFirst() else {
                throw CLIError("option '\(name)' needs a value", hint: "see 'layoutc help \(options.command.rawValue)'")
            }
            try options.set(spec, value)
        }
        return options
    }

    /// Reads the command (the first argument, when it names one); a word that is close to a
    /// command's name is a mistyped command, not a file.
    mutating func readCommand(from rest: inout ArraySlice<String>) throws(CLIError) {
        guard let first = rest.first else { return }
        if let command = Command(rawValue: first) {
            self.command = command
            commandGiven = true
            rest = rest.dropFirst()
        } else if !first.hasPrefix("-"), !first.contains("."), !first.contains("/"),
                  let guess = Suggestion.closest(
                      to: first, in: Command.allCases.map(\.rawValue) + Self.commandAliases.keys.sorted())
                    ?? Self.commandAliases[first].map({ _ in first }) {
            // `layoutc biuld x.layout`, `layoutc format x.layout`: a mistyped command, not a
            // file called "biuld".
            throw CLIError("unknown command '\(first)'",
                           hint: "did you mean '\(Self.commandAliases[guess] ?? guess)'?")
        }
    }

    /// The error for an option given to a command it does not apply to.
    func notApplying(_ spec: OptionSpec, named name: String) -> CLIError {
        if spec.name == "--diagnostics-format", command == .check || command == .lint {
            return CLIError("option '--diagnostics-format' does not apply to '\(command.rawValue)'",
                            hint: "'\(command.rawValue)' prints "
                                + "\(command == .check ? "only diagnostics" : "a report"): "
                                + "choose its format with --format")
        }
        let users = Command.allCases.filter { spec.commands.contains($0) }.map { "'\($0.rawValue)'" }
        return CLIError("option '\(name)' does not apply to '\(command.rawValue)'",
                        hint: "it is an option of " + users.joined(separator: ", ")
                            + "; see 'layoutc help \(command.rawValue)'")
    }

    /// Sets the flag an option without a value stands for.
    mutating func setFlag(_ spec: OptionSpec) {
        switch spec.name {
        case "--dump-ast": dumpAST = true
        case "--timings": timings = true
        case "--show-modifiers": showModifiers = true
        case "--watch": watch = true
        case "--strict": strict = true
        case "--exit-zero": exitZero = true
        case "--statistics": statistics = true
        case "--quiet": quiet = true
        case "--fix": fix = true
        case "--diff": diff = true
        case "--devices": devices = true
        case "--accessibility": accessibility = true
        case "--unsafe-fixes": unsafeFixes = true
        case "--show-stand-ins": showStandIns = true
        case "--show-fixes": showFixes = true
        case "--check": formatCheck = true
        case "--stdio": break
        case "--version": command = .version
        default: wantsHelp = true
        }
    }

    /// Stores the value of a valued option, checked.
    mutating func set(_ spec: OptionSpec, _ value: String) throws(CLIError) {
        switch spec.name {
        case "--proposal": proposals.append(try Self.parseProposal(value))
        case "--format": format = value
        case "--output":
            guard !value.isEmpty else { throw CLIError("option '-o' needs a file name, found an empty one") }
            output = value
        case "-D": defines.append(try Self.parseDefine(value))
        case "--emit", "--diagnostics-format", "--color", "--style": try setChoice(spec, value)
        case "--error-limit", "--max-elements", "--port", "--indent", "--line-width": try setNumber(spec, value)
        case "--tag": tag = value
        case "--view":
            guard !value.isEmpty else { throw CLIError("option '--view' needs a view's name, found nothing") }
            view = value
        case "--platform":
            switch SwiftBuildConfiguration.Platform.parseList(value) {
            case let .success(chosen): platforms = (platforms ?? []).union(chosen)
            case let .failure(error): throw CLIError("--platform: " + error.message)
            }
        case "--swiftui-support":
            guard !value.isEmpty else { throw CLIError("option '--swiftui-support' needs a file, found nothing") }
            swiftUISupport = value
        case "--select": select = (select ?? []) + Self.ruleList(value)
        case "--ignore": ignore += Self.ruleList(value)
        case "--severity":
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                throw CLIError("--severity needs RULE=LEVEL, found '\(value)'", hint: "e.g. --severity overflow=error")
            }
            severities.append((String(value[..<equals]), String(value[value.index(after: equals)...])))
        case "--dynamic-type":
            switch DynamicTypeSize.parseList(value) {
            case let .success(sizes):
                let before = dynamicTypes ?? []
                dynamicTypes = before + sizes.filter { !before.contains($0) }
            case let .failure(error): throw CLIError(error.message)
            }
        case "--font":
            guard !value.isEmpty else { throw CLIError("option '--font' needs a font file or 'model', found nothing") }
            fonts.append(value)
        case "--tracking":
            guard let chosen = TextTracking(rawValue: value) else {
                throw CLIError("unknown tracking '\(value)'; use system (Apple's, size by size) or none")
            }
            tracking = chosen
        case "--interactive-tags":
            let tags = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
            guard !tags.isEmpty, !tags.contains("") else {
                throw CLIError("--interactive-tags needs tag names, found '\(value)'",
                               hint: "e.g. --interactive-tags close,share")
            }
            interactiveTags += tags
        case "--orientation":
            guard let parsed = Devices.Orientation.parse(value) else {
                throw CLIError("unknown orientation '\(value)'", hint: "use portrait, landscape or both")
            }
            orientations = parsed
        case "--baseline", "--write-baseline":
            guard !value.isEmpty else { throw CLIError("option '\(spec.name)' needs a file name, found an empty one") }
            if spec.name == "--baseline" { baseline = value } else { writeBaseline = value }
        case "--text-scale":
            let scales = try Self.parseTextScales(value)
            textScales = (textScales ?? []) + scales
        case "--host":
            guard !value.isEmpty else { throw CLIError("option '--host' needs an address, found an empty one") }
            host = value
        default: preconditionFailure("internal error: option \(spec.name) has no handler")
        }
    }

    /// `-D NAME=VALUE`, or `-D NAME` alone for `NAME=true`.
    static func parseDefine(_ value: String) throws(CLIError) -> (name: String, value: String) {
        // `-D compact` alone is `-D compact=true`, as a C compiler's -D defines a flag.
        if !value.contains("="), let first = value.first, first.isLetter || first == "_",
           value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
            return (value, "true")
        }
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
            throw CLIError("-D needs NAME=VALUE (or NAME alone for true), found '\(value)'",
                           hint: "e.g. -D gap=12 or -D compact")
        }
        return (String(value[..<equals]), String(value[value.index(after: equals)...]))
    }

    /// `--text-scale 1,1.35,2`: each scale greater than 0 and at most 10.
    static func parseTextScales(_ value: String) throws(CLIError) -> [Double] {
        var scales: [Double] = []
        for part in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let scale = Double(part.trimmingCharacters(in: .whitespaces)),
                  scale.isFinite, scale > 0, scale <= 10 else {
                throw CLIError("invalid text scale '\(part)' in '\(value)'",
                               hint: "use numbers greater than 0 and at most 10, e.g. 1,1.35,2")
            }
            scales.append(scale)
        }
        return scales
    }

    /// Stores the value of an option that names one of a few words: a stage, a format, a mode or a style.
    mutating func setChoice(_ spec: OptionSpec, _ value: String) throws(CLIError) {
        switch spec.name {
        case "--emit":
            guard let stage = EmitStage(rawValue: value) else {
                throw CLIError("unknown stage '\(value)' for --emit", hint: "use tokens, ast, ir or layout")
            }
            emit = stage
        case "--diagnostics-format":
            guard let format = DiagnosticFormat(rawValue: value) else {
                throw CLIError("unknown diagnostics format '\(value)'", hint: "use human, concise or json")
            }
            diagnosticsFormat = format
        case "--color":
            guard let mode = ColorMode(rawValue: value) else {
                throw CLIError("unknown colour mode '\(value)'", hint: "use auto, always or never")
            }
            color = mode
        case "--style":
            guard let parsed = SVGStyle(rawValue: value) else {
                throw CLIError("unknown style '\(value)'", hint: "use preview or debug")
            }
            style = parsed
        default: preconditionFailure("internal error: option \(spec.name) has no handler")
        }
    }

    /// Stores the value of an option that takes a whole number in a range.
    mutating func setNumber(_ spec: OptionSpec, _ value: String) throws(CLIError) {
        switch spec.name {
        case "--error-limit":
            guard let limit = Int(value), limit >= 0 else {
                throw CLIError("invalid error limit '\(value)'", hint: "use a whole number ≥ 0 (0: no limit)")
            }
            errorLimit = limit
        case "--max-elements":
            guard let limit = Int(value), limit >= 1, limit <= Self.maxElementsLimit else {
                throw CLIError("invalid element limit '\(value)'",
                               hint: "use a whole number from 1 to \(Self.maxElementsLimit)")
            }
            maxElements = limit
        case "--port":
            guard let number = Int(value), (0...65535).contains(number) else {
                throw CLIError("invalid port '\(value)'", hint: "use a number from 0 to 65535 (0: any free port)")
            }
            port = number
        case "--indent", "--line-width":
            let range = spec.name == "--indent" ? FormatOptions.indentRange : FormatOptions.lineWidthRange
            guard let number = Int(value), range.contains(number) else {
                throw CLIError("invalid value '\(value)' for '\(spec.name)'",
                               hint: "use a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            if spec.name == "--indent" { indent = number } else { lineWidth = number }
        default: preconditionFailure("internal error: option \(spec.name) has no handler")
        }
    }

    /// `a,b` and `a b`: rule codes or names.
    static func ruleList(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    }

    /// `WxH`, each side a number, `0`, `inf` or `nil`: `320x480`, `infxnil`, `nilx100`.
    /// Finite sides are at most `NumericLimits.maxLength`, so every sum the engine forms stays finite.
    static func parseProposal(_ text: String) throws(CLIError) -> ProposedViewSize {
        switch ProposalText.parse(text) {
        case let .success(proposal): return proposal
        case let .failure(failure): throw CLIError(failure.message, hint: failure.hint)
        }
    }
}
