import Foundation
import LayoutDiagnostics
import LayoutSema
import LayoutSwiftReader
import LayoutSwiftSyntax
import LayoutAppModel

extension Session {
    /// Whether `path` is SwiftUI source rather than a `.layout` file.
    static func isSwift(_ path: String) -> Bool { SourceFile.isSwift(path) }

    /// The module `file` belongs to, as the app is built (`docs/swiftui.md`, "The app model"): its
    /// target's files, and those of the modules it imports; a file no project or package holds is
    /// read with its folder's. Read for iOS when its module builds for iOS.
    func swiftModule(of file: SourceFile, path: String) -> SwiftReader {
        guard path != "-" else { return SwiftReader(files: [file]) }
        let base = io.currentDirectory
        return SwiftReader.module(of: file, path: absolutePath(path), files: DriverFiles(read: io.readFile, status: io.pathStatus),
                                  sources: sources,
                                  platforms: { (try? platformOverride(forUnitAt: $0).get()) ?? nil }) { path in
            let prefix = base.hasSuffix("/") ? base : base + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
    }

    /// The platforms the unit at `folder` is read for over those its project or manifest names:
    /// `--platform`, else the nearest `.layoutc.json`'s `swift.platforms`; nil when neither says.
    /// A failure when that configuration cannot be read (reported).
    func platformOverride(forUnitAt folder: String) -> Result<Set<SwiftBuildConfiguration.Platform>?, CLIError> {
        if let platforms = options.platforms { return .success(platforms) }
        guard let configuration = projectConfiguration(from: folder) else {
            return .failure(CLIError("cannot read the project configuration"))
        }
        return .success(configuration.swift.platforms)
    }

    /// The options only a `.swift` input has a use for, given without one.
    func swiftOnlyOptionError(isSwift: Bool) -> CLIError? {
        guard !isSwift else { return nil }
        if options.view != nil {
            return CLIError("--view applies to .swift files, which have views to choose from")
        }
        if options.platforms != nil {
            return CLIError("--platform applies to .swift files, which are read for the platforms their app builds for")
        }
        return nil
    }

    /// The options that do not go with a `.swift` input (or that need one).
    func swiftInputError(isSwift: Bool, format: FrameFormat) -> CLIError? {
        if isSwift && options.emit == .tokens {
            return CLIError("--emit tokens applies to .layout files", hint: "--emit layout shows a .swift file as .layout")
        }
        if isSwift && format == .swiftui {
            return CLIError("--format swiftui exports a .layout file; this one is SwiftUI already")
        }
        if !isSwift && options.emit == .layout {
            return CLIError("--emit layout applies to .swift files", hint: "this file is .layout already")
        }
        return swiftOnlyOptionError(isSwift: isSwift)
    }

    /// A path as messages show it: relative to the current directory when inside it.
    func relativeName(_ path: String) -> String {
        let base = io.currentDirectory.hasSuffix("/") ? io.currentDirectory : io.currentDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// What compiling SwiftUI source gave: the compilation, or why there was none.
    enum SwiftCompiled {
        case compiled(CompileResult)
        /// `--view` names no root of the file (said on standard error: a usage error).
        case noSuchView
        /// The file has no root (valid Swift: a style, a macOS view read for iOS); the note says why.
        case nothingToLayOut(Diagnostic)
    }

    /// Compiles SwiftUI source: the root `--view` names (else the file's first preview, else its
    /// first view) read as `.layout`, with the reader's notes among the diagnostics.
    mutating func compileSwift(_ file: SourceFile, path: String, options compile: CompileOptions,
                      reader: SwiftReader? = nil) -> SwiftCompiled {
        let reader = reader ?? swiftModule(of: file, path: path)
        // `--dynamic-type`: code that reads the size (`@ScaledMetric`, `if size.isAccessibilitySize`)
        // is read at it, as lint reads it there.
        let environment = ReaderEnvironment(dynamicTypeSize: options.dynamicTypes?.first?.name)
        guard let reading = reader.read(options.view, in: file, environment: environment) else {
            if let view = options.view {
                let roots = reader.viewNames(in: file)
                io.writeStandardError("layoutc: error: no view or preview named '\(view)' in \(file.name)"
                    + (roots.isEmpty ? "" : "; it has \(roots.joined(separator: ", "))") + "\n")
                return .noSuchView
            }
            return .nothingToLayOut(Diagnostic(code: .nothingToLayOut, severity: .note,
                                               message: "\(file.name) has no view to lay out: \(reader.whyNothingToLayOut(in: file))",
                                               range: nil, path: file.name))
        }
        if options.emit == .layout {
            output(reading.text)
        }
        return .compiled(SwiftCompilation.compile(reading, name: file.name + " (read as .layout)", sources: sources,
                                                  options: compile).result)
    }
}
