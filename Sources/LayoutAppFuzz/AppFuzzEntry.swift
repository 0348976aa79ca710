#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LayoutAppModel
import LayoutDiagnostics
import LayoutEngine
import LayoutSema
import LayoutSwiftReader

/// The promises the app readers keep for any folder (an `AppArchive`): the manifests' readers
/// (`project.pbxproj`, `Package.swift`, any property list) answer or refuse without a crash; the
/// workspace is read into units and modules, with notes located in their files; the app's views
/// are found, and every root of them (previews, screens, widgets, unused views) is read at Large
/// in a compact width, compiled (refused constructs dropped) and laid out on an iPhone 16's safe
/// area without a crash or a hang, with every diagnostic located inside the file it names.
public enum AppFuzzInvariants {
    /// At most this many roots are read per input (a folder can hold hundreds).
    static let maxRoots = 8
    /// The switches a root reads, and the cases of each, laid out as variants (`AppLintPlan.variantJobs`).
    static let maxVariantSites = 4
    static let folder = "/fuzz"

    public static func check(_ bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        let archive = AppArchive.files(bytes)
        var tree: [String: [UInt8]] = [:]
        for file in archive {
            tree[folder + "/" + file.path] = file.bytes
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            if name.hasSuffix(".pbxproj") || name.hasSuffix(".plist") || name.hasSuffix(".entitlements") {
                if name.hasSuffix(".pbxproj") { _ = XcodeProject.read(file.bytes) }
                if case let .failure(error) = PropertyListParser.parse(file.bytes),
                   error.offset < 0 || error.offset > file.bytes.count {
                    problems.append("\(file.path): a property-list error at \(error.offset) of \(file.bytes.count) bytes")
                }
            } else if name == "Package.swift" {
                _ = PackageManifest.read(file.bytes)
            }
        }
        // No file: no folder to read (the driver refuses a path that is not there).
        if tree.isEmpty { return problems }
        let files = MemoryFiles(bytes: tree)
        let model = AppModel.read([folder], files: files)
        // (A project may list files the folder lacks, as Xcode's do after a file is deleted on disk:
        // the reading skips them.)
        for note in model.notes {
            guard let offset = note.offset else { continue }
            let size = tree[note.file]?.count ?? -1
            if offset < 0 || offset > size {
                problems.append("'\(note.message)' is at \(offset) in \(note.file) of \(size) bytes")
            }
        }
        let sources = SourceManager()
        let workspace = WorkspaceSources(model: model, files: files, sources: sources)
        let views = AppViews.read(workspace, modules: model.modules(reaching: [folder]))
        var options = CompileOptions()
        options.textModel = .model
        // Bounded as the Swift path's fuzzer is (`SwiftReaderInvariants.maxNodes`).
        options.maxNodes = 2_000
        let environment = ReaderEnvironment(dynamicTypeSize: "large", horizontalSizeClass: "compact",
                                            verticalSizeClass: "regular", widgetFamily: "systemSmall")
        func compileAndLayOut(_ reading: SwiftReading) {
            let result = SwiftCompilation.compile(reading, name: "fuzz (read as .layout)", sources: sources,
                                                  options: options).result
            for diagnostic in result.diagnostics {
                guard let range = diagnostic.range else { continue }
                guard let located = sources.files.first(where: { $0.id == range.file }) else {
                    problems.append("'\(diagnostic.message)' is located in a file the run does not know")
                    continue
                }
                if range.start < 0 || range.start > range.end || range.end > located.bytes.count {
                    problems.append("'\(diagnostic.message)' has the range \(range.start)..<\(range.end) in \(located.bytes.count) bytes")
                }
            }
            if let program = result.program {
                _ = try? LayoutEvaluator(tree: program.tree).layout(proposal: ProposedViewSize(width: 393, height: 759))
            }
        }
        var readers: [Int: SwiftReader] = [:]
        for root in views.roots.prefix(maxRoots) {
            guard let file = workspace.file(root.file) else {
                problems.append("a root in \(root.file), which cannot be read")
                continue
            }
            let reader = readers[root.module] ?? SwiftReader(workspace.reading(of: root.module, for: .iOS))
            readers[root.module] = reader
            let reading: SwiftReading?
            switch root.kind {
            case let .preview(name): reading = reader.readPreview(name, in: file, environment: environment)
            case let .screen(key), let .unused(key): reading = reader.readView(key.name, in: file, environment: environment)
            case let .widget(widget):
                reading = widget.content.map { reader.readWidget(widget.name, content: $0, provider: widget.provider, in: file, environment: environment) }
            case let .toggleStyle(style): reading = reader.readToggleStyle(style, in: file, environment: environment)
            case let .buttonStyle(style): reading = reader.readButtonStyle(style, in: file, environment: environment)
            }
            guard let reading else { continue }
            compileAndLayOut(reading)
            // The variants lint reads of the views switching on what their callers give
            // (`AppLintPlan.variantJobs`): each case of the first few switches.
            for site in reading.switchSites.prefix(maxVariantSites) {
                guard let viewFile = sources.file(site.file) else {
                    problems.append("a switch in \(site.view) is in a file the run does not know")
                    continue
                }
                for name in site.cases.prefix(maxVariantSites) {
                    if let variant = reader.readView(site.view, in: viewFile, environment: environment,
                                                     cases: [site.key: name]) {
                        compileAndLayOut(variant)
                    }
                }
            }
        }
        return problems
    }
}

