import Testing
import LayoutSwiftSyntax
@testable import LayoutAppModel

/// Projects read as Xcode 15 and Xcode 16 write them (`ProjectFixtures`).
@Suite struct XcodeProjectTests {
    func read(_ text: String) throws -> XcodeProject {
        try XcodeProject.read(Array(text.utf8)).get()
    }

    @Test func groupsAndSourcesPhases() throws {
        let project = try read(ProjectFixtures.xcode15)
        // The test bundle is read too: the app model leaves it out.
        #expect(project.targets.map(\.name) == ["Trailhead", "TrailheadWidgets", "TrailheadTests"])
        let app = project.targets[0]
        // A group's path joins its parents'; a SOURCE_ROOT file is relative to the project's folder.
        #expect(app.files == ["Trailhead/Features/Feed/FeedView.swift", "Trailhead/TrailheadApp.swift", "Support/Shared.swift"])
        #expect(app.platforms == [.iOS])
        #expect(app.productType == "com.apple.product-type.application")
        #expect(!app.isExtension && !app.isTest)
        #expect(app.dependencies == ["TrailheadWidgets"])
        #expect(app.packageProducts == [.init(name: "TrailDesign", localPackage: "Packages/TrailKit")])
        // The target's own settings over the project's (SDKROOT comes from the project).
        #expect(app.iPhoneOrientations == ["UIInterfaceOrientationPortrait"])
        #expect(app.compilationConditions == ["DEBUG", "BETA_FEATURES"])
        let widgets = project.targets[1]
        #expect(widgets.files == ["TrailheadWidgets/TrailWidget.swift"])
        #expect(widgets.isExtension)
        // The project's Debug configuration, though Release is listed first.
        #expect(widgets.compilationConditions == ["DEBUG"])
        #expect(widgets.iPhoneOrientations == nil)
        // A group with a name and no path is its parent's folder.
        #expect(project.targets[2].files == ["FeedTests.swift"])
        #expect(project.targets[2].isTest)
        #expect(project.localPackages == ["Packages/TrailKit"])
    }

    @Test func synchronizedFolders() throws {
        let project = try read(ProjectFixtures.xcode16)
        #expect(project.targets.map(\.name) == ["Ledger", "LedgerMac"])
        let (phone, mac) = (project.targets[0], project.targets[1])
        #expect(phone.files.isEmpty)
        #expect(phone.folders == [.init(path: "Ledger", excluded: ["Info.plist", "Debug/Scratch.swift"]),
                                  .init(path: "Shared", excluded: [])])
        #expect(mac.folders.map(\.path) == ["LedgerMac", "Shared"])
        // SUPPORTED_PLATFORMS wins over the project's SDKROOT; a target's own SDKROOT over the project's.
        #expect(phone.platforms == [.iOS])
        #expect(mac.platforms == [.macOS])
    }

    @Test(arguments: [
        ("SDKROOT = macosx;", [SwiftBuildConfiguration.Platform.macOS]),
        ("SDKROOT = watchos;", [.watchOS]),
        ("SDKROOT = xros;", [.visionOS]),
        ("SDKROOT = appletvos;", [.tvOS]),
        ("SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";", [.iOS, .macOS]),
        ("SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator xros xrsimulator\";", [.iOS, .visionOS]),
        ("", [.iOS]),
    ])
    func platformsOfTheSettings(_ settings: String, _ platforms: [SwiftBuildConfiguration.Platform]) throws {
        let text = ProjectFixtures.xcode16.replacingOccurrences(of: "buildSettings = {SDKROOT = macosx; }",
                                                                with: "buildSettings = {\(settings) }")
        #expect(try read(text).targets[1].platforms == Set(platforms))
    }

    @Test func notAProject() {
        #expect(XcodeProject.read(Array("{ a = b; }".utf8)) == .failure(PropertyListError(
            message: "this is not an Xcode project: it has no 'objects' or 'rootObject'", offset: 0)))
        #expect(XcodeProject.read(Array("{ objects = { X = { isa = PBXGroup; }; }; rootObject = X; }".utf8)) == .failure(
            PropertyListError(message: "this is not an Xcode project: its root object 'X' is not a PBXProject", offset: 0)))
        guard case let .failure(error) = XcodeProject.read(Array("{ objects = {".utf8)) else {
            Issue.record("a damaged project was read")
            return
        }
        #expect(error.offset == 13)
    }

    /// A group that is its own ancestor (a damaged project) does not loop.
    @Test func aCycleOfGroups() throws {
        let text = """
            { objects = {
              P = { isa = PBXProject; mainGroup = A; targets = (T); };
              A = { isa = PBXGroup; children = (B); path = a; sourceTree = "<group>"; };
              B = { isa = PBXGroup; children = (A, F); path = b; sourceTree = "<group>"; };
              F = { isa = PBXFileReference; path = V.swift; sourceTree = "<group>"; };
              S = { isa = PBXSourcesBuildPhase; files = (BF); };
              BF = { isa = PBXBuildFile; fileRef = F; };
              T = { isa = PBXNativeTarget; name = T; buildPhases = (S); productType = "com.apple.product-type.application"; };
            }; rootObject = P; }
            """
        let project = try read(text)
        #expect(project.targets.count == 1)
        #expect(project.targets[0].files.count == 1)
    }
}
