import LayoutSwiftSyntax

/// What an Xcode project (`NAME.xcodeproj/project.pbxproj`) says about the app it builds: its
/// targets, each with its Swift files, the platforms it builds for, the local packages' products it
/// links, and the settings layoutc reads (the iPhone's orientations, the compilation conditions).
/// Paths are relative to the folder that holds the `.xcodeproj`. Read as Xcode 15 writes a project
/// (a `PBXGroup` tree, `PBXSourcesBuildPhase` files) and as Xcode 16 does (folders synchronized
/// with the disk: `PBXFileSystemSynchronizedRootGroup`, with per-target exceptions).
public struct XcodeProject: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// `com.apple.product-type.application`, `…app-extension`, `…framework`, `…bundle.unit-test` …
        public var productType: String
        /// The platforms it builds for (`SDKROOT`, `SUPPORTED_PLATFORMS`), at the Debug configuration.
        public var platforms: Set<SwiftBuildConfiguration.Platform>
        /// `.swift` files its sources phase compiles.
        public var files: [String]
        /// Folders synchronized with the disk: every `.swift` file under each, but the exceptions.
        public var folders: [SynchronizedFolder]
        /// Products of Swift packages it links, with the package's folder for a local package.
        public var packageProducts: [PackageProduct]
        /// The names of the targets it depends on (an app on its extensions).
        public var dependencies: [String]
        /// `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone` (or the general key), as written;
        /// nil when the project does not say.
        public var iPhoneOrientations: [String]?
        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the Debug configuration (`DEBUG` and the app's own).
        public var compilationConditions: Set<String>

        /// A test bundle (unit or UI tests): not part of the app.
        public var isTest: Bool { productType.contains("unit-test") || productType.contains("ui-testing") }
        /// An app extension (a widget, among others).
        public var isExtension: Bool { productType.contains("app-extension") || productType.contains("extensionkit") }
    }

    public struct SynchronizedFolder: Sendable, Equatable {
        public var path: String
        /// Paths relative to the folder that are not members of the target.
        public var excluded: Set<String>
    }

    public struct PackageProduct: Sendable, Equatable {
        public var name: String
        /// The local package's folder, relative to the project's folder; nil for a remote package.
        public var localPackage: String?
    }

    public var targets: [Target]
    /// Local packages the project references (`XCLocalSwiftPackageReference`), relative paths.
    public var localPackages: [String]

    /// Reads `project.pbxproj`'s text. A text that is not a property list, or has no project in
    /// it, is an error located in the file.
    public static func read(_ bytes: [UInt8]) -> Result<XcodeProject, PropertyListError> {
        switch PropertyListParser.parse(bytes) {
        case let .failure(error): return .failure(error)
        case let .success(plist):
            guard let objects = plist["objects"]?.members, let rootID = plist["rootObject"]?.string else {
                return .failure(PropertyListError(message: "this is not an Xcode project: it has no 'objects' or "
                                                  + "'rootObject'", offset: 0))
            }
            var table: [String: PropertyList] = [:]
            for (id, object) in objects { table[id] = object }
            guard let root = table[rootID], root["isa"]?.string == "PBXProject" else {
                return .failure(PropertyListError(message: "this is not an Xcode project: its root object '\(rootID)' "
                                                  + "is not a PBXProject", offset: 0))
            }
            return .success(ProjectReading(objects: table, root: root).project())
        }
    }
}

/// One reading of a project's objects: the group tree's paths, the configurations' settings.
private struct ProjectReading {
    let objects: [String: PropertyList]
    let root: PropertyList
    /// Each group's and file's parent group.
    var parents: [String: String] = [:]

    init(objects: [String: PropertyList], root: PropertyList) {
        self.objects = objects
        self.root = root
        for (id, object) in objects {
            for child in object["children"]?.strings ?? [] where parents[child] == nil { parents[child] = id }
        }
    }

