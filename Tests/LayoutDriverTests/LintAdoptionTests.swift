import Foundation
import Testing
@testable import LayoutDriver

/// Adopting lint on a real codebase: baselines, and the fixes that are not safe.
struct LintAdoptionTests {
    static let wide = "proposal(100, nil)\nvstack <\n  hstack < box(80x10) box(80x10) >\n  box(10x10).padding(0)\n>\n"

    @Test func aBaselineReportsOnlyNewFindings() throws {
        let recorded = Run(["lint", "p/a.layout", "--write-baseline", "base.json"], files: ["/work/p/a.layout": Self.wide])
        #expect(recorded.status == 0)
        let baseline = try #require(recorded.written["/work/base.json"])
        #expect(baseline.contains(#""version": 2"#) && baseline.contains(#""rule": "L001""#)
                    && baseline.contains(#""file": "p/a.layout""#) && baseline.contains(#""rule": "L009""#))
        // The same findings, lines moved: nothing new.
        let moved = "// a comment\n" + Self.wide
        let same = Run(["lint", "p/a.layout", "--baseline", "base.json"],
                       files: ["/work/p/a.layout": moved, "/work/base.json": baseline])
        #expect(same.status == 0 && same.stdout == "No problems found in 1 file.\n" && same.stderr.isEmpty)
        // The padding removed, a text too small added: one new finding, one gone.
        let changed = Self.wide.replacingOccurrences(of: "box(10x10).padding(0)", with: "text(\"x\", size: 9)")
        let next = Run(["lint", "p/a.layout", "--baseline", "base.json", "--format", "concise"],
                       files: ["/work/p/a.layout": changed, "/work/base.json": baseline])
        #expect(next.stdout.contains("[L016]") && !next.stdout.contains("[L001]") && !next.stdout.contains("[L009]"))
        #expect(next.stderr.contains("layoutc: note: 1 finding recorded in 'base.json' is gone"))
        #expect(next.stderr.contains("L009 p/a.layout vstack/box[1]/.padding#0: '.padding' with zero insets has no effect"))
    }

    @Test func aBaselineThatCannotBeReadIsAnError() {
        let missing = Run(["lint", "p/a.layout", "--baseline", "none.json"], files: ["/work/p/a.layout": Self.wide])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("layoutc: error: cannot read the baseline 'none.json'"))
        let broken = Run(["lint", "p/a.layout", "--baseline", "b.json"],
                         files: ["/work/p/a.layout": Self.wide, "/work/b.json": "{\"version\": 1, \"findings\": [{}]}"])
        #expect(broken.status == 2 && broken.stderr.contains("finding 1 lacks"))
        let notJSON = Run(["lint", "p/a.layout", "--baseline", "b.json"],
                          files: ["/work/p/a.layout": Self.wide, "/work/b.json": "[1,"])
        #expect(notJSON.status == 2 && notJSON.stderr.contains("it is not JSON"))
        #expect(Run(["lint", "p/a.layout", "--baseline", ""], files: ["/work/p/a.layout": Self.wide]).status == 2)
        #expect(Run(["build", "p/a.layout", "--baseline", "b.json"], files: ["/work/p/a.layout": Self.wide]).status == 2)
    }

    static let pill = """
    proposal(320, nil)
    let pill(label, pad: 0) = text(label).padding(pad)
    vstack < pill(label: "Zero") pill(label: "Padded", pad: 8) box(10x10).padding(0) >

    """

