import Foundation
import Testing
@testable import LayoutAnalysis

/// The language server's app models are read once and checked against the disk after that: a
/// model whose folders and files have the state they had is used again without reading them,
/// a folder that gains a file makes it stale, and a state that changed within `settle`
/// seconds of the reading is not trusted (the model is read again once its lifetime is over).
struct AppModelsTests {
    /// The disk, counting the reads of each file.
    final class CountingDisk: SourceProvider {
        let folder: String
        var reads: [String: Int] = [:]

        init(folder: String) { self.folder = folder }

        var workspaceFolders: [String] { [folder] }
        func stamp(of path: String) -> String { "disk:0" }
        func contents(of path: String) -> [UInt8]? {
            reads[path, default: 0] += 1
            return FileManager.default.contents(atPath: path).map(Array.init)
        }
    }

    @Test func aModelIsCheckedAgainstTheDiskNotReadAgain() throws {
        let folder = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = folder + "/Package.swift"
        let sources = folder + "/Sources/Tiny"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Tiny", platforms: [.iOS(.v17)], targets: [.target(name: "Tiny")])
            """.utf8).write(to: URL(fileURLWithPath: manifest))
        let view = "import SwiftUI\nstruct A: View { var body: some View { Text(\"A\") } }\n"
        try Data(view.utf8).write(to: URL(fileURLWithPath: sources + "/A.swift"))
        // Settled: every file and folder last changed a minute ago.
        let past = Date(timeIntervalSinceNow: -60)
        for path in [manifest, sources + "/A.swift", sources, folder + "/Sources", folder] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        }
        let disk = CountingDisk(folder: folder)
        let models = AppModels(lifetime: 0, settle: 2)
        func files() -> [String] {
            models.model(for: sources + "/A.swift", workspace: disk).modules.flatMap(\.files).sorted()
        }

        #expect(files() == [sources + "/A.swift"])
        #expect(disk.reads[manifest] == 1)
        // Past its lifetime, unchanged on the disk: used again, nothing read.
        #expect(files() == [sources + "/A.swift"])
        #expect(disk.reads[manifest] == 1)

        // A file added to the module's folder: read again, and the new file is in the module.
        try Data(view.replacingOccurrences(of: "A", with: "B").utf8).write(to: URL(fileURLWithPath: sources + "/B.swift"))
        #expect(files() == [sources + "/A.swift", sources + "/B.swift"])
        #expect(disk.reads[manifest] == 2)
        // The folder changed a moment ago: its state is not trusted yet, so read again.
        #expect(files() == [sources + "/A.swift", sources + "/B.swift"])
        #expect(disk.reads[manifest] == 3)

        // Settled again, then the manifest changed in place: read again.
        for path in [sources + "/B.swift", sources] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        }
        #expect(files() == [sources + "/A.swift", sources + "/B.swift"])
        #expect(disk.reads[manifest] == 4)
        #expect(files() == [sources + "/A.swift", sources + "/B.swift"])
        #expect(disk.reads[manifest] == 4)
        try FileManager.default.setAttributes([.modificationDate: past.addingTimeInterval(1)], ofItemAtPath: manifest)
        _ = files()
        #expect(disk.reads[manifest] == 5)
    }
}
