import Foundation
import Testing

/// What apps build their screens from — generated asset symbols, button styles made by static
/// functions, fonts of a design system, flags that show part of a view, list rows — written again
/// in a few lines from the shapes of real apps (issue 42's sets: a password manager's accessory
/// button, a chat app's login screen, a toast's buttons, a settings row), with what `lint` answers.
@Suite struct DesignSystemShapesTests {
    func temporaryApp(_ files: [String: String]) throws -> String { try temporaryProject(files, prefix: "layoutc-design") }

    func warnings(_ run: Run) -> [Substring] {
        run.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }
    }

    static let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", platforms: [.iOS(.v17)], targets: [.target(name: "Kit")])
        """

    /// SwiftGen's `Asset.Images.copy24.swiftUIImage` and Xcode's `Image(.copy24)` are the
    /// catalogue's image set `copy-24` (48×48 pixels at 2x: 24×24 pt). A view that switches on an
    /// enum whose cases carry payloads its callers give (`.sync(action)`, `.async(action)`) is laid
    /// out with each case: the first (`.async`) shows `AsyncButton`, a view of a package not read
    /// that is laid out as SwiftUI's `Button` (its name and its action say so), and the `.sync`
    /// case's `Button`: each, in the style that frames it 24×24 and shapes it whole, answers taps
    /// on 24×24 pt — a finding each, the second in the variant that shows it.
    @Test func generatedAssetSymbolsAndCasesWithPayloadsAreRead() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/AccessoryButton.swift": """
                import SwiftUI

                struct AccessoryButton: View {
                    enum Action {
                        case sync(() -> Void)
                        case async(() async -> Void)
                    }

                    var action: Action

                    var body: some View {
                        switch action {
                        case let .async(action):
                            AsyncButton(action: action) { Asset.Images.copy24.swiftUIImage }
                        case let .sync(action):
                            Button(action: action) {
                                Asset.Images.copy24.swiftUIImage
                            }
                            .buttonStyle(.accessory)
                        }
                    }
                }

                struct AccessoryStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .frame(width: 24, height: 24)
                            .contentShape(Rectangle())
                    }
                }

                extension ButtonStyle where Self == AccessoryStyle {
                    static var accessory: AccessoryStyle { AccessoryStyle() }
                }
                """,
            "Sources/Kit/Icon.swift": """
                import SwiftUI

                struct Icon: View {
                    var body: some View {
                        HStack {
                            Image(.copy24)
                            Image(asset: Asset.Images.copy24)
                        }
                    }
                }
                """,
            "Sources/Kit/Resources/Assets.xcassets/Contents.json": "{}",
            "Sources/Kit/Resources/Assets.xcassets/copy-24.imageset/Contents.json": """
                { "images": [ { "filename": "copy@2x.png", "idiom": "universal", "scale": "2x" } ] }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(pngHeader(width: 48, height: 48)).write(to: URL(fileURLWithPath: directory + "/Sources/Kit/Resources/Assets.xcassets/copy-24.imageset/copy@2x.png"))
        let icon = Run(["build", "Sources/Kit/Icon.swift", "--emit", "layout"], directory: directory)
        #expect(icon.stdout.contains("hstack <\n  image(24x24)\n  image(24x24)\n>"), "\(icon.stdout)")
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(warnings(run) == ["Sources/Kit/AccessoryButton.swift:14:13: warning: this button answers taps on less than "
                                  + "44×44 pt: it is 24×24 pt (at all 36 configurations linted) [L018]",
                                  "Sources/Kit/AccessoryButton.swift:16:13: warning: this button answers taps on less than "
                                  + "44×44 pt: it is 24×24 pt (at all 36 configurations linted) [L018]"], "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/AccessoryButton.swift:16:13: note: laid out as AccessoryButton with action "
                                    + ".sync, a case its uses in the files read do not give (a caller elsewhere does)"),
                "\(run.stdout)")
    }

    /// `.buttonStyle(.outlined(size: .small))`, the style made by a static function
    /// (`Outlined(size: size)`): its `size` is the enum case the call gives, and its computed
    /// padding (`size.verticalPadding`, a `switch self`) that case's — 4 pt. The small button is
    /// a body line (22 pt at Large) and 4 + 4 pt: 30 pt tall, a finding; the default size's
    /// 12 + 12 make 46 pt, none.
    @Test func aStyleMadeByAStaticFunctionTakesItsArguments() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Outlined.swift": """
                import SwiftUI

                enum ButtonSize {
                    case small, large

                    var verticalPadding: CGFloat {
                        switch self {
                        case .small: 4
                        case .large: 12
                        }
                    }
                }

                struct Outlined: ButtonStyle {
                    var size: ButtonSize

                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(.vertical, size.verticalPadding)
                            .padding(.horizontal, 12)
                            .background(Capsule().stroke(Color.gray))
                            .contentShape(Capsule())
                    }
                }

                extension ButtonStyle where Self == Outlined {
                    static func outlined(size: ButtonSize = .large) -> Outlined {
                        Outlined(size: size)
                    }
                }
                """,
            "Sources/Kit/Toast.swift": """
                import SwiftUI

                struct Toast: View {
                    var body: some View {
                        VStack(spacing: 12) {
                            Text("Saved")
                            HStack {
                                Button("Undo") {}
                                    .buttonStyle(.outlined(size: .small))
                                Button("View") {}
                                    .buttonStyle(.outlined())
                            }
                        }
                    }
                }

                #Preview { Toast() }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Sources/Kit/Toast.swift:8:17: warning: this button answers taps on less than 44×44 pt: ")
                == true, "\(run.stdout)")
        #expect(found.first?.contains("×30 pt at all 6 places (Large)") == true, "\(run.stdout)")
    }

    /// A view whose whole content shows only when its caller says so (`if isVisible`, a
    /// `@Binding` no use in the files gives) is laid out with it shown too: the banner's close
    /// button, an SF Symbol in a plain style (20×20 pt), is found, in the variant that shows it.
    @Test func aFlagTheCallerGivesIsLaidOutBothWays() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Banner.swift": """
                import SwiftUI

                struct Banner: View {
                    @Binding var isVisible: Bool
                    let title: String

                    var body: some View {
                        if isVisible {
                            HStack {
                                Text(title)
                                Spacer()
                                Button { isVisible = false } label: {
                                    Image(systemName: "xmark")
                                }
                                .buttonStyle(.plain)
                            }
                            .padding()
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        #expect(warnings(run) == ["Sources/Kit/Banner.swift:12:17: warning: this button answers taps on less than 44×44 pt: "
                                  + "it is 20×20 pt (at all 36 configurations linted) [L018]"], "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/Banner.swift:12:17: note: laid out as Banner with isVisible true, a value "
                                    + "its uses in the files read do not give (a caller elsewhere does)"), "\(run.stdout)")
    }

    /// A design system's font named after a text style (`.brand.body`, `.brand.footnoteBold`,
    /// declared in a package not read) is laid out as that style at that weight, a stand-in. A
    /// tap target shorter than 44 pt by more than a font half as tall again could add to its text
    /// holds whatever the font is: "Forgot password?" (a 22 pt body line: 22 + 11 = 33 pt) is a
    /// warning; "Edit" (a footnote line of 18 pt and 2 × 7 pt padding shaped whole: 32 pt, 41 pt
    /// with 9 more) is one too; "Help" (a title line of 34 pt: 51 pt with 17 more) rests on the
    /// font: an info.
    @Test func aFontNamedAfterATextStyleIsThatStyle() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Login.swift": """
                import SwiftUI

                struct Login: View {
                    var body: some View {
                        VStack {
                            Button {} label: {
                                Text("Forgot password?").font(.brand.body)
                            }
                            Button {} label: {
                                Text("Edit").font(.brand.footnoteBold).padding(.vertical, 7).contentShape(Rectangle())
                            }
                            Button {} label: {
                                Text("Help").font(.brand.title)
                            }
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["build", "Sources/Kit/Login.swift", "--emit", "layout"], directory: directory)
        #expect(layout.stdout.contains("text(\"Edit\").font(.footnote.weight(.bold))"), "\(layout.stdout)")
        #expect(layout.stderr.contains("note: the app's font .brand.footnoteBold: laid out as .footnote.weight(.bold), "
                                       + "as its name says"), "\(layout.stderr)")
        let frames = Run(["build", "Sources/Kit/Login.swift"], directory: directory)
        // The buttons' heights, worked out by hand: a 22 pt body line; an 18 pt footnote line and
        // 2 × 7; a 34 pt title line (the x and width are the text's, measured).
        let buttons = frames.stdout.split(separator: "\n").filter { $0.hasPrefix("  button ") }
        #expect(buttons.map { $0.split(separator: " ").last.map(String.init) } == ["h=22", "h=32", "h=34"], "\(frames.stdout)")
        let run = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Sources/Kit/Login.swift:6:13: warning: this button answers taps") }, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("Sources/Kit/Login.swift:9:13: warning: this button answers taps") }, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("Sources/Kit/Login.swift:12:13: info: this button answers taps") }, "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/Login.swift:12:13: note: with the text style its name says standing in for "
                                    + "the font .brand.title"), "\(run.stdout)")
        #expect(warnings(run).count == 2, "\(run.stdout)")
    }

    /// A tap gesture given to `.highPriorityGesture`, `.simultaneousGesture` or `.gesture`
    /// (`TapGesture().onEnded { … }`) makes a text something to tap, as `.onTapGesture` does: a
    /// social app's "Unfollow" link, a 22 pt body line, shown once the user has followed (a
    /// `@State` its own tap sets: a variant). A drag gesture makes nothing to tap.
    @Test func aTapGestureIsATap() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/FollowLink.swift": """
                import SwiftUI

                struct FollowLink: View {
                    @State private var didFollow = false

                    var body: some View {
                        VStack {
                            if didFollow {
                                Text("Unfollow")
                                    .highPriorityGesture(TapGesture().onEnded { didFollow = false })
                            } else {
                                Text("Follow")
                                    .simultaneousGesture(TapGesture(count: 1).onEnded { didFollow = true })
                            }
                            Text("Drag me")
                                .gesture(DragGesture().onEnded { _ in })
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 2, "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Sources/Kit/FollowLink.swift:9:17: warning: text 'Unfollow', which has "
                                              + ".onTapGesture(), answers taps on less than 44×44 pt") }, "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Sources/Kit/FollowLink.swift:12:17: warning: text 'Follow', which has "
                                              + ".onTapGesture(), answers taps on less than 44×44 pt") }, "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/FollowLink.swift:9:17: note: laid out as FollowLink with didFollow true, "
                                    + "as its code sets it when the user acts"), "\(run.stdout)")
    }

    /// An optional its callers give (`header: String? = nil` in a custom `init`), tested by
    /// `if let header`: with no use in the files, the view is laid out with it nil, and again
    /// with it set (a stand-in of its type), as a caller elsewhere shows it — a collapsible
    /// section's tappable header (a footnote line, 16 pt tall at Large, and a 20 pt chevron in
    /// an `HStack` with `.onTapGesture` and no `.contentShape`: it answers on what it draws, 20 pt
    /// tall, not on its 6 pt padding; the finding is at the padding the gesture is written on).
    @Test func anOptionalTheCallerGivesIsLaidOutSet() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/CollapsibleSection.swift": """
                import SwiftUI

                struct CollapsibleSection<Content: View>: View {
                    var header: String?
                    @ViewBuilder var content: () -> Content
                    @State private var collapsed = false

                    init(_ header: String? = nil, @ViewBuilder _ content: @escaping () -> Content) {
                        self.header = header
                        self.content = content
                    }

                    var body: some View {
                        VStack(alignment: .leading, spacing: 0) {
                            if let header {
                                HStack {
                                    Text(header)
                                    Spacer()
                                    Image(systemName: "chevron.down")
                                }
                                .font(.footnote)
                                .padding(.vertical, 6)
                                .onTapGesture { collapsed.toggle() }
                            }
                            if !collapsed {
                                content()
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
        #expect(found.first?.hasPrefix("Sources/Kit/CollapsibleSection.swift:16:17: warning: 'hstack', which has "
                                       + ".onTapGesture(), answers taps on less than 44×44 pt: what it draws is ") == true,
                "\(run.stdout)")
        #expect(found.first?.contains("×20 pt of its ") == true, "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/CollapsibleSection.swift:16:17: note: laid out as CollapsibleSection with "
                                    + "header set, a value its uses in the files read do not give (a caller elsewhere does)"),
                "\(run.stdout)")
    }

    /// The app's `ToggleStyle` draws the toggles it is set on (`.toggleStyle(.checkbox)`,
    /// `.toggleStyle(CheckboxStyle())`): its `makeBody` with the toggle's title as
    /// `configuration.label` and `configuration.isOn` its binding's value. And each of the app's
    /// toggle styles is judged on its own, a toggle with a stand-in title in a row of the
    /// screen's width, whatever uses the files hold: a settings app's checkbox row whose
    /// `.onTapGesture` answers on its title and its 20 pt symbol, 22 pt tall, is found once.
    @Test func theAppsToggleStylesDrawItsToggles() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Checkbox.swift": """
                import SwiftUI

                struct CheckboxStyle: ToggleStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack {
                            configuration.label
                            Spacer()
                            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                        }
                        .onTapGesture { configuration.isOn.toggle() }
                    }
                }

                extension ToggleStyle where Self == CheckboxStyle {
                    static var checkbox: CheckboxStyle { CheckboxStyle() }
                }

                struct RowStyle: ToggleStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack {
                            configuration.label
                            Spacer()
                            Image(systemName: "checkmark").opacity(configuration.isOn ? 1 : 0)
                        }
                        .frame(minHeight: 44)
                        .contentShape(Rectangle())
                        .onTapGesture { configuration.isOn.toggle() }
                    }
                }
                """,
            "Sources/Kit/Settings.swift": """
                import SwiftUI

                struct Settings: View {
                    @State private var sync = true
                    @State private var backup = false

                    var body: some View {
                        VStack {
                            Toggle("Sync", isOn: $sync)
                                .toggleStyle(.checkbox)
                            Toggle(isOn: $backup) { Text("Backup") }
                                .toggleStyle(CheckboxStyle())
                            Toggle("Plain", isOn: $backup)
                        }
                    }
                }

                #Preview { Settings() }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["build", "Sources/Kit/Settings.swift", "--emit", "layout"], directory: directory)
        #expect(layout.stdout.contains("""
              hstack <
                text("Sync")
                spacer
                image(20x20)
              >.onTapGesture()
              hstack <
                text("Backup")
                spacer
                image(20x20)
              >.onTapGesture()
              hstack <
                text("Plain")
                spacer
                capsule.frame(width: 51, height: 31)
              >
            """), "\(layout.stdout)")
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Sources/Kit/Checkbox.swift:5:9: warning: 'hstack', which has .onTapGesture(), "
                                       + "answers taps on less than 44×44 pt: ") == true, "\(run.stdout)")
        #expect(found.first?.contains("×22 pt") == true, "\(run.stdout)")
    }

    /// A toggle style the app sets through its own modifier — a `View` extension
    /// (`.checkboxToggles()`, whose body is `toggleStyle(.checkbox)` in the clause of a `#if` an
    /// iPhone builds) or a `ViewModifier`
    /// (`.modifier(Checkboxes())`, `content.toggleStyle(CheckboxStyle())`) — draws the toggles
    /// inside as the style does, as when it is set directly (before, they were SwiftUI's switch).
    @Test func aStyleTheAppsModifierSetsReachesItsToggles() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Checkbox.swift": """
                import SwiftUI

                struct CheckboxStyle: ToggleStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack {
                            configuration.label
                            Spacer()
                            Image(systemName: "checkmark")
                        }
                        .onTapGesture { configuration.isOn.toggle() }
                    }
                }

                extension ToggleStyle where Self == CheckboxStyle {
                    static var checkbox: CheckboxStyle { CheckboxStyle() }
                }

                extension View {
                    func checkboxToggles() -> some View {
                        #if os(macOS)
                        toggleStyle(.switch)
                        #else
                        toggleStyle(.checkbox).padding(4)
                        #endif
                    }
                }

                struct Checkboxes: ViewModifier {
                    func body(content: Content) -> some View {
                        content.toggleStyle(CheckboxStyle())
                    }
                }
                """,
            "Sources/Kit/Settings.swift": """
                import SwiftUI

                struct Settings: View {
                    @State private var sync = true

                    var body: some View {
                        VStack {
                            Toggle("Sync", isOn: $sync)
                                .checkboxToggles()
                            Toggle("Backup", isOn: $sync)
                                .modifier(Checkboxes())
                            Toggle("Plain", isOn: $sync)
                        }
                    }
                }

                #Preview { Settings() }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["build", "Sources/Kit/Settings.swift", "--emit", "layout"], directory: directory)
        #expect(layout.stdout.contains("""
              hstack <
                text("Sync")
                spacer
                image(20x20)
              >.onTapGesture().padding(4)
              hstack <
                text("Backup")
                spacer
                image(20x20)
              >.onTapGesture()
              hstack <
                text("Plain")
                spacer
                capsule.frame(width: 51, height: 31)
              >
            """), "\(layout.stdout)")
    }

    /// An `if`/`else if`/`else` chain on what only the running app knows (a model's
    /// `isLoading`, its list being empty) is three states the app shows: the first is laid out in
    /// the view's reading (a stand-in, as before), each other in a variant of the view named by what
    /// holds there — so the loaded screen's 20×20 pt refresh button, which no reading drew before,
    /// is found, and the empty library's 9 pt button. A chain on the device
    /// (`ProcessInfo.processInfo.isiOSAppOnMac`) is not: the Mac's branch is no state of an iPhone.
    @Test func eachBranchOfAChainOnTheAppsStateIsAVariant() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Library.swift": """
                import SwiftUI

                final class LibraryModel: ObservableObject {
                    @Published var isLoading = false
                    @Published var books: [String] = []
                    func refresh() {}
                }

                struct LibraryView: View {
                    @ObservedObject var model: LibraryModel

                    var body: some View {
                        if model.isLoading {
                            ProgressView()
                        } else if model.books.isEmpty {
                            Button("Add a book", action: model.refresh)
                                .font(.system(size: 9))
                        } else {
                            HStack {
                                Text("Library")
                                Spacer()
                                Button(action: model.refresh) {
                                    Image(systemName: "arrow.clockwise")
                                }
                            }
                        }
                    }
                }

                struct Toolbar: View {
                    var body: some View {
                        if ProcessInfo.processInfo.isiOSAppOnMac {
                            Text("Wide")
                        } else {
                            Button(action: {}) { Image(systemName: "plus") }
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 3, "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Sources/Kit/Library.swift:16:13: warning: text 'Add a book' is 9 pt") },
                "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Sources/Kit/Library.swift:16:13: warning: this button answers taps on less "
                                              + "than 44×44 pt") },
                "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Sources/Kit/Library.swift:22:17: warning: this button answers taps on less "
                                              + "than 44×44 pt: it is 20×20 pt") }, "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/Library.swift:16:13: note: laid out as LibraryView with `model.isLoading` "
                                    + "false and `model.books.isEmpty` true, a state only the running app decides"),
                "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/Library.swift:22:17: note: laid out as LibraryView with `model.isLoading`, "
                                    + "`model.books.isEmpty` false, a state only the running app decides"), "\(run.stdout)")
    }

    /// An app's own fonts — a `Font` constant (`static let`), a computed one (`static var`) and
    /// a function with a default size (`static func buttonText(_ size: CGFloat = 16)`, a design
    /// system's) — are the fonts they make (before, each was dropped and its text set in body).
    /// Inter's line is (ascender 2,728 + descender 680) / 2,816 units per em of the size:
    /// 22 pt → 26.625, 15 pt → 18.1534, 16 pt → 19.3636, 30 pt → 36.3068.
    @Test func theAppsOwnFontsAreRead() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Fonts.swift": """
                import SwiftUI

                enum InterStyle {
                    case bold, medium
                    var name: String {
                        switch self {
                        case .bold: return "Inter-Bold"
                        case .medium: return "Inter-Medium"
                        }
                    }
                }

                extension Font {
                    static let appTitle = Font.custom(InterStyle.bold.name, size: 22)
                    static var appBody: Font { .system(size: 15, weight: .medium) }
                    static func buttonText(_ size: CGFloat = 16) -> Font {
                        .custom(InterStyle.medium.name, size: size)
                    }
                }

                struct Card: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            Text("A").font(.appTitle)
                            Text("B").font(.appBody)
                            Text("C").font(.buttonText())
                            Text("D").font(Font.buttonText(30))
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["build", "Sources/Kit/Fonts.swift", "--format", "json"], directory: directory)
        let heights = run.stdout.split(separator: "\n").filter { $0.contains("\"kind\": \"text\"") }.compactMap { line in
            line.range(of: "\"height\": ").map { line[$0.upperBound...].prefix { "0123456789.".contains($0) } }
        }.compactMap { Double($0) }
        let expected = [22.0, 15, 16, 30].map { $0 * 3408 / 2816 }
        #expect(heights.count == 4, "\(run.stdout)")
        for (height, want) in zip(heights, expected) { #expect(abs(height - want) < 0.001, "\(run.stdout)") }
        #expect(!run.stdout.contains("is not a text style") && !run.stdout.contains("is not a value layoutc knows"),
                "\(run.stdout)")
    }

    /// A property between modifiers (`.backport.alert(…)`, an app's wrapper for the APIs of newer
    /// systems) does not hide the view it is on: the chain is read through it (before, the whole
    /// screen was a view the reader does not read). And a string a view is given as a
    /// `LocalizedStringKey` that reads as a key (`"Features.Sync.Title"`) is a stand-in for its
    /// translation, as a `Text` literal of that shape is: a finding it decides is an info.
    @Test func aPropertyBetweenModifiersAndAKeyGivenAsAPropertyAreRead() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Features.swift": """
                import SwiftUI

                struct Backport<Content: View> {
                    let content: Content
                }

                extension View {
                    var backport: Backport<Self> { Backport(content: self) }
                }

                struct Feature: View {
                    let headline: LocalizedStringKey

                    var body: some View {
                        Text(headline)
                            .frame(width: 60)
                    }
                }

                struct FeaturesView: View {
                    @State private var showAlert = false

                    var body: some View {
                        VStack {
                            Feature(headline: "Features.Sync.Title")
                            Text("Welcome")
                        }
                        .backport.alert(isPresented: $showAlert)
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["build", "Sources/Kit/Features.swift", "--emit", "layout"], directory: directory)
        #expect(layout.stdout.contains("vstack <\n  Feature_standIn_headline_(headline_: \"Features.Sync.Title\")\n"
                                       + "  text(\"Welcome\")\n>"), "\(layout.stdout)")
        let run = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        #expect(warnings(run).isEmpty, "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/Features.swift:15:9: info: text 'Features.Sync.Title' is cut short"),
                "\(run.stdout)")
    }

    /// A value a stand-in gives, passed on to a function of the view that builds part of it
    /// (`buildMaskView(for: emoji)`, the emoji of a variant with `likedEmoji` set), keeps its mark:
    /// the text it shows, cut in a 22×20 frame, is an info; that one line of body text at
    /// xxxLarge (29 pt) spills out of 20 pt whatever the string is, a warning.
    @Test func aStandInPassedToABuilderFunctionStaysOne() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Like.swift": """
                import SwiftUI

                struct LikeButton: View {
                    let likedEmoji: String?

                    @ViewBuilder
                    func buildMaskView(for emoji: String) -> some View {
                        if emoji == "🤙" {
                            Color.red
                        } else {
                            Text(emoji)
                        }
                    }

                    var body: some View {
                        if let likedEmoji {
                            buildMaskView(for: likedEmoji)
                                .frame(width: 22, height: 20)
                        } else {
                            Color.blue.frame(width: 22, height: 20)
                        }
                    }
                }

                struct Bar: View {
                    var body: some View {
                        LikeButton(likedEmoji: nil)
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Sources/Kit/Like.swift:18:17: warning: 'vstack' spills out of its frame's height: "
                                       + "29 pt tall in 20 pt") == true, "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/Like.swift:11:13: info: text `emoji` is cut short"),
                "\(run.stdout)")
    }

    /// What apps write around their strings and controls, read as what it makes:
    /// `NSLocalizedString("Reply", comment:)`, `String(localized:)`, an app's `.localized` are
    /// their key where no table is read (as iOS shows a key its tables lack; before, a 16-character
    /// stand-in); a global function making a view (`func ActionButton(…) -> some View`) is read as
    /// a view; an `OptionSet` the caller leaves at `[]`, tested with `.contains(.contextMenu)`,
    /// holds nothing (before, the context menu's branch stood in for the action bar); a tuple
    /// default (`iconSize: (width: CGFloat, height: CGFloat) = (26, 34)`) gives its fields. The
    /// bar's 20×20 action and the 26×34 checkmark (30×38 with its 2 pt padding, only the drawn
    /// part tapped) are found; the context menu's items are not laid out.
    @Test func stringsFunctionsOptionSetsAndTuplesAreRead() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Bar.swift": """
                import SwiftUI

                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                }

                func ActionButton(symbol: String, action: @escaping () -> Void) -> some View {
                    Image(systemName: symbol)
                        .frame(width: 20, height: 20)
                        .onTapGesture { action() }
                }

                struct ActionBar: View {
                    let options: Options

                    init(options: Options = []) {
                        self.options = options
                    }

                    var body: some View {
                        if options.contains(.contextMenu) {
                            Button(NSLocalizedString("Reply", comment: "menu")) {}
                        } else {
                            HStack {
                                Text(String(localized: "Share"))
                                Text("Repost".localized)
                                ActionButton(symbol: "square.and.arrow.up") {}
                            }
                        }
                    }

                    struct Options: OptionSet {
                        let rawValue: UInt32
                        static let noSpread = Options(rawValue: 1 << 0)
                        static let contextMenu = Options(rawValue: 1 << 1)
                    }
                }

                struct CheckmarkButton: View {
                    private let iconSize: (width: CGFloat, height: CGFloat)

                    init(iconSize: (width: CGFloat, height: CGFloat) = (26, 34)) {
                        self.iconSize = iconSize
                    }

                    var body: some View {
                        Button(action: {}) {
                            Color.green
                                .frame(width: iconSize.width, height: iconSize.height)
                                .padding(2)
                        }
                    }
                }

                struct Screen: View {
                    var body: some View {
                        VStack {
                            ActionBar()
                            CheckmarkButton()
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["build", "Sources/Kit/Bar.swift", "--emit", "layout"], directory: directory)
        #expect(layout.stdout.contains("""
            hstack <
              text("Share")
              text("Repost")
              ActionButton(symbol: "square.and.arrow.up")
            >
            """), "\(layout.stdout)")
        #expect(layout.stdout.contains("color.fill(.green).frame(width: 26, height: 34).padding(2)"), "\(layout.stdout)")
        #expect(!layout.stdout.contains("Reply"), "\(layout.stdout)")
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 2, "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Sources/Kit/Bar.swift:8:5: warning: 'image', which has .onTapGesture(), answers "
                                              + "taps on less than 44×44 pt: it is 20×20 pt") }, "\(run.stdout)")
        #expect(found.contains { $0.hasPrefix("Sources/Kit/Bar.swift:47:9: warning: this button answers taps on less than "
                                              + "44×44 pt: what it draws is 26×34 pt of its 30×38 pt frame") }, "\(run.stdout)")
    }

    /// A button of the app's that the files do not hold (`AsyncButton(title, action:)`, from a
    /// package not checked out) is laid out as SwiftUI's `Button`, as its name and its action say:
    /// the style set on it draws it — here 8 pt above and below a body line of 22 pt, 38 pt tall,
    /// of which only the drawn title takes taps (the style shapes no content) — where before it
    /// was left out. A view of another name is still left out.
    @Test func anUnreadButtonIsSwiftUIsButton() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Card.swift": """
                import SwiftUI

                struct MediumStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(.vertical, 8)
                            .frame(maxWidth: .infinity)
                    }
                }

                struct Card: View {
                    var body: some View {
                        VStack {
                            AsyncButton("Save", action: {})
                                .buttonStyle(MediumStyle())
                            RemoteBadge(action: {})
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Sources/Kit/Card.swift:14:13: warning: this button answers taps on less than 44×44 pt: "
                                       + "what it draws is ") == true, "\(run.stdout)")
        #expect(found.first?.contains("×22 pt of its 375×38 pt frame, and only that takes taps") == true, "\(run.stdout)")
        let check = Run(["check", "Sources/Kit/Card.swift"], directory: directory)
        #expect(check.stdout.contains("the view 'AsyncButton' is not in the files read: laid out as SwiftUI's Button")
                    || check.stderr.contains("the view 'AsyncButton' is not in the files read: laid out as SwiftUI's Button"),
                "\(check.stdout)\(check.stderr)")
        #expect((check.stdout + check.stderr).contains("the view 'RemoteBadge' is not in the files read: it is left out"),
                "\(check.stdout)\(check.stderr)")
    }

    /// A `ButtonStyle` no root of the files read draws a button in (it is applied in files not
    /// fetched, or by a caller in another package) is judged on its own: a button with a
    /// stand-in title in a row of the screen's width — a body line (22 pt at Large) and 10 pt
    /// above and below is 42 pt, under 44, a finding at the style. A style a view applies is
    /// judged there only (its 16 pt padding makes 54 pt: nothing to find).
    @Test func aButtonStyleNoFileAppliesIsJudgedOnItsOwn() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Styles.swift": """
                import SwiftUI

                struct CapsuleStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(.vertical, 10)
                            .frame(maxWidth: .infinity)
                            .background(Capsule().fill(.gray))
                    }
                }

                struct RoomyStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(16)
                            .background(Color.blue)
                    }
                }

                struct Screen: View {
                    var body: some View {
                        Button("Continue") {}
                            .buttonStyle(RoomyStyle())
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Sources/Kit/Styles.swift:3:8: warning: this button answers taps on less than 44×44 pt: "
                                       + "it is 375×42 pt") == true, "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/Styles.swift:3:8: note: laid out as a Button in CapsuleStyle with a stand-in "
                                    + "title, in a row as wide as the screen: no button of the files read is drawn in it"),
                "\(run.stdout)")
    }

    /// A view judged on its own whose initializers all take values its callers give
    /// (`init(title: String, height: CGFloat = 40, action: (() -> Void)? = nil)`, a design
    /// system's capsule button) is read through the one that takes the fewest: its defaults are
    /// what it lays out with — a 40 pt capsule that answers taps over its fill, a finding, and
    /// whose title grows out of it at AX5 — and the rest stand-ins (before, every property took
    /// one: a 0 pt frame, nothing to find).
    @Test func aViewJudgedAloneTakesItsInitializersDefaults() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/CapsuleTextButton.swift": """
                import SwiftUI

                public struct CapsuleTextButton: View {
                    let title: String
                    let height: CGFloat
                    let action: (() -> Void)?

                    public init(title: String, height: CGFloat = 40, action: (() -> Void)? = nil) {
                        self.title = title
                        self.height = height
                        self.action = action
                    }

                    public var body: some View {
                        if let action {
                            Button(action: action) { label }
                        } else {
                            label
                        }
                    }

                    var label: some View {
                        Text(title)
                            .frame(height: height)
                            .frame(maxWidth: .infinity)
                            .background(Color.blue)
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layout = Run(["build", "Sources/Kit/CapsuleTextButton.swift", "--emit", "layout"], directory: directory)
        #expect(layout.stdout.contains(".frame(height: height)"), "\(layout.stdout)")
        #expect(layout.stdout.contains("height: 40"), "\(layout.stdout)")
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run)
        #expect(found.count == 2, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Sources/Kit/CapsuleTextButton.swift:16:13: warning: this button answers taps on "
                                       + "less than 44×44 pt: it is 375×40 pt") == true, "\(run.stdout)")
        // And its title, a body line of 62 pt at AX5 (53 pt text, HIG's leading), in the fixed 40 pt.
        #expect(found.last?.hasPrefix("Sources/Kit/CapsuleTextButton.swift:24:13: warning: text `title` spills "
                                      + "out of its frame's height: 62 pt tall in 40 pt: 22 pt spill out at all 12 places (AX5)")
                == true, "\(run.stdout)")
    }

    /// In a widget only an intent's button answers taps (iOS 17's interactive widgets): a transit
    /// app's "Refresh" button, a caption line and 4 pt of padding shaped whole (24 pt tall), is a
    /// finding; a `Link` and a `.onTapGesture` are regions of the archived picture, and none.
    @Test func aWidgetsIntentButtonIsATap() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/BookmarksWidget.swift": """
                import SwiftUI
                import WidgetKit

                struct BookmarksView: View {
                    var body: some View {
                        VStack {
                            Button(intent: RefreshIntent()) {
                                Text("Refresh")
                                    .font(.caption)
                                    .padding(4)
                                    .contentShape(Rectangle())
                            }
                            Link(destination: URL(string: "transit://stops")!) {
                                Text("Stops").font(.caption)
                            }
                            Text("Next").font(.caption).onTapGesture {}
                        }
                    }
                }

                struct BookmarksWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "bookmarks", provider: Provider()) { entry in
                            BookmarksView()
                        }
                        .supportedFamilies([.systemMedium])
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        // (At AX2 and up its three caption lines run past the medium widget's height too: L001.)
        let found = warnings(run).filter { $0.hasSuffix("[L018]") }
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Sources/Kit/BookmarksWidget.swift:7:13: warning: this button answers taps on less "
                                       + "than 44×44 pt: it is ") == true, "\(run.stdout)")
        #expect(found.first?.contains("×24 pt") == true, "\(run.stdout)")
    }

    /// A view no code in the files uses that is a list's row (it sets `.swipeActions`, or it is
    /// one button whose label ends in a disclosure chevron) is judged as a row: its buttons of no
    /// style of their own answer taps across the whole row, as iOS's lists make them — no finding
    /// — while one with `.borderless` answers on its own 20×20 pt symbol. A view left to its
    /// caller (`label`) is missing from a control judged alone: too small rests on it (an info).
    @Test func aRowJudgedAloneIsARow() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Rows.swift": """
                import SwiftUI

                struct EmojiRow: View {
                    let emoji: String

                    var body: some View {
                        HStack {
                            Button {} label: { Image(systemName: "minus.circle") }
                            Text(emoji)
                            Spacer()
                            Button {} label: { Image(systemName: "eye") }
                                .buttonStyle(.borderless)
                        }
                        .swipeActions { Button("Delete") {} }
                    }
                }

                struct ChevronRow: View {
                    let title: String

                    var body: some View {
                        Button {} label: {
                            HStack {
                                Text(title)
                                Spacer()
                                Image(systemName: "chevron.right")
                            }
                        }
                    }
                }

                struct PickerButton<Label: View>: View {
                    @Binding var isOn: Bool
                    let label: Label

                    var body: some View {
                        Button { isOn.toggle() } label: {
                            HStack {
                                label
                                Spacer()
                                Image(systemName: "checkmark")
                            }
                            .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        #expect(warnings(run) == ["Sources/Kit/Rows.swift:11:13: warning: this button answers taps on less than 44×44 pt: "
                                  + "it is 20×20 pt (at all 36 configurations linted) [L018]"], "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/Rows.swift:37:9: info: this button answers taps on less than 44×44 pt"),
                "\(run.stdout)")
        #expect(run.stdout.contains("note: with its label lacking the view its caller gives as 'label'"), "\(run.stdout)")
    }

    /// What a chat app's action bar is made of (set 8): a global function's resizable asset image
    /// fitted into a 20×20 frame with a tap gesture is found whatever the image is (the stand-in
    /// fills the frame; the real image, fitted, is no bigger: before, an info); a view's own
    /// method given to `.overlay` is read as its view (before, a grey fill), so the picker it
    /// shows once tapped — a variant, its `@State` set by the user — shows its 20×20 close
    /// button; and a font the app's method changes (`font.scaled(by: factor)` in a `ViewModifier`)
    /// is laid out as the font it is given, `.caption` (before, the body font, and an info): 16 pt
    /// of text and 2 × 6 pt of padding make a 28 pt pill, of which a plain button takes taps on
    /// the text alone.
    @Test func anOverlaysOwnMethodAFittedAssetImageAndAFontsMethodAreRead() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Actions.swift": """
                import SwiftUI

                extension Font {
                    func scaled(by factor: CGFloat) -> Font {
                        switch self {
                        case .caption: .system(size: 12 * factor)
                        default: self
                        }
                    }
                }

                struct ScaledFont: ViewModifier {
                    @Environment(\\.displayScale) private var factor
                    let font: Font

                    func body(content: Content) -> some View {
                        content.font(font.scaled(by: factor))
                    }
                }

                extension View {
                    func scaledFont(_ font: Font) -> some View { modifier(ScaledFont(font: font)) }
                }

                func ActionIcon(_ name: String, action: @escaping () -> Void) -> some View {
                    Image(name)
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(width: 20, height: 20)
                        .onTapGesture { action() }
                }

                func BadgeIcon(_ name: String, action: @escaping () -> Void) -> some View {
                    Image(name)
                        .frame(width: 20, height: 20)
                        .onTapGesture { action() }
                }

                struct LikeButton: View {
                    @State private var isPickerVisible = false

                    var body: some View {
                        Image(systemName: "hand.thumbsup")
                            .frame(width: 44, height: 44)
                            .contentShape(Rectangle())
                            .onTapGesture { isPickerVisible.toggle() }
                            .overlay(pickerOverlay())
                    }

                    func pickerOverlay() -> some View {
                        Group {
                            if isPickerVisible {
                                Button {
                                    isPickerVisible = false
                                } label: {
                                    Image(systemName: "xmark.circle.fill")
                                }
                            }
                        }
                    }
                }

                struct ActionBar: View {
                    var body: some View {
                        HStack(spacing: 24) {
                            ActionIcon("reply") {}
                            BadgeIcon("badge") {}
                            LikeButton()
                            Button {} label: {
                                Text("Vote")
                                    .scaledFont(.caption)
                                    .padding(.vertical, 6)
                                    .padding(.horizontal, 10)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise", "--show-stand-ins"], directory: directory)
        let found = warnings(run).map(String.init)
        #expect(found.count == 3, "\(run.stdout)")
        #expect(found.contains("Sources/Kit/Actions.swift:26:5: warning: 'image', which has .onTapGesture(), answers "
                               + "taps on less than 44×44 pt: it is 20×20 pt (at all 36 configurations linted) [L018]"),
                "\(run.stdout)")
        #expect(found.contains("Sources/Kit/Actions.swift:53:17: warning: this button answers taps on less than 44×44 "
                               + "pt: it is 20×20 pt (at all 36 configurations linted) [L018]"), "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/Actions.swift:53:17: note: laid out as LikeButton with isPickerVisible "
                                    + "true, as its code sets it when the user acts"), "\(run.stdout)")
        // The pill: the caption's 16 pt line in 2 × 6 pt of padding (28 pt), and 2 × 10 pt beside the
        // word, whatever its width; only the word takes taps.
        let pill = try #require(found.first { $0.hasPrefix("Sources/Kit/Actions.swift:69:13: warning: this button "
                                                           + "answers taps on less than 44×44 pt: what it draws is ") },
                                "\(run.stdout)")
        let sizes = pill.split(separator: " ").filter { $0.contains("×") }.map { $0.split(separator: "×") }
        let drawn = try #require(Double(String(sizes[1][0]))), frame = try #require(Double(String(sizes[2][0])))
        #expect(sizes[1][1] == "16" && sizes[2][1] == "28", "\(pill)")
        #expect(abs(frame - drawn - 20) < 0.001, "\(pill)")
        #expect(pill.contains("frame, and only that takes taps at all 12 places (Large)"), "\(pill)")
    }

    /// A tap modifier of the app's (`.onTouch(action)`, a `View` extension applying a
    /// `ViewModifier` that wraps its content in a plain `Button`), as a settings screen of set 8
    /// uses it on its rows: what the modifier makes is reported where it is applied, as a compiler
    /// reports a macro's expansion at its use — the row's 22 pt (a body line) under 44, at the
    /// row's `.onTouch(action)`, with a note at the `Button` the modifier makes (before: one finding
    /// in the modifier's file for every use). The 44 pt "Sign out" the same modifier wraps is none.
    @Test func whatAnAppsModifierMakesIsReportedWhereItIsApplied() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Account.swift": """
                import SwiftUI

                struct TouchModifier: ViewModifier {
                    let action: () -> Void

                    func body(content: Content) -> some View {
                        Button(action: action) {
                            content
                                .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                    }
                }

                extension View {
                    func onTouch(_ action: @escaping () -> Void) -> some View {
                        modifier(TouchModifier(action: action))
                    }
                }

                struct AccountRow: View {
                    let title: String
                    var action: () -> Void

                    var body: some View {
                        HStack {
                            Text(title)
                            Spacer()
                        }
                        .padding(.horizontal, 16)
                        .onTouch(action)
                    }
                }

                struct AccountView: View {
                    var body: some View {
                        VStack(spacing: 16) {
                            AccountRow(title: "Contact us") {}
                            AccountRow(title: "Privacy") {}
                            Text("Sign out")
                                .frame(maxWidth: .infinity, minHeight: 44)
                                .onTouch {}
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run).map(String.init)
        #expect(found.count == 1, "\(run.stdout)")
        #expect(found.first?.hasPrefix("Sources/Kit/Account.swift:31:9: warning: this button answers taps on less than "
                                       + "44×44 pt: it is 375×22 pt at iPhone SE (3rd generation), portrait") == true,
                "\(run.stdout)")
        #expect(run.stdout.contains("Sources/Kit/Account.swift:7:9: note: the modifier makes it here"), "\(run.stdout)")
    }

    /// The default matrix reaches AX5, the largest text iOS offers: a capsule button locked to
    /// 50 pt (a chat app's "Cancel", set 8) holds a body line up to AX3 (48 pt) but not at AX5
    /// (62 pt: 53 pt text, HIG's leading), a warning by default and none up to AX3. And a form's
    /// value rows are set as iOS sets them at those sizes: a menu picker's, a `LabeledContent`'s
    /// and a stepper's title above the value when the two do not fit side by side (before:
    /// "Thumbnail Provider" beside the menu, "Thumbnail" broken between characters at AX3).
    @Test func theDefaultMatrixReachesAX5AndFormRowsStackThere() throws {
        let directory = try temporaryApp([
            "Package.swift": Self.package,
            "Sources/Kit/Settings.swift": """
                import SwiftUI

                struct BigButton: View {
                    let title: String

                    var body: some View {
                        Button(title) {}
                            .frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50)
                            .overlay(Capsule().stroke(Color.gray, lineWidth: 1))
                    }
                }

                struct SettingsView: View {
                    @State private var provider = "web"
                    @State private var servings = 4

                    var body: some View {
                        NavigationStack {
                            Form {
                                Picker("Thumbnail Provider", selection: $provider) {
                                    Text("Web").tag("web")
                                    Text("Search").tag("search")
                                }
                                .pickerStyle(.menu)
                                LabeledContent("Version", value: "2.3 (118)")
                                Stepper("Default servings: \\(servings)", value: $servings, in: 1...12)
                            }
                        }
                    }
                }

                #Preview {
                    BigButton(title: "Cancel")
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Run(["lint", ".", "--format", "concise"], directory: directory)
        let found = warnings(run).map(String.init)
        #expect(found == ["Sources/Kit/Settings.swift:8:13: warning: 'button' spills out of its frame's height: 62 pt tall "
                          + "in 50 pt: 12 pt spill out at all 6 places (AX5) [L002]"], "\(run.stdout)")
        let upToAX3 = Run(["lint", ".", "--format", "concise", "--dynamic-type", "large,xxxLarge,AX3"], directory: directory)
        #expect(warnings(upToAX3).isEmpty, "\(upToAX3.stdout)")
        let layout = Run(["build", "Sources/Kit/Settings.swift", "--view", "SettingsView", "--emit", "layout"],
                         directory: directory)
        #expect(layout.stdout.components(separatedBy: "fits(axes: horizontal)").count == 4, "\(layout.stdout)")
    }
}
