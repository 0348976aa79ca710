import Foundation
import Testing
@testable import LayoutDriver
@testable import LayoutAppLint
import LayoutAppModel
import LayoutEngine

/// `layoutc lint` of an app's folder: roots where the views are used, one finding per element and
/// rule, preview scaffolding not judged, other platforms' views counted once.
@Suite struct AppLintCommandTests {
    func temporaryApp(_ files: [String: String]) throws -> String { try temporaryProject(files, prefix: "layoutc-app") }

    /// `layoutc lint --format concise` (and `options`) of a package of `Self.app`'s manifest and
    /// one target's `sources` (each a path under `Sources/Tiny/` and its text), in a folder of its own.
    func lintTiny(_ sources: [String: String], _ options: [String] = []) throws -> Run {
        var files = ["Package.swift": Self.app["Package.swift"]!]
        for (name, text) in sources { files["Sources/Tiny/" + name] = text }
        let directory = try temporaryApp(files)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return Run(["lint", directory, "--format", "concise"] + options, directory: directory)
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

    /// A folder as a shell completes it (`/path/App/`) or with a `.` in it is the same folder: its
    /// files are found under it (an absolute path with a trailing slash found none).
    @Test func aFolderIsTheSameFolderHoweverItIsSpelled() throws {
        let directory = try temporaryApp(Self.app)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plain = Run(["lint", directory, "--format", "concise"], directory: directory)
        #expect(plain.stdout.contains("Sources/Tiny/Card.swift:6:13: warning:"), "\(plain.stdout)")
        for spelling in [directory + "/", directory + "//", directory + "/.", directory + "/Sources/..",
                         directory + "/./Sources/../"] {
            let run = Run(["lint", spelling, "--format", "concise"], directory: directory)
            #expect(run.stdout == plain.stdout && run.stderr == plain.stderr && run.status == plain.status, "\(spelling)")
        }
        let check = Run(["check", directory + "/./Sources/Tiny/Card.swift"], directory: "/")
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// `--platform` (and `.layoutc.json`'s `swift.platforms`) say what a unit builds for over its
    /// manifest: read for macOS, no view is judged as an iPhone's, and all are counted once.
    @Test func thePlatformsAreChosenOverTheManifests() throws {
        let directory = try temporaryApp(Self.app)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let mac = Run(["lint", directory, "--format", "concise", "--platform", "macos"], directory: directory)
        #expect(!mac.stdout.contains(": warning: "), "\(mac.stdout)")
        #expect(mac.stderr == "layoutc: note: not linted: macOS (3 views) (layoutc lints iOS views)\n")
        #expect(mac.status == 0)
        // Both, as a package without `platforms:` is read: iOS's findings and the Mac panel counted.
        let both = Run(["lint", directory, "--format", "concise", "--platform", "iOS,macOS"], directory: directory)
        #expect(both.stdout.contains("Sources/Tiny/Card.swift:6:13: warning: text 'Weekly summary"), "\(both.stdout)")
        #expect(both.stderr == "layoutc: note: not linted: macOS (1 view) (layoutc lints iOS views)\n")

        try #"{"swift": {"platforms": ["macOS"]}}"#.write(toFile: directory + "/.layoutc.json", atomically: true,
                                                          encoding: .utf8)
        let configured = Run(["lint", directory, "--format", "concise"], directory: directory)
        #expect(!configured.stdout.contains(": warning: "), "\(configured.stdout)")
        #expect(configured.stderr == mac.stderr)
        // The command line wins over the file.
        let commandLine = Run(["lint", directory, "--format", "concise", "--platform", "iOS"], directory: directory)
        #expect(commandLine.stdout.contains("Card.swift:6:13: warning: "), "\(commandLine.stdout)")
        // build reads the file's module for the platform chosen: a macOS reading of Card's file.
        let build = Run(["build", "Sources/Tiny/Card.swift", "--platform", "macOS"], directory: directory)
        #expect(build.status == 0, "\(build.stderr)")

        try #"{"swift": {"platforms": ["iOS", "android"]}}"#.write(toFile: directory + "/.layoutc.json",
                                                                   atomically: true, encoding: .utf8)
        let wrong = Run(["lint", directory, "--format", "concise"], directory: directory)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("unknown platform 'android'; use iOS, macOS, watchOS, tvOS, visionOS"),
                "\(wrong.stderr)")
    }

    /// `--platform` is a word of the Swift reader: a wrong name, or a `.layout` input, is a usage error.
    @Test func aPlatformOptionIsChecked() throws {
        let unknown = Run(["lint", "x.swift", "--platform", "android"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--platform: unknown platform 'android'; use iOS, macOS, watchOS, tvOS, visionOS"),
                "\(unknown.stderr)")
        let empty = Run(["build", "x.swift", "--platform", "iOS,"])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("--platform: a platform is missing"), "\(empty.stderr)")
        let directory = try temporaryApp(["a.layout": "box(10x10)\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for command in ["build", "check", "explain", "lint"] {
            let run = Run([command, "a.layout", "--platform", "iOS"], directory: directory)
            #expect(run.status == 2, "\(command)")
            #expect(run.stderr.contains("--platform applies to .swift files"), "\(command): \(run.stderr)")
        }
    }

    /// A view the app shows only in a horizontal scroll view is judged, in its own preview, at the
    /// width it needs as there: eight 90 pt chips (8 × 90 + 7 × 8 = 776 pt) run past no screen's
    /// edge. Shown in a plain column instead, the same row is wider than every iPhone.
    @Test func aPreviewOfScrollingContentIsJudgedAsTheAppShowsIt() throws {
        func app(_ container: String) -> [String: String] {
            [
                "Chips.swift": """
                    import SwiftUI
                    struct Chips: View {
                        var body: some View {
                            HStack(spacing: 8) {
                                ForEach(0..<8) { _ in Color.gray.frame(width: 90, height: 44) }
                            }
                        }
                    }
                    #Preview { Chips() }
                    """,
                "Home.swift": """
                    import SwiftUI
                    struct Home: View {
                        var body: some View { NavigationStack { \(container) } }
                    }
                    """,
            ]
        }
        let run = try lintTiny(app("ScrollView(.horizontal) { Chips() }"))
        #expect(!run.stdout.contains(": warning: "), "\(run.stdout)")
        #expect(run.status == 0)

        let wide = try lintTiny(app("VStack { Chips() }"))
        #expect(wide.stdout.contains("Sources/Tiny/Chips.swift:4:9: warning: 'hstack' does not fit the screen's width: needs 776 pt"),
                "\(wide.stdout)")
    }

    /// A tab bar's button whose label is an image of the app's assets named by its caller, resizable
    /// and fitted into at most 28×28 (Dime's `TabButton`): whatever the image, it is drawn no bigger
    /// than 28×28 and only it takes taps, so the finding is a warning, not an info about the image's
    /// unknown size. With no greatest height, the image could be taller: an info.
    @Test func anImageFittedIntoAGreatestSizeHoldsATapFinding() throws {
        func tabs(_ frame: String) -> [String: String] {
            [
                "Tabs.swift": """
                    import SwiftUI
                    struct TabButton: View {
                        var image: String
                        var body: some View {
                            Button { } label: {
                                Image(image)
                                    .resizable()
                                    .aspectRatio(contentMode: .fit)
                                    .frame(\(frame))
                                    .frame(maxWidth: .infinity)
                            }
                        }
                    }
                    struct Tabs: View {
                        var body: some View {
                            HStack { TabButton(image: "Log"); TabButton(image: "Budget") }
                        }
                    }
                    """,
            ]
        }
        let run = try lintTiny(tabs("maxWidth: 28, maxHeight: 28"))
        #expect(run.stdout.contains("Sources/Tiny/Tabs.swift:5:9: warning: this button answers taps on less than 44×44 pt"),
                "\(run.stdout)")

        let info = try lintTiny(tabs("maxWidth: 28"), ["--show-stand-ins"])
        #expect(!info.stdout.contains(": warning: "), "\(info.stdout)")
        #expect(info.stdout.contains("Sources/Tiny/Tabs.swift:5:9: info: this button answers taps on less than 44×44 pt"),
                "\(info.stdout)")
    }

    /// A preview of a fixed size (`.previewLayout(.fixed(width: 300, height: 60))`) is the canvas's
    /// size, which no user sees: the row is judged at its width, and grows past the canvas's
    /// height at larger text sizes as it would in a list (the two 17 pt lines need 44 pt at Large
    /// and over 100 at AX5: no finding), while what is wider than the row still runs off it.
    @Test func aFixedSizePreviewIsJudgedAtItsWidth() throws {
        func cell(_ row: String) -> [String: String] {
            [
                "Cell.swift": """
                    import SwiftUI
                    struct Cell: View {
                        var body: some View {
                            \(row)
                        }
                    }
                    struct Cell_Previews: PreviewProvider {
                        static var previews: some View {
                            Cell().previewLayout(.fixed(width: 300, height: 60))
                        }
                    }
                    """,
            ]
        }
        let run = try lintTiny(cell("VStack(alignment: .leading) { Text(\"Ranked first\"); Text(\"By an uploader\") }"))
        #expect(!run.stdout.contains(": warning: "), "\(run.stdout)")
        #expect(run.status == 0)

        let cut = try lintTiny(cell("HStack(spacing: 0) { Color.gray.frame(width: 200, height: 40); "
                                    + "Color.gray.frame(width: 160, height: 40) }"))
        #expect(cut.stdout.contains("Sources/Tiny/Cell.swift:4:9: warning: 'hstack' does not fit the screen's width: needs 360 pt"),
                "\(cut.stdout)")
    }

    /// The app model's names of Dynamic Type sizes are the engine's, in its order (the model does
    /// not depend on the engine, so the two lists are held together here).
    @Test func theAppModelsDynamicTypeSizesAreTheEngines() {
        #expect(AppViews.dynamicTypeSizes == DynamicTypeSize.allCases.map(\.name))
        #expect(AppLintPlan.dynamicType(8) == .accessibility2)
        #expect(AppLintPlan.dynamicType(12) == nil)
    }

    /// A view the app shows only under a Dynamic Type cap is judged in its own preview at the
    /// sizes the app shows it at: "Pending" (body, one line) is 129.8 pt at AX2 and 156.6 pt at
    /// AX3, so a 140 pt frame cuts it at AX3 only. Under the app's list capped at AX2 its preview
    /// is laid out at AX2 for AX5: no finding. Uncapped, the finding at AX5 stands, and starts at AX3.
    @Test func aPreviewIsJudgedAtTheSizesTheAppShowsItsViewsAt() throws {
        func app(_ cap: String) -> [String: String] {
            [
                "Package.swift": Self.app["Package.swift"]!,
                "Sources/Tiny/Status.swift": """
                    import SwiftUI
                    struct Status: View {
                        var body: some View { Text("Pending").lineLimit(1).frame(width: 140) }
                    }
                    #Preview { List { Status() } }
                    """,
                "Sources/Tiny/Home.swift": """
                    import SwiftUI
                    struct Home: View {
                        var body: some View { NavigationStack { List { Status() }\(cap) } }
                    }
                    """,
            ]
        }
        let capped = try temporaryApp(app(".dynamicTypeSize(...DynamicTypeSize.accessibility2)"))
        defer { try? FileManager.default.removeItem(atPath: capped) }
        let run = Run(["lint", capped, "--format", "concise"], directory: capped)
        #expect(!run.stdout.contains(": warning: "), "\(run.stdout)")
        #expect(run.status == 0)

        let uncapped = try temporaryApp(app(""))
        defer { try? FileManager.default.removeItem(atPath: uncapped) }
        let cut = Run(["lint", uncapped], directory: uncapped)
        #expect(cut.stdout.contains("Sources/Tiny/Status.swift:3:27: warning: text 'Pending' is cut short"), "\(cut.stdout)")
        #expect(cut.stdout.contains("(AX5)"), "\(cut.stdout)")
        #expect(cut.stdout.contains("Sources/Tiny/Status.swift:3:27: note: it starts at AX3 and above"), "\(cut.stdout)")
    }

    /// A stand-in inside a frame of a fixed width decides no width outside it: five 112 pt prices
    /// in a row (5 × 112 + 4 × 8 = 592 pt) run off every iPhone whatever the prices are, a
    /// warning; in frames that grow with their text the overflow rests on the stand-in, an info.
    @Test func aStandInInAFixedFrameDecidesNoOverflow() throws {
        func app(_ frame: String) -> [String: String] {
            [
                "Package.swift": Self.app["Package.swift"]!,
                "Sources/Tiny/Prices.swift": """
                    import SwiftUI
                    struct Prices: View {
                        let price: Decimal
                        var body: some View {
                            NavigationStack {
                                HStack(spacing: 8) {
                                    ForEach(0..<5) { _ in
                                        Text(price, format: .currency(code: "USD")).\(frame)
                                    }
                                }
                            }
                        }
                    }
                    """,
            ]
        }
        let fixed = try temporaryApp(app("frame(width: 112)"))
        defer { try? FileManager.default.removeItem(atPath: fixed) }
        let run = Run(["lint", fixed, "--format", "concise"], directory: fixed)
        #expect(run.stdout.contains("Sources/Tiny/Prices.swift:6:13: warning: 'hstack' does not fit the screen's width: needs 592 pt"),
                "\(run.stdout)")

        let growing = try temporaryApp(app("frame(minWidth: 112)"))
        defer { try? FileManager.default.removeItem(atPath: growing) }
        let quiet = Run(["lint", growing, "--format", "concise"], directory: growing)
        #expect(!quiet.stdout.contains(": warning: "), "\(quiet.stdout)")
        let shown = Run(["lint", growing, "--format", "concise", "--show-stand-ins"], directory: growing)
        #expect(shown.stdout.contains("Sources/Tiny/Prices.swift:6:13: info: 'hstack' does not fit the screen's width"),
                "\(shown.stdout)")
    }

    /// A text squeezed by a row that runs off the screen is that overflow: one warning at the
    /// row, with a note at the text. Seven 50 pt days and 6 pt gaps (386 pt) in an iPhone SE's
    /// 375: the last day's label is offered what is left, 375 - 6 × 50 - 6 × 6 = 39 pt, too little
    /// for "Sa" at AX3 (about 42 pt); an iPhone 16 leaves it 57 pt, where the row fits too. (The
    /// sizes are AX3's and below: at AX5, "Sa" is 64 pt, cut on the iPhone 16 too, where nothing
    /// overflows — a problem of its own.)
    @Test func aTextSqueezedByAnOverflowIsThatOverflow() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.app["Package.swift"]!,
            "Sources/Tiny/Week.swift": """
                import SwiftUI
                struct Week: View {
                    var body: some View {
                        NavigationStack {
                            HStack(spacing: 6) {
                                ForEach(0..<6) { _ in Color.gray.frame(width: 50, height: 50) }
                                VStack {
                                    Text("Sa").lineLimit(1)
                                    Color.gray.frame(width: 50, height: 50)
                                }
                            }
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", directory, "--format", "concise", "--dynamic-type", "large,xxxLarge,AX3"], directory: directory)
        let warnings = run.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 1, "\(run.stdout)")
        #expect(warnings.first?.contains("Week.swift:5:13: warning: 'hstack' does not fit the screen's width: needs 386 pt") == true,
                "\(run.stdout)")
        #expect(run.stdout.contains("Week.swift:8:21: note: so text 'Sa' is cut short [L003]"), "\(run.stdout)")
    }

    /// A file given alone is read with its package: its roots only, the other files' views known.
    @Test func aFileOfAnApp() throws {
        let directory = try temporaryApp(Self.app)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", "Sources/Tiny/Home.swift", "--format", "concise"], directory: directory)
        #expect(run.stdout.contains("Sources/Tiny/Card.swift:6:13: warning: text 'Weekly summary of every…'"), "\(run.stdout)")
        #expect(run.status == 0)
    }

    /// An image of the asset catalogue is laid out at its size (its largest PNG over its scale), and
    /// drawn at that size in a smaller clipped frame it is the avatar bug (L019).
    @Test func anImageFromTheCatalogueAndTheAvatarBug() throws {
        let directory = try temporaryApp([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Faces", platforms: [.iOS(.v17)], targets: [
                    .target(name: "Faces", resources: [.process("Resources")]),
                ])
                """,
            "Sources/Faces/Avatar.swift": """
                import SwiftUI

                struct Avatar: View {
                    var body: some View {
                        HStack {
                            Image("face", bundle: .module)
                                .frame(width: 40, height: 40)
                                .clipShape(Circle())
                            Image("face", bundle: .module)
                                .resizable()
                                .scaledToFill()
                                .frame(width: 40, height: 40)
                                .clipShape(Circle())
                        }
                    }
                }

                #Preview { Avatar() }
                """,
            "Sources/Faces/Resources/Assets.xcassets/Contents.json": "{}",
            "Sources/Faces/Resources/Assets.xcassets/face.imageset/Contents.json": """
                { "images": [ { "idiom": "universal", "scale": "1x" },
                              { "filename": "face@2x.png", "idiom": "universal", "scale": "2x" } ] }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A 240×240-pixel PNG at 2x: 120×120 pt.
        try Data(pngHeader(width: 240, height: 240)).write(to: URL(fileURLWithPath: directory + "/Sources/Faces/Resources/Assets.xcassets/face.imageset/face@2x.png"))
        let reading = Run(["build", "Sources/Faces/Avatar.swift", "--emit", "layout"], directory: directory)
        #expect(reading.stdout.contains("image(120x120).frame(width: 40, height: 40)"), "\(reading.stdout)")
        let run = Run(["lint", directory, "--format", "concise"], directory: directory)
        let warnings = run.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings == ["Sources/Faces/Avatar.swift:6:13: warning: 'image' is not resizable: it is drawn at its own size, "
                             + "120×120 pt, and the 40×40 frame that clips it shows only its middle: 80 pt of its width and "
                             + "80 pt of its height cropped (at all 18 configurations linted) [L019]"], "\(run.stdout)")
        #expect(run.status == 0)
    }

    /// A widget is laid out in its family's content area: a small widget is 148, 155, 158 and
    /// 170 pt wide on the four screen widths (HIG), less 16 pt margins on each side; with
    /// `.contentMarginsDisabled()` its content gets the whole size. A 150 pt colour then runs past
    /// the edge on the 375 pt iPhone SE only (148 pt: 1 pt each side); with the margins on every
    /// iPhone (116 pt on the SE, 138 pt on the largest: 6 pt each side).
    @Test func aWidgetWithoutContentMarginsGetsItsWholeSize() throws {
        func widget(_ modifiers: String) -> [String: String] {
            ["Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "W", platforms: [.iOS(.v17)], targets: [.target(name: "W")])
                """,
             "Sources/W/StepsWidget.swift": """
                import SwiftUI
                import WidgetKit

                struct StepsEntryView: View {
                    var body: some View {
                        Color.orange.frame(width: 150, height: 40)
                    }
                }

                struct StepsWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "steps", provider: Provider()) { entry in
                            StepsEntryView()
                        }
                        .supportedFamilies([.systemSmall])\(modifiers)
                    }
                }
                """]
        }
        let whole = try temporaryApp(widget("\n        .contentMarginsDisabled()"))
        defer { try? FileManager.default.removeItem(atPath: whole) }
        let run = Run(["lint", ".", "--format", "concise"], directory: whole)
        #expect(run.stdout.contains("needs 150 pt, the screen shows 148 pt of it: 1 pt at the leading edge"), "\(run.stdout)")
        #expect(!run.stdout.contains("iPhone 13 mini") && !run.stdout.contains("iPhone 16"))
        // The colour is the element cut off and the finding's own: one note at the use, not two.
        #expect(run.stdout.components(separatedBy: "note: laid out as it is used here").count == 2, "\(run.stdout)")
        let margins = try temporaryApp(widget(""))
        defer { try? FileManager.default.removeItem(atPath: margins) }
        let inset = Run(["lint", ".", "--format", "concise"], directory: margins)
        #expect(inset.stdout.contains("needs 150 pt, the screen shows 116 pt of it: 17 pt at the leading edge"), "\(inset.stdout)")
        #expect(inset.stdout.contains("the screen shows 138 pt of it: 6 pt at the leading edge"))
    }

    /// A widget is laid out with the entry Xcode's canvas shows: its preview's timeline's first
    /// (here a long title, where the type's own `sample` is short), else its provider's
    /// `placeholder(in:)`. A one-line headline of 37 characters is cut in a small widget; "Rome"
    /// would fit.
    @Test func aWidgetIsLaidOutWithItsTimelineEntry() throws {
        func widget(preview: Bool, placeholder: String) -> [String: String] {
            ["Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "W", platforms: [.iOS(.v17)], targets: [.target(name: "W")])
                """,
             "Sources/W/TripWidget.swift": """
                import SwiftUI
                import WidgetKit

                struct TripEntry: TimelineEntry {
                    let date: Date
                    let title: String
                    \(preview ? "static let sample = TripEntry(date: .now, title: \"Rome\")" : "")
                }

                struct TripProvider: TimelineProvider {
                    func placeholder(in context: Context) -> TripEntry {
                        TripEntry(date: .now, title: "\(placeholder)")
                    }
                    func getSnapshot(in context: Context, completion: @escaping (TripEntry) -> Void) {}
                    func getTimeline(in context: Context, completion: @escaping (Timeline<TripEntry>) -> Void) {}
                }

                struct TripWidgetView: View {
                    let entry: TripEntry
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text(entry.title)
                                .font(.headline)
                                .lineLimit(1)
                            Spacer()
                        }
                    }
                }

                struct TripWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "trip", provider: TripProvider()) { entry in
                            TripWidgetView(entry: entry)
                        }
                        .supportedFamilies([.systemSmall])
                    }
                }
                """ + (preview ? """

                #Preview(as: .systemSmall) {
                    TripWidget()
                } timeline: {
                    TripEntry(date: .now, title: "Weekend in the Dolomites with friends")
                    TripEntry.sample
                }
                """ : "")]
        }
        let previewed = try temporaryApp(widget(preview: true, placeholder: "Lisbon"))
        defer { try? FileManager.default.removeItem(atPath: previewed) }
        let timeline = Run(["lint", ".", "--format", "concise"], directory: previewed)
        #expect(timeline.stdout.contains("warning: text 'Weekend in the Dolomite…' is cut short"), "\(timeline.stdout)")
        let placeholder = try temporaryApp(widget(preview: false, placeholder: "Lisbon, Porto and the Algarve coast"))
        defer { try? FileManager.default.removeItem(atPath: placeholder) }
        let gallery = Run(["lint", ".", "--format", "concise"], directory: placeholder)
        #expect(gallery.stdout.contains("warning: text 'Lisbon, Porto and the A…' is cut short"), "\(gallery.stdout)")
    }

    /// A FIFO named like a source file in an app's folder is not read: `lint` of the folder does not
    /// wait for a writer that never comes, and lints the rest.
    @Test func aFIFOInAnAppFolderIsNotRead() throws {
        let app = try temporaryApp(Self.app)
        defer { try? FileManager.default.removeItem(atPath: app) }
        #expect(mkfifo(app + "/Sources/Tiny/Pipe.swift", 0o644) == 0)
        let plain = Run(["lint", "."], directory: app)
        let reference = try temporaryApp(Self.app)
        defer { try? FileManager.default.removeItem(atPath: reference) }
        let expected = Run(["lint", "."], directory: reference)
        #expect(plain.status == expected.status && plain.stdout == expected.stdout, "\(plain.stdout)\(plain.stderr)")
        // A folder of `.layout` files: the FIFO is left out of what `lint` and `fmt` walk.
        let layouts = try temporaryApp(["b.layout": "box(10x10)\n"])
        defer { try? FileManager.default.removeItem(atPath: layouts) }
        #expect(mkfifo(layouts + "/a.layout", 0o644) == 0)
        let lint = Run(["lint", "."], directory: layouts)
        #expect(lint.status == 0 && lint.stdout == "No problems found in 1 file.\n", "\(lint.stdout)\(lint.stderr)")
        #expect(Run(["fmt", "--check", "."], directory: layouts).status == 0)
    }
}
