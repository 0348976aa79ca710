/// Fits a `Doc` to a line width (the algorithm of Wadler's "prettier printer", in the iterative
/// form Prettier uses): a group is printed flat when it and what follows it up to the next
/// possible line break fit in the remaining width, else its lines break.
struct DocPrinter {
    enum Mode { case flat, broken }

    struct Command {
        var indent: Int
        var mode: Mode
        var doc: Doc
    }

    let lineWidth: Int
    let newline: String

    /// Prints `doc` (whose breaks were propagated). No line ends with spaces.
    func print(_ doc: Doc) -> String {
        var output = Output(newline: newline)
        var commands = [Command(indent: 0, mode: .broken, doc: doc)]
        while let command = commands.popLast() {
            if !output.lineSuffixes.isEmpty {
                switch command.doc {
                case .text, .verbatim: output.flushSuffixes(indent: command.indent)
                default: break
                }
            }
            switch command.doc {
            case let .text(text):
                output.write(text)
            case .space:
                output.writeSpace()
            case let .verbatim(text):
                output.writeVerbatim(text)
            case let .concat(parts):
                for part in parts.reversed() {
                    commands.append(Command(indent: command.indent, mode: command.mode, doc: part))
                }
            case let .nest(amount, inner):
                commands.append(Command(indent: command.indent + amount, mode: command.mode, doc: inner))
            case let .unmeasured(inner):
                commands.append(Command(indent: command.indent, mode: command.mode, doc: inner))
            case let .group(inner, shouldBreak):
                var mode = Mode.broken
                if !shouldBreak {
                    let flat = Command(indent: command.indent, mode: .flat, doc: inner)
                    if command.mode == .flat
                        || fits(flat, rest: commands, width: lineWidth - output.column - (output.pendingIndent ?? 0)) {
                        mode = .flat
                    }
                }
                commands.append(Command(indent: command.indent, mode: mode, doc: inner))
            case let .ifBreak(broken, flat):
                commands.append(Command(indent: command.indent, mode: command.mode,
                                        doc: command.mode == .broken ? broken : flat))
            case .lineSuffix(let text):
                output.lineSuffixes.append(text)
            case .breakParent:
                break
            case .line, .softline, .hardline:
                printLine(command, output: &output, commands: &commands)
            }
        }
        output.writeLastSuffixes()
        return output.out
    }

    /// A `line`, `softline` or `hardline`: a space or nothing in a flat group, else a newline,
    /// which pending trailing comments come before (queued as commands ahead of `command`).
    func printLine(_ command: Command, output: inout Output, commands: inout [Command]) {
        let isHard: Bool
        if case .hardline = command.doc { isHard = true } else { isHard = false }
        if command.mode == .flat && !isHard {
            if case .line = command.doc, output.lineSuffixes.isEmpty, output.out.last != " " { output.write(" ") }
            return
        }
        if !output.lineSuffixes.isEmpty {
            // Trailing comments go before the newline (each on a line of its own after
            // the first, as each ends its line); then come back to the newline.
            while output.out.last == " " { output.out.removeLast() }
            commands.append(command)
            for (index, suffix) in output.lineSuffixes.enumerated().reversed() {
                commands.append(Command(indent: command.indent, mode: command.mode,
                                        doc: .verbatim(index == 0 ? suffix : String(suffix.drop { $0 == " " }))))
                if index > 0 { commands.append(Command(indent: command.indent, mode: .broken, doc: .hardline)) }
            }
            output.lineSuffixes.removeAll()
            return
        }
        output.out += newline
        output.column = 0
        output.pendingIndent = command.indent
    }

    /// The text printed so far, and what the current line still owes.
    struct Output {
        let newline: String
        var out = ""
        var column = 0
        /// Indentation owed to the current line, written only when text follows.
        var pendingIndent: Int?
        var lineSuffixes: [String] = []

        init(newline: String) { self.newline = newline }

        mutating func write(_ text: String) {
            if let indent = pendingIndent {
                out += String(repeating: " ", count: indent)
                column = indent
                pendingIndent = nil
            }
            out += text
            column += DocPrinter.width(text)
        }

        /// A space, unless the line is empty or already ends with one.
        mutating func writeSpace() {
            if lineSuffixes.isEmpty, pendingIndent == nil, !out.isEmpty, out.last != " ", out.last != "\n" {
                write(" ")
            }
        }

        /// Text written as it is; its last line sets the column.
        mutating func writeVerbatim(_ text: String) {
            if let lastNewline = text.lastIndex(of: "\n") {
                write(DocPrinter.convertingNewlines(String(text[..<lastNewline]), to: newline) + newline)
                let rest = String(text[text.index(after: lastNewline)...])
                out += rest
                column = DocPrinter.width(rest)
            } else {
                write(text)
            }
        }

        /// A trailing line comment is pending and text follows on its line: the comment goes
        /// first and ends the line, so nothing is ever written after a `//` comment.
        mutating func flushSuffixes(indent: Int) {
            guard !lineSuffixes.isEmpty else { return }
            while out.last == " " { out.removeLast() }
            for (index, suffix) in lineSuffixes.enumerated() {
                if index > 0 { out += newline + String(repeating: " ", count: indent) }
                out += DocPrinter.convertingNewlines(index == 0 ? suffix : String(suffix.drop { $0 == " " }),
                                                     to: newline)
            }
            lineSuffixes.removeAll()
            out += newline
            column = 0
            pendingIndent = indent
        }

        /// The trailing comments still pending at the end of the document.
        mutating func writeLastSuffixes() {
            for (index, suffix) in lineSuffixes.enumerated() {
                if index > 0 { out += newline }
                write(DocPrinter.convertingNewlines(index == 0 ? suffix : String(suffix.drop { $0 == " " }),
                                                    to: newline))
            }
        }
    }

    /// Whether `next`, printed flat, and the commands after it up to the first line break in a
    /// broken group, fit in `width` columns.
    func fits(_ next: Command, rest: [Command], width: Int) -> Bool {
        var remaining = width
        var restIndex = rest.count
        var stack = [(mode: next.mode, doc: next.doc)]
        while remaining >= 0 {
            guard let (mode, doc) = stack.popLast() else {
                if restIndex == 0 { return true }
                restIndex -= 1
                stack.append((rest[restIndex].mode, rest[restIndex].doc))
                continue
            }
            switch doc {
            case let .text(text): remaining -= Self.width(text)
            case .space: remaining -= 1
            case let .verbatim(text):
                if text.contains("\n") { return true }
                remaining -= Self.width(text)
            case let .concat(parts): for part in parts.reversed() { stack.append((mode, part)) }
            case let .nest(_, inner): stack.append((mode, inner))
            case .unmeasured: break
            case let .group(inner, shouldBreak): stack.append((shouldBreak ? .broken : mode, inner))
            case let .ifBreak(broken, flat): stack.append((mode, mode == .broken ? broken : flat))
            case .line:
                if mode == .broken { return true }
                remaining -= 1
            case .softline:
                if mode == .broken { return true }
            case .hardline: return true
            case .lineSuffix, .breakParent: break
            }
        }
        return false
    }

    static func convertingNewlines(_ text: String, to newline: String) -> String {
        newline == "\n"
            ? text : text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newline)
    }

    /// Columns a text occupies: one per character (grapheme cluster).
    static func width(_ text: String) -> Int {
        var ascii = true
        for byte in text.utf8 where byte >= 0x80 { ascii = false; break }
        return ascii ? text.utf8.count : text.count
    }
}
