import Foundation
import LayoutPreview

extension Session {
    /// `layoutc build --watch`: builds, then builds again each time the file or one of the files
    /// it imported changes, until Ctrl-C. One status line per build on standard error. A build
    /// with errors writes nothing, so `-o` keeps the last good output.
    mutating func watch() -> Int32 {
        let input: String
        switch watchableInput(what: "--watch", usage: "layoutc build FILE --watch [-o FILE]") {
        case let .success(path): input = path
        case let .failure(error): return usageError(error)
        }
        io.interrupt.activate()
        let main = absolutePath(input)
        var known = [main]
        var count = 0
        while true {
            // Stamps before reading, so a save during the build is a change afterwards.
            let before = Dictionary(known.map { ($0, FileStamp.of($0)) }, uniquingKeysWith: { first, _ in first })
            // Each build's memory is freed: the process lives on.
            var buildIO = io
            buildIO.freesMemoryBeforeExit = true
            var session = Session(io: buildIO)
            session.options = options
            session.options.watch = false
            let started = Date()
            let status = session.build(explain: false)
            if let failure = session.outputFailure {
                return failure == .brokenPipe ? Driver.brokenPipeStatus : session.run([])
            }
            count += 1
            let imports = session.sources.files.dropFirst().map(\.name).filter { !$0.hasPrefix("<") }.map(absolutePath)
            known = [main] + imports.filter { $0 != main }
            let baseline = Dictionary(known.map { ($0, before[$0] ?? FileStamp.of($0)) },
                                      uniquingKeysWith: { first, _ in first })
            let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
            let files = known.count == 1 ? "1 file" : "\(known.count) files"
            let outcome: String
            switch status {
            case 0:
                outcome = "built '\(input)'" + (options.output.map { " → '\($0)'" } ?? "")
                    + " in \(milliseconds) ms"
            case 1: outcome = "'\(input)' has errors" + (options.output == nil ? "" : "; kept the last good output")
            default: outcome = "cannot build '\(input)'"
            }
            io.writeStandardError("layoutc: [\(Self.clock())] build \(count): \(outcome); "
                                      + "watching \(files) (Ctrl-C stops)\n")
            let watcher = FileWatcher(baseline: baseline)
            while watcher.changedPaths().isEmpty {
                if io.interrupt.wait(timeout: 0.02) { return 0 }
            }
            guard watcher.settle(interval: 0.02, pause: { io.interrupt.wait(timeout: $0) }) else { return 0 }
        }
    }
}

extension Session {
    /// The one file `preview` and `build --watch` follow: exactly one input, and not standard
    /// input (which cannot be watched).
    func watchableInput(what: String, usage: String) -> Result<String, CLIError> {
        guard options.inputs.count == 1, let input = options.inputs.first else {
            return .failure(CLIError(options.inputs.isEmpty
                                         ? "no input file" : "one input file at a time, found \(options.inputs.count)",
                                     hint: "usage: " + usage))
        }
        guard input != "-" else {
            return .failure(CLIError("\(what) needs a file it can watch, found '-' (standard input)",
                                     hint: "save the layout to a file"))
        }
        return .success(input)
    }
}
