import Testing
import LayoutSwiftSyntax
@testable import LayoutAppModel

/// `Package.swift` read from its syntax, as SwiftPM's manifests are written.
@Suite struct PackageManifestTests {
    static let beacon = """
        // swift-tools-version:5.9
        import PackageDescription

        let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("StrictConcurrency")]
        let core: [Target.Dependency] = ["BeaconCore"]

        let package = Package(
            name: "Beacon",
            defaultLocalization: "en",
            platforms: [.iOS(.v17), .macOS("14.0")],
            products: [
                .library(name: "BeaconUI", targets: ["BeaconUI"]),
                .library(name: "BeaconKit", targets: ["BeaconUI", "BeaconCore"]),
                .executable(name: "BeaconApp", targets: ["App"]),
            ],
            dependencies: [
                .package(path: "../Shared/DesignKit"),
                .package(name: "Charts", path: "Vendor/ChartsLocal"),
                .package(url: "https://github.com/apple/swift-collections", from: "1.0.0"),
            ],
            targets: [
                .target(name: "BeaconCore"),
                .target(name: "BeaconUI", dependencies: core + [.product(name: "DesignKit", package: "DesignKit")],
                        swiftSettings: swiftSettings),
                .target(
                    name: "BeaconFeatures",
                    dependencies: ["BeaconUI", .target(name: "BeaconCore"), .byName(name: "Charts")],
                    path: "Sources/Features",
                    exclude: ["Legacy", "README.md"],
                    resources: [.process("Resources")]
                ),
                .executableTarget(name: "App", dependencies: ["BeaconFeatures"], path: "App"),
                .testTarget(name: "BeaconTests", dependencies: ["BeaconCore"]),
            ]
        )
        """

    @Test func aPackageOfSeveralTargets() throws {
        let manifest = try #require(PackageManifest.read(Array(Self.beacon.utf8)))
        #expect(manifest.name == "Beacon")
        #expect(manifest.platforms == [.iOS, .macOS])
        #expect(manifest.products.map(\.name) == ["BeaconUI", "BeaconKit", "BeaconApp"])
        #expect(manifest.products[1].targets == ["BeaconUI", "BeaconCore"])
        #expect(manifest.products[2].kind == "executable")
        #expect(manifest.localDependencies == [.init(path: "../Shared/DesignKit", name: "DesignKit"),
                                               .init(path: "Vendor/ChartsLocal", name: "Charts")])
        #expect(manifest.targets.map(\.name) == ["BeaconCore", "BeaconUI", "BeaconFeatures", "App", "BeaconTests"])
        #expect(manifest.targets.map(\.kind) == [.regular, .regular, .regular, .executable, .test])
        // A list named by a `let`, and `+`.
        #expect(manifest.targets[1].dependencies == [.byName("BeaconCore"), .product(name: "DesignKit", package: "DesignKit")])
        let features = manifest.targets[2]
        #expect(features.path == "Sources/Features")
        #expect(features.exclude == ["Legacy", "README.md"])
        #expect(features.dependencies == [.byName("BeaconUI"), .target("BeaconCore"), .byName("Charts")])
        #expect(manifest.targets[3].path == "App")
        #expect(manifest.notes.isEmpty)
    }

    @Test func whatTheManifestComputesIsNoted() throws {
        let source = """
            import PackageDescription
            let names = ["A", "B"]
            let package = Package(name: "P", targets: names.map { .target(name: $0) } + [.target(name: "C")])
            """
        let manifest = try #require(PackageManifest.read(Array(source.utf8)))
        #expect(manifest.targets.map(\.name) == ["C"])
        #expect(manifest.notes.map(\.message) == ["a list the manifest computes: left out"])
        #expect(manifest.platforms == nil)
    }

    @Test func noPackageToRead() {
        #expect(PackageManifest.read(Array("import PackageDescription\nprint(1)".utf8)) == nil)
        #expect(PackageManifest.read([]) == nil)
        #expect(PackageManifest.read(Array("let package = Package(".utf8))?.targets == [])
    }
}