/// libFuzzer's entry (`LLVMFuzzerTestOneInput` in the executable's main.c calls it, so that this
/// library links beside the pipeline fuzzer's in the tests): the app readers keep
/// `AppFuzzInvariants` for any archive, or the run aborts with the broken promises on standard error.
@_cdecl("layoutc_app_fuzz_one_input")
public func layoutcAppFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = AppFuzzInvariants.check(bytes)
    if !problems.isEmpty {
        let report = "layoutc-app-fuzz: " + problems.prefix(8).joined(separator: "; ") + "\n"
        _ = report.withCString { write(2, $0, strlen($0)) }
        abort()
    }
    return 0
}

/// Without libFuzzer: `layoutc-app-fuzz FILE…` checks each archive; `layoutc-app-fuzz --pack
/// FOLDER OUT` writes a folder's text files as one archive (a seed). Exit 1 if a promise breaks.
@_cdecl("layoutc_app_fuzz_replay")
public func layoutcAppFuzzReplay(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let arguments = (1..<max(Int(argc), 1)).compactMap { argv?[$0].map { String(cString: $0) } }
    if arguments.first == "--pack" {
        guard arguments.count == 3 else {
            print("usage: layoutc-app-fuzz --pack FOLDER OUT")
            return 2
        }
        return pack(arguments[1], into: arguments[2]) ? 0 : 2
    }
    if arguments.isEmpty {
        print("usage: layoutc-app-fuzz FILE…  (built with --sanitize fuzzer: libFuzzer's options)")
        return 2
    }
    var failed = false
    for path in arguments {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("\(path): cannot read")
            failed = true
            continue
        }
        let problems = AppFuzzInvariants.check([UInt8](data))
        if !problems.isEmpty {
            failed = true
            print("\(path): \(problems.prefix(8).joined(separator: "; "))")
        }
    }
    print("\(arguments.count) input\(arguments.count == 1 ? "" : "s"), \(failed ? "promises broken" : "all kept the promise")")
    return failed ? 1 : 0
}

/// The text files of a folder an app is read from (Swift, manifests, property lists, JSON), in
/// path order, as one archive.
func pack(_ folder: String, into output: String) -> Bool {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
        print("\(folder): not a folder")
        return false
    }
    var files: [(path: String, bytes: [UInt8])] = []
    let kept = [".swift", ".pbxproj", ".plist", ".json", ".entitlements", ".xcworkspacedata"]
    while let relative = enumerator.nextObject() as? String {
        guard kept.contains(where: { relative.hasSuffix($0) }),
              let data = FileManager.default.contents(atPath: folder + "/" + relative) else { continue }
        files.append((relative, [UInt8](data)))
    }
    files.sort { $0.path < $1.path }
    guard FileManager.default.createFile(atPath: output, contents: Data(AppArchive.archive(files))) else {
        print("\(output): cannot write")
        return false
    }
    return true
}
