import Foundation
import Testing
@testable import LayoutAnalysis
import LayoutDiagnostics
import LayoutEngine

/// The language server reads a SwiftUI document's next version into the last version's sources and
/// takes from that reading the modules whose files did not change (`WorkspaceSources.Carried`).
/// Over runs of edits — a body's number, a number that moves every offset after it, a view renamed
/// (what the other module's uses resolve to) and back, a file-private view added, an import added,
/// and a file of the other module changed on the disk — each analysis that carries shows what a
/// fresh analysis of the same text shows: the checker's diagnostics, the lint findings and the
/// hover layout's size.
@Suite struct EditorCarriesModulesTests {
    /// The disk, with the app's folder open (every file's stamp the same: the bytes tell).
    typealias Disk = EditorAgreesWithLintTests.Disk

    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Trails",
            platforms: [.iOS(.v17)],
            products: [.library(name: "Trails", targets: ["TrailsFeature"])],
            targets: [
                .target(name: "TrailsUI"),
                .target(name: "TrailsFeature", dependencies: ["TrailsUI"]),
            ]
        )
        """

    static let tile = """
        import SwiftUI

        public struct StatTile: View {
            let title: String
            let value: String

            public init(title: String, value: String) {
                self.title = title
                self.value = value
            }

            public var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text(title).font(.caption)
                    Text(value).font(.title3.bold()).lineLimit(1)
                }
                .padding(8)
                .frame(width: 150, alignment: .leading)
                .background(RoundedRectangle(cornerRadius: 12).fill(.quaternary))
            }
        }

        #Preview { StatTile(title: "Distance", value: "12.4 km") }
        """

    static let badge = """
        import SwiftUI

        public struct Badge: View {
            let text: String
            public init(_ text: String) { self.text = text }
            public var body: some View {
                Text(text).font(.caption2.bold()).padding(.horizontal, 6).padding(.vertical, 2)
                    .background(Capsule().fill(.orange))
            }
        }
        """

    /// A chip nothing uses, until it takes the name the screen calls.
    static let chip = """
        import SwiftUI

        public struct TagChip: View {
            public init() {}
            public var body: some View {
                Text("Loop trail, 12 km").lineLimit(1).padding(.horizontal, 8)
                    .background(Capsule().stroke(.secondary))
            }
        }
        """

    static let detail = """
        import SwiftUI
        import TrailsUI

        struct TrailDetailScreen: View {
            var body: some View {
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        HStack {
                            Text("Ridge Loop").font(.largeTitle.bold())
                            Badge("New")
                            Chip()
                        }
                        HStack(spacing: 12) {
                            StatTile(title: "Distance", value: "12.4 km")
                            StatTile(title: "Elevation gain", value: "840 m")
                        }
                    }
                    .padding()
                }
            }
        }

        struct TrailsRoot: View {
            var body: some View {
                NavigationStack { TrailDetailScreen() }
            }
        }
        """

    func temporaryApp() throws -> String {
        try temporaryProject(["Package.swift": Self.manifest, "Sources/TrailsUI/StatTile.swift": Self.tile,
                              "Sources/TrailsUI/Badge.swift": Self.badge, "Sources/TrailsUI/Chip.swift": Self.chip,
                              "Sources/TrailsFeature/TrailDetailScreen.swift": Self.detail],
                             prefix: "layoutc-carry")
    }

    /// What the editor shows of an analysis: its diagnostics and findings in the document (line,
    /// column, length), then the hover layout's size.
    func shown(_ analysis: DocumentAnalysis) -> [String] {
        let file = analysis.file
        func place(_ range: SourceRange?) -> String {
            guard let range, range.file == file.id else { return "elsewhere" }
            let line = file.lineIndex(of: range.start)
            return "\(line + 1):\(range.start - file.lineStarts[line] + 1)+\(range.end - range.start)"
        }
        let diagnostics = analysis.result.diagnostics.map {
            "\(place($0.range)) \($0.severity.rawValue) \($0.code.rawValue) \($0.message)"
        }
        let findings = analysis.lint.findings.map {
            "\(place($0.diagnostic.range)) \($0.diagnostic.severity.rawValue) \($0.diagnostic.code.rawValue) \($0.diagnostic.message)"
        }
        return diagnostics + ["--"] + findings + ["-- " + (analysis.layout.map { "\($0.rootSize)" } ?? "no layout")]
    }

    /// Types `versions` into the document at `relative` (each carried from the last, each compared
    /// with a fresh analysis); `before(step)` runs first (a change on the disk). Returns the
    /// carried analyses, and the source each read for each file of `watched` (as it was read).
    func type(_ versions: [String], into relative: String, in folder: String, watching watched: [String] = [],
              before: (Int) throws -> Void = { _ in }) throws -> (analyses: [DocumentAnalysis], read: [[SourceFileID?]]) {
        let disk = Disk(folder: folder)
        let path = folder + "/" + relative
        var analyses: [DocumentAnalysis] = []
        var read: [[SourceFileID?]] = []
        for (step, text) in versions.enumerated() {
            try before(step)
            let carried = DocumentAnalysis(uri: "file://" + path, version: step + 1, path: path, bytes: Array(text.utf8),
                                           workspace: disk, fallbackProposal: ProposedViewSize(width: 393, height: 852),
                                           previous: analyses.last)
            let fresh = DocumentAnalysis(uri: "file://" + path, version: step + 1, path: path, bytes: Array(text.utf8),
                                         workspace: disk, fallbackProposal: ProposedViewSize(width: 393, height: 852))
            #expect(shown(carried) == shown(fresh), "step \(step) of \(relative)")
            read.append(watched.map { carried.app?.file(folder + "/" + $0)?.id })
            analyses.append(carried)
        }
        return (analyses, read)
    }

    @Test func typingInASharedComponentShowsWhatAFreshAnalysisShows() throws {
        let folder = try temporaryApp()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tile = Self.tile
        let renamed = tile.replacingOccurrences(of: "StatTile", with: "StatCard")
        let withLabel = tile.replacingOccurrences(of: "Text(title).font(.caption)", with: "TileLabel(text: title)")
            + "\n\nprivate struct TileLabel: View {\n    let text: String\n    var body: some View { Text(text).font(.caption) }\n}\n"
        let versions = [
            tile,
            tile.replacingOccurrences(of: ".padding(8)", with: ".padding(9)"),
            tile.replacingOccurrences(of: ".padding(8)", with: ".padding(90)"),
            renamed,
            tile,
            withLabel,
            "import Foundation\n" + withLabel,
            "import Foundation\n" + withLabel,
        ]
        let detail = folder + "/Sources/TrailsFeature/TrailDetailScreen.swift"
        let (analyses, read) = try type(versions, into: "Sources/TrailsUI/StatTile.swift", in: folder,
                                        watching: ["Sources/TrailsFeature/TrailDetailScreen.swift"]) { step in
            // The screen that shows the tile gets a third one, on the disk.
            if step == 7 {
                try Self.detail.replacingOccurrences(
                    of: "StatTile(title: \"Elevation gain\", value: \"840 m\")",
                    with: "StatTile(title: \"Elevation gain\", value: \"840 m\")\n"
                        + "                    StatTile(title: \"Moving time\", value: \"4 h 10 min\")")
                    .write(toFile: detail, atomically: false, encoding: .utf8)
            }
        }
        // Each version was read into the first one's sources, the other module's files taken from it.
        for (earlier, later) in zip(analyses, analyses.dropFirst()) {
            #expect(later.sources === earlier.sources)
        }
        #expect(read.allSatisfy { $0[0] != nil })
        #expect(read[1][0] == read[0][0] && read[6][0] == read[0][0])
        #expect(read[7][0] != read[6][0])
    }

    /// The screen's module did not change, but what its code means did: it calls a `Chip` that no
    /// module declared until the edited file took that name. The chip, squeezed beside the screen's
    /// title, is cut short there — not as a view of its own at the screen's width.
    @Test func aNameTheOtherModuleCallsIsFoundWhereItIsCalled() throws {
        let folder = try temporaryApp()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let chip = Self.chip
        let named = chip.replacingOccurrences(of: "TagChip", with: "Chip")
        let analyses = try type([chip, chip + "\n", named, named + "\n", chip], into: "Sources/TrailsUI/Chip.swift",
                                in: folder).analyses
        let cut = shown(analyses[2]).filter { $0.contains("L003") }
        #expect(!cut.isEmpty && cut == shown(analyses[3]).filter { $0.contains("L003") }, "\(shown(analyses[2]))")
        #expect(cut != shown(analyses[1]).filter { $0.contains("L003") }, "\(shown(analyses[1]))")
    }

    @Test func typingInAScreenShowsWhatAFreshAnalysisShows() throws {
        let folder = try temporaryApp()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let detail = Self.detail
        let versions = [
            detail,
            detail.replacingOccurrences(of: "HStack(spacing: 12)", with: "HStack(spacing: 1)"),
            detail.replacingOccurrences(of: "HStack(spacing: 12)", with: "HStack(spacing: 120)"),
            detail.replacingOccurrences(of: "Badge(\"New\")", with: "Pill(\"New\")"),
            detail.replacingOccurrences(of: "Badge(\"New\")", with: "Pill(\"New\")"),
            detail,
        ]
        let badge = folder + "/Sources/TrailsUI/Badge.swift"
        let read = try type(versions, into: "Sources/TrailsFeature/TrailDetailScreen.swift", in: folder,
                            watching: ["Sources/TrailsUI/StatTile.swift", "Sources/TrailsUI/Badge.swift"]) { step in
            // The design system declares the pill the screen names, on the disk, then takes it back.
            if step == 4 {
                try (Self.badge + "\n\npublic struct Pill: View {\n    let text: String\n"
                     + "    public init(_ text: String) { self.text = text }\n"
                     + "    public var body: some View { Text(text).font(.caption).padding(4) }\n}\n")
                    .write(toFile: badge, atomically: false, encoding: .utf8)
            } else if step == 5 {
                try Self.badge.write(toFile: badge, atomically: false, encoding: .utf8)
            }
        }
        #expect(read.read.allSatisfy { $0[0] != nil && $0[1] != nil })
        #expect(read.read[1][0] == read.read[0][0] && read.read[5][0] == read.read[0][0])
        #expect(read.read[4][1] != read.read[3][1] && read.read[5][1] != read.read[4][1])
    }
}