    @Test func unsafeFixesAreShownAndAppliedOnlyWhenAsked() {
        let shown = Run(["lint", "p.layout", "--show-fixes"], files: ["/work/p.layout": Self.pill])
        #expect(shown.stdout.contains("Found 2 warnings in 1 file; 1 fixable with --fix (1 more with --fix --unsafe-fixes)."))
        #expect(shown.stdout.contains("p.layout:3:10: [L009] unsafe: remove it (unsafe: its argument 'pad' can take other values)"))
        #expect(shown.stdout.contains("p.layout:3:71: [L009] safe: remove it"))
        let safe = Run(["lint", "p.layout", "--fix"], files: ["/work/p.layout": Self.pill])
        #expect(safe.written["/work/p.layout"] == Self.pill.replacingOccurrences(of: "box(10x10).padding(0)", with: "box(10x10)"))
        let all = Run(["lint", "p.layout", "--fix", "--unsafe-fixes"], files: ["/work/p.layout": Self.pill])
        #expect(all.written["/work/p.layout"]?.contains("= text(label)\n") == true)
        let refused = Run(["lint", "p.layout", "--unsafe-fixes"], files: ["/work/p.layout": Self.pill])
        #expect(refused.status == 2 && refused.stderr.contains("--unsafe-fixes applies fixes: use it with --fix or --diff"))
        let json = Run(["lint", "p.layout", "--show-fixes", "--format", "json"], files: ["/work/p.layout": Self.pill])
        #expect(json.status == 2 && json.stderr.contains("--show-fixes lists fixes in the human and concise formats"))
    }

    @Test func dynamicTypeOptionsAreChecked() {
        let bad = Run(["lint", "p.layout", "--dynamic-type", "larg"], files: ["/work/p.layout": Self.pill])
        #expect(bad.status == 2 && bad.stderr.contains("'larg' is not a Dynamic Type size"))
        let ranged = Run(["lint", "p.layout", "--dynamic-type", "AX1...AX5", "--format", "concise"],
                         files: ["/work/p.layout": "proposal(320, nil)\ntext(\"Hello there, everyone\").font(.body).lineLimit(1)\n"])
        // body at AX1 is 28 pt: 22 characters × 14 = 308 fits 320; at AX2 (33) 363 does not.
        #expect(ranged.stdout.contains("at 320×nil (AX2) and 320×nil (AX3) and 320×nil (AX4) and 320×nil (AX5)"), "\(ranged.stdout)")
        #expect(ranged.stdout.contains("note: it starts at AX2 and above (on 320 pt wide)"))
        var files = ["/work/p.layout": Self.pill]
        files["/work/.layoutc.json"] = #"{"lint": {"dynamicType": "huge"}}"#
        let config = Run(["lint", "p.layout"], files: files)
        #expect(config.status == 2 && config.stderr.contains("'huge' is not a Dynamic Type size"))
        #expect(Run(["build", "p.layout", "--accessibility"], files: ["/work/p.layout": Self.pill]).status == 2)
    }

    /// A baseline records lint findings only: a file that stops compiling is never "known"; it
    /// is never written over a layout file.
    @Test func aBaselineNeverHidesErrorsOrOverwritesALayout() throws {
        let recorded = Run(["lint", "p/a.layout", "--write-baseline", "base.json"],
                           files: ["/work/p/a.layout": "vstack < bax(1x1) >"])
        let baseline = try #require(recorded.written["/work/base.json"])
        #expect(!baseline.contains("E2001"))
        let again = Run(["lint", "p/a.layout", "--baseline", "base.json"],
                        files: ["/work/p/a.layout": "vstack < bax(1x1) >", "/work/base.json": baseline])
        #expect(again.status == 1 && again.stdout.contains("[E2001]"))
        let refused = Run(["lint", "p/a.layout", "--write-baseline", "p/a.layout"], files: ["/work/p/a.layout": Self.wide])
        #expect(refused.status == 2 && refused.written.isEmpty && refused.stderr.contains("refusing to write the baseline"))
        let bom = Run(["lint", "p/a.layout", "--baseline", "b.json"],
                      files: ["/work/p/a.layout": Self.wide, "/work/b.json": "\u{FEFF}{\"version\": 1, \"findings\": []}"])
        #expect(bom.status == 0)
    }

    /// `--unsafe-fixes` applies the lint rules' unsafe fixes, never the checker's guesses.
    @Test func unsafeFixesNeverApplyDidYouMeans() {
        let run = Run(["lint", "p.layout", "--diff", "--unsafe-fixes"],
                      files: ["/work/p.layout": "proposal(320, nil)\nvstack < boxx(10x10) >\n"])
        #expect(!run.stdout.contains("+vstack < box(10x10) >"))
        let portrait = Run(["lint", "p.layout", "--orientation", "sideways"], files: ["/work/p.layout": Self.pill])
        #expect(portrait.status == 2 && portrait.stderr.contains("unknown orientation 'sideways'"))
    }

