import LayoutSwiftSyntax

/// What a Swift package's manifest (`Package.swift`) declares, read from its syntax without running
/// it: the platforms, the products, the targets with their folders and dependencies, and the local
/// packages it depends on. A manifest is Swift; what is not written as the literal `Package(…)`
/// call (targets added in a loop, names from variables) is left out, with a note.
public struct PackageManifest: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public enum Kind: String, Sendable { case regular, executable, test, macro, plugin, binary, system }
        public var name: String
        public var kind: Kind
        /// `path:` as written; nil: SwiftPM's default folder.
        public var path: String?
        /// `sources:` (files or folders relative to the target's folder); nil: all of it.
        public var sources: [String]?
        /// `exclude:`, relative to the target's folder.
        public var exclude: [String]
        public var dependencies: [Dependency]
    }

    public enum Dependency: Sendable, Equatable {
        /// A target of this package, or a product of another (`"Name"`, `.byName(name:)`).
        case byName(String)
        case target(String)
        case product(name: String, package: String?)
    }

    public struct Product: Sendable, Equatable {
        public var name: String
        public var targets: [String]
        /// `.executable(…)`: a command-line or Mac app; `.iOSApplication(…)`: an iOS app (an app
        /// playground).
        public var kind: String
    }

    /// A package dependency given by path (`.package(path: "../Kit")`).
    public struct LocalDependency: Sendable, Equatable {
        public var path: String
        /// The name it is referred to by in `.product(name:package:)`: `name:` if given, else the folder's.
        public var name: String
    }

    public var name: String?
    /// The platforms written in `platforms:` (nil: none written — the package builds for all).
    public var platforms: [SwiftBuildConfiguration.Platform]?
    public var products: [Product]
    public var targets: [Target]
    public var localDependencies: [LocalDependency]
    /// What the reader left out, with where it is in the manifest.
    public var notes: [(message: String, range: Range<Int>)]
    /// Where the manifest changes its package's targets in code after the `Package(…)` call
    /// (`package.targets.append(contentsOf: […])`, `package.targets += …`); nil when it does not.
    public var targetsChangedInCode: Int?

    public static func == (a: PackageManifest, b: PackageManifest) -> Bool {
        a.name == b.name && a.platforms == b.platforms && a.products == b.products && a.targets == b.targets
            && a.localDependencies == b.localDependencies && a.notes.map(\.message) == b.notes.map(\.message)
    }

    /// Reads a manifest's text; nil when it has no `Package(…)` call to read.
    public static func read(_ bytes: [UInt8]) -> PackageManifest? {
        let syntax = SwiftParser.parse(bytes, configuration: SwiftBuildConfiguration(platform: .macOS))
        var reader = ManifestReader()
        for case let .variable(variable) in syntax.declarations {
            guard let initializer = variable.initializer, case let .call(callee, arguments) = initializer.kind,
                  case let .identifier(name) = callee.kind, name == "Package" else {
                if variable.initializer != nil { reader.values[variable.name] = variable.initializer }
                continue
            }
            var manifest = reader.package(arguments)
            manifest.targetsChangedInCode = memberAccess("targets", in: bytes, after: initializer.range.upperBound)
            return manifest
        }
        return nil
    }

    /// The offset of the first `.name` written after `start` (a member of a value, as
    /// `package.targets`; `targets:` in a call is no member), outside comments and strings.
    static func memberAccess(_ name: String, in bytes: [UInt8], after start: Int) -> Int? {
        let tokens = SwiftLexer.tokenize(bytes)
        let word = Array(name.utf8)
        var previousWasDot = false
        for token in tokens where token.range.lowerBound >= start {
            if previousWasDot, token.kind == .identifier, bytes[token.range].elementsEqual(word) {
                return token.range.lowerBound
            }
            previousWasDot = token.kind == .punctuation(.period)
        }
        return nil
    }
}

/// One manifest's reading: its top-level `let`s (a manifest may name its lists), then the call.
private struct ManifestReader {
    var values: [String: SwiftExpr] = [:]
    var notes: [(message: String, range: Range<Int>)] = []

    mutating func package(_ arguments: [SwiftArgument]) -> PackageManifest {
        var manifest = PackageManifest(name: nil, platforms: nil, products: [], targets: [], localDependencies: [], notes: [],
                                       targetsChangedInCode: nil)
        for argument in arguments {
            switch argument.label {
            case "name": manifest.name = string(argument.value)
            case "platforms": manifest.platforms = items(argument.value).compactMap(platform)
            case "products": manifest.products = items(argument.value).compactMap { product($0) }
            case "targets": manifest.targets = items(argument.value).compactMap { target($0) }
            case "dependencies": manifest.localDependencies = items(argument.value).compactMap(localDependency)
            default: break
            }
        }
        manifest.notes = notes
        return manifest
    }

