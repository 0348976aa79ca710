import LayoutSwiftSyntax

extension AppModel {
    /// Reads the app model of the folders and files at `paths` (absolute): every Xcode project and
    /// Swift package under them (and the local packages they reference, wherever those are), and
    /// the Swift files no project or package claims, grouped into folder units (`docs/swiftui.md`).
    /// A `.swift` file given alone is read with the project or package it belongs to, found by
    /// walking up its folders (as an editor opens it), else with its own folder.
    public static func read(_ paths: [String], files: WorkspaceFiles) -> AppModel {
        var reader = WorkspaceReader(files: files)
        for path in paths.map(WorkspacePath.normalized) {
            if files.names(inFolder: path) != nil {
                reader.scan(path)
                reader.inputFolders.append(path)
            } else {
                reader.scanEnclosing(path)
            }
        }
        return reader.build()
    }
}

/// What a scan found, then the units made of it.
struct WorkspaceReader {
    let files: WorkspaceFiles
    /// Folders never looked into: build products, dependency checkouts, version control.
    static let skippedFolders: Set<String> = [".build", ".swiftpm", "DerivedData", "Pods", "Carthage", "checkouts",
                                              "SourcePackages", "node_modules", ".git", "xcuserdata"]
    /// The most entries one scan visits (a workspace of real apps has far fewer).
    static let maxEntries = 200_000

    var swiftFiles: Set<String> = []
    var manifests: Set<String> = []
    var projects: Set<String> = []
    /// Folders holding a `.git` entry: a repository's root is a unit's boundary.
    var repositoryRoots: Set<String> = []
    var inputFolders: [String] = []
    /// `.swift` files given alone whose folder is read as their unit (no project or package holds them).
    var looseFileFolders: [String] = []
    /// Files given alone inside a project or package: read with its folder when no target has them.
    var givenFiles: [String] = []
    var visited = 0
    var model = AppModel()

    init(files: WorkspaceFiles) {
        self.files = files
    }

    mutating func scan(_ folder: String, depth: Int = 0) {
        guard depth < 64, visited < Self.maxEntries, let names = files.names(inFolder: folder) else { return }
        for name in names {
            visited += 1
            let path = WorkspacePath.child(folder, name)
            if name == ".git" { repositoryRoots.insert(folder) }
            if name.hasSuffix(".xcodeproj") {
                projects.insert(path)
                continue
            }
            if name.hasPrefix(".") || Self.skippedFolders.contains(name) || name.hasSuffix(".xcassets")
                || name.hasSuffix(".xcworkspace") { continue }
            if name == "Package.swift" {
                manifests.insert(path)
            } else if name.hasSuffix(".swift") {
                swiftFiles.insert(path)
            } else if !name.utf8.contains(UInt8(ascii: ".")) || files.names(inFolder: path) != nil {
                scan(path, depth: depth + 1)
            }
        }
    }