    /// `build --dynamic-type` lays the text out as lint does at that size: body is 28 pt at AX1,
    /// 34 pt lines (Apple's table); 17 pt, 22 pt lines at Large; a fixed size stays. In the
    /// built-in font (HarfBuzz's advances of Inter, with Apple's tracking per character): "ab" is
    /// 3336 units, 3336 × 28/2816 + 0.38 × 2 = 33.9305 at AX1 and 3336 × 17/2816 − 0.43 × 2 =
    /// 19.2792 at Large; "cd" at a fixed 10 pt is 3320 × 10/2816 + 0.12 × 2 = 12.0298 wide and
    /// one line of Inter's own height, (2728 + 680) / 2816 × 10 = 12.1023.
    @Test func buildAtADynamicTypeSize() {
        let file = ["/work/t.layout": "vstack(spacing: 0) < text(\"ab\").font(.body) text(\"cd\", size: 10) >"]
        let ax1 = Run(["build", "t.layout", "--dynamic-type", "AX1"], files: file)
        #expect(ax1.stdout.contains("text  x=0 y=0 w=33.9305 h=34") && ax1.stdout.contains("w=12.0298 h=12.1023"),
                "\(ax1.stdout)")
        let large = Run(["build", "t.layout", "--dynamic-type", "large"], files: file)
        #expect(large.stdout.contains("w=19.2792 h=22"), "\(large.stdout)")
        // Without --dynamic-type a text style's lines are its leading at the default size, Large.
        let plain = Run(["build", "t.layout"], files: file)
        #expect(plain.stdout == large.stdout, "\(plain.stdout)")
        // In the model: 0.5 em a character; lines of the leading at a category, else 1.25 em.
        let modelAX1 = Run(["build", "t.layout", "--dynamic-type", "AX1", "--font", "model"], files: file)
        #expect(modelAX1.stdout.contains("text  x=0 y=0 w=28 h=34") && modelAX1.stdout.contains("w=10 h=12.5"),
                "\(modelAX1.stdout)")
        #expect(Run(["build", "t.layout", "--font", "model"], files: file).stdout.contains("w=17 h=21.25"))
        let two = Run(["build", "t.layout", "--dynamic-type", "large,AX1"], files: file)
        #expect(two.status == 2 && two.stderr.contains("build lays the file out at one Dynamic Type size, found 2"))
    }

    /// Tags the project marks interactive are judged as tap targets.
    @Test func interactiveTags() {
        var files = ["/work/p/t.layout": "proposal(320, nil)\nhstack < text(\"Inbox\") image(20x20) #close >\n"]
        #expect(Run(["lint", "p/t.layout"], files: files).stdout == "No problems found in 1 file.\n")
        let given = Run(["lint", "p/t.layout", "--interactive-tags", "close", "--format", "concise"], files: files)
        #expect(given.stdout.contains("warning: '#close', marked interactive, answers taps on less than 44×44 pt: "
                                          + "it is 20×20 pt at 320×nil [L018]"), "\(given.stdout)")
        files["/work/p/.layoutc.json"] = ##"{"lint": {"interactiveTags": ["#close"]}}"##
        #expect(Run(["lint", "p/t.layout", "--format", "concise"], files: files).stdout.contains("[L018]"))
    }

    static let orderRow = """
        import SwiftUI

        struct OrderRow: View {
            let status: String
            var body: some View {
                HStack {
                    Image(systemName: "shippingbox")
                    Text(status)
                        .lineLimit(1)
                        .frame(width: 120, alignment: .leading)
                    Spacer()
                }
            }
        }

        """

    static let ordersScreen = """
        import SwiftUI

        struct OrdersScreen: View {
            var body: some View {
                NavigationStack {
                    List {
                        OrderRow(status: "Waiting for pickup")
                        OrderRow(status: "Sent")
                    }
                }
            }
        }

        """

    /// What layoutc before version 2 of the finding identity wrote for this package (a1201d6,
    /// `layoutc lint . --write-baseline`): the Swift read as `.layout` named the element "error".
    static let versionOneBaseline = """
        {
          "version": 1,
          "tool": "layoutc",
          "findings": [
            {"rule": "L003", "file": "Sources/Shop/OrderRow.swift", "element": "error", "message": "text 'Waiting for pickup' is cut short", "fingerprint": "001c1184d65cdea7af45fc47707ce9d1"}
          ]
        }

        """

    func orderApp(row: String = orderRow) throws -> String {
        try AppLintCommandTests().temporaryApp([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", platforms: [.iOS(.v17)], targets: [.target(name: "Shop")])
                """,
            "Sources/Shop/OrderRow.swift": row,
            "Sources/Shop/OrdersScreen.swift": Self.ordersScreen,
        ])
    }

    /// A SwiftUI finding's identity is its Swift's path (the row's text, found where the screen's
    /// List shows it): a property and a view added around it keep it; a baseline written before
    /// (version 1) still hides it, says how to migrate, and `--baseline F --write-baseline F`
    /// migrates it, keeping what it recorded and not adding what is new.
    @Test func swiftFindingsKeepTheirIdentityAndOldBaselinesMigrate() throws {
        let app = try orderApp()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let base = app + "/base.json"
        let written = Run(["lint", ".", "--write-baseline", "base.json"], directory: app)
        #expect(written.status == 0 && written.stdout.contains("warning: text 'Waiting for pickup' is cut short"))
        let recorded = try #require(written.written[base])
        #expect(recorded.contains(#""version": 2"#))
        #expect(recorded.contains(#""element": "OrderRow/body/HStack[0]/Text[1]""#), "\(recorded)")

        // Code added around the row's text: the same finding, hidden.
        let edited = Self.orderRow
            .replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n\nstruct Tag: View {\n    var body: some View { Text(\"new\") }\n}\n")
            .replacingOccurrences(of: "    let status: String\n", with: "    let status: String\n    @State private var expanded = false\n")
        let moved = try orderApp(row: edited)
        defer { try? FileManager.default.removeItem(atPath: moved) }
        let same = Run(["lint", ".", "--baseline", "base.json"], files: [moved + "/base.json": recorded], directory: moved)
        #expect(same.status == 0 && same.stdout == "No problems found in 2 files.\n" && same.stderr.isEmpty, "\(same.stdout)\(same.stderr)")

        // A version 1 baseline: still hides the finding, and says how to migrate.
        let old = Run(["lint", ".", "--baseline", "base.json"], files: [base: Self.versionOneBaseline], directory: app)
        #expect(old.status == 0 && old.stdout == "No problems found in 2 files.\n")
        #expect(old.stderr.contains("layoutc: note: 'base.json' is a version 1 baseline")
                    && old.stderr.contains("migrate it by running lint with --baseline base.json --write-baseline base.json"))
        // Migrated: the recorded finding under its version 2 identity.
        let migrated = Run(["lint", ".", "--baseline", "base.json", "--write-baseline", "base.json"],
                           files: [base: Self.versionOneBaseline], directory: app)
        #expect(migrated.status == 0 && migrated.stdout == "No problems found in 2 files.\n")
        #expect(migrated.stderr == "layoutc: note: wrote 'base.json' (version 2, migrated from version 1): 1 recorded finding still found\n")
        #expect(migrated.written[base] == recorded)

        // A refresh with a new finding: reported, not recorded.
        let wider = Self.orderRow.replacingOccurrences(of: "Spacer()", with: "Spacer()\n                Color.red.frame(width: 500, height: 10)")
        let grown = try orderApp(row: wider)
        defer { try? FileManager.default.removeItem(atPath: grown) }
        let refreshed = Run(["lint", ".", "--baseline", "base.json", "--write-baseline", "base.json", "--format", "concise"],
                            files: [grown + "/base.json": recorded], directory: grown)
        #expect(refreshed.stdout.contains("[L001]"), "\(refreshed.stdout)")
        #expect(refreshed.stderr.contains("; 1 new finding reported, not recorded"), "\(refreshed.stderr)")
        #expect(refreshed.written[grown + "/base.json"]?.contains("L001") == false)
    }
}
