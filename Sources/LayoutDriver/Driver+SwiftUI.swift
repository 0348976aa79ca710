import Foundation
import LayoutDiagnostics
import LayoutSema
import LayoutSwiftUI

extension Session {
    /// The options that do not apply to `build --format swiftui`, which exports the file as
    /// written rather than laying it out; `--swiftui-support` without it.
    func swiftUIOptionsError(format: FrameFormat) -> CLIError? {
        guard format == .swiftui else {
            if options.swiftUISupport != nil {
                return CLIError("--swiftui-support applies to --format swiftui, not to \(format.rawValue)",
                                hint: "add --format swiftui or -o FILE.swift")
            }
            return nil
        }
        let laidOut: [(Bool, String)] = [
            (!options.proposals.isEmpty, "--proposal"), (!options.defines.isEmpty, "-D"),
            (options.dynamicTypes != nil, "--dynamic-type"), (!options.fonts.isEmpty, "--font"),
            (options.tracking != nil, "--tracking"), (options.watch, "--watch"),
        ]
        if let (_, flag) = laidOut.first(where: \.0) {
            return CLIError("\(flag) does not apply to --format swiftui, which exports the file as it is written",
                            hint: "export without it; lay the file out with --format text, json or svg")
        }
        return nil
    }

    /// `build FILE --format swiftui`: the file as SwiftUI source, on `target`, its support on
    /// `--swiftui-support`'s file or after the views.
    mutating func exportSwiftUI(_ file: SourceFile, input: String, to target: OutputTarget) -> Int32 {
        var supportTarget: OutputTarget?
        if let support = options.swiftUISupport {
            switch OutputTarget.resolve(support, inputs: [input], io: io, absolute: absolutePath) {
            case let .success(resolved): supportTarget = resolved
            case let .failure(error): return usageError(error)
            }
            if supportTarget == target {
                return usageError(CLIError("--swiftui-support names the same file as the views",
                                           hint: "give the support a file of its own"))
            }
        }
        var compile = compileOptions(defines: [])
        compile.keepsTokens = false
        compile.keepsSyntaxTree = true
        let result = Compiler.compile(file, sources: sources, options: compile)
        keepUntilExit(result)
        var diagnostics = result.diagnostics
        defer { emitDiagnostics(diagnostics, format: options.diagnosticsFormat) }
        guard result.program != nil else {
            if result.isLibrary, !result.diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(.nothingToLayOut(file))
            }
            return 1
        }
        let base = input == "-" ? "Layout" : ((input as NSString).lastPathComponent as NSString).deletingPathExtension
        let export = SwiftUIExporter.export(result, file: file, options: SwiftUIExportOptions(
            rootName: base, sourceName: input == "-" ? "-" : (input as NSString).lastPathComponent,
            separateSupport: supportTarget != nil))
        diagnostics += export.diagnostics
        guard let source = export.source else { return 1 }
        let status = deliver(source, to: target)
        guard status == 0, let supportTarget else { return status }
        return deliver(export.support ?? SupportSources.header, to: supportTarget)
    }
}