    /// A file given alone: the project or package above it (scanned whole), else its folder.
    mutating func scanEnclosing(_ file: String) {
        var folder = WorkspacePath.parent(file)
        for _ in 0..<64 {
            let names = files.names(inFolder: folder) ?? []
            if names.contains("Package.swift") || names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                scan(folder)
                swiftFiles.insert(file)
                givenFiles.append(file)
                return
            }
            if names.contains(".git") || folder == "/" { break }
            folder = WorkspacePath.parent(folder)
        }
        let own = WorkspacePath.parent(file)
        for name in files.names(inFolder: own) ?? [] where name.hasSuffix(".swift") && !name.hasPrefix(".") {
            swiftFiles.insert(WorkspacePath.join(own, name))
        }
        swiftFiles.insert(file)
        looseFileFolders.append(own)
    }

    mutating func build() -> AppModel {
        var packages = PackageUnits(files: files)
        for manifest in manifests.sorted() { packages.load(manifest) }
        // Projects first: they name the local packages they use, which may lie outside the scan.
        var projectUnits: [(path: String, project: XcodeProject)] = []
        for path in projects.sorted() {
            let file = WorkspacePath.join(path, "project.pbxproj")
            guard let bytes = files.read(file) else {
                model.notes.append(.init(severity: .warning, message: "cannot read the Xcode project: its folders are "
                                         + "read as plain Swift files", file: file, offset: nil))
                continue
            }
            switch XcodeProject.read(bytes) {
            case let .failure(error):
                model.notes.append(.init(severity: .warning, message: "the Xcode project cannot be read (\(error.message)): "
                                         + "its folders are read as plain Swift files", file: file, offset: error.offset))
            case let .success(project):
                let folder = WorkspacePath.parent(path)
                for local in project.localPackages {
                    packages.load(WorkspacePath.join(WorkspacePath.join(folder, local), "Package.swift"))
                }
                projectUnits.append((path, project))
            }
        }
        packages.resolve(into: &model, knownFiles: swiftFiles)
        for (path, project) in projectUnits { addProject(project, at: path, packages: packages) }
        addFolderUnits()
        for index in model.modules.indices {
            model.modules[index].assetCatalogues = AssetCatalog.catalogues(holding: model.modules[index].files, files: files)
        }
        model.notes += packages.notes
        return model
    }

    /// A project's targets (but its tests) as modules of one unit.
    mutating func addProject(_ project: XcodeProject, at path: String, packages: PackageUnits) {
        let folder = WorkspacePath.parent(path)
        let unit = model.units.count
        model.units.append(.init(name: WorkspacePath.name(path).replacingOccurrences(of: ".xcodeproj", with: ""),
                                 kind: .project(path), folder: folder, modules: []))
        var byName: [String: Int] = [:]
        var pending: [(module: Int, target: XcodeProject.Target)] = []
        for target in project.targets where !target.isTest {
            var files = Set(target.files.map { WorkspacePath.join(folder, $0) })
            for synchronized in target.folders {
                let root = WorkspacePath.join(folder, synchronized.path)
                let excluded = Set(synchronized.excluded.map { WorkspacePath.join(root, $0) })
                files.formUnion(swiftFiles(under: root).filter { !excluded.contains($0) })
            }
            let index = model.modules.count
            model.modules.append(.init(
                name: target.name, unit: unit, kind: target.isExtension ? .appExtension : target.productType.contains("application") ? .app : .library,
                platforms: target.platforms, files: files.sorted(), dependencies: [],
                compilationConditions: target.compilationConditions.union(["DEBUG"]),
                iPhoneOrientations: target.iPhoneOrientations))
            model.units[unit].modules.append(index)
            byName[target.name] = index
            pending.append((index, target))
        }
        for (index, target) in pending {
            var dependencies = target.dependencies.compactMap { byName[$0] }
            for product in target.packageProducts {
                let package = product.localPackage.map { WorkspacePath.join(WorkspacePath.join(folder, $0), "Package.swift") }
                dependencies += packages.modules(ofProduct: product.name, package: package)
            }
            model.modules[index].dependencies = Self.unique(dependencies)
        }
    }

    /// The `.swift` files under `folder` that the scan found.
    func swiftFiles(under folder: String) -> [String] {
        swiftFiles.filter { WorkspacePath.isInside($0, folder) }.sorted()
    }

    /// The files no project or package compiles, in folder units: the folder given (or a file's own
    /// folder), split into its subfolders when it is a folder of several apps or repositories.
    mutating func addFolderUnits() {
        let claimed = Set(model.modules.flatMap(\.files))
        for file in givenFiles where !claimed.contains(file) {
            let own = WorkspacePath.parent(file)
            looseFileFolders.append(own)
            for name in files.names(inFolder: own) ?? [] where name.hasSuffix(".swift") && !name.hasPrefix(".") {
                swiftFiles.insert(WorkspacePath.join(own, name))
            }
        }
        // A project's or package's folder: files there that its targets leave out are not built.
        let owned = model.units.map(\.folder)
        let given = Set(looseFileFolders)
        let loose = swiftFiles.filter { file in
            !claimed.contains(file)
                && (given.contains(WorkspacePath.parent(file)) || !owned.contains { WorkspacePath.isInside(file, $0) })
        }
        var groups: [String: [String]] = [:]
        for folder in inputFolders + looseFileFolders {
            for (root, members) in group(loose.filter { WorkspacePath.isInside($0, folder) }, in: folder) {
                groups[root, default: []] += members
            }
        }
        for (folder, members) in groups.sorted(by: { $0.key < $1.key }) {
            let unique = Self.unique(members).sorted()
            guard !unique.isEmpty else { continue }
            let unit = model.units.count
            model.units.append(.init(name: WorkspacePath.name(folder), kind: .folder, folder: folder, modules: [model.modules.count]))
            model.modules.append(.init(name: WorkspacePath.name(folder), unit: unit, kind: .folder, platforms: [.iOS],
                                       files: unique, dependencies: [], compilationConditions: ["DEBUG"],
                                       iPhoneOrientations: nil))
        }
    }

    /// `files` (all under `folder`) by the unit folder each belongs to: `folder`, unless its
    /// subfolders are apps of their own — more than one holds a project, a package, a repository or
    /// an `@main` — and nothing lies directly in it; then each subfolder is grouped the same way.
    func group(_ files: [String], in folder: String, depth: Int = 0) -> [String: [String]] {
        guard !files.isEmpty else { return [:] }
        let direct = files.contains { WorkspacePath.parent($0) == folder }
        var bySubfolder: [String: [String]] = [:]
        for file in files where WorkspacePath.parent(file) != folder {
            let rest = file.dropFirst(folder == "/" ? 1 : folder.count + 1)
            guard let first = rest.split(separator: "/").first else { continue }
            bySubfolder[WorkspacePath.join(folder, String(first)), default: []].append(file)
        }
        // The subfolders: those with loose files, and those holding a project or a package.
        var subfolders = Set(bySubfolder.keys)
        for unit in model.units where unit.folder != folder && WorkspacePath.isInside(unit.folder, folder) {
            let rest = unit.folder.dropFirst(folder == "/" ? 1 : folder.count + 1)
            if let first = rest.split(separator: "/").first { subfolders.insert(WorkspacePath.join(folder, String(first))) }
        }
        let apps = subfolders.filter { subfolder in
            repositoryRoots.contains(subfolder)
                || model.units.contains { WorkspacePath.isInside($0.folder, subfolder) }
                || (bySubfolder[subfolder] ?? []).contains { isAppEntry($0) }
        }
        guard depth < 16, !direct, apps.count > 1 else { return [folder: files] }
        var out: [String: [String]] = [:]
        for (subfolder, members) in bySubfolder {
            for (root, grouped) in group(members, in: subfolder, depth: depth + 1) { out[root, default: []] += grouped }
        }
        return out
    }

    /// Whether the file declares an app's entry point (`@main`).
    func isAppEntry(_ file: String) -> Bool {
        guard let bytes = files.read(file) else { return false }
        return bytes.firstRange(of: Array("@main".utf8)) != nil
    }

    static func unique<T: Hashable>(_ items: [T]) -> [T] {
        var seen: Set<T> = []
        return items.filter { seen.insert($0).inserted }
    }
}
