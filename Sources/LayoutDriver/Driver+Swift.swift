import Foundation
import LayoutDiagnostics
import LayoutSema
import LayoutSwiftReader

/// The Swift modules a run has read, by folder (`Session.swiftModule(containing:)`).
final class SwiftModuleCache {
    struct Module {
        var reader: SwiftReader
        /// The module's files by absolute path.
        var files: [String: SourceFile]
    }

    var byDirectory: [String: Module] = [:]
}

extension Session {
    /// Whether `path` is SwiftUI source rather than a `.layout` file.
    static func isSwift(_ path: String) -> Bool { path.lowercased().hasSuffix(".swift") }

    /// The module `file` belongs to: it and the other `.swift` files of its folder (the views,
    /// constants and modifiers it may use, as the compiler sees them within a module), read into
    /// the source manager; at most `maxModuleFiles` of them.
    func swiftModule(of file: SourceFile, path: String) -> SwiftReader {
        var files = [file]
        guard path != "-" else { return SwiftReader(files: files) }
        let directory = (absolutePath(path) as NSString).deletingLastPathComponent
        let own = absolutePath(path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names.sorted() where Self.isSwift(name) && !name.hasPrefix(".") && files.count < Self.maxModuleFiles {
            let sibling = (directory as NSString).appendingPathComponent(name)
            guard sibling != own, case let .success(bytes) = io.readFile(sibling) else { continue }
            files.append(sources.add(name: relativeName(sibling), bytes: bytes))
        }
        return SwiftReader(files: files)
    }

    static let maxModuleFiles = 2_000

    /// The module of the `.swift` file at `path` (every `.swift` file of its folder, read and
    /// parsed once per run) and the file in it; an error message when the file cannot be read.
    func swiftModule(containing path: String) -> Result<(reader: SwiftReader, file: SourceFile), CLIError> {
        let absolute = absolutePath(path)
        let directory = (absolute as NSString).deletingLastPathComponent
        if swiftModules.byDirectory[directory] == nil {
            var files: [String: SourceFile] = [:]
            var ordered: [SourceFile] = []
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() where Self.isSwift(name) && !name.hasPrefix(".") && ordered.count < Self.maxModuleFiles {
                let file = (directory as NSString).appendingPathComponent(name)
                guard case let .success(bytes) = io.readFile(file) else { continue }
                let source = sources.add(name: relativeName(file), bytes: bytes)
                files[file] = source
                ordered.append(source)
            }
            swiftModules.byDirectory[directory] = SwiftModuleCache.Module(reader: SwiftReader(files: ordered), files: files)
        }
        guard let module = swiftModules.byDirectory[directory], let file = module.files[absolute] else {
            if case let .failure(error) = io.readFile(absolute) {
                return .failure(CLIError("cannot read '\(path)': \(error.message)"))
            }
            return .failure(CLIError("cannot read '\(path)' with the other .swift files of its folder"))
        }
        return .success((module.reader, file))
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
        if !isSwift && options.view != nil {
            return CLIError("--view applies to .swift files, which have views to choose from")
        }
        return nil
    }

    /// A path as messages show it: relative to the current directory when inside it.
    func relativeName(_ path: String) -> String {
        let base = io.currentDirectory.hasSuffix("/") ? io.currentDirectory : io.currentDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Compiles SwiftUI source: the root `--view` names (else the file's first preview, else its
    /// first view) read as `.layout`, with the reader's notes among the diagnostics. Nil, after an
    /// error, when the file has no view to lay out.
    mutating func compileSwift(_ file: SourceFile, path: String, options compile: CompileOptions,
                      reader: SwiftReader? = nil) -> CompileResult? {
        let reader = reader ?? swiftModule(of: file, path: path)
        guard let reading = reader.read(options.view, in: file) else {
            let roots = reader.viewNames(in: file)
            io.writeStandardError("layoutc: error: " + (options.view.map {
                "no view or preview named '\($0)' in \(file.name)" + (roots.isEmpty ? "" : "; it has \(roots.joined(separator: ", "))")
            } ?? "\(file.name) has no view to lay out: no #Preview, PreviewProvider or struct … : View") + "\n")
            return nil
        }
        if options.emit == .layout {
            output(reading.text)
        }
        return SwiftCompilation.compile(reading, name: file.name + " (read as .layout)", sources: sources,
                                        options: compile).result
    }
}
