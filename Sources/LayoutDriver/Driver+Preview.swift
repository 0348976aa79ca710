import Foundation
import LayoutDiagnostics
import LayoutEmit
import LayoutPreview
import LayoutProject
import LayoutSema

/// A value handed to another thread that only ever calls it serially (stderr writes).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

extension Session {
    /// `layoutc preview FILE`: serves the live page until Ctrl-C.
    mutating func preview() -> Int32 {
        let input: String
        switch watchableInput(what: "preview", usage: "layoutc preview FILE [--port N] [--proposal WxH]…") {
        case let .success(path): input = path
        case let .failure(error): return usageError(error)
        }
        if case let .failure(error) = io.readFile(absolutePath(input)) {
            io.writeStandardError(FileFailure.cannotRead(path: input, reason: error.message).errorLine)
            return 2
        }
        var configuration = PreviewConfiguration(
            path: input, directory: io.currentDirectory, proposals: options.proposals,
            defines: options.defines.map { PreviewConfiguration.Define(name: $0.name, value: $0.value) },
            style: options.style ?? .preview, registry: registry)
        configuration.fonts = options.fonts.map { $0 == "model" ? $0 : absolutePath($0) }
        configuration.tracking = options.tracking
        if let error = swiftOnlyOptionError(isSwift: Self.isSwift(input)) { return usageError(error) }
        configuration.view = options.view
        configuration.platforms = options.platforms
        if !configuration.fonts.isEmpty, case let .failure(error) = configuration.textModel(project: TextSettings()) {
            io.writeStandardError("layoutc: error: cannot use the font: \(error.description)\n")
            return 2
        }
        let host = options.host ?? "127.0.0.1"
        let server = PreviewServer(configuration: configuration,
                                   server: HTTPServer.Configuration(host: host, port: options.port ?? 0))
        let standardError = UncheckedSendable(value: io.writeStandardError)
        server.onRebuild = { build in standardError.value(Self.previewStatus(build)) }
        do {
            try server.start()
        } catch {
            io.writeStandardError("layoutc: error: \(error.message) [\(DiagnosticCode.cannotServe)]\n")
            return 2
        }
        io.interrupt.activate()
        output("layoutc preview: \(server.url)\n")
        if !PreviewServer.isLoopback(host) {
            io.writeStandardError("layoutc: warning: listening on '\(host)': "
                                      + "anyone who can reach it can read this layout\n")
        }
        io.writeStandardError(Self.previewStatus(server.latestBuild) + "layoutc: serving '\(input)'; Ctrl-C stops\n")
        io.interrupt.wait()
        server.stop()
        io.writeStandardError("layoutc: preview stopped\n")
        return 0
    }

    /// One status line per build, with the diagnostics when there are any.
    static func previewStatus(_ build: PreviewBuild) -> String {
        let time = Self.clock()
        if build.program != nil {
            let warnings = build.warningCount == 0
                ? "" : ", \(build.warningCount) warning\(build.warningCount == 1 ? "" : "s")"
            return build.diagnosticsText + "layoutc: [\(time)] build \(build.generation): ok\(warnings)\n"
        }
        return build.diagnosticsText
            + "layoutc: [\(time)] build \(build.generation): "
            + "\(build.errorCount) error\(build.errorCount == 1 ? "" : "s"); the page keeps the last good picture\n"
    }

    /// The wall-clock time as HH:MM:SS, for status lines.
    static func clock() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return String(format: "%02d:%02d:%02d", parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}

extension Session {
    /// `--style` and `--show-modifiers` describe an SVG picture: an error with any other output.
    func pictureOptionsError(format: FrameFormat) -> CLIError? {
        if format != .svg || options.emit != nil || options.command == .explain {
            let output = options.emit.map { "--emit \($0.rawValue)" } ?? format.rawValue
            if options.style != nil {
                return CLIError("--style applies to SVG output, not to \(output)",
                                hint: "add --format svg or -o FILE.svg")
            }
            if options.showModifiers {
                return CLIError("--show-modifiers applies to SVG output, not to \(output)",
                                hint: "add --format svg --style debug")
            }
        }
        if options.showModifiers, options.style != .debug {
            return CLIError("--show-modifiers applies to the debug style", hint: "add --style debug")
        }
        return nil
    }
}
