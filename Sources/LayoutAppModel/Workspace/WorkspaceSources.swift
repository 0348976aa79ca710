import Foundation
import LayoutDiagnostics
import LayoutSwiftSyntax

/// The files of an app model as sources: each read once into the run's source manager, each parsed
/// once per build it is read for, and each module's declarations indexed once per platform (with
/// the modules it imports). Safe to ask from several threads.
public final class WorkspaceSources: @unchecked Sendable {
    public let model: AppModel
    public let sources: SourceManager
    let files: WorkspaceFiles
    /// How a path is shown in messages (relative to the current folder, as the driver writes paths).
    let displayName: @Sendable (String) -> String
    private let lock = NSLock()
    private var byPath: [String: SourceFile] = [:]
    private var pathByID: [SourceFileID: String] = [:]
    private var syntax: [SyntaxKey: SwiftFileSyntax] = [:]
    private var indexes: [IndexKey: ModuleReading] = [:]
    private var moduleFiles: [IndexKey: ModuleFiles] = [:]
    private var declarations: [IndexKey: DeclarationIndex.ModuleDeclarations] = [:]
    private var moduleViews: [Int: AppViews.ModuleViews] = [:]
    /// What an earlier reading of the same model into the same source manager made, and the
    /// modules (by platform) whose files this one found unchanged (`Carried`).
    private let carried: Carried?
    private var unchanged: Set<IndexKey> = []

    /// What a reading made that the next reading of the same model, into the same source manager,
    /// can take when the files it comes from did not change: the language server reads a
    /// document's module and the modules that use it again on every keystroke, and only the edited
    /// file has changed. A file is the same when its bytes are; a module's files, declarations and
    /// reading when all its files (and its reading's modules' files) are the same; a module's views
    /// and uses (`AppViews.ModuleViews`) when, besides, the views its reading's other modules declare
    /// have the same names (all its uses resolve to).
    public struct Carried: @unchecked Sendable {  // values, and a source manager only compared
        fileprivate var model: AppModel
        fileprivate var sources: SourceManager
        fileprivate var byPath: [String: SourceFile]
        fileprivate var syntax: [SyntaxKey: SwiftFileSyntax]
        fileprivate var indexes: [IndexKey: ModuleReading]
        fileprivate var moduleFiles: [IndexKey: ModuleFiles]
        fileprivate var declarations: [IndexKey: DeclarationIndex.ModuleDeclarations]
        fileprivate var moduleViews: [Int: AppViews.ModuleViews]
    }

    /// What the next reading of the same model into the same source manager can take from this one.
    public func carry() -> Carried {
        lock.lock()
        defer { lock.unlock() }
        return Carried(model: model, sources: sources, byPath: byPath, syntax: syntax, indexes: indexes,
                       moduleFiles: moduleFiles, declarations: declarations, moduleViews: moduleViews)
    }

    struct SyntaxKey: Hashable {
        var path: String
        var configuration: SwiftBuildConfiguration
    }

    struct IndexKey: Hashable {
        var module: Int
        var platform: AppModel.Platform
    }

    /// A module's declarations as one platform builds them: the module first, then the modules its
    /// files import (those it depends on), with their files.
    public struct ModuleReading: Sendable {
        public var index: DeclarationIndex
        /// The files of the reading, the module's own first.
        public var files: [SourceFile]
        /// The app model's module of each of the index's modules.
        public var modules: [Int]
        public var configuration: SwiftBuildConfiguration
        /// What the asset catalogues in the modules' folders hold, by name (the module's own
        /// first): image sizes in points, colours.
        public var assets = AssetCatalog.Assets()
    }

    /// A module's files as one platform builds them, in the model's order: each file's path,
    /// source and syntax (the files that can be read), and the names the files import.
    public struct ModuleFiles: Sendable {
        public var configuration: SwiftBuildConfiguration
        public var files: [(path: String, file: SourceFile, syntax: SwiftFileSyntax)] = []
        /// Each file's imports, by path.
        public var imports: [String: [String]] = [:]
        /// What any of them imports.
        public var imported: Set<String> = []
    }

    /// `carrying` what an earlier reading made, used when it read the same model into `sources`.
    public init(model: AppModel, files: WorkspaceFiles, sources: SourceManager,
                displayName: @escaping @Sendable (String) -> String = { $0 }, carrying: Carried? = nil) {
        self.model = model
        self.files = files
        self.sources = sources
        self.displayName = displayName
        if let carrying, carrying.sources === sources, carrying.model.units == model.units,
           carrying.model.modules == model.modules {
            carried = carrying
        } else {
            carried = nil
        }
    }

    /// The source of the file at `path` (read once); nil when it cannot be read.
    public func file(_ path: String) -> SourceFile? {
        lock.lock()
        if let known = byPath[path] {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let bytes = files.read(path) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = byPath[path] { return known }
        let file: SourceFile
        if let earlier = carried?.byPath[path], earlier.bytes == bytes {
            file = earlier
        } else {
            file = sources.add(name: displayName(path), bytes: bytes)
        }
        byPath[path] = file
        pathByID[file.id] = path
        return file
    }

    /// The path a source was read from.
    public func path(of file: SourceFileID) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return pathByID[file]
    }

