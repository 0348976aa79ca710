import Foundation
import LayoutDiagnostics
import LayoutFormat
import LayoutProject
import LayoutSema

extension Session {
    /// `layoutc fmt PATH…|-`: formats files in place (atomically), or reports what would change
    /// (`--check`, `--diff`); `-` formats standard input to standard output. Exit 0 when
    /// everything is formatted, 1 when a file would change (with `--check`/`--diff`) or has a
    /// syntax error, 2 on usage, configuration or I/O errors.
    mutating func format() -> Int32 {
        guard !options.inputs.isEmpty else {
            return usageError(CLIError(
                "no input files", hint: "usage: layoutc fmt PATH… (files or directories, or - for standard input)"))
        }
        if options.inputs.contains("-") && options.inputs.count > 1 {
            return usageError(CLIError("'-' formats standard input alone; give it without other paths"))
        }
        if let swift = options.inputs.first(where: Self.isSwift) {
            return usageError(CLIError("fmt formats .layout files, and '\(swift)' is Swift: it was left as it is",
                                       hint: "format Swift with swift-format"))
        }
        var status: Int32 = 0
        func worsen(_ code: Int32) { status = max(status, code) }
        var paths: [String] = []
        for input in options.inputs {
            if input != "-", case .directory = io.pathStatus(absolutePath(input)) {
                let found = layoutFiles(under: input)
                if found.isEmpty { io.writeStandardError("layoutc: warning: no .layout files under '\(input)'\n") }
                paths += found
            } else {
                paths.append(input)
            }
        }
        for path in paths { worsen(formatOne(path)) }
        return status
    }

    /// Formats one file (or standard input for `-`); returns its status.
    mutating func formatOne(_ path: String) -> Int32 {
        let file: SourceFile
        switch load(path) {
        case let .failure(error):
            io.writeStandardError("layoutc: error: \(error.message)\n")
            return 2
        case let .success(loaded): file = loaded
        }
        let directory = path == "-" ? io.currentDirectory : (absolutePath(path) as NSString).deletingLastPathComponent
        guard let formatOptions = formatOptions(from: directory) else { return 2 }
        let original = String(decoding: file.bytes, as: UTF8.self)
        let formatted: String
        switch LayoutFormatter.format(file, options: formatOptions) {
        case let .success(text): formatted = text
        case let .failure(.syntaxErrors(diagnostics)):
            emitDiagnostics(diagnostics, format: options.diagnosticsFormat)
            io.writeStandardError("layoutc: error: '\(file.name)' has syntax errors; it was left as it is\n")
            return 1
        case let .failure(.invalidUTF8(offset)):
            io.writeStandardError("layoutc: error: '\(file.name)' is not valid UTF-8 (at byte \(offset)); "
                                      + "it was left as it is\n")
            return 1
        case let .failure(.internalError(message)):
            io.writeStandardError("layoutc: error: internal error: formatting '\(file.name)' would change its meaning "
                                      + "(\(message)); it was left as it is, please report this\n")
            return 2
        }
        if path == "-" && !options.formatCheck && !options.diff {
            output(formatted)
            return 0
        }
        guard formatted != original else { return 0 }
        if options.diff {
            let name = path == "-" ? "<stdin>" : path
            output(LineDiff.unified(old: original, new: formatted, oldName: "a/" + name, newName: "b/" + name))
        }
        if options.formatCheck {
            if !options.diff { output((path == "-" ? "<stdin>" : path) + "\n") }
            return 1
        }
        if options.diff { return 1 }
        // The file must still be what was read: never overwrite a change made meanwhile.
        let absolute = absolutePath(path)
        guard case let .success(current) = io.readFile(absolute), current == file.bytes else {
            io.writeStandardError("layoutc: error: '\(path)' changed while it was being formatted; "
                                      + "it was left as it is\n")
            return 2
        }
        if case let .failure(error) = io.writeFile(absolute, Array(formatted.utf8)) {
            io.writeStandardError(FileFailure.cannotWrite(path: path, reason: error.message).errorLine)
            return 2
        }
        return 0
    }

    /// The defaults, then the nearest `.layoutc.json`'s `format` section, then the command line;
    /// `nil` (after reporting) when the configuration has errors.
    func formatOptions(from directory: String) -> FormatOptions? {
        guard let configuration = projectConfiguration(from: directory) else { return nil }
        var result = configuration.format.applied(to: FormatOptions())
        if let indent = options.indent { result.indent = indent }
        if let lineWidth = options.lineWidth { result.lineWidth = lineWidth }
        return result
    }

    /// The `.layout` files under a directory (and with `swift` its `.swift` files), sorted; hidden
    /// folders (`.build`, `.git`) skipped, and what is not a regular file (a FIFO named like a
    /// source file would block the read forever; named on the command line, it is read).
    func layoutFiles(under directory: String, swift: Bool = false) -> [String] {
        let root = absolutePath(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".layout") || swift && Self.isSwift(name) {
                let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
                guard case .regularFile = io.pathStatus(absolutePath(path)) else { continue }
                found.append(path)
            }
        }
        return found.sorted()
    }
}