    /// The items of a list: a literal array, a `let` naming one, or `a + b`.
    mutating func items(_ expr: SwiftExpr, depth: Int = 0) -> [SwiftExpr] {
        guard depth < 16 else { return [] }
        switch expr.kind {
        case let .array(items): return items
        case let .identifier(name):
            if let named = values[name] { return items(named, depth: depth + 1) }
            notes.append(("a list the manifest computes: left out", expr.range))
            return []
        case let .binary("+", left, right): return items(left, depth: depth + 1) + items(right, depth: depth + 1)
        default:
            notes.append(("a list the manifest computes: left out", expr.range))
            return []
        }
    }

    func string(_ expr: SwiftExpr) -> String? {
        switch expr.kind {
        case let .string(parts):
            var out = ""
            for part in parts {
                guard case let .text(text) = part else { return nil }
                out += text
            }
            return out
        case let .identifier(name): return values[name].flatMap(string)
        default: return nil
        }
    }

    func label(_ arguments: [SwiftArgument], _ label: String?) -> SwiftExpr? {
        arguments.first { $0.label == label }?.value
    }

    /// `.iOS(.v17)`, `.macOS("14.0")`, `.iOS`: the platform.
    func platform(_ expr: SwiftExpr) -> SwiftBuildConfiguration.Platform? {
        var name: String?
        if case let .call(callee, _) = expr.kind, case let .implicitMember(member) = callee.kind { name = member }
        if case let .implicitMember(member) = expr.kind { name = member }
        switch name {
        case "iOS", "macCatalyst": return .iOS
        case "macOS": return .macOS
        case "watchOS": return .watchOS
        case "tvOS": return .tvOS
        case "visionOS": return .visionOS
        default: return nil
        }
    }

    mutating func product(_ expr: SwiftExpr) -> PackageManifest.Product? {
        guard case let .call(callee, arguments) = expr.kind, case let .implicitMember(kind) = callee.kind,
              let name = label(arguments, "name").flatMap(string) else { return nil }
        let targets = label(arguments, "targets").map { items($0).compactMap(string) } ?? []
        return PackageManifest.Product(name: name, targets: targets, kind: kind)
    }

    mutating func target(_ expr: SwiftExpr) -> PackageManifest.Target? {
        guard case let .call(callee, arguments) = expr.kind, case let .implicitMember(kind) = callee.kind else {
            notes.append(("a target the manifest computes: left out", expr.range))
            return nil
        }
        guard let name = label(arguments, "name").flatMap(string) else {
            notes.append(("a target whose name the manifest computes: left out", expr.range))
            return nil
        }
        let kinds: [String: PackageManifest.Target.Kind] = [
            "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
            "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
        ]
        let dependencies = label(arguments, "dependencies").map { items($0).compactMap(dependency) } ?? []
        return PackageManifest.Target(
            name: name, kind: kinds[kind] ?? .regular, path: label(arguments, "path").flatMap(string),
            sources: label(arguments, "sources").map { items($0).compactMap(string) },
            exclude: label(arguments, "exclude").map { items($0).compactMap(string) } ?? [],
            dependencies: dependencies)
    }

    func dependency(_ expr: SwiftExpr) -> PackageManifest.Dependency? {
        if let name = string(expr) { return .byName(name) }
        guard case let .call(callee, arguments) = expr.kind, case let .implicitMember(kind) = callee.kind,
              let name = label(arguments, "name").flatMap(string) else { return nil }
        switch kind {
        case "target": return .target(name)
        case "product": return .product(name: name, package: label(arguments, "package").flatMap(string))
        case "byName": return .byName(name)
        default: return nil
        }
    }

    func localDependency(_ expr: SwiftExpr) -> PackageManifest.LocalDependency? {
        guard case let .call(callee, arguments) = expr.kind, case .implicitMember("package") = callee.kind,
              let path = label(arguments, "path").flatMap(string) else { return nil }
        let folder = path.split(separator: "/").last(where: { $0 != "." && $0 != ".." }).map(String.init) ?? path
        return PackageManifest.LocalDependency(path: path, name: label(arguments, "name").flatMap(string) ?? folder)
    }
}