    /// Registers a source already read (a document an editor holds, standard input) as the file at `path`.
    public func use(_ file: SourceFile, for path: String) {
        lock.lock()
        byPath[path] = file
        pathByID[file.id] = path
        lock.unlock()
    }

    /// The file at `path` parsed as `configuration` builds it.
    public func syntax(_ path: String, _ configuration: SwiftBuildConfiguration) -> (file: SourceFile, syntax: SwiftFileSyntax)? {
        guard let file = file(path) else { return nil }
        let key = SyntaxKey(path: path, configuration: configuration)
        lock.lock()
        if let parsed = syntax[key] {
            lock.unlock()
            return (file, parsed)
        }
        if let earlier = carried, earlier.byPath[path]?.id == file.id, let parsed = earlier.syntax[key] {
            syntax[key] = parsed
            lock.unlock()
            return (file, parsed)
        }
        lock.unlock()
        let parsed = ParsedFiles.shared.syntax(of: file.bytes, configuration, path: path)
        lock.lock()
        syntax[key] = parsed
        lock.unlock()
        return (file, parsed)
    }

    /// The names a file imports (`import BeaconUI`), as `platform` builds its module.
    public func imports(of path: String, _ configuration: SwiftBuildConfiguration) -> [String] {
        guard let parsed = syntax(path, configuration)?.syntax else { return [] }
        var names: [String] = []
        var pending = parsed.declarations[...]
        var stack: [ArraySlice<SwiftDecl>] = []
        while true {
            guard let declaration = pending.popFirst() else {
                guard let outer = stack.popLast() else { break }
                pending = outer
                continue
            }
            switch declaration {
            case let .importDecl(name, _): names.append(name)
            case let .conditional(inner, _):
                stack.append(pending)
                pending = inner[...]
            default: break
            }
        }
        return names
    }

    /// What the asset catalogues under the folder that holds module `module`'s files hold.
    func assets(of module: Int) -> AssetCatalog.Assets {
        var assets = AssetCatalog.Assets()
        for catalogue in model.modules[module].assetCatalogues {
            assets.add(AssetCatalog.assets(in: catalogue, files: files))
        }
        return assets
    }

    /// Module `module`'s files as `platform` builds them (read and parsed once per run).
    public func files(of module: Int, for platform: AppModel.Platform) -> ModuleFiles {
        let key = IndexKey(module: module, platform: platform)
        return cached(\.moduleFiles, key) {
            let configuration = model.modules[module].configuration(for: platform)
            if let earlier = carried?.moduleFiles[key] {
                let now = model.modules[module].files.compactMap { file($0)?.id }
                if now.elementsEqual(earlier.files.lazy.map(\.file.id)) {
                    lock.lock()
                    unchanged.insert(key)
                    lock.unlock()
                    return earlier
                }
            }
            var made = ModuleFiles(configuration: configuration)
            for path in model.modules[module].files {
                guard let (file, syntax) = syntax(path, made.configuration) else { continue }
                made.files.append((path, file, syntax))
                let names = imports(of: path, made.configuration)
                made.imports[path] = names
                made.imported.formUnion(names)
            }
            return made
        }
    }

    /// Whether module `module`'s files, as `platform` builds them, are those of the carried reading.
    func isUnchanged(_ module: Int, for platform: AppModel.Platform) -> Bool {
        guard carried != nil else { return false }
        _ = files(of: module, for: platform)
        lock.lock()
        defer { lock.unlock() }
        return unchanged.contains(IndexKey(module: module, platform: platform))
    }

    /// What module `module`'s files declare as `platform` builds them (indexed once per run: a
    /// module many others import is in each of their readings).
    func declarations(of module: Int, for platform: AppModel.Platform) -> DeclarationIndex.ModuleDeclarations {
        let key = IndexKey(module: module, platform: platform)
        return cached(\.declarations, key) {
            if isUnchanged(module, for: platform), let earlier = carried?.declarations[key] { return earlier }
            return DeclarationIndex.ModuleDeclarations(files: files(of: module, for: platform).files.map { ($0.file, $0.syntax) })
        }
    }

