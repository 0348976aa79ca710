import Testing
import LayoutSwiftSyntax
@testable import LayoutAppModel

/// Units and modules of a workspace of several apps, as each is built.
@Suite struct WorkspaceTests {
    static let trailKit = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "TrailKit",
            platforms: [.iOS(.v17)],
            products: [.library(name: "TrailDesign", targets: ["TrailDesign"])],
            targets: [
                .target(name: "TrailDesign", dependencies: ["TrailModels"]),
                .target(name: "TrailModels"),
                .testTarget(name: "TrailKitTests", dependencies: ["TrailModels"]),
            ]
        )
        """

    static let files = MemoryFiles([
        "/ws/Trailhead/Trailhead.xcodeproj/project.pbxproj": ProjectFixtures.xcode15,
        "/ws/Trailhead/Trailhead/TrailheadApp.swift": "@main struct TrailheadApp: App {}",
        "/ws/Trailhead/Trailhead/Features/Feed/FeedView.swift": "struct FeedView: View {}",
        "/ws/Trailhead/Trailhead/Unused.swift": "struct Unused: View {}",
        "/ws/Trailhead/TrailheadWidgets/TrailWidget.swift": "",
        "/ws/Trailhead/FeedTests.swift": "import XCTest",
        "/ws/Trailhead/Support/Shared.swift": "",
        "/ws/Trailhead/Packages/TrailKit/Package.swift": trailKit,
        "/ws/Trailhead/Packages/TrailKit/Sources/TrailDesign/Button.swift": "",
        "/ws/Trailhead/Packages/TrailKit/Sources/TrailModels/Trail.swift": "",
        "/ws/Trailhead/Packages/TrailKit/Tests/TrailKitTests/TrailTests.swift": "",
        "/ws/Ledger/Ledger.xcodeproj/project.pbxproj": ProjectFixtures.xcode16,
        "/ws/Ledger/Ledger/LedgerApp.swift": "@main struct LedgerApp: App {}",
        "/ws/Ledger/Ledger/Debug/Scratch.swift": "",
        "/ws/Ledger/LedgerMac/MacApp.swift": "",
        "/ws/Ledger/Shared/Row.swift": "",
        "/ws/Sprout/SproutApp.swift": "@main struct SproutApp: App {}",
        "/ws/Sprout/Views/PlantRow.swift": "",
        "/ws/Tempo/App/TempoApp.swift": "@main\nstruct TempoApp: App {}",
        "/ws/Tempo/Features/Timer.swift": "",
        "/ws/Tempo/.build/checkouts/Other.swift": "",
    ])

    func summary(_ model: AppModel) -> [String] {
        model.units.map { unit in
            "\(unit.name): " + unit.modules.map { index in
                let module = model.modules[index]
                let deps = module.dependencies.map { model.modules[$0].name }
                return module.name + (deps.isEmpty ? "" : " → " + deps.joined(separator: ", "))
            }.joined(separator: "; ")
        }
    }

    @Test func aFolderOfApps() {
        let model = AppModel.read(["/ws"], files: Self.files)
        #expect(summary(model) == [
            "TrailKit: TrailDesign → TrailModels; TrailModels",
            "Ledger: Ledger; LedgerMac",
            "Trailhead: Trailhead → TrailheadWidgets, TrailDesign; TrailheadWidgets",
            "Sprout: Sprout",
            "Tempo: Tempo",
        ])
        func files(_ name: String) -> [String] { model.modules.first { $0.name == name }?.files ?? [] }
        #expect(files("Trailhead") == ["/ws/Trailhead/Support/Shared.swift", "/ws/Trailhead/Trailhead/Features/Feed/FeedView.swift",
                                       "/ws/Trailhead/Trailhead/TrailheadApp.swift"])
        #expect(files("TrailDesign") == ["/ws/Trailhead/Packages/TrailKit/Sources/TrailDesign/Button.swift"])
        #expect(files("Ledger") == ["/ws/Ledger/Ledger/LedgerApp.swift", "/ws/Ledger/Shared/Row.swift"])
        #expect(files("LedgerMac") == ["/ws/Ledger/LedgerMac/MacApp.swift", "/ws/Ledger/Shared/Row.swift"])
        #expect(files("Tempo") == ["/ws/Tempo/App/TempoApp.swift", "/ws/Tempo/Features/Timer.swift"])
        #expect(model.modules(containing: "/ws/Ledger/Shared/Row.swift").map { model.modules[$0].name } == ["Ledger", "LedgerMac"])
        // A file no target compiles is in no module (and no folder unit).
        #expect(model.modules(containing: "/ws/Trailhead/Trailhead/Unused.swift").isEmpty)
        #expect(model.modules.first { $0.name == "Trailhead" }?.kind == .app)
        #expect(model.modules.first { $0.name == "TrailheadWidgets" }?.kind == .appExtension)
        #expect(model.modules.first { $0.name == "LedgerMac" }?.platforms == [.macOS])
        #expect(model.modules.first { $0.name == "TrailDesign" }?.platforms == [.iOS])
        #expect(model.modules.first { $0.name == "Sprout" }?.platforms == [.iOS])
        #expect(model.notes.isEmpty)
        let trailhead = model.modules.firstIndex { $0.name == "Trailhead" } ?? 0
        #expect(model.dependencyClosure(of: trailhead).map { model.modules[$0].name } == ["TrailheadWidgets", "TrailDesign", "TrailModels"])
    }

    /// One app given: its folders are one unit, even when only one of them holds the `@main`.
    @Test func oneAppOfFolders() {
        #expect(summary(AppModel.read(["/ws/Tempo"], files: Self.files)) == ["Tempo: Tempo"])
    }

    /// A file given alone is read with the project or package above it, else with its folder.
    @Test func aFileGivenAlone() {
        let inPackage = AppModel.read(["/ws/Trailhead/Packages/TrailKit/Sources/TrailModels/Trail.swift"], files: Self.files)
        #expect(summary(inPackage) == ["TrailKit: TrailDesign → TrailModels; TrailModels"])
        let loose = AppModel.read(["/ws/Sprout/Views/PlantRow.swift"], files: Self.files)
        #expect(summary(loose) == ["Views: Views"])
        #expect(loose.modules[0].files == ["/ws/Sprout/Views/PlantRow.swift"])
    }

    /// A damaged project is a warning in it, and its folder's files are read as a folder's.
    @Test func aDamagedProject() {
        var files = Self.files
        files.files["/ws/Ledger/Ledger.xcodeproj/project.pbxproj"] = Array("{ objects = { ".utf8)
        let model = AppModel.read(["/ws/Ledger"], files: files)
        #expect(model.notes.map(\.severity) == [.warning])
        #expect(model.notes.first?.message.hasPrefix("the Xcode project cannot be read (expected") == true)
        #expect(model.notes.first?.file == "/ws/Ledger/Ledger.xcodeproj/project.pbxproj")
        #expect(summary(model) == ["Ledger: Ledger"])
        #expect(model.modules[0].files.count == 4)
    }

    /// A package that computes its targets, or has no manifest to read, says so.
    @Test func manifestsThatCannotBeRead() {
        let files = MemoryFiles([
            "/p/Package.swift": "import PackageDescription\nlet package = makePackage()",
            "/p/Sources/A/A.swift": "",
        ])
        let model = AppModel.read(["/p"], files: files)
        #expect(model.notes.map(\.message) == ["the package manifest has no 'let package = Package(…)' to read: its files are left out"])
    }
}