    func project() -> XcodeProject {
        let projectSettings = settings(of: root)
        var localPackages: [String: String] = [:]   // reference id → path
        for id in root["packageReferences"]?.strings ?? [] {
            if let reference = objects[id], reference["isa"]?.string == "XCLocalSwiftPackageReference",
               let path = reference["relativePath"]?.string ?? reference["path"]?.string {
                localPackages[id] = path
            }
        }
        var targets: [XcodeProject.Target] = []
        for id in root["targets"]?.strings ?? [] {
            guard let target = objects[id], let name = target["name"]?.string,
                  target["isa"]?.string == "PBXNativeTarget" else { continue }
            var merged = projectSettings
            for (key, value) in settings(of: target) { merged[key] = value }
            targets.append(XcodeProject.Target(
                name: name, productType: target["productType"]?.string ?? "",
                platforms: Self.platforms(merged), files: sourceFiles(of: target),
                folders: synchronizedFolders(of: target, id: id),
                packageProducts: packageProducts(of: target, localPackages: localPackages),
                dependencies: dependencies(of: target),
                iPhoneOrientations: (merged["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"]
                                     ?? merged["INFOPLIST_KEY_UISupportedInterfaceOrientations"])?.strings,
                compilationConditions: Set((merged["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]?.strings ?? [])
                    .filter { $0 != "$(inherited)" })))
        }
        return XcodeProject(targets: targets, localPackages: root["packageReferences"]?.strings.compactMap { localPackages[$0] } ?? [])
    }

    /// The Debug configuration's build settings of a project or target (else its first one's).
    func settings(of owner: PropertyList) -> [String: PropertyList] {
        guard let listID = owner["buildConfigurationList"]?.string, let list = objects[listID] else { return [:] }
        let configurations = (list["buildConfigurations"]?.strings ?? []).compactMap { objects[$0] }
        let chosen = configurations.first { $0["name"]?.string == "Debug" } ?? configurations.first
        var out: [String: PropertyList] = [:]
        for (key, value) in chosen?["buildSettings"]?.members ?? [] {
            // `KEY[sdk=iphoneos*]` conditional settings: the plain key is what layoutc reads.
            guard !key.contains("[") else { continue }
            out[key] = value
        }
        return out
    }

    /// The platforms of `SDKROOT` (and, for `auto` or a multiplatform target, `SUPPORTED_PLATFORMS`).
    static func platforms(_ settings: [String: PropertyList]) -> Set<SwiftBuildConfiguration.Platform> {
        let sdks: [String: SwiftBuildConfiguration.Platform] = [
            "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "watchos": .watchOS,
            "watchsimulator": .watchOS, "appletvos": .tvOS, "appletvsimulator": .tvOS, "xros": .visionOS,
            "xrsimulator": .visionOS,
        ]
        let supported = Set((settings["SUPPORTED_PLATFORMS"]?.strings ?? []).compactMap { sdks[$0] })
        if !supported.isEmpty { return supported }
        if let sdk = settings["SDKROOT"]?.string, let platform = sdks[sdk] { return [platform] }
        // No SDK written (or `auto` without a list): Xcode's default for a new app target is iOS.
        return [.iOS]
    }

    /// The path of a file or group relative to the project's folder; nil when it is not in the
    /// project's folder tree (a built product, an SDK file).
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "SOURCE_ROOT": return own ?? ""
        case "<absolute>": return own
        case "<group>":
            // The main group (no parent, usually no path) is the project's folder.
            let parent = parents[id].flatMap { path(of: $0, depth: depth + 1) } ?? ""
            guard let own else { return parent }
            return parent.isEmpty ? own : parent + "/" + own
        default: return nil
        }
    }

    func sourceFiles(of target: PropertyList) -> [String] {
        var files: [String] = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let reference = objects[buildFileID]?["fileRef"]?.string,
                      let path = path(of: reference), path.hasSuffix(".swift") else { continue }
                files.append(path)
            }
        }
        return files
    }

    func synchronizedFolders(of target: PropertyList, id: String) -> [XcodeProject.SynchronizedFolder] {
        (target["fileSystemSynchronizedGroups"]?.strings ?? []).compactMap { groupID in
            guard let group = objects[groupID], let folder = path(of: groupID) else { return nil }
            var excluded: Set<String> = []
            for exceptionID in group["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID], exception["target"]?.string == id else { continue }
                excluded.formUnion(exception["membershipExceptions"]?.strings ?? [])
            }
            return XcodeProject.SynchronizedFolder(path: folder, excluded: excluded)
        }
    }

    func packageProducts(of target: PropertyList, localPackages: [String: String]) -> [XcodeProject.PackageProduct] {
        (target["packageProductDependencies"]?.strings ?? []).compactMap { id in
            guard let dependency = objects[id], let name = dependency["productName"]?.string else { return nil }
            return XcodeProject.PackageProduct(name: name, localPackage: dependency["package"]?.string.flatMap { localPackages[$0] })
        }
    }

    func dependencies(of target: PropertyList) -> [String] {
        (target["dependencies"]?.strings ?? []).compactMap { id in
            guard let dependency = objects[id], let targetID = dependency["target"]?.string else { return nil }
            return objects[targetID]?["name"]?.string
        }
    }
}
