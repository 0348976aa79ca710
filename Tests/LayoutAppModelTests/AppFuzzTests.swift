import Foundation
import Testing
@testable import LayoutAppFuzz

/// The app fuzzer's input format and its promises on the seeds it starts from.
@Suite struct AppFuzzTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func anArchiveIsFilesAfterMarkerLines() {
        let bytes = Array("//== Package.swift\nlet a = 1\n//== Sources/A/V.swift\nstruct V {}\n".utf8)
        let files = AppArchive.files(bytes)
        #expect(files.map(\.path) == ["Package.swift", "Sources/A/V.swift"])
        #expect(files.map { String(decoding: $0.bytes, as: UTF8.self) } == ["let a = 1\n", "struct V {}\n"])
        #expect(AppArchive.archive(files) == bytes)
    }

    @Test func bytesBeforeTheFirstMarkerAreOneViewFile() {
        let files = AppArchive.files(Array("import SwiftUI\n".utf8))
        #expect(files.map(\.path) == ["App/View.swift"])
        #expect(AppArchive.files([]).isEmpty)
    }

    @Test func pathsThatLeaveTheFolderAreSkippedWithTheirBytes() {
        let text = "//== ../x.swift\nA\n//== a//b.swift\nB\n//== /abs.swift\nC\n//== ok.swift\nD\n//== a\\b\nE\n"
        let files = AppArchive.files(Array(text.utf8))
        #expect(files.map(\.path) == ["ok.swift"])
        #expect(files.first.map { String(decoding: $0.bytes, as: UTF8.self) } == "D\n")
    }

    @Test func aPathGivenTwiceKeepsItsLastBytes() {
        let files = AppArchive.files(Array("//== a.swift\n1\n//== a.swift\n2\n".utf8))
        #expect(files.count == 1)
        #expect(files.first?.bytes == Array("2\n".utf8))
    }

    @Test func theSeedsKeepThePromises() throws {
        let seeds = Self.repository.appendingPathComponent("Fuzz/app-seeds")
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path).filter { $0.hasSuffix(".archive") }
        #expect(names.count >= 2)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: seeds.appendingPathComponent(name)))
            #expect(AppFuzzInvariants.check(bytes) == [], "\(name)")
        }
    }

    @Test func damagedProjectsAndManifestsKeepThePromises() {
        let inputs = [
            "//== A.xcodeproj/project.pbxproj\n// !$*UTF8*$!\n{ objects = { X = { isa = PBXNativeTarget; name = (; }; }; rootObject = X; }\n",
            "//== A.xcodeproj/project.pbxproj\n{ rootObject = Q; objects = { Q = { isa = PBXProject; targets = (Q); mainGroup = Q; }; }; }\n//== A/V.swift\nimport SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }\n",
            "//== Package.swift\nlet package = Package(name: \"P\", targets: [.target(name: \"T\", path: \"../../etc\")])\n",
            "//== Package.swift\nlet package = Package(name: \"P\", dependencies: [.package(path: \".\")], targets: [.target(name: \"P\")])\n//== Sources/P/V.swift\nimport SwiftUI\nstruct V: View { var body: some View { V() } }\n",
        ]
        for input in inputs {
            #expect(AppFuzzInvariants.check(Array(input.utf8)) == [], "\(input.prefix(60))")
        }
    }
}
