import LayoutSwiftSyntax

/// The Swift packages of a workspace: each manifest read once, its targets made modules, their
/// dependencies resolved to modules (of the package, or of a local package's products).
struct PackageUnits {
    let files: WorkspaceFiles
    /// Manifests read, by path, in the order first met.
    var manifests: [(path: String, manifest: PackageManifest)] = []
    var notes: [AppModel.Note] = []
    /// Each package's modules by target name, by manifest path (filled by `resolve`).
    var modulesByPackage: [String: [String: Int]] = [:]
    /// The most packages one workspace loads (local packages referencing each other).
    static let maxPackages = 500

    init(files: WorkspaceFiles) {
        self.files = files
    }

    /// The manifests `load` was asked for, read or not (each is tried and reported once).
    private var tried: Set<String> = []

    /// Reads the manifest at `path` (once), and the local packages it depends on; `dependent` is
    /// the manifest whose `.package(path:)` names it.
    mutating func load(_ path: String, depth: Int = 0, dependent: (manifest: String, written: String)? = nil) {
        guard depth < 32, manifests.count < Self.maxPackages, tried.insert(path).inserted else { return }
        guard let bytes = files.read(path) else {
            if let dependent {
                let folder = WorkspacePath.parent(path)
                let missing = files.names(inFolder: folder) == nil
                notes.append(.init(severity: .warning, message: "the local package '\(dependent.written)' "
                                   + (missing ? "is not there" : "has no Package.swift that can be read")
                                   + ": the modules that use its products are read without it",
                                   file: dependent.manifest, offset: nil))
            } else {
                notes.append(.init(severity: .warning, message: "cannot read the package manifest", file: path, offset: nil))
            }
            return
        }
        guard var manifest = PackageManifest.read(bytes) else {
            notes.append(.init(severity: .warning, message: "the package manifest has no 'let package = Package(…)' "
                               + "to read: its files are left out", file: path, offset: nil))
            return
        }
        let folder = WorkspacePath.parent(path)
        if let offset = manifest.targetsChangedInCode {
            let added = conventionTargets(of: manifest, in: folder)
            manifest.targets += added
            notes.append(.init(severity: .warning, message: "the manifest changes its targets in code after Package(…): "
                               + (added.isEmpty ? "only the targets it lists are read"
                                  : "each folder of Sources/ it does not list is read as a target, as SwiftPM lays a package out ("
                                    + added.map(\.name).joined(separator: ", ") + ")"),
                               file: path, offset: offset))
        }
        manifests.append((path, manifest))
        notes += manifest.notes.map { .init(severity: .note, message: $0.message, file: path, offset: $0.range.lowerBound) }
        for dependency in manifest.localDependencies {
            load(packagePath(dependency.path, from: folder), depth: depth + 1, dependent: (path, dependency.path))
        }
    }

    /// The targets SwiftPM's layout gives a package whose manifest adds targets in code: each
    /// folder of `Sources/` the manifest does not list (but tests'), depending on every other
    /// target of the package (what its files import decides what they see).
    func conventionTargets(of manifest: PackageManifest, in folder: String) -> [PackageManifest.Target] {
        let listed = Set(manifest.targets.map(\.name))
        let sources = WorkspacePath.join(folder, "Sources")
        let names = (files.names(inFolder: sources) ?? []).filter { name in
            !name.hasPrefix(".") && !listed.contains(name) && !name.hasSuffix("Tests")
                && files.names(inFolder: WorkspacePath.child(sources, name)) != nil
        }.sorted()
        let all = manifest.targets.map(\.name) + names
        return names.map { name in
            PackageManifest.Target(name: name, kind: .regular, path: nil, sources: nil, exclude: [],
                                   dependencies: all.filter { $0 != name }.map { .target($0) })
        }
    }