    /// The value `table` holds for `key`, made by `make` (outside the lock) the first time.
    private func cached<Value>(_ table: ReferenceWritableKeyPath<WorkspaceSources, [IndexKey: Value]>, _ key: IndexKey,
                               _ make: () -> Value) -> Value {
        lock.lock()
        if let known = self[keyPath: table][key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make()
        lock.lock()
        self[keyPath: table][key] = made
        lock.unlock()
        return made
    }

    /// Module `module`'s declarations as `platform` builds them, with the modules it imports.
    /// The types declared twice in a module (swiftc's invalid redeclarations) that the readings made
    /// so far hold, each once, by file and place.
    public func redeclarations() -> [DeclarationIndex.Redeclaration] {
        lock.lock()
        let readings = Array(indexes.values)
        lock.unlock()
        var seen: Set<[Int]> = []
        var found: [(path: String, redeclaration: DeclarationIndex.Redeclaration)] = []
        for reading in readings {
            for redeclaration in reading.index.redeclarations
            where seen.insert([Int(redeclaration.again.id.rawValue), redeclaration.againRange.lowerBound]).inserted {
                found.append((path(of: redeclaration.again.id) ?? "", redeclaration))
            }
        }
        return found.sorted { ($0.path, $0.redeclaration.againRange.lowerBound) < ($1.path, $1.redeclaration.againRange.lowerBound) }
            .map(\.redeclaration)
    }

    public func reading(of module: Int, for platform: AppModel.Platform) -> ModuleReading {
        let key = IndexKey(module: module, platform: platform)
        return cached(\.indexes, key) {
            // The same modules when their files are the same: the reading's modules come from them.
            if let earlier = carried?.indexes[key], earlier.modules.allSatisfy({ isUnchanged($0, for: platform) }) {
                var reading = earlier
                reading.assets = AssetCatalog.Assets()
                for member in reading.modules {
                    reading.assets.add(assets(of: member))
                }
                return reading
            }
            return makeReading(of: module, for: platform)
        }
    }

    /// The modules of module `module`'s reading as `platform` builds it: the module, then every
    /// module it depends on that one of the reading's files imports.
    func members(of module: Int, for platform: AppModel.Platform) -> [Int] {
        var members = [module]
        var queue = [module]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            let imported = files(of: current, for: platform).imported
            for dependency in model.dependencyClosure(of: current)
            where imported.contains(model.modules[dependency].name) && !members.contains(dependency) {
                members.append(dependency)
                queue.append(dependency)
            }
        }
        return members
    }

    /// The views (an app's module's, as `AppViews` read them) the carried reading found in module
    /// `module`; the views read now, to carry.
    func carriedViews(of module: Int) -> AppViews.ModuleViews? { carried?.moduleViews[module] }

    func keep(_ views: AppViews.ModuleViews, of module: Int) {
        lock.lock()
        moduleViews[module] = views
        lock.unlock()
    }

    private func makeReading(of module: Int, for platform: AppModel.Platform) -> ModuleReading {
        let members = members(of: module, for: platform)
        var entries: [(module: DeclarationIndex.Module, declarations: DeclarationIndex.ModuleDeclarations)] = []
        var allFiles: [SourceFile] = []
        for member in members {
            let own = files(of: member, for: platform)
            let visible = [entries.count] + members.indices.filter {
                members[$0] != member && own.imported.contains(model.modules[members[$0]].name)
            }
            entries.append((DeclarationIndex.Module(name: model.modules[member].name, visible: visible),
                            declarations(of: member, for: platform)))
            allFiles += own.files.map(\.file)
        }
        var reading = ModuleReading(index: DeclarationIndex(modules: entries), files: allFiles, modules: members,
                                    configuration: model.modules[module].configuration(for: platform))
        for member in members {
            reading.assets.add(assets(of: member))
        }
        return reading
    }
}

/// The files a process has parsed, by their bytes and the build that parsed them: the language
/// server reads a module again on every keystroke, and only the edited file has changed. A syntax
/// holds offsets, never a file's identity, so one parse serves every reading of the same bytes.
/// The last parse of each path is found first, by the path: the bytes of a file that did not
/// change are then compared (the same array, most often: the disk cache's), not hashed again —
/// hashing every file of a module's readings on each keystroke was a tenth of the server's time.
final class ParsedFiles: @unchecked Sendable {
    static let shared = ParsedFiles()
    /// Past this many, the cache starts again (a workspace of a few thousand files fits).
    static let capacity = 8_192

    private struct Key: Hashable {
        var bytes: [UInt8]
        var configuration: SwiftBuildConfiguration

        /// The bytes hashed as one buffer, not element by element.
        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(configuration)
        }
    }

    private struct PathKey: Hashable {
        var path: String
        var configuration: SwiftBuildConfiguration
    }

    private let lock = NSLock()
    private var parsed: [Key: SwiftFileSyntax] = [:]
    private var byPath: [PathKey: (bytes: [UInt8], syntax: SwiftFileSyntax)] = [:]

    func syntax(of bytes: [UInt8], _ configuration: SwiftBuildConfiguration, path: String? = nil) -> SwiftFileSyntax {
        let pathKey = path.map { PathKey(path: $0, configuration: configuration) }
        lock.lock()
        if let pathKey, let last = byPath[pathKey], last.bytes == bytes {
            lock.unlock()
            return last.syntax
        }
        let key = Key(bytes: bytes, configuration: configuration)
        if let known = parsed[key] {
            if let pathKey { byPath[pathKey] = (bytes, known) }
            lock.unlock()
            return known
        }
        lock.unlock()
        let syntax = SwiftParser.parse(bytes, configuration: configuration)
        lock.lock()
        if parsed.count >= Self.capacity || byPath.count >= Self.capacity {
            parsed.removeAll(keepingCapacity: true)
            byPath.removeAll(keepingCapacity: true)
        }
        parsed[key] = syntax
        if let pathKey { byPath[pathKey] = (bytes, syntax) }
        lock.unlock()
        return syntax
    }
}
