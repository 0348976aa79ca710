import Foundation
import Testing

/// Shapes found linting real open-source apps (issue 42's check as a new user would make it), each
/// written again here in a few lines: what `layoutc` answered wrongly before, and what it answers.
@Suite struct RealAppShapesTests {
    func temporaryApp(_ files: [String: String]) throws -> String { try temporaryProject(files, prefix: "layoutc-shapes") }

    /// A generic wrapper apps write to show a view only when a value is there.
    static let unwrap = """
        struct Unwrap<Value, Content: View>: View {
            private let value: Value?
            private let content: (Value) -> Content

            init(_ value: Value?, @ViewBuilder content: @escaping (Value) -> Content) {
                self.value = value
                self.content = content
            }

            var body: some View { value.map(content) }
        }
        """

    func warnings(_ run: Run) -> [Substring] {
        run.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }
    }

    /// Valid Swift with no view of its own for iOS — a view inside `#if os(macOS)`, a file of
    /// styles — is checked without an error, and the note says why there is nothing to lay out;
    /// `build`, which has nothing to build, says the same as an error.
    @Test func aFileWithNothingOfItsOwnToLayOutChecks() throws {
        let directory = try temporaryApp([
            "Reader.swift": """
                import SwiftUI

                #if os(macOS)
                struct Reader: View {
                    var body: some View { Text("Article") }
                }
                #endif
                """,
            "Pill.swift": """
                import SwiftUI

                struct Pill: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.padding(.horizontal, 16).background(Capsule().fill(.blue))
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let check = Run(["check", "Reader.swift", "Pill.swift"], directory: directory)
        #expect(check.status == 0, "\(check.stderr)")
        let said = check.stdout + check.stderr
        #expect(said.contains("Reader.swift: note: Reader.swift has no view to lay out: its views are built for macOS only "
                              + "(#if), not for iOS [E3002]"), "\(said)")
        #expect(said.contains("Pill.swift: note: Pill.swift has no view to lay out: it declares styles, modifiers or "
                              + "extensions of views, laid out where the app applies them [E3002]"), "\(said)")
        #expect(!said.contains("error"))
        let build = Run(["build", "Reader.swift"], directory: directory)
        #expect(build.status == 1)
        #expect((build.stdout + build.stderr).contains("error: Reader.swift has no view to lay out: its views are built for "
                                                       + "macOS only"), "\(build.stderr)")
    }

    /// `Preview()` in a `PreviewProvider`'s `previews` is the view it nests (Apple's sample apps
    /// wrap a view that needs state so): its card's 20×20 close button is found there. A view a
    /// preview shows as a screen is laid out in that preview, not again as a screen of the app.
    @Test func aViewNestedInAPreviewProviderIsItsPreview() throws {
        func card(_ previews: String) -> [String: String] {
            ["OrderCard.swift": """
                import SwiftUI

                struct OrderCard: View {
                    var body: some View {
                        HStack {
                            Text("New orders")
                            Button { } label: { Image(systemName: "xmark") }
                        }
                    }
                }

                struct OrderCard_Previews: PreviewProvider {
                    struct Preview: View {
                        @State private var count = 3
                        var body: some View { OrderCard() }
                    }

                    static var previews: some View {
                        \(previews)
                    }
                }
                """]
        }
        for previews in ["Preview()", "NavigationStack { Preview() }"] {
            let directory = try temporaryApp(card(previews))
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let run = Run(["lint", ".", "--format", "concise"], directory: directory)
            #expect(warnings(run) == ["OrderCard.swift:7:13: warning: this button answers taps on less than 44×44 pt: it is "
                                      + "20×20 pt (at all 18 configurations linted) [L018]"], "\(previews): \(run.stdout)")
            let human = Run(["lint", "."], directory: directory)
            #expect(human.stdout.contains("OrderCard.swift:19:"), "\(previews): \(human.stdout)")
            #expect(!human.stdout.contains("OrderCard.swift:13:"), "\(previews): \(human.stdout)")
        }
    }

    /// A preview of a Mac view (one that uses `NSColor`, or a file that imports AppKit) is a Mac
    /// preview: its view is counted among those not linted, and nothing is judged by iOS's rules.
    @Test func aPreviewOfAMacViewIsNotJudgedAsAnIPhones() throws {
        let directory = try temporaryApp([
            "HelpButton.swift": """
                import SwiftUI

                struct HelpButton: View {
                    var body: some View {
                        Button { } label: {
                            Circle().strokeBorder(Color(NSColor.separatorColor)).frame(width: 20, height: 20)
                        }
                        .buttonStyle(.plain)
                    }
                }

                #Preview { HelpButton().padding() }
                """,
            "Badge.swift": """
                import SwiftUI
                import AppKit

                struct Badge: View {
                    var body: some View { Button("x") { }.font(.system(size: 9)) }
                }

                #Preview { Badge() }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(warnings(run).isEmpty, "\(run.stdout)")
        #expect(run.stderr == "layoutc: note: not linted: macOS (2 views) (layoutc lints iOS views)\n", "\(run.stderr)")
    }

    /// `.allowsHitTesting(false)` on a button (literally, or through a condition the code decides)
    /// leaves a label that takes no taps: no tap target to judge. The same button taking taps is one.
    /// (A view's own `let enabled = false` is read as a parameter of its component, so a condition
    /// on it is not decided yet.)
    @Test func aButtonThatTakesNoTapsIsNoTapTarget() throws {
        func badge(_ modifier: String) -> [String: String] {
            ["Badge.swift": """
                import SwiftUI

                struct Badge: View {
                    var body: some View {
                        HStack { Button("New") { }\(modifier) }
                    }
                }

                #Preview { Badge() }
                """]
        }
        for (modifier, found) in [("", true), (".allowsHitTesting(false)", false), (".allowsHitTesting(1 > 2)", false),
                                  (".allowsHitTesting(!false)", true)] {
            let directory = try temporaryApp(badge(modifier))
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let run = Run(["lint", ".", "--format", "concise"], directory: directory)
            #expect(run.stdout.contains("[L018]") == found, "\(modifier): \(run.stdout)")
        }
    }

    /// A manifest that adds its targets in code after `Package(…)` (`package.targets.append(…)`,
    /// as large apps' manifests do) is said to, and SwiftPM's layout stands in: each folder of
    /// `Sources/` it does not list is a target, and its views are linted — not "0 files".
    @Test func aManifestThatAddsTargetsInCodeIsReadByConvention() throws {
        let directory = try temporaryApp([
            "Package.swift": """
                // swift-tools-version:5.9
                import Foundation
                import PackageDescription

                var package = Package(
                    name: "Shop",
                    platforms: [.iOS(.v17)],
                    targets: []
                )

                if ProcessInfo.processInfo.environment["SERVER_ONLY"] == nil {
                    package.targets.append(contentsOf: [.target(name: "Feature")])
                }
                """,
            "Sources/Feature/CloseBar.swift": """
                import SwiftUI

                struct CloseBar: View {
                    var body: some View {
                        HStack {
                            Button { } label: { Image(systemName: "xmark") }
                            Spacer()
                        }
                    }
                }

                #Preview { CloseBar() }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        // The app model's warnings go with the run's notes, on standard error.
        #expect(run.stderr.contains("Package.swift:12:13: warning: the manifest changes its targets in code after "
                                    + "Package(…): each folder of Sources/ it does not list is read as a target, as "
                                    + "SwiftPM lays a package out (Feature)"), "\(run.stderr)")
        #expect(run.stdout.contains("Sources/Feature/CloseBar.swift:6:13: warning: this button answers taps on less than "
                                    + "44×44 pt: it is 20×20 pt"), "\(run.stdout)")
    }

    /// A local package two others depend on that is not there is said once, at a manifest that
    /// names it.
    @Test func aMissingLocalPackageIsSaidOnce() throws {
        func manifest(_ name: String) -> String {
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "\(name)", platforms: [.iOS(.v17)],
                                  dependencies: [.package(path: "../Models")],
                                  targets: [.target(name: "\(name)", dependencies: ["Models"])])
            """
        }
        let view = "import SwiftUI\nstruct Screen: View {\n    var body: some View { Text(\"Hi\") }\n}\n"
        let directory = try temporaryApp([
            "Packages/Feed/Package.swift": manifest("Feed"), "Packages/Feed/Sources/Feed/Screen.swift": view,
            "Packages/Profile/Package.swift": manifest("Profile"), "Packages/Profile/Sources/Profile/Screen.swift": view,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let said = (run.stdout + run.stderr).split(separator: "\n").filter { $0.contains("Models") }
        #expect(said == ["Packages/Feed/Package.swift: warning: the local package '../Models' is not there: the modules "
                         + "that use its products are read without it"], "\(run.stdout)\(run.stderr)")
    }

    /// A literal that reads as a localization key is shown as its translation, which layoutc does
    /// not read yet: what is measured of it is an info with the key named, never a warning. A host
    /// name, or words, are what users read.
    @Test func aLocalizationKeyStandsInForItsTranslation() throws {
        func screen(_ title: String) -> [String: String] {
            ["Settings.swift": """
                import SwiftUI

                struct Settings: View {
                    var body: some View {
                        Text("\(title)")
                            .lineLimit(1)
                            .frame(width: 60)
                    }
                }

                #Preview { Settings() }
                """]
        }
        for (title, isKey) in [("account.follow-request.accept", true), ("welcome_title_long", true), ("ACCOUNT_SUBTITLE", true),
                               ("orbit-timer.example", false), ("Accept the request", false)] {
            let directory = try temporaryApp(screen(title))
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let run = Run(["lint", ".", "--format", "concise"], directory: directory)
            #expect(run.stdout.contains(": warning: text '") == !isKey, "\(title): \(run.stdout)")
            let shown = Run(["lint", ".", "--show-stand-ins"], directory: directory)
            #expect(shown.stdout.contains("with the localization key '\(title)' as a stand-in for its translation") == isKey,
                    "\(title): \(shown.stdout)")
        }
    }

    /// A button whose label lost a view the reader could not read (a package not in the folder,
    /// a generated string's `Text`), or whose style's bezel is not drawn, is smaller here than in
    /// the app: its tap-target finding is an info naming why. Findings that something is too big
    /// still hold with the view back in.
    @Test func aButtonSmallerThanInTheAppIsAnInfo() throws {
        let directory = try temporaryApp(["Cells.swift": """
            import SwiftUI
            import PosterKit

            struct PosterCell: View {
                var body: some View {
                    Button(action: {}) {
                        VStack {
                            PosterImage(path: "/p/1.jpg")
                            Text("Dune").font(.footnote)
                        }
                        .frame(width: 120, height: 240)
                    }
                }
            }

            struct Follow: View {
                var body: some View { Button("Follow") { }.buttonStyle(.bordered) }
            }

            #Preview {
                VStack {
                    PosterCell()
                    Follow()
                }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(warnings(run).isEmpty, "\(run.stdout)")
        let shown = Run(["lint", ".", "--show-stand-ins"], directory: directory)
        #expect(shown.stdout.contains("Cells.swift:6:9: info: this button answers taps on less than 44×44 pt"), "\(shown.stdout)")
        #expect(shown.stdout.contains("note: with its label lacking 'PosterImage', which the reader left out"))
        #expect(shown.stdout.contains("Cells.swift:17:27: info: this button answers taps on less than 44×44 pt"))
        #expect(shown.stdout.contains("note: with its label lacking the padding of its style's bezel, which layoutc does not "
                                      + "draw yet"))
    }

    /// Content that spills out of a frame of a greatest height (L002) is that frame's finding. At
    /// Large the padded row is 54 pt of layout in 40, but its texts (a 22 pt headline line, its
    /// glyphs about 20 pt) stay inside: only the padding spills, which draws nothing. At AX5 the
    /// headline's line is 62 pt (94 with the padding): it shows past the frame. The preview's
    /// fixed 40 pt is the canvas's height, not the app's (the row is judged 375 pt wide, as tall
    /// as it needs): nothing runs past a screen's edge.
    @Test func anOverflowOfASpillingFrameIsThatFramesFinding() throws {
        let directory = try temporaryApp(["DetailRow.swift": """
            import SwiftUI

            struct DetailRow: View {
                var body: some View {
                    HStack {
                        Text("Rate").font(.headline)
                        Spacer()
                        Text("$123.99").font(.callout)
                    }
                    .padding()
                    .frame(maxWidth: .infinity, maxHeight: 40, alignment: .leading)
                }
            }

            #Preview(traits: .fixedLayout(width: 375, height: 40)) { DetailRow() }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", "."], directory: directory)
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("DetailRow.swift:11:9: warning: 'hstack' spills out of its frame's height: 94 pt "
                                       + "tall in 40 pt: 54 pt spill out at 375×nil (AX5)") == true, "\(run.stdout)")
        #expect(!run.stdout.contains("[L001]"), "\(run.stdout)")
    }

    /// A generic wrapper that shows its content when a value is there (`value.map(content)`, the
    /// content a view closure it was given) shows the content — a text of the body style's line
    /// height here — where it was left out (0×0).
    @Test func aWrapperMappingAnOptionalToItsContentShowsIt() throws {
        let directory = try temporaryApp(["Tag.swift": """
            import SwiftUI

            \(Self.unwrap)

            struct Tag: View {
                var body: some View { Unwrap("Hiking") { Text($0) } }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["build", "Tag.swift", "--view", "Tag"], directory: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(run.stdout)")
        #expect(lines.last?.hasPrefix("text  x=0 y=0 w=") == true && lines.last?.hasSuffix(" h=22") == true, "\(run.stdout)")
    }

    /// The report lists files in an order of its own, the same on every run: the roots' files,
    /// then the other files with findings module by module (in the app model's order) — not in a
    /// dictionary's order, which changes from process to process (with five modules of roots, a
    /// dictionary's order is the modules' one run in 120).
    @Test func theReportsFilesAreInTheModulesOrder() throws {
        let names = ["A", "B", "C", "D", "E"]
        var files = ["Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Five", platforms: [.iOS(.v17)], targets: [
            \(names.map { ".target(name: \"Kit\($0)\")" }.joined(separator: ", ")),
            \(names.map { ".target(name: \"App\($0)\", dependencies: [\"Kit\($0)\"])" }.joined(separator: ", ")),
            ])
            """]
        for name in names {
            files["Sources/Kit\(name)/Star\(name).swift"] = "import SwiftUI\n\npublic struct Star\(name): View {\n"
                + "    public init() {}\n    public var body: some View {\n"
                + "        Button { } label: { Image(systemName: \"star\") }\n    }\n}\n"
            files["Sources/App\(name)/Screen.swift"] = "import SwiftUI\nimport Kit\(name)\n\nstruct Screen: View {\n"
                + "    var body: some View { Star\(name)() }\n}\n\n#Preview { Screen() }\n"
        }
        let directory = try temporaryApp(files)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run).map { $0.split(separator: ":").first.map(String.init) ?? "" }
        #expect(found == names.map { "Sources/Kit\($0)/Star\($0).swift" }, "\(run.stdout)")
        let json = Run(["lint", ".", "--format", "json"], directory: directory)
        let listed = (names.map { "Sources/App\($0)/Screen.swift" } + names.map { "Sources/Kit\($0)/Star\($0).swift" })
            .map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(json.stdout.contains("\"files\": [\(listed)]"), "\(json.stdout)")
    }

    /// A `.font` the reader cannot read (a design system's from a package not in the folder)
    /// leaves the text in the body font: what that sizes rests on a stand-in.
    @Test func aTextInAFontTheReaderCannotReadRestsOnAStandIn() throws {
        let directory = try temporaryApp(["Dot.swift": """
            import SwiftUI
            import Compound

            struct Dot: View {
                var body: some View {
                    Text("4")
                        .font(.compound.bodyXSSemibold)
                        .frame(width: 18, height: 18)
                }
            }

            #Preview { Dot() }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(warnings(run).isEmpty, "\(run.stdout)")
        let shown = Run(["lint", ".", "--show-stand-ins"], directory: directory)
        #expect(shown.stdout.contains("info: text '4' spills out of its frame's height"), "\(shown.stdout)")
        #expect(shown.stdout.contains("with the body font standing in for .compound.bodyXSSemibold"), "\(shown.stdout)")

        // An SF Symbol is laid out 20×20 whatever its font: a font the reader cannot read changes
        // nothing of it, and a 20×20 close button is still a finding.
        let close = try temporaryApp(["Close.swift": """
            import SwiftUI
            import Compound

            struct Close: View {
                var body: some View {
                    Button { } label: { Image(systemName: "xmark").font(.compound.icon) }
                }
            }

            #Preview { Close() }
            """])
        defer { try? FileManager.default.removeItem(atPath: close) }
        let closeRun = Run(["lint", ".", "--format", "concise"], directory: close)
        #expect(closeRun.stdout.contains("Close.swift:6:9: warning: this button answers taps on less than 44×44 pt: it is "
                                         + "20×20 pt"), "\(closeRun.stdout)")
    }

    /// A text field is one line: a prompt longer than the field is cut short (with an ellipsis on
    /// the device), unless the field grows (`axis: .vertical`).
    @Test func aTextFieldIsOneLine() throws {
        func form(_ axis: String) -> [String: String] {
            ["Search.swift": """
                import SwiftUI

                struct Search: View {
                    @State private var query = ""
                    var body: some View {
                        Form {
                            TextField("Search every saved article, highlight and note in your library", text: $query\(axis))
                        }
                    }
                }

                #Preview { Search() }
                """]
        }
        for (axis, cut) in [("", true), (", axis: .vertical", false)] {
            let directory = try temporaryApp(form(axis))
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let run = Run(["lint", ".", "--format", "concise"], directory: directory)
            #expect(run.stdout.contains("Search.swift:7:13: warning: text 'Search every saved arti…' is cut short: shows 1 of 2 "
                                        + "lines (1 line lost, limited by lineLimit: 1)") == cut, "\(axis): \(run.stdout)")
        }
    }

    /// A field's short prompt cut only at the accessibility sizes is cut as iOS cuts every field's
    /// there (what is typed scrolls): an info, not a warning. A preview's `.constant(x)` binding is
    /// x: the view it is given to reads it, and what rests on it is the app's (a 16 pt "Cancel"
    /// button in the settings sheet's own header: 19.36 pt tall, a warning).
    @Test func aFieldsPromptCutAtAccessibilitySizesAndAConstantBinding() throws {
        let directory = try temporaryApp(["Settings.swift": """
            import SwiftUI

            struct Settings: View {
                @Binding var server: String
                var body: some View {
                    VStack {
                        HStack {
                            Button { } label: { Text("Cancel").font(.system(size: 16)) }
                            Spacer()
                        }
                        .padding()
                        Form {
                            TextField("Address of your server", text: $server)
                        }
                    }
                }
            }

            #Preview { Settings(server: .constant("https://example.org")) }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Settings.swift:8:17: warning: this button answers taps on less than 44×44 pt: it is ")
                == true, "\(run.stdout)")
        let shown = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        #expect(shown.stdout.contains("Settings.swift:13:17: info: text 'Address of your server' is cut short: shows 1 of 2 lines (1 line lost, limited by lineLimit: 1) at all 6 places (AX5)"),
                "\(shown.stdout)")
        #expect(shown.stdout.contains("Settings.swift:13:17: note: it is a text field's prompt, cut as iOS cuts every field's at "
                                      + "the accessibility sizes (what is typed scrolls)"), "\(shown.stdout)")
    }

    /// A button the app shows only as a toolbar item is given a 44×44 pt hit region by the bar:
    /// its own preview judges no tap target, and the toolbar is no screen. Shown in the list
    /// instead, the same 20×20 button is a finding.
    @Test func aToolbarItemIsNoTapTargetToJudge() throws {
        func app(_ placed: String) -> [String: String] {
            ["Inbox.swift": """
                import SwiftUI

                struct Inbox: View {
                    var body: some View {
                        NavigationStack {
                            List { Text("No messages") }
                                \(placed)
                        }
                    }
                }
                """,
             "ProfileButton.swift": """
                import SwiftUI

                struct ProfileButton: View {
                    var body: some View {
                        Button { } label: { Image(systemName: "person.crop.circle") }
                    }
                }

                #Preview(traits: .sizeThatFitsLayout) { ProfileButton() }
                """]
        }
        for (placed, found) in [(".toolbar { ProfileButton() }", false),
                                (".toolbar { ToolbarItem(placement: .topBarTrailing) { ProfileButton() } }", false),
                                (".safeAreaInset(edge: .bottom) { ProfileButton() }", true)] {
            let directory = try temporaryApp(app(placed))
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let run = Run(["lint", ".", "--format", "concise"], directory: directory)
            #expect(run.stdout.contains("ProfileButton.swift:5:9: warning: this button answers taps on less than 44×44 pt")
                    == found, "\(placed): \(run.stdout)")
        }
    }

    /// `@ScaledMetric` grows with Dynamic Type as its text style does (20 pt is 20 × 23 / 17 at
    /// xxxLarge and 20 × 40 / 17 at AX3 for `.body`): a badge sized with it keeps its digit. A
    /// plain 20 pt does not.
    @Test func aScaledMetricGrowsWithDynamicType() throws {
        func badge(_ attribute: String) -> [String: String] {
            ["Badge.swift": """
                import SwiftUI

                struct Badge: View {
                    \(attribute)private var side: CGFloat = 20
                    var body: some View {
                        Text("3")
                            .font(.caption2)
                            .frame(width: side, height: side)
                    }
                }

                #Preview { Badge() }
                """]
        }
        for (attribute, spills) in [("@ScaledMetric(relativeTo: .body) ", false), ("@ScaledMetric ", false), ("", true)] {
            let directory = try temporaryApp(badge(attribute))
            defer { try? FileManager.default.removeItem(atPath: directory) }
            // Up to AX3 (at AX5 the plain badge's digit is wider than its 20 pt too: cut short as well).
            let run = Run(["lint", ".", "--format", "concise", "--dynamic-type", "large,xxxLarge,AX3"], directory: directory)
            #expect(run.stdout.contains("warning: text '3' spills out of its frame's height") == spills,
                    "\(attribute): \(run.stdout)")
        }
        let directory = try temporaryApp(badge("@ScaledMetric "))
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let large = Run(["build", "Badge.swift", "--view", "Badge", "--proposal", "100x100"], directory: directory)
        #expect(large.stdout.hasPrefix("proposal 100x100 → 20x20"), "\(large.stdout)")
        // At AX3 (lint's matrix): 20 × 40 / 17 = 47.06 pt, which the caption2 digit's 35 pt line fits.
        let ax3 = Run(["lint", ".", "--format", "concise", "--dynamic-type", "AX3", "--show-stand-ins"], directory: directory)
        #expect(!ax3.stdout.contains("spills out"), "\(ax3.stdout)")
        let plain = try temporaryApp(badge(""))
        defer { try? FileManager.default.removeItem(atPath: plain) }
        let plainAX3 = Run(["lint", ".", "--format", "concise", "--dynamic-type", "AX3"], directory: plain)
        #expect(plainAX3.stdout.contains("35 pt tall in 20 pt"), "\(plainAX3.stdout)")
    }

    /// A clip cuts what lies outside the view it is applied to: `.frame(height: 15).padding(7)
    /// .cornerRadius(3)` keeps the padded 29 pt, so the 18-pt line that overhangs its 15-pt frame
    /// into the padding is seen whole. Without the padding it is cut.
    @Test func aClipKeepsWhatItsViewHolds() throws {
        func chip(_ padding: Int) -> [String: String] {
            ["Chip.swift": """
                import SwiftUI

                struct Chip: View {
                    var body: some View {
                        Text("Consume")
                            .font(.system(size: 15))
                            .fixedSize()
                            .frame(height: 15)
                            .padding(\(padding))
                            .background(Color.green)
                            .cornerRadius(3)
                    }
                }

                #Preview { Chip() }
                """]
        }
        for (padding, cut) in [(7, false), (0, true)] {
            let directory = try temporaryApp(chip(padding))
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let run = Run(["lint", ".", "--format", "concise"], directory: directory)
            #expect(run.stdout.contains("text 'Consume' is cut by its clipped frame's height") == cut,
                    "\(padding): \(run.stdout)")
        }
    }

    /// A value the checker refuses inside a content closure (a font of the app's the folder does
    /// not hold) is left out of the text it was given to: what that text's size makes rests on the
    /// stand-in, so the button it leaves too small is an info that names the font.
    @Test func whatAParametersDefaultShowsRestsOnTheCallsStandIn() throws {
        let directory = try temporaryApp(["Buy.swift": """
            import SwiftUI

            \(Self.unwrap)

            struct Buy: View {
                let price: String?
                var body: some View {
                    Button { } label: {
                        HStack {
                            Image(systemName: "gift")
                            Unwrap(price) { Text($0).font(.boldFontWithSize(20)) }
                        }
                    }
                }
            }

            #Preview { Buy(price: "$4.99") }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(warnings(run).isEmpty, "\(run.stdout)")
        let shown = Run(["lint", ".", "--show-stand-ins"], directory: directory)
        #expect(shown.stdout.contains("Buy.swift:18:9: info: this button answers taps on less than 44×44 pt"), "\(shown.stdout)")
        // What stands in is named: the closure's text's font, which the reader could not read (its
        // views keep their places, since the views given to a view of the app's are printed in
        // place, and their own values are dropped one by one).
        #expect(shown.stdout.contains("Buy.swift:18:9: note: with a value layoutc could not read ('.boldFontWithSize(…)' is "
                                      + "not a value layoutc knows), left to its default"), "\(shown.stdout)")
    }

    /// A view whose body is a context menu's items (Hacker News reader's post menu: buttons with
    /// labels and a divider, no stack) is laid out by the menu that shows it, a row each: with no
    /// use in the code read it is no screen, and its preview judges no tap target. A view whose body
    /// is one button, or buttons in a stack, is still judged.
    @Test func aMenusItemsAreTheMenus() throws {
        let directory = try temporaryApp(["PostMenu.swift": """
            import SwiftUI

            struct PostMenu: View {
                let upvoted: Bool
                var body: some View {
                    Group {
                        if !upvoted {
                            Button { } label: { Label("Upvote", systemImage: "arrow.up") }
                        }
                        Divider()
                        Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                    }
                }
            }

            #Preview { PostMenu(upvoted: false) }
            """, "Star.swift": """
            import SwiftUI

            struct Star: View {
                var body: some View {
                    Button { } label: { Image(systemName: "star") }
                }
            }
            """, "Actions.swift": """
            import SwiftUI

            struct Actions: View {
                var body: some View {
                    VStack {
                        Button("Reply") { }
                        Button("Share") { }
                    }
                }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(!found.contains { $0.hasPrefix("PostMenu.swift") }, "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Star.swift:5:9: warning: this button answers taps on less than 44×44 pt") },
                "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Actions.swift:6:13: warning: this button answers taps on less than 44×44 pt") },
                "\(run.stdout)")
    }

    /// A multiplatform app checked out without its project (yattee): `macOS/` holds the Mac
    /// target's views, `Apple TV/` the TV's, `TrailsWatch Extension/` the watch's (openHAB's
    /// spelling), `Shared/` and `iOS/` the iPhone's. Each folder named
    /// for a platform says what builds its files; the same button is a finding only on iOS.
    @Test func aFolderNamedForAPlatformHoldsThatPlatformsViews() throws {
        let button = { (name: String) in """
            import SwiftUI

            struct \(name): View {
                var body: some View {
                    Button { } label: { Image(systemName: "arrow.clockwise") }
                }
            }
            """ }
        let directory = try temporaryApp([
            "macOS/Updates/CheckForUpdates.swift": button("CheckForUpdates"),
            "Apple TV/Reload.swift": button("Reload"),
            "tvOS/Controls/Skip.swift": button("Skip"),
            "TrailsWatch Extension/Views/Start.swift": button("Start"),
            "Shared/Views/Retry.swift": button("Retry"),
            "iOS/Refresh.swift": button("Refresh"),
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let files = Set(warnings(run).map { $0.split(separator: ":").first.map(String.init) ?? "" })
        #expect(files == ["Shared/Views/Retry.swift", "iOS/Refresh.swift"], "\(run.stdout)")
        #expect(run.stderr.contains("not linted: macOS (1 view), watchOS (1 view), tvOS (2 views)"), "\(run.stderr)")
    }

    /// "Subscriptions" in the title style (28 pt at Large, where the preview holds it) is 185.4 pt
    /// in Inter; iOS sets it in SF
    /// Pro's display cut, 10–16 % narrower. In 175 pt it breaks in Inter, but text 10 % narrower
    /// (166.9 pt) fits: that rests on the font's stand-in, an info. In 160 pt it breaks either
    /// way: a warning. A `.layout` file's text is measured as written: no margin there.
    @Test func aTextCutByLessThanTheFontsMarginRestsOnTheFont() throws {
        let title = { (width: Int) in """
            import SwiftUI

            struct Title: View {
                var body: some View {
                    Text("Subscriptions").font(.title).lineLimit(1).frame(width: \(width))
                }
            }

            #Preview { Title().dynamicTypeSize(.large) }
            """ }
        for (width, cut) in [(175, false), (160, true)] {
            let directory = try temporaryApp(["Title.swift": title(width)])
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let run = Run(["lint", ".", "--format", "concise"], directory: directory)
            #expect(warnings(run).contains { $0.hasPrefix("Title.swift:5:9: warning: text 'Subscriptions' is cut short") } == cut,
                    "\(width): \(run.stdout)")
            let shown = Run(["lint", ".", "--show-stand-ins"], directory: directory)
            #expect(shown.stdout.contains("Title.swift:5:9: note: with Inter's widths standing in for SF Pro's (at 28 pt, "
                                          + "SF Pro is 10 % narrower or more): iOS's own font may fit it") == !cut,
                    "\(width): \(shown.stdout)")
        }
        let directory = try temporaryApp(["title.layout": """
            proposal(175, nil)
            text("Subscriptions", size: 28).lineLimit(1).frame(width: 175)
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["lint", "title.layout", "--format", "concise"], directory: directory)
        #expect(layout.stdout.contains("title.layout:2:1: warning: text 'Subscriptions' is cut short"), "\(layout.stdout)")
    }

    /// `ForEach`es over an enum's cases nested in each other's items (a fuzzed file whose braces
    /// no longer close nested four of them) grow as the cases to the power of the depth: a reading
    /// reads at most 2,048 such items one by one, then each `ForEach` with its first item, and says
    /// so (the file took 4 s to check, and 51 s instrumented). Two levels are read whole.
    @Test func forEachesNestedInEachOthersItemsAreBounded() throws {
        let nested = { (depth: Int) -> String in
            var body = "Text(f.title)"
            for level in (0..<depth).reversed() {
                body = "VStack { ForEach(Filter.allCases) { f in \(body) } }"
                _ = level
            }
            return """
                import SwiftUI

                enum Filter: String, CaseIterable, Identifiable {
                    case a, b, c, d, e, f, g, h, i, j, k, l
                    var id: Self { self }
                    var title: String { rawValue.uppercased() }
                }

                struct Filters: View {
                    var body: some View { ScrollView { \(body) } }
                }
                """
        }
        for (depth, bounded) in [(2, false), (4, true)] {
            let directory = try temporaryApp(["Filters.swift": nested(depth)])
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let check = Run(["check", "Filters.swift"], directory: directory)
            #expect(check.status == 0, "\(check.stderr)")
            let said = check.stdout + check.stderr
            #expect(said.contains("more views than the reader reads of ForEaches over values in one view (2048 items): "
                                  + "this one is read with its first item only") == bounded, "\(depth): \(said)")
        }
    }

    /// A `@State` the view sets as it appears (`.onAppear { appeared = true }`) is that value where
    /// it is used; one it measures (a card's height from a `GeometryReader` through a preference, as
    /// a purchase sheet does) is known only when the app runs, not its initial 0 — the card was a
    /// "squeezed out, 0 pt tall" warning. One a button sets is still its initial value.
    @Test func aStateSetAsTheViewAppearsIsWhatItShows() throws {
        let directory = try temporaryApp(["Sheet.swift": """
            import SwiftUI

            struct HeightKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
            }

            struct Sheet: View {
                let status: String
                @State private var cardHeight: CGFloat = 0
                @State private var appeared = false
                @State private var expanded = false

                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.white)
                            .frame(width: 220, height: cardHeight)
                        VStack {
                            Text(status)
                                .frame(width: 180)
                                .background(GeometryReader { geometry in
                                    Color.clear.preference(key: HeightKey.self, value: geometry.size.height)
                                })
                            if appeared {
                                Image(systemName: "xmark").onTapGesture { }
                            }
                            if expanded {
                                Image(systemName: "chevron.up").onTapGesture { }
                            }
                            Button { expanded = true } label: { Text("More").frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) }
                        }
                    }
                    .onPreferenceChange(HeightKey.self) { cardHeight = $0 + 100 }
                    .onAppear { withAnimation { appeared = true } }
                }
            }

            #Preview { Sheet(status: "Done") }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["build", "Sheet.swift", "--emit", "layout"], directory: directory)
        #expect(layout.stdout.contains("roundedRect(cornerRadius: 12).fill(.white).frame(width: 220)\n"), "\(layout.stdout)")
        #expect(layout.stderr.contains("'cardHeight' (@State) is set as the view is shown (measured or loaded)"),
                "\(layout.stderr)")
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(!found.contains { $0.contains("squeezed out") }, "\(run.stdout)")
        // The mark the sheet shows once it has appeared is judged; so is the one a tap shows, in a
        // variant with `expanded` true (a state the user brings about).
        #expect(found.contains { $0.hasPrefix("Sheet.swift:26:21: warning: 'image', which has .onTapGesture()") },
                "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Sheet.swift:29:21: warning: 'image', which has .onTapGesture()") },
                "\(run.stdout)")
        #expect(run.stdout.contains("Sheet.swift:29:21: note: laid out as Sheet with expanded true, as its code sets "
                                    + "it when the user acts"), "\(run.stdout)")
        #expect(found.count == 2, "\(run.stdout)")
    }

    /// The frameworks' geometry values an app keeps as constants (`static let iconSize: CGSize =
    /// .init(width: 28, height: 28)`, `EdgeInsets`, `CGPoint`, `.zero`) are read field by field where
    /// they are used: an icon sized by one was left unsized — a resizable image answering infinity,
    /// a warning about a frame the code sets.
    @Test func aGeometryConstantsFieldsAreItsValues() throws {
        let directory = try temporaryApp(["Banner.swift": """
            import SwiftUI

            enum Metrics {
                static let iconSize: CGSize = .init(width: 28, height: 28)
                static let insets = EdgeInsets(top: 4, leading: 12, bottom: 6, trailing: 10)
                static let badge = CGSize(width: 10, height: 11)
                static let origin: CGPoint = .zero
            }

            struct Banner: View {
                let text: String
                private let margins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5)

                var body: some View {
                    HStack(alignment: .top) {
                        Image("bell")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .frame(width: Metrics.iconSize.width, height: Metrics.iconSize.height)
                        Text(text)
                        Circle().frame(width: Metrics.badge.width + Metrics.origin.x, height: Metrics.badge.height)
                    }
                    .padding(Metrics.insets)
                    .padding(margins)
                }
            }

            #Preview {
                VStack { Banner(text: "Your location is only used to check which network you are on.") }.padding()
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["build", "Banner.swift", "--emit", "layout"], directory: directory)
        #expect(layout.stdout.contains(".resizable().aspectRatio(contentMode: .fit).frame(width: 28, height: 28)"),
                "\(layout.stdout)")
        #expect(layout.stdout.contains("circle.frame(width: 10 + 0, height: 11)"), "\(layout.stdout)")
        #expect(layout.stdout.contains(">.padding(top: 4, leading: 12, bottom: 6, trailing: 10)"
                                       + ".padding(top: 1, leading: 2, bottom: 3, trailing: 5)"), "\(layout.stdout)")
        #expect(!layout.stderr.contains("known only when the app runs"), "\(layout.stderr)")
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(warnings(run).isEmpty, "\(run.stdout)")
    }

    /// Two files of one module declaring the same view (scratch copies, two samples' `ContentView` in
    /// a folder read as one module) is what swiftc refuses: each file's own is read in that file, and
    /// the run says so once, at the second with a note at the first — the second file was left out
    /// unsaid ("No problems found in 1 file"), and `build` of the first called its views "built
    /// for macOS … only".
    @Test func aViewDeclaredInTwoFilesIsSaidAndEachFileReadsItsOwn() throws {
        func probe(_ word: String, _ width: Int) -> String {
            """
            import SwiftUI

            struct Probe: View {
                var body: some View { Text("\(word)").frame(width: \(width)).onTapGesture { } }
            }

            #Preview { Probe() }
            """
        }
        let directory = try temporaryApp(["A.swift": probe("Alpha", 200), "B.swift": probe("Beta", 200)])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(run.stderr == "B.swift:3:8: warning: 'Probe' is declared again in the same module (swiftc refuses it: "
                + "invalid redeclaration): this file's is read in this file, the first everywhere else\n"
                + "A.swift:3:8: note: 'Probe' is first declared here\n", "\(run.stderr)")
        // Each file's preview lays out its own view.
        #expect(run.stdout.contains("A.swift:4:27: warning: text 'Alpha', which has .onTapGesture()"), "\(run.stdout)")
        #expect(run.stdout.contains("B.swift:4:27: warning: text 'Beta', which has .onTapGesture()"), "\(run.stdout)")
        for (file, word) in [("A.swift", "Alpha"), ("B.swift", "Beta")] {
            let build = Run(["build", file, "--emit", "layout"], directory: directory)
            #expect(build.status == 0 && build.stdout.contains("text(\"\(word)\")"), "\(build.stdout)\(build.stderr)")
        }
        // In folders of their own of a folder read without its project (an app and its widget
        // extension, `App/` and `Widgets/`), the two are most likely two targets: a note.
        let apart = try temporaryApp(["App/A.swift": probe("Alpha", 200), "Widgets/B.swift": probe("Beta", 200)])
        defer { try? FileManager.default.removeItem(atPath: apart) }
        let split = Run(["lint", ".", "--format", "concise"], directory: apart)
        #expect(split.stderr == "Widgets/B.swift:3:8: note: 'Probe' is declared in both App/ and Widgets/ of a folder read "
                + "without its project (two targets, most likely): this file's is read in this file, the first everywhere "
                + "else\n", "\(split.stderr)")
    }

    /// A frame whose width or height is a constant the folder does not hold (a design system's
    /// `DesignSystem.iconSize` in a file not read) is left out, and what it sizes rests on that: the
    /// view it frames (a resizable icon then answers infinity: an info, not a warning) and the share
    /// a stack gives its siblings; a tap target inside a stack in such a frame is its own size, and
    /// still a warning.
    @Test func aFrameOfAValueNotReadSizesOnlyWhatItFrames() throws {
        let directory = try temporaryApp(["Banner.swift": """
            import SwiftUI

            struct Banner: View {
                let text: String

                var body: some View {
                    HStack(alignment: .top) {
                        Image(systemName: "bell")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .frame(width: DesignSystem.iconSize, height: DesignSystem.iconSize)
                        Text(text)
                        VStack {
                            Text("Close")
                            Image(systemName: "xmark").onTapGesture { }
                        }
                        .frame(maxWidth: DesignSystem.maxWidth)
                    }
                }
            }

            #Preview {
                VStack { Banner(text: "Your location is only used to check which network you are on.") }.padding()
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(warnings(run).count == 1 && warnings(run).first?.hasPrefix("Banner.swift:15:17: warning: 'image', which "
                                                                            + "has .onTapGesture()") == true, "\(run.stdout)")
        let shown = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        #expect(shown.stdout.contains("Banner.swift:10:17: info: 'image' answers an infinite height"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Banner.swift:10:17: note: with the frame's width (DesignSystem.iconSize) and height "
                                      + "(DesignSystem.iconSize) known only when the app runs"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Banner.swift:12:13: note: with the frame's maxWidth (DesignSystem.maxWidth) known "
                                      + "only when the app runs"), "\(shown.stdout)")
    }

    /// A `ViewModifier`'s `@ScaledMetric` and computed properties are read as a view's are: a card
    /// modifier's `.frame(minHeight: cardHeight)`, with `cardHeight` `max(72, scaledHeight)`, is 72 pt
    /// at the default size and grows with Dynamic Type (it was left out): 72 × 40 / 17 at AX3, where
    /// the body style is 40 pt. `build --dynamic-type` reads the code at that size, as lint does.
    @Test func aViewModifiersScaledMetricGrowsWithDynamicType() throws {
        let directory = try temporaryApp(["Card.swift": """
            import SwiftUI

            struct Card: ViewModifier {
                @ScaledMetric(relativeTo: .body) private var scaledHeight: CGFloat = 72
                private var cardHeight: CGFloat { max(72, scaledHeight) }

                func body(content: Content) -> some View {
                    content
                        .padding(12)
                        .frame(minHeight: cardHeight)
                }
            }

            struct Offer: View {
                var body: some View {
                    Text("Invest from $100").modifier(Card())
                }
            }

            #Preview { Offer() }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (size, height) in [("large", "72"), ("accessibility3", "169.4118")] {
            let layout = Run(["build", "Card.swift", "--emit", "layout", "--dynamic-type", size], directory: directory)
            #expect(layout.stdout.contains("text(\"Invest from $100\").padding(12).frame(minHeight: \(height))"),
                    "\(size): \(layout.stdout)\(layout.stderr)")
            #expect(!layout.stderr.contains("known only when the app runs"), "\(layout.stderr)")
        }
    }

    /// A `Text` literal is a `LocalizedStringKey`, whose inline Markdown SwiftUI styles: a support
    /// footer's `[support@example.com](mailto:support@example.com)` shows the address, not the
    /// link's target in brackets (which made a word too long for the screen: a wrong "breaks
    /// between characters"). `Text(verbatim:)` and words with underscores keep their marks.
    @Test func aTextLiteralsMarkdownIsShownAsSwiftUIShowsIt() throws {
        let directory = try temporaryApp(["Footer.swift": """
            import SwiftUI

            struct Footer: View {
                let name: String
                var body: some View {
                    VStack {
                        Text("Contact support via email at [support@example.com](mailto:support@example.com)")
                        Text("This is **bold**, *italic*, _also_, ~~gone~~ and `code`; snake_case and 2 * 3 * 4 stay")
                        Text(verbatim: "**kept** [as](written)")
                        Text("Hello \\(name), see [the docs](https://example.com/docs)")
                    }
                    .font(.caption)
                }
            }

            #Preview { Footer(name: "Ada") }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["build", "Footer.swift", "--emit", "layout"], directory: directory)
        for shown in ["text(\"Contact support via email at support@example.com\")",
                      "text(\"This is bold, italic, also, gone and code; snake_case and 2 * 3 * 4 stay\")",
                      "text(\"**kept** [as](written)\")", "text(\"Hello \\(name), see the docs\")"] {
            #expect(layout.stdout.contains(shown), "\(shown): \(layout.stdout)")
        }
        // Up to AX3: at AX5 the address alone (476 pt) is wider than any iPhone, and breaks.
        let run = Run(["lint", ".", "--format", "concise", "--dynamic-type", "large,xxxLarge,AX3"], directory: directory)
        #expect(warnings(run).isEmpty, "\(run.stdout)")
    }

    /// What is inside a part whose presence a stand-in decided — a branch of a condition the reader
    /// takes as true, the rows of a collection known only when the app runs — is what the app shows
    /// whenever it is there: a small button there is a warning (a support sheet's "Contact support"
    /// button shown to some users; the "Copy" button of every row of a log), not an info. A stand-in
    /// inside the element (its label's text) still makes it an info, and so does one that decides
    /// what runs past the screen.
    @Test func aProblemInsideAConditionsBranchIsTheApps() throws {
        let directory = try temporaryApp(["Support.swift": """
            import SwiftUI

            struct Support: View {
                let model: SupportModel

                var body: some View {
                    VStack(spacing: 16) {
                        if model.canMessage {
                            Button { } label: { Image(systemName: "message").frame(width: 24, height: 24) }
                        }
                        ForEach(model.events) { event in
                            HStack {
                                Text("Event")
                                Button("Copy") { }.buttonStyle(.borderless)
                            }
                        }
                        if model.showsLink {
                            Button(model.linkTitle) { }
                        }
                    }
                }
            }

            #Preview { Support(model: SupportModel()) }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.contains { $0.hasPrefix("Support.swift:9:17: warning: this button answers taps on less than 44×44 pt") },
                "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Support.swift:14:21: warning: this button answers taps on less than 44×44 pt") },
                "\(run.stdout)")
        // The link's title is known only when the app runs, but a title takes a line at least: the
        // button is 22 pt tall whatever it says.
        #expect(found.contains { $0.hasPrefix("Support.swift:18:17: warning: this button answers taps on less than 44×44 pt")
                                 && $0.contains("×22 pt") }, "\(run.stdout)")
        #expect(found.count == 3, "\(run.stdout)")
    }

    /// Shapes a fourth set of real apps showed, each a few lines: a copy button (one `Button` with a
    /// `Label`) a context menu shows is an item, not a screen; a button's action that pastes with
    /// `#if os(macOS) NSPasteboard … #else UIPasteboard … #endif` does not make its view a Mac view; a
    /// text cut with `.truncationMode(.middle)` under a `lineLimit` is cut as asked; a list row that is
    /// a helper's one button is the whole row, as a button written in the list is.
    @Test func aCopyButtonAPasteboardAMiddleCutAndAHelpersRowButton() throws {
        let directory = try temporaryApp([
            "CopyButton.swift": """
                import SwiftUI

                struct CopyButton: View {
                    let content: String
                    var body: some View {
                        Button {
                            #if os(macOS)
                            NSPasteboard.general.setString(content, forType: .string)
                            #else
                            UIPasteboard.general.string = content
                            #endif
                        } label: {
                            Label("Copy", systemImage: "doc.on.doc")
                        }
                    }
                }

                #Preview { CopyButton(content: "Content") }
                """,
            "Badge.swift": """
                import SwiftUI

                struct Badge: View {
                    var body: some View {
                        VStack {
                            Text("Donec in neque mi. Phasellus quis sapien metus. Ut felis ante, posuere.")
                                .lineLimit(1)
                                .truncationMode(.middle)
                            Image(systemName: "xmark")
                                .onTapGesture {
                                    #if os(macOS)
                                    NSPasteboard.general.clearContents()
                                    #endif
                                }
                        }
                    }
                }

                #Preview { Badge() }
                """,
            "Log.swift": """
                import SwiftUI

                struct Log: View {
                    var body: some View {
                        List {
                            Section { copyButton() }
                        }
                    }

                    private func copyButton() -> some View {
                        Button { } label: { Label("Copy Entire Log", systemImage: "doc.on.doc") }
                    }
                }

                #Preview { Log() }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        // Only the mark that takes taps is judged: the Mac-only paste in its action does not move the
        // view to the Mac, and nothing else is a finding.
        #expect(warnings(run).count == 1 && warnings(run).first?.hasPrefix("Badge.swift:9:13: warning: 'image', which "
                                                                            + "has .onTapGesture()") == true, "\(run.stdout)")
        #expect(!run.stderr.contains("not linted"), "\(run.stderr)")
    }

    /// A preview builds the model its view shows (`Container(id: "ID", name: "NAME")`) whose type is
    /// in a file not read: its labelled arguments are its fields, as its memberwise initializer
    /// would make them, so the cell shows "NAME" and not a stand-in; and a size chosen by
    /// `UIDevice.current.userInterfaceIdiom == .phone` is the iPhone's. The 80-pt cell then cuts
    /// the name at AX3 — a warning, where the stand-ins made it nothing.
    @Test func aPreviewsModelOfATypeNotReadAndTheIPhonesIdiom() throws {
        let directory = try temporaryApp(["ContainerCell.swift": """
            import SwiftUI

            struct ContainerCell: View {
                var container: Container
                var cellSize: CGFloat {
                    if (UIDevice.current.userInterfaceIdiom == .phone) {
                        return 80
                    } else {
                        return 100
                    }
                }

                var body: some View {
                    VStack(alignment: .leading) {
                        Spacer()
                        Text(container.name)
                            .bold()
                            .lineLimit(2)
                    }
                    .frame(width: cellSize, height: cellSize)
                    .padding()
                }
            }

            #Preview { ContainerCell(container: Container(id: "ID", name: "NAME", createdAt: 0)) }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["build", "ContainerCell.swift", "--emit", "layout"], directory: directory)
        #expect(layout.stdout.contains("text(\"NAME\").bold().lineLimit(2)"), "\(layout.stdout)")
        #expect(layout.stdout.contains(".frame(width: 80, height: 80)"), "\(layout.stdout)")
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(warnings(run).count == 1 && warnings(run).first?.hasPrefix("ContainerCell.swift:16:13: warning: text 'NAME' "
                                                                            + "is cut short") == true, "\(run.stdout)")
    }

    /// Views given to a view of the app's (`Pressable { … } label: { … }`, a card's content) keep
    /// their places: a finding inside is reported at its element, not at the closure that holds
    /// it, and what stands in there is tracked — a caller's title stood in for makes the text's
    /// finding an info (it was a warning at the closure's line, "text 'Placeholder text' is cut").
    @Test func viewsGivenToAnAppsViewKeepTheirPlaces() throws {
        let directory = try temporaryApp(["Card.swift": """
            import SwiftUI

            struct Pressable<T: View>: View {
                var action: () -> Void
                @ViewBuilder var label: (Bool) -> T
                @State private var pressed = false
                var body: some View {
                    label(pressed).contentShape(Rectangle()).onTapGesture { action() }
                }
            }

            struct Card: View {
                var title: String
                var body: some View {
                    Pressable {
                    } label: { pressed in
                        HStack {
                            Text(title).font(.system(size: 21))
                            Image(systemName: "xmark").onTapGesture { }
                        }
                        .frame(width: 120, height: 60)
                    }
                }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(warnings(run).count == 1 && warnings(run).first?.hasPrefix("Card.swift:19:17: warning: 'image', which has "
                                                                            + ".onTapGesture()") == true, "\(run.stdout)")
        let shown = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        #expect(shown.stdout.contains("Card.swift:18:17: info: text `title` is cut short"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Card.swift:18:17: note: with a stand-in for title"), "\(shown.stdout)")
    }

    /// An intro screen of a fifth set's shape: texts from `NSLocalizedString` (stood in for: the
    /// tables are not read), two `Spacer(minLength:)`, no scroll view. Every text takes one line,
    /// the least any string takes, so the overflow holds whatever the translations are: a warning,
    /// not an info about the stand-ins. The column inside, too tall on its own for the smaller
    /// screen of an iPhone 13 mini held sideways, is the same problem: a note on the screen's
    /// finding, not a second one.
    @Test func anOverflowTallerThanItsStandInTextsCouldMakeItIsTheApps() throws {
        let directory = try temporaryApp(["Intro.swift": """
            import SwiftUI

            struct Intro: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text(NSLocalizedString("_intro_title_", comment: ""))
                            .font(.title3)
                        Spacer(minLength: 120)
                        VStack(spacing: 24) {
                            Spacer(minLength: 270)
                            Text(NSLocalizedString("_intro_heading_", comment: ""))
                                .font(.title2)
                            Text(NSLocalizedString("_intro_message_", comment: ""))
                        }
                        Spacer(minLength: 120)
                        Button { } label: { Text(NSLocalizedString("_enable_", comment: "")).padding(.vertical, 18) }
                    }
                }
            }
            """,
            // A widget's shape: the text's font is the app's own, not in the files read. The text
            // is one line of the body font, but the font decides its height: still a stand-in.
            "Lunar.swift": """
            import SwiftUI

            struct Lunar: View {
                let entry: Entry

                var body: some View {
                    VStack(spacing: 0) {
                        Text(entry.day)
                            .font(.brandFont(ofSize: 45))
                        Spacer(minLength: 640)
                    }
                }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Up to AX3 (at AX5 the message, one 419 pt word, is wider than the screen: cut short too).
        let run = Run(["lint", ".", "--format", "concise", "--dynamic-type", "large,xxxLarge,AX3"], directory: directory)
        // At Large: title3 25 pt a line, 120, the column (270 + 24 + title2's 28 + 24 + body's 22
        // = 368), 120, the button (22 + 2 × 18 = 58): 691 pt, on the SE's 647 pt held upright
        // (22 pt cut at each edge: the screen centres it) and its 375 pt sideways (158 pt).
        let found = warnings(run)
        // And the button: its label's padding answers no taps (no .contentShape), its one line does.
        #expect(found.count == 2, "\(run.stdout)")
        #expect(found.last?.hasPrefix("Intro.swift:16:13: warning: this button answers taps on less than 44×44 pt: what it "
                                      + "draws is ") == true, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Intro.swift:5:9: warning: 'vstack' does not fit the screen's height: needs 691 pt, "
                                       + "the screen shows 647 pt of it: 22 pt at the top edge and 22 pt at the bottom edge ")
                == true, "\(run.stdout)")
        #expect(found.first?.contains("needs 691 pt, the screen shows 375 pt of it: 158 pt at the top edge and 158 pt at "
                                      + "the bottom edge") == true, "\(run.stdout)")
        #expect(run.stdout.contains("Intro.swift:9:13: note: so 'vstack' does not fit the screen's height [L001]"),
                "\(run.stdout)")
        #expect(!run.stdout.contains("stand-in"), "\(run.stdout)")
        // 22 + 640 = 662 pt on the SE's 647.
        let shown = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        #expect(shown.stdout.contains("Lunar.swift:7:9: info: 'vstack' does not fit the screen's height: needs 662 pt, the "
                                      + "screen shows 647 pt of it: 7.5 pt at the top edge and 7.5 pt at the bottom edge"),
                "\(shown.stdout)")
        #expect(shown.stdout.contains("Lunar.swift:7:9: note: with a value layoutc could not read ('.brandFont(…)' is not a "
                                      + "value layoutc knows), left to its default"), "\(shown.stdout)")
    }

    /// A row of a sixth set's shape: its body switches on a `type` its callers give, and the one
    /// caller the files hold gives `.text`. The `.secret` case is what a caller elsewhere shows:
    /// read as a variant of the view (as wide as the screen, as tall as it needs), its eye button,
    /// a bare 20×20 symbol in a `.borderless` style, is a finding. A `style` with a default that
    /// no caller changes shows that case alone: its other case is not laid out.
    @Test func theCasesOfAViewsOwnSwitchNoCallerReadGivesAreLaidOut() throws {
        let directory = try temporaryApp(["Row.swift": """
            import SwiftUI

            struct LabeledRow: View {
                private let type: RowType
                private let value: String
                var style: Style = .plain
                @State private var hidden = true

                init(type: RowType, value: String) {
                    self.type = type
                    self.value = value
                }

                var body: some View {
                    switch type {
                    case .text:
                        badge
                    case .secret:
                        HStack {
                            Text(value)
                            Spacer()
                            Button {
                                hidden.toggle()
                            } label: {
                                Image(systemName: "eye")
                            }
                            .buttonStyle(.borderless)
                        }
                    }
                }

                @ViewBuilder private var badge: some View {
                    switch style {
                    case .plain:
                        Text(value)
                    case .framed:
                        Text(value).frame(width: 8)
                    }
                }
            }

            extension LabeledRow {
                enum RowType {
                    case text
                    case secret
                }
                enum Style {
                    case plain
                    case framed
                }
            }

            struct LogPage: View {
                let events: [String]
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(events, id: \\.self) { event in
                                LabeledRow(type: .text, value: event)
                            }
                        }
                    }
                }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Up to AX3: at AX5 the value's stand-in ("Placeholder", 299 pt) breaks in the row, an info.
        let run = Run(["lint", ".", "--format", "concise", "--show-stand-ins", "--dynamic-type", "large,xxxLarge,AX3"],
                      directory: directory)
        let found = run.stdout.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": info: ") }
        #expect(found == ["Row.swift:22:17: warning: this button answers taps on less than 44×44 pt: it is 20×20 pt "
                          + "(at all 36 configurations linted) [L018]"], "\(run.stdout)")
        #expect(run.stdout.contains("Row.swift:22:17: note: laid out as LabeledRow with type .secret, a case its uses in "
                                    + "the files read do not give (a caller elsewhere does)"), "\(run.stdout)")
    }

    /// Shapes of a sixth set: a one-line text a caller gives in a 20 pt frame spills out whatever
    /// its string from xxxLarge (a text takes a line at least; at Large only its line's leading
    /// does, which draws nothing), a spacer in a 2 pt frame spills
    /// nothing (it draws nothing), a `.plain` button whose title is a number the caller gives is
    /// 22 pt tall whatever the number; a string property given a member of `String` the files do
    /// not declare (`subtitle: .emptyDash`) is a stand-in, not an error; a view whose code uses
    /// WidgetKit's API (`.widgetURL`) is a widget's picture, whose links are not judged as taps.
    @Test func oneLineStandInsASpacerAStringMemberAndAWidgetsLinks() throws {
        let directory = try temporaryApp([
            "Cells.swift": """
            import SwiftUI

            struct ChannelCell: View {
                let subscribers: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(subscribers)
                            .frame(height: 20)
                        Spacer()
                            .frame(height: 2)
                    }
                }
            }

            struct Actions: View {
                let replies: Int
                var body: some View {
                    HStack {
                        Button { } label: {
                            Text("\\(replies)")
                        }
                        .buttonStyle(.plain)
                        Spacer()
                    }
                }
            }

            struct Card: View {
                var body: some View {
                    Episode(title: "Error", subtitle: .emptyDash)
                }
            }

            struct Episode: View {
                let title: String
                let subtitle: String
                var body: some View {
                    VStack {
                        Text(title)
                        Text(subtitle)
                    }
                }
            }
            """,
            "Summary.swift": """
            import SwiftUI
            import WidgetKit

            struct SummaryWidgetView: View {
                var count: Int
                var body: some View {
                    VStack(alignment: .leading) {
                        Link(destination: URL(string: "app://today")!) {
                            Text("Today")
                        }
                    }
                    .widgetURL(URL(string: "app://"))
                }
            }

            #Preview { SummaryWidgetView(count: 3) }
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("error"), "\(run.stdout)")
        let found = warnings(run)
        #expect(found.count == 2, "\(run.stdout)")
        // Body at Large: a 22 pt line in 20 pt, its glyphs (1.2 × 17 = 20.4 pt) 0.4 pt past it, unseen;
        // xxxLarge: a 29 pt line (23 pt glyphs 27.6 pt tall) 9 pt past it; AX3 48.
        #expect(found.contains { $0.hasPrefix("Cells.swift:8:17: warning: text `subscribers` spills out of its frame's "
                                              + "height: 29 pt tall in 20 pt: 9 pt spill out at all 12 places (xxxLarge)") },
                "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Cells.swift:19:13: warning: this button answers taps on less than 44×44 pt: ")
                                 && $0.contains("×22 pt at all 12 places (Large)") }, "\(run.stdout)")
        let card = Run(["build", "Cells.swift", "--view", "Card"], directory: directory)
        #expect(card.status == 0, "\(card.stderr)")
        #expect(card.stderr.contains("Cells.swift:30:43: note: '.emptyDash' is a string the files read do not declare: laid out "
                                     + "as \"Placeholder text\" (16 characters) [S4001]"), "\(card.stderr)")
    }

    /// A file of extensions of a view whose declaration was not read (`HomeRootView+Header.swift`
    /// alone) lays out the views they make that none of them shows — not the items a dialog
    /// draws — and a `.onTapGesture` added at a use of an app's view is found where it is
    /// written. StatusPill: a body line (22 pt at Large) with 4 pt above and below, 30 pt; its
    /// capsule draws all of it.
    @Test func theExtensionsOfAViewNotReadAreLaidOutAndAGestureIsFoundAtItsUse() throws {
        let directory = try temporaryApp([
            "Header.swift": """
            import SwiftUI

            extension Home.RootView {
                var header: some View {
                    VStack {
                        title
                        StatusPill()
                            .onTapGesture { showStatus = true }
                    }
                }

                var title: some View { Text("Today").font(.largeTitle) }

                var sourceButtons: some View {
                    ForEach(sources, id: \\.self) { source in
                        Button(source) { select(source) }
                    }
                }
            }
            """,
            "StatusPill.swift": """
            import SwiftUI

            struct StatusPill: View {
                var body: some View {
                    Text("Looping")
                        .padding(.vertical, 4)
                        .padding(.horizontal, 10)
                        .overlay(Capsule().stroke(Color.green))
                }
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Header.swift:8:17: warning: text 'Looping', which has .onTapGesture(), answers taps "
                                       + "on less than 44×44 pt: it is ") == true, "\(run.stdout)")
        #expect(found.first?.contains("×30 pt at all") == true, "\(run.stdout)")
        #expect(run.stdout.contains("StatusPill.swift:5:9: note: the element is here, in the definition used"),
                "\(run.stdout)")
        #expect(run.stdout.contains("note: laid out as the views the extensions of Home.RootView make, one under another, "
                                    + "as wide as the screen: Home.RootView is declared in no file read"), "\(run.stdout)")
    }

    /// Shapes of set 9 (a blind review of eight more apps). Three settings rows whose whole label is
    /// one view of the app's are one finding at that view (each row is a body line, 22 pt at
    /// Large); a `ForEach` over a list's `indices` reads each item (`Sunday`, not the stand-in); a
    /// row of a collection the app loads, tappable on its line before its padding, is a warning —
    /// the item's presence rests on the stand-in, not the row's size.
    @Test func rowsOfOneLabelOneFindingAndItemsByIndex() throws {
        let directory = try temporaryApp([
            "Settings.swift": """
            import SwiftUI

            struct SettingsRow: View {
                var title: String
                var body: some View {
                    HStack(spacing: 12) {
                        Text(title)
                        Spacer()
                    }
                    .frame(maxWidth: .infinity)
                }
            }

            struct SettingsScreen: View {
                let days = ["Sunday", "Monday"]
                @State private var picked = 0
                let items: [String]
                var body: some View {
                    ScrollView {
                        VStack(spacing: 13) {
                            NavigationLink(destination: Text("A")) { SettingsRow(title: "Notifications") }
                            NavigationLink(destination: Text("B")) { SettingsRow(title: "Currency") }
                            NavigationLink(destination: Text("C")) { SettingsRow(title: "Appearance") }
                            ForEach(days.indices, id: \\.self) { day in
                                Text(LocalizedStringKey(days[day]))
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .onTapGesture { picked = day }
                                    .padding(.vertical, 11)
                            }
                            ForEach(items, id: \\.self) { item in
                                HStack { Text("Row"); Spacer() }
                                    .contentShape(Rectangle())
                                    .onTapGesture { }
                                    .padding(.vertical, 11)
                            }
                        }
                    }
                }
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 3, "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Settings.swift:6:9: warning: 3 buttons whose label is this view answer taps on "
                                              + "less than 44×44 pt: what it draws is ") && $0.contains("×22 pt of its ") }, "\(run.stdout)")
        for line in [21, 22, 23] {
            #expect(run.stdout.contains("Settings.swift:\(line):17: note: a button with this label"), "\(run.stdout)")
        }
        #expect(found.contains { $0.hasPrefix("Settings.swift:25:21: warning: text 'Sunday', which has .onTapGesture(), "
                                              + "answers taps on less than 44×44 pt") }, "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Settings.swift:31:21: warning: 'hstack', which has .onTapGesture(), answers "
                                              + "taps on less than 44×44 pt") && $0.contains("×22 pt") }, "\(run.stdout)")
    }

    /// A preview of a design system's component wrapped in views of the package not fetched
    /// (`PreviewWrapper { standalone }`, `StateWrapper(initialState:) { state in … }`) lays the
    /// component out: the wrappers' content in their place, the provider's `static var` found in
    /// its type. The chip is a body line with 4 pt above and below; what it draws is its text and
    /// icon, 22 pt tall. Its symbol, a 20×20 stand-in in a 12×12 frame, spills out only as the
    /// stand-in does (an info): the code draws it at a font that fits the frame.
    @Test func aPreviewInWrappersNotReadShowsItsComponent() throws {
        let directory = try temporaryApp([
            "Chip.swift": """
            import SwiftUI

            struct Chip: View {
                var body: some View {
                    HStack(spacing: 4) {
                        Image(systemName: "star")
                            .font(.caption2)
                            .frame(width: 12, height: 12)
                        Text("Saved")
                    }
                    .padding(.vertical, 4)
                    .onTapGesture { }
                }
            }

            struct ChipPreviews: PreviewProvider {
                static var previews: some View {
                    PreviewWrapper {
                        standalone
                    }
                }

                static var standalone: some View {
                    StateWrapper(initialState: true) { state in
                        Chip()
                    }
                }
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Chip.swift:5:9: warning: 'hstack', which has .onTapGesture(), answers taps on less "
                                       + "than 44×44 pt: what it draws is ") == true, "\(run.stdout)")
        #expect(found.first?.contains("×22 pt of its ") == true && found.first?.contains("×30 pt frame") == true,
                "\(run.stdout)")
        #expect(run.stdout.contains("Chip.swift:8:17: info: 'image' spills out of its frame's width: 20 pt wide in 12 pt"),
                "\(run.stdout)")
        let check = Run(["check", "Chip.swift"], directory: directory)
        #expect((check.stdout + check.stderr).contains("Chip.swift:18:9: note: the view 'PreviewWrapper' is not in the files "
                                                       + "read: its content is laid out in a vstack in its place [S4003]"),
                "\(check.stderr)")
    }

    /// A `switch` on what only the running app knows (`store.state` of a store not in the files):
    /// its first case is laid out as before, a stand-in, and each other case in a variant — a
    /// state the app shows — as an `if`/`else` chain's branches are. Dime's tip jar: its close
    /// button, a 20 pt symbol with 7 pt of padding drawn by a circle behind it, 34×34 pt, is in the
    /// `default:` case.
    @Test func eachCaseOfASwitchOnTheAppsStateIsAVariant() throws {
        let directory = try temporaryApp([
            "TipJar.swift": """
            import SwiftUI

            struct TipJar: View {
                @EnvironmentObject var store: UnlockManager
                var body: some View {
                    VStack {
                        switch store.state {
                        case .loading:
                            ProgressView()
                        case .failed:
                            Text("Try again later")
                        default:
                            Button { } label: {
                                Image(systemName: "xmark")
                                    .padding(7)
                                    .background(Circle().fill(Color.gray))
                            }
                        }
                    }
                }
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("TipJar.swift:13:17: warning: this button answers taps on less than 44×44 pt: it is "
                                       + "34×34 pt") == true, "\(run.stdout)")
        #expect(run.stdout.contains("TipJar.swift:13:17: note: laid out as TipJar with `store.state` matching no case above, "
                                    + "a state only the running app decides"), "\(run.stdout)")
    }

    /// A field whose prompt the app gives (`TextField(inputText, text: $inputText)`) cut in a
    /// 75 pt frame rests on the prompt's stand-in (an info; it was a warning naming 'Placeholder
    /// text'), and SFSafeSymbols' `Image(systemSymbol:)` is an SF Symbol (it was left out, and the
    /// 20×20 retry button with it).
    @Test func aPromptTheAppGivesAndASafeSymbol() throws {
        let directory = try temporaryApp([
            "PageJump.swift": """
            import SwiftUI

            struct PageJump: View {
                @Binding var inputText: String
                let onRetry: () -> Void
                var body: some View {
                    VStack {
                        TextField(inputText, text: $inputText)
                            .frame(width: 75)
                        Button {
                            onRetry()
                        } label: {
                            Image(systemSymbol: .arrowClockwise)
                        }
                    }
                }
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("PageJump.swift:10:13: warning: this button answers taps on less than 44×44 pt: it is "
                                       + "20×20 pt") == true, "\(run.stdout)")
        #expect(run.stdout.contains("PageJump.swift:8:13: info: text `inputText` is cut short"), "\(run.stdout)")
    }
}
