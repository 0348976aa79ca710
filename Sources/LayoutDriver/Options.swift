import Foundation
import LayoutDiagnostics
import LayoutEngine

/// The commands.
enum Command: String, CaseIterable {
    case build, check, explain, help, version
}

/// What the command line asked for.
struct Options {
    var command: Command = .build
    var inputs: [String] = []
    var proposals: [ProposedViewSize] = []
    var format: String?
    var output: String?
    var defines: [(name: String, value: String)] = []
    var emit: String?
    var diagnosticsFormat: DiagnosticFormat = .human
    var color: String = "auto"
    var dumpAST = false
    var tag: String?
    var helpTopic: String?
    var wantsHelp = false
    /// Whether the first argument named the command (`layoutc --help` is not `build --help`).
    var commandGiven = false

    static let valueOptions: Set<String> = ["--proposal", "--format", "-o", "--output", "-D", "--emit", "--diagnostics-format", "--color", "--tag"]
    static let flagOptions: Set<String> = ["--dump-ast", "--help", "-h", "--version"]

    /// Parses arguments (`--name value` or `--name=value`; `-DNAME=V`).
    static func parse(_ arguments: [String]) throws(CLIError) -> Options {
        var options = Options()
        var rest = arguments[...]
        if let first = rest.first, let command = Command(rawValue: first) {
            options.command = command
            options.commandGiven = true
            rest = rest.dropFirst()
        }
        while let argument = rest.popFirst() {
            if argument == "-" || !argument.hasPrefix("-") {
                if options.command == .help, options.helpTopic == nil { options.helpTopic = argument } else { options.inputs.append(argument) }
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
            if flagOptions.contains(name) {
                switch name {
                case "--dump-ast": options.dumpAST = true
                case "--version": options.command = .version
                default: options.wantsHelp = true
                }
                continue
            }
            guard valueOptions.contains(name) else {
                let suggestion = Suggestion.closest(to: name, in: Array(valueOptions.union(flagOptions)).sorted())
                let hint = suggestion.map { "did you mean '\($0)'?" } ?? "see 'layoutc --help'"
                throw CLIError("unknown option '\(name)'", hint: hint)
            }
            guard let value = inlineValue ?? rest.popFirst() else {
                throw CLIError("option '\(name)' needs a value", hint: "see 'layoutc help \(options.command.rawValue)'")
            }
            switch name {
            case "--proposal": options.proposals.append(try parseProposal(value))
            case "--format": options.format = value
            case "-o", "--output": options.output = value
            case "-D":
                guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                    throw CLIError("-D needs NAME=VALUE, found '\(value)'", hint: "e.g. -D gap=12")
                }
                options.defines.append((String(value[..<equals]), String(value[value.index(after: equals)...])))
            case "--emit":
                guard ["tokens", "ast", "ir"].contains(value) else {
                    throw CLIError("unknown stage '\(value)' for --emit", hint: "use tokens, ast or ir")
                }
                options.emit = value
            case "--diagnostics-format":
                guard let format = DiagnosticFormat(rawValue: value) else {
                    throw CLIError("unknown diagnostics format '\(value)'", hint: "use human, concise or json")
                }
                options.diagnosticsFormat = format
            case "--color":
                guard ["auto", "always", "never"].contains(value) else {
                    throw CLIError("unknown colour mode '\(value)'", hint: "use auto, always or never")
                }
                options.color = value
            case "--tag": options.tag = value
            default: break
            }
        }
        return options
    }

    /// `WxH`, each side a number, `0`, `inf` or `nil`: `320x480`, `infxnil`, `nilx100`.
    static func parseProposal(_ text: String) throws(CLIError) -> ProposedViewSize {
        func side(_ part: Substring) -> CGFloat?? {
            switch part {
            case "nil": return .some(nil)
            case "inf": return .some(.infinity)
            default:
                guard let value = Double(part), value.isFinite, value >= 0 else { return nil }
                return .some(CGFloat(value))
            }
        }
        let lower = text.lowercased()
        // Split at the 'x' that separates the sides ("infxnil" has one inside no number).
        for index in lower.indices where lower[index] == "x" {
            if let w = side(lower[..<index]), let h = side(lower[lower.index(after: index)...]) {
                return ProposedViewSize(width: w, height: h)
            }
        }
        throw CLIError("invalid proposal '\(text)'", hint: "write WxH with each side a number ≥ 0, inf or nil, e.g. 320x480 or 200xnil")
    }
}
