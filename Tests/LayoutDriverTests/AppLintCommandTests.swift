import Foundation
import Testing
@testable import LayoutDriver

/// `layoutc lint` of an app's folder: roots where the views are used, one finding per element and
/// rule, preview scaffolding not judged, other platforms' views counted once.
@Suite struct AppLintCommandTests {
    func temporaryApp(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-app-\(UUID().uuidString)").path
        for (name, text) in files {
            let path = directory + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return directory
    }

    static let app = [
        "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Tiny", platforms: [.iOS(.v17)], targets: [.target(name: "Tiny")])
            """,
        "Sources/Tiny/Card.swift": """
            import SwiftUI

            struct Card: View {
                var body: some View {
                    HStack {
                        Text("Weekly summary of every trail you hiked").font(.title).lineLimit(1)
                        Spacer()
                        Text("99")
                    }
                }
            }

            #Preview {
                VStack {
                    ForEach(0..<40) { _ in Card() }
                }
                .frame(width: 250)
            }
            """,
        "Sources/Tiny/Home.swift": """
            import SwiftUI
            struct Home: View {
                var body: some View { NavigationStack { Card() } }
            }
            """,
        "Sources/Tiny/Panel.swift": """
            import SwiftUI
            import AppKit
            struct Panel: View {
                var body: some View { Button("x") {}.frame(width: 20, height: 20) }
            }
            """,
    ]

    @Test func oneFindingPerElementAcrossItsUses() throws {
        let directory = try temporaryApp(Self.app)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", directory, "--format", "concise"], directory: directory)
        let warnings = run.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }
        // The title, cut in the preview's 250 pt and on every iPhone as Home's screen: once.
        #expect(warnings.count == 1, "\(run.stdout)")
        #expect(warnings.first?.hasPrefix("Sources/Tiny/Card.swift:6:13: warning: text 'Weekly summary of every…' is cut short")
                == true)
        // Forty cards in a stack taller than the canvas is the preview's scaffolding, not the app.
        #expect(!run.stdout.contains("L001"))
        #expect(run.stderr == "layoutc: note: not linted: macOS (1 view) (layoutc lints iOS views)\n")
        #expect(run.status == 0)
        let human = Run(["lint", directory], directory: directory)
        #expect(human.stdout.contains("note: seen where it is used in "))
    }

    /// A file given alone is read with its package: its roots only, the other files' views known.
    @Test func aFileOfAnApp() throws {
        let directory = try temporaryApp(Self.app)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", "Sources/Tiny/Home.swift", "--format", "concise"], directory: directory)
        #expect(run.stdout.contains("Sources/Tiny/Card.swift:6:13: warning: text 'Weekly summary of every…'"), "\(run.stdout)")
        #expect(run.status == 0)
    }
}