    /// Adds every package as a unit of `model`, its targets (but tests, macros, plugins and binaries)
    /// as modules with their files and dependencies. `knownFiles` are the Swift files a scan found;
    /// a package outside the scan has its folders listed here.
    mutating func resolve(into model: inout AppModel, knownFiles: Set<String>) {
        // Sorted: the files under a folder are one run, found by bisection.
        let known = knownFiles.sorted()
        for (path, manifest) in manifests {
            let folder = WorkspacePath.parent(path)
            let unit = model.units.count
            model.units.append(.init(name: manifest.name ?? WorkspacePath.name(folder), kind: .package(path),
                                     folder: folder, modules: []))
            var byName: [String: Int] = [:]
            for target in manifest.targets where [.regular, .executable].contains(target.kind) {
                let index = model.modules.count
                let platforms: Set<AppModel.Platform> = manifest.platforms.map { Set($0) }
                    ?? (target.kind == .executable ? [.macOS] : Set(AppModel.Platform.allCases))
                model.modules.append(.init(
                    name: target.name, unit: unit, kind: target.kind == .executable ? .executable : .library,
                    platforms: platforms.isEmpty ? Set(AppModel.Platform.allCases) : platforms,
                    files: sources(of: target, in: folder, known: known), dependencies: [],
                    compilationConditions: ["DEBUG"], iPhoneOrientations: nil))
                model.units[unit].modules.append(index)
                byName[target.name] = index
            }
            modulesByPackage[path] = byName
        }
        for (path, manifest) in manifests {
            let byName = modulesByPackage[path] ?? [:]
            let folder = WorkspacePath.parent(path)
            for target in manifest.targets {
                guard let index = byName[target.name] else { continue }
                var dependencies: [Int] = []
                for dependency in target.dependencies {
                    switch dependency {
                    case let .target(name):
                        dependencies += byName[name].map { [$0] } ?? []
                    case let .byName(name):
                        if let own = byName[name] {
                            dependencies.append(own)
                        } else {
                            for local in manifest.localDependencies {
                                dependencies += modules(ofProduct: name, package: packagePath(local.path, from: folder))
                            }
                        }
                    case let .product(name, package):
                        let locals = manifest.localDependencies.filter { package == nil || $0.name == package }
                        for local in locals {
                            dependencies += modules(ofProduct: name, package: packagePath(local.path, from: folder))
                        }
                    }
                }
                model.modules[index].dependencies = WorkspaceReader.unique(dependencies)
            }
        }
    }

    func packagePath(_ relative: String, from folder: String) -> String {
        WorkspacePath.join(WorkspacePath.join(folder, relative), "Package.swift")
    }

    /// The modules a product stands for: the targets its `products:` entry names (a package
    /// without one: the target of that name). `package` nil: any package that has it.
    func modules(ofProduct name: String, package: String?) -> [Int] {
        var found: [Int] = []
        for (path, manifest) in manifests where package == nil || path == package {
            let byName = modulesByPackage[path] ?? [:]
            if let product = manifest.products.first(where: { $0.name == name }) {
                found += product.targets.compactMap { byName[$0] }
            } else if let target = byName[name] {
                found.append(target)
            }
        }
        return found
    }

    /// A target's `.swift` files: its folder (`path:`, else SwiftPM's `Sources/NAME`, `Source/NAME`,
    /// `src/NAME`, `srcs/NAME`), limited to `sources:`, without `exclude:`.
    func sources(of target: PackageManifest.Target, in folder: String, known: [String]) -> [String] {
        let candidates = target.path.map { [$0] }
            ?? ["Sources", "Source", "src", "srcs"].map { "\($0)/\(target.name)" }
        guard let root = candidates.map({ WorkspacePath.join(folder, $0) }).first(where: { files.names(inFolder: $0) != nil })
        else { return [] }
        var found = swiftFiles(under: root, known: known)
        if let sources = target.sources {
            let roots = sources.map { WorkspacePath.join(root, $0) }
            found = found.filter { file in roots.contains { WorkspacePath.isInside(file, $0) } }
        }
        let excluded = target.exclude.map { WorkspacePath.join(root, $0) }
        return found.filter { file in !excluded.contains { WorkspacePath.isInside(file, $0) } }.sorted()
    }

    /// The `.swift` files under `folder`: those the scan found (`known`, sorted),
    /// or, for a package outside it, a listing of its own.
    func swiftFiles(under folder: String, known: [String]) -> [String] {
        let prefix = folder == "/" ? "/" : folder + "/"
        var low = 0, high = known.count
        while low < high {
            let middle = (low + high) / 2
            if known[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var scanned: [String] = []
        while low < known.count, known[low].hasPrefix(prefix) {
            scanned.append(known[low])
            low += 1
        }
        if !scanned.isEmpty { return scanned }
        var found: [String] = []
        var pending = [(folder, 0)]
        var visited = 0
        while let (current, depth) = pending.popLast(), visited < WorkspaceReader.maxEntries {
            for name in files.names(inFolder: current) ?? [] where !name.hasPrefix(".") {
                visited += 1
                let path = WorkspacePath.child(current, name)
                if name.hasSuffix(".swift") {
                    found.append(path)
                } else if depth < 32, !WorkspaceReader.skippedFolders.contains(name), files.names(inFolder: path) != nil {
                    pending.append((path, depth + 1))
                }
            }
        }
        return found
    }
}
