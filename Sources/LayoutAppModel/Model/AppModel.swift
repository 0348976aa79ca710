import LayoutSwiftSyntax

/// What a workspace is, as the app is built (`docs/swiftui.md`, "The app model"): its units — each
/// Xcode project, each Swift package, and each folder of Swift files that has neither — and their
/// modules (a project's targets, a package's targets, a folder's files), each with its files, the
/// platforms it builds for and the modules it depends on. Read once per run; the reader, lint, the
/// preview and the language server ask it and never walk folders or read a manifest themselves.
public struct AppModel: Sendable {
    public typealias Platform = SwiftBuildConfiguration.Platform

    /// A project, a package or a folder: the scope of names. Two units never see each other's
    /// files, but a module may depend on a package's products.
    public struct Unit: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// An Xcode project: the path of its `.xcodeproj`.
            case project(String)
            /// A Swift package: the path of its `Package.swift`.
            case package(String)
            /// Swift files with no manifest or project: their folder.
            case folder
        }

        public var name: String
        public var kind: Kind
        /// The folder the unit's paths are relative to.
        public var folder: String
        /// Its modules, as indices into `modules`.
        public var modules: [Int]
    }

    /// A target (or a folder unit's files): the files compiled together.
    public struct Module: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case app, appExtension = "app extension", library, executable, folder
        }

        public var name: String
        public var unit: Int
        public var kind: Kind
        /// The platforms it is built for (a folder's: iOS; a package's library: those its manifest
        /// names, or every platform).
        public var platforms: Set<Platform>
        /// Its `.swift` files, absolute paths, sorted.
        public var files: [String]
        /// The modules it depends on directly (a package's products resolved to their targets).
        public var dependencies: [Int]
        /// Compilation conditions its build defines (`DEBUG` and the project's own).
        public var compilationConditions: Set<String>
        /// The iPhone orientations the app allows (`UIInterfaceOrientationPortrait`, …); nil when
        /// the project does not say (a package, a folder).
        public var iPhoneOrientations: [String]?
        /// The asset catalogues under the folder that holds its files (`AssetCatalog.catalogues`),
        /// found as the model is read: the language server reads a module's images on every
        /// keystroke, and looked for them in its folders each time.
        public var assetCatalogues: [String] = []

        /// The build a reading of this module for `platform` stands for.
        public func configuration(for platform: Platform) -> SwiftBuildConfiguration {
            SwiftBuildConfiguration(platform: platform, definedFlags: compilationConditions)
        }
    }

    /// Something the model could not read as written (a damaged project, a manifest that computes
    /// its targets), located in its file.
    public struct Note: Sendable, Equatable {
        public enum Severity: String, Sendable { case warning, note }
        public var severity: Severity
        public var message: String
        public var file: String
        /// A byte offset in `file`, when the message has one.
        public var offset: Int?
    }

    public var units: [Unit] = []
    public var modules: [Module] = []
    public var notes: [Note] = []

    public init() {}

    /// The model with each unit's modules built for the platforms `choice` gives the unit's
    /// folder (the command line's `--platform`, a `.layoutc.json`'s `swift.platforms`) instead of
    /// those its project or manifest names; a unit it gives nil keeps its own. A file's imports
    /// and `#if`s still narrow each view's platforms.
    public func overridingPlatforms(_ choice: (_ unitFolder: String) -> Set<Platform>?) -> AppModel {
        var model = self
        for unit in units {
            guard let platforms = choice(unit.folder), !platforms.isEmpty else { continue }
            for module in unit.modules { model.modules[module].platforms = platforms }
        }
        return model
    }

    /// The modules that compile `file` (a file in a folder two targets share is in both).
    public func modules(containing file: String) -> [Int] {
        modules.indices.filter { modules[$0].files.contains(file) }
    }

    /// The modules of the units that hold `paths` (files, or folders some file is in), with every
    /// module they depend on: what a run given these paths reads.
    public func modules(reaching paths: [String]) -> Set<Int> {
        var units: Set<Int> = []
        for module in modules where !units.contains(module.unit)
            && module.files.contains(where: { file in paths.contains { file == $0 || file.hasPrefix($0 + "/") } }) {
            units.insert(module.unit)
        }
        var result = Set(units.flatMap { self.units[$0].modules })
        for module in result { result.formUnion(dependencyClosure(of: module)) }
        return result
    }

    /// The modules that depend on one of `modules`, directly or not, in the model's order (without
    /// them): the only ones whose code can use their views.
    public func dependents(of modules: [Int]) -> [Int] {
        var reached = Set(modules)
        var changed = true
        while changed {
            changed = false
            for index in self.modules.indices where !reached.contains(index)
                && self.modules[index].dependencies.contains(where: reached.contains) {
                reached.insert(index)
                changed = true
            }
        }
        return self.modules.indices.filter { reached.contains($0) && !modules.contains($0) }
    }

    /// Every module `module` depends on, directly or not, nearest first (without itself).
    public func dependencyClosure(of module: Int) -> [Int] {
        var seen: Set<Int> = [module]
        var order: [Int] = []
        var queue = modules[module].dependencies
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            order.append(next)
            queue += modules[next].dependencies
        }
        return order
    }
}
